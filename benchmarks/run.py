"""`make bench`: engine speed, search speed, decision latency and the level calibration, then
the desktop app (start-up, the board, the event loop while the AI thinks, memory: see ui.py).

Every engine figure is a median over repeats or positions on one core, with its spread, next to
its target; the desktop figures come from fresh offscreen Qt processes. The machine may be shared
and noisy, so read the ratios and the spread, not one run. Results also go to build/bench.json
(`--json PATH` to choose another file).

    .venv/bin/python benchmarks/run.py [--skip-ui]
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from benchlib import (
    BUILD,
    Measurement,
    Summary,
    decide,
    machine_info,
    midgame_positions,
    percentile,
    text_table,
    write_json,
)
from gameshelf.ai import (
    ITERATIONS_AT_BUDGET,
    LEVELS,
    SOLO_ITERATIONS_AT_BUDGET,
    ISMCTSAgent,
    iterations_at_budget,
)
from gameshelf.engine import GameSpec, State, get_game
from ui import cpu_report, measure_ui

GAMES = ("ethnos", "everdell", "champions", "aquatica", "reavers")
RANDOM_REPEATS = 5
RANDOM_GAMES = {"ethnos": 60, "everdell": 20, "champions": 40, "aquatica": 40, "reavers": 40}
RANDOM_PLAY_TARGET = {"ethnos": 150.0, "everdell": 40.0, "champions": 50.0,
                      "aquatica": 50.0, "reavers": 50.0}  # 4p games per CPU-s
SEARCH_POSITIONS = 10  # per player count
LATENCY_DECISIONS = {"easy": 100, "normal": 30, "hard": 10}
SOLO_DECISIONS = 10  # per search level, for the solo calibration
EASY_LATENCY_TARGET = 0.050  # seconds; Easy has no time budget of its own
# Decisions with one sensible answer (the game prunes its candidates to one: Reavers' Rest when
# only Rest is possible, say) are answered without search, at every level.
FAST_ANSWER_GAMES = ("reavers",)
FAST_ANSWER_DECISIONS = 40  # at Hard, the level that would otherwise think longest
FAST_ANSWER_TARGET = 0.050  # seconds
BUDGET_SLACK = 1.2  # p95 may exceed a level's time budget by 20 %
CALIBRATION_TOLERANCE = 0.25
POSITION_SEED = 10_000
BUSY_MACHINE = 0.9  # below this share of wall time on the CPU, other load skewed the timings


# -- 1. random play -------------------------------------------------------------------------


def random_games_per_second(spec: GameSpec, num_players: int, games: int, seed: int) -> float:
    """Complete games of uniformly random legal actions, set-up included, straight on the
    State (no agent, no observation), per second of this process's CPU time: the target is
    "on one core", and CPU time does not count the slices another process took from us on a
    shared machine (wall time swung 110–165 games/s between runs of the same code here)."""
    rng = random.Random(seed)
    start = time.process_time()
    for game in range(games):
        state = spec.new_game(num_players, seed + game)
        while not state.is_over():
            state.apply(rng.choice(state.legal_actions()))
    return games / (time.process_time() - start)


def measure_random_play(spec: GameSpec) -> Measurement:
    games = RANDOM_GAMES[spec.id]
    random_games_per_second(spec, 4, 5, seed=0)  # warm-up: data tables, caches
    rates = [
        random_games_per_second(spec, 4, games, seed=1_000 * (repeat + 1))
        for repeat in range(RANDOM_REPEATS)
    ]
    return Measurement(
        f"{spec.id} 4p random play ({RANDOM_REPEATS}×{games} games)",
        "games/CPU-s",
        Summary.of(rates),
        RANDOM_PLAY_TARGET[spec.id],
    )


# -- 2. search speed ------------------------------------------------------------------------


def measure_iteration_rate(spec: GameSpec, num_players: int) -> Measurement:
    """ISMCTS iterations per second at the Normal level's fixed budget, one decision per
    mid-game position. The target is the speed the fixed budgets assume for Normal."""
    iterations = iterations_at_budget("normal", spec.id)
    assert iterations is not None
    positions = midgame_positions(spec, num_players, SEARCH_POSITIONS, POSITION_SEED)
    rates = []
    for index, state in enumerate(positions):
        _, agent = decide("normal", spec, state, seed=index, iterations=iterations)
        assert isinstance(agent, ISMCTSAgent) and agent.last_stats is not None
        rates.append(agent.last_stats.iterations_per_second)
    implied = iterations / _budget("normal")
    return Measurement(
        f"{spec.id} {num_players}p ISMCTS iterations ({iterations}/decision)",
        "it/s",
        Summary.of(rates),
        implied,
    )


def _budget(level: str) -> float:
    seconds = LEVELS[level].seconds
    assert seconds is not None, f"level {level} has no time budget"
    return seconds


# -- 3. decision latency and 4. calibration -------------------------------------------------


@dataclass(slots=True)
class LevelRun:
    game: str
    level: str
    players: int
    latencies: list[float]
    iterations: list[int]


def run_level(spec: GameSpec, level: str, positions: list[State]) -> LevelRun:
    """One timed decision per position, at the level as the table offers it (time budget)."""
    run = LevelRun(spec.id, level, positions[0].num_players, [], [])
    for index, state in enumerate(positions):
        elapsed, agent = decide(level, spec, state, seed=index)
        run.latencies.append(elapsed)
        # A search skipped because one candidate was left says nothing about the budget.
        if isinstance(agent, ISMCTSAgent) and agent.last_stats and agent.last_stats.iterations:
            run.iterations.append(agent.last_stats.iterations)
    return run


def latency_measurements(run: LevelRun) -> list[Measurement]:
    budget = LEVELS[run.level].seconds
    target = EASY_LATENCY_TARGET if budget is None else budget * BUDGET_SLACK
    ms = [seconds * 1000 for seconds in run.latencies]
    p95 = percentile(ms, 0.95)
    name = f"{run.game} 4p {run.level} decision"
    return [
        Measurement(f"{name} p50", "ms", Summary.of(ms)),
        Measurement(
            f"{name} p95",
            "ms",
            Summary(p95, min(ms), max(ms), "min–max", len(ms)),
            target * 1000,
            higher_is_better=False,
        ),
    ]


@dataclass(frozen=True, slots=True)
class Calibration:
    game: str
    level: str
    players: int
    budget_seconds: float
    measured: float
    table: int
    samples: int

    @property
    def ratio(self) -> float:
        return self.measured / self.table

    @property
    def where(self) -> str:
        return "solo" if self.players == 1 else f"{self.players}p"

    @property
    def stale(self) -> bool:
        return abs(self.ratio - 1) > CALIBRATION_TOLERANCE

    def row(self) -> list[str]:
        verdict = "UPDATE" if self.stale else "ok"
        return [
            f"{self.game} {self.where} {self.level} ({self.budget_seconds:g} s, n={self.samples})",
            f"{self.measured:,.0f}",
            f"{self.table:,}",
            f"{self.ratio:.2f}",
            verdict,
        ]

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "ratio": self.ratio, "stale": self.stale}


def calibrate(run: LevelRun) -> Calibration:
    table = iterations_at_budget(run.level, run.game, run.players)
    assert table is not None
    return Calibration(
        run.game,
        run.level,
        run.players,
        _budget(run.level),
        percentile(run.iterations, 0.5) if run.iterations else 0.0,
        table,
        len(run.iterations),
    )


def fast_answer_positions(spec: GameSpec, count: int, seed: int) -> list[State]:
    """Positions of seeded heuristic games where the seat to move has two legal actions or
    more and the game's candidates, widened all the way, are one: the AI's one sensible
    answer. Several per game, far enough apart to differ."""
    found: list[State] = []
    game = 0
    while len(found) < count:
        rng = random.Random(seed + game)
        state = spec.new_game(4, seed + game)
        taken = 0
        while (seat := state.to_move()) is not None and len(found) < count and taken < 8:
            legal = state.legal_actions()
            if len(legal) > 1 and len(spec.candidate_actions(state, len(legal))) == 1 and (
                    rng.random() < 0.2):
                found.append(state.clone())
                taken += 1
            state.apply(spec.heuristic_action(state, seat, rng))
        game += 1
    return found


def measure_fast_answers(spec: GameSpec) -> Measurement:
    """The Hard level's decision time where the game leaves one sensible answer: p95."""
    positions = fast_answer_positions(spec, FAST_ANSWER_DECISIONS, POSITION_SEED + 3)
    ms = [decide("hard", spec, state, seed=index)[0] * 1000
          for index, state in enumerate(positions)]
    return Measurement(
        f"{spec.id} 4p one-sensible-answer decision p95 (hard)",
        "ms",
        Summary(percentile(ms, 0.95), min(ms), max(ms), "min–max", len(ms)),
        FAST_ANSWER_TARGET * 1000,
        higher_is_better=False,
    )


