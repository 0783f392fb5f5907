"""The Ethnos board scene: where everything lies, built afresh from the viewer's observation.
A build keeps the items of the last one that draw the same thing (with their cached pixmaps), so
a redraw repaints only what a move changed.

Layout only. The texts come in already translated (`BoardTexts`, content and the view's tr()),
the decisions (what glows, which buttons) from the interaction.
"""

from __future__ import annotations

import html
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from ....content import Content
from ...plain_text import plain_tooltip
from ...reusing_scene import ReusingScene
from . import render
from .board_items import (
    BackdropItem,
    BannerItem,
    ButtonItem,
    GiantTokenItem,
    GloryTrackItem,
    KingdomItem,
    LabelItem,
    MarkerCount,
    MerfolkTrackItem,
    OrcBoardItem,
    PanelItem,
    TrollTokenItem,
    ZoneItem,
)
from .card_items import CARD_H, CARD_W, MINI_W, RAISE, BandItem, CardHandler, CardItem, DeckItem
from .render import CardFace

WIDTH, HEIGHT = 1400.0, 980.0
GAP = 8.0
OPP_Y, OPP_H = 0.0, 170.0
KINGDOM_Y, KINGDOM_H = OPP_H + GAP, 158.0
TRACK_Y = KINGDOM_Y + KINGDOM_H + 4
MID_Y = TRACK_Y + GloryTrackItem.HEIGHT + 4
MID_H = 230.0
PROMPT_Y = MID_Y + MID_H + 4
PROMPT_H = 44.0
ME_Y = PROMPT_Y + PROMPT_H + 6
HAND_SCALE = 1.35
MARKET_SCALE = render.MARKET_SCALE
PIECES_W = 372.0
# The viewer's bands, right of the hand: what they take (BAND_STEP each), at least the room of
# the Orc Horde board and three bands, at most 580 (more bands wrap to a second row). The hand
# has the rest: at 480 the bands' share left 8 cards in hand fanned, their abilities cut.
BANDS_MIN_W, BANDS_MAX_W = 280.0, 580.0
BAND_STEP = 78.0


@dataclass(slots=True)
class Seats:
    names: list[str]  # as the save file has them: escape them in a rich-text tooltip
    colours: list[QColor]


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    market: str = "Market"
    deck: str = "Deck"
    dragons: str = "Dragons {count}/{total}"
    dragons_word: str = "Dragons"  # the line under the deck where the count does not fit
    glory: str = "Glory"
    bands: str = "Bands"
    glory_detail: str = "{glory} glory"
    hand_count: Callable[[int], str] = "{} cards".format
    giant_free: str = "Nobody holds it"
    giant_holder: str = "{name}: band of {size}"
    thinking: str = " (thinking…)"
    hidden_hand: str = "Hidden until {name} takes the seat"


@dataclass(slots=True)
class BoardInput:
    obs: dict[str, Any]
    viewer: int
    seats: Seats
    content: Content
    data: Any  # EthnosData
    texts: BoardTexts
    hide_private: bool = False
    thinking: int = -1
    prompt: str = ""
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)
    orc_pick: set[str] = field(default_factory=set)


class BoardCallbacks:
    """What the scene's items call; implemented by the interaction."""

    def kingdom_clicked(self, kingdom_id: str) -> None: ...
    def troll_clicked(self, value: int) -> None: ...
    def deck_clicked(self) -> None: ...
    def button_clicked(self, name: str) -> None: ...
    def horde_clicked(self, kingdom_id: str) -> None: ...


