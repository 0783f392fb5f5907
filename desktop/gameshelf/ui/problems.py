"""A file's problem in the player's language: the `key` and `arguments` of a `FileProblem` or a
`SaveFileError`, worded by Qt Linguist (context "Problems").

In English the engine's own line is shown, as the CLI prints it: the sentences below are the
translators' source, and may leave out what only English can say (tomllib's description of a
syntax error, a rule's reason for refusing an action). A key without a sentence, or a sentence
not translated yet, shows the English line too.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ..engine.files import KeyedError

SENTENCES = {
    # engine/files.py: any file the player hands us
    "too_big": QT_TRANSLATE_NOOP(
        "Problems", "{size} bytes is larger than the limit of {limit} bytes"),
    "cannot_read": QT_TRANSLATE_NOOP("Problems", "cannot read it ({reason})"),
    "not_utf8": QT_TRANSLATE_NOOP("Problems", "not UTF-8 text (byte {byte})"),
    "too_deep": QT_TRANSLATE_NOOP("Problems", "nested {depth} levels deep (the limit is {limit})"),
    "value_too_large": QT_TRANSLATE_NOOP(
        "Problems", "not valid TOML: a value is too large to read"),
    "not_toml": QT_TRANSLATE_NOOP("Problems", "not valid TOML"),
    "not_toml_at": QT_TRANSLATE_NOOP("Problems", "not valid TOML at line {line}, column {column}"),
    "key_too_deep": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': nested deeper than {limit} levels"),
    "too_many_top_keys": QT_TRANSLATE_NOOP(
        "Problems", "the file has {count} keys (the limit is {limit})"),
    "too_many_keys": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {count} keys (the limit is {limit})"),
    "key_too_long": QT_TRANSLATE_NOOP(
        "Problems", "a key in '{path}' is longer than {limit} characters"),
    "too_many_entries": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {count} entries (the limit is {limit})"),
    "string_too_long": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {count} characters (the limit is {limit})"),
    "out_of_range": QT_TRANSLATE_NOOP("Problems", "key '{path}': {value} is out of range"),
    "not_finite": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {value} is not a number a game can use"),
    "unknown_key": QT_TRANSLATE_NOOP("Problems", "unknown key '{path}'"),
    # ui/settings.py
    "bad_setting": QT_TRANSLATE_NOOP("Problems", "key '{path}': not a value Gameshelf can use"),
    # engine/match.py: a save
    "not_a_save": QT_TRANSLATE_NOOP("Problems", "not a valid save file: {problem}"),
    "cannot_read_file": QT_TRANSLATE_NOOP("Problems", "cannot read {file}: {problem}"),
    "cannot_load": QT_TRANSLATE_NOOP("Problems", "cannot load the save"),
    "format": QT_TRANSLATE_NOOP(
        "Problems", "key 'format': version {version} is not supported (expected 1)"),
    "unknown_game": QT_TRANSLATE_NOOP("Problems", "key 'game': unknown game {game}"),
    "too_many_seats": QT_TRANSLATE_NOOP(
        "Problems", "key 'seats': {count} seats, {game} is for at most {limit}"),
    "too_many_actions": QT_TRANSLATE_NOOP(
        "Problems",
        "key 'actions': {count} actions, more than a game of {game} can have (the limit is"
        " {limit})"),
    "cannot_set_up": QT_TRANSLATE_NOOP(
        "Problems", "cannot set up a game of {game} with the file's seats and options"),
    "bad_action": QT_TRANSLATE_NOOP("Problems", "action {number} is not an action of the game"),
    "after_the_end": QT_TRANSLATE_NOOP(
        "Problems", "action {number} ({action}) comes after the game ended"),
    "illegal_action": QT_TRANSLATE_NOOP(
        "Problems", "action {number} ({action}) is not legal at that point"),
    "action_failed": QT_TRANSLATE_NOOP("Problems", "action {number} ({action}) cannot be played"),
    "seat_not_a_table": QT_TRANSLATE_NOOP("Problems", "key 'seats', entry {index}: not a table"),
    "no_name": QT_TRANSLATE_NOOP("Problems", "key '{path}': a player needs a name"),
    "name_too_long": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {length} characters, the limit is {limit}"),
    "name_control_characters": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': a name cannot hold control characters or line breaks"),
    "not_a_colour": QT_TRANSLATE_NOOP(
        "Problems", "key '{path}': {value} is not a colour '#rrggbb'"),
    "bad_seat_kind": QT_TRANSLATE_NOOP(
        "Problems", "key 'seats', entry {index}: {value} is not a kind of seat"),
    "bad_ai_level": QT_TRANSLATE_NOOP(
        "Problems", "key 'seats', entry {index}: {value} is not an AI level"),
    "missing_key": QT_TRANSLATE_NOOP("Problems", "missing key '{path}'"),
    "wrong_type": QT_TRANSLATE_NOOP("Problems", "key '{path}': expected {expected}, got {value}"),
}

# `wrong_type`'s {expected}: the Python type the key needs, in words.
TYPE_WORDS = {
    "int": QT_TRANSLATE_NOOP("Problems", "a whole number"),
    "str": QT_TRANSLATE_NOOP("Problems", "a text"),
    "dict": QT_TRANSLATE_NOOP("Problems", "a table"),
    "list": QT_TRANSLATE_NOOP("Problems", "a list"),
}

def describe(problem: KeyedError) -> str:
    """`problem` in the current language; the engine's English line when there is no
    translation."""
    sentence = SENTENCES.get(problem.key)
    if sentence is None:
        return str(problem)
    translated = QCoreApplication.translate("Problems", sentence)
    if translated == sentence:
        return str(problem)
    values = {name: _word(name, value) for name, value in problem.arguments.items()}
    try:
        return translated.format(**values)
    except (KeyError, IndexError, ValueError):  # a translation naming what the error lacks
        return str(problem)


def _word(name: str, value: object) -> str:
    if isinstance(value, KeyedError):
        return describe(value)
    if isinstance(value, int) and not isinstance(value, bool):
        return QLocale().toString(value)
    if name == "expected" and isinstance(value, str) and value in TYPE_WORDS:
        return QCoreApplication.translate("Problems", TYPE_WORDS[value])
    return str(value)
