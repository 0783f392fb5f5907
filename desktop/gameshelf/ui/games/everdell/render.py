"""Painting Everdell pieces with QPainter: card types, resources, cards, workers and tokens.

Scene units are pixels at 100 % zoom. Colour is never the only cue: every card type has a glyph
(arrow, leaf, flag, pillars, star) and every resource a shape of its own (stick, drop, stone,
berry). The text helpers are the Ethnos board's (one set of fitting rules for the app).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from .. import board_paint
from ..board_paint import (  # noqa: F401  (re-exported for the Everdell items)
    CHANGED,
    HALO,
    INK_OUTLINE,
    READABLE,
    WORKER_LABEL_RADIUS,
    contrast,
    draw_fitted,
    outline_on,
)
from ..ethnos.render import (  # noqa: F401  (re-exported for the Everdell items)
    GOLD,
    HINT,
    MUTED_TEXT,
    PANEL,
    PANEL_LIGHT,
    PANEL_TEXT,
    TARGET,
    WARNING,
    card_path,
    draw_line,
    draw_wrapped,
    fitted_font,
    font,
    glow_pen,
    paint_disc,
    player_colour,
    text_on,
)
from ..text_fit import CONDENSED, fit_text, font_key
from ..text_fit import font as stretched_font
from .tile_names import fit_tile_name

TABLE = QColor("#1f2b22")
FOREST = QColor("#2c4a2f")
CARD_BODY = QColor("#fbf6ea")
CARD_TEXT = QColor("#1d1d1d")
BACK = QColor("#3f5e2f")
RUGWORT = QColor("#6d4c41")

TYPES = ("traveler", "production", "destination", "governance", "prosperity")
TYPE_COLOURS = {
    "traveler": QColor("#c9a46a"),
    "production": QColor("#4c9a3f"),
    "destination": QColor("#c0392b"),
    "governance": QColor("#2f6db5"),
    "prosperity": QColor("#7b4fa0"),
}
RESOURCES = ("twig", "resin", "pebble", "berry")
RESOURCE_COLOURS = {
    "twig": QColor("#8d5a2b"),
    "resin": QColor("#e3932b"),
    "pebble": QColor("#9ea7ad"),
    "berry": QColor("#8e2c6e"),
}


def type_colour(card_type: str) -> QColor:
    return TYPE_COLOURS.get(card_type, QColor("#888888"))


# -- glyphs ---------------------------------------------------------------------------------


def draw_type_glyph(painter: QPainter, card_type: str, rect: QRectF, colour: QColor) -> None:
    """The card type's glyph in a 100×100 box scaled to `rect`."""
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / 100.0, rect.height() / 100.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    if card_type == "traveler":  # a boot-print arrow: on the move
        painter.drawPolygon(QPolygonF([QPointF(10, 38), QPointF(56, 38), QPointF(56, 14),
                                       QPointF(94, 50), QPointF(56, 86), QPointF(56, 62),
                                       QPointF(10, 62)]))
    elif card_type == "production":  # a leaf
        path = QPainterPath(QPointF(12, 90))
        path.cubicTo(QPointF(6, 40), QPointF(40, 8), QPointF(92, 8))
        path.cubicTo(QPointF(94, 60), QPointF(60, 94), QPointF(12, 90))
        painter.drawPath(path)
    elif card_type == "destination":  # a flag on a pole
        painter.drawRect(QRectF(18, 8, 10, 86))
        painter.drawPolygon(QPolygonF([QPointF(28, 10), QPointF(90, 30), QPointF(28, 52)]))
    elif card_type == "governance":  # pillars under a roof
        painter.drawPolygon(QPolygonF([QPointF(6, 34), QPointF(50, 6), QPointF(94, 34)]))
        for x in (14, 42, 70):
            painter.drawRect(QRectF(x, 40, 16, 42))
        painter.drawRect(QRectF(6, 84, 88, 10))
    else:  # prosperity: a star
        points = []
        for i in range(10):
            radius = 46 if i % 2 == 0 else 20
            angle = -math.pi / 2 + i * math.pi / 5
            points.append(QPointF(50 + radius * math.cos(angle), 52 + radius * math.sin(angle)))
        painter.drawPolygon(QPolygonF(points))
    painter.restore()


