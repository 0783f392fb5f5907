"""Reading the files a player can hand us (saves, positions, settings) without trusting them.

`read_toml` checks the size before reading, the nesting before parsing (tomllib recurses and
would raise RecursionError), and every value after parsing: integers within 64 bits, floats
finite, strings, lists and tables within the limits a real file never comes near. Every problem
becomes a `FileProblem` whose message names the key and the limit, with any value cut short
(`short`), so the loaders can wrap it in their own error. The message is English, for the CLI; its
`key` and `arguments` say the same for the app to word in the player's language.
"""

from __future__ import annotations

import math
import os
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

INT_MIN, INT_MAX = -(2**63), 2**63 - 1
SHORT_LENGTH = 40


class KeyedError(Exception):
    """An error a translation can say again: `str()` is the English line, `key` names the kind
    of problem and `arguments` its particulars (numbers, key paths, values as `short` wrote
    them, or another KeyedError). (`args` is the exception's own tuple.)"""

    def __init__(self, message: str, key: str = "", **arguments: object) -> None:
        super().__init__(message)
        self.key = key
        self.arguments: Mapping[str, object] = arguments


class FileProblem(KeyedError, ValueError):
    """What is wrong with a file, in one short line naming the key (or the limit)."""


@dataclass(frozen=True, slots=True)
class Limits:
    """The largest file of one kind we read; none of a real game's files comes near them."""

    max_bytes: int = 4 * 1024 * 1024
    max_depth: int = 16  # tables and arrays inside each other
    max_string: int = 1024  # characters in one string (keys included)
    max_list: int = 10_000  # entries in one array
    max_keys: int = 1_000  # keys in one table


def short(value: Any, length: int = SHORT_LENGTH) -> str:
    """`repr(value)` cut to about `length` characters; never fails on a huge number."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return f"<a {value.bit_length()}-bit number>"
    if isinstance(value, str | bytes) and len(value) > 4 * length:
        value = value[: 4 * length]
    if isinstance(value, list | tuple | dict) and len(value) > length:
        return f"<{type(value).__name__} of {len(value)} entries>"
    try:
        text = repr(value)
    except (ValueError, RecursionError):
        return f"<{type(value).__name__}>"
    return text if len(text) <= length else text[: length - 1] + "…"


def cut(text: str, length: int = 2 * SHORT_LENGTH) -> str:
    """`text` itself, cut to `length` characters: a key path in a message."""
    return text if len(text) <= length else text[: length - 1] + "…"


def read_text(path: str | os.PathLike[str], limits: Limits) -> str:
    """The file's text, refused before reading if it is larger than the limit."""
    path = Path(path)
    try:
        with path.open("rb") as handle:
            size = os.fstat(handle.fileno()).st_size
            if size > limits.max_bytes:
                raise _too_big(size, limits)
            data = handle.read(limits.max_bytes + 1)  # a file that grows while read
    except OSError as error:
        reason = error.strerror or str(error)
        raise FileProblem(f"cannot read it ({reason})", "cannot_read", reason=reason) from None
    if len(data) > limits.max_bytes:
        raise _too_big(len(data), limits)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise FileProblem(f"not UTF-8 text (byte {error.start})", "not_utf8",
                          byte=error.start) from None


def read_toml(path: str | os.PathLike[str], limits: Limits) -> dict[str, Any]:
    return parse_toml(read_text(path, limits), limits)


def parse_toml(text: str, limits: Limits) -> dict[str, Any]:
    """The parsed table; every value within `limits`, or a `FileProblem`."""
    if len(text) > limits.max_bytes:  # characters, at most the bytes: a cheap first check
        raise _too_big(len(text), limits)
    depth = nesting_depth(text)
    if depth > limits.max_depth:
        raise FileProblem(f"nested {depth} levels deep (the limit is {limits.max_depth})",
                          "too_deep", depth=depth, limit=limits.max_depth)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise _not_toml(error) from None
    except (ValueError, RecursionError, MemoryError):
        # ValueError: an integer of more digits than Python converts (4,300).
        raise FileProblem("not valid TOML: a value is too large to read",
                          "value_too_large") from None
    _check(data, "", 1, limits)
    return data


