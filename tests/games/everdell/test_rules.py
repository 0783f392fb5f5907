"""Turn structure, locations, seasons and the rules page's acceptance checks and user bugs."""

import pytest

from gameshelf.engine import IllegalActionError

from .helpers import SPEC, act, city_ids, find, hand_ids, inst, position, res, turn

FOUR_SPECIALS = ["tax_relief", "a_wee_run_city", "croak_wart_cure", "the_everdell_games"]


# -- reusable acceptance checks -------------------------------------------------------------


def test_check_9_worker_spots_and_open_destinations():
    from gameshelf.games.everdell.data import default_data

    data = default_data()
    spots = dict(zip(data.cards, data.worker_spots, strict=True))
    opens = dict(zip(data.cards, data.open, strict=True))
    assert spots["storehouse"] == 1 and spots["post_office"] == 1 and spots["farm"] == 0
    assert opens["inn"] and not opens["queen"]
    assert data.ctype[data.index("storehouse")] == 1  # production, yet a worker spot


def test_check_10_chapel_draws_two_per_token_on_it():
    state = position(2, seats=[{"city": ["chapel"]}], deck=["farm"] * 8)
    chapel = inst(state, "chapel", "city")
    act(state, "visit_destination", chapel)
    assert state.card_tokens[chapel] == 1 and len(state.hands[0]) == 2
    turn(state, 0)
    assert find(state, "visit_destination", chapel) is None  # its one spot is taken
    state = position(2, seats=[{"city": [{"card": "chapel", "tokens": 1}]}],
                     deck=["farm"] * 8)
    act(state, "visit_destination", chapel)
    assert state.card_tokens[chapel] == 2 and len(state.hands[0]) == 4


@pytest.mark.parametrize(("event", "city", "claimable"), [
    ("basic_production", ["farm", "farm", "mine"], False),
    ("basic_production", ["farm", "farm", "mine", "twig_barge"], True),
    ("basic_destination", ["inn", "chapel"], False),
    ("basic_destination", ["inn", "chapel", "lookout"], True),
    ("basic_governance", ["crane", "judge", "historian"], True),
    ("basic_traveler", ["wanderer", "wanderer", "ruins"], True),
    ("basic_traveler", ["wanderer", "ruins"], False),
])
def test_check_16_basic_events_at_their_thresholds(event, city, claimable):
    state = position(2, seats=[{"city": city}])
    assert (find(state, "claim_event", event) is not None) == claimable


def test_check_16_everdell_games_needs_two_of_each_colour():
    city = ["wanderer", "ruins", "farm", "mine", "inn", "chapel", "crane", "judge", "wife",
            "castle"]
    state = position(2, seats=[{"city": city}], special_events=FOUR_SPECIALS)
    assert find(state, "claim_event", "the_everdell_games") is not None
    state = position(2, seats=[{"city": city[:-1]}], special_events=FOUR_SPECIALS)
    assert find(state, "claim_event", "the_everdell_games") is None


def test_check_17_two_events_in_one_season():
    state = position(2, seats=[{"city": ["wanderer", "ruins", "wanderer", "crane", "judge",
                                         "historian"]}])
    act(state, "claim_event", "basic_traveler")
    turn(state, 0)
    act(state, "claim_event", "basic_governance")
    assert state.event_owner == {"basic_traveler": 0, "basic_governance": 0}


def test_check_25_rugwort_blocks_by_season():
    state = position(1, seats=[{"workers": 2}], forest=["two_any", "three_berries",
                                                        "twig_resin_berry"],
                     workers={"two_any": [1], "three_twigs": [1], "one_berry": [0, 0]})
    act(state, "prepare_for_season")
    assert state.rug_slots == [0] and state.loc["two_resin"] == [1]
    assert state.loc["three_berries"] == [1] and state.loc["two_any"] == []
    for location in ("one_berry", "one_berry", "one_berry"):
        act(state, "place_worker", location)
    act(state, "prepare_for_season")
    while state.stack:
        act(state, "done")
    assert state.rug_slots == [0, 1] and state.loc["one_pebble"] == [1]
    for _ in range(4):
        act(state, "place_worker", "one_berry")
    act(state, "prepare_for_season")
    assert sorted(state.rug_slots) == [0, 1, 2, 3]
    assert state.loc["one_berry_one_card"] == [1] and state.loc["journey_3"] == [1]
    assert all(1 not in state.loc[f] for f in ("two_any", "three_berries", "twig_resin_berry"))


