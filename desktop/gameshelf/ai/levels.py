"""The AI levels offered at the table, in one table that the UI and the benchmarks read."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from ..engine import GameSpec
from .base import Agent
from .heuristic import DEFAULT_NOISE, HeuristicAgent
from .ismcts import ISMCTSAgent
from .random_agent import RandomAgent


class Kind(StrEnum):
    RANDOM = "random"
    HEURISTIC = "heuristic"
    ISMCTS = "ismcts"


@dataclass(frozen=True, slots=True)
class Level:
    """`seconds`: search time per decision; `noise`: the heuristic's share of random moves."""

    name: str
    kind: Kind
    seconds: float | None = None
    noise: float = 0.0


LEVELS: dict[str, Level] = {
    "random": Level("random", Kind.RANDOM),
    "easy": Level("easy", Kind.HEURISTIC, noise=DEFAULT_NOISE),
    "normal": Level("normal", Kind.ISMCTS, seconds=0.5),
    "hard": Level("hard", Kind.ISMCTS, seconds=2.0),
}

# Iterations each search level reaches within its time budget on the reference machine (2 cores,
# Ethnos 4-player mid-game, `make bench` of 2026-11-30 17:45 on a quiet machine, after random
# play was cut by a third: 621 and 2,744; earlier 484 and 1,830), for reproducible games
# (`simulate --seed`, `make bench-ai`) that play like the timed levels. Since 2026-12-06 a cut-off
# works the projection out once (`GameSpec.evaluation`): the same moves at about 25 % less CPU
# (10 mid-game positions at 500 iterations, 2 interleaved runs: 4.45 and 4.14 s before, 3.48
# and 2.91 s after, on a loaded machine); the budgets are kept, so that the rows of
# `make bench-ai` stay comparable, and the timed levels search more in their time.
ITERATIONS_AT_BUDGET: dict[str, int] = {
    "normal": 620,
    "hard": 2700,
}
# The same for games whose searches run at another pace (`make bench` measures each).
GAME_ITERATIONS_AT_BUDGET: dict[str, dict[str, int]] = {
    # Everdell 4-player mid-game, rollouts of 4 moves then the evaluation: `make bench` of
    # 2026-11-30 15:00 on a quiet machine, after the solo valuation (median 168 and 612
    # iterations in 0.5 s and 2 s; the first calibration, 260 and 900, predates it).
    "everdell": {"normal": 170, "hard": 610},
    # Champions 4-player mid-game, rollouts of 20 moves of the beginner policy then the
    # evaluation. The 220 and 800 of 2026-12-01 14:50 (wall time) were measured before the
    # beginner policy, which the rollouts play, grew about twice as costly (Sage's House,
    # goods, longships): at them a decision took 1.86 s and 6.6 s of CPU (median; p95 2.56 and
    # 8.68 s; `benchmarks/budget_cost.py --game champions`, n=20 and 6, 2026-12-01 23:00,
    # load 3), so the timed levels reached about a quarter of them. Now what fits the budget
    # with p95 within +20 %, as for Reavers. Since the rollouts stop at the end of their stage
    # (2026-12-02, games/champions/ai.py) a decision at 55 / 220 takes p95 381 ms / 1.26 s of
    # CPU (n=30 / 8): the budgets are kept, so that the 100-game rows of `make bench-ai` stay
    # comparable; the timed levels in the app search more in their time. On 2026-12-04 the
    # p95 at 55 was 465 ms (n=30, load 1.7), and Normal at 70 iterations beat Easy in 72 of the
    # same 100 deals that it wins 70 of at 55: more search does not move that row.
    "champions": {"normal": 55, "hard": 220},
    # Aquatica 4-player mid-game, heuristic rollouts then the evaluation: measured 2026-12-01
    # on a shared machine (median 316 and 1,228 iterations in 0.5 s and 2 s, n=30 and 10).
    "aquatica": {"normal": 320, "hard": 1230},
    # Reavers 4-player mid-game, 20 moves of the rollout policy then the evaluation, 2026-12-01:
    # the process's CPU time per decision at a fixed budget, which is its time alone on a core
    # (the other load only shares the cores out; steal is counted apart), one process, load
    # 8-11 (`benchmarks/budget_cost.py --game reavers`, and `--seed 20001`): Normal 450, median
    # 466 and 431 ms, p95 568 and 521 (n=30); Hard 1800, 1.91 and 1.97 s, p95 2.14 and 2.23
    # (n=12). At 500 and 2000 the p95 was 632 ms and 2.39 s. So p95 fits the budget + 20 % and
    # the median is about the budget. The earlier 197 iterations in 0.5 s had 39 % of a core,
    # and make bench's 56 and 235 had 9 %. Since 2026-12-06 (the legal actions kept between
    # moves, the projection worked out once at a cut-off) the same moves take about 30 % less
    # CPU (10 mid-game positions at 450: median 8.3 -> 5.8 s, 3 interleaved runs); the budgets
    # are kept, as for Ethnos, so that the rows of `make bench-ai` stay comparable.
    "reavers": {"normal": 450, "hard": 1800},
}
# Solo games (one seat against the game's automaton) search their own positions: `make bench`
# measures their mid-game too. Everdell solo was 230 and 750 on 2026-11-30 (1.38 times the
# 4-player iterations at Normal); since its rollouts count turns (2026-12-07) a rollout plays
# about 8 moves, not 4, and on 2026-12-08 a decision at 230 / 750 took 780 / 2,931 ms of CPU
# (median, p95 994 / 3,400 ms, n=10; `benchmarks/run.py --skip-ui --games everdell`, after the
# valuation was made about a quarter cheaper; 719 / 3,089 ms before it, on the same
# positions): the time budgets buy 147 and 512 iterations, where in the same run they bought
# 1.17 and 1.10 times the 4-player budgets. The speed of a CPU-second swings: an hour later
# the machine played random games 1.6 times faster (109 against 68 a CPU-second) and read 201 /
# 739 solo, 276 / 976 at 4 players; a solo iteration cost 1.35 and 1.38 times a 4-player one in
# the two runs. The README's solo rows are at 150 / 510.
SOLO_ITERATIONS_AT_BUDGET: dict[str, dict[str, int]] = {
    "everdell": {"normal": 150, "hard": 510},
    # Aquatica solo, 2026-12-01 (shared machine, n=10 each): median 606 and 2,213 iterations.
    "aquatica": {"normal": 600, "hard": 2200},
}


