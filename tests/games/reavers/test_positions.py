"""Reavers of Midgard positions: written at any point of seeded games (mid-activation, mid-payment,
mid-combat) they read back exactly and play on to the end; what a position leaves out takes its
default; a wrong key is refused with its path. The game is not registered: the spec is used
directly."""

from __future__ import annotations

import random
import re

import pytest

from gameshelf.engine.positions import PositionError, check_playable
from gameshelf.games.reavers import ReaversSpec

from ..position_files import play_on

SPEC = ReaversSpec()


def written_positions(players: int, seed: int, every: int = 3):
    state = SPEC.new_game(players, seed, {"setup": "early" if seed % 2 else "retail"})
    rng = random.Random(seed)
    step = 0
    while not state.is_over():
        if step % every == 0:
            yield state
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    yield state


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (2, 4)])
def test_a_position_written_every_few_actions_reads_back_the_same(players, seed):
    steps = set()
    for state in written_positions(players, seed):
        position = state.to_position()
        again = SPEC.load_position(position)
        assert again.to_position() == position
        if not state.is_over():
            check_playable(again)
            assert again.legal_actions() == state.legal_actions()
            steps.add(state.stack[-1]["step"])
    assert {"place", "follow"} <= steps


def test_the_positions_written_stand_at_every_kind_of_decision():
    seen = {state.stack[-1]["step"] for players, seed in ((2, 1), (3, 6), (4, 7), (2, 4))
            for state in written_positions(players, seed) if not state.is_over()}
    assert {"place", "follow", "pay", "commit", "reroll", "use_reaver", "trade",
            "raid_take"} <= seen


def mid_activation(players: int = 3, seed: int = 5):
    """A position with a seat paying or Resting and others still to follow."""
    for state in written_positions(players, seed, every=1):
        follows = [step for step in state.stack if step["step"] == "follow"]
        if state.active is not None and len(follows) >= 2 and state.stack[-1]["step"] == "follow":
            return state
    raise AssertionError("no mid-activation position")


@pytest.mark.parametrize("seed", range(3))
def test_a_mid_activation_position_plays_on_to_the_end(seed):
    state = SPEC.load_position(mid_activation().to_position())
    rng = random.Random(seed)
    for _ in range(SPEC.max_actions):
        if state.is_over():
            break
        seat = state.to_move()
        state.apply(SPEC.heuristic_action(state, seat, rng) if seed else
                    rng.choice(state.legal_actions()))
    assert state.is_over() and state.round == 6


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_position_of_only_the_player_count_is_the_first_placement(players):
    state = SPEC.load_position({"game": "reavers", "players": players})
    check_playable(state)
    assert state.stack == [{"step": "place", "seat": 0}] and state.round == 1
    assert len(state.pawns_left) == 3 and state.picked == {}
    assert [p["food"] for p in state.players] == list(SPEC.data.rules["start_food"][:players])
    assert len(state.recruit_row) == SPEC.data.slots[players]["recruit_reavers"]
    assert (state.honor_ship == 0) == (players == 3)
    play_on(state, players)


def test_left_out_decks_hold_every_card_found_nowhere_else():
    state = SPEC.load_position({"game": "reavers", "players": 2, "battle_row": [],
                                "prophecy_row": [], "seats": [{"village": ["farm_1"]}, {}]})
    assert state.battle_row == [] and state.prophecy_row == []
    assert sorted(state.decks["sea_battles"]) == sorted(SPEC.data.sea_battles)
    assert len(state.decks["prophecies"]) == len(SPEC.data.prophecies)
    village = state.decks["village"] + [c for g in state.village_row for c in g]
    assert sorted(village) == sorted(c for c in SPEC.data.village if c != "farm_1")


def refusal(position: dict, key: str) -> str:
    with pytest.raises(PositionError, match=re.escape(f"key '{key}'")) as error:
        SPEC.load_position(position)
    return str(error.value)


def test_a_wrong_key_is_refused_with_its_path_and_a_guess():
    base = SPEC.new_game(3, 8, {}).to_position()
    assert "did you mean 'players'" in refusal({**base, "playres": 3}, "playres")
    bad = {**base, "seats": [dict(p) for p in base["seats"]]}
    bad["seats"][1]["fod"] = 3
    assert "did you mean 'food'" in refusal(bad, "seats[1].fod")


def edited(change) -> dict:
    position = mid_activation().to_position()
    change(position)
    return position


@pytest.mark.parametrize(("change", "key"), [
    (lambda p: p.update(round=7), "round"),
    (lambda p: p["seats"][0].update(food=-1), "seats[0].food"),
    (lambda p: p["seats"][2]["dice"].insert(0, ["red", "clan_blue"]), "seats[2].dice[0][1]"),
    (lambda p: p["stack"][-1].update(step="dance"), "stack[{top}].step"),
    (lambda p: p["stack"][-1].update(seat=3), "stack[{top}].seat"),
    (lambda p: p["stack"][-1].update(colour="red"), "stack[{top}].colour"),
    (lambda p: p.update(honor_ship="none"), "honor_ship"),
    (lambda p: p["decks"]["reavers"].append(p["decks"]["reavers"][0]), "decks.reavers[{n}]"),
    (lambda p: p["decks"]["village"].pop(), "decks.village"),
    (lambda p: p.update(stack=[]), "stack"),
    (lambda p: p.update(combat={"seat": 0}), "combat"),
    (lambda p: p.update(pawns_left=[0, 0, 0, 0, 0]), "pawns_left"),
])
def test_an_impossible_edit_is_refused_naming_its_key(change, key):
    position = edited(change)
    key = key.format(top=len(position["stack"]) - 1, n=len(position["decks"]["reavers"]) - 1)
    refusal(position, key)