# -- locations -----------------------------------------------------------------------------


def test_one_berry_is_shared_and_one_berry_one_card_is_exclusive():
    state = position(3, workers={"one_berry": [1, 2], "one_berry_one_card": [1]})
    assert find(state, "place_worker", "one_berry") is not None
    assert find(state, "place_worker", "one_berry_one_card") is None


@pytest.mark.parametrize(("players", "here", "open_"), [
    (2, [1], False), (3, [1], False), (4, [1], True), (4, [0], False), (4, [1, 2], False),
])
def test_forest_takes_two_workers_of_different_players_only_with_four(players, here, open_):
    forest = ["three_berries", "two_any", "twig_resin_berry", "two_resin_one_twig"]
    state = position(players, forest=forest[: SPEC.data.forest_in_play[players]],
                     workers={"three_berries": here})
    assert (find(state, "place_worker", "three_berries") is not None) == open_


def test_journey_only_in_autumn_and_needs_that_many_cards():
    hand = ["farm"] * 4
    state = position(2, seats=[{"hand": hand, "season": "summer", "workers": 4}])
    assert find(state, "place_worker", "journey_2") is None
    state = position(2, seats=[{"hand": hand, "season": "autumn"}])
    assert find(state, "place_worker", "journey_4") is not None
    assert find(state, "place_worker", "journey_5") is None
    act(state, "place_worker", "journey_4")
    assert find(state, "done") is None  # exactly 4 cards
    for _ in range(4):
        act(state, "discard_card", state.hands[0][0])
    assert state.hands[0] == [] and state.to_move() == 1


def test_haven_gives_one_resource_per_two_cards_discarded():
    state = position(2, seats=[{"hand": ["farm"] * 5}])
    act(state, "place_worker", "haven")
    for _ in range(5):
        act(state, "discard_card", state.hands[0][0])
    act(state, "choose_resource", "pebble")
    act(state, "choose_resource", "resin")
    assert state.res[0] == [0, 1, 1, 0] and state.to_move() == 1


def test_basic_locations_pay_their_rewards():
    state = position(2, deck=["farm"] * 5)
    act(state, "place_worker", "two_cards_one_point")
    assert len(state.hands[0]) == 2 and state.tokens[0] == 1


# -- seasons and turns ---------------------------------------------------------------------


def test_prepare_only_with_every_worker_placed_and_production_in_spring():
    state = position(2, seats=[{"city": ["farm", "mine"]}])
    assert find(state, "prepare_for_season") is None
    state = position(2, seats=[{"city": ["farm", "mine"]}],
                     workers={"one_berry": [0], "one_resin_one_card": [0]})
    act(state, "prepare_for_season")
    assert state.season[0] == 1 and state.workers[0] == 3 and state.deployed[0] == 0
    assert state.res[0] == [0, 0, 1, 1]
    assert state.loc["one_berry"] == []


def test_autumn_gains_two_workers_and_produces_then_passing_ends_the_game():
    state = position(2, seats=[{"city": ["farm"], "season": "summer", "workers": 4},
                               {"season": "autumn", "passed": True}],
                     workers={"one_berry": [0, 0, 0, 0]})
    act(state, "prepare_for_season")
    assert state.workers[0] == 6 and state.res[0][3] == 1
    assert find(state, "prepare_for_season") is None
    act(state, "pass")
    assert state.is_over() and state.to_move() is None


def test_hand_limit_stops_draws_at_eight():
    state = position(2, seats=[{"hand": ["farm"] * 7}], deck=["wife"] * 4)
    act(state, "place_worker", "two_cards_one_point")
    assert len(state.hands[0]) == 8 and len(state.deck) == 3


def test_empty_deck_reshuffles_the_discard_pile():
    state = position(2, deck=[], discard=["mine", "farm"])
    act(state, "place_worker", "two_cards_one_point")
    assert hand_ids(state) == ["farm", "mine"] and state.discard == []


