"""Screenshots of a game board in any language and size, without the AI process.

`render_screenshot` sets up a match (one human, the rest AI), plays `moves` beginner moves for
every seat directly on the Match, opens the board offscreen and saves what it shows as a PNG.
The command line reaches it as `gameshelf --screenshot FILE --game ethnos --players 4 --lang ja
[--size 1366x768]` through `screenshot_command`.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QWidget

from ..content import load_content
from ..engine import Match, Seat, get_game
from .ai_standins import OfflineAi

if TYPE_CHECKING:
    from .controller import GameController

NAMES = ("Alex", "Bea", "Chen", "Dana", "Eli", "Fumi")
EXTRA_MOVES = 2000  # after `moves`, keep going until the human has a decision to show


def parse_size(text: str) -> tuple[int, int]:
    """"1366x768" -> (1366, 768)."""
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise ValueError(f"size must look like 1366x768, not {text!r}") from None
    if width < 320 or height < 240:
        raise ValueError(f"size {text!r} is too small (at least 320x240)")
    return width, height


def _application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    assert isinstance(app, QApplication)
    return app


def play_moves(match: Match, moves: int, seed: int, phase: str | None = None) -> bool:
    """`moves` beginner moves for every seat, then on until seat 0 has a decision (in `phase`,
    when given: see `_phase`). False if the game ended first."""
    spec = match.spec
    rng = random.Random(seed)
    played = 0
    while not match.state.is_over() and played < moves + EXTRA_MOVES:
        seat = match.state.to_move()
        assert seat is not None
        if played >= moves and seat == 0 and (
                phase is None or _phase(match.state.observe(0).data) == phase):
            return True
        match.apply(spec.heuristic_action(match.state, seat, rng))
        played += 1
    return False


def _phase(obs: dict) -> str | None:
    """The observation's "phase" (Ethnos), or the kind of the pending decision on top of the
    stack (Everdell: "turn" when none; Aquatica: its pending step, or its stage)."""
    if "phase" in obs:
        return obs["phase"]
    if obs.get("step") is not None and "stack" in obs:  # Reavers: the decision's step
        return obs["step"]
    pending = obs.get("pending")
    if isinstance(pending, dict):
        return pending.get("step") or obs.get("stage")
    if pending is not None:
        return pending[-1]["kind"] if pending else "turn"
    if "stage" in obs:
        return obs["stage"]
    return None


def render_screenshot(path: str | os.PathLike[str], game: str = "ethnos", players: int = 4,
                      lang: str = "en", size: tuple[int, int] = (1366, 768), seed: int = 1,
                      moves: int = 60, phase: str | None = None) -> Path:
    """Save a PNG of `game`'s board after `moves` moves, as seat 0 (the human) sees it; with
    `phase`, at the first decision of seat 0 in that phase after them; with `phase` "over",
    the final score sheet of the game played to its end."""
    from .app import Languages

    app = _application()
    font = QFont(app.font())
    languages = Languages(app)
    languages.apply(lang)
    try:
        return _render(path, app, game, players, lang, size, seed, moves, phase)
    finally:  # leave a running app's language and font as they were
        languages.apply("en")
        app.setFont(font)


def _render(path: str | os.PathLike[str], app: QApplication, game: str, players: int,
            lang: str, size: tuple[int, int], seed: int, moves: int,
            phase: str | None) -> Path:
    controller, view = open_view(game, players, lang, size, seed, moves, phase)
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    shown: QWidget = view
    if phase == "over" and controller.state.is_over():
        shown = view.show_score_sheet()  # type: ignore[attr-defined]
        for _ in range(3):
            QApplication.processEvents()
    if not shown.grab().save(str(target), "PNG"):
        raise OSError(f"cannot write {target}")
    view.close()
    view.deleteLater()
    controller.deleteLater()
    app.processEvents()
    return target


def open_view(game: str, players: int, lang: str, size: tuple[int, int], seed: int = 1,
              moves: int = 60, phase: str | None = None) -> tuple[GameController, QWidget]:
    """`game`'s board after `moves` seeded moves (see `render_screenshot`), shown at `size` as
    seat 0 (the human) sees it, the other seats Easy AIs that are never asked."""
    from .controller import GameController
    from .games import create_game_view

    spec = get_game(game)
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "ai", "easy") for i in range(1, players)]
    match = Match.new(spec, seats, seed)
    play_moves(match, moves, seed, phase)
    controller = GameController(match, OfflineAi())  # type: ignore[arg-type]
    view = create_game_view(game, controller, load_content(game, lang))
    view.resize(*size)
    view.show()
    for _ in range(3):
        QApplication.processEvents()
    return controller, view


def screenshot_command(file: str, game: str = "ethnos", players: int = 4, lang: str = "en",
                       size: str = "1366x768", seed: int = 1, moves: int = 60) -> Path:
    """The `--screenshot` command line: the size as text ("1366x768")."""
    return render_screenshot(file, game, players, lang, parse_size(size), seed, moves)
