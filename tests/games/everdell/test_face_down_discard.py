"""The discard pile is face down (FAQ): a seat sees how many cards it holds, never which, and
nobody's log names the cards discarded from a hand."""

from __future__ import annotations

import random

from gameshelf.games.everdell.observation import HIDDEN

from .helpers import SPEC, act, position


def haven_discard_in_progress():
    """Seat 0 at the Haven, two of its five cards discarded, on a pile of two Meadow cast-offs."""
    state = position(2, discard=["mine", "king"],
                     seats=[{"hand": ["farm", "queen", "wife", "fool", "inn"]}])
    act(state, "place_worker", "haven")
    events = []
    for _ in range(2):
        events += act(state, "discard_card", state.hands[0][0])
    return state, events


def test_the_discard_pile_is_seen_as_its_size_only():
    state, _ = haven_discard_in_progress()
    for seat in (0, 1):
        obs = state.observe(seat).data
        assert obs["discard_size"] == 4
        assert "discard" not in obs


def test_a_discard_from_a_hand_is_logged_without_naming_the_card():
    _, events = haven_discard_in_progress()
    discards = [e for e in events if e.key == "everdell.discard"]
    assert len(discards) == 2
    assert all(e.seat == 0 and dict(e.args) == {} for e in discards)


def test_the_other_seats_see_how_many_cards_a_discard_in_progress_took_not_which():
    state, _ = haven_discard_in_progress()
    discarded = state.stack[-1].vals
    assert len(discarded) == 2
    assert state.observe(0).data["pending"][-1]["vals"] == discarded
    assert state.observe(1).data["pending"][-1]["vals"] == [HIDDEN, HIDDEN]


def test_a_determinization_puts_the_discards_in_progress_on_top_of_the_pile():
    state, _ = haven_discard_in_progress()
    for seat in (0, 1):
        obs = state.observe(seat)
        sampled = SPEC.from_observation(obs, random.Random(3))
        assert sampled.observe(seat) == obs
        assert len(sampled.discard) == 4
        assert sampled.stack[-1].vals == sampled.discard[-2:]
        if seat == 0:
            assert sampled.stack[-1].vals == state.stack[-1].vals


def test_a_determinization_deals_the_whole_discard_pile_anew():
    state, _ = haven_discard_in_progress()
    piles = {tuple(sorted(SPEC.from_observation(state.observe(1), random.Random(k)).discard))
             for k in range(5)}
    assert len(piles) > 1