def test_starting_hands_five_to_eight_and_meadow_of_eight():
    state = SPEC_new(4)
    assert [len(h) for h in state.hands] == [5, 6, 7, 8]
    assert all(c >= 0 for c in state.meadow) and len(state.meadow) == 8
    assert len(state.forest) == 4 and len(state.specials) == 4
    assert len(SPEC_new(2).forest) == 3 and len(SPEC_new(1).forest) == 3


def SPEC_new(players):
    from .helpers import SPEC

    return SPEC.new_game(players, 7)


def test_an_illegal_action_is_refused_and_changes_nothing():
    state = position(2)
    before = state.to_position()
    with pytest.raises(IllegalActionError):
        state.apply(find(state, "place_worker", "haven").__class__("place_worker", ("nowhere",)))
    assert state.to_position() == before


# -- the city ------------------------------------------------------------------------------


def full_city(extra=()):
    return ["farm"] * 8 + ["mine"] * 3 + ["twig_barge"] * 3 + list(extra)


def full_city_with(extra):
    return ["farm"] * 8 + ["resin_refinery"] * 3 + ["twig_barge"] * 3 + list(extra)


def test_a_full_city_takes_no_more_cards_but_wanderer_and_a_wife_for_a_husband():
    state = position(2, seats=[{"city": full_city_with(["husband"]),
                                "hand": ["mine", "wanderer", "wife"],
                                "resources": res(9, 9, 9, 9)}])
    assert find(state, "play_card", inst(state, "mine")) is None
    assert find(state, "play_card", inst(state, "wanderer")) is not None
    assert find(state, "play_card", inst(state, "wife")) is not None


def test_full_city_must_allow_crane_innkeeper_and_husband_wife_space():
    """#20: a full city may still play through Crane or Innkeeper (they leave the city)."""
    city = ["farm"] * 7 + ["mine"] * 3 + ["twig_barge"] * 3 + ["crane", "innkeeper"]
    state = position(2, seats=[{"city": city, "hand": ["general_store", "barge_toad"],
                                "resources": res(9, 9, 9, 9)}])
    plays = [a for a in state.legal_actions() if a.name == "play_card"]
    assert {a.args[1] for a in plays} == {"crane", "innkeeper"}


def test_ruins_may_go_into_a_full_city():
    state = position(2, seats=[{"city": full_city_with(["mine"]), "hand": ["ruins"]}],
                     deck=["wife"] * 3)
    act(state, "play_card", inst(state, "ruins"), "cost")
    act(state, "choose_card", inst(state, "mine", "city"))
    assert city_ids(state).count("ruins") == 1 and city_ids(state).count("mine") == 0
    assert state.res[0] == [1, 1, 1, 0] and len(state.hands[0]) == 2


def test_unique_cards_once_per_city_commons_any_number():
    state = position(2, seats=[{"city": ["castle", "farm"], "hand": ["castle", "farm"],
                                "resources": res(9, 9, 9, 9)}])
    assert find(state, "play_card", inst(state, "castle")) is None
    assert find(state, "play_card", inst(state, "farm")) is not None


def test_fool_goes_into_an_opponents_city():
    state = position(3, seats=[{"hand": ["fool"], "resources": res(berry=3)}])
    act(state, "play_card", inst(state, "fool"), "cost")
    act(state, "choose_player", 2)
    assert city_ids(state, 2) == ["fool"] and city_ids(state, 0) == []


def test_occupied_token_plays_the_critter_free_once():
    state = position(2, seats=[{"city": ["twig_barge"], "hand": ["barge_toad", "barge_toad"]}])
    toad = inst(state, "barge_toad")
    act(state, "play_card", toad, "occupy")
    assert state.res[0] == [0, 0, 0, 0] and inst(state, "twig_barge", "city") in state.occupied
    turn(state, 0)
    assert find(state, "play_card", inst(state, "barge_toad")) is None


def test_ever_tree_hosts_any_critter_once():
    state = position(2, seats=[{"city": ["ever_tree"], "hand": ["king"]}])
    act(state, "play_card", inst(state, "king"), "occupy", inst(state, "ever_tree", "city"))
    assert "king" in city_ids(state)


