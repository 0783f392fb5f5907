"""The position evaluation: each seat's projected final points (score now, resources,
hand, workers, production and visits still to come, events in reach), turned by a softmax
whose temperature cools as the seasons pass into chances to win; solo, a logistic against
Rugwort's projected score."""

from __future__ import annotations

import math

from ....engine import State
from ...chances import final_shares, softmax
from ..data import (
    AUTUMN,
)
from ..state import EverdellState
from . import solo
from .context import Ctx
from .tables import (
    PLACEMENT,
    TEMPERATURE_END,
    TEMPERATURE_START,
)

# -- the evaluation -------------------------------------------------------------------------------


def projected_points(state: EverdellState) -> list[float]:
    """Points now plus what each seat can still turn into points (solo: a row for Rugwort
    after yours, `solo_projection`)."""
    if state.solo:
        return solo_projection(state)
    sheet = state.scores()
    result = []
    for seat in range(state.num_players):
        value = float(sheet.total(seat))
        if not state.passed[seat]:
            ctx = Ctx(state, seat)
            future = PLACEMENT * ctx.placements_left
            future += sum(v * n for v, n in zip(ctx.rv, state.res[seat], strict=True))
            hand = state.hands[seat]
            future += sum(min(1.2, ctx.keep_value(i)) for i in hand) * 0.6
            production, visits = ctx.city_to_come()
            future += production + 0.6 * visits
            future += ctx.events_in_reach()
            cap = 3.5 * ctx.spaces_left + 4.0 + 0.5 * ctx.placements_left
            value += min(future, cap)
        result.append(value)
    return result


def solo_projection(state: EverdellState) -> list[float]:
    """Solo: your points now plus the fitted margin still to come (`solo`), and Rugwort's
    points now, so that their difference is the projected final margin."""
    sheet = state.scores()
    mine, his = float(sheet.total(0)), float(sheet.total(1))
    if not state.passed[0]:
        mine += solo.future_margin(state, Ctx(state, 0))
    return [mine, his]


def _temperature(state: EverdellState) -> float:
    left = sum(AUTUMN - s for s in state.season) / (AUTUMN * state.num_players)
    return TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * left


def _chances(state: EverdellState, projected: list[float]) -> list[float]:
    """Each seat's chance to win from the projected points: solo, a logistic of the margin
    over Rugwort; otherwise a softmax."""
    temp = _temperature(state)
    if state.solo:
        mine, his = projected
        x = (mine - his) / temp
        return [1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))]
    return softmax(projected, temp)


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, estimated: a softmax over projected points (solo: against
    Rugwort's projected score)."""
    assert isinstance(state, EverdellState)
    if state.is_over():
        return final_shares(state, state.num_players)
    return _chances(state, projected_points(state))


def evaluation(state: State) -> tuple[list[float], list[float]]:
    """`evaluate_all` and `projected_points` of one state, the projection worked out once."""
    assert isinstance(state, EverdellState)
    projected = projected_points(state)
    if state.is_over():
        return final_shares(state, state.num_players), projected
    return _chances(state, projected), projected
