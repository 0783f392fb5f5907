"""The games on the shelf, by id.

A game registers itself when its package is imported. The engine never imports a game: the
application package hands the registry a `shelf` to call before the first lookup (it imports
`gameshelf.games`, which imports every built game).
"""

from __future__ import annotations

from collections.abc import Callable

from .game import GameSpec

_GAMES: dict[str, GameSpec] = {}
_shelf: list[Callable[[], object]] = []


def set_shelf(load: Callable[[], object]) -> None:
    """`load` registers the built games; it is called at the first lookup, until it succeeds."""
    _shelf[:] = [load]


def _load_shelf() -> None:
    # Forgotten only once it worked: a shelf that failed (a damaged data file) fails again at
    # the next lookup, as importing it again would.
    if _shelf:
        _shelf[0]()
        _shelf.clear()


def register(spec: GameSpec) -> GameSpec:
    if spec.id in _GAMES:
        raise ValueError(f"game {spec.id!r} is registered twice")
    _GAMES[spec.id] = spec
    return spec


def get_game(game_id: str) -> GameSpec:
    _load_shelf()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES)) or "none"
        shown = game_id if len(game_id) <= 40 else game_id[:39] + "…"
        raise KeyError(f"unknown game {shown!r} (known: {known})") from None


def all_games() -> list[GameSpec]:
    _load_shelf()
    return [_GAMES[key] for key in sorted(_GAMES)]
