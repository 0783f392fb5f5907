"""The Everdell board scene: where everything lies, built from the viewer's observation.

A build keeps the items of the last one that draw the same thing (with their cached pixmaps), as
the Ethnos board does. Layout only: texts come in translated (`BoardTexts`, content), and the
interaction decides what glows and which buttons show.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field, fields, is_dataclass
from typing import Any, TypeVar

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ....content import Content, plural_form
from ..ethnos.board_items import BackdropItem, BannerItem, ButtonItem, LabelItem, ZoneItem
from . import render
from .items import CARD_H, CARD_W, CardItem, CellItem, Marker, PileItem, PlaceItem, PlayerItem
from .render import CardFace

WIDTH, HEIGHT = 1500.0, 1000.0
GAP = 6.0
OPP_Y, OPP_H = 0.0, 172.0
MID_Y = OPP_H + 6
LOC_W = 862.0
BASIC_H = 92.0
ROW_B_Y = MID_Y + BASIC_H + GAP
ROW_B_H = 100.0
EVENTS_Y = ROW_B_Y + ROW_B_H + GAP
EVENT_H = 90.0
MID_H = EVENTS_Y + 2 * EVENT_H + GAP - MID_Y
PROMPT_Y = MID_Y + MID_H + 6
PROMPT_H = 46.0
ME_Y = PROMPT_Y + PROMPT_H + 6
INFO_W = 252.0
CITY_X = INFO_W + 8
CITY_COLS = 5
CELL_W, CELL_H = 110.0, 84.0
HAND_X = CITY_X + CITY_COLS * (CELL_W + 4) + 10
MEADOW_X = LOC_W + 10
MEADOW_SCALE = 1.18
HAND_SCALE = 1.3
RAISE = 16.0
CITY_SIZE = 15

WANDERER, HUSBAND, WIFE = "wanderer", "husband", "wife"


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    meadow: str = "Meadow"
    deck: str = "Deck"
    discard: str = "Discard"
    city: str = "City"
    hand: str = "Hand"
    revealed: str = "Revealed cards"
    workers: str = "Workers: {free} free of {total}"
    hand_count: Callable[[int], str] = "{} cards in hand".format
    passed: str = "Passed"
    thinking: str = " (thinking…)"
    hidden_hand: str = "Hidden until {name} takes the seat"
    no_space: str = "No space"
    rugwort_score: str = "Score: {points}"
    points: Callable[[int], str] = "{} points".format
    forest: str = "Forest"
    journey: str = "Journey"
    events: str = "Events"


@dataclass(slots=True)
class BoardInput:
    obs: dict[str, Any]
    viewer: int
    names: list[str]
    colours: list[QColor]
    content: Content
    data: Any  # EverdellData: card facts (cost, points, type), no rules
    texts: BoardTexts
    hide_private: bool = False
    thinking: int = -1
    prompt: str = ""
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)
    chooser: list[tuple[str, str]] = field(default_factory=list)  # many choices: an overlay
    revealed: list[int] = field(default_factory=list)  # cards a decision shows
    points: list[int] = field(default_factory=list)  # every row's points now
    rugwort_points: int | None = None


class BoardCallbacks:
    """What the scene's items call; implemented by the interaction."""

    def place_clicked(self, place_id: str) -> None: ...
    def player_clicked(self, row: int) -> None: ...
    def button_clicked(self, name: str) -> None: ...


ItemT = TypeVar("ItemT", bound=QGraphicsItem)

_NOT_DRAWN = frozenset({"base", "home", "_press", "_press_pos", "_followers", "_double",
                        "handler", "on_click", "_action", "draggable", "dragging", "_peek_from"})
_HIGHLIGHTS = ("glow", "selected", "dimmed")


def _frozen(value: Any) -> Any:
    kind = type(value)
    if kind in (str, int, float, bool, type(None)):
        return value
    if kind is QColor:
        return ("colour", value.rgba())
    if kind is list or kind is tuple:
        return tuple(map(_frozen, value))
    if kind is QPointF:
        return (value.x(), value.y())
    if is_dataclass(value) and not isinstance(value, type):
        return (kind.__name__, *(_frozen(getattr(value, f.name)) for f in fields(value)))
    return value


