"""Everdell solo against Rugwort, read closer than `strength.py` does: per game the win, the
margin (your points less Rugwort's) and the special events you achieved, with what Rugwort
scored for the ones left unachieved. Same matchups, seeds and agents as `strength.py`.

    .venv/bin/python benchmarks/everdell_solo.py --only everdell-solo-normal-y2 --games 30
        [--processes 1] [--seed S] [--ai-seed A] [--json PATH]
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import time
from dataclasses import asdict, dataclass
from pathlib import Path

from benchlib import BUILD, duration, machine_info, wilson_interval, write_json
from gameshelf.engine.match import new_ai_seed
from strength import MATCHUPS, GameTask, new_match, play_out, tasks

SOLO = {m.key: m for m in MATCHUPS if m.game == "everdell" and m.players == 1}


@dataclass(frozen=True, slots=True)
class SoloResult:
    index: int
    seed: int
    share: float
    margin: int
    points: int
    rugwort: int
    specials_achieved: int  # special events you achieved, of those in play
    rugwort_specials: int  # Rugwort's points for the special events left unachieved
    seconds: float


def play(task: GameTask) -> SoloResult:
    match, agents = new_match(task)
    start = time.perf_counter()
    play_out(match, agents)
    state = match.state
    sheet = state.scores()
    special_ids = {state.data.special_events[i].id for i in state.specials}
    achieved = sum(1 for e, owner in state.event_owner.items() if e in special_ids and owner == 0)
    points, rugwort = sheet.total(0), sheet.total(1)
    return SoloResult(task.index, task.seed, 1.0 if sheet.winners() == [0] else 0.0,
                      points - rugwort, points, rugwort, achieved,
                      sheet.category(1, "special_events"), time.perf_counter() - start)


def summary(results: list[SoloResult]) -> dict[str, float]:
    n = len(results)
    wins = sum(r.share for r in results)
    low, high = wilson_interval(wins, n)
    margins = [r.margin for r in results]
    sd = statistics.stdev(margins) if n > 1 else 0.0
    return {
        "games": n,
        "wins": wins,
        "ci95": [low, high],
        "mean_margin": statistics.fmean(margins),
        "margin_se": sd / math.sqrt(n) if n else 0.0,
        "specials_per_game": statistics.fmean(r.specials_achieved for r in results),
        "rugwort_special_points": statistics.fmean(r.rugwort_specials for r in results),
        "mean_points": statistics.fmean(r.points for r in results),
        "mean_rugwort": statistics.fmean(r.rugwort for r in results),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", required=True, choices=sorted(SOLO))
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--seed", type=int, default=0, help="offset added to every game's seed")
    parser.add_argument("--ai-seed", type=int, default=None)
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args()
    ai_seed = new_ai_seed() if args.ai_seed is None else args.ai_seed
    matchup = SOLO[args.only]
    todo = tasks(matchup, args.games, args.seed, ai_seed)
    print(f"{matchup.title}: {args.games} games, AI seed {ai_seed}", flush=True)
    start = time.perf_counter()
    results: list[SoloResult] = []
    context = multiprocessing.get_context("spawn")
    if args.processes > 1:
        with context.Pool(args.processes) as pool:
            for result in pool.imap_unordered(play, todo, chunksize=1):
                results.append(result)
                _line(result)
    else:
        for task in todo:
            results.append(play(task))
            _line(results[-1])
    figures = summary(results)
    low, high = figures["ci95"]
    print(
        f"{matchup.title}: {figures['wins']:g}/{figures['games']} wins ({low:.0%}–{high:.0%}),"
        f" mean margin {figures['mean_margin']:+.1f} ± {figures['margin_se']:.1f},"
        f" special events achieved {figures['specials_per_game']:.2f}/game, Rugwort's"
        f" unachieved-event points {figures['rugwort_special_points']:.1f}/game"
        f" [{duration(time.perf_counter() - start)}]"
    )
    path = args.json or BUILD / f"{args.only}.json"
    write_json(path, {"machine": machine_info(), "ai_seed": ai_seed, "matchup": args.only,
                      "summary": figures,
                      "games": [asdict(r) for r in sorted(results, key=lambda r: r.index)]})
    print(f"Wrote {path}")
    return 0


def _line(r: SoloResult) -> None:
    print(f"  game {r.index} (seed {r.seed}): {r.points}-{r.rugwort} ({r.margin:+d}),"
          f" specials {r.specials_achieved}, {r.seconds:.0f} s", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
