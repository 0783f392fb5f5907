"""The main window: the start screen and the game page in a stack, the menus, the status line.

It owns the one GameController of the game being played (and its autosave), and the settings.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from pathlib import Path
from typing import Protocol, cast

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import (
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..content import Content, load_content
from ..engine import Match, SaveFileError, Seat
from . import dialogs
from .ai_client import AiClient
from .controller import GameController
from .games import PLAYABLE_GAMES, create_game_view
from .games.game_view import undo_tip
from .new_game_dialog import NewGameDialog, in_current_language
from .plain_text import plain_label
from .settings import Settings, save_settings, set_aside
from .settings_dialog import SettingsDialog
from .start_screen import StartScreen, game_title

# How long a card slides on the board, per Settings.animation_speed.
ANIMATION_MS = {"off": 0, "fast": 120, "normal": 240, "slow": 300}


class GameView(Protocol):
    """What the window asks of a game's view (the registry returns it as a QWidget)."""

    def show_rules(self) -> object: ...
    def set_content(self, content: Content) -> None: ...
    def set_animation_ms(self, ms: int) -> None: ...
    def undo(self) -> None: ...
    def update_undo(self) -> None: ...
    def request_hint(self) -> None: ...


def _standard(key: QKeySequence.StandardKey, fallback: str) -> QKeySequence:
    """The platform's shortcut; some desktops (and the offscreen platform) define none."""
    sequence = QKeySequence(key)
    return sequence if not sequence.isEmpty() else QKeySequence(fallback)


FIRST_SIZE = QSize(1280, 800)
# Room a window's frame, title and the desktop's panels take beside the screen's free area.
FRAME_ROOM = QSize(80, 80)


