"""The prompt bar every board has at its foot (the decision in one sentence, with buttons for
the answers that are not pieces), and the chooser laid over the board when there are many
answers: a column of buttons (ways to pay for a card, a rune's splits).

A scene mixes `PromptBar` into its ReusingScene, sets `BAR`, and keeps in `_board` what the
view gives it (a `BoardBase`: `prompt`, `buttons` as (name, text, enabled), `chooser` as (name,
text)) and in `_calls` who hears the clicks (`button_clicked(name)`). `_prompt` lays the bar
and, when there are choices for it, the chooser. `_lay_table` gives it the table and the banner
over the bar, `key_at` the item a point falls well inside.
"""

from __future__ import annotations

import math
from dataclasses import KW_ONLY, dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor

from ..plain_text import plain_tooltip
from ..reusing_scene import ReusingScene
from .board_paint import READABLE
from .ethnos.board_items import BackdropItem, BannerItem, ButtonItem, LabelItem
from .ethnos.render import GOLD, PANEL_TEXT
from .text_fit import fit_text

PROMPT_PX = 17  # the prompt's sentence
CHOOSER_BUTTON = (420.0, 38.0)  # a chooser's button, width and height
BUTTON_WIDEST = 340.0  # a bar's button grows to its words up to this; wider, they go to the chooser
PROMPT_ROOM = 480.0  # the least the prompt keeps beside the bar's buttons


@dataclass(frozen=True, slots=True)
class BarLayout:
    width: float  # the scene's
    y: float  # the bar's top
    height: float
    chooser_top: float  # the highest a chooser reaches (it stands on the bar)
    # A button's width when there are more than two: the room they share, within these bounds.
    button_room: float = 760.0
    button_min: float = 110.0
    button_max: float = 180.0


@dataclass(slots=True)
class BoardBase:
    """What every board's view gives its scene to build from; a game's `BoardInput` adds its
    own fields (its words, data and texts, its selections)."""

    obs: dict[str, Any]
    viewer: int
    names: list[str]
    colours: list[QColor]
    _: KW_ONLY
    hide_private: bool = False
    thinking: int = -1
    prompt: str = ""
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)
    chooser: list[tuple[str, str]] = field(default_factory=list)


