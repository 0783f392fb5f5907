"""Champions of Midgard balance: AI-vs-AI games, win share by seat and by leader, with the mean
score categories, the Troll and Blame figures behind them; the longships bought and sailed (and
how many sailed with no dice aboard, or with next to no chance at their Monster); how long the
fights last by enemy kind (combat rounds, that is rolls, and dice rolled) and the Glory the
leaders' abilities earn.

One level in every seat (`--level easy`, or `normal` at its fixed iteration budget); leaders
drawn at random (the game's default option), or drafted (`--leaders draft`: from the first
player's right, counter-clockwise, each AI taking the leader with the largest edge left). A
game's win counts 1, a tie for first place 1/k for each of the k tied seats. Each share comes
with its 95 % Wilson interval.

    .venv/bin/python benchmarks/champions_balance.py [--level easy] [--players 2,3,4]
        [--leaders random|draft] [--games 200] [--processes 2] [--seed 0]
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import mean

from benchlib import BalanceTally, percentile, text_table
from gameshelf.ai import choose_for, iterations_at_budget, make_agent
from gameshelf.engine import Action, Event, Match, Seat, get_game
from gameshelf.games.champions.odds import counts_of, target_chance
from gameshelf.games.champions.scoring import CATEGORIES
from gameshelf.games.champions.state import ASSIGN, ChampionsState

GAME = "champions"
ABILITIES = ("asmundr", "ullr")  # the leaders whose ability is Glory ("why" of the event)
HOPELESS = 0.05  # a ship committed with less than this chance at its Monster


@dataclass(slots=True)
class Fight:
    kind: str  # troll, draugr, monster, kraken
    dice: int  # committed (a ship's: what is left after the voyage)
    rolls: int = 0  # combat rounds
    rolled: int = 0  # dice rolled, summed over its rounds
    won: bool = False
    rolling: int = 0  # dice in the roll under way


@dataclass(slots=True)
class FightLog:
    """The fights of one game, and the Glory the leaders' abilities earned, from its events."""

    ability_glory: list[int]  # per seat: Glory earned "asmundr" or "ullr"
    fights: list[Fight] = field(default_factory=list)
    ships_bought: int = 0  # private longships bought at the Shipwright
    sailed: dict[str, int] = field(default_factory=lambda: {"public": 0, "private": 0})
    empty: dict[str, int] = field(default_factory=lambda: {"public": 0, "private": 0})
    hopeless: dict[str, int] = field(default_factory=lambda: {"public": 0, "private": 0})
    current: Fight | None = None

    def commit(self, state: ChampionsState, seat: int) -> None:
        """The seat's ships as it commits: those with no dice aboard, and those whose dice
        (and Food) have less than HOPELESS chance at the Monster, as the seat sees it."""
        for target in state.targets(seat):
            if not target.startswith("shore_"):
                continue
            ship = state.ship_at(int(target[-1]))
            assert ship is not None
            kind = "public" if state.data.ships[ship].public else "private"
            dice = counts_of(state.assign[seat].get(target, {}))
            food = state.food_loaded[seat].get(target[-1], 0)
            if not sum(dice):
                self.empty[kind] += 1
            if target_chance(state, seat, target, dice, food) < HOPELESS:
                self.hopeless[kind] += 1

    def see(self, state: ChampionsState, events: list[Event]) -> None:
        for event in events:
            fight = self.current
            if event.key == "champions.fight":
                self.current = Fight(state.data.enemy(event.args["enemy"]).kind,
                                     event.args["dice"])
            elif event.key == "champions.glory" and event.args["why"] in ABILITIES:
                self.ability_glory[event.seat] += event.args["amount"]
            elif event.key == "champions.buy_ship":
                self.ships_bought += 1
            elif event.key == "champions.place_ship":
                public = state.data.ships[event.args["ship"]].public
                self.sailed["public" if public else "private"] += 1
            elif fight is None:
                continue
            elif event.key == "champions.roll":
                fight.rolling = len(event.args["faces"])
            elif event.key == "champions.combat_round":
                fight.rolls += 1
                fight.rolled += fight.rolling
            elif event.key in ("champions.victory", "champions.defeat"):
                fight.won = event.key == "champions.victory"
                self.fights.append(fight)
                self.current = None


@dataclass(slots=True)
class GameRecord:
    leaders: list[str]
    shares: list[float]  # each seat's part of the win
    categories: list[tuple[int, ...]]
    first_player_rounds: list[int]  # rounds each seat began with the first-player marker
    trolls_beaten: int  # rounds in which someone beat the Troll
    log: FightLog


