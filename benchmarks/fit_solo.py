"""Fit the Everdell solo evaluation (games/everdell/ai/solo.py) to recorded games.

Plays seeded solo games against Rugwort (Year 1) with the heuristic at several noise levels
(so the positions vary), records the features of your positions at random turns and each
game's final margin (your points less Rugwort's), and fits, per season, the margin still to
come as a linear function of the features (least squares with a small ridge). Prints the
held-out fit against the margin now, and `SOLO_WEIGHTS` to paste into ai/tables.py.

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

NOISES = (DEFAULT_NOISE, 0.15, 0.3)
SAMPLE = 0.35  # share of your turns recorded
RIDGE = 5.0
HELD_OUT = 5  # every fifth game is kept out of the fit, to test it

Row = tuple[int, int, float, list[float], int]  # game, season, margin now, features, final


def play(seed: int) -> list[Row]:
    spec = get_game("everdell")
    rng = random.Random(seed)
    state = spec.new_game(1, seed, {"rugwort_year": 1})
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


def r2(predicted: np.ndarray, actual: np.ndarray) -> float:
    return float(1.0 - ((actual - predicted) ** 2).mean() / actual.var())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=90_000)
    args = parser.parse_args()
    with Pool() as pool:
        rows = [row for game in pool.map(play, range(args.seed, args.seed + args.games))
                for row in game]
    print(f"{len(rows)} positions from {args.games} games")
    weights = {}
    for season in range(AUTUMN + 1):
        chosen = [r for r in rows if r[1] == season]
        fit = [r for r in chosen if r[0] % HELD_OUT]
        test = [r for r in chosen if not r[0] % HELD_OUT]
        x = np.array([[1.0, *r[3]] for r in fit])
        y = np.array([r[4] - r[2] for r in fit])
        ridge = RIDGE * np.eye(x.shape[1])
        ridge[0, 0] = 0.0  # the constant is not shrunk
        w = np.linalg.solve(x.T @ x + ridge, x.T @ y)
        xt = np.array([[1.0, *r[3]] for r in test])
        now = np.array([r[2] for r in test], dtype=float)
        final = np.array([r[4] for r in test], dtype=float)
        print(f"season {season}: {len(fit)} positions; held-out R² of the final margin: "
              f"fitted {r2(now + xt @ w, final):.2f}, margin now {r2(now, final):.2f}")
        weights[season] = w
    print("\nSOLO_WEIGHTS = {  # constant, then the weights of solo.FEATURES")
    for season, w in weights.items():
        print(f"    {season}: (")
        for start in range(0, len(w), 11):
            print(f"        {', '.join(f'{v:.2f}' for v in w[start:start + 11])},")
        print("    ),")
    print("}  # fmt: skip")
    print("# FEATURES:", ", ".join(FEATURES))


if __name__ == "__main__":
    main()
