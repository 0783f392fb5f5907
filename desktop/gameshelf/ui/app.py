"""The desktop app: `main()` starts Qt, the settings, the language, the AI worker and the window."""

from __future__ import annotations

import contextlib
import fnmatch
import multiprocessing
import os
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QLibraryInfo, QLocale, QStandardPaths, QTranslator
from PySide6.QtWidgets import QApplication

from ..paths import i18n_dir
from . import dialogs
from .ai_client import AiClient
from .fonts import LanguageFonts
from .settings import load_settings

if TYPE_CHECKING:
    from .main_window import MainWindow

APP_NAME = "Gameshelf"


@dataclass(frozen=True, slots=True)
class AppPaths:
    settings: Path
    autosave: Path


def remove_interrupted_writes(paths: AppPaths) -> None:
    """Delete what saves cut short left behind: `write_atomic` writes `.<name>.<random>.tmp`
    beside its file and renames it; a kill before the rename leaves the temporary file (a whole
    save). Only that pattern, for the settings and the autosave; whatever fails stays."""
    for path in (paths.settings, paths.autosave):
        pattern = f".{path.name}.*.tmp"
        try:
            with os.scandir(path.parent) as entries:
                leftovers = [entry.path for entry in entries
                             if fnmatch.fnmatchcase(entry.name, pattern)
                             and entry.is_file(follow_symlinks=False)]
        except OSError:
            continue
        for leftover in leftovers:
            with contextlib.suppress(OSError):
                os.unlink(leftover)


def app_paths() -> AppPaths:
    """settings.toml in the OS's config directory, autosave.toml in its data directory."""
    location = QStandardPaths.StandardLocation
    config = Path(QStandardPaths.writableLocation(location.AppConfigLocation))
    data = Path(QStandardPaths.writableLocation(location.AppDataLocation))
    return AppPaths(config / "settings.toml", data / "autosave.toml")


# Qt's own strings that its catalogs (qtbase_<lang>.qm) do not translate yet, as (context, text):
# Qt 6.11's file dialog says "&Look in:" and "Files of &type:", and names a folder from the
# context QAbstractFileIconProvider, where the Spanish and Japanese catalogs still translate only
# the older "Look in:", "Files of type:" and QFileIconProvider's "Folder". Our catalog, installed
# after Qt's, is searched first and fills them in; tests/ui/test_qt_dialogs.py finds any other.
QT_STRINGS_WE_TRANSLATE = (
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "&Look in:")),
    ("QFileDialog", QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder")),
    ("QAbstractFileIconProvider", QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive")),
)


class Languages:
    """Installs one language at a time: Qt's own strings (standard buttons, file dialogs), the
    app's (with `QT_STRINGS_WE_TRANSLATE`), and a font that can show it. Qt then sends every
    widget a LanguageChange event."""

    def __init__(self, app: QApplication) -> None:
        self._app = app
        self._fonts = LanguageFonts(app)
        self._installed: list[QTranslator] = []
        self.current = ""

    def apply(self, language: str) -> bool:
        """Switch to `language`; False when it is Japanese and no Japanese font was found."""
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []
        qt_translations = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name, folder in (
            (f"qtbase_{language}", qt_translations),
            (f"gameshelf_{language}", str(i18n_dir())),
        ):
            translator = QTranslator(self._app)
            if translator.load(name, folder):
                self._app.installTranslator(translator)
                self._installed.append(translator)
        QLocale.setDefault(QLocale(language))
        self.current = language
        return self._fonts.apply(language)


def create_app(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance() or QApplication(list(argv))
    assert isinstance(app, QApplication)
    app.setOrganizationName(APP_NAME)
    app.setApplicationName(APP_NAME)
    return app


def open_window(ai: AiClient, paths: AppPaths, languages: Languages) -> MainWindow:
    """Clear what interrupted saves left, read the settings, install their language and show
    the window, with any notice due."""
    from .main_window import MainWindow  # it imports pyqtgraph: see main()

    remove_interrupted_writes(paths)
    settings, problem = load_settings(paths.settings)
    font_found = languages.apply(settings.language)
    window = MainWindow(settings, paths.settings, paths.autosave, ai, languages.apply)
    window.show()
    if problem is not None:
        dialogs.settings_problem(window, problem.problem, problem.backup)
    if not font_found:
        window.notice_missing_font()
    window.refresh_continue()
    return window


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()
    # pyqtgraph picks a Qt binding by itself unless told, before its first import.
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    app = create_app(sys.argv if argv is None else [sys.argv[0], *argv])
    ai = AiClient()
    try:
        window = open_window(ai, app_paths(), Languages(app))
        code = app.exec()
        window.deleteLater()
        return code
    finally:
        ai.close()
