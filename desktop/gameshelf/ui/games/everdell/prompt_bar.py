"""The Everdell scene's prompt bar and chooser (the boards' own, ui/games/prompt_bar.py) where its
layout puts them, and the cards a decision reveals."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from ..ethnos.board_items import BackdropItem, LabelItem
from ..prompt_bar import BarLayout, PromptBar
from . import render
from .items import CARD_H, CARD_W
from .layout import LOC_W, MEADOW_SCALE, MID_Y, PROMPT_H, PROMPT_Y, WIDTH
from .scene_base import SceneBase


class PromptMixin(PromptBar, SceneBase):
    BAR = BarLayout(WIDTH, PROMPT_Y, PROMPT_H, MID_Y)

    def _revealed(self, cards: list[int]) -> None:
        """Cards a decision shows that lie nowhere else (revealed from the deck, say)."""
        texts = self._board.texts
        scale = MEADOW_SCALE  # a Meadow card's size: its name and cost read at 11 px
        step = CARD_W * scale + 8
        width = max(300.0, len(cards) * step + 16)
        x = (LOC_W - width) / 2 if width <= LOC_W else 4
        back = BackdropItem(width, CARD_H * scale + 40)
        back.setPos(x, MID_Y + 40)
        back.setZValue(900)
        self._add(back)
        title = LabelItem(width - 16, 24, texts.revealed, render.READABLE, True)
        title.setPos(x + 8, MID_Y + 42)
        title.setZValue(901)
        self._add(title)
        for i, inst in enumerate(cards):
            self._card(inst, "revealed", QPointF(x + 8 + i * step, MID_Y + 70), 902 + i, scale)
