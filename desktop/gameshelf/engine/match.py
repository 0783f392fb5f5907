"""A Match: one game being played, with its seats, seed, options and action log; and its save file.

Save files are TOML: format version, app version, game id, options, seats, seed and the actions.
Loading replays every action and checks it is legal, so a damaged or hand-edited file is refused
with a `SaveFileError` that names the problem, and nothing half-loaded is ever returned.
"""

from __future__ import annotations

import os
import tempfile
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import tomli_w

from .. import __version__
from .actions import Action, Event, IllegalActionError
from .game import GameSpec, State
from .registry import get_game

SAVE_FORMAT = 1
SEAT_KINDS = ("human", "ai")
AI_LEVELS = ("random", "easy", "normal", "hard")
MAX_SEED = 2**63 - 1


class SaveFileError(Exception):
    """A save file that cannot be loaded; the message names the problem (key or action)."""


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


@dataclass(slots=True)
class Match:
    spec: GameSpec
    seats: tuple[Seat, ...]
    seed: int
    options: dict[str, Any]
    state: State
    actions: list[Action] = field(default_factory=list)
    actors: list[int] = field(default_factory=list)  # the seat that made each action

    @classmethod
    def new(
        cls,
        game: str | GameSpec,
        seats: Sequence[Seat],
        seed: int,
        options: Mapping[str, Any] | None = None,
    ) -> Match:
        spec = get_game(game) if isinstance(game, str) else game
        spec.check_players(len(seats))
        if not 0 <= seed <= MAX_SEED:
            raise ValueError(f"seed must be between 0 and {MAX_SEED}")
        resolved = spec.resolve_options(options)
        state = spec.new_game(len(seats), seed, resolved)
        return cls(spec, tuple(seats), seed, resolved, state)

    def apply(self, action: Action) -> list[Event]:
        seat = self.state.to_move()
        events = self.state.apply(action)
        self.actions.append(action)
        self.actors.append(-1 if seat is None else seat)
        return events

    def replayed(self, count: int) -> Match:
        """A fresh match with only the first `count` actions of this one (for undo)."""
        match = Match.new(self.spec, self.seats, self.seed, self.options)
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
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise SaveFileError(f"not a valid save file: {error}") from None
        return cls.from_save(data)

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Match:
        try:
            text = Path(path).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise SaveFileError(f"cannot read {path}: {error}") from None
        return cls.loads(text)

    @classmethod
    def from_save(cls, data: Mapping[str, Any]) -> Match:
        fmt = _require(data, "format", int)
        if fmt != SAVE_FORMAT:
            raise SaveFileError(f"key 'format': version {fmt} is not supported (expected 1)")
        _require(data, "app_version", str)
        game_id = _require(data, "game", str)
        try:
            spec = get_game(game_id)
        except KeyError as error:
            raise SaveFileError(f"key 'game': {error.args[0]}") from None
        seed = _require(data, "seed", int)
        options = _require(data, "options", dict)
        seat_rows = _require(data, "seats", list)
        seats = []
        for index, row in enumerate(seat_rows):
            if not isinstance(row, dict):
                raise SaveFileError(f"key 'seats', entry {index + 1}: not a table")
            try:
                seats.append(
                    Seat(
                        _require(row, "name", str, f"seats[{index + 1}]."),
                        _require(row, "kind", str, f"seats[{index + 1}]."),
                        row.get("level"),
                        _optional_str(row, "colour", f"seats[{index + 1}]."),
                    )
                )
            except ValueError as error:
                raise SaveFileError(f"key 'seats', entry {index + 1}: {error}") from None
        try:
            match = cls.new(spec, seats, seed, options)
        except ValueError as error:
            raise SaveFileError(f"cannot set up the game: {error}") from None
        action_rows = _require(data, "actions", list)
        for number, row in enumerate(action_rows, start=1):
            try:
                action = Action.from_dict(row)
            except ValueError as error:
                raise SaveFileError(f"action {number}: {error}") from None
            if match.state.is_over():
                raise SaveFileError(f"action {number} ({action}) comes after the game ended")
            try:
                match.apply(action)
            except IllegalActionError as error:
                raise SaveFileError(
                    f"action {number} ({action}) is not legal at that point: {error}"
                ) from None
        return match


def _require(data: Mapping[str, Any], key: str, kind: type, prefix: str = "") -> Any:
    if key not in data:
        raise SaveFileError(f"missing key '{prefix}{key}'")
    value = data[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveFileError(f"key '{prefix}{key}': expected {kind.__name__}, got {value!r}")
    return value


def _optional_str(data: Mapping[str, Any], key: str, prefix: str = "") -> str | None:
    value = data.get(key)
    if value is not None and not isinstance(value, str):
        raise SaveFileError(f"key '{prefix}{key}': expected str, got {value!r}")
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
