"""Every decision of seeded games, in every registered game and at every table size: the
mover's observation determinizes, and the sampled state shows the mover the same observation
(the same piles, hands and decisions in progress), so the search plans on a world that could be
the true one. Found a card lost by Everdell's determinizer twice (a University discarding the
Ranger that moved onto it; a Fool still to be given) that the hand-written cases did not reach.

`make test` plays a few games of each; `make fuzz` many (SWEEP_GAMES)."""

from __future__ import annotations

import os
import random

import pytest

from gameshelf.ai import choose_for, make_agent
from gameshelf.engine import get_game
from gameshelf.engine.registry import all_games

from .honesty import differences

GAMES = int(os.environ.get("SWEEP_GAMES", "4"))  # per game and table size
MAX_ACTIONS = 5_000
CASES = [(spec.id, players) for spec in all_games()
         for players in range(spec.min_players, spec.max_players + 1)]


@pytest.mark.parametrize(("game", "players"), CASES)
def test_every_decision_determinizes_to_the_same_observation(game, players):
    spec = get_game(game)
    for seed in range(GAMES):
        state = spec.new_game(players, 40_000 + seed, {})
        # Easy and random seats by turns: Easy reaches the cards' combinations, random the rest
        agents = [make_agent("easy" if (seed + s) % 2 else "random", spec, seed * 7 + s)
                  for s in range(players)]
        rng = random.Random(seed)
        for number in range(MAX_ACTIONS):
            seat = state.to_move()
            if seat is None:
                break
            observation = state.observe(seat)
            sampled = spec.from_observation(observation, rng)
            found = differences(observation.data, sampled.observe(seat).data)
            assert not found, f"seed {40_000 + seed}, action {number}: {found[:4]}"
            state.apply(choose_for(agents[seat], spec, state, seat))
