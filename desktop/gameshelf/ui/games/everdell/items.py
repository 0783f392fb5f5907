"""Everdell board items: cards (hand, Meadow, revealed, city tiles), workers, locations, events,
player panels and the deck. They draw what the scene hands them (texts already translated) and
report gestures to a handler or callback; they know nothing about rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..ethnos.board_items import BoxItem, Click
from ..ethnos.card_items import GLOW, CardHandler
from ..ethnos.card_items import CardItem as BaseCardItem
from . import render
from .marks import paint_free
from .render import CardFace

CARD_W, CARD_H = 100.0, 140.0
PEEK_ZONES = frozenset({"hand", "meadow", "revealed"})
PEEK_SCALE = 1.3
PEEK_Z = 800.0


@dataclass(frozen=True, slots=True)
class Marker:
    """A worker (or Rugwort's) drawn on a place: its colour and the label on it."""

    colour: QColor
    label: str


class CardItem(BaseCardItem):
    """A card. `card` is its instance id; `zone` says where it lies: hand, meadow, revealed,
    city (a landscape tile), worker (a worker of the viewer's pool), back (face down)."""

    def __init__(self, card: int | None, face: CardFace | None, zone: str,
                 handler: CardHandler | None, width: float = CARD_W, height: float = CARD_H,
                 seat: int | None = None) -> None:
        super().__init__(card, None, zone, handler, seat=seat)
        self.face = face  # type: ignore[assignment]
        self.width, self.height = width, height
        self.workers: tuple[Marker, ...] = ()
        self.occupied = False
        self.tokens = 0
        self.store: tuple[int, ...] = ()
        self.prisoners = 0
        self.marker: Marker | None = None  # a worker item: who it is
        self.blocked: Marker | None = None  # a Meadow card under one of Rugwort's workers
        self.free_label = ""  # the word on a card that may be played for free now

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        glow = self.glow or (render.GOLD if self.selected else None)
        if glow is not None:
            painter.setPen(render.glow_pen(glow, GLOW - 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        if self.zone == "worker" and self.marker is not None:
            radius = min(self.width, self.height) / 2 - 1
            render.draw_worker(painter, rect.center(), radius, self.marker.colour,
                               self.marker.label)
            return
        if self.face is None:
            render.paint_back(painter, rect)
        elif self.zone == "city":
            size = self._extra_size(rect)
            below = self.occupied or self.workers or self.tokens or any(self.store)
            render.paint_tile(painter, rect, self.face,  # type: ignore[arg-type]
                              size * 2.2 if self.prisoners else 0.0, size + 2 if below else 0.0)
            self._paint_extras(painter, rect)
        else:
            render.paint_card(painter, rect, self.face)  # type: ignore[arg-type]
            if self.free_label:
                paint_free(painter, rect, self.free_label)
        if self.blocked is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(30, 20, 10, 140))
            painter.drawPath(render.card_path(rect))
            render.draw_worker(painter, rect.center(), rect.width() * 0.22, self.blocked.colour,
                               self.blocked.label)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 34, 120))
            painter.drawPath(render.card_path(rect))

    @staticmethod
    def _extra_size(rect: QRectF) -> float:
        """The size of the tokens and workers on a city tile."""
        return min(rect.height() * 0.3, 22.0)

    def _paint_extras(self, painter: QPainter, rect: QRectF) -> None:
        """What lies on a city card, in a row along its bottom from the right: the occupied
        token, workers, point tokens; resources from the left; prisoners at the top right."""
        size = self._extra_size(rect)
        x = rect.right() - size - 2
        if self.occupied:  # the occupied token: a small door
            door = QRectF(x + size * 0.1, rect.bottom() - size - 2, size * 0.8, size)
            painter.setPen(QPen(QColor("#2b1a0e"), 1))
            painter.setBrush(QColor("#a0522d"))
            painter.drawRoundedRect(door, size * 0.35, size * 0.35)
            painter.setBrush(render.GOLD)
            painter.drawEllipse(QPointF(door.right() - size * 0.2, door.center().y()),
                                size * 0.08, size * 0.08)
            x -= size + 1
        for marker in self.workers:
            render.draw_worker(painter, QPointF(x + size / 2, rect.bottom() - size / 2 - 2),
                               size / 2, marker.colour, marker.label)
            x -= size + 1
        if self.tokens:
            render.draw_points(painter, QPointF(x + size / 2, rect.bottom() - size / 2 - 2),
                               size / 2, self.tokens, QColor("#ffe082"))
            x -= size + 1
        if any(self.store):
            left = rect.left() + render.tile_strip(rect) + 3
            render.draw_amounts(painter, QRectF(left, rect.bottom() - size - 2,
                                                rect.width(), size), list(self.store), size * 0.8)
        if self.prisoners:
            render.draw_line(painter, QRectF(rect.right() - size * 2.2, rect.top() + 2, size * 2,
                                             size), "⛓" + str(self.prisoners), size * 0.8,
                             bold=True, align=Qt.AlignmentFlag.AlignRight, colour=render.CARD_TEXT)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """A hand or Meadow card comes forward a size larger under the pointer."""
        if self.zone in PEEK_ZONES and self.face is not None and not self.dragging:
            self._peek_from = self.scale()
            self.setTransformOriginPoint(QPointF(self.width / 2,
                                                 self.height if self.zone == "hand" else 0))
            self.setScale(self._peek_from * PEEK_SCALE)
            self.setZValue(PEEK_Z)
        QGraphicsItem.hoverEnterEvent(self, event)


