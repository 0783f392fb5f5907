"""Actions and events: small immutable values that serialise to plain TOML-friendly data."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, NamedTuple

Arg = int | str
# No action of any game comes near these (the most: 7 arguments, 33 characters, Everdell).
MAX_ARGS = 32
MAX_WORD = 64


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of the seat to move: a verb (`recruit_ally`) and its arguments."""

    name: str
    args: tuple[Arg, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "args": list(self.args)}

    @classmethod
    def from_dict(cls, data: Any) -> Action:
        if not isinstance(data, Mapping):
            raise ValueError("an action must be a table with 'name' and 'args'")
        name = data.get("name")
        if not isinstance(name, str) or not name:
            raise ValueError("an action needs a non-empty string 'name'")
        if len(name) > MAX_WORD:
            raise ValueError(f"an action's name is longer than {MAX_WORD} characters")
        args = data.get("args", [])
        if not isinstance(args, list):
            raise ValueError(f"action {name!r}: 'args' must be a list")
        if len(args) > MAX_ARGS:
            raise ValueError(f"action {name!r}: {len(args)} arguments, the limit is {MAX_ARGS}")
        for arg in args:
            if isinstance(arg, bool) or not isinstance(arg, int | str):
                raise ValueError(
                    f"action {name!r}: argument {_short(arg)} is not an integer or string")
            if isinstance(arg, str) and len(arg) > MAX_WORD:
                raise ValueError(
                    f"action {name!r}: an argument is longer than {MAX_WORD} characters")
            if isinstance(arg, int) and not -(2**63) <= arg < 2**63:
                raise ValueError(f"action {name!r}: an argument is out of range")
        extra = set(data) - {"name", "args"}
        if extra:
            raise ValueError(f"action {name!r}: unknown key {_short(sorted(extra)[0])}")
        return cls(name, tuple(args))

    def __str__(self) -> str:
        return f"{self.name}({', '.join(str(a) for a in self.args)})"


def _short(value: Any) -> str:
    text = repr(value) if not isinstance(value, int) or abs(value) < 2**63 else "<a huge number>"
    return text if len(text) <= 40 else text[:39] + "…"


class Event(NamedTuple):
    """Something that happened, for the log: a translation key and its arguments.

    `seat` is the seat the event is about (None for table-wide events). Arguments are plain
    values; the UI and CLI turn them into words through the content files, never in code.
    A named tuple rather than a frozen dataclass: games emit one or two per step, and a tuple
    is built in half the time, which random play and the AI's rollouts feel.
    """

    key: str
    seat: int | None = None
    args: Mapping[str, Any] = MappingProxyType({})

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"key": self.key, "args": dict(self.args)}
        if self.seat is not None:
            data["seat"] = self.seat
        return data


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the state is left unchanged."""
