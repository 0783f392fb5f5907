"""Painting Ethnos pieces with QPainter: colours, kingdom glyphs, card faces and backs, discs.

Everything is drawn in scene units (1 unit = 1 pixel at 100 % zoom), so text sizes are pixel
sizes and scale with the view. Colour is never the only cue: every kingdom also has a glyph.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from ..text_fit import READABLE, fit_text, font, font_key

KINGDOM_COLOURS = {
    "purple": QColor("#6a3d9a"),
    "red": QColor("#c0392b"),
    "blue": QColor("#1f5fae"),
    "green": QColor("#2e7d32"),
    "orange": QColor("#e67e22"),
    "gray": QColor("#6b6f73"),
}
SKELETON_STRIP = QColor("#4e3d2a")  # "no kingdom": bone and dark wood, never Pelagon's gray
SKELETON_BODY = QColor("#efe4c8")
CARD_BODY = QColor("#fbf6ea")
CARD_TEXT = QColor("#1d1d1d")
BACK_COLOUR = QColor("#5b2333")
GOLD = QColor("#f2c94c")
TABLE = QColor("#1c2a33")
PANEL = QColor("#283a46")
PANEL_LIGHT = QColor("#33495a")
PANEL_TEXT = QColor("#eef2f5")
MUTED_TEXT = QColor("#a9b8c3")
TARGET = QColor("#5ef08a")
HINT = QColor("#40d8ff")
WARNING = QColor("#b3261e")

# Player colours when a seat has none of its own: distinct from each other and from the six
# kingdom colours they sit on, with a seat number drawn inside as the non-colour cue.
PLAYER_PALETTE = ("#f5f5f5", "#212121", "#fdd835", "#ec407a", "#26c6da", "#a1887f")


def kingdom_colour(kingdom_id: str | None) -> QColor:
    if kingdom_id is None:
        return SKELETON_STRIP
    return KINGDOM_COLOURS.get(kingdom_id, QColor("#888888"))


def player_colour(seat: int, named: str | None = None) -> QColor:
    if named:
        colour = QColor(named)
        if colour.isValid():
            return colour
    return QColor(PLAYER_PALETTE[seat % len(PLAYER_PALETTE)])


def text_on(colour: QColor) -> QColor:
    """Black or white, whichever reads better on `colour`."""
    luminance = 0.299 * colour.redF() + 0.587 * colour.greenF() + 0.114 * colour.blueF()
    return QColor("#111111") if luminance > 0.6 else QColor("#ffffff")


_FITTED: dict[tuple[object, ...], QFont] = {}


def fitted_font(text: str, width: float, size: float, minimum: float, bold: bool = False) -> QFont:
    """The largest font from `size` down to `minimum` in which `text` fits on one line."""
    key = (text, width, size, minimum, bold, font_key())  # the application font may change
    found = _FITTED.get(key)
    if found is not None:
        return QFont(found)
    f = font(size, bold)
    while size > minimum and QFontMetricsF(f).horizontalAdvance(text) > width:
        size -= 1
        f = font(size, bold)
    if len(_FITTED) >= 4096:
        _FITTED.clear()
    _FITTED[key] = QFont(f)
    return f


def draw_line(painter: QPainter, rect: QRectF, text: str, size: float, *, bold: bool = False,
              minimum: float = 9, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
              colour: QColor | None = None) -> None:
    """One line of text, shrunk to fit the width and elided if even the minimum is too wide."""
    f = fitted_font(text, rect.width(), size, minimum, bold)
    painter.setFont(f)
    if colour is not None:
        painter.setPen(colour)
    shown = QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignVCenter), shown)


def draw_wrapped(painter: QPainter, rect: QRectF, text: str, size: float, minimum: float = 8,
                 colour: QColor | None = None,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Word-wrapped text (any character may break for CJK), shrunk until it fits the box."""
    key = (text, rect.width(), rect.height(), size, minimum, int(align), font_key())
    fitted = _WRAPPED.get(key)
    if fitted is None:
        if len(_WRAPPED) >= 4096:
            _WRAPPED.clear()
        fitted = _WRAPPED[key] = _fit_wrapped(rect, text, size, minimum, align)
    size, flags = fitted
    f = font(size)
    painter.setFont(f)
    if colour is not None:
        painter.setPen(colour)
    painter.drawText(rect, flags, text)


