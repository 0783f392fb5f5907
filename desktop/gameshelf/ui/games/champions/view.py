"""The Champions of Midgard game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (the
interaction), and follows the controller's signals. The chance to win each fight while the
viewer assigns comes from the game's own calculation (games/champions/odds.py `view_chances`:
the Journey card as the viewer sees it, the Food aboard and the viewer's Favor rerolls counted);
the board computes no rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QDialog, QWidget

from ....content import Content
from ....engine import Action, ScoreSheet
from ....games.champions.odds import view_chances
from ....games.champions.scoring import CATEGORIES
from ...controller import GameController, LogEntry
from ...score_chart import GloryChart
from ..ethnos.panel import SidePanel
from ..game_view import GameView, glow_of, sheet_of
from . import render
from .animation import DiceAnimator
from .interaction import ChampionsInteraction, target_of
from .scene import BoardInput, BoardTexts, ChampionsScene
from .words import ChampionsWords


class ChampionsView(GameView):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_page(controller, content, ChampionsScene(self), SidePanel(self),
                         render.TABLE)
        self.words = ChampionsWords(content, self.data, self.row_names)
        self.interaction = ChampionsInteraction(controller, self.scene, self._label,
                                                self.words.refusal, self)
        self.animator = DiceAnimator(self.scene, self)
        self.animator.on_clear = self.refresh_highlights
        self.texts = BoardTexts()
        self.interaction.changed.connect(self._interaction_changed)
        self._wire()

    # -- public -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.texts = BoardTexts(
            round=self.tr("Round"),
            workers=self.tr("Workers {free}/{total}"),
            destinies=self.tr("Destinies: {count}"),
            runes=self.tr("Runes: {count}"),
            first=self.tr("First player"),
            thinking=self.tr(" (thinking…)"),
            your_dice=self.tr("Your warriors"),
            your_destinies=self.tr("Your Destiny cards"),
            hidden=self.tr("Hidden until {name} takes the seat"),
            seen=self.tr("You looked"),
            rune_deck=self.tr("Rune deck: {count}"),
            load=self.tr("{load}/{capacity} aboard"),
            rate=self.tr("1 Food per {count} warriors"),
            rate_one=self.tr("1 Food per warrior"),
            chance=lambda dice, percent: self.tr("%n dice · win {percent}", "", dice).format(
                percent=percent),
            combat=self.tr("Hits {hits} · shields {shields} · damage {damage}/{defense}"),
            hunt=self.tr("Hits {hits}"),
            empty=self.tr("Empty"),
        )
        self._retranslated()

    # -- drawing ------------------------------------------------------------------------------

    def _label(self, action: Action) -> str:
        return self.words.action_label(action, self.controller.observation().data)

    def _redraw(self, entries: list[LogEntry]) -> None:
        self.animator.stop()  # the pieces on their way arrive first
        before = self.animator.snapshot()
        self.scene.build(self._board_input(), self.interaction)
        if entries:
            viewer = self.controller.viewer
            movers = frozenset(e.seat for e in entries if e.seat is not None and e.seat != viewer)
            self.animator.animate(before, movers)
        self.refresh_highlights()

    def _board_input(self) -> BoardInput:
        obs = dict(self.controller.observation().data)
        viewer = self.controller.viewer
        interaction = self.interaction
        buttons, chooser = self._answer_buttons(
            {"cancel": self.tr("Cancel"), "reroll": self.tr("Reroll the chosen dice (1 Favor)")},
            5)
        return BoardInput(
            obs=obs, viewer=viewer, names=self.row_names(), colours=self.seat_colours(),
            content=self.content, words=self.words, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons, chooser=chooser,
            chances=self._chances(obs), percent=self._percent,
            selected=frozenset(interaction.selected))

    @staticmethod
    def _percent(share: float) -> str:
        return QLocale().toString(round(share * 100)) + "%"

    def _chances(self, obs: dict[str, Any]) -> dict[str, float]:
        """While the viewer assigns: their chance to win each fight they reserved with the dice
        and Food put there so far (the game's calculation, with their Favor)."""
        if self.hide_private:
            return {}
        return view_chances(self.data, obs, self.controller.viewer)

    def _prompt(self, obs: dict[str, Any]) -> str:
        hint = None if self.hide_private or obs["phase"] == "over" else self.hint_prompt()
        mine = bool(self.interaction.legal())
        if self.interaction.ship is not None and mine:
            return self.tr("Choose the port where the {ship} sails.").format(
                ship=self.words.name("ships", self.interaction.ship))
        if self.interaction.choosing and mine:
            return self.tr("Choose one.")
        return hint or self.words.prompt(obs, mine, self.hide_private)

    def refresh_highlights(self) -> None:
        interaction = self.interaction
        scene = self.scene
        lit = interaction.lit()
        glow = glow_of(lit, self.animator.changed, render.TARGET, render.CHANGED)
        for place_id, item in scene.place_items.items():
            item.set_glow(glow(("fight", place_id)) or glow(("place", place_id)))
        for shore, item in scene.port_items.items():
            item.set_glow(glow(("port", shore)) or glow(("fight", f"shore_{shore}")))
        for shore, item in scene.journey_items.items():
            item.set_glow(glow(("journey", shore)))
        for slot, item in scene.rune_items.items():
            item.set_glow(glow(("rune", slot)))
        for seat, item in scene.seat_items.items():
            item.set_glow(glow(("seat", seat)))
        if scene.pool_item is not None:
            scene.pool_item.set_glow(glow(("pool", None)))
        obs = self.controller.observation().data
        mine = bool(interaction.legal()) and not self.hide_private
        for worker in scene.worker_items:
            worker.draggable = mine and obs["phase"] == "place"
            worker.set_state(glow=render.TARGET if interaction.worker_picked else None)
        for die in scene.dice_items:
            die.draggable = mine and obs["phase"] == "assign" and die.zone in ("pool", "assigned")
        food = interaction.food_buttons()
        for name, item in scene.buttons.items():
            item.set_glow(None)
            if name in food:
                item.set_enabled(food[name] and mine)
        self._apply_hint()
        self._show_prompt()

    def _apply_hint(self) -> None:
        action = self.hint
        if action is None:
            return
        scene = self.scene
        target = target_of(action)
        items: dict[tuple[str, Any], Any] = {}
        items.update({("place", k): v for k, v in scene.place_items.items()})
        items.update({("fight", k): v for k, v in scene.place_items.items()})
        items.update({("port", k): v for k, v in scene.port_items.items()})
        items.update({("journey", k): v for k, v in scene.journey_items.items()})
        items.update({("rune", k): v for k, v in scene.rune_items.items()})
        items.update({("seat", k): v for k, v in scene.seat_items.items()})
        if target is not None and target in items:
            items[target].set_glow(render.HINT)
            return
        self._hint_on_buttons(action, render.HINT)

    # -- log and scores -----------------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        return sheet_of(self.controller.observation().data, CATEGORIES)

    def _update_scores(self) -> None:
        obs = self.controller.observation().data
        sheet = sheet_of(obs, CATEGORIES)
        names, colours = self.row_names(), self.seat_colours()
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        rounds = max((len(r) for r in obs["round_glory"]), default=0)
        history = [[sum(obs["round_glory"][s][:i + 1]) for s in range(len(names))]
                   for i in range(rounds)]
        over = self.controller.state.is_over()
        ticks = ["0", *[str(i + 1) for i in range(rounds)],
                 self.tr("End") if over else self.tr("Now")]
        key = repr((names, categories, sheet.points, history, ticks))
        if key == self._scores_shown:
            return
        self._scores_shown = key
        self.panel.set_scores(names, colours, categories, sheet.points, self.tr("Total"))
        chart: GloryChart = self.panel.chart
        chart.set_data(names, colours, history, list(sheet.totals), ticks,
                       self.content.text("terms.glory"))

    def show_score_sheet(self) -> QDialog:
        """The score sheet from the state as it is now: final when the game is over."""
        sheet = self.score_sheet()
        over = self.controller.state.is_over()
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        headers = [self.tr("Player"), *categories, self.tr("Total"), self.tr("Enemies"),
                   self.tr("Place")]
        return self._open_sheet(sheet, headers, self.tr("Ties: the most enemy cards won."),
                                self.tr("Final scores") if over else self.tr("Scores so far"))

