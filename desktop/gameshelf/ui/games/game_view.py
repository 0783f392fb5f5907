"""What every game's page does the same way around its board: the view that fits the scene,
the side panel's width, banners, the rules window, dialogs, hints, hand-off and the signals of
the GameController. A game's view subclasses `GameView` and draws its own board.

A subclass's `__init__` calls `_build_page` first (the board beside the panel, the hand-off
cover and the page's state), then makes its `interaction` (with `banner` and `changed`
signals and a `reset`) and `animator`, and calls `_wire()` last. It implements `retranslate`,
`refresh_highlights` (ending with `_show_prompt()`), `_redraw` (the scene built anew and
animated), `_update_scores`, `_prompt`, `show_score_sheet`, `hint_words` and `_log_lines`
(unless its `words` has `log_lines`); its prompt shows `hint_prompt()` when that is not None;
its final score sheet has `offer_next_game()`'s buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QLocale,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGraphicsScene,
    QGraphicsView,
    QHBoxLayout,
    QWidget,
)

from ...content import Content
from ...engine import Action, ScoreSheet
from ..controller import GameController, LogEntry
from ..handoff import HandoffOverlay
from ..plain_text import plain_tooltip
from ..rules_dialog import RulesDialog
from .ethnos.render import player_colour
from .ethnos.score_sheets import ScoreSheetDialog

HINT_MS = 4000
# Asked again while shown, the hint names the moves the search liked best: more to read.
HINT_MORE_MS = 9000
# While moves come faster than the board can be redrawn (fast AI), redraw at most this often.
MIN_REDRAW_MS = 150
BANNER_MS = 4500
PANEL_WIDTHS = ((1600, 300), (2400, 360), (10**6, 440))  # (window width below, panel width)


def undo_tip(refused_for_reveal: bool) -> str:
    """What Undo does, or, when a move that showed a hidden card stands in the way, why not."""
    if refused_for_reveal:
        return QCoreApplication.translate(
            "GameView", "A move since your last one showed a hidden card or rolled dice: taking it "
            "back would deal the same cards and roll the same dice again. Casual undo in Settings "
            "allows it.")
    return QCoreApplication.translate("GameView", "Take back your last move.")


def share_text(share: float) -> str:
    """A share of the search's visits as a percentage in the player's format ("62%", "62 %")."""
    return QCoreApplication.translate("GameView", "{percent}%").format(
        percent=QLocale().toString(round(share * 100)))


def sheet_places(sheet: ScoreSheet) -> dict[int, int]:
    """Each row's place (1 for the first) as the sheet ranks them: rows tied on the total and
    every tie-break share a place."""
    ranking = sheet.ranking()
    place: dict[int, int] = {}
    for index, row in enumerate(ranking):
        previous = ranking[index - 1] if index else None
        same = previous is not None and sheet.total(previous) == sheet.total(row) and \
            sheet.tiebreaks[previous] == sheet.tiebreaks[row]
        place[row] = place[previous] if same and previous is not None else index + 1
    return place


def sheet_of(obs: dict[str, Any], categories: tuple[str, ...]) -> ScoreSheet:
    """The ScoreSheet an observation carries (`scores`, as `ScoreSheet.to_dict` gives it)."""
    players = sorted(obs["scores"]["players"], key=lambda p: p["seat"])
    return ScoreSheet(categories, tuple(tuple(p["categories"][c] for c in categories)
                                        for p in players),
                      tuple(tuple(p["tiebreaks"]) for p in players), ())


def glow_of(lit: set[Any], changed: set[Any], target_colour: QColor,
            changed_colour: QColor) -> Callable[[Any], QColor | None]:
    """A target's glow: `target_colour` where a move may go, else `changed_colour` where
    another seat's move changed it, else none."""
    def glow(target: Any) -> QColor | None:
        if target in lit:
            return target_colour
        if target in changed:
            return changed_colour
        return None

    return glow


