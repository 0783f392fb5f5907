"""The shell around the game views: start screen, main window, menus, settings and language."""

from __future__ import annotations

import base64

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox

from gameshelf.ui import fonts
from gameshelf.ui.settings import Settings, load_settings


def _spin() -> None:
    """Deliver posted events: LanguageChange is posted, not sent."""
    for _ in range(3):
        QCoreApplication.processEvents()


def test_the_window_opens_on_the_shelf_of_five_games_all_playable(shell):
    window = shell.window
    assert window.isVisible()
    assert window.stack.currentWidget() is window.start_screen
    tiles = {tile.game.id: tile for tile in window.start_screen.tiles}
    assert list(tiles) == ["everdell", "ethnos", "champions", "reavers", "aquatica"]
    for game in ("everdell", "ethnos", "champions", "reavers", "aquatica"):
        assert tiles[game].isEnabled() and tiles[game].button.isVisible()
        assert not tiles[game].status.isVisible() and not tiles[game].toolTip()
    assert not window.start_screen.continue_button.isVisible()
    assert not window.save_action.isEnabled() and not window.undo_action.isEnabled()


def test_menu_shortcuts(shell):
    window = shell.window
    shortcuts = {
        action.objectName(): action.shortcut().toString()
        for action in (
            window.new_action,
            window.save_action,
            window.load_action,
            window.undo_action,
            window.hint_action,
            window.rules_action,
            window.quit_action,
        )
    }
    assert shortcuts == {
        "new_game": "Ctrl+N",
        "save": "Ctrl+S",
        "load": "Ctrl+O",
        "undo": "Ctrl+Z",
        "hint": "H",
        "rules": "F1",
        "quit": "Ctrl+Q",
    }
    assert not window.settings_action.shortcut().isEmpty()


def test_a_broken_settings_file_is_kept_as_bak_and_defaults_are_used(
    open_shell, shell_paths, message_boxes
):
    shell_paths.settings.parent.mkdir(parents=True)
    shell_paths.settings.write_text('language = "es"\nai_speed = [broken', encoding="utf-8")
    shell = open_shell()
    assert shell.window.settings == Settings()
    backup = shell_paths.settings.with_name("settings.toml.bak")
    assert backup.read_text(encoding="utf-8").startswith('language = "es"')
    [notice] = message_boxes.shown
    assert notice.icon == QMessageBox.Icon.Warning
    assert "default settings" in notice.text
    assert str(backup) in notice.details


def test_switching_language_at_run_time_retranslates_the_start_screen_and_menus(shell):
    window, screen = shell.window, shell.window.start_screen
    english = (
        screen.load_button.text(),
        screen.settings_button.text(),
        window.game_menu.title(),
        window.new_action.text(),
    )
    assert english == ("Load game…", "Settings…", "&Game", "&New game…")

    window.settings.language = "es"
    window.apply_language()
    _spin()
    assert screen.load_button.text() == "Cargar partida…"
    assert window.game_menu.title() == "&Partida"
    assert window.new_action.text() == "&Nueva partida…"
    assert screen.tiles[2].title.text() == "Campeones de Midgard"

    window.settings.language = "ja"
    window.apply_language()
    _spin()
    assert screen.load_button.text() == "ゲームを読み込む…"
    assert screen.tiles[1].title.text() == "エスノス"
    assert screen.tiles[0].status.text() == "近日公開"

    window.settings.language = "en"
    window.apply_language()
    _spin()
    assert (screen.load_button.text(), window.game_menu.title()) == ("Load game…", "&Game")


def test_japanese_uses_a_japanese_font_and_says_once_when_there_is_none(
    shell, monkeypatch, message_boxes
):
    window = shell.window
    if fonts.japanese_family() is not None:
        window.settings.language = "ja"
        window.apply_language()
        assert fonts.japanese_family() in QApplication.font().families()
        window.settings.language = "en"
        window.apply_language()
        assert fonts.japanese_family() not in QApplication.font().families()
    monkeypatch.setattr(fonts, "japanese_family", lambda: None)
    for _ in range(2):
        window.settings.language = "ja"
        window.apply_language()
    [notice] = message_boxes.shown
    assert "Japanese text may show as empty boxes" in notice.text
    assert "fonts-noto-cjk" in notice.details


def test_the_window_remembers_its_size(open_shell, shell_paths):
    first = open_shell().window
    first.resize(780, 560)
    first.close()
    settings, problem = load_settings(shell_paths.settings)
    assert problem is None and base64.b64decode(settings.window_geometry)
    second = open_shell().window
    assert (second.width(), second.height()) == (780, 560)


def test_settings_are_saved_at_once(shell, qtbot):
    from gameshelf.ui.settings_dialog import SettingsDialog

    window = shell.window
    dialog = SettingsDialog(window.settings, window)
    qtbot.addWidget(dialog)
    dialog.changed.connect(window._setting_changed)
    dialog.ai_speed.setCurrentIndex(dialog.ai_speed.findData("fast"))
    dialog.animation.setCurrentIndex(dialog.animation.findData("off"))
    dialog.confirm.setChecked(True)
    saved, _ = load_settings(shell.paths.settings)
    assert (saved.ai_speed, saved.animation_speed, saved.confirm_end_turn) == ("fast", "off", True)
    assert [dialog.language.itemText(i) for i in range(3)] == ["English", "Español", "日本語"]


def test_a_first_window_fills_a_small_screen_and_has_its_size_on_a_large_one(open_shell):
    """Seen under Xvfb on a 1366×768 screen: the first window opened 1280 wide, which drew
    every board a twelfth smaller than the screen allows, with texts under 11 px. On a screen
    without room for 1280×800 and a frame the first window is maximized."""
    from PySide6.QtCore import QSize

    from gameshelf.ui.main_window import FIRST_SIZE, first_window_size

    assert first_window_size(QSize(1366, 728)) is None
    assert first_window_size(QSize(1280, 1024)) is None
    assert first_window_size(QSize(1920, 1040)) == FIRST_SIZE
    window = open_shell().window
    available = window.screen().availableGeometry().size()
    assert window.isMaximized() == (first_window_size(available) is None)
