"""One test per card effect (and per special event's claim), built from positions."""

import pytest

from gameshelf.games.everdell.cards import BEHAVIOUR, PLAY_EFFECTS, PRODUCTION_EFFECTS
from gameshelf.games.everdell.data import PRODUCTION, default_data

from .helpers import act, city_ids, find, hand_ids, inst, position, res, turn

SPECIALS = ["tax_relief", "a_wee_run_city", "croak_wart_cure", "the_everdell_games"]


def test_every_card_has_its_behaviour_and_every_behaviour_its_card():
    data = default_data()
    assert set(BEHAVIOUR) == set(data.cards)
    greens = {c for i, c in enumerate(data.cards) if data.ctype[i] == PRODUCTION}
    assert set(PRODUCTION_EFFECTS) == greens
    assert set(PLAY_EFFECTS) <= set(data.cards)


def play(state, card_id, *payment):
    return act(state, "play_card", inst(state, card_id), *(payment or ("cost",)))


@pytest.mark.parametrize(("card", "city", "gained"), [
    ("farm", [], [0, 0, 0, 1]),
    ("mine", [], [0, 0, 1, 0]),
    ("resin_refinery", [], [0, 1, 0, 0]),
    ("twig_barge", [], [2, 0, 0, 0]),
    ("general_store", [], [0, 0, 0, 1]),
    ("general_store", ["farm"], [0, 0, 0, 2]),
    ("barge_toad", ["farm", "farm"], [4, 0, 0, 0]),
])
def test_simple_production_on_play(card, city, gained):
    data = default_data()
    cost = list(data.cost[data.index(card)])
    state = position(2, seats=[{"city": city, "hand": [card], "resources": res(*cost)}])
    play(state, card)
    assert state.res[0] == gained


def test_fairgrounds_draws_two():
    state = position(2, seats=[{"hand": ["fairgrounds"], "resources": res(1, 2, 1)}],
                     deck=["wife", "wife"])
    play(state, "fairgrounds")
    assert hand_ids(state) == ["wife", "wife"]


def test_chip_sweep_activates_another_production_card():
    state = position(2, seats=[{"city": ["mine", "chip_sweep"], "hand": ["chip_sweep"],
                                "resources": res(berry=3)}])
    play(state, "chip_sweep")
    choices = [a.args[0] for a in state.legal_actions()]
    assert [state.card_id(c) for c in choices] == ["mine"]
    act(state, "choose_card", choices[0])
    assert state.res[0] == [0, 0, 1, 0]


@pytest.mark.parametrize(("card", "resource", "most"), [
    ("doctor", 3, 3), ("woodcarver", 0, 3),
])
def test_doctor_and_woodcarver_pay_up_to_three_for_tokens(card, resource, most):
    have = [0, 0, 0, 0]
    have[resource] = 5
    have[3] += 4
    state = position(2, seats=[{"hand": [card], "resources": res(*have)}])
    play(state, card)
    assert find(state, "choose_count", most) and not find(state, "choose_count", most + 1)
    act(state, "choose_count", 2)
    assert state.tokens[0] == 2


def test_husband_with_wife_and_farm_gains_one_any():
    state = position(2, seats=[{"city": ["farm", "wife"], "hand": ["husband"],
                                "resources": res(berry=3)}])
    play(state, "husband")
    act(state, "choose_resource", "pebble")
    assert state.res[0] == [0, 0, 1, 0]


def test_husband_without_a_wife_gains_nothing():
    state = position(2, seats=[{"city": ["farm"], "hand": ["husband"], "resources": res(berry=3)}])
    play(state, "husband")
    assert state.to_move() == 1


def test_miner_mole_copies_an_opponents_production_card():
    state = position(2, seats=[{"hand": ["miner_mole"], "resources": res(berry=3)},
                               {"city": ["twig_barge"]}])
    play(state, "miner_mole")
    act(state, "choose_card", inst(state, "twig_barge", "city", 1))
    assert state.res[0] == [2, 0, 0, 0] and state.res[1] == [0, 0, 0, 0]


def test_monk_gives_berries_for_two_points_each():
    state = position(3, seats=[{"hand": ["monk"], "resources": res(berry=4)}])
    play(state, "monk")
    act(state, "choose_count", 2)
    act(state, "choose_player", 2)
    assert state.tokens[0] == 4 and state.res[2][3] == 2 and state.res[0][3] == 1


