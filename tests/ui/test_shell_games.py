"""Games in the shell: new game, Continue from the autosave, save and load, undo, status line."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from gameshelf.engine import Match, Seat
from gameshelf.ui import dialogs
from gameshelf.ui.new_game_dialog import SEAT_COLOURS, NewGameDialog
from gameshelf.ui.settings import load_settings


def _played(actions: int, seats: list[Seat] | None = None, seed: int = 7,
            game: str = "ethnos") -> Match:
    seats = seats or [Seat("Ann"), Seat("Bruno", "ai", "easy")]
    match = Match.new(game, seats, seed)
    rng = random.Random(seed)
    while len(match.actions) < actions and not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def _choose(dialog: NewGameDialog, row: int, kind: str) -> None:
    combo = dialog.rows[row].kind
    combo.setCurrentIndex(combo.findData(kind))


def test_new_game_with_one_human_and_three_ai(shell, qtbot, monkeypatch):
    def set_up(dialog: NewGameDialog) -> int:
        dialog.players.setValue(4)
        for row, kind in enumerate(("human", "easy", "normal", "hard")):
            _choose(dialog, row, kind)
        dialog.rows[0].name.clear()
        qtbot.keyClicks(dialog.rows[0].name, "Ana")
        dialog.seed.setText("42")
        assert dialog.start_button.isEnabled()
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(NewGameDialog, "exec", set_up)
    window = shell.window
    window.new_game("ethnos")

    match = window.controller.match
    assert [(seat.name, seat.kind, seat.level) for seat in match.seats] == [
        ("Ana", "human", None),
        ("Bruno", "ai", "easy"),
        ("Clara", "ai", "normal"),
        ("Diego", "ai", "hard"),
    ]
    assert len({seat.colour for seat in match.seats}) == 4
    assert match.seed == 42 and match.options["tribes"] == "random"
    assert window.stack.currentWidget() is window.game_page
    assert window.save_action.isEnabled()
    assert Match.load(shell.paths.autosave).seats == match.seats
    remembered = load_settings(shell.paths.settings)[0].last_setup
    assert remembered["players"] == 4 and remembered["seats"][0]["name"] == "Ana"
    assert remembered["seats"][1] == {"kind": "easy", "name": "", "colour": "black"}


def test_the_dialog_offers_the_last_set_up_again(qtbot):
    last = {
        "game": "ethnos",
        "players": 3,
        "seats": [{"kind": "hard", "name": "Zoe", "colour": "cyan"}, "junk"],
        "options": {
            "tribes": ["dwarves", "elves", "giants", "orcs", "trolls"],
            "giant_ties": "equal_takes",
            "orc_cash_in": "nonsense",
        },
    }
    dialog = NewGameDialog(["ethnos"], "en", last)
    qtbot.addWidget(dialog)
    assert dialog.players.value() == 3
    zoe = dialog.seats()[0]
    assert (zoe.name, zoe.kind, zoe.level, zoe.colour) == (
        "Zoe",
        "ai",
        "hard",
        SEAT_COLOURS["cyan"],
    )
    assert dialog.options() == {
        "tribes": ["dwarves", "elves", "giants", "orcs", "trolls"],
        "empty_market_draws_two": False,
        "giant_ties": "equal_takes",
        "orc_cash_in": "all",
    }
    assert dialog.start_button.isEnabled()


def test_chosen_tribes_must_be_exactly_six_or_five_with_two_or_three_players(qtbot):
    dialog = NewGameDialog(["ethnos"], "en", {})
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    dialog.tribes.chosen.setChecked(True)
    for tribe in ("centaurs", "dwarves", "elves", "giants", "halflings"):
        dialog.tribes.boxes[tribe].setChecked(True)
    assert not dialog.start_button.isEnabled()
    assert "exactly 6 tribes for 4 players (ticked now: 5)" in dialog.problem.text()
    dialog.tribes.boxes["merfolk"].setChecked(True)
    assert dialog.start_button.isEnabled() and not dialog.problem.text()
    dialog.players.setValue(3)
    assert "exactly 5 tribes for 3 players (ticked now: 6)" in dialog.problem.text()
    dialog.tribes.boxes["merfolk"].setChecked(False)
    assert dialog.match().options["tribes"] == [
        "centaurs",
        "dwarves",
        "elves",
        "giants",
        "halflings",
    ]


def test_two_seats_never_share_a_colour_or_a_name(qtbot):
    dialog = NewGameDialog(["ethnos"], "en", {})
    qtbot.addWidget(dialog)
    first, second = dialog.rows[0], dialog.rows[1]
    before = first.colour_id(), second.colour_id()
    second.colour.setCurrentIndex(second.colour.findData(before[0]))
    assert (first.colour_id(), second.colour_id()) == (before[1], before[0])
    second.name.setText(first.name.text().upper())
    assert not dialog.start_button.isEnabled()
    assert "same name" in dialog.problem.text()


def test_a_typed_name_stays_and_a_default_one_follows_the_kind(qtbot):
    dialog = NewGameDialog(["ethnos"], "en", {})
    qtbot.addWidget(dialog)
    _choose(dialog, 2, "human")
    assert dialog.rows[2].name.text() == "Player 3"
    _choose(dialog, 2, "easy")
    assert dialog.rows[2].name.text() == "Clara"
    dialog.rows[2].name.clear()
    qtbot.keyClicks(dialog.rows[2].name, "Kim")
    _choose(dialog, 2, "human")
    assert dialog.rows[2].name.text() == "Kim"


def test_continue_resumes_the_autosaved_game(open_shell, shell_paths, qtbot):
    saved = _played(12, [Seat("Ann"), Seat("Bea")])
    saved.save(shell_paths.autosave)
    window = open_shell().window
    screen = window.start_screen
    assert screen.continue_button.isVisible()
    assert "Ann, Bea" in screen.continue_caption.text()
    qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.game_page
    assert window.controller.match.actions == saved.actions
    assert window.controller.autosave_path == shell_paths.autosave


def test_the_continue_caption_names_the_seats_as_the_board_will(open_shell, shell_paths):
    """Seen under Xvfb (es): a game begun in English was offered as "... con Player 1, Bruno"
    and opened with "Jugador 1" on the board. A default name follows the language shown; a
    typed one stays."""
    from gameshelf.ui.app import Languages

    _played(12, [Seat("Player 1"), Seat("Kim")]).save(shell_paths.autosave)
    window = open_shell().window
    assert "Player 1, Kim" in window.start_screen.continue_caption.text()
    window.settings.language = "es"
    window.apply_language()
    QApplication.processEvents()  # the LanguageChange the switch posts
    try:
        assert "Jugador 1, Kim" in window.start_screen.continue_caption.text()
        window.settings.language = "ja"
        window.apply_language()
        QApplication.processEvents()
        assert "プレイヤー1、Kim" in window.start_screen.continue_caption.text()  # 、 between
        window.continue_game()
        assert [seat.name for seat in window.controller.match.seats] == ["プレイヤー1", "Kim"]
    finally:
        Languages(QApplication.instance()).apply("en")


def test_a_finished_autosave_offers_no_continue(open_shell, shell_paths):
    _played(10_000).save(shell_paths.autosave)
    assert not open_shell().window.start_screen.continue_button.isVisible()


def test_a_damaged_autosave_is_set_aside_and_named(open_shell, shell_paths, message_boxes):
    text = _played(5).dumps().replace("format = 1", 'format = "one"')
    shell_paths.autosave.parent.mkdir(parents=True)
    shell_paths.autosave.write_text(text, encoding="utf-8")
    window = open_shell().window
    assert not window.start_screen.continue_button.isVisible()
    assert not shell_paths.autosave.exists()
    assert shell_paths.autosave.with_name("autosave.toml.bak").read_text(encoding="utf-8") == text
    [notice] = message_boxes.shown
    assert "key 'format'" in notice.details and "autosave.toml.bak" in notice.details


@pytest.fixture
def playing(open_shell, shell_paths):
    """A window resuming a game between two people, seven actions in."""
    _played(7, [Seat("Ann"), Seat("Bea")]).save(shell_paths.autosave)
    shell = open_shell()
    shell.window.continue_game()
    return shell


def test_loading_a_damaged_save_shows_why_and_keeps_the_current_game(
    playing, tmp_path, monkeypatch, message_boxes
):
    window = playing.window
    controller, actions = window.controller, list(window.controller.match.actions)
    damaged = tmp_path / "damaged.toml"
    damaged.write_text(_played(5).dumps().replace('kind = "ai"', 'kind = "robot"'), "utf-8")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: damaged)
    window.load_action.trigger()
    [error] = message_boxes.shown
    assert error.icon == QMessageBox.Icon.Warning
    assert "damaged.toml" in error.text
    assert "seat kind must be one of" in error.details
    assert "current game is unchanged" in error.details
    assert window.controller is controller and controller.match.actions == actions
    assert window.stack.currentWidget() is window.game_page


def test_save_then_load_brings_the_game_back(playing, tmp_path, monkeypatch, message_boxes):
    window = playing.window
    path = tmp_path / "mine"
    monkeypatch.setattr(dialogs, "choose_save_path",
                        lambda parent, suggested: path.with_suffix(".toml"))
    window.save_action.trigger()
    saved = Match.load(path.with_suffix(".toml"))
    assert saved.actions == window.controller.match.actions
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: path.with_suffix(".toml"))
    window.back_to_start()
    window.load_action.trigger()
    assert window.controller.match.actions == saved.actions
    assert len(message_boxes.shown) == 1  # "leave the unfinished game?", answered yes


def test_status_line_and_undo_follow_the_game(open_shell, shell_paths, qtbot):
    match = _played(0, [Seat("Ann"), Seat("Bruno", "ai", "easy")], seed=3)
    assert match.state.to_move() == 0
    match.save(shell_paths.autosave)
    window = open_shell().window
    window.continue_game()
    controller = window.controller
    assert window.status.text() == "Your turn"
    assert window.hint_action.isEnabled() and not window.undo_action.isEnabled()
    controller.play(controller.legal_actions()[0])
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert controller.match.actions == [] and window.status.text() == "Your turn"
    window.back_to_start()
    assert window.status.text() == "" and not window.undo_action.isEnabled()
    assert window.start_screen.continue_button.isVisible()


def test_a_loaded_finished_game_shows_its_winner(shell, tmp_path, monkeypatch):
    finished = _played(10_000, [Seat("Ann"), Seat("Bea")])
    path = tmp_path / "finished.toml"
    finished.save(path)
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: path)
    shell.window.load_action.trigger()
    names = ", ".join(finished.seats[seat].name for seat in finished.state.scores().winners())
    assert shell.window.status.text() == f"Game over. Winner: {names}"
    assert not shell.window.hint_action.isEnabled()


def test_a_finished_solo_game_without_an_opponent_shows_its_score_not_a_winner(
        shell, tmp_path, monkeypatch):
    finished = _played(10_000, [Seat("Ann")], seed=3, game="aquatica")
    assert finished.state.is_over()
    path = tmp_path / "solo.toml"
    finished.save(path)
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: path)
    shell.window.load_action.trigger()
    points = finished.state.scores().total(0)
    assert shell.window.status.text() == f"Game over. Final score: {points}"


def test_after_a_crash_the_next_start_resumes_the_last_action(open_shell, shell_paths):
    match = _played(0, [Seat("Ann"), Seat("Bea")], seed=3)
    match.save(shell_paths.autosave)
    first = open_shell().window
    first.continue_game()
    controller = first.controller
    for _ in range(3):
        controller.play(controller.legal_actions()[0])
        controller.confirm_handoff()
    played = list(controller.match.actions)
    # No closeEvent: as if the process had been killed. The autosave already has every action.
    second = open_shell().window
    assert second.start_screen.continue_button.isVisible()
    second.continue_game()
    assert second.controller.match.actions == played


def test_the_continue_caption_keeps_its_names_on_one_line(open_shell, shell_paths):
    """Seen under Xvfb (ja, 1366x768 and 1920x1080): the caption under Continue wrapped in
    the middle of a seat's name ("（プレ / イヤー1, ブルーノ）"): a wrapped label is as narrow
    as Qt guesses. A caption of the usual length now stands on one line. And after a switch of
    language it kept naming the game in the language before (es: "Aquatica con ...")."""
    from gameshelf.ui.app import Languages

    saved = _played(12, [Seat("プレイヤー1"), Seat("ブルーノ", "ai", "easy")], game="champions")
    saved.save(shell_paths.autosave)
    window = open_shell().window
    window.settings.language = "ja"
    window.apply_language()
    try:
        label = window.start_screen.continue_caption
        window.resize(1366, 768)
        for _ in range(5):
            QApplication.processEvents()
        assert label.isVisible() and "ブルーノ" in label.text()
        assert "ミッドガルド" in label.text()  # switched to Japanese, it says the game in it
        assert label.height() < 1.6 * label.fontMetrics().lineSpacing(), label.text()
        assert label.width() >= label.fontMetrics().horizontalAdvance(label.text())
    finally:
        Languages(QApplication.instance()).apply("en")
