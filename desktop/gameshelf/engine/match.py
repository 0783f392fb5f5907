"""A Match: one game being played, with its seats, seed, options and action log; and its save file.

Save files are TOML: format version, app version, game id, options, seats, seed and the actions,
and the AI's own seed (older saves without one get a new one).
Loading replays every action and checks it is legal, so a damaged or hand-edited file is refused
with a `SaveFileError` that names the problem, and nothing half-loaded is ever returned.
"""

from __future__ import annotations

import os
import random
import re
import secrets
import tempfile
import unicodedata
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from .. import __version__
from .actions import Action, Event, IllegalActionError
from .files import FileProblem, KeyedError, Limits, cut, parse_toml, read_text, short
from .game import GameSpec, State
from .registry import get_game

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("random", "easy", "normal", "hard")
MAX_SEED = 2**63 - 1
MAX_NAME_LENGTH = 40  # the new-game dialog allows 24
SAVE_KEYS = frozenset({"format", "app_version", "game", "seed", "ai_seed", "options", "seats",
                       "actions"})
SEAT_KEYS = frozenset({"name", "kind", "level", "colour"})
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
# The longest games measured are under a thousand actions (Ethnos 6 players, random play:
# 914 in 300 games); a game's own `max_actions` bounds a save's list, this bounds the file.
SAVE_LIMITS = Limits(max_bytes=2 * 1024 * 1024, max_string=256, max_list=20_000, max_keys=64)


class SaveFileError(KeyedError):
    """A save file that cannot be loaded; the message names the problem (key or action). Its
    `problem` argument, where it has one, is the file's `FileProblem`."""


@dataclass(frozen=True, slots=True)
class Seat:
    name: str
    kind: str = "human"
    level: str | None = None
    colour: str | None = None  # the player's colour in the app, "#rrggbb"

    def __post_init__(self) -> None:
        if self.kind not in SEAT_KINDS:
            raise ValueError(f"seat kind must be one of {SEAT_KINDS}, not {self.kind!r}")
        if self.kind == "ai" and self.level not in AI_LEVELS:
            raise ValueError(f"AI level must be one of {AI_LEVELS}, not {self.level!r}")

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"name": self.name, "kind": self.kind}
        if self.level is not None:
            data["level"] = self.level
        if self.colour is not None:
            data["colour"] = self.colour
        return data


def new_ai_seed() -> int:
    """A seed for the AI of a match or a run, from the system's entropy: never derived from the
    game's seed, since an agent that could work the game's seed out of its own would rebuild
    the deck order."""
    return secrets.randbits(63)


