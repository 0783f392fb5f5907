"""Fit the Everdell solo evaluation (games/everdell/ai/solo.py) to recorded games.

Plays seeded solo games against Rugwort of each Year with the heuristic at several noise
levels (so the positions vary), records the features of your positions at random turns and
on both sides of every Prepare for season, and each game's final margin (your points less
Rugwort's), and fits, per Year, the margin still to come as a linear function of the features
whose weights move linearly with the clock (placements made) between knots at the start of
each season and the game's last placement (least squares with a small ridge): Rugwort's
Years differ in what he scores for an unachieved special event, where his Journey worker goes
and whether he takes one of your autumn workers, so a Year's margin follows its own weights.

The clock's fit is also asked to leave the predicted final margin where it was across each
Prepare for season, and to take a placement's worth off it when a free worker is lost (the
data hardly tell a worker lost from a later clock).

Prints, for every Year and season, the held-out RMS error of the final margin predicted by the
margin now, by one fit per season (a step at each Prepare for season, as before) and by the
clock's fit; then, under both, the jump of the predicted final margin across Prepare for
season and what a free worker lost does to it; then `SOLO_WEIGHTS` to paste into
ai/tables.py.

The heuristic's games say what a position is worth to the heuristic. `--agent normal` plays the
games with the Normal search instead (at `--iterations`), so the fit says what a position is
worth to the player that uses it: a step of policy iteration. `--save-rows` keeps the recorded
positions (JSON) and `--rows` adds saved ones to the fit, so games played once can be fitted
again and pooled with others.

    .venv/bin/python benchmarks/fit_solo.py [--games 3000] [--seed 90000] [--processes 2]
        [--years 1,2,3] [--agent heuristic|normal] [--iterations 100] [--sample 0.35]
        [--save-rows PATH] [--rows PATH ...] [--recentre] [--weights-out PATH]
"""

from __future__ import annotations

import argparse
import json
import math
import random
from dataclasses import asdict, dataclass, replace
from multiprocessing import Pool
from pathlib import Path

import numpy as np

from gameshelf.ai import ISMCTSAgent, choose_for
from gameshelf.ai.heuristic import DEFAULT_NOISE, HeuristicAgent
from gameshelf.engine import get_game
from gameshelf.games.everdell.ai import PLACEMENT, Ctx
from gameshelf.games.everdell.ai.solo import FEATURES, features, knot_shares
from gameshelf.games.everdell.ai.tables import SOLO_WEIGHTS
from gameshelf.games.everdell.data import AUTUMN
from gameshelf.games.everdell.state import EverdellState

YEARS = (1, 2, 3)
NOISES = (DEFAULT_NOISE, 0.15, 0.3)
SAMPLE = 0.35  # share of your turns recorded
RIDGE = 5.0
HELD_OUT = 5  # every fifth game is kept out of the fit, to test it
JUMP_WEIGHT = 4.0  # a Prepare for season's jump counts as this many positions' errors
WASTE_WEIGHT = 5.0  # ... a lost worker's cost, against a placement's worth
WIDTH = 1 + len(FEATURES)  # one knot's weights: its constant, then one per feature


@dataclass(frozen=True, slots=True)
class Row:
    game: int
    season: int
    shares: tuple[float, ...]  # solo.knot_shares: where the clock stands between the knots
    now: float  # the margin now
    features: tuple[float, ...]
    final: float = 0.0
    prepare: int = 0  # 1: just before a Prepare for season, 2: the first turn after it
    wasted: Row | None = None  # the same position with one of the free workers lost


def _row(seed: int, state: EverdellState, prepare: int = 0) -> Row:
    sheet = state.scores()
    ctx = Ctx(state, 0)
    return Row(seed, state.season[0], tuple(knot_shares(state, ctx)),
               sheet.total(0) - sheet.total(1), tuple(features(state, ctx)), prepare=prepare)


@dataclass(frozen=True, slots=True)
class Game:
    seed: int
    year: int
    iterations: int = 0  # 0: the heuristic plays; else the search at this many iterations
    sample: float = SAMPLE
    ai_seed: int = 0  # the search's seed comes from this and the game's, not the game's alone


