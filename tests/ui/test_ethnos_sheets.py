"""Ethnos' score sheets: one that opens by itself stays until a player has read it (closed it,
or moved since), and no sheet has a column for a tribe that is not in the game."""

from __future__ import annotations

import pytest
from helpers_ethnos import make_game

from gameshelf.engine import Seat

NO_SCORING_TRIBES = ["centaurs", "dwarves", "elves", "trolls", "wizards"]


@pytest.fixture
def all_ai_game(qtbot, ai_client):
    made = []

    def make(options):
        seats = [Seat("Ana", "ai", "easy"), Seat("Bo", "ai", "easy")]
        made.append(make_game(qtbot, ai_client, seats, 5, options))
        return made[-1]

    yield make
    for controller, view in made:
        view.close_dialogs()
        controller.close()
        view.close()


def test_an_age_sheet_waits_for_the_reader_in_a_fast_all_ai_game(qtbot, all_ai_game):
    controller, view = all_ai_game({"tribes": NO_SCORING_TRIBES})
    qtbot.waitUntil(controller.state.is_over, timeout=60_000)
    qtbot.wait(50)
    [age_one] = [d for d in view.dialogs if d.isVisible()]
    assert age_one.windowTitle() == "Scoring of Age I"
    assert age_one.objectName() != "final_scores"
    age_one.close()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" and d.isVisible()
                                for d in view.dialogs), timeout=2000)


def test_sheets_have_no_columns_for_tribes_not_in_play(qtbot, all_ai_game):
    controller, view = all_ai_game({"tribes": NO_SCORING_TRIBES})
    qtbot.waitUntil(controller.state.is_over, timeout=60_000)
    qtbot.wait(50)
    [age_one] = [d for d in view.dialogs if d.isVisible()]
    headers = [age_one.table.horizontalHeaderItem(c).text()
               for c in range(age_one.table.columnCount())]
    assert headers == ["Player", "Kingdoms", "Bands", "This Age", "Total"]
    age_one.close()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" and d.isVisible()
                                for d in view.dialogs), timeout=2000)
    final = next(d for d in view.dialogs if d.objectName() == "final_scores")
    headers = [final.table.horizontalHeaderItem(c).text() for c in range(final.table.columnCount())]
    assert headers[:3] == ["Player", "Kingdoms", "Bands"]
    assert not {"Giant token", "Merfolk track", "Orc Horde"} & set(headers)
    sheet = controller.state.scores()
    assert int(final.cell(0, 3)) == sheet.total(sheet.ranking()[0])
