"""Set-up: the log opens with where Rugwort's workers start (solo), then the first Winter."""

from __future__ import annotations

import pytest

from gameshelf.engine import Event, get_game

SPEC = get_game("everdell")


def test_solo_setup_tells_where_rugwort_s_workers_start():
    state = SPEC.new_game(1, 3)
    forest = state.data.forest[state.forest[0]].id
    start = state.data.rugwort.start_basic
    assert 1 in state.loc[forest] and 1 in state.loc[start]
    assert SPEC.setup_events(state)[0] == Event(
        "everdell.rugwort_starts", None,
        {"forest": forest, "location": start, "automaton": "rugwort"})


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_game_s_setup_ends_with_the_first_winter_and_who_plays_first(players):
    state = SPEC.new_game(players, 3)
    events = SPEC.setup_events(state)
    assert events[-1] == Event("everdell.year_start", state.current, {"season": 0})
    assert len(events) == (2 if players == 1 else 1)  # nothing else in a game of several
