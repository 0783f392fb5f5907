"""`gameshelf simulate`: whole games between agents, serially or in worker processes, with a
table (or JSON) of wins and scores. The self-test plays one game through `play_game` too."""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import signal
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, TextIO

from .engine import Action, GameSpec, Match, Seat, State, get_game
from .engine.match import MAX_SEED, new_ai_seed
from .usage import CliError, game_by_id, one_line

# A random game far past this length is stuck in a loop, not long.
MAX_ACTIONS = 100_000
# Agent names on the command line, and the AI level each one plays at (None: uniformly random).
AGENT_LEVELS: dict[str, str | None] = {
    "random": None,
    "heuristic": "easy",
    "easy": "easy",
    "normal": "normal",
    "hard": "hard",
}
# `simulate --jobs`: more processes than this only queue for the same cores.
MAX_JOBS = 64
# `simulate` progress on stderr: on a terminal one line redrawn at most this often; elsewhere (a
# log file, a pipe) a plain line this often. A run shorter than the interval prints none.
PROGRESS_SECONDS_TERMINAL = 0.5
PROGRESS_SECONDS_PLAIN = 10.0


Chooser = Callable[[State, int], Action]


@dataclass(slots=True)
class GameResult:
    seed: int
    agents: list[str]
    actions: int
    scores: list[int] = field(default_factory=list)
    winners: list[int] = field(default_factory=list)
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"seed": self.seed, "agents": self.agents}
        if self.error is None:
            data |= {"scores": self.scores, "winners": self.winners}
        else:
            data["error"] = self.error
        data["actions"] = self.actions
        return data


def run_simulate(args: argparse.Namespace) -> int:
    spec = game_by_id(args.game)
    players = spec.min_players if args.players is None else args.players
    try:
        spec.check_players(players)
    except ValueError as error:
        raise CliError(f"--players: {error}") from None
    if args.games < 1:
        raise CliError(f"--games must be at least 1, not {args.games}")
    if not 0 <= args.seed <= MAX_SEED - args.games:
        raise CliError(f"--seed must be between 0 and {MAX_SEED - args.games}")
    ai_seed = new_ai_seed() if args.ai_seed is None else args.ai_seed
    if not 0 <= ai_seed <= MAX_SEED:
        raise CliError(f"--ai-seed must be between 0 and {MAX_SEED}")
    if args.iterations is not None and args.iterations < 1:
        raise CliError(f"--iterations must be at least 1, not {args.iterations}")
    if not 1 <= args.jobs <= MAX_JOBS:
        raise CliError(f"--jobs must be between 1 and {MAX_JOBS}, not {args.jobs}")
    lineup = _lineup(args.agents, players)
    save_dir = None if args.save_games is None else _save_dir(args.save_games)
    tasks = [
        GameTask(spec.id, lineup[index % players :] + lineup[: index % players],
                 args.seed + index, args.iterations, ai_seed, save_dir)
        for index in range(args.games)
    ]

    results = []
    progress = Progress(len(tasks), sys.stderr, enabled=not args.quiet)
    started = time.perf_counter()
    for result in _play_tasks(spec, tasks, args.jobs):
        if result.error is not None and not args.json:
            progress.note(f"game seed {result.seed}: {result.error}")
        results.append(result)
        progress.update(len(results))
    per_second = args.games / max(time.perf_counter() - started, 1e-9)
    progress.finish()

    errors = sum(result.error is not None for result in results)
    if args.json:
        report = {
            "ai_seed": ai_seed,
            "games": [result.to_dict() for result in results],
            "games_per_second": round(per_second, 3),
            "errors": errors,
        }
        print(json.dumps(report, indent=2))
    else:
        print(_simulation_table(spec, players, results, per_second, ai_seed))
    return 1 if errors else 0


def _save_dir(text: str) -> str:
    """`--save-games`: the folder, made now if need be, so that a bad one stops the run early."""
    folder = Path(text)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise CliError(f"--save-games: cannot make the folder {text}: "
                       f"{error.strerror or error}") from None
    if not os.access(folder, os.W_OK | os.X_OK):
        raise CliError(f"--save-games: cannot write in the folder {text}")
    return str(folder)


@dataclass(frozen=True, slots=True)
class GameTask:
    """One game of a `simulate` run: all a worker process is sent (plain data, never a state)."""

    game: str
    agents: list[str]
    seed: int
    iterations: int | None
    ai_seed: int
    save_dir: str | None = None  # the process that plays the game writes its save file there