def play(game: Game) -> list[Row] | str:
    """The rows of one game, or what went wrong in it (a game the engine cannot finish is
    left out, and named)."""
    try:
        return _play(game)
    except ValueError as error:
        return f"game {game.seed} of Year {game.year}: {error}"


def _play(game: Game) -> list[Row]:
    seed, year = game.seed, game.year
    spec = get_game("everdell")
    rng = random.Random(seed)
    state = spec.new_game(1, seed, {"rugwort_year": year})
    if game.iterations:
        agent_seed = random.Random(f"{game.ai_seed}:{seed}").getrandbits(63)
        agent = ISMCTSAgent(spec, agent_seed, iterations=game.iterations)
    else:
        agent = HeuristicAgent(spec, seed, noise=NOISES[seed % len(NOISES)])
    rows = []
    after_prepare = False
    while not state.is_over():
        turn = not state.stack and not state.passed[0]
        if turn and after_prepare:
            rows.append(_row(seed, state, prepare=2))
            after_prepare = False
        action = choose_for(agent, spec, state, 0)
        if turn and action.name == "prepare_for_season":
            rows.append(_row(seed, state, prepare=1))
            after_prepare = True
        elif turn and rng.random() < game.sample:
            row = _row(seed, state)
            if state.available(0) > 0:
                lost = state.clone()
                lost.deployed[0] += 1
                row = replace(row, wasted=_row(seed, lost))
            rows.append(row)
        state.apply(action)
    sheet = state.scores()
    final = sheet.total(0) - sheet.total(1)
    return [replace(r, final=final) for r in rows]


def save_rows(path: Path, rows: dict[int, list[Row]]) -> None:
    path.write_text(json.dumps({str(year): [asdict(r) for r in year_rows]
                                for year, year_rows in rows.items()}))


def load_rows(path: Path) -> dict[int, list[Row]]:
    """Rows saved by `save_rows` (a file this script wrote: no size limit is needed)."""
    def row(d: dict) -> Row:
        wasted = d.pop("wasted")
        return Row(**{**d, "shares": tuple(d["shares"]), "features": tuple(d["features"]),
                      "wasted": None if wasted is None else row(wasted)})
    return {int(year): [row(d) for d in year_rows]
            for year, year_rows in json.loads(path.read_text()).items()}


def _design(rows: list[Row], clock: bool) -> np.ndarray:
    """The features, a constant first; on the clock, once per knot times its share."""
    x = np.array([[1.0, *r.features] for r in rows])
    if not clock:
        return x
    shares = np.array([r.shares for r in rows])
    return np.hstack([x * shares[:, [k]] for k in range(shares.shape[1])])


def fit(rows: list[Row], clock: bool) -> np.ndarray:
    """Ridge least squares of the margin still to come on the features (constants unshrunk).
    On the clock, each Prepare for season of the rows is also asked to leave the predicted
    final margin where it was (`JUMP_WEIGHT` rows' worth): what happens at a Prepare is known
    before it, so the expected final margin does not move across it."""
    x = _design(rows, clock)
    y = np.array([r.final - r.now for r in rows])
    if clock:
        before, after = _prepares(rows)
        if before:
            scale = JUMP_WEIGHT ** 0.5
            x = np.vstack([x, scale * (_design(after, clock) - _design(before, clock))])
            y = np.concatenate([y, scale * np.array([b.now - a.now
                                                     for b, a in zip(before, after,
                                                                     strict=True)])])
        # The data hardly tell a worker lost from a later clock: a lost worker costs a
        # placement's worth (PLACEMENT, as in the general projection).
        kept = [r for r in rows if r.wasted is not None]
        if kept:
            scale = WASTE_WEIGHT ** 0.5
            lost = [r.wasted for r in kept]
            x = np.vstack([x, scale * (_design(lost, clock) - _design(kept, clock))])
            y = np.concatenate([y, np.full(len(kept), -scale * PLACEMENT)])
    ridge = RIDGE * np.eye(x.shape[1])
    for k in range(0, x.shape[1], WIDTH):
        ridge[k, k] = 0.0
    return np.linalg.solve(x.T @ x + ridge, x.T @ y)