# -- rules accuracy bugs users hit -------------------------------------------------------------


def test_bard_and_historian_at_eight_cards_discard_before_the_draw():
    """#27: the Bard's discard resolves before the Historian's draw."""
    state = position(2, seats=[{"city": ["historian"], "hand": ["bard"] + ["farm"] * 7,
                                "resources": res(berry=3)}], deck=["wife"] * 4)
    act(state, "play_card", inst(state, "bard"), "cost")
    act(state, "discard_card", state.hands[0][0])
    act(state, "done")
    assert len(state.hands[0]) == 7  # 7 - 1 discarded + 1 drawn by the Historian
    assert state.tokens[0] == 1 and "wife" in hand_ids(state)


def test_second_inn_is_visitable():
    """#56: each Inn takes its own worker."""
    state = position(2, seats=[{"city": ["inn", "inn"], "workers": 2}])
    inns = [i for i in state.cities[0] if state.card_id(i) == "inn"]
    act(state, "visit_destination", inns[0])
    act(state, "decline")
    turn(state, 0)
    assert find(state, "visit_destination", inns[1]) is not None


def test_card_played_via_inn_leaves_the_meadow_and_it_refills():
    """#8: the card played through the Inn leaves the Meadow, which is refilled."""
    state = position(2, seats=[{"city": ["inn"], "resources": res(berry=3)}],
                     meadow=["king"] + ["farm"] * 7, deck=["mine"])
    act(state, "visit_destination", inst(state, "inn", "city"))
    king = inst(state, "king", "meadow")
    act(state, "play_card", king, "inn", 0, 0, 0, 3)
    assert "king" in city_ids(state) and state.res[0][3] == 0
    assert king not in state.meadow and state.card_id(state.meadow[0]) == "mine"


def test_meadow_refills_after_queen_plays_from_it():
    """#30."""
    state = position(2, seats=[{"city": ["queen"]}], meadow=["farm"] * 8, deck=["mine"])
    act(state, "visit_destination", inst(state, "queen", "city"))
    act(state, "play_card", inst(state, "farm", "meadow"), "free")
    assert city_ids(state) == ["queen", "farm"]
    assert sorted(state.card_id(c) for c in state.meadow) == ["farm"] * 7 + ["mine"]


def test_summer_prepare_offers_up_to_two_meadow_cards():
    """#78: a choice, within the hand limit."""
    state = position(2, seats=[{"season": "spring", "workers": 3, "hand": ["farm"] * 7}],
                     workers={"one_berry": [0, 0, 0]}, meadow=["wife"] * 4 + ["husband"] * 4,
                     deck=["king"] * 2)
    act(state, "prepare_for_season")
    picks = [a for a in state.legal_actions() if a.name == "choose_card"]
    assert len(picks) == 8 and find(state, "done") is not None
    act(state, "choose_card", picks[0].args[0])
    assert len(state.hands[0]) == 8 and state.to_move() == 1  # 7 in hand: only one


def test_forest_two_meadow_play_one_is_optional_and_respects_the_hand_limit():
    """#60, #26: optional play; with 8 cards you cannot go; with 7 take only one."""
    forest = ["two_meadow_play_one_discount", "two_any", "three_berries"]
    full = position(2, forest=forest, seats=[{"hand": ["farm"] * 8}])
    assert find(full, "place_worker", "two_meadow_play_one_discount") is None
    seven = position(2, forest=forest, seats=[{"hand": ["farm"] * 7, "resources": res(2, 1)}],
                     meadow=["mine"] * 3 + ["farm"] * 1 + ["wife"] * 4, deck=["king"] * 2)
    act(seven, "place_worker", "two_meadow_play_one_discount")
    act(seven, "choose_card", inst(seven, "mine", "meadow"))
    assert len(seven.hands[0]) == 8
    plays = [a for a in seven.legal_actions() if a.name == "play_card"]
    assert plays and all(a.args[1] == "discount" and sum(a.args[2:]) == 2 for a in plays)
    act(seven, "decline")
    assert seven.to_move() == 1


