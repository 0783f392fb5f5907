"""What the open special events are worth to a seat: the points achieving one brings
(`special_value`), solo how near the city is to each (`progress`), and, at any table, how much
nearer a card brings it (`card_progress`, a part of every card's worth).

Solo, an unachieved special event scores Rugwort 3 points in Year 1 and 6 in Years 2 and 3, so
each one is worth its own points and his besides; the beginner achieved half an event a game
(of four) and left him about 21 points. An event's chance of being achieved is the chance
that each of its cards reaches the city: certain once built, likely from the hand, less from
the Meadow (Rugwort may take it), and a little for each season left while it is still to be
found; the Everdell Games (two cards of each type) by how few its types lack against the
cards still to be played. Every chance is nil once no worker is left to place on the event.

With other players the same valuation holds without Rugwort's points. It replaced a table of
each card's event partners, in which the Everdell Games had none and so counted for nothing;
in 600 paired Easy games a seat valuing cards this way against seats valuing them the old way
won 51.6 % at 2 players (margin +0.7 points) and 25.6 % at 4 (+0.45), no loss either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..data import BERRY, PRODUCTION, TWIG, EventCard
from .tables import (
    EVENT_EXTRA,
    PLACEMENT,
    PRODUCE,
    SPECIAL_IN_HAND,
    SPECIAL_IN_MEADOW,
    SPECIAL_UNSEEN,
)

if TYPE_CHECKING:
    from .context import Ctx


def special_value(ctx: Ctx, event_id: str) -> float:
    """Points achieving the special event brings the seat now: its printed points, roughly what
    it scores besides, the King's 2 and, solo, Rugwort's points for it left unachieved."""
    data, state = ctx.data, ctx.state
    event = next(e for e in data.special_events if e.id == event_id)
    value = float(event.points) + EVENT_EXTRA.get(event_id, 0.0)
    res = state.res[ctx.seat]
    city = ctx.city_ids
    if event_id == "an_evening_of_fireworks":
        value += 2.0 * min(3, res[TWIG])
    elif event_id == "performer_in_residence":
        value += 2.0 * min(3, res[BERRY])
    elif event_id == "flying_doctor_service":
        value += 3.0 * min(city.count("husband"), city.count("wife"))
    elif event_id in ("ministering_to_miscreants", "path_of_the_pilgrims",
                      "remembering_the_fallen", "pristine_chapel_ceiling"):
        value += 3.0
    elif event_id == "tax_relief":
        value += sum(PRODUCE.get(c, 0.5) for c in city if c in PRODUCE or
                     data.ctype[data.cards.index(c)] == PRODUCTION)
    if "king" in city:
        value += 2.0
    if ctx.solo:
        value += data.rugwort.points_per_unachieved_special[state.options["rugwort_year"]]
    return value


def open_specials(ctx: Ctx) -> list[tuple[EventCard, float]]:
    """The special events in play that nobody has achieved, each with its stake: what
    achieving it is worth, less the placement it takes. Worked out once per `Ctx`: every card's
    worth asks for them."""
    if ctx.open_events is None:
        data, owner = ctx.data, ctx.state.event_owner
        ctx.open_events = [(e, special_value(ctx, e.id) - PLACEMENT)
                           for e in (data.special_events[i] for i in ctx.state.specials)
                           if e.id not in owner]
    return ctx.open_events


def _card_chance(ctx: Ctx, card: int) -> float:
    """The chance that a card an event requires reaches the city."""
    if ctx.t.ids[card] in ctx.city_set:
        return 1.0
    if card in ctx.hand_cards:
        return SPECIAL_IN_HAND
    if card in ctx.meadow_cards:
        return SPECIAL_IN_MEADOW
    return SPECIAL_UNSEEN * ctx.seasons_left


def _types_chance(ctx: Ctx, event: EventCard, counts: list[int]) -> float:
    """The chance that the city reaches the event's cards per type (the Everdell Games)."""
    return _missing_chance(ctx, _missing(event, counts))


def _missing(event: EventCard, counts: list[int]) -> int:
    """The cards the event's types still lack against `counts` of each type."""
    return sum(max(0, n - h) for n, h in zip(event.needs, counts, strict=True))


def _missing_chance(ctx: Ctx, missing: int) -> float:
    if missing > ctx.spaces_left:
        return 0.0
    return max(0.0, 1.0 - missing / (1.0 + ctx.later_plays)) ** 2


def chance(ctx: Ctx, event: EventCard, card: int = -1, built: bool = False) -> float:
    """The chance that the seat achieves the open event; with `card` built now (`built`) or,
    else, still to be found."""
    if ctx.placements_left <= 0:
        return 0.0
    if event.requires:
        result = 1.0
        for c in event.requires:
            if c != card:
                result *= _card_chance(ctx, c)
            elif not built:
                result *= SPECIAL_UNSEEN * ctx.seasons_left
        return result
    counts = list(ctx.types)
    if built:
        counts[ctx.data.ctype[card]] += 1
    return _types_chance(ctx, event, counts)


def progress(ctx: Ctx) -> tuple[float, float]:
    """Solo: the stakes of the open special events whose cards the city holds, and the stakes
    of the others times their chances of being achieved."""
    built = likely = 0.0
    for event, stake in open_specials(ctx):
        p = chance(ctx, event)
        if p >= 1.0:
            built += stake
        else:
            likely += p * stake
    return built, likely


def card_progress(ctx: Ctx, card: int) -> float:
    """The points a card brings toward the open special events if built now: each
    event's stake times the chance it adds to what the card's being still to be found gives."""
    ctype = ctx.data.ctype[card]
    required, typed = _progress_plan(ctx)
    if card not in required and not typed[ctype]:
        return 0.0  # no open event asks for it: most cards
    value = 0.0
    for event, stake in open_specials(ctx):
        if event.requires:
            if card not in event.requires or ctx.t.ids[card] in ctx.city_set:
                continue
            gain = chance(ctx, event, card, built=True) - chance(ctx, event, card)
        elif event.needs[ctype]:
            gain = _type_gain(ctx, event, ctype)
        else:
            continue
        if gain > 0:
            value += gain * stake
    return value


def _progress_plan(ctx: Ctx) -> tuple[frozenset[int], tuple[bool, ...]]:
    """The cards the open special events require, and for each card type whether an open
    event counts cards of that type: worked out once per `Ctx`."""
    if ctx.progress_plan is None:
        required: set[int] = set()
        typed = [False] * len(ctx.types)
        for event, _ in open_specials(ctx):
            if event.requires:
                required.update(event.requires)
            else:
                for t, count in enumerate(event.needs):
                    if count:
                        typed[t] = True
        ctx.progress_plan = (frozenset(required), tuple(typed))
    return ctx.progress_plan


def _type_gain(ctx: Ctx, event: EventCard, ctype: int) -> float:
    """The chance a card of type `ctype` built now adds to an event of card types: nothing
    if the city has the event's count of that type, else one card fewer missing (the same for
    every such type, so worked out once per `Ctx`)."""
    if ctx.placements_left <= 0 or ctx.types[ctype] >= event.needs[ctype]:
        return 0.0
    gain = ctx.type_gains.get(event.id)
    if gain is None:
        missing = _missing(event, ctx.types)
        gain = ctx.type_gains[event.id] = (_missing_chance(ctx, missing - 1)
                                           - _missing_chance(ctx, missing))
    return gain