def first_window_size(available: QSize) -> QSize | None:
    """The size of the window's first opening (None: maximized). On a screen with room for
    FIRST_SIZE and its frame it opens at that size; on a smaller one (a 1366×768 laptop) it
    fills the screen: at 1280 pixels wide the boards were drawn a twelfth smaller, their
    smallest texts under the board standard's 11 px, seen under Xvfb."""
    if available.width() >= FIRST_SIZE.width() + FRAME_ROOM.width() and \
            available.height() >= FIRST_SIZE.height() + FRAME_ROOM.height():
        return FIRST_SIZE
    return None


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: Settings,
        settings_path: Path,
        autosave_path: Path,
        ai: AiClient,
        switch_language: Callable[[str], bool],
    ) -> None:
        super().__init__()
        self.setObjectName("main_window")
        self.settings = settings
        self.settings_path = settings_path
        self.autosave_path = autosave_path
        self._refused_autosave = ""  # the problem of the autosave last refused, told once
        self._continue: tuple[str, tuple[Seat, ...]] | None = None  # the autosave's game and seats
        self.ai = ai
        self._switch_language = switch_language
        self._font_notice_shown = False
        self.controller: GameController | None = None
        self.view: QWidget | None = None

        self.start_screen = StartScreen(PLAYABLE_GAMES)
        self.game_page = QWidget()
        self.game_page.setObjectName("game_page")
        self._game_layout = QVBoxLayout(self.game_page)
        self._game_layout.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.start_screen)
        self.stack.addWidget(self.game_page)
        self.setCentralWidget(self.stack)
        # The status line and its buttons ride at the right end of the menu bar: a status bar
        # of its own took a line from the board, which a 1366×768 screen cannot spare.
        self.status = plain_label()  # seat names come from save files
        self.status.setObjectName("status")
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("retry_ai")
        # When the game is over: the same seats again, or the new-game dialog.
        self.rematch_button = QPushButton()
        self.rematch_button.setObjectName("rematch")
        self.new_game_button = QPushButton()
        self.new_game_button.setObjectName("new_game")
        self._status_line = QWidget()
        line = QHBoxLayout(self._status_line)
        line.setContentsMargins(8, 0, 6, 0)
        line.setSpacing(6)
        line.addWidget(self.status)
        for button in (self.retry_button, self.rematch_button, self.new_game_button):
            button.setFlat(True)
            button.setStyleSheet("QPushButton { font-weight: bold; padding: 0 8px; }")
            line.addWidget(button)
        self._message_timer = QTimer(self)  # a passing message ("Saved to …") on the line
        self._message_timer.setSingleShot(True)
        self._message_timer.timeout.connect(self._update_status)
        self._words_under_message = ""  # what the line said of the game when it came

        self._make_actions()
        self._make_menus()
        self.start_screen.new_game_requested.connect(self.new_game)
        self.start_screen.continue_requested.connect(self.continue_game)
        self.start_screen.load_requested.connect(self.load_game)
        self.start_screen.settings_requested.connect(self.open_settings)
        self.start_screen.about_requested.connect(self.open_about)
        self._restore_geometry()
        self.retranslate()
        self._update_actions()

    # -- menus ----------------------------------------------------------------------------------

    def _action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | str = "",
        role: QAction.MenuRole = QAction.MenuRole.NoRole,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(shortcut))
        action.setMenuRole(role)
        action.triggered.connect(slot)
        self.addAction(action)  # shortcuts work with the menu bar hidden (macOS full screen)
        return action

    def _make_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action("new_game", lambda: self.new_game(), QKeySequence(keys.New))
        self.save_action = self._action("save", self.save_game, QKeySequence(keys.Save))
        self.load_action = self._action("load", self.load_game, QKeySequence(keys.Open))
        self.rematch_action = self._action("rematch", self.rematch)
        self.rematch_button.clicked.connect(self.rematch_action.trigger)
        self.new_game_button.clicked.connect(self.new_action.trigger)
        self.undo_action = self._action("undo", self.undo, QKeySequence(keys.Undo))
        self.hint_action = self._action("hint", self.hint, "H")
        self.retry_action = self._action("retry_ai", self.retry_ai)
        self.retry_button.clicked.connect(self.retry_action.trigger)
        self.rules_action = self._action("rules", self.show_rules, "F1")
        self.settings_action = self._action(
            "settings",
            self.open_settings,
            _standard(keys.Preferences, "Ctrl+,"),
            QAction.MenuRole.PreferencesRole,
        )
        self.back_action = self._action("back_to_start", self.back_to_start)
        self.about_action = self._action("about", self.open_about, role=QAction.MenuRole.AboutRole)
        self.quit_action = self._action(
            "quit", self.close, _standard(keys.Quit, "Ctrl+Q"), QAction.MenuRole.QuitRole
        )

    def _make_menus(self) -> None:
        bar = self.menuBar()
        bar.setCornerWidget(self._status_line, Qt.Corner.TopRightCorner)
        self.game_menu = bar.addMenu("")
        for action in (self.new_action, self.rematch_action, self.load_action, self.save_action):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.back_action)
        self.game_menu.addAction(self.settings_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.turn_menu = bar.addMenu("")
        self.turn_menu.setToolTipsVisible(True)  # Undo says why it is off
        self.turn_menu.addAction(self.undo_action)
        self.turn_menu.addAction(self.hint_action)
        self.turn_menu.addAction(self.retry_action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addAction(self.about_action)

    def _update_actions(self) -> None:
        controller = self.controller
        playing = controller is not None and self.stack.currentWidget() is self.game_page
        self.save_action.setEnabled(playing)
        self.back_action.setEnabled(playing)
        self.rules_action.setEnabled(playing)
        self.undo_action.setEnabled(playing and controller.can_undo())
        self._update_undo_tip()
        self.hint_action.setEnabled(playing and controller.human_to_move() is not None)
        stopped = playing and controller.ai_stopped
        self.retry_action.setEnabled(stopped)
        self.retry_button.setVisible(stopped)
        over = playing and controller.state.is_over()
        self.rematch_action.setEnabled(over)
        self.rematch_button.setVisible(over)
        self.new_game_button.setVisible(over)
        self._update_status()

    def _update_undo_tip(self) -> None:
        """The Undo item says why it is off when a move that showed a hidden card stands in the
        way (its tooltip, and the status bar while the pointer is on it)."""
        controller = self.controller
        playing = controller is not None and self.stack.currentWidget() is self.game_page
        tip = undo_tip(playing and controller is not None and controller.undo_refused_for_reveal())
        self.undo_action.setToolTip(tip)
        self.undo_action.setStatusTip(tip)

    # -- the status line ------------------------------------------------------------------------

    def _update_status(self) -> None:
        words = self._status_words()
        # A passing message stays its five seconds, unless the game moves on meanwhile: "Saved
        # to …" held "Your turn" back after the turn had passed to an AI.
        if not self._message_timer.isActive() or words != self._words_under_message:
            self._message_timer.stop()
            self.status.setText(words)
        # The menu bar lays its corner out anew only when it is set: when the words or the
        # buttons shown change the line's width, it is set again.
        if self._status_line.sizeHint().width() != self._status_line.width():
            self._status_line.adjustSize()
            self.menuBar().setCornerWidget(self._status_line, Qt.Corner.TopRightCorner)

    def _status_words(self) -> str:
        """What the status line says of the game: whose turn, or who won."""
        controller = self.controller
        if controller is None or self.stack.currentWidget() is not self.game_page:
            return ""
        seats = controller.match.seats
        seat = controller.state.to_move()
        if seat is None:
            sheet = controller.state.scores()
            if sheet.unopposed:
                return self.tr("Game over. Final score: {points}").format(points=sheet.total(0))
            content = load_content(controller.spec.id, self.settings.language)
            # A row past the seats is the game's automaton opponent (Everdell's Rugwort).
            winners = content.join([
                seats[row].name if row < len(seats)
                else content.text(f"{sheet.automata[row - len(seats)]}.name")
                for row in sheet.winners()
            ])
            text = self.tr("Game over. Winner: {winners}").format(winners=winners)
        elif not controller.seat_is_human(seat) and controller.ai_stopped:
            text = self.tr("{name} (AI) could not move.").format(name=seats[seat].name)
        elif not controller.seat_is_human(seat):
            text = self.tr("{name} (AI) is thinking…").format(name=seats[seat].name)
        elif controller.human_to_move() is None:
            text = self.tr("Pass the computer to {name}").format(name=seats[seat].name)
        elif len(controller.human_seats) == 1:
            text = self.tr("Your turn")
        else:
            text = self.tr("{name}'s turn").format(name=seats[seat].name)
        return text

    # -- games ----------------------------------------------------------------------------------

    def _leave_current_game(self) -> bool:
        """True when no unfinished game would be lost (the autosave keeps only one), or the player
        agrees to leave it."""
        unfinished = (
            self.controller is not None and not self.controller.state.is_over()
        ) or self._autosaved_match() is not None
        return not unfinished or dialogs.ask(
            self,
            self.tr("Leave the current game?"),
            self.tr("Start another game and leave the current one?"),
            self.tr(
                "Only the latest game can be continued. Save the current game to a file first"
                " if you want to finish it later."
            ),
        )

    def new_game(self, game_id: str = "") -> None:
        if not self._leave_current_game():
            return
        setup = dict(self.settings.last_setup)
        if game_id:
            setup["game"] = game_id
        dialog = NewGameDialog(PLAYABLE_GAMES, self.settings.language, setup, self)
        if not dialog.exec():
            return
        self.settings.last_setup = dialog.remembered()
        self._save_settings()
        self.start_match(dialog.match(), fresh=True)

    def rematch(self) -> None:
        """The finished game's seats and options again, with a new seed."""
        if self.controller is None or not self.controller.state.is_over():
            return
        match = self.controller.match
        seed = secrets.randbelow(10**9)  # as the new-game dialog's
        self.start_match(Match.new(match.spec, match.seats, seed, match.options), fresh=True)

    def start_match(self, match: Match, fresh: bool) -> None:
        """Show `match` on the game page and let play begin. A fresh game is autosaved at once,
        so that Continue offers it even before its first move."""
        self._close_game()
        match.seats = in_current_language(match.seats)
        if fresh:
            try:
                match.save(self.autosave_path)
            except OSError as error:
                dialogs.cannot_write(self, self.autosave_path, str(error))
        controller = GameController(
            match,
            self.ai,
            autosave=self.autosave_path,
            ai_speed=self.settings.ai_speed,
            parent=self,
        )
        controller.confirm_end_turn = self.settings.confirm_end_turn
        controller.casual_undo = self.settings.casual_undo
        self.controller = controller
        self.view = self._make_view()
        for signal in (controller.changed, controller.handoff, controller.game_over,
                       controller.ai_failed):
            signal.connect(self._update_actions)
        controller.thinking.connect(self._update_actions)
        self.stack.setCurrentWidget(self.game_page)
        self.setWindowTitle(f"Gameshelf — {game_title(match.spec.id)}")
        self._update_actions()
        controller.start()

    def _make_view(self) -> QWidget:
        assert self.controller is not None
        game_id = self.controller.spec.id
        content = load_content(game_id, self.settings.language)
        view = cast(GameView, create_game_view(game_id, self.controller, content,
                                               self.game_page))
        view.set_animation_ms(ANIMATION_MS[self.settings.animation_speed])
        view.rematch_requested.connect(self.rematch_action.trigger)
        view.new_game_requested.connect(self.new_action.trigger)
        self._game_layout.addWidget(view)
        return view

    def _close_game(self) -> None:
        if self.view is not None:
            self._game_layout.removeWidget(self.view)
            self.view.close()  # closes its own windows too (rules, score sheets)
            self.view.deleteLater()
            self.view = None
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
            self.controller = None

    def back_to_start(self) -> None:
        self._close_game()
        self.stack.setCurrentWidget(self.start_screen)
        self.setWindowTitle("Gameshelf")
        self.refresh_continue()
        self._update_actions()

    # -- autosave and Continue ------------------------------------------------------------------

    def _autosaved_match(self) -> Match | None:
        """The unfinished game in the autosave, if any. A damaged autosave is set aside as .bak
        (and the player told) so it is never offered again."""
        path = self.autosave_path
        if not path.exists():
            return None
        try:
            match = Match.load(path)
        except SaveFileError as error:
            backup = set_aside(path)
            if self._refused_autosave != str(error):
                self._refused_autosave = str(error)
                dialogs.damaged_autosave(self, error, backup)
            return None
        return None if match.state.is_over() else match

    def refresh_continue(self) -> None:
        match = self._autosaved_match()
        self._continue = None if match is None else (match.spec.id, match.seats)
        self._show_continue()

    def _show_continue(self) -> None:
        """The Continue caption in the language now (from the autosave last read: a language
        switch does not read the file again, nor tell its problem twice)."""
        if self._continue is None:
            self.start_screen.set_continue(None)
            return
        game, seats = self._continue
        # the seats as the board will name them: a default name in the language now
        names = self.tr(", ", "between two names of a list").join(
            seat.name for seat in in_current_language(seats))
        self.start_screen.set_continue(
            self.tr("{game} with {players}").format(game=game_title(game), players=names))

    def continue_game(self) -> None:
        match = self._autosaved_match()
        if match is None:
            self.refresh_continue()
            return
        self.start_match(match, fresh=False)

    # -- files ----------------------------------------------------------------------------------

    def save_game(self) -> None:
        if self.controller is None:
            return
        path = dialogs.choose_save_path(
            self, dialogs.suggested_save_path(self.controller.spec.id)
        )
        if path is None:
            return
        try:
            self.controller.save(path)
        except OSError as error:
            dialogs.cannot_write(self, path, str(error))
            return
        self._words_under_message = self._status_words()
        self.status.setText(self.tr("Saved to {path}").format(path=path))
        self._message_timer.start(5000)
        self._update_status()

    def load_game(self) -> None:
        path = dialogs.choose_open_path(self)
        if path is None:
            return
        try:
            match = Match.load(path)
        except SaveFileError as error:
            dialogs.damaged_save(self, path, error, game_kept=self.controller is not None)
            return
        if not self._leave_current_game():
            return
        self.start_match(match, fresh=True)

    # -- turn actions ---------------------------------------------------------------------------

    def undo(self) -> None:
        """The view takes back a whole move (a band played in one gesture goes back as one)."""
        if self.view is not None and self.controller is not None and self.controller.can_undo():
            cast(GameView, self.view).undo()
            self._update_actions()

    def hint(self) -> None:
        if self.view is not None:
            cast(GameView, self.view).request_hint()

    def retry_ai(self) -> None:
        """Ask the AI seat that could not move again."""
        if self.controller is not None:
            self.controller.retry_ai()
            self._update_actions()

    def show_rules(self) -> None:
        if self.view is not None:
            cast(GameView, self.view).show_rules()

    # -- settings and language ------------------------------------------------------------------

    def open_settings(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        dialog.changed.connect(self._setting_changed)
        dialog.exec()

    def _setting_changed(self, field: str) -> None:
        self._save_settings()
        if field == "language":
            self.apply_language()
        elif field == "ai_speed" and self.controller is not None:
            self.controller.ai_speed = self.settings.ai_speed
        elif field == "confirm_end_turn" and self.controller is not None:
            self.controller.confirm_end_turn = self.settings.confirm_end_turn
        elif field == "casual_undo" and self.controller is not None:
            self.controller.casual_undo = self.settings.casual_undo
            if self.view is not None:
                cast(GameView, self.view).update_undo()
            self._update_actions()
        elif field == "animation_speed" and self.view is not None:
            ms = ANIMATION_MS[self.settings.animation_speed]
            cast(GameView, self.view).set_animation_ms(ms)

    def apply_language(self) -> None:
        """Install the chosen language; widgets retranslate on the LanguageChange it sends."""
        if not self._switch_language(self.settings.language):
            self.notice_missing_font()

    def notice_missing_font(self) -> None:
        """Japanese chosen without a Japanese font: say so once, and how to install one."""
        if not self._font_notice_shown:
            self._font_notice_shown = True
            dialogs.missing_japanese_font(self)

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings_path, self.settings)
        except OSError as error:
            dialogs.cannot_write(self, self.settings_path, str(error))

    def open_about(self) -> None:
        dialogs.AboutDialog(self).exec()

    # -- window ---------------------------------------------------------------------------------

    def _restore_geometry(self) -> None:
        saved = QByteArray.fromBase64(self.settings.window_geometry.encode("ascii", "ignore"))
        if saved.isEmpty() or not self.restoreGeometry(saved):
            available = self.screen().availableGeometry()
            size = first_window_size(available.size())
            if size is None:  # the screen's size too, where no window manager maximizes it
                self.setGeometry(available)
                self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
            else:
                self.resize(size)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64().data()).decode()
        self._save_settings()
        self._close_game()
        super().closeEvent(event)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        if self.controller is None:
            self.setWindowTitle("Gameshelf")
            self._show_continue()  # its caption names the game in the language picked
        else:
            self.setWindowTitle(f"Gameshelf — {game_title(self.controller.spec.id)}")
        self.game_menu.setTitle(self.tr("&Game"))
        self.turn_menu.setTitle(self.tr("&Turn"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.new_action.setText(self.tr("&New game…"))
        self.load_action.setText(self.tr("&Load game…"))
        self.save_action.setText(self.tr("&Save game…"))
        self.back_action.setText(self.tr("&Back to start"))
        self.settings_action.setText(self.tr("Se&ttings…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.undo_action.setText(self.tr("&Undo"))
        self._update_undo_tip()
        self.hint_action.setText(self.tr("&Hint"))
        self.retry_action.setText(self.tr("Ask the AI &again"))
        self.retry_button.setText(self.tr("Try again"))
        self.rematch_action.setText(self.tr("&Rematch"))
        self.rematch_action.setToolTip(self.tr("The same players again, with a new deal"))
        self.rematch_button.setText(self.tr("Rematch"))
        self.rematch_button.setToolTip(self.rematch_action.toolTip())
        self.new_game_button.setText(self.tr("New game…"))
        self.rules_action.setText(self.tr("&Rules reference"))
        self.about_action.setText(self.tr("&About Gameshelf"))
        if self.controller is not None:
            match = self.controller.match
            match.seats = in_current_language(match.seats)
        self._update_status()
        if self.view is not None and self.controller is not None:
            self._relabel_view()

    def _relabel_view(self) -> None:
        """The game view's content text (cards, rules, log) is per language: hand it the new one."""
        assert self.controller is not None and self.view is not None
        content = load_content(self.controller.spec.id, self.settings.language)
        cast(GameView, self.view).set_content(content)