_WRAPPED: dict[tuple[object, ...], tuple[float, int]] = {}
LATIN_FLOOR = 0.75  # of the minimum size, for a long word of a Latin script


def _fit_wrapped(rect: QRectF, text: str, size: float, minimum: float,
                 align: Qt.AlignmentFlag) -> tuple[float, int]:
    """draw_wrapped's font size and flags (the same for the same text, box and font)."""
    flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWrapAnywhere)
    word_flags = int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    # A word of a Latin script is cut in two ("Cement/erio") only as a last resort: the text
    # may shrink below the minimum, to a floor, to fit whole words.
    floor = minimum if is_cjk(text) else minimum * LATIN_FLOOR
    while True:
        metrics = QFontMetricsF(font(size))
        used = metrics.boundingRect(rect, word_flags, text)
        if used.height() <= rect.height() and used.width() <= rect.width() + 0.5:
            return size, word_flags
        if size <= floor:
            return size, flags if used.width() > rect.width() + 0.5 else word_flags
        size -= 0.5


def is_cjk(text: str) -> bool:
    return any(ord(ch) >= 0x2E80 for ch in text)


# Vertical Japanese writes the long-vowel mark as a vertical stroke.
_VERTICAL_FORMS = str.maketrans({"ー": "丨", "ｰ": "丨", "…": "︙", "、": "︑", "。": "︒"})


def draw_vertical(painter: QPainter, rect: QRectF, text: str, size: float, minimum: float,
                  colour: QColor) -> None:
    """Text running down a narrow strip: upright characters stacked for Japanese, the line
    turned a quarter for Latin scripts (read from the bottom up, as on card spines)."""
    painter.setPen(colour)
    if is_cjk(text):
        chars = list(text.translate(_VERTICAL_FORMS))
        step = min(size * 1.05, rect.height() / max(len(chars), 1))
        f = font(min(size, step / 1.05, rect.width()), True)
        painter.setFont(f)
        for i, ch in enumerate(chars):
            painter.drawText(QRectF(rect.left(), rect.top() + i * step, rect.width(), step),
                             int(Qt.AlignmentFlag.AlignCenter), ch)
        return
    painter.save()
    painter.translate(rect.left(), rect.bottom())
    painter.rotate(-90)
    draw_line(painter, QRectF(0, 0, rect.height(), rect.width()), text, size, bold=True,
              minimum=minimum)
    painter.restore()


# -- kingdom glyphs -------------------------------------------------------------------------


