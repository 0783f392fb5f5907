"""The mark of a card that may be played for free now: a band with the word over its cost
strip (the cost is what it would not pay). Playable cards glow besides (the view's highlights)."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from . import render

FREE_BAND = QColor("#1e7d3c")
FREE_INK = QColor("#ffffff")
# The band's word in the card's units: 11 px on screen or more for a Meadow card (×1.18) on the
# board shown at 66 % (a maximized window at 1366×768).
FREE_TEXT = 15.0


def paint_free(painter: QPainter, rect: QRectF, text: str) -> None:
    u = rect.width() / 100.0
    band = QRectF(rect.left() + 2 * u, rect.bottom() - 25 * u, rect.width() - 4 * u, 23 * u)
    painter.save()
    painter.setPen(QPen(FREE_INK, 1.2 * u))
    painter.setBrush(FREE_BAND)
    painter.drawRoundedRect(band, 5 * u, 5 * u)
    render.draw_line(painter, band, "✓ " + text, FREE_TEXT * u, bold=True, minimum=FREE_TEXT * u,
                     align=Qt.AlignmentFlag.AlignCenter, colour=FREE_INK)
    painter.restore()
