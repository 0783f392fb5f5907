"""Reavers of Midgard: what a seat sees, and a full state built from it (from_observation)."""

import random

from gameshelf.games.reavers import ReaversSpec

SPEC = ReaversSpec()


def positions(n, seed, every=7):
    s = SPEC.new_game(n, seed, {"setup": ("retail", "early")[seed % 2]})
    rng = random.Random(seed)
    step = 0
    while not s.is_over():
        if step % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield s


def test_a_state_from_an_observation_shows_the_same_and_plays_on():
    for n in (2, 3, 4):
        for s in positions(n, n):
            seat = s.to_move() if s.to_move() is not None else 0
            seen = s.observe(seat)
            other = SPEC.from_observation(seen, random.Random(5))
            assert other.observe(seat) == seen
            assert other.legal_actions() == s.legal_actions()
            rng = random.Random(1)
            for _ in range(30):
                if other.is_over():
                    break
                other.apply(rng.choice(other.legal_actions()))


def test_deck_orders_are_not_seen():
    s = next(p for i, p in enumerate(positions(3, 8)) if i == 4)
    other = s.clone()
    for deck in other.decks.values():
        deck.reverse()
    for stack in other.territory_stacks.values():
        stack[:-1] = stack[-2::-1]
    assert other.observe(1) == s.observe(1)
    assert [other.decks[k] for k in other.decks] != [s.decks[k] for k in s.decks]
