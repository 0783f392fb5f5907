"""`make bench-ai`: how strong each AI level is, in seeded games between levels.

Search levels play at fixed iteration budgets (`iterations_at_budget`), not time budgets, so a
run is reproducible and does not depend on the machine's load. Every move goes through
`choose_for` (observation and sampler, as in the app), in a `Match`.

Seats rotate: game i puts the tested level in seat i mod players, and the games of one rotation
share a deal (seed), so the luck of the deal cancels out. A game the tested level wins alone
counts 1; a tie for first place after every tie-break counts 1/k for each of the k tied seats
(a half win in a two-way tie). Each win rate comes with its 95 % Wilson score interval, computed
from the observed rate and the number of games.

    .venv/bin/python benchmarks/strength.py [--games-scale 0.1] [--only easy-random,...]
        [--processes N] [--seed S] [--ai-seed A] [--json PATH] [--iterations normal=220]

The agents' seeds come from the AI seed (`--ai-seed`; by default a new one, printed and kept in
the JSON) and each game's seed, never from the game's seed alone: a run replays with both.

The full run takes hours on two cores; `--games-scale 0.05` plays a few games per matchup.
So a run of some matchups does not erase the others, the result file keeps each matchup's last
run, with its commit, date and AI seed; the Markdown table lists them all, each row with the
commit it was measured on.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
import traceback
from collections.abc import Iterator
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from benchlib import (
    BUILD,
    duration,
    machine_info,
    markdown_table,
    text_table,
    wilson_interval,
    write_json,
    write_text,
)
from gameshelf.ai import (
    SOLO_ITERATIONS_AT_BUDGET,
    HeuristicAgent,
    choose_for,
    iterations_at_budget,
    make_agent,
)
from gameshelf.engine import Match, Seat, get_game
from gameshelf.engine.match import MAX_SEED, new_ai_seed

SEARCH_LEVELS = ("normal", "hard")
MAX_ACTIONS = 20_000  # a game far past this length is stuck, not long
AUTOMATON = "rugwort"  # the opponent of a solo matchup: the game's own automaton
FAILED_GAMES = BUILD / "strength-failures"


@dataclass(frozen=True, slots=True)
class Matchup:
    """The tested level against `opponent` in every other seat (in a solo game, against the
    game's automaton opponent, which the engine plays)."""

    game: str
    key: str
    tested: str
    opponent: str
    players: int
    games: int
    target: float
    seed: int
    options: tuple[tuple[str, Any], ...] = ()  # the game's options, as (key, value) pairs
    # Search levels at other budgets than `iterations_at_budget`'s, as (level, iterations).
    iterations: tuple[tuple[str, int], ...] = ()

    @property
    def title(self) -> str:
        game = self.game.title()
        at = "".join(f", {level.title()} at {n}" for level, n in self.iterations)
        if self.players == 1:
            year = dict(self.options).get("rugwort_year", 1)
            return f"{game}: {self.tested.title()} vs {self.opponent.title()} Y{year} (solo{at})"
        others = "three " if self.players == 4 else ""
        return (f"{game}: {self.tested.title()} vs {others}{self.opponent.title()}"
                f" ({self.players}p{at})")

    def at_budgets(self, iterations: dict[str, int]) -> Matchup:
        """This matchup with search levels at other budgets: a row of its own (its key names
        them), so a run at the standard budgets is never replaced by one at others."""
        if not iterations:
            return self
        pairs = tuple(sorted(iterations.items()))
        suffix = ",".join(f"{level}={n}" for level, n in pairs)
        return replace(self, key=f"{self.key}@{suffix}", iterations=pairs)


MATCHUPS: tuple[Matchup, ...] = (
    Matchup("ethnos", "easy-random", "easy", "random", 2, 200, 0.95, seed=1_000_000),
    # Issue 12's targets: Normal beats Easy 75 %, Hard beats Normal 60 % (2p) and wins 35 % of
    # the 4-player games against three Normal seats, in every game.
    Matchup("ethnos", "normal-easy", "normal", "easy", 2, 200, 0.75, seed=2_000_000),
    Matchup("ethnos", "hard-normal", "hard", "normal", 2, 100, 0.60, seed=3_000_000),
    Matchup("ethnos", "hard-normal-4p", "hard", "normal", 4, 100, 0.35, seed=3_500_000),
    Matchup("ethnos", "normal-easy-4p", "normal", "easy", 4, 100, 0.40, seed=4_000_000),
    Matchup("everdell", "everdell-easy-random", "easy", "random", 2, 200, 0.95, seed=5_000_000),
    Matchup("everdell", "everdell-normal-easy", "normal", "easy", 2, 200, 0.75, seed=6_000_000),
    Matchup("everdell", "everdell-hard-normal", "hard", "normal", 2, 100, 0.60, seed=6_500_000),
    Matchup("everdell", "everdell-hard-normal-4p", "hard", "normal", 4, 100, 0.35,
            seed=6_700_000),
    # Rugwort Year 1 (the default option), then the Year 2 and Year 3 targets.
    Matchup("everdell", "everdell-solo-normal", "normal", AUTOMATON, 1, 100, 0.80,
            seed=7_000_000),
    Matchup("everdell", "everdell-solo-normal-y2", "normal", AUTOMATON, 1, 100, 0.60,
            seed=7_200_000, options=(("rugwort_year", 2),)),
    Matchup("everdell", "everdell-solo-hard-y3", "hard", AUTOMATON, 1, 100, 0.50,
            seed=7_300_000, options=(("rugwort_year", 3),)),
    # Champions of Midgard and Aquatica: their issues (13, 14) ask Normal for 65 % against Easy
    # and Hard for 55 % against Normal, issue 12 for 75 % and 60 % in every game: the stricter.
    Matchup("champions", "champions-easy-random", "easy", "random", 2, 200, 0.95,
            seed=8_000_000),
    Matchup("champions", "champions-normal-easy", "normal", "easy", 2, 200, 0.75,
            seed=8_200_000),
    Matchup("champions", "champions-hard-normal", "hard", "normal", 2, 100, 0.60,
            seed=8_400_000),
    Matchup("champions", "champions-normal-easy-4p", "normal", "easy", 4, 100, 0.40,
            seed=8_600_000),
    Matchup("champions", "champions-hard-normal-4p", "hard", "normal", 4, 100, 0.35,  # issue 12
            seed=8_800_000),
    Matchup("aquatica", "aquatica-easy-random", "easy", "random", 2, 200, 0.95,
            seed=9_000_000),
    Matchup("aquatica", "aquatica-normal-easy", "normal", "easy", 2, 200, 0.75,
            seed=9_200_000),
    Matchup("aquatica", "aquatica-hard-normal", "hard", "normal", 2, 100, 0.60,
            seed=9_400_000),
    Matchup("aquatica", "aquatica-normal-easy-4p", "normal", "easy", 4, 100, 0.40,
            seed=9_600_000),
    Matchup("aquatica", "aquatica-hard-normal-4p", "hard", "normal", 4, 100, 0.35,  # issue 12
            seed=9_800_000),
    # Issue 15: Reavers of Midgard at issue 12's targets.
    Matchup("reavers", "reavers-easy-random", "easy", "random", 2, 200, 0.95, seed=10_000_000),
    Matchup("reavers", "reavers-normal-easy", "normal", "easy", 2, 200, 0.75, seed=10_200_000),
    Matchup("reavers", "reavers-hard-normal", "hard", "normal", 2, 100, 0.60, seed=10_400_000),
    Matchup("reavers", "reavers-normal-easy-4p", "normal", "easy", 4, 100, 0.40,
            seed=10_600_000),
    Matchup("reavers", "reavers-hard-normal-4p", "hard", "normal", 4, 100, 0.35,  # issue 12
            seed=10_800_000),
)


@dataclass(frozen=True, slots=True)
class GameTask:
    game: str
    matchup: str
    index: int
    levels: tuple[str, ...]
    tested_seat: int
    seed: int
    ai_seed: int
    options: tuple[tuple[str, Any], ...] = ()
    iterations: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True, slots=True)
