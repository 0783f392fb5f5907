"""The Everdell board scene: where everything lies, built from the viewer's observation.

A build keeps the items of the last one that draw the same thing (with their cached pixmaps), as
the Ethnos board does (`ReusingScene`). Layout only: texts come in translated (`BoardTexts`,
content), and the interaction decides what glows and which buttons show. The parts are laid out
by the seats' areas (`seats`), the shared board (`shared_board`) and the prompt bar
(`prompt_bar`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF

from ..ethnos.board_items import BannerItem
from . import render
from .board_input import BoardCallbacks, BoardInput, BoardTexts
from .layout import HEIGHT, PROMPT_Y, WIDTH
from .prompt_bar import PromptMixin
from .seats import SeatsMixin
from .shared_board import SharedBoardMixin


class EverdellScene(SeatsMixin, SharedBoardMixin, PromptMixin):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.setSceneRect(QRectF(0, 0, WIDTH, HEIGHT))
        self.setBackgroundBrush(render.TABLE)
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

    def hand_origin(self, row: int, width: float, height: float) -> QPointF:
        """Where a card (`width` × `height`) played from a hand the viewer does not see sets
        out: over the words that tell that seat's hand on its panel, or on the viewer's hand;
        on the board."""
        panel = self.player_items.get(row)
        if panel is None or row == self._board.viewer:
            return QPointF(self.hand_zone.left() + 8, self.hand_zone.top() + 30)
        centre = panel.mapToScene(panel.hand_point())
        return QPointF(min(max(centre.x() - width / 2, 0.0), WIDTH - width),
                       min(max(centre.y() - height / 2, 0.0), HEIGHT - height))

    def card_positions(self) -> dict[int, tuple[QPointF, float]]:
        return {inst: (item.pos(), item.scale()) for inst, item in self.card_items.items()}

    # -- building -----------------------------------------------------------------------------

    def build(self, board: BoardInput, cards: Any, calls: BoardCallbacks) -> None:
        self.begin_build(self.banner)
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
        self.end_build()


__all__ = ["BoardCallbacks", "BoardInput", "BoardTexts", "EverdellScene"]
