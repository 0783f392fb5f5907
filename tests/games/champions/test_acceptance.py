"""The acceptance cases of shared/rules/champions.md (their numbers in the test names)."""

from dataclasses import replace

import pytest

from gameshelf.engine import Action
from gameshelf.games.champions import combat
from gameshelf.games.champions.scoring import blame_penalty, destiny_points, seat_row
from gameshelf.games.champions.state import ASSIGN, PLACE

from .helpers import give_dice, in_fight, new, placing

PLAIN = ["gylfir", "dagrun", "asmundr"]  # no leader that changes a roll


@pytest.mark.parametrize(("tokens", "glory"), [
    (0, 0), (1, -1), (2, -3), (3, -6), (4, -10), (5, -15), (6, -21), (9, -21)])
def test_1_blame_costs_triangular_numbers_capped_at_21(tokens, glory):
    assert blame_penalty(new().data.blame_table, tokens) == glory


def test_2_eight_coins_and_three_favor_at_the_end():
    state = new()
    state.resources[0].update(coin=8, favor=3)
    row = dict(zip(("glory", "destinies", "sets", "runes", "longship", "favor", "coins", "blame"),
                   seat_row(state, 0), strict=True))
    assert (row["coins"], row["favor"]) == (2, 6)


def test_3_one_set_of_three_colours_trolls_not_counted():
    state = new()
    state.won[0] = ["draugr_red_1", "monster_red_01", "draugr_blue_1", "monster_yellow_01",
                    "monster_yellow_02", "draugr_yellow_1", "troll_01", "troll_02"]
    assert seat_row(state, 0)[2] == 5
    assert state.scores().tiebreaks[0] == (8,)  # the tie-break counts the Trolls


def test_4_hunting_food_is_capped_at_6():
    state = new(leaders=PLAIN)
    in_fight(state, 0, [("swordsman", "hit2"), ("spearman", "hit1"), ("swordsman", "blank"),
                        ("spearman", "shield"), ("axeman", "hit2"), ("axeman", "hit2")],
             target="hunt")
    assert state.combat["hits"] == 7
    state.apply(Action("keep"))
    assert state.resources[0]["food"] == 1 + 6


def test_5_svanhildr_hunting_swordsmen_hit_harder():
    state = new(leaders=["svanhildr", "gylfir", "dagrun"])
    in_fight(state, 0, [("swordsman", "hit1"), ("swordsman", "hit2"), ("swordsman", "shield")],
             target="hunt")
    state.apply(Action("keep"))
    assert state.resources[0]["food"] == 1 + 5


def test_6_svanhildr_spearmen_are_not_boosted():
    state = new(leaders=["svanhildr", "gylfir", "dagrun"])
    in_fight(state, 0, [("spearman", "hit1"), ("swordsman", "hit1")], target="hunt")
    assert state.combat["hits"] == 3


def test_7_damage_carries_over_to_the_next_combat_round():
    state = new(leaders=PLAIN)
    in_fight(state, 0, [("axeman", "hit2"), ("swordsman", "shield"), ("spearman", "blank")],
             attack=2, defense=3)
    state.apply(Action("keep"))
    c = state.combat
    assert (c["damage"], c["losses_left"], c["stage"]) == (2, 1, "lose")
    state.apply(Action("lose", ("spearman",)))
    c = state.combat
    assert c is not None and c["damage"] == 2 and len(c["dice"]) == 2 and c["stage"] == "reroll"
    assert state.held(0) == 2


def test_9_losing_the_last_dice_loses_the_fight_without_reward():
    state = new(leaders=PLAIN)
    in_fight(state, 0, [("swordsman", "hit1"), ("swordsman", "hit1")], attack=3, defense=9,
             damage=2)
    keys = [event.key for event in state.apply(Action("keep"))]
    assert "champions.defeat" in keys and "champions.victory" not in keys
    assert state.held(0) == 0 and state.resources[0]["glory"] == 0 and not state.won[0]
    assert "champions.troll_blame" in keys  # the Troll still stood at the clean-up


def _ship(state, seat, shore, ship="large", dice=5, food=2):
    state.ships[ship] = {"owner": seat, "shore": shore}
    give_dice(state, seat, swordsman=dice)
    state.assign[seat] = {f"shore_{shore}": {"swordsman": dice}} if dice else {}
    state.food_loaded[seat] = {str(shore): food} if food else {}
    state.resources[seat]["food"] = food


@pytest.mark.parametrize(("food", "left"), [(2, 4), (3, 5)])
def test_10_11_near_shore_feeds_two_warriors_a_food_and_takes_all_food(food, left):
    state = new()
    _ship(state, 0, 0, food=food)
    combat._step_feed(state, "0", [])
    assert state.pending is None
    assert state.held(0) == left and state.resources[0]["food"] == 0


