"""The Everdell game view: the board (one QGraphicsScene) beside the side panel.

It draws the viewer's observation, turns gestures into the controller's legal actions (through
the interaction), and follows the controller's signals: moves, AI thinking, hand-offs, hints.
Points come from the engine: a state rebuilt from the observation alone is asked for its score
sheet (everything that scores is public).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, QTimer
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import QDialog, QHBoxLayout, QWidget

from ....content import Content, ContentError, plural_form, render_event
from ....engine import Action, Match, ScoreSheet
from ....games.everdell import CATEGORIES
from ...controller import GameController, LogEntry
from ...handoff import HandoffOverlay
from ...rules_dialog import RulesDialog
from ..ethnos.view import BoardView
from . import render
from .animation import BoardAnimator
from .interaction import EverdellInteraction, target_of
from .items import CardItem
from .panel import EverdellPanel, final_sheet
from .scene import BoardInput, BoardTexts, EverdellScene

HINT_MS = 4000
MIN_REDRAW_MS = 150
BANNER_MS = 4500
PANEL_WIDTHS = ((1600, 300), (2400, 360), (10**6, 440))
SEASONS = ("winter", "spring", "summer", "autumn")
# Decisions that count down: "(2 left)".
COUNTING = ("gain_any", "pick", "pay")


class EverdellView(QWidget):
    def __init__(self, controller: GameController, content: Content,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.content = content
        self.data = controller.spec.data  # type: ignore[attr-defined]  # card facts, no rules
        self.scene = EverdellScene(self)
        self.board = BoardView(self.scene, self._board_pressed, self)  # type: ignore[arg-type]
        self.board.setBackgroundBrush(render.TABLE)
        self.panel = EverdellPanel(self)
        self.panel.setFixedWidth(PANEL_WIDTHS[0][1])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board, 1)
        layout.addWidget(self.panel)
        self.interaction = EverdellInteraction(controller, self.scene, self.action_label, self)
        self.animator = BoardAnimator(self.scene, self)
        self.animator.on_clear = self.refresh_highlights
        self.overlay = HandoffOverlay(self)
        self.overlay.confirmed.connect(self._handoff_confirmed)
        self.texts = BoardTexts()
        self.thinking_seat = -1
        self.hide_private = self._awaiting_handoff()
        self.hint: Action | None = None
        self.dialogs: list[QDialog] = []
        self.rules_dialog: RulesDialog | None = None
        self.sheet: ScoreSheet | None = None
        self._pending: list[LogEntry] = []
        self._scores_shown = ""
        self._history: list[list[int]] = []  # per row: points entering each season
        self._history_actions = 0
        self._replay: Match | None = None
        self._replay_actions: list[Action] = []
        self._last_redraw = QElapsedTimer()
        self._last_redraw.start()
        self._rebuild_timer = QTimer(self)
        self._rebuild_timer.setSingleShot(True)
        self._rebuild_timer.timeout.connect(self._rebuild_now)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._clear_hint)
        self._banner_timer = QTimer(self)
        self._banner_timer.setSingleShot(True)
        self._banner_timer.timeout.connect(lambda: self.scene.banner.show_text(""))
        self.interaction.banner.connect(self.show_banner)
        self.interaction.changed.connect(self._interaction_changed)
        self.panel.hint_clicked.connect(self.request_hint)
        self.panel.undo_clicked.connect(self.undo)
        self.panel.rules_clicked.connect(self.show_rules)
        self.panel.scores_clicked.connect(self.show_score_sheet)
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(self._on_thinking)
        controller.handoff.connect(self._on_handoff)
        controller.hint_ready.connect(self._on_hint)
        controller.ai_failed.connect(self._on_ai_failed)
        controller.game_over.connect(self._on_game_over)
        self.retranslate()
        self._render_log()
        if self.hide_private:
            self._on_handoff(controller.state.to_move() or 0)

    # -- public -------------------------------------------------------------------------------

    def set_content(self, content: Content) -> None:
        """Another language: redraw every game text (board, log, open rules)."""
        self.content = content
        if self.rules_dialog is not None:
            self.rules_dialog.set_content(content)
        self._scores_shown = ""
        self._render_log()
        self.rebuild()

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
            rugwort_score=self.tr("Score: {points}"),
            points=lambda count: self.tr("%n point(s)", "", count),
        )
        self.panel.retranslate()
        self.overlay.retranslate()
        self._scores_shown = ""
        self.rebuild()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = next(w for limit, w in PANEL_WIDTHS if event.size().width() < limit)
        if self.panel.width() != width:
            self.panel.setFixedWidth(width)
        super().resizeEvent(event)

    def drop(self, item: CardItem, scene_pos: QPointF) -> str | None:
        """The plain drop decision (also what the mouse does): see EverdellInteraction."""
        return self.interaction.drop(item, scene_pos)

    def show_rules(self) -> RulesDialog:
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self.content, self)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def show_banner(self, text: str) -> None:
        self.scene.banner.show_text(text)
        self._banner_timer.start(BANNER_MS)

    def banner_text(self) -> str:
        return self.scene.banner.text if self.scene.banner.isVisible() else ""

    def set_animation_ms(self, ms: int) -> None:
        self.animator.set_duration(ms)

    def request_hint(self) -> None:
        self.controller.request_hint()

    def undo(self) -> None:
        if self.controller.can_undo():
            self.controller.undo()

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

    # -- words --------------------------------------------------------------------------------

    def card_name(self, inst: int) -> str:
        return self.content.text(f"cards.{self.data.cards[self.data.inst_card[inst]]}.name")

    def place_name(self, place_id: str) -> str:
        for table in ("locations", "forest", "events"):
            try:
                return self.content.text(f"{table}.{place_id}.name")
            except ContentError:
                continue
        return place_id

    def amounts(self, amounts: Any) -> str:
        counts = self.content.table("counts")
        parts = [plural_form(counts[r], n).format(count=n)
                 for r, n in zip(render.RESOURCES, amounts, strict=False) if n]
        return self.content.join(parts) if parts else self.tr("nothing")

    def payment_label(self, inst: int, args: tuple[Any, ...]) -> str:
        """How a play_card action pays (its arguments after the card)."""
        method = args[0] if args else "cost"
        cost = self.data.cost[self.data.inst_card[inst]]
        resources = self.content.table("resources")
        if method == "cost":
            return self.tr("Pay {resources}").format(resources=self.amounts(cost))
        if method == "judge":
            return self.tr("Judge: pay 1 {take} instead of 1 {give}").format(
                take=resources[args[2]], give=resources[args[1]])
        if method == "occupy":
            return self.tr("Free: occupy the {card}").format(card=self.card_name(args[1]))
        if method == "crane":
            return self.tr("Discard the Crane, pay {resources}").format(
                resources=self.amounts(args[2:6]))
        if method == "innkeeper":
            return self.tr("Discard the Innkeeper: 3 berries less")
        if method == "dungeon":
            return self.tr("Imprison the {card}, pay {resources}").format(
                card=self.card_name(args[1]), resources=self.amounts(args[2:6]))
        if method in ("inn", "discount"):
            return self.tr("Pay {resources}").format(resources=self.amounts(args[1:5]))
        if method == "free":
            return self.tr("Free")
        return " ".join(str(a) for a in args)

    def action_label(self, action: Action) -> str:
        """A button's text for any legal action (the fallback for what the board can't show)."""
        name, args = action.name, action.args
        content = self.content
        if name in ("prepare_for_season", "pass", "done", "decline"):
            return content.text(f"actions.{name}")
        if name == "choose_resource":
            return content.text(f"resources.{args[0]}").capitalize()
        if name == "choose_count":
            return str(args[0])
        if name == "choose_option":
            if args[0] in render.RESOURCES:
                return content.text(f"resources.{args[0]}").capitalize()
            return content.text(f"actions.from_{args[0]}")
        if name == "choose_player":
            return self.row_names()[args[0]]
        if name == "play_card":
            return f"{self.card_name(args[0])}: {self.payment_label(args[0], args[1:])}"
        if name in ("choose_card", "discard_card", "visit_destination"):
            return self.card_name(args[0])
        if name in ("place_worker", "claim_event", "choose_location", "recall_worker",
                    "move_worker"):
            target = args[0]
            return self.card_name(target) if isinstance(target, int) else self.place_name(target)
        return " ".join([name, *(str(a) for a in args)])

    # -- drawing ------------------------------------------------------------------------------

    def rebuild(self) -> None:
        """Redraw the board now (no animation)."""
        self._pending = []
        self._rebuild_now()

    def _rebuild_now(self) -> None:
        self._rebuild_timer.stop()
        self._last_redraw.restart()
        entries, self._pending = self._pending, []
        others = any(e.seat is None or not self.controller.seat_is_human(e.seat)
                     or e.seat != self.controller.viewer for e in entries)
        before = self.animator.snapshot() if entries else {}
        self.animator.stop()
        self.sheet = self._score_sheet()
        self.scene.build(self._board_input(), self.interaction, self.interaction)
        if others:
            self.animator.mark_changes(before)
            self.animator.animate(before)
        elif entries:
            self.animator.clear_changed()
        self.refresh_highlights()
        self.panel.undo.setEnabled(self.controller.can_undo())
        self.panel.hint.setEnabled(self.controller.human_to_move() is not None)
        self._update_scores()

    def _score_sheet(self) -> ScoreSheet:
        obs = self.controller.observation().data
        return ScoreSheet(CATEGORIES, tuple(map(tuple, obs["points"])),
                          tuple(map(tuple, obs["tiebreaks"])), tuple(obs["automata"]))

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
                text = self.action_label(action) if action is not None else \
                    self.content.text(f"actions.{name}")
                buttons.append((name, text, enabled))
            chooser = [(name, self.action_label(action)) for name, action in interaction.chooser()]
        if len(buttons) > 6:  # many answers: a column over the board, not a crowded bar
            chooser = [(name, text) for name, text, _ in buttons] + chooser
            buttons = []
        sheet = self.sheet
        points = list(sheet.totals) if sheet is not None else []
        rugwort = points[obs["num_players"]] if obs["rugwort"] is not None and points else None
        return BoardInput(
            obs=obs, viewer=viewer, names=self.row_names(), colours=self.seat_colours(),
            content=self.content, data=self.data, texts=self.texts,
            hide_private=self.hide_private, thinking=self.thinking_seat,
            prompt=self._prompt(obs), buttons=buttons, chooser=chooser, revealed=revealed,
            points=points, rugwort_points=rugwort,
        )

    def _prompt(self, obs: dict[str, Any]) -> str:
        names = self.row_names()
        content = self.content
        if obs["over"]:
            return content.text("phases.over")
        if self.hide_private:
            return self.tr("Pass the computer to {name}.").format(name=names[obs["to_move"]])
        mode = self.interaction.mode()
        if mode is None:
            return self.tr("{name} is deciding…").format(name=names[obs["to_move"]])
        if self.interaction.choosing:
            return content.text("phases.pay")
        if mode == "turn":
            return content.text("phases.turn")
        pending = obs["pending"][-1]
        kind, purpose = pending["kind"], pending["purpose"]
        try:
            text = content.text(f"prompts.{kind}.{purpose}")
        except ContentError:
            try:
                text = content.text(f"prompts.{kind}.default")
            except ContentError:
                text = self.tr("Choose.")
        card = pending["card"]
        if isinstance(card, int) and 0 <= card < len(self.data.inst_card) and \
                purpose not in ("give_card",):
            text = f"{self.card_name(card)}: {text}"
        if kind in COUNTING and pending["n"] > 0:
            text += " " + self.tr("({count} left)").format(count=pending["n"])
        elif kind == "discard" and pending["n"] > 0:
            exact = pending["m"] > 0
            text += " " + (self.tr("({count} left)") if exact else
                           self.tr("(up to {count})")).format(count=pending["n"])
        return text

    def _interaction_changed(self) -> None:
        if self.interaction.dragging is not None:
            self.refresh_highlights()
        elif self._pending:
            self._rebuild_now()  # a move was played: its redraw marks what it changed
        else:
            self.rebuild()

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
        for inst, item in scene.card_items.items():
            item.set_state(selected=inst == interaction.selected, glow=glow(("card", inst)))
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

    @property
    def redraw_pending(self) -> bool:
        return self._rebuild_timer.isActive()

    def rebuild_soon(self) -> None:
        self._rebuild_timer.start(0)

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

    def _clear_hint(self) -> None:
        self.hint = None
        self.refresh_highlights()

    # -- log and scores -----------------------------------------------------------------------

    def _event_card_name(self, card: Any) -> str:
        if isinstance(card, str):
            return self.content.text(f"cards.{card}.name")
        return self.card_name(card)

    def _log_lines(self, entries: list[LogEntry]) -> list[tuple[str, bool]]:
        names = self.row_names()
        lines = []
        for entry in entries:
            event = entry.event
            try:
                text = render_event(self.content, event, seat_names=names,
                                    card_name=self._event_card_name)
            except (ContentError, KeyError, IndexError, ValueError):
                # No [log] template yet for this event: its key stands in.
                who = names[event.seat] if event.seat is not None and event.seat < len(names) \
                    else ""
                text = f"{who}: {event.key}" if who else event.key
            heading = event.key in ("everdell.new_season", "everdell.game_end")
            lines.append((text, heading))
        return lines

    def _render_log(self) -> None:
        self.panel.set_log(self._log_lines(list(self.controller.log)))

    def _season_history(self) -> list[list[int]]:
        """Every row's points as it entered each season: the match's actions replayed once,
        then followed move by move (an undo starts the replay again)."""
        match = self.controller.match
        actions = match.actions
        done = self._history_actions
        if self._replay is None or done > len(actions) or \
                self._replay.seed != match.seed or self._replay_actions != actions[:done]:
            self._replay = Match.new(match.spec, match.seats, match.seed, match.options)
            self._history = [[0] for _ in self.row_names()]
            done = 0
        replay = self._replay
        seats = replay.state.num_players  # type: ignore[attr-defined]
        for action in actions[done:]:
            events = replay.apply(action)
            seasons = [e.seat for e in events if e.key == "everdell.new_season"
                       and e.seat is not None]
            if seasons:
                obs = replay.state.observe(self.controller.viewer).data
                totals = [sum(row) for row in obs["points"]]
                for seat in seasons:
                    self._history[seat].append(totals[seat])
                    if len(self._history) > seats:
                        self._history[-1].append(totals[-1])  # Rugwort prepares after you
        self._history_actions = len(actions)
        self._replay_actions = list(actions)
        return self._history

    def _update_scores(self) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        names, colours = self.row_names(), self.seat_colours()
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        over = self.controller.state.is_over()
        history = self._season_history()
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

    def _sheet_texts(self) -> dict[str, str]:
        return {
            "player": self.tr("Player"), "total": self.tr("Total"),
            "events": self.tr("Events"), "resources": self.tr("Resources left"),
            "place": self.tr("Place"), "final_title": self.tr("Final scores"),
            "scores_title": self.tr("Scores so far"),
            "footer": self.tr("Ties: most events achieved, then most resources left."),
        }

    def show_score_sheet(self) -> QDialog:
        """The score pad: final when the game is over, else the points so far."""
        sheet = self.sheet or self._score_sheet()
        texts = self._sheet_texts()
        if not self.controller.state.is_over():
            texts["final_title"] = texts["scores_title"]
        categories = [self.content.text(f"categories.{c}") for c in sheet.categories]
        dialog = final_sheet(sheet, self.row_names(), self.seat_colours(), categories, texts,
                             self)
        if self.controller.state.is_over():
            dialog.setObjectName("final_scores")
        return self._open(dialog)

    def _open(self, dialog: QDialog) -> QDialog:
        self.close_dialogs(keep_rules=True)
        self.dialogs.append(dialog)
        dialog.show()
        return dialog

    def close_dialogs(self, keep_rules: bool = False) -> None:
        for dialog in self.dialogs:
            dialog.close()
            dialog.deleteLater()
        self.dialogs = []
        if self.rules_dialog is not None and not keep_rules:
            self.rules_dialog.close()

    # -- the controller's signals -------------------------------------------------------------

    def _on_changed(self, entries: list[LogEntry]) -> None:
        self.interaction.reset()
        if not entries:  # an undo or a confirmed hand-off: everything anew
            self._render_log()
            self.rebuild_soon()
            return
        self.hint = None
        self.panel.add_log(self._log_lines(entries))
        self._pending += entries
        if not self._rebuild_timer.isActive():
            wait = MIN_REDRAW_MS - self._last_redraw.elapsed()
            human = any(self.controller.seat_is_human(e.seat) for e in entries
                        if e.seat is not None)
            self._rebuild_timer.start(0 if human else max(0, wait))

    def _on_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat = seat
            self.rebuild_soon()

    def _on_handoff(self, seat: int) -> None:
        self.hide_private = True
        self.interaction.reset()
        self.overlay.show_for(self.row_names()[seat])
        self.rebuild()

    def _handoff_confirmed(self) -> None:
        self.hide_private = False
        self.controller.confirm_handoff()
        self.rebuild()

    def _awaiting_handoff(self) -> bool:
        seat = self.controller.state.to_move()
        return (seat is not None and self.controller.seat_is_human(seat)
                and self.controller.human_to_move() is None)

    def _on_hint(self, action: Action) -> None:
        self.hint = action
        self.refresh_highlights()
        self._hint_timer.start(HINT_MS)

    def _on_ai_failed(self, message: str) -> None:
        self.show_banner(self.tr("The AI could not move: {message}").format(message=message))

    def _on_game_over(self) -> None:
        self.rebuild_soon()
        QTimer.singleShot(0, self.show_score_sheet)

    def _board_pressed(self) -> None:
        if self.thinking_seat >= 0 or self.animator.active:
            self.animator.stop()
            self.controller.skip_ai_delay()

    def closeEvent(self, event: Any) -> None:
        self.close_dialogs()
        super().closeEvent(event)
