"""Message boxes, file choosers and the About dialog of the shell.

Every message box goes through `run_message_box`, and every file chooser through
`choose_save_path` / `choose_open_path`: tests replace those few functions.
"""

from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QStandardPaths, Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from .. import __version__
from ..content import LANGUAGES
from ..engine import SaveFileError
from ..engine.files import FileProblem
from .problems import describe
from .start_screen import SHELF, game_title


def run_message_box(box: QMessageBox) -> QMessageBox.StandardButton:
    """Show a message box and wait for the player's answer."""
    return QMessageBox.StandardButton(box.exec())


def _box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, details: str,
         buttons: QMessageBox.StandardButton) -> QMessageBox:
    """Plain text: the details quote files (a problem names the value a save holds)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    box.setInformativeText(details)
    return box


def _message(
    parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str, details: str = ""
) -> None:
    run_message_box(_box(parent, icon, title, text, details, QMessageBox.StandardButton.Ok))


def inform(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    _message(parent, QMessageBox.Icon.Information, title, text, details)


def warn(parent: QWidget | None, title: str, text: str, details: str = "") -> None:
    _message(parent, QMessageBox.Icon.Warning, title, text, details)


def ask(parent: QWidget | None, title: str, text: str, details: str = "") -> bool:
    """A yes/no question; True for yes. No is the default, so Enter never loses a game."""
    buttons = QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No
    box = _box(parent, QMessageBox.Icon.Question, title, text, details, buttons)
    box.setDefaultButton(QMessageBox.StandardButton.No)
    return run_message_box(box) == QMessageBox.StandardButton.Yes


# -- the messages of the shell ------------------------------------------------------------------

_NO_JAPANESE_FONT = QT_TRANSLATE_NOOP(
    "Dialogs", "Japanese text may show as empty boxes: no font with Japanese characters was found."
)
_HOW_TO_INSTALL_JAPANESE_FONT = QT_TRANSLATE_NOOP(
    "Dialogs",
    "Install a Japanese font, such as Noto Sans CJK JP (on Debian or Ubuntu: sudo apt install"
    " fonts-noto-cjk; on Fedora: sudo dnf install google-noto-sans-cjk-fonts), then restart"
    " Gameshelf.",
)


def settings_problem(parent: QWidget | None, problem: FileProblem, backup: Path) -> None:
    warn(
        parent,
        QCoreApplication.translate("Dialogs", "Settings reset"),
        QCoreApplication.translate(
            "Dialogs", "Your settings file could not be read, so the default settings are used."
        ),
        QCoreApplication.translate(
            "Dialogs", "The problem: {problem}\nYour file was kept as {backup}."
        ).format(problem=describe(problem), backup=backup),
    )


def missing_japanese_font(parent: QWidget | None) -> None:
    # Without a Japanese font the translated text itself shows as boxes: add the English.
    def both(text: str) -> str:
        translated = QCoreApplication.translate("Dialogs", text)
        return text if translated == text else f"{translated}\n\n{text}"

    warn(
        parent,
        "Gameshelf",
        both(_NO_JAPANESE_FONT),
        both(_HOW_TO_INSTALL_JAPANESE_FONT),
    )


def damaged_save(parent: QWidget | None, path: Path, problem: SaveFileError,
                 game_kept: bool) -> None:
    details = QCoreApplication.translate("Dialogs", "The problem: {problem}").format(
        problem=describe(problem)
    )
    if game_kept:
        details += "\n" + QCoreApplication.translate("Dialogs", "Your current game is unchanged.")
    warn(
        parent,
        QCoreApplication.translate("Dialogs", "Cannot load the game"),
        QCoreApplication.translate(
            "Dialogs",
            "The file {name} cannot be loaded: it is damaged or was not written by Gameshelf.",
        ).format(name=path.name),
        details,
    )


def damaged_autosave(parent: QWidget | None, problem: SaveFileError, backup: Path) -> None:
    warn(
        parent,
        QCoreApplication.translate("Dialogs", "Cannot continue the last game"),
        QCoreApplication.translate(
            "Dialogs", "The last game, saved automatically, cannot be loaded: the file is damaged."
        ),
        QCoreApplication.translate(
            "Dialogs", "The problem: {problem}\nThe file was kept as {backup}."
        ).format(problem=describe(problem), backup=backup),
    )


def cannot_write(parent: QWidget | None, path: Path, problem: str) -> None:
    warn(
        parent,
        QCoreApplication.translate("Dialogs", "Cannot save the game"),
        QCoreApplication.translate("Dialogs", "The game could not be written to {path}.").format(
            path=path
        ),
        QCoreApplication.translate("Dialogs", "The problem: {problem}").format(problem=problem),
    )


# -- files ------------------------------------------------------------------------------------


def save_folder() -> Path:
    """Documents when the OS has that folder (a fresh Linux account may not), else home."""
    documents = Path(
        QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    )
    return documents if documents.is_dir() else Path.home()


def suggested_save_path(game_id: str, day: date | None = None) -> Path:
    """`<game>-<date>.toml` in `save_folder()`, numbered when that file is already there."""
    stem = f"{game_id}-{(day or date.today()).isoformat()}"
    folder = save_folder()
    path = folder / f"{stem}.toml"
    number = 2
    while path.exists():
        path = folder / f"{stem}-{number}.toml"
        number += 1
    return path


def _save_filter() -> str:
    return QCoreApplication.translate("Dialogs", "Gameshelf saved games (*.toml)")


def choose_save_path(parent: QWidget | None, suggested: Path) -> Path | None:
    name, _ = QFileDialog.getSaveFileName(
        parent, QCoreApplication.translate("Dialogs", "Save game"), str(suggested), _save_filter()
    )
    if not name:
        return None
    path = Path(name)
    return path if path.suffix == ".toml" else path.with_name(path.name + ".toml")


def choose_open_path(parent: QWidget | None) -> Path | None:
    name, _ = QFileDialog.getOpenFileName(
        parent, QCoreApplication.translate("Dialogs", "Load game"), str(save_folder()),
        _save_filter(),
    )
    return Path(name) if name else None


# -- About ------------------------------------------------------------------------------------


class AboutDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = QLabel()
        self._text.setWordWrap(True)
        self._text.setTextFormat(Qt.TextFormat.RichText)
        self._text.setOpenExternalLinks(True)
        self._text.setMinimumWidth(520)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self._text)
        layout.addWidget(buttons)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About Gameshelf"))
        rows = "".join(
            "<tr><td><b>{title}</b></td><td>&nbsp;{credit}</td></tr>".format(
                title=game_title(game.id),
                credit=self.tr("{designer}, {publisher} ({year})").format(
                    designer=game.designer, publisher=game.publisher, year=game.year
                ),
            )
            for game in SHELF
        )
        self._text.setText(
            "<h2>Gameshelf {version}</h2>"
            "<p>{intro}</p><table cellspacing='2'>{rows}</table>"
            "<p>{rules}</p><p>{licence}</p><p><small>{languages} · Qt {qt}</small></p>".format(
                version=__version__,
                intro=self.tr(
                    "Five euro board games to play against honest local AI opponents, which see"
                    " only what a player at the table would see, or pass-and-play on one computer."
                ),
                rows=rows,
                rules=self.tr(
                    "The rules texts, card texts and translations in Gameshelf are written in our"
                    " own words. The games, their names and their artwork belong to their designers"
                    " and publishers; Gameshelf is not affiliated with them. If you enjoy a game,"
                    " buy the box."
                ),
                licence=self.tr("Gameshelf is free software under the MIT licence."),
                languages=" · ".join(LANGUAGES.values()),
                qt=qVersion(),
            )
        )
