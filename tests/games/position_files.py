"""Positions loaded the way `gameshelf score` loads them (file, game checks, playability), for
every game's position tests: refused naming the key, or loaded and played on."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from gameshelf.engine import State
from gameshelf.engine.positions import PositionError, load_position_file


def load_file(tmp_path: Path, position: dict[str, Any]) -> State:
    path = tmp_path / "p.toml"
    path.write_text(tomli_w.dumps(position), encoding="utf-8")
    return load_position_file(path)[1]


def refused(tmp_path: Path, position: dict[str, Any], key: str) -> str:
    """The one-line refusal, which must name `key`."""
    with pytest.raises(PositionError, match=re.escape(f"key '{key}'")) as error:
        load_file(tmp_path, position)
    return str(error.value)


def play_on(state: State, seed: int, steps: int = 50) -> None:
    """`steps` random legal moves (fewer if the game ends)."""
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return
        state.apply(rng.choice(state.legal_actions()))


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
