"""The desktop app's part of `make bench`: start-up, the Ethnos board, the event loop while the
Hard AI thinks, and memory. Qt runs offscreen (QT_QPA_PLATFORM=offscreen), every figure in fresh
processes, so the numbers do not depend on what the benchmark process did before.

- start-up: `python -c` imports gameshelf.ui.app and starts the app as main() does (create_app,
  the AI worker, open_window); the time from before the spawn to the moment the main window is
  exposed and painted. Bytecode is cached in build/pycache (one warm-up start fills it), as an
  installed app has its .pyc files; settings and autosave live in a temporary HOME
  (QStandardPaths test mode).
- the board: a 6-player match after 60 beginner moves (as ui/screenshot.py sets one up), one
  human seat. Building it is create_game_view + show + the first paint of the board; a redraw is
  the time from a move (controller.play for the human, the AI's answer for an AI seat, at the
  "fast" AI speed) to the board's first paint after the rebuild.
- the Hard AI: a real AiClient and worker, five Hard seats, the board shown; a 5 ms timer in the
  GUI thread records the gaps between its ticks over three Hard decisions.
- memory: VmRSS of the GUI process with the main window and a 6-player game open, and of the AI
  worker.

    .venv/bin/python benchmarks/ui.py          # these figures alone, with their table
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import multiprocessing
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from benchlib import BUILD, ROOT, Measurement, Summary, percentile, text_table

GAME = "ethnos"
PLAYERS = 6
MOVES = 60  # beginner moves before the board is shown, as in the screenshots
WINDOW = (1280, 800)  # the main window's default size
STARTUP_REPEATS = 5
STARTUP_TARGET = 1.5  # seconds
BUILD_REPEATS = 5  # after one warm-up build (the first imports the board's modules)
BUILD_TARGET = 200.0  # ms
REDRAW_MOVES = 36
REDRAW_TARGET = 30.0  # ms
TICK_MS = 5
HARD_DECISIONS = 3
THOUGHT = 0.5  # a Hard decision counts once it took half its time budget (a real search)
STALL_TARGET = 50.0  # ms
MEMORY_REPEATS = 3
MEMORY_TARGET = 300.0  # MB
CHILD_TIMEOUT = 300  # seconds
PYCACHE = BUILD / "pycache"
BUSY_MACHINE = 0.9

# Starts the app as gameshelf.ui.app.main() does, and prints "shown" (and the process's CPU
# time) once the main window is exposed and painted. Patches nothing in the app.
STARTUP_DRIVER = """
import multiprocessing, os, sys, time
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
from PySide6.QtCore import QEvent, QObject, QStandardPaths, QTimer
QStandardPaths.setTestModeEnabled(True)
from gameshelf.ui.ai_client import AiClient
from gameshelf.ui.app import Languages, app_paths, create_app, open_window

def shown():
    print("shown", time.process_time(), flush=True)
    app.quit()

class Exposed(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Expose and watched.isExposed():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, shown)  # after the expose has painted the window
        return False

multiprocessing.freeze_support()
app = create_app(sys.argv)
ai = AiClient()
try:
    window = open_window(ai, app_paths(), Languages(app))
    handle = window.windowHandle()
    if handle.isExposed():
        QTimer.singleShot(0, shown)
    else:
        exposed = Exposed()
        handle.installEventFilter(exposed)
    app.exec()
finally:
    ai.close()
"""


# -- the benchmark process: spawn, collect, summarise --------------------------------------------


def child_env(home: str) -> dict[str, str]:
    """Offscreen Qt, a throwaway HOME (QStandardPaths' test mode writes under it), and bytecode
    cached in build/pycache rather than beside the sources."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home,
               PYTHONPYCACHEPREFIX=str(PYCACHE), PYQTGRAPH_QT_LIB="PySide6")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def start_once(env: dict[str, str]) -> tuple[float, float]:
    """One start of the app: wall seconds from before the spawn to "shown", and the CPU seconds
    the GUI process had used by then."""
    with tempfile.TemporaryFile("w+") as errors:
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-c", STARTUP_DRIVER], stdout=subprocess.PIPE, stderr=errors,
            text=True, env=env, cwd=ROOT,
        )
        assert process.stdout is not None
        line = process.stdout.readline()
        wall = time.perf_counter() - start
        process.stdout.read()
        code = process.wait(timeout=CHILD_TIMEOUT)
        if not line.startswith("shown") or code != 0:
            errors.seek(0)
            raise RuntimeError(f"the app did not start (exit {code}):\n{errors.read()[-3000:]}")
    return wall, float(line.split()[1])


