"""The flow around a game, as a player meets it: the start screen's player counts, the Settings
dialog's order, the file name Save suggests, a rematch or a new game at the end (from the status
bar and from the final score sheet), and default seat names that follow the language."""

from __future__ import annotations

import random
from datetime import date
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QDialog, QPushButton

from gameshelf.engine import Match, Seat
from gameshelf.ui import dialogs
from gameshelf.ui.new_game_dialog import NewGameDialog


def _spin() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def _finished(seats: list[Seat], seed: int = 7, game: str = "ethnos",
              options: dict | None = None) -> Match:
    match = Match.new(game, seats, seed, options)
    rng = random.Random(seed)
    while not match.state.is_over():
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def _switch(window, lang: str) -> None:
    window.settings.language = lang
    window.apply_language()
    _spin()


def test_the_start_screen_gives_each_box_player_count(shell):
    counts = {tile.game.id: tile.players.text() for tile in shell.window.start_screen.tiles}
    assert counts == {"everdell": "1–4 players", "ethnos": "2–6 players",
                      "champions": "2–4 players", "reavers": "2–4 players",
                      "aquatica": "1–4 players"}


def test_settings_list_ai_speed_and_animations_from_slow_to_fast(shell, qtbot):
    from gameshelf.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(shell.window.settings, shell.window)
    qtbot.addWidget(dialog)
    ai = [dialog.ai_speed.itemText(i) for i in range(dialog.ai_speed.count())]
    animations = [dialog.animation.itemText(i) for i in range(dialog.animation.count())]
    assert ai == ["Slow", "Normal", "Fast"]
    assert animations == ["Off", "Slow", "Normal", "Fast"]


def test_save_suggests_the_game_and_date_in_a_folder_that_exists(shell, monkeypatch, tmp_path):
    _finished([Seat("Ann"), Seat("Bea")]).save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    shell.window.load_action.trigger()
    offered: list[Path] = []
    monkeypatch.setattr(dialogs, "choose_save_path",
                        lambda parent, suggested: offered.append(suggested))
    shell.window.save_action.trigger()
    [path] = offered
    assert path.name == f"ethnos-{date.today().isoformat()}.toml"
    assert path.parent.is_dir()
    documents = Path(QStandardPaths.writableLocation(
        QStandardPaths.StandardLocation.DocumentsLocation))
    assert path.parent in (documents, Path.home())


def test_a_suggested_name_never_overwrites_a_save(monkeypatch, tmp_path):
    monkeypatch.setattr(dialogs, "save_folder", lambda: tmp_path)
    day = date(2026, 12, 1)
    (tmp_path / "everdell-2026-12-01.toml").write_text("", "utf-8")
    assert dialogs.suggested_save_path("everdell", day).name == "everdell-2026-12-01-2.toml"


def test_game_over_offers_a_rematch_with_the_same_seats_and_a_new_deal(
    shell, monkeypatch, tmp_path, message_boxes
):
    window = shell.window
    finished = _finished([Seat("Ann"), Seat("Bruno", "ai", "easy")])
    finished.save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    window.load_action.trigger()
    assert window.rematch_button.isVisible() and window.new_game_button.isVisible()
    assert window.rematch_action.isEnabled()
    window.rematch_button.click()
    match = window.controller.match
    assert match.seats == finished.seats and match.options == finished.options
    assert match.seed != finished.seed and not match.state.is_over()
    assert not window.rematch_button.isVisible() and not window.rematch_action.isEnabled()
    assert message_boxes.shown == []  # a finished game is not lost by leaving it


def test_game_over_offers_a_new_game_from_the_status_bar(shell, monkeypatch, tmp_path):
    window = shell.window
    _finished([Seat("Ann"), Seat("Bea")]).save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    window.load_action.trigger()
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec",
                        lambda dialog: opened.append(dialog) or QDialog.DialogCode.Rejected)
    window.new_game_button.click()
    assert len(opened) == 1


FINISHED = {
    "ethnos": ([Seat("Ann"), Seat("Bruno", "ai", "easy")],
               {"tribes": ["dwarves", "elves", "halflings", "minotaurs", "trolls"]}),
    "everdell": ([Seat("Ann")], {"rugwort_year": 2}),
}


def _final_sheet(window, game: str, tmp_path: Path, monkeypatch) -> tuple[Match, QDialog]:
    seats, options = FINISHED[game]
    finished = _finished(seats, game=game, options=options)
    finished.save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    window.load_action.trigger()
    sheet = window.view.show_score_sheet()
    assert sheet.objectName() == "final_scores"
    return finished, sheet


@pytest.mark.parametrize("game", sorted(FINISHED))
def test_rematch_on_the_final_sheet_starts_the_same_seats_and_options_anew(
    shell, monkeypatch, tmp_path, message_boxes, game
):
    window = shell.window
    finished, sheet = _final_sheet(window, game, tmp_path, monkeypatch)
    rematch = sheet.findChild(QPushButton, "sheet_rematch")
    assert rematch.text() == "Rematch" and rematch.isVisible()
    rematch.click()
    match = window.controller.match
    assert match.spec.id == game and match.seats == finished.seats
    assert match.options == finished.options
    assert match.seed != finished.seed and not match.state.is_over()
    assert message_boxes.shown == []


