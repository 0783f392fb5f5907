"""Every refusal names the one reason that applies (games/everdell/refusals.py), and a legal
move has none."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from gameshelf.content import load_content
from gameshelf.games.everdell import refusals as module
from gameshelf.games.everdell.refusals import why_not

from .helpers import SPEC, act, inst, position, res

FULL = ["farm"] * 7 + ["mine"] * 3 + ["twig_barge"] * 2 + ["resin_refinery"] * 2 + ["inn"]
FOUR_SPECIALS = ["tax_relief", "a_wee_run_city", "croak_wart_cure", "the_everdell_games"]


def play(state, card_id, where="hand"):
    return why_not(state, 0, "play", inst(state, card_id, where))


def place(state, target):
    return why_not(state, 0, "place", target)


def test_a_legal_move_has_no_refusal():
    state = position(2, seats=[{"hand": ["farm"], "resources": res(2, 1)}])
    assert play(state, "farm") is None
    assert place(state, "three_twigs") is None


def test_not_your_turn_and_a_decision_first():
    state = position(2, seats=[{"hand": ["farm"], "resources": res(2, 1)}])
    assert why_not(state, 1, "play", inst(state, "farm")) == ("not_your_turn", {})
    state = position(2, seats=[{"hand": ["farm"] * 3}])
    act(state, "place_worker", "haven")
    assert place(state, "three_twigs") == ("finish_decision", {})


def test_cannot_afford_names_what_is_short():
    state = position(2, seats=[{"hand": ["farm"], "resources": res(twig=1)}])
    assert play(state, "farm") == ("cannot_afford", {"card": "farm", "twig": 1, "resin": 1})


def test_a_unique_card_already_in_the_city():
    state = position(2, seats=[{"hand": ["castle"], "city": ["castle"],
                                "resources": res(2, 3, 3)}])
    assert play(state, "castle") == ("unique_in_city", {"card": "castle"})


def test_a_full_city():
    state = position(2, seats=[{"hand": ["farm"], "city": FULL, "resources": res(2, 1)}])
    assert play(state, "farm") == ("city_full", {"count": 15})


def test_the_ruins_need_a_construction_to_replace():
    state = position(2, seats=[{"hand": ["ruins"], "city": ["wanderer"]}])
    assert play(state, "ruins") == ("ruins_need_construction", {"card": "ruins"})


def test_the_fool_needs_an_opponent_s_city_with_room():
    state = position(2, seats=[{"hand": ["fool"], "resources": res(berry=3)}, {"city": FULL}])
    assert play(state, "fool") == ("fool_no_city", {"card": "fool"})


def test_a_meadow_card_under_rugwort_s_worker():
    meadow = ["farm"] * 8
    state = position(1, meadow=meadow, seats=[{"resources": res(2, 1), "season": "spring"}],
                     rugwort={"meadow_blocks": [1]})
    blocked = state.meadow[0]
    assert why_not(state, 0, "play", blocked) == ("meadow_blocked", {"card": "farm"})
    assert why_not(state, 0, "play", state.meadow[1]) is None


def test_no_worker_left():
    state = position(2, workers={"one_berry": [0, 0]})
    assert place(state, "three_twigs") == ("no_worker", {})


def test_the_journey_only_in_autumn_then_with_enough_cards():
    state = position(2, seats=[{"hand": ["farm"] * 4, "season": "spring"}])
    assert place(state, "journey_2") == ("journey_autumn", {"location": "journey_2"})
    state = position(2, seats=[{"hand": ["farm"] * 4, "season": "autumn"}])
    assert place(state, "journey_5") == ("journey_cards", {"location": "journey_5", "count": 5})


def test_an_exclusive_place_taken_names_who_is_there():
    state = position(2, workers={"three_twigs": [1]})
    assert place(state, "three_twigs") == ("place_taken", {"location": "three_twigs",
                                                           "target": 1})


def test_an_exclusive_place_with_your_own_worker_says_so():
    state = position(2, workers={"three_twigs": [0]})
    assert place(state, "three_twigs") == ("own_worker_there", {"location": "three_twigs"})


def test_a_card_without_a_worker_spot_says_it_takes_no_worker():
    state = position(2, seats=[{"city": ["farm"]}])
    assert place(state, inst(state, "farm", "city")) == ("no_worker_spot", {"card": "farm"})


def test_a_forest_card_with_four_players_holds_one_worker_of_each():
    forest = ["three_berries", "two_any", "twig_resin_berry", "two_resin_one_twig"]
    state = position(4, forest=forest, workers={"three_berries": [0]})
    assert place(state, "three_berries") == ("own_worker_there", {"location": "three_berries"})


def test_a_basic_event_achieved_short_of_cards_or_taken():
    state = position(2, seats=[{"city": ["farm", "farm"]}])
    assert place(state, "basic_production") == (
        "event_needs_more", {"event": "basic_production", "count": 2})
    state = position(2, events={"basic_production": {"owner": 1}},
                     workers={"basic_production": [1]},
                     seats=[{"city": ["farm"] * 4}, {"city": ["farm"] * 4}])
    assert place(state, "basic_production") == (
        "event_achieved", {"event": "basic_production", "target": 1})


def test_a_special_event_names_the_cards_it_needs():
    state = position(2, special_events=FOUR_SPECIALS, seats=[{"city": ["chip_sweep"]}])
    assert place(state, "a_wee_run_city") == (
        "event_needs_cards", {"event": "a_wee_run_city", "cards": ["clock_tower"]})


def test_a_destination_in_another_city_is_closed_unless_open():
    state = position(2, seats=[{}, {"city": ["queen"]}])
    queen = inst(state, "queen", "city", row=1)
    assert place(state, queen) == ("visit_closed", {"card": "queen", "owner": 1})


def test_a_destination_full_or_missing_what_it_asks():
    state = position(2, seats=[{"city": [{"card": "inn", "workers": [1]}]}, {}])
    assert place(state, inst(state, "inn", "city")) == ("visit_full", {"card": "inn"})
    state = position(2, seats=[{"city": ["post_office"], "hand": ["farm"]}])
    assert place(state, inst(state, "post_office", "city")) == (
        "visit_cannot", {"card": "post_office"})


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_refusal_key_has_words(lang):
    keys = set(re.findall(r'\("([a-z_]+)", \{', Path(module.__file__).read_text("utf-8")))
    assert len(keys) > 15
    table = load_content("everdell", lang).table("refusals")
    assert keys <= set(table), sorted(keys - set(table))


@pytest.mark.parametrize("players", [1, 2, 4])
def test_in_real_games_a_move_is_refused_exactly_when_it_is_not_legal(players):
    rng = random.Random(players)
    state = SPEC.new_game(players, players)
    data = state.data
    places = [loc.id for loc in (*data.basic, data.haven, *data.journey)] + \
        [e.id for e in data.basic_events]
    checked = 0
    while not state.is_over() and checked < 40:
        seat = state.to_move()
        if not state.stack:
            legal = state.legal_actions()
            for inst_ in (*state.hands[seat], *(c for c in state.meadow if c >= 0)):
                plays = any(a.name == "play_card" and a.args[0] == inst_ for a in legal)
                assert (why_not(state, seat, "play", inst_) is None) == plays
            forest = [data.forest[i].id for i in state.forest]
            specials = [data.special_events[i].id for i in state.specials]
            cities = [i for city in state.cities for i in city]
            for target in (*places, *forest, *specials, *cities):
                goes = any(a.name in ("place_worker", "claim_event", "visit_destination")
                           and a.args[0] == target for a in legal)
                assert (why_not(state, seat, "place", target) is None) == goes, target
            checked += 1
        state.apply(SPEC.heuristic_action(state, seat, rng))
    assert checked >= 20
