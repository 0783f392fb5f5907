"""The Champions board scene, built from the viewer's observation (layout only: the words come
from `ChampionsWords`, what glows and which buttons show from the interaction, the chances to
win from the view). A build keeps the items of the last one that draw the same thing
(`ReusingScene`)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ....content import Content
from ....engine import Action
from ...dice_item import DieFace, DieItem
from ...plain_text import plain_tooltip
from ..board_paint import Marker
from ..ethnos.board_items import BackdropItem, ButtonItem, LabelItem, ZoneItem
from ..everdell.items import CardItem, PlaceItem
from ..prompt_bar import BarLayout, BoardBase, PromptBar
from . import render
from .items import (
    EnemyItem,
    JourneyItem,
    NamedCardItem,
    PortItem,
    RoundTrackItem,
    SeatItem,
    SeatLines,
)
from .layout import (
    DESTINY_X,
    DICE_W,
    DICE_X,
    DIE,
    ENEMY_H,
    ENEMY_W,
    ENEMY_Y,
    GAP,
    HEIGHT,
    JOURNEY_H,
    ME_H,
    ME_LINES_H,
    ME_PAD,
    ME_W,
    ME_Y,
    MID_Y,
    MONSTER_H,
    MY_RUNE_H,
    MY_RUNE_TALL_H,
    OPP_H,
    PORT_H,
    PROMPT_H,
    PROMPT_Y,
    RUNE_H,
    RUNE_Y,
    SEA_W,
    SEA_X,
    SHIP_H,
    SHIP_Y,
    SHORE_W,
    SHORE_Y,
    TILE_H,
    TILE_W,
    TOWN_COLS,
    TOWN_W,
    TRACK_H,
    WIDTH,
    WORKER,
)
from .words import KINDS, ChampionsWords

TOWN = ("jarls_longhouse", "sages_house", "shipwright", "market", "runesmith", "stave_church",
        "worker_huts", "blacksmith", "hafter", "swordsmith", "smokehouse", "merchant_ship",
        "hunting_grounds")
SHIP_PLACES = {"small_longship": "small", "large_longship": "large"}
FIGHTS = ("troll", "draugr_1", "draugr_2")
# The fight being resolved: over the town's lower rows (placement is over), so that the Troll,
# the Draugr and the shores stay in sight with the dice revealed on them.
COMBAT_RECT = QRectF(0.0, ENEMY_Y - GAP - ENEMY_H, TOWN_W, ENEMY_H)
BLUE_STOCK = {"blacksmith": "axeman", "hafter": "spearman", "swordsmith": "swordsman",
              "smokehouse": "food"}


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    round: str = "Round"
    workers: str = "Workers {free}/{total}"
    destinies: str = "Destinies: {count}"
    runes: str = "Runes: {count}"
    first: str = "First player"
    thinking: str = " (thinking…)"
    your_dice: str = "Your warriors"
    your_destinies: str = "Your Destiny cards"
    hidden: str = "Hidden until {name} takes the seat"
    seen: str = "You looked"
    rune_deck: str = "Rune deck: {count}"
    load: str = "{load}/{capacity} aboard"
    rate: str = "1 Food per {count} warriors"
    rate_one: str = "1 Food per warrior"
    # (dice, percent) -> "1 die · win 62%": a plural, so a function of the count.
    chance: Any = "{} dice · win {}".format
    combat: str = "Hits {hits} · shields {shields} · damage {damage}/{defense}"
    hunt: str = "Hits {hits}"
    empty: str = "Empty"


@dataclass(slots=True)
class BoardInput(BoardBase):
    content: Content
    words: ChampionsWords
    data: Any  # ChampionsData: stats and costs to show
    texts: BoardTexts
    chances: dict[str, float] = field(default_factory=dict)  # the viewer's fights, while assigning
    percent: Any = "{:.0%}".format  # a chance in the player's number format
    selected: frozenset[int] = frozenset()  # combat dice chosen for a reroll


class ChampionsScene(PromptBar):
    REKEYED = (LabelItem, ButtonItem)
    BAR = BarLayout(WIDTH, PROMPT_Y, PROMPT_H, MID_Y, button_room=800.0, button_min=120.0,
                    button_max=190.0)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lay_table(HEIGHT, render.TABLE)
        self.place_items: dict[str, Any] = {}  # location id -> its item (enemies included)
        self.port_items: dict[int, PortItem] = {}
        self.journey_items: dict[int, JourneyItem] = {}
        self.rune_items: dict[int, NamedCardItem] = {}
        self.seat_items: dict[int, SeatItem] = {}
        self.worker_items: list[CardItem] = []
        self.dice_items: list[DieItem] = []
        self.pool_zone = QRectF(DICE_X, ME_Y, DICE_W, HEIGHT - ME_Y)
        self.pool_item: ZoneItem | None = None  # glows while a die may be taken back to it
        self._board: BoardInput
        self._calls: Any

    # -- lookups for the interaction ----------------------------------------------------------

    def place_at(self, pos: QPointF) -> str | None:
        return self.key_at(self.place_items, pos)

    def port_at(self, pos: QPointF) -> int | None:
        return self.key_at(self.port_items, pos)

    def fight_at(self, pos: QPointF) -> str | None:
        """The fight a die dropped there would join: a Troll/Draugr space, or a shore (its
        Monster, Journey card or port)."""
        place = self.place_at(pos)
        if place in FIGHTS:
            return place
        for shore in range(4):
            column = QRectF(SEA_X + shore * (SHORE_W + GAP), SHORE_Y, SHORE_W,
                            PROMPT_Y - SHORE_Y)
            if column.contains(pos):
                return f"shore_{shore}"
        return None

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, calls: Any) -> None:
        self.begin_build(self.banner)
        self.place_items, self.port_items, self.journey_items = {}, {}, {}
        self.rune_items, self.seat_items, self.buttons = {}, {}, {}
        self.worker_items, self.dice_items = [], []
        self._board, self._calls = board, calls
        obs = board.obs
        self._opponents(obs)
        self._town(obs)
        self._fights(obs)
        self._sea(obs)
        self._prompt()
        self._me(obs)
        if obs["combat"] is not None:
            self._combat(obs["combat"])
        self.end_build()

    @property
    def viewer(self) -> int:
        return self._board.viewer

    def marker(self, seat: int) -> Marker:
        return Marker(self._board.colours[seat], str(seat + 1))

    def _workers_tip(self, seats: list[int]) -> str:
        if not seats:
            return ""
        names = self._board.content.join([self._board.names[s] for s in seats])
        return "<br>" + plain_tooltip(names)

    # -- the seats ----------------------------------------------------------------------------

    def _seat_item(self, seat: int, width: float, height: float) -> SeatItem:
        board = self._board
        obs, texts, words = board.obs, board.texts, board.words
        leader = obs["leaders"][seat]
        extra = [texts.destinies.format(count=obs["destiny_counts"][seat]),
                 texts.runes.format(count=len(obs["runes"][seat]))]
        if obs["first_player"] == seat:
            extra.append(texts.first)
        name = board.names[seat] + (texts.thinking if board.thinking == seat else "")
        lines = SeatLines(name, words.name("leaders", leader) if leader else "",
                          texts.workers.format(free=obs["workers_left"][seat],
                                               total=obs["workers_total"][seat]),
                          " · ".join(extra),
                          board.content.text(f"leaders.{leader}.short") if leader else "")
        res = obs["resources"][seat]
        resources = [(r, res[r]) for r in render.RESOURCES]
        dice = [(k, obs["dice"][seat].get(k, 0)) for k in KINDS]
        won: dict[str | None, int] = {}
        for enemy in obs["won"][seat]:
            colour = board.data.enemy(enemy).colour
            won[colour] = won.get(colour, 0) + 1
        won_list = [(c, n) for c, n in sorted(won.items(), key=lambda kv: str(kv[0]))]
        return SeatItem(seat, board.colours[seat], str(seat + 1), lines, resources, dice,
                        won_list, obs["current"] == seat, width, height)

    def _seat_tip(self, seat: int) -> str:
        board = self._board
        obs, words = board.obs, board.words
        lines = [f"<b>{plain_tooltip(board.names[seat])}</b>"]
        leader = obs["leaders"][seat]
        if leader:
            lines.append(words.tip("leaders", leader))
        res = obs["resources"][seat]
        lines.append(plain_tooltip(words.amounts({r: res[r] for r in render.RESOURCES})))
        dice = obs["dice"][seat]
        lines.append(plain_tooltip(words.amounts({k: dice.get(k, 0) for k in KINDS})))
        if obs["runes"][seat]:
            lines.append(plain_tooltip(board.content.join(
                [words.name("runes", r) for r in obs["runes"][seat]])))
        if obs["won"][seat]:
            lines.append(plain_tooltip(board.content.join(
                [words.name("enemies", e) for e in obs["won"][seat]])))
        return "<br>".join(lines)

    def _opponents(self, obs: dict[str, Any]) -> None:
        board = self._board
        others = [(board.viewer + i) % obs["num_players"] for i in range(1, obs["num_players"])]
        width = min(740.0, (WIDTH - GAP * (len(others) - 1)) / max(len(others), 1))
        for index, seat in enumerate(others):
            item = self._seat_item(seat, width, OPP_H)
            item.setPos(index * (width + GAP), 0)
            item.setToolTip(self._seat_tip(seat))

            def click(seat: int = seat) -> None:
                self._calls.seat_clicked(seat)

            item.on_click = click
            self.seat_items[seat] = self._add(item)

    # -- the town -----------------------------------------------------------------------------

    def _place(self, place_id: str, x: float, y: float, width: float, height: float,
               detail: str, colour: QColor) -> PlaceItem:
        board = self._board
        words = board.words
        seats = board.obs["placements"].get(place_id, [])
        calls = self._calls

        def click(place_id: str = place_id) -> None:
            calls.place_clicked(place_id)

        item = PlaceItem(place_id, words.name("locations", place_id), detail,
                         [self.marker(s) for s in seats], click, width, height, colour)
        item.setPos(x, y)
        item.setToolTip(words.tip("locations", place_id) + self._workers_tip(seats))
        item = self._add(item)
        self.place_items[place_id] = item
        return item

    def _town(self, obs: dict[str, Any]) -> None:
        board = self._board
        content, data, words = board.content, board.data, board.words
        places = [*TOWN, *obs["stalls"]]
        for index, place_id in enumerate(places):
            col, row = index % TOWN_COLS, index // TOWN_COLS
            detail = content.text(f"locations.{place_id}.short")
            if place_id in BLUE_STOCK:
                detail = words.count(BLUE_STOCK[place_id], obs["blue"].get(place_id, 0))
            elif place_id == "merchant_ship":
                merchant = obs["merchant"]
                detail = words.name("merchant", merchant) if merchant else \
                    board.texts.empty
            elif place_id == "worker_huts":
                detail = words.count("coin", obs["huts_cost"])
            colour_key = data.location_colour.get(place_id) or data.stalls[place_id].type
            tile = self._place(place_id, col * (TILE_W + GAP), MID_Y + row * (TILE_H + GAP),
                               TILE_W, TILE_H, detail, render.LOCATION_COLOURS[colour_key])
            # A fight being resolved lies over the town's lower rows: they wait under it.
            tile.setVisible(obs["combat"] is None or
                            not QRectF(tile.pos(), tile.rect().size()).intersects(COMBAT_RECT))

    def _enemy(self, target: str, enemy_id: str | None, x: float, y: float, width: float,
               height: float, seats: list[int]) -> EnemyItem:
        board = self._board
        words, data, texts = board.words, board.data, board.texts
        calls = self._calls

        def click(target: str = target) -> None:
            calls.place_clicked(target)

        status = ""
        if target in board.chances:
            mine = board.obs["assign"].get(str(board.viewer), {}).get(target, {})
            dice = sum(mine.values())
            status = texts.chance(dice, board.percent(board.chances[target]))
        if enemy_id is None:
            title = words.name("locations", target) if not target.startswith("shore_") else ""
            item = EnemyItem(target, title or texts.empty, "", None, (0, 0), (), "",
                             [self.marker(s) for s in seats], click, width, height)
            tip = words.tip("locations", target) if title else ""
        else:
            enemy = data.enemy(enemy_id)
            colour = "kraken" if enemy.kind == "kraken" else enemy.colour
            item = EnemyItem(target, words.name("locations", target) if title_of(target) else "",
                             words.name("enemies", enemy_id), render.enemy_colour(colour),
                             (enemy.attack, enemy.defense), words.gains(enemy),
                             words.restriction(enemy), [self.marker(s) for s in seats],
                             click, width, height, status)
            tip = (f"<b>{plain_tooltip(words.name('enemies', enemy_id))}</b><br>"
                   + plain_tooltip(words.enemy_stats(enemy)) + "<br>"
                   + plain_tooltip(words.reward(enemy)))
            if enemy.restriction:
                tip += "<br>" + plain_tooltip(words.restriction(enemy))
            if title_of(target):
                tip += "<br><br>" + words.tip("locations", target)
        item.setPos(x, y)
        item.setToolTip(tip + self._workers_tip(seats))
        return self._add(item)

    def _fights(self, obs: dict[str, Any]) -> None:
        enemies = [obs["troll"], *obs["draugr"]]
        for index, (target, enemy) in enumerate(zip(FIGHTS, enemies, strict=True)):
            item = self._enemy(target, enemy, index * (ENEMY_W + GAP), ENEMY_Y, ENEMY_W,
                               ENEMY_H, obs["placements"].get(target, []))
            self.place_items[target] = item
            self._assigned(target, QPointF(item.pos().x() + 8, ENEMY_Y + ENEMY_H - DIE - 8),
                           ENEMY_W - 16)

    # -- the sea ------------------------------------------------------------------------------

    def _sea(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts, words, content = board.texts, board.words, board.content
        track = RoundTrackItem(texts.round, obs["round"], board.data.rounds, SEA_W, TRACK_H)
        track.setPos(SEA_X, MID_Y)
        self._add(track)
        calls = self._calls
        rune_w = (SEA_W - 3 * GAP) / 4
        for slot, rune in enumerate(obs["rune_slots"]):
            def click(slot: int = slot) -> None:
                calls.rune_clicked(slot)

            item = NamedCardItem(f"rune:{slot}", content.text("terms.rune").capitalize(),
                                 words.name("runes", rune) if rune else texts.empty,
                                 QColor("#4f6f5a") if rune else render.PANEL, rune_w, RUNE_H,
                                 click, faded=rune is None)
            item.setPos(SEA_X + slot * (rune_w + GAP), RUNE_Y)
            item.setToolTip(words.tip("runes", rune) if rune else "")
            self.rune_items[slot] = self._add(item)
        deck = NamedCardItem("rune_deck", "", texts.rune_deck.format(
            count=obs["rune_deck_size"]), render.BACK, rune_w, RUNE_H,
            lambda: calls.rune_clicked(-1))
        deck.setPos(SEA_X + 3 * (rune_w + GAP), RUNE_Y)
        self.rune_items[-1] = self._add(deck)
        ship_w = (SEA_W - 2 * GAP) / 3
        for index, place_id in enumerate(("small_longship", "large_longship",
                                          "private_longship")):
            ship = SHIP_PLACES.get(place_id) or obs["private"][board.viewer]
            if ship:
                info = obs["ships"][ship]
                detail = words.count("coin", 0) if not info["cost"] or place_id == \
                    "private_longship" else words.amounts(info["cost"])
                detail = content.text("terms.capacity").capitalize() + \
                    f" {info['capacity']} · " + detail
            else:
                detail = content.text(f"locations.{place_id}.short")
            self._place(place_id, SEA_X + index * (ship_w + GAP), SHIP_Y, ship_w, SHIP_H, detail,
                        render.LOCATION_COLOURS["red"])
        for shore in range(4):
            self._shore(obs, shore, SEA_X + shore * (SHORE_W + GAP))

    def _shore(self, obs: dict[str, Any], shore: int, x: float) -> None:
        board = self._board
        texts, words = board.texts, board.words
        target = f"shore_{shore}"
        self._enemy(target, obs["monsters"][shore], x, SHORE_Y, SHORE_W, MONSTER_H, [])
        card = obs["journey"][shore]
        seen = shore in obs["journey_seen"][board.viewer] and not board.hide_private
        state = "empty" if card is None else "hidden" if card == "hidden" else \
            "seen" if seen and not obs_open(obs, shore) else "open"
        if board.hide_private and state == "seen":
            state = "hidden"
        name = words.name("journey", card) if state in ("seen", "open") else ""
        calls = self._calls
        journey = JourneyItem(shore, state, name, texts.seen, SHORE_W, JOURNEY_H,
                              lambda: calls.journey_clicked(shore))
        journey.setPos(x, SHORE_Y + MONSTER_H + GAP)
        journey.setToolTip(words.tip("journey", card) if name else
                           plain_tooltip(board.content.text("terms.journey")))
        self.journey_items[shore] = self._add(journey)
        ship = next((s for s, info in obs["ships"].items() if info["shore"] == shore), None)
        owner = obs["ships"][ship]["owner"] if ship else None
        load = ""
        if ship and owner == board.viewer and not board.hide_private:
            mine = board.obs["assign"].get(str(board.viewer), {})
            loaded = sum(mine.get(target, {}).values()) + mine.get("food", {}).get(str(shore), 0)
            load = texts.load.format(load=loaded, capacity=obs["ships"][ship]["capacity"])
        per = board.data.warriors_per_food[shore]
        rate = texts.rate_one if per == 1 else texts.rate.format(count=per)
        loading = bool(ship) and owner == board.viewer and obs["phase"] == "assign"
        port = PortItem(shore, words.shore(shore), per, words.name("ships", ship) if ship
                        else "", self.marker(owner) if owner is not None else None, load,
                        lambda: calls.port_clicked(shore), SHORE_W, PORT_H,
                        FOOD_BUTTON_H + 4 if loading else 0.0)
        y = SHORE_Y + MONSTER_H + JOURNEY_H + 2 * GAP
        port.setPos(x, y)
        port.setToolTip(plain_tooltip(" · ".join([words.shore(shore), rate] + (
            [words.name("ships", ship)] if ship else []))))
        self.port_items[shore] = self._add(port)
        # The dice sent against the Monster along the card's foot, under its chance line.
        self._assigned(target, QPointF(x + 4, SHORE_Y + MONSTER_H - MONSTER_DIE - 3),
                       SHORE_W - 8, MONSTER_DIE)
        if loading:
            # The sign and a drumstick: the word does not fit half a port (es "− co…").
            for sign, name, tip in (("−", f"unload:{shore}", "unload_food"),
                                    ("+", f"load:{shore}", "load_food")):
                button = ButtonItem(name, sign, lambda name=name: calls.button_clicked(name),
                                    False, (SHORE_W - 12) / 2, FOOD_BUTTON_H,
                                    icon=lambda painter, box: render.draw_resource(
                                        painter, "food", box))
                button.setToolTip(plain_tooltip(words.action_label(Action(tip, (shore,)))))
                bx = x + 4 if sign == "−" else x + SHORE_W / 2 + 2
                button.setPos(bx, y + PORT_H - FOOD_BUTTON_H - 4)
                button.setZValue(5)
                self.buttons[name] = self._add(button)

    def _assigned(self, target: str, origin: QPointF, width: float, size: float = DIE) -> None:
        """The dice on a fight: the viewer's while they assign (dragged off again to take them
        back); once every seat has committed, its owner's on each fight still to come."""
        board = self._board
        obs = board.obs
        if obs["phase"] == "assign":
            if board.hide_private:
                return
            seat, zone = board.viewer, "assigned"
        else:
            owner = fight_owner(obs, target)
            if owner is None or not obs["revealed"] or not still_to_fight(obs, target):
                return
            seat, zone = owner, "revealed"
        mine = obs["assign"].get(str(seat), {}).get(target, {})
        dice = [k for k in KINDS for _ in range(mine.get(k, 0))]
        step = min(size + 4, (width - size) / max(len(dice) - 1, 1))
        for index, kind in enumerate(dice):
            die = DieItem(index, kind, None, zone, self._calls, size=size)
            die.target = target  # type: ignore[attr-defined]
            die.seat = seat  # type: ignore[attr-defined]
            die.set_home(QPointF(origin.x() + index * step, origin.y()), 20 + index)
            tip = board.words.name("dice", kind)
            if zone == "revealed":
                tip = board.names[seat] + " · " + tip
            die.setToolTip(plain_tooltip(tip))
            self.dice_items.append(self._add(die, snap=False))

    # -- the viewer ---------------------------------------------------------------------------

    def _me(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat, texts, words = board.viewer, board.texts, board.words
        item = self._seat_item(seat, ME_W, ME_H)
        item.show_dice = False  # the dice themselves lie beside it
        item.setPos(0, ME_Y)
        item.setToolTip(self._seat_tip(seat))
        self.seat_items[seat] = self._add(item)
        for index in range(obs["workers_left"][seat]):
            worker = CardItem(None, None, "worker", self._calls, WORKER, WORKER, seat)
            worker.marker = self.marker(seat)
            worker.set_home(QPointF(ME_PAD + index * (WORKER + GAP), ME_Y + ME_LINES_H),
                            30 + index)
            worker.setToolTip(plain_tooltip(texts.workers.format(
                free=obs["workers_left"][seat], total=obs["workers_total"][seat])))
            self.worker_items.append(self._add(worker, snap=False))
        runes = obs["runes"][seat]
        # Up to three runes in one row of tall cards, then two rows of cards as wide as the
        # count allows: the longest names (es Conocimiento) read whole up to six runes
        shown = runes[:8]
        per_row = 3 if len(shown) <= 3 else math.ceil(len(shown) / 2)
        rune_w = (ME_W - 2 * ME_PAD - GAP * (per_row - 1)) / per_row
        rune_h = MY_RUNE_TALL_H if len(shown) <= 3 else MY_RUNE_H
        for index, rune in enumerate(shown):
            used = rune in obs["runes_used"][seat]
            card = NamedCardItem(f"my_rune:{rune}", "", words.name("runes", rune),
                                 QColor("#4f6f5a"), rune_w, rune_h, faded=used)
            card.setPos(ME_PAD + (index % per_row) * (rune_w + GAP),
                        ME_Y + ME_LINES_H + WORKER + GAP + (index // per_row) * (rune_h + 4))
            card.setToolTip(words.tip("runes", rune))
            self._add(card)
        zone = ZoneItem(self.pool_zone.width(), self.pool_zone.height())
        zone.setPos(self.pool_zone.topLeft())
        zone.setZValue(-5)
        self.pool_item = self._add(zone)
        title = LabelItem(DICE_W, 24, texts.your_dice, render.READABLE, True)
        title.setPos(DICE_X, ME_Y)
        self._add(title)
        dice = obs["dice"][seat]
        pool = [k for k in KINDS for _ in range(dice.get(k, 0))]
        per_row = int((DICE_W - 8) // (DIE + 8))
        for index, kind in enumerate(pool):
            die = DieItem(index, kind, None, "pool", self._calls)
            die.set_home(QPointF(DICE_X + 4 + (index % per_row) * (DIE + 8),
                                 ME_Y + 30 + (index // per_row) * (DIE + 10)), 20 + index)
            die.setToolTip(words.tip("dice", kind))
            self.dice_items.append(self._add(die, snap=False))
        self._destinies(obs)

    def _destinies(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts, words = board.texts, board.words
        width = WIDTH - DESTINY_X
        title = LabelItem(width, 24, texts.your_destinies, render.READABLE, True)
        title.setPos(DESTINY_X, ME_Y)
        self._add(title)
        if board.hide_private:
            hidden = LabelItem(width, 48, texts.hidden.format(name=board.names[board.viewer]),
                               render.READABLE, False, render.MUTED_TEXT,
                               readable=render.READABLE)
            hidden.setPos(DESTINY_X, ME_Y + 28)
            self._add(hidden)
            return
        card_w = (width - GAP) / 2
        destinies = obs["destinies"][:10]
        # A few Destinies (the usual two) fill the room with what each asks for; many, their
        # names only.
        card_h = 40.0 if len(destinies) > 4 else (HEIGHT - ME_Y - 28 - GAP) / 2 - GAP
        for index, destiny in enumerate(destinies):
            detail = words.text("destinies", destiny) if card_h > 40 else ""
            card = NamedCardItem(f"destiny:{destiny}", "", words.name("destinies", destiny),
                                 QColor("#6b5a2e"), card_w, card_h, detail=detail)
            card.setPos(DESTINY_X + (index % 2) * (card_w + GAP),
                        ME_Y + 28 + (index // 2) * (card_h + GAP))
            card.setToolTip(words.tip("destinies", destiny))
            self._add(card)

    # -- a fight in progress ------------------------------------------------------------------

    def _combat(self, combat: dict[str, Any]) -> None:
        """The fight being resolved, over the town's lower rows: the enemy, the damage so far, the
        dice as rolled (the viewer's to click while they choose), hits and shields."""
        board = self._board
        words, texts = board.words, board.texts
        x, y, width, height = (COMBAT_RECT.x(), COMBAT_RECT.y(), COMBAT_RECT.width(),
                               COMBAT_RECT.height())
        back = BackdropItem(width, height)
        back.setPos(x, y)
        back.setZValue(300)
        back.glow = board.colours[combat["seat"]]
        self._add(back)
        enemy = combat["enemy"]
        head = words.target(combat["target"], board.obs) if enemy is None else \
            words.name("enemies", enemy)
        title = LabelItem(width - 16, 26, board.names[combat["seat"]] + " · " + head,
                          18, True, render.PANEL_TEXT, readable=render.READABLE)
        title.setPos(x + 8, y + 4)
        title.setZValue(301)
        self._add(title)
        if enemy is None:  # a hunt: no enemy, so no shields, damage or Attack to speak of
            line = texts.hunt.format(hits=combat["hits"])
        else:
            line = texts.combat.format(hits=combat["hits"], shields=combat["shields"],
                                       damage=combat["damage"], defense=combat["defense"])
        if combat["attack"]:
            line += " · " + board.content.text("terms.attack") + f" {combat['attack']}"
        stats = LabelItem(width - 16, 24, line, render.READABLE, True, render.GOLD,
                          readable=render.READABLE)
        stats.setPos(x + 8, y + 32)
        stats.setZValue(301)
        self._add(stats)
        faces = board.data.dice
        size = 52.0
        for index, die_info in enumerate(combat["dice"]):
            kind, face_name = die_info["kind"], die_info.get("face")
            die_faces = board.data.die(kind, board.obs["leaders"][combat["seat"]]) \
                if kind in faces else None
            all_faces = tuple(DieFace(f.name, f.value("hits"), f.value("shields"))
                              for f in die_faces.faces) if die_faces else ()
            face = next((f for f in all_faces if f.name == face_name), None)
            item = DieItem(index, kind, face, "combat", self._calls, all_faces, size)
            item.selectable = True
            item.set_state(selected=index in board.selected)
            item.set_home(QPointF(x + 12 + (index % 13) * (size + 10),
                                  y + 66 + (index // 13) * (size + 10)), 310 + index)
            face_words = board.content.text(f"faces.{face_name}.name") if face else ""
            item.setToolTip(plain_tooltip(words.name("dice", kind) +
                                          (f" · {face_words}" if face_words else "")))
            self.dice_items.append(self._add(item, snap=False))


MONSTER_DIE = DIE * 0.72  # a die sent against a Monster
FOOD_BUTTON_H = 32.0  # the Food buttons under the viewer's ship while they load it


def title_of(target: str) -> bool:
    """Whether a fight's space has a location of its own to name (the shores have none)."""
    return not target.startswith("shore_")


def obs_open(obs: dict[str, Any], shore: int) -> bool:
    """A Journey card turned over for everyone (not only seen by the viewer)."""
    public = obs.get("public") or {}
    opened = public.get("journey_open")
    return bool(opened and opened[shore])


def fight_owner(obs: dict[str, Any], target: str) -> int | None:
    """Whose fight it is: the worker on the Troll's or a Draugr's space, the longship's owner
    at a shore."""
    if target.startswith("shore_"):
        shore = int(target[-1])
        return next((info["owner"] for info in obs["ships"].values()
                     if info["shore"] == shore), None)
    seats = obs["placements"].get(target, [])
    return seats[0] if seats else None


def still_to_fight(obs: dict[str, Any], target: str) -> bool:
    """Whether the round's resolution has yet to come to this fight (its steps queued)."""
    queue = (obs.get("public") or {}).get("queue") or []
    if target.startswith("shore_"):
        return any(step.endswith(f":{target[-1]}") and not step.startswith("hunt")
                   for step in queue)
    return f"fight:{target}" in queue
