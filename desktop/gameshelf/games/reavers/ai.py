"""Reavers of Midgard know-how for the AI levels: the projected score, the evaluation at a
search cut-off, the rollout policy and Easy's beginner policy.

Easy is a beginner who always takes part (follows) when it can pay, and otherwise weighs each
legal answer by how the activation under way ends after it: one playout of that activation on
a copy whose decks are reshuffled and whose dice are its own (it sees nothing hidden), valued by
the projected points plus what the goods are worth later, ties broken at random. A forced
answer (a single legal action; Rest when only Rest is possible: Food when short of it) is
returned at once.
"""

from __future__ import annotations

import random

from ...engine import Action
from .state import ReaversState

SETTLE_STEPS = 200  # far more than one activation takes
GOODS = {"food": 0.3, "favor": 0.5, "dice": 0.6, "artifacts": 0.8, "upgrades": 0.8}


def projected_points(s: ReaversState) -> list[float]:
    return [float(t) for t in s.scores().totals]


def _worth(s: ReaversState, seat: int) -> float:
    p = s.players[seat]
    points = projected_points(s)[seat]
    later = 0.0 if s.over else sum(
        w * (p[k] if isinstance(p[k], int) else len(p[k])) for k, w in GOODS.items())
    return points + later + 0.8 * len(p["stored"])


def evaluate_all(s: ReaversState) -> list[float]:
    """Each seat's worth against the best of the others, squashed into [0, 1]."""
    worth = [_worth(s, seat) for seat in range(s.num_players)]
    result = []
    for seat, w in enumerate(worth):
        best_other = max(v for i, v in enumerate(worth) if i != seat)
        result.append(min(1.0, max(0.0, 0.5 + (w - best_other) / 60)))
    return result


def candidate_actions(s: ReaversState, widen: int = 0) -> list[Action]:
    return s.legal_actions()


def rollout_action(s: ReaversState, rng: random.Random) -> Action:
    legal = s.legal_actions()
    follow = Action("follow", ())
    return follow if follow in legal else rng.choice(legal)


def heuristic_action(s: ReaversState, seat: int, rng: random.Random) -> Action:
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    step = s.stack[-1]["step"]
    follow = Action("follow", ())
    if step == "follow":
        if follow in legal:
            return follow
        return Action("rest_food", ()) if s.players[seat]["food"] < 4 else legal[-1]
    seed = rng.randrange(1 << 30)
    best: list[Action] = []
    top = -1e9
    for action in legal:
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
    """The seat's worth once the activation under way is over, every later decision played
    by the rollout policy (one sample). Fair: the decks are reshuffled and the dice rolled by
    a generator of its own, the same for every answer compared."""
    rng = random.Random(seed)
    other = _unseen(s).determinize(seat, rng)
    other.rng = random.Random(seed)
    other.apply(action)
    where = (other.round, other.activation)
    for _ in range(SETTLE_STEPS):
        if other.over or (other.round, other.activation) != where:
            break
        other.apply(rollout_action(other, rng))
    return _worth(other, seat)