@dataclass(slots=True)
class Match:
    """One game: seats, the game's seed, and the AI's seed (`ai_seed`, independent of the game's:
    the AI's decisions are seeded from it)."""

    spec: GameSpec
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    state: State
    actions: list[Action] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)  # the seat that made each action
    ai_seed: int = field(default_factory=new_ai_seed)

    @classmethod
    def new(
        cls,
        game: str | GameSpec,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
        ai_seed: int | None = None,
    ) -> Match:
        """A new match; without `ai_seed`, the AI gets a seed of its own (`new_ai_seed`)."""
        spec = get_game(game) if isinstance(game, str) else game
        spec.check_players(len(seats))
        for name, value in (("seed", seed), ("ai_seed", ai_seed)):
            if value is not None and not 0 <= value <= MAX_SEED:
                raise ValueError(f"{name} must be between 0 and {MAX_SEED}")
        resolved = spec.resolve_options(options)
        state = spec.new_game(len(seats), seed, resolved)
        ai = new_ai_seed() if ai_seed is None else ai_seed
        return cls(spec, tuple(seats), seed, resolved, state, ai_seed=ai)

    def agents_rng(self) -> random.Random:
        """The generator a simulation's agents draw their seeds (and random moves) from: keyed
        by the AI seed and the game's, so one game of a run replays alone with the same AI
        seed, and no agent can work its own seed back to the game's."""
        return random.Random(f"agents:{self.ai_seed}:{self.seed}")

    def apply(self, action: Action) -> list[Event]:
        seat = self.state.to_move()
        events = self.state.apply(action)
        self.actions.append(action)
        self.actors.append(-1 if seat is None else seat)
        return events

    def apply_revealing(self, action: Action, seats: Collection[int]) -> tuple[list[Event], bool]:
        """Play `action`; also whether it showed one of `seats` something hidden, so that undo
        must not take it back (a replay would show the same again): a card its events name as
        shown, or anything the state's generator decided (a die rolled, a face drawn, a shuffle),
        whether or not the game lists the event."""
        before = self.state.rng_state()
        events = self.apply(action)
        chance = self.state.rng_state() != before
        return events, chance or self.spec.reveals_hidden_information(events, seats)

    def replayed(self, count: int) -> Match:
        """A fresh match with only the first `count` actions of this one (for undo)."""
        match = Match.new(self.spec, self.seats, self.seed, self.options, self.ai_seed)
        for action in self.actions[:count]:
            match.apply(action)
        return match

    # -- save files -------------------------------------------------------------------------

    def to_save(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "app_version": __version__,
            "game": self.spec.id,
            "seed": self.seed,
            "ai_seed": self.ai_seed,
            "options": dict(self.options),
            "seats": [seat.to_dict() for seat in self.seats],
            "actions": [action.to_dict() for action in self.actions],
        }

    def dumps(self) -> str:
        return tomli_w.dumps(self.to_save())

    def save(self, path: str | os.PathLike[str]) -> None:
        """Write atomically: a temporary file beside the target, then a rename."""
        write_atomic(Path(path), self.dumps())

    @classmethod
    def loads(cls, text: str) -> Match:
        try:
            data = parse_toml(text, SAVE_LIMITS)
        except FileProblem as problem:
            raise SaveFileError(f"not a valid save file: {problem}", "not_a_save",
                                problem=problem) from None
        return cls.from_save(data)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        try:
            text = read_text(path, SAVE_LIMITS)
        except FileProblem as problem:
            where = cut(os.fspath(path))
            raise SaveFileError(f"cannot read {where}: {problem}", "cannot_read_file", file=where,
                                problem=problem) from None
        return cls.loads(text)

    @classmethod
    def from_save(cls, data: Mapping[str, Any]) -> Match:
        """The match the save describes, every action replayed and checked.

        Whatever goes wrong, even a bug of a game's rules met only by a strange file, ends as a
        `SaveFileError` that names the key or the action: a save can never crash its reader.
        """
        try:
            return _from_save(cls, data)
        except SaveFileError:
            raise
        except Exception as error:  # the backstop for the reasons above
            raise SaveFileError(f"cannot load the save: {_reason(error)}", "cannot_load") from None


def _from_save(cls: type[Match], data: Mapping[str, Any]) -> Match:
    unknown = sorted(set(data) - SAVE_KEYS)
    if unknown:
        raise SaveFileError(f"unknown key '{cut(unknown[0])}'", "unknown_key", path=cut(unknown[0]))
    fmt = _require(data, "format", int)
    if fmt != SAVE_FORMAT:
        raise SaveFileError(f"key 'format': version {fmt} is not supported (expected 1)",
                            "format", version=fmt)
    _require(data, "app_version", str)
    game_id = _require(data, "game", str)
    try:
        spec = get_game(game_id)
    except KeyError as error:
        raise SaveFileError(f"key 'game': {error.args[0]}", "unknown_game",
                            game=short(game_id)) from None
    seed = _require(data, "seed", int)
    ai_seed = _require(data, "ai_seed", int) if "ai_seed" in data else None
    options = _require(data, "options", dict)
    seat_rows = _require(data, "seats", list)
    if len(seat_rows) > spec.max_players:
        raise SaveFileError(
            f"key 'seats': {len(seat_rows)} seats, {spec.id} is for at most {spec.max_players}",
            "too_many_seats", count=len(seat_rows), game=spec.id, limit=spec.max_players)
    seats = [_seat(row, index) for index, row in enumerate(seat_rows, start=1)]
    action_rows = _require(data, "actions", list)
    if len(action_rows) > spec.max_actions:
        raise SaveFileError(
            f"key 'actions': {len(action_rows):,} actions, more than a game of {spec.id} can"
            f" have (the limit is {spec.max_actions:,})",
            "too_many_actions", count=len(action_rows), game=spec.id, limit=spec.max_actions,
        )
    try:
        match = cls.new(spec, seats, seed, options, ai_seed)
    except ValueError as error:
        raise SaveFileError(f"cannot set up the game: {_reason(error)}", "cannot_set_up",
                            game=spec.id) from None
    for number, row in enumerate(action_rows, start=1):
        try:
            action = Action.from_dict(row)
        except ValueError as error:
            raise SaveFileError(f"action {number}: {_reason(error)}", "bad_action",
                                number=number) from None
        played = cut(str(action))
        if match.state.is_over():
            raise SaveFileError(f"action {number} ({played}) comes after the game ended",
                                "after_the_end", number=number, action=played)
        try:
            match.apply(action)
        except IllegalActionError as error:
            raise SaveFileError(
                f"action {number} ({played}) is not legal at that point: {_reason(error)}",
                "illegal_action", number=number, action=played,
            ) from None
        except Exception as error:  # a rules bug must not crash the reader
            raise SaveFileError(
                f"action {number} ({played}) cannot be played: {_reason(error)}",
                "action_failed", number=number, action=played,
            ) from None
    return match