class GameResult:
    index: int
    share: float  # the tested seat's share of the win, 0 to 1
    actions: int
    seconds: float
    illegal_fallbacks: int  # Easy proposed an illegal move (a bug in the game's heuristic)
    error: str | None = None


def tasks(matchup: Matchup, games: int, seed_offset: int, ai_seed: int) -> list[GameTask]:
    n = matchup.players
    result = []
    for index in range(games):
        tested_seat = index % n
        levels = [matchup.opponent] * n  # a solo game has one seat: the tested level's
        levels[tested_seat] = matchup.tested
        seed = matchup.seed + seed_offset + index // n
        result.append(GameTask(matchup.game, matchup.key, index, tuple(levels), tested_seat, seed,
                               ai_seed, matchup.options, matchup.iterations))
    return result


def new_match(task: GameTask) -> tuple[Match, list[Any]]:
    """The task's match at its start, and a fresh agent for each seat."""
    spec = get_game(task.game)
    seats = [Seat(f"{level} {seat}", "ai", level) for seat, level in enumerate(task.levels)]
    match = Match.new(spec, seats, task.seed, dict(task.options), ai_seed=task.ai_seed)
    rng = match.agents_rng()
    other = dict(task.iterations)
    agents = [
        make_agent(level, spec, rng.getrandbits(63), iterations=other.get(
            level, iterations_at_budget(level, task.game, len(task.levels))))
        for level in task.levels
    ]
    return match, agents


