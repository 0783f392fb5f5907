"""Position files: a TOML snapshot of a full state, `game = "<id>"` first (docs/positions.md)."""

from __future__ import annotations

import os

from .files import FileProblem, Limits, cut, read_toml
from .game import GameSpec, State
from .registry import get_game

# A position is one state: far smaller than a save of a whole game.
POSITION_LIMITS = Limits(max_bytes=256 * 1024, max_string=256, max_list=1_000, max_keys=200)


class PositionError(Exception):
    """A position file that cannot be loaded; the message names the file and the key."""


def load_position_file(path: str | os.PathLike[str]) -> tuple[GameSpec, State]:
    where = cut(os.fspath(path))
    try:
        data = read_toml(path, POSITION_LIMITS)
    except FileProblem as problem:
        raise PositionError(f"{where}: {problem}") from None
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise PositionError(f"{where}: missing key 'game'")
    try:
        spec = get_game(game_id)
    except KeyError as error:
        raise PositionError(f"{where}: key 'game': {error.args[0]}") from None
    try:
        state = spec.load_position(data)
    except (KeyError, ValueError, TypeError, IndexError) as error:
        message = error.args[0] if error.args else type(error).__name__
        raise PositionError(f"{where}: {message}") from None
    return spec, state