class BoardView(QGraphicsView):
    """Shows the whole scene, scaled to fit; a click while an AI waits plays its move now."""

    def __init__(self, scene: QGraphicsScene, on_press: Callable[[], None],
                 parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._on_press = on_press
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.BoundingRectViewportUpdate)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(640, 420)

    def fit(self) -> None:
        self.fitInView(QRectF(self.sceneRect()), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        self._on_press()
        super().mousePressEvent(event)


class GameView(QWidget):
    """The board page's common behaviour (see the module's docstring for what a game adds)."""

    # A player asked, on the final sheet, for the next game: the window starts it.
    rematch_requested = Signal()
    new_game_requested = Signal()

    def retranslate(self) -> None:
        raise NotImplementedError

    def refresh_highlights(self) -> None:
        raise NotImplementedError

    def _redraw(self, entries: list[LogEntry]) -> None:
        """Build the scene anew from the observation; `entries` are the moves since the last
        build (their changes shown: slid, rolled, lit)."""
        raise NotImplementedError

    def _update_scores(self) -> None:
        raise NotImplementedError

    def _prompt(self, obs: dict[str, Any]) -> str:
        raise NotImplementedError

    def show_score_sheet(self) -> QDialog:
        raise NotImplementedError

    def hint_words(self, action: Action) -> str:
        """The suggested move in words, for the prompt ("Recruit the Dwarf from the market."):
        by default its button's words as a sentence."""
        return self._label(action) + "."

    def _label(self, action: Action) -> str:
        """An action's words on a button (for `_answer_buttons`)."""
        raise NotImplementedError

    def _build_page(self, controller: GameController, content: Content, scene: Any,
                    panel: Any, table: QColor | None = None) -> None:
        """The board (`scene` in a BoardView, on `table`) beside the side `panel`, the
        hand-off cover, and the state every page starts from; the first step of a
        subclass's `__init__`."""
        self.controller = controller
        self.content = content
        self.data = controller.spec.data  # type: ignore[attr-defined]  # facts to show, no rules
        self.scene = scene
        self.board = BoardView(scene, self._board_pressed, self)
        if table is not None:
            self.board.setBackgroundBrush(table)
        self.panel = panel
        panel.setFixedWidth(PANEL_WIDTHS[0][1])
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.board, 1)
        layout.addWidget(panel)
        self.overlay = HandoffOverlay(self)
        self.overlay.confirmed.connect(self._handoff_confirmed)
        self.thinking_seat = -1
        self.hide_private = self._awaiting_handoff()
        self.hint: Action | None = None
        self.dialogs: list[QDialog] = []
        self.rules_dialog: RulesDialog | None = None
        self._pending: list[LogEntry] = []
        self._scores_shown = ""  # what the Scores tab shows (redrawing the chart is slow)

    def _wire(self) -> None:
        """The timers and signals of every board page; the last step of a subclass's
        `__init__`, once its board, panel and interaction exist."""
        controller = self.controller
        self.hint_thinking = False  # a hint was asked for and has not come yet
        # The search's favourite moves with their share of its visits, and whether the player
        # asked to see them (Hint pressed again while the hint is shown).
        self.hint_top: list[tuple[Action, float]] = []
        self.hint_more = False
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
        self.panel.hint_clicked.connect(self.request_hint)
        self.panel.undo_clicked.connect(self.undo)
        self.panel.rules_clicked.connect(self.show_rules)
        self.panel.scores_clicked.connect(self.show_score_sheet)
        controller.changed.connect(self._on_changed)
        controller.thinking.connect(self._on_thinking)
        controller.handoff.connect(self._on_handoff)
        controller.hint_ready.connect(self._on_hint)
        controller.hint_failed.connect(self._on_hint_failed)
        controller.ai_failed.connect(self._on_ai_failed)
        controller.game_over.connect(self._on_game_over)
        self.retranslate()
        self._render_log()
        if self.hide_private:
            self._on_handoff(controller.state.to_move() or 0)

    # -- Qt events ----------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        width = next(w for limit, w in PANEL_WIDTHS if event.size().width() < limit)
        if self.panel.width() != width:
            self.panel.setFixedWidth(width)
        super().resizeEvent(event)

    def closeEvent(self, event: Any) -> None:
        self.close_dialogs()
        super().closeEvent(event)

    # -- what the main window asks ------------------------------------------------------------

    def _retranslated(self) -> None:
        """After a board's own texts are in the new language: the panel, the hand-off overlay,
        the Scores tab and the board follow."""
        self.panel.retranslate()
        self.overlay.retranslate()
        self._scores_shown = ""
        self.rebuild()

    def set_content(self, content: Content) -> None:
        """Another language: redraw every game text (board, log, open rules)."""
        self.content = content
        words = getattr(self, "words", None)
        if words is not None and hasattr(words, "content"):
            words.content = content
        if self.rules_dialog is not None:
            self.rules_dialog.set_content(content)
        self._scores_shown = ""
        self._render_log()
        self.rebuild()

    def drop(self, item: Any, scene_pos: Any) -> str | None:
        """The plain drop decision (also what the mouse does): see the board's interaction."""
        return self.interaction.drop(item, scene_pos)

    def row_names(self) -> list[str]:
        """The seats' names (the score sheet's rows)."""
        return [seat.name for seat in self.controller.match.seats]

    def seat_colours(self) -> list[QColor]:
        return [player_colour(i, getattr(seat, "colour", None))
                for i, seat in enumerate(self.controller.match.seats)]

    def undo(self) -> None:
        if self.controller.can_undo():
            self.controller.undo()

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
        """Ask for a hint; until it comes the prompt says so and the pointer is busy. Asked
        again while the hint is shown, the prompt adds the other moves the search liked best."""
        if self.hint is not None and not self.hint_thinking:
            self.hint_more = True
            self._hint_timer.start(HINT_MORE_MS)
            self.refresh_highlights()
            return
        if self.hint_thinking or not self.controller.request_hint():
            return
        self.hint_thinking = True
        self.hint = None
        self.hint_more = False
        self._hint_timer.stop()
        self._banner_timer.stop()
        self.scene.banner.show_text("")  # the prompt under it is where the hint is told
        self.setCursor(Qt.CursorShape.BusyCursor)
        self.refresh_highlights()

    def hint_prompt(self) -> str | None:
        """The prompt's words while a hint is being found or is shown; None otherwise."""
        if self.hint_thinking:
            return QCoreApplication.translate("GameView", "Thinking about a hint…")
        if self.hint is None:
            return None
        if self.hint_more:
            return self._hint_with_others(self.hint)
        return QCoreApplication.translate("GameView", "Hint: {move}").format(
            move=self.hint_words(self.hint))

    def _hint_with_others(self, action: Action) -> str:
        """"Hint: <move> – 62 % · also: <move> – 21 %, <move> – 9 %" from the search's shares.
        A dash, not brackets, sets a share off its move: a move's own words may end in
        brackets (an Everdell card's payment, "Play Farm (Pay 2 twigs)")."""
        shares = dict(self.hint_top)
        if action not in shares:
            return QCoreApplication.translate(
                "GameView", "Hint: {move} – the only move worth a search").format(
                move=self._move_words(action))
        others = [QCoreApplication.translate("GameView", "{move} – {share}").format(
            move=self._move_words(move), share=share_text(share))
            for move, share in self.hint_top if move != action]
        if not others:
            return QCoreApplication.translate(
                "GameView", "Hint: {move} – {share}; no other move came close").format(
                move=self._move_words(action), share=share_text(shares[action]))
        separator = QCoreApplication.translate("GameView", ", ", "between the other moves")
        return QCoreApplication.translate(
            "GameView", "Hint: {move} – {share} · also: {others}").format(
            move=self._move_words(action), share=share_text(shares[action]),
            others=separator.join(others))

    def _move_words(self, action: Action) -> str:
        """The hint's sentence for `action` without its full stop, to go in a list."""
        return self.hint_words(action).rstrip(".。")

    def _answer_buttons(self, named: dict[str, str], most: int
                        ) -> tuple[list[tuple[str, str, bool]], list[tuple[str, str]]]:
        """The interaction's buttons in words, (name, text, enabled) for the prompt bar: a
        name in `named` has that text, the others their action's label. More than `most`
        go to the chooser over the board instead, (name, text)."""
        buttons: list[tuple[str, str, bool]] = []
        if not self.hide_private:
            for name, action, enabled in self.interaction.buttons():
                if name in named:
                    text = named[name]
                else:
                    text = self._label(action) if action is not None else name
                buttons.append((name, text, enabled))
        if len(buttons) > most:  # many answers: a column over the board, not a crowded bar
            return [], [(name, text) for name, text, _ in buttons]
        return buttons, []

    def _hint_on_buttons(self, action: Action, colour: QColor) -> None:
        """The hinted move glows on the button that plays it."""
        for name, button in self.scene.buttons.items():
            if self.interaction.button_action(name) == action:
                button.set_glow(colour)

    def _open_sheet(self, sheet: ScoreSheet, headers: list[str], note: str,
                    title: str) -> QDialog:
        """The score sheet's dialog: a row per seat (its points, total, first tie-break and
        place) under `headers` (a lone row has neither of the last two); once the game is
        over, the final one with the next game's buttons."""
        names, colours = self.row_names(), self.seat_colours()
        place = sheet_places(sheet)
        rows = [[names[r], *sheet.points[r], sheet.total(r),
                 (sheet.tiebreaks[r] or (0,))[0], place[r]] for r in range(len(names))]
        if sheet.unopposed:  # no tie to break, no place to take
            headers, rows = headers[:-2], [rows[0][:-2]]
        dialog = ScoreSheetDialog(title, headers, rows, note, colours,
                                  len(sheet.categories) + 1, self)
        if self.controller.state.is_over():
            dialog.setObjectName("final_scores")
            self.offer_next_game(dialog.buttons)
        return self._open(dialog)

    def offer_next_game(self, buttons: QDialogButtonBox) -> None:
        """The final sheet's Rematch and New game… beside its Close, as in the status bar."""
        role = QDialogButtonBox.ButtonRole.ActionRole
        rematch = buttons.addButton(QCoreApplication.translate("GameView", "Rematch"), role)
        rematch.setObjectName("sheet_rematch")
        rematch.setToolTip(QCoreApplication.translate(
            "GameView", "The same players again, with a new deal"))
        rematch.clicked.connect(lambda: self.rematch_requested.emit())
        new_game = buttons.addButton(QCoreApplication.translate("GameView", "New game…"), role)
        new_game.setObjectName("sheet_new_game")
        new_game.clicked.connect(lambda: self.new_game_requested.emit())

    def _open(self, dialog: QDialog) -> QDialog:
        """One score sheet at a time: a new one replaces the one still open."""
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

    # -- redrawing ----------------------------------------------------------------------------

    def update_undo(self) -> None:
        """The Undo button: enabled when there is a move to take back; its tooltip says why not
        when a reveal stands in the way."""
        self.panel.set_undo(self.controller.can_undo(), self.controller.undo_refused_for_reveal())

    def _rebuild_now(self) -> None:
        self._rebuild_timer.stop()
        self._last_redraw.restart()
        entries, self._pending = self._pending, []
        self._redraw(entries)
        self.update_undo()
        self.panel.hint.setEnabled(self.controller.human_to_move() is not None)
        self._update_scores()

    def _show_prompt(self) -> None:
        """The prompt bar says what it says now, whole in its tooltip."""
        item = self.scene.prompt_item
        if item is None:
            return
        prompt = self._prompt(self.controller.observation().data)
        if prompt != item.text:
            item.set_text(prompt)
            item.setToolTip(plain_tooltip(prompt))

    def _interaction_changed(self) -> None:
        """A drag lights its targets on the items there are; anything else redraws."""
        if self.interaction.dragging is not None:
            self.refresh_highlights()
        elif self._pending:
            self._rebuild_now()  # a move was played: its redraw shows what it changed
        else:
            self.rebuild()

    def _log_lines(self, entries: list[LogEntry]) -> list[Any]:
        return self.words.log_lines(entries)

    def _render_log(self) -> None:
        self.panel.set_log(self._log_lines(list(self.controller.log)))

    def rebuild(self) -> None:
        """Redraw the board now (no animation)."""
        self._pending = []
        self._rebuild_now()

    @property
    def redraw_pending(self) -> bool:
        return self._rebuild_timer.isActive()

    def rebuild_soon(self) -> None:
        self._rebuild_timer.start(0)

    def _clear_hint(self) -> None:
        self.hint = None
        self.hint_more = False
        self.refresh_highlights()

    def _hint_arrived(self) -> None:
        self.hint_thinking = False
        self.unsetCursor()

    def _forget_hint(self) -> None:
        """A move was played or taken back: the hint shown or awaited is out of date."""
        self._hint_arrived()
        self._hint_timer.stop()
        self.hint = None
        self.hint_more = False

    # -- the controller's signals -------------------------------------------------------------

    def _on_changed(self, entries: list[LogEntry]) -> None:
        self._forget_hint()
        self.interaction.reset()
        if not entries:  # an undo or a confirmed hand-off: everything anew
            self._render_log()
            self.rebuild_soon()
            return
        self.panel.add_log(self._log_lines(entries))
        self._pending += entries
        if not self._rebuild_timer.isActive():
            wait = MIN_REDRAW_MS - self._last_redraw.elapsed()
            human = any(self.controller.seat_is_human(e.seat) for e in entries
                        if e.seat is not None)
            self._rebuild_timer.start(0 if human else max(0, wait))

    def _on_handoff(self, seat: int) -> None:
        self.hide_private = True
        self.interaction.reset()
        self.overlay.show_for(self.controller.match.seats[seat].name)
        self.rebuild()

    def _on_game_over(self) -> None:
        self.rebuild_soon()
        QTimer.singleShot(0, self, self.show_score_sheet)

    def _on_thinking(self, seat: int) -> None:
        if seat != self.thinking_seat:
            self.thinking_seat = seat
            self.rebuild_soon()

    def _handoff_confirmed(self) -> None:
        self.hide_private = False
        self.controller.confirm_handoff()
        self.rebuild()

    def _awaiting_handoff(self) -> bool:
        seat = self.controller.state.to_move()
        return (seat is not None and self.controller.seat_is_human(seat)
                and self.controller.human_to_move() is None)

    def _on_hint(self, action: Action, top: list[tuple[Action, float]] | None = None) -> None:
        self._hint_arrived()
        self.hint = action
        self.hint_top = list(top or [])
        self.hint_more = False
        self.refresh_highlights()
        self._hint_timer.start(HINT_MS)

    def _on_hint_failed(self, message: str) -> None:
        self._hint_arrived()
        self.refresh_highlights()
        self.show_banner(QCoreApplication.translate("GameView", "No hint this time: {message}")
                         .format(message=message))

    def _on_ai_failed(self, message: str) -> None:
        self.show_banner(QCoreApplication.translate("GameView", "The AI could not move: {message}")
                         .format(message=message))

    def _board_pressed(self) -> None:
        if self.thinking_seat >= 0 or self.animator.active:
            self.animator.stop()
            self.controller.skip_ai_delay()
