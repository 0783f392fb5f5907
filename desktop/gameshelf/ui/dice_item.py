"""One die on a board, for any game that rolls dice (Champions of Midgard, Reavers of Midgard).

A die is drawn by us: a rounded square in its kind's colour, its face shown by marks made from
the face's values (one weapon mark per hit, a round shield per shield, nothing on a blank), so
a game's data names the faces and no image is needed. It is a piece like a card (the Ethnos
card item's dragging, clicking and snapping back), so a board's interaction handles it as it
handles cards: `card` is the die's index in its group, `zone` where it lies. A `selectable`
die toggles its selection on a click (a reroll's choice), shown by a gold ring. `roll` tumbles
it through its faces for a moment and stops on the face rolled; `finish` ends that at once.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from .games.ethnos.card_items import CardHandler, CardItem
from .games.ethnos.render import GOLD, glow_pen

DIE_SIZE = 44.0
ROLL_MS = 420  # at most: a roll is a short tumble, skippable
TUMBLE_MS = 70  # a new face this often while it tumbles
GLOW = 6.0

# A die's colour by kind; a kind the table does not name gets a steady colour of its own.
KIND_COLOURS = {
    "swordsman": QColor("#f4f1e8"),  # white
    "spearman": QColor("#b8322a"),  # red
    "axeman": QColor("#25221f"),  # black
    # Reavers of Midgard: the crew dice by clan colour, and the combat die.
    "red": QColor("#b8322a"),
    "yellow": QColor("#e0b02a"),
    "blue": QColor("#2f62a8"),
    "combat": QColor("#f4f1e8"),
}


def kind_colour(kind: str) -> QColor:
    colour = KIND_COLOURS.get(kind)
    if colour is not None:
        return QColor(colour)
    hue = sum(map(ord, kind)) * 47 % 360
    return QColor.fromHsv(hue, 150, 190)


def ink_on(colour: QColor) -> QColor:
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#1b1b1b") if luminance > 0.55 else QColor("#f7f3ea")


@dataclass(frozen=True, slots=True)
class DieFace:
    """What one face shows: its data name and its values (`hits`, `shields`), or a `mark`
    drawn alone ("chest", "ship", "clan": Reavers' Treasure Chest, Ship and clan faces;
    "blank": a dash, for a blank that must read as one)."""

    name: str
    hits: int = 0
    shields: int = 0
    mark: str = ""


BLANK = DieFace("blank")


class DieItem(CardItem):
    """One die of `kind` showing `face`. `faces` are the faces it may show (its tumble)."""

    HIGHLIGHTS: ClassVar[tuple[str, ...]] = ("glow", "selected", "dimmed")

    def __init__(self, index: int, kind: str, face: DieFace | None, zone: str,
                 handler: CardHandler | None = None, faces: Sequence[DieFace] = (),
                 size: float = DIE_SIZE, seat: int | None = None) -> None:
        super().__init__(index, None, zone, handler, seat=seat)
        self.kind = kind
        self.face_shown = face  # None: a die not rolled (its kind's mark only)
        self.faces = tuple(faces)
        self.width = self.height = size
        self.selectable = False
        self.tilt = 0.0  # degrees, while tumbling
        self._rolling: QVariantAnimation | None = None
        self._final: DieFace | None = None

    # -- appearance ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-GLOW - 4, -GLOW - 4, self.width + 2 * GLOW + 8, self.height + 2 * GLOW + 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self.rect(), self.width * 0.18, self.width * 0.18)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        radius = self.width * 0.18
        if self.tilt:
            painter.translate(rect.center())
            painter.rotate(self.tilt)
            painter.translate(-rect.center())
        glow = self.glow
        if glow is not None:
            painter.setPen(glow_pen(glow, GLOW - 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), radius + 3, radius + 3)
        colour = kind_colour(self.kind)
        painter.setPen(QPen(colour.darker(170) if colour.lightness() > 60 else QColor("#8d8a84"),
                            1.6))
        painter.setBrush(colour)
        painter.drawRoundedRect(rect, radius, radius)
        ink = ink_on(colour)
        if self.face_shown is None:
            paint_kind_pip(painter, rect, ink)
        else:
            paint_face(painter, rect, self.face_shown, ink)
        if self.selected:
            painter.setPen(QPen(GOLD, 3.5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 5, radius + 5)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 34, 140))
            painter.drawRoundedRect(rect, radius, radius)

    # -- the mouse: a selectable die toggles on a click ----------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is None and self.selectable and \
                event.button() == Qt.MouseButton.LeftButton:
            event.accept()
            return
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is None:
            if self.selectable and event.button() == Qt.MouseButton.LeftButton:
                self.toggle()
            return
        super().mouseReleaseEvent(event)

    def toggle(self) -> None:
        if self.selectable:
            self.set_state(selected=not self.selected)

    # -- rolling ------------------------------------------------------------------------------

    @property
    def rolling(self) -> bool:
        return self._rolling is not None

    def roll(self, final: DieFace, duration_ms: int = ROLL_MS) -> None:
        """Tumble for `duration_ms` (at most ROLL_MS; 0: at once), then show `final`."""
        self.finish()
        duration = max(0, min(duration_ms, ROLL_MS))
        if duration <= 0 or len(self.faces) < 2:
            self._show(final)
            return
        self._final = final
        shown = random.Random(id(self))  # what it shows on the way is not the roll
        animation = QVariantAnimation(self.scene())  # it goes with the scene's items
        animation.setDuration(duration)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        last = [-1]

        def step(value: float) -> None:
            tick = int(animation.currentTime() // TUMBLE_MS)
            if tick != last[0]:
                last[0] = tick
                self.face_shown = shown.choice(self.faces)
            self.tilt = (1.0 - float(value)) * (28.0 if tick % 2 else -28.0)
            self.update()

        animation.valueChanged.connect(step)
        animation.finished.connect(self.finish)
        self._rolling = animation
        animation.start()

    def finish(self) -> None:
        """End a roll now, on its face."""
        animation, self._rolling = self._rolling, None
        if animation is not None:
            animation.stop()
        if self._final is not None:
            final, self._final = self._final, None
            self._show(final)

    def _show(self, face: DieFace) -> None:
        self.face_shown = face
        self.tilt = 0.0
        self.update()


def paint_face(painter: QPainter, rect: QRectF, face: DieFace, ink: QColor) -> None:
    """A face's marks: a weapon per hit (side by side), a shield per shield, or its own mark;
    blank: none."""
    if face.mark:
        cell = rect.width() * 0.62
        centre = rect.center()
        paint_mark(painter, QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell),
                   face.mark, ink)
        return
    marks = ["hit"] * face.hits + ["shield"] * face.shields
    if not marks:
        return
    count = len(marks)
    cell = rect.width() * (0.62 if count == 1 else 0.46 if count == 2 else 0.34)
    step = (rect.width() - 8) / count
    for index, mark in enumerate(marks):
        centre = QPointF(rect.left() + 4 + step * (index + 0.5), rect.center().y())
        box = QRectF(centre.x() - cell / 2, centre.y() - cell / 2, cell, cell)
        if mark == "hit":
            paint_weapon(painter, box, ink)
        else:
            paint_shield(painter, box, ink)


def paint_weapon(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """A blade upright with its crossguard and hilt."""
    u = box.width() / 10
    cx = box.center().x()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    blade = QPolygonF([QPointF(cx, box.top()), QPointF(cx + 1.3 * u, box.top() + 1.6 * u),
                       QPointF(cx + 1.1 * u, box.top() + 6.6 * u),
                       QPointF(cx - 1.1 * u, box.top() + 6.6 * u),
                       QPointF(cx - 1.3 * u, box.top() + 1.6 * u)])
    painter.drawPolygon(blade)
    painter.drawRoundedRect(QRectF(cx - 3.2 * u, box.top() + 6.6 * u, 6.4 * u, 1.2 * u),
                            0.5 * u, 0.5 * u)
    painter.drawRect(QRectF(cx - 0.6 * u, box.top() + 7.8 * u, 1.2 * u, 1.6 * u))
    painter.drawEllipse(QPointF(cx, box.top() + 9.6 * u), 0.8 * u, 0.8 * u)


def paint_shield(painter: QPainter, box: QRectF, ink: QColor) -> None:
    """A round shield: a ring with its boss."""
    u = box.width() / 10
    centre = box.center()
    painter.setPen(QPen(ink, 1.4 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(centre, 4.3 * u, 4.3 * u)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(ink)
    painter.drawEllipse(centre, 1.5 * u, 1.5 * u)


def paint_mark(painter: QPainter, box: QRectF, mark: str, ink: QColor) -> None:
    """A face's own mark: a treasure chest (a box with its lid and lock), a ship (a hull with
    its mast and sail), a blank face's dash, a clan face (a ring round a star-like knot)."""
    u = box.width() / 10
    left, top = box.left(), box.top()
    painter.setPen(QPen(ink, 1.2 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    if mark == "chest":
        painter.drawRoundedRect(QRectF(left + 1 * u, top + 3 * u, 8 * u, 6 * u), u, u)
        painter.drawLine(QPointF(left + 1 * u, top + 5 * u), QPointF(left + 9 * u, top + 5 * u))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawRect(QRectF(left + 4.3 * u, top + 4.4 * u, 1.4 * u, 2 * u))
    elif mark == "blank":
        painter.setPen(QPen(ink, 1.4 * u, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(QPointF(left + 2.5 * u, top + 5 * u), QPointF(left + 7.5 * u, top + 5 * u))
    elif mark == "ship":
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        painter.drawPolygon(QPolygonF([QPointF(left, top + 6 * u), QPointF(left + 10 * u,
                                                                          top + 6 * u),
                                       QPointF(left + 8 * u, top + 9 * u),
                                       QPointF(left + 2 * u, top + 9 * u)]))
        painter.drawRect(QRectF(left + 4.6 * u, top + 0.5 * u, 0.8 * u, 5.5 * u))
        painter.drawPolygon(QPolygonF([QPointF(left + 5.6 * u, top + 1 * u),
                                       QPointF(left + 9 * u, top + 4.5 * u),
                                       QPointF(left + 5.6 * u, top + 4.5 * u)]))
    else:  # clan: a five-pointed star
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ink)
        c = box.center()
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            radius = 4.8 * u if i % 2 == 0 else 2.0 * u
            points.append(QPointF(c.x() + radius * math.cos(angle),
                                  c.y() + radius * math.sin(angle)))
        painter.drawPolygon(QPolygonF(points))


def paint_kind_pip(painter: QPainter, rect: QRectF, ink: QColor) -> None:
    """A die not rolled yet: a small pip in its middle (the colour tells the kind)."""
    painter.setPen(Qt.PenStyle.NoPen)
    faded = QColor(ink)
    faded.setAlphaF(0.45)
    painter.setBrush(faded)
    painter.drawEllipse(rect.center(), rect.width() * 0.1, rect.width() * 0.1)


__all__ = ["BLANK", "DIE_SIZE", "DieFace", "DieItem", "kind_colour"]
