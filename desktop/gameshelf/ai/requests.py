"""What the app sends the AI worker for one decision: the seat's observation and its legal
actions, and nothing else of the state (tests/ai/test_honesty.py checks it)."""

from __future__ import annotations

from typing import Any

from ..engine import GameSpec, State
from .base import canonical_order


def request_message(spec: GameSpec, state: State, seat: int, level: str, seed: int,
                    iterations: int | None = None) -> dict[str, Any]:
    """The worker's request for `seat`'s move in `state`, without the request id.

    The legal actions go in canonical order: the order a game lists them in may follow hidden
    facts (the order cards were drawn)."""
    return {
        "game": spec.id,
        "seat": seat,
        "level": level,
        "seed": seed,
        "iterations": iterations,
        "observation": dict(state.observe(seat).data),
        "legal": [action.to_dict() for action in canonical_order(state.legal_actions())],
    }
