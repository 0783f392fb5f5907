"""The game controller: one Match, its AI seats, autosave, undo and pass-and-play hand-offs.

Views never change a game themselves: they read observations and legal actions from here and
call `play()` with one of those actions. The controller tells them what changed by signals.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Action, Event, GameSpec, IllegalActionError, Match, Observation, State
from ..engine.match import write_atomic
from .ai_client import AiClient

AI_DELAY_MS = {"slow": 900, "normal": 350, "fast": 0}
HINT_LEVEL = "normal"


@dataclass(frozen=True, slots=True)
class LogEntry:
    number: int  # 1-based action number that produced the event (0: set-up)
    seat: int | None  # the seat that acted
    event: Event


class GameController(QObject):
    changed = Signal(list)  # the new LogEntry items
    thinking = Signal(int)  # the AI seat now thinking, or -1 when none is
    handoff = Signal(int)  # pass-and-play: hide the board until this seat's player is ready
    # An Action suggested for the human to move, and the moves the search liked best as
    # (action, share of its visits), most visited first (empty when there was no search).
    hint_ready = Signal(object, list)
    hint_failed = Signal(str)
    ai_failed = Signal(str)  # the AI seat to move has no move: `retry_ai()` asks again
    game_over = Signal()

    def __init__(self, match: Match, ai: AiClient, autosave: Path | None = None,
                 ai_speed: str = "normal", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.match = match
        self.ai = ai
        self.autosave_path = autosave
        self.ai_speed = ai_speed
        self.confirm_end_turn = False  # ask before a move that hands the turn on (a setting)
        # Undo may go back past a move that showed a human a hidden card (a setting: the
        # shuffle stays the same, so the player could see what comes).
        self.casual_undo = False
        self.log: list[LogEntry] = []
        self.viewer = self._first_human()
        self._awaiting_handoff = False
        self._ai_request: int | None = None
        self._hint_request: int | None = None
        self._pending_ai_action: Action | None = None
        self._ai_stopped = False
        self._ai_timer = QTimer(self)
        self._ai_timer.setSingleShot(True)
        self._ai_timer.timeout.connect(self._play_ai_action)
        ai.answered.connect(self._on_answer)
        ai.failed.connect(self._on_failure)
        self._replay(len(match.actions))

    # -- what views read ----------------------------------------------------------------------

    @property
    def spec(self) -> GameSpec:
        return self.match.spec

    @property
    def state(self) -> State:
        """For views that read public facts only (whose turn, is it over); draw observations."""
        return self.match.state

    def seat_is_human(self, seat: int) -> bool:
        return self.match.seats[seat].kind == "human"

    @property
    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.match.seats) if seat.kind == "human"]

    def observation(self) -> Observation:
        """What the current viewer may see (a human seat; seat 0 when all seats are AI)."""
        return self.match.state.observe(self.viewer)

    @property
    def ai_stopped(self) -> bool:
        """The AI seat to move failed to answer, and nobody is thinking until `retry_ai()`."""
        return self._ai_stopped

    def human_to_move(self) -> int | None:
        seat = self.match.state.to_move()
        if seat is None or not self.seat_is_human(seat) or self._awaiting_handoff:
            return None
        return seat

    def legal_actions(self) -> list[Action]:
        """The actions the viewer may take now; empty while an AI or another player decides."""
        seat = self.human_to_move()
        if seat is None or seat != self.viewer:
            return []
        return self.match.state.legal_actions()

    def preview(self, actions: list[Action]) -> tuple[list[Action], int | None]:
        """Try the viewer's `actions` one after another on a copy of the game.

        Returns the legal actions after them and None, or ([], i) where actions[i] is the first
        that would be illegal. Views use it to light up legal targets of a multi-step move.
        """
        if not actions:
            return self.legal_actions(), None
        if self.human_to_move() != self.viewer:
            return [], 0
        copy = self.match.state.clone()
        for index, action in enumerate(actions):
            if copy.to_move() != self.viewer or not copy.is_legal(action):
                return [], index
            copy.apply(action)
        if copy.to_move() != self.viewer:
            return [], None
        return copy.legal_actions(), None

    def ends_turn(self, actions: list[Action]) -> bool:
        """Whether playing `actions` would hand the decision to someone else (or end the game)."""
        if self.human_to_move() != self.viewer:
            return False
        copy = self.match.state.clone()
        for action in actions:
            if copy.to_move() != self.viewer or not copy.is_legal(action):
                return False
            copy.apply(action)
        return copy.to_move() != self.viewer

    def play_sequence(self, actions: list[Action]) -> None:
        """Several decisions of the viewer in a row (e.g. leader, allies, kingdom), checked first
        as a whole so that nothing is played unless every step is legal."""
        _, bad = self.preview(actions)
        if bad is not None:
            raise IllegalActionError(f"{actions[bad]} is not legal at that point")
        for action in actions:
            self.play(action)

    # -- playing ------------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or resume) play: hand off or ask the AI as the position requires."""
        self._advance()

    def play(self, action: Action) -> None:
        """A human decision. Raises IllegalActionError (and changes nothing) if not legal now."""
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not one of your legal actions now")
        self._apply(action)

    def confirm_handoff(self) -> None:
        if self._awaiting_handoff:
            self._awaiting_handoff = False
            self.changed.emit([])

    def retry_ai(self) -> None:
        """Ask the AI seat to move again after it failed (the player chose to try again)."""
        if self._ai_stopped:
            self._advance()

    def request_hint(self) -> bool:
        """Ask the AI for the human's move; `hint_ready` or `hint_failed` follows. False (and
        nothing asked) when no human is to move or the AI is busy."""
        seat = self.human_to_move()
        if seat is None or self.ai.busy:
            return False
        self._hint_request = self.ai.request(
            self.spec, self.match.state, seat, HINT_LEVEL, self._decision_seed()
        )
        return True

    def _drop_hint_request(self) -> None:
        """The position changed: a hint on the way would be for the one before."""
        if self._hint_request is not None:
            self._hint_request = None
            self.ai.cancel()

    def can_undo(self) -> bool:
        return self._undo_target() is not None

    def undo_refused_for_reveal(self) -> bool:
        """Undo would take back the human's last decision but for a move since, or that one,
        that showed a human a hidden card (and casual undo is off)."""
        start = self._last_decision()
        return start is not None and not self.casual_undo and any(self._revealed[start:])

    def undo(self) -> None:
        target = self._undo_target()
        if target is None:
            return
        self.ai.cancel()
        self._hint_request = None
        self._ai_timer.stop()
        self._pending_ai_action = None
        self._replay(target)
        self._autosave()
        self.changed.emit([])
        self._advance()

    def _undo_target(self) -> int | None:
        start = self._last_decision()
        if start is None or self.undo_refused_for_reveal():
            return None
        return start

    def _last_decision(self) -> int | None:
        """Where undo would go back to: before the human's last decision. Against AI: any
        earlier human decision. With several humans (pass-and-play), only within the current
        player's own unbroken run of decisions. Never once the game is over: a finished game
        stays finished. (Whether a reveal stands in the way is `undo_refused_for_reveal`.)"""
        if self.match.state.is_over():
            return None
        actors = self.match.actors
        humans = self.human_seats
        if not humans or not actors:
            return None
        if len(humans) == 1:
            for index in range(len(actors) - 1, -1, -1):
                if actors[index] == humans[0]:
                    return index
            return None
        seat = actors[-1]
        if not self.seat_is_human(seat) or seat != self.match.state.to_move():
            return None
        return len(actors) - 1

    # -- saving -------------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        self.match.save(path)

    def _autosave(self) -> None:
        if self.autosave_path is not None:
            write_atomic(self.autosave_path, self.match.dumps())

    # -- the machinery ------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        self._drop_hint_request()
        seat = self.match.state.to_move()
        number = len(self.match.actions) + 1
        events, revealed = self.match.apply_revealing(action, self.human_seats)
        self._revealed.append(revealed)
        entries = [LogEntry(number, seat, e) for e in events]
        self.log += entries
        self._autosave()
        self.changed.emit(entries)
        self._advance()

    def _advance(self) -> None:
        self._ai_stopped = False
        state = self.match.state
        if state.is_over():
            self.thinking.emit(-1)
            self.game_over.emit()
            return
        seat = state.to_move()
        assert seat is not None
        if self.seat_is_human(seat):
            self.thinking.emit(-1)
            if seat != self.viewer and len(self.human_seats) > 1:
                self.viewer = seat
                self._awaiting_handoff = True
                self.handoff.emit(seat)
            self.viewer = seat
            return
        level = self.match.seats[seat].level or "easy"
        self.thinking.emit(seat)
        self._ai_request = self.ai.request(
            self.spec, state, seat, level, self._decision_seed()
        )

    def _decision_seed(self) -> int:
        # From the match's AI seed, never the game's: the worker must not work back to the deal.
        return (self.match.ai_seed * 1_000_003 + len(self.match.actions)) % (2**63)

    def _on_answer(self, request_id: int, action: Action,
                   top: list[tuple[Action, float]]) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self.hint_ready.emit(action, top)
            return
        if request_id != self._ai_request:
            return
        self._ai_request = None
        self._pending_ai_action = action
        self._ai_timer.start(AI_DELAY_MS.get(self.ai_speed, 350))

    def _play_ai_action(self) -> None:
        action, self._pending_ai_action = self._pending_ai_action, None
        if action is None:
            return
        seat = self.match.state.to_move()
        if seat is None or self.seat_is_human(seat) or not self.match.state.is_legal(action):
            self._stop_ai(f"the AI proposed {action}, which is not legal now")
            return
        self._apply(action)

    def _on_failure(self, request_id: int, message: str) -> None:
        if request_id == self._hint_request:
            self._hint_request = None
            self.hint_failed.emit(message)
        elif request_id == self._ai_request:
            self._ai_request = None
            self._stop_ai(message)

    def _stop_ai(self, message: str) -> None:
        """Nobody is thinking any more: say so, and why, and wait for `retry_ai()`."""
        self._ai_stopped = True
        self.thinking.emit(-1)
        self.ai_failed.emit(message)

    def close(self) -> None:
        """Stop for good: the window is dropping this game. Cancels the AI and stops listening
        to the client, which outlives the controller (one per app)."""
        self.ai.cancel()
        self._ai_timer.stop()
        self._pending_ai_action = None
        self._ai_request = self._hint_request = None
        self.ai.answered.disconnect(self._on_answer)
        self.ai.failed.disconnect(self._on_failure)

    def skip_ai_delay(self) -> None:
        """Play the AI's move now instead of after its short pause (the player clicked)."""
        if self._ai_timer.isActive():
            self._ai_timer.stop()
            self._play_ai_action()

    def _first_human(self) -> int:
        humans = [i for i, seat in enumerate(self.match.seats) if seat.kind == "human"]
        return humans[0] if humans else 0

    def _replay(self, count: int) -> None:
        """Replay the first `count` actions into a fresh match, rebuilding the log and reveal
        flags on the way (one pass serves both a new controller and an undo)."""
        replay = Match.new(self.match.spec, self.match.seats, self.match.seed, self.match.options,
                           self.match.ai_seed)
        self.log = [LogEntry(0, None, e) for e in self.spec.setup_events(replay.state)]
        # Per action: whether it showed a human seat a hidden card or what chance decided.
        self._revealed: list[bool] = []
        humans = self.human_seats
        for number, action in enumerate(self.match.actions[:count], start=1):
            seat = replay.state.to_move()
            events, revealed = replay.apply_revealing(action, humans)
            self._revealed.append(revealed)
            self.log += [LogEntry(number, seat, e) for e in events]
        self.match = replay
