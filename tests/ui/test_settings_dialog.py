"""The Settings dialog reads whole in every language: no check box or label is narrower than
its text (a check box does not wrap; the Spanish casual undo line once ran off the edge), a
wrapped note is as tall as its lines, and nothing lies on top of anything else (the Japanese
note once ran under the check box above it)."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QCheckBox, QLabel, QWidget

from gameshelf.ui.app import Languages
from gameshelf.ui.settings import Settings
from gameshelf.ui.settings_dialog import SettingsDialog


@pytest.fixture
def languages(qapp):
    languages = Languages(qapp)
    yield languages
    languages.apply("en")


def _reads_whole(dialog: SettingsDialog, lang: str) -> None:
    widgets = dialog.findChildren(QCheckBox) + [
        label for label in dialog.findChildren(QLabel) if not label.wordWrap()]
    assert widgets
    for widget in widgets:
        assert widget.text()
        assert widget.width() >= widget.sizeHint().width(), (lang, widget.text())
        assert dialog.rect().contains(widget.geometry()), (lang, widget.text())
    for label in dialog.findChildren(QLabel):
        if label.wordWrap():
            assert label.height() >= label.heightForWidth(label.width()), (lang, label.text())
    shown = [w for w in dialog.findChildren(QWidget) if w.isVisible() and w.parent() is dialog]
    for first, second in itertools.combinations(shown, 2):
        assert not first.geometry().intersects(second.geometry()), (
            lang, first.objectName() or first.metaObject().className(),
            second.objectName() or second.metaObject().className())


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_check_box_and_label_shows_its_whole_text(qtbot, languages, lang):
    languages.apply(lang)
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)  # the layout settles after the first resize
    _reads_whole(dialog, lang)


@pytest.mark.parametrize("lang", ["es", "ja"])
def test_a_language_picked_in_the_open_dialog_reads_whole_at_once(qtbot, languages, lang):
    """Seen under Xvfb: opened in English and switched to Spanish (or Japanese) in its own
    Language box, the dialog kept its English size: the casual undo check box was cut at the
    right edge (es) and the note's last line at the bottom (ja), until it was reopened."""
    languages.apply("en")
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.changed.connect(lambda field: languages.apply(dialog.settings.language))
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(50)
    dialog.language.setCurrentIndex(dialog.language.findData(lang))

    def translated_and_whole() -> None:
        assert dialog.casual_undo.text() != "Casual undo: take back any move"
        _reads_whole(dialog, lang)

    # The new words come and are laid out in the event loop's next turns: wait for them as
    # long as a loaded machine takes (a fixed 50 ms failed in CI beside a strength run).
    qtbot.waitUntil(translated_and_whole, timeout=3000)
