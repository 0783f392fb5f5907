"""The AI cannot see what its seat cannot see: swapping every hidden card for another arrangement
consistent with its observation changes nothing it does."""

from __future__ import annotations

import random

import pytest

from gameshelf.ai import ISMCTSAgent, canonical_order, choose_for, make_agent
from gameshelf.ai.levels import LEVELS
from gameshelf.engine import GameSpec, State

from .helpers import random_position, shelf_games

SEARCH_ITERATIONS = 30


def other_arrangement(spec: GameSpec, state: State, seat: int) -> State:
    """A state `seat` cannot tell from `state`, with its hidden cards placed differently."""
    observation = state.observe(seat)
    for attempt in range(50):
        other = spec.from_observation(observation, random.Random(1_000 + attempt))
        if other.to_position() != state.to_position():
            return other
    raise AssertionError(f"{spec.id}: 50 samples all equal the true state; nothing hidden?")


@pytest.mark.parametrize(
    ("spec", "num_players"),
    [(spec, n) for spec in shelf_games() for n in sorted({spec.min_players, spec.max_players})],
    ids=lambda value: value.id if isinstance(value, GameSpec) else f"{value}p",
)
@pytest.mark.parametrize("fraction", [0.2, 0.5])
@pytest.mark.parametrize("level", list(LEVELS))
def test_choice_is_the_same_for_every_hidden_arrangement_consistent_with_the_observation(
    spec: GameSpec, num_players: int, fraction: float, level: str
) -> None:
    state = random_position(spec, num_players, seed=7, fraction=fraction)
    seat = state.to_move()
    assert seat is not None
    other = other_arrangement(spec, state, seat)
    assert other.observe(seat) == state.observe(seat)
    assert canonical_order(other.legal_actions()) == canonical_order(state.legal_actions())

    for seed in range(2):
        first = make_agent(level, spec, seed, iterations=SEARCH_ITERATIONS)
        second = make_agent(level, spec, seed, iterations=SEARCH_ITERATIONS)
        assert choose_for(first, spec, state, seat) == choose_for(second, spec, other, seat)
        if isinstance(first, ISMCTSAgent) and isinstance(second, ISMCTSAgent):
            assert first.last_stats is not None and second.last_stats is not None
            assert first.last_stats.visits == second.last_stats.visits
