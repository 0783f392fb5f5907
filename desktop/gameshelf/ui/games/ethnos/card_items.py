"""Card items: hand, market and known cards, the deck and played bands.

Cards are moved by hand (ItemIsMovable, our own mouse handling) and snapped back on release;
what a drop means is decided by the handler (the interaction), never here.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from . import render
from .render import CardFace

CARD_W, CARD_H = 100.0, 140.0
MINI_W, MINI_H = 44.0, 62.0
SIZE_DISC = 12.0  # a band's size disc, at the least: its number at READABLE
GLOW = 7.0
RAISE = 18.0
PEEK_ZONES = frozenset({"market", "hand"})
PEEK_SCALE = 1.25
PEEK_Z = 800.0


class CardHandler(Protocol):
    def card_clicked(self, item: CardItem) -> None: ...
    def card_double_clicked(self, item: CardItem) -> None: ...
    def card_right_clicked(self, item: CardItem) -> None: ...
    def drag_started(self, item: CardItem) -> list[CardItem]: ...
    def drag_moved(self, item: CardItem, scene_pos: QPointF) -> None: ...
    def card_dropped(self, item: CardItem, scene_pos: QPointF) -> None: ...


class CardItem(QGraphicsItem):
    """One card. `card` is its id (None: a face-down card); `zone` says where it lies:
    hand, market, known, deck or back."""

    HIGHLIGHTS: ClassVar[tuple[str, ...]] = ("glow", "selected", "leader", "dimmed")

    def __init__(self, card: int | None, face: CardFace | None, zone: str,
                 handler: CardHandler | None, mini: bool = False, seat: int | None = None) -> None:
        super().__init__()
        self.card = card
        self.face = face
        self.zone = zone
        self.seat = seat
        self.handler = handler
        self.mini = mini
        self.width, self.height = (MINI_W, MINI_H) if mini else (CARD_W, CARD_H)
        self.shown: float | None = None  # in a fanned row, the width the next card leaves
        self.base = QPointF()  # where the layout put it
        self.home = QPointF()  # where it rests now (raised when selected)
        self.selected = False
        self.leader = False
        self.dimmed = False
        self.glow: QColor | None = None
        self.draggable = False
        self.dragging = False
        self._press: QPointF | None = None
        self._press_pos = QPointF()
        self._followers: list[tuple[CardItem, QPointF]] = []
        self._double = False
        self._peek_from: float | None = None  # the scale before the pointer came to rest on it
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptHoverEvents(True)

    # -- appearance ---------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:
        return QRectF(-GLOW, -GLOW, self.width + 2 * GLOW, self.height + 2 * GLOW)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def shape(self) -> QPainterPath:
        return render.card_path(self.rect())

    def set_state(self, *, selected: bool | None = None, leader: bool | None = None,
                  dimmed: bool | None = None, glow: QColor | bool | None = False) -> None:
        before = (self.selected, self.leader, self.dimmed, self.glow)
        if selected is not None:
            self.selected = selected
        if leader is not None:
            self.leader = leader
        if dimmed is not None:
            self.dimmed = dimmed
        if glow is not False:
            self.glow = glow  # type: ignore[assignment]
        if (self.selected, self.leader, self.dimmed, self.glow) != before:
            self.update()  # an unchanged card keeps its cached pixmap

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        glow = self.glow or (render.GOLD if self.selected else None)
        if glow is not None:
            painter.setPen(render.glow_pen(glow, GLOW - 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(render.card_path(rect.adjusted(-3, -3, 3, 3)))
        if self.face is None:
            render.paint_back(painter, rect)
        elif self.mini:
            render.paint_mini(painter, rect, self.face)
        else:
            peeking = self._peek_from is not None or self.dragging
            render.paint_card(painter, rect, self.face, self.leader,
                              None if peeking else self.shown,
                              self._peek_from if self._peek_from is not None else self.scale())
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 28, 34, 120))
            painter.drawPath(render.card_path(rect))
        if self.leader:
            crown = render.crown_rect(rect)
            render.paint_crown_badge(painter, crown.center(), crown.width())

    # -- mouse --------------------------------------------------------------------------------

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        """A card of a crowded row (a market of ten, a full hand) comes to the front, a size
        larger, so its title and ability can be read without opening the tooltip."""
        if self.zone in PEEK_ZONES and self.face is not None and not self.dragging:
            self._peek_from = self.scale()
            origin = QPointF(self.width / 2, self.height if self.zone == "hand" else 0)
            self.setTransformOriginPoint(origin)
            self.setScale(self._peek_from * PEEK_SCALE)
            self.setZValue(PEEK_Z)
            self.update()  # uncovered now: its whole text
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.end_peek()
        super().hoverLeaveEvent(event)

    def end_peek(self) -> None:
        if self._peek_from is None:
            return
        self.setScale(self._peek_from)
        self.setTransformOriginPoint(QPointF())  # the layout scales cards from their corner
        self._peek_from = None
        self.update()
        if not self.dragging:
            self.setZValue(self._base_z())

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.end_peek()
        if self.handler is None:
            event.ignore()
            return
        if event.button() == Qt.MouseButton.RightButton:
            self.handler.card_right_clicked(self)
            event.accept()
            return
        if event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self.handler is None:
            return
        delta = event.scenePos() - self._press
        if not self.dragging:
            if not self.draggable or delta.manhattanLength() < QApplication.startDragDistance():
                return
            self.dragging = True
            self.setZValue(1000)
            self.update()
            followers = self.handler.drag_started(self)
            self._followers = [(f, f.pos()) for f in followers if f is not self]
            for index, (follower, _) in enumerate(self._followers):
                follower.setZValue(999 - index)
        self.setPos(self._press_pos + delta)
        for follower, start in self._followers:
            follower.setPos(start + delta)
        self.handler.drag_moved(self, event.scenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None or self.handler is None:
            return
        self._press = None
        if self.dragging:
            self.dragging = False
            self.update()
            self.handler.card_dropped(self, event.scenePos())
        elif self._double:
            self._double = False
        elif event.button() == Qt.MouseButton.LeftButton:
            self.handler.card_clicked(self)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.handler is None or event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = event.scenePos()
        self._press_pos = self.pos()
        self._double = True
        self.handler.card_double_clicked(self)

    def snap_back(self) -> None:
        """Return (with the cards that followed it) to the place the layout gave it."""
        self.setPos(self.home)
        self.setZValue(self._base_z())
        for follower, _ in self._followers:
            follower.setPos(follower.home)
            follower.setZValue(follower._base_z())
        self._followers = []

    def _base_z(self) -> float:
        return self.data(0) or 0.0

    def set_home(self, pos: QPointF, z: float) -> None:
        self.base = QPointF(pos)
        self.home = QPointF(pos)
        self.setData(0, z)
        self.setPos(pos)
        self.setZValue(z)

    def set_raised(self, raised: bool) -> None:
        self.home = self.base + QPointF(0, -RAISE) if raised else QPointF(self.base)
        if not self.dragging:
            self.setPos(self.home)


class DeckItem(CardItem):
    """The deck: a face-down card with the number of cards left and the Dragons revealed."""

    def __init__(self, handler: CardHandler | None, count: int, dragons: int, total: int,
                 dragons_label: str, dragons_word: str, room: float) -> None:
        """`room`: how wide the Dragons' line under the card may be, from the card's left
        edge less 4 (the market's first card stands beyond it); where "Dragons 1/3" is wider
        than that, the line says "Dragons" and the three discs count them."""
        super().__init__(None, None, "deck", handler)
        self.count = count
        self.dragons = dragons
        self.total = total
        self.dragons_label = dragons_label
        self.dragons_word = dragons_word
        self.room = room

    def boundingRect(self) -> QRectF:
        # The Dragons' line under the card may be wider than the card.
        return QRectF(-GLOW, -GLOW, max(self.width, self.room) + 2 * GLOW,
                      self.height + 48 + 2 * GLOW)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        rect = self.rect()
        badge = QRectF(rect.center().x() - 26, rect.center().y() - 17, 52, 34)
        painter.setPen(QPen(render.GOLD, 1.5))
        painter.setBrush(QColor(0, 0, 0, 170))
        painter.drawRoundedRect(badge, 8, 8)
        render.draw_line(painter, badge, str(self.count), 22, bold=True,
                         align=Qt.AlignmentFlag.AlignHCenter, colour=render.PANEL_TEXT)
        # From the deck's left edge (the board's) and wider than the deck: at READABLE the
        # words are wider than the card.
        label = QRectF(-4, rect.bottom() + 2, self.room, 22)
        shown = self.dragons_label
        if QFontMetricsF(render.font(render.READABLE, True)).horizontalAdvance(shown) > self.room:
            shown = self.dragons_word
        render.draw_line(painter, label, shown, render.READABLE, bold=True,
                         minimum=render.READABLE, colour=render.PANEL_TEXT)
        for i in range(self.total):
            centre = QPointF(rect.center().x() + (i - (self.total - 1) / 2) * 26,
                             rect.bottom() + 36)
            lit = i < self.dragons
            painter.setPen(QPen(QColor("#ffb199") if lit else render.MUTED_TEXT, 1.5))
            painter.setBrush(QColor("#e0482f") if lit else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, 9, 9)


class BandItem(QGraphicsItem):
    """A played band: its leader on top of the other cards, with the band's size."""

    def __init__(self, leader: CardFace, size: int, kingdom_symbol: str | None,
                 kingdom_colour: QColor, scale: float = 1.0, building: bool = False) -> None:
        super().__init__()
        self.leader = leader
        self.size = size
        self.kingdom_symbol = kingdom_symbol
        self.kingdom_colour = kingdom_colour
        self.building = building
        self.unit = scale
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def extent(self) -> QRectF:
        u = self.unit
        edges = min(self.size - 1, 4)
        return QRectF(0, 0, MINI_W * u + edges * 4 * u,
                      MINI_H * u + max(17 * u, 6 * u + SIZE_DISC + 1))

    def boundingRect(self) -> QRectF:
        return self.extent().adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        u = self.unit
        edges = min(self.size - 1, 4)
        for i in range(edges, 0, -1):
            rect = QRectF(i * 4 * u, 0, MINI_W * u, MINI_H * u)
            painter.setPen(QPen(QColor("#222222"), 1))
            painter.setBrush(QColor("#d9d2c0"))
            painter.drawPath(render.card_path(rect))
        top = QRectF(0, 0, MINI_W * u, MINI_H * u)
        render.paint_mini(painter, top, self.leader)
        render.paint_crown_badge(painter, QPointF(top.right() - 7 * u, 7 * u), 15 * u)
        if self.building:
            pen = QPen(render.GOLD, 2, Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.extent())
        # The size at the bottom-left corner stays visible when bands overlap; beside it, the
        # kingdom the band went to (glyph, never colour alone).
        radius = max(10 * u, SIZE_DISC)
        badge = QPointF(top.left() + radius - 2 * u, top.bottom() + 6 * u)
        render.paint_disc(painter, badge, radius, QColor("#111111"), str(self.size))
        mark = QRectF(badge.x() + radius + 1 * u, top.bottom() + 0.5 * u, 12 * u, 12 * u)
        painter.setPen(QPen(QColor("#111111"), 1))
        painter.setBrush(self.kingdom_colour)
        painter.drawEllipse(mark)
        render.draw_symbol(painter, self.kingdom_symbol, mark.adjusted(2.5 * u, 2.5 * u,
                                                                      -2.5 * u, -2.5 * u),
                           render.text_on(self.kingdom_colour))
