"""Shared pieces of the benchmarks: mid-game positions, statistics, tables and result files.

Timings on a shared machine are noisy: report medians with their spread, never one run.
"""

from __future__ import annotations

import json
import math
import os
import platform
import random
import subprocess
import time
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from gameshelf.ai import Agent, choose_for, iterations_at_budget, make_agent
from gameshelf.engine import Action, GameSpec, State

ROOT = Path(__file__).resolve().parent.parent
BUILD = ROOT / "build"
Z_95 = 1.959964  # two-sided 95 % normal quantile


# -- positions ------------------------------------------------------------------------------


def heuristic_game(spec: GameSpec, num_players: int, seed: int) -> list[Action]:
    """The actions of one seeded game in which every seat plays the game's beginner policy."""
    rng = random.Random(seed)
    state = spec.new_game(num_players, seed)
    actions: list[Action] = []
    while (seat := state.to_move()) is not None:
        action = spec.heuristic_action(state, seat, rng)
        state.apply(action)
        actions.append(action)
    return actions


def real_choice(spec: GameSpec, state: State) -> bool:
    """Whether the AI has something to think about: two of its candidate actions are legal.
    (A search level answers at once when the game prunes its candidates to one.)"""
    legal = state.legal_actions()
    if len(legal) < 2:
        return False
    allowed = set(legal)
    return sum(1 for action in spec.candidate_actions(state) if action in allowed) >= 2


def midgame_position(spec: GameSpec, num_players: int, seed: int) -> State:
    """A position 30–70 % of the way through a seeded heuristic game, moved on to the first
    point where the seat to move has a real choice."""
    actions = heuristic_game(spec, num_players, seed)
    rng = random.Random(seed)
    cut = rng.randint(int(0.3 * len(actions)), int(0.7 * len(actions)))
    state = spec.new_game(num_players, seed)
    for action in actions[:cut]:
        state.apply(action)
    for action in actions[cut:]:
        if real_choice(spec, state):
            return state
        state.apply(action)
    raise RuntimeError(f"{spec.id}: no real choice after {cut} of {len(actions)} actions")


def midgame_positions(spec: GameSpec, num_players: int, count: int, seed: int) -> list[State]:
    """`count` mid-game positions, one from each of the seeded games seed, seed + 1, ..."""
    return [midgame_position(spec, num_players, seed + i) for i in range(count)]


# -- statistics -----------------------------------------------------------------------------


def decide(level: str, spec: GameSpec, state: State, seed: int, iterations: int | None = None,
           clock: Callable[[], float] = time.perf_counter) -> tuple[float, Agent]:
    """One decision of a fresh `level` agent through the honest path (observation and
    sampler, as a Match asks): its time by `clock` (wall time unless told), and the agent for
    its statistics."""
    agent = make_agent(level, spec, seed, iterations=iterations)
    seat = state.to_move()
    assert seat is not None
    start = clock()
    choose_for(agent, spec, state, seat)
    return clock() - start, agent


def decisions_at_budget(level: str, spec: GameSpec,
                        positions: Sequence[State]) -> list[tuple[float, Agent]]:
    """One decision per position (seeds 0, 1, ...) at `level`'s fixed iteration budget for the
    positions' player count, each timed in this process's CPU time: the decision's time on a
    core, not counting the time other processes held it on a shared machine, where the wall
    time says how much of a core the process got."""
    if not positions:
        return []
    iterations = iterations_at_budget(level, spec.id, positions[0].num_players)
    assert iterations is not None, f"level {level} has no fixed iteration budget"
    return [decide(level, spec, state, index, iterations, clock=time.process_time)
            for index, state in enumerate(positions)]


def percentile(values: Sequence[float], q: float) -> float:
    """The q-th quantile (0 ≤ q ≤ 1), linearly interpolated between the closest ranks."""
    if not values:
        raise ValueError("percentile of no values")
    ordered = sorted(values)
    rank = (len(ordered) - 1) * q
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


