"""A board that is deleted leaves nothing behind: no timer of it fires on its deleted widgets,
and no window of a test outlives it (the UI tests' `deleted_widgets` fixture)."""

from __future__ import annotations

import pytest
import shiboken6
from board_standard import open_board
from helpers_boards import delete_new_windows
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from gameshelf.ui.games import PLAYABLE_GAMES


@pytest.mark.parametrize("game", PLAYABLE_GAMES)
def test_a_board_deleted_while_its_log_scrolls_raises_nothing(game, qtbot):
    """The log scrolls to its end once the new lines are laid out, in the event loop's next
    turn; a board deleted before it (a new game started, the window closed) raised "Internal
    C++ object (QTextBrowser) already deleted" there."""
    before = QApplication.topLevelWidgets()
    controller, view = open_board(game, 2, "en", moves=6)
    view.panel.set_log(view._log_lines(list(controller.log)))  # as an undo or a switch does
    controller.deleteLater()
    assert delete_new_windows(before) == 1  # closed and deleted before the event loop turns
    assert not shiboken6.isValid(view)
    qtbot.wait(20)  # the scroll's turn: pytest-qt fails the test on an exception in it


def test_every_window_a_test_opened_is_deleted_after_it(qapp):
    kept = QWidget()
    before = QApplication.topLevelWidgets()
    _controller, view = open_board("ethnos", 2, "en", moves=0)  # as a test that forgets it
    window = QMainWindow()
    assert delete_new_windows(before) == 2
    assert not shiboken6.isValid(view) and not shiboken6.isValid(window)
    assert shiboken6.isValid(kept)
    kept.deleteLater()
