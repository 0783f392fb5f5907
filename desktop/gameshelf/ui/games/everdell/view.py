"""The Everdell game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (through
the interaction), and follows the controller's signals: moves, AI thinking, hand-offs, hints.
What it says comes from `words` (labels, prompt, log lines), the points and the season chart
from `scores`; the board is laid out by the scene.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QWidget

from ....content import Content
from ....engine import Action, ScoreSheet
from ...controller import GameController, LogEntry
from ..game_view import GameView
from . import render
from .animation import BoardAnimator
from .interaction import EverdellInteraction, target_of
from .items import CardItem
from .panel import EverdellPanel, final_sheet
from .scene import BoardInput, BoardTexts, EverdellScene
from .scores import SEASONS, SeasonHistory, score_sheet, sheet_texts
from .words import EverdellWords


class EverdellView(GameView):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_page(controller, content, EverdellScene(self), EverdellPanel(self),
                         render.TABLE)
        self.words = EverdellWords(content, self.data, self.row_names)
        self.interaction = EverdellInteraction(controller, self.scene, self.words.action_label,
                                               self.words.refusal, self)
        self.animator = BoardAnimator(self.scene, self)
        self.animator.on_clear = self.refresh_highlights
        self.texts = BoardTexts()
        self.sheet: ScoreSheet | None = None
        self.seasons = SeasonHistory()
        self.interaction.changed.connect(self._interaction_changed)
        self._wire()

    # -- public -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.texts = BoardTexts(
            meadow=self.tr("Meadow"),
            deck=self.tr("Deck"),
            discard=self.tr("Discard pile"),
            city=self.tr("Your city"),
            hand=self.tr("Hand"),
            revealed=self.tr("Revealed cards: click one"),
            workers=self.tr("Workers: {free} free of {total}"),
            hand_count=lambda count: self.tr("%n card(s) in hand", "", count),
            passed=self.tr("passed"),
            thinking=self.tr(" (thinking…)"),
            hidden_hand=self.tr("Hidden until {name} takes the seat"),
            no_space=self.tr("No space"),
            free=self.tr("Free"),
            rugwort_score=self.tr("Score: {points}"),
            rugwort_specials=self.tr("{points} for unachieved special events"),
            rugwort_why=self.tr("{points} of his points come from the special events nobody has "
                                "achieved yet: he scores them at the end unless a player "
                                "achieves them first."),
            points=lambda count: self.tr("%n point(s)", "", count),
        )
        self._retranslated()

    def drop(self, item: CardItem, scene_pos: QPointF) -> str | None:
        """The plain drop decision (also what the mouse does): see EverdellInteraction."""
        return self.interaction.drop(item, scene_pos)

    def row_names(self) -> list[str]:
        """The seats' names, then Rugwort's in a solo game (the score sheet's rows)."""
        names = [seat.name for seat in self.controller.match.seats]
        if self.controller.observation().data["rugwort"] is not None:
            names.append(self.content.text("rugwort.name"))
        return names

    def seat_colours(self) -> list[QColor]:
        colours = [render.player_colour(i, getattr(seat, "colour", None))
                   for i, seat in enumerate(self.controller.match.seats)]
        if self.controller.observation().data["rugwort"] is not None:
            colours.append(render.RUGWORT)
        return colours

    # -- drawing ------------------------------------------------------------------------------

    def _redraw(self, entries: list[LogEntry]) -> None:
        others = any(e.seat is None or not self.controller.seat_is_human(e.seat)
                     or e.seat != self.controller.viewer for e in entries)
        before = self.animator.snapshot() if entries else {}
        self.animator.stop()
        self.sheet = score_sheet(self.controller.observation().data)
        self.scene.build(self._board_input(), self.interaction, self.interaction)
        if others:
            self.animator.mark_changes(before)
            self.animator.animate(before, players_of_cards(entries))
        elif entries:
            self.animator.clear_changed()
        self.refresh_highlights()

    def _revealed(self, obs: dict[str, Any]) -> list[int]:
        """Cards a decision shows that lie nowhere on the board (revealed from the deck)."""
        shown = set(obs["hand"]) | {c for c in obs["meadow"] if c >= 0}
        for seat in obs["seats"]:
            shown.update(entry["inst"] for entry in seat["city"])
        if obs["rugwort"] is not None:
            shown.update(entry["inst"] for entry in obs["rugwort"]["city"])
        result: list[int] = []
        stack = obs["pending"]
        if stack and stack[-1]["seat"] == self.controller.viewer and \
                stack[-1]["kind"] in ("pick", "play"):
            result = [c for c in stack[-1]["cards"] if c >= 0 and c not in shown]
        for action in self.interaction.legal():
            target = target_of(action)
            if target is not None and target[0] == "card" and target[1] not in shown \
                    and target[1] not in result:
                result.append(target[1])
        return result

    def _present(self, obs: dict[str, Any], revealed: list[int]) -> set[tuple[str, Any]]:
        present: set[tuple[str, Any]] = set()
        for loc in (*self.data.basic, self.data.haven, *self.data.journey):
            present.add(("place", loc.id))
        for place_id in (*obs["forest"], *obs["special_events"]):
            present.add(("place", place_id))
        for event in self.data.basic_events:
            present.add(("place", event.id))
        cards = set(revealed) | {c for c in obs["meadow"] if c >= 0}
        if not self.hide_private:
            cards |= set(obs["hand"])
        for seat in obs["seats"]:
            cards.update(entry["inst"] for entry in seat["city"])
        if obs["rugwort"] is not None:
            cards.update(entry["inst"] for entry in obs["rugwort"]["city"])
        present |= {("card", c) for c in cards}
        rows = obs["num_players"] + (1 if obs["rugwort"] is not None else 0)
        present |= {("player", r) for r in range(rows) if r != self.controller.viewer}
        return present

    def _board_input(self) -> BoardInput:
        obs = dict(self.controller.observation().data)
        viewer = self.controller.viewer
        interaction = self.interaction
        revealed = [] if self.hide_private else self._revealed(obs)
        interaction.present = self._present(obs, revealed)
        buttons: list[tuple[str, str, bool]] = []
        chooser: list[tuple[str, str]] = []
        if not self.hide_private:
            for name, enabled in interaction.buttons():
                action = interaction.button_action(name)
                text = self.words.action_label(action) if action is not None else \
                    self.content.text(f"actions.{name}")
                buttons.append((name, text, enabled))
            chooser = [(name, self.words.action_label(action))
                       for name, action in interaction.chooser()]
        if len(buttons) > 6:  # many answers: a column over the board, not a crowded bar
            chooser = [(name, text) for name, text, _ in buttons] + chooser
            buttons = []
        sheet = self.sheet
        points = list(sheet.totals) if sheet is not None else []
        rugwort = points[obs["num_players"]] if obs["rugwort"] is not None and points else None
        specials = sheet.points[-1][sheet.categories.index("special_events")] \
            if sheet is not None and rugwort is not None else 0
        return BoardInput(
            obs=obs, viewer=viewer, names=self.row_names(), colours=self.seat_colours(),
            content=self.content, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons,
            chooser=chooser, revealed=revealed,
            points=points, rugwort_points=rugwort, rugwort_specials=specials,
        )

    def _prompt(self, obs: dict[str, Any]) -> str:
        hint = None if self.hide_private or obs["over"] else self.hint_prompt()
        return hint or self.words.prompt(obs, self.hide_private, self.interaction)

    def hint_words(self, action: Action) -> str:
        return self.words.hint(action)

    def refresh_highlights(self) -> None:
        """Lit targets, the selection, what the last move changed and the hint, on the items
        already built."""
        interaction = self.interaction
        scene = self.scene
        lit = interaction.lit()
        changed = self.animator.changed
        mode = interaction.mode()

        def glow(target: tuple[str, Any]) -> QColor | None:
            if target in lit:
                return render.TARGET
            if target in changed:
                return render.CHANGED
            return None

        for place_id, item in scene.place_items.items():
            item.set_glow(glow(("place", place_id)))
        movable = mode in ("turn", "play") and not self.hide_private and not interaction.choosing
        marks = interaction.play_marks() if movable else {}
        for inst, item in scene.card_items.items():
            mark = marks.get(inst) if scene.card_zone.get(inst) in ("hand", "meadow") else None
            item.set_state(selected=inst == interaction.selected,
                           glow=glow(("card", inst)) or (render.TARGET if mark else None))
            free = self.texts.free if mark == "free" else ""
            if item.free_label != free:
                item.free_label = free
                item.update()
            item.draggable = movable and scene.card_zone.get(inst) in ("hand", "meadow",
                                                                       "revealed")
        for worker in scene.worker_items:
            worker.draggable = mode in ("turn", "place") and not interaction.choosing
        for row, item in scene.player_items.items():
            item.set_glow(glow(("player", row)))
        if scene.city_zone_item is not None:
            scene.city_zone_item.set_glow(render.TARGET if interaction.city_lit() else None)
        enabled = dict(interaction.buttons())
        for name, item in scene.buttons.items():
            item.set_glow(None)
            if not name.startswith("pay:"):
                item.set_enabled(enabled.get(name, False))
        self._apply_hint()
        self._show_prompt()

    def _apply_hint(self) -> None:
        action = self.hint
        if action is None:
            return
        scene = self.scene
        target = target_of(action)
        if target is not None:
            kind, key = target
            item: Any = (scene.place_items.get(key) if kind == "place" else
                         scene.card_items.get(key) if kind == "card" else
                         scene.player_items.get(key))
            if isinstance(item, CardItem):
                item.set_state(glow=render.HINT)
                return
            if item is not None:
                item.set_glow(render.HINT)
                return
        for name, button in scene.buttons.items():
            if self.interaction.button_action(name) == action:
                button.set_glow(render.HINT)

    # -- log and scores -----------------------------------------------------------------------

    def _update_scores(self) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        names, colours = self.row_names(), self.seat_colours()
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        over = self.controller.state.is_over()
        history = self.seasons.update(self.controller.match, self.controller.viewer, len(names))
        series = [[*history[r], sheet.totals[r]] for r in range(len(names))]
        longest = max(len(s) for s in series)
        ticks = [self.content.text(f"seasons.{s}") for s in SEASONS][:longest - 1]
        ticks.append(self.tr("End") if over else self.tr("Now"))
        key = repr((names, categories, sheet.points, series, ticks))
        if key == self._scores_shown:
            return
        self._scores_shown = key
        self.panel.set_scores(names, colours, categories, sheet.points, self.tr("Total"))
        self.panel.chart.set_seasons(names, colours, series, ticks,  # type: ignore[attr-defined]
                                     self.content.text("terms.points"))

    def show_score_sheet(self) -> QDialog:
        """The score pad: final when the game is over, else the points so far. Built from the
        state as it is now, not from the board's last redraw (which may wait for a timer)."""
        sheet = score_sheet(self.controller.observation().data)
        texts = sheet_texts()
        if not self.controller.state.is_over():
            texts["final_title"] = texts["scores_title"]
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        dialog = final_sheet(sheet, self.row_names(), self.seat_colours(), categories, texts,
                             self)
        if self.controller.state.is_over():
            dialog.setObjectName("final_scores")
            self.offer_next_game(dialog.buttons)
        return self._open(dialog)


def players_of_cards(entries: list[LogEntry]) -> dict[str, int]:
    """Who played each card the entries tell of (card id -> seat): where a card played from a
    hidden hand comes from, even into another city (the Fool)."""
    return {e.event.args["card"]: e.event.seat for e in entries
            if e.event.key == "everdell.play_card" and e.event.seat is not None}