# -- the report -----------------------------------------------------------------------------


def timed(label: str, work: Callable[[], Any]) -> Any:
    start = time.perf_counter()
    result = work()
    print(f"  {label}: {time.perf_counter() - start:.1f} s", flush=True)
    return result


def engine_measurements(spec: GameSpec) -> tuple[list[Measurement], list[Calibration]]:
    """Random play, search speed, decision latency per level and the calibration of one game."""
    game = spec.id
    measurements = [timed(f"{game} random play", lambda: measure_random_play(spec))]
    for players in (2, 4):
        measurements.append(timed(f"{game} search speed, {players}p",
                                  lambda p=players: measure_iteration_rate(spec, p)))
    most = max(LATENCY_DECISIONS.values())
    positions = timed(f"{game} positions",
                      lambda: midgame_positions(spec, 4, most, POSITION_SEED + 1))
    runs = {
        level: timed(
            f"{game} {level} decisions",
            lambda lv=level, n=count: run_level(spec, lv, positions[:n]),
        )
        for level, count in LATENCY_DECISIONS.items()
    }
    for run in runs.values():
        measurements += latency_measurements(run)
    if game in FAST_ANSWER_GAMES:
        measurements.append(timed(f"{game} one-sensible-answer decisions",
                                  lambda: measure_fast_answers(spec)))
    calibrations = [calibrate(runs[level]) for level in ITERATIONS_AT_BUDGET]
    if game in SOLO_ITERATIONS_AT_BUDGET:
        solo = timed(f"{game} solo positions",
                     lambda: midgame_positions(spec, 1, SOLO_DECISIONS, POSITION_SEED + 2))
        for level in ITERATIONS_AT_BUDGET:
            run = timed(f"{game} solo {level} decisions",
                        lambda lv=level: run_level(spec, lv, solo))
            calibrations.append(calibrate(run))
    return measurements, calibrations


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", type=Path, default=BUILD / "bench.json", help="result file")
    parser.add_argument("--skip-ui", action="store_true", help="only the engine and the AI")
    parser.add_argument("--games", default=",".join(GAMES),
                        help=f"comma-separated games (default: {','.join(GAMES)})")
    args = parser.parse_args(argv)
    games = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in games if g not in GAMES]
    if unknown or not games:
        parser.error(f"unknown game {(unknown or [args.games])[0]!r} (known: {', '.join(GAMES)})")

    wall, cpu = time.perf_counter(), time.process_time()
    machine = machine_info()
    print(f"Gameshelf benchmarks: {', '.join(games)}, one core;"
          f" load average {machine['load_average']}")
    measurements: list[Measurement] = []
    calibrations: list[Calibration] = []
    for game in games:
        found, calibrated = engine_measurements(get_game(game))
        measurements += found
        calibrations += calibrated
    cpu_share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    ui_measurements: list[Measurement] = []
    ui_details: dict[str, Any] | None = None
    if not args.skip_ui:
        ui_measurements, ui_details = measure_ui(timed)

    print()
    headers = ["measurement", "median", "spread", "target", "result"]
    print(text_table(headers, [m.row() for m in measurements]))
    print()
    print("Calibration: ISMCTS iterations per decision within the time budget")
    headers = ["level", "median here", "fixed budget", "ratio", ""]
    print(text_table(headers, [c.row() for c in calibrations]))
    for c in calibrations:
        if c.stale:
            print(
                f"-> Update the {c.game} {c.where} {c.level!r} budget in"
                " desktop/gameshelf/ai/levels.py:"
                f" {c.table} -> {c.measured:.0f} (off by {c.ratio - 1:+.0%}, tolerance"
                f" ±{CALIBRATION_TOLERANCE:.0%}), if this machine is the reference machine."
            )

    if ui_details is not None:
        print(f"\nDesktop app ({ui_details['platform']} Qt, fresh processes)")
        headers = ["measurement", "median", "spread", "target", "result"]
        print(text_table(headers, [m.row() for m in ui_measurements]))

    print(f"\nThis process had the CPU {cpu_share:.0%} of its wall time (engine and AI).", end=" ")
    if cpu_share < BUSY_MACHINE:
        print("The machine was busy: timings are pessimistic and calibration too low.")
    else:
        print("The machine was quiet enough.")
    if ui_details is not None:
        print(cpu_report(ui_details))
    machine["cpu_share"] = round(cpu_share, 3)
    result: dict[str, Any] = {
        "machine": machine,
        "measurements": [m.to_dict() for m in measurements],
        "calibration": [c.to_dict() for c in calibrations],
    }
    if ui_details is not None:
        result["ui"] = {"measurements": [m.to_dict() for m in ui_measurements], **ui_details}
    write_json(args.json, result)
    print(f"Wrote {args.json}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
