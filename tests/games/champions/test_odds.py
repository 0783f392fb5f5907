"""Fight odds (odds.py) on small cases worked by hand: Favor rerolls of the blanks, a ship's
Journey card (the Kraken among them) from what the seat has seen, the Food aboard; Easy and the
board use the same numbers."""

from __future__ import annotations

import pytest

from gameshelf.games.champions.odds import (
    journey_law,
    law_of,
    ship_chance,
    target_chance,
    view_chances,
    win_chance,
)
from gameshelf.games.champions.policy import chance_of, fight_at
from gameshelf.games.champions.state import ASSIGN

from .helpers import give_dice, new

AXEMAN = (0, 0, 1)  # faces: 2 blanks, 2 single hits, 2 double hits; no shield
QUIET = (("all_quiet", 1.0),)


def test_one_axeman_kills_a_one_defense_enemy_on_its_first_hit():
    # Any hit is lethal; a blank loses the only die to the Attack of 1.
    assert win_chance(AXEMAN, 1, 1) == pytest.approx(2 / 3)


@pytest.mark.parametrize(("favor", "chance"),
                         [(0, 2 / 3), (1, 8 / 9), (2, 26 / 27), (5, 1 - 3 ** -6)])
def test_each_favor_rerolls_the_blank_once_more(favor, chance):
    assert win_chance(AXEMAN, 1, 1, favor=favor) == pytest.approx(chance)


def test_damage_carries_over_and_two_axemen_get_a_second_round():
    # Two axemen against Attack 1, Defense 1: a hit among two dice wins (8/9); two blanks lose
    # one die, and the other tries again (2/3).
    assert win_chance((0, 0, 2), 1, 1) == pytest.approx(8 / 9 + 1 / 9 * 2 / 3)
    # Already 2 damage on a Defense 3: the same as Defense 1 from scratch.
    assert win_chance((0, 0, 2), 1, 3, damage=2) == pytest.approx(win_chance((0, 0, 2), 1, 1))


def test_a_sure_kraken_sinks_a_lone_axeman():
    # The Kraken (Attack 1, Defense 3) takes the only die in the first round, and one die
    # deals 2 at most.
    assert ship_chance(AXEMAN, 1, 1, 1, 1, None, (("kraken", 1.0),)) == 0.0


def test_an_unseen_card_counts_the_kraken_by_its_share_of_the_unseen_cards():
    law = law_of(["all_quiet", "all_quiet", "kraken"])
    assert dict(law) == pytest.approx({"all_quiet": 2 / 3, "kraken": 1 / 3})
    assert ship_chance(AXEMAN, 1, 1, 1, 1, None, law) == pytest.approx(2 / 3 * 2 / 3)


def test_no_wind_takes_the_food_a_far_shore_warrior_needed():
    no_wind = (("no_wind", 1.0),)
    assert ship_chance(AXEMAN, 1, 1, 1, 1, None, no_wind) == 0.0  # it starves
    assert ship_chance(AXEMAN, 2, 1, 1, 1, None, no_wind) == pytest.approx(2 / 3)


def test_a_storm_takes_a_warrior_rather_than_the_food_both_need():
    # Two axemen and 1 Food on a far shore: giving the Food starves both; giving a warrior
    # leaves one fed axeman.
    assert ship_chance((0, 0, 2), 1, 1, 1, 1, None, (("storm", 1.0),)) == pytest.approx(2 / 3)


def test_a_ship_without_food_for_its_warriors_starves_them():
    assert ship_chance(AXEMAN, 0, 1, 1, 1, None, QUIET) == 0.0
    assert ship_chance((0, 0, 2), 1, 2, 1, 1, None, QUIET) == pytest.approx(26 / 27)


def test_banned_dice_on_a_ship_are_lost_before_the_monster():
    # Swordsmen banned by the Monster go to the supply before the first combat round.
    assert ship_chance((2, 0, 0), 2, 1, 1, 1, "swordsman", QUIET) == 0.0


CREW = (0, 2, 4)  # on a far shore with 6 Food, against a Monster of Attack 2, Defense 6


def _ship_state(card: str, seen: bool):
    state = new(2, seed=3)
    give_dice(state, 0, spearman=2, axeman=4)
    state.ships["large"] = {"owner": 0, "shore": 2}
    state.monsters[2] = "monster_blue_01"
    state.resources[0]["food"] = 6
    state.journey[2] = card
    state.seen[0] = [2] if seen else []
    return state


def test_a_seat_that_saw_the_card_knows_it():
    assert journey_law(_ship_state("kraken", True), 0, 2) == (("kraken", 1.0),)


def test_an_unseen_card_is_any_card_the_seat_has_not_seen_whatever_it_really_is():
    a = _ship_state("kraken", False)
    b = _ship_state("all_quiet", False)
    b.journey_deck = list(a.journey_deck)
    b.journey_deck[b.journey_deck.index("all_quiet")] = "kraken"
    law = journey_law(a, 0, 2)
    assert law == journey_law(b, 0, 2)
    pool = a.journey_deck + [c for s, c in enumerate(a.journey) if c is not None]
    assert dict(law)["kraken"] == pytest.approx(pool.count("kraken") / len(pool))


def test_easy_plans_with_the_same_odds_and_the_kraken_it_saw():
    seen_kraken = _ship_state("kraken", True)
    seen_quiet = _ship_state("all_quiet", True)
    fight = fight_at(seen_kraken, "shore_2")
    assert fight is not None
    crew = ["axeman"] * 4 + ["spearman"] * 2
    kraken = chance_of(seen_kraken, 0, fight, crew)
    quiet = chance_of(seen_quiet, 0, fight, crew)
    assert kraken == target_chance(seen_kraken, 0, "shore_2", CREW, 6)
    assert quiet == target_chance(seen_quiet, 0, "shore_2", CREW, 6)
    assert 0.0 < kraken < quiet


def test_the_board_shows_the_chance_easy_plans_with():
    state = _ship_state("kraken", False)
    state.resources[0]["favor"] = 2
    state.phase, state.current, state._legal = ASSIGN, 0, None
    state.assign[0] = {"shore_2": {"spearman": 2, "axeman": 4}}
    state.food_loaded[0] = {"2": 6}
    chances = view_chances(state.data, state.observe(0).data, 0)
    assert chances == {"shore_2": pytest.approx(target_chance(state, 0, "shore_2", CREW, 6))}
    quiet = _ship_state("all_quiet", True)
    quiet.resources[0]["favor"] = 2
    assert 0.0 < chances["shore_2"] < target_chance(quiet, 0, "shore_2", CREW, 6)
    assert chances["shore_2"] > target_chance(state, 0, "shore_2", CREW, 5)  # one starves
