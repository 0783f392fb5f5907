"""Champions board items: enemies (Troll, Draugr, Monsters), Journey cards, ports, the seats'
panels, the round track, rune slots and small named cards. Locations are the Everdell place
items (a name, a short line and the workers on it), dice the shared die. They draw what the
scene hands them (texts already translated) and report clicks to a callback; no rules here.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...dice_item import kind_colour, paint_shield, paint_weapon
from ..board_paint import Marker
from ..ethnos.board_items import BoxItem, Click
from ..text_fit import fit_text
from . import render
from .render import READABLE


def line_height(bold: bool = False) -> float:
    """A line of READABLE text (the application's font: measured when drawn)."""
    return QFontMetricsF(render.font(READABLE, bold)).lineSpacing()

WORKER_R = 13.0  # a worker on a place: its seat number at READABLE


def _text(painter: QPainter, box: QRectF, text: str, ink: QColor, bold: bool = False,
          lines: int = 1, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> float:
    """`text` fitted (text_fit) on at most `lines` lines of `box` from its top; the height used."""
    if not text:
        return 0.0
    spacing = line_height(True) if bold else line_height()
    fitted = fit_text(text, box.width(), min(box.height(), lines * spacing), READABLE, bold)
    used = render.font(READABLE, bold)
    if fitted.stretch != 100:
        used.setStretch(fitted.stretch)
    painter.setFont(used)
    painter.setPen(ink)
    for index, line in enumerate(fitted.lines):
        painter.drawText(QRectF(box.left(), box.top() + index * spacing, box.width(), spacing),
                         int(align | Qt.AlignmentFlag.AlignVCenter), line)
    return len(fitted.lines) * spacing


def worker_centre(rect: QRectF, index: int) -> QPointF:
    """Where the `index`th worker on a fight stands: in a row at the bottom right of `rect`."""
    return QPointF(rect.right() - WORKER_R - 4 - index * (WORKER_R * 1.7),
                   rect.bottom() - WORKER_R - 3)


def _workers(painter: QPainter, rect: QRectF, workers: Sequence[Marker]) -> None:
    for index, marker in enumerate(workers):
        render.draw_worker(painter, worker_centre(rect, index), WORKER_R, marker.colour,
                           marker.label)


class WorkerPiece(QGraphicsItem):
    """A worker on its way to a place (an AI's placement shown): drawn round its position."""

    def __init__(self, marker: Marker, radius: float = WORKER_R) -> None:
        super().__init__()
        self.marker = marker
        self.radius = radius
        self.setZValue(500)  # over the places it passes

    def boundingRect(self) -> QRectF:
        r = self.radius + 3
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        render.draw_worker(painter, QPointF(0, 0), self.radius, self.marker.colour,
                           self.marker.label)


class EnemyItem(BoxItem):
    """An enemy card on its space: its colour band and name, Attack and Defense, the reward,
    the restriction, the workers that reserved the fight and, while the viewer assigns, what
    they put on it and their chance to win. `target` is the fight's id (troll, draugr_1,
    shore_2); an empty space shows only its title."""

    def __init__(self, target: str, title: str, name: str, colour: QColor | None,
                 stats: tuple[int, int], reward: Sequence[tuple[str, int]], restriction: str,
                 workers: Sequence[Marker],
                 on_click: Click | None, width: float, height: float,
                 status: str = "", damage: str = "") -> None:
        super().__init__(width, height, on_click)
        self.target = target
        self.title = title
        self.name = name
        self.colour = colour
        self.stats = stats  # Attack, Defense: a weapon and a shield with their numbers
        self.reward = tuple(reward)  # (resource, amount): glyphs and numbers, words in the tip
        self.restriction = restriction
        self.workers = tuple(workers)
        self.status = status  # the viewer's dice on it and the chance to win
        self.damage = damage

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(QColor("#0e151a"), 1.5))
        painter.setBrush(render.CARD_BODY if self.colour is not None else render.PANEL_LIGHT)
        painter.drawRoundedRect(rect, 8, 8)
        if self.colour is None:
            _text(painter, rect.adjusted(8, 6, -8, -6), self.title, render.MUTED_TEXT, True, 2)
            _workers(painter, rect, self.workers)
            self.paint_glow(painter, 8)
            return
        band = QRectF(0, 0, rect.width(), 2 * line_height(True) + 6)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.colour)
        painter.drawRoundedRect(band, 8, 8)
        painter.drawRect(QRectF(0, band.height() - 8, rect.width(), 8))
        ink = render.text_on(self.colour)
        _text(painter, band.adjusted(8, 3, -8, -3), self.name, ink, True, 2)
        y = band.bottom() + 2
        y += self._paint_stats(painter, QRectF(8, y, rect.width() - 16, line_height(True)))
        if self.reward and y + line_height() <= rect.height() - 2:
            x = 8.0
            for resource, amount in self.reward:
                x = render.draw_amount(painter, x, y + 2, resource, amount, 18, render.CARD_TEXT)
            y += line_height() + 2
        for line in (self.damage, self.restriction, self.status):
            if not line or y + line_height() > rect.height() - 2:
                continue
            room = rect.width() - 16
            if line is self.status and self.workers:
                room -= len(self.workers) * WORKER_R * 1.7 + 6
            ink = render.WARNING if line is self.restriction else render.CARD_TEXT
            y += _text(painter, QRectF(8, y, room, line_height()), line, ink, line is self.status)
        _workers(painter, rect, self.workers)
        self.paint_glow(painter, 8)

    def _paint_stats(self, painter: QPainter, box: QRectF) -> float:
        """Attack as a weapon, Defense as a shield, each with its number (the tooltip says
        the words)."""
        size = box.height() - 2
        x = box.left()
        for paint, value in ((paint_weapon, self.stats[0]), (paint_shield, self.stats[1])):
            paint(painter, QRectF(x, box.top() + 1, size, size), render.CARD_TEXT)
            _text(painter, QRectF(x + size + 2, box.top(), 30, box.height()), str(value),
                  render.CARD_TEXT, True)
            x += size + 40
        return box.height()


