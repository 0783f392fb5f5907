"""Every class of hostile save file is refused with a `SaveFileError`: short, one line, naming
the key or the limit, and quickly — before any replay when a limit is broken."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from gameshelf import cli
from gameshelf.engine import Match, SaveFileError, get_game
from hostile import GAMES, HOSTILE_SAVES, real_match, unfinished_save, write

MAX_MESSAGE = 300
# What each refusal must say: the key, the action or the limit it broke.
EXPECTED = {
    "deep_nesting": "nested 400 levels deep",
    "deep_inline_tables": "nested 400 levels deep",
    "deep_dotted_key": "nested deeper than",
    "long_decimal": "too large to read",
    "huge_hex_format": "key 'format'",
    "huge_hex_action": "out of range",
    "inf_seed": "key 'seed': inf",
    "nan_seed": "key 'seed': nan",
    "float_seed": "key 'seed': expected int",
    "huge_file": "larger than the limit",
    "long_name": "key 'seats[0].name': 5000 characters",
    "name_over_limit": "key 'seats[1].name': 41 characters, the limit is 40",
    "name_with_line_break": "line breaks",
    "too_many_actions": "the limit is 5,000",
    "list_over_limit": "key 'actions': 30000 entries",
    "too_many_seats": "key 'seats': 20 seats",
    "unknown_top_key": "unknown key 'glory_token'",
    "unknown_seat_key": "unknown key 'seats[1].colur'",
    "colour_is_a_list": "key 'seats[1].colour': expected str",
    "colour_is_not_a_colour": "is not a colour",
    "option_of_the_wrong_shape": "option 'tribes'",
    "action_with_many_args": "500 arguments",
    "action_of_the_wrong_shape": "action 1: action 'a': argument [1]",
    "not_utf8": "not UTF-8",
}


def test_every_hostile_class_has_its_expected_message() -> None:
    assert set(EXPECTED) == set(HOSTILE_SAVES)


@pytest.mark.parametrize("name", sorted(HOSTILE_SAVES))
def test_a_hostile_save_is_refused_with_a_short_line_naming_the_problem(
    name: str, tmp_path: Path
) -> None:
    path = tmp_path / "game.toml"
    write(path, HOSTILE_SAVES[name](unfinished_save()))
    started = time.perf_counter()
    with pytest.raises(SaveFileError) as refused:
        Match.load(path)
    elapsed = time.perf_counter() - started
    message = str(refused.value)
    assert EXPECTED[name] in message
    assert len(message) <= MAX_MESSAGE and "\n" not in message
    assert elapsed < 5, f"{name} took {elapsed:.1f} s to refuse"


@pytest.mark.parametrize("name", sorted(HOSTILE_SAVES))
def test_replay_of_a_hostile_save_prints_one_line_and_exits_2(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.toml"
    write(path, HOSTILE_SAVES[name](unfinished_save("everdell")))
    assert cli.main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1 and err.startswith("gameshelf: error: ")
    assert len(err) <= MAX_MESSAGE + len(str(path)) + 40


def test_a_rules_bug_met_while_replaying_becomes_a_save_file_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = unfinished_save()
    match = Match.loads(text)

    def broken_apply(action: object) -> None:
        raise ZeroDivisionError("division by zero")

    state_type = type(match.state)
    monkeypatch.setattr(state_type, "apply", lambda self, action: broken_apply(action))
    with pytest.raises(SaveFileError, match=r"action 1 \(.*\) cannot be played: division by zero"):
        Match.loads(text)


def test_a_name_of_the_dialogs_length_with_any_script_loads() -> None:
    text = unfinished_save()
    for name in ("Ünïcødé ñame", "プレイヤー一番", "<b>Bold</b>", "x" * 40):
        loaded = Match.loads(text.replace('name = "Seat 1"', f'name = "{name}"', 1))
        assert loaded.seats[0].name == name


@pytest.mark.parametrize("game", GAMES)
def test_real_games_end_far_inside_the_games_action_limit(game: str) -> None:
    """The limit refuses saves no game can produce; real games stay under a third of it."""
    spec = get_game(game)
    longest = max(
        len(real_match(game, players, seed).actions)
        for players in (spec.min_players, spec.max_players)
        for seed in range(10, 20)
    )
    assert longest * 3 <= spec.max_actions
