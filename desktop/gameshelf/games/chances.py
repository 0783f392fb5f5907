"""Chances to win at a search cut-off, shared by the games' evaluations."""

from __future__ import annotations

import math
from collections.abc import Callable

from ..engine import State


def win_chances(state: State, projected: Callable[[], list[float]],
                temperature: float) -> list[float]:
    """A finished game's winners share 1; otherwise a softmax over the projected points."""
    if state.is_over():
        return final_shares(state)
    return softmax(projected(), temperature)


def chances_and_points(state: State, projected: Callable[[State], list[float]],
                       temperature: float) -> tuple[list[float], list[float]]:
    """`win_chances` and the projected points they come from, the projection worked out once:
    a search asks for both at every cut-off (`GameSpec.evaluation`)."""
    points = projected(state)
    return win_chances(state, lambda: points, temperature), points


def final_shares(state: State, seats: int | None = None) -> list[float]:
    """A finished game's winners share 1, the others get 0: one share for each of the first
    `seats` rows of its sheet (by default every row; a solo game's automaton has a row too)."""
    sheet = state.scores()
    winners = sheet.winners()
    rows = len(sheet.totals) if seats is None else seats
    return [1.0 / len(winners) if seat in winners else 0.0 for seat in range(rows)]


def softmax(points: list[float], temperature: float) -> list[float]:
    """Chances to win from projected points, where `temperature` points make one seat e times
    likelier to win."""
    top = max(points)
    weights = [math.exp((e - top) / temperature) for e in points]
    total = sum(weights)
    return [w / total for w in weights]