@pytest.mark.parametrize("game", sorted(FINISHED))
def test_new_game_on_the_final_sheet_opens_the_new_game_dialog(
    shell, monkeypatch, tmp_path, game
):
    window = shell.window
    _, sheet = _final_sheet(window, game, tmp_path, monkeypatch)
    opened = []
    monkeypatch.setattr(NewGameDialog, "exec",
                        lambda dialog: opened.append(dialog) or QDialog.DialogCode.Rejected)
    sheet.findChild(QPushButton, "sheet_new_game").click()
    assert len(opened) == 1
    assert window.controller.state.is_over()  # cancelled: the finished game stays


def test_a_sheet_before_the_end_offers_no_next_game(shell, monkeypatch, tmp_path):
    Match.new("everdell", [Seat("Ann")], 3).save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    shell.window.load_action.trigger()
    sheet = shell.window.view.show_score_sheet()
    assert sheet.findChild(QPushButton, "sheet_rematch") is None


def test_default_seat_names_follow_the_language_and_typed_ones_stay(shell, monkeypatch, tmp_path):
    window = shell.window
    _switch(window, "ja")
    seats = [Seat("プレイヤー1"), Seat("ブルーノ", "ai", "easy"), Seat("Ann")]
    Match.new("ethnos", seats, 3).save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    window.load_action.trigger()
    names = lambda: [seat.name for seat in window.controller.match.seats]  # noqa: E731
    assert names() == ["プレイヤー1", "ブルーノ", "Ann"]
    _switch(window, "en")
    assert names() == ["Player 1", "Bruno", "Ann"]
    assert "Player 1" in window.view.seat_names()
    _switch(window, "es")
    assert names() == ["Jugador 1", "Bruno", "Ann"]


def test_a_game_made_in_japanese_loads_with_english_default_names(shell, monkeypatch, tmp_path):
    Match.new("ethnos", [Seat("プレイヤー1"), Seat("プレイヤー2")], 3).save(tmp_path / "g.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "g.toml")
    shell.window.load_action.trigger()
    assert [seat.name for seat in shell.window.controller.match.seats] == ["Player 1", "Player 2"]


def _load_finished_ethnos(shell, monkeypatch, tmp_path, qtbot):
    match = _finished([Seat("Ann"), Seat("Bea")])
    match.save(tmp_path / "game.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "game.toml")
    shell.window.load_action.trigger()
    view = shell.window.view
    qtbot.waitUntil(lambda: not view.redraw_pending, timeout=5000)
    return match, view


def test_the_log_rules_off_each_turn_and_heads_each_age(shell, monkeypatch, tmp_path, qtbot):
    match, view = _load_finished_ethnos(shell, monkeypatch, tmp_path, qtbot)
    log = view.panel.log
    turns = sum(1 for before, after in pairwise(match.actors) if before != after)
    assert 0 < log.toHtml().count("<hr") <= turns
    assert log.toHtml().count("font-weight:700") >= 3  # a bold header per Age


def test_the_log_is_scrolled_to_the_end_after_a_load(shell, monkeypatch, tmp_path, qtbot):
    _, view = _load_finished_ethnos(shell, monkeypatch, tmp_path, qtbot)
    bar = view.panel.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0, timeout=3000)
    qtbot.wait(50)
    assert bar.value() == bar.maximum()


def test_the_ethnos_log_opens_with_the_first_age(shell, monkeypatch, tmp_path, qtbot):
    Match.new("ethnos", [Seat("Ann"), Seat("Bea")], 3).save(tmp_path / "new.toml")
    monkeypatch.setattr(dialogs, "choose_open_path", lambda parent: tmp_path / "new.toml")
    shell.window.load_action.trigger()
    log = shell.window.view.panel.log
    first_player = shell.window.controller.match.seats[shell.window.controller.state.current]
    assert log.toPlainText().splitlines()[0] == f"Age I begins. {first_player.name} plays first."
    assert "font-weight:700" in log.toHtml()


def test_saved_to_passes_when_the_game_moves_on(shell, monkeypatch, tmp_path):
    """"Saved to …" stays its five seconds on the status line unless the game moves on: it
    held back whose turn it was after the turn had passed."""
    window = shell.window
    window.start_match(Match.new("ethnos", [Seat("Ann"), Seat("Bea")], 3), True)
    _spin()
    monkeypatch.setattr(dialogs, "choose_save_path", lambda parent, suggested: tmp_path / "g.toml")
    window.save_action.trigger()
    assert window.status.text().startswith("Saved to ")
    window._update_status()  # a redraw with the game where it was keeps the message
    assert window.status.text().startswith("Saved to ")
    controller = window.controller
    before = controller.state.to_move()
    while controller.state.to_move() == before:  # Ann plays until the turn passes
        controller.play(controller.legal_actions()[0])
        _spin()
    assert not window.status.text().startswith("Saved to "), window.status.text()
    assert "Bea" in window.status.text()
