"""The Reavers board scene, built from the viewer's observation (layout only: the words come
from `ReaversWords`, what glows and which buttons show from the interaction, the chance to win
from the view). A build keeps the items of the last one that draw the same thing
(`ReusingScene`).

Top: the opponents' compact panels; the round track, the activation and the Glory track; the
six Action Locations (two rows of three), each with its seat-bonus row and its card spaces
(Recruit: the stacks of Reavers; Trade: the Trade dice and the Prophecies; the Raids: the
linked pairs of spoils; Battle at Sea: the Sea Battles; Conquer: the Territory stacks' tops),
a deck with its size where there is one. A combat lies over the lower row while it lasts. Then
the prompt bar, and the viewer's longship, larger: pawns, recruited Reavers, crew dice,
Artifacts with their dice, leader, Glory pile, Specialize slots, Ship Upgrade tokens.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ...dice_item import DieFace, DieItem
from ...plain_text import plain_tooltip
from ..board_paint import Marker
from ..champions import render
from ..champions.items import RoundTrackItem
from ..ethnos.board_items import BackdropItem, ButtonItem, GloryTrackItem, LabelItem
from ..ethnos.render import READABLE as ETHNOS_READABLE
from ..everdell.items import CardItem
from ..prompt_bar import BarLayout, BoardBase, PromptBar
from .items import (
    Band,
    Bonus,
    CrewPanel,
    LinesItem,
    LocationItem,
    ReaverCardItem,
    SeatLines,
    SpaceItem,
    clan_colour,
)
from .words import ReaversWords

WIDTH, HEIGHT = 1500.0, 1000.0
GAP = 6.0
OPP_H = 98.0
TRACK_Y = OPP_H + GAP
TRACK_H = 56.0
LOC_Y = TRACK_Y + TRACK_H + 4
LOC_W = (WIDTH - 2 * GAP) / 3
LOC_H = 236.0
CARD_Y = 106.0  # a location's card spaces, from its top (under four lines of Japanese:
# the name, the short effect and a seat bonus on two)
CARD_H = 80.0
PROMPT_Y = LOC_Y + 2 * LOC_H + GAP + 6
PROMPT_H = 46.0
ME_Y = PROMPT_Y + PROMPT_H + GAP
ME_W = 360.0
SHIP_X = ME_W + GAP
DIE = 48.0
MINI_DIE = 26.0
PAWN = 40.0
LOCATIONS = ("recruit_reavers", "trade_with_villages", "raid_villages", "raid_keeps",
             "battle_at_sea", "conquer_territory")
SLOTS = ("raid_villages", "raid_keeps", "battle_at_sea", "conquer_territory")
SPOIL_BAND = QColor("#d9ccb0")
BATTLE_BAND = QColor("#9fc0d8")
LAND_BAND = QColor("#b9cf9a")
PROPHECY_BAND = QColor("#d7c2e6")
COMBAT_RECT = QRectF(0.0, LOC_Y + LOC_H + GAP, WIDTH, LOC_H)
CREW_RECT = QRectF(SHIP_X, ME_Y, 292.0, 134.0)
CREW_PER_ROW = 5
ROW_H = 104.0  # the leader space, the Glory pile, the Specialize slots


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    round: str = "Round"
    activation: str = "Activation {number} of {total}"
    start: str = "Start player: {name}"
    honor: str = "Honor Ship: {name}"
    glory: str = "Glory"
    thinking: str = " (thinking…)"
    deck: str = "Deck: {count}"
    journeys: str = "Journeys: {count}"
    defense: str = "Defense {count}"
    crew: str = "Crew dice {count}/{total}"
    artifact: str = "Artifact"
    leader: str = "Leader"
    glory_pile: str = "Glory pile: {count}"
    slot: str = "{slot} {count}/{total}"
    upgrades: str = "Ship Upgrades"
    prophecies: str = "Your Prophecies"
    recruited: str = "Recruited"
    pawns: str = "Pawns: {count}"
    holdings: str = "Dice {dice} · Artifacts {artifacts} · Specialized {slots}"
    combat: str = "{name} · {card} · Defense {defense}"
    combat_line: str = "Successes {successes} · combat dice {dice}"
    empty: str = "Empty"


@dataclass(slots=True)
class BoardInput(BoardBase):
    words: ReaversWords
    data: Any  # ReaversData: faces and costs to show
    texts: BoardTexts
    chance: str = ""  # the combat's chance to win, worded, while the viewer commits or rerolls
    selected: frozenset[int] = frozenset()  # combat dice chosen for a reroll
    honor: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


class ReaversScene(PromptBar):
    REKEYED = (LabelItem, ButtonItem)
    BAR = BarLayout(WIDTH, PROMPT_Y, PROMPT_H, LOC_Y, button_room=820.0, button_min=120.0,
                    button_max=200.0)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lay_table(HEIGHT, render.TABLE)
        self.location_items: dict[str, LocationItem] = {}
        self.card_items: dict[tuple[str, int], LinesItem] = {}  # (row, index): a card space
        self.space_items: dict[str, SpaceItem] = {}  # leader, glory_pile, slot:<id>, art:<c>
        self.seat_items: dict[int, CrewPanel] = {}
        self.pawn_items: list[CardItem] = []
        self.reaver_items: list[ReaverCardItem] = []
        self.dice_items: list[DieItem] = []  # the viewer's crew dice (zone "crew")
        self.trade_items: list[DieItem] = []
        self.token_items: list[DieItem] = []
        self.combat_items: list[DieItem] = []
        self.pawn_zone = QRectF(0, ME_Y + 86, ME_W, PAWN + 8)
        top = ME_Y + 86 + PAWN + 12  # to the table's foot: a Reaver's text whole on its card
        self.reaver_zone = QRectF(0, top, ME_W, HEIGHT - top - 4)
        self._board: BoardInput
        self._calls: Any

    # -- lookups for the interaction ----------------------------------------------------------

    def location_at(self, pos: QPointF) -> str | None:
        for key, item in self.location_items.items():
            if item.sceneBoundingRect().adjusted(8, 8, -8, -8).contains(pos):
                return key
        return None

    def space_at(self, pos: QPointF) -> str | None:
        return self.key_at(self.space_items, pos)

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, calls: Any) -> None:
        self.begin_build(self.banner)
        self.location_items, self.card_items, self.space_items = {}, {}, {}
        self.seat_items, self.buttons = {}, {}
        self.pawn_items, self.reaver_items = [], []
        self.dice_items, self.trade_items, self.token_items, self.combat_items = [], [], [], []
        self._board, self._calls = board, calls
        obs = board.obs
        self._opponents(obs)
        self._track(obs)
        for index, location in enumerate(LOCATIONS):
            col, row = index % 3, index // 3
            self._location(obs, location, col * (LOC_W + GAP), LOC_Y + row * (LOC_H + GAP))
        self._prompt()
        self._me(obs)
        if obs["combat"] is not None:
            self._combat(obs)
        self.end_build()

    def marker(self, seat: int) -> Marker:
        return Marker(self._board.colours[seat], str(seat + 1))

    def die_face(self, face: str) -> DieFace:
        """A crew face as the die draws it (Hammers as weapons, a Shield, the others' marks)."""
        if face.startswith("clan_"):
            return DieFace(face, mark="clan")
        return {"hammer": DieFace(face, hits=1), "double_hammer": DieFace(face, hits=2),
                "shield": DieFace(face, shields=1), "ship_hammer": DieFace(face, hits=1,
                                                                          shields=0, mark=""),
                }.get(face, DieFace(face, mark=face))

    def _die(self, index: int, colour: str, face: str, zone: str, size: float, x: float,
             y: float, z: float = 20.0) -> DieItem:
        words = self._board.words
        item = DieItem(index, colour, self.die_face(face), zone, self._calls, size=size)
        item.set_home(QPointF(x, y), z)
        item.setToolTip(plain_tooltip(words.die(colour, face)))
        return item

    # -- the seats ----------------------------------------------------------------------------

    def _seat_lines(self, seat: int) -> tuple[SeatLines, list[tuple[str, int]]]:
        board = self._board
        obs, texts, words = board.obs, board.texts, board.words
        p = obs["players"][seat]
        name = board.names[seat] + (texts.thinking if board.thinking == seat else "")
        leader = words.card(p["leader"]) if p["leader"] else ""
        slots = sum(len(v) for v in p["slots"].values())
        detail = texts.holdings.format(dice=len(p["dice"]), artifacts=len(p["artifacts"]),
                                       slots=slots)
        return SeatLines(name, leader, detail), [("food", p["food"]), ("favor", p["favor"]),
                                                 ("glory", p["glory"])]

    def _seat_tip(self, seat: int) -> str:
        board = self._board
        obs, words = board.obs, board.words
        p = obs["players"][seat]
        lines = [f"<b>{plain_tooltip(board.names[seat])}</b>"]
        if p["leader"]:
            lines.append(plain_tooltip(words.term("leader") + ": " + words.card(p["leader"])))
        lines.append(plain_tooltip(words.goods({"food": p["food"], "favor": p["favor"],
                                                "glory": p["glory"]})))
        if p["dice"]:
            lines.append(plain_tooltip(words.join([words.die(c, f) for c, f in p["dice"]])))
        for table, key in (("artifacts", "artifact"), ("village", "village_spoils"),
                           ("keep", "keep_spoils"), ("sea_battles", "sea_battle"),
                           ("territories", "territory"), ("prophecies", "prophecy"),
                           ("glory_pile", "glory_pile")):
            if p[table]:
                lines.append(plain_tooltip(words.term(key) + ": " + words.join(
                    [words.card(c) for c in p[table]])))
        for slot, cards in p["slots"].items():
            if cards:
                lines.append(plain_tooltip(words.name("slots", slot) + ": " + words.join(
                    [words.card(c) for c in cards])))
        if p["upgrades"]:
            lines.append(plain_tooltip(words.term("ship_upgrade") + ": " + words.join(
                [words.name("tokens", t) for t in p["upgrades"]])))
        return "<br>".join(lines)

    def _opponents(self, obs: dict[str, Any]) -> None:
        board = self._board
        n = obs["num_players"]
        others = [(board.viewer + i) % n for i in range(1, n)]
        width = min(740.0, (WIDTH - GAP * (len(others) - 1)) / max(len(others), 1))
        for index, seat in enumerate(others):
            x = index * (width + GAP)
            lines, amounts = self._seat_lines(seat)
            item = CrewPanel(seat, self.marker(seat), lines, amounts, obs["to_move"] == seat,
                             width, OPP_H)
            item.setPos(x, 0)
            item.setToolTip(self._seat_tip(seat))
            self.seat_items[seat] = self._add(item)
            dice = obs["players"][seat]["dice"]
            step = min(MINI_DIE + 4, (width - 20 - MINI_DIE) / max(len(dice) - 1, 1))
            for i, (colour, face) in enumerate(dice):
                die = self._die(i, colour, face, "opponent", MINI_DIE, x + 10 + i * step,
                                OPP_H - MINI_DIE - 10)
                die.handler = None
                self._add(die, snap=False)

    def _track(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts = board.texts
        track = RoundTrackItem(texts.round, obs["round"], board.data.rules["rounds"], 360,
                               TRACK_H)
        track.setPos(0, TRACK_Y)
        self._add(track)
        parts = [texts.activation.format(number=min(obs["activation"] + 1, 4), total=4),
                 texts.start.format(name=board.names[obs["start_player"]])]
        if obs["honor_ship"] is not None:
            parts.append(texts.honor.format(name=board.names[obs["honor_ship"]]))
        label = LabelItem(440, TRACK_H, " · ".join(parts), render.READABLE, False,
                          render.PANEL_TEXT, readable=render.READABLE)
        label.setPos(366, TRACK_Y)
        label.setToolTip(plain_tooltip(" · ".join(parts)))
        self._add(label)
        entries = [(board.colours[s], str(s + 1), p["glory"])
                   for s, p in enumerate(obs["players"])]
        # The Ethnos track's numbers are that board's smallest text: scaled up to this one's.
        scale = render.READABLE / ETHNOS_READABLE
        glory = GloryTrackItem((WIDTH - 812) / scale, entries, texts.glory)
        glory.setScale(scale)
        glory.setPos(812, TRACK_Y)
        self._add(glory)

    # -- the locations ------------------------------------------------------------------------

    def _location(self, obs: dict[str, Any], location: str, x: float, y: float) -> None:
        board = self._board
        words = board.words
        calls = self._calls
        bonuses = [Bonus(self.marker(s), words.goods(b) if b else "—")
                   for s, b in enumerate(obs["seat_bonus"][location])]
        picked = obs["picked"].get(location)

        def click(location: str = location) -> None:
            calls.location_clicked(location)

        item = LocationItem(location, words.name("locations", location),
                            words.text(f"locations.{location}.short"),
                            words.cost(location), bonuses,
                            self.marker(picked) if picked is not None else None,
                            obs["location"] == location, click, LOC_W, LOC_H)
        item.setPos(x, y)
        tip = words.tip("locations", location) + "<br>" + plain_tooltip(
            words.term("seat_bonus") + ": " + "; ".join(
                f"{board.names[s]} {b.text}" for s, b in enumerate(bonuses)))
        if picked is not None:
            tip += "<br>" + plain_tooltip(board.names[picked])
        item.setToolTip(tip)
        self.location_items[location] = self._add(item)
        if obs["combat"] is not None and QRectF(x, y, LOC_W, LOC_H).intersects(COMBAT_RECT):
            return  # the combat lies over it: its card spaces wait under it
        getattr(self, f"_cards_{location}")(obs, x + 6, y + CARD_Y)

    def _cells(self, count: int) -> float:
        return (LOC_W - 12 - GAP * (count - 1)) / count

    def _grid(self, count: int, index: int, x: float, y: float, tall: bool = False
              ) -> tuple[float, float, float, float]:
        """Where the `index`th of `count` card spaces lies: one row of up to 4 (`tall`: as high
        as the location allows), else two rows (the rows of 4 and 5 cards at more players)."""
        if count <= 4:
            width = self._cells(count)
            return x + index * (width + GAP), y, width, LOC_H - CARD_Y - 6 if tall else CARD_H
        cols = (count + 1) // 2
        width = self._cells(cols)
        height = (LOC_H - CARD_Y - 6 - GAP) / 2
        return (x + (index % cols) * (width + GAP), y + (index // cols) * (height + GAP),
                width, height)

    def _card(self, row: str, index: int, title: str, lines: Sequence[Band],
              x: float, y: float, width: float, tip: str, back: bool = False,
              height: float = CARD_H) -> None:
        calls = self._calls

        def click(row: str = row, index: int = index) -> None:
            calls.card_clicked_at(row, index)

        item = LinesItem(f"{row}:{index}", title, lines, click, width, height, back)
        item.setPos(x, y)
        item.setToolTip(tip)
        self.card_items[(row, index)] = self._add(item)

    def _deck(self, row: str, deck: str, x: float, y: float, width: float,
              height: float = CARD_H, extra: str = "") -> None:
        board = self._board
        count = board.obs["deck_sizes"][deck]
        lines = [(extra, render.BACK)] if extra else []
        self._card(row, -1, board.texts.deck.format(count=count), lines, x, y, width,
                   plain_tooltip(board.texts.deck.format(count=count) +
                                 (" · " + extra if extra else "")), back=True, height=height)

    def _cards_recruit_reavers(self, obs: dict[str, Any], x: float, y: float) -> None:
        words, data = self._board.words, self._board.data
        count = len(obs["recruit_row"]) + 1
        for index, stack in enumerate(obs["recruit_row"]):
            lines = [(words.card(c), clan_colour(data.reavers[c].clan)) for c in stack]
            tip = "<br><br>".join(words.card_tip(c) for c in stack)
            cx, cy, width, height = self._grid(count, index, x, y)
            self._card("recruit", index, "", lines, cx, cy, width, tip, height=height)
        self._deck("recruit", "reavers", *self._grid(count, count - 1, x, y))

    def _cards_trade_with_villages(self, obs: dict[str, Any], x: float, y: float) -> None:
        board = self._board
        size = 40.0
        for index, (colour, face) in enumerate(obs["trade_dice"]):
            die = self._die(index, colour, face, "trade", size, x + index * (size + 10), y,
                            30 + index)
            self.trade_items.append(self._add(die, snap=False))
        words = board.words
        row = obs["prophecy_row"]
        width = self._cells(max(3, len(row) + 1))
        top = y + size + 8
        height = LOC_H - CARD_Y - size - 14
        for index, card in enumerate(row):
            self._card("prophecy", index, "", [(words.card(card), PROPHECY_BAND)],
                       x + index * (width + GAP), top, width, words.card_tip(card),
                       height=height)
        self._deck("prophecy", "prophecies", x + len(row) * (width + GAP), top, width, height)

    def _pairs(self, obs: dict[str, Any], row: str, deck: str, x: float, y: float) -> None:
        words = self._board.words
        count = len(obs[f"{deck}_row"]) + 1
        for index, pair in enumerate(obs[f"{deck}_row"]):
            # two long names on one card: each takes the lines it needs, or its short form
            lines: list[Band] = [(words.card(c), SPOIL_BAND, words.card_short(c)) for c in pair]
            tip = "<br><br>".join(words.card_tip(c) for c in pair)
            cx, cy, width, height = self._grid(count, index, x, y, tall=True)
            self._card(row, index, "", lines, cx, cy, width, tip, height=height)
        self._deck(row, deck, *self._grid(count, count - 1, x, y, tall=True))

    def _cards_raid_villages(self, obs: dict[str, Any], x: float, y: float) -> None:
        self._pairs(obs, "village", "village", x, y)

    def _cards_raid_keeps(self, obs: dict[str, Any], x: float, y: float) -> None:
        self._pairs(obs, "keep", "keep", x, y)

    def _cards_battle_at_sea(self, obs: dict[str, Any], x: float, y: float) -> None:
        board = self._board
        words, texts, data = board.words, board.texts, board.data
        count = len(obs["battle_row"]) + 1
        for index, card in enumerate(obs["battle_row"]):
            battle = data.sea_battles[card]
            lines = [(words.card(card), BATTLE_BAND),
                     (texts.defense.format(count=battle.defense), BATTLE_BAND)]
            cx, cy, width, height = self._grid(count, index, x, y)
            self._card("battle", index, "", lines, cx, cy, width, words.card_tip(card),
                       height=height)
        self._deck("battle", "sea_battles", *self._grid(count, count - 1, x, y),
                   extra=texts.journeys.format(count=obs["deck_sizes"]["sea_journeys"]))

    def _cards_conquer_territory(self, obs: dict[str, Any], x: float, y: float) -> None:
        board = self._board
        words, texts, data = board.words, board.texts, board.data
        width = self._cells(3)
        for index, (kind, tile) in enumerate(obs["territory_stacks"].items()):
            below = len(obs["territory_below"][kind])
            if tile is None:
                self._card("territory", index, words.name("territory_types", kind),
                           [(texts.empty, LAND_BAND)], x + index * (width + GAP), y, width,
                           "")
                continue
            level = data.territories[tile].level
            lines = [(words.card(tile), LAND_BAND),
                     (texts.defense.format(count=level), LAND_BAND)]
            self._card("territory", index, texts.deck.format(count=below + 1), lines,
                       x + index * (width + GAP), y, width, words.card_tip(tile),
                       height=CARD_H + 26)
            self.card_items[("territory", index)].territory = kind  # type: ignore[attr-defined]

    # -- the viewer ---------------------------------------------------------------------------

    def _me(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat, texts, words = board.viewer, board.texts, board.words
        p = obs["players"][seat]
        lines, amounts = self._seat_lines(seat)
        panel = CrewPanel(seat, self.marker(seat), lines, amounts, obs["to_move"] == seat,
                          ME_W, 80, detail_below=True)
        panel.setPos(0, ME_Y)
        panel.setToolTip(self._seat_tip(seat))
        self.seat_items[seat] = self._add(panel)
        # The pawn being placed has left `pawns_left` (the placement is its decision).
        pawns = obs["pawns_left"].count(seat) + (
            1 if obs["step"] == "place" and obs["to_move"] == seat else 0)
        for index in range(pawns):
            pawn = CardItem(None, None, "worker", self._calls, PAWN, PAWN, seat)
            pawn.marker = self.marker(seat)
            pawn.set_home(QPointF(8 + index * (PAWN + 8), self.pawn_zone.top() + 4), 30 + index)
            pawn.setToolTip(plain_tooltip(texts.pawns.format(count=pawns)))
            self.pawn_items.append(self._add(pawn, snap=False))
        top = obs["stack"][-1] if obs["stack"] and not obs["over"] else None
        # The Reavers recruited and not used yet stay on their cards while a Rally's dice are
        # set (those steps stand above theirs), to be dragged again once it is their turn.
        waiting = None if obs["over"] else next(
            (step for step in reversed(obs["stack"])
             if step["step"] == "use_reaver" and step["seat"] == seat), None)
        if waiting is not None:
            width = (ME_W - GAP) / 2
            for index, card in enumerate(waiting["cards"][:2]):
                reaver = board.data.reavers[card]
                item = ReaverCardItem(card, words.card(card), words.card_text(card),
                                      reaver.clan, self._calls, width,
                                      self.reaver_zone.height())
                item.set_home(QPointF(index * (width + GAP), self.reaver_zone.top()), 40)
                item.setToolTip(words.card_tip(card))
                item.draggable = not board.hide_private and waiting is top
                self.reaver_items.append(self._add(item, snap=False))
        else:
            prophecies = [(words.card(c), PROPHECY_BAND) for c in p["prophecies"]]
            item = SpaceItem("prophecies", texts.prophecies, prophecies, None, ME_W,
                             self.reaver_zone.height())
            item.setPos(0, self.reaver_zone.top())
            item.setToolTip("<br><br>".join(words.card_tip(c) for c in p["prophecies"]))
            self._add(item)
        self._longship(obs, seat)

    def _space(self, key: str, title: str, lines: list[tuple[str, QColor]], x: float,
               y: float, width: float, height: float, tip: str, empty: bool = False
               ) -> SpaceItem:
        calls = self._calls

        def click(key: str = key) -> None:
            calls.space_clicked(key)

        item = SpaceItem(key, title, lines, click, width, height, empty)
        item.setPos(x, y)
        item.setToolTip(tip)
        self.space_items[key] = self._add(item)
        return item

    def _longship(self, obs: dict[str, Any], seat: int) -> None:
        board = self._board
        texts, words, data = board.texts, board.words, board.data
        p = obs["players"][seat]
        rules = data.rules
        crew = SpaceItem("crew", texts.crew.format(count=len(p["dice"]),
                                                   total=rules["board_dice"]), [], None,
                         CREW_RECT.width(), CREW_RECT.height())
        crew.setPos(CREW_RECT.topLeft())
        crew.setToolTip(plain_tooltip(words.term("longship_board")))
        self._add(crew)
        # Two rows of five; dice over the board (a discard is pending) make three tighter rows,
        # every die drawn so that each can be clicked.
        dice = p["dice"]
        rows = 2 if len(dice) <= 2 * CREW_PER_ROW else 3
        per_row = max(CREW_PER_ROW, -(-len(dice) // rows))
        pitch_x = (CREW_RECT.width() - 16) / per_row
        pitch_y = (CREW_RECT.height() - 30) / rows
        size = min(DIE, pitch_x - 6, pitch_y - 4)
        for index, (colour, face) in enumerate(dice):
            col, row = index % per_row, index // per_row
            die = self._die(index, colour, face, "crew", size,
                            CREW_RECT.left() + 8 + col * pitch_x,
                            CREW_RECT.top() + 28 + row * pitch_y, 20 + index)
            self.dice_items.append(self._add(die, snap=False))
        art_w = (WIDTH - CREW_RECT.right() - GAP * 4) / 4
        for index in range(rules["artifact_spaces"]):
            x = CREW_RECT.right() + GAP + index * (art_w + GAP)
            card = p["artifacts"][index] if index < len(p["artifacts"]) else None
            if card is None:
                self._space(f"art:{index}", texts.artifact, [], x, ME_Y, art_w,
                            CREW_RECT.height(), "", empty=True)
                continue
            space = self._space(f"art:{card}", words.card(card), [], x, ME_Y, art_w,
                                CREW_RECT.height(), words.card_tip(card))
            space.card = card  # type: ignore[attr-defined]
            stored = p["stored"].get(card)
            if stored:
                die = self._die(index, stored[0], stored[1], "stored", 40, x + 8,
                                CREW_RECT.bottom() - 48, 25)
                die.card = card  # type: ignore[assignment]
                self.dice_items.append(self._add(die, snap=False))
        y = CREW_RECT.bottom() + GAP
        leader = p["leader"]
        self._space("leader", texts.leader,
                    [(words.card(leader), clan_colour(data.reavers[leader].clan))] if leader
                    else [], SHIP_X, y, 180, ROW_H,
                    words.card_tip(leader, words.clan_bonuses()) if leader else
                    f"<b>{html.escape(texts.leader)}</b><br>"
                    + words.clan_bonuses(), empty=leader is None)
        pile = p["glory_pile"]
        self._space("glory_pile", texts.glory_pile.format(count=len(pile)),
                    [(words.card(c), render.PANEL) for c in pile[-3:]], SHIP_X + 186, y,
                    180, ROW_H, plain_tooltip(words.join([words.card(c) for c in pile])))
        slot_w = (WIDTH - SHIP_X - 372 - GAP * 3) / 4
        for index, slot in enumerate(SLOTS):
            cards = p["slots"].get(slot, [])
            self._space(f"slot:{slot}", texts.slot.format(
                slot=words.name("slots", slot), count=len(cards), total=rules["slot_cap"]),
                [(words.card(c), clan_colour(data.reavers[c].clan)) for c in cards],
                SHIP_X + 372 + index * (slot_w + GAP), y, slot_w, ROW_H,
                "<br><br>".join(words.card_tip(c) for c in cards) or plain_tooltip(
                    words.name("slots", slot)), empty=not cards)
        label = LabelItem(200, 24, texts.upgrades, render.READABLE, True, render.PANEL_TEXT,
                          readable=render.READABLE)
        label.setPos(SHIP_X, y + ROW_H + 14)
        self._add(label)
        for index, token in enumerate(p["upgrades"]):
            item = DieItem(index, "combat", self.die_face(token), "token", self._calls,
                           size=40)
            item.set_home(QPointF(SHIP_X + 210 + index * 50, y + ROW_H + 6), 20)
            item.set_state(dimmed=index in p["used_tokens"])
            item.setToolTip(plain_tooltip(words.name("tokens", token)))
            self.token_items.append(self._add(item, snap=False))

    # -- a combat -----------------------------------------------------------------------------

    def _combat(self, obs: dict[str, Any]) -> None:
        board = self._board
        words, texts, data = board.words, board.texts, board.data
        combat = obs["combat"]
        seat = combat["seat"]
        rect = COMBAT_RECT
        back = BackdropItem(rect.width(), rect.height())
        back.setPos(rect.topLeft())
        back.setZValue(300)
        back.glow = board.colours[seat]
        self._add(back)
        card = combat["win"]["card"]
        title = LabelItem(rect.width() - 16, 28, texts.combat.format(
            name=board.names[seat], card=words.card(card), defense=combat["defense"]), 19,
            True, render.PANEL_TEXT, readable=render.READABLE)
        title.setPos(rect.left() + 8, rect.top() + 4)
        title.setZValue(301)
        title.setToolTip(words.card_tip(card))
        self._add(title)
        rolled = combat["roll"] or []
        faces = data.combat_die.faces
        successes = combat["successes"] + sum(faces[i].value("successes") for i in rolled)
        line = texts.combat_line.format(successes=successes,
                                        dice=len(rolled) or board.extra.get("dice", 0))
        if board.chance:
            line += " · " + board.chance
        stats = LabelItem(rect.width() - 16, 24, line, render.READABLE, True, render.GOLD,
                          readable=render.READABLE)
        stats.setPos(rect.left() + 8, rect.top() + 34)
        stats.setZValue(301)
        self._add(stats)
        for index, (colour, face) in enumerate(combat["committed"]):
            die = self._die(index, colour, face, "committed", 36,
                            rect.left() + 12 + index * 42, rect.top() + 64, 310 + index)
            die.handler = None
            self._add(die, snap=False)
        # A blank face shows its dash: an empty die would read as no die at all.
        all_faces = tuple(DieFace(f.name, hits=f.value("successes"),
                                  mark="" if f.value("successes") else "blank") for f in faces)
        size = 52.0
        for index, face_index in enumerate(rolled):
            face = all_faces[face_index]
            item = DieItem(index, "combat", face, "combat", self._calls, all_faces, size)
            item.selectable = True
            item.set_state(selected=index in board.selected)
            item.set_home(QPointF(rect.left() + 12 + (index % 24) * (size + 8),
                                  rect.top() + 108 + (index // 24) * (size + 8)), 310 + index)
            item.setToolTip(plain_tooltip(words.text(f"combat_faces.{face.name}",
                                                     face.name)))
            self.combat_items.append(self._add(item, snap=False))
