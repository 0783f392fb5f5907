"""The documented position file loads and scores as docs/positions.md works it out."""

from pathlib import Path

import pytest

from gameshelf.engine.positions import PositionError, load_position_file

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "ethnos.toml"


def test_documented_example_scores_the_end_of_age_two_by_hand():
    spec, state = load_position_file(EXAMPLE)
    sheet = spec.score_position(state)
    assert sheet.totals == (41, 35, 28, 17)
    assert sheet.points[0] == (14, 18, 6, 0, 3)
    assert sheet.points[1] == (19, 14, 0, 2, 0)
    assert sheet.winners() == [0]


def test_documented_example_round_trips():
    spec, state = load_position_file(EXAMPLE)
    assert spec.load_position(state.to_position()).to_position() == state.to_position()


@pytest.mark.parametrize(("edit", "message"), [
    (('"elves/red", "trolls/gray"', '"elves/pink", "trolls/gray"'), "seats[1].hand[0]"),
    (("age = 2", "age = 7"), "key 'age'"),
    (("red = 3, purple", "red = 3, violet"), "seats[1].markers.violet"),
    (('hand = ["orcs/orange"]', 'hand = ["orcs/orange", "orcs/orange", "orcs/orange"]'),
     "more 'orcs/orange' cards"),
])
def test_a_wrong_key_is_refused_with_its_path(tmp_path, edit, message):
    text = EXAMPLE.read_text(encoding="utf-8")
    assert edit[0] in text
    bad = tmp_path / "bad.toml"
    bad.write_text(text.replace(edit[0], edit[1], 1), encoding="utf-8")
    with pytest.raises(PositionError, match=message.replace("[", r"\[").replace("]", r"\]")):
        load_position_file(bad)
