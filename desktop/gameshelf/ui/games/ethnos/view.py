"""The Ethnos game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (through
the interaction), and follows the controller's signals: moves, AI thinking, hand-offs, hints.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QDialog, QWidget

from ....content import Content, card_label
from ....engine import Action
from ....games.ethnos.refusals import Refusal
from ....log_text import card_namer, log_line, refusal_text
from ...controller import GameController, LogEntry
from ..game_view import GameView
from . import render, score_sheets
from .animation import BoardAnimator
from .card_items import CardItem
from .interaction import EthnosInteraction
from .panel import LogLine, SidePanel
from .scene import BoardInput, BoardTexts, EthnosScene, Seats


class EthnosView(GameView):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._build_page(controller, content, EthnosScene(self), SidePanel(self))
        self.interaction = EthnosInteraction(controller, self.scene, self.data,
                                             self.refusal_words, self)
        self.animator = BoardAnimator(self.scene, self)
        self.texts = BoardTexts()
        self._reading: QDialog | None = None  # the sheet that opened by itself, still open
        self._sheets_waiting: list[Callable[[], QDialog]] = []
        self._reading_from = 0  # the number of actions when it opened
        self.interaction.changed.connect(self.refresh_highlights)
        self._wire()

    # -- public -------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.texts = BoardTexts(
            market=self.tr("Market"),
            deck=self.tr("Deck"),
            dragons=self.tr("Dragons {count}/{total}"),
            dragons_word=self.tr("Dragons"),
            glory=self.tr("Glory"),
            bands=self.tr("Bands"),
            glory_detail=self.tr("{glory} glory"),
            hand_count=lambda count: self.tr("%n card(s) in hand", "", count),
            giant_free=self.tr("Nobody holds it yet"),
            giant_holder=self.tr("{name}: band of {size}"),
            thinking=self.tr(" (thinking…)"),
            hidden_hand=self.tr("Hidden until {name} takes the seat"),
        )
        self.panel.retranslate()
        self.overlay.retranslate()
        self.rebuild()

    def drop_card(self, item: CardItem, scene_pos: QPointF) -> str | None:
        """The plain drop decision (also what the mouse does): see EthnosInteraction."""
        return self.interaction.drop_card(item, scene_pos)

    def undo(self) -> None:
        """Take back the last whole move: a band played in one gesture goes back as one."""
        if not self.controller.can_undo():
            return
        self.controller.undo()
        while self.controller.can_undo() and self.controller.legal_actions() and \
                self.controller.observation().data["phase"] == "band":
            self.controller.undo()

    def seat_names(self) -> list[str]:
        return [seat.name for seat in self.controller.match.seats]

    def seat_colours(self) -> list[QColor]:
        return [render.player_colour(i, getattr(seat, "colour", None))
                for i, seat in enumerate(self.controller.match.seats)]

    # -- drawing ------------------------------------------------------------------------------

    def _redraw(self, entries: list[LogEntry]) -> None:
        before = self.animator.snapshot() if entries else {}
        self.animator.stop()
        self.scene.build(self._board_input(), self.interaction, self.interaction)
        self.refresh_highlights()
        self.animator.animate(before, [e.event for e in entries])

    def _board_input(self) -> BoardInput:
        obs = dict(self.controller.observation().data)
        viewer = self.controller.viewer
        interaction = self.interaction
        buttons = [(name, self.content.text(f"actions.{name}"), enabled)
                   for name, enabled in ([] if self.hide_private else interaction.buttons())]
        return BoardInput(
            obs=obs, viewer=viewer, seats=Seats(self.seat_names(), self.seat_colours()),
            content=self.content, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons, orc_pick=set(interaction.orc_pick),
        )

    def _prompt(self, obs: dict[str, Any]) -> str:
        names = self.seat_names()
        if obs["phase"] == "over":
            return self.content.text("phases.over")
        if self.hide_private:
            return self.tr("Pass the computer to {name}.").format(name=names[obs["current"]])
        hint = self.hint_prompt()
        if hint is not None:
            return hint
        phase = self.interaction.phase()
        if phase is None:
            return self.tr("{name} is deciding…").format(name=names[obs["current"]])
        if self.interaction.awaiting_kingdom:
            return self.tr("Click a lit kingdom to play the band there.")
        text = self.content.text(f"phases.{phase}")
        if phase == "elf":
            text += " " + self.tr("({count} of {limit} kept)").format(
                count=len(self.interaction.selected), limit=obs["elf_limit"])
        return text

    def refresh_highlights(self) -> None:
        """Selection, leader, lit targets and the hint, on the items already built."""
        interaction = self.interaction
        scene = self.scene
        selected = set(interaction.selected)
        addable = interaction.addable()
        phase = interaction.phase()
        movable = phase in ("turn", "band", "centaur") and not self.hide_private
        if scene.deck_item is not None:
            scene.deck_item.draggable = phase == "turn"
        for card, item in scene.hand_items.items():
            item.set_state(selected=card in selected, leader=card == interaction.leader,
                           dimmed=addable is not None and card not in selected
                           and card not in addable, glow=None)
            item.set_raised(card in selected)
            item.draggable = movable
        for item in scene.market_items.values():
            item.set_state(glow=None)
            item.draggable = phase == "turn"
        lit = interaction.lit_kingdoms()
        for kingdom_id, item in scene.kingdom_items.items():
            item.set_glow(render.TARGET if kingdom_id in lit else None)
        if scene.orc_board is not None:
            picked = set(interaction.orc_pick)
            if picked != scene.orc_board.picked:
                scene.orc_board.picked = picked
                scene.orc_board.update()
        trolls = interaction.lit_trolls()
        for value, item in scene.troll_items.items():
            item.set_glow(render.TARGET if value in trolls else None)
        buttons = dict(interaction.buttons()) if not self.hide_private else {}
        for name, item in scene.buttons.items():
            item.set_glow(None)
            item.set_enabled(buttons.get(name, False))
        self._apply_hint()
        self._show_prompt()

    def _apply_hint(self) -> None:
        action = self.hint
        if action is None:
            return
        scene = self.scene
        target: Any = None
        arg = action.args[0] if action.args else None
        if action.name == "recruit_ally":
            target = scene.market_items.get(arg)  # type: ignore[arg-type]
        elif action.name == "recruit_from_deck":
            target = scene.deck_item
        elif action.name in ("choose_leader", "add_ally", "keep_ally"):
            target = scene.hand_items.get(arg)  # type: ignore[arg-type]
        elif action.name in ("play_band", "place_free_marker"):
            target = scene.kingdom_items.get(arg)  # type: ignore[arg-type]
        elif action.name == "take_troll_token":
            target = scene.troll_items.get(arg)  # type: ignore[arg-type]
        else:
            target = scene.buttons.get("play_band" if action.name == "choose_leader"
                                       else action.name)
        if isinstance(target, CardItem):
            target.set_state(glow=render.HINT)
        elif target is not None:
            target.set_glow(render.HINT)

    def hint_words(self, action: Action) -> str:
        arg = action.args[0] if action.args else None
        values: dict[str, Any] = {}
        if action.name in ("recruit_ally", "choose_leader", "add_ally", "keep_ally"):
            values["card"] = self._card_name(arg)  # type: ignore[arg-type]
        elif action.name in ("play_band", "place_free_marker"):
            values["kingdom"] = self._kingdom_name(arg)  # type: ignore[arg-type]
        elif action.name == "take_troll_token":
            values["value"] = arg
        elif action.name == "cash_in_orcs":
            values["count"] = len(action.args)
        key = f"hints.{action.name}"
        return self.content.fill(self.content.text(key), values, key)

    def _kingdom_name(self, kingdom_id: str) -> str:
        return self.content.text(f"kingdoms.{kingdom_id}.name")

    def refusal_words(self, refusal: Refusal) -> str:
        """The game's reason for refusing a move ([refusals]), worded as the log words events."""
        return refusal_text(self.content, refusal, seat_names=self.seat_names(),
                            card_name=card_namer(self.content, self.data))

    # -- log and scores -----------------------------------------------------------------------

    def _card_name(self, card: int) -> str:
        return card_label(self.content, self.data, card)

    def _log_lines(self, entries: list[LogEntry]) -> list[LogLine]:
        names, card_name = self.seat_names(), card_namer(self.content, self.data)
        return [log_line(self.content, entry.event, seat_names=names, card_name=card_name,
                         seat=entry.seat) for entry in entries]

    def _update_scores(self) -> None:
        obs = self.controller.observation().data
        shown = self._categories_shown()
        categories = score_sheets.category_names(self.content, shown)
        points = [[row[i] for i in shown] for row in obs["points"]]
        names, colours = self.seat_names(), self.seat_colours()
        over = obs["phase"] == "over"
        current = None if over else [sum(p) for p in obs["points"]]
        ticks = [self.tr("Start")] + [self.content.text(f"ages.{a}")
                                      for a in range(1, len(obs["history"]) + 1)]
        if not over:
            ticks.append(self.tr("Now"))
        key = repr((names, categories, obs["points"], obs["history"], ticks))
        if key == self._scores_shown:
            return  # redrawing the chart is slow; glory changes only now and then
        self._scores_shown = key
        self.panel.set_scores(names, colours, categories, points, self.tr("Total"))
        self.panel.chart.set_data(names, colours, obs["history"], current, ticks,
                                  self.content.text("terms.glory"))

    def _sheet_texts(self) -> dict[str, str]:
        return {
            "player": self.tr("Player"), "age_total": self.tr("This Age"),
            "total": self.tr("Total"), "markers": self.tr("Markers on the board"),
            "bands": self.tr("Last Age's bands"), "place": self.tr("Place"),
            "age_title": self.tr("Scoring of {age}"), "final_title": self.tr("Final scores"),
            "age_footer": self.tr("Control markers, Merfolk positions and unspent Horde markers "
                                  "stay for the next Age."),
            "tiebreak_note": self.tr("Ties: most control markers on the board, then the largest "
                                     "band of the last Age, then the next largest."),
        }

    def show_score_sheet(self) -> QDialog:
        """The final sheet when the game is over; otherwise the last Age's sheet, if any."""
        if self.controller.state.is_over():
            return self._final_sheet()
        ages = [e.event for e in self.controller.log if e.event.key == "ethnos.age_glory"]
        if not ages:
            ages_done: list[Any] = []
        else:
            last = ages[-1].args["age"]
            ages_done = [e for e in ages if e.args["age"] == last]
        if ages_done:
            return self._age_sheet(ages_done)
        sheet = score_sheets.ScoreSheetDialog(
            self.tr("Scores"), [self.tr("Player"), self.tr("Total")],
            [[n, sum(p)] for n, p in zip(self.seat_names(),
                                         self.controller.observation().data["points"],
                                         strict=True)],
            self.tr("No Age has been scored yet."), self.seat_colours(), 1, self)
        return self._open(sheet)

    def _age_sheet(self, events: list[Any]) -> QDialog:
        obs = self.controller.observation().data
        age = int(events[0].args["age"])
        history = obs["history"]
        totals = history[age - 1] if len(history) >= age else [sum(p) for p in obs["points"]]
        dialog = score_sheets.age_sheet(self.content, events, self.seat_names(), totals,
                                        self.seat_colours(), self._sheet_texts(),
                                        self._categories_shown(), self)
        return self._open(dialog)

    def _categories_shown(self) -> list[int]:
        return score_sheets.categories_in_play(self.controller.observation().data["tribes"])

    def _final_sheet(self) -> QDialog:
        end = [e for e in self.controller.log if e.event.key == "ethnos.game_end"]
        line = self._log_lines(end[-1:])[0].text if end else ""
        dialog = score_sheets.final_sheet(self.content, self.controller.state.scores(),
                                          self.seat_names(), self.seat_colours(),
                                          self._sheet_texts(), line, self._categories_shown(),
                                          self)
        dialog.setObjectName("final_scores")
        self.offer_next_game(dialog.buttons)
        return self._open(dialog)

    # -- the controller's signals -------------------------------------------------------------

    def _on_changed(self, entries: list[LogEntry]) -> None:
        super()._on_changed(entries)
        ages = [e.event for e in entries if e.event.key == "ethnos.age_glory"]
        if ages and not any(e.event.key == "ethnos.game_end" for e in entries):
            QTimer.singleShot(0, self, lambda: self._show_by_itself(lambda: self._age_sheet(ages)))

    def _show_by_itself(self, open_sheet: Callable[[], QDialog]) -> None:
        """A sheet the game opens (an Age's scoring, the final scores) does not replace the one
        opened before it until a player has closed that one or made a move since: in a fast or
        all-AI game the next Age can be over before anyone has read the last one."""
        if self._reading is not None and self._reading.isVisible() and not self._moved_since():
            self._sheets_waiting.append(open_sheet)
            return
        self._reading = open_sheet()
        self._reading_from = len(self.controller.match.actions)
        self._reading.finished.connect(self._next_sheet)

    def _moved_since(self) -> bool:
        actors = self.controller.match.actors[self._reading_from:]
        return any(seat >= 0 and self.controller.seat_is_human(seat) for seat in actors)

    def _next_sheet(self) -> None:
        self._reading = None
        if self._sheets_waiting:
            self._show_by_itself(self._sheets_waiting.pop(0))

    def _on_game_over(self) -> None:
        self.rebuild_soon()
        QTimer.singleShot(0, self, lambda: self._show_by_itself(self._final_sheet))
