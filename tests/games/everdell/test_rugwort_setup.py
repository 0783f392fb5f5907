"""Solo set-up: the log opens with where Rugwort's workers start."""

from __future__ import annotations

from gameshelf.engine import Event, get_game

SPEC = get_game("everdell")


def test_solo_setup_tells_where_rugwort_s_workers_start():
    state = SPEC.new_game(1, 3)
    forest = state.data.forest[state.forest[0]].id
    start = state.data.rugwort.start_basic
    assert 1 in state.loc[forest] and 1 in state.loc[start]
    assert SPEC.setup_events(state) == [
        Event("everdell.rugwort_starts", None,
              {"forest": forest, "location": start, "automaton": "rugwort"})]


def test_a_game_of_several_players_has_no_setup_events():
    assert SPEC.setup_events(SPEC.new_game(2, 3)) == []
