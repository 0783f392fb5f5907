"""The Aquatica board scene, built from the viewer's observation (layout only: the words come
from `AquaticaWords`, what glows and which buttons show from the interaction). A build keeps
the items of the last one that draw the same thing (`ReusingScene`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ...plain_text import plain_tooltip
from ..board_paint import Marker
from ..ethnos.board_items import BackdropItem, ButtonItem, LabelItem
from ..everdell.items import PileItem
from ..prompt_bar import BarLayout, BoardBase, PromptBar
from . import render
from .items import (
    CharacterFace,
    CharacterItem,
    GoalItem,
    LocationFace,
    LocationItem,
    MantaItem,
    MiniSlot,
    ReferenceItem,
    SeatItem,
    SlotFace,
    SlotItem,
)
from .layout import (
    BOARD_W,
    BOTTOM_ROW_Y,
    CHAR_H,
    CHAR_W,
    GAP,
    GOAL_H,
    HAND_CARD_H,
    HAND_ROW,
    HAND_W,
    HAND_X,
    HEIGHT,
    LOC_H,
    LOC_W,
    MANTA,
    MANTA_Y,
    ME_Y,
    MID_Y,
    OCEAN_W,
    OPP_H,
    PILE_W,
    PROMPT_H,
    PROMPT_Y,
    REF_H,
    REF_Y,
    RIGHT_W,
    RIGHT_X,
    SLOT_H,
    SLOT_W,
    TOP_ROW_Y,
    TURN_CARDS,
    TURN_Y,
    WIDTH,
)
from .words import AquaticaWords


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    hand: str = "Your hand"
    slot: str = "Slot {number}"
    left: str = "{count} left"
    raised: str = "Raised"
    counts: str = "Hand {hand} · Discard {discard} · Scored {scored}"
    mantas: str = "Mantas: {ready} ready, {tired} tired"
    king: str = "King: {name}"
    this_turn: str = "This turn"
    coins: str = "Coins {count}"
    power: str = "Power {count}"
    typed: str = "{type}: power {count}"
    lost: str = "Lost at the end of the turn"
    final: str = "Last turns: {count}"
    char_deck: str = "Characters"
    loc_deck: str = "Locations"
    loc_discard: str = "Discarded"
    reference: str = "Icons"
    top_row: str = "Top row: conquer 1 power cheaper"
    ichthyanders: str = "Ichthyanders"
    ichthyanders_left: str = "Mantas still to place: {count}"
    ranks: str = "Ranks: {ranks}"
    thinking: str = " (thinking…)"
    hidden: str = "Hidden until {name} takes the seat"


@dataclass(slots=True)
class BoardInput(BoardBase):
    words: AquaticaWords
    data: Any  # AquaticaData: costs and depths to show
    texts: BoardTexts
    selected: frozenset[int] = frozenset()  # bottom-row Locations chosen to move up (Scout)
    picked: tuple[str, int] | None = None  # a Location clicked, to be clicked into a slot


class AquaticaScene(PromptBar):
    REKEYED = (LabelItem, ButtonItem)
    BAR = BarLayout(WIDTH, PROMPT_Y, PROMPT_H, MID_Y, button_room=860.0, button_min=130.0,
                    button_max=230.0)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._lay_table(HEIGHT, render.TABLE)
        self.hand_zone = QRectF(HAND_X, ME_Y, HAND_W, HEIGHT - ME_Y)
        self.ocean_zone = QRectF(0, MID_Y, OCEAN_W, REF_Y - MID_Y)
        self.ocean_item: BackdropItem | None = None
        self.row_items: dict[int, CharacterItem] = {}
        self.location_items: dict[tuple[str, int], LocationItem] = {}
        self.slot_items: dict[int, SlotItem] = {}
        self.manta_items: list[MantaItem] = []
        self.goal_items: dict[int, GoalItem] = {}
        self.hand_items: list[CharacterItem] = []
        self.seat_items: dict[int, SeatItem] = {}
        self.in_play_items: list[CharacterItem] = []  # the characters played this turn
        self._board: BoardInput
        self._calls: Any

    # -- lookups for the interaction ----------------------------------------------------------

    def slot_at(self, pos: QPointF) -> int | None:
        return self.key_at(self.slot_items, pos)

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, calls: Any) -> None:
        self.begin_build(self.banner)
        self.row_items, self.location_items, self.slot_items = {}, {}, {}
        self.manta_items, self.goal_items, self.hand_items = [], {}, []
        self.seat_items, self.buttons, self.in_play_items = {}, {}, []
        self._board, self._calls = board, calls
        obs = board.obs
        self._opponents(obs)
        self._ocean(obs)
        self._reference()
        self._goals(obs)
        self._turn(obs)
        self._prompt()
        self._me(obs)
        self.end_build()

    def marker(self, seat: int) -> Marker:
        if seat < 0:
            return Marker(render.ICHTHYANDER, "I")
        return Marker(self._board.colours[seat], str(seat + 1))

    def _label(self, x: float, y: float, width: float, words: str, bold: bool = False,
               colour: QColor = render.PANEL_TEXT, height: float = 24.0) -> LabelItem:
        label = LabelItem(width, height, words, render.READABLE, bold, colour,
                          readable=render.READABLE)
        label.setPos(x, y)
        label.setToolTip(plain_tooltip(words))
        return self._add(label)

    # -- faces --------------------------------------------------------------------------------

    def character_face(self, card: str, price: str = "") -> CharacterFace:
        board = self._board
        words, data = board.words, board.data
        character = data.characters[card]
        colour = render.KING if character.number else render.CHARACTER
        badge = str(character.number) if character.number and not price else ""
        return CharacterFace(words.name("character", card), render.glyphs(character.effects),
                             words.short("character", card), colour, price, badge)

    def character_tip(self, card: str) -> str:
        words = self._board.words
        character = self._board.data.characters[card]
        return words.tip("character", card, plain_tooltip(words.effects(character.effects)))

    def location_face(self, location_id: str) -> LocationFace:
        board = self._board
        data, words = board.data, board.words
        location = data.locations[location_id]
        return LocationFace(words.location_on_card(location_id),
                            render.TYPE_GLYPHS[location.type],
                            render.TYPE_COLOURS[location.type],
                            words.location_line(location_id),
                            tuple(render.depth_glyph(d, data.depths) for d in location.depths))

    # -- pieces on their way (another seat's move shown) ---------------------------------------

    def location_ghost(self, location_id: str) -> LocationItem:
        """A Location card on its way from a row to a seat's board."""
        item = LocationItem(-1, location_id, self.location_face(location_id), "moving", None,
                            LOC_W, LOC_H)
        item.setScale(0.6)
        return item

    def manta_ghost(self, seat: int) -> MantaItem:
        """A seat's trained manta on its way to a goal."""
        return MantaItem("trained", "", "", True, False, None, MANTA, self._board.colours[seat])

    # -- the others ---------------------------------------------------------------------------

    def _opponents(self, obs: dict[str, Any]) -> None:
        board = self._board
        n = obs["num_players"]
        if n == 1:
            self._ichthyanders(obs)
            return
        others = [(board.viewer + i) % n for i in range(1, n)]
        width = min(740.0, (WIDTH - GAP * (len(others) - 1)) / len(others))
        for index, seat in enumerate(others):
            item = self._seat_item(seat, obs, width)
            item.setPos(index * (width + GAP), 0)
            self.seat_items[seat] = self._add(item)

    def _seat_item(self, seat: int, obs: dict[str, Any], width: float) -> SeatItem:
        board = self._board
        texts, words = board.texts, board.words
        mantas = obs["mantas"][seat]
        ready = sum(1 for m in mantas if m["ready"])
        lines = [texts.counts.format(hand=obs["hand_counts"][seat],
                                     discard=len(obs["discards"][seat]),
                                     scored=obs["scored_counts"][seat]),
                 texts.mantas.format(ready=ready, tired=len(mantas) - ready)]
        slots = [self._mini_slot(entry) for entry in obs["boards"][seat]]
        name = board.names[seat] + (texts.thinking if board.thinking == seat else "")
        item = SeatItem(seat, board.colours[seat], str(seat + 1), name, lines, slots,
                        obs["current"] == seat, width, OPP_H)
        tip = [f"<b>{plain_tooltip(board.names[seat])}</b>"]
        king = obs["kings"][seat]
        if king and king != "hidden":
            tip.append(plain_tooltip(texts.king.format(name=words.name("character", king))))
        hand = obs["hands"][seat]
        if hand:
            tip.append(plain_tooltip(texts.hand + ": " + ", ".join(
                words.name("character", c) for c in hand)))
        for entry in obs["boards"][seat]:
            if entry is not None:
                tip.append(plain_tooltip(words.name("location", entry["location"]) + " · " +
                                         texts.left.format(count=entry["left"])))
        item.setToolTip("<br>".join(tip))
        return item

    def _mini_slot(self, entry: dict[str, Any] | None) -> MiniSlot:
        if entry is None:
            return MiniSlot(None, "", "")
        data = self._board.data
        location = data.locations[entry["location"]]
        top = render.depth_glyph(entry["top"], data.depths) if entry["top"] else "★"
        return MiniSlot(render.TYPE_COLOURS[location.type], top, f"·{entry['left']}",
                        self._board.words.location_on_card(entry["location"]))

    def _ichthyanders(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts, words, data = board.texts, board.words, board.data
        back = BackdropItem(WIDTH, OPP_H)
        self._add(back)
        self._label(12, 6, 600, texts.ichthyanders, True, render.GOLD)
        self._label(12, 36, 600, texts.ichthyanders_left.format(count=obs["ichthyanders"]))
        table = obs["rank_table"]  # the game says whose thresholds count
        ranks, up_to = data.solo_ranks[table]
        parts = []
        low = 0
        for index, rank in enumerate(ranks):
            high = up_to[index] if index < len(up_to) else None
            span = f"{low}–{high}" if high is not None else f"{low}+"
            parts.append(f"{words.name('rank', rank)} {span}")
            low = (high or 0) + 1
        line = texts.ranks.format(ranks=words.name("rank_table", table) + " — "
                                  + " · ".join(parts))
        self._label(12, 66, WIDTH - 24, line, height=48)

    # -- the ocean ----------------------------------------------------------------------------

    def _ocean(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts = board.texts
        ocean = BackdropItem(OCEAN_W + GAP, REF_Y - MID_Y - GAP)
        ocean.setPos(-GAP / 2, MID_Y - GAP / 2)
        self.ocean_item = self._add(ocean)
        for index, card in enumerate(obs["char_row"]):
            price = obs["slot_prices"][index] if index < len(obs["slot_prices"]) else 0
            item = CharacterItem(card, self.character_face(card, f"●{price}"), "row",
                                 self._calls, CHAR_W, CHAR_H, index)
            item.card = index  # type: ignore[assignment]
            item.key = card  # type: ignore[attr-defined]
            item.set_home(QPointF(index * (CHAR_W + GAP), MID_Y), 10)
            item.setToolTip(self.character_tip(card))
            self.row_items[index] = self._add(item, snap=False)
        x = 6 * (CHAR_W + GAP)
        deck = PileItem(texts.char_deck, obs["char_deck_size"], PILE_W, CHAR_H)
        deck.setPos(x, MID_Y)
        deck.setToolTip(plain_tooltip(texts.char_deck))
        self._add(deck)
        for row, y in (("top", TOP_ROW_Y), ("bottom", BOTTOM_ROW_Y)):
            cards = obs[f"{row}_row"]
            for index, location in enumerate(cards):
                item = LocationItem(index, location, self.location_face(location), row,
                                    self._calls, LOC_W, LOC_H)
                item.set_home(QPointF(index * (LOC_W + GAP), y), 10)
                item.setToolTip(board.words.location_tip(location))
                item.set_state(selected=(row == "bottom" and index in board.selected)
                               or board.picked == (row, index))
                self.location_items[(row, index)] = self._add(item, snap=False)
        note = self._label(4 * (LOC_W + GAP), TOP_ROW_Y + 8, 2 * LOC_W, texts.top_row,
                           False, render.GOLD, 48)
        note.setToolTip(plain_tooltip(texts.top_row))
        deck = PileItem(texts.loc_deck, obs["loc_deck_size"], PILE_W, LOC_H)
        deck.setPos(x, TOP_ROW_Y)
        deck.setToolTip(plain_tooltip(texts.loc_deck))
        self._add(deck)
        discard = PileItem(texts.loc_discard, len(obs["loc_discard"]), PILE_W, LOC_H)
        discard.setPos(x, BOTTOM_ROW_Y)
        discard.setToolTip(plain_tooltip(texts.loc_discard))
        self._add(discard)

    def _reference(self) -> None:
        board = self._board
        words = board.words
        entries = [(render.GLYPHS[e], words.short("effect", e) or words.name("effect", e))
                   for e in render.REFERENCE]
        entries.append(("★", board.texts.raised))
        item = ReferenceItem(board.texts.reference, entries, OCEAN_W, REF_H, 4)
        item.setPos(0, REF_Y)
        item.setToolTip("<br>".join(f"{plain_tooltip(g)} {words.tip('effect', e)}"
                                    for e, (g, _) in zip(render.REFERENCE, entries,
                                                         strict=False)))
        self._add(item)

    # -- goals and this turn ------------------------------------------------------------------

    def _goals(self, obs: dict[str, Any]) -> None:
        board = self._board
        words = board.words
        for index, goal in enumerate(obs["goals"]):
            seats = obs["tracks"][index]

            def click(index: int = index) -> None:
                self._calls.goal_clicked(index)

            item = GoalItem(index, words.name("goal", goal), "",
                            obs["goal_values"], [self.marker(s) for s in seats], click,
                            RIGHT_W, GOAL_H)
            item.setPos(RIGHT_X, MID_Y + index * (GOAL_H + GAP))
            owners = [board.names[s] if s >= 0 else board.texts.ichthyanders for s in seats]
            item.setToolTip(words.tip("goal", goal, plain_tooltip(", ".join(
                f"{obs['goal_values'][i]}: {name}" for i, name in enumerate(owners)))))
            self.goal_items[index] = self._add(item)

    def _turn(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts, words = board.texts, board.words
        height = PROMPT_Y - GAP - TURN_Y
        back = BackdropItem(RIGHT_W, height)
        back.setPos(RIGHT_X, TURN_Y)
        self._add(back)
        current = obs["current"]
        who = board.names[current] if current is not None else ""
        # The words at the left, the characters played this turn at the right (an AI's card
        # slides in there from its seat's board).
        text_w = RIGHT_W - 20 - TURN_CARDS * (CHAR_W + GAP)
        self._label(RIGHT_X + 10, TURN_Y + 6, text_w, f"{texts.this_turn} · {who}", True,
                    render.GOLD)
        self._label(RIGHT_X + 10, TURN_Y + 36, text_w,
                    f"● {texts.coins.format(count=obs['coins'])}", True, height=28)
        self._label(RIGHT_X + 10, TURN_Y + 64, text_w,
                    f"◆ {texts.power.format(count=obs['power'])}", True, height=28)
        y = TURN_Y + 92
        for kind, count in sorted(obs["typed_power"].items()):
            if count:
                self._label(RIGHT_X + 10, y, text_w, texts.typed.format(
                    type=render.TYPE_GLYPHS.get(kind, "") + " " + words.name("type", kind),
                    count=count))
                y += 26
        if obs["stage"] == "after" and (obs["coins"] or obs["power"] or
                                        any(obs["typed_power"].values())):
            self._label(RIGHT_X + 10, y, text_w, texts.lost, True, QColor("#ff8a80"), 48)
            y += 50
        if obs["final_turns"]:
            self._label(RIGHT_X + 10, y, text_w,
                        texts.final.format(count=obs["final_turns"]), True, render.GOLD)
        self._in_play(obs, RIGHT_X + 10 + text_w + GAP, height - 12)

    def _in_play(self, obs: dict[str, Any], left: float, height: float) -> None:
        cards = obs["in_play"]
        room = WIDTH - GAP - left
        width = min(CHAR_W, (room - GAP * (len(cards) - 1)) / max(len(cards), 1))
        for index, card in enumerate(cards):
            item = CharacterItem(card, self.character_face(card), "in_play", None, width,
                                 min(CHAR_H, height), index)
            item.set_home(QPointF(left + index * (width + GAP), TURN_Y + 6), 10 + index)
            item.setToolTip(self.character_tip(card))
            self.in_play_items.append(self._add(item, snap=False))

    # -- the viewer ---------------------------------------------------------------------------

    def _me(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat, texts, words, data = board.viewer, board.texts, board.words, board.data
        for slot, entry in enumerate(obs["boards"][seat]):
            def click(slot: int = slot) -> None:
                self._calls.slot_clicked(slot)

            if entry is None:
                face = SlotFace(texts.slot.format(number=slot + 1), None)
                tip = plain_tooltip(face.label)
            else:
                location = data.locations[entry["location"]]
                depths = location.depths[entry["offset"]:]
                raised = entry["top"] is None
                face = SlotFace(words.location_on_card(entry["location"]),
                                render.TYPE_COLOURS[location.type],
                                "★" + str(location.prosperity) if raised else
                                render.depth_glyph(entry["top"], data.depths),
                                tuple(render.depth_glyph(d, data.depths) for d in depths[1:]),
                                texts.raised if raised else
                                texts.left.format(count=entry["left"]), raised)
                top = words.name("depth", entry["top"]) if entry["top"] else texts.raised
                tip = words.location_tip(entry["location"]) + "<br><b>" + \
                    plain_tooltip(top) + "</b> · " + plain_tooltip(face.left)
            item = SlotItem(slot, face, click, SLOT_W, SLOT_H)
            item.setPos(slot * (SLOT_W + GAP), ME_Y)
            item.setToolTip(tip)
            self.slot_items[slot] = self._add(item)
        mantas = obs["mantas"][seat]
        step = min(MANTA + 4, (BOARD_W - MANTA) / max(len(mantas) - 1, 1))
        for index, manta in enumerate(mantas):
            kind, face = manta["kind"], manta["face"]

            def click(kind: str = kind, face: str = face) -> None:
                self._calls.manta_clicked(kind, face)

            colour = board.colours[seat] if kind == "trained" else render.MANTA_COLOURS[kind]
            item = MantaItem(kind, face, render.glyphs(data.mantas[face]), manta["ready"],
                             manta["used"], click, MANTA, colour)
            item.setPos(index * step, MANTA_Y)
            state = words.term("ready", "ready") if manta["ready"] else \
                words.term("tired", "tired")
            item.setToolTip(words.tip("manta", face, plain_tooltip(
                f"{words.name('kind', kind)} · {state}")))
            self.manta_items.append(self._add(item))
        self._hand(obs)

    def _hand(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat, texts = board.viewer, board.texts
        king = obs["kings"][seat]
        title = texts.hand
        if king and king != "hidden":
            title += " · " + texts.king.format(name=board.words.name("character", king))
        title += " · " + texts.counts.format(hand=obs["hand_counts"][seat],
                                             discard=len(obs["discards"][seat]),
                                             scored=obs["scored_counts"][seat])
        self._label(HAND_X, ME_Y, HAND_W, title, True, render.GOLD)
        if board.hide_private:
            self._label(HAND_X, ME_Y + 40, HAND_W, texts.hidden.format(
                name=board.names[seat]), colour=render.MUTED_TEXT)
            return
        hand = obs["hands"][seat]
        # Side by side, never over each other (a card's words stay whole): rows of HAND_ROW.
        # Two rows share the cards out evenly, each card as wide as the row allows, so that
        # the lower, wider cards keep their short forms whole.
        rows = max(1, -(-len(hand) // HAND_ROW))
        columns = max(-(-len(hand) // rows), HAND_ROW if rows == 1 else 1)
        room = HEIGHT - ME_Y - 30 - 4
        height = min(HAND_CARD_H, (room - (rows - 1) * GAP) / rows)
        width = (HAND_W - (columns - 1) * GAP) / columns
        for index, card in enumerate(hand):
            item = CharacterItem(card, self.character_face(card), "hand", self._calls,
                                 width, height, index)
            row, column = divmod(index, columns)
            item.set_home(QPointF(HAND_X + column * (width + GAP),
                                  ME_Y + 30 + row * (height + GAP)), 20 + index)
            item.setToolTip(self.character_tip(card))
            self.hand_items.append(self._add(item, snap=False))
