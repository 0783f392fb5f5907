"""A small sample of the loader fuzzer (tests/fuzzing.py) on every game and file kind: every
mutated save, position and settings file is refused by its loader's own error, or loads and
plays on for 50 random legal steps. `make fuzz` runs thousands of cases with a new seed."""

from __future__ import annotations

import pytest

from fuzzing import run, targets_of
from hostile import GAMES

CASES = 120  # per game and file kind: about 600 cases, a few seconds


@pytest.mark.parametrize(
    ("game", "target"),
    [(game, target) for game in [*GAMES, None] for target in targets_of(game)],
)
def test_mutated_files_are_refused_or_load_playable(game: str | None, target: str) -> None:
    report = run(game, target, CASES, seed=20261201)
    assert report.failures == []
    assert report.refused and report.loaded, "the mutations should reach both outcomes"
