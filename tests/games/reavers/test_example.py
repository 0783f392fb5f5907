"""The documented Reavers position (docs/positions/reavers.toml) loads mid-activation, `gameshelf
score` prints exactly the sheet docs/positions.md works out by hand, and play goes on from it
to the end."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from gameshelf.cli import main
from gameshelf.engine import Action
from gameshelf.engine.positions import load_position_file

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "reavers.toml"
SHEET = """\
             seat 0  seat 1  seat 2
track            14      12       9
keep_sets         6       9       0
tapestries        2      15       0
bundles          11       0       1
runic             3       0       6
sea_battles       4       0       8
prophecies        0       4       0
reavers           2       1       0
artifacts         2       2       0
walls             2       0       4
trophies          3       6       3
total            49      49      31
winner: seat 0
"""


def test_score_command_prints_the_sheet_worked_out_by_hand(capsys):
    assert main(["score", str(EXAMPLE)]) == 0
    assert capsys.readouterr().out == SHEET


def test_the_tie_on_points_goes_to_the_larger_glory_pile():
    _, state = load_position_file(EXAMPLE)
    sheet = state.scores()
    assert list(sheet.totals) == [49, 49, 31]
    assert list(sheet.tiebreaks) == [(3, 5), (1, 1), (0, 9)]
    assert sheet.winners() == [0]


def test_the_example_stands_mid_activation_with_seat_2_to_rest():
    spec, state = load_position_file(EXAMPLE)
    assert (state.active, state.location, state.to_move()) == (1, "raid_keeps", 2)
    assert [step["step"] for step in state.stack] == ["end_activation", "follow", "follow"]
    assert Action("follow", ()) not in state.legal_actions()
    # 6 Food: the Rest takes a die, Yellow for its wild face
    assert spec.candidate_actions(state, 99) == [Action("rest_die", ("yellow",))]


@pytest.mark.parametrize("seed", range(3))
def test_play_continues_from_the_example_to_the_end(seed):
    spec, state = load_position_file(EXAMPLE)
    rng = random.Random(seed)
    for _ in range(spec.max_actions):
        if state.is_over():
            break
        state.apply(rng.choice(state.legal_actions()))
    assert state.is_over()
