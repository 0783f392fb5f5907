"""What the board tests of Aquatica and Champions share: a game opened on its board against
the Easy AI with the AI stood in for, and the enabled button that plays an action; and, for
every UI test, the windows it opened deleted after it."""

from __future__ import annotations

from typing import Any

from board_standard import PAGE
from helpers_ethnos import settle
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games.game_view import GameView


def open_board(qtbot, game: str, view_class: Any, seed: int, players: int = 2,
               lang: str = "en") -> tuple[GameController, Any, ScriptedAi]:
    """Ana (a person) against Easy AIs Ben, Cy and Di, no animation, on the board a maximized
    1366×768 window shows."""
    seats = [Seat("Ana")] + [Seat(name, "ai", "easy") for name in ("Ben", "Cy", "Di")[
        :players - 1]]
    return show_match(qtbot, Match.new(get_game(game), seats, seed), view_class, lang)


def show_match(qtbot, match: Match, view_class: Any, lang: str = "en"
               ) -> tuple[GameController, Any, ScriptedAi]:
    """`match` (new, loaded or played on) on its board as a maximized 1366×768 window shows
    it, no animation, play started."""
    ai = ScriptedAi()
    controller = GameController(match, ai, ai_speed="fast")  # type: ignore[arg-type]
    view = view_class(controller, load_content(match.spec.id, lang))
    view.set_animation_ms(0)
    qtbot.addWidget(view)
    view.resize(*PAGE)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    settle(qtbot, view)
    return controller, view, ai


def button_for(view: Any, action: Action) -> Any:
    """The enabled button (of the bar or the chooser) that plays `action`, or None."""
    for name, button in view.scene.buttons.items():
        if view.interaction.button_action(name) == action and button.enabled:
            return button
    return None


def play_with_mouse(qtbot, controller: GameController, view: Any, ai: ScriptedAi, rng: Any,
                    perform: Any, until: Any = lambda: False, limit: int = 3000) -> set[str]:
    """The AIs answered with beginner moves, the person's beginner move made with the mouse
    (`perform(qtbot, view, action)`, which must play exactly it), until the game ends or
    `until()`; the names of the person's moves made."""
    from helpers_ethnos import settle
    from helpers_everdell import play_ais

    made: set[str] = set()
    for _ in range(limit):
        play_ais(qtbot, controller, ai, rng)
        settle(qtbot, view)
        if controller.state.is_over() or until():
            settle(qtbot, view)
            return made
        state = controller.state
        action = controller.spec.heuristic_action(state, state.to_move(), rng)
        before = len(controller.match.actions)
        perform(qtbot, view, action)
        assert controller.match.actions[before:before + 1] == [action], action
        made.add(action.name)
    raise AssertionError("the game did not end")


def opened_games(qtbot, open_game: Any) -> Any:
    """A fixture's body: `open_game(qtbot, ...)` for the test, every game closed after it."""
    made = []

    def open_(*args: Any, **kwargs: Any) -> Any:
        controller, view, ai = open_game(qtbot, *args, **kwargs)
        made.append((controller, view))
        return controller, view, ai

    yield open_
    for controller, view in made:
        view.close_dialogs()
        controller.close()
        view.close()


def delete_new_windows(before: list[QWidget]) -> int:
    """Closes and deletes every board and main window opened since `before`, with what they
    hold, at once; returns how many. (Other parentless widgets, a menu a view keeps, belong to
    one of them: deleting them too deleted them twice.)"""
    new = [w for w in QApplication.topLevelWidgets()
           if isinstance(w, GameView | QMainWindow) and w.parentWidget() is None
           and not any(w is old for old in before)]
    for window in new:
        window.close()
        window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    return len(new)
