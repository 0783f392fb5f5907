"""Position files: a TOML snapshot of a full state, `game = "<id>"` first (docs/positions.md).

A position that loads is playable: the game's loader refuses what the rules cannot reach, and
`check_playable` backs it up for every game by trying each legal action once. The readers below
(`check_keys`, `read`, `read_int`, ...) are what the games' loaders use to name the key of any
problem; every failure, whatever its kind, becomes a one-line `PositionError`.
"""

from __future__ import annotations

import os
from collections.abc import Collection, Iterator, Mapping
from contextlib import contextmanager
from difflib import get_close_matches
from typing import Any

from .actions import Action
from .files import FileProblem, Limits, cut, read_toml, short
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
        check_playable(state)
    except PositionError as error:
        raise PositionError(f"{where}: {reason(error)}") from None
    except Exception as error:  # the backstop: no traceback, ever
        raise PositionError(f"{where}: cannot load the position: {reason(error)}") from None
    return spec, state


def check_playable(state: State) -> None:
    """Refuse a state the rules cannot go on from: the seat to move has no legal action, or a
    legal action (tried once each, on a copy) fails, or what follows it cannot be listed."""
    problem = _turn_problem(state)
    if problem:
        raise PositionError(f"the position cannot be played: {problem}")
    for action in state.legal_actions():
        after = state.clone()
        try:
            after.apply(action)
            problem = _turn_problem(after)
        except Exception as error:
            problem = reason(error)
        if problem:
            raise PositionError(f"the position cannot be played: action {action_text(action)}"
                                f" fails: {problem}")
    state.scores()


def _turn_problem(state: State) -> str:
    """What keeps the game from going on here ("" if nothing): a seat to move that is none of
    the seats, or has no legal action; legal actions in a game that is over."""
    seat = state.to_move()
    legal = state.legal_actions()
    if seat is None:
        return "the game is over, yet there are legal actions" if legal else ""
    if not isinstance(seat, int) or not 0 <= seat < state.num_players:
        return f"no seat {short(seat)} is to move"
    return "" if legal else f"seat {seat} has no legal action"


def action_text(action: Action) -> str:
    """`name(args)` with each argument cut short."""
    return cut(f"{action.name}({', '.join(short(arg, 20) for arg in action.args)})")


def reason(error: BaseException) -> str:
    """An exception's message in one short line; its type when it has none, and in front of it
    for anything but our own refusals (`KeyError: 'deck'`)."""
    try:
        text = cut(" ".join(str(error).split()), 240)
    except Exception:  # a message that cannot be built (a huge number in it)
        text = ""
    if isinstance(error, PositionError | FileProblem) and text:
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


# -- reading a position -------------------------------------------------------------------------
# `path` is the table's own key path ("" at the top, "seats[1]", "pending.building"): every
# message names the key in full.


