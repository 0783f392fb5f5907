"""Positions of real games, for every game and player count (solo included): each reads back
exactly, and any one value changed is either refused with a PositionError or loads into a game
that plays on for 50 random steps without any other exception (docs/positions.md)."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from gameshelf.engine import GameSpec, all_games, get_game
from gameshelf.engine.positions import PositionError, check_playable

GAMES = sorted(spec.id for spec in all_games() if spec.id != "toy")
EDITS = 1_500  # per game: a second or two
STEPS = 50


@cache
def real_positions(game: str) -> tuple[dict[str, Any], ...]:
    """Positions met in seeded random games at every player count, mid-decision ones included,
    and each game's end."""
    spec = get_game(game)
    positions = []
    for players in range(spec.min_players, spec.max_players + 1):
        for seed in range(3):
            state = spec.new_game(players, seed)
            rng = random.Random(seed)
            while not state.is_over():
                state.apply(rng.choice(state.legal_actions()))
                if rng.random() < 0.04:
                    positions.append(state.to_position())
            positions.append(state.to_position())
    return tuple(positions)


@pytest.mark.parametrize("game", GAMES)
def test_real_positions_read_back_exactly_and_are_playable(game: str) -> None:
    spec = get_game(game)
    for position in real_positions(game):
        state = spec.load_position(copy.deepcopy(position))
        assert state.to_position() == position
        check_playable(state)


@pytest.mark.parametrize("game", GAMES)
def test_one_value_changed_is_refused_or_plays_on(game: str) -> None:
    spec = get_game(game)
    outcomes = {"refused": 0, "played": 0}
    for case in range(EDITS):
        rng = random.Random(f"{game}:{case}")
        position = copy.deepcopy(rng.choice(real_positions(game)))
        where = edit_one_value(position, rng)
        try:
            outcomes[load_and_play(spec, position, rng)] += 1
        except Exception as error:
            error.add_note(f"{game}, case {case}: edited {where}")
            raise
    assert outcomes["refused"] and outcomes["played"], outcomes


def load_and_play(spec: GameSpec, position: dict[str, Any], rng: random.Random) -> str:
    try:
        state = spec.load_position(position)
        check_playable(state)
    except PositionError:
        return "refused"
    for _ in range(STEPS):
        if state.to_move() is None:
            break
        state.apply(rng.choice(state.legal_actions()))
    state.scores()
    return "played"


# -- single-value edits ---------------------------------------------------------------------


def places(data: Any, path: str = "") -> Iterator[tuple[Any, Any, Any, str]]:
    """(container, key or index, value, path) of every value in the position."""
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        where = f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}".lstrip(".")
        yield data, key, value, where
        if isinstance(value, dict | list):
            yield from places(value, where)


def edit_one_value(position: dict[str, Any], rng: random.Random) -> str:
    """One value replaced (by one of its neighbours, another of the file's values, another
    type, a range edge), a list entry added or dropped, a key dropped or an unknown key added."""
    every = list(places(position))
    parent, key, value, where = rng.choice(every)
    others = [v for _, _, v, _ in every if not isinstance(v, dict | list)]
    if isinstance(parent, dict) and rng.random() < 0.05:
        del parent[key]
        return f"{where} (dropped)"
    if isinstance(value, bool):
        new: Any = rng.choice([not value, 1, "true"])
    elif isinstance(value, int):
        new = rng.choice([value + 1, value - 1, 0, -1, 1, 2, 3, 6, 10**6, 2**63 - 1, 1.5, True,
                          str(value), [value], rng.choice(others)])
    elif isinstance(value, str):
        new = rng.choice([rng.choice(others), rng.choice(others), "", "x", 1, [value]])
    elif isinstance(value, list):
        new = list(value)
        if new and rng.random() < 0.5:
            new.pop(rng.randrange(len(new))) if rng.random() < 0.5 else new.append(rng.choice(new))
        else:
            new.append(rng.choice(others))
    elif isinstance(value, dict):
        new = dict(value)
        new[rng.choice(["x", "cards", "owner", "kind", "glory_token"])] = rng.choice([1, "x"])
    else:  # a float an earlier edit left
        new = rng.choice(others)
    parent[key] = new
    return f"{where} = {new!r:.60}"