class EthnosScene(ReusingScene):
    REKEYED = (LabelItem, ButtonItem)
    SNAP_TO_PIXELS = True

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.setBackgroundBrush(render.TABLE)
        self.hand_items: dict[int, CardItem] = {}
        self.market_items: dict[int, CardItem] = {}
        self.known_items: dict[int, CardItem] = {}
        self.kingdom_items: dict[str, KingdomItem] = {}
        self.troll_items: dict[int, TrollTokenItem] = {}
        self.buttons: dict[str, ButtonItem] = {}
        self.band_items: list[tuple[int, BandItem, list[int]]] = []
        self.hand_anchor: dict[int, QPointF] = {}  # where each seat's hand is drawn
        self.deck_item: DeckItem | None = None
        self.hand_zone = QRectF(0, ME_Y, WIDTH - BANDS_MIN_W, HEIGHT - ME_Y)
        self.hand_zone_item: ZoneItem | None = None
        self.orc_board: OrcBoardItem | None = None
        self.prompt_item: LabelItem | None = None
        self.banner = BannerItem(900)
        self.banner.setPos(WIDTH / 2 - 450, PROMPT_Y + 2)
        self.addItem(self.banner)

    # -- lookups for the interaction ----------------------------------------------------------

    def kingdom_at(self, pos: QPointF) -> str | None:
        for kingdom_id, item in self.kingdom_items.items():
            if item.sceneBoundingRect().contains(pos):
                return kingdom_id
        return None

    def in_hand_zone(self, pos: QPointF) -> bool:
        return self.hand_zone.contains(pos)

    def card_positions(self) -> dict[int, tuple[QPointF, float]]:
        """Scene position and scale of every card shown (bands: each card of the band)."""
        found: dict[int, tuple[QPointF, float]] = {}
        for items in (self.known_items, self.market_items, self.hand_items):
            for card, item in items.items():
                found[card] = (item.pos(), item.scale())
        for _, band, cards in self.band_items:
            for card in cards:
                found[card] = (band.pos(), 1.0)
        return found

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, cards: CardHandler, calls: BoardCallbacks) -> None:
        self.begin_build(self.banner)
        self.hand_items, self.market_items, self.known_items = {}, {}, {}
        self.kingdom_items, self.troll_items, self.buttons = {}, {}, {}
        self.band_items, self.hand_anchor = [], {}
        if board.content is not getattr(self, "_faces_content", None):
            self._faces: dict[int, CardFace] = {}
            self._tooltips: dict[int, str] = {}
            self._faces_content = board.content
        self._board, self._cards, self._calls = board, cards, calls
        obs = board.obs
        self._opponents(obs)
        self._kingdoms(obs)
        self._glory_track(obs)
        pieces = self._pieces(obs)
        self._deck_and_market(obs, WIDTH - (PIECES_W + GAP if pieces else 0))
        self._prompt()
        self._me(obs)
        self.end_build()

    def face(self, card: int) -> CardFace:
        face = self._faces.get(card)
        if face is None:
            face = self._faces[card] = self._make_face(card)
        return face

    def _make_face(self, card: int) -> CardFace:
        board = self._board
        data, content = board.data, board.content
        kingdom = data.card_kingdom[card]
        tribe = data.tribes[data.card_tribe[card]]
        if kingdom < 0:
            return CardFace(content.text(f"tribes.{tribe}.card"),
                            content.text(f"tribes.{tribe}.short"), None, "", None)
        kingdom_id = data.kingdoms[kingdom]
        return CardFace(content.text(f"tribes.{tribe}.card"),
                        content.text(f"tribes.{tribe}.short"), kingdom_id,
                        content.text(f"kingdoms.{kingdom_id}.name"), data.kingdom_symbols[kingdom])

    def tooltip(self, card: int) -> str:
        tip = self._tooltips.get(card)
        if tip is None:
            tip = self._tooltips[card] = self._make_tooltip(card)
        return tip

    def _make_tooltip(self, card: int) -> str:
        data, content = self._board.data, self._board.content
        tribe = data.tribes[data.card_tribe[card]]
        kingdom = data.card_kingdom[card]
        head = content.text(f"tribes.{tribe}.card")
        if kingdom >= 0:
            kingdom_id = data.kingdoms[kingdom]
            head += " · " + content.text(f"kingdoms.{kingdom_id}.name") + " (" + content.text(
                f"kingdoms.{kingdom_id}.colour") + ")"
        return (f"<b>{head}</b><br>{content.text(f'tribes.{tribe}.ability')}"
                f"<br><br>{content.text(f'tribes.{tribe}.tooltip')}")

    def _card(self, card: int, zone: str, home: QPointF, z: float, scale: float = 1.0,
              mini: bool = False, seat: int | None = None,
              shown: float | None = None) -> CardItem:
        """A card laid out at `home` (placed before `_add`, so a reused card that stays put
        keeps its pixmap); `shown`: the width of it, in scene units, the next card leaves."""
        item = CardItem(card, self.face(card), zone, self._cards, mini=mini, seat=seat)
        if shown is not None and shown < CARD_W * scale:
            item.shown = shown / scale
        item.setToolTip(self.tooltip(card))
        if scale != 1.0:
            item.setScale(scale)
        item.set_home(self._snap(home), z)
        return self._add(item, snap=False)

    def _seat_label(self, seat: int) -> str:
        return str(seat + 1)

    def _markers_left(self, obs: dict[str, Any], seat: int) -> int:
        return self._board.data.markers_per_player - sum(k[seat] for k in obs["markers"])

    # -- the opponents' strip -----------------------------------------------------------------

    def _opponents(self, obs: dict[str, Any]) -> None:
        n = obs["num_players"]
        viewer = self._board.viewer
        others = [(viewer + i) % n for i in range(1, n)]
        width = min((WIDTH - GAP * (len(others) - 1)) / max(len(others), 1), 520.0)
        x = (WIDTH - width * len(others) - GAP * (len(others) - 1)) / 2
        for seat in others:
            self._opponent(obs, seat, x, width)
            x += width + GAP

    def _panel(self, obs: dict[str, Any], seat: int, x: float, y: float, width: float,
               height: float) -> None:
        board = self._board
        name = board.seats.names[seat]
        if seat == board.thinking:
            name += board.texts.thinking
        glory = sum(obs["points"][seat])
        detail = board.texts.glory_detail.format(glory=glory)
        panel = PanelItem(width, height, board.seats.colours[seat], self._seat_label(seat), name,
                          detail, obs["current"] == seat and obs["phase"] != "over")
        panel.setPos(x, y)
        panel.setToolTip(self._player_tooltip(obs, seat))
        panel = self._add(panel)

    def _player_tooltip(self, obs: dict[str, Any], seat: int) -> str:
        board = self._board
        content = board.content
        parts = [f"<b>{html.escape(board.seats.names[seat])}</b>"]
        for index, category in enumerate(content.table("categories")):
            parts.append(f"{content.text(f'categories.{category}')}: {obs['points'][seat][index]}")
        return "<br>".join(parts)

    def _opponent(self, obs: dict[str, Any], seat: int, x: float, width: float) -> None:
        board = self._board
        self._panel(obs, seat, x, OPP_Y, width, OPP_H)
        size = obs["hand_sizes"][seat]
        known = obs["known"][seat]
        back = CardItem(None, None, "back", None, mini=True, seat=seat)
        back.setToolTip(board.texts.hand_count(size))
        back.set_home(QPointF(x + 8, OPP_Y + 32), 1)
        back = self._add(back)
        self.hand_anchor[seat] = QPointF(x + 8, OPP_Y + 32)
        count = LabelItem(40, 24, f"×{size}", 17, True, render.PANEL_TEXT)
        count.setPos(x + 56, OPP_Y + 50)
        count = self._add(count)
        tribes = obs["tribes"]
        orc_w = 0.0
        if "orcs" in tribes:
            board_item = OrcBoardItem(self._kingdom_symbols(), set(obs["orcs"][seat]), 12)
            board_item.setPos(x + width - board_item.width - 8, OPP_Y + 34)
            board_item = self._add(board_item)
            orc_w = board_item.width + 8
        room = width - 100 - orc_w - 8
        step = min(MINI_W + 3, (room - MINI_W) / max(len(known) - 1, 1)) if known else 0
        for i, card in enumerate(known):
            item = self._card(card, "known", QPointF(x + 96 + i * step, OPP_Y + 32), 2 + i,
                              mini=True, seat=seat)
            self.known_items[card] = item
        self._bands(obs, seat, QRectF(x + 8, OPP_Y + 100, width - 16, 66), 0.85)

    def _kingdom_symbols(self) -> list[tuple[str, str]]:
        data = self._board.data
        return list(zip(data.kingdoms, data.kingdom_symbols, strict=True))

    def _bands(self, obs: dict[str, Any], seat: int, area: QRectF, scale: float) -> None:
        bands = list(obs["bands"][seat])
        building = obs["building"] if obs["current"] == seat else None
        if building is not None:
            bands.append(building)
        if not bands:
            return
        data = self._board.data
        items = []
        for band in bands:
            kingdom_id = band["kingdom"]
            kingdom = data.kingdoms.index(kingdom_id)
            items.append(BandItem(self.face(band["leader"]), len(band["cards"]),
                                  data.kingdom_symbols[kingdom],
                                  render.kingdom_colour(kingdom_id), scale,
                                  building=band is building))
        for i, (band, item, pos) in enumerate(zip(bands, items, band_places(
                [item.extent() for item in items], area), strict=True)):
            item.setPos(pos)
            item.setZValue(5 + i)
            item.setToolTip(self._band_tooltip(band))
            item = self._add(item)
            self.band_items.append((seat, item, list(band["cards"])))

    def _band_tooltip(self, band: dict[str, Any]) -> str:
        content = self._board.content
        faces = [self.face(c) for c in band["cards"]]
        names = [f.tribe + (f" ({f.kingdom_name})" if f.kingdom else "") for f in faces]
        kingdom = content.text(f"kingdoms.{band['kingdom']}.name")
        return f"<b>{kingdom}</b> · {len(band['cards'])}<br>" + "<br>".join(names)

    # -- kingdoms and tracks ------------------------------------------------------------------

    def _kingdoms(self, obs: dict[str, Any]) -> None:
        board = self._board
        data, content = board.data, board.content
        width = (WIDTH - 5 * GAP) / 6
        n = obs["num_players"]
        for k, kingdom_id in enumerate(data.kingdoms):
            markers = [MarkerCount(board.seats.colours[s], self._seat_label(s),
                                   obs["markers"][k][s]) for s in range(n)]
            name = content.text(f"kingdoms.{kingdom_id}.name")

            def click(kingdom_id: str = kingdom_id) -> None:
                self._calls.kingdom_clicked(kingdom_id)

            item = KingdomItem(kingdom_id, name, data.kingdom_symbols[k], obs["tokens"][k],
                               markers, click, width, KINGDOM_H)
            item.setPos(k * (width + GAP), KINGDOM_Y)
            lines = [f"<b>{name}</b> ({content.text(f'kingdoms.{kingdom_id}.colour')})"]
            lines += [f"{html.escape(board.seats.names[s])}: {obs['markers'][k][s]}"
                      for s in range(n)]
            item.setToolTip("<br>".join(lines))
            item = self._add(item)
            self.kingdom_items[kingdom_id] = item

    def _glory_track(self, obs: dict[str, Any]) -> None:
        board = self._board
        entries = [(board.seats.colours[s], self._seat_label(s), sum(obs["points"][s]))
                   for s in range(obs["num_players"])]
        track = GloryTrackItem(WIDTH, entries, board.texts.glory)
        track.setPos(0, TRACK_Y)
        track.setToolTip("<br>".join(
            f"{html.escape(board.seats.names[s])}: {sum(obs['points'][s])}"
            for s in range(obs["num_players"])))
        track = self._add(track)

    def _pieces(self, obs: dict[str, Any]) -> bool:
        """Merfolk track, Troll tokens and Giant token: only for the tribes in play."""
        tribes = obs["tribes"]
        shown = [t for t in ("merfolk", "trolls", "giants") if t in tribes]
        if not shown:
            return False
        board = self._board
        data, content = board.data, board.content
        x = WIDTH - PIECES_W
        box = BackdropItem(PIECES_W, MID_H)
        box.setPos(x, MID_Y)
        box.setZValue(-10)
        box = self._add(box)
        y = MID_Y + 6
        inner = PIECES_W - 16
        if "merfolk" in tribes:
            positions = [(board.seats.colours[s], self._seat_label(s), obs["merfolk"][s])
                         for s in range(obs["num_players"])]
            track = MerfolkTrackItem(inner, data.merfolk_track, data.merfolk_checkpoints,
                                     positions, content.text("terms.merfolk_track"))
            track.setPos(x + 8, y)
            where = content.join([f"{html.escape(board.seats.names[s])} {obs['merfolk'][s]}"
                                  for s in range(obs["num_players"])])
            track.setToolTip(f"{where}<br>{content.text('tribes.merfolk.tooltip')}")
            track = self._add(track)
            y += track.height + 8
        if "trolls" in tribes:
            label = LabelItem(inner, 18, content.text("tribes.trolls.name"), render.READABLE, True)
            label.setPos(x + 8, y)
            label = self._add(label)
            holders = {v: s for s, held in enumerate(obs["trolls"]) for v in held}
            for i, value in enumerate(data.troll_tokens):
                holder = holders.get(value)

                def click(value: int = value) -> None:
                    self._calls.troll_clicked(value)

                token = TrollTokenItem(value, None if holder is None else
                                       board.seats.colours[holder], click,
                                       "" if holder is None else self._seat_label(holder))
                token.setPos(x + 8 + i * 48, y + 20)
                tip = content.text("tribes.trolls.tooltip")
                if holder is not None:
                    tip = f"<b>{html.escape(board.seats.names[holder])}</b><br>{tip}"
                token.setToolTip(tip)
                token = self._add(token)
                self.troll_items[value] = token
            y += 66
        if "giants" in tribes:
            holder = obs["giant_holder"]
            if holder is None:
                who, colour = board.texts.giant_free, None
            else:
                who = board.texts.giant_holder.format(name=board.seats.names[holder],
                                                      size=obs["giant_size"])
                colour = board.seats.colours[holder]
            giant = GiantTokenItem(inner, content.text("terms.giant_token"), who, colour)
            giant.setPos(x + 8, y)
            giant.setToolTip(content.text("tribes.giants.tooltip"))
            giant = self._add(giant)
        return True

    # -- deck, market, prompt -----------------------------------------------------------------

    def _deck_and_market(self, obs: dict[str, Any], right: float) -> None:
        board = self._board
        texts = board.texts
        left = CARD_W + 20  # the market's left edge
        dragons = texts.dragons.format(count=obs["dragons_drawn"], total=board.data.dragons)
        deck = DeckItem(self._cards, obs["deck_size"], obs["dragons_drawn"],
                        board.data.dragons, dragons, texts.dragons_word, left - 8)
        deck.setToolTip(f"{texts.deck}: {obs['deck_size']}<br>{dragons}")
        deck.set_home(QPointF(4, MID_Y + 24), 1)
        deck = self._add(deck)
        self.deck_item = deck
        label = LabelItem(110, 22, texts.deck, render.READABLE, True)
        label.setPos(4, MID_Y)
        label = self._add(label)
        market = obs["market"]
        title = LabelItem(right - left, 22, f"{texts.market} ({len(market)})", render.READABLE,
                          True)
        title.setPos(left, MID_Y)
        title = self._add(title)
        room = right - left - GAP
        if not market:
            return
        card_w = CARD_W * MARKET_SCALE
        step = min(card_w + 6, (room - card_w) / max(len(market) - 1, 1))
        # A card that would cover its neighbour's name (a market of 12 at six players) drops
        # below the names, every other one, and lies over its neighbours: all names show.
        name = render.name_box(QRectF(0, 0, CARD_W, CARD_H))
        drop = (name.bottom() + 3) * MARKET_SCALE if step < name.right() * MARKET_SCALE else 0.0
        for i, card in enumerate(market):
            lower = bool(drop) and i % 2 == 1
            item = self._card(card, "market", QPointF(left + i * step,
                                                      MID_Y + 28 + (drop if lower else 0.0)),
                              10 + i + (len(market) if lower else 0), MARKET_SCALE)
            self.market_items[card] = item

    def _prompt(self) -> None:
        board = self._board
        bar = BackdropItem(WIDTH, PROMPT_H)
        bar.setPos(0, PROMPT_Y)
        bar.setZValue(-10)
        bar = self._add(bar)
        x = WIDTH - 8
        for name, text, enabled in reversed(board.buttons):
            width = 200.0 if len(board.buttons) <= 2 else 176.0

            def click(name: str = name) -> None:
                self._calls.button_clicked(name)

            button = ButtonItem(name, text, click, enabled, width, PROMPT_H - 8)
            x -= width
            button.setPos(x, PROMPT_Y + 4)
            button.setToolTip(plain_tooltip(text))
            button = self._add(button)
            self.buttons[name] = button
            x -= 8
        prompt = LabelItem(x - 16, PROMPT_H, board.prompt, 17, True, render.PANEL_TEXT,
                           readable=render.READABLE)
        prompt.setPos(12, PROMPT_Y)
        prompt.setToolTip(plain_tooltip(board.prompt))
        prompt = self._add(prompt)
        self.prompt_item = prompt

    # -- the viewer ---------------------------------------------------------------------------

    def _me(self, obs: dict[str, Any]) -> None:
        board = self._board
        seat = board.viewer
        bands = len(obs["bands"][seat]) + (1 if obs["building"] and obs["current"] == seat else 0)
        # The hand takes what the bands leave.
        hand_w = WIDTH - min(BANDS_MAX_W, max(BANDS_MIN_W, bands * BAND_STEP + 40))
        self._panel(obs, seat, 0, ME_Y, WIDTH, HEIGHT - ME_Y)
        zone = ZoneItem(hand_w, HEIGHT - ME_Y - 30)
        zone.setPos(4, ME_Y + 28)
        zone.setZValue(-5)
        zone = self._add(zone)
        self.hand_zone_item = zone
        self.hand_zone = QRectF(0, ME_Y, hand_w + 8, HEIGHT - ME_Y)
        hand = obs["hand"]
        header = board.texts.hand_count(len(hand))
        header_label = LabelItem(200, 26, header, render.READABLE, True, render.MUTED_TEXT)
        header_label.setPos(hand_w - 200, ME_Y + 2)
        header_label = self._add(header_label)
        self.hand_anchor[seat] = QPointF(10, ME_Y + 40)
        card_w = CARD_W * HAND_SCALE
        top = ME_Y + 32 + RAISE
        if board.hide_private:
            note = LabelItem(hand_w - 40, 30, board.texts.hidden_hand.format(
                name=board.seats.names[seat]), 17, True, render.MUTED_TEXT)
            note.setPos(20, top + CARD_H * HAND_SCALE / 2 - 15)
            note = self._add(note)
        elif hand:
            step = min(card_w + 6, (hand_w - 12 - card_w) / max(len(hand) - 1, 1))
            for i, card in enumerate(hand):
                item = self._card(card, "hand", QPointF(10 + i * step, top), 10 + i, HAND_SCALE,
                                  seat=seat, shown=step if i < len(hand) - 1 else None)
                self.hand_items[card] = item
        if "orcs" in obs["tribes"]:
            orc = OrcBoardItem(self._kingdom_symbols(), set(obs["orcs"][seat]), 22,
                               self._calls.horde_clicked if obs["phase"] == "orc" else None,
                               board.orc_pick)
            orc.setPos(hand_w + 14, ME_Y + 4)
            orc.setToolTip(board.content.text("tribes.orcs.tooltip"))
            orc = self._add(orc)
            self.orc_board = orc
        label = LabelItem(WIDTH - hand_w - 30, 22, board.texts.bands, render.READABLE, True,
                          render.MUTED_TEXT)
        label.setPos(hand_w + 14, ME_Y + 30)
        label = self._add(label)
        self._bands(obs, seat, QRectF(hand_w + 14, ME_Y + 56, WIDTH - hand_w - 26,
                                      HEIGHT - ME_Y - 56 - 8), 1.25)


def band_places(extents: list[QRectF], area: QRectF) -> list[QPointF]:
    """Where played bands lie in `area`: in a row, closer when crowded; on a second row when
    one row would squeeze them and the area is tall enough; never past its right edge."""
    if not extents:
        return []
    widest = max(e.width() for e in extents)
    tall = max(e.height() for e in extents)
    rows = 2 if len(extents) * (widest + 6) - 6 > area.width() and \
        area.height() >= 2 * tall + 6 else 1
    per_row = math.ceil(len(extents) / rows)
    step = min(widest + 6, (area.width() - widest) / max(per_row - 1, 1))
    return [QPointF(area.left() + (i % per_row) * step, area.top() + (i // per_row) * (tall + 6))
            for i in range(len(extents))]
