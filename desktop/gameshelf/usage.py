"""What the `gameshelf` commands share: a user error is one line on stderr and exit code 2."""

from __future__ import annotations

from .engine import GameSpec, get_game

USAGE_ERROR = 2


class CliError(Exception):
    """A user error: reported as one line on stderr, exit code 2."""


def one_line(text: str) -> str:
    return " ".join(str(text).split())


def game_by_id(game_id: str) -> GameSpec:
    try:
        return get_game(game_id)
    except KeyError as error:
        raise CliError(error.args[0]) from None
