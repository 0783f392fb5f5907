"""The Aquatica search hooks: candidates that do not repeat the same end of a turn."""

from __future__ import annotations

import random

from gameshelf.games.aquatica import SPEC, ai
from gameshelf.games.aquatica.state import AquaticaState


def _first_choice_of_slot(players: int, seed: int) -> AquaticaState:
    """The first point of an Easy game where a Location may go into two or more empty slots."""
    state = SPEC.new_game(players, seed)
    rng = random.Random(seed)
    while (seat := state.to_move()) is not None:
        if len({a.args[2] for a in state.legal_actions() if a.name in ("buy", "conquer")}) > 1:
            return state
        state.apply(ai.heuristic_action(state, seat, rng))
    raise AssertionError("no Buy or Conquer with a choice of slot")


def test_a_location_goes_into_the_lowest_empty_slot_even_widened():
    # Slots are alike: another empty slot ends the turn where the lowest one does, so widening
    # it back only spends the search's visits on the same position again.
    for players in (2, 4):
        state = _first_choice_of_slot(players, 3)
        lowest = min(state.empty_slots(state.current))
        legal = state.legal_actions()
        widened = ai.candidate_actions(state, widen=len(legal))
        placed = [a for a in widened if a.name in ("buy", "conquer")]
        assert placed and {a.args[2] for a in placed} == {lowest}
        assert {(a.name, a.args[:2]) for a in placed} == \
            {(a.name, a.args[:2]) for a in legal if a.name in ("buy", "conquer")}
        assert set(widened) == {a for a in legal if a.name not in ("buy", "conquer")} | set(placed)
