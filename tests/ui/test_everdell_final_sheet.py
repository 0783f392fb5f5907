"""The end-of-game sheet that opens by itself shows the final state, at every AI speed."""

from __future__ import annotations

import random

import pytest
from helpers_everdell import Boards, seats

from gameshelf.engine import Match, get_game

LAST_MOVES = 3


@pytest.fixture
def boards(qtbot):
    made = Boards(qtbot)
    yield made
    made.close()


def _near_the_end(seed: int) -> tuple[Match, list]:
    """An all-AI three-player game LAST_MOVES actions before its end, and those actions."""
    spec = get_game("everdell")
    players = seats(0, 3)
    full = Match.new(spec, players, seed)
    rng = random.Random(seed)
    while not full.state.is_over():
        state = full.state
        full.apply(spec.heuristic_action(state, state.to_move(), rng))
    match = Match.new(spec, players, seed)
    for action in full.actions[:-LAST_MOVES]:
        match.apply(action)
    return match, full.actions[-LAST_MOVES:]


@pytest.mark.parametrize("speed", ["fast", "normal", "slow"])
def test_the_final_sheet_shows_the_final_totals_and_places_at_every_ai_speed(
        qtbot, boards, speed):
    match, last = _near_the_end(seed=21)
    controller, view, ai = boards.show(match, ai_speed=speed)
    for action in last:
        qtbot.waitUntil(lambda: ai.waiting is not None, timeout=3000)
        ai.answer(action)
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" and d.isVisible()
                                for d in view.dialogs), timeout=5000)
    final = view.dialogs[-1]
    sheet = controller.state.scores()
    ranking = sheet.ranking()
    columns = len(sheet.categories)
    assert final.table.rowCount() == 3
    for row in range(3):
        assert int(final.cell(row, columns + 1)) == sheet.total(row)
        assert [int(final.cell(row, 1 + c)) for c in range(columns)] == list(sheet.points[row])
    assert int(final.cell(ranking[0], columns + 4)) == 1
    assert all(int(final.cell(row, columns + 4)) > 1 for row in range(3)
               if sheet.total(row) < sheet.total(ranking[0]))