def recentred(rows: list[Row], year: int) -> np.ndarray:
    """The weights in play with only each knot's constant fitted again (least squares on the
    clock's shares): the same feature weights, the bias removed. A search that plays better
    than the games the weights were fitted on beats their projection, so that its chance to
    win sits in the logistic's flat tail and its moves look alike."""
    weights = in_play(year)
    shares = np.array([r.shares for r in rows])
    residual = np.array([r.final for r in rows]) - predict(rows, weights)
    offsets, *_ = np.linalg.lstsq(shares, residual, rcond=None)
    for k, offset in enumerate(offsets):
        weights[k * WIDTH] += offset
    return weights


def _prepares(rows: list[Row]) -> tuple[list[Row], list[Row]]:
    """The rows just before and just after each Prepare for season, in pairs."""
    before = [r for r in rows if r.prepare == 1]
    after = [r for r in rows if r.prepare == 2]
    pairs = [(b, a) for b, a in zip(before, after, strict=False)
             if b.game == a.game and a.season == b.season + 1]
    return [b for b, _ in pairs], [a for _, a in pairs]


def predict(rows: list[Row], model: dict[int, np.ndarray] | np.ndarray | None) -> np.ndarray:
    """The final margin predicted: the margin now plus the fitted margin to come (a dict: one
    fit per season; an array: the clock's fit; None: the margin now alone)."""
    now = np.array([r.now for r in rows], dtype=float)
    if model is None:
        return now
    if isinstance(model, dict):
        return now + np.array([np.dot([1.0, *r.features], model[r.season]) for r in rows])
    return now + _design(rows, clock=True) @ model


def errors(rows: list[Row], model: dict[int, np.ndarray] | np.ndarray | None
           ) -> tuple[float, float, float]:
    """The RMS error, R² and mean error (the bias: final less predicted) of the predicted
    final margin."""
    final = np.array([r.final for r in rows], dtype=float)
    error = final - predict(rows, model)
    mse, var = float((error ** 2).mean()), float(final.var())
    return mse ** 0.5, 1.0 - mse / var if var else math.nan, float(error.mean())


def in_play(year: int) -> np.ndarray:
    """The weights the game plays with now (`SOLO_WEIGHTS`), as a clock's fit."""
    return np.array([w for knot in SOLO_WEIGHTS[year] for w in knot], dtype=float)


def by_knot(weights: np.ndarray) -> list[list[float]]:
    """A clock's fit as `SOLO_WEIGHTS` holds it: one list per knot (`in_play` the other way)."""
    return [[float(v) for v in weights[k:k + WIDTH]] for k in range(0, len(weights), WIDTH)]


def jumps(rows: list[Row], model: dict[int, np.ndarray] | np.ndarray) -> np.ndarray:
    """How the predicted final margin changes across each Prepare for season (after less
    before; production, the Summer picks and Rugwort's moves happen in between)."""
    before, after = _prepares(rows)
    if not before:
        return np.zeros(0)
    return predict(after, model) - predict(before, model)


