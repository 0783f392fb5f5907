"""Aquatica board items: characters and Locations (cards in a row or a hand), the slots of a
player board with their sliding cards, mantas, goal tracks, the opponents' boards and the icon
reference. They draw what the scene hands them (texts already translated) and report clicks
and drags to the interaction; they know no rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..board_paint import Marker, draw_fitted, draw_worker
from ..ethnos.board_items import BoxItem, Click
from ..ethnos.card_items import CardHandler
from ..ethnos.card_items import CardItem as BaseCardItem
from ..text_fit import fit_text
from ..text_fit import font as text_font
from . import render
from .render import READABLE

GROUNDS = (render.TABLE, render.OCEAN, render.PANEL)
GLYPH_W = 28.0  # a reference entry's icon column (the longest icon is two glyphs)
EDGE = QColor("#0b151c")


def line_height(bold: bool = False) -> float:
    return QFontMetricsF(text_font(READABLE, bold)).lineSpacing()


def text(painter: QPainter, box: QRectF, words: str, ink: QColor, bold: bool = False,
         lines: int = 1, centred: bool = False, floor: float | None = None) -> float:
    """`words` fitted on at most `lines` lines of `box` from its top (with a `floor`, a pixel
    smaller at a time down to it before anything is elided); the height used."""
    if not words or box.width() <= 4:
        return 0.0
    spacing = line_height(bold)
    fitted = fit_text(words, box.width(), min(box.height(), lines * spacing), READABLE, bold,
                      floor=floor)
    if floor is not None and not centred:
        draw_fitted(painter, box, fitted, fitted.size, ink, bold)
        return len(fitted.lines) * QFontMetricsF(text_font(fitted.size, bold)).lineSpacing()
    if centred:
        used = text_font(READABLE, bold, fitted.stretch)
        painter.setFont(used)
        painter.setPen(ink)
        for index, line in enumerate(fitted.lines):
            painter.drawText(QRectF(box.left(), box.top() + index * spacing, box.width(),
                                    spacing), int(Qt.AlignmentFlag.AlignCenter), line)
    else:
        draw_fitted(painter, box, fitted, READABLE, ink, bold)
    return len(fitted.lines) * spacing


def rounded(painter: QPainter, rect: QRectF, fill: QColor, edge: QColor = EDGE,
            radius: float = 7.0, width: float = 1.2) -> None:
    painter.setPen(QPen(edge, width))
    painter.setBrush(fill)
    painter.drawRoundedRect(rect, radius, radius)


# The smallest size a card's short form shrinks to before it is elided, in scene px: the
# board's smallest text, READABLE, 11 px on screen at 1366x768 (a floor of 11 scene px let it
# shrink to 15, 10.6 px on screen, under the board standard). It wraps instead.
SHORT_FLOOR = READABLE
SHORT_LINES = 4  # the most lines a card's short form takes


@dataclass(frozen=True, slots=True)
class CharacterFace:
    name: str
    glyphs: str  # the icons, top to bottom
    short: str  # the effect in a few words
    colour: QColor
    price: str = ""  # a row slot's price in coins ("●2")
    badge: str = ""  # "✓ Free", a King's number


class CharacterItem(BaseCardItem):
    """A character card: in the hand (zone "hand", dragged onto the ocean to play it), in the
    row (zone "row", with its slot's price), or in a discard pile ("discard")."""

    def __init__(self, card: str, face: CharacterFace, zone: str, handler: CardHandler | None,
                 width: float, height: float, index: int = 0) -> None:
        super().__init__(card, None, zone, handler)  # type: ignore[arg-type]
        self.face = face  # type: ignore[assignment]
        self.width, self.height = width, height
        self.index = index

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face: CharacterFace = self.face  # type: ignore[assignment]
        rect = self.rect()
        glow = self.glow or (render.GOLD if self.selected else None)
        if glow is not None:
            painter.setPen(QPen(glow, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        rounded(painter, rect, render.CARD_BODY)
        # A King's number rides in the name's band, so that the short form keeps the bottom
        # line (a Japanese King's two-line name left its effect one line: "武力+1、征…").
        corner = face.badge if not face.price and 0 < len(face.badge) <= 2 else ""
        room = line_height(True) + 2 if corner else 0.0
        # A second line for the name only when it needs one: the short form gets the room.
        wide = QFontMetricsF(text_font(READABLE, True)).horizontalAdvance(face.name) > \
            rect.width() - 10 - room
        name_lines = 2 if rect.height() >= 110 and wide else 1
        head = QRectF(0, 0, rect.width(), name_lines * line_height(True) + 6)
        rounded(painter, head, face.colour)
        ink = render.text_on(face.colour)
        text(painter, head.adjusted(5, 3, -5 - room, 0), face.name, ink, True, name_lines)
        if corner:
            number = QRectF(rect.width() - 5 - line_height(True), 3, line_height(True),
                            line_height(True))
            rounded(painter, number, QColor("#10283a"), radius=5)
            text(painter, number, corner, render.GOLD, True, 1, True)
        top = head.bottom() + 2
        label = face.price or (face.badge if not corner else "")  # the bottom row's words
        bottom = rect.height() - (line_height(True) + 4 if label else 2)
        # The icons say again what the short form says: on a small card (a hand of two rows)
        # whose short form would be cut under them, the short form has their line.
        if face.glyphs and (not face.short or fit_text(
                face.short, rect.width() - 10,
                min(bottom - top - line_height(True), SHORT_LINES * line_height()), READABLE,
                floor=SHORT_FLOOR).whole):  # as `text` fits it below
            top += text(painter, QRectF(5, top, rect.width() - 10, line_height(True)),
                        face.glyphs, render.CARD_TEXT, True, 1, True)
        # A small card (a hand of two rows) writes its short form smaller rather than cut it.
        if bottom - top >= QFontMetricsF(text_font(SHORT_FLOOR)).lineSpacing() and face.short:
            text(painter, QRectF(5, top, rect.width() - 10, bottom - top), face.short,
                 render.CARD_TEXT, False, SHORT_LINES, floor=SHORT_FLOOR)
        if label:
            badge = QRectF(4, rect.height() - line_height(True) - 4, rect.width() - 8,
                           line_height(True))
            rounded(painter, badge, QColor("#10283a"), radius=5)
            text(painter, badge, label, render.GOLD, True, 1, True)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 34, 120))
            painter.drawRoundedRect(rect, 7, 7)


@dataclass(frozen=True, slots=True)
class LocationFace:
    name: str
    type_glyph: str
    colour: QColor
    costs: str  # "●3 ◆4 ★5"
    depths: tuple[str, ...]  # each depth's glyphs, top to bottom
    cost_now: str = ""  # what it would cost now ("◆3" from the top row)


class LocationItem(BaseCardItem):
    """A Location card in a row (zone "top" or "bottom"), dragged into a slot of the viewer's
    board to buy or conquer it."""

    def __init__(self, card: int, location: str, face: LocationFace, zone: str,
                 handler: CardHandler | None, width: float, height: float) -> None:
        super().__init__(card, None, zone, handler)
        self.face = face  # type: ignore[assignment]
        self.location = location
        self.width, self.height = width, height

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face: LocationFace = self.face  # type: ignore[assignment]
        rect = self.rect()
        glow = self.glow or (render.GOLD if self.selected else None)
        if glow is not None:
            painter.setPen(QPen(glow, 6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 9, 9)
        rounded(painter, rect, face.colour)
        ink = render.text_on(face.colour)
        top = 3 + text(painter, QRectF(5, 3, rect.width() - 10, 2 * line_height(True)),
                       face.type_glyph + " " + face.name, ink, True, 2)
        strip = QRectF(4, top, rect.width() - 8, line_height(True))
        rounded(painter, strip, QColor(0, 0, 0, 110), radius=4)
        text(painter, strip, face.costs, render.PANEL_TEXT, True, 1, True)
        top = strip.bottom() + 2
        room = int((rect.height() - top - 2) // line_height())
        if room > 0:
            text(painter, QRectF(5, top, rect.width() - 10, room * line_height()),
                 " │ ".join(face.depths), ink, False, room)


@dataclass(frozen=True, slots=True)
class SlotFace:
    """A slot of a player board: empty, or a Location with the depths still below the board's
    edge (the first is on top now)."""

    label: str  # "Slot 2" (empty) or the Location's name
    colour: QColor | None  # the Location type's colour; None: empty
    top: str = ""  # the depth on top, as glyphs (or the fully raised mark)
    below: tuple[str, ...] = ()  # the depths under it
    left: str = ""  # "3 left"
    raised: bool = False


class SlotItem(BoxItem):
    """The sliding card of the physical board: the Location slid up depth by depth; what shows
    over the board's edge is the depth on top, and a column of the ones still below."""

    def __init__(self, slot: int, face: SlotFace, on_click: Click | None, width: float,
                 height: float) -> None:
        super().__init__(width, height, on_click)
        self.slot = slot
        self.face = face

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        face, rect = self.face, self.rect()
        if face.colour is None:
            painter.setPen(QPen(render.MUTED_TEXT, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 18))
            painter.drawRoundedRect(rect, 8, 8)
            text(painter, QRectF(6, rect.height() / 2 - line_height() / 2, rect.width() - 12,
                                 line_height()), face.label, render.MUTED_TEXT, False, 1, True)
            self.paint_glow(painter, 8)
            return
        rounded(painter, rect, face.colour.darker(140), radius=8)
        ink = render.text_on(face.colour.darker(140))
        top = 3 + text(painter, QRectF(5, 3, rect.width() - 10, 2 * line_height(True)),
                       face.label, ink, True, 2)
        # The board's edge: above it, the depth now on top, in a window.
        window = QRectF(4, top + 2, rect.width() - 8, line_height(True) + 10)
        rounded(painter, window, render.CARD_BODY if not face.raised else render.GOLD,
                radius=5, width=2)
        text(painter, window.adjusted(2, 5, -2, 0), face.top, render.CARD_TEXT, True, 1, True)
        top = window.bottom() + 3
        lines = int((rect.height() - top - line_height() - 2) // line_height())
        if lines > 0 and face.below:
            text(painter, QRectF(8, top, rect.width() - 16, lines * line_height()),
                 " ".join(face.below), ink, False, lines, True)
        text(painter, QRectF(5, rect.height() - line_height() - 2, rect.width() - 10,
                             line_height()), face.left, render.GOLD, True, 1, True)
        self.paint_glow(painter, 8)


class MantaItem(BoxItem):
    """A manta token: its kind's colour and its face's glyph; a tired one grey and turned."""

    def __init__(self, kind: str, face: str, glyph: str, ready: bool, used: bool,
                 on_click: Click | None, size: float, colour: QColor) -> None:
        super().__init__(size, size, on_click)
        self.kind, self.face, self.glyph = kind, face, glyph
        self.ready, self.used = ready, used
        self.colour = colour

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        fill = self.colour if self.ready else render.TIRED
        painter.setPen(QPen(EDGE, 1.5))
        painter.setBrush(fill)
        if self.ready:  # a manta: a wide diamond with wings
            painter.drawRoundedRect(rect.adjusted(1, 6, -1, -6), 18, 18)
        else:
            painter.drawRoundedRect(rect.adjusted(6, 1, -6, -1), 18, 18)
        if self.used:
            painter.setPen(QPen(render.GOLD, 2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(3, 8, -3, -8), 14, 14)
        text(painter, QRectF(2, rect.height() / 2 - line_height(True) / 2, rect.width() - 4,
                             line_height(True)), self.glyph, render.text_on(fill), True, 1, True)
        self.paint_glow(painter, 18)


class GoalItem(BoxItem):
    """A goal and its track: the goal's name and short form, then its spots from the first (the
    most points) with the mantas placed on them, numbered with their seat."""

    def __init__(self, goal: int, name: str, short: str, values: Sequence[int],
                 markers: Sequence[Marker], on_click: Click | None, width: float,
                 height: float) -> None:
        super().__init__(width, height, on_click)
        self.goal, self.name, self.short = goal, name, short
        self.values, self.markers = tuple(values), tuple(markers)

    def spot_centre(self, index: int) -> QPointF:
        """The centre of the track's spot `index` (0: the first), in the item's coordinates."""
        rect = self.rect()
        return QPointF(rect.width() - len(self.values) * 48.0 - 6 + index * 48 + 24,
                       rect.height() / 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        rounded(painter, rect, render.PANEL, radius=8)
        spots_w = len(self.values) * 48.0
        words = QRectF(8, 4, rect.width() - spots_w - 20, rect.height() - 8)
        used = text(painter, QRectF(words.left(), words.top(), words.width(),
                                    2 * line_height(True)), self.name, render.GOLD, True, 2)
        lines = int((words.height() - used) // line_height())
        if lines > 0:
            text(painter, QRectF(words.left(), words.top() + used, words.width(),
                                 lines * line_height()), self.short, render.PANEL_TEXT, False,
                 lines)
        for index, value in enumerate(self.values):
            centre = self.spot_centre(index)
            painter.setPen(QPen(render.MUTED_TEXT, 1.5))
            painter.setBrush(render.OCEAN)
            painter.drawEllipse(centre, 21, 21)
            if index < len(self.markers):
                marker = self.markers[index]
                draw_worker(painter, centre, 18, marker.colour, marker.label, GROUNDS)
            else:
                text(painter, QRectF(centre.x() - 20, centre.y() - line_height(True) / 2, 40,
                                     line_height(True)), str(value), render.PANEL_TEXT, True, 1,
                     True)
        self.paint_glow(painter, 8)


@dataclass(frozen=True, slots=True)
class MiniSlot:
    colour: QColor | None
    top: str
    left: str
    name: str = ""  # the Location's name, drawn above the depth where the slot has room


class SeatItem(BoxItem):
    """Another player's board: name and seat number, their counts, and their five slots small
    (the depth on top and how many are left)."""

    def __init__(self, seat: int, colour: QColor, label: str, name: str, lines: Sequence[str],
                 slots: Sequence[MiniSlot], current: bool, width: float, height: float) -> None:
        super().__init__(width, height)
        self.seat, self.colour, self.label, self.name = seat, colour, label, name
        self.lines, self.slots, self.current = tuple(lines), tuple(slots), current

    def slot_pos(self, slot: int) -> QPointF:
        """The top left of the small slot `slot`, on the scene."""
        top = 8 + line_height(True) + len(self.lines) * line_height()
        width = (self.rect().width() - 8 - 4 * (max(len(self.slots), 1) - 1)) / \
            max(len(self.slots), 1)
        return self.mapToScene(QPointF(4 + slot * (width + 4), top + 2))

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        rounded(painter, rect, render.PANEL, self.colour if self.current else EDGE,
                8, 3 if self.current else 1.2)
        draw_worker(painter, QPointF(18, 18), 13, self.colour, self.label, GROUNDS)
        text(painter, QRectF(36, 6, rect.width() - 42, line_height(True)), self.name,
             render.PANEL_TEXT, True)
        top = 8 + line_height(True)
        for line in self.lines:  # beside the seat's pawn, which reaches below the name's line
            top += text(painter, QRectF(36, top, rect.width() - 42, line_height()), line,
                        render.PANEL_TEXT)
        if not self.slots:
            return
        width = (rect.width() - 8 - 4 * (len(self.slots) - 1)) / len(self.slots)
        height = rect.height() - top - 4
        for index, slot in enumerate(self.slots):
            box = QRectF(4 + index * (width + 4), top + 2, width, height)
            if slot.colour is None:
                painter.setPen(QPen(render.MUTED_TEXT, 1, Qt.PenStyle.DashLine))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(box, 5, 5)
                continue
            rounded(painter, box, slot.colour.darker(130), radius=5)
            ink = render.text_on(slot.colour.darker(130))
            words = f"{slot.top} {slot.left}".strip()
            if slot.name and box.height() >= line_height() + line_height(True) + 4:
                text(painter, box.adjusted(3, 2, -3, 0), slot.name, ink, False, 1, True)
                text(painter, QRectF(box.left() + 2, box.bottom() - line_height(True) - 2,
                                     box.width() - 4, line_height(True)), words, ink, True, 1,
                     True)
                continue
            text(painter, box.adjusted(2, (box.height() - line_height(True)) / 2, -2, 0), words,
                 ink, True, 1, True)
        self.paint_glow(painter, 8)


class ReferenceItem(BoxItem):
    """The icons and what each means, always in sight."""

    def __init__(self, title: str, entries: Sequence[tuple[str, str]], width: float,
                 height: float, columns: int = 4) -> None:
        super().__init__(width, height)
        self.title, self.entries, self.columns = title, tuple(entries), columns

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        rounded(painter, rect, render.PANEL, radius=8)
        top = 4 + text(painter, QRectF(8, 4, rect.width() - 16, line_height(True)), self.title,
                       render.GOLD, True)
        column_w = (rect.width() - 16) / self.columns
        rows = -(-len(self.entries) // self.columns)
        row_h = max(line_height(), (rect.height() - top - 4) / max(rows, 1))
        for index, (glyph, name) in enumerate(self.entries):
            x = 8 + (index % self.columns) * column_w
            y = top + (index // self.columns) * row_h
            text(painter, QRectF(x, y, GLYPH_W, line_height(True)), glyph, render.GOLD, True)
            text(painter, QRectF(x + GLYPH_W + 2, y, column_w - GLYPH_W - 4, line_height()),
                 name, render.PANEL_TEXT)
