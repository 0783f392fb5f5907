"""What more than one board paints the same way: the smallest readable text, the glow of what
another player's move changed, fitted lines of text, and workers (a meeple in the seat's
colour with its number, outlined to stand out on the board's dark grounds).

Scene units are pixels at 100 % zoom; the boards show at about 66 % in a maximized window on a
1366×768 screen (text_fit.READABLE).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from .ethnos.render import fitted_font, text_on
from .text_fit import READABLE, Fitted
from .text_fit import font as stretched_font

CHANGED = QColor("#ffb74d")  # what the last move of someone else changed
# The smallest worker that carries its seat number at READABLE: the digit, about 0.7 of the
# size high, stands in its body (1.2 radii high).
WORKER_LABEL_RADIUS = 12.3
INK_OUTLINE = QColor("#0b0b0b")
HALO = QColor("#f4efe2")


@dataclass(frozen=True, slots=True)
class Marker:
    """A worker drawn on a place: its colour and the label on it (the seat number)."""

    colour: QColor
    label: str


def draw_fitted(painter: QPainter, box: QRectF, fitted: Fitted, size: float,
                colour: QColor, bold: bool = False) -> None:
    """The lines of a fitted text (text_fit), from the top left of `box`."""
    used = stretched_font(size, bold, fitted.stretch)
    painter.setFont(used)
    painter.setPen(colour)
    spacing = QFontMetricsF(used).lineSpacing()
    for index, line in enumerate(fitted.lines):
        painter.drawText(QRectF(box.left(), box.top() + index * spacing, box.width() + 1,
                                spacing),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), line)


def contrast(one: QColor, other: QColor) -> float:
    """The WCAG contrast ratio of two colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        channels = [v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
                    for v in (c.redF(), c.greenF(), c.blueF())]
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def outline_on(colour: QColor, grounds: Sequence[QColor]) -> QColor:
    """A worker's outline: dark, or a light halo round a colour that does not stand out
    (3:1, WCAG's contrast for a graphic) on every one of the board's `grounds`."""
    return HALO if min(contrast(colour, g) for g in grounds) < 3.0 else INK_OUTLINE


def draw_worker(painter: QPainter, centre: QPointF, radius: float, colour: QColor,
                label: str, grounds: Sequence[QColor]) -> None:
    """A worker: a meeple-like head and body in the player's colour with the seat number (on a
    worker large enough to hold it readable), outlined so that it stands out on the dark board
    whatever the colour (a light halo round a dark worker)."""
    outline = outline_on(colour, grounds)
    painter.setPen(QPen(outline, max(1.0, radius * (0.2 if outline != INK_OUTLINE else 0.12))))
    painter.setBrush(colour)
    head = radius * 0.45
    painter.drawEllipse(QPointF(centre.x(), centre.y() - radius * 0.55), head, head)
    body = QPainterPath()
    body.addRoundedRect(QRectF(centre.x() - radius * 0.8, centre.y() - radius * 0.2,
                               radius * 1.6, radius * 1.2), radius * 0.4, radius * 0.4)
    painter.drawPath(body)
    if radius < WORKER_LABEL_RADIUS:
        return  # a number this small would not read: the colour, and the tooltip, tell
    size = max(radius * 0.9, READABLE)
    painter.setPen(text_on(colour))
    painter.setFont(fitted_font(label, radius * 1.5, size, size, True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius * 0.2, 2 * radius,
                            radius * 1.2), int(Qt.AlignmentFlag.AlignCenter), label)