def draw_resource(painter: QPainter, resource: str, rect: QRectF) -> None:
    """A resource piece: twig a stick, resin a drop, pebble a stone, berry a round berry."""
    colour = RESOURCE_COLOURS.get(resource, QColor("#777777"))
    painter.save()
    painter.translate(rect.topLeft())
    painter.scale(rect.width() / 100.0, rect.height() / 100.0)
    painter.setPen(QPen(colour.darker(170), 5))
    painter.setBrush(colour)
    if resource == "twig":
        painter.save()
        painter.translate(50, 50)
        painter.rotate(-35)
        painter.drawRoundedRect(QRectF(-46, -11, 92, 22), 10, 10)
        painter.drawLine(QPointF(10, -8), QPointF(26, -26))
        painter.restore()
    elif resource == "resin":
        path = QPainterPath(QPointF(50, 6))
        path.cubicTo(QPointF(62, 34), QPointF(86, 52), QPointF(82, 70))
        path.cubicTo(QPointF(78, 96), QPointF(22, 96), QPointF(18, 70))
        path.cubicTo(QPointF(14, 52), QPointF(38, 34), QPointF(50, 6))
        painter.drawPath(path)
    elif resource == "pebble":
        painter.drawPolygon(QPolygonF([QPointF(14, 56), QPointF(26, 24), QPointF(62, 14),
                                       QPointF(90, 40), QPointF(84, 78), QPointF(46, 90),
                                       QPointF(18, 80)]))
    else:
        painter.drawEllipse(QRectF(12, 20, 76, 76))
        painter.setPen(QPen(QColor("#2e7d32"), 8))
        painter.drawLine(QPointF(50, 22), QPointF(58, 6))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 150))
        painter.drawEllipse(QRectF(30, 36, 16, 16))
    painter.restore()


def draw_points(painter: QPainter, centre: QPointF, radius: float, value: int | str,
                fill: QColor = GOLD) -> None:
    """A point token: a gold coin with its value."""
    painter.setPen(QPen(QColor("#6b4e00"), max(1.0, radius * 0.12)))
    painter.setBrush(fill)
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#2a1d00"))
    text = str(value)
    # Two digits ("10") are narrowed before they are made smaller.
    fitted = fit_text(text, radius * 1.8, 2 * radius, radius * 1.3, True, one_word=True,
                      floor=radius * 0.7)
    painter.setFont(stretched_font(fitted.size, True, fitted.stretch))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     int(Qt.AlignmentFlag.AlignCenter), text)


def draw_amounts(painter: QPainter, rect: QRectF, amounts: list[int], size: float,
                 colour: QColor = CARD_TEXT, label: float | None = None) -> float:
    """Resource pieces with their counts in a row from the left of `rect`, the counts at
    `label` px (0.85 of a piece by default, never shrunk; 0: no counts); returns the width."""
    label_px = size * 0.85 if label is None else label
    metrics = QFontMetricsF(font(label_px, True))
    x = rect.left()
    for resource, amount in zip(RESOURCES, amounts, strict=False):
        if amount <= 0:
            continue
        draw_resource(painter, resource, QRectF(x, rect.center().y() - size / 2, size, size))
        x += size
        if not label_px:
            x += 2
            continue
        count = str(amount)
        width = max(size * 0.8, metrics.horizontalAdvance(count) + 1)
        draw_line(painter, QRectF(x, rect.top(), width, rect.height()), count, label_px,
                  bold=True, minimum=label_px, colour=colour)
        x += width + 2
    return x - rect.left()


GROUNDS = (TABLE, FOREST, PANEL)  # the dark grounds a worker must stand out on


def worker_outline(colour: QColor) -> QColor:
    return outline_on(colour, GROUNDS)


draw_worker = partial(board_paint.draw_worker, grounds=GROUNDS)


# -- cards ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CardFace:
    """What a card shows, every text already in the current language."""

    card_id: str
    name: str
    text: str  # the whole effect, for the tooltip
    short: str  # its short form, on the card
    card_type: str
    type_name: str
    kind: str  # "Critter" / "Construction", translated
    cost: tuple[int, int, int, int]
    points: int
    unique: bool
    unique_word: str


def _paint_cost(painter: QPainter, rect: QRectF, face: CardFace) -> None:
    u = rect.width() / 100.0
    cost_box = QRectF(rect.left() + 4 * u, rect.bottom() - 22 * u, rect.width() - 8 * u, 18 * u)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#efe6cf"))
    painter.drawRoundedRect(cost_box.adjusted(-2 * u, -1 * u, 2 * u, 1 * u), 4 * u, 4 * u)
    if any(face.cost):
        draw_amounts(painter, cost_box, list(face.cost), 15 * u, label=NAME_PX * u)
    else:
        draw_line(painter, cost_box, "0", NAME_PX * u, bold=True, colour=CARD_TEXT)


