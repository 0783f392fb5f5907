"""Aquatica balance: AI-vs-AI games, win share by seat and by King, the spread of scores, the
turns each seat had and who triggered the end; solo (`--players 1`): the score distribution
and the ranks it reaches in each threshold table of the data (the Gameshelf edition's, the
updated and the original printing's).

One level in every seat (`--level easy`, or `normal` at its fixed iteration budget). With the
default `--kings basic` seat i always holds King i+1, so seat and King cannot be told apart:
`--kings draft` deals them out (the draft), `--kings dealt` drafts them at random (every
pick uniform, so a King's share measures the King rather than the seats' taste for it),
`--kings none` plays without (ties then go to the later seat). A game's win counts 1, a tie
for first place 1/k for each of the k tied seats; each share comes with its 95 % Wilson
interval. With `--processes 1` each game's totals go to stderr as it ends.

    .venv/bin/python benchmarks/aquatica_balance.py [--level easy] [--players 2,4]
        [--kings basic|draft|dealt|none] [--games 200] [--processes 2] [--seed 0]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
from collections import Counter, defaultdict
from dataclasses import dataclass, field

from benchlib import text_table, wilson_interval
from gameshelf.ai import choose_for, iterations_at_budget, make_agent
from gameshelf.engine import Match, Seat, get_game
from gameshelf.games.aquatica.data import RANK_TABLES
from gameshelf.games.aquatica.scoring import CATEGORIES, rank_in

GAME = "aquatica"


@dataclass(slots=True)
class GameRecord:
    kings: list[str]
    shares: list[float]  # each seat's part of the win
    categories: list[tuple[int, ...]]
    turns: list[int]  # turns each seat played
    trigger: int | None  # the seat whose turn triggered the end
    tie_break: bool  # first place tied on points, decided by the tie-break


def play(task: tuple[str, int, str, int, int]) -> GameRecord:
    level, players, kings, seed, ai_seed = task
    spec = get_game(GAME)
    seats = [Seat(f"{level} {s + 1}", "ai", level) for s in range(players)]
    match = Match.new(spec, seats, seed, {"kings": "draft" if kings == "dealt" else kings},
                      ai_seed=ai_seed)
    rng = random.Random(ai_seed)
    deal = random.Random(ai_seed + 1)
    budget = iterations_at_budget(level, GAME, players)
    agents = [make_agent(level, spec, rng.getrandbits(63), iterations=budget)
              for _ in range(players)]
    state = match.state
    turns = [0] * players
    trigger = None
    last_turn = None
    while (seat := state.to_move()) is not None:
        if state.turn != last_turn and state.stage != "draft":
            last_turn = state.turn
            turns[state.current] += 1
        before = state.final_turns
        if kings == "dealt" and state.stage == "draft":
            match.apply(deal.choice(state.legal_actions()))  # the deal, not a seat's choice
            continue
        match.apply(choose_for(agents[seat], spec, state, seat))
        if before is None and state.final_turns is not None:
            trigger = state.current
    sheet = state.scores()
    winners = sheet.winners()
    top = max(sheet.totals)
    return GameRecord([k or "none" for k in state.kings],
                      [1 / len(winners) if s in winners else 0.0 for s in range(players)],
                      list(sheet.points), turns, trigger,
                      list(sheet.totals).count(top) > 1)


@dataclass(slots=True)
class Tally:
    games: int = 0
    wins: float = 0.0
    totals: list[int] = field(default_factory=list)
    points: list[float] = field(default_factory=lambda: [0.0] * len(CATEGORIES))
    turns: int = 0

    def add(self, share: float, categories: tuple[int, ...], turns: int) -> None:
        self.games += 1
        self.wins += share
        self.totals.append(sum(categories))
        self.turns += turns
        for i, value in enumerate(categories):
            self.points[i] += value

    def row(self, name: str, fair: float) -> list[str]:
        rate = self.wins / self.games
        low, high = wilson_interval(self.wins, self.games)
        means = [p / self.games for p in self.points]
        return [name, str(self.games), f"{rate:.1%}", f"{low:.0%}–{high:.0%}",
                f"{rate - fair:+.1%}", f"{statistics.mean(self.totals):.1f}",
                spread(self.totals), *(f"{m:.1f}" for m in means),
                f"{self.turns / self.games:.1f}"]


def spread(values: list[int]) -> str:
    """Quartiles and range: 'q1 / median / q3 (min–max)'."""
    if len(values) < 2:
        return str(values[0])
    q1, q2, q3 = statistics.quantiles(values, n=4)
    return f"{q1:g} / {q2:g} / {q3:g} ({min(values)}–{max(values)})"


def report(level: str, players: int, kings: str, records: list[GameRecord]) -> str:
    if players == 1:
        return solo_report(level, kings, records)
    by_seat: dict[int, Tally] = defaultdict(Tally)
    by_king: dict[str, Tally] = defaultdict(Tally)
    for record in records:
        for seat in range(players):
            args = (record.shares[seat], record.categories[seat], record.turns[seat])
            by_seat[seat].add(*args)
            by_king[record.kings[seat]].add(*args)
    fair = 1 / players
    headers = ["", "games", "wins", "95 %", "vs fair", "score", "q1 / median / q3 (range)",
               *CATEGORIES, "turns"]
    rows = [by_seat[s].row(f"seat {s}", fair) for s in range(players)]
    if kings != "none":
        rows += [by_king[name].row(name, fair) for name in sorted(by_king)]
    triggers = Counter(r.trigger for r in records)
    ties = sum(r.tie_break for r in records)
    margins = []
    for r in records:
        totals = sorted((sum(c) for c in r.categories), reverse=True)
        margins.append(totals[0] - totals[1])
    return (f"{level} ×{players}, kings {kings}, {len(records)} games (fair share {fair:.0%})\n"
            + text_table(headers, rows)
            + "\nend triggered by seat: "
            + ", ".join(f"{s}: {triggers[s]}" for s in range(players))
            + f"\nfirst place tied on points (the tie-break decides): {ties}"
            + f"\nwinning margin: {spread(margins)}\n")


def solo_report(level: str, kings: str, records: list[GameRecord]) -> str:
    tables = get_game(GAME).data.solo_ranks
    totals = [sum(r.categories[0]) for r in records]
    means = [statistics.mean(r.categories[0][i] for r in records)
             for i in range(len(CATEGORIES))]
    return (f"{level} solo, kings {kings}, {len(records)} games\n"
            f"score: mean {statistics.mean(totals):.1f}, q1 / median / q3 (range) "
            f"{spread(totals)}\n"
            + "categories (mean): " + ", ".join(f"{c} {m:.1f}" for c, m in zip(
                CATEGORIES, means, strict=True))
            + f"\nturns: {statistics.mean(r.turns[0] for r in records):.1f}\n"
            + "".join(rank_line(name, tables[name], totals) for name in RANK_TABLES))


def rank_line(name: str, table: tuple[tuple[str, ...], tuple[int, ...]],
              totals: list[int]) -> str:
    """How many games reached each rank of one threshold table."""
    ranks, up_to = table
    count = Counter(rank_in(table, t) for t in totals)
    return (f"ranks, {name} (up to " + ", ".join(
        f"{r} ≤ {u}" for r, u in zip(ranks, up_to, strict=False)) + "): "
        + ", ".join(f"{r} {count[r]}" for r in ranks) + "\n")


def progress(index: int, record: GameRecord) -> GameRecord:
    """One line to stderr per game played, so a long run shows what it has so far."""
    totals = " ".join(str(sum(c)) for c in record.categories)
    print(f"game {index + 1}: {totals}", file=sys.stderr, flush=True)
    return record


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--kings", default="basic", choices=("basic", "draft", "dealt", "none"))
    parser.add_argument("--games", type=int, default=200, help="per player count")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        tasks = [(args.level, players, args.kings, args.seed + players * 100_000 + g,
                  args.seed * 7919 + players * 1_000 + g) for g in range(args.games)]
        if args.processes == 1:
            records = [progress(g, play(task)) for g, task in enumerate(tasks)]
        else:
            with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
                records = pool.map(play, tasks, chunksize=4)
        print(report(args.level, players, args.kings, records), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
