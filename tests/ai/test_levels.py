"""The level table: the UI, the benchmarks and saved games agree on the names and budgets."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import gameshelf.ai
from gameshelf.ai import (
    GAME_ITERATIONS_AT_BUDGET,
    ITERATIONS_AT_BUDGET,
    LEVELS,
    SOLO_ITERATIONS_AT_BUDGET,
    HeuristicAgent,
    ISMCTSAgent,
    Kind,
    RandomAgent,
    iterations_at_budget,
    make_agent,
)
from gameshelf.engine.match import AI_LEVELS
from toy_game import TOY

QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "pyqtgraph")


def test_levels_are_the_ones_a_seat_may_name() -> None:
    assert tuple(LEVELS) == AI_LEVELS


def test_every_search_level_has_a_calibrated_iteration_count() -> None:
    searches = {name for name, level in LEVELS.items() if level.kind is Kind.ISMCTS}
    assert set(ITERATIONS_AT_BUDGET) == searches
    assert ITERATIONS_AT_BUDGET["normal"] < ITERATIONS_AT_BUDGET["hard"]
    for table in (*GAME_ITERATIONS_AT_BUDGET.values(), *SOLO_ITERATIONS_AT_BUDGET.values()):
        assert set(table) == searches and table["normal"] < table["hard"]


def test_solo_games_have_budgets_of_their_own() -> None:
    for game, table in SOLO_ITERATIONS_AT_BUDGET.items():
        for level, iterations in table.items():
            assert iterations_at_budget(level, game, 1) == iterations
            assert iterations_at_budget(level, game, 2) == GAME_ITERATIONS_AT_BUDGET.get(
                game, ITERATIONS_AT_BUDGET)[level]
    assert iterations_at_budget("normal", "ethnos", 1) == ITERATIONS_AT_BUDGET["normal"]
    assert iterations_at_budget("easy", "everdell", 1) is None


def test_make_agent_builds_each_level() -> None:
    assert isinstance(make_agent("random", TOY, 1), RandomAgent)
    easy = make_agent("easy", TOY, 1)
    assert isinstance(easy, HeuristicAgent)
    assert easy.noise == LEVELS["easy"].noise > 0
    for name in ("normal", "hard"):
        timed = make_agent(name, TOY, 1)
        assert isinstance(timed, ISMCTSAgent)
        assert (timed.time_budget, timed.iterations) == (LEVELS[name].seconds, None)
        fixed = make_agent(name, TOY, 1, iterations=77)
        assert isinstance(fixed, ISMCTSAgent)
        assert (fixed.time_budget, fixed.iterations) == (None, 77)
    normal, hard = LEVELS["normal"].seconds, LEVELS["hard"].seconds
    assert normal is not None and hard is not None and normal < hard


def test_an_unknown_level_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="random, easy, normal, hard"):
        make_agent("grandmaster", TOY, 1)


def test_the_ai_package_imports_no_qt() -> None:
    package = Path(gameshelf.ai.__file__).parent
    for path in package.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [node.module or ""]
            else:
                continue
            for name in names:
                assert name.split(".")[0] not in QT_MODULES, f"{path.name} imports {name}"
