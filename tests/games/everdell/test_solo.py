"""Solo play against Rugwort: his Meadow draws, blocks, Fool, scoring and years."""

import pytest

from .helpers import SPEC, act, city_ids, find, inst, position, res

FOREST = ["two_any", "three_berries", "twig_resin_berry"]
SPECIALS = ["tax_relief", "a_wee_run_city", "croak_wart_cure", "the_everdell_games"]


def solo(year=1, **fields):
    fields.setdefault("forest", FOREST)
    fields.setdefault("special_events", SPECIALS)
    return position(1, options={"rugwort_year": year}, **fields)


def test_rugwort_is_no_seat_and_has_a_score_row():
    state = SPEC.new_game(1, 3)
    assert state.automata == ("rugwort",)
    sheet = state.scores()
    assert len(sheet.points) == 2 and sheet.num_seats == 1 and sheet.row_name(1) == "rugwort"
    assert state.loc["three_twigs"] == [1]
    assert find(state, "place_worker", "three_twigs") is None


def test_rugwort_takes_a_meadow_card_by_d8_after_each_card_you_play():
    state = solo(seats=[{"hand": ["wanderer"], "resources": res(berry=2)}],
                 meadow=["farm"] * 8, deck=["wife"] * 4)
    events = play_wanderer(state)
    assert len(state.cities[1]) == 1 and city_ids(state, 1) == ["farm"]
    assert any(e.key == "everdell.rugwort_takes" and e.seat is None for e in events)
    assert all(c >= 0 for c in state.meadow)


def play_wanderer(state):
    return act(state, "play_card", inst(state, "wanderer"), "cost")


def test_blocked_meadow_slots_cannot_be_played_by_you():
    state = solo(seats=[{"resources": res(9, 9, 9, 9)}],
                 meadow=["farm", "mine"] + ["wife"] * 4 + ["husband"] * 2,
                 rugwort={"meadow_blocks": [1]})
    assert find(state, "play_card", inst(state, "farm", "meadow")) is None
    assert find(state, "play_card", inst(state, "mine", "meadow")) is not None


def test_your_fool_is_discarded_and_removes_a_card_from_his_city():
    state = solo(seats=[{"hand": ["fool"], "resources": res(berry=3)}],
                 rugwort={"city": ["castle", "farm"]})
    act(state, "play_card", inst(state, "fool"), "cost")
    act(state, "choose_card", inst(state, "castle", "city", 1))
    assert "castle" not in city_ids(state, 1) and "fool" not in city_ids(state, 0)


def test_his_fool_lands_in_your_city():
    state = solo(seats=[{"hand": ["wanderer"], "resources": res(berry=2)}],
                 meadow=["fool"] * 2 + ["farm"] * 6, deck=["wife"] * 4)
    for _ in range(20):
        trial = state.clone()
        trial.rng.seed(_)
        play_wanderer(trial)
        if "fool" in city_ids(trial, 0):
            assert trial.scores().category(0, "cards") == -2 + 1
            return
    pytest.fail("no roll picked a Fool")


@pytest.mark.parametrize(("year", "per_special", "journey"), [
    (1, 3, "journey_3"), (2, 6, "journey_4"), (3, 6, "journey_5"),
])
def test_rugwort_scoring_by_year(year, per_special, journey):
    state = solo(year, seats=[{}],
                 rugwort={"city": ["farm", "castle", "wife"], "point_tokens": 2},
                 events={"basic_traveler": {"owner": 1}, "tax_relief": {"owner": 0}},
                 workers={journey: [1]})
    points = state.scores().points[1]
    assert points == (2 + 3 + 3, 2, 0, int(journey[-1]), 3, per_special * 3)


