"""`benchmarks/fit_solo.py`: the games it records can be played by the search as well as the
heuristic, and the recorded positions survive a round trip through their JSON file."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import fit_solo


def test_a_search_played_game_records_positions_with_the_game_s_final_margin(tmp_path):
    rows = fit_solo.play(fit_solo.Game(seed=91_000, year=2, iterations=2, sample=1.0))
    assert not isinstance(rows, str) and len(rows) > 10
    assert len({r.final for r in rows}) == 1
    assert {r.game for r in rows} == {91_000}
    path = tmp_path / "rows.json"
    fit_solo.save_rows(path, {2: rows})
    assert fit_solo.load_rows(path) == {2: rows}


def test_the_weights_in_play_predict_what_the_game_s_evaluation_projects():
    import random

    from gameshelf.engine import get_game
    from gameshelf.games.everdell.ai import Ctx, solo

    spec = get_game("everdell")
    rng = random.Random(5)
    for year in (1, 2, 3):
        state = spec.new_game(1, 91_001 + year, {"rugwort_year": year})
        for _ in range(10 * year):  # into the game, a different clock each Year
            state.apply(spec.heuristic_action(state, 0, rng))
        assert state.to_move() == 0
        row = fit_solo._row(0, state)
        predicted = fit_solo.predict([row], fit_solo.in_play(year))[0] - row.now
        assert abs(predicted - solo.future_margin(state, Ctx(state, 0))) < 1e-9


def test_recentring_keeps_the_feature_weights_and_removes_the_bias_by_knot():
    rows = [row for seed in range(91_010, 91_014)
            for row in fit_solo.play(fit_solo.Game(seed=seed, year=2))]
    in_play = fit_solo.in_play(2)
    recentred = fit_solo.recentred(rows, 2)
    constants = list(range(0, len(in_play), fit_solo.WIDTH))
    others = [i for i in range(len(in_play)) if i not in constants]
    assert (recentred[others] == in_play[others]).all()
    assert (recentred[constants] != in_play[constants]).any()
    assert abs(fit_solo.errors(rows, recentred)[2]) < 1e-6
    assert fit_solo.errors(rows, recentred)[0] <= fit_solo.errors(rows, in_play)[0]
