"""The prompt bar of the Everdell scene (the decision's words and its buttons), the chooser laid
over the board when there are many answers, and the cards a decision reveals."""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF

from ...plain_text import plain_tooltip
from ..ethnos.board_items import BackdropItem, ButtonItem, LabelItem
from . import render
from .items import CARD_H, CARD_W
from .layout import LOC_W, MEADOW_SCALE, MID_Y, PROMPT_H, PROMPT_Y, WIDTH
from .scene_base import SceneBase


class PromptMixin(SceneBase):
    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.buttons: dict[str, ButtonItem] = {}
        self.prompt_item: LabelItem | None = None

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

            button = ButtonItem(name, text, click, enabled, width, PROMPT_H - 8,
                                render.READABLE)
            x -= width
            button.setPos(x, PROMPT_Y + 4)
            button.setToolTip(plain_tooltip(text))
            button = self._add(button)
            self.buttons[name] = button
            x -= 6
        prompt = LabelItem(x - 16, PROMPT_H, board.prompt, 17, True, render.PANEL_TEXT,
                           readable=render.READABLE)
        prompt.setPos(12, PROMPT_Y)
        prompt.setToolTip(plain_tooltip(board.prompt))
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

            button = ButtonItem(name, text, click, True, button_w, button_h, render.READABLE)
            button.setPos(x + 8 + (i % cols) * (button_w + 8), y + 8 + (i // cols) * (button_h + 6))
            button.setZValue(1201)
            button.setToolTip(plain_tooltip(text))
            button = self._add(button)
            self.buttons[name] = button

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
