"""The games on the shelf, by id."""

from __future__ import annotations

from .game import GameSpec

_GAMES: dict[str, GameSpec] = {}


def register(spec: GameSpec) -> GameSpec:
    if spec.id in _GAMES:
        raise ValueError(f"game {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def _load_builtin_games() -> None:
    from .. import games  # noqa: F401  (registers every built game)


def get_game(game_id: str) -> GameSpec:
    _load_builtin_games()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        shown = game_id if len(game_id) <= 40 else game_id[:39] + "…"
        raise KeyError(f"unknown game {shown!r} (known: {known})") from None


def all_games() -> list[GameSpec]:
    _load_builtin_games()
    return [_GAMES[key] for key in sorted(_GAMES)]
