"""Reavers of Midgard's Easy level: a fair beginner.

It always takes part (follows) when it can pay, and Rests at once when it cannot (Food when short
of it). A combat it fights with the dice the rollout policy commits, and it spends Favor on a
reroll of its failed dice when the combat is not won yet and the reroll gives it a fair chance
(ai.best_reroll): Favor is for that, not for hoarding. Every other answer it weighs by how the
activation under way ends after it: one playout of that activation on a copy whose decks are
reshuffled and whose dice are its own (it sees nothing hidden), valued by the projected points,
ties broken at random. A forced answer (a single legal action) is returned at once.
"""

from __future__ import annotations

import random

from ...engine import Action
from .ai import best_reroll, candidate_actions, projected_points, rest_choice, rollout_action
from .state import ReaversState

SETTLE_STEPS = 200  # far more than one activation takes


def heuristic_action(s: ReaversState, seat: int, rng: random.Random) -> Action:
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    step = s.stack[-1]["step"]
    if step == "follow":
        follow = Action("follow", ())
        return follow if follow in legal else rest_choice(s, seat)
    if step == "reroll":
        return best_reroll(s, seat)
    seed = rng.randrange(1 << 30)
    best: list[Action] = []
    top = -1e9
    for action in candidate_actions(s):
        value = _after_activation(s, action, seat, seed)
        if value > top + 1e-9:
            top, best = value, [action]
        elif abs(value - top) <= 1e-9:
            best.append(action)
    return rng.choice(best)


def _unseen(s: ReaversState) -> ReaversState:
    """A copy with what nobody sees put in a fixed order (the decks, the Territory tiles below
    the tops), so that reshuffling it tells nothing of the real order."""
    other = s.clone()
    for deck in other.decks.values():
        deck.sort()
    for stack in other.territory_stacks.values():
        stack[:-1] = sorted(stack[:-1])
    return other


def _after_activation(s: ReaversState, action: Action, seat: int, seed: int) -> float:
    """The seat's projected points once the activation under way is over, every later decision
    played by the rollout policy (one sample). Fair: the decks are reshuffled and the dice
    rolled by a generator of its own, the same for every answer compared."""
    rng = random.Random(seed)
    other = _unseen(s).determinize(seat, rng)
    other.rng = random.Random(seed)
    other.apply(action)
    where = (other.round, other.activation)
    for _ in range(SETTLE_STEPS):
        if other.over or (other.round, other.activation) != where:
            break
        other.apply(rollout_action(other, rng))
    return projected_points(other)[seat]