def draw_symbol(painter: QPainter, symbol: str | None, rect: QRectF, colour: QColor) -> None:
    """A simple vector glyph for each kingdom: crown, flame, wave, leaf, sun, mountain; a
    skull for cards of no kingdom (Skeletons)."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / 100.0, rect.height() / 100.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    draw = _GLYPHS.get(symbol or "", _skull)
    draw(painter, colour)
    painter.restore()


def _crown(p: QPainter, colour: QColor) -> None:
    p.drawPolygon(QPolygonF([
        QPointF(10, 78), QPointF(6, 28), QPointF(30, 52), QPointF(50, 14),
        QPointF(70, 52), QPointF(94, 28), QPointF(90, 78),
    ]))
    p.drawRect(QRectF(10, 82, 80, 10))


def _flame(p: QPainter, colour: QColor) -> None:
    path = QPainterPath(QPointF(50, 4))
    path.cubicTo(QPointF(62, 30), QPointF(88, 44), QPointF(84, 68))
    path.cubicTo(QPointF(80, 90), QPointF(62, 97), QPointF(50, 97))
    path.cubicTo(QPointF(34, 97), QPointF(16, 88), QPointF(16, 66))
    path.cubicTo(QPointF(16, 48), QPointF(30, 40), QPointF(34, 24))
    path.cubicTo(QPointF(42, 34), QPointF(44, 42), QPointF(44, 48))
    path.cubicTo(QPointF(50, 36), QPointF(52, 20), QPointF(50, 4))
    p.drawPath(path)


def _wave(p: QPainter, colour: QColor) -> None:
    pen = QPen(colour, 11, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for y in (30, 55, 80):
        path = QPainterPath(QPointF(8, y))
        path.cubicTo(QPointF(22, y - 16), QPointF(36, y - 16), QPointF(50, y))
        path.cubicTo(QPointF(64, y + 16), QPointF(78, y + 16), QPointF(92, y))
        p.drawPath(path)


def _leaf(p: QPainter, colour: QColor) -> None:
    path = QPainterPath(QPointF(12, 90))
    path.cubicTo(QPointF(6, 40), QPointF(40, 8), QPointF(92, 8))
    path.cubicTo(QPointF(94, 60), QPointF(60, 94), QPointF(12, 90))
    p.drawPath(path)
    p.setPen(QPen(text_on(colour), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(14, 88), QPointF(74, 26))


def _sun(p: QPainter, colour: QColor) -> None:
    p.drawEllipse(QPointF(50, 50), 24, 24)
    p.setPen(QPen(colour, 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    for i in range(8):
        angle = i * math.pi / 4
        c, s = math.cos(angle), math.sin(angle)
        p.drawLine(QPointF(50 + 34 * c, 50 + 34 * s), QPointF(50 + 46 * c, 50 + 46 * s))


def _mountain(p: QPainter, colour: QColor) -> None:
    p.drawPolygon(QPolygonF([QPointF(2, 90), QPointF(36, 22), QPointF(70, 90)]))
    p.drawPolygon(QPolygonF([QPointF(38, 90), QPointF(66, 40), QPointF(98, 90)]))


def _skull(p: QPainter, colour: QColor) -> None:
    p.drawEllipse(QRectF(16, 6, 68, 64))
    p.drawRoundedRect(QRectF(30, 56, 40, 32), 6, 6)
    hole = text_on(colour)
    p.setBrush(hole)
    p.drawEllipse(QRectF(28, 30, 18, 18))
    p.drawEllipse(QRectF(54, 30, 18, 18))
    p.drawRect(QRectF(39, 72, 5, 14))
    p.drawRect(QRectF(56, 72, 5, 14))


_GLYPHS = {
    "crown": _crown, "flame": _flame, "wave": _wave,
    "leaf": _leaf, "sun": _sun, "mountain": _mountain,
}  # fmt: skip


# -- cards ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card shows: all text already in the current language."""

    tribe: str  # one card of the tribe ("Dwarf")
    ability: str  # its short form (the tooltip has the whole)
    kingdom: str | None  # kingdom id, None for Skeletons
    kingdom_name: str
    symbol: str | None


def card_path(rect: QRectF) -> QPainterPath:
    path = QPainterPath()
    radius = rect.width() * 0.07
    path.addRoundedRect(rect, radius, radius)
    return path


def crown_rect(rect: QRectF) -> QRectF:
    """Where a leader's crown sits on a full card: at the foot of its strip, clear of the names
    and visible when the cards of a hand overlap."""
    u = rect.width() / 100.0
    return QRectF(rect.left() + 1 * u, rect.bottom() - 25 * u, 24 * u, 24 * u)


def name_box(rect: QRectF) -> QRectF:
    """Where a full card writes its tribe's name: right of the strip."""
    u = rect.width() / 100.0
    return QRectF(rect.left() + 30 * u, rect.top() + 4 * u, rect.width() - 34 * u, 20 * u)


