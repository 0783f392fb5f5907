"""What the board tests of Aquatica and Champions share: a game opened on its board against
the Easy AI with the AI stood in for, and the enabled button that plays an action."""

from __future__ import annotations

from typing import Any

from helpers_ethnos import settle

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController


def open_board(qtbot, game: str, view_class: Any, seed: int, players: int = 2,
               lang: str = "en") -> tuple[GameController, Any, ScriptedAi]:
    """Ana (a person) against Easy AIs Ben, Cy and Di, on a 1366x768 board, no animation."""
    seats = [Seat("Ana")] + [Seat(name, "ai", "easy") for name in ("Ben", "Cy", "Di")[
        :players - 1]]
    match = Match.new(get_game(game), seats, seed)
    ai = ScriptedAi()
    controller = GameController(match, ai, ai_speed="fast")  # type: ignore[arg-type]
    view = view_class(controller, load_content(game, lang))
    view.set_animation_ms(0)
    qtbot.addWidget(view)
    view.resize(1366, 768)
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