class PlaceItem(BoxItem):
    """A place for workers: a basic location, a Forest card, the Haven, a Journey space or an
    event. It shows its name, a line under it, who claimed it, and the workers on it."""

    def __init__(self, place_id: str, title: str, detail: str, workers: Sequence[Marker],
                 on_click: Click | None, width: float, height: float, colour: QColor,
                 badge: str = "", owner: Marker | None = None, owner_name: str = "",
                 gain: tuple[int, ...] = (), wrap: bool = False) -> None:
        super().__init__(width, height, on_click)
        self.place_id = place_id
        self.title = title
        self.detail = detail
        self.workers = tuple(workers)
        self.colour = colour
        self.badge = badge
        self.owner = owner
        self.owner_name = owner_name
        self.gain = tuple(gain)
        self.wrap = wrap

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(self.colour.darker(160), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 8, 8)
        ink = render.text_on(self.colour)
        right = rect.width() - 6
        if self.badge:
            render.draw_points(painter, QPointF(rect.width() - 14, 14), 11, self.badge)
            right -= 26
        title_h = min(40.0, rect.height() * 0.45)
        render.draw_wrapped(painter, QRectF(6, 3, right - 6, title_h), self.title, 14, 8, ink)
        y = 3 + title_h
        if self.gain and any(self.gain):
            render.draw_amounts(painter, QRectF(6, y, rect.width() - 12, 20), list(self.gain), 18,
                                ink)
            y += 21
        if self.detail:
            bottom = rect.height() - (26 if self.owner is not None else 0) - 2
            if self.wrap and bottom - y > 20:
                render.draw_wrapped(painter, QRectF(6, y, rect.width() - 12, bottom - y),
                                    self.detail, 12, 8, ink)
            else:
                render.draw_line(painter, QRectF(6, y, rect.width() - 12, 16), self.detail, 12,
                                 minimum=7, colour=ink)
        if self.owner is not None:
            band = QRectF(2, rect.height() - 24, rect.width() - 4, 22)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(band, 6, 6)
            render.paint_disc(painter, QPointF(14, band.center().y()), 9, self.owner.colour,
                              self.owner.label)
            render.draw_line(painter, band.adjusted(26, 0, -4, 0), "✓ " + self.owner_name, 13,
                             bold=True, minimum=7, colour=render.PANEL_TEXT)
        size = min(26.0, rect.height() * 0.32)
        x = rect.width() - size / 2 - 4
        bottom = rect.height() - (26 if self.owner is not None else 0) - size / 2 - 3
        for marker in self.workers:
            render.draw_worker(painter, QPointF(x, bottom), size / 2, marker.colour, marker.label)
            x -= size * 0.8
        self.paint_glow(painter, 8)