def strip_name_box(rect: QRectF, leader: bool = False) -> QRectF:
    """Where the tribe's name runs along the strip: under the glyph, above a leader's crown."""
    u = rect.width() / 100.0
    bottom = crown_rect(rect).top() - 2 * u if leader else rect.bottom() - 6 * u
    return QRectF(rect.left() + 3 * u, rect.top() + 28 * u, 20 * u, bottom - rect.top() - 28 * u)


# A full card's ability and shortest name, in its px: 11 px on the screen or more for a market
# card (1.2 times, on the board shown at 66 % in a maximized window at 1366×768).
CARD_PX = 14.0
MARKET_SCALE = 1.2  # the smallest a full card is shown


def card_px(scale: float) -> float:
    """The ability's px on a card shown at `scale`: CARD_PX on a market card, a whole pixel
    less where a larger card (the hand's) reads as large with it, so a fanned card's narrow
    strip holds as many words as it did."""
    return float(math.ceil(CARD_PX * MARKET_SCALE / max(scale, MARKET_SCALE) - 1e-9))


def paint_card(painter: QPainter, rect: QRectF, face: CardFace, leader: bool = False,
               shown: float | None = None, scale: float = MARKET_SCALE) -> None:
    """A full card: a coloured strip with the glyph and the tribe written along it (readable
    when cards overlap; a leader's crown at its foot), the tribe name where it reads whole at
    CARD_PX, a large glyph of the kingdom, the ability at CARD_PX (elided past the card: the
    tooltip has it, and the kingdom's name). A card covered by the next one of a fanned row
    (`shown`: the width left uncovered) writes its name and ability only in that width, so no
    word runs on under the next card."""
    w, h = rect.width(), rect.height()
    u = w / 100.0
    edge = rect.right() if shown is None else rect.left() + shown - 2 * u
    colour = kingdom_colour(face.kingdom)
    skeleton = face.kingdom is None
    painter.save()
    path = card_path(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(SKELETON_BODY if skeleton else CARD_BODY)
    painter.drawPath(path)
    painter.setClipPath(path)
    strip = QRectF(rect.left(), rect.top(), 26 * u, h)
    painter.fillRect(strip, colour)
    draw_symbol(painter, face.symbol, QRectF(strip.left() + 4 * u, rect.top() + 5 * u,
                                             18 * u, 18 * u), text_on(colour))
    draw_vertical(painter, strip_name_box(rect, leader), face.tribe, 15 * u, 8 * u,
                  text_on(colour))
    body = QRectF(strip.right() + 4 * u, rect.top() + 4 * u, w - strip.width() - 8 * u, h)
    names = _within(name_box(rect), edge)
    name = fit_text(face.tribe, names.width(), names.height(), 16 * u, True, one_word=True,
                    floor=CARD_PX * u)
    if name.whole and names.width() > 0:  # else the strip has it
        painter.setFont(font(name.size, True, name.stretch))
        painter.setPen(CARD_TEXT)
        painter.drawText(names, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         name.lines[0])
    glyph = QRectF(body.left(), body.top() + 23 * u, 24 * u, 24 * u)
    draw_symbol(painter, face.symbol, glyph, colour)
    text_box = _within(ability_box(rect), edge)
    ability_px = card_px(scale) * u
    ability = fit_text(face.ability, text_box.width(), text_box.height(), ability_px)
    painter.setFont(font(ability_px, stretch=ability.stretch))
    painter.setPen(CARD_TEXT)
    spacing = QFontMetricsF(painter.font()).lineSpacing()
    # Too narrow for two letters: the card shows its strip and glyph, the hover peek the rest.
    lines = ability.lines if text_box.width() >= 2 * ability_px else ()
    for index, line in enumerate(lines):
        painter.drawText(QRectF(text_box.left(), text_box.top() + index * spacing,
                                text_box.width() + 1, spacing),
                         int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), line)
    painter.restore()
    border = QPen(colour.darker(150) if not skeleton else SKELETON_STRIP, 1.5 * u)
    if skeleton:
        border.setStyle(Qt.PenStyle.DashLine)
    painter.setPen(border)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def _within(box: QRectF, right: float) -> QRectF:
    """`box` cut at `right` (empty when `right` is left of it)."""
    return QRectF(box.left(), box.top(), max(0.0, min(box.right(), right) - box.left()),
                  box.height())


