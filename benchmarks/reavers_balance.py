"""Reavers of Midgard balance: AI-vs-AI games, win share by seat (in turn order from the first
start player, who is drawn at random, so a seat number alone would say nothing) and by the clan
of each seat's first leader, with the mean score categories.

One level in every seat (`--level easy`, or `normal` at its fixed iteration budget); the retail
set-up unless `--setup early`. A game's win counts 1, a tie for first place 1/k for each of the
k tied seats. Each share comes with its 95 % Wilson interval and its gap to the fair share.

    .venv/bin/python benchmarks/reavers_balance.py [--level easy] [--players 2,3,4]
        [--games 200] [--setup retail] [--processes 2] [--seed 0]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import defaultdict
from dataclasses import dataclass

from benchlib import BalanceTally, text_table
from gameshelf.ai import choose_for, iterations_at_budget, make_agent
from gameshelf.engine import Match, Seat, get_game
from gameshelf.games.reavers.scoring import CATEGORIES

GAME = "reavers"
NO_LEADER = "none"  # a seat that never promoted a Reaver


@dataclass(slots=True)
class GameRecord:
    order: list[int]  # the seats in turn order from the first start player
    clans: list[str]  # each seat's first leader's clan
    shares: list[float]  # each seat's part of the win
    categories: list[tuple[int, ...]]


def play(task: tuple[str, int, str, int, int]) -> GameRecord:
    level, players, setup, seed, ai_seed = task
    spec = get_game(GAME)
    seats = [Seat(f"{level} {s + 1}", "ai", level) for s in range(players)]
    match = Match.new(spec, seats, seed, {"setup": setup}, ai_seed=ai_seed)
    rng = random.Random(ai_seed)
    budget = iterations_at_budget(level, GAME, players)
    agents = [make_agent(level, spec, rng.getrandbits(63), iterations=budget)
              for _ in range(players)]
    state = match.state
    order = state.order_from(state.start_player)
    clans = [NO_LEADER] * players
    while (seat := state.to_move()) is not None:
        match.apply(choose_for(agents[seat], spec, state, seat))
        for s, p in enumerate(state.players):
            if clans[s] == NO_LEADER and p["leader"] is not None:
                clans[s] = state.data.reavers[p["leader"]].clan
    sheet = state.scores()
    winners = sheet.winners()
    return GameRecord(order, clans,
                      [1 / len(winners) if s in winners else 0.0 for s in range(players)],
                      list(sheet.points))


def report(level: str, players: int, setup: str, records: list[GameRecord]) -> str:
    def tally() -> BalanceTally:
        return BalanceTally(len(CATEGORIES))

    by_turn: dict[int, BalanceTally] = defaultdict(tally)
    by_clan: dict[str, BalanceTally] = defaultdict(tally)
    for record in records:
        for place, seat in enumerate(record.order):
            by_turn[place].add(record.shares[seat], record.categories[seat])
        for seat in range(players):
            by_clan[record.clans[seat]].add(record.shares[seat], record.categories[seat])
    fair = 1 / players
    headers = ["", "games", "wins", "95 %", "vs fair", "score", *CATEGORIES]
    rows = [by_turn[p].row(f"turn order {p + 1}", fair) for p in range(players)]
    rows += [by_clan[clan].row(f"leader {clan}", fair) for clan in sorted(by_clan)]
    return (f"{level} ×{players}, {setup} set-up, {len(records)} games"
            f" (fair share {fair:.0%})\n" + text_table(headers, rows) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--games", type=int, default=200, help="per player count")
    parser.add_argument("--setup", default="retail", choices=("retail", "early"))
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        tasks = [(args.level, players, args.setup, args.seed + players * 100_000 + g,
                  args.seed * 7919 + players * 1_000 + g) for g in range(args.games)]
        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            records = pool.map(play, tasks, chunksize=4)
        print(report(args.level, players, args.setup, records), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