def test_peddler_trades_up_to_two_resources():
    state = position(2, seats=[{"hand": ["peddler"], "resources": res(twig=2, berry=2)}])
    play(state, "peddler")
    act(state, "choose_resource", "twig")
    act(state, "choose_resource", "twig")
    act(state, "choose_resource", "pebble")
    act(state, "choose_resource", "resin")
    assert state.res[0] == [0, 1, 1, 0]


def test_teacher_keeps_one_and_gives_the_other():
    state = position(3, seats=[{"hand": ["teacher"], "resources": res(berry=2)}],
                     deck=["king", "wife"])
    play(state, "teacher")
    act(state, "choose_card", next(a.args[0] for a in state.legal_actions()
                                   if state.card_id(a.args[0]) == "king"))
    act(state, "choose_player", 1)
    assert hand_ids(state, 0) == ["king"] and hand_ids(state, 1) == ["wife"]


def test_storehouse_loads_then_its_owner_collects():
    state = position(2, seats=[{"hand": ["storehouse"], "resources": res(1, 1, 1)}])
    play(state, "storehouse")
    act(state, "choose_option", "berry")
    turn(state, 0)
    act(state, "visit_destination", inst(state, "storehouse", "city"))
    assert state.res[0] == [0, 0, 0, 2]


def test_wanderer_draws_three_and_takes_no_space():
    state = position(2, seats=[{"hand": ["wanderer"], "resources": res(berry=2)}],
                     deck=["wife"] * 3)
    play(state, "wanderer")
    assert hand_ids(state) == ["wife"] * 3 and state.city_spaces_used(0) == 0


def test_undertaker_discards_three_meadow_cards_then_takes_one():
    state = position(2, seats=[{"hand": ["undertaker"], "resources": res(berry=2)}],
                     meadow=["farm"] * 8, deck=["wife", "wife", "king"])
    play(state, "undertaker")
    for _ in range(3):
        act(state, "choose_card", state.legal_actions()[0].args[0])
    assert sorted(state.card_id(c) for c in state.meadow).count("farm") == 5
    act(state, "choose_card", inst(state, "king", "meadow"))
    assert hand_ids(state) == ["king"]


def test_ranger_moves_a_worker_and_resolves_the_new_place():
    state = position(2, seats=[{"hand": ["ranger"], "resources": res(berry=2)}],
                     workers={"one_berry": [0]})
    play(state, "ranger")
    act(state, "move_worker", "one_berry")
    assert find(state, "place_worker", "one_berry") is None
    act(state, "place_worker", "three_twigs")
    assert state.res[0] == [3, 0, 0, 0] and state.loc["three_twigs"] == [0]


def test_shepherd_gains_berries_and_a_point_per_chapel_token():
    state = position(2, seats=[{"city": [{"card": "chapel", "tokens": 2}], "hand": ["shepherd"],
                                "resources": res(berry=3)}])
    play(state, "shepherd")
    assert state.res[0] == [0, 0, 0, 3] and state.tokens[0] == 2 and state.res[1][3] == 3


def test_shopkeeper_gives_a_berry_after_each_critter():
    state = position(2, seats=[{"city": ["shopkeeper"], "hand": ["wife"],
                                "resources": res(berry=2)}])
    play(state, "wife")
    assert state.res[0] == [0, 0, 0, 1]


def test_courthouse_gives_twig_resin_or_pebble_after_a_construction():
    state = position(2, seats=[{"city": ["courthouse"], "hand": ["farm"],
                                "resources": res(2, 1)}])
    play(state, "farm")
    assert sorted(a.args[0] for a in state.legal_actions()) == ["pebble", "resin", "twig"]
    act(state, "choose_resource", "pebble")
    assert state.res[0] == [0, 0, 1, 1]


def test_innkeeper_pays_three_fewer_berries_and_leaves():
    state = position(2, seats=[{"city": ["innkeeper"], "hand": ["king"],
                                "resources": res(berry=3)}])
    play(state, "king", "innkeeper", inst(state, "innkeeper", "city"))
    assert city_ids(state) == ["king"] and state.res[0][3] == 0


