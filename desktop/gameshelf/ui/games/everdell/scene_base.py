"""What every part of the Everdell scene builds with: card faces, tooltips and amounts in the
current language, the marker and name of a row (a seat, or Rugwort), and a card item laid out
and reused."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QPointF

from ....content import Content, plural_form
from ...reusing_scene import ReusingScene
from ..ethnos.board_items import ButtonItem, LabelItem
from . import render
from .board_input import BoardCallbacks, BoardInput
from .items import CARD_H, CARD_W, CardItem, Marker
from .render import CardFace


class SceneBase(ReusingScene):
    REKEYED = (LabelItem, ButtonItem)

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.card_items: dict[int, CardItem] = {}  # every card shown face up, by instance
        self.card_zone: dict[int, str] = {}
        self._faces: dict[int, CardFace] = {}
        self._tips: dict[int, str] = {}
        self._faces_content: Content | None = None
        self._board: BoardInput
        self._cards: Any
        self._calls: BoardCallbacks

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
                content.text(f"cards.{card_id}.text"), content.text(f"cards.{card_id}.short"),
                card_type,
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

    def workers_tip(self, rows: list[int] | tuple[int, ...]) -> str:
        """A tooltip's line naming whose workers stand there ("2 workers: Bea, Rugwort"): a
        small worker carries no number, its colour alone would not tell everyone."""
        if not rows:
            return ""
        content = self._board.content
        count = plural_form(content.table("counts")["worker"], len(rows)).format(
            count=len(rows))
        return "<br>" + html.escape(f"{count}: " + content.join(
            [self.row_name(r) for r in rows]))

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