def nesting_depth(text: str) -> int:
    """How deep arrays and inline tables nest, counting outside strings and comments."""
    depth = deepest = 0
    i, n = 0, len(text)
    while i < n:
        char = text[i]
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth = max(depth - 1, 0)
        elif char == "#":
            end = text.find("\n", i)
            i = n if end < 0 else end
            continue
        elif char in "\"'":
            i = _string_end(text, i)
            continue
        i += 1
    return deepest


def _string_end(text: str, start: int) -> int:
    """The index just after the string that opens at `start` (basic, literal, multi-line)."""
    quote = text[start]
    triple = text.startswith(quote * 3, start)
    i = start + (3 if triple else 1)
    n = len(text)
    while i < n:
        char = text[i]
        if char == "\\" and quote == '"':
            i += 2
            continue
        if char == quote and (not triple or text.startswith(quote * 3, i)):
            return i + (3 if triple else 1)
        if char == "\n" and not triple:
            return i  # an unterminated string: tomllib reports it
        i += 1
    return n


def _check(value: Any, path: str, depth: int, limits: Limits) -> None:
    where = cut(path)
    if depth > limits.max_depth:  # dotted keys nest without brackets
        raise FileProblem(f"key '{where}': nested deeper than {limits.max_depth} levels",
                          "key_too_deep", path=where, limit=limits.max_depth)
    if isinstance(value, dict):
        if len(value) > limits.max_keys:
            if not path:
                raise FileProblem(
                    f"the file has {len(value)} keys (the limit is {limits.max_keys})",
                    "too_many_top_keys", count=len(value), limit=limits.max_keys)
            raise FileProblem(f"key '{where}': {len(value)} keys (the limit is {limits.max_keys})",
                              "too_many_keys", path=where, count=len(value), limit=limits.max_keys)
        for key, item in value.items():
            if len(key) > limits.max_string:
                raise FileProblem(
                    f"a key in '{where}' is longer than {limits.max_string} characters",
                    "key_too_long", path=where, limit=limits.max_string)
            _check(item, f"{path}.{key}" if path else key, depth + 1, limits)
    elif isinstance(value, list):
        if len(value) > limits.max_list:
            raise FileProblem(
                f"key '{where}': {len(value)} entries (the limit is {limits.max_list})",
                "too_many_entries", path=where, count=len(value), limit=limits.max_list)
        for index, item in enumerate(value):
            _check(item, f"{path}[{index}]", depth + 1, limits)
    elif isinstance(value, str):
        if len(value) > limits.max_string:
            raise FileProblem(
                f"key '{where}': {len(value)} characters (the limit is {limits.max_string})",
                "string_too_long", path=where, count=len(value), limit=limits.max_string)
    elif isinstance(value, int) and not isinstance(value, bool) and not INT_MIN <= value <= INT_MAX:
        raise FileProblem(f"key '{where}': {short(value)} is out of range", "out_of_range",
                          path=where, value=short(value))
    elif isinstance(value, float) and not math.isfinite(value):
        raise FileProblem(f"key '{where}': {value} is not a number a game can use", "not_finite",
                          path=where, value=str(value))


# tomllib's messages end with where the parser stopped (Python 3.11–3.13).
_TOML_POSITION = re.compile(r"\(at line (\d+), column (\d+)\)$")


def _too_big(size: int, limits: Limits) -> FileProblem:
    return FileProblem(f"{size:,} bytes is larger than the limit of {limits.max_bytes:,} bytes",
                       "too_big", size=size, limit=limits.max_bytes)


def _not_toml(error: tomllib.TOMLDecodeError) -> FileProblem:
    """tomllib's words stay in the English line; a translation says where the parser stopped."""
    position = _TOML_POSITION.search(str(error))
    if position is None:
        return FileProblem(f"not valid TOML: {error}", "not_toml")
    return FileProblem(f"not valid TOML: {error}", "not_toml_at", line=int(position.group(1)),
                       column=int(position.group(2)))
