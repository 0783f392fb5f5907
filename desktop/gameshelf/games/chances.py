"""Chances to win at a search cut-off, shared by the games' evaluations."""

from __future__ import annotations

import math
from collections.abc import Callable

from ..engine import State


def win_chances(state: State, projected: Callable[[], list[float]],
                temperature: float) -> list[float]:
    """A finished game's winners share 1; otherwise a softmax over the projected points, where
    `temperature` points make one seat e times likelier to win."""
    if state.is_over():
        sheet = state.scores()
        winners = sheet.winners()
        return [1.0 / len(winners) if seat in winners else 0.0
                for seat in range(len(sheet.totals))]
    est = projected()
    top = max(est)
    weights = [math.exp((e - top) / temperature) for e in est]
    total = sum(weights)
    return [w / total for w in weights]
