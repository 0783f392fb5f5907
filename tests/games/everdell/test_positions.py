"""The documented position file loads and scores as docs/positions.md works it out."""

from pathlib import Path

import pytest

from gameshelf.cli import main
from gameshelf.engine.positions import load_position_file

from ..position_files import check_edit_refused_naming_key

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "everdell.toml"


def test_documented_example_scores_as_worked_by_hand():
    _, state = load_position_file(EXAMPLE)
    sheet = state.scores()
    assert sheet.points[0] == (18, 3, 8, 3, 3, 0)
    assert sheet.points[1] == (6, 6, 0, 2, 0, 3)
    assert sheet.totals == (35, 17) and sheet.winners() == [0]


def test_score_command_prints_the_sheet(capsys):
    assert main(["score", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert "special_events" in out and "35" in out and "winner: seat 0" in out


def test_documented_example_round_trips():
    spec, state = load_position_file(EXAMPLE)
    assert spec.load_position(state.to_position()).to_position() == state.to_position()


@pytest.mark.parametrize(("old", "new", "key"), [
    ('"castle", "mine"', '"castel", "mine"', "seats[0].city[4].card"),
    ("journey_3 = [0]", "journey_9 = [0]", "workers.journey_9"),
    ("resources = { resin = 1", "resources = { amber = 1", "seats[0].resources.amber"),
    ('"fool", "monk"', '"fool", "fool", "fool"', "discard[2]"),
])
def test_a_wrong_key_is_refused_with_its_path(tmp_path, old, new, key):
    check_edit_refused_naming_key(EXAMPLE, tmp_path, old, new, key)
