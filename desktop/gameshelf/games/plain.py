"""Plain data (dicts, lists, scalars) as the games keep their states: a fast deep copy, the
position files' "none" for an empty place (TOML has no null), and `PlainState`, the clone and
the plain fields of a state kept that way."""

from __future__ import annotations

import random
from typing import Any, ClassVar, Self

from ..engine import State

NONE = "none"


def copy_plain(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists, scalars), faster than copy.deepcopy."""
    if isinstance(value, dict):
        return {k: copy_plain(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy_plain(v) for v in value]
    return value


def encode_none(value: Any) -> Any:
    """`value` with every None written as "none"."""
    if value is None:
        return NONE
    if isinstance(value, dict):
        return {k: encode_none(v) for k, v in value.items()}
    if isinstance(value, list):
        return [encode_none(v) for v in value]
    return value


def decode_none(value: Any) -> Any:
    """`value` with every "none" read back as None."""
    if value == NONE:
        return None
    if isinstance(value, dict):
        return {k: decode_none(v) for k, v in value.items()}
    if isinstance(value, list):
        return [decode_none(v) for v in value]
    return value


class PlainState(State):
    """A state whose rules live in plain fields (named by `FIELDS`) beside its spec, data,
    player count, options, generator and cached legal actions."""

    FIELDS: ClassVar[tuple[str, ...]] = ()

    def clone(self) -> Self:
        other = type(self).__new__(type(self))
        other.spec, other.data, other.num_players = self.spec, self.data, self.num_players
        other.options = self.options
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other._legal = self._legal
        for name in self.FIELDS:
            setattr(other, name, copy_plain(getattr(self, name)))
        return other

    def fields(self) -> dict[str, Any]:
        return {name: copy_plain(getattr(self, name)) for name in self.FIELDS}
