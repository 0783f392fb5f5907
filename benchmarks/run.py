"""`make bench`: engine speed, search speed, decision latency and the level calibration, then
the desktop app (start-up, the board, the event loop while the AI thinks, memory: see ui.py).

Every engine figure is a median over repeats or positions on one core, with its spread, next to
its target; the desktop figures come from fresh offscreen Qt processes. The machine may be shared
and noisy: random play, search speed and the calibration are timed in this process's CPU time,
which does not count the time other processes held the core (the speed of a CPU-second still
swings between hours); decision latencies are wall time, what a player waits, and on a busy
machine they are pessimistic. Read the ratios and the spread, not one run. Results also go to
build/bench.json (`--json PATH` to choose another file).

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
    decisions_at_budget,
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
    Agent,
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
    """ISMCTS iterations per second of this process's CPU time at the Normal level's fixed
    budget, one decision per mid-game position (the observation and the sampler's set-up
    included, as a decision has them). The target is the speed the fixed budgets assume for
    Normal."""
    iterations = iterations_at_budget("normal", spec.id)
    assert iterations is not None
    positions = midgame_positions(spec, num_players, SEARCH_POSITIONS, POSITION_SEED)
    rates = [searched / seconds for seconds, searched in _searched(
        decisions_at_budget("normal", spec, positions))]
    implied = iterations / _budget("normal")
    return Measurement(
        f"{spec.id} {num_players}p ISMCTS iterations ({iterations}/decision)",
        "it/CPU-s",
        Summary.of(rates),
        implied,
    )


def _searched(decisions: list[tuple[float, Agent]]) -> list[tuple[float, int]]:
    """(seconds, iterations) of the decisions that searched: one the game pruned to a single
    candidate is answered without a search and says nothing about its speed or budget."""
    found = []
    for seconds, agent in decisions:
        assert isinstance(agent, ISMCTSAgent) and agent.last_stats is not None
        if agent.last_stats.iterations and seconds > 0:
            found.append((seconds, agent.last_stats.iterations))
    return found


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


def run_level(spec: GameSpec, level: str, positions: list[State]) -> LevelRun:
    """One decision per position at the level as the table offers it (its time budget), timed
    in wall time: what a player waits."""
    run = LevelRun(spec.id, level, positions[0].num_players, [])
    for index, state in enumerate(positions):
        elapsed, _ = decide(level, spec, state, seed=index)
        run.latencies.append(elapsed)
    return run


def latency_measurements(run: LevelRun) -> list[Measurement]:
    budget = LEVELS[run.level].seconds
    target = EASY_LATENCY_TARGET if budget is None else budget * BUDGET_SLACK
    ms = [seconds * 1000 for seconds in run.latencies]
    p95 = percentile(ms, 0.95)
    name = f"{run.game} 4p {run.level} decision (wall time)"
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
    """A level's fixed iteration budget (`table`) against the iterations its time budget buys
    on one core: each decision is searched at the fixed budget and timed in this process's CPU
    time, which does not count the time other processes held the core; `measured` is the median
    over the decisions of table × budget / CPU time, the iterations the search would reach in
    its time budget on a core of its own (a time-budgeted search on a quiet machine)."""

    game: str
    level: str
    players: int
    budget_seconds: float
    measured: float
    table: int
    samples: int
    cpu_seconds: float  # median CPU time of a decision at the fixed budget
    cpu_p95_seconds: float

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
            f"{self.cpu_seconds * 1000:,.0f} / {self.cpu_p95_seconds * 1000:,.0f} ms",
            f"{self.measured:,.0f}",
            f"{self.table:,}",
            f"{self.ratio:.2f}",
            verdict,
        ]

    def to_dict(self) -> dict[str, Any]:
        return {**asdict(self), "clock": "process CPU time", "ratio": self.ratio,
                "stale": self.stale}


def calibrate(spec: GameSpec, level: str, positions: list[State]) -> Calibration:
    """One decision per position at the level's fixed iteration budget, in CPU time."""
    players = positions[0].num_players
    table = iterations_at_budget(level, spec.id, players)
    assert table is not None
    budget = _budget(level)
    cpu = [seconds for seconds, _ in _searched(decisions_at_budget(level, spec, positions))]
    return Calibration(
        spec.id,
        level,
        players,
        budget,
        percentile([table * budget / seconds for seconds in cpu], 0.5) if cpu else 0.0,
        table,
        len(cpu),
        percentile(cpu, 0.5) if cpu else 0.0,
        percentile(cpu, 0.95) if cpu else 0.0,
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
        f"{spec.id} 4p one-sensible-answer decision p95 (hard, wall time)",
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
    calibrations = [
        timed(f"{game} {level} calibration",
              lambda lv=level: calibrate(spec, lv, positions[:LATENCY_DECISIONS[lv]]))
        for level in ITERATIONS_AT_BUDGET
    ]
    if game in SOLO_ITERATIONS_AT_BUDGET:
        solo = timed(f"{game} solo positions",
                     lambda: midgame_positions(spec, 1, SOLO_DECISIONS, POSITION_SEED + 2))
        calibrations += [timed(f"{game} solo {level} calibration",
                               lambda lv=level: calibrate(spec, lv, solo))
                         for level in ITERATIONS_AT_BUDGET]
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
    print("Calibration, in this process's CPU time: each decision searched at the level's fixed"
          " budget; the CPU time it took (median / p95) and the iterations the time budget buys"
          " on one core (median of fixed budget × time budget / CPU time)")
    headers = ["level", "CPU at fixed budget", "in time budget", "fixed budget", "ratio", ""]
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
        print("The machine was busy: the wall-time figures (decision latencies) are pessimistic;"
              " the CPU-time ones (random play, search speed, calibration) do not count the"
              " time others held the core, though a loaded host can still run slower per"
              " CPU-second.")
    else:
        print("The machine was quiet enough.")
    if ui_details is not None:
        print(cpu_report(ui_details))
    machine["cpu_share"] = round(cpu_share, 3)
    result: dict[str, Any] = {
        "machine": machine,
        "clocks": {"random play, search speed, calibration": "process CPU time",
                   "decision latency": "wall time"},
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