def _play_tasks(spec: GameSpec, tasks: list[GameTask], jobs: int) -> Iterator[GameResult]:
    """The results in the order of `tasks`, played here or in `jobs` processes.

    A game depends only on its task, so the processes give the very results of a serial run.
    The workers are spawned (the same on every OS, nothing inherited) and find the game by id.
    """
    if jobs == 1 or len(tasks) == 1:
        for task in tasks:
            yield play_game(spec, task.agents, task.seed, task.iterations, task.ai_seed,
                            task.save_dir)
        return
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(
        min(jobs, len(tasks)), mp_context=context, initializer=_ignore_interrupts
    )
    try:
        futures = [pool.submit(_play_task, task) for task in tasks]
        for future in futures:
            try:
                data = future.result()
            except KeyError as error:  # the game is registered in this process only
                raise CliError(
                    f"--jobs: the worker processes do not know game {spec.id!r}:"
                    f" {error.args[0] if error.args else error}"
                ) from None
            except BrokenProcessPool as error:
                raise CliError(f"--jobs: a worker process died: {error}") from None
            yield GameResult(**data)
    except BaseException:
        # An error or Ctrl+C: stop at once rather than finish the games under way.
        _stop_workers(pool)
        raise
    pool.shutdown()


def _ignore_interrupts() -> None:
    """Ctrl+C reaches the whole process group: the main process alone handles it."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """Python 3.14's `ProcessPoolExecutor.terminate_workers()`, by hand before it."""
    terminate = getattr(pool, "terminate_workers", None)
    if callable(terminate):
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()
    pool.shutdown(wait=True, cancel_futures=True)


def _play_task(task: GameTask) -> dict[str, Any]:
    """A worker process's game: the result as plain data, for the pipe back."""
    return asdict(play_game(get_game(task.game), task.agents, task.seed, task.iterations,
                            task.ai_seed, task.save_dir))


class Progress:
    """How far a run is, on `stream` (stderr), so that stdout stays the table or pure JSON.

    On a terminal one line is redrawn in place at most every PROGRESS_SECONDS_TERMINAL; on
    anything else a plain line every PROGRESS_SECONDS_PLAIN. Nothing before the first interval
    has passed, so a short run prints no progress at all.
    """

    def __init__(self, total: int, stream: TextIO, enabled: bool = True) -> None:
        self.total = total
        self.stream = stream
        self.enabled = enabled
        isatty = getattr(stream, "isatty", None)
        self.terminal = bool(isatty and isatty())
        self.interval = PROGRESS_SECONDS_TERMINAL if self.terminal else PROGRESS_SECONDS_PLAIN
        self.started = time.perf_counter()
        self.next_at = self.started + self.interval
        self.shown = 0  # the length of the line on the terminal now

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if not self.enabled or now < self.next_at or done >= self.total:
            return
        self.next_at = now + self.interval
        line = f"simulate: {done}/{self.total} games, {now - self.started:.1f} s"
        if self.terminal:
            self.stream.write("\r" + line.ljust(self.shown))
            self.shown = len(line)
        else:
            self.stream.write(line + "\n")
        self.stream.flush()

    def note(self, message: str) -> None:
        """A line of its own (a game's error), never mixed into the progress line."""
        self._clear()
        print(message, file=self.stream, flush=True)

    def finish(self) -> None:
        self._clear()

    def _clear(self) -> None:
        if self.shown:
            self.stream.write("\r" + " " * self.shown + "\r")
            self.stream.flush()
            self.shown = 0


def _lineup(text: str, players: int) -> list[str]:
    """The agent of each seat in the first game: the given list, repeated to fill the table."""
    names = [name.strip() for name in text.split(",")]
    unknown = [name for name in names if name not in AGENT_LEVELS]
    if unknown:
        raise CliError(f"--agents: unknown agent {unknown[0]!r} (known: {', '.join(AGENT_LEVELS)})")
    if len(names) > players:
        raise CliError(f"--agents: {len(names)} agents for {players} players")
    return [names[seat % len(names)] for seat in range(players)]