class PromptBar(ReusingScene):
    BAR: BarLayout
    _board: Any
    _calls: Any

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.buttons: dict[str, ButtonItem] = {}
        self.prompt_item: LabelItem | None = None

    def _lay_table(self, height: float, table: QColor | QBrush) -> None:
        """The scene as wide as the bar, on `table`, with the banner over the bar's middle."""
        bar = self.BAR
        self.setSceneRect(QRectF(0, 0, bar.width, height))
        self.setBackgroundBrush(table)
        self.banner = BannerItem(900)
        self.banner.setPos(bar.width / 2 - 450, bar.y + 3)
        self.addItem(self.banner)

    @staticmethod
    def key_at(items: dict[Any, Any], pos: QPointF) -> Any:
        """The key of the item `pos` falls well inside (8 px in from its edges), or None."""
        for key, item in items.items():
            if item.sceneBoundingRect().adjusted(8, 8, -8, -8).contains(pos):
                return key
        return None

    def _button(self, name: str, text: str, enabled: bool, width: float,
                height: float) -> ButtonItem:
        def click(name: str = name) -> None:
            self._calls.button_clicked(name)

        button = ButtonItem(name, text, click, enabled, width, height, READABLE)
        button.setToolTip(plain_tooltip(text))
        return button

    def _prompt(self) -> None:
        """The bar: the buttons from the right, each as wide as its share of the bar or, up to
        `BUTTON_WIDEST`, as its words; the prompt in the room left of them (if it does not read
        whole there, the buttons shrink to their words). When the words do not all fit so, or
        leave the prompt too little room to read whole, the buttons go to the chooser over the
        board, with the board's own choices, and the prompt has the bar."""
        board, bar = self._board, self.BAR
        back = BackdropItem(bar.width, bar.height)
        back.setPos(0, bar.y)
        self._add(back)
        height = bar.height - 8
        texts = [text for _, text, _ in board.buttons]
        widths = self._bar_widths(texts, height)
        if widths and not self._prompt_fits(self._prompt_width(widths)):
            # Each button only as wide as its words leaves the sentence more room (Reavers'
            # five ways to Rest or Follow, in Japanese: short answers, a long sentence) ...
            widths = self._bar_widths(texts, height, tight=True)
            if widths and not self._prompt_fits(self._prompt_width(widths)):
                widths = None  # ... else the sentence has the bar, the answers the chooser
        in_bar = board.buttons if widths is not None else []
        x = bar.width - 8
        for (name, text, enabled), width in zip(reversed(in_bar), reversed(widths or []),
                                                strict=True):
            button = self._button(name, text, enabled, width, height)
            x -= width
            button.setPos(x, bar.y + 4)
            self.buttons[name] = self._add(button)
            x -= 6
        prompt = LabelItem(self._prompt_width(widths), bar.height, board.prompt, PROMPT_PX, True,
                           PANEL_TEXT, readable=READABLE)
        prompt.setPos(12, bar.y)
        prompt.setToolTip(plain_tooltip(board.prompt))
        self.prompt_item = self._add(prompt)
        choices = [] if widths is not None else list(board.buttons)
        choices += [(name, text, True) for name, text in board.chooser]
        if choices:
            self._chooser(choices)

    def _prompt_width(self, widths: list[float] | None) -> float:
        """The prompt's room: the bar less its margins and the buttons in it (`widths`)."""
        return self.BAR.width - 24 - sum(w + 6 for w in widths or [])

    def _prompt_fits(self, width: float) -> bool:
        """Whether the prompt reads whole in `width`, or would not read whole even with the
        bar to itself (then the buttons may as well stay)."""
        text, bar = self._board.prompt, self.BAR

        def whole(room: float) -> bool:
            return fit_text(text, room, bar.height, PROMPT_PX, True, floor=READABLE).whole

        return whole(width) or not whole(self._prompt_width(None))

    def _bar_widths(self, texts: list[str], height: float,
                    tight: bool = False) -> list[float] | None:
        """The buttons' widths in the bar (each its share of the room, or, `tight`, from the
        least a button takes up to what its words need), or None when some button's words need
        more than `BUTTON_WIDEST`, or all of them more than the bar leaves beside
        `PROMPT_ROOM`."""
        bar = self.BAR
        share = bar.button_min if tight else 200.0 if len(texts) <= 2 else max(
            bar.button_min, min(bar.button_max, bar.button_room / len(texts)))
        widths = []
        for text in texts:
            width = share
            while not fit_text(text, width - 12, height, READABLE, True).whole:
                width += 10
                if width > BUTTON_WIDEST:
                    return None
            widths.append(width)
        if sum(widths) + 6 * len(widths) + 8 > bar.width - PROMPT_ROOM:
            return None
        return widths

    def _chooser(self, choices: list[tuple[str, str, bool]]) -> None:
        """Many answers, or long ones: a column of buttons (two or three for many more) over
        the board, standing on the bar."""
        bar = self.BAR
        cols = 1 if len(choices) <= 6 else 2 if len(choices) <= 14 else 3
        rows = math.ceil(len(choices) / cols)
        button_w, button_h = CHOOSER_BUTTON
        # A row is as high as its longest answer needs to read whole (Aquatica's Spanish "End
        # turn (the coins and power left are lost)" takes two lines), a line more at a time.
        line = button_h - 16
        heights = [button_h] * rows
        for i, (_, text, _) in enumerate(choices):
            need = button_h
            while not fit_text(text, button_w - 12, need, READABLE, True).whole and \
                    need < button_h + 2 * line:
                need += line
            heights[i // cols] = max(heights[i // cols], need)
        width = cols * (button_w + 8) + 8
        height = sum(h + 6 for h in heights) + 12
        x = (bar.width - width) / 2
        y = max(bar.chooser_top, bar.y - height - 6)
        back = BackdropItem(width, height)
        back.setPos(x, y)
        back.setZValue(1200)
        back.glow = GOLD
        self._add(back)
        tops = [y + 8 + sum(h + 6 for h in heights[:row]) for row in range(rows)]
        for i, (name, text, enabled) in enumerate(choices):
            button = self._button(name, text, enabled, button_w, heights[i // cols])
            button.setPos(x + 8 + (i % cols) * (button_w + 8), tops[i // cols])
            button.setZValue(1201)
            self.buttons[name] = self._add(button)