def paint_mini(painter: QPainter, rect: QRectF, face: CardFace) -> None:
    """A small card (opponents' known cards, bands): its kingdom's colour and glyph. The
    tribe's name would not read on it (a word the size of the card is 5 to 8 px on the screen):
    the tooltip has it."""
    w = rect.width()
    colour = kingdom_colour(face.kingdom)
    path = card_path(rect)
    painter.setPen(QPen(colour.darker(160), 1))
    painter.setBrush(SKELETON_BODY if face.kingdom is None else colour)
    painter.drawPath(path)
    ink = CARD_TEXT if face.kingdom is None else text_on(colour)
    glyph = w * 0.62
    draw_symbol(painter, face.symbol, QRectF(rect.center().x() - glyph / 2,
                                             rect.center().y() - glyph / 2 + w * 0.06, glyph,
                                             glyph), ink if face.kingdom else SKELETON_STRIP)


def ability_box(rect: QRectF) -> QRectF:
    """Where a full card writes its ability: under the kingdom's glyph, to the foot."""
    u = rect.width() / 100.0
    return QRectF(rect.left() + 30 * u, rect.top() + 54 * u, rect.width() - 33 * u,
                  rect.height() - 58 * u)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    path = card_path(rect)
    painter.setPen(QPen(GOLD.darker(130), max(1.0, rect.width() * 0.02)))
    painter.setBrush(BACK_COLOUR)
    painter.drawPath(path)
    inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12,
                          -rect.width() * 0.12)
    painter.setPen(QPen(GOLD, max(1.0, rect.width() * 0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    c = inner.center()
    painter.drawPolygon(QPolygonF([
        QPointF(c.x(), inner.top()), QPointF(inner.right(), c.y()),
        QPointF(c.x(), inner.bottom()), QPointF(inner.left(), c.y()),
    ]))
    painter.drawEllipse(c, inner.width() * 0.18, inner.width() * 0.18)


def paint_crown_badge(painter: QPainter, centre: QPointF, size: float) -> None:
    """The leader's crown: gold on a dark disc."""
    painter.setPen(QPen(QColor("#3b2a00"), size * 0.06))
    painter.setBrush(QColor("#2b2b2b"))
    painter.drawEllipse(centre, size / 2, size / 2)
    glyph = size * 0.7
    draw_symbol(painter, "crown", QRectF(centre.x() - glyph / 2, centre.y() - glyph / 2 - size
                                         * 0.03, glyph, glyph), GOLD)


def paint_disc(painter: QPainter, centre: QPointF, radius: float, colour: QColor, text: str,
               dim: bool = False) -> None:
    """A player's marker: a disc of their colour with a number on it."""
    fill = QColor(colour)
    if dim:
        fill.setAlphaF(0.25)
    painter.setPen(QPen(QColor("#0b0b0b") if not dim else QColor(0, 0, 0, 70), 1.5))
    painter.setBrush(QBrush(fill))
    painter.drawEllipse(centre, radius, radius)
    if text:
        ink = text_on(colour)
        if dim:
            ink = QColor(MUTED_TEXT)
        painter.setPen(ink)
        painter.setFont(fitted_font(text, radius * 1.7, max(radius * 1.25, READABLE), radius * 0.8,
                                     True))
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         int(Qt.AlignmentFlag.AlignCenter), text)


def glow_pen(colour: QColor, width: float) -> QPen:
    pen = QPen(colour, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen
