"""Solo: the board says why Rugwort has points before anyone moves, and the log opens with
where his workers start."""

from __future__ import annotations

import pytest
from helpers_everdell import Boards, seats

from gameshelf.content import load_content


@pytest.fixture
def new_game(qtbot):
    boards = Boards(qtbot)
    yield boards.open
    boards.close()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_rugwort_s_points_at_the_start_say_they_are_the_unachieved_special_events(
        qtbot, new_game, lang):
    controller, view, _ = new_game(seats(1, 0), seed=3, lang=lang)
    sheet = controller.state.scores()
    specials = sheet.points[1][sheet.categories.index("special_events")]
    assert specials > 0 and sheet.total(1) == specials  # nothing else scores at turn 0
    panel = view.scene.player_items[1]
    assert any(str(specials) in line and line != view.texts.rugwort_score.format(points=specials)
               for line in panel.lines)
    assert view.texts.rugwort_why.format(points=specials) in panel.toolTip()
    if lang == "en":
        assert f"{specials} for unachieved special events" in panel.lines
        assert "special events nobody has achieved" in panel.toolTip()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_log_opens_with_rugwort_s_starting_places(qtbot, new_game, lang):
    controller, view, _ = new_game(seats(1, 0), seed=3, lang=lang)
    content = load_content("everdell", lang)
    state = controller.state
    forest = content.text(f"forest.{state.data.forest[state.forest[0]].id}.name")
    start = content.text(f"locations.{state.data.rugwort.start_basic}.name")
    first = controller.log[0]
    assert first.number == 0 and first.event.key == "everdell.rugwort_starts"
    text = view.panel.log.toPlainText()
    assert forest in text.splitlines()[0] and start in text.splitlines()[0]
    if lang == "en":
        assert text.startswith(f"Rugwort's workers start on the Forest card “{forest}” and on "
                               f"“{start}”")
