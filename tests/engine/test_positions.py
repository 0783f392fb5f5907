"""The position loader's backstop for every game: a position that loads can be played, and any
failure, of whatever kind, is one short PositionError (one line from `gameshelf score`)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from gameshelf.cli import main
from gameshelf.engine.positions import PositionError, check_playable, load_position_file
from toy_game import ToySpec

ROOT = Path(__file__).resolve().parents[2]
TOY_POSITION = {"game": "toy", "players": 2, "deck": [12], "hands": [[1], [5]], "played": [3],
                "points": [0, 0], "current": 0}


def write(path: Path, position: dict[str, Any]) -> Path:
    path.write_text(tomli_w.dumps(position), encoding="utf-8")
    return path


@pytest.mark.usefixtures("toy")
def test_a_playable_position_loads(tmp_path: Path) -> None:
    spec, state = load_position_file(write(tmp_path / "p.toml", TOY_POSITION))
    assert spec.id == "toy" and state.to_position() == TOY_POSITION


@pytest.mark.usefixtures("toy")
def test_a_legal_action_that_fails_refuses_the_position_naming_it(tmp_path: Path) -> None:
    # A card played on a string: the toy's rules compare them and raise TypeError.
    path = write(tmp_path / "p.toml", {**TOY_POSITION, "played": ["x"]})
    with pytest.raises(PositionError, match=r"p\.toml: the position cannot be played: action "
                                            r"play\(1\) fails: TypeError: '>' not supported"):
        load_position_file(path)


@pytest.mark.usefixtures("toy")
def test_a_state_whose_moves_cannot_be_listed_is_refused(tmp_path: Path) -> None:
    # No card 13 exists: listing the seat's plays raises KeyError.
    path = write(tmp_path / "p.toml", {**TOY_POSITION, "hands": [[13], []], "deck": []})
    with pytest.raises(PositionError, match=r"p\.toml: cannot load the position: KeyError: 13"):
        load_position_file(path)


def test_a_seat_to_move_without_legal_actions_is_refused() -> None:
    state = ToySpec().load_position(dict(TOY_POSITION))
    state.legal_actions = list  # type: ignore[method-assign]  # nothing to do, yet not over
    with pytest.raises(PositionError, match="seat 0 has no legal action"):
        check_playable(state)


@pytest.mark.parametrize(("error", "expected"), [
    (AttributeError("no such thing"), "AttributeError: no such thing"),
    (OverflowError("too big"), "OverflowError: too big"), (RecursionError(), "RecursionError"),
    (ZeroDivisionError("division by zero"), "ZeroDivisionError: division by zero"),
    (KeyError("deck"), "KeyError: 'deck'"), (MemoryError(), "MemoryError"),
])
def test_any_exception_of_the_loader_becomes_a_position_error(
    monkeypatch: pytest.MonkeyPatch, toy: ToySpec, tmp_path: Path, error: Exception,
    expected: str,
) -> None:
    def broken(data: Any) -> Any:
        raise error

    monkeypatch.setattr(toy, "load_position", broken)
    with pytest.raises(PositionError) as refused:
        load_position_file(write(tmp_path / "p.toml", TOY_POSITION))
    message = str(refused.value)
    assert message == f"{tmp_path / 'p.toml'}: cannot load the position: {expected}"


def test_a_long_failure_is_cut_to_one_short_line(
    monkeypatch: pytest.MonkeyPatch, toy: ToySpec, tmp_path: Path
) -> None:
    def broken(data: Any) -> Any:
        raise ValueError("line\n" * 5000)

    monkeypatch.setattr(toy, "load_position", broken)
    with pytest.raises(PositionError) as refused:
        load_position_file(write(tmp_path / "p.toml", TOY_POSITION))
    assert "\n" not in str(refused.value) and len(str(refused.value)) < 400


@pytest.mark.usefixtures("toy")
def test_check_playable_tries_each_legal_action_on_a_copy() -> None:
    state = ToySpec().load_position(dict(TOY_POSITION))
    before = state.to_position()
    check_playable(state)
    assert state.to_position() == before


def test_score_turns_a_failing_score_into_one_line(
    monkeypatch: pytest.MonkeyPatch, toy: ToySpec, tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def broken(state: Any) -> Any:
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(toy, "score_position", broken, raising=False)
    code = main(["score", str(write(tmp_path / "p.toml", TOY_POSITION))])
    out, err = capsys.readouterr()
    assert (code, out) == (2, "")
    assert err == (f"gameshelf: error: {tmp_path / 'p.toml'}: cannot score this position:"
                   " ZeroDivisionError: division by zero\n")


@pytest.mark.parametrize("name", ["ethnos.toml", "everdell.toml"])
def test_score_json_keeps_its_shape(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", str(ROOT / "docs" / "positions" / name), "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"players", "winners"}
    for row, player in enumerate(report["players"]):
        assert set(player) == {"seat", "total", "categories", "tiebreaks"}
        assert player["seat"] == row and player["total"] == sum(player["categories"].values())
    assert report["winners"] == [0]


def test_score_json_names_rugwort_in_a_solo_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path / "solo.toml", {"game": "everdell", "players": 1})
    assert main(["score", str(path), "--json"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    assert [p.get("automaton") for p in players] == [None, "rugwort"]