def test_forest_discard_up_to_three_refuses_a_fourth():
    """#59."""
    state = position(2, forest=["discard_up_to_three_gain_any_each", "two_any", "three_berries"],
                     seats=[{"hand": ["farm"] * 5}])
    act(state, "place_worker", "discard_up_to_three_gain_any_each")
    for _ in range(3):
        act(state, "discard_card", state.hands[0][0])
    assert find(state, "discard_card") is None
    assert [a.name for a in state.legal_actions()] == ["choose_resource"] * 4


def test_giving_cards_targets_an_opponent_with_room():
    """#47: the Post Office gives to an opponent with room when there is one."""
    state = position(3, seats=[{"hand": ["farm"] * 3, "workers": 2},
                               {"city": ["post_office"],
                                "hand": ["wife"] * 4 + ["husband"] * 4},
                               {"hand": ["mine"] * 2}],
                     deck=["king"] * 2 + ["wanderer"] * 3 + ["teacher"] * 3)
    act(state, "visit_destination", inst(state, "post_office", "city", 1))
    # Seat 1 is full: the only receiver is seat 2, so nobody is asked.
    act(state, "choose_card", state.hands[0][0])
    act(state, "choose_card", state.hands[0][0])
    assert len(state.hands[2]) == 4
    act(state, "done")
    assert len(state.hands[0]) == 8 and state.tokens[1] == 1


def test_second_storehouse_gets_its_own_resources():
    """#39."""
    state = position(2, seats=[{"city": ["storehouse"], "hand": ["storehouse"],
                                "resources": res(1, 1, 1)}])
    new = inst(state, "storehouse")
    act(state, "play_card", new, "cost")
    act(state, "choose_option", "twig")
    assert state.store == {new: [3, 0, 0, 0]}


def test_shepherd_paid_through_judge_still_gains_three_berries():
    """#41."""
    state = position(2, seats=[{"city": ["judge"], "hand": ["shepherd"],
                                "resources": res(twig=1, berry=2)}])
    act(state, "play_card", inst(state, "shepherd"), "judge", "berry", "twig")
    assert state.res[0] == [0, 0, 0, 3]
    assert state.res[1] == [1, 0, 0, 2]  # the payment went to the opponent


def test_university_discarding_a_cemetery_with_a_buried_worker_scores_cleanly():
    """#57."""
    state = position(2, seats=[{"city": ["university", {"card": "cemetery", "workers": [0]},
                                         "shepherd"], "workers": 2}],
                     events={"remembering_the_fallen": {"owner": 0}})
    act(state, "visit_destination", inst(state, "university", "city"))
    act(state, "choose_card", inst(state, "cemetery", "city"))
    act(state, "choose_resource", "berry")
    assert state.scores().category(0, "special_events") == 0
    assert state.deployed[0] == 1  # the buried worker came home; the University one stays
    assert state.res[0] == [0, 0, 2, 1] and state.tokens[0] == 1


def test_postal_pigeon_reveals_from_the_deck_not_the_hand():
    """#84."""
    state = position(2, seats=[{"hand": ["postal_pigeon", "farm"], "resources": res(berry=2)}],
                     deck=["king", "mine"])
    act(state, "play_card", inst(state, "postal_pigeon"), "cost")
    choices = {state.card_id(a.args[0]) for a in state.legal_actions() if a.name == "play_card"}
    assert choices == {"mine"}  # the King is worth 4: not free; the Farm in hand is not offered
    act(state, "play_card", inst_by_id(state, "mine"), "free")
    assert "mine" in city_ids(state) and state.card_id(state.discard[-1]) == "king"


def inst_by_id(state, card_id):
    return next(a.args[0] for a in state.legal_actions()
                if a.name == "play_card" and state.card_id(a.args[0]) == card_id)


def test_farm_hosts_only_one_of_husband_or_wife():
    """#69."""
    state = position(2, seats=[{"city": ["farm"], "hand": ["husband", "wife"]}])
    act(state, "play_card", inst(state, "husband"), "occupy")
    turn(state, 0)
    assert find(state, "play_card", inst(state, "wife")) is None


def test_husband_and_wife_share_one_space():
    state = position(2, seats=[{"city": ["husband", "wife", "wanderer"]}])
    assert state.city_spaces_used(0) == 1
