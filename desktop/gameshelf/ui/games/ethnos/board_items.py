"""Board items: kingdoms, the glory and Merfolk tracks, tokens, player panels, buttons, banner.

Items draw what the scene hands them (texts already translated) and report clicks to a
callback; they know nothing about rules.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import ClassVar

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..text_fit import Fitted, fit_text, font
from . import render

Click = Callable[[], None]
Glyph = Callable[[QPainter, QRectF], None]  # paints a symbol in a box


class BoxItem(QGraphicsItem):
    """A rectangle item with an optional glow and click callback."""

    HIGHLIGHTS: ClassVar[tuple[str, ...]] = ("glow",)  # changed on a built item (reusing_scene)

    def __init__(self, width: float, height: float, on_click: Click | None = None) -> None:
        super().__init__()
        self.width, self.height = width, height
        self.on_click = on_click
        self.glow: QColor | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-8, -8, 8, 8)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect())  # the glow around the box is not part of it
        return path

    def set_glow(self, colour: QColor | None) -> None:
        if colour != self.glow:
            self.glow = colour
            self.update()

    def paint_glow(self, painter: QPainter, radius: float = 10) -> None:
        if self.glow is not None:
            painter.setPen(render.glow_pen(self.glow, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.rect().adjusted(-2.5, -2.5, 2.5, 2.5), radius, radius)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_click is not None and self.rect().contains(event.pos()):
            self.on_click()


class BackdropItem(BoxItem):
    """A plain panel behind a group of pieces; it glows round them while something may be
    dropped on it (Aquatica's ocean)."""

    def __init__(self, width: float, height: float) -> None:
        super().__init__(width, height)
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(self.rect(), 10, 10)
        self.paint_glow(painter)


class ZoneItem(BoxItem):
    """An invisible drop zone that glows while something may be dropped on it."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.paint_glow(painter)


@dataclass(frozen=True, slots=True)
class MarkerCount:
    colour: QColor
    label: str  # seat number shown on the disc
    count: int


class KingdomItem(BoxItem):
    """A kingdom: name and glyph in its colour, glory tokens I/II/III, every player's markers."""

    def __init__(self, kingdom_id: str, name: str, symbol: str, tokens: Sequence[int],
                 markers: Sequence[MarkerCount], on_click: Click | None,
                 width: float, height: float) -> None:
        super().__init__(width, height, on_click)
        self.kingdom_id = kingdom_id
        self.name = name
        self.symbol = symbol
        self.tokens = list(tokens)
        self.markers = list(markers)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = render.kingdom_colour(self.kingdom_id)
        rect = self.rect()
        painter.setPen(QPen(colour.darker(140), 2))
        painter.setBrush(render.PANEL_LIGHT)
        painter.drawRoundedRect(rect, 10, 10)
        header = QRectF(0, 0, rect.width(), 36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(header, 10, 10)
        painter.drawRect(QRectF(0, 20, rect.width(), 16))
        ink = render.text_on(colour)
        render.draw_symbol(painter, self.symbol, QRectF(8, 5, 26, 26), ink)
        render.draw_line(painter, QRectF(40, 2, rect.width() - 46, 32), self.name, 20,
                         bold=True, minimum=11, colour=ink)
        # Glory tokens: the value on a gold coin, the Age numeral under it.
        numerals = ("I", "II", "III")
        for i, (value, centre) in enumerate(zip(self.tokens, self.token_centres(),
                                                strict=True)):
            painter.setPen(QPen(QColor("#7a5a00"), 1.5))
            painter.setBrush(render.GOLD)
            painter.drawEllipse(centre, 19, 19)
            painter.setPen(QColor("#2a1d00"))
            painter.setFont(render.font(19, True))
            painter.drawText(QRectF(centre.x() - 19, centre.y() - 19, 38, 38),
                             int(Qt.AlignmentFlag.AlignCenter), str(value))
            render.draw_line(painter, QRectF(centre.x() - 22, centre.y() + 19, 44, 19),
                             numerals[i], render.READABLE, bold=True,
                             minimum=render.READABLE, align=Qt.AlignmentFlag.AlignHCenter,
                             colour=render.MUTED_TEXT)
        # Markers: one disc per player, in seat order, the count on the disc; together on a
        # dark bar of their own, never spread under the tokens (they are not per Age).
        centres, radius = self.marker_centres()
        if centres:
            bar = QRectF(centres[0].x() - radius - 5, centres[0].y() - radius - 3,
                         centres[-1].x() - centres[0].x() + 2 * radius + 10, 2 * radius + 6)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(bar, bar.height() / 2, bar.height() / 2)
            for marker, centre in zip(self.markers, centres, strict=True):
                render.paint_disc(painter, centre, radius, marker.colour, str(marker.count),
                                  dim=marker.count == 0)
        self.paint_glow(painter)

    def token_centres(self) -> list[QPointF]:
        slot = self.width / max(len(self.tokens), 1)
        return [QPointF(slot * (i + 0.5), 62) for i in range(len(self.tokens))]

    def marker_centres(self) -> tuple[list[QPointF], float]:
        """The players' marker discs: in a row centred on the kingdom, a disc and a little
        apart (not one per column of tokens); and their radius."""
        n = len(self.markers)
        if not n:
            return [], 0.0
        radius = min(15.0, (self.width - 16) / n / 2 - 2)
        step = min(2 * radius + 6, (self.width - 16) / n)
        left = self.width / 2 - step * n / 2
        y = self.height - radius - 8
        return [QPointF(left + step * (i + 0.5), y) for i in range(n)], radius


class GloryTrackItem(BoxItem):
    """The glory track 0-100 around which every player's marker moves (laps shown as +100)."""

    LENGTH = 100
    LABEL_W = 96.0
    RADIUS = 12.0  # a marker: its seat number at READABLE
    HEIGHT = 52.0  # the track, and its numbers under it

    def __init__(self, width: float, entries: Sequence[tuple[QColor, str, int]],
                 title: str) -> None:
        super().__init__(width, self.HEIGHT)
        self.entries = list(entries)
        self.title = title

    def track(self) -> QRectF:
        return QRectF(self.LABEL_W, 13, self.width - self.LABEL_W - 14, 18)

    def marker_centres(self) -> list[QPointF]:
        """Where each entry's marker sits: at its glory, or, where markers crowd (the same or a
        close score), the next place rightwards, above or below the track, where its seat
        number stays clear of the markers placed before (lower glory first)."""
        track = self.track()
        step = track.width() / self.LENGTH
        apart = 1.75 * self.RADIUS
        rises = (0.0, -0.8 * self.RADIUS, 0.8 * self.RADIUS)
        placed: dict[int, QPointF] = {}
        order = sorted(range(len(self.entries)), key=lambda i: self.entries[i][2] % self.LENGTH)
        for index in order:
            x = track.left() + self.entries[index][2] % self.LENGTH * step
            centre = None
            while centre is None:
                for rise in rises:
                    spot = QPointF(x, track.center().y() + rise)
                    if all(math.dist((spot.x(), spot.y()), (p.x(), p.y())) >= apart
                           for p in placed.values()):
                        centre = spot
                        break
                x += 0.4 * self.RADIUS
            placed[index] = centre
        return [placed[i] for i in range(len(self.entries))]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        render.draw_line(painter, QRectF(0, 0, self.LABEL_W - 6, self.track().bottom() + 14),
                         self.title, render.READABLE, bold=True, minimum=render.READABLE,
                         colour=render.PANEL_TEXT)
        track = self.track()
        painter.setPen(QPen(QColor("#0e151a"), 1))
        painter.setBrush(QColor("#3f5566"))
        painter.drawRoundedRect(track, 8, 8)
        step = track.width() / self.LENGTH
        painter.setFont(render.font(render.READABLE))
        for value in range(0, self.LENGTH + 1, 10):
            x = track.left() + value * step
            painter.setPen(QPen(render.MUTED_TEXT, 1))
            painter.drawLine(QPointF(x, track.top()), QPointF(x, track.bottom()))
            painter.drawText(QRectF(x - 20, track.bottom() + 3, 40, 18),
                             int(Qt.AlignmentFlag.AlignCenter), str(value))
        for (colour, label, glory), centre in zip(self.entries, self.marker_centres(),
                                                  strict=True):
            for lap in range(glory // self.LENGTH):  # a gold ring per lap of 100
                painter.setPen(QPen(render.GOLD, 2))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                ring = self.RADIUS + 2 + 3 * lap
                painter.drawEllipse(centre, ring, ring)
            render.paint_disc(painter, centre, self.RADIUS, colour, label)


class MerfolkTrackItem(BoxItem):
    """The Merfolk track 0..length with its checkpoints and every player's position."""

    def __init__(self, width: float, length: int, checkpoints: Sequence[int],
                 positions: Sequence[tuple[QColor, str, int]], title: str) -> None:
        cell = width / (length + 1)
        deepest = max([sum(1 for p in positions if p[2] == q[2]) for q in positions] or [1])
        super().__init__(width, 22 + cell + 4 + 18 + 9 * (deepest - 1))
        self.length = length
        self.checkpoints = set(checkpoints)
        self.positions = list(positions)
        self.title = title

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        render.draw_line(painter, QRectF(0, 0, self.width, 18), self.title, render.READABLE,
                         bold=True, minimum=render.READABLE, colour=render.PANEL_TEXT)
        cell = self.width / (self.length + 1)
        top = 22.0
        painter.setFont(render.font(render.READABLE, True))
        for space in range(self.length + 1):
            rect = QRectF(space * cell + 1, top, cell - 2, cell - 2)
            checkpoint = space in self.checkpoints
            painter.setPen(QPen(QColor("#0e151a"), 1))
            painter.setBrush(QColor("#1e88a8") if checkpoint else QColor("#3f5566"))
            painter.drawRoundedRect(rect, 3, 3)
            if checkpoint:  # the other spaces are counted from these (a number in each was 8 px)
                painter.setPen(render.PANEL_TEXT)
                painter.drawText(rect.adjusted(-4, -2, 4, 2), int(Qt.AlignmentFlag.AlignCenter),
                                 str(space))
        stacks: dict[int, int] = {}
        for colour, _, position in self.positions:
            level = stacks.get(position, 0)
            stacks[position] = level + 1
            centre = QPointF(position * cell + cell / 2, top + cell + 12 + level * 9)
            # Stacked this close, a seat number would not read: the tooltip says who is where.
            render.paint_disc(painter, centre, 8.5, colour, "")


class TrollTokenItem(BoxItem):
    """A Troll token (a hexagon with its value); a held token wears its holder's colour."""

    def __init__(self, value: int, holder: QColor | None, on_click: Click | None,
                 holder_label: str = "") -> None:
        super().__init__(40, 40, on_click)
        self.value = value
        self.holder = holder
        self.holder_label = holder_label

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        c = self.rect().center()
        hexagon = QPolygonF([QPointF(c.x() + 19 * dx, c.y() + 19 * dy) for dx, dy in (
            (0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5), (-0.87, -0.5))])
        held = self.holder is not None
        painter.setPen(QPen(QColor("#1a1a1a"), 1.5))
        painter.setBrush(QColor("#6d8b3a") if not held else QColor("#3b4a24"))
        painter.drawPolygon(hexagon)
        painter.setPen(render.PANEL_TEXT)
        painter.setFont(render.font(18 if not held else render.READABLE, True))
        value = self.rect() if not held else QRectF(0, 0, 40, 18)
        painter.drawText(value, int(Qt.AlignmentFlag.AlignCenter), str(self.value))
        if self.holder is not None:  # the holder's marker sits on the token, under the value
            render.paint_disc(painter, QPointF(c.x(), c.y() + 9), 11.7, self.holder,
                              self.holder_label)
        if self.glow is not None:
            painter.setPen(render.glow_pen(self.glow, 4))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(c, 23, 23)


class GiantTokenItem(BoxItem):
    """The Giant token: who holds it and the size of the band that took it."""

    def __init__(self, width: float, title: str, holder: str, colour: QColor | None) -> None:
        super().__init__(width, 40)
        self.title = title
        self.holder = holder
        self.colour = colour

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        centre = QPointF(20, 20)
        painter.setPen(QPen(QColor("#222222"), 1.5))
        painter.setBrush(QColor("#8e6c4a"))
        painter.drawEllipse(centre, 18, 18)
        if self.colour is not None:
            render.paint_disc(painter, QPointF(33, 31), 8, self.colour, "")
        render.draw_line(painter, QRectF(46, 0, self.width - 46, 20), self.title,
                         render.READABLE, bold=True, minimum=render.READABLE,
                         colour=render.PANEL_TEXT)
        render.draw_line(painter, QRectF(46, 20, self.width - 46, 20), self.holder,
                         render.READABLE, minimum=render.READABLE, colour=render.MUTED_TEXT)


class OrcBoardItem(BoxItem):
    """An Orc Horde board: one space per kingdom colour (glyph and colour), marked or empty."""

    HIGHLIGHTS = ("glow", "picked")

    def __init__(self, kingdoms: Sequence[tuple[str, str]], marked: set[str], cell: float = 16,
                 on_click: Callable[[str], None] | None = None,
                 picked: set[str] | None = None) -> None:
        super().__init__(cell * 6 + 5 * 2, cell)
        self.kingdoms = list(kingdoms)  # (id, symbol)
        self.marked = marked
        self.cell = cell
        self.on_pick = on_click
        self.picked = picked or set()
        if on_click is not None:
            self.on_click = lambda: None

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for i, (kingdom_id, symbol) in enumerate(self.kingdoms):
            rect = QRectF(i * (self.cell + 2), 0, self.cell, self.cell)
            colour = render.kingdom_colour(kingdom_id)
            on = kingdom_id in self.marked
            fill = QColor(colour)
            if not on:
                fill.setAlphaF(0.22)
            painter.setPen(QPen(render.GOLD if kingdom_id in self.picked else QColor("#111111"),
                                2.5 if kingdom_id in self.picked else 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(rect, 3, 3)
            if on:
                render.draw_symbol(painter, symbol, rect.adjusted(2, 2, -2, -2),
                                   render.text_on(colour))
        self.paint_glow(painter, 4)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.on_pick is None:
            return
        index = int(event.pos().x() // (self.cell + 2))
        if 0 <= index < len(self.kingdoms) and self.kingdoms[index][0] in self.marked:
            self.on_pick(self.kingdoms[index][0])


class PanelItem(BoxItem):
    """A player's panel background with their colour, name and glory on the header line."""

    def __init__(self, width: float, height: float, colour: QColor, seat_label: str, name: str,
                 detail: str, active: bool) -> None:
        super().__init__(width, height)
        self.colour = colour
        self.seat_label = seat_label
        self.name = name
        self.detail = detail
        self.active = active
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1))
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(self.rect(), 10, 10)
        render.paint_disc(painter, QPointF(16, 15), 12, self.colour, self.seat_label)
        detail_w = min(self.width * 0.45, 170.0)
        render.draw_line(painter, QRectF(32, 2, self.width - 40 - detail_w, 26), self.name,
                         render.READABLE, bold=True, minimum=render.READABLE,
                         colour=render.PANEL_TEXT)
        render.draw_line(painter, QRectF(self.width - detail_w - 8, 2, detail_w, 26), self.detail,
                         render.READABLE, bold=True, minimum=render.READABLE,
                         align=Qt.AlignmentFlag.AlignRight, colour=render.GOLD)


class LabelItem(BoxItem):
    """A line of text (or a wrapped paragraph) in a fixed box. With a `readable` size, a line
    too long for the box shrinks no further than that: it goes on as many lines as the box
    holds (text_fit), elided only past them."""

    def __init__(self, width: float, height: float, text: str, size: float = 14,
                 bold: bool = False, colour: QColor = render.PANEL_TEXT,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft, wrap: bool = False,
                 readable: float | None = None) -> None:
        super().__init__(width, height)
        self.text, self.size, self.bold, self.colour = text, size, bold, colour
        self.align, self.wrap, self.readable = align, wrap, readable

    def set_text(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.readable is not None:
            rect = self.rect()
            fitted = fit_text(self.text, rect.width(), rect.height(), self.size, self.bold,
                              floor=self.readable)
            used = font(fitted.size, self.bold, fitted.stretch)
            painter.setFont(used)
            painter.setPen(self.colour)
            spacing = QFontMetricsF(used).lineSpacing()
            top = rect.center().y() - len(fitted.lines) * spacing / 2
            for index, line in enumerate(fitted.lines):
                painter.drawText(QRectF(0, top + index * spacing, rect.width(), spacing),
                                 int(self.align | Qt.AlignmentFlag.AlignVCenter), line)
        elif self.wrap:
            render.draw_wrapped(painter, self.rect(), self.text, self.size, 10, self.colour,
                                self.align)
        else:
            render.draw_line(painter, self.rect(), self.text, self.size, bold=self.bold,
                             minimum=9, align=self.align, colour=self.colour)


class ButtonItem(BoxItem):
    """A push button drawn on the board (answers a pending decision where it is asked). Its
    words are `readable` px: too long for a line, they go on two, narrowed before elided. An
    `icon` (a glyph painter) stands after a short text in place of a word that would not fit:
    Champions' "− 🍗" Food buttons, which read "− co…" in Spanish."""

    def __init__(self, name: str, text: str, on_click: Click, enabled: bool = True,
                 width: float = 170, height: float = 36,
                 readable: float = render.READABLE, icon: Glyph | None = None) -> None:
        super().__init__(width, height, on_click if enabled else None)
        self.readable = readable
        self.icon = icon
        self._action = on_click
        self.name = name
        self.text = text
        self.enabled = enabled
        self.setAcceptHoverEvents(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor if enabled else Qt.CursorShape.ArrowCursor)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor("#e0b63a") if self.enabled else QColor("#4a5966")
        painter.setPen(QPen(QColor("#111111"), 1.5))
        painter.setBrush(fill)
        painter.drawRoundedRect(self.rect(), 8, 8)
        ink = QColor("#1b1300") if self.enabled else render.MUTED_TEXT
        box = self.rect().adjusted(6, 0, -6, 0)
        if self.icon is not None:  # the text and the glyph side by side, centred together
            side = min(box.height() - 10, 24.0)
            words = QFontMetricsF(font(self.readable, True)).horizontalAdvance(self.text) + 4
            left = box.center().x() - (words + side) / 2
            self.icon(painter, QRectF(left + words, box.center().y() - side / 2, side, side))
            box = QRectF(left, box.top(), words, box.height())
        fitted = fit_text(self.text, box.width(), box.height(), self.readable, True)
        _draw_centred(painter, box, fitted, ink)
        self.paint_glow(painter, 8)

    def set_enabled(self, enabled: bool) -> None:
        if enabled != self.enabled:
            self.enabled = enabled
            self.on_click = self._action if enabled else None
            self.setCursor(Qt.CursorShape.PointingHandCursor if enabled
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def click(self) -> None:
        if self.enabled:
            self._action()


def _draw_centred(painter: QPainter, box: QRectF, fitted: Fitted, ink: QColor) -> None:
    """Bold lines fitted to `box`, centred in it."""
    used = font(fitted.size, True, fitted.stretch)
    painter.setFont(used)
    painter.setPen(ink)
    spacing = QFontMetricsF(used).lineSpacing()
    top = box.center().y() - len(fitted.lines) * spacing / 2
    for index, line in enumerate(fitted.lines):
        painter.drawText(QRectF(box.left(), top + index * spacing, box.width(), spacing),
                         int(Qt.AlignmentFlag.AlignCenter), line)


class BannerItem(BoxItem):
    """A message over the board (why a drop was refused), on a second line rather than smaller
    than the readable size; hidden when empty."""

    HEIGHTS = (40.0, 62.0)  # one line, two lines
    MARGINS = (14.0, 4.0)

    def __init__(self, width: float) -> None:
        super().__init__(width, self.HEIGHTS[0])
        self.text = ""
        self.setZValue(2000)
        self.setVisible(False)

    def show_text(self, text: str) -> None:
        self.prepareGeometryChange()
        self.text = text
        self.height = self.HEIGHTS[0]
        if not self._fitted().whole:
            self.height = self.HEIGHTS[1]
        self.setVisible(bool(text))
        self.update()

    def _box(self) -> QRectF:
        x, y = self.MARGINS
        return self.rect().adjusted(x, y, -x, -y)

    def _fitted(self) -> Fitted:
        box = self._box()
        return fit_text(self.text, box.width(), box.height(), 18, True, floor=render.READABLE)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#ffdad6"), 1.5))
        painter.setBrush(render.WARNING)
        painter.drawRoundedRect(self.rect(), 10, 10)
        _draw_centred(painter, self._box(), self._fitted(), QColor("#ffffff"))
