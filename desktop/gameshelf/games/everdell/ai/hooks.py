"""The hooks the engine calls: `action_values` (every legal action's value for the seat
to move, a turn action or an answer), `heuristic_action` (the Easy level),
`rollout_action` (the same with more noise) and `candidate_actions` (legal actions without
duplicate copies, pruned to the best few by the valuation)."""

from __future__ import annotations

import random

from ....engine import Action, State
from ..state import EverdellState
from .answers import answer_values
from .context import Ctx
from .tables import (
    ROLLOUT_NOISE,
    TOP_ANSWER,
    TOP_TURN,
)
from .values import turn_values


def action_values(state: EverdellState, legal: list[Action], charge: bool = True) -> list[float]:
    """The value in points of each legal action for the seat to move (`charge`: solo, less
    what Rugwort takes from the Meadow after each card played)."""
    seat = state.to_move()
    assert seat is not None
    ctx = Ctx(state, seat, charge)
    if state.stack:
        return answer_values(ctx, legal)
    return turn_values(ctx, legal)


# -- the hooks ------------------------------------------------------------------------------------


def _pick_best(legal: list[Action], values: list[float], rng: random.Random,
               noise: float) -> Action:
    best, choice = -1e18, legal[0]
    for action, value in zip(legal, values, strict=True):
        if noise:
            value += rng.random() * noise
        if value > best:
            best, choice = value, action
    return choice


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    """The Easy level: a fair beginner, with a little noise."""
    assert isinstance(state, EverdellState)
    legal = without_needless_pass(state, state.legal_actions())
    if len(legal) == 1:
        return legal[0]
    return _pick_best(legal, action_values(state, legal), rng, 0.5)


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, EverdellState)
    legal = without_needless_pass(state, state.legal_actions())
    if len(legal) == 1:
        return legal[0]
    return _pick_best(legal, action_values(state, legal), rng, ROLLOUT_NOISE)


def _key(state: EverdellState, action: Action) -> tuple:
    """Actions that differ only in which copy of a card they name do the same thing."""
    args = action.args
    if action.name == "discard_card" or (action.name == "play_card" and not state.stack
                                         and args and (args[0] in state.hands[state.current]
                                                       or args[0] in state.meadow)):
        where = "hand" if args[0] not in state.meadow else "meadow"
        return (action.name, where, state.card_id(args[0]), *args[1:])
    return (action.name, *args)


def without_needless_pass(state: EverdellState, actions: list[Action]) -> list[Action]:
    """`actions` without passing while a worker can still go or a card that scores can still be
    played: passing ends the player's game, and either move first is worth at least as much."""
    if state.stack or not any(a.name == "pass" for a in actions):
        return actions
    data = state.data
    if any(a.name == "place_worker"
           or (a.name == "play_card" and data.points[data.inst_card[a.args[0]]] > 0)
           for a in actions):
        return [a for a in actions if a.name != "pass"]
    return actions


def candidate_actions(state: State, widen: int = 0) -> list[Action]:
    """Legal actions without copies that do the same, and only the best few (`widen` more) by
    the heuristic valuation (claims always kept; never passing while a worker can still go or a
    scoring card can be played)."""
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if len(legal) <= 1:
        return legal
    seen: set[tuple] = set()
    unique = []
    for action in legal:
        key = _key(state, action)
        if key not in seen:
            seen.add(key)
            unique.append(action)
    if not state.stack:
        unique = without_needless_pass(state, unique)
        limit = TOP_TURN + widen
    else:
        limit = TOP_ANSWER + widen
    if len(unique) <= limit:
        return unique
    # Solo: the search sees what Rugwort takes after a card is played; not charged here.
    values = action_values(state, unique)
    order = sorted(range(len(unique)), key=values.__getitem__, reverse=True)
    keep = set(order[:limit])
    return [a for i, a in enumerate(unique) if i in keep or a.name == "claim_event"]
