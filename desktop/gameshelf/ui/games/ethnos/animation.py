"""Brief slides after a move: each card glides from where it was to where it now lies.

The scene is rebuilt after every move, so the animator compares card positions before and after
("first, last, invert, play"): a card seen before slides from its old place, a card nobody saw
comes from its owner's hand or from the deck. Every slide is at most 300 ms and never blocks.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QEasingCurve, QObject, QPointF, QVariantAnimation
from PySide6.QtWidgets import QGraphicsItem

from ....engine import Event
from .card_items import CardItem
from .scene import EthnosScene

MAX_MS = 300


class BoardAnimator(QObject):
    def __init__(self, scene: EthnosScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.duration_ms = 240
        self._running: list[QVariantAnimation] = []
        self._ghosts: list[QGraphicsItem] = []

    def set_duration(self, ms: int) -> None:
        self.duration_ms = max(0, min(ms, MAX_MS))

    @property
    def active(self) -> bool:
        return bool(self._running)

    def stop(self) -> None:
        """Finish at once (before the scene is rebuilt, or when the player clicks)."""
        for animation in list(self._running):
            animation.setCurrentTime(animation.duration())  # ends it: cards land in place
        for animation in self._running:
            animation.stop()
        self._running = []
        for ghost in self._ghosts:
            if ghost.scene() is not None:
                self.scene.removeItem(ghost)
        self._ghosts = []

    def snapshot(self) -> dict[int, tuple[QPointF, float]]:
        return self.scene.card_positions()

    def animate(self, before: dict[int, tuple[QPointF, float]], events: Iterable[Event]) -> None:
        """Slide the rebuilt scene's cards in from their old places."""
        events = list(events)
        if self.duration_ms <= 0 or not events or not before:
            return
        if any(e.key in ("ethnos.age_start", "ethnos.age_end") for e in events):
            return  # a whole new deal: sliding every card would only blur it
        scene = self.scene
        deck = scene.deck_item.pos() if scene.deck_item is not None else QPointF()
        origin: dict[int, QPointF] = {}
        for event in events:
            anchor = scene.hand_anchor.get(event.seat) if event.seat is not None else None
            if anchor is None:
                continue
            # Cards nobody saw in a hand come out of that hand: discarded, led, added.
            cards = list(event.args.get("cards", ())) if event.key in (
                "ethnos.discard", "ethnos.band") else []
            if event.key in ("ethnos.leader", "ethnos.add_ally"):
                cards.append(event.args["card"])
            for card in cards:
                origin.setdefault(card, anchor)
            drawn = event.key in ("ethnos.recruit_deck", "ethnos.wizard_draw")
            if drawn and event.seat != self._viewer_seat():
                self._ghost(deck, anchor, int(event.args.get("count", 1)))
        for items in (scene.hand_items, scene.market_items, scene.known_items):
            for card, item in items.items():
                start = before.get(card, (origin.get(card, deck), 1.0))[0]
                self._slide(item, start, item.pos())
        for _, band, cards in scene.band_items:
            starts = [before[c][0] for c in cards if c in before]
            start = starts[0] if starts else next((origin[c] for c in cards if c in origin), None)
            if start is not None:
                self._slide(band, start, band.pos())

    def _viewer_seat(self) -> int | None:
        for item in self.scene.hand_items.values():
            return item.seat
        return None

    def _ghost(self, start: QPointF, end: QPointF, count: int) -> None:
        for i in range(min(count, 3)):
            ghost = CardItem(None, None, "ghost", None, mini=True)
            ghost.setZValue(1500)
            self.scene.addItem(ghost)
            self._ghosts.append(ghost)
            self._slide(ghost, start + QPointF(i * 6, 0), end, remove=True)

    def _slide(self, item: QGraphicsItem, start: QPointF, end: QPointF,
               remove: bool = False) -> None:
        if (start - end).manhattanLength() < 2:
            return
        animation = QVariantAnimation(self)
        animation.setDuration(self.duration_ms)
        animation.setStartValue(QPointF(start))
        animation.setEndValue(QPointF(end))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        item.setPos(start)

        def step(value: QPointF) -> None:
            item.setPos(value)

        def done() -> None:
            if animation in self._running:
                self._running.remove(animation)
            if remove and item.scene() is not None:
                self.scene.removeItem(item)
                if item in self._ghosts:
                    self._ghosts.remove(item)
            elif not remove:
                item.setPos(end)

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        self._running.append(animation)
        animation.start()
