"""Properties: discounted payments, and every physical card in exactly one place."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from gameshelf.games.everdell.payment import judge_swaps, reductions

from .helpers import SPEC

costs = st.tuples(*[st.integers(0, 6)] * 4)


@given(costs, st.integers(1, 3))
def test_a_discount_gives_distinct_payments_of_the_cost_less_the_discount(cost, discount):
    payments = reductions(cost, discount)
    assert len(set(payments)) == len(payments)
    for paid in payments:
        assert all(0 <= p <= c for p, c in zip(paid, cost, strict=True))
        assert sum(paid) == max(0, sum(cost) - discount)


@given(costs)
def test_the_judge_swaps_exactly_one_resource(cost):
    for give, take, paid in judge_swaps(cost):
        assert give != take and sum(paid) == sum(cost)
        assert paid[give] == cost[give] - 1 and paid[take] == cost[take] + 1


def _places(state) -> Counter:
    places = Counter()
    for zone in (state.deck, state.discard, [c for c in state.meadow if c >= 0], *state.hands,
                 *state.cities, *state.prisoners.values(), *state.event_cards.values()):
        places.update(zone)
    for p in state.stack:  # revealed cards waiting for a decision
        if p.kind in ("play", "pick") and p.purpose in ("postal_pigeon", "cemetery", "teacher",
                                                         "ancient_scrolls_discovered"):
            places.update(c for c in p.cards if c not in places)
        if p.kind == "player" and p.purpose in ("give_card", "fool"):
            places.update([p.card])
    return places


@settings(max_examples=12, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000))
def test_every_card_is_in_exactly_one_place_through_a_random_game(players, seed):
    state = SPEC.new_game(players, seed)
    rng = random.Random(seed)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
        places = _places(state)
        assert max(places.values()) == 1
        assert len(places) == 128
