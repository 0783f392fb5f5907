"""Loading game data from TOML with errors that name the file and the key."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any


class DataError(ValueError):
    """A game data file that is missing, malformed or inconsistent."""


class DataFile:
    """A parsed TOML data file; `get` checks types and reports `file: key` on any problem."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self.data = tomllib.loads(path.read_text(encoding="utf-8"))
        except OSError as error:
            raise DataError(f"{path}: cannot read: {error}") from None
        except tomllib.TOMLDecodeError as error:
            raise DataError(f"{path}: not valid TOML: {error}") from None

    def fail(self, key: str, problem: str) -> DataError:
        return DataError(f"{self.path}: key '{key}': {problem}")

    def get(self, key: str, kind: type | tuple[type, ...], table: Mapping[str, Any] | None = None,
            prefix: str = "") -> Any:
        source = self.data if table is None else table
        name = f"{prefix}{key}"
        if key not in source:
            raise self.fail(name, "missing")
        value = source[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
            raise self.fail(name, f"expected {_kind_name(kind)}, got {value!r}")
        return value

    def ints(self, key: str, table: Mapping[str, Any] | None = None, prefix: str = "",
             minimum: int = 0) -> tuple[int, ...]:
        values = self.get(key, list, table, prefix)
        for index, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
                raise self.fail(f"{prefix}{key}[{index}]", f"expected an integer >= {minimum}")
        return tuple(values)

    def numbers(self, key: str, table: Mapping[str, Any] | None = None, prefix: str = "",
                count: int = 1, bound: float = 100) -> tuple[float, ...]:
        """`count` numbers (integers or decimals), each from -`bound` to `bound`."""
        values = self.get(key, list, table, prefix)
        if len(values) != count:
            raise self.fail(f"{prefix}{key}", f"expected {count} numbers")
        for index, value in enumerate(values):
            if isinstance(value, bool) or not isinstance(value, int | float) or \
                    not -bound <= value <= bound:
                raise self.fail(f"{prefix}{key}[{index}]",
                                f"expected a number from {-bound:g} to {bound:g}")
        return tuple(float(v) for v in values)


def _kind_name(kind: type | tuple[type, ...]) -> str:
    if isinstance(kind, tuple):
        return " or ".join(k.__name__ for k in kind)
    return {"dict": "table", "list": "array", "str": "string", "int": "integer"}.get(
        kind.__name__, kind.__name__
    )
