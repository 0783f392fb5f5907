"""A damaged file's problem is told in the player's language: every key the loaders raise has a
sentence, Spanish and Japanese say it with no English left (but the file's own keys, values and
path), and English shows the engine's line, as the CLI prints it."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

import gameshelf
from gameshelf.engine import Match, SaveFileError
from gameshelf.engine.files import FileProblem
from gameshelf.ui import dialogs
from gameshelf.ui.app import Languages
from gameshelf.ui.problems import SENTENCES, describe
from gameshelf.ui.settings import load_settings
from hostile import HOSTILE_SAVES, HOSTILE_SETTINGS, unfinished_save, write

PACKAGE = Path(gameshelf.__file__).parent
LOADERS = ("engine/files.py", "engine/match.py", "ui/settings.py")
WORD = re.compile(r"[A-Za-z]{3,}")
NAMES = {"TOML", "UTF", "Gameshelf"}
SAME_IN_SPANISH = {"byte", "bytes", "control"}


def _loader_trees() -> list[ast.AST]:
    return [ast.parse((PACKAGE / name).read_text(encoding="utf-8")) for name in LOADERS]


def _raised_keys() -> set[str]:
    """The key of every FileProblem and SaveFileError the loaders' code builds with a literal
    key, and of every hostile save's refusal."""
    keys = {error.key for error in _refusals().values()}
    for tree in _loader_trees():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("FileProblem", "SaveFileError")):
                assert len(node.args) >= 2, f"line {node.lineno}: a problem without a key"
                if isinstance(node.args[1], ast.Constant):
                    keys.add(node.args[1].value)
    return keys


def _refusals() -> dict[str, SaveFileError]:
    refused = {}
    for name, damage in HOSTILE_SAVES.items():
        try:
            Match.loads(damage(unfinished_save()))
        except SaveFileError as error:
            refused[name] = error
    return refused


def _strip(text: str, problem: FileProblem | SaveFileError) -> str:
    """`text` without the file's own words: its keys, values, actions and path (the problem's
    arguments), and the key names a sentence quotes ('seats', 'format')."""
    def strings(error: FileProblem | SaveFileError) -> list[str]:
        found = []
        for value in error.arguments.values():
            if isinstance(value, FileProblem | SaveFileError):
                found += strings(value)
            elif isinstance(value, str):
                found.append(value)
        return found

    for quoted in sorted(strings(problem), key=len, reverse=True):
        text = text.replace(quoted, " ")
    return re.sub(r"'[^']*'", " ", text)


def _words_left(text: str, problem: FileProblem | SaveFileError) -> list[str]:
    """For Japanese: the words in Latin letters left in `text`."""
    return [word for word in WORD.findall(_strip(text, problem)) if word not in NAMES]


def _english_left(text: str, problem: FileProblem | SaveFileError) -> list[str]:
    """For Spanish: the words of the English line left in `text`."""
    english = {word.lower() for word in _words_left(str(problem), problem)} - SAME_IN_SPANISH
    return [word for word in re.findall(r"\w{3,}", _strip(text, problem))
            if word.lower() in english]


@pytest.fixture
def languages(qapp: QApplication):
    languages = Languages(qapp)
    yield languages
    languages.apply("en")


def test_every_key_the_loaders_raise_has_a_sentence():
    keys = _raised_keys()
    assert len(keys) > 25
    assert keys <= set(SENTENCES), sorted(keys - set(SENTENCES))
    # and no sentence for a key the loaders no longer have
    literals = {node.value for tree in _loader_trees() for node in ast.walk(tree)
                if isinstance(node, ast.Constant) and isinstance(node.value, str)}
    assert set(SENTENCES) <= literals, sorted(set(SENTENCES) - literals)


def test_in_english_the_problem_is_the_engines_own_line(languages):
    languages.apply("en")
    for error in _refusals().values():
        assert describe(error) == str(error)


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_every_hostile_save_is_told_without_english(languages, lang):
    languages.apply(lang)
    refusals = _refusals()
    assert len(refusals) == len(HOSTILE_SAVES)
    for name, error in refusals.items():
        text = describe(error)
        assert text != str(error), name
        left = _words_left(text, error) if lang == "ja" else _english_left(text, error)
        assert left == [], f"{name}: {text}"


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_every_hostile_settings_file_is_told_without_english(languages, lang, tmp_path):
    languages.apply(lang)
    for name, text in HOSTILE_SETTINGS.items():
        path = tmp_path / f"{name}.toml"
        write(path, text)
        _, problem = load_settings(path)
        if problem is not None:
            told = describe(problem.problem)
            left = (_words_left(told, problem.problem) if lang == "ja"
                    else _english_left(told, problem.problem))
            assert left == [], f"{name}: {told}"


def test_a_damaged_save_shown_in_japanese_has_no_english_words(
    shell, monkeypatch, tmp_path, message_boxes
):
    window = shell.window
    window.settings.language = "ja"
    window.apply_language()
    damaged = tmp_path / "damaged.toml"
    damaged.write_text(unfinished_save().replace('kind = "human"', 'kind = "robot"', 1), "utf-8")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: damaged)
    window.load_action.trigger()
    [shown] = message_boxes.shown
    assert "robot" in shown.details
    for text in (shown.title, shown.text, shown.details):
        left = WORD.findall(re.sub(r"'[^']*'|damaged\.toml|Gameshelf", " ", text))
        assert left == [], text


def test_a_damaged_autosave_and_settings_are_told_in_spanish(open_shell, shell_paths,
                                                             message_boxes):
    write(shell_paths.settings, 'language = "es"\nai_speed = "warp"\n')
    write(shell_paths.autosave, unfinished_save().replace("format = 1", 'format = "one"'))
    open_shell()
    settings, autosave = message_boxes.shown
    assert "clave 'ai_speed': la aplicación no admite ese valor" in settings.details
    assert "clave 'format': se esperaba un número entero, pero es 'one'" in autosave.details
