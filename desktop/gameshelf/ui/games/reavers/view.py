"""The Reavers of Midgard game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (the
interaction), and follows the controller's signals. A combat's chance to win comes from the
game's own calculation (games/reavers/odds.py, exact over engine/dice.py); the board computes
no rule. Everything a seat holds is public in Reavers (only the decks' orders are hidden), so
pass-and-play needs no cover between two people: a hand-off is confirmed at once, and the
prompt, not a banner over its buttons, names who decides (followers decide one after another).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QLocale, QPointF
from PySide6.QtWidgets import QDialog, QWidget

from ....content import Content
from ....engine import Action, ScoreSheet, State
from ....games.reavers import odds
from ...controller import GameController, LogEntry
from ...score_chart import GloryChart
from ..champions.items import WorkerPiece
from ..ethnos.panel import SidePanel
from ..game_view import GameView, glow_of
from ..score_history import RoundTotals
from ..slides import SlideAnimator
from . import scene as layout
from .interaction import ReaversInteraction, target_of
from .scene import BoardInput, BoardTexts, ReaversScene
from .words import ReaversWords

TRAVEL_Z = 500.0
render = layout.render


class ReaversView(GameView):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_page(controller, content, ReaversScene(self), SidePanel(self),
                         render.TABLE)
        self.words = ReaversWords(content, self.data, self.row_names)
        self.interaction = ReaversInteraction(controller, self.scene, self._label,
                                              self.words.refusal, self)
        self.animator = SlideAnimator(self.scene, self)
        self.animator.on_clear = self.refresh_highlights
        self.texts = BoardTexts()
        self._history = RoundTotals(self._round_totals)  # each round's, for the Scores chart
        self.interaction.changed.connect(self._interaction_changed)
        self._wire()

    # -- public -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.texts = BoardTexts(
            round=self.tr("Round"),
            activation=self.tr("Activation {number} of {total}"),
            start=self.tr("Start player: {name}"),
            honor=self.tr("Honor Ship: {name}"),
            glory=self.words.term("glory"),
            thinking=self.tr(" (thinking…)"),
            deck=self.tr("Deck: {count}"),
            journeys=self.tr("Journeys: {count}"),
            defense=self.tr("Defense {count}"),
            crew=self.tr("Crew dice {count}/{total}"),
            artifact=self.words.heading("artifact_space"),
            leader=self.words.heading("leader_space"),
            glory_pile=self.tr("Glory pile: {count}"),
            slot=self.tr("{slot} {count}/{total}"),
            upgrades=self.tr("Ship Upgrades"),
            prophecies=self.tr("Your Prophecies"),
            recruited=self.tr("Recruited"),
            pawns=self.tr("Pawns left this round: {count}"),
            holdings=self.tr("Dice {dice} · Artifacts {artifacts} · Specialized {slots}"),
            combat=self.tr("{name} · {card} · Defense {defense}"),
            combat_line=self.tr("Successes {successes} · combat dice {dice}"),
            empty=self.tr("Empty"),
        )
        self._retranslated()

    # -- pass-and-play: nothing private changes hands -----------------------------------------

    def _on_handoff(self, seat: int) -> None:
        self.interaction.reset()
        self.hide_private = False
        self.controller.confirm_handoff()

    # -- drawing ------------------------------------------------------------------------------

    def _label(self, action: Action) -> str:
        return self.words.action_label(action, self.controller.observation().data)

    def _redraw(self, entries: list[LogEntry]) -> None:
        self.animator.stop()
        panels = {seat: item.pos() for seat, item in self.scene.seat_items.items()}
        self.scene.build(self._board_input(), self.interaction)
        if entries:
            viewer = self.controller.viewer
            others = [e for e in entries if e.seat is not None and e.seat != viewer]
            if others:
                self.animator.mark(self._changed(others))
                self._show_moves(others, panels)
        self.refresh_highlights()

    def _changed(self, entries: list[LogEntry]) -> set[tuple[str, Any]]:
        changed: set[tuple[str, Any]] = set()
        for entry in entries:
            args = entry.event.args if hasattr(entry.event, "args") else {}
            if entry.event.key == "reavers.place":
                changed.add(("location", args.get("location")))
            if entry.seat is not None:
                changed.add(("seat", entry.seat))
        return changed

    def _show_moves(self, entries: list[LogEntry], panels: dict[int, QPointF]) -> None:
        """Another seat's pawn slides from its panel onto the location it picked."""
        for entry in entries:
            if entry.event.key != "reavers.place" or self.animator.duration_ms <= 0:
                continue
            item = self.scene.location_items.get(entry.event.args.get("location"))
            start = panels.get(entry.seat)  # type: ignore[arg-type]
            if item is None or start is None or entry.seat is None:
                continue
            piece = WorkerPiece(self.scene.marker(entry.seat))
            self.scene.addItem(piece)
            end = item.pos() + QPointF(item.rect().width() - 19, 17)

            def landed(piece: WorkerPiece = piece) -> None:
                if piece.scene() is not None:
                    piece.scene().removeItem(piece)

            self.animator.slide(piece, start + QPointF(30, 30), end, TRAVEL_Z, landed)

    def _chance(self) -> tuple[str, int]:
        """The combat's chance to win now and the dice it would roll (the game's odds)."""
        state = self.controller.state
        combat = getattr(state, "combat", None)
        if combat is None:
            return "", 0
        dice = odds.combat_dice(state)  # type: ignore[arg-type]
        share = odds.win_chance(state)  # type: ignore[arg-type]
        if share is None:
            return "", dice
        return self.tr("chance to win {percent}").format(
            percent=QLocale().toString(round(share * 100)) + "%"), dice

    def _board_input(self) -> BoardInput:
        obs = dict(self.controller.observation().data)
        buttons, chooser = self._answer_buttons(
            {"cancel": self.tr("Cancel"), "reroll": self.tr("Reroll the chosen (1 Favor)")}, 5)
        chance, dice = self._chance()
        return BoardInput(
            obs=obs, viewer=self.controller.viewer, names=self.row_names(),
            colours=self.seat_colours(), words=self.words, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons, chooser=chooser, chance=chance,
            selected=frozenset(self.interaction.selected), extra={"dice": dice})

    def _prompt(self, obs: dict[str, Any]) -> str:
        hint = None if obs["over"] else self.hint_prompt()
        mine = bool(self.interaction.legal())
        if self.interaction.choosing and mine:
            text = self.tr("Choose one.")
        elif self.interaction.pawn_picked and mine:
            text = self.tr("Click a lit Action Location for your pawn.")
        else:
            can_follow = any(a.name == "follow" for a in self.interaction.legal())
            text = hint or self.words.prompt(obs, mine, self._chance()[0],
                                             can_follow or obs["step"] != "follow")
        if mine and len(self.controller.human_seats) > 1:  # pass-and-play: whose board it is
            text = self.tr("{name}: {prompt}").format(
                name=self.controller.match.seats[self.controller.viewer].name, prompt=text)
        return text

    def refresh_highlights(self) -> None:
        interaction, scene = self.interaction, self.scene
        mine = bool(interaction.legal())
        lit = interaction.lit() if mine else set()
        glow = glow_of(lit, self.animator.changed, render.TARGET, render.CHANGED)
        for location, item in scene.location_items.items():
            item.set_glow(glow(("location", location)))
        for (row, index), item in scene.card_items.items():
            item.set_glow(glow((row, index)))
        for key, item in scene.space_items.items():
            item.set_glow(glow(("space", key)))
        for seat, item in scene.seat_items.items():
            item.set_glow(glow(("seat", seat)))
        for pawn in scene.pawn_items:
            pawn.draggable = not self.hide_private  # off its turn: the drop says why not
            pawn.set_state(glow=render.TARGET if ("pawn", 0) in lit or
                           interaction.pawn_picked else None)
        for item in scene.reaver_items:
            item.set_state(glow=glow(("reaver", item.card)))
        for item in scene.dice_items:
            if item.zone == "crew":
                item.set_state(glow=glow(("crew", item.card)))
            elif item.zone == "stored":
                item.set_state(glow=glow(("space", f"art:{item.card}")))
        for item in scene.trade_items:
            item.set_state(glow=glow(("trade", item.card)))
        for item in scene.token_items:
            item.set_state(glow=glow(("token", item.card)))
        # The rolled dice glow as the reroll's choices, but not while a piece is held: then
        # only where it may be dropped glows (a pawn held during a reroll lights nothing).
        rerolling = interaction.dragging is None and any(
            a.name == "reroll" for a in interaction.legal())
        for item in scene.combat_items:
            item.set_state(glow=render.TARGET if rerolling else None)
        for item in scene.buttons.values():
            item.set_glow(None)
        self._apply_hint()
        self._show_prompt()

    def _apply_hint(self) -> None:
        action = self.hint
        if action is None:
            return
        scene = self.scene
        target = target_of(action, self.controller.observation().data)
        items: dict[Any, Any] = {}
        items.update({("location", k): v for k, v in scene.location_items.items()})
        items.update(dict(scene.card_items.items()))
        items.update({("space", k): v for k, v in scene.space_items.items()})
        items.update({("crew", d.card): d for d in scene.dice_items if d.zone == "crew"})
        items.update({("trade", d.card): d for d in scene.trade_items})
        items.update({("token", d.card): d for d in scene.token_items})
        items.update({("reaver", r.card): r for r in scene.reaver_items})
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
        """The game's own sheet (everything it counts is public)."""
        return self.controller.state.scores()

    def _update_scores(self) -> None:
        sheet = self.score_sheet()
        names, colours = self.row_names(), self.seat_colours()
        categories = [self.words.category(c) for c in sheet.categories]
        by_round = self._history.update(self.controller.match)
        rounds = sorted(by_round)
        history = [by_round[r] for r in rounds[:-1]]  # the round now is the totals now
        over = self.controller.state.is_over()
        ticks = ["0", *[str(r) for r in rounds[:-1]], self.tr("End") if over else self.tr("Now")]
        key = repr((names, categories, sheet.points, history, ticks))
        if key == self._scores_shown:
            return
        self._scores_shown = key
        self.panel.set_scores(names, colours, categories, sheet.points, self.tr("Total"))
        chart: GloryChart = self.panel.chart
        chart.set_data(names, colours, history, list(sheet.totals), ticks,
                       self.words.term("glory"))

    def _round_totals(self, state: State) -> tuple[int, list[int]]:
        return int(state.observe(self.controller.viewer).data["round"]), list(
            state.scores().totals)

    def show_score_sheet(self) -> QDialog:
        sheet = self.score_sheet()
        over = self.controller.state.is_over()
        categories = [self.words.category(c) for c in sheet.categories]
        headers = [self.tr("Player"), *categories, self.tr("Total"),
                   self.tr("Cards in the Glory pile"), self.tr("Place")]
        return self._open_sheet(sheet, headers,
                                self.tr("Ties: the most cards in the Glory pile, then Food "
                                        "and Favor."),
                                self.tr("Final scores") if over else self.tr("Scores so far"))