def play_game(spec: GameSpec, agents: list[str], seed: int, iterations: int | None,
              ai_seed: int, save_dir: str | None = None) -> GameResult:
    """One game; an exception inside it (an engine or AI bug) is caught into the result. With
    `save_dir`, the game as far as it went is saved there as `<game>-<seed>.toml`."""
    result = GameResult(seed, agents, 0)
    # "easy 2": the agent and its seat, so that a saved game's log tells the seats apart.
    seats = [Seat(f"{name} {seat + 1}", "ai", AGENT_LEVELS[name] or "random")
             for seat, name in enumerate(agents)]
    match: Match | None = None
    try:
        match = Match.new(spec, seats, seed, ai_seed=ai_seed)
        # The agents' own generator: it does not replay the game's shuffles, and no agent can
        # work the game's seed out of its seed.
        rng = match.agents_rng()
        if all(AGENT_LEVELS[name] is None for name in agents):
            _play_random(match, rng)
        else:
            _play_agents(match, _choosers(spec, agents, rng, iterations))
        sheet = match.state.scores()
        result.scores = list(sheet.totals)
        result.winners = sheet.winners()
    except CliError:
        raise
    except Exception as error:
        # Any bug inside one game is counted and reported; the run goes on.
        result.error = _describe(error)
    if match is not None:
        result.actions = len(match.actions)
        if save_dir is not None:
            path = Path(save_dir) / f"{spec.id}-{seed}.toml"
            try:
                match.save(path)
            except OSError as error:
                result.error = result.error or f"cannot save {path}: {error.strerror or error}"
    return result


def _play_random(match: Match, rng: random.Random) -> None:
    # The benchmark of games per second runs this loop: no observations, no agents.
    state, apply, choice = match.state, match.apply, rng.choice
    while state.to_move() is not None:
        if len(match.actions) >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        apply(choice(state.legal_actions()))


def _play_agents(match: Match, choosers: list[Chooser]) -> None:
    state = match.state
    while (seat := state.to_move()) is not None:
        if len(match.actions) >= MAX_ACTIONS:
            raise RuntimeError(f"no end after {MAX_ACTIONS} actions")
        match.apply(choosers[seat](state, seat))


def _choosers(
    spec: GameSpec, agents: list[str], rng: random.Random, iterations: int | None
) -> list[Chooser]:
    try:
        from .ai.base import choose_for
        from .ai.levels import iterations_at_budget, make_agent
    except ImportError as error:
        raise CliError(f"--agents: the AI is not available: {error}") from None

    def random_choice(state: State, seat: int) -> Action:
        return rng.choice(state.legal_actions())

    choosers: list[Chooser] = []
    for name in agents:
        level = AGENT_LEVELS[name]
        if level is None:
            choosers.append(random_choice)
            continue
        # A fixed search budget, never a time budget: the same seed must give the same games.
        budget = iterations if iterations is not None else iterations_at_budget(
            level, spec.id, len(agents))
        agent = make_agent(level, spec, rng.getrandbits(63), iterations=budget)
        choosers.append(lambda state, seat, agent=agent: choose_for(agent, spec, state, seat))
    return choosers


def _describe(error: BaseException) -> str:
    """The error and where it was raised, enough to find the bug from one line."""
    frames = traceback.extract_tb(error.__traceback__)
    where = f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""
    return f"{type(error).__name__}: {one_line(str(error))}{where}"


def _simulation_table(
    spec: GameSpec, players: int, results: list[GameResult], per_second: float, ai_seed: int
) -> str:
    played = [result for result in results if result.error is None]
    games: dict[str, int] = {}
    wins: dict[str, float] = {}
    points: dict[str, int] = {}
    seat_wins = [0.0] * players
    automaton_wins = 0.0
    for result in played:
        for seat, name in enumerate(result.agents):
            games[name] = games.get(name, 0) + 1
            points[name] = points.get(name, 0) + result.scores[seat]
            wins.setdefault(name, 0.0)
        # A shared first place splits the win between the tied seats. A row after the seats
        # is an automaton opponent (Everdell's solo Rugwort).
        for seat in result.winners:
            if seat >= len(result.agents):
                automaton_wins += 1 / len(result.winners)
                continue
            wins[result.agents[seat]] += 1 / len(result.winners)
            seat_wins[seat] += 1 / len(result.winners)

    first, last = results[0].seed, results[-1].seed
    lines = [
        f"{spec.id}, {players} players, {len(results)} games (seeds {first}..{last},"
        f" AI seed {ai_seed}), {per_second:.1f} games/s",
        "",
        f"{'agent':<10} {'games':>6} {'wins':>8} {'win share':>10} {'mean score':>11}",
    ]
    for name in sorted(games):
        share = wins[name] / games[name]
        lines.append(
            f"{name:<10} {games[name]:>6} {wins[name]:>8.2f} {share:>10.1%}"
            f" {points[name] / games[name]:>11.1f}"
        )
    lines.append("")
    lines.append(
        f"fair share {1 / players:.1%}; wins by seat: "
        + "  ".join(f"{seat}: {count:.2f}" for seat, count in enumerate(seat_wins))
    )
    if automaton_wins:
        lines.append(f"won by the automaton opponent: {automaton_wins:.2f}")
    lines.append(f"errors: {len(results) - len(played)}")
    return "\n".join(lines)