class JourneyItem(BoxItem):
    """A shore's Journey space: empty, a face-down card (marked when the viewer looked at it:
    `seen` is its name then), or the card turned over."""

    def __init__(self, shore: int, state: str, name: str, seen_label: str, width: float,
                 height: float, on_click: Click | None = None) -> None:
        super().__init__(width, height, on_click)
        self.shore = shore
        self.state = state  # "empty", "hidden", "seen", "open"
        self.name = name
        self.seen_label = seen_label

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        if self.state == "empty":
            painter.setPen(QPen(render.MUTED_TEXT, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, 8, 8)
        elif self.state == "hidden":
            render.paint_back(painter, rect)
        elif self.state == "seen":
            render.paint_back(painter, rect, "")
            painter.setPen(QPen(render.GOLD, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(2, 2, -2, -2), 7, 7)
            top = _text(painter, rect.adjusted(8, 4, -8, 0), self.seen_label,
                        render.GOLD, True)
            _text(painter, rect.adjusted(8, 4 + top, -8, -4), self.name, render.PANEL_TEXT,
                  True, 2)
        else:
            painter.setPen(QPen(QColor("#201830"), 1.5))
            painter.setBrush(render.CARD_BODY)
            painter.drawRoundedRect(rect, 8, 8)
            _text(painter, rect.adjusted(8, 6, -8, -6), self.name, render.CARD_TEXT, True, 2)
        self.paint_glow(painter, 8)


class PortItem(BoxItem):
    """A shore's port: its name, the rate of Food, the ship docked there with its owner and,
    for the viewer's ship while they load it, dice + Food / capacity (without the ship's name
    when both do not fit above the `reserve` kept at the bottom for the Food buttons)."""

    def __init__(self, shore: int, title: str, per: int, ship: str, owner: Marker | None,
                 load: str, on_click: Click | None, width: float, height: float,
                 reserve: float = 0.0) -> None:
        super().__init__(width, height, on_click)
        self.shore = shore
        self.title = title
        self.per = per  # warriors fed by 1 Food (drawn as glyphs; the tooltip has the words)
        self.ship = ship
        self.owner = owner
        self.load = load
        self.reserve = reserve

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(QColor("#0b2233"), 1.5))
        painter.setBrush(QColor("#2a5a7a"))
        painter.drawRoundedRect(rect, 8, 8)
        y = 4.0
        y += _text(painter, QRectF(8, y, rect.width() - 16, line_height(True)), self.title,
                   render.PANEL_TEXT, True)
        y += self._paint_rate(painter, 8, y + 1) + 2
        if self.ship:
            hull = QRectF(6, y + 2, rect.width() - 12, rect.height() - y - 6)
            painter.setPen(QPen(QColor("#2b1a0e"), 1.5))
            painter.setBrush(QColor("#9c6b3c"))
            painter.drawRoundedRect(hull, 10, 10)
            right = hull.width() - 8 - (2 * WORKER_R + 4 if self.owner else 0)
            lines = 1 if self.load else 2  # the name on two lines when nothing else is aboard
            room = rect.height() - self.reserve - hull.top() - 2
            name = self.ship if not self.load or room >= line_height(True) + line_height() \
                else ""  # the tooltip names it
            used = _text(painter, QRectF(hull.left() + 6, hull.top() + 2, right,
                                         lines * line_height(True)),
                         name, QColor("#ffffff"), True, lines)
            # The load's line keeps clear of the owner's worker when it comes up beside it.
            beside_worker = self.owner is not None and used < 2 * WORKER_R + 2
            _text(painter, QRectF(hull.left() + 6, hull.top() + 2 + used,
                                  right if beside_worker else hull.width() - 12,
                                  line_height()), self.load, QColor("#ffffff"), True)
            if self.owner is not None:  # its number's line clear of the Food buttons
                top = min(hull.top() + WORKER_R + 2, rect.height() - self.reserve
                          - 0.4 * WORKER_R - line_height(True) / 2 - 1)
                render.draw_worker(painter, QPointF(hull.right() - WORKER_R - 4, top),
                                   WORKER_R, self.owner.colour, self.owner.label)
        self.paint_glow(painter, 8)

    def _paint_rate(self, painter: QPainter, x: float, y: float) -> float:
        """The Food rate as glyphs: a drumstick, "1 : 2" and a weapon (1 Food per 2 warriors);
        returns its height."""
        size = line_height() - 4
        render.draw_resource(painter, "food", QRectF(x, y + 1, size, size))
        ratio = f"1 : {self.per}"
        width = 12 + 9 * len(ratio)
        render.draw_line(painter, QRectF(x + size + 4, y - 1, width, size + 4), ratio,
                         render.READABLE, bold=True, minimum=render.READABLE,
                         colour=render.PANEL_TEXT)
        paint_weapon(painter, QRectF(x + size + 8 + width, y + 1, size, size), render.PANEL_TEXT)
        return size + 2


@dataclass(frozen=True, slots=True)
class SeatLines:
    """What a seat's panel tells, in words already translated."""

    name: str
    leader: str
    workers: str  # "Workers 2/3"
    extra: str  # Destinies, runes, first player…
    leader_short: str = ""  # the leader's own name alone, where the whole one does not fit


class SeatItem(BoxItem):
    """A player's panel: disc and name, leader, resources, warriors by kind, workers and what
    else they hold, enemies won by colour."""

    def __init__(self, seat: int, colour: QColor, label: str, lines: SeatLines,
                 resources: Sequence[tuple[str, int]], dice: Sequence[tuple[str, int]],
                 won: Sequence[tuple[str, int]], active: bool, width: float, height: float,
                 show_dice: bool = True) -> None:
        super().__init__(width, height)
        self.seat = seat
        self.colour = colour
        self.label = label
        self.lines = lines
        self.resources = tuple(resources)
        self.dice = tuple(dice)
        self.won = tuple(won)
        self.active = active
        self.show_dice = show_dice
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1))
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        render.paint_disc(painter, QPointF(18, 16), 13, self.colour, self.label)
        width = rect.width() - 44
        # The player's name takes what it needs (half at most), the leader the rest.
        bold = QFontMetricsF(render.font(READABLE, True))
        named = min(width * 0.5, bold.horizontalAdvance(self.lines.name) + 8)
        _text(painter, QRectF(36, 4, named, line_height(True)), self.lines.name,
              render.PANEL_TEXT, True)
        box = QRectF(40 + named, 4, width - named, line_height(True))
        leader = self.lines.leader
        if self.lines.leader_short and not fit_text(leader, box.width(), box.height(), READABLE,
                                                    True).whole:
            leader = self.lines.leader_short
        _text(painter, box, leader, render.GOLD, True, align=Qt.AlignmentFlag.AlignRight)
        y = 8 + line_height(True)
        x = 10.0
        for resource, amount in self.resources:
            x = render.draw_amount(painter, x, y + 2, resource, amount, 20)
        y += 26
        x = 10.0
        if self.show_dice:
            for kind, count in self.dice:
                paint_mini_die(painter, QRectF(x, y + 2, 20, 20), kind)
                draw = str(count)
                render.draw_line(painter, QRectF(x + 22, y, 24, 24), draw, READABLE, bold=True,
                                 minimum=READABLE, colour=render.PANEL_TEXT)
                x += 50
        for colour, count in self.won:
            fill = render.enemy_colour(colour)
            painter.setPen(QPen(QColor("#0e151a"), 1))
            painter.setBrush(fill)
            painter.drawRoundedRect(QRectF(x, y + 1, 16, 22), 3, 3)
            render.draw_line(painter, QRectF(x + 18, y, 24, 24), str(count), READABLE,
                             bold=True, minimum=READABLE, colour=render.PANEL_TEXT)
            x += 44
        y += 26
        text = " · ".join(t for t in (self.lines.workers, self.lines.extra) if t)
        _text(painter, QRectF(10, y, rect.width() - 20, rect.height() - y - 2), text,
              render.PANEL_TEXT, lines=2)
        self.paint_glow(painter, 10)


