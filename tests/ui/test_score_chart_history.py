"""A board's Scores chart shows the rounds before it opened (issue 15): a loaded game, or one
continued, draws every earlier Aquatica turn and Reavers round from the match replayed, not
only what the view saw since it opened (which was the last point alone)."""

from __future__ import annotations

import pytest
from helpers_boards import show_match

from gameshelf.engine import Match, Seat, get_game
from gameshelf.games.aquatica.scoring import CATEGORIES
from gameshelf.ui.games.aquatica import AquaticaView
from gameshelf.ui.games.game_view import sheet_of
from gameshelf.ui.games.reavers import ReaversView
from gameshelf.ui.screenshot import play_moves

VIEWS = {"aquatica": AquaticaView, "reavers": ReaversView}


def aquatica_totals(state) -> tuple[int, list[int]]:
    obs = state.observe(0).data
    return obs["turn"], list(sheet_of(obs, CATEGORIES).totals)


def reavers_totals(state) -> tuple[int, list[int]]:
    return state.observe(0).data["round"], list(state.scores().totals)


def expected_lines(match: Match, read) -> list[list[int]]:
    """Per seat: 0, then the last totals of each round while it lasted, as the board says."""
    replay = Match.new(match.spec, match.seats, match.seed, match.options)
    by_round = {}
    for action in match.actions:
        replay.apply(action)
        number, totals = read(replay.state)
        by_round[number] = totals
    rounds = [by_round[r] for r in sorted(by_round)]
    return [[0, *[row[seat] for row in rounds]] for seat in range(len(match.seats))]


# Reavers' chart ends on the totals now ("Now"), in place of the round not yet over (it drew
# that round twice, the last point without a tick).
@pytest.mark.parametrize(("game", "moves", "read", "now"), [
    ("aquatica", 90, aquatica_totals, False), ("reavers", 150, reavers_totals, True)])
def test_a_loaded_game_mid_way_charts_its_earlier_rounds(qtbot, game, moves, read, now):
    seats = [Seat("Ana"), Seat("Ben", "ai", "easy")]
    played = Match.new(get_game(game), seats, 7)
    assert play_moves(played, moves, 7)
    match = Match.loads(played.dumps())
    _controller, view, _ai = show_match(qtbot, match, VIEWS[game])
    view._update_scores()
    chart = view.panel.chart
    lines = expected_lines(match, read)
    assert len(lines[0]) > 3, "the game is not far enough on to have earlier rounds"
    current = list(match.state.scores().totals)
    for seat, name in enumerate(view.row_names()):
        assert chart.series[name] == ([*lines[seat][:-1], current[seat]] if now else
                                      lines[seat]), name
