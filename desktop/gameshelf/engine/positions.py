"""Position files: a TOML snapshot of a full state, `game = "<id>"` first (docs/positions.md)."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

from .game import GameSpec, State
from .registry import get_game


class PositionError(Exception):
    """A position file that cannot be loaded; the message names the file and the key."""


def load_position_file(path: str | os.PathLike[str]) -> tuple[GameSpec, State]:
    try:
        data = tomllib.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as error:
        raise PositionError(f"cannot read {path}: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise PositionError(f"{path}: not valid TOML: {error}") from None
    game_id = data.get("game")
    if not isinstance(game_id, str):
        raise PositionError(f"{path}: missing key 'game'")
    try:
        spec = get_game(game_id)
    except KeyError as error:
        raise PositionError(f"{path}: key 'game': {error.args[0]}") from None
    try:
        state = spec.load_position(data)
    except (KeyError, ValueError, TypeError, IndexError) as error:
        message = error.args[0] if error.args else type(error).__name__
        raise PositionError(f"{path}: {message}") from None
    return spec, state