def run_child(part: str, env: dict[str, str]) -> dict[str, Any]:
    """`python benchmarks/ui.py --child PART` in a fresh process: its JSON result."""
    done = subprocess.run(
        [sys.executable, str(Path(__file__).resolve()), "--child", part], capture_output=True,
        text=True, env=env, cwd=ROOT, timeout=CHILD_TIMEOUT, check=False,
    )
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise RuntimeError(f"ui benchmark {part!r} failed (exit {done.returncode}):\n"
                           f"{done.stderr[-3000:]}")
    return json.loads(lines[-1])


def measure_ui(timed: Callable[[str, Callable[[], Any]], Any]) -> tuple[list[Measurement],
                                                                          dict[str, Any]]:
    """Every desktop figure, each part in fresh processes; `timed(label, work)` reports
    progress. Returns the measurements and the details (CPU shares, raw samples)."""
    with tempfile.TemporaryDirectory(prefix="gameshelf-bench-") as home:
        env = child_env(home)

        def startup() -> list[tuple[float, float]]:
            start_once(env)  # warm-up: fills build/pycache and the file cache
            return [start_once(env) for _ in range(STARTUP_REPEATS)]

        starts = timed("app start-up", startup)
        board = timed("board build and redraw", lambda: run_child("board", env))
        stall = timed("Hard AI thinking", lambda: run_child("stall", env))
        memory = timed("memory", lambda: [run_child("memory", env)
                                          for _ in range(MEMORY_REPEATS)])
    return summarise(starts, board, stall, memory)


def summarise(starts: list[tuple[float, float]], board: dict[str, Any], stall: dict[str, Any],
              memory: list[dict[str, Any]]) -> tuple[list[Measurement], dict[str, Any]]:
    walls = [wall for wall, _ in starts]
    cpus = [cpu for _, cpu in starts]
    builds = board["build_ms"]
    redraws = board["redraw_ms"]
    alone, shown = stall["controller"], stall["board"]
    gaps = alone["gaps_ms"]
    gui = [m["gui_rss_mb"] for m in memory]
    worker = [m["worker_rss_mb"] for m in memory]
    board_name = f"{GAME} {PLAYERS}p board"
    decisions = len(alone["longest_gap_per_decision_ms"])
    stall_name = f"Hard AI thinking ({decisions} decisions): event-loop gap"
    measurements = [
        Measurement(f"app start to shown main window ({STARTUP_REPEATS} starts)", "s",
                    Summary.of(walls), STARTUP_TARGET, higher_is_better=False),
        Measurement("app start: CPU time of the GUI process", "s", Summary.of(cpus)),
        Measurement(f"{board_name}: build and first paint", "ms", Summary.of(builds),
                    BUILD_TARGET, higher_is_better=False),
        Measurement(f"{board_name}: first build of the process (imports)", "ms",
                    Summary.of([board["cold_build_ms"]])),
        Measurement(f"{board_name}: redraw after a move p50", "ms", Summary.of(redraws),
                    REDRAW_TARGET, higher_is_better=False),
        Measurement(f"{board_name}: redraw after a move p95", "ms",
                    _stat(redraws, percentile(redraws, 0.95))),
        Measurement(f"{stall_name} max", "ms", _longest(alone), STALL_TARGET,
                    higher_is_better=False),
        Measurement(f"{stall_name} p99 ({TICK_MS} ms timer)", "ms",
                    _stat(gaps, percentile(gaps, 0.99))),
        Measurement(f"{stall_name} max, board shown and redrawn", "ms", _longest(shown)),
        Measurement(f"GUI process RSS, main window + {PLAYERS}p {GAME} game", "MB",
                    Summary.of(gui), MEMORY_TARGET, higher_is_better=False),
        Measurement("AI worker RSS, idle", "MB", Summary.of(worker)),
        Measurement("AI worker RSS after the Hard decisions above", "MB",
                    Summary.of([stall["worker_rss_mb"]])),
    ]
    details = {
        "platform": "offscreen",
        "startup_cpu_share": round(sum(cpus) / sum(walls), 3),
        "board_cpu_share": board["cpu_share"],
        "startup_s": walls,
        "board": board,
        "stall": {
            run: {key: value for key, value in stall[run].items() if key != "gaps_ms"}
            for run in ("controller", "board")
        },
        "memory": memory,
    }
    return measurements, details


