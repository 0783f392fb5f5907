"""Painting Champions of Midgard pieces: location and enemy colours, resource glyphs.

Scene units are pixels at 100 % zoom; the board shows at about 66 % in a maximized window on a
1366×768 screen, so READABLE (17) is the smallest text (11 px there). Colour is never the only
cue: every resource has a shape of its own (Food a drumstick, Wood a log, a Coin a disc, Favor a
diamond, Blame a cracked triangle, Glory a star), every enemy colour its name in the tooltip
and its initial on the card. The text and disc helpers are the other boards'.
"""

from __future__ import annotations

import math
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from .. import board_paint
from ..board_paint import CHANGED, READABLE, draw_fitted  # noqa: F401
from ..ethnos.render import (  # noqa: F401  (re-exported for the Champions items)
    GOLD,
    HINT,
    MUTED_TEXT,
    PANEL,
    PANEL_LIGHT,
    PANEL_TEXT,
    TARGET,
    WARNING,
    draw_line,
    font,
    glow_pen,
    paint_disc,
    player_colour,
    text_on,
)

TABLE = QColor("#1b2731")
SEA = QColor("#1d4661")
LOCATION_COLOURS = {
    "brown": QColor("#7a5636"),
    "blue": QColor("#2f5f8f"),
    "red": QColor("#8e2f2a"),
    "economic": QColor("#5f6b2f"),
    "military": QColor("#6e3b57"),
}
ENEMY_COLOURS = {
    "red": QColor("#b23a2e"),
    "blue": QColor("#2d6cb0"),
    "yellow": QColor("#d9a520"),
    None: QColor("#5d6b4a"),  # the Trolls
    "kraken": QColor("#3b2d5c"),
}
# Workers stand out on every dark ground of the board (a light halo round a dark one).
draw_worker = partial(board_paint.draw_worker, grounds=(TABLE, SEA, PANEL))
CARD_BODY = QColor("#f3ecdc")
CARD_TEXT = QColor("#1d1d1d")
BACK = QColor("#4a3a62")
RESOURCES = ("food", "wood", "coin", "favor", "blame", "glory")
RESOURCE_COLOURS = {
    "food": QColor("#d9822b"),
    "wood": QColor("#8d5a2b"),
    "coin": QColor("#f2c94c"),
    "favor": QColor("#5fa8e8"),
    "blame": QColor("#7d1f1f"),
    "glory": QColor("#ffe082"),
}


def enemy_colour(colour: str | None) -> QColor:
    return QColor(ENEMY_COLOURS.get(colour, ENEMY_COLOURS[None]))


def draw_resource(painter: QPainter, resource: str, rect: QRectF) -> None:
    """A resource's glyph in `rect` (drawn on a 100 × 100 grid)."""
    colour = RESOURCE_COLOURS.get(resource, QColor("#888888"))
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / 100.0, rect.height() / 100.0)
    painter.setPen(QPen(colour.darker(190), 6))
    painter.setBrush(colour)
    if resource == "food":  # a drumstick
        painter.drawEllipse(QRectF(30, 8, 60, 56))
        painter.drawRoundedRect(QRectF(16, 58, 18, 34), 8, 8)
        painter.drawLine(QPointF(40, 56), QPointF(26, 66))
    elif resource == "wood":  # a log with its rings
        painter.drawRoundedRect(QRectF(6, 28, 88, 44), 20, 20)
        painter.setBrush(colour.lighter(150))
        painter.drawEllipse(QRectF(66, 30, 26, 40))
    elif resource == "coin":
        painter.drawEllipse(QRectF(10, 10, 80, 80))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QRectF(28, 28, 44, 44))
    elif resource == "favor":  # a diamond
        painter.drawPolygon(QPolygonF([QPointF(50, 4), QPointF(92, 50), QPointF(50, 96),
                                       QPointF(8, 50)]))
    elif resource == "blame":  # a cracked triangle
        painter.drawPolygon(QPolygonF([QPointF(50, 6), QPointF(94, 90), QPointF(6, 90)]))
        painter.setPen(QPen(QColor("#f0d0c0"), 6))
        painter.drawPolyline(QPolygonF([QPointF(50, 30), QPointF(42, 55), QPointF(56, 62),
                                        QPointF(48, 84)]))
    else:  # glory: a star
        points = []
        for i in range(10):
            angle = -math.pi / 2 + i * math.pi / 5
            radius = 46 if i % 2 == 0 else 20
            points.append(QPointF(50 + radius * math.cos(angle), 52 + radius * math.sin(angle)))
        painter.drawPolygon(QPolygonF(points))
    painter.restore()


def draw_amount(painter: QPainter, x: float, y: float, resource: str, amount: int,
                size: float, colour: QColor = PANEL_TEXT) -> float:
    """A resource glyph and its count from (`x`, `y`); returns where the next one goes."""
    draw_resource(painter, resource, QRectF(x, y, size, size))
    text = str(amount)
    width = 10 + 9 * len(text)
    draw_line(painter, QRectF(x + size + 2, y - 2, width, size + 4), text, READABLE,
              bold=True, minimum=READABLE, colour=colour)
    return x + size + width + 6


def card_path(rect: QRectF, radius: float = 8.0) -> QPainterPath:
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    return path


def paint_back(painter: QPainter, rect: QRectF, mark: str = "?") -> None:
    """A face-down card: a knotwork-ish back with a big mark."""
    painter.setPen(QPen(QColor("#201830"), 1.5))
    painter.setBrush(BACK)
    painter.drawPath(card_path(rect))
    painter.setPen(QPen(QColor("#9b8cc2"), 2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(6, 6, -6, -6), 5, 5)
    draw_line(painter, rect, mark, min(rect.height() * 0.45, 30), bold=True,
              minimum=READABLE, align=Qt.AlignmentFlag.AlignCenter, colour=QColor("#d8cff0"))
