"""`gameshelf --self-test`: prove offscreen that this copy of the app works, source or bundle.

It loads every game on the shelf, plays an Easy-vs-Easy game of each to the end, asks the real
AI worker process for one Normal move (a spawned process: the part a frozen bundle breaks most
easily), draws each board once, loads every compiled translation and content file, and checks
that settings and saves go to the user's own folders. One line per check; exit 0 when all pass,
1 when any fails. CI runs it on every built bundle.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

from . import __version__
from .engine import GameSpec, Match, Seat, all_games
from .engine.match import new_ai_seed
from .simulate import play_game

SEED = 20_24
BOARD_SIZE = (1280, 800)
WORKER_TIMEOUT_S = 30.0
# Languages whose Qt strings (standard buttons, dialogs) the app installs besides its own.
QT_SOURCE_LANGUAGE = "en"


class Report:
    """Runs checks and prints one line each: `ok`, `skip` or `FAIL`, the check, what it found;
    the last line counts them, as test runners do: `self-test: 15 passed, 0 failed`."""

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.passed = 0
        self.failed = 0
        self.skipped = 0

    def line(self, status: str, name: str, detail: str) -> None:
        print(f"{status:<5} {name:<12} {detail}", file=self.out, flush=True)

    def check(self, name: str, run: Callable[[], str]) -> bool:
        started = time.perf_counter()
        try:
            detail = run()
        except Exception as error:
            self.failed += 1
            self.line("FAIL", name, _describe(error))
            return False
        self.passed += 1
        self.line("ok", name, f"{detail} ({time.perf_counter() - started:.1f} s)")
        return True

    def skip(self, name: str, why: str) -> None:
        self.skipped += 1
        self.line("skip", name, why)


def main() -> int:
    # Set before Qt and pyqtgraph load: no screen needed, and pyqtgraph must not guess a binding.
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    report = Report(_output())
    started = time.perf_counter()
    report.line("", "gameshelf", f"{__version__} self-test, {_where()}")
    try:
        run_checks(report)
    except Exception as error:  # a fault outside any one check still ends in a verdict
        report.failed += 1
        report.line("FAIL", "self-test", _describe(error))
    return _finish(report, started)


def run_checks(report: Report) -> None:
    if not report.check("qt", check_qt):
        return
    report.check("fonts", check_fonts)
    games: list[GameSpec] = []
    report.check("games", lambda: check_games(games))
    for spec in games:
        report.check("play", lambda spec=spec: check_play(spec))
    if games:
        report.check("ai worker", lambda: check_worker(games[0]))
    report.check("chart", check_chart)
    with tempfile.TemporaryDirectory(prefix="gameshelf-self-test-") as folder:
        for spec in games:
            board_check(report, spec, Path(folder))
    for name, run in translation_checks():
        report.check(name, run)
    for name, run in content_checks(games):
        report.check(name, run)
    report.check("storage", check_storage)


def _finish(report: Report, started: float) -> int:
    seconds = time.perf_counter() - started
    verdict = "all passed" if report.failed == 0 else f"{report.failed} FAILED"
    report.line("", "self-test", f"{verdict} in {seconds:.1f} s")
    skipped = f", {report.skipped} skipped" if report.skipped else ""
    print(f"self-test: {report.passed} passed, {report.failed} failed{skipped}", file=report.out,
          flush=True)
    return 0 if report.failed == 0 else 1


# -- the checks ---------------------------------------------------------------------------------


def check_qt() -> str:
    import PySide6
    from PySide6.QtCore import qVersion

    from .ui.app import create_app

    app = create_app([sys.argv[0]])
    return f"PySide6 {PySide6.__version__}, Qt {qVersion()}, platform {app.platformName()}"


def check_fonts() -> str:
    """A font that draws the app's text (without one every label shows as boxes), and the one
    Japanese would use: none is only a notice, as in the app."""
    from PySide6.QtGui import QFontInfo, QFontMetrics
    from PySide6.QtWidgets import QApplication

    from .ui.fonts import japanese_family

    font = QApplication.font()
    family = QFontInfo(font).family()
    if not family or not QFontMetrics(font).inFont("A"):
        raise RuntimeError("no font can draw text: install fontconfig and a font, e.g. DejaVu")
    japanese = japanese_family() or "none found: Japanese text would show as boxes"
    return f"{family}; Japanese: {japanese}"


def check_games(games: list[GameSpec]) -> str:
    games.extend(all_games())
    if not games:
        raise RuntimeError("no game on the shelf")
    return ", ".join(spec.id for spec in games)


def _players(spec: GameSpec) -> int:
    return min(max(2, spec.min_players), spec.max_players)


def check_play(spec: GameSpec) -> str:
    players = _players(spec)
    result = play_game(spec, ["easy"] * players, SEED, None, new_ai_seed())
    if result.error is not None:
        raise RuntimeError(f"{spec.id}: {result.error}")
    scores = "-".join(str(score) for score in result.scores)
    return f"{spec.id}: easy vs easy to the end in {result.actions} actions, scores {scores}"


def check_worker(spec: GameSpec) -> str:
    """One Normal decision from the spawned AI process the app uses, through its Qt client."""
    from PySide6.QtCore import QEventLoop, QTimer

    from .ui.ai_client import AiClient

    players = _players(spec)
    match = Match.new(spec, [Seat(f"AI {n}", "ai", "normal") for n in range(players)], SEED)
    seat = match.state.to_move()
    assert seat is not None
    answer: dict[str, object] = {}
    loop = QEventLoop()

    def answered(request_id: int, action: object, top: list) -> None:
        answer["action"] = action
        loop.quit()

    def failed(request_id: int, message: str) -> None:
        answer["error"] = message
        loop.quit()

    client = AiClient()
    try:
        client.answered.connect(answered)
        client.failed.connect(failed)
        QTimer.singleShot(int(WORKER_TIMEOUT_S * 1000), loop.quit)
        started = time.perf_counter()
        client.request(spec, match.state, seat, "normal", SEED)
        loop.exec()
        seconds = time.perf_counter() - started
    finally:
        client.close()
    if "error" in answer:
        raise RuntimeError(f"the AI process failed: {answer['error']}")
    if "action" not in answer:
        raise TimeoutError(f"no answer from the AI process in {WORKER_TIMEOUT_S:.0f} s")
    match.apply(answer["action"])  # type: ignore[arg-type]  # raises if it is not legal
    return f"{spec.id}: a legal Normal move from the AI process in {seconds:.1f} s"


def check_chart() -> str:
    """The score chart: pyqtgraph and numpy, which the bundle must carry with their Qt modules."""
    import pyqtgraph
    from PySide6.QtGui import QColor

    from .ui.score_chart import GloryChart

    chart = GloryChart()
    chart.resize(400, 240)
    chart.set_data(["A", "B"], [QColor("#c0392b"), QColor("#2980b9")], [[3, 5], [9, 12]],
                   [11, 15], ["start", "I", "II", "now"])
    chart.grab()
    chart.deleteLater()
    return f"pyqtgraph {pyqtgraph.__version__} with {len(chart.series)} lines"


def board_check(report: Report, spec: GameSpec, folder: Path) -> None:
    from .ui.games import PLAYABLE_GAMES

    if spec.id not in PLAYABLE_GAMES:
        report.skip("board", f"{spec.id}: no board in the app yet")
        return
    report.check("board", lambda: check_board(spec, folder / f"{spec.id}.png"))


def check_board(spec: GameSpec, path: Path) -> str:
    from PySide6.QtGui import QImage

    from .ui.screenshot import render_screenshot

    render_screenshot(path, game=spec.id, players=_players(spec), lang="en", size=BOARD_SIZE,
                      seed=SEED)
    image = QImage(str(path))
    if image.isNull():
        raise RuntimeError(f"{spec.id}: the board image could not be read back")
    # A board that drew nothing is one flat colour; a drawn one has many.
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), max(1, image.width() // 40))
        for y in range(0, image.height(), max(1, image.height() // 25))
    }
    if len(colours) < 8:
        raise RuntimeError(f"{spec.id}: the board looks blank ({len(colours)} colours)")
    size = f"{image.width()}x{image.height()}"
    return f"{spec.id}: {size} board drawn, {len(colours)} colours sampled"


def translation_checks() -> list[tuple[str, Callable[[], str]]]:
    """Each language's compiled UI file, and Qt's own strings for it, as the app loads them."""
    from .content import LANGUAGES
    from .paths import i18n_dir

    checks: list[tuple[str, Callable[[], str]]] = []
    for lang in LANGUAGES:
        qm = i18n_dir() / f"gameshelf_{lang}.qm"
        checks.append(("translation", lambda qm=qm, lang=lang: check_qm(qm, lang)))
        if lang != QT_SOURCE_LANGUAGE:
            checks.append(("qt strings", lambda lang=lang: check_qt_translation(lang)))
    return checks


def check_qm(path: Path, lang: str) -> str:
    from PySide6.QtCore import QTranslator

    if not path.exists():
        raise FileNotFoundError(f"{path} is missing (compile it with `make i18n`)")
    translator = QTranslator()
    if not translator.load(str(path)):
        raise RuntimeError(f"{path}: QTranslator cannot load it")
    if translator.language() and translator.language().split("_")[0] != lang:
        raise RuntimeError(f"{path}: holds {translator.language()!r}, not {lang!r}")
    if lang != QT_SOURCE_LANGUAGE:
        from .ui.app import QT_STRINGS_WE_TRANSLATE

        missing = [text for context, text in QT_STRINGS_WE_TRANSLATE
                   if not translator.translate(context, text)]
        if missing:
            raise RuntimeError(f"{path}: Qt's file dialog strings untranslated: {missing}")
    return f"{path.name}: {lang}"


def check_qt_translation(lang: str) -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator

    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    translator = QTranslator()
    if not translator.load(f"qtbase_{lang}", folder):
        raise FileNotFoundError(f"qtbase_{lang}.qm not found in {folder}")
    if translator.translate("QPlatformTheme", "Cancel") in ("", "Cancel"):
        raise RuntimeError(f"qtbase_{lang}.qm does not translate the standard buttons")
    return f"qtbase_{lang}.qm"


def content_checks(games: list[GameSpec]) -> list[tuple[str, Callable[[], str]]]:
    """Every content file in every language, and English content for every game on the shelf."""
    from .paths import i18n_dir

    checks: list[tuple[str, Callable[[], str]]] = []
    root = i18n_dir() / "content"
    files = sorted(root.glob("*/*.toml"))
    for path in files:
        checks.append(("content", lambda path=path: check_content(path.stem, path.parent.name)))
    english = {path.stem for path in files if path.parent.name == "en"}
    for spec in games:
        if spec.id not in english:
            checks.append(("content", lambda spec=spec: check_content(spec.id, "en")))
    return checks


def check_content(game: str, lang: str) -> str:
    from .content import content_path, load_content

    path = content_path(game, lang)
    if not path.exists():
        raise FileNotFoundError(f"{path} is missing")
    content = load_content(game, lang)
    return f"{lang}/{path.name}: {len(content.data)} tables"


def check_storage() -> str:
    """Settings and saves live in the user's own folders, never beside the program."""
    from .ui.app import app_paths

    paths = app_paths()
    install = _install_dir()
    for path in (paths.settings, paths.autosave):
        if not path.is_absolute():
            raise RuntimeError(f"{path} is not an absolute path")
        if path.resolve().is_relative_to(install):
            raise RuntimeError(f"{path} is inside the program's folder {install}")
    return f"settings {paths.settings}, autosave {paths.autosave}"


# -- where and how to report ------------------------------------------------------------------


def _install_dir() -> Path:
    """The folder the program runs from: the bundle (the .app on macOS) or the source tree."""
    if getattr(sys, "frozen", False):
        folder = Path(sys.executable).resolve().parent
        if folder.name == "MacOS" and folder.parent.name == "Contents":
            return folder.parents[1]
        return folder
    return Path(__file__).resolve().parents[2]


def _where() -> str:
    kind = "bundle" if getattr(sys, "frozen", False) else "source"
    return f"{kind} at {_install_dir()}, Python {sys.version.split()[0]}"


def _output() -> TextIO:
    """stdout; a windowed Windows bundle has none, so borrow the console it was started from."""
    if sys.stdout is not None:
        return sys.stdout
    if os.name == "nt":
        import ctypes

        attach_parent_process = -1
        if ctypes.windll.kernel32.AttachConsole(attach_parent_process):  # type: ignore[attr-defined]
            return open("CONOUT$", "w", encoding="utf-8", errors="replace")
    return open(Path(tempfile.gettempdir()) / "gameshelf-self-test.txt", "w", encoding="utf-8")


def _describe(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{type(error).__name__}: {' '.join(str(error).split())}{where}"