def test_13_small_ship_holds_five_dice_and_food():
    state = new()
    state.ships["small"] = {"owner": 0, "shore": 0}
    state.placements = {"small_longship": [0]}
    give_dice(state, 0, swordsman=4)
    state.resources[0]["food"] = 2
    state.phase, state.current, state._legal = ASSIGN, 0, None
    for _ in range(4):
        state.apply(Action("assign", ("shore_0", "swordsman")))
    state.apply(Action("load_food", (0,)))
    assert Action("load_food", (0,)) not in state.legal_actions()
    assert state.load(0, "shore_0") == 5


@pytest.mark.parametrize(("coins", "after"), [(4, 8), (6, 11), (12, 17)])
def test_15_wealth_doubles_coins_gaining_at_most_5(coins, after):
    state = placing(new(), 0)
    state.runes[0] = ["wealth"]
    state.resources[0]["coin"] = coins
    state.apply(Action("use_rune", ("wealth",)))
    assert state.resources[0]["coin"] == after


@pytest.mark.parametrize(("glory", "gained"), [(5, 7), (7, 10)])
def test_16_glory_rune_gives_half_again_rounded_down(glory, gained):
    state = new(leaders=PLAIN)
    troll = state.troll
    data = state.data
    state.data = replace(data, trolls={**data.trolls, troll: replace(data.trolls[troll],
                                                                     glory=glory)})
    state.runes[0] = ["glory"]
    in_fight(state, 0, [("axeman", "hit2"), ("axeman", "hit2")], attack=0, defense=3)
    state.apply(Action("keep"))
    assert state.combat["stage"] == "victory"
    state.apply(Action("use_rune", ("glory",)))
    assert state.resources[0]["glory"] == gained and state.won[0] == [troll]


def test_17_stave_church_best_affordable_tier():
    state = placing(new(), 0)
    state.resources[0]["coin"] = 9
    state.apply(Action("place", ("stave_church",)))
    assert Action("buy_favor", (4,)) not in state.legal_actions()
    state.apply(Action("buy_favor", (3,)))
    assert (state.resources[0]["coin"], state.resources[0]["favor"]) == (3, 1 + 3)


def test_18_worker_huts_cost_5_4_3_once_each():
    state = new()
    for seat in range(3):
        state.resources[seat]["coin"] = 10
    for seat, cost in ((1, 5), (0, 4), (2, 3)):
        placing(state, seat)
        state.placements = {}
        state.apply(Action("place", ("worker_huts",)))
        assert state.resources[seat]["coin"] == 10 - cost
        assert state.workers_total[seat] == 4
    placing(state, 1)
    state.placements = {}
    assert Action("place", ("worker_huts",)) not in state.legal_actions()


def test_19_asmundr_gains_2_glory_per_favor_spent_on_rerolls():
    state = new(leaders=["asmundr", "gylfir", "dagrun"])
    state.resources[0]["favor"] = 3
    in_fight(state, 0, [("swordsman", "blank")] * 3, attack=1, defense=20)
    state.apply(Action("reroll", (0b111,)))
    if state.combat and state.combat["stage"] == "reroll":
        state.apply(Action("reroll", (0b1,)))
    assert (state.resources[0]["glory"], state.resources[0]["favor"]) == (4, 1)


def test_20_ullr_gains_glory_for_double_hits_even_when_losing():
    state = new(leaders=["ullr", "gylfir", "dagrun"])
    in_fight(state, 0, [("axeman", "hit2"), ("axeman", "hit2")], attack=3, defense=9)
    state.apply(Action("keep"))
    assert state.combat is None and state.held(0) == 0
    assert state.resources[0]["glory"] == 2


def test_21_nobody_slays_the_troll_everyone_gains_blame():
    state = new(3)
    combat._step_cleanup(state, "", [])
    assert [r["blame"] for r in state.resources] == [1, 1, 1]


def test_24_a_destiny_needs_at_least_one():
    state = new()
    for res in state.resources:
        res["wood"] = 0
    assert destiny_points(state, 0, "builder") == 0
    state.resources[0]["wood"] = 1
    assert destiny_points(state, 0, "builder") == state.data.destinies["builder"].alone


def test_26_journey_card_on_an_empty_ship_is_discarded_and_nothing_is_fought():
    state = new()
    _ship(state, 0, 1, dice=0, food=0)
    card = state.journey[1]
    combat._step_journey(state, "1", [])
    combat._step_monster(state, "1", [])
    assert state.journey[1] is None and card in state.journey_discard
    assert state.combat is None and state.pending is None


def test_27_jarls_longhouse_by_the_marker_holder_passes_it_left():
    state = placing(new(3), 0)
    assert state.first_player == 0
    state.apply(Action("place", ("jarls_longhouse",)))
    assert state.first_player == 1 and state.dice[0]["swordsman"] == 2


def test_28_two_player_setup():
    state = new(2)
    assert state.workers_total == [4, 4] and state.huts_bought == [False, False]
    types = sorted(state.data.stalls[s].type for s in state.stalls)
    assert types == ["economic", "military"]
    assert len([s for s in state.ships if s not in ("small", "large")]) == 2


def test_30_blue_locations_build_up():
    state = new()
    assert state.blue["blacksmith"] == 1 and state.phase == PLACE
    combat._step_cleanup(state, "", [])
    assert state.round == 2 and state.blue["blacksmith"] == 2
