"""The games whose states are `PlainState`s: the legal actions a state keeps between moves
(some rules hand them over from `apply_action`, having worked them out to know the state waits
for a decision) are always those its rules work out afresh."""

from __future__ import annotations

import random

import pytest

from gameshelf.engine import all_games, get_game
from gameshelf.games.plain import PlainState

PLAIN_GAMES = [spec.id for spec in all_games()
               if isinstance(spec.new_game(max(2, spec.min_players), 0), PlainState)]


@pytest.mark.parametrize("game", PLAIN_GAMES)
def test_the_legal_actions_kept_between_moves_are_those_worked_out_afresh(game: str) -> None:
    assert set(PLAIN_GAMES) >= {"aquatica", "champions", "reavers"}
    spec = get_game(game)
    for players in (2, 4):
        state = spec.new_game(players, 7)
        assert isinstance(state, PlainState)
        rules = state._module(state.RULES)
        rng = random.Random(players)
        moves = 0
        while state.to_move() is not None:
            legal = state.legal_actions()
            assert legal == rules.legal_actions(state), f"{game}, {players}p, move {moves}"
            state.apply(rng.choice(legal))
            moves += 1
        assert state.legal_actions() == rules.legal_actions(state) == []