def _longest(run: dict[str, Any]) -> Summary:
    """The longest gap between ticks, its spread over the Hard decisions' longest gaps."""
    longest = run["longest_gap_per_decision_ms"]
    return Summary(max(run["gaps_ms"]), min(longest), max(longest), "min–max per decision",
                   len(longest))


def _stat(values: list[float], value: float) -> Summary:
    return Summary(value, min(values), max(values), "min–max", len(values))


def cpu_report(details: dict[str, Any]) -> str:
    startup, board = details["startup_cpu_share"], details["board_cpu_share"]
    text = (f"The GUI process had the CPU {startup:.0%} of the start-up wall time (the AI worker"
            f" starts beside it) and {board:.0%} of the timed board builds and redraws.")
    if board < BUSY_MACHINE:
        text += " The machine was busy: the board timings are pessimistic."
    return text


# -- the child processes ---------------------------------------------------------------------------


def _qt_app() -> Any:
    """The app's QApplication, its language (translators, font) installed as main() does."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
    from PySide6.QtCore import QStandardPaths

    QStandardPaths.setTestModeEnabled(True)
    from gameshelf.ui.app import Languages, create_app

    app = create_app(["gameshelf-bench"])
    languages = Languages(app)
    languages.apply("en")
    return app, languages


def six_player_match(seed: int, level: str) -> Any:
    """One human seat and five AI seats, after MOVES beginner moves, the human to decide."""
    from gameshelf.engine import Match, Seat, get_game
    from gameshelf.ui.screenshot import NAMES, play_moves

    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "ai", level) for i in range(1, PLAYERS)]
    match = Match.new(get_game(GAME), seats, seed)
    if not play_moves(match, MOVES, seed):
        raise RuntimeError(f"seed {seed}: the game ended within {MOVES} moves")
    return match


def pump(app: Any, done: Callable[[], bool], timeout: float = 30.0) -> None:
    """Run the event loop until done() (waiting for events, not spinning)."""
    from PySide6.QtCore import QEventLoop, QTimer

    wake = QTimer()  # bounds each wait, so that done() and the deadline are looked at
    wake.start(20)
    deadline = time.perf_counter() + timeout
    try:
        while not done():
            if time.perf_counter() > deadline:
                raise TimeoutError("the event loop did not get there")
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        wake.stop()


def _paint_watch(widget: Any) -> Any:
    """Counts the widget's paint events for which `accept()` holds."""
    from PySide6.QtCore import QEvent, QObject

    class PaintWatch(QObject):
        def __init__(self) -> None:
            super().__init__(widget)
            self.painted = 0
            self.accept: Callable[[], bool] = lambda: True
            widget.installEventFilter(self)

        def eventFilter(self, watched: Any, event: Any) -> bool:
            if event.type() == QEvent.Type.Paint and self.accept():
                self.painted += 1
            return False

    return PaintWatch()


