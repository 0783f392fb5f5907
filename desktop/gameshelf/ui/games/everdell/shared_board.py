"""The shared board of the Everdell scene: basic locations, the Forest, the Haven and the Journey,
the basic and special events, and the Meadow with the deck and the discard pile."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from ..ethnos.board_items import BackdropItem, LabelItem
from . import render
from .items import BLOCKER_RISE, CARD_H, CARD_W, Marker, PileItem, PlaceItem
from .layout import (
    BASIC_H,
    EVENT_H,
    EVENTS_Y,
    FOREST_W,
    GAP,
    LOC_W,
    MEADOW_SCALE,
    MEADOW_X,
    MID_H,
    MID_Y,
    ROW_B_H,
    ROW_B_Y,
    WIDTH,
)
from .scene_base import SceneBase


class SharedBoardMixin(SceneBase):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.place_items: dict[str, PlaceItem] = {}

    # -- locations, Forest, Haven, Journey ----------------------------------------------------

    def _workers_on(self, obs: dict[str, Any], place_id: str) -> list[Marker]:
        return [self.marker(r) for r in obs["workers"].get(place_id, ())]

    def _place(self, place_id: str, title: str, detail: str, pos: QPointF, width: float,
               height: float, colour: QColor, tooltip: str, badge: str = "",
               owner: int | None = None) -> PlaceItem:
        obs = self._board.obs

        def click(place_id: str = place_id) -> None:
            self._calls.place_clicked(place_id)

        item = PlaceItem(place_id, title, detail, self._workers_on(obs, place_id), click, width,
                         height, colour, badge, None if owner is None else self.marker(owner),
                         "" if owner is None else self.row_name(owner))
        item.setPos(pos)
        item.setToolTip(tooltip + self.workers_tip(obs["workers"].get(place_id, ())))
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
        x = 4.0
        for loc_id in forest:
            name = content.text(f"forest.{loc_id}.name")
            detail = content.text("terms.forest")
            tip = f"<b>{name}</b><br>{content.text(f'forest.{loc_id}.text')}"
            if four:
                detail += " ×2"
            # The card's reward is its name; the space writes its short form (`short`).
            self._place(loc_id, content.text(f"forest.{loc_id}.short"), detail,
                        QPointF(x, ROW_B_Y), FOREST_W, ROW_B_H, render.FOREST.lighter(130), tip)
            x += FOREST_W + GAP
        x = max(x, 4 + 4 * (FOREST_W + GAP))
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
                short = content.text(f"events.{event_id}.short")
                entry = claimed.get(event_id)
                owner = None if entry is None else entry["owner"]
                colour = QColor("#7a5a2a") if line == 0 else QColor("#6a3f6e")
                kind = content.text("terms.basic_event" if line == 0 else "terms.special_event")
                tip = f"<b>{name}</b> ({kind})<br>{text}"
                if entry is not None:
                    tip += "<br>✓ " + html.escape(self.row_name(owner))
                    extra = [card for card in entry.get("cards", ())]
                    if extra:
                        tip += "<br>" + content.join([self.face(c).name for c in extra])
                    if any(entry.get("resources", ())):
                        tip += "<br>" + self.amounts(entry["resources"])
                self._place(event_id, name, short, QPointF(
                    4 + i * (width + GAP), EVENTS_Y + line * (EVENT_H + GAP)), width, EVENT_H,
                    colour, tip, badge=str(points) if points else "", owner=owner)

    # -- Meadow, deck, discard ----------------------------------------------------------------

    def _meadow(self, obs: dict[str, Any]) -> None:
        board = self._board
        texts = board.texts
        back = BackdropItem(WIDTH - MEADOW_X, MID_H)
        back.setPos(MEADOW_X, MID_Y)
        self._add(back)
        title = LabelItem(300, 22, texts.meadow, render.READABLE, True)
        title.setPos(MEADOW_X + 8, MID_Y + 2)
        self._add(title)
        pile_w = 88.0
        deck = PileItem(texts.deck, obs["deck_size"], pile_w, 120)
        deck.setPos(WIDTH - pile_w - 8, MID_Y + 30)
        deck.setToolTip(f"{texts.deck}: {obs['deck_size']}")
        self._add(deck)
        discard = PileItem(texts.discard, obs["discard_size"], pile_w, 120)
        discard.setPos(WIDTH - pile_w - 8, MID_Y + 170)
        discard.setToolTip(f"{texts.discard}: {obs['discard_size']}")
        self._add(discard)
        blocks = set(obs["rugwort"]["meadow_blocks"]) if obs["rugwort"] is not None else set()
        room_w = WIDTH - MEADOW_X - pile_w - 24
        scale = min(MEADOW_SCALE, (room_w - 3 * 8) / 4 / CARD_W,
                    (MID_H - 30 - 8) / 2 / CARD_H)
        step_x = CARD_W * scale + 8
        # Rugwort's workers stand on the top edges of the cards they block: in the title's row,
        # right of the title, and between the rows when he blocks the lower row too.
        gap = BLOCKER_RISE * scale + 1 if any(slot > 4 for slot in blocks) else 6
        step_y = CARD_H * scale + gap
        for slot, inst in enumerate(obs["meadow"]):
            if inst < 0:
                continue
            pos = QPointF(MEADOW_X + 8 + (slot % 4) * step_x, MID_Y + 28 + (slot // 4) * step_y)
            blocked = slot + 1 in blocks
            extras = {"blocked": self.marker(obs["num_players"]) if blocked else None}
            item = self._card(inst, "meadow", pos, 10 + slot, scale, extras=extras)
            if blocked:
                key = "refusals.meadow_blocked"
                why = board.content.fill(board.content.text(key), {"card": self.face(inst).name},
                                         key)
                item.setToolTip(item.toolTip() + "<br><br>" + html.escape(why))