def _seat(row: Any, index: int) -> Seat:
    prefix = f"seats[{index}]."
    if not isinstance(row, dict):
        raise SaveFileError(f"key 'seats', entry {index}: not a table", "seat_not_a_table",
                            index=index)
    unknown = sorted(set(row) - SEAT_KEYS)
    if unknown:
        path = f"{prefix}{cut(unknown[0])}"
        raise SaveFileError(f"unknown key '{path}'", "unknown_key", path=path)
    name = _require(row, "name", str, prefix)
    problem = name_problem(name)
    if problem:
        reason, key, arguments = problem
        raise SaveFileError(f"key '{prefix}name': {reason}", key, path=f"{prefix}name",
                            **arguments)
    colour = _optional_str(row, "colour", prefix)
    if colour is not None and not _COLOUR.fullmatch(colour):
        raise SaveFileError(f"key '{prefix}colour': {short(colour)} is not a colour '#rrggbb'",
                            "not_a_colour", path=f"{prefix}colour", value=short(colour))
    kind = _require(row, "kind", str, prefix)
    level = _optional_str(row, "level", prefix)
    try:
        return Seat(name, kind, level, colour)
    except ValueError as error:
        wrong = ("bad_seat_kind", kind) if kind not in SEAT_KINDS else ("bad_ai_level", level)
        raise SaveFileError(f"key 'seats', entry {index}: {_reason(error)}", wrong[0],
                            index=index, value=short(wrong[1])) from None


def name_problem(name: str) -> tuple[str, str, dict[str, object]] | None:
    """Why `name` cannot be a seat's name (empty, too long, control characters), or None: the
    English reason, and a key with its arguments as SaveFileError carries them."""
    if not name.strip():
        return "a player needs a name", "no_name", {}
    if len(name) > MAX_NAME_LENGTH:
        return (f"{len(name)} characters, the limit is {MAX_NAME_LENGTH}", "name_too_long",
                {"length": len(name), "limit": MAX_NAME_LENGTH})
    if any(unicodedata.category(char) in ("Cc", "Cf", "Zl", "Zp") for char in name):
        return ("a name cannot hold control characters or line breaks", "name_control_characters",
                {})
    return None


def _reason(error: BaseException) -> str:
    """An exception's message, in one short line; the exception's type when it has none."""
    text = str(error.args[0]) if error.args and isinstance(error.args[0], str) else ""
    text = " ".join(text.split())
    return cut(text, 160) if text else type(error).__name__


def _require(data: Mapping[str, Any], key: str, kind: type, prefix: str = "") -> Any:
    if key not in data:
        raise SaveFileError(f"missing key '{prefix}{key}'", "missing_key", path=f"{prefix}{key}")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFileError(f"key '{prefix}{key}': expected {kind.__name__}, got {short(value)}",
                            "wrong_type", path=f"{prefix}{key}", expected=kind.__name__,
                            value=short(value))
    return value


def _optional_str(data: Mapping[str, Any], key: str, prefix: str = "") -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise SaveFileError(f"key '{prefix}{key}': expected str, got {short(value)}",
                            "wrong_type", path=f"{prefix}{key}", expected="str",
                            value=short(value))
    return value


def write_atomic(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
