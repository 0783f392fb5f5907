"""Reavers board items: the Action Locations with their seat-bonus rows, small cards and
stacks (names on lines), the recruited Reaver waiting to be used (dragged), a longship's
spaces (Artifacts, leader, Glory pile, Specialize slots, Ship Upgrade tokens) and a seat's
panel. They draw what the scene hands them (texts already translated) and report clicks to a
callback; no rules here. Dice are the shared die (ui/dice_item.py), pawns the Everdell worker.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ..board_paint import READABLE, Marker
from ..champions import render
from ..champions.items import _text, line_height
from ..ethnos.board_items import BoxItem, Click
from ..ethnos.card_items import CardItem
from ..text_fit import fit_text

CLAN_COLOURS = {"red": QColor("#8e2f2a"), "yellow": QColor("#9a7a1c"),
                "blue": QColor("#2f5a8f")}
LOCATION_COLOUR = QColor("#3a4a3f")
PICKED_COLOUR = QColor("#2c3338")
PAWN_R = 13.0
BONUS_LINES = 2  # a seat bonus wraps onto a second line rather than being cut
NAME_LINES = 3  # a name on a card's band wraps onto up to three lines where the card has room
DISC_ROOM = 34.0  # a bonus cell's seat disc and the gap before its words


# A name on its colour band: (name, colour) or (name, colour, short form for a crowded card).
Band = tuple[str, QColor] | tuple[str, QColor, str]


def clan_colour(clan: str | None) -> QColor:
    return QColor(CLAN_COLOURS.get(clan or "", QColor("#5a4a3a")))


@dataclass(frozen=True, slots=True)
class Bonus:
    """One seat's cell of a location's seat-bonus row: its disc and what it would get."""

    marker: Marker
    text: str


def _bands(painter: QPainter, rect: QRectF, y: float, lines: Sequence[Band], bold: bool,
           pad: float) -> None:
    """Names one under another from `y`, each on its colour band, as many as `rect` holds. A
    name too long for its band takes more lines (up to NAME_LINES) while the room under the
    others allows; where the room runs out and a short form (a Band's third part) takes
    fewer lines than its name, every name with a short form shows it (the names of one card
    read alike: "Raven Tapestry" over "Wolf Tapestry", not over "Tapestry of the Wolf"), then
    the longest is cut a line shorter (elided): two long Spoils names on one small card would
    otherwise both read "Tapestry …"."""
    spacing = line_height(bold)
    width = rect.width() - 14

    def needs(text: str) -> int:
        """The lines `text` takes whole; NAME_LINES + 1 when even NAME_LINES cut it."""
        return next((n for n in range(1, NAME_LINES + 1)
                     if fit_text(text, width, n * spacing, READABLE, bold).whole),
                    NAME_LINES + 1)

    def too_tall() -> bool:
        return sum(min(n, NAME_LINES) * spacing + pad for _, n in shown) > rect.height() - y

    shown = [[band[0], needs(band[0])] for band in lines]
    shorts = [band[2] if len(band) > 2 else "" for band in lines]  # type: ignore[misc]
    while shown and (too_tall() or any(n > NAME_LINES for _, n in shown)):
        if any(short and needs(short) < shown[i][1] for i, short in enumerate(shorts)):
            shown = [[short, needs(short)] if short else line
                     for short, line in zip(shorts, shown, strict=True)]
            shorts = [""] * len(shorts)
            continue
        index = max(range(len(shown)), key=lambda i: shown[i][1])
        if shown[index][1] > NAME_LINES:
            shown[index][1] = NAME_LINES  # cut whatever the room: no short form helps
        elif shown[index][1] > 1:
            shown[index][1] -= 1
        else:
            break
    for (text, count), band_line in zip(shown, lines, strict=True):
        height = count * spacing + pad
        if y + height > rect.height() + 1:
            break
        band = QRectF(3, y, rect.width() - 6, height - 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(band_line[1])
        painter.drawRoundedRect(band, 4, 4)
        _text(painter, band.adjusted(4, 0, -4, 0), text, render.text_on(band_line[1]), bold,
              lines=count)
        y += height


def bonus_widths(texts: Sequence[str], room: float) -> list[float]:
    """The widths of a seat-bonus row's cells in `room`: each its words' width when they all
    fit (the room left shared out), else the longest cells narrowed alike to what is left
    (their words then wrap): a "—" keeps its small cell and a long bonus gets the rest."""
    metrics = QFontMetricsF(render.font(READABLE))
    wanted = [DISC_ROOM + 4 + metrics.horizontalAdvance(text) for text in texts]
    if sum(wanted) <= room:
        extra = (room - sum(wanted)) / len(wanted)
        return [w + extra for w in wanted]
    cap = room / len(wanted)
    small = [w for w in sorted(wanted) if w <= cap]
    while small:  # a cap above the cells that fit under it, the others sharing the rest
        cap = (room - sum(small)) / (len(wanted) - len(small))
        fitting = [w for w in sorted(wanted) if w <= cap]
        if len(fitting) == len(small):
            break
        small = fitting
    return [min(w, cap) for w in wanted]


class LocationItem(BoxItem):
    """An Action Location: its name and short effect, the cost, the seat-bonus row (what each
    seat would get were it picked now) and the pawn of the seat that picked it this round."""

    def __init__(self, location: str, name: str, short: str, cost: str,
                 bonuses: Sequence[Bonus], picked: Marker | None, active: bool,
                 on_click: Click | None, width: float, height: float) -> None:
        super().__init__(width, height, on_click)
        self.location = location
        self.name = name
        self.short = short
        self.cost = cost
        self.bonuses = tuple(bonuses)
        self.picked = picked
        self.active = active  # being resolved now
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1.2))
        painter.setBrush(PICKED_COLOUR if self.picked and not self.active else LOCATION_COLOUR)
        painter.drawRoundedRect(rect, 8, 8)
        room = rect.width() - 16 - (2 * PAWN_R + 6 if self.picked else 0)
        bold = line_height(True)
        _text(painter, QRectF(8, 3, room * 0.45, bold), self.name, render.PANEL_TEXT, True)
        _text(painter, QRectF(12 + room * 0.45, 3, room * 0.55 - 4, bold), self.cost,
              render.GOLD, align=Qt.AlignmentFlag.AlignRight)
        _text(painter, QRectF(8, 3 + bold, rect.width() - 16, line_height()), self.short,
              render.MUTED_TEXT)
        if self.picked is not None:
            render.draw_worker(painter, QPointF(rect.width() - PAWN_R - 6, PAWN_R + 4), PAWN_R,
                               self.picked.colour, self.picked.label)
        y = 8 + bold + line_height()  # the discs clear the short effect's descenders
        if self.bonuses:
            x = 6.0
            widths = bonus_widths([b.text for b in self.bonuses], rect.width() - 12)
            for bonus, cell in zip(self.bonuses, widths, strict=True):
                render.paint_disc(painter, QPointF(x + 13, y + line_height() / 2), 13,
                                  bonus.marker.colour, bonus.marker.label)
                _text(painter, QRectF(x + 30, y, cell - DISC_ROOM, BONUS_LINES * line_height()),
                      bonus.text, render.PANEL_TEXT, lines=BONUS_LINES)
                x += cell
        self.paint_glow(painter, 8)


class LinesItem(BoxItem):
    """A small card or stack: a title (or none) over lines of names, each on its colour band
    (a Reaver's clan), or a deck's back with its count."""

    def __init__(self, key: str, title: str, lines: Sequence[Band],
                 on_click: Click | None, width: float, height: float, back: bool = False,
                 faded: bool = False) -> None:
        super().__init__(width, height, on_click)
        self.key = key
        self.title = title
        self.lines = tuple(lines)
        self.back = back
        self.faded = faded

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(QColor("#0e151a"), 1.2))
        painter.setBrush(render.BACK if self.back else render.CARD_BODY)
        if self.faded:
            painter.setOpacity(0.5)
        painter.drawRoundedRect(rect, 6, 6)
        ink = render.PANEL_TEXT if self.back else render.CARD_TEXT
        y = 2.0  # a two-line name and a one-line name fit a pair's card in two rows
        if self.title:
            y += _text(painter, QRectF(6, y + 1, rect.width() - 12, line_height(True)),
                       self.title, ink, True) + 1
        _bands(painter, rect, y, self.lines, True, 2)
        painter.setOpacity(1.0)
        self.paint_glow(painter, 6)


class ReaverCardItem(CardItem):
    """A recruited Reaver waiting to be used: dragged onto a Specialize slot, the leader space
    or the Glory pile (clicked: its uses as buttons). `card` is its id."""

    def __init__(self, card: str, name: str, detail: str, clan: str, handler: object,
                 width: float, height: float) -> None:
        super().__init__(None, None, "reaver", handler)  # type: ignore[arg-type]
        self.card = card  # type: ignore[assignment]
        self.name = name
        self.detail = detail
        self.clan = clan
        self.width, self.height = width, height

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, self.width + 16, self.height + 16)

    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        if self.glow is not None:
            painter.setPen(render.glow_pen(self.glow, 5))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        colour = clan_colour(self.clan)
        painter.setPen(QPen(QColor("#0e151a"), 1.2))
        painter.setBrush(render.CARD_BODY)
        painter.drawRoundedRect(rect, 6, 6)
        band = QRectF(0, 0, rect.width(), line_height(True) + 4)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawRoundedRect(band, 6, 6)
        _text(painter, band.adjusted(6, 2, -6, -2), self.name, render.text_on(colour), True)
        lines = int((rect.height() - band.height() - 4) // line_height())
        if lines > 0:
            _text(painter, QRectF(6, band.bottom() + 2, rect.width() - 12,
                                  lines * line_height()), self.detail, render.CARD_TEXT,
                  lines=lines)


class SpaceItem(BoxItem):
    """A space of the viewer's longship that takes drops or clicks: the leader space, the
    Glory pile, a Specialize slot, an Artifact space (its card and, beside it, the die it
    holds: a separate die item). Its title, then names on lines."""

    def __init__(self, key: str, title: str, lines: Sequence[Band],
                 on_click: Click | None, width: float, height: float,
                 empty: bool = False) -> None:
        super().__init__(width, height, on_click)
        self.key = key
        self.title = title
        self.lines = tuple(lines)
        self.empty = empty
        self.setZValue(-5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        if self.empty:
            painter.setPen(QPen(render.MUTED_TEXT, 1.2, Qt.PenStyle.DashLine))
            painter.setBrush(render.PANEL_LIGHT)
        else:
            painter.setPen(QPen(QColor("#0e151a"), 1.2))
            painter.setBrush(render.PANEL_LIGHT)
        painter.drawRoundedRect(rect, 6, 6)
        y = 2.0
        y += _text(painter, QRectF(6, y, rect.width() - 12, line_height(True)), self.title,
                   render.GOLD, True)
        _bands(painter, rect, y, self.lines, False, 2)
        self.paint_glow(painter, 6)


@dataclass(frozen=True, slots=True)
class SeatLines:
    name: str
    leader: str
    detail: str  # slots, spoils, pawns… in words


class CrewPanel(BoxItem):
    """A seat's panel: disc and name, leader, Food / Favor / Glory, a line of what else it
    holds; the dice lie on it as separate die items."""

    def __init__(self, seat: int, marker: Marker, lines: SeatLines,
                 amounts: Sequence[tuple[str, int]], active: bool, width: float,
                 height: float, on_click: Click | None = None, detail_below: bool = False) -> None:
        super().__init__(width, height, on_click)
        # The viewer's narrow panel writes its detail on a line of its own, under the amounts.
        self.detail_below = detail_below
        self.seat = seat
        self.marker = marker
        self.lines = lines
        self.amounts = tuple(amounts)
        self.active = active
        self.setZValue(-10)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = self.rect()
        painter.setPen(QPen(render.GOLD if self.active else QColor("#0e151a"),
                            3 if self.active else 1))
        painter.setBrush(render.PANEL)
        painter.drawRoundedRect(rect, 10, 10)
        render.paint_disc(painter, QPointF(18, 16), 13, self.marker.colour, self.marker.label)
        width = rect.width() - 44
        bold = line_height(True)
        _text(painter, QRectF(36, 4, width * 0.45, bold), self.lines.name, render.PANEL_TEXT,
              True)
        _text(painter, QRectF(40 + width * 0.45, 4, width * 0.55, bold), self.lines.leader,
              render.GOLD, True, align=Qt.AlignmentFlag.AlignRight)
        y = 8 + bold
        x = 10.0
        for resource, amount in self.amounts:
            x = render.draw_amount(painter, x, y + 2, resource, amount, 20)
        if self.detail_below:
            x, y = 6.0, y + max(line_height(), 24)
        _text(painter, QRectF(x + 4, y, rect.width() - x - 14, line_height()),
              self.lines.detail, render.PANEL_TEXT)
        self.paint_glow(painter, 10)