def paint_mini_die(painter: QPainter, rect: QRectF, kind: str) -> None:
    colour = kind_colour(kind)
    painter.setPen(QPen(QColor("#8d8a84") if colour.lightness() < 60 else colour.darker(170), 1))
    painter.setBrush(colour)
    painter.drawRoundedRect(rect, 4, 4)


class RoundTrackItem(BoxItem):
    """The rounds 1 to 8, the current one lit."""

    def __init__(self, title: str, current: int, rounds: int, width: float, height: float
                 ) -> None:
        super().__init__(width, height)
        self.title = title
        self.current = current
        self.rounds = rounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        label_w = rect.width() * 0.3
        bold = line_height(True)
        _text(painter, QRectF(0, (rect.height() - bold) / 2, label_w - 6, bold), self.title,
              render.PANEL_TEXT, True)
        cell = (rect.width() - label_w) / self.rounds
        for index in range(self.rounds):
            box = QRectF(label_w + index * cell + 2, 2, cell - 4, rect.height() - 4)
            now = index + 1 == self.current
            painter.setPen(QPen(render.GOLD if now else QColor("#0e151a"), 2 if now else 1))
            painter.setBrush(render.GOLD if now else
                             render.PANEL_LIGHT if index + 1 > self.current else render.PANEL)
            painter.drawRoundedRect(box, 5, 5)
            render.draw_line(painter, box, str(index + 1), READABLE, bold=True,
                             minimum=READABLE, align=Qt.AlignmentFlag.AlignCenter,
                             colour=QColor("#1b1300") if now else render.PANEL_TEXT)


