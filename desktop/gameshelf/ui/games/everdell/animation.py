"""What another player's (or Rugwort's) move changed: cards glide from where they were (a card
played from a hidden hand, from its player's panel), and the cards and places that changed glow
for a moment. Every slide is at most 300 ms and a click on the board ends it at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QTimer, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from .scene import EverdellScene

MAX_MS = 300
GLOW_MS = 2600
TRAVEL_Z = 60.0  # a card coming from a hidden hand passes over the tiles on its way


class BoardAnimator(QObject):
    def __init__(self, scene: EverdellScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.duration_ms = 240
        self._running: list[QVariantAnimation] = []
        self.changed: set[tuple[str, Any]] = set()  # ("card", inst) / ("place", id)
        self._glow_timer = QTimer(self)
        self._glow_timer.setSingleShot(True)
        self._glow_timer.timeout.connect(self.clear_changed)
        self.on_clear: Any = None

    def set_duration(self, ms: int) -> None:
        self.duration_ms = max(0, min(ms, MAX_MS))

    @property
    def active(self) -> bool:
        return bool(self._running)

    def stop(self) -> None:
        for animation in list(self._running):
            animation.setCurrentTime(animation.duration())
        for animation in self._running:
            animation.stop()
        self._running = []

    def snapshot(self) -> dict[str, Any]:
        scene = self.scene
        return {
            "cards": scene.card_positions(),
            "zones": dict(scene.card_zone),
            "places": {pid: item.workers for pid, item in scene.place_items.items()},
            "city": {inst: (*item.workers, item.tokens)
                     for inst, item in scene.card_items.items()
                     if scene.card_zone.get(inst) == "city"},
        }

    def mark_changes(self, before: dict[str, Any]) -> None:
        """Remember what differs from `before` (the view lights it after the rebuild)."""
        if not before:
            return
        scene = self.scene
        changed: set[tuple[str, Any]] = set()
        for inst, zone in scene.card_zone.items():
            if zone == "city" and (before["zones"].get(inst) != "city" or before["city"].get(
                    inst) != (*scene.card_items[inst].workers, scene.card_items[inst].tokens)):
                changed.add(("card", inst))
        for place_id, item in scene.place_items.items():
            if before["places"].get(place_id) != item.workers:
                changed.add(("place", place_id))
        self.changed = changed
        if changed:
            self._glow_timer.start(GLOW_MS)

    def clear_changed(self) -> None:
        self._glow_timer.stop()
        if self.changed:
            self.changed = set()
            if self.on_clear is not None:
                self.on_clear()

    def animate(self, before: dict[str, Any], players: dict[str, int] | None = None) -> None:
        """Slide the rebuilt scene's cards in from their old places; a card new to a city
        (played from a hand the viewer does not see) from the panel of whoever played it
        (`players`: card id -> row; else the city's own row)."""
        if self.duration_ms <= 0 or not before:
            return
        old = before["cards"]
        scene = self.scene
        for inst, item in scene.card_items.items():
            if inst in old:
                self._slide(item, old[inst][0], item.pos())
            elif scene.card_zone.get(inst) == "city" and item.seat is not None:
                row = (players or {}).get(scene.face(inst).card_id, item.seat)
                start = scene.hand_origin(row, item.width, item.height)
                self._slide(item, start, item.pos(), TRAVEL_Z)

    def _slide(self, item: QGraphicsItem, start: QPointF, end: QPointF,
               z: float | None = None) -> None:
        if (start - end).manhattanLength() < 2:
            return
        animation = QVariantAnimation(self)
        animation.setDuration(self.duration_ms)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setPos(start)
        resting_z = item.zValue()
        if z is not None:
            item.setZValue(z)  # over the tiles it passes
        animation.valueChanged.connect(item.setPos)

        def done() -> None:
            if animation in self._running:
                self._running.remove(animation)
            item.setPos(end)
            item.setZValue(resting_z)

        animation.finished.connect(done)
        self._running.append(animation)
        animation.start()
