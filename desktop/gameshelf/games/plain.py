"""Plain data (dicts, lists, scalars) as the games keep their states: a fast deep copy, the
position files' "none" for an empty place (TOML has no null), and `PlainState`, the clone and
the plain fields of a state kept that way, and the contract such a state keeps through the
modules of its game."""

from __future__ import annotations

import functools
import importlib
import random
from types import ModuleType
from typing import Any, ClassVar, Self

from ..engine import Action, Event, IllegalActionError, ScoreSheet, State

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


@functools.cache
def _game_module(package: str, name: str) -> ModuleType:
    return importlib.import_module(f"{package}.{name}")


class PlainState(State):
    """A state whose rules live in plain fields (named by `FIELDS`) beside its spec, data,
    player count, options, generator and cached legal actions.

    The contract is kept by the modules of the state's own game package, imported when first
    needed (they import the state): `RULES` names the one with `legal_actions(state)` and
    `apply_action(state, action, events)`; `observation.observe`, `position.to_position` and
    `scoring.score_sheet` do the rest. `apply_action` may return the legal actions of the
    state it leaves, when it has worked them out already (to know that the state waits for a
    decision), so that they are not worked out twice; None otherwise."""

    FIELDS: ClassVar[tuple[str, ...]] = ()
    RULES: ClassVar[str] = "rules"

    def _module(self, name: str) -> ModuleType:
        return _game_module(type(self).__module__.rpartition(".")[0], name)

    def rng_state(self) -> object:
        return self.rng.getstate()

    def legal_actions(self) -> list[Action]:
        if self._legal is None:
            self._legal = self._module(self.RULES).legal_actions(self)
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not legal now")
        self._legal = None
        events: list[Event] = []
        self._legal = self._module(self.RULES).apply_action(self, action, events)
        return events

    def observe(self, seat: int) -> Any:
        return self._module("observation").observe(self, seat)

    def to_position(self) -> dict[str, Any]:
        return self._module("position").to_position(self)

    def scores(self) -> ScoreSheet:
        return self._module("scoring").score_sheet(self)

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
