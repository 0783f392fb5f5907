"""The search's hooks: the evaluation counts this round's fights and the Troll's Blame, and the
candidates follow the policy's plan once the assignment has begun."""

from __future__ import annotations

import random

from gameshelf.engine import Action
from gameshelf.games.champions import ai
from gameshelf.games.champions.state import ASSIGN

from .helpers import give_dice, new, placing


def assigning(state, seat):
    state.phase, state.current, state._legal = ASSIGN, seat, None
    return state


def test_an_unreserved_troll_after_the_placements_costs_everyone_a_blame_step():
    state = assigning(new(2, seed=1), 0)
    state.placements = {"draugr_1": [0]}
    outlook = ai.round_outlook(state)
    assert outlook[1] < 0 and outlook[0] < ai.reward_worth(state, 0, state.draugr[0])


def test_a_troll_the_seat_will_likely_beat_raises_it_over_the_others():
    state = assigning(new(2, seed=1, leaders=["ullr", "gylfir"]), 0)
    give_dice(state, 0, axeman=6)
    state.troll = "troll_01"
    state.placements = {"troll": [0]}
    before = ai.projected_glory(state)
    assert before[0] - before[1] > 5


def test_after_the_first_die_the_search_follows_the_plan():
    state = assigning(new(2, seed=1, leaders=["ullr", "gylfir"]), 0)
    give_dice(state, 0, axeman=4)
    state.troll = "troll_01"
    state.placements = {"troll": [0]}
    first = ai.candidate_actions(state, widen=3)
    assert Action("commit") in first and len(first) > 1
    state.apply(Action("assign", ("troll", "axeman")))
    assert ai.candidate_actions(state, widen=3) == [Action("assign", ("troll", "axeman"))]


def test_placements_are_searched_best_first_and_widened():
    state = placing(new(3, seed=2), 0)
    few = ai.candidate_actions(state)
    more = ai.candidate_actions(state, widen=3)
    assert len(few) == ai.PLACEMENT_CANDIDATES and more[:len(few)] == few
    assert len(more) == len(few) + 3


def test_in_the_leader_draft_every_level_takes_the_strongest_leader_left():
    """The first to pick takes Ullr (the largest measured edge at every player count); the
    next the strongest of the rest at this count; the search offers only that pick, and Easy
    plays it."""
    from gameshelf.engine import get_game
    from gameshelf.games.champions.policy import heuristic_action
    from gameshelf.games.champions.state import LEADERS_PHASE

    spec = get_game("champions")
    for players, second in ((2, "svanhildr"), (3, "asmundr")):
        state = spec.new_game(players, 5, {"leaders": "draft"})
        assert state.phase == LEADERS_PHASE
        picks = []
        while state.phase == LEADERS_PHASE:
            [searched] = ai.candidate_actions(state, widen=3)
            played = heuristic_action(state, state.current, random.Random(0))
            assert played == searched
            picks.append(played.args[0])
            state.apply(played)
        assert picks[:2] == ["ullr", second]


def test_the_policy_prior_and_the_faded_destinies_are_for_two_players_only():
    """Measured: both won Normal games against Easy at 2 players and lost them at 4."""
    from gameshelf.engine import get_game

    spec = get_game("champions")
    two, four = new(2, seed=1), new(4, seed=1)
    assert spec.candidate_prior(two) > 0 and spec.candidate_prior(four) == 0
    assert ai.destiny_weight(two) < 1 and ai.destiny_weight(four) == 1


def test_at_two_players_hard_settles_on_its_moves_instead_of_spreading_its_visits_evenly():
    # With the game's 0.7 the most visited move had 1.25 times the even share on average at
    # these decisions (1.48 at 0.25), and Hard, no more settled than Normal, did not beat it.
    # Normal keeps 0.7 (at 0.25 it beat Easy less often), and so do 3 and 4 players.
    from gameshelf.engine import get_game
    from search_shares import mean_settledness

    spec = get_game("champions")
    two = new(2, seed=1)
    assert spec.exploration_at(two, "hard") == ai.HARD_TWO_PLAYER_EXPLORATION < spec.exploration
    assert spec.exploration_at(two, "normal") == spec.exploration
    assert all(spec.exploration_at(new(n, seed=1), "hard") == spec.exploration for n in (3, 4))
    # Hard's constants at Normal's budget, every 9th move from the 5th.
    assert mean_settledness(spec, 2, 55, 12, lambda state, moves: moves % 9 == 4,
                            per_game=2, level="hard") >= 1.4
