"""The seats' areas of the Everdell scene: each opponent's panel and city along the top (Rugwort's
too in a solo game), and the viewer's panel, workers, city (the drop zone for cards) and hand."""

from __future__ import annotations

import html
import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from ....content import plural_form
from ...plain_text import plain_tooltip
from ..ethnos.board_items import BackdropItem, LabelItem, ZoneItem
from . import render
from .items import CARD_H, CARD_W, CardItem, CellItem, PlayerItem
from .layout import (
    CELL_H,
    CITY_COLS,
    CITY_SIZE,
    CITY_X,
    GAP,
    HAND_SCALE,
    HAND_TOP,
    HAND_X,
    HEIGHT,
    INFO_W,
    ME_Y,
    OPP_H,
    OPP_Y,
    WIDTH,
)
from .scene_base import SceneBase
from .tile_names import name_lines

WANDERER, HUSBAND, WIFE = "wanderer", "husband", "wife"
MAX_TILE_W = 120.0  # a low tile may still be this wide: room for a name on one line


class SeatsMixin(SceneBase):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.player_items: dict[int, PlayerItem] = {}
        self.worker_items: list[CardItem] = []
        self.city_zone = QRectF()
        self.city_zone_item: ZoneItem | None = None
        self.hand_zone = QRectF()

    # -- cities -------------------------------------------------------------------------------

    def _city(self, row: int, city: list[dict[str, Any]], area: QRectF, limit: bool,
              seat: int | None, compact: bool = False) -> None:
        """A city as a grid of spaces: Husband and Wife share one, a Wanderer takes none (it
        stands apart, under the grid). `compact` (an opponent's): only the cards, a tile each
        (a shared space's halves would be too low for a name), a Wanderer last, in as many
        columns as show the names best."""
        cells: list[list[dict[str, Any]]] = []
        apart: list[dict[str, Any]] = []
        husbands: list[list[dict[str, Any]]] = []
        wives: list[list[dict[str, Any]]] = []
        for entry in city:
            card = entry["card"]
            if card == WANDERER:
                apart.append(entry)
                continue
            mates = wives if card == HUSBAND else husbands if card == WIFE else None
            if mates and not compact:
                mates.pop(0).append(entry)
                continue
            cell = [entry]
            cells.append(cell)
            if card == HUSBAND:
                husbands.append(cell)
            elif card == WIFE:
                wives.append(cell)
        if compact:
            cells += [[entry] for entry in apart]
            apart = []
        count = len(cells) if compact else max(len(cells), CITY_SIZE if limit else 1)
        cols = _columns([self.face(cell[0]["inst"]).name for cell in cells], area) \
            if compact else CITY_COLS
        rows = max(1 if compact else 3, math.ceil(count / cols))
        apart_h = 0.0 if not apart else min(area.height() * 0.22, 40.0)
        cell_h, cell_w = _tile_size(max(count, rows * cols), cols, area, apart_h)
        for index in range(count):
            col, line = index % cols, index // cols
            pos = QPointF(area.left() + col * (cell_w + 4), area.top() + line * (cell_h + 4))
            if index >= len(cells):
                empty = CellItem(cell_w, cell_h, free=True)
                empty.setPos(pos)
                self._add(empty)
                continue
            cell = cells[index]
            height = cell_h if len(cell) == 1 else (cell_h - 2) / 2
            for k, entry in enumerate(cell):
                self._city_card(row, entry, QPointF(pos.x(), pos.y() + k * (height + 2)),
                                cell_w, height, seat)
        if apart:
            y = area.top() + rows * (cell_h + 4)
            # "No space" on one line at a readable size, as long as a Wanderer keeps its width.
            words = QFontMetricsF(render.font(render.READABLE)).horizontalAdvance(
                self._board.texts.no_space) + 10
            label_w = max(min(words, area.width() - len(apart) * (cell_w + 4)), min(cell_w, 90.0))
            note = CellItem(label_w, apart_h - 4, text=self._board.texts.no_space)
            note.setPos(area.left(), y)
            self._add(note)
            for k, entry in enumerate(apart):
                self._city_card(row, entry, QPointF(area.left() + label_w + 4 + k * (cell_w + 4),
                                                    y), cell_w, apart_h - 4, seat)

    def _city_card(self, row: int, entry: dict[str, Any], pos: QPointF, width: float,
                   height: float, seat: int | None) -> None:
        extras = {
            "workers": tuple(self.marker(w) for w in entry["workers"]),
            "occupied": bool(entry["occupied"]),
            "tokens": int(entry["tokens"]),
            "store": tuple(entry["store"]) if any(entry["store"]) else (),
            "prisoners": len(entry["prisoners"]),
        }
        item = self._card(entry["inst"], "city", pos, 5, width=width, height=height, seat=row,
                          extras=extras)
        on_it = [self.amounts(entry["store"])] if any(entry["store"]) else []
        if entry["tokens"]:
            on_it.append(plural_form(self._board.content.table("counts")["point_token"],
                                     entry["tokens"]).format(count=entry["tokens"]))
        if entry["prisoners"]:
            on_it.append("⛓ " + self._board.content.join(
                [self.face(p).name for p in entry["prisoners"]]))
        if entry["workers"] or on_it:
            item.setToolTip(self.tooltip(entry["inst"]) + self.workers_tip(entry["workers"])
                            + "".join("<br>" + html.escape(line) for line in on_it))

    # -- the opponents' strip -----------------------------------------------------------------

    def _rows_shown(self, obs: dict[str, Any]) -> list[int]:
        n = obs["num_players"]
        viewer = self._board.viewer
        others = [(viewer + i) % n for i in range(1, n)]
        if obs["rugwort"] is not None:
            others.append(n)
        return others

    def _seat_lines(self, obs: dict[str, Any], row: int) -> list[str]:
        board = self._board
        texts, content = board.texts, board.content
        if row >= obs["num_players"]:
            points = board.rugwort_points if board.rugwort_points is not None else 0
            blocks = obs["rugwort"]["meadow_blocks"]
            specials = board.rugwort_specials
            return [texts.rugwort_score.format(points=points),
                    texts.rugwort_specials.format(points=specials) if specials else "",
                    content.text("terms.meadow") + ": " + ", ".join(str(b) for b in blocks)
                    if blocks else ""]
        seat = obs["seats"][row]
        season = content.text(f"seasons.{seat['season']}")
        if seat["passed"]:
            season += " · " + texts.passed
        free = seat["workers"] - seat["deployed"]
        points = board.points[row] if row < len(board.points) else 0
        return [season + " · " + texts.points(points),
                texts.workers.format(free=free, total=seat["workers"]),
                texts.hand_count(seat["hand_size"])]

    def _opponents(self, obs: dict[str, Any]) -> None:
        others = self._rows_shown(obs)
        if not others:
            return
        width = min((WIDTH - GAP * (len(others) - 1)) / len(others), 748.0)
        x = (WIDTH - width * len(others) - GAP * (len(others) - 1)) / 2
        for row in others:
            self._opponent(obs, row, x, width)
            x += width + GAP

    def _opponent(self, obs: dict[str, Any], row: int, x: float, width: float) -> None:
        board = self._board
        rugwort = row >= obs["num_players"]
        name = self.row_name(row)
        if row == board.thinking:
            name += board.texts.thinking
        if rugwort:
            resources, tokens = obs["rugwort"]["resources"], obs["rugwort"]["point_tokens"]
            city = obs["rugwort"]["city"]
        else:
            seat = obs["seats"][row]
            resources, tokens, city = seat["resources"], seat["point_tokens"], seat["city"]
        marker = self.marker(row)

        def click(row: int = row) -> None:
            self._calls.player_clicked(row)

        lines = self._seat_lines(obs, row)
        counts = None if rugwort else (
            seat["workers"] - seat["deployed"], seat["workers"], seat["hand_size"])
        panel = PlayerItem(width, OPP_H, marker.colour, marker.label, name, lines, resources,
                           tokens, obs["current"] == row and not obs["over"], click,
                           compact=True, counts=counts)
        panel.setPos(x, OPP_Y)
        tip = "\n".join([name, *(line for line in lines if line)])
        if rugwort and board.rugwort_specials:
            tip += "\n" + board.texts.rugwort_why.format(points=board.rugwort_specials)
        panel.setToolTip(plain_tooltip(tip))
        panel = self._add(panel)
        self.player_items[row] = panel
        self._city(row, city, QRectF(x + 6, OPP_Y + 48, width - 12, OPP_H - 52), not rugwort,
                   None, compact=True)

    # -- the viewer ---------------------------------------------------------------------------

    def _me(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat = board.viewer
        texts = board.texts
        me = obs["seats"][seat]
        name = board.names[seat]
        if seat == board.thinking:
            name += texts.thinking
        marker = self.marker(seat)
        panel = PlayerItem(INFO_W, HEIGHT - ME_Y, marker.colour, marker.label, name,
                           self._seat_lines(obs, seat), me["resources"], me["point_tokens"],
                           obs["current"] == seat and not obs["over"])
        panel.setPos(0, ME_Y)
        panel = self._add(panel)
        self.player_items[seat] = panel
        free = me["workers"] - me["deployed"]
        if not board.hide_private:
            for i in range(max(free, 0)):
                worker = CardItem(None, None, "worker", self._cards, 34, 40, seat)
                worker.marker = marker
                worker.set_home(QPointF(12 + i * 38, ME_Y + 150), 30 + i)
                worker = self._add(worker)
                self.worker_items.append(worker)
        # The city: a drop zone around the 15 spaces.
        city_back = BackdropItem(HAND_X - CITY_X - 6, HEIGHT - ME_Y)
        city_back.setPos(CITY_X, ME_Y)
        self._add(city_back)
        label = LabelItem(300, 24, texts.city, render.READABLE, True)
        label.setPos(CITY_X + 8, ME_Y + 2)
        self._add(label)
        area = QRectF(CITY_X + 6, ME_Y + 28, HAND_X - CITY_X - 18, HEIGHT - ME_Y - 34)
        self.city_zone = QRectF(CITY_X, ME_Y, HAND_X - CITY_X - 6, HEIGHT - ME_Y)
        zone = ZoneItem(self.city_zone.width() - 4, self.city_zone.height() - 4)
        zone.setPos(CITY_X + 2, ME_Y + 2)
        zone.setZValue(-4)
        self.city_zone_item = self._add(zone)
        self._city(seat, me["city"], area, True, seat)
        self._hand(obs, seat)

    def _hand(self, obs: dict[str, Any], seat: int) -> None:
        board = self._board
        texts = board.texts
        hand = obs["hand"]
        hand_w = WIDTH - HAND_X
        back = BackdropItem(hand_w, HEIGHT - ME_Y)
        back.setPos(HAND_X, ME_Y)
        self._add(back)
        header = LabelItem(hand_w - 16, 24, texts.hand_count(len(hand)), render.READABLE, True)
        header.setPos(HAND_X + 8, ME_Y + 2)
        self._add(header)
        self.hand_zone = QRectF(HAND_X, ME_Y, hand_w, HEIGHT - ME_Y)
        if board.hide_private:
            note = LabelItem(hand_w - 40, 30, texts.hidden_hand.format(name=board.names[seat]),
                             17, True, render.MUTED_TEXT)
            note.setPos(HAND_X + 20, HAND_TOP + 76)
            self._add(note)
            return
        room = QRectF(HAND_X + 8, HAND_TOP, hand_w - 16, HEIGHT - HAND_TOP - GAP)
        cols, scale = hand_grid(len(hand), room)
        for i, inst in enumerate(hand):
            col, line = i % cols, i // cols
            pos = QPointF(room.left() + col * (CARD_W * scale + GAP),
                          room.top() + line * (CARD_H * scale + GAP))
            self._card(inst, "hand", pos, 10 + i, scale, seat=seat)


def hand_grid(count: int, room: QRectF) -> tuple[int, float]:
    """How a hand of `count` cards lies in `room` without a card over another: in one row or
    two, whichever shows the cards larger (at most HAND_SCALE); returns (columns, scale)."""
    best = (max(count, 1), 0.0)
    for rows in (1, 2):
        cols = max(math.ceil(count / rows), 1)
        scale = min(HAND_SCALE, (room.width() - (cols - 1) * GAP) / (cols * CARD_W),
                    (room.height() - (rows - 1) * GAP) / (rows * CARD_H))
        if scale > best[1] + 1e-9:
            best = (cols, scale)
    return best


def _columns(names: list[str], area: QRectF) -> int:
    """How many columns lay tiles of these names in `area` so that most names read whole (at
    a readable size, see tile_names), then most on one line, then with the largest tiles;
    three rows at most."""
    count = len(names)
    best, best_score = 1, (-1, -1, -1.0)
    for cols in range(max(math.ceil(count / 3), 1), count + 1):
        height, width = _tile_size(count, cols, area)
        box = render.tile_name_box(QRectF(0, 0, width, height))
        lines = [name_lines(name, box.width(), box.height()) for name in names]
        score = (sum(n > 0 for n in lines), lines.count(1), min(height * 1.6, width))
        if score > best_score:
            best, best_score = cols, score
    return best


def _tile_size(count: int, cols: int, area: QRectF, apart_h: float = 0.0) -> tuple[float, float]:
    """The height and width of the tiles of a city laid in `cols` columns: at most CELL_H
    tall, and not much wider than a name needs."""
    rows = math.ceil(count / cols)
    height = min(CELL_H, (area.height() - apart_h - (rows - 1) * 4) / rows)
    width = min((area.width() - (cols - 1) * 4) / cols, max(height * 2.4, MAX_TILE_W))
    return height, width
