"""The player's settings: TOML in the OS's config directory, written with tomli_w.

A broken settings file is set aside as `settings.toml.bak`, defaults are used, and the caller gets
a notice to show the player. Unknown or wrong values fall back to their defaults the same way.
"""

from __future__ import annotations

import tomllib
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

import tomli_w

from ..engine.match import write_atomic

LANGUAGES = ("en", "es", "ja")
AI_SPEEDS = ("slow", "normal", "fast")
ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")


@dataclass(slots=True)
class Settings:
    language: str = "en"
    ai_speed: str = "normal"
    animation_speed: str = "normal"
    confirm_end_turn: bool = False
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

    problem: str
    backup: Path


def load_settings(path: Path) -> tuple[Settings, SettingsProblem | None]:
    if not path.exists():
        return Settings(), None
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        backup = _set_aside(path)
        return Settings(), SettingsProblem(str(error), backup)
    settings = Settings()
    problems = []
    for spec in fields(Settings):
        if spec.name not in data:
            continue
        value = data[spec.name]
        default = getattr(settings, spec.name)
        allowed = _ALLOWED.get(spec.name)
        if type(value) is not type(default) or (allowed and value not in allowed):
            problems.append(spec.name)
            continue
        setattr(settings, spec.name, value)
    if problems:
        backup = _set_aside(path, copy=True)
        return settings, SettingsProblem(f"key '{problems[0]}'", backup)
    return settings, None


def save_settings(path: Path, settings: Settings) -> None:
    write_atomic(path, tomli_w.dumps(settings.to_dict()))


def _set_aside(path: Path, copy: bool = False) -> Path:
    backup = path.with_name(path.name + ".bak")
    if copy:
        backup.write_bytes(path.read_bytes())
    else:
        path.replace(backup)
    return backup
