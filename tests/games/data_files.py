"""Checks every game's data loader passes: a damaged file fails loudly, naming file and key."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from gameshelf.games.datafile import DataError


def check_broken_file_names_file_and_key(
    source: Path, load: Callable[[Path], Any], tmp_path: Path, old: str, new: str, key: str
) -> None:
    """`source` with `old` replaced by `new` must be refused with an error naming the copy's
    path and `key`."""
    text = source.read_text(encoding="utf-8")
    assert old in text
    broken = tmp_path / source.name
    broken.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(DataError) as error:
        load(broken)
    assert str(broken) in str(error.value)
    assert f"key '{key}'" in str(error.value)


def check_not_toml_names_file(
    name: str, text: str, load: Callable[[Path], Any], tmp_path: Path
) -> None:
    broken = tmp_path / name
    broken.write_text(text, encoding="utf-8")
    with pytest.raises(DataError, match="not valid TOML"):
        load(broken)