def _reuse_key(item: QGraphicsItem) -> tuple[Any, ...]:
    return (type(item), *[(name, _frozen(value)) for name, value in item.__dict__.items()
                          if name not in _NOT_DRAWN and name not in _HIGHLIGHTS
                          and not callable(value)])


class EverdellScene(QGraphicsScene):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.setBackgroundBrush(render.TABLE)
        self.card_items: dict[int, CardItem] = {}  # every card shown face up, by instance
        self.card_zone: dict[int, str] = {}
        self.place_items: dict[str, PlaceItem] = {}
        self.player_items: dict[int, PlayerItem] = {}
        self.worker_items: list[CardItem] = []
        self.buttons: dict[str, ButtonItem] = {}
        self.prompt_item: LabelItem | None = None
        self.city_zone = QRectF()
        self.city_zone_item: ZoneItem | None = None
        self.hand_zone = QRectF()
        self._keys: dict[int, tuple[Any, ...]] = {}
        self._faces: dict[int, CardFace] = {}
        self._tips: dict[int, str] = {}
        self._faces_content: Content | None = None
        self.banner = BannerItem(900)
        self.banner.setPos(WIDTH / 2 - 450, PROMPT_Y + 3)
        self.addItem(self.banner)

    # -- lookups for the interaction ----------------------------------------------------------

    def place_at(self, pos: QPointF) -> str | None:
        for place_id, item in self.place_items.items():
            if item.sceneBoundingRect().adjusted(8, 8, -8, -8).contains(pos):
                return place_id
        return None

    def card_at(self, pos: QPointF, zone: str) -> int | None:
        for inst, item in self.card_items.items():
            if self.card_zone.get(inst) == zone and not item.dragging and \
                    item.mapRectToScene(item.rect()).contains(pos):
                return inst
        return None

    def in_city_zone(self, pos: QPointF) -> bool:
        return self.city_zone.contains(pos)

    def card_positions(self) -> dict[int, tuple[QPointF, float]]:
        return {inst: (item.pos(), item.scale()) for inst, item in self.card_items.items()}

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, cards: Any, calls: BoardCallbacks) -> None:
        self._pool: dict[tuple[Any, ...], list[QGraphicsItem]] = {}
        self._adding: list[QGraphicsItem] = []
        keys, self._keys = self._keys, {}
        for item in self.items():
            if item is self.banner:
                continue
            if item.parentItem() is None and hasattr(item, "__dict__"):
                key = None if isinstance(item, (LabelItem, ButtonItem)) else keys.get(id(item))
                self._pool.setdefault(key or _reuse_key(item), []).append(item)
            else:
                self.removeItem(item)
        self.card_items, self.card_zone, self.place_items = {}, {}, {}
        self.player_items, self.worker_items, self.buttons = {}, [], {}
        if board.content is not self._faces_content:
            self._faces, self._tips = {}, {}
            self._faces_content = board.content
        self._board, self._cards, self._calls = board, cards, calls
        obs = board.obs
        self._opponents(obs)
        self._locations(obs)
        self._events(obs)
        self._meadow(obs)
        self._prompt()
        self._me(obs)
        if board.revealed:
            self._revealed(board.revealed)
        if board.chooser:
            self._chooser(board.chooser)
        for items in self._pool.values():
            for item in items:
                self.removeItem(item)
        self._pool = {}
        self._shown, self._adding = self._adding, []

    def _add(self, item: ItemT) -> ItemT:
        key = _reuse_key(item)
        stock = self._pool.get(key)
        if not stock:
            self.addItem(item)
            self._adding.append(item)
            self._keys[id(item)] = key
            return item
        pos = item.pos()
        old = next((i for i in stock if i.pos() == pos), stock[-1])
        stock.remove(old)
        self._adding.append(old)
        self._keys[id(old)] = key
        repaint = [old.__dict__.get(n) for n in _HIGHLIGHTS] != \
            [item.__dict__.get(n) for n in _HIGHLIGHTS] or old.pos() != pos
        if isinstance(old, CardItem):
            old.end_peek()
        old.__dict__.update(item.__dict__)
        old.setPos(pos)
        old.setZValue(item.zValue())
        if old.scale() != item.scale():
            old.setScale(item.scale())
        old.setToolTip(item.toolTip())
        old.setData(0, item.data(0))
        if item.hasCursor():
            old.setCursor(item.cursor())
        else:
            old.unsetCursor()
        if repaint:
            old.update()
        return old  # type: ignore[return-value]

    # -- texts --------------------------------------------------------------------------------

    def face(self, inst: int) -> CardFace:
        face = self._faces.get(inst)
        if face is None:
            data, content = self._board.data, self._board.content
            c = data.inst_card[inst]
            card_id = data.cards[c]
            card_type = render.TYPES[data.ctype[c]]
            face = self._faces[inst] = CardFace(
                card_id, content.text(f"cards.{card_id}.name"),
                content.text(f"cards.{card_id}.text"), card_type,
                content.text(f"card_types.{card_type}.name"),
                content.text("kinds.critter" if data.critter[c] else "kinds.construction"),
                tuple(data.cost[c]), data.points[c], data.unique[c],
                content.text("terms.unique"))
        return face

    def amounts(self, amounts: list[int] | tuple[int, ...]) -> str:
        content = self._board.content
        parts = [plural_form(content.table("counts")[r], n).format(count=n)
                 for r, n in zip(render.RESOURCES, amounts, strict=False) if n]
        return content.join(parts) if parts else "0"

    def tooltip(self, inst: int) -> str:
        tip = self._tips.get(inst)
        if tip is None:
            face = self.face(inst)
            content = self._board.content
            kind = face.kind + " · " + content.text(
                "terms.unique" if face.unique else "terms.common")
            colour = content.text(f"card_types.{face.card_type}.colour")
            points = plural_form(content.table("counts")["point"], face.points).format(
                count=face.points)
            tip = self._tips[inst] = (
                f"<b>{face.name}</b><br>{face.type_name} ({colour}) · {kind}<br>"
                f"{content.text('terms.cost').capitalize()}: {self.amounts(face.cost)} · "
                f"{points}<br><br>{face.text}")
        return tip

    def marker(self, row: int) -> Marker:
        board = self._board
        if board.obs["rugwort"] is not None and row >= board.obs["num_players"]:
            return Marker(render.RUGWORT, board.content.text("rugwort.name")[:1])
        return Marker(board.colours[row], str(row + 1))

    def row_name(self, row: int) -> str:
        board = self._board
        if board.obs["rugwort"] is not None and row >= board.obs["num_players"]:
            return board.content.text("rugwort.name")
        return board.names[row]

    # -- cards --------------------------------------------------------------------------------

    def _card(self, inst: int, zone: str, pos: QPointF, z: float, scale: float = 1.0,
              width: float = CARD_W, height: float = CARD_H, seat: int | None = None,
              extras: dict[str, Any] | None = None) -> CardItem:
        item = CardItem(inst, self.face(inst), zone, self._cards, width, height, seat)
        for name, value in (extras or {}).items():
            setattr(item, name, value)
        item.setToolTip(self.tooltip(inst))
        item.set_home(pos, z)
        if scale != 1.0:
            item.setScale(scale)
        item = self._add(item)
        self.card_items[inst] = item
        self.card_zone[inst] = zone
        return item

    def _city(self, row: int, city: list[dict[str, Any]], area: QRectF, limit: bool,
              seat: int | None) -> None:
        """A city as a grid of spaces: Husband and Wife share one, a Wanderer takes none (it
        stands apart, under the grid)."""
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
            if mates:
                mates.pop(0).append(entry)
                continue
            cell = [entry]
            cells.append(cell)
            if card == HUSBAND:
                husbands.append(cell)
            elif card == WIFE:
                wives.append(cell)
        count = max(len(cells), CITY_SIZE if limit else 1)
        rows = max(3, math.ceil(count / CITY_COLS))
        apart_h = 0.0 if not apart else min(area.height() * 0.22, 40.0)
        cell_h = min(CELL_H, (area.height() - apart_h - (rows - 1) * 4) / rows)
        cell_w = min((area.width() - (CITY_COLS - 1) * 4) / CITY_COLS, cell_h * 2.0)
        for index in range(count):
            col, line = index % CITY_COLS, index // CITY_COLS
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
            label_w = min(cell_w, 90.0)
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
        self._card(entry["inst"], "city", pos, 5, width=width, height=height, seat=row,
                   extras=extras)

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
            return [texts.rugwort_score.format(points=points),
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

        panel = PlayerItem(width, OPP_H, marker.colour, marker.label, name,
                           self._seat_lines(obs, row), resources, tokens,
                           obs["current"] == row and not obs["over"], click, compact=True)
        panel.setPos(x, OPP_Y)
        panel.setToolTip(name)
        panel = self._add(panel)
        self.player_items[row] = panel
        grid = QRectF(x + 200, OPP_Y + 30, width - 206, OPP_H - 34)
        if width < 560:
            grid = QRectF(x + width * 0.38, OPP_Y + 30, width * 0.62 - 6, OPP_H - 34)
        self._city(row, city, grid, not rugwort, None)

    # -- locations, Forest, Haven, Journey ----------------------------------------------------

    def _workers_on(self, obs: dict[str, Any], place_id: str) -> list[Marker]:
        return [self.marker(r) for r in obs["workers"].get(place_id, ())]

    def _place(self, place_id: str, title: str, detail: str, pos: QPointF, width: float,
               height: float, colour: QColor, tooltip: str, badge: str = "",
               owner: int | None = None, wrap: bool = False) -> PlaceItem:
        obs = self._board.obs

        def click(place_id: str = place_id) -> None:
            self._calls.place_clicked(place_id)

        item = PlaceItem(place_id, title, detail, self._workers_on(obs, place_id), click, width,
                         height, colour, badge, None if owner is None else self.marker(owner),
                         "" if owner is None else self.row_name(owner), wrap=wrap)
        item.setPos(pos)
        item.setToolTip(tooltip)
        item = self._add(item)
        self.place_items[place_id] = item
        return item

    def _locations(self, obs: dict[str, Any]) -> None:
        board = self._board
        data, content = board.data, board.content
        back = BackdropItem(LOC_W, MID_H)
        back.setPos(0, MID_Y)
        self._add(back)
        width = (LOC_W - 8 - 7 * GAP) / 8
        for i, loc in enumerate(data.basic):
            name = content.text(f"locations.{loc.id}.name")
            detail = content.text(f"terms.{loc.occupancy}")
            tip = f"<b>{name}</b> ({detail})<br>{content.text(f'locations.{loc.id}.text')}"
            self._place(loc.id, name, detail, QPointF(4 + i * (width + GAP), MID_Y + 4), width,
                        BASIC_H - 8, QColor("#5b7f4a"), tip)
        forest = obs["forest"]
        four = obs["num_players"] == 4
        forest_w = 112.0
        x = 4.0
        for loc_id in forest:
            name = content.text(f"forest.{loc_id}.name")
            detail = content.text("terms.forest")
            tip = f"<b>{name}</b><br>{content.text(f'forest.{loc_id}.text')}"
            if four:
                detail += " ×2"
            self._place(loc_id, name, detail, QPointF(x, ROW_B_Y), forest_w, ROW_B_H,
                        render.FOREST.lighter(130), tip)
            x += forest_w + GAP
        x = max(x, 4 + 4 * (forest_w + GAP))
        name = content.text("locations.haven.name")
        self._place("haven", name, content.text("terms.shared"), QPointF(x, ROW_B_Y), 104,
                    ROW_B_H, QColor("#4a6f8a"),
                    f"<b>{name}</b><br>{content.text('locations.haven.text')}")
        x += 104 + GAP
        jw = (LOC_W - 4 - x - GAP) / 2
        jh = (ROW_B_H - GAP) / 2
        for i, loc in enumerate(data.journey):
            name = content.text(f"locations.{loc.id}.name")
            tip = f"<b>{name}</b><br>{content.text(f'locations.{loc.id}.text')}"
            pos = QPointF(x + (i % 2) * (jw + GAP), ROW_B_Y + (i // 2) * (jh + GAP))
            self._place(loc.id, name, "", pos, jw, jh, QColor("#8a6a3a"), tip,
                        badge=str(loc.points))

    def _events(self, obs: dict[str, Any]) -> None:
        board = self._board
        data, content = board.data, board.content
        claimed = obs["events"]
        rows = [[(e.id, e.points) for e in data.basic_events],
                [(e, next(x.points for x in data.special_events if x.id == e))
                 for e in obs["special_events"]]]
        for line, events in enumerate(rows):
            if not events:
                continue
            width = (LOC_W - 8 - (len(events) - 1) * GAP) / len(events)
            for i, (event_id, points) in enumerate(events):
                name = content.text(f"events.{event_id}.name")
                text = content.text(f"events.{event_id}.text")
                entry = claimed.get(event_id)
                owner = None if entry is None else entry["owner"]
                colour = QColor("#7a5a2a") if line == 0 else QColor("#6a3f6e")
                kind = content.text("terms.basic_event" if line == 0 else "terms.special_event")
                tip = f"<b>{name}</b> ({kind})<br>{text}"
                if entry is not None:
                    tip += "<br>✓ " + self.row_name(owner)
                    extra = [card for card in entry.get("cards", ())]
                    if extra:
                        tip += "<br>" + content.join([self.face(c).name for c in extra])
                    if any(entry.get("resources", ())):
                        tip += "<br>" + self.amounts(entry["resources"])
                self._place(event_id, name, text, QPointF(
                    4 + i * (width + GAP), EVENTS_Y + line * (EVENT_H + GAP)), width, EVENT_H,
                    colour, tip, badge=str(points) if points else "", owner=owner, wrap=True)

    # -- Meadow, deck, discard ----------------------------------------------------------------

    def _meadow(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts = board.texts
        back = BackdropItem(WIDTH - MEADOW_X, MID_H)
        back.setPos(MEADOW_X, MID_Y)
        self._add(back)
        title = LabelItem(300, 22, texts.meadow, 15, True)
        title.setPos(MEADOW_X + 8, MID_Y + 2)
        self._add(title)
        pile_w = 88.0
        deck = PileItem(texts.deck, obs["deck_size"], True, pile_w, 120)
        deck.setPos(WIDTH - pile_w - 8, MID_Y + 30)
        deck.setToolTip(f"{texts.deck}: {obs['deck_size']}")
        self._add(deck)
        discard = PileItem(texts.discard, len(obs["discard"]), False, pile_w, 120)
        discard.setPos(WIDTH - pile_w - 8, MID_Y + 170)
        discard.setToolTip(f"{texts.discard}: {len(obs['discard'])}")
        self._add(discard)
        blocks = set(obs["rugwort"]["meadow_blocks"]) if obs["rugwort"] is not None else set()
        room_w = WIDTH - MEADOW_X - pile_w - 24
        scale = min(MEADOW_SCALE, (room_w - 3 * 8) / 4 / CARD_W,
                    (MID_H - 30 - 8) / 2 / CARD_H)
        step_x = CARD_W * scale + 8
        step_y = CARD_H * scale + 6
        for slot, inst in enumerate(obs["meadow"]):
            if inst < 0:
                continue
            pos = QPointF(MEADOW_X + 8 + (slot % 4) * step_x, MID_Y + 28 + (slot // 4) * step_y)
            extras = {"blocked": self.marker(obs["num_players"]) if slot + 1 in blocks
                      else None}
            self._card(inst, "meadow", pos, 10 + slot, scale, extras=extras)

    # -- the prompt bar -----------------------------------------------------------------------

    def _prompt(self) -> None:
        board = self._board
        bar = BackdropItem(WIDTH, PROMPT_H)
        bar.setPos(0, PROMPT_Y)
        self._add(bar)
        x = WIDTH - 8
        count = len(board.buttons)
        width = 200.0 if count <= 2 else max(110.0, min(180.0, 760.0 / max(count, 1)))
        for name, text, enabled in reversed(board.buttons):
            def click(name: str = name) -> None:
                self._calls.button_clicked(name)

            button = ButtonItem(name, text, click, enabled, width, PROMPT_H - 8)
            x -= width
            button.setPos(x, PROMPT_Y + 4)
            button.setToolTip(text)
            button = self._add(button)
            self.buttons[name] = button
            x -= 6
        prompt = LabelItem(x - 16, PROMPT_H, board.prompt, 17, True, render.PANEL_TEXT)
        prompt.setPos(12, PROMPT_Y)
        prompt.setToolTip(board.prompt)
        prompt = self._add(prompt)
        self.prompt_item = prompt

    def _chooser(self, choices: list[tuple[str, str]]) -> None:
        """Many answers (ways to pay, say): a column of buttons over the board."""
        cols = 1 if len(choices) <= 6 else 2 if len(choices) <= 14 else 3
        rows = math.ceil(len(choices) / cols)
        button_w, button_h = 420.0, 38.0
        width = cols * (button_w + 8) + 8
        height = rows * (button_h + 6) + 12
        x = (WIDTH - width) / 2
        y = max(MID_Y, PROMPT_Y - height - 6)
        back = BackdropItem(width, height)
        back.setPos(x, y)
        back.setZValue(1200)
        back.glow = render.GOLD
        self._add(back)
        for i, (name, text) in enumerate(choices):
            def click(name: str = name) -> None:
                self._calls.button_clicked(name)

            button = ButtonItem(name, text, click, True, button_w, button_h)
            button.setPos(x + 8 + (i % cols) * (button_w + 8), y + 8 + (i // cols) * (button_h + 6))
            button.setZValue(1201)
            button.setToolTip(text)
            button = self._add(button)
            self.buttons[name] = button

    def _revealed(self, cards: list[int]) -> None:
        """Cards a decision shows that lie nowhere else (revealed from the deck, say)."""
        texts = self._board.texts
        scale = 1.1
        step = CARD_W * scale + 8
        width = max(300.0, len(cards) * step + 16)
        x = (LOC_W - width) / 2 if width <= LOC_W else 4
        back = BackdropItem(width, CARD_H * scale + 40)
        back.setPos(x, MID_Y + 40)
        back.setZValue(900)
        self._add(back)
        title = LabelItem(width - 16, 24, texts.revealed, 15, True)
        title.setPos(x + 8, MID_Y + 42)
        title.setZValue(901)
        self._add(title)
        for i, inst in enumerate(cards):
            self._card(inst, "revealed", QPointF(x + 8 + i * step, MID_Y + 70), 902 + i, scale)

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
        label = LabelItem(300, 24, texts.city, 15, True)
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
        header = LabelItem(hand_w - 16, 24, texts.hand_count(len(hand)), 15, True)
        header.setPos(HAND_X + 8, ME_Y + 2)
        self._add(header)
        self.hand_zone = QRectF(HAND_X, ME_Y, hand_w, HEIGHT - ME_Y)
        top = ME_Y + 30 + RAISE
        if board.hide_private:
            note = LabelItem(hand_w - 40, 30, texts.hidden_hand.format(name=board.names[seat]),
                             17, True, render.MUTED_TEXT)
            note.setPos(HAND_X + 20, top + 60)
            self._add(note)
            return
        card_w = CARD_W * HAND_SCALE
        step = min(card_w + 6, (hand_w - 16 - card_w) / max(len(hand) - 1, 1))
        for i, inst in enumerate(hand):
            self._card(inst, "hand", QPointF(HAND_X + 8 + i * step, top), 10 + i, HAND_SCALE,
                       seat=seat)


__all__ = ["BoardCallbacks", "BoardInput", "BoardTexts", "EverdellScene"]
