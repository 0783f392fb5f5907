"""What every board's animator does with another player's move: pieces slide from where they
were to where they are now (short: the app's animation speed, at most `MAX_MS`; a click on
the board ends every slide at once), and what changed glows for a moment (`changed`, lit by
the view until `GLOW_MS` have passed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

GLOW_MS = 2600


class SlideAnimator(QObject):
    MAX_MS = 300

    def __init__(self, scene: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.duration_ms = 240
        self._running: list[QVariantAnimation] = []
        self.changed: set[tuple[str, Any]] = set()  # the board's targets that changed
        self._glow_timer = QTimer(self)
        self._glow_timer.setSingleShot(True)
        self._glow_timer.timeout.connect(self.clear_changed)
        self.on_clear: Callable[[], None] | None = None  # the view's: the glow is over

    def set_duration(self, ms: int) -> None:
        self.duration_ms = max(0, min(ms, self.MAX_MS))

    @property
    def active(self) -> bool:
        return bool(self._running)

    def stop(self) -> None:
        """Every slide at its end now."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.duration())
        for animation in self._running:
            animation.stop()
        self._running = []

    def mark(self, changed: set[tuple[str, Any]]) -> None:
        """Light `changed` for a moment."""
        self.changed = changed
        if changed:
            self._glow_timer.start(GLOW_MS)

    def clear_changed(self) -> None:
        self._glow_timer.stop()
        if self.changed:
            self.changed = set()
            if self.on_clear is not None:
                self.on_clear()

    def slide(self, item: QGraphicsItem, start: QPointF, end: QPointF, z: float | None = None,
              done: Callable[[], None] | None = None) -> None:
        """Move `item` from `start` to `end` (over the board at `z` on its way); `done` runs
        when it arrives, or at once when there is nothing to show."""
        if (start - end).manhattanLength() < 2 or self.duration_ms <= 0:
            item.setPos(end)
            if done is not None:
                done()
            return
        animation = QVariantAnimation(self)
        animation.setDuration(self.duration_ms)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setPos(start)
        resting_z = item.zValue()
        if z is not None:
            item.setZValue(z)  # over the pieces it passes
        animation.valueChanged.connect(item.setPos)

        def finished() -> None:
            if animation in self._running:
                self._running.remove(animation)
            item.setPos(end)
            item.setZValue(resting_z)
            if done is not None:
                done()

        animation.finished.connect(finished)
        self._running.append(animation)
        animation.start()
