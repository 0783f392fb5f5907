"""An Everdell position either loads playable or is refused naming the key: defaults the rules
can reach, unknown keys at every level, impossible values (docs/positions.md, "What loads")."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from gameshelf.engine.positions import load_position_file

from ..position_files import load_file, play_on
from ..position_files import refused as refused_file
from .helpers import res

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "everdell.toml"
SPECIALS = ["tax_relief", "a_wee_run_city", "croak_wart_cure", "the_everdell_games"]


def load(tmp_path: Path, players: int = 2, **fields: Any) -> Any:
    return load_file(tmp_path, {"game": "everdell", "players": players, **fields})


def refused(tmp_path: Path, key: str, players: int = 2, **fields: Any) -> str:
    return refused_file(tmp_path, {"game": "everdell", "players": players, **fields}, key)


def turn_stack(*decisions: dict[str, Any], seat: int = 0) -> list[dict[str, Any]]:
    return [{"kind": "end_turn", "seat": seat}, *decisions]


# -- the known bugs -------------------------------------------------------------------------


def test_a_decision_for_a_seat_not_in_the_game_is_refused(tmp_path):
    """It used to load, and legal_actions() raised IndexError."""
    message = refused(tmp_path, "pending[1].seat", pending=turn_stack(
        {"kind": "gain_any", "seat": 5, "purpose": "any", "n": 1, "cards": [0, 1, 2, 3]}))
    assert "must be 0 to 1" in message


def test_a_decision_for_the_seat_whose_turn_it_is_not_is_refused(tmp_path):
    refused(tmp_path, "pending[1].seat", current=0, pending=turn_stack(
        {"kind": "gain_any", "seat": 1, "purpose": "any", "n": 1, "cards": [0, 1, 2, 3]}))


# -- defaults the rules can reach -----------------------------------------------------------


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_minimal_position_plays(tmp_path, players):
    state = load(tmp_path, players)
    assert len(state.deck) == state.data.num_instances
    assert len(state.forest) == state.data.forest_in_play[players]
    for seed in range(3):
        play_on(state.clone(), seed)


def test_solo_defaults_put_rugwort_where_the_season_has_moved_him(tmp_path):
    winter = load(tmp_path, 1)
    forest = [winter.data.forest[i].id for i in winter.forest]
    assert winter.loc[forest[0]] == [1] and winter.loc["three_twigs"] == [1]
    assert winter.rug_slots == []
    summer = load(tmp_path, 1, seats=[{"season": "summer"}])
    assert summer.loc[forest[2]] == [1] and summer.loc["one_pebble"] == [1]
    assert sorted(summer.rug_slots) == [0, 1]
    autumn = load(tmp_path, 1, options={"rugwort_year": 3}, seats=[{"season": "autumn"}])
    assert autumn.loc["journey_5"] == [1] and autumn.workers[0] == 5
    assert not any(1 in autumn.loc[b] for b in ("one_berry_one_card", "three_twigs"))
    play_on(autumn, 4)


def test_the_special_events_a_position_names_are_in_play(tmp_path):
    state = load(tmp_path, events={"remembering_the_fallen": {"owner": 0}})
    assert "remembering_the_fallen" in [state.data.special_events[i].id for i in state.specials]
    assert len(state.specials) == 4


# -- unknown keys ---------------------------------------------------------------------------


@pytest.mark.parametrize(("fields", "key"), [
    ({"meadows": []}, "meadows"),
    ({"options": {"rugwort_yaer": 2}}, "options.rugwort_yaer"),
    ({"seats": [{"hands": []}]}, "seats[0].hands"),
    ({"seats": [{"resources": {"amber": 1}}]}, "seats[0].resources.amber"),
    ({"seats": [{"city": [{"card": "farm", "worker": [0]}]}]}, "seats[0].city[0].worker"),
    ({"seats": [{"city": [{"card": "storehouse", "store": {"gold": 1}}]}]},
     "seats[0].city[0].store.gold"),
    ({"events": {"basic_traveler": {"owner": 0, "who": 1}}}, "events.basic_traveler.who"),
    ({"events": {"basic_travel": {"owner": 0}}}, "events.basic_travel"),
    ({"workers": {"journey_9": [0]}}, "workers.journey_9"),
    ({"pending": turn_stack({"kind": "gain_any", "purpose": "any", "n": 1, "cards": [0],
                             "count": 1})}, "pending[1].count"),
])
def test_an_unknown_key_is_refused_with_its_path(tmp_path, fields, key):
    refused(tmp_path, key, **fields)


def test_an_unknown_key_of_rugwort_is_refused(tmp_path):
    assert "unknown key" in refused(tmp_path, "rugwort.blocks", 1, rugwort={"blocks": [1]})
    refused(tmp_path, "rugwort", 2, rugwort={})


# -- impossible values ----------------------------------------------------------------------


@pytest.mark.parametrize(("players", "fields", "key"), [
    # types: a float, a bool or a string where a whole number goes
    (2, {"seats": [{"resources": {"twig": 1.5}}]}, "seats[0].resources.twig"),
    (2, {"seats": [{"point_tokens": True}]}, "seats[0].point_tokens"),
    (2, {"current": "1"}, "current"),
    (2, {"seats": [{"passed": 1}]}, "seats[0].passed"),
    # negative counts, counts beyond the game's limits
    (2, {"seats": [{"resources": {"berry": -1}}]}, "seats[0].resources.berry"),
    (2, {"seats": [{"workers": 7}]}, "seats[0].workers"),
    (2, {"seats": [{"season": "monsoon"}]}, "seats[0].season"),
    (2, {"seats": [{"hand": ["farm"] * 6 + ["mine"] * 3}]}, "seats[0].hand"),
    (2, {"seats": [{"city": [{"card": "clock_tower", "tokens": 4}]}]}, "seats[0].city[0].tokens"),
    (2, {"seats": [{"city": ["farm"] * 8 + ["mine"] * 3 + ["twig_barge"] * 3
                    + ["resin_refinery"] * 2}]}, "seats[0].city"),
    (2, {"meadow": ["farm"] * 9}, "meadow"),
    (5, {}, "players"),
    # seats and rows outside the game
    (2, {"current": 2}, "current"),
    (2, {"workers": {"one_berry": [2]}}, "workers.one_berry[0]"),
    (2, {"events": {"basic_traveler": {"owner": 2}}}, "events.basic_traveler.owner"),
    # cards: more than the game has, a card in two places, two copies of a unique card
    (2, {"discard": ["farm"] * 9}, "discard[8]"),
    (2, {"discard": ["farm#0"], "meadow": ["farm#0"]}, "discard[0]"),
    (2, {"seats": [{"city": ["castle", "castle"]}]}, "seats[0].city[1]"),
    (2, {"seats": [{"city": [{"card": "farm", "prisoners": ["wife"]}]}]},
     "seats[0].city[0].prisoners"),
    # events and places the rules do not allow
    (1, {"events": {"tax_relief": {"owner": 1}}, "special_events": SPECIALS},
     "events.tax_relief.owner"),
    (2, {"events": {"tax_relief": {"owner": 0}}, "special_events": [
        "a_wee_run_city", "croak_wart_cure", "the_everdell_games", "under_new_management"]},
     "events.tax_relief"),
    (2, {"events": {"basic_traveler": {"owner": 0, "tokens": 2}}}, "events.basic_traveler.tokens"),
    (2, {"workers": {"journey_2": [0]}}, "workers.journey_2"),
    (2, {"workers": {"three_twigs": [0, 1]}}, "workers.three_twigs"),
    (2, {"workers": {"basic_traveler": [0]}}, "workers.basic_traveler"),
    (2, {"workers": {"haven": [0, 0, 0]}}, "seats[0].workers"),
    (2, {"forest": ["two_any", "two_any", "three_berries"]}, "forest[1]"),
    (2, {"special_events": SPECIALS[:3]}, "special_events"),
    (2, {"over": True}, "over"),
    (2, {"seats": [{"passed": True}]}, "seats[0].passed"),
    (2, {"seats": [{"season": "autumn", "passed": True}]}, "current"),
])
def test_an_impossible_value_is_refused_with_its_key(tmp_path, players, fields, key):
    refused(tmp_path, key, players, **fields)


@pytest.mark.parametrize(("fields", "key"), [
    ({"pending": [{"kind": "gain_any", "purpose": "any", "n": 1, "cards": [0]}]},
     "pending[0].kind"),
    ({"pending": turn_stack({"kind": "produce", "card": "farm#0"})}, "pending[1].kind"),
    ({"pending": turn_stack({"kind": "gain_any", "purpose": "any", "n": 1, "cards": [0]},
                            {"kind": "gain_any", "purpose": "any", "n": 1, "cards": [0]})},
     "pending[1].kind"),
    ({"pending": turn_stack({"kind": "gain_any", "purpose": "bard", "n": 1, "cards": [0]})},
     "pending[1].purpose"),
    ({"pending": turn_stack({"kind": "gain_any", "purpose": "any", "n": 1, "cards": [4]})},
     "pending[1].cards[0]"),
    ({"pending": turn_stack({"kind": "count", "purpose": "doctor", "n": 3})}, "pending[1].n"),
    ({"pending": turn_stack({"kind": "discard", "purpose": "journey", "n": 5, "m": 5})},
     "pending[1].m"),
    ({"pending": turn_stack({"kind": "pick", "purpose": "ruins", "n": 1,
                             "cards": ["farm#0"]}), "meadow": ["farm#0"]}, "pending[1].cards[0]"),
    ({"pending": turn_stack({"kind": "player", "purpose": "give_resources", "cards": [1, 5],
                             "vals": [1, 0, 0, 0]})}, "pending[1].cards[1]"),
    ({"pending": turn_stack({"kind": "location", "purpose": "clock_tower", "m": 1,
                             "vals": [0]})}, "pending[1].card"),
    ({"pending": turn_stack({"kind": "pick", "purpose": "teacher", "n": 1,
                             "cards": ["wife#0", "king#0"]}), "deck": ["wife#0"]}, "deck[0]"),
    ({"pending": turn_stack({"kind": "pay", "purpose": "under_new_management", "n": 2,
                             "m": 1})}, "pending[1].purpose"),
    ({"over": True, "seats": [{"season": "autumn", "passed": True}] * 2,
      "pending": turn_stack({"kind": "gain_any", "purpose": "any", "n": 1, "cards": [0]})},
     "pending"),
])
def test_a_pending_input_the_rules_cannot_be_waiting_for_is_refused(tmp_path, fields, key):
    refused(tmp_path, key, **fields)


def test_a_pending_input_the_rules_push_loads_and_plays(tmp_path):
    state = load(tmp_path, seats=[{"city": ["woodcarver"], "resources": res(twig=2)}],
                 pending=turn_stack({"kind": "count", "purpose": "woodcarver",
                                     "card": "woodcarver", "n": 2}))
    assert [str(a) for a in state.legal_actions()] == [
        "choose_count(0)", "choose_count(1)", "choose_count(2)"]
    play_on(state, 5)


def test_revealed_cards_held_by_a_pending_input_are_nowhere_else(tmp_path):
    state = load(tmp_path, seats=[{"city": ["teacher"]}],
                 pending=turn_stack({"kind": "pick", "purpose": "teacher", "card": "teacher",
                                     "n": 1, "cards": ["wife#0", "king#0"]}))
    assert len(state.deck) == state.data.num_instances - 3
    play_on(state, 6)


def test_the_documented_example_still_loads():
    spec, state = load_position_file(EXAMPLE)
    assert spec.load_position(state.to_position()).to_position() == state.to_position()
    assert state.is_over()
