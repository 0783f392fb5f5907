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

from ..board_paint import Marker
from ..ethnos.board_items import BoxItem, Click
from ..ethnos.card_items import GLOW, CardHandler
from ..ethnos.card_items import CardItem as BaseCardItem
from ..text_fit import Fitted, fit_text
from . import render
from .marks import paint_free
from .render import CardFace

CARD_W, CARD_H = 100.0, 140.0
PEEK_ZONES = frozenset({"hand", "meadow", "revealed"})
PEEK_SCALE = 1.3
PEEK_Z = 800.0


# Rugwort's worker on a Meadow card, in the card's units: large enough to carry his letter,
# its feet on the card's top edge (BLOCKER_FEET into the band, above the name's letters).
BLOCKER_R = render.WORKER_LABEL_RADIUS + 0.2
BLOCKER_FEET = 2.0
BLOCKER_RISE = 2 * BLOCKER_R - BLOCKER_FEET  # how far above the card's top edge it reaches


def blocker_box(rect: QRectF) -> QRectF:
    """Where Rugwort's worker stands on a Meadow card: on its top edge, at the right."""
    return QRectF(rect.right() - 2 * BLOCKER_R - 6, rect.top() - BLOCKER_RISE, 2 * BLOCKER_R,
                  2 * BLOCKER_R)


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
            render.paint_card(painter, rect, self.face,  # type: ignore[arg-type]
                              cost=not self.free_label)
            if self.free_label:
                paint_free(painter, rect, self.free_label)
        if self.blocked is not None:
            self._paint_blocker(painter, rect, self.blocked)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 34, 120))
            painter.drawPath(render.card_path(rect))

    def boundingRect(self) -> QRectF:
        box = super().boundingRect()
        if self.blocked is not None:
            box = box.united(blocker_box(self.rect()).adjusted(-2, -2, 2, 2))
        return box

    @staticmethod
    def _paint_blocker(painter: QPainter, rect: QRectF, blocker: Marker) -> None:
        """Rugwort's worker stands on the card's top edge, above its name, so that the whole
        card stays readable: the player sees what he keeps from them. A light veil and a frame
        in his colour say that it cannot be taken."""
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(30, 20, 10, 60))
        painter.drawPath(render.card_path(rect))
        painter.setPen(QPen(blocker.colour, 3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(render.card_path(rect.adjusted(1.5, 1.5, -1.5, -1.5)))
        box = blocker_box(rect)
        render.draw_worker(painter, box.center(), BLOCKER_R, blocker.colour, blocker.label)

    @staticmethod
    def _extra_size(rect: QRectF) -> float:
        """The size of the tokens and workers on a city tile."""
        return min(rect.height() * 0.3, 26.0)

    def _paint_extras(self, painter: QPainter, rect: QRectF) -> None:
        """What lies on a city card, in a row along its bottom from the right: the occupied
        token, workers, point tokens; resources from the left; prisoners at the top right. On
        a tile too low for their numbers to read, the pieces without them (the tooltip counts)."""
        size = self._extra_size(rect)
        counts = size * 0.8 >= render.READABLE - 0.5
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
                               size / 2, self.tokens if size * 0.65 >= render.READABLE - 0.5
                               else "", QColor("#ffe082"))
            x -= size + 1
        if any(self.store):
            left = rect.left() + render.tile_strip(rect) + 3
            render.draw_amounts(painter, QRectF(left, rect.bottom() - size - 2,
                                                rect.width(), size), list(self.store), size * 0.8,
                                label=render.READABLE if counts else 0.0)
        if self.prisoners and counts:
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
                 gain: tuple[int, ...] = ()) -> None:
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

    def layout(self) -> PlaceLayout:
        """Where the texts and workers go: every text at READABLE, the title on the fewest lines
        (three at most) that leave the detail whole on the lines above the owner's band (no
        detail when there is no room: the tooltip has it); the workers in a row at the bottom
        right — on a claimed event, at the right end of the owner's band, clear of the texts."""
        rect = self.rect()
        size = min(26.0, rect.height() * 0.32)
        band = QRectF(2, rect.height() - 24, rect.width() - 4, 22) if self.owner else None
        if band is not None:
            centres = [QPointF(band.right() - size / 2 - 2 - i * size * 0.8, band.center().y())
                       for i in range(len(self.workers))]
        else:
            centres = [QPointF(rect.width() - size / 2 - 4 - i * size * 0.8,
                               rect.height() - size / 2 - 3) for i in range(len(self.workers))]
        bottom = band.top() - 1 if band is not None else rect.height() - 2
        texts = None
        for lines in (1, 2, 3):
            texts = self._texts(lines, bottom, centres, size)
            title, _, _, detail = texts
            if title.whole and (not self.detail or (detail is not None and detail.whole)):
                break
        title, title_box, detail_box, detail = texts  # type: ignore[misc]
        if detail is not None and not detail.whole:
            detail = None  # "For…" beside two workers says nothing the tooltip does not
        return PlaceLayout(title_box, title, detail_box, detail, band, centres, size)

    def _texts(self, title_lines: int, bottom: float, centres: list[QPointF], size: float
               ) -> tuple[Fitted, QRectF, QRectF, Fitted | None]:
        """The title on `title_lines` lines at most, and the detail in the room left."""
        readable = render.READABLE
        right = self.width - 6 - (BADGE_R * 2 + 4 if self.badge else 0)
        spacing = QFontMetricsF(render.font(readable, True)).lineSpacing()
        line = QFontMetricsF(render.font(readable)).lineSpacing()
        gain = 21 if any(self.gain) else 0
        room = bottom - 3 - gain - (line if self.detail else 0)
        title = fit_text(self.title, right - 6, max(spacing, min(title_lines * spacing, room)),
                         readable, True)
        title_box = QRectF(6, 3, right - 6, len(title.lines) * spacing)
        y = title_box.bottom() + gain
        detail_box = QRectF(6, y, self.width - 12, max(bottom - y, 0.0))
        detail = fit_text(self.detail, detail_box.width(), detail_box.height(), readable) \
            if self.detail and detail_box.height() >= line else None
        if detail is not None and self.owner is None and centres and \
                y + len(detail.lines) * line > centres[0].y() - size / 2:
            # The workers sit beside the detail's last line: it keeps the width left of them.
            detail_box.setWidth(centres[-1].x() - size / 2 - 8)
            detail = fit_text(self.detail, detail_box.width(), detail_box.height(), readable)
        return title, title_box, detail_box, detail

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(self.colour.darker(160), 1.5))
        painter.setBrush(self.colour)
        painter.drawRoundedRect(rect, 8, 8)
        ink = render.text_on(self.colour)
        if self.badge:
            render.draw_points(painter, QPointF(rect.width() - BADGE_R - 2, BADGE_R + 2), BADGE_R,
                               self.badge)
        place = self.layout()
        render.draw_fitted(painter, place.title_box, place.title, render.READABLE, ink, True)
        if self.gain and any(self.gain):
            render.draw_amounts(painter, QRectF(6, place.detail_box.top() - 21,
                                                rect.width() - 12, 20), list(self.gain), 18, ink)
        if place.detail is not None:
            render.draw_fitted(painter, place.detail_box, place.detail, render.READABLE, ink)
        if self.owner is not None and place.band is not None:
            band = place.band
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 120))
            painter.drawRoundedRect(band, 6, 6)
            render.paint_disc(painter, QPointF(14, band.center().y()), 9, self.owner.colour, "")
            workers = len(self.workers) * place.size * 0.8
            render.draw_line(painter, band.adjusted(26, 0, -4 - workers, 0),
                             "✓ " + self.owner_name, render.READABLE, bold=True,
                             minimum=render.READABLE,
                             colour=render.PANEL_TEXT)
        for marker, centre in zip(self.workers, place.workers, strict=True):
            render.draw_worker(painter, centre, place.size / 2, marker.colour, marker.label)
        self.paint_glow(painter, 8)