@dataclass(frozen=True, slots=True)
class Summary:
    """A median and its spread: min–max over a few repeats, the IQR over many samples."""

    median: float
    low: float
    high: float
    spread: str
    samples: int

    @classmethod
    def of(cls, values: Sequence[float]) -> Summary:
        if len(values) <= 5:
            return cls(percentile(values, 0.5), min(values), max(values), "min–max", len(values))
        return cls(
            percentile(values, 0.5),
            percentile(values, 0.25),
            percentile(values, 0.75),
            "IQR",
            len(values),
        )


@dataclass(frozen=True, slots=True)
class Measurement:
    """One figure: its summary, and the target it is held to (none: report only)."""

    name: str
    unit: str
    summary: Summary
    target: float | None = None
    higher_is_better: bool = True

    @property
    def passed(self) -> bool | None:
        if self.target is None:
            return None
        if self.higher_is_better:
            return self.summary.median >= self.target
        return self.summary.median <= self.target

    def row(self) -> list[str]:
        s = self.summary
        value = f"{_number(s.median)} {self.unit}"
        spread = f"{_number(s.low)}–{_number(s.high)} ({s.spread}, n={s.samples})"
        if self.target is None:
            return [self.name, value, spread, "—", "info"]
        sign = "≥" if self.higher_is_better else "≤"
        verdict = "PASS" if self.passed else "MISS"
        return [self.name, value, spread, f"{sign} {_number(self.target)} {self.unit}", verdict]

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "passed": self.passed}


def _number(value: float) -> str:
    if value >= 100:
        return f"{value:,.0f}"
    if value >= 10:
        return f"{value:.1f}"
    return f"{value:.3g}"


def wilson_interval(wins: float, games: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a win rate. `wins` may be fractional (tied games count
    a share of a win); the formula only uses the observed rate and the number of games."""
    if games <= 0:
        return 0.0, 1.0
    rate = wins / games
    denominator = 1 + z * z / games
    centre = (rate + z * z / (2 * games)) / denominator
    half = z * math.sqrt(rate * (1 - rate) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(slots=True)
class BalanceTally:
    """One row of a balance table: games, win share (a tie for first counts 1/k) and the mean
    of each score category."""

    categories: int
    games: int = 0
    wins: float = 0.0
    points: list[float] | None = None

    def add(self, share: float, categories: Sequence[int]) -> None:
        if self.points is None:
            self.points = [0.0] * self.categories
        self.games += 1
        self.wins += share
        for i, value in enumerate(categories):
            self.points[i] += value

    def row(self, name: str, fair: float) -> list[str]:
        """name, games, win rate, its 95 % interval, the gap to `fair`, the mean score and the
        mean of each category."""
        rate = self.wins / self.games
        low, high = wilson_interval(self.wins, self.games)
        means = [p / self.games for p in self.points or []]
        return [name, str(self.games), f"{rate:.1%}", f"{low:.0%}–{high:.0%}",
                f"{rate - fair:+.1%}", f"{sum(means):.1f}", *(f"{m:.1f}" for m in means)]


# -- output ---------------------------------------------------------------------------------


def text_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Columns padded to their widest cell; the first column left-aligned, the rest right."""
    widths = [max(len(row[i]) for row in [headers, *rows]) for i in range(len(headers))]

    def line(cells: Sequence[str]) -> str:
        padded = [
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(cells, widths, strict=True))
        ]
        return "  ".join(padded).rstrip()

    rule = "  ".join("-" * width for width in widths)
    return "\n".join([line(headers), rule, *(line(row) for row in rows)])


def markdown_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes}m{rest:02d}s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours}h{minutes:02d}m"


def machine_info() -> dict[str, Any]:
    """Where and when the numbers were taken, so a result file explains itself."""
    return {
        "date": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
        "commit": _git_commit(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "cpus": os.cpu_count(),
        "load_average": list(os.getloadavg()) if hasattr(os, "getloadavg") else None,
    }


def _git_commit() -> str | None:
    try:
        done = subprocess.run(
            # "-dirty" when tracked files differ from the commit: the figures are then not
            # the commit's alone
            ["git", "describe", "--always", "--dirty", "--abbrev=7", "--exclude", "*"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
    except (OSError, subprocess.CalledProcessError):
        return None
    return done.stdout.strip() or None


def write_text(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def write_json(path: Path, data: Any) -> None:
    write_text(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
