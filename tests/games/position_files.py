"""Checks every game's position tests share: an edited example is refused naming its key."""

from __future__ import annotations

from pathlib import Path

import pytest

from gameshelf.engine.positions import PositionError, load_position_file


def check_edit_refused_naming_key(example: Path, tmp_path: Path, old: str, new: str,
                                  key: str) -> None:
    """`example` with `old` replaced by `new` must be refused with a PositionError naming
    `key`."""
    text = example.read_text(encoding="utf-8")
    assert old in text
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(old, new, 1), encoding="utf-8")
    with pytest.raises(PositionError) as error:
        load_position_file(bad)
    assert f"key '{key}'" in str(error.value)