def play_out(match: Match, agents: list[Any]) -> None:
    """Every move to the end of the game, each through `choose_for`."""
    while (seat := match.state.to_move()) is not None:
        if len(match.actions) >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        match.apply(choose_for(agents[seat], match.spec, match.state, seat))


def play_game(task: GameTask) -> GameResult:
    """One seeded game between fresh agents; an error is reported, with the game saved."""
    match, agents = new_match(task)
    start = time.perf_counter()
    try:
        play_out(match, agents)
    except Exception:
        path = FAILED_GAMES / f"{task.matchup}-{task.index}.toml"
        match.save(path)
        error = f"{traceback.format_exc(limit=3).strip()}\n(saved to {path})"
        return GameResult(task.index, 0.0, len(match.actions), _since(start), 0, error)
    winners = match.state.scores().winners()  # solo: the automaton's row may win
    share = 1 / len(winners) if task.tested_seat in winners else 0.0
    fallbacks = sum(a.illegal_fallbacks for a in agents if isinstance(a, HeuristicAgent))
    return GameResult(task.index, share, len(match.actions), _since(start), fallbacks)


def _since(start: float) -> float:
    return time.perf_counter() - start


def run_games(todo: list[GameTask], pool: Any) -> Iterator[GameResult]:
    if pool is None:
        return map(play_game, todo)
    return pool.imap_unordered(play_game, todo, chunksize=1)


# -- one matchup ----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Outcome:
    matchup: Matchup
    results: tuple[GameResult, ...]
    wall_seconds: float

    @property
    def played(self) -> list[GameResult]:
        return [r for r in self.results if r.error is None]

    @property
    def games(self) -> int:
        return len(self.played)

    @property
    def wins(self) -> float:
        return sum(r.share for r in self.played)

    @property
    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson_interval(self.wins, self.games)

    @property
    def verdict(self) -> str:
        """PASS or MISS on the observed rate; "?" when the 95 % interval holds the target."""
        if not self.games:
            return "ERROR"
        low, high = self.interval
        word = "PASS" if self.rate >= self.matchup.target else "MISS"
        return word + ("?" if low < self.matchup.target <= high else "")

    def cells(self) -> list[str]:
        return result_cells(self.matchup.title, self.games, self.wins, self.matchup.target,
                            self.verdict)

    def to_dict(self) -> dict[str, Any]:
        low, high = self.interval
        played = self.played
        return {
            "matchup": asdict(self.matchup),
            "games": self.games,
            "errors": [r.error for r in self.results if r.error is not None],
            "wins": self.wins,
            "win_rate": self.rate,
            "ci95": [low, high],
            "verdict": self.verdict,
            "wall_seconds": self.wall_seconds,
            "mean_actions": sum(r.actions for r in played) / len(played) if played else None,
            "illegal_fallbacks": sum(r.illegal_fallbacks for r in played),
            "shares": [r.share for r in sorted(self.results, key=lambda r: r.index)],
        }


def result_cells(title: str, games: int, wins: float, target: float, verdict: str) -> list[str]:
    rate = wins / games if games else 0.0
    low, high = wilson_interval(wins, games)
    return [title, str(games), f"{wins:g}", f"{rate:.1%}", f"{low:.1%}–{high:.1%}",
            f"≥ {target:.0%}", verdict]


def run_matchup(matchup: Matchup, games: int, seed_offset: int, ai_seed: int,
                pool: Any) -> Outcome:
    todo = tasks(matchup, games, seed_offset, ai_seed)
    start = time.perf_counter()
    results = []
    for result in run_games(todo, pool):
        results.append(result)
        if result.error is not None:
            print(f"  game {result.index} failed:\n{result.error}", file=sys.stderr)
        _progress(matchup, results, games, _since(start))
    return Outcome(matchup, tuple(results), _since(start))


