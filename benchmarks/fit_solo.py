"""Fit the Everdell solo evaluation (games/everdell/ai/solo.py) to recorded games.

Plays seeded solo games against Rugwort of each Year with the heuristic at several noise
levels (so the positions vary), records the features of your positions at random turns and
each game's final margin (your points less Rugwort's), and fits, per Year and season, the
margin still to come as a linear function of the features (least squares with a small ridge):
Rugwort's Years differ in what he scores for an unachieved special event, where his Journey
worker goes and whether he takes one of your autumn workers, so a Year's margin follows its
own weights. Prints, for every Year, the held-out error of the final margin with the margin
now, with the Year 1 weights and with the Year's own, and `SOLO_WEIGHTS` to paste into
ai/tables.py.

    .venv/bin/python benchmarks/fit_solo.py [--games 3000] [--seed 90000]
"""

from __future__ import annotations

import argparse
import random
from multiprocessing import Pool

import numpy as np

from gameshelf.ai import choose_for
from gameshelf.ai.heuristic import DEFAULT_NOISE, HeuristicAgent
from gameshelf.engine import get_game
from gameshelf.games.everdell.ai import Ctx
from gameshelf.games.everdell.ai.solo import FEATURES, features
from gameshelf.games.everdell.data import AUTUMN

YEARS = (1, 2, 3)
NOISES = (DEFAULT_NOISE, 0.15, 0.3)
SAMPLE = 0.35  # share of your turns recorded
RIDGE = 5.0
HELD_OUT = 5  # every fifth game is kept out of the fit, to test it

Row = tuple[int, int, float, list[float], int]  # game, season, margin now, features, final


def play(game: tuple[int, int]) -> list[Row]:
    seed, year = game
    spec = get_game("everdell")
    rng = random.Random(seed)
    state = spec.new_game(1, seed, {"rugwort_year": year})
    agent = HeuristicAgent(spec, seed, noise=NOISES[seed % len(NOISES)])
    rows = []
    while not state.is_over():
        if not state.stack and not state.passed[0] and rng.random() < SAMPLE:
            sheet = state.scores()
            rows.append((seed, state.season[0], sheet.total(0) - sheet.total(1),
                         features(state, Ctx(state, 0))))
        state.apply(choose_for(agent, spec, state, 0))
    sheet = state.scores()
    final = sheet.total(0) - sheet.total(1)
    return [(*row, final) for row in rows]


def fit(rows: list[Row]) -> np.ndarray:
    """Ridge least squares of the margin still to come on the features (constant first)."""
    x = np.array([[1.0, *r[3]] for r in rows])
    y = np.array([r[4] - r[2] for r in rows])
    ridge = RIDGE * np.eye(x.shape[1])
    ridge[0, 0] = 0.0  # the constant is not shrunk
    return np.linalg.solve(x.T @ x + ridge, x.T @ y)


def errors(rows: list[Row], w: np.ndarray | None) -> tuple[float, float]:
    """The RMS error and R² of the final margin predicted by the margin now plus the fitted
    margin to come (`w` None: the margin now alone)."""
    now = np.array([r[2] for r in rows], dtype=float)
    final = np.array([r[4] for r in rows], dtype=float)
    predicted = now if w is None else now + np.array([[1.0, *r[3]] for r in rows]) @ w
    mse = float(((final - predicted) ** 2).mean())
    return mse ** 0.5, 1.0 - mse / float(final.var())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000, help="games per Year")
    parser.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args()
    games = [(seed, year) for year in YEARS
             for seed in range(args.seed, args.seed + args.games)]
    with Pool() as pool:
        played = pool.map(play, games, chunksize=20)
    rows: dict[int, list[Row]] = {year: [] for year in YEARS}
    for (_, year), game_rows in zip(games, played, strict=True):
        rows[year].extend(game_rows)
    print(f"{sum(map(len, rows.values()))} positions from {len(games)} games")
    weights: dict[int, dict[int, np.ndarray]] = {}
    for year in YEARS:
        weights[year] = {}
        for season in range(AUTUMN + 1):
            chosen = [r for r in rows[year] if r[1] == season]
            weights[year][season] = fit([r for r in chosen if r[0] % HELD_OUT])
    print("\nHeld out: RMS error of the final margin in points (R²), "
          "by the margin now / the Year 1 fit / the Year's own fit")
    for year in YEARS:
        for season in range(AUTUMN + 1):
            test = [r for r in rows[year] if r[1] == season and not r[0] % HELD_OUT]
            cells = [errors(test, w) for w in (None, weights[1][season], weights[year][season])]
            print(f"  Year {year} season {season} ({len(test)} positions): "
                  + " / ".join(f"{rms:.1f} ({r2:.2f})" for rms, r2 in cells))
    print("\nSOLO_WEIGHTS = {  # Year -> season -> constant, then the weights of solo.FEATURES")
    for year, by_season in weights.items():
        print(f"    {year}: {{")
        for season, w in by_season.items():
            print(f"        {season}: (")
            for start in range(0, len(w), 11):
                print(f"            {', '.join(f'{v:.2f}' for v in w[start:start + 11])},")
            print("        ),")
        print("    },")
    print("}  # fmt: skip")
    print("# FEATURES:", ", ".join(FEATURES))


if __name__ == "__main__":
    main()