def test_crane_pays_three_fewer_of_any_as_distinct_payments():
    state = position(2, seats=[{"city": ["crane"], "hand": ["castle"], "resources": res(9, 9, 9)}])
    crane = inst(state, "crane", "city")
    cranes = {a.args[3:] for a in state.legal_actions() if a.args[:3] == (inst(state, "castle"),
                                                                          "crane", crane)}
    assert (2, 3, 0, 0) in cranes and (0, 2, 3, 0) in cranes and len(cranes) == 9
    play(state, "castle", "crane", crane, 2, 3, 0, 0)
    assert city_ids(state) == ["castle"] and state.res[0] == [7, 6, 9, 0]


def test_dungeon_imprisons_a_critter_to_pay_three_fewer():
    state = position(2, seats=[{"city": ["dungeon", "wife"], "hand": ["king"],
                                "resources": res(berry=3)}])
    wife = inst(state, "wife", "city")
    play(state, "king", "dungeon", wife, 0, 0, 0, 3)
    dungeon = inst(state, "dungeon", "city")
    assert state.prisoners[dungeon] == [wife] and city_ids(state) == ["dungeon", "king"]


def test_judge_swaps_one_resource_of_the_cost():
    state = position(2, seats=[{"city": ["judge"], "hand": ["farm"], "resources": res(2, 0, 1)}])
    play(state, "farm", "judge", "resin", "pebble")
    assert state.res[0] == [0, 0, 0, 1]


def test_clock_tower_reactivates_a_location_at_prepare():
    state = position(2, seats=[{"city": [{"card": "clock_tower", "tokens": 3}]}],
                     workers={"three_twigs": [0], "one_berry": [0]})
    act(state, "prepare_for_season")
    act(state, "choose_location", "three_twigs")
    assert state.res[0] == [3, 0, 0, 0] and state.card_tokens[inst(state, "clock_tower",
                                                                   "city")] == 2
    assert state.season[0] == 1


def test_clock_tower_starts_with_three_tokens():
    state = position(2, seats=[{"hand": ["clock_tower"], "resources": res(3, 0, 1)}])
    play(state, "clock_tower")
    assert state.card_tokens[inst(state, "clock_tower", "city")] == 3


def test_lookout_copies_an_occupied_basic_location():
    state = position(2, seats=[{"city": ["lookout"]}], workers={"two_resin": [1]})
    act(state, "visit_destination", inst(state, "lookout", "city"))
    act(state, "choose_location", "two_resin")
    assert state.res[0] == [0, 2, 0, 0]


def test_monastery_gives_two_resources_for_four_points_and_keeps_the_worker():
    state = position(2, seats=[{"city": ["monastery"], "resources": res(twig=1, berry=1)}])
    act(state, "visit_destination", inst(state, "monastery", "city"))
    act(state, "choose_resource", "twig")
    act(state, "choose_resource", "berry")
    assert state.tokens[0] == 4 and state.res[1] == [1, 0, 0, 1]
    state.loc["one_berry"].append(0)
    state.deployed[0] += 1
    turn(state, 0)
    act(state, "prepare_for_season")
    assert state.deployed[0] == 1  # the Monastery worker stays


def test_cemetery_plays_one_of_four_revealed_free():
    state = position(2, seats=[{"city": ["cemetery"]}], deck=["farm", "castle", "wife", "king"])
    act(state, "visit_destination", inst(state, "cemetery", "city"))
    act(state, "choose_option", "deck")
    castle = next(a.args[0] for a in state.legal_actions()
                  if a.name == "play_card" and state.card_id(a.args[0]) == "castle")
    act(state, "play_card", castle, "free")
    assert "castle" in city_ids(state) and len(state.discard) == 3


def test_queen_plays_a_card_worth_three_or_less_free():
    state = position(2, seats=[{"city": ["queen"], "hand": ["king", "farm"]}])
    act(state, "visit_destination", inst(state, "queen", "city"))
    offered = {state.card_id(a.args[0]) for a in state.legal_actions() if a.name == "play_card"}
    assert "farm" in offered and "king" not in offered