def child_board() -> dict[str, Any]:
    """Build the 6-player board BUILD_REPEATS + 1 times (one cold), then redraw it after
    REDRAW_MOVES moves."""
    app, _ = _qt_app()
    from gameshelf.content import load_content
    from gameshelf.ui.controller import GameController
    from gameshelf.ui.games import create_game_view
    from gameshelf.ui.games.game_view import MIN_REDRAW_MS
    from gameshelf.ui.main_window import ANIMATION_MS

    content = load_content(GAME, "en")
    cpu_total = wall_total = 0.0
    builds: list[float] = []
    view = controller = ai = None
    for repeat in range(BUILD_REPEATS + 1):
        if view is not None:
            view.close()
            view.deleteLater()
            controller.close()
            controller.deleteLater()
            app.processEvents()
            gc.collect()
        match = six_player_match(seed=repeat + 1, level="normal")
        from gameshelf.ui.ai_standins import ScriptedAi

        ai = ScriptedAi()
        controller = GameController(match, ai, ai_speed="fast")
        wall, cpu = time.perf_counter(), time.process_time()
        view = create_game_view(GAME, controller, content)
        view.set_animation_ms(ANIMATION_MS["normal"])
        view.resize(*WINDOW)
        watch = _paint_watch(view.board.viewport())
        view.show()
        pump(app, lambda w=watch: w.painted > 0)
        builds.append((time.perf_counter() - wall) * 1000)
        if repeat:
            cpu_total += time.process_time() - cpu
            wall_total += time.perf_counter() - wall
        controller.start()

    spec = controller.spec
    rng = random.Random(0)
    redraws: list[float] = []
    kinds: list[str] = []
    settle = MIN_REDRAW_MS / 1000 + 0.02  # past the board's redraw throttle for fast AI moves
    last = time.perf_counter()
    for _ in range(REDRAW_MOVES):
        # Animations over and the throttle past: each move starts from a quiet board.
        pump(app, lambda since=last: not view.animator.active and not view.redraw_pending
             and time.perf_counter() - since >= settle)
        state = controller.state
        seat = state.to_move()
        if seat is None:
            break
        action = spec.heuristic_action(state, seat, rng)
        played = len(controller.match.actions)
        watch.accept = lambda n=played: (len(controller.match.actions) > n
                                         and not view.redraw_pending)
        watch.painted = 0
        wall, cpu = time.perf_counter(), time.process_time()
        if controller.seat_is_human(seat):
            controller.play(action)
            kinds.append("human")
        else:
            ai.answer(action)
            kinds.append("ai")
        pump(app, lambda: watch.painted > 0)
        last = time.perf_counter()
        redraws.append((last - wall) * 1000)
        cpu_total += time.process_time() - cpu
        wall_total += last - wall
    return {
        "cold_build_ms": builds[0],
        "build_ms": builds[1:],
        "redraw_ms": redraws,
        "redraw_kinds": kinds,
        "cpu_share": round(cpu_total / wall_total, 3),
    }


def child_stall() -> dict[str, Any]:
    """A real AI worker plays five Hard seats while a 5 ms timer ticks in the GUI thread: first
    with the controller alone, then with the board shown (and redrawn after every move)."""
    app, _ = _qt_app()
    from gameshelf.ui.ai_client import AiClient

    ai = AiClient()
    try:
        alone = _stall_run(app, ai, board=False)
        shown = _stall_run(app, ai, board=True)
        worker = _worker_rss_mb()
    finally:
        ai.close()
    return {"controller": alone, "board": shown, "worker_rss_mb": worker}


