"""The AI worker process: it receives an observation and legal actions as JSON, and answers a move.

It runs in a separate process so a search never competes with the window for the GIL. Messages
are JSON (never pickle). Each request carries an id; the UI cancels every request up to an id by
raising a shared counter, and drops answers to requests it no longer waits for.

The counter has no lock: the UI may kill a worker at any moment, and a lock held by a killed
worker would never be released (a 64-bit aligned integer is read and written whole).
"""

from __future__ import annotations

import json
import math
from ctypes import c_longlong
from multiprocessing.connection import Connection
from typing import Any

from ..engine import Action, Observation, get_game
from .base import canonical_order
from .ismcts import ISMCTSAgent
from .levels import make_agent

# The root moves an answer reports with their share of the search (the hint's "other moves").
TOP_MOVES = 3


class CancelUpTo:
    """Looks like a threading.Event to an agent: set once the UI cancels this request's id."""

    def __init__(self, counter: c_longlong, request_id: int) -> None:
        self.counter = counter
        self.request_id = request_id

    def is_set(self) -> bool:
        return self.counter.value >= self.request_id


def choose(request: dict[str, Any], cancel: CancelUpTo | None = None) -> dict[str, Any]:
    """Answer one request: {"id", "game", "seat", "level", "seed", "observation", "legal"}.

    The answer is {"id", "action", "top"}: "top" holds the search's most-visited root moves as
    {"action", "share"} (share of the root's visits, most visited first), and is empty for a
    level that does not search or a move there was nothing to search for."""
    spec = get_game(request["game"])
    observation = Observation(request["game"], request["seat"], request["observation"])
    legal = canonical_order([Action.from_dict(a) for a in request["legal"]])
    agent = make_agent(request["level"], spec, request["seed"],
                       iterations=request.get("iterations"))
    action = agent.choose(
        observation, legal, lambda rng: spec.from_observation(observation, rng), cancel
    )
    stats = agent.last_stats if isinstance(agent, ISMCTSAgent) else None
    top = [] if stats is None else [
        # Rounded down, so the shares still sum to at most 1.
        {"action": move.to_dict(), "share": math.floor(share * 10_000) / 10_000}
        for move, share in stats.shares(action, TOP_MOVES)
    ]
    return {"id": request["id"], "action": action.to_dict(), "top": top}


def serve(conn: Connection, cancelled_up_to: c_longlong) -> None:
    """The worker's loop; ends on {"op": "stop"} or when the UI's end of the pipe closes."""
    while True:
        try:
            request = json.loads(conn.recv_bytes())
        except (EOFError, OSError):
            return
        if request.get("op") == "stop":
            return
        try:
            answer = choose(request, CancelUpTo(cancelled_up_to, request["id"]))
        except Exception as error:  # an engine bug must reach the UI, not kill the worker
            answer = {"id": request.get("id"), "error": f"{type(error).__name__}: {error}"}
        conn.send_bytes(json.dumps(answer).encode("utf-8"))