def test_year_three_takes_one_of_your_autumn_workers():
    state = solo(3, seats=[{"season": "summer", "workers": 4}],
                 workers={"one_berry": [0, 0, 0, 0], "three_berries": [1], "one_pebble": [1]})
    act(state, "prepare_for_season")
    assert state.workers[0] == 5 and state.loc["journey_5"] == [1]
    assert state.loc["one_berry_one_card"] == []


def test_rugwort_claims_basic_events_his_city_meets_when_you_prepare():
    state = solo(seats=[{}], workers={"one_berry": [0, 0], "two_any": [1], "three_twigs": [1]},
                 rugwort={"city": ["wanderer", "ruins", "bard"]})
    act(state, "prepare_for_season")
    assert state.event_owner == {"basic_traveler": 1}


def test_tokens_you_give_go_to_rugwort():
    state = solo(seats=[{"city": ["monastery"], "resources": res(twig=2)}])
    act(state, "visit_destination", inst(state, "monastery", "city"))
    act(state, "choose_resource", "twig")
    act(state, "choose_resource", "twig")
    assert state.res[1] == [2, 0, 0, 0] and state.tokens[0] == 4


def test_the_ai_can_plan_while_you_choose_the_card_your_fool_removes():
    # The Fool is in the discard pile while its pick waits; the determinizer counted it as a
    # card of no pile (named first by the triggers of its play), one short: bench-ai's Hard vs
    # Rugwort Year 3 stopped on "too few unseen cards for the piles".
    import random

    state = solo(seats=[{"hand": ["fool"], "resources": res(berry=3)}],
                 rugwort={"city": ["castle", "farm"]})
    act(state, "play_card", inst(state, "fool"), "cost")
    assert state.stack[-1].purpose == "rugwort_fool"
    observation = state.observe(0)
    for seed in range(5):
        sampled = SPEC.from_observation(observation, random.Random(seed))
        assert len(sampled.discard) == len(state.discard)
        assert len(sampled.deck) == len(state.deck)
        assert sampled.observe(0).data == observation.data


def test_the_ai_can_plan_after_a_university_discards_the_card_just_played():
    # A Ranger moves a worker onto the University, which discards the Ranger itself: the Ranger
    # is in the discard pile while the triggers of its play wait. The determinizer counted it as
    # a card of no pile, one short ("too few unseen cards for the piles"; fit_solo.py's seeded
    # heuristic game 91287, Year 2, at action 21).
    import random

    from gameshelf.engine import Action

    state = SPEC.new_game(1, 91287, {"rugwort_year": 2})
    for name, args in [
        ("place_worker", ("three_berries",)), ("play_card", (60, "cost")),
        ("place_worker", ("two_resin_one_twig",)), ("play_card", (22, "cost")),
        ("prepare_for_season", ()), ("choose_count", (1,)), ("place_worker", ("three_twigs",)),
        ("play_card", (97, "cost")), ("place_worker", ("two_meadow_play_one_discount",)),
        ("choose_card", (75,)), ("choose_card", (74,)),
        ("play_card", (74, "discount", 0, 0, 0, 0)), ("visit_destination", (97,)),
        ("play_card", (127, "inn", 0, 0, 0, 0)), ("play_card", (44, "innkeeper", 22)),
        ("play_card", (78, "crane", 74, 0, 0, 0, 0)),
        ("play_card", (96, "dungeon", 44, 0, 0, 0, 0)),
        ("play_card", (41, "occupy", 78)), ("move_worker", (97,)),
        ("visit_destination", (127,)), ("choose_card", (41,)),
    ]:
        state.apply(Action(name, args))
    assert state.card_id(41) == "ranger" and 41 in state.discard
    assert [p.kind for p in state.stack][-2:] == ["triggers", "gain_any"]
    observation = state.observe(0)
    for seed in range(5):
        sampled = SPEC.from_observation(observation, random.Random(seed))
        assert len(sampled.discard) == len(state.discard) and 41 in sampled.discard
        assert len(sampled.deck) == len(state.deck)
        assert sampled.observe(0).data == observation.data
