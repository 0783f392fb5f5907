"""`make bench-ai`'s result file keeps every matchup's last run: a run of one matchup does not
erase the others, and a damaged file never costs the run that is being written."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import strength

MACHINE = {"commit": "abcdef1234", "date": "2026-12-01T12:00:00+0000"}


def outcome(key: str, shares: list[float]) -> strength.Outcome:
    matchup = next(m for m in strength.MATCHUPS if m.key == key)
    results = tuple(strength.GameResult(i, share, 100, 1.0, 0) for i, share in enumerate(shares))
    return strength.Outcome(matchup, results, 10.0)


def write(path: Path, key: str, shares: list[float], commit: str) -> None:
    runs = strength.merged_runs(path, [outcome(key, shares)], {**MACHINE, "commit": commit},
                                ai_seed=7, seed_offset=0)
    path.write_text(json.dumps({"runs": runs}), encoding="utf-8")


def test_a_run_keeps_the_other_matchups_with_their_commits(tmp_path: Path) -> None:
    path = tmp_path / "strength.json"
    write(path, "normal-easy", [1, 1, 0, 1], "1111111aaa")
    write(path, "reavers-hard-normal", [0.5, 0, 1, 0], "2222222bbb")
    write(path, "normal-easy", [1, 1], "3333333ccc")  # a new run of the first one replaces it

    runs = strength.merged_runs(path, [], MACHINE, ai_seed=7, seed_offset=0)
    assert sorted(runs) == ["normal-easy", "reavers-hard-normal"]
    table = strength.readme_markdown(runs)
    rows = [line for line in table.splitlines() if line.startswith("| ") and "vs" in line]
    assert len(rows) == 2
    assert "Ethnos: Normal vs Easy (2p) | 2 | 2 |" in rows[0] and "3333333" in rows[0]
    assert "Reavers: Hard vs Normal (2p) | 4 | 1.5 | 37.5% |" in rows[1] and "2222222" in rows[1]


@pytest.mark.parametrize("text", ["{not json", '{"machine": {}, "outcomes": []}', "[1, 2]",
                                  '{"runs": {"x": {"outcome": 3}}}'])
def test_a_damaged_or_older_file_starts_a_new_one(tmp_path: Path, text: str,
                                                  capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "strength.json"
    path.write_text(text, encoding="utf-8")
    runs = strength.merged_runs(path, [outcome("easy-random", [1, 0])], MACHINE, 7, 0)
    assert list(runs) == ["easy-random"]
    assert runs["easy-random"]["outcome"]["wins"] == 1


def test_a_run_at_other_budgets_is_a_row_of_its_own_and_plays_at_them(tmp_path: Path) -> None:
    args = strength.parse_args(["--only", "champions-normal-easy-4p", "--iterations",
                                "normal=220", "--ai-seed", "3"])
    (matchup,) = args.matchups
    assert matchup.key == "champions-normal-easy-4p@normal=220"
    assert "Normal at 220" in matchup.title
    task = strength.tasks(matchup, 4, 0, 3)[1]
    _, agents = strength.new_match(task)
    assert agents[task.tested_seat].iterations == 220  # the Easy seats do not search

    path = tmp_path / "strength.json"
    write(path, "champions-normal-easy-4p", [1, 0, 0, 0], "1111111aaa")
    at = strength.Outcome(matchup, (strength.GameResult(0, 1.0, 100, 1.0, 0),), 1.0)
    runs = strength.merged_runs(path, [at], MACHINE, ai_seed=3, seed_offset=0)
    assert sorted(runs) == ["champions-normal-easy-4p", "champions-normal-easy-4p@normal=220"]
    assert "Normal at 220" in strength.readme_markdown(runs)


@pytest.mark.parametrize("value", ["easy=10", "normal=0", "normal=x", "hard"])
def test_a_wrong_budget_is_refused_with_a_short_error(value: str,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        strength.parse_args(["--iterations", value])
    assert "--iterations wants LEVEL=N" in capsys.readouterr().err
