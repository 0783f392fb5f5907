"""Qt's own dialogs speak the player's language: every text of the file dialogs and of a message
box's standard buttons is translated in Spanish and Japanese (Qt's catalogs, and ours for the
strings Qt's catalogs lack)."""

from __future__ import annotations

import re
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QMessageBox,
    QTreeView,
    QWidget,
)

from gameshelf.ui.app import QT_STRINGS_WE_TRANSLATE, Languages

WORD = re.compile(r"[A-Za-z]{3,}")


def _texts(dialog: QWidget) -> dict[tuple[str, str, int], str]:
    """Every visible text of a dialog, by widget name, kind and position."""
    found: dict[tuple[str, str, int], str] = {}
    for index, widget in enumerate([dialog, *dialog.findChildren(QWidget)]):
        name = f"{type(widget).__name__}:{widget.objectName() or index}"
        for getter in ("text", "toolTip", "placeholderText"):
            value = getattr(widget, getter, None)
            if callable(value):
                try:
                    text = value()
                except TypeError:
                    continue
                if isinstance(text, str) and text:
                    found[(name, getter, 0)] = text
        for number, action in enumerate(widget.actions()):
            found[(name, "action", number)] = action.text()
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            model, root = widget.model(), widget.rootIndex()
            for column in range(model.columnCount(root)):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                found[(name, "header", column)] = str(header)
                for row in range(model.rowCount(root)):  # the folder "sub": its size, type, date
                    found[(name, f"cell {row}", column)] = str(model.index(row, column, root)
                                                                .data() or "")
    return found


def _shown(dialog: QWidget, ready=lambda: True) -> dict[tuple[str, str, int], str]:
    dialog.show()
    deadline = time.monotonic() + 5
    while not ready() and time.monotonic() < deadline:
        QApplication.processEvents()
    QApplication.processEvents()
    texts = _texts(dialog)
    dialog.deleteLater()
    return texts


def _file_dialog(mode: QFileDialog.AcceptMode, folder: Path) -> dict[tuple[str, str, int], str]:
    """The dialog on `folder`, which holds one folder (the file list names its kind)."""
    dialog = QFileDialog(None, "", str(folder), "*.toml")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # the one Linux shows without a theme
    dialog.setAcceptMode(mode)
    view = dialog.findChild(QTreeView, "treeView")
    return _shown(dialog, lambda: view.model().rowCount(view.rootIndex()) > 0)


def _message_box() -> dict[tuple[str, str, int], str]:
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Warning, "", "", buttons.Ok | buttons.Yes | buttons.No
                      | buttons.Cancel | buttons.Close)
    box.setDetailedText("-")
    return _shown(box)


def _dialogs(folder: Path) -> dict[tuple[str, str, int], str]:
    texts = {}
    for mode in QFileDialog.AcceptMode:
        texts.update({(mode.name, *key): text for key, text in _file_dialog(mode, folder).items()})
    texts.update({("box", *key): text for key, text in _message_box().items()})
    return texts


@pytest.fixture
def languages(qapp: QApplication):
    languages = Languages(qapp)
    yield languages
    languages.apply("en")


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_the_file_dialog_and_standard_buttons_have_no_english_left(languages, lang, tmp_path):
    (tmp_path / "sub").mkdir()
    languages.apply("en")
    english = _dialogs(tmp_path)
    assert "Folder" in english.values()
    languages.apply(lang)
    translated = _dialogs(tmp_path)
    names = {"*.toml", "sub", *tmp_path.parts, *Path.home().parts}  # the files', not Qt's
    left = sorted(
        text for key, text in translated.items()
        if WORD.search(text) and english.get(key) == text
        and text not in names and str(tmp_path) not in text
    )
    assert left == []
    assert len(translated) > 20  # the walk found the dialogs' widgets


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_the_strings_qt_catalogs_lack_are_translated_by_ours(languages, lang):
    languages.apply(lang)
    for context, source in QT_STRINGS_WE_TRANSLATE:
        assert QCoreApplication.translate(context, source) != source
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
