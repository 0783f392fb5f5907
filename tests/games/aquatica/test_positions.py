"""The documented Aquatica position loads, scores as docs/positions.md works it out, and play
goes on from its mid-main-action point to the end; what a position leaves out takes its
documented default."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from gameshelf.cli import main
from gameshelf.engine import Action, get_game
from gameshelf.engine.positions import PositionError, check_playable, load_position_file
from gameshelf.games.aquatica import ai
from gameshelf.games.aquatica.state import BEFORE, MAIN, OVER

from ..position_files import check_edit_refused_naming_key

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "aquatica.toml"
TOTALS = [46, 36, 30]


def test_documented_example_scores_as_worked_by_hand():
    _, state = load_position_file(EXAMPLE)
    sheet = state.scores()
    assert sheet.points == ((8, 18, 20), (10, 12, 14), (9, 12, 9))
    assert list(sheet.totals) == TOTALS and sheet.winners() == [0]


def test_score_command_prints_the_worked_out_totals(capsys):
    assert main(["score", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    total = next(line for line in out.splitlines() if line.startswith("total"))
    assert total.split()[1:] == [str(t) for t in TOTALS]
    assert "winner: seat 0" in out


def test_score_json_prints_the_worked_out_totals(capsys):
    assert main(["score", "--json", str(EXAMPLE)]) == 0
    sheet = json.loads(capsys.readouterr().out)
    assert [p["total"] for p in sheet["players"]] == TOTALS
    assert [p["tiebreaks"] for p in sheet["players"]] == [[4, -1], [3, -2], [3, -3]]
    assert sheet["winners"] == [0]


def test_documented_example_round_trips():
    spec, state = load_position_file(EXAMPLE)
    assert spec.load_position(state.to_position()).to_position() == state.to_position()


def test_the_example_stands_mid_main_action_with_the_defaults_filled_in():
    _, state = load_position_file(EXAMPLE)
    assert state.stage == MAIN and state.to_move() == 2 and state.in_play == ["king_3"]
    assert [step["step"] for step in state.pending] == ["end_main", "take_back", "buy"]
    # A Buy with 4 coins and every Location at 5 or more: the coin of the depth, or pass; with
    # it, the two Locations at 5 into either empty slot.
    assert state.legal_actions() == [Action("pass"), Action("exploit", (3,))]
    state.apply(Action("exploit", (3,)))
    assert state.coins == 5 and state.legal_actions() == [
        Action("buy", (row, 0, slot)) for row in ("top", "bottom") for slot in (0, 1)]
    _, state = load_position_file(EXAMPLE)
    held = sum(len(h) for h in state.hands) + sum(len(d) for d in state.discards)
    assert len(state.char_deck) == 3 * 9 - len(state.char_row) - (held + 1 - 3 * 7)
    assert len(state.loc_deck) == 56 - 5 - 7 - 12 - 6
    assert state.wild_supply["coins2"] == state.data.wild_supply["coins2"] - 3
    assert state.final_turns is None and state.coins == 4


@pytest.mark.parametrize("seed", range(6))
def test_play_continues_from_the_mid_main_action_example_to_the_end(seed):
    spec, state = load_position_file(EXAMPLE)
    rng = random.Random(seed)
    for _ in range(spec.max_actions):
        if state.is_over():
            break
        seat = state.to_move()
        if seed % 2:
            state.apply(rng.choice(state.legal_actions()))
        else:
            state.apply(ai.heuristic_action(state, seat, rng))
    assert state.stage == OVER and len(state.scores().totals) == 3


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_a_position_of_only_the_player_count_is_the_first_turn(players):
    state = get_game("aquatica").load_position({"game": "aquatica", "players": players})
    check_playable(state)
    assert state.stage == BEFORE and state.current == 0 and state.turn == 1
    assert all(len(m) == 4 + (k in ("fancelot", "herbert")) for m, k in
               zip(state.mantas, state.kings, strict=True))
    assert {a.name for a in state.legal_actions()} >= {"play"}


@pytest.mark.parametrize(("old", "new", "key"), [
    ('current = 2', 'current = 3', "current"),
    ('"envoy", "king_1"', '"envoy", "king_9"', "hands[0][1]"),
    ('{ location = "sunken_ships_12", offset = 0 }', '{ location = "sunken_ships_12", offset = 9 }',
     "boards[1][0].offset"),
    ('face = "score", ready = false', 'face = "gold", ready = false', "mantas[0][3].face"),
    ('{ step = "buy", seat = 2, amount = 1 }',
     '{ step = "buy", seat = 2, amount = 1, price = 2 }', "pending[2].price"),
    # King 3 prints +2 coins, Buy, Take back: no Recruit, no cheaper Buy, no second Buy or Take
    # back, no Raise, nobody else's step.
    ('{ step = "buy", seat = 2, amount = 1 }',
     '{ step = "recruit", seat = 2, amount = 1, discount = 2 }', "pending[2].step"),
    ('{ step = "buy", seat = 2, amount = 1 }',
     '{ step = "buy", seat = 2, amount = 1, discount = 1 }', "pending[2].step"),
    ('{ step = "buy", seat = 2, amount = 1 }', '{ step = "buy", seat = 2, amount = 2 }',
     "pending[2].step"),
    ('{ step = "take_back", seat = 2, amount = 1 }', '{ step = "take_back", seat = 2, amount = 2 }',
     "pending[1].step"),
    ('{ step = "take_back", seat = 2, amount = 1 }', '{ step = "raise", seat = 2, amount = 1 }',
     "pending[1].step"),
    ('{ step = "take_back", seat = 2, amount = 1 }', '{ step = "tire", seat = 0 }',
     "pending[1].step"),
    ('{ step = "take_back", seat = 2, amount = 1 }', '{ step = "take_back", seat = 1, amount = 1 }',
     "pending[1].seat"),
])
def test_a_wrong_key_is_refused_with_its_path(tmp_path, old, new, key):
    check_edit_refused_naming_key(EXAMPLE, tmp_path, old, new, key)


@pytest.mark.parametrize("change", [{"split": True}, {"source": 3}, {"amount": 3},
                                    {"seat": 1}])
def test_a_raise_other_than_the_one_printed_is_refused_with_its_path(change):
    """King 1 prints one unsplit Raise 2 (the example's King 3 prints no Raise at all): just
    played, it stands over its Conquer with that Raise under it; a split, a depth's source, a
    bigger amount or another seat's Raise is no step of the card."""
    spec = get_game("aquatica")
    state = spec.new_game(3, 1)
    state.apply(Action("play", ("king_1",)))
    position = state.to_position()
    assert position["pending"][1] == {"step": "raise", "seat": 0, "amount": 2}
    spec.load_position(position)
    position["pending"][1].update(change)
    with pytest.raises(PositionError) as error:
        spec.load_position(position)
    assert "key 'pending[1]." in str(error.value)


@pytest.mark.parametrize("players", [1, 2, 4])
def test_a_position_written_at_any_step_of_a_turn_reads_back_the_same(players):
    spec = get_game("aquatica")
    state = spec.new_game(players, 13 * players)
    rng = random.Random(players)
    stages = set()
    for step in range(spec.max_actions):
        if state.is_over():
            break
        if step % 3 == 0:
            position = state.to_position()
            again = spec.load_position(position)
            check_playable(again)
            assert again.to_position() == position
            stages.add((state.stage, bool(state.pending)))
        state.apply(ai.heuristic_action(state, state.to_move(), rng))
    assert {(BEFORE, False), (MAIN, True)} <= stages
