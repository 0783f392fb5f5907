"""Solo against Rugwort: the final margin (your points less his) projected from a position.

Rugwort's points follow from yours: a card for each card you play, 3 (Year 1) or 6 for each
special event you leave unachieved, the basic events his city meets first. A hand-set
projection of "his" score explained the final margin no better than a constant did before
autumn, and the search followed its noise; instead the margin still to come is a linear
function of a few features of the position, fitted by least squares to the final margins of
recorded solo games of each Year of Rugwort (`benchmarks/fit_solo.py`, which prints
`SOLO_WEIGHTS` and the fit).

The weights move with a clock, the placements made: one set at the start of each season and
one at the game's last placement, interpolated linearly between. One set per season made the
evaluation jump at every Prepare for season (which places no worker) and the search prefer or
shun preparing for it. The data hardly tell a worker lost from a later clock, so the fit
also asks each Prepare of its games to leave the predicted final margin where it was, and a
free worker lost to cost a placement's worth. Held out (1,200 games a Year), the RMS error of
the final margin winter to autumn is 7.2 / 6.9 / 6.1 / 4.2 points in Year 1, 8.2 / 7.9 / 6.9
/ 4.4 in Year 2 and 7.7 / 7.6 / 6.5 / 4.4 in Year 3, within 0.3 of one fit per season on the
same games, while the predicted margin moves across a Prepare by 1.2 / 1.5 / 1.6 points RMS in
Years 1 / 2 / 3 against 1.9 / 2.1 / 1.9.

The features are chosen so that what a move changes moves them the right way: claiming a
basic event takes it out of Rugwort's reach, not out of a count of what he lacks; a special
event's cards count by what achieving it is worth (`specials`).
"""

from __future__ import annotations

from ..state import EverdellState
from . import specials
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
    "specials_built",  # the stakes of the open specials whose cards your city holds (specials.py)
    "specials_likely",  # ... of the others, each times its chance of being achieved
    "basics_ready",  # open basic events your city meets (a worker claims one)
    "reach_mine",  # the open basic events, each 1 / (1 + the cards your city lacks for it)
    "reach_rugwort",  # ... his city: the events he is about to claim
)  # fmt: skip


def features(state: EverdellState, ctx: Ctx) -> list[float]:
    """The position's features for seat 0 of a solo game, in the order of FEATURES."""
    data = state.data
    production, visits = ctx.city_to_come()
    hand = state.hands[0]
    owner = state.event_owner
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
        *specials.progress(ctx),
        mine.count(0),
        sum(1 / (1 + short) for short in mine),
        sum(1 / (1 + short) for short in his),
    ]


def _short(needs: tuple[int, ...], have: list[int]) -> int:
    """Cards a city lacks for a basic event."""
    return sum(max(0, n - h) for n, h in zip(needs, have, strict=True))


def knots(state: EverdellState) -> tuple[int, ...]:
    """The clock's knots, in placements made: the start of each season, then the game's last
    placement (Rugwort of Year 3 takes one of your autumn workers)."""
    wbs = state.data.workers_by_season
    starts = [sum(wbs[:s]) for s in range(len(wbs))]
    last = sum(wbs) - (state.options["rugwort_year"] == 3)
    return (*starts, last)


def knot_shares(state: EverdellState, ctx: Ctx) -> list[float]:
    """How much each knot's weights count now: the placements made so far, between the two
    knots around them, linearly. Preparing for a season places no worker, so the clock, and
    with it the evaluation, does not jump when the season changes."""
    at = knots(state)
    made = min(at[-1], max(0, at[-1] - ctx.placements_left))
    shares = [0.0] * len(at)
    for k in range(len(at) - 1):
        if made <= at[k + 1]:
            part = (made - at[k]) / (at[k + 1] - at[k])
            shares[k], shares[k + 1] = 1.0 - part, part
            return shares
    shares[-1] = 1.0
    return shares


def future_margin(state: EverdellState, ctx: Ctx) -> float:
    """The margin still to come, for a seat that has not passed: the fitted weights of
    Rugwort's Year at the knots around the clock, interpolated, times the features (a
    constant first)."""
    values = (1.0, *features(state, ctx))
    total = 0.0
    for share, weights in zip(knot_shares(state, ctx), SOLO_WEIGHTS[state.options["rugwort_year"]],
                              strict=True):
        if share:
            total += share * sum(w * v for w, v in zip(weights, values, strict=True))
    return total
