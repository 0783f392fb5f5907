"""Names from files are shown as written: a seat named in HTML shows its tags, never bold text or
an image, wherever the name appears (start screen, hand-off, status line, panel, board, sheets)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from helpers_ethnos import open_board
from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel, QMessageBox

from gameshelf.engine import Match, SaveFileError, Seat
from gameshelf.ui import dialogs

NAME = '<b>Bold</b><img src="x">'


def shown(tooltip: str) -> str:
    """What a tooltip shows: Qt takes it for HTML when it looks like HTML."""
    document = QTextDocument()
    if QtGui.Qt.mightBeRichText(tooltip):
        document.setHtml(tooltip)
    else:
        document.setPlainText(tooltip)
    return document.toPlainText()


def assert_plain(label: QLabel, text: str) -> None:
    assert label.textFormat() == Qt.TextFormat.PlainText
    assert text in label.text()


def _name_to_move_next(game: str) -> Match:
    """Pass-and-play, the name's seat second at the table and next to move: the board opens on
    the hand-off to it."""
    match = Match.new(game, [Seat("Bea"), Seat(NAME)], 3)
    while match.state.to_move() != 1:
        match.apply(match.state.legal_actions()[0])
    return match


def _scene_tooltips(view) -> list[str]:
    return [shown(item.toolTip()) for item in view.scene.items() if item.toolTip()]


@pytest.mark.parametrize("game", ["ethnos", "everdell"])
def test_a_seat_named_in_html_shows_the_literal_name(open_shell, shell_paths, qtbot, game):
    match = _name_to_move_next(game)
    seat = match.state.to_move()
    match.save(shell_paths.autosave)
    window = open_shell().window
    assert_plain(window.start_screen.continue_caption, NAME)

    window.continue_game()
    view, controller = window.view, window.controller
    assert view.overlay.isVisible()
    assert_plain(view.overlay.title, f"Pass to {NAME}")
    assert_plain(view.overlay.detail, f"{NAME}: click anywhere")
    assert_plain(window.status, f"Pass the computer to {NAME}")

    qtbot.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
    assert window.status.text() == f"{NAME}'s turn"
    qtbot.waitUntil(lambda: not view.redraw_pending, timeout=2000)
    header = view.panel.table.horizontalHeaderItem(seat)
    assert header.text() == NAME and shown(header.toolTip()) == NAME
    legend = [label.item.toPlainText() for _, label in view.panel.chart.legend.items]
    assert NAME in legend
    assert all(NAME in tip for tip in _scene_tooltips(view) if "Bold" in tip)

    sheet = view.show_score_sheet()
    assert NAME in [sheet.cell(row, 0) for row in range(sheet.table.rowCount())]
    assert sheet.footer.textFormat() == Qt.TextFormat.PlainText
    view.close_dialogs()

    # The other player's turn: the name is now an opponent's, on the board and in the log.
    for _ in range(20):
        if controller.state.to_move() != seat:
            break
        controller.play(controller.legal_actions()[0])
    controller.confirm_handoff()
    view.rebuild()
    tips = [tip for tip in _scene_tooltips(view) if "Bold" in tip]
    assert tips and all(NAME in tip for tip in tips)
    assert NAME in view.panel.log_text()


def test_a_final_sheet_names_the_winners_as_written(qtbot, ai_client):
    match = Match.new("ethnos", [Seat(NAME), Seat("Bea")], 3)
    rng = random.Random(3)
    while not match.state.is_over():
        match.apply(match.spec.heuristic_action(match.state, match.state.to_move(), rng))
    _, view = open_board(qtbot, ai_client, match)
    qtbot.waitUntil(lambda: bool(view.dialogs), timeout=2000)
    final = view.dialogs[-1]
    assert final.footer.textFormat() == Qt.TextFormat.PlainText
    assert NAME in [final.cell(row, 0) for row in range(final.table.rowCount())]


def test_message_boxes_show_a_file_s_problem_as_written(monkeypatch):
    boxes: list[QMessageBox] = []
    monkeypatch.setattr(dialogs, "run_message_box", boxes.append)
    dialogs.damaged_save(None, Path("x.toml"), SaveFileError(f"name {NAME}"), False)
    [box] = boxes
    assert box.textFormat() == Qt.TextFormat.PlainText
    assert NAME in box.informativeText()
