"""Qt's own dialogs speak the player's language: every text of the file dialogs and of a message
box's standard buttons is translated in Spanish and Japanese (Qt's catalogs, and ours for the
strings Qt's catalogs lack)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QApplication, QFileDialog, QMessageBox, QWidget

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
            model = widget.model()
            for column in range(model.columnCount()):
                header = model.headerData(column, Qt.Orientation.Horizontal)
                found[(name, "header", column)] = str(header)
    return found


def _shown(dialog: QWidget) -> dict[tuple[str, str, int], str]:
    dialog.show()
    QApplication.processEvents()
    texts = _texts(dialog)
    dialog.deleteLater()
    return texts


def _file_dialog(mode: QFileDialog.AcceptMode) -> dict[tuple[str, str, int], str]:
    dialog = QFileDialog(None, "", "", "*.toml")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)  # the one Linux shows without a theme
    dialog.setAcceptMode(mode)
    return _shown(dialog)


def _message_box() -> dict[tuple[str, str, int], str]:
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Warning, "", "", buttons.Ok | buttons.Yes | buttons.No
                      | buttons.Cancel | buttons.Close)
    box.setDetailedText("-")
    return _shown(box)


def _dialogs() -> dict[tuple[str, str, int], str]:
    texts = {}
    for mode in QFileDialog.AcceptMode:
        texts.update({(mode.name, *key): text for key, text in _file_dialog(mode).items()})
    texts.update({("box", *key): text for key, text in _message_box().items()})
    return texts


@pytest.fixture
def languages(qapp: QApplication):
    languages = Languages(qapp)
    yield languages
    languages.apply("en")


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_the_file_dialog_and_standard_buttons_have_no_english_left(languages, lang):
    languages.apply("en")
    english = _dialogs()
    languages.apply(lang)
    translated = _dialogs()
    left = sorted(
        text for key, text in translated.items()
        if WORD.search(text) and english.get(key) == text
    )
    assert left == []
    assert len(translated) > 20  # the walk found the dialogs' widgets


@pytest.mark.parametrize("lang", ("es", "ja"))
def test_the_strings_qt_catalogs_lack_are_translated_by_ours(languages, lang):
    languages.apply(lang)
    for source in QT_STRINGS_WE_TRANSLATE:
        assert QCoreApplication.translate("QFileDialog", source) != source
    assert QCoreApplication.translate("QFileDialog", "File &name:") != "File &name:"