BADGE_R = 13.2  # a place's points coin: its number at READABLE


@dataclass(frozen=True, slots=True)
class PlaceLayout:
    title_box: QRectF
    title: Fitted
    detail_box: QRectF
    detail: Fitted | None
    band: QRectF | None  # the owner's band of a claimed event
    workers: list[QPointF]
    size: float  # a worker's


class PlayerItem(BoxItem):
    """A player's panel: colour and name, season, workers, resources, point tokens, hand size.
    An opponent's (`compact`) tells its free workers and hand size by a worker and a card
    with their numbers (`counts`: free, total, hand), its lines in full in the tooltip."""

    def __init__(self, width: float, height: float, colour: QColor, label: str, name: str,
                 lines: Sequence[str], resources: Sequence[int], tokens: int, active: bool,
                 on_click: Click | None = None, compact: bool = False,
                 counts: tuple[int, int, int] | None = None) -> None:
        super().__init__(width, height, on_click)
        self.colour = colour
        self.label = label
        self.name = name
        self.lines = tuple(lines)
        self.resources = tuple(resources)
        self.tokens = tokens
        self.active = active
        self.compact = compact
        self.counts = counts
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1))
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        render.paint_disc(painter, QPointF(16, 15), DISC_R, self.colour, self.label)
        if self.compact:
            self._paint_header(painter, rect)
            self.paint_glow(painter, 10)
            return
        render.draw_line(painter, QRectF(32, 2, rect.width() - 40, 26), self.name, render.READABLE,
                         bold=True, minimum=render.READABLE, colour=render.PANEL_TEXT)
        y = 30.0
        readable = render.READABLE
        spacing = QFontMetricsF(render.font(readable)).lineSpacing()
        for line in self.lines:
            if not line:
                continue
            fitted = fit_text(line, rect.width() - 16, 2 * spacing, readable)
            render.draw_fitted(painter, QRectF(10, y, rect.width() - 16, 2 * spacing), fitted,
                               readable, render.PANEL_TEXT)
            y += len(fitted.lines) * spacing + 2
        size = 22.0
        x = 10.0
        for resource, amount in zip(render.RESOURCES, self.resources, strict=False):
            render.draw_resource(painter, resource, QRectF(x, y + 2, size, size))
            render.draw_line(painter, QRectF(x + size, y, size, size + 4), str(amount), size * 0.8,
                             bold=True, minimum=7, colour=render.PANEL_TEXT)
            x += size * 2
        render.draw_points(painter, QPointF(x + size / 2, y + 2 + size / 2), BADGE_R,
                           self.tokens)
        self.paint_glow(painter, 10)

    def hand_point(self) -> QPointF:
        """Where an opponent's panel tells the hand, in the item's coordinates: its card."""
        return self._header_counts()[1].center()

    def _header_counts(self) -> tuple[QRectF, QRectF, QRectF]:
        """An opponent's second line: where its words, its worker and its card go."""
        box = self._lines_box()
        card = QRectF(box.right() - 2 * COUNT_W, box.top() + 1, 13, box.height() - 2)
        worker = QRectF(card.left() - 2.4 * COUNT_W, box.top(), box.height(), box.height())
        words = QRectF(box.left(), box.top(), worker.left() - 8 - box.left(), box.height())
        return worker, card, words

    def _paint_header(self, painter: QPainter, rect: QRectF) -> None:
        """An opponent's panel: name, resources and point tokens on the first line; the season
        and points, free workers and hand size on the second; the city lies below."""
        size = 20.0
        pieces = QRectF(rect.width() - 6 - 5 * size * 1.9, 4, 5 * size * 1.9, size)
        x = pieces.left()
        readable = render.READABLE
        for resource, amount in zip(render.RESOURCES, self.resources, strict=False):
            render.draw_resource(painter, resource, QRectF(x, pieces.top(), size, size))
            render.draw_line(painter, QRectF(x + size, pieces.top() - 2, size, size + 4),
                             str(amount), readable, bold=True, minimum=readable,
                             colour=render.PANEL_TEXT)
            x += size * 1.9
        render.draw_points(painter, QPointF(x + size / 2 + 2, pieces.center().y()), BADGE_R,
                           self.tokens)
        render.draw_line(painter, QRectF(32, 2, pieces.left() - 40, 26), self.name, readable,
                         bold=True, minimum=readable, colour=render.PANEL_TEXT)
        if self.counts is None:
            render.draw_line(painter, self._lines_box(), self._joined_lines(), readable,
                             minimum=readable, colour=render.PANEL_TEXT)
            return
        free, total, hand = self.counts
        worker, card, words = self._header_counts()
        render.draw_line(painter, words, self.lines[0] if self.lines else "", readable,
                         minimum=readable, colour=render.PANEL_TEXT)
        render.draw_worker(painter, worker.center(), worker.height() / 2, self.colour, "")
        render.draw_line(painter, QRectF(worker.right() + 2, worker.top(), 1.4 * COUNT_W,
                                         worker.height()), f"{free}/{total}", readable,
                         bold=True, minimum=readable, colour=render.PANEL_TEXT)
        render.paint_back(painter, card)
        render.draw_line(painter, QRectF(card.right() + 3, card.top() - 1, COUNT_W,
                                         card.height() + 2), str(hand), readable, bold=True,
                         minimum=readable, colour=render.PANEL_TEXT)

    def _lines_box(self) -> QRectF:
        return QRectF(10, 27, self.width - 16, 20)

    def _joined_lines(self) -> str:
        return " · ".join(line for line in self.lines if line)


