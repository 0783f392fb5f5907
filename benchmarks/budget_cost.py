"""What the fixed iteration budgets cost: one decision per 4-player mid-game position at each
search level's `iterations_at_budget`, timed in this process's CPU time.

On a shared machine the wall time of a timed decision says how much of a core the process got,
not how fast the search is; its CPU time is what the same decision takes alone on a core (the
other load only shares the cores out). So this measures the machine's quiet speed under load:
a budget fits when the p95 is within the level's time budget + 20 % (`make bench`'s target) and
the median is about the time budget. The positions are `make bench`'s (seed 10,001 on).

    .venv/bin/python benchmarks/budget_cost.py --game reavers [--normal 30] [--hard 12]
        [--seed 10001]
"""

from __future__ import annotations

import argparse
import os
import time

from benchlib import decisions_at_budget, midgame_positions, percentile
from gameshelf.ai import LEVELS, iterations_at_budget
from gameshelf.engine import get_game

BUDGET_SLACK = 1.2  # as make bench: p95 within the time budget + 20 %


def decision_cpu_seconds(game: str, level: str, count: int, seed: int) -> list[float]:
    spec = get_game(game)
    positions = midgame_positions(spec, 4, count, seed)
    return [seconds for seconds, _ in decisions_at_budget(level, spec, positions)]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--normal", type=int, default=30, help="Normal decisions")
    parser.add_argument("--hard", type=int, default=12, help="Hard decisions")
    parser.add_argument("--seed", type=int, default=10_001, help="the first position's game")
    args = parser.parse_args(argv)
    for level, count in (("normal", args.normal), ("hard", args.hard)):
        wall = time.perf_counter()
        cpu = decision_cpu_seconds(args.game, level, count, args.seed)
        budget = LEVELS[level].seconds
        assert budget is not None
        p50, p95 = percentile(cpu, 0.5), percentile(cpu, 0.95)
        verdict = "fits" if p95 <= budget * BUDGET_SLACK else "OVER"
        print(f"{args.game} 4p {level} at {iterations_at_budget(level, args.game)} iterations"
              f" (n={count}): CPU median {p50 * 1000:.0f} ms, p95 {p95 * 1000:.0f} ms,"
              f" max {max(cpu) * 1000:.0f} ms; budget {budget:g} s, p95 target"
              f" {budget * BUDGET_SLACK * 1000:.0f} ms: {verdict}"
              f" (load {os.getloadavg()[0]:.1f}, {time.perf_counter() - wall:.0f} s wall)",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
