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

    .venv/bin/python benchmarks/fit_solo.py [--games 3000] [--seed 90000] [--processes 2]
"""

from __future__ import annotations

import argparse
import random
from dataclasses import dataclass, replace
from multiprocessing import Pool

import numpy as np

from gameshelf.ai import choose_for
from gameshelf.ai.heuristic import DEFAULT_NOISE, HeuristicAgent
from gameshelf.engine import get_game
from gameshelf.games.everdell.ai import PLACEMENT, Ctx
from gameshelf.games.everdell.ai.solo import FEATURES, features, knot_shares
from gameshelf.games.everdell.data import AUTUMN
from gameshelf.games.everdell.state import EverdellState

YEARS = (1, 2, 3)
NOISES = (DEFAULT_NOISE, 0.15, 0.3)
SAMPLE = 0.35  # share of your turns recorded
RIDGE = 5.0
HELD_OUT = 5  # every fifth game is kept out of the fit, to test it
JUMP_WEIGHT = 4.0  # a Prepare for season's jump counts as this many positions' errors
WASTE_WEIGHT = 5.0  # ... a lost worker's cost, against a placement's worth


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


def play(game: tuple[int, int]) -> list[Row] | str:
    """The rows of one game, or what went wrong in it (a game the engine cannot finish is
    left out, and named)."""
    try:
        return _play(game)
    except ValueError as error:
        return f"game {game[0]} of Year {game[1]}: {error}"


def _play(game: tuple[int, int]) -> list[Row]:
    seed, year = game
    spec = get_game("everdell")
    rng = random.Random(seed)
    state = spec.new_game(1, seed, {"rugwort_year": year})
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
        elif turn and rng.random() < SAMPLE:
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
    width = 1 + len(FEATURES)
    ridge = RIDGE * np.eye(x.shape[1])
    for k in range(0, x.shape[1], width):
        ridge[k, k] = 0.0
    return np.linalg.solve(x.T @ x + ridge, x.T @ y)


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
           ) -> tuple[float, float]:
    """The RMS error and R² of the predicted final margin."""
    final = np.array([r.final for r in rows], dtype=float)
    mse = float(((final - predict(rows, model)) ** 2).mean())
    return mse ** 0.5, 1.0 - mse / float(final.var())


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
    args = parser.parse_args()
    games = [(seed, year) for year in YEARS
             for seed in range(args.seed, args.seed + args.games)]
    with Pool(args.processes) as pool:
        played = pool.map(play, games, chunksize=20)
    rows: dict[int, list[Row]] = {year: [] for year in YEARS}
    for (_, year), game_rows in zip(games, played, strict=True):
        if isinstance(game_rows, str):
            print("left out:", game_rows)
        else:
            rows[year].extend(game_rows)
    print(f"{sum(map(len, rows.values()))} positions from {len(games)} games")
    steps: dict[int, dict[int, np.ndarray]] = {}
    clocks: dict[int, np.ndarray] = {}
    for year in YEARS:
        train = [r for r in rows[year] if r.game % HELD_OUT]
        steps[year] = {season: fit([r for r in train if r.season == season], clock=False)
                       for season in range(AUTUMN + 1)}
        clocks[year] = fit(train, clock=True)
    print("\nHeld out: RMS error of the final margin in points (R²), by the margin now / "
          "one fit per season / the clock's fit")
    for year in YEARS:
        test = [r for r in rows[year] if not r.game % HELD_OUT]
        for season in range(AUTUMN + 1):
            chosen = [r for r in test if r.season == season]
            cells = [errors(chosen, m) for m in (None, steps[year], clocks[year])]
            print(f"  Year {year} season {season} ({len(chosen)} positions): "
                  + " / ".join(f"{rms:.1f} ({r2:.2f})" for rms, r2 in cells))
        for name, model in (("one fit per season", steps[year]), ("the clock's fit",
                                                                  clocks[year])):
            jump = jumps(test, model)
            print(f"  Year {year}, across Prepare for season ({len(jump)}), {name}: mean jump"
                  f" {jump.mean():+.2f}, RMS {np.sqrt((jump ** 2).mean()):.2f} points")
            lost = waste(test, model)
            print(f"  Year {year}, a free worker lost ({len(lost)}), {name}: {lost.mean():+.2f}"
                  f" points, a gain in {(lost > 0).mean():.0%}")
    width = 1 + len(FEATURES)
    print("\nSOLO_WEIGHTS = {  # Year -> a knot's constant, then the weights of solo.FEATURES")
    for year, w in clocks.items():
        print(f"    {year}: (")
        for k in range(0, len(w), width):
            print("        (")
            for start in range(k, k + width, 11):
                end = min(start + 11, k + width)
                print(f"            {', '.join(f'{v:.2f}' for v in w[start:end])},")
            print("        ),")
        print("    ),")
    print("}  # fmt: skip")
    print("# FEATURES:", ", ".join(FEATURES))


if __name__ == "__main__":
    main()