def _stall_run(app: Any, ai: Any, board: bool) -> dict[str, Any]:
    from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer, Slot

    from gameshelf.ai import LEVELS
    from gameshelf.content import load_content
    from gameshelf.ui.controller import GameController
    from gameshelf.ui.games import create_game_view
    from gameshelf.ui.main_window import ANIMATION_MS

    budget = LEVELS["hard"].seconds
    assert budget is not None
    match = six_player_match(seed=7, level="hard")
    spec, rng = match.spec, random.Random(7)
    while match.state.to_move() == 0:  # the human's turn played out: a Hard seat is next
        match.apply(spec.heuristic_action(match.state, 0, rng))
    controller = GameController(match, ai, ai_speed="normal")
    view = None
    if board:
        view = create_game_view(GAME, controller, load_content(GAME, "en"))
        view.set_animation_ms(ANIMATION_MS["normal"])
        view.resize(*WINDOW)
        watch = _paint_watch(view.board.viewport())
        view.show()
        pump(app, lambda: watch.painted > 0)

    loop = QEventLoop()
    ticks: list[float] = []
    decisions: list[tuple[float, float]] = []  # (asked, answered)

    class Recorder(QObject):
        asked = 0.0

        @Slot()
        def tick(self) -> None:
            ticks.append(time.perf_counter())

        @Slot(int)
        def thinking(self, seat: int) -> None:
            if seat >= 0:
                self.asked = time.perf_counter()
            elif controller.human_to_move() is not None:  # the human: play on at once
                QTimer.singleShot(0, self.play_human)

        @Slot(int, object)
        def answered(self, request: int, action: object) -> None:
            decisions.append((self.asked, time.perf_counter()))
            real = [b - a for a, b in decisions if b - a >= THOUGHT * budget]
            if len(real) >= HARD_DECISIONS or len(decisions) >= 5 * HARD_DECISIONS:
                loop.quit()

        @Slot()
        def play_human(self) -> None:
            state = controller.state
            if controller.human_to_move() is not None:
                controller.play(spec.heuristic_action(state, state.to_move(), rng))

    recorder = Recorder()
    ticker = QTimer()
    ticker.setTimerType(Qt.TimerType.PreciseTimer)
    ticker.setInterval(TICK_MS)
    ticker.timeout.connect(recorder.tick)
    controller.thinking.connect(recorder.thinking)
    ai.answered.connect(recorder.answered)
    QTimer.singleShot(60_000, loop.quit)
    ticker.start()
    controller.start()
    loop.exec()
    ticker.stop()
    ai.answered.disconnect(recorder.answered)
    controller.close()
    if view is not None:
        view.close()
        view.deleteLater()
    controller.deleteLater()
    app.processEvents()
    gaps = [(b - a) * 1000 for a, b in itertools.pairwise(ticks)]
    per_decision = []
    for asked, answered in decisions:
        inside = [(b - a) * 1000 for a, b in itertools.pairwise(ticks) if asked <= b <= answered]
        if answered - asked >= THOUGHT * budget and inside:
            per_decision.append(max(inside))
    return {
        "gaps_ms": gaps,
        "decisions_s": [round(b - a, 3) for a, b in decisions],
        "longest_gap_per_decision_ms": per_decision or [max(gaps)],
    }


def child_memory() -> dict[str, Any]:
    """The app as main() opens it, then a 6-player game started from the window."""
    app, languages = _qt_app()
    from gameshelf.ui.ai_client import AiClient
    from gameshelf.ui.app import app_paths, open_window

    ai = AiClient()
    try:
        window = open_window(ai, app_paths(), languages)
        window.resize(*WINDOW)
        window.start_match(six_player_match(seed=1, level="normal"), fresh=True)
        watch = _paint_watch(window.view.board.viewport())
        pump(app, lambda: watch.painted > 0)
        settled = time.perf_counter() + 0.5
        pump(app, lambda: time.perf_counter() > settled)
        gui = _rss_mb("self")
        worker = _worker_rss_mb()
        window.close()
    finally:
        ai.close()
    return {"gui_rss_mb": gui, "worker_rss_mb": worker}


def _rss_mb(pid: str | int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError(f"no VmRSS in /proc/{pid}/status")


def _worker_rss_mb() -> float:
    workers = [p for p in multiprocessing.active_children() if p.name == "gameshelf-ai"]
    if len(workers) != 1 or workers[0].pid is None:
        raise RuntimeError(f"expected one AI worker, found {workers}")
    return _rss_mb(workers[0].pid)


CHILDREN = {"board": child_board, "stall": child_stall, "memory": child_memory}


# -- on its own ----------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--child", choices=sorted(CHILDREN), help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child:
        # Settings and autosave under a throwaway HOME, even when started by hand.
        with tempfile.TemporaryDirectory(prefix="gameshelf-bench-") as home:
            os.environ["HOME"] = home
            print(json.dumps(CHILDREN[args.child]()), flush=True)
        return 0

    def timed(label: str, work: Callable[[], Any]) -> Any:
        start = time.perf_counter()
        result = work()
        print(f"  {label}: {time.perf_counter() - start:.1f} s", flush=True)
        return result

    measurements, details = measure_ui(timed)
    print()
    headers = ["measurement", "median", "spread", "target", "result"]
    print(text_table(headers, [m.row() for m in measurements]))
    print(f"\n{cpu_report(details)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
