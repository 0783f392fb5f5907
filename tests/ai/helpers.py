"""Shared helpers: the games the AI is tested on, positions reached by random play, full games."""

from __future__ import annotations

import random

from gameshelf.ai import Agent, choose_for
from gameshelf.engine import GameSpec, State, all_games
from toy_game import TOY


def shelf_games() -> list[GameSpec]:
    """The toy game and every registered game (the toy game may be registered too)."""
    return [TOY, *(spec for spec in all_games() if spec.id != TOY.id)]


def random_position(spec: GameSpec, num_players: int, seed: int, fraction: float) -> State:
    """A position `fraction` of the way through a seeded random game, moved on to the first
    point where the seat to move has a real choice (the next seed's game if none is left)."""
    for game_seed in range(seed, seed + 20):
        length = _random_game_length(spec, num_players, game_seed)
        rng = random.Random(game_seed)
        state = spec.new_game(num_players, game_seed)
        played = 0
        while not state.is_over():
            legal = state.legal_actions()
            if played >= fraction * length and len(legal) > 1:
                return state
            state.apply(rng.choice(legal))
            played += 1
    raise AssertionError(f"{spec.id}: no choice left after {fraction:.0%} of 20 random games")


def _random_game_length(spec: GameSpec, num_players: int, seed: int) -> int:
    rng = random.Random(seed)
    state = spec.new_game(num_players, seed)
    played = 0
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        played += 1
    return played


def play(spec: GameSpec, agents: list[Agent], seed: int) -> State:
    """One full game, every move checked to be legal; returns the final state."""
    state = spec.new_game(len(agents), seed)
    while not state.is_over():
        seat = state.to_move()
        assert seat is not None
        legal = state.legal_actions()
        action = choose_for(agents[seat], spec, state, seat)
        assert action in legal, f"{spec.id}: seat {seat} chose {action}, not legal"
        state.apply(action)
    return state


def win_shares(state: State) -> list[float]:
    winners = state.scores().winners()
    return [1 / len(winners) if seat in winners else 0.0 for seat in range(state.num_players)]
