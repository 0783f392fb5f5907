"""Score sheets: the rules page's reusable acceptance checks on card, event and game scoring."""

import pytest

from .helpers import category, position, res, total


def one_seat(city, resources=None, **extra):
    seat = {"city": city, "resources": resources or res()}
    return position(2, seats=[seat], **extra)


@pytest.mark.parametrize(("resin", "pebble", "expected"), [
    (0, 0, 2), (0, 1, 3), (2, 1, 5), (10, 10, 8),
])
def test_check_1_architect_counts_leftover_resin_and_pebble_up_to_six(resin, pebble, expected):
    state = one_seat(["architect"], res(resin=resin, pebble=pebble))
    assert total(state) == expected


def test_check_2_castle_counts_common_constructions_only():
    assert total(one_seat(["castle"])) == 4
    state = one_seat(["castle", "farm", "farm", "farm"])
    assert category(state, "prosperity") == 3 and total(state) == 4 + 3 + 3
    state = one_seat(["castle", "ever_tree", "palace", "dungeon", "wife", "ranger", "queen"])
    # The Castle's own bonus stays 0: uniques and critters do not count. The others: Ever Tree
    # 4 purple cards (Castle, Ever Tree, Palace, Wife), Palace 4 unique constructions.
    assert category(state, "prosperity") - (4 + 4) == 0


def test_check_4_king_counts_basic_and_special_events():
    state = one_seat(["king"])
    assert total(state) == 4
    state = one_seat(["king"], events={"basic_traveler": {"owner": 0}})
    assert category(state, "prosperity") == 1
    state = one_seat(["king"], events={"basic_traveler": {"owner": 0},
                                       "the_everdell_games": {"owner": 0}})
    assert category(state, "prosperity") == 3
    assert total(state) == 4 + 3 + 3 + 9


PALACE_STEPS = [("palace", 5), ("dungeon", 6), ("theatre", 7), ("university", 8), ("farm", 8),
                ("ranger", 8)]


@pytest.mark.parametrize("step", range(len(PALACE_STEPS)))
def test_check_5_palace_counts_unique_constructions(step):
    city = [card for card, _ in PALACE_STEPS[: step + 1]]
    state = one_seat(city)
    others = {"dungeon": 0, "theatre": 3, "university": 3, "farm": 1, "ranger": 1}
    theatre_bonus = 1 if "theatre" in city and "ranger" in city else 0
    palace_value = total(state) - sum(others[c] for c in city[1:]) - theatre_bonus
    assert palace_value == PALACE_STEPS[step][1]


@pytest.mark.parametrize(("twigs", "points"), [(0, 0), (1, 2), (2, 4), (3, 6)])
def test_check_12_evening_of_fireworks_two_points_per_twig(twigs, points):
    state = one_seat([], events={"an_evening_of_fireworks": {
        "owner": 0, "resources": res(twig=twigs)}})
    assert category(state, "special_events") == points


def test_check_12_fireworks_takes_at_most_three_twigs():
    from .helpers import act, find
    state = one_seat(["lookout", "miner_mole"], res(twig=5),
                     special_events=["an_evening_of_fireworks", "tax_relief", "a_wee_run_city",
                                     "croak_wart_cure"])
    act(state, "claim_event", "an_evening_of_fireworks")
    assert find(state, "choose_count", 3) is not None
    assert find(state, "choose_count", 4) is None
    act(state, "choose_count", 3)
    assert category(state, "special_events") == 6 and state.res[0][0] == 2


def test_check_14_pristine_chapel_ceiling_with_two_chapel_tokens():
    from .helpers import act
    state = one_seat(["woodcarver", {"card": "chapel", "tokens": 2}],
                     special_events=["pristine_chapel_ceiling", "tax_relief", "a_wee_run_city",
                                     "croak_wart_cure"])
    hand_before = len(state.hands[0])
    act(state, "claim_event", "pristine_chapel_ceiling")
    assert len(state.hands[0]) == hand_before + 1
    act(state, "choose_resource", "resin")
    act(state, "choose_resource", "pebble")
    assert state.res[0] == [0, 1, 1, 0]
    assert category(state, "special_events") == 4


@pytest.mark.parametrize(("event", "card", "critter", "workers"), [
    ("remembering_the_fallen", "cemetery", "undertaker", 1),
    ("remembering_the_fallen", "cemetery", "undertaker", 2),
    ("path_of_the_pilgrims", "monastery", "monk", 1),
    ("path_of_the_pilgrims", "monastery", "monk", 2),
])
def test_check_15_workers_on_cemetery_or_monastery_score_three_each(event, card, critter,
                                                                     workers):
    state = one_seat([{"card": card, "workers": [0] * workers}, critter],
                     events={event: {"owner": 0}})
    assert category(state, "special_events") == 3 * workers


@pytest.mark.parametrize("prisoners", [1, 2])
def test_check_15_ministering_to_miscreants_three_per_prisoner(prisoners):
    state = one_seat([{"card": "dungeon", "prisoners": ["wife", "husband"][:prisoners]},
                      "monk", "ranger"], events={"ministering_to_miscreants": {"owner": 0}})
    assert category(state, "special_events") == 3 * prisoners


def test_check_18_base_points_of_cards_fool_counts_minus_two():
    assert category(one_seat(["farm", "mine", "castle"]), "cards") == 7
    assert category(one_seat(["farm", "fool"]), "cards") == -1


@pytest.mark.parametrize(("city", "resources", "bonus"), [
    (["castle", "farm", "farm", "mine"], None, 3),
    (["school", "husband", "husband", "teacher"], None, 3),
    (["wife", "husband"], None, 3),
    (["wife"], None, 0),
    (["architect"], res(resin=3, pebble=4), 6),
])
def test_check_19_prosperity_bonuses(city, resources, bonus):
    assert category(one_seat(city, resources), "prosperity") == bonus


def test_check_20_journey_and_point_tokens():
    state = position(2, seats=[{"point_tokens": 7, "season": "autumn"}],
                     workers={"journey_3": [0], "journey_5": [0]})
    assert category(state, "journey") == 8
    assert category(state, "tokens") == 7
    assert total(state) == 15


def test_check_22_tiebreak_events_then_leftover_resources():
    tied = position(2, seats=[{"city": ["farm"]}, {"city": ["farm"]}])
    assert tied.scores().winners() == [0, 1]
    more_resources = position(2, seats=[{"city": ["farm"], "resources": res(twig=2)},
                                        {"city": ["farm"], "resources": res(berry=1)}])
    assert more_resources.scores().winners() == [0]
    events = position(2, seats=[{"city": ["wanderer"], "resources": res(twig=5),
                                 "point_tokens": 2}, {"city": []}],
                      events={"basic_traveler": {"owner": 1}})
    assert events.scores().totals == (3, 3)
    assert events.scores().winners() == [1]


def test_check_23_king_with_two_basic_and_one_special_event():
    state = one_seat(["king"], events={"basic_traveler": {"owner": 0},
                                       "basic_production": {"owner": 0},
                                       "tax_relief": {"owner": 0}})
    assert category(state, "prosperity") == 4


def test_score_sheet_columns_are_the_score_pad_in_order():
    sheet = one_seat(["farm"]).scores()
    assert sheet.categories == ("cards", "tokens", "prosperity", "journey", "basic_events",
                                "special_events")


def test_tokens_count_on_chapel_clock_tower_and_events():
    state = one_seat([{"card": "chapel", "tokens": 2}, {"card": "clock_tower", "tokens": 3}],
                     events={"a_brilliant_marketing_plan": {"owner": 0, "tokens": 4}})
    assert category(state, "tokens") == 9
