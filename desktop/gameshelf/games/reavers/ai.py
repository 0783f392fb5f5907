"""Reavers of Midgard know-how for the AI levels: the projected score, the evaluation at a
search cut-off, the rollout policy and Easy's beginner policy.

Easy looks one decision ahead: each legal answer on a copy, valued by the projected points
plus what the goods are worth later, ties broken at random. A forced answer (Rest when only
Rest is possible, a single legal action) is returned at once.
"""

from __future__ import annotations

import random

from ...engine import Action
from .state import ReaversState

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
    if step == "follow" and Action("follow", ()) not in legal:
        return Action("rest_food", ()) if s.players[seat]["food"] < 4 else legal[-1]
    best: list[Action] = []
    top = -1e9
    for action in legal:
        other = s.clone()
        other.apply(action)
        value = _worth(other, seat)
        if value > top + 1e-9:
            top, best = value, [action]
        elif abs(value - top) <= 1e-9:
            best.append(action)
    return rng.choice(best)