def _progress(matchup: Matchup, results: list[GameResult], games: int, elapsed: float) -> None:
    """A line at every tenth of the games, with the tested level's wins so far and the time
    left at the pace so far, so that a long run stopped early still says what it saw."""
    done = len(results)
    step = max(1, games // 10)
    if done % step and done != games:
        return
    left = elapsed / done * (games - done)
    print(
        f"  {matchup.key}: {done}/{games} games, {sum(r.share for r in results):g} won,"
        f" {duration(elapsed)}, ~{duration(left)} left",
        file=sys.stderr,
        flush=True,
    )


def scaled_games(matchup: Matchup, scale: float) -> int:
    """The game count times `scale`, rounded up to whole seat rotations."""
    rotations = math.ceil(matchup.games * scale / matchup.players)
    return max(1, rotations) * matchup.players


# -- the report -----------------------------------------------------------------------------

HEADERS = ["matchup", "games", "wins", "win rate", "95 % CI", "target", "result"]


def console_table(outcomes: list[Outcome]) -> str:
    rows = []
    for outcome in outcomes:
        played = outcome.played
        mean_actions = sum(r.actions for r in played) / len(played) if played else 0
        notes = f"{duration(outcome.wall_seconds)}, {mean_actions:.0f} actions/game"
        fallbacks = sum(r.illegal_fallbacks for r in played)
        if fallbacks:
            notes += f", {fallbacks} illegal Easy moves"
        errors = len(outcome.results) - len(played)
        if errors:
            notes += f", {errors} failed games"
        rows.append([*outcome.cells(), notes])
    return text_table([*HEADERS, "wall time, notes"], rows)


def budgets(games: list[str]) -> str:
    def levels(game: str, players: int | None = None) -> str:
        return ", ".join(f"{level.title()} {iterations_at_budget(level, game, players)}"
                         for level in SEARCH_LEVELS)

    return "; ".join(
        f"{game.title()} {levels(game)}"
        + (f" (solo: {levels(game, 1)})" if game in SOLO_ITERATIONS_AT_BUDGET else "")
        for game in games
    )


def readme_markdown(runs: dict[str, dict[str, Any]]) -> str:
    """The table of every matchup in the result file, in the order of MATCHUPS."""
    order = {m.key: i for i, m in enumerate(MATCHUPS)}
    keys = sorted(runs, key=lambda key: (order.get(key, len(order)), key))
    rows = [_run_cells(runs[key]) for key in keys]
    games = list(dict.fromkeys(runs[key]["outcome"]["matchup"]["game"] for key in keys))
    headers = ["Matchup", "Games", "Wins", "Win rate", "95 % CI", "Target", "Result", "Commit"]
    return (
        "AI strength (`make bench-ai`; each row is the last run of its matchup, on the commit"
        f" named). Search levels at fixed budgets of iterations per decision ({budgets(games)})."
        " Seats rotate; a shared first place counts 1/k of a win for each of the k tied seats;"
        " 95 % Wilson score intervals. `?`: the interval contains the target, more games are"
        " needed to be sure.\n\n"
        f"{markdown_table(headers, rows)}\n"
    )


def _run_cells(run: dict[str, Any]) -> list[str]:
    outcome = run["outcome"]
    fields = {f: outcome["matchup"][f] for f in Matchup.__slots__ if f in outcome["matchup"]}
    fields["options"] = tuple(tuple(pair) for pair in fields.get("options", ()))
    fields["iterations"] = tuple(tuple(pair) for pair in fields.get("iterations", ()))
    matchup = Matchup(**fields)
    commit = run["machine"].get("commit") or "?"
    when = str(run["machine"].get("date", ""))[:10]
    return [*result_cells(matchup.title, outcome["games"], outcome["wins"], matchup.target,
                          outcome["verdict"]), f"{commit} ({when})"]


def merged_runs(path: Path, outcomes: list[Outcome], machine: dict[str, Any],
                ai_seed: int, seed_offset: int) -> dict[str, dict[str, Any]]:
    """The result file's runs with this run's matchups replaced. A missing, damaged or older
    file starts a new one (said on stderr): the results of this run are never lost."""
    runs: dict[str, dict[str, Any]] = {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        stored = data.get("runs") if isinstance(data, dict) else None
        if isinstance(stored, dict):
            runs = {key: run for key, run in stored.items()
                    if isinstance(run, dict) and _valid_run(run)}
        else:
            print(f"{path}: not a result file of this version; starting a new one",
                  file=sys.stderr)
    except FileNotFoundError:
        pass
    except (OSError, ValueError, KeyError) as error:
        print(f"{path}: unreadable ({error}); starting a new one", file=sys.stderr)
    for outcome in outcomes:
        runs[outcome.matchup.key] = {"machine": machine, "ai_seed": ai_seed,
                                     "seed_offset": seed_offset, "outcome": outcome.to_dict()}
    return runs


def _valid_run(run: dict[str, Any]) -> bool:
    try:
        _run_cells(run)
    except (KeyError, TypeError, ValueError, AttributeError):
        return False
    return True


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games-scale",
        type=float,
        default=1.0,
        help="multiply every game count (e.g. 0.1 for a quick run); rounded up to whole rotations",
    )
    parser.add_argument(
        "--only", help=f"comma-separated matchups, from: {', '.join(m.key for m in MATCHUPS)}"
    )
    parser.add_argument(
        "--iterations", action="append", default=[], metavar="LEVEL=N",
        help="play a search level at N iterations instead of its budget (a row of its own)")
    parser.add_argument("--processes", type=int, default=2, help="worker processes (default 2)")
    parser.add_argument("--seed", type=int, default=0, help="offset added to every game's seed")
    parser.add_argument("--ai-seed", type=int, default=None,
                        help="the agents' seed (default: a new one, printed and in the JSON)")
    parser.add_argument(
        "--json", type=Path, default=BUILD / "strength.json", help="result file (JSON)"
    )
    parser.add_argument(
        "--markdown", type=Path, default=BUILD / "strength.md", help="README table (Markdown)"
    )
    args = parser.parse_args(argv)
    if args.games_scale <= 0:
        parser.error("--games-scale must be positive")
    if args.processes < 1:
        parser.error("--processes must be at least 1")
    if args.ai_seed is None:
        args.ai_seed = new_ai_seed()
    elif not 0 <= args.ai_seed <= MAX_SEED:
        parser.error(f"--ai-seed must be between 0 and {MAX_SEED}")
    other: dict[str, int] = {}  # level -> iterations, as GameTask.iterations
    for item in args.iterations:
        level, _, count = item.partition("=")
        if level not in SEARCH_LEVELS or not count.isdigit() or not 0 < int(count) <= 100_000:
            parser.error(f"--iterations wants LEVEL=N with LEVEL one of {', '.join(SEARCH_LEVELS)}"
                         f" and N from 1 to 100000, not {item!r}")
        other[level] = int(count)
    args.matchups = [m.at_budgets(other) for m in select(parser, args.only)]
    return args


def select(parser: argparse.ArgumentParser, only: str | None) -> list[Matchup]:
    if only is None:
        return list(MATCHUPS)
    known = {m.key: m for m in MATCHUPS}
    keys = [key.strip() for key in only.split(",") if key.strip()]
    unknown = [key for key in keys if key not in known]
    if unknown or not keys:
        name = unknown[0] if unknown else only
        parser.error(f"unknown matchup {name!r} (known: {', '.join(known)})")
    return [known[key] for key in keys]


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    machine = machine_info()
    print(
        f"AI strength: {args.processes} processes, games x{args.games_scale:g},"
        f" budgets {budgets(list(dict.fromkeys(m.game for m in args.matchups)))},"
        f" AI seed {args.ai_seed}",
        flush=True,
    )
    outcomes = []
    context = multiprocessing.get_context("spawn")  # the same on every OS; no inherited state
    with context.Pool(args.processes) if args.processes > 1 else _NoPool() as pool:
        for matchup in args.matchups:
            games = scaled_games(matchup, args.games_scale)
            outcome = run_matchup(matchup, games, args.seed, args.ai_seed, pool)
            outcomes.append(outcome)
            title, played, wins, rate, ci, target, verdict = outcome.cells()
            print(
                f"{title}: {wins}/{played} wins, {rate} ({ci}), target {target}: {verdict}"
                f" [{duration(outcome.wall_seconds)}]",
                flush=True,
            )

    print()
    print(console_table(outcomes))
    runs = merged_runs(args.json, outcomes, machine, args.ai_seed, args.seed)
    markdown = readme_markdown(runs)
    print()
    print(markdown)
    write_text(args.markdown, markdown)
    write_json(args.json, {"runs": runs})
    print(f"Wrote {args.markdown} and {args.json}")
    return 1 if any(o.verdict == "ERROR" or len(o.played) < len(o.results) for o in outcomes) else 0


class _NoPool:
    """Stands in for a pool with one process: games run here, easy to debug and profile."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, *_: object) -> None:
        return None


if __name__ == "__main__":
    raise SystemExit(main())
