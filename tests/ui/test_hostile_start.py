"""The app always starts: with any hostile file as its autosave or its settings, it opens, says
so once, sets the file aside, and a new game can begin."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog

from gameshelf.ui.new_game_dialog import NewGameDialog
from gameshelf.ui.settings import Settings
from hostile import HOSTILE_SAVES, HOSTILE_SETTINGS, unfinished_save, write

# A handful of the save classes (each loader class is covered in tests/engine); all of the
# settings classes, whose loader is the app's own.
AUTOSAVE_CLASSES = ("deep_nesting", "long_decimal", "huge_hex_format", "inf_seed", "huge_file",
                    "long_name", "too_many_actions", "colour_is_a_list", "not_utf8")


@pytest.mark.parametrize("name", AUTOSAVE_CLASSES)
def test_the_app_starts_with_a_hostile_autosave_and_says_so_once(
    name, open_shell, shell_paths, message_boxes
):
    write(shell_paths.autosave, HOSTILE_SAVES[name](unfinished_save()))
    shell = open_shell()
    window = shell.window
    assert not window.start_screen.continue_button.isVisibleTo(window)
    [notice] = message_boxes.shown
    assert "cannot be loaded" in notice.text
    backup = shell_paths.autosave.with_name("autosave.toml.bak")
    assert backup.exists() and not shell_paths.autosave.exists()
    window.refresh_continue()
    window.continue_game()
    assert len(message_boxes.shown) == 1
    second = open_shell()  # the next start is a clean one
    assert len(message_boxes.shown) == 1
    assert not second.window.start_screen.continue_button.isVisibleTo(second.window)


@pytest.mark.parametrize("name", sorted(HOSTILE_SETTINGS))
def test_the_app_starts_with_hostile_settings_and_new_game_opens(
    name, open_shell, shell_paths, message_boxes, monkeypatch
):
    write(shell_paths.settings, HOSTILE_SETTINGS[name])
    shell = open_shell()
    window = shell.window
    assert window.settings.last_setup == {}
    [notice] = message_boxes.shown
    assert "settings" in notice.text
    opened = []

    def fake_exec(dialog: NewGameDialog) -> int:
        opened.append(dialog.remembered())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(NewGameDialog, "exec", fake_exec)
    window.new_game()
    [setup] = opened
    assert setup["game"] and setup["seats"]


def test_a_remembered_setup_that_fits_is_still_used(open_shell, shell_paths, message_boxes):
    write(shell_paths.settings, (
        '[last_setup]\ngame = "everdell"\nplayers = 3\n'
        '[[last_setup.seats]]\nkind = "human"\nname = "Ann"\ncolour = "black"\n'
    ))
    window = open_shell().window
    assert message_boxes.shown == []
    assert window.settings.last_setup["game"] == "everdell"
    assert window.settings != Settings()