def key_path(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


def refuse(path: str, problem: str) -> PositionError:
    return PositionError(f"key '{cut(path)}': {problem}")


@contextmanager
def consistency_checked() -> Iterator[None]:
    """Around a game's checks of a loaded state: an error they did not foresee (a wrong type
    deep in a table) becomes a one-line PositionError too."""
    try:
        yield
    except PositionError:
        raise
    except (TypeError, KeyError, ValueError, AttributeError, IndexError) as error:
        raise PositionError(f"the position is not consistent: {type(error).__name__}: "
                            f"{str(error)[:80]}") from None


def read_setup(spec: GameSpec, pos: Mapping[str, Any],
               known: Collection[str]) -> tuple[int, dict[str, Any]]:
    """The top-level keys checked against `known`, then the player count (required, within the
    game's) and the full option table (its keys checked, every value the game allows)."""
    check_keys(pos, known)
    players = int_in(required(pos, "players"), spec.min_players, spec.max_players, "players")
    options = read_table(pos, "options", [option.key for option in spec.options])
    try:
        return players, spec.resolve_options(options)
    except ValueError as error:
        raise refuse("options", cut(str(error))) from None


def required(table: Mapping[str, Any], key: str, path: str = "") -> Any:
    if key not in table:
        raise refuse(key_path(path, key), "missing")
    return table[key]


def check_keys(table: Mapping[str, Any], known: Collection[str], path: str = "") -> None:
    """Refuse the first key of `table` that is not one of `known`."""
    for key in table:
        if key not in known:
            close = get_close_matches(key, known, n=1)
            raise refuse(key_path(path, key),
                         f"unknown key (did you mean {close[0]!r}?)" if close else "unknown key")


def check_type(value: Any, kind: type | tuple[type, ...], path: str) -> Any:
    """`value` if it is of `kind`; a bool is no integer here (`isinstance(True, int)` is)."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
        raise refuse(path, f"expected {_kind_name(kinds)}, got {short(value)}")
    return value


def _kind_name(kinds: tuple[type, ...]) -> str:
    names = {bool: "true or false", int: "an integer", str: "a string", list: "a list",
             dict: "a table"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def read(table: Mapping[str, Any], key: str, kind: type | tuple[type, ...], default: Any,
         path: str = "") -> Any:
    """`table[key]` checked to be of `kind`, or `default` when the key is absent."""
    if key not in table:
        return default
    return check_type(table[key], kind, key_path(path, key))


def int_in(value: Any, low: int, high: int, path: str) -> int:
    """`value`, an integer from `low` to `high`."""
    check_type(value, int, path)
    if not low <= value <= high:
        raise refuse(path, f"must be {low} to {high}, not {short(value)}")
    return value


def read_int(table: Mapping[str, Any], key: str, default: int, low: int, high: int,
             path: str = "") -> int:
    if key not in table:
        return default
    return int_in(table[key], low, high, key_path(path, key))


def read_table(table: Mapping[str, Any], key: str, known: Collection[str],
               path: str = "") -> Mapping[str, Any]:
    """The sub-table `table[key]` (empty when absent), its keys checked against `known`."""
    inner = read(table, key, dict, {}, path)
    check_keys(inner, known, key_path(path, key))
    return inner


def read_list(table: Mapping[str, Any], key: str, path: str = "",
              default: list[Any] | None = None) -> list[Any]:
    return read(table, key, list, [] if default is None else default, path)


def read_ints(table: Mapping[str, Any], key: str, low: int, high: int,
              path: str = "") -> list[int]:
    """A list of integers from `low` to `high` (empty when absent)."""
    where = key_path(path, key)
    return [int_in(v, low, high, key_path(where, i))
            for i, v in enumerate(read_list(table, key, path))]


def read_choice(table: Mapping[str, Any], key: str, choices: Collection[str], default: str,
                path: str = "") -> str:
    """One of `choices`, or `default` when absent."""
    value = read(table, key, str, default, path)
    if value not in choices:
        raise refuse(key_path(path, key), f"{short(value)} is not one of {', '.join(choices)}")
    return value


def strings_in(value: Any) -> list[str]:
    """Every string in a parsed file's value, tables and lists included, in file order."""
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [s for item in value.values() for s in strings_in(item)]
    if isinstance(value, list):
        return [s for item in value for s in strings_in(item)]
    return []


def with_named(named: list[str], ids: tuple[str, ...], count: int) -> list[str]:
    """A default choice of `count` ids: those a position names first, then the first others."""
    chosen = list(dict.fromkeys(name for name in named if name in ids))
    return (chosen + [i for i in ids if i not in chosen])[:max(count, len(chosen))]


def unique(values: list[Any], path: str) -> None:
    """Refuse a list that names one thing twice."""
    seen: set[Any] = set()
    for index, value in enumerate(values):
        if value in seen:
            raise refuse(key_path(path, index), f"{short(value)} is listed twice")
        seen.add(value)
