"""What the content tests of every game check the same way: the file as read, the English keys
and placeholders in every translation, each text filled, every fixed id's row, the glossary's
names, tooltips of one or two short sentences, and the refusal keys a game's docstring lists."""

from __future__ import annotations

import re
from functools import cache
from types import ModuleType
from typing import Any

from gameshelf.content import read_content_file
from gameshelf.paths import i18n_dir
from test_content_everdell import PLACEHOLDER, get, is_plural, leaves, placeholders, texts

# A short form (11 px on a small card or space) and a tooltip, in characters.
MAX_SHORT = {"en": 28, "es": 34, "ja": 17}
MAX_TOOLTIP = {"en": 200, "es": 230, "ja": 100}
# A word said twice where a name already holds it: "a Red crew die die", "クルーダイスのダイス".
STUTTER = re.compile(r"(?i)\b(\w+) \1\b|(\w{2,})の\2")
SENTENCE_END = {"en": re.compile(r"[.!?](\s|$)"), "es": re.compile(r"[.!?](\s|$)"),
                "ja": re.compile(r"。")}  # fmt: skip

Tables = dict[str, tuple[tuple[str, ...], set[str]]]  # table -> (its ids in order, a row's keys)


@cache
def raw(game: str, lang: str) -> dict[str, Any]:
    return read_content_file(i18n_dir() / "content" / lang / f"{game}.toml")


def check_english_keys_and_placeholders(game: str, lang: str) -> None:
    english = dict(leaves(raw(game, "en")))
    translated = dict(leaves(raw(game, lang)))
    assert sorted(set(english) ^ set(translated)) == [], f"{lang}: keys missing or not in English"
    wrong = [key for key, value in translated.items()
             if placeholders(value) != placeholders(english[key])]
    assert wrong == [], f"{lang}: other placeholders than the English"


def check_texts_filled(game: str, lang: str, refusal_args: set[str],
                       data_args: dict[str, set[str]] | None = None) -> None:
    """Every text is filled, no brace outside a placeholder; counts are plural tables of
    {count}, refusals take only `refusal_args`, the text and short form of a row under a key of
    `data_args` (a table, or one row of it) exactly its values from the data (Champions'
    Destinies: {alone} and {tied}; Aquatica's set-up Kings: {face}), and the rest no
    placeholder (log and format sentences take the events' arguments: the game's log test
    renders them)."""
    data_args = data_args or {}
    for path, value in leaves(raw(game, lang)):
        assert all(isinstance(t, str) and t.strip() for t in texts(value)), f"{lang}: {path}"
        assert all("{" not in PLACEHOLDER.sub("", t) for t in texts(value)), f"{lang}: {path}"
        assert all("}" not in PLACEHOLDER.sub("", t) for t in texts(value)), f"{lang}: {path}"
        if path.startswith("counts."):
            assert is_plural(value), f"{lang}: {path} is not a plural table"
            assert all(PLACEHOLDER.findall(t) == ["count"] for t in texts(value)), path
        elif path.startswith("refusals."):
            assert isinstance(value, str), f"{lang}: {path}"
            assert placeholders(value) <= refusal_args, f"{lang}: {path}"
        elif (args := _data_args(path, data_args)) is not None:
            assert placeholders(value) == args, f"{lang}: {path}"
        elif not path.startswith(("log.", "format.")):
            assert isinstance(value, str) and not placeholders(value), f"{lang}: {path}"


def _data_args(path: str, data_args: dict[str, set[str]]) -> set[str] | None:
    """The placeholders a text or short form at `path` takes from the data, if its table or
    row is a key of `data_args`."""
    row, _, field = path.rpartition(".")
    if field not in ("text", "short"):
        return None
    keys = [k for k in data_args if k in (row, row.rpartition(".")[0])]
    return data_args[max(keys, key=len)] if keys else None


def check_table_rows(game: str, lang: str, tables: Tables) -> None:
    """Each table holds its ids in order, each row its keys, every one filled."""
    content = raw(game, lang)
    for table, (ids, keys) in tables.items():
        assert tuple(content[table]) == ids, f"{lang}: [{table}] ids or order"
        for item, row in content[table].items():
            assert set(row) == keys and all(v.strip() for v in row.values()), \
                f"{lang}: {table}.{item}"


def check_glossary(game: str, lang: str, glossary: dict[str, str]) -> None:
    wrong = {key: name for key, name in glossary.items() if get(raw(game, lang), key) != name}
    assert wrong == {}, f"{lang}: these keys should read"


def check_tooltips(game: str, lang: str, tables: tuple[str, ...]) -> None:
    """Each row's text is one or two sentences, no longer than a tooltip."""
    content = raw(game, lang)
    for table in tables:
        for item, row in content[table].items():
            text = row["text"]
            assert len(text) <= MAX_TOOLTIP[lang], f"{lang}: {table}.{item} is {len(text)} long"
            sentences = len(SENTENCE_END[lang].findall(text))
            assert 1 <= sentences <= 2, f"{lang}: {table}.{item} has {sentences} sentences"


def refusal_keys(refusals: ModuleType) -> set[str]:
    """The keys a game's refusals.py lists in its docstring after "Keys:"."""
    listed = " ".join((refusals.__doc__ or "").split("Keys:")[1].split())
    return {key.split("(")[0].strip(" .") for key in listed.split(",")}