def play(task: tuple[str, int, str, int, int]) -> GameRecord:
    level, players, leaders, seed, ai_seed = task
    spec = get_game(GAME)
    seats = [Seat(f"{level} {s + 1}", "ai", level) for s in range(players)]
    match = Match.new(spec, seats, seed, {"leaders": leaders}, ai_seed=ai_seed)
    rng = random.Random(ai_seed)
    budget = iterations_at_budget(level, GAME, players)
    agents = [make_agent(level, spec, rng.getrandbits(63), iterations=budget)
              for _ in range(players)]
    state = match.state
    assert isinstance(state, ChampionsState)
    first = [0] * players
    trolls = 0
    round_seen = 0
    log = FightLog([0] * players)
    while (seat := state.to_move()) is not None:
        if state.round != round_seen:
            round_seen = state.round
            first[state.first_player] += 1
        before = state.troll_defeated
        action = choose_for(agents[seat], spec, state, seat)
        if state.phase == ASSIGN and action == Action("commit"):
            log.commit(state, seat)
        log.see(state, match.apply(action))
        trolls += state.troll_defeated and not before
    sheet = state.scores()
    winners = sheet.winners()
    return GameRecord(list(state.leaders),
                      [1 / len(winners) if s in winners else 0.0 for s in range(players)],
                      list(sheet.points), first, trolls, log)


def fight_table(records: list[GameRecord]) -> str:
    """By enemy kind: fights a game, dice committed, combat rounds (mean, 90th percentile),
    dice rolled over the fight, the share won."""
    by_kind: dict[str, list[Fight]] = defaultdict(list)
    for record in records:
        for fight in record.log.fights:
            by_kind[fight.kind].append(fight)
    rows = []
    for kind in ("draugr", "troll", "monster", "kraken"):
        fights = by_kind.get(kind, [])
        if not fights:
            continue
        rolls = [f.rolls for f in fights]
        rows.append([kind, f"{len(fights) / len(records):.2f}",
                     f"{mean(f.dice for f in fights):.2f}", f"{mean(rolls):.2f}",
                     f"{percentile(rolls, 0.9):.0f}", f"{mean(f.rolled for f in fights):.1f}",
                     f"{mean(f.won for f in fights):.0%}"])
    return text_table(["fights", "a game", "dice", "rolls", "p90", "dice rolled", "won"], rows)


def longship_line(records: list[GameRecord]) -> str:
    """Private longships bought, and voyages (longships taken to a port) by public and by
    private ship, a game; of the voyages, how many sailed with no dice and with less than
    HOPELESS chance at the Monster (counts over all games)."""
    games = len(records)
    bought = sum(r.log.ships_bought for r in records) / games

    def total(what: str, kind: str) -> int:
        return sum(getattr(r.log, what)[kind] for r in records)

    voyages = ", ".join(f"{total('sailed', k) / games:.2f} by {k}" for k in ("public", "private"))
    empty = ", ".join(f"{total('empty', k)}/{total('sailed', k)} {k}"
                      for k in ("public", "private"))
    hopeless = ", ".join(f"{total('hopeless', k)}" for k in ("public", "private"))
    return (f"Longships a game: {bought:.2f} private bought; voyages {voyages} ship\n"
            f"Voyages with no dice aboard: {empty}; under {HOPELESS:.0%} chance at the Monster"
            f" (public, private): {hopeless}\n")


def report(level: str, players: int, leaders: str, records: list[GameRecord]) -> str:
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
    ability = {name: mean(r.log.ability_glory[s] for r in records for s in range(players)
                          if r.leaders[s] == name) for name in ABILITIES if name in by_leader}
    return (f"{level} ×{players}, {len(records)} games, leaders {leaders}"
            f" (fair share {fair:.0%})\n"
            + text_table(headers, rows)
            + "\nrounds begun holding the first-player marker, by seat: "
            + ", ".join(f"{s}: {f:.2f}" for s, f in enumerate(first))
            + f"\nTrolls beaten per game: {trolls:.2f} of 8\n"
            + longship_line(records)
            + fight_table(records)
            + "\nGlory a game from the ability: "
            + ", ".join(f"{name} {value:.1f}" for name, value in ability.items()) + "\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="easy", choices=("easy", "normal", "hard"))
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--leaders", default="random", choices=("random", "draft"))
    parser.add_argument("--games", type=int, default=200, help="per player count")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    for players in (int(p) for p in args.players.split(",")):
        tasks = [(args.level, players, args.leaders, args.seed + players * 100_000 + g,
                  args.seed * 7919 + players * 1_000 + g) for g in range(args.games)]
        with multiprocessing.get_context("spawn").Pool(args.processes) as pool:
            records = pool.map(play, tasks, chunksize=4)
        print(report(args.level, players, args.leaders, records), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