def waste(rows: list[Row], model: dict[int, np.ndarray] | np.ndarray) -> np.ndarray:
    """How the predicted final margin changes when one of the free workers is lost."""
    kept = [r for r in rows if r.wasted is not None]
    if not kept:
        return np.zeros(0)
    return predict([r.wasted for r in kept], model) - predict(kept, model)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games per Year")
    parser.add_argument("--seed", type=int, default=90_000)
    parser.add_argument("--processes", type=int, default=None, help="default: every core")
    parser.add_argument("--years", default=",".join(map(str, YEARS)),
                        help="Rugwort's Years to play and fit, e.g. 2 or 2,3")
    parser.add_argument("--agent", choices=("heuristic", "normal"), default="heuristic",
                        help="who plays the recorded games (normal: the search)")
    parser.add_argument("--iterations", type=int, default=100,
                        help="the search's iterations a move, with --agent normal")
    parser.add_argument("--ai-seed", type=int, default=19)
    parser.add_argument("--sample", type=float, default=SAMPLE,
                        help="share of your turns recorded")
    parser.add_argument("--save-rows", type=Path, help="write the recorded positions here")
    parser.add_argument("--rows", type=Path, nargs="*", default=[],
                        help="positions saved by an earlier run, added to the fit")
    parser.add_argument("--recentre", action="store_true",
                        help="keep the weights in play and fit only each knot's constant")
    parser.add_argument("--weights-out", type=Path,
                        help="also write the fitted weights here (JSON: Year -> knots)")
    args = parser.parse_args()
    years = tuple(int(y) for y in args.years.split(","))
    if not set(years) <= set(YEARS):
        parser.error(f"--years: each of {', '.join(map(str, YEARS))}")
    iterations = args.iterations if args.agent == "normal" else 0
    games = [Game(seed, year, iterations, args.sample, args.ai_seed) for year in years
             for seed in range(args.seed, args.seed + args.games)]
    with Pool(args.processes) as pool:
        played = pool.map(play, games, chunksize=1 if iterations else 20)
    rows: dict[int, list[Row]] = {year: [] for year in years}
    for game, game_rows in zip(games, played, strict=True):
        if isinstance(game_rows, str):
            print("left out:", game_rows)
        else:
            rows[game.year].extend(game_rows)
    print(f"{sum(map(len, rows.values()))} positions from {len(games)} games")
    if args.save_rows:
        save_rows(args.save_rows, rows)
    for path in args.rows:
        for year, saved in load_rows(path).items():
            if year in rows:
                rows[year].extend(saved)
    if not args.games and not args.rows:
        return
    steps: dict[int, dict[int, np.ndarray]] = {}
    clocks: dict[int, np.ndarray] = {}
    for year in years:
        train = [r for r in rows[year] if r.game % HELD_OUT]
        steps[year] = {season: fit([r for r in train if r.season == season], clock=False)
                       for season in range(AUTUMN + 1)}
        clocks[year] = recentred(train, year) if args.recentre else fit(train, clock=True)
    print("\nHeld out: RMS error of the final margin in points (R²), by the margin now / "
          "one fit per season / the clock's fit / the weights in play; [their bias]")
    for year in years:
        test = [r for r in rows[year] if not r.game % HELD_OUT]
        for season in range(AUTUMN + 1):
            chosen = [r for r in test if r.season == season]
            cells = [errors(chosen, m)
                     for m in (None, steps[year], clocks[year], in_play(year))]
            print(f"  Year {year} season {season} ({len(chosen)} positions): "
                  + " / ".join(f"{rms:.1f} ({r2:.2f})" for rms, r2, _ in cells)
                  + " [" + " / ".join(f"{bias:+.1f}" for _, _, bias in cells) + "]")
        for name, model in (("one fit per season", steps[year]), ("the clock's fit",
                                                                  clocks[year])):
            jump = jumps(test, model)
            print(f"  Year {year}, across Prepare for season ({len(jump)}), {name}: mean jump"
                  f" {jump.mean():+.2f}, RMS {np.sqrt((jump ** 2).mean()):.2f} points")
            lost = waste(test, model)
            print(f"  Year {year}, a free worker lost ({len(lost)}), {name}: {lost.mean():+.2f}"
                  f" points, a gain in {(lost > 0).mean():.0%}")
    print("\nSOLO_WEIGHTS = {  # Year -> a knot's constant, then the weights of solo.FEATURES")
    for year, w in clocks.items():
        print(f"    {year}: (")
        for knot in by_knot(w):
            print("        (")
            for start in range(0, WIDTH, 11):
                print(f"            {', '.join(f'{v:.2f}' for v in knot[start:start + 11])},")
            print("        ),")
        print("    ),")
    print("}  # fmt: skip")
    print("# FEATURES:", ", ".join(FEATURES))
    if args.weights_out:
        args.weights_out.write_text(json.dumps(
            {str(year): by_knot(w) for year, w in clocks.items()}))


if __name__ == "__main__":
    main()
