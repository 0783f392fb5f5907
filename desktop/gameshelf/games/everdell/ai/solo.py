"""Solo against Rugwort: the final margin (your points less his) projected from a position.

Rugwort's points follow from yours: a card for each card you play, 3 for each special event
you leave unachieved, the basic events his city meets first. A hand-set projection of "his"
score explained the final margin no better than a constant did before autumn, and the search
followed its noise; instead the margin still to come is a linear function of a few features
of the position, one set of weights per Year of Rugwort and season, fitted by least squares to
the final margins of recorded solo games of that Year (`benchmarks/fit_solo.py`, which prints
`SOLO_WEIGHTS` and the fit). Held out (3,000 games a Year), the RMS error of the final margin
winter to autumn is 6.9 / 6.5 / 5.9 / 4.0 points in Year 1, 7.8 / 7.4 / 6.7 / 4.5 in Year 2
and 7.3 / 6.8 / 5.8 / 4.0 in Year 3, where the Year 1 weights gave Year 3 7.9 / 7.5 / 6.8 /
4.0 (his Year 3 takes an autumn worker; Year 2 differs from Year 1 mostly in his points for an
unachieved special event, which the margin now already holds).
The features are chosen so that what a move changes moves them the right way: claiming a
basic event takes it out of Rugwort's reach, not out of a count of what he lacks.
"""

from __future__ import annotations

from ..state import EverdellState
from .context import Ctx
from .tables import SOLO_WEIGHTS

FEATURES = (
    "placements",  # worker placements still to make, this season and later
    "twigs", "resin", "pebbles", "berries",
    "hand",  # cards in hand
    "hand_worth",  # their summed worth if played now (positive parts)
    "spaces",  # city spaces left
    "city",  # cards in the city
    "production",  # production still to come from the city, in points
    "visits",  # visits still to come to the city's destinations, in points
    "events",  # events in reach (the general projection's estimate)
    "rugwort_cards",  # cards in Rugwort's city
    "rugwort_take",  # what he takes from the Meadow after your next card
    "specials_open",  # special events nobody has achieved
    "basics_open",  # basic events nobody holds
    "pairs_done",  # specials whose two cards are both in your city
    "pairs_half",  # ... one of the two
    "pairs_in_hand",  # ... the missing one(s) in your hand
    "basics_ready",  # open basic events your city meets (a worker claims one)
    "reach_mine",  # the open basic events, each 1 / (1 + the cards your city lacks for it)
    "reach_rugwort",  # ... his city: the events he is about to claim
)  # fmt: skip


def features(state: EverdellState, ctx: Ctx) -> list[float]:
    """The position's features for seat 0 of a solo game, in the order of FEATURES."""
    data = state.data
    inst_card = data.inst_card
    ids = ctx.t.ids
    production, visits = ctx.city_to_come()
    hand = state.hands[0]
    hand_ids = {ids[inst_card[i]] for i in hand}
    city = ctx.city_ids
    owner = state.event_owner
    done = half = in_hand = 0
    for index in state.specials:
        event = data.special_events[index]
        if event.id in owner or len(event.requires) != 2:
            continue
        built = sum(1 for c in event.requires if data.cards[c] in city)
        held = sum(1 for c in event.requires
                   if data.cards[c] in hand_ids and data.cards[c] not in city)
        done += built == 2
        half += built == 1
        in_hand += built < 2 and built + held >= 2
    open_basics = [e for e in data.basic_events if e.id not in owner]
    have, his_have = state.type_counts(0), state.type_counts(1)
    mine = [_short(e.needs, have) for e in open_basics]
    his = [_short(e.needs, his_have) for e in open_basics]
    return [
        ctx.placements_left,
        *state.res[0],
        len(hand),
        sum(max(0.0, ctx.inst_worth(i)) for i in hand),
        ctx.spaces_left,
        len(state.cities[0]),
        production,
        visits,
        ctx.events_in_reach(),
        len(state.cities[1]),
        ctx.rugwort_take(),
        sum(1 for i in state.specials if data.special_events[i].id not in owner),
        len(open_basics),
        done,
        half,
        in_hand,
        mine.count(0),
        sum(1 / (1 + short) for short in mine),
        sum(1 / (1 + short) for short in his),
    ]


def _short(needs: tuple[int, ...], have: list[int]) -> int:
    """Cards a city lacks for a basic event."""
    return sum(max(0, n - h) for n, h in zip(needs, have, strict=True))


def future_margin(state: EverdellState, ctx: Ctx) -> float:
    """The margin still to come, for a seat that has not passed: the fitted constant of
    Rugwort's Year and the season plus their weights times the features."""
    constant, *weights = SOLO_WEIGHTS[state.options["rugwort_year"]][state.season[0]]
    values = features(state, ctx)
    return constant + sum(w * v for w, v in zip(weights, values, strict=True))