def paint_card(painter: QPainter, rect: QRectF, face: CardFace, cost: bool = True) -> None:
    """A full card: the type band (colour, glyph and points) with the name, the text and the
    cost at the bottom (not when `cost` is false: a mark such as "Free" covers that strip, and
    nothing is drawn under it). Whether it is a Critter or a Construction, and Unique, is the
    tooltip's: on the face those words would be too small to read."""
    w = rect.width()
    u = w / 100.0
    colour = type_colour(face.card_type)
    painter.save()
    path = card_path(rect)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CARD_BODY)
    painter.drawPath(path)
    painter.setClipPath(path)
    band = QRectF(rect.left(), rect.top(), w, BAND * u)
    painter.fillRect(band, colour)
    ink = text_on(colour)
    # Points and type sit on the left edge: they stay visible when a hand fans out.
    draw_points(painter, QPointF(rect.left() + 13 * u, rect.top() + 14 * u), 11.5 * u,
                face.points)
    draw_type_glyph(painter, face.card_type,
                    QRectF(rect.left() + 7 * u, rect.top() + 27 * u, 12 * u, 12 * u), ink)
    draw_card_name(painter, QRectF(rect.left() + 26 * u, rect.top() + 1 * u, w - 28 * u,
                                   (BAND - 2) * u), face.name, NAME_PX * u, NAME_PX * u, ink)
    text_box = card_text_box(rect)
    draw_fitted(painter, text_box, fit_text(face.short, text_box.width(), text_box.height(),
                                            CARD_TEXT_PX * u), CARD_TEXT_PX * u, CARD_TEXT)
    if cost:
        _paint_cost(painter, rect, face)
    painter.restore()
    painter.setPen(QPen(colour.darker(150), 1.5 * u))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


BAND = 40.0  # the coloured band of a card face, in its units: two lines of name
# A card's name and cost, in the card's px: 11 px on screen or more for a Meadow or hand card
# (about 1.18 times, on the board shown at 66 % in a maximized window at 1366×768).
NAME_PX = 15.0


# The short effect on a card face, in the card's px: 11 px on screen in a 1366×768 window for
# the smallest face up card (a Meadow or revealed card, 1.18 times; the board shows at 66 %).
CARD_TEXT_PX = 16.0


def card_text_box(rect: QRectF) -> QRectF:
    """Where a card face writes its short effect: between the band and the cost."""
    u = rect.width() / 100.0
    return QRectF(rect.left() + 4 * u, rect.top() + 41 * u, rect.width() - 8 * u,
                  rect.height() - 41 * u - 24 * u)


_CARD_NAMES: dict[tuple[object, ...], tuple[int, int] | None] = {}


def draw_card_name(painter: QPainter, rect: QRectF, text: str, size: float, floor: float,
                   colour: QColor) -> None:
    """A card's name in its band, wrapped between words: shrunk a pixel at a time down to
    `floor`, then narrowed; past that, broken at a syllable with a hyphen (draw_hyphenated),
    so that a long word ("Guardabosques") stays as tall as the other names and never smaller
    than the floor."""
    key = (text, rect.width(), rect.height(), size, floor, font_key())
    if key not in _CARD_NAMES:
        if len(_CARD_NAMES) >= 4096:
            _CARD_NAMES.clear()
        _CARD_NAMES[key] = fit_card_name(rect, text, size, floor)
    fitted = _CARD_NAMES[key]
    if fitted is None:
        draw_hyphenated(painter, rect, text, floor, colour)
        return
    painter.setFont(stretched_font(fitted[0], stretch=fitted[1]))
    painter.setPen(colour)
    painter.drawText(rect, NAME_FLAGS, text)


VOWELS = frozenset("aeiouáéíóúü")
CLUSTERS = frozenset({"bl", "br", "cl", "cr", "dr", "fl", "fr", "gl", "gr", "pl", "pr", "tr",
                      "ch", "ll", "rr"})  # never split: they begin a Spanish syllable


def syllable_breaks(word: str) -> list[int]:
    """Where a Latin word may break with a hyphen (Spanish rules, near enough for English):
    before a consonant between vowels (ca-sa), between two consonants (bos-ques) unless they
    begin a syllable together (ha-bla); never leaving fewer than three letters on a line."""
    low = word.lower()
    breaks = []
    for i in range(3, len(low) - 2):
        before, at, after = low[i - 1], low[i], low[i + 1]
        if at in VOWELS or after not in VOWELS:
            continue
        between_vowels = before in VOWELS
        after_consonant = low[i - 2] in VOWELS and low[i - 1:i + 1] not in CLUSTERS
        if between_vowels or after_consonant:
            breaks.append(i)
    return breaks