class NamedCardItem(BoxItem):
    """A small card that shows a name (a rune, a Destiny, the Merchant Ship's goods), or the
    back of a pile with its count."""

    def __init__(self, key: str, title: str, name: str, colour: QColor, width: float,
                 height: float, on_click: Click | None = None, faded: bool = False,
                 detail: str = "") -> None:
        super().__init__(width, height, on_click)
        self.key = key
        self.title = title
        self.name = name
        self.colour = colour
        self.faded = faded
        self.detail = detail  # under the name, in the room left (the whole text in the tip)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        fill = QColor(self.colour)
        if self.faded:
            fill.setAlphaF(0.45)
        painter.setPen(QPen(QColor("#0e151a"), 1.2))
        painter.setBrush(fill)
        painter.drawRoundedRect(rect, 6, 6)
        ink = render.text_on(self.colour)
        top = 3.0
        if self.title:
            top += _text(painter, QRectF(6, top, rect.width() - 12, line_height()), self.title, ink)
        room = rect.height() - top - 2
        if self.detail:
            top += _text(painter, QRectF(6, top, rect.width() - 12, line_height(True)),
                         self.name, ink, True)
            lines = int((rect.height() - top - 2) // line_height())
            if lines:
                _text(painter, QRectF(6, top, rect.width() - 12, lines * line_height()),
                      self.detail, ink, False, lines)
        else:
            _text(painter, QRectF(6, top, rect.width() - 12, room), self.name, ink, True,
                  max(1, int(room // line_height(True))))
        self.paint_glow(painter, 6)
