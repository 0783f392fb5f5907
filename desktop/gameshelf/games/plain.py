"""Plain data (dicts, lists, scalars) as the games keep their states: a fast deep copy, and
the position files' "none" for an empty place (TOML has no null)."""

from __future__ import annotations

from typing import Any

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
