"""Stand-ins for the AI process where no search is wanted: screenshots, tests and benchmarks.

They have AiClient's signals and methods, so a GameController drives them the same way.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ..engine import Action


class OfflineAi(QObject):
    """Nobody will ask it anything (screenshots of a position played up to)."""

    answered = Signal(int, object, list)
    failed = Signal(int, str)
    busy = False

    def request(self, *args: object, **kwargs: object) -> int:
        return 0

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


class ScriptedAi(QObject):
    """The AI seats play whatever the caller hands to `answer()`, at once."""

    answered = Signal(int, object, list)
    failed = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.waiting: int | None = None
        self._next = 0

    @property
    def busy(self) -> bool:
        return self.waiting is not None

    def request(self, *args: object, **kwargs: object) -> int:
        self._next += 1
        self.waiting = self._next
        return self._next

    def answer(self, action: Action, top: list[tuple[Action, float]] | None = None) -> None:
        """Answer the request waiting with `action`, and `top` as the moves the search liked
        best (none by default, as from a level that does not search)."""
        request, self.waiting = self.waiting, None
        assert request is not None, "no AI request to answer"
        self.answered.emit(request, action, top or [])

    def cancel(self) -> None:
        self.waiting = None

    def close(self) -> None:
        pass