def iterations_at_budget(level: str, game: str | None = None,
                         players: int | None = None) -> int | None:
    """The fixed iteration budget that plays like `level`'s time budget in `game` (with
    `players` seats: solo has budgets of its own); None for a level that does not search."""
    if players == 1 and game in SOLO_ITERATIONS_AT_BUDGET:
        return SOLO_ITERATIONS_AT_BUDGET[game].get(level)
    return GAME_ITERATIONS_AT_BUDGET.get(game or "", ITERATIONS_AT_BUDGET).get(level)


def make_agent(level: str, spec: GameSpec, seed: int, *, iterations: int | None = None) -> Agent:
    """An agent for `level`. With `iterations`, a search level uses that fixed budget instead of
    its time budget, so the same seed and inputs always give the same choice."""
    try:
        entry = LEVELS[level]
    except KeyError:
        known = ", ".join(LEVELS)
        raise ValueError(f"unknown AI level {level!r} (known: {known})") from None
    if entry.kind is Kind.RANDOM:
        return RandomAgent(seed)
    if entry.kind is Kind.HEURISTIC:
        return HeuristicAgent(spec, seed, noise=entry.noise)
    if iterations is not None:
        return ISMCTSAgent(spec, seed, iterations=iterations, level=level)
    return ISMCTSAgent(spec, seed, time_budget=entry.seconds, level=level)