DISC_R = 12.5  # a seat's disc on its panel: the number at READABLE
COUNT_W = 26.0  # room for a count on an opponent's panel ("12", "3/4")


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
            box = self.rect().adjusted(4, 1, -4, -1)
            fitted = fit_text(self.text, box.width(), box.height(), render.READABLE)
            spacing = QFontMetricsF(render.font(render.READABLE)).lineSpacing()
            box.setTop(box.center().y() - len(fitted.lines) * spacing / 2)
            render.draw_fitted(painter, box, fitted, render.READABLE, render.MUTED_TEXT)


class PileItem(BoxItem):
    """A face-down pile with its count: the deck, or the discard pile (face down too, FAQ)."""

    def __init__(self, title: str, count: int, width: float = 90, height: float = 126) -> None:
        super().__init__(width, height)
        self.title = title
        self.count = count

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = fit_text(self.title, self.width, 2 * PILE_LINE, render.READABLE, True)
        top = len(title.lines) * PILE_LINE + 2
        card = QRectF(0, top, self.width, self.height - top)
        if self.count:
            render.paint_back(painter, card)
        else:
            painter.setPen(QPen(render.MUTED_TEXT, 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(card, 7, 7)
        render.draw_fitted(painter, QRectF(0, 0, self.width, top), title, render.READABLE,
                           render.PANEL_TEXT, True)
        badge = QRectF(card.center().x() - 26, card.center().y() - 17, 52, 34)
        painter.setPen(QPen(render.GOLD, 1.5))
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(badge, 8, 8)
        render.draw_line(painter, badge, str(self.count), 22, bold=True,
                         align=Qt.AlignmentFlag.AlignHCenter, colour=render.PANEL_TEXT)


PILE_LINE = 20.0  # a line of a pile's title
