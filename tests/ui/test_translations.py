"""The Qt Linguist files: complete in Spanish and Japanese, in step with the code, compilable."""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from gameshelf.paths import i18n_dir

UI_SOURCES = Path(__file__).resolve().parents[2] / "desktop" / "gameshelf" / "ui"
BIN = Path(sys.executable).parent
TRANSLATED = ("es", "ja")
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*\}|%n")

Key = tuple[str, str, str]  # context, source, disambiguation comment


def _ts(lang: str) -> Path:
    return i18n_dir() / f"gameshelf_{lang}.ts"


def _messages(path: Path) -> dict[Key, ET.Element]:
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            found[key] = message
    return found


def _texts(message: ET.Element) -> list[str]:
    translation = message.find("translation")
    assert translation is not None
    forms = translation.findall("numerusform")
    return [form.text or "" for form in forms] if forms else [translation.text or ""]


@pytest.fixture(scope="module")
def code_strings(tmp_path_factory: pytest.TempPathFactory) -> set[Key]:
    """Every translatable string in the UI code, as lupdate finds it today."""
    out = tmp_path_factory.mktemp("lupdate") / "gameshelf_es.ts"
    sources = sorted(str(path) for path in UI_SOURCES.rglob("*.py"))
    subprocess.run(
        [str(BIN / "pyside6-lupdate"), "-silent", "-locations", "none", *sources, "-ts", str(out)],
        check=True,
    )
    return set(_messages(out))


# English is the source language: its file holds only the plural forms ("%n card(s)"), and they
# need translating too ("1 card", "2 cards").
@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_every_string_is_translated(lang: str) -> None:
    unfinished = []
    for key, message in _messages(_ts(lang)).items():
        translation = message.find("translation")
        assert translation is not None
        finished = translation.get("type") not in ("unfinished", "vanished", "obsolete")
        if not finished or not all(text.strip() for text in _texts(message)):
            unfinished.append(key)
    assert not unfinished, f"{_ts(lang).name}: not translated: {unfinished}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_string_in_the_code_is_in_the_ts_file(lang: str, code_strings: set[Key]) -> None:
    in_file = set(_messages(_ts(lang)))
    missing = sorted(code_strings - in_file)
    assert not missing, f"run `make i18n`: {_ts(lang).name} lacks {missing}"
    assert not in_file - code_strings, "run `make i18n`: the file holds strings no longer used"


def test_no_string_without_a_context(code_strings: set[Key]) -> None:
    """lupdate files a string under "" when it cannot tell the class, e.g. `tr = self.tr` then
    `tr("Market")`; the running app looks it up under the class name, so it never shows
    translated. Call `self.tr("...")` or `QCoreApplication.translate("Context", "...")`."""
    orphans = sorted(source for context, source, _ in code_strings if not context)
    assert not orphans, f"strings lupdate cannot place in a class: {orphans}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_translations_keep_the_placeholders(lang: str) -> None:
    wrong = []
    for (context, source, _), message in _messages(_ts(lang)).items():
        expected = sorted(set(PLACEHOLDER.findall(source)))
        for text in filter(None, _texts(message)):
            if sorted(set(PLACEHOLDER.findall(text))) != expected:
                wrong.append((context, source, text))
    assert not wrong


@pytest.mark.parametrize("lang", ("en", *TRANSLATED))
def test_the_ts_file_compiles(lang: str, tmp_path: Path) -> None:
    qm = tmp_path / f"gameshelf_{lang}.qm"
    result = subprocess.run(
        [str(BIN / "pyside6-lrelease"), str(_ts(lang)), "-qm", str(qm)],
        capture_output=True,
        text=True,
    )
    assert result.returncode == 0, result.stderr
    assert qm.stat().st_size > 0
