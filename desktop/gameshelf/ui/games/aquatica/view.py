"""The Aquatica game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (the
interaction), and follows the controller's signals; the board computes no rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QDialog, QWidget

from ....content import Content
from ....engine import Action, ScoreSheet, State
from ....games.aquatica.scoring import CATEGORIES
from ...controller import GameController, LogEntry
from ...score_chart import GloryChart
from ..ethnos.panel import SidePanel
from ..game_view import GameView, glow_of, sheet_of
from ..score_history import RoundTotals
from ..slides import SlideAnimator
from . import render
from .interaction import AquaticaInteraction, target_of
from .layout import MANTA
from .scene import AquaticaScene, BoardInput, BoardTexts
from .words import AquaticaWords

TRAVEL_Z = 500.0  # a piece on its way passes over the others


class AquaticaView(GameView):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_page(controller, content, AquaticaScene(self), SidePanel(self),
                         render.TABLE)
        self.words = AquaticaWords(content, self.data, self.row_names)
        self.interaction = AquaticaInteraction(controller, self.scene, self._label,
                                               self.words.refusal, self)
        self.animator = SlideAnimator(self.scene, self)
        self.texts = BoardTexts()
        self._history = RoundTotals(self._turn_totals)  # each turn's, for the Scores chart
        self.interaction.changed.connect(self._interaction_changed)
        self._wire()

    # -- public -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.texts = BoardTexts(
            hand=self.tr("Your hand"),
            slot=self.tr("Slot {number}"),
            left=self.tr("{count} left"),
            raised=self.tr("Fully raised"),
            counts=self.tr("Hand {hand} · Discard {discard} · Scored {scored}"),
            mantas=self.tr("Mantas: {ready} ready, {tired} tired"),
            king=self.tr("King: {name}"),
            this_turn=self.tr("This turn"),
            coins=self.tr("Coins {count}"),
            power=self.tr("Power {count}"),
            typed=self.tr("{type}: power {count}"),
            lost=self.tr("Coins and power left are lost at the end of the turn"),
            final=self.tr("Turns left: {count}"),
            char_deck=self.tr("Characters"),
            loc_deck=self.tr("Locations"),
            loc_discard=self.tr("Discarded"),
            reference=self.tr("Icons"),
            top_row=self.tr("Top row: conquer for 1 power less"),
            ichthyanders=self.tr("The Ichthyanders"),
            ichthyanders_left=self.tr("Mantas still to place: {count}"),
            ranks=self.tr("Ranks: {ranks}"),
            thinking=self.tr(" (thinking…)"),
            hidden=self.tr("Hidden until {name} takes the seat"),
        )
        self._retranslated()

    # -- drawing ------------------------------------------------------------------------------

    def _label(self, action: Action) -> str:
        obs = self.controller.observation().data
        label = self.words.action_label(action, obs)
        if action.name == "end_turn" and (obs["coins"] or obs["power"] or
                                          any(obs["typed_power"].values())):
            label = self.tr("End turn (coins and power left are lost)")
        return label

    def _redraw(self, entries: list[LogEntry]) -> None:
        self.animator.stop()  # the pieces on their way arrive first
        rows = {item.location: item.pos() for item in self.scene.location_items.values()}
        self.scene.build(self._board_input(), self.interaction)
        if entries:
            viewer = self.controller.viewer
            others = [e for e in entries if e.seat is not None and e.seat != viewer]
            if others:
                self.animator.mark(self._changed(entries))
                self._show_moves(others, rows)
        self.refresh_highlights()

    def _show_moves(self, entries: list[LogEntry], rows: dict[str, QPointF]) -> None:
        """Another seat's moves slide into place: a played character from its board into this
        turn's panel, a Location bought or conquered from its row onto that seat's board, a
        trained manta from the seat's board onto the goal it claimed."""
        scene = self.scene
        for entry in entries:
            key, args = entry.event.key, entry.event.args
            panel = scene.seat_items.get(entry.seat)  # type: ignore[arg-type]
            if panel is None:
                continue
            start = panel.mapToScene(QPointF(panel.rect().width() / 2 - 40, 8))
            if key in ("aquatica.play", "aquatica.replay"):
                card = next((c for c in scene.in_play_items if c.card == args["card"]), None)
                if card is not None:
                    self.animator.slide(card, start, card.home, TRAVEL_Z)
            elif key in ("aquatica.buy", "aquatica.conquer"):
                self._slide_ghost(scene.location_ghost(str(args["location"])),
                                  rows.get(str(args["location"])),
                                  panel.slot_pos(int(args["slot"])))
            elif key == "aquatica.claim":
                goal = scene.goal_items.get(self._goal_index(args["goal"]))
                if goal is not None:
                    manta = scene.manta_ghost(entry.seat)  # type: ignore[arg-type]
                    end = goal.mapToScene(goal.spot_centre(int(args["spot"]) - 1))
                    self._slide_ghost(manta, start, end - QPointF(MANTA / 2, MANTA / 2))

    def _goal_index(self, goal: Any) -> int:
        """Where the goal an event names (its id) lies on the board; -1: not there."""
        goals = list(self.controller.observation().data["goals"])
        return goals.index(goal) if goal in goals else -1

    def _slide_ghost(self, item: Any, start: QPointF | None, end: QPointF) -> None:
        """`item`, added for the slide only, travels from `start` to `end`, then goes."""
        if start is None or self.animator.duration_ms <= 0:
            return
        self.scene.addItem(item)

        def landed() -> None:
            if item.scene() is not None:
                item.scene().removeItem(item)

        self.animator.slide(item, start, end, TRAVEL_Z, landed)

    def _changed(self, entries: list[LogEntry]) -> set[tuple[str, Any]]:
        """What another seat's moves changed, to glow: the goals claimed, the row."""
        changed: set[tuple[str, Any]] = set()
        for entry in entries:
            args = entry.event.args if hasattr(entry.event, "args") else {}
            if "goal" in args:
                changed.add(("goal", self._goal_index(args["goal"])))
            if entry.seat is not None:
                changed.add(("seat", entry.seat))
        return changed

    def _board_input(self) -> BoardInput:
        obs = dict(self.controller.observation().data)
        interaction = self.interaction
        buttons, chooser = self._answer_buttons(
            {"cancel": self.tr("Cancel"), "keep": self.tr("Move the chosen up")}, 4)
        return BoardInput(
            obs=obs, viewer=self.controller.viewer, names=self.row_names(),
            colours=self.seat_colours(), words=self.words, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons, chooser=chooser,
            selected=frozenset(interaction.selected), picked=interaction.picked)

    def _prompt(self, obs: dict[str, Any]) -> str:
        hint = None if self.hide_private or obs["stage"] == "over" else self.hint_prompt()
        mine = bool(self.interaction.legal())
        if self.interaction.choosing and mine:
            return self.tr("Choose one.")
        if self.interaction.picked is not None and mine:
            return self.tr("Click a lit slot of your board for the Location.")
        return hint or self.words.prompt(obs, mine, self.hide_private)

    def refresh_highlights(self) -> None:
        interaction, scene = self.interaction, self.scene
        mine = bool(interaction.legal()) and not self.hide_private
        lit = interaction.lit() if mine else set()
        glow = glow_of(lit, self.animator.changed, render.TARGET, render.CHANGED)
        for slot, item in scene.slot_items.items():
            item.set_glow(glow(("slot", slot)))
        for item in scene.manta_items:
            item.set_glow(glow(("manta", (item.kind, item.face))))
        for goal, item in scene.goal_items.items():
            item.set_glow(glow(("goal", goal)))
        for index, item in scene.row_items.items():
            item.set_state(glow=glow(("row", index)))
        for (row, index), item in scene.location_items.items():
            item.set_state(glow=glow(("location", (row, index))))
            item.draggable = mine and interaction.dragging is None
        for item in scene.hand_items:
            item.set_state(glow=glow(("hand", item.card)))
            item.draggable = mine
        for seat, item in scene.seat_items.items():
            item.set_glow(glow(("seat", seat)))
        if scene.ocean_item is not None:
            scene.ocean_item.set_glow(glow(("ocean", None)))
        for item in scene.buttons.values():
            item.set_glow(None)
        self._apply_hint()
        self._show_prompt()

    def _apply_hint(self) -> None:
        action = self.hint
        if action is None:
            return
        scene = self.scene
        target = target_of(action)
        items: dict[tuple[str, Any], Any] = {}
        items.update({("slot", k): v for k, v in scene.slot_items.items()})
        items.update({("goal", k): v for k, v in scene.goal_items.items()})
        items.update({("row", k): v for k, v in scene.row_items.items()})
        items.update({("location", k): v for k, v in scene.location_items.items()})
        items.update({("manta", (m.kind, m.face)): m for m in scene.manta_items})
        items.update({("hand", h.card): h for h in scene.hand_items})
        if target is not None and target in items:
            item = items[target]
            if hasattr(item, "set_state"):
                item.set_state(glow=render.HINT)
            else:
                item.set_glow(render.HINT)
            return
        self._hint_on_buttons(action, render.HINT)

    # -- log and scores -----------------------------------------------------------------------

    def score_sheet(self) -> ScoreSheet:
        return sheet_of(self.controller.observation().data, CATEGORIES)

    def _update_scores(self) -> None:
        obs = self.controller.observation().data
        sheet = sheet_of(obs, CATEGORIES)
        names, colours = self.row_names(), self.seat_colours()
        categories = [self.words.category(c) for c in sheet.categories]
        by_turn = self._history.update(self.controller.match)
        turns = sorted(by_turn)
        history = [by_turn[t] for t in turns]
        ticks = ["0", *[str(t) for t in turns]]
        key = repr((names, categories, sheet.points, history))
        if key == self._scores_shown:
            return
        self._scores_shown = key
        self.panel.set_scores(names, colours, categories, sheet.points, self.tr("Total"))
        chart: GloryChart = self.panel.chart
        chart.set_data(names, colours, history, None, ticks,
                       self.words.term("prosperity", self.tr("Points")))

    def _turn_totals(self, state: State) -> tuple[int, list[int]]:
        obs = state.observe(self.controller.viewer).data
        return int(obs["turn"]), list(sheet_of(obs, CATEGORIES).totals)

    def show_score_sheet(self) -> QDialog:
        """The score sheet from the state as it is now: final when the game is over."""
        sheet = self.score_sheet()
        over = self.controller.state.is_over()
        categories = [self.words.category(c) for c in sheet.categories]
        headers = [self.tr("Player"), *categories, self.tr("Total"),
                   self.tr("Mantas in reserve"), self.tr("Place")]
        note = self.tr("Ties: the most mantas in reserve, then the lowest King.")
        if sheet.unopposed:  # solo: the rank once over, no ties
            note = self._solo_rank()
        return self._open_sheet(sheet, headers, note,
                                self.tr("Final scores") if over else self.tr("Scores so far"))

    def _solo_rank(self) -> str:
        """Solo, once over: the rank the score reached (the game's event says which)."""
        for entry in reversed(list(self.controller.log)):
            rank = entry.event.args.get("rank") if hasattr(entry.event, "args") else None
            if rank:
                return self.tr("Rank: {rank}").format(rank=self.words.name("rank", str(rank)))
        return ""

