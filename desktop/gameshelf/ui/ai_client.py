"""The window's side of the AI worker process: send a request, get the move back as a signal.

The worker is a spawned process (see gameshelf.ai.worker), so the search never holds the GUI's
GIL. Every request has an id; `cancel()` stops the one in flight and its late answer is dropped.
"""

from __future__ import annotations

import json
import multiprocessing
import threading
from typing import Any

from PySide6.QtCore import QObject, Signal

from ..ai import worker
from ..engine import Action, GameSpec, State


class AiClient(QObject):
    """Emits `answered(request_id, action)` or `failed(request_id, message)` on the GUI thread."""

    answered = Signal(int, object)
    failed = Signal(int, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        context = multiprocessing.get_context("spawn")
        self._cancelled_up_to = context.Value("q", 0)
        self._conn, child = context.Pipe()
        self._process = context.Process(
            target=worker.serve, args=(child, self._cancelled_up_to), daemon=True,
            name="gameshelf-ai",
        )
        self._process.start()
        child.close()
        self._next_id = 0
        self._waiting: int | None = None
        self._send_lock = threading.Lock()
        self._reader = threading.Thread(target=self._read, daemon=True, name="gameshelf-ai-read")
        self._reader.start()

    def request(self, spec: GameSpec, state: State, seat: int, level: str, seed: int,
                iterations: int | None = None) -> int:
        """Ask for `seat`'s move in `state` (only its observation and legal actions are sent)."""
        self.cancel()
        self._next_id += 1
        request_id = self._next_id
        message: dict[str, Any] = {
            "id": request_id,
            "game": spec.id,
            "seat": seat,
            "level": level,
            "seed": seed,
            "iterations": iterations,
            "observation": dict(state.observe(seat).data),
            "legal": [a.to_dict() for a in state.legal_actions()],
        }
        self._waiting = request_id
        with self._send_lock:
            self._conn.send_bytes(json.dumps(message).encode("utf-8"))
        return request_id

    @property
    def busy(self) -> bool:
        return self._waiting is not None

    def cancel(self) -> None:
        """Stop the request in flight; its answer, when it comes, is dropped."""
        if self._waiting is not None:
            self._cancelled_up_to.value = self._waiting
            self._waiting = None

    def close(self) -> None:
        self.cancel()
        try:
            with self._send_lock:
                self._conn.send_bytes(b'{"op": "stop"}')
        except OSError:
            pass
        self._process.join(timeout=2)
        if self._process.is_alive():
            self._process.terminate()
        self._reader.join(timeout=2)  # the worker's end closed: the reader sees EOF and stops
        self._conn.close()

    def _read(self) -> None:
        while True:
            try:
                answer = json.loads(self._conn.recv_bytes())
            except (EOFError, OSError):
                return
            request_id = answer.get("id")
            if request_id != self._waiting:
                continue  # a stale answer to a cancelled request
            self._waiting = None
            if "error" in answer:
                self.failed.emit(request_id, answer["error"])
            else:
                self.answered.emit(request_id, Action.from_dict(answer["action"]))
