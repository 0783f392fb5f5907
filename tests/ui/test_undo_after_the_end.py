"""A finished game stays finished: no undo once the game is over, in every game."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController


@pytest.mark.parametrize("game", ["ethnos", "everdell"])
def test_undo_is_not_offered_once_the_game_is_over(qapp, game):
    spec = get_game(game)
    match = Match.new(spec, [Seat("Ana"), Seat("Ben", "ai", "easy")], 3)
    rng = random.Random(3)
    humans_moved = False
    while not match.state.is_over():
        state = match.state
        humans_moved |= state.to_move() == 0
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    assert humans_moved
    controller = GameController(match, ScriptedAi())  # type: ignore[arg-type]
    controller.start()
    actions = len(controller.match.actions)
    assert controller.state.is_over()
    assert not controller.can_undo()
    controller.undo()
    assert controller.state.is_over()
    assert len(controller.match.actions) == actions
    controller.close()