def test_inn_owner_gains_a_point_when_an_opponent_visits():
    state = position(2, seats=[{"resources": res(berry=5)}, {"city": ["inn"]}],
                     meadow=["wife"] * 4 + ["farm"] * 4)
    act(state, "visit_destination", inst(state, "inn", "city", 1))
    assert state.tokens[1] == 1
    act(state, "play_card", inst(state, "wife", "meadow"), "inn", 0, 0, 0, 0)
    assert "wife" in city_ids(state)


# -- special events ------------------------------------------------------------------------


def claim_position(event, city, **seat):
    return position(2, special_events=[event, *[s for s in SPECIALS if s != event][:3]],
                    seats=[{"city": city, **seat}])


def test_a_wee_run_city_recalls_a_worker():
    state = claim_position("a_wee_run_city", ["chip_sweep", "clock_tower"])
    act(state, "claim_event", "a_wee_run_city")
    act(state, "recall_worker", "a_wee_run_city")
    assert state.deployed[0] == 0 and state.event_owner["a_wee_run_city"] == 0


def test_ancient_scrolls_keep_some_rest_under_the_event():
    state = claim_position("ancient_scrolls_discovered", ["historian", "ruins"])
    act(state, "claim_event", "ancient_scrolls_discovered")
    act(state, "choose_card", state.legal_actions()[0].args[0])
    act(state, "done")
    assert len(state.hands[0]) == 1
    assert state.scores().category(0, "special_events") == 4


def test_capture_of_the_acorn_thieves_three_per_critter_moved():
    state = claim_position("capture_of_the_acorn_thieves", ["courthouse", "ranger", "wife"])
    act(state, "claim_event", "capture_of_the_acorn_thieves")
    act(state, "choose_card", inst(state, "wife", "city"))
    act(state, "done")
    assert city_ids(state) == ["courthouse", "ranger"]
    assert state.scores().category(0, "special_events") == 3


def test_croak_wart_cure_pays_berries_and_discards_two_city_cards():
    state = claim_position("croak_wart_cure", ["undertaker", "barge_toad", "farm", "mine"],
                           resources=res(berry=2))
    act(state, "claim_event", "croak_wart_cure")
    act(state, "choose_card", inst(state, "farm", "city"))
    act(state, "choose_card", inst(state, "mine", "city"))
    assert city_ids(state) == ["undertaker", "barge_toad"] and state.res[0][3] == 0
    assert state.scores().category(0, "special_events") == 6


def test_graduation_of_scholars_two_per_critter_from_hand():
    state = claim_position("graduation_of_scholars", ["teacher", "university"],
                           hand=["wife", "farm"])
    act(state, "claim_event", "graduation_of_scholars")
    assert [state.card_id(a.args[0]) for a in state.legal_actions() if a.args] == ["wife"]
    act(state, "choose_card", inst(state, "wife"))
    assert state.scores().category(0, "special_events") == 2


def test_performer_in_residence_two_per_berry():
    state = claim_position("performer_in_residence", ["inn", "bard"], resources=res(berry=4))
    act(state, "claim_event", "performer_in_residence")
    act(state, "choose_count", 3)
    assert state.scores().category(0, "special_events") == 6 and state.res[0][3] == 1


def test_tax_relief_activates_production():
    state = claim_position("tax_relief", ["judge", "queen", "farm", "mine"])
    act(state, "claim_event", "tax_relief")
    assert state.res[0] == [0, 0, 1, 1]


def test_under_new_management_values_resources():
    state = claim_position("under_new_management", ["peddler", "general_store"],
                           resources=res(twig=1, resin=1, pebble=1))
    act(state, "claim_event", "under_new_management")
    for name in ("twig", "resin", "pebble"):
        act(state, "choose_resource", name)
    assert state.scores().category(0, "special_events") == 5


def test_brilliant_marketing_plan_two_points_per_resource_given():
    state = claim_position("a_brilliant_marketing_plan", ["shopkeeper", "post_office"],
                           resources=res(twig=2))
    act(state, "claim_event", "a_brilliant_marketing_plan")
    act(state, "choose_resource", "twig")
    act(state, "done")
    assert state.res[1][0] == 1 and state.scores().category(0, "tokens") == 2


def test_flying_doctor_counts_pairs_in_every_city():
    state = position(2, seats=[{"city": ["husband", "wife"]}, {"city": ["husband", "wife"]}],
                     events={"flying_doctor_service": {"owner": 0}})
    assert state.scores().category(0, "special_events") == 6
