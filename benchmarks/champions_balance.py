"""Champions of Midgard balance: AI-vs-AI games, win share by seat and by leader, with the mean
score categories, the Troll and Blame figures behind them.

One level in every seat (`--level easy`, or `normal` at its fixed iteration budget); leaders
drawn at random (the game's default option). A game's win counts 1, a tie for first place 1/k
for each of the k tied seats. Each share comes with its 95 % Wilson interval.

    .venv/bin/python benchmarks/champions_balance.py [--level easy] [--players 2,3,4]
        [--games 200] [--processes 2] [--seed 0]
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
from gameshelf.games.champions.scoring import CATEGORIES

GAME = "champions"


@dataclass(slots=True)
class GameRecord:
    leaders: list[str]
    shares: list[float]  # each seat's part of the win
    categories: list[tuple[int, ...]]
    first_player_rounds: list[int]  # rounds each seat began with the first-player marker
    trolls_beaten: int  # rounds in which someone beat the Troll


def play(task: tuple[str, int, int, int]) -> GameRecord:
    level, players, seed, ai_seed = task
    spec = get_game(GAME)
    seats = [Seat(f"{level} {s + 1}", "ai", level) for s in range(players)]
    match = Match.new(spec, seats, seed, ai_seed=ai_seed)
    rng = random.Random(ai_seed)
    budget = iterations_at_budget(level, GAME, players)
    agents = [make_agent(level, spec, rng.getrandbits(63), iterations=budget)
              for _ in range(players)]
    state = match.state
    first = [0] * players
    trolls = 0
    round_seen = 0
    while (seat := state.to_move()) is not None:
        if state.round != round_seen:
            round_seen = state.round
            first[state.first_player] += 1
        before = state.troll_defeated
        match.apply(choose_for(agents[seat], spec, state, seat))
        trolls += state.troll_defeated and not before
    sheet = state.scores()
    winners = sheet.winners()
    return GameRecord(list(state.leaders),
                      [1 / len(winners) if s in winners else 0.0 for s in range(players)],
                      list(sheet.points), first, trolls)


def report(level: str, players: int, records: list[GameRecord]) -> str:
    def tally() -> BalanceTally:
        return BalanceTally(len(CATEGORIES))

    by_seat: dict[int, BalanceTally] = defaultdict(tally)
    by_leader: dict[str, BalanceTally] = defaultdict(tally)
    for record in records:
        for seat in range(players):
            by_seat[seat].add(record.shares[seat], record.categories[seat])
            by_leader[record.leaders[seat]].add(record.shares[seat], record.categories[seat])
    fair = 1 / players
    headers = ["", "games", "wins", "95 %", "vs fair", "score", *CATEGORIES]
    rows = [by_seat[s].row(f"seat {s}", fair) for s in range(players)]
    rows += [by_leader[name].row(name, fair) for name in sorted(by_leader)]
    first = [sum(r.first_player_rounds[s] for r in records) / len(records)
             for s in range(players)]
    trolls = sum(r.trolls_beaten for r in records) / len(records)
    return (f"{level} ×{players}, {len(records)} games (fair share {fair:.0%})\n"
            + text_table(headers, rows)
            + "\nrounds begun holding the first-player marker, by seat: "
            + ", ".join(f"{s}: {f:.2f}" for s, f in enumerate(first))
            + f"\nTrolls beaten per game: {trolls:.2f} of 8\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--games", type=int, default=200, help="per player count")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        tasks = [(args.level, players, args.seed + players * 100_000 + g,
                  args.seed * 7919 + players * 1_000 + g) for g in range(args.games)]
        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            records = pool.map(play, tasks, chunksize=4)
        print(report(args.level, players, records), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