class PlayerItem(BoxItem):
    """A player's panel: colour and name, season, workers, resources, point tokens, hand size."""

    def __init__(self, width: float, height: float, colour: QColor, label: str, name: str,
                 lines: Sequence[str], resources: Sequence[int], tokens: int, active: bool,
                 on_click: Click | None = None, compact: bool = False) -> None:
        super().__init__(width, height, on_click)
        self.colour = colour
        self.label = label
        self.name = name
        self.lines = tuple(lines)
        self.resources = tuple(resources)
        self.tokens = tokens
        self.active = active
        self.compact = compact
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1))
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        render.paint_disc(painter, QPointF(16, 15), 10, self.colour, self.label)
        if self.compact:
            self._paint_header(painter, rect)
            self.paint_glow(painter, 10)
            return
        render.draw_line(painter, QRectF(32, 2, rect.width() - 40, 26), self.name, 16, bold=True,
                         minimum=9, colour=render.PANEL_TEXT)
        y = 30.0
        line_h = 17.0 if self.compact else 20.0
        for line in self.lines:
            render.draw_line(painter, QRectF(10, y, rect.width() - 16, line_h), line,
                             line_h - 4, minimum=8, colour=render.PANEL_TEXT)
            y += line_h
        size = 18.0 if self.compact else 22.0
        x = 10.0
        for resource, amount in zip(render.RESOURCES, self.resources, strict=False):
            render.draw_resource(painter, resource, QRectF(x, y + 2, size, size))
            render.draw_line(painter, QRectF(x + size, y, size, size + 4), str(amount), size * 0.8,
                             bold=True, minimum=7, colour=render.PANEL_TEXT)
            x += size * 2
        render.draw_points(painter, QPointF(x + size / 2, y + 2 + size / 2), size / 2, self.tokens)
        self.paint_glow(painter, 10)

    def hand_point(self) -> QPointF:
        """Where an opponent's panel tells the hand (its last line), in the item's
        coordinates: the middle of those words."""
        text, box = self._joined_lines(), self._lines_box()
        metrics = QFontMetricsF(render.fitted_font(text, box.width(), 13, 8))
        last = self.lines[-1] if self.lines else ""
        end = min(metrics.horizontalAdvance(text), box.width())
        return QPointF(box.left() + max(end - metrics.horizontalAdvance(last) / 2, 0),
                       box.center().y())

    def _paint_header(self, painter: QPainter, rect: QRectF) -> None:
        """An opponent's panel: name, resources and point tokens on the first line, the other
        lines joined on the second; the city lies below."""
        size = 18.0
        pieces = QRectF(rect.width() - 6 - 5 * size * 1.9, 5, 5 * size * 1.9, size)
        x = pieces.left()
        for resource, amount in zip(render.RESOURCES, self.resources, strict=False):
            render.draw_resource(painter, resource, QRectF(x, pieces.top(), size, size))
            render.draw_line(painter, QRectF(x + size, pieces.top() - 2, size, size + 4),
                             str(amount), size * 0.8, bold=True, minimum=7,
                             colour=render.PANEL_TEXT)
            x += size * 1.9
        render.draw_points(painter, QPointF(x + size / 2, pieces.center().y()), size / 2,
                           self.tokens)
        render.draw_line(painter, QRectF(32, 2, pieces.left() - 40, 26), self.name, 16,
                         bold=True, minimum=9, colour=render.PANEL_TEXT)
        render.draw_line(painter, self._lines_box(), self._joined_lines(), 13, minimum=8,
                         colour=render.PANEL_TEXT)

    def _lines_box(self) -> QRectF:
        return QRectF(10, 27, self.width - 16, 18)

    def _joined_lines(self) -> str:
        return " · ".join(line for line in self.lines if line)


class CellItem(BoxItem):
    """An empty space of a city (one of 15), or the place of a card that takes none."""

    def __init__(self, width: float, height: float, free: bool = False, text: str = "") -> None:
        super().__init__(width, height)
        self.free = free
        self.text = text
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(QColor("#6f8a64"), 1, Qt.PenStyle.DashLine if self.free else
                   Qt.PenStyle.SolidLine)
        painter.setPen(pen)
        painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(self.rect(), 6, 6)
        if self.text:
            render.draw_line(painter, self.rect().adjusted(4, 0, -4, 0), self.text,
                             min(14.0, self.height * 0.3), minimum=6,
                             align=Qt.AlignmentFlag.AlignHCenter, colour=render.MUTED_TEXT)


class PileItem(BoxItem):
    """A face-down pile with its count: the deck, or the discard pile (face down too, FAQ)."""

    def __init__(self, title: str, count: int, width: float = 90, height: float = 126) -> None:
        super().__init__(width, height)
        self.title = title
        self.count = count

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(0, 22, self.width, self.height - 22)
        if self.count:
            render.paint_back(painter, card)
        else:
            painter.setPen(QPen(render.MUTED_TEXT, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 7, 7)
        render.draw_line(painter, QRectF(0, 0, self.width, 20), self.title, 14, bold=True,
                         minimum=8, align=Qt.AlignmentFlag.AlignHCenter, colour=render.PANEL_TEXT)
        badge = QRectF(card.center().x() - 26, card.center().y() - 17, 52, 34)
        painter.setPen(QPen(render.GOLD, 1.5))
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(badge, 8, 8)
        render.draw_line(painter, badge, str(self.count), 22, bold=True,
                         align=Qt.AlignmentFlag.AlignHCenter, colour=render.PANEL_TEXT)
