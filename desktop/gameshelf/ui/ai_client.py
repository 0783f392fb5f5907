"""The window's side of the AI worker process: send a request, get the move back as a signal.

The worker is a spawned process (see gameshelf.ai.worker), so the search never holds the GUI's
GIL. Every request has an id; `cancel()` stops the one in flight and its late answer is dropped.

The worker may die (killed, out of memory). Its reader thread then sees the pipe close and tells
the GUI thread, which starts a new worker and sends it the request in flight again; a request is
sent at most `TRIES` times, and `failed` says so when none of them was answered. All the
client's state lives on the GUI thread: the reader threads only pass on what they receive.
"""

from __future__ import annotations

import contextlib
import functools
import json
import multiprocessing
import threading
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from typing import Any

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from ..ai import requests, worker
from ..engine import Action, GameSpec, State

# The worker a request was first sent to, and one new worker if that one dies.
TRIES = 2


@dataclass(slots=True)
class _Request:
    id: int
    payload: bytes
    tries: int = 0


@dataclass(slots=True)
class _Worker:
    generation: int
    process: BaseProcess
    conn: Connection
    reader: threading.Thread


class AiClient(QObject):
    """Emits `answered(request_id, action, top)` or `failed(request_id, message)` on the GUI
    thread; `top` is the search's most-visited moves as (action, share of the root's visits),
    most visited first (empty for a level that does not search)."""

    answered = Signal(int, object, list)
    failed = Signal(int, str)
    # From a reader thread, queued to the GUI thread.
    _received = Signal(object)  # a worker's answer
    _lost = Signal(int)  # the pipe of the worker of that generation closed: it is gone

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._context = multiprocessing.get_context("spawn")
        # Shared by every worker this client starts, so a new one knows what was cancelled.
        self._cancelled_up_to = self._context.Value("q", 0, lock=False)
        self._received.connect(self._on_received, Qt.ConnectionType.QueuedConnection)
        self._lost.connect(self._on_lost, Qt.ConnectionType.QueuedConnection)
        self._next_id = 0
        self._generation = 0
        self._in_flight: _Request | None = None
        self._worker: _Worker | None = None
        self._start_worker()

    def request(self, spec: GameSpec, state: State, seat: int, level: str, seed: int,
                iterations: int | None = None) -> int:
        """Ask for `seat`'s move in `state` (only its observation and legal actions are sent).
        Never raises for a dead worker: the answer or `failed` comes later, as a signal."""
        self.cancel()
        self._next_id += 1
        message = {"id": self._next_id,
                   **requests.request_message(spec, state, seat, level, seed, iterations)}
        request = _Request(self._next_id, json.dumps(message).encode("utf-8"))
        self._in_flight = request
        if not self._deliver(request):
            # After the caller has the id, as every other answer comes.
            QTimer.singleShot(0, self, functools.partial(self._give_up, request))
        return request.id

    @property
    def busy(self) -> bool:
        return self._in_flight is not None

    @property
    def worker_pid(self) -> int | None:
        """The worker process's id; None while there is none (the next request starts one)."""
        return None if self._worker is None else self._worker.process.pid

    def cancel(self) -> None:
        """Stop the request in flight; its answer, when it comes, is dropped."""
        if self._in_flight is not None:
            self._cancelled_up_to.value = self._in_flight.id
            self._in_flight = None

    def close(self) -> None:
        self.cancel()
        current, self._worker = self._worker, None
        if current is None:
            return
        with contextlib.suppress(OSError):
            current.conn.send_bytes(b'{"op": "stop"}')
        current.process.join(timeout=2)
        self._end(current)

    # -- the worker's life --------------------------------------------------------------------

    def _start_worker(self) -> bool:
        """False when the system refuses a pipe or a process (out of them, or of memory)."""
        self._generation += 1
        try:
            conn, child = self._context.Pipe()
        except OSError:
            return False
        process = self._context.Process(
            target=worker.serve, args=(child, self._cancelled_up_to), daemon=True,
            name="gameshelf-ai",
        )
        try:
            process.start()
        except OSError:
            conn.close()
            return False
        finally:
            child.close()
        reader = threading.Thread(target=self._read, args=(conn, self._generation), daemon=True,
                                  name="gameshelf-ai-read")
        reader.start()
        self._worker = _Worker(self._generation, process, conn, reader)
        return True

    def _stop_worker(self) -> None:
        current, self._worker = self._worker, None
        if current is not None:
            self._end(current)

    @staticmethod
    def _end(current: _Worker) -> None:
        """Make sure the worker is gone, then close its pipe once its reader has seen the end."""
        if current.process.is_alive():
            current.process.kill()
        current.process.join(timeout=2)
        current.reader.join(timeout=2)
        current.conn.close()

    def _deliver(self, request: _Request) -> bool:
        """Send `request` to a live worker, starting one where there is none; False once all
        its tries are spent (each worker it went to died, or none could start or take it)."""
        while request.tries < TRIES:
            request.tries += 1
            if self._worker is None or not self._worker.process.is_alive():
                self._stop_worker()
                if not self._start_worker():
                    continue
            assert self._worker is not None
            try:
                self._worker.conn.send_bytes(request.payload)
                return True
            except OSError:
                self._stop_worker()
        return False

    def _give_up(self, request: _Request) -> None:
        if self._in_flight is request:
            self._in_flight = None
            self.failed.emit(request.id, self.tr("the AI's process stopped and could not be"
                                                 " started again"))

    # -- on the GUI thread, what the reader threads pass on -----------------------------------

    def _on_received(self, answer: dict[str, Any]) -> None:
        request = self._in_flight
        if request is None or answer.get("id") != request.id:
            return  # a stale answer to a cancelled request
        self._in_flight = None
        if "error" in answer:
            self.failed.emit(request.id, answer["error"])
        else:
            top = [(Action.from_dict(entry["action"]), float(entry["share"]))
                   for entry in answer.get("top", [])]
            self.answered.emit(request.id, Action.from_dict(answer["action"]), top)

    def _on_lost(self, generation: int) -> None:
        if self._worker is None or self._worker.generation != generation:
            return  # that worker was already replaced, or the client closed
        self._stop_worker()
        request = self._in_flight
        if request is not None and not self._deliver(request):
            self._give_up(request)
        # With nothing in flight, the next request starts a new worker.

    # -- the reader thread --------------------------------------------------------------------

    def _read(self, conn: Connection, generation: int) -> None:
        while True:
            try:
                answer = json.loads(conn.recv_bytes())
            except (EOFError, OSError, ValueError):
                self._lost.emit(generation)
                return
            self._received.emit(answer)