def draw_hyphenated(painter: QPainter, rect: QRectF, word: str, size: float,
                    colour: QColor) -> None:
    """A word too long for `rect` at `size` even narrowed, on two lines broken at a syllable
    with a hyphen (the longest first line that fits, "Guardabos-/ques"); elided, at `size`,
    when no break fits."""
    for stretch in CONDENSED:
        used = stretched_font(size, stretch=stretch)
        metrics = QFontMetricsF(used)
        if 2 * metrics.lineSpacing() > rect.height() + 0.5:
            break
        fits = [i for i in syllable_breaks(word)
                if metrics.horizontalAdvance(word[:i] + "-") <= rect.width()
                and metrics.horizontalAdvance(word[i:]) <= rect.width()]
        if fits:
            cut = max(fits)
            painter.setFont(used)
            painter.setPen(colour)
            painter.drawText(rect, NAME_FLAGS, word[:cut] + "-\n" + word[cut:])
            return
    used = stretched_font(size, stretch=CONDENSED[-1])
    painter.setFont(used)
    painter.setPen(colour)
    painter.drawText(rect, NAME_FLAGS, QFontMetricsF(used).elidedText(
        word, Qt.TextElideMode.ElideRight, rect.width()))


NAME_FLAGS = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def fit_card_name(rect: QRectF, text: str, size: float, floor: float) -> tuple[int, int] | None:
    """draw_card_name's (pixel size, stretch), or None when even at `floor` the narrowest is
    too wide."""
    pixels, smallest = round(size), round(floor)
    while pixels >= smallest:
        stretches = CONDENSED[:1] if pixels > smallest else CONDENSED
        for stretch in stretches:
            used = QFontMetricsF(stretched_font(pixels, stretch=stretch)).boundingRect(
                rect, NAME_FLAGS, text)
            if used.height() <= rect.height() + 0.5 and used.width() <= rect.width() + 0.5:
                return pixels, stretch
        pixels -= 1
    return None


def tile_strip(rect: QRectF) -> float:
    """The width of a city tile's colour strip (its type glyph and points)."""
    return min(rect.height() * 0.3, rect.width() * 0.24)


def tile_name_box(rect: QRectF, top_right: float = 0.0, bottom: float = 0.0) -> QRectF:
    """Where a city tile writes its name: right of the strip, clear of the extras."""
    left = rect.left() + tile_strip(rect) + 3
    return QRectF(left, rect.top() + 2, rect.right() - 3 - top_right - left,
                  rect.height() - 4 - bottom)


def paint_tile(painter: QPainter, rect: QRectF, face: CardFace, top_right: float = 0.0,
               bottom: float = 0.0) -> None:
    """A card in a city: a landscape tile, the type's colour and glyph in a narrow strip with
    the points under them, and the name across the rest of the width (less `top_right`, where
    the occupied token sits, and `bottom`, the row of workers and tokens); the points only where
    they read at READABLE."""
    h = rect.height()
    colour = type_colour(face.card_type)
    path = QPainterPath()
    path.addRoundedRect(rect, min(h * 0.1, 6.0), min(h * 0.1, 6.0))
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(CARD_BODY)
    painter.drawPath(path)
    painter.setClipPath(path)
    strip = QRectF(rect.left(), rect.top(), tile_strip(rect), h)
    painter.fillRect(strip, colour)
    glyph = strip.width() * 0.8
    draw_type_glyph(painter, face.card_type, QRectF(strip.center().x() - glyph / 2,
                                                    rect.top() + strip.width() * 0.12, glyph,
                                                    glyph), text_on(colour))
    painter.restore()
    radius = min(strip.width() * 0.46, h * 0.2)
    if radius * 1.3 >= READABLE - 0.5:  # on a low tile the points are the tooltip's
        draw_points(painter, QPointF(strip.center().x(), rect.bottom() - radius - 2), radius,
                    face.points)
    name_box = tile_name_box(rect, top_right, bottom)
    draw_fitted(painter, name_box, fit_tile_name(face.name, name_box.width(), name_box.height()),
                READABLE, CARD_TEXT)
    painter.setPen(QPen(colour.darker(150), 1.2))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


def paint_back(painter: QPainter, rect: QRectF) -> None:
    path = card_path(rect)
    painter.setPen(QPen(GOLD.darker(130), max(1.0, rect.width() * 0.02)))
    painter.setBrush(BACK)
    painter.drawPath(path)
    inner = rect.adjusted(rect.width() * 0.2, rect.height() * 0.25, -rect.width() * 0.2,
                          -rect.height() * 0.25)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#7fa65a"))
    draw_type_glyph(painter, "production", inner, QColor("#8fbf62"))
