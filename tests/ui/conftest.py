"""UI tests run offscreen, with one QApplication (pytest-qt's `qapp`) and one AI worker for the
session, and never touch the player's real settings or autosave."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
# QStandardPaths' test mode writes under ~/.qttest: point ~ at a scratch directory as well.
os.environ["HOME"] = tempfile.mkdtemp(prefix="gameshelf-ui-home-")

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QApplication, QMessageBox

QStandardPaths.setTestModeEnabled(True)

from gameshelf.paths import i18n_dir  # noqa: E402
from gameshelf.ui import dialogs  # noqa: E402

LANGUAGES = ("en", "es", "ja")
LRELEASE = Path(sys.executable).with_name("pyside6-lrelease")


@pytest.fixture(autouse=True)
def deleted_widgets() -> Iterator[None]:
    """No window outlives its test. pytest-qt closes a test's widgets with `deleteLater`, which
    only an event loop carries out (`processEvents` is none), and a board opened without
    `qtbot` was never even closed: every board of the session stayed alive, hidden, and
    rebuilt itself at each switch of language, until `make test` took five times as long as
    it had (339 s to 1,743 s)."""
    from helpers_boards import delete_new_windows

    before = QApplication.topLevelWidgets()
    yield
    delete_new_windows(before)


@pytest.fixture(scope="session", autouse=True)
def compiled_translations() -> None:
    """The .qm files the app loads (git-ignored; `make test` builds them, this covers pytest run
    on its own)."""
    for lang in LANGUAGES:
        ts = i18n_dir() / f"gameshelf_{lang}.ts"
        qm = ts.with_suffix(".qm")
        if ts.exists() and (not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime):
            subprocess.run([str(LRELEASE), "-silent", str(ts), "-qm", str(qm)], check=True)


@pytest.fixture
def language(qapp: QApplication) -> Iterator[object]:
    """Switches the app's language as its settings do: Qt's and the app's translations, and a
    font that shows the language; English again afterwards. With the font alone, the boards'
    prompts and buttons were measured in English beside Spanish and Japanese cards. A Japanese
    font must be there (fonts-noto-cjk, in the README's apt line)."""
    from gameshelf.ui.app import Languages

    languages = Languages(qapp)

    def apply(lang: str) -> None:
        # Without a Japanese font every glyph is a box of one width, and the checks of what
        # reads whole would pass on text nobody can read.
        assert languages.apply(lang), "no Japanese font: install fonts-noto-cjk (README)"

    yield apply
    languages.apply("en")


@pytest.fixture(scope="session")
def ai_client(qapp: QApplication) -> Iterator[object]:
    """One AI worker process for the whole session, as the app has one."""
    from gameshelf.ui.ai_client import AiClient

    client = AiClient()
    yield client
    client.close()


@dataclass(slots=True)
class Shown:
    icon: QMessageBox.Icon
    title: str
    text: str
    details: str


class MessageBoxes:
    """Stands in for the player at every message box: records it and answers `answer`."""

    def __init__(self) -> None:
        self.shown: list[Shown] = []
        self.answer = QMessageBox.StandardButton.Yes

    def __call__(self, box: QMessageBox) -> QMessageBox.StandardButton:
        self.shown.append(Shown(box.icon(), box.windowTitle(), box.text(), box.informativeText()))
        buttons = box.standardButtons()
        if buttons & self.answer:
            return self.answer
        return QMessageBox.StandardButton.Ok

    @property
    def texts(self) -> list[str]:
        return [f"{shown.title}\n{shown.text}\n{shown.details}" for shown in self.shown]


@pytest.fixture
def message_boxes(monkeypatch: pytest.MonkeyPatch) -> MessageBoxes:
    boxes = MessageBoxes()
    monkeypatch.setattr(dialogs, "run_message_box", boxes)
    return boxes


@dataclass(slots=True)
class Shell:
    window: object  # gameshelf.ui.main_window.MainWindow
    languages: object  # gameshelf.ui.app.Languages
    paths: object  # gameshelf.ui.app.AppPaths


@pytest.fixture
def shell_paths(tmp_path: Path) -> object:
    from gameshelf.ui.app import AppPaths

    return AppPaths(tmp_path / "config" / "settings.toml", tmp_path / "data" / "autosave.toml")


@pytest.fixture
def open_shell(
    qapp: QApplication,
    qtbot: object,
    ai_client: object,
    shell_paths: object,
    message_boxes: MessageBoxes,
) -> Iterator[object]:
    """Opens the app's window as `main()` does, on scratch paths; closes it afterwards."""
    from gameshelf.ui.app import Languages, open_window

    languages = Languages(qapp)
    opened: list[Shell] = []

    def open_() -> Shell:
        window = open_window(ai_client, shell_paths, languages)  # type: ignore[arg-type]
        qtbot.addWidget(window)  # type: ignore[attr-defined]
        opened.append(Shell(window, languages, shell_paths))
        return opened[-1]

    yield open_
    for shell in opened:
        shell.window.close()  # type: ignore[attr-defined]
    languages.apply("en")
    QApplication.processEvents()


@pytest.fixture
def shell(open_shell: object) -> Shell:
    return open_shell()  # type: ignore[operator]
