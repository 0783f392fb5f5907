"""What an agent is, and the one bridge from a real state to what an agent may see.

An agent is handed the observation of its seat, that seat's legal actions and a sampler of full
states consistent with the observation. It is never handed the true state, so it cannot cheat.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Protocol

from ..engine import Action, GameSpec, Observation, State

Sampler = Callable[[random.Random], State]


class CancelFlag(Protocol):
    """Anything with `is_set()`: a threading.Event, or a flag shared with the UI's process."""

    def is_set(self) -> bool: ...


class Agent(Protocol):
    def choose(
        self,
        observation: Observation,
        legal: list[Action],
        sampler: Sampler,
        cancel: CancelFlag | None = None,
    ) -> Action:
        """One of `legal` for `observation.seat`; a search returns its best so far on `cancel`."""
        ...


def canonical_order(legal: list[Action]) -> list[Action]:
    """`legal` sorted by name and arguments.

    Agents choose from this order, so a choice depends on the set of legal actions and never on
    the order a game lists them in (which may follow, say, the order cards were drawn).
    """
    return sorted(legal, key=_action_key)


def _action_key(action: Action) -> tuple[str, tuple[tuple[bool, int | str], ...]]:
    return action.name, tuple((isinstance(arg, str), arg) for arg in action.args)


def choose_for(
    agent: Agent,
    spec: GameSpec,
    state: State,
    seat: int,
    cancel: CancelFlag | None = None,
) -> Action:
    """Ask `agent` for the move of `seat` in `state`, exactly as a Match or `simulate` does.

    Only public facts are read from `state`: whose turn it is, the seat's observation and its
    legal actions. The sampler rebuilds states from the observation alone.
    """
    mover = state.to_move()
    if mover != seat:
        raise ValueError(f"seat {seat} is not to move (seat {mover} is)")
    observation = state.observe(seat)
    legal = state.legal_actions()
    return agent.choose(
        observation, legal, lambda rng: spec.from_observation(observation, rng), cancel
    )
