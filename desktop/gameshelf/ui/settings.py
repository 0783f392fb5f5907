"""The player's settings: TOML in the OS's config directory, written with tomli_w.

A broken settings file is set aside as `settings.toml.bak`, defaults are used, and the caller gets
a notice to show the player. Unknown or wrong values fall back to their defaults the same way.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from ..engine.files import FileProblem, Limits, read_toml
from ..engine.match import write_atomic

# A settings file is a few hundred bytes; Qt's window geometry is the longest string (~100).
SETTINGS_LIMITS = Limits(max_bytes=64 * 1024, max_string=4096, max_list=16, max_keys=32)
SETUP_KEYS = frozenset({"game", "players", "seats", "options"})
SETUP_SEAT_KEYS = frozenset({"kind", "name", "colour"})
MAX_SETUP_SEATS = 6
MAX_SETUP_NAME = 24  # the new-game dialog's limit

LANGUAGES = ("en", "es", "ja")
AI_SPEEDS = ("slow", "normal", "fast")
ANIMATION_SPEEDS = ("off", "slow", "normal", "fast")  # slow to fast, as AI_SPEEDS


@dataclass(slots=True)
class Settings:
    language: str = "en"
    ai_speed: str = "normal"
    animation_speed: str = "normal"
    confirm_end_turn: bool = False
    casual_undo: bool = False  # undo past a move that showed a hidden card
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    last_setup: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


_ALLOWED: dict[str, tuple[Any, ...]] = {
    "language": LANGUAGES,
    "ai_speed": AI_SPEEDS,
    "animation_speed": ANIMATION_SPEEDS,
}


@dataclass(frozen=True, slots=True)
class SettingsProblem:
    """What was wrong with the settings file, and where the original was kept."""

    problem: FileProblem
    backup: Path


def load_settings(path: Path) -> tuple[Settings, SettingsProblem | None]:
    if not path.exists():
        return Settings(), None
    try:
        data = read_toml(path, SETTINGS_LIMITS)
    except FileProblem as problem:
        return Settings(), SettingsProblem(problem, set_aside(path))
    settings = Settings()
    problems = []
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        value = data[spec.name]
        default = getattr(settings, spec.name)
        allowed = _ALLOWED.get(spec.name)
        if (
            type(value) is not type(default)
            or (allowed and value not in allowed)
            or (spec.name == "last_setup" and not fits_new_game(value))
        ):
            problems.append(spec.name)
            continue
        setattr(settings, spec.name, value)
    unknown = sorted(set(data) - {spec.name for spec in fields(Settings)})
    if problems or unknown:
        backup = set_aside(path, copy=True)
        if problems:
            problem = FileProblem(f"key '{problems[0]}': not a value Gameshelf can use",
                                  "bad_setting", path=problems[0])
        else:
            key = unknown[0][:40]
            problem = FileProblem(f"unknown key '{key}'", "unknown_key", path=key)
        return settings, SettingsProblem(problem, backup)
    return settings, None


def fits_new_game(setup: dict[str, Any]) -> bool:
    """Whether a remembered set-up has the shape the new-game dialog reads: a game id, a
    player count, up to six seats of strings and a table of option values. The dialog checks
    the values themselves (a game it knows, a colour it has) and ignores the ones it does not."""
    if not setup.keys() <= SETUP_KEYS:
        return False
    if not isinstance(setup.get("game", ""), str):
        return False
    players = setup.get("players", 1)
    if isinstance(players, bool) or not isinstance(players, int):
        return False
    seats = setup.get("seats", [])
    if not isinstance(seats, list) or len(seats) > MAX_SETUP_SEATS:
        return False
    for seat in seats:
        if not isinstance(seat, dict) or not seat.keys() <= SETUP_SEAT_KEYS:
            return False
        if not all(isinstance(value, str) for value in seat.values()):
            return False
        if len(seat.get("name", "")) > MAX_SETUP_NAME:
            return False
    options = setup.get("options", {})
    return isinstance(options, dict) and all(
        isinstance(value, str | int | bool)
        or (isinstance(value, list) and all(isinstance(item, str) for item in value))
        for value in options.values()
    )


def save_settings(path: Path, settings: Settings) -> None:
    write_atomic(path, tomli_w.dumps(settings.to_dict()))


def set_aside(path: Path, copy: bool = False) -> Path:
    """Keep a file the app cannot use as `<name>.bak` (moved, or copied with `copy`); where it
    was kept: the `.bak`, or the file itself where it cannot be moved or copied (a read-only
    folder: the next start finds it again)."""
    backup = path.with_name(path.name + ".bak")
    try:
        if copy:
            backup.write_bytes(path.read_bytes())
        else:
            path.replace(backup)
    except OSError:
        return path
    return backup
