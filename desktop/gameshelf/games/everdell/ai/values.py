"""The values of turn actions for the seat to move: a card played (less its payment),
a worker placed on a location, a destination visited, an event claimed, preparing for the
next season or passing, all in points from the seat's `Ctx`."""

from __future__ import annotations

from ....engine import Action
from ..data import (
    AUTUMN,
)
from ..state import LOCATIONS, RESOURCE_NAMES
from .context import Ctx
from .specials import special_value
from .tables import (
    CARD_DRAW,
    PLAY_FIRST,
    RUGWORT_DENY,
)

# -- turn actions -------------------------------------------------------------------------------


def payment_cost(ctx: Ctx, inst: int, args: tuple) -> float:
    data = ctx.data
    card = data.inst_card[inst]
    method = args[0]
    rv = ctx.rv
    if method in ("occupy", "free"):
        return 0.25 if method == "occupy" else 0.0
    if method == "cost":
        paid = data.cost[card]
    elif method == "judge":
        paid_list = list(data.cost[card])
        paid_list[RESOURCE_NAMES.index(args[1])] -= 1
        paid_list[RESOURCE_NAMES.index(args[2])] += 1
        paid = tuple(paid_list)
    elif method == "innkeeper":
        c = data.cost[card]
        paid = (0, 0, 0, max(0, c[3] - 3))
    else:  # crane, dungeon: helper then payment; inn, discount: the payment
        paid = tuple(args[-4:])
    cost = 0.0
    have = ctx.state.res[ctx.seat]
    for r in range(4):
        n = paid[r]
        if n:
            # Spending what the best cards need hurts more.
            short = max(0, ctx.need[r] - (have[r] - n))
            cost += rv[r] * n * (1.0 + 0.3 * min(2, short))
    if method in ("crane", "innkeeper"):
        cost += 1.0 + 0.8  # the helper's point and its later use
    elif method == "dungeon":
        prisoner = data.inst_card[args[1]]
        cost += data.points[prisoner] + 0.5
    return cost


def play_value(ctx: Ctx, action: Action) -> float:
    inst = action.args[0]
    return ctx.inst_worth(inst) - payment_cost(ctx, inst, action.args[1:]) - ctx.rugwort_take()


def location_value(ctx: Ctx, loc_id: str) -> float:
    """A worker placed on the location, worked out once per `Ctx` (the Lookout and the copy
    of a basic location ask for the others again)."""
    value = ctx.location_values.get(loc_id)
    if value is None:
        value = ctx.location_values[loc_id] = _location_value(ctx, loc_id)
    return value


def _location_value(ctx: Ctx, loc_id: str) -> float:
    state = ctx.state
    if loc_id == "haven":
        low = ctx.low_cards(0.8)
        return 0.7 * (low // 2) * max(ctx.rv) / 0.8 - 0.2
    if loc_id.startswith("journey_"):
        points = int(loc_id[-1])
        kept = sorted(ctx.keep_value(i) for i in state.hands[ctx.seat])[:points]
        return points - sum(kept) - 0.3
    loc = LOCATIONS[loc_id]
    value = ctx.resources_value(loc.gain) + loc.points
    if loc.any:
        value += loc.any * max(ctx.gain_value(r) for r in range(4))
    if loc.cards and loc.effect != "copy_basic":
        value += ctx.draw_value(loc.cards)
    effect = loc.effect
    if effect:
        low = ctx.low_cards(0.6)
        if effect == "discard_any_draw_two_each":
            value += min(low, state.room(ctx.seat) + low) * CARD_DRAW * 1.5
        elif effect == "discard_up_to_three_gain_any_each":
            value += min(3, low) * max(ctx.gain_value(r) for r in range(4))
        elif effect == "copy_basic":
            value += ctx.draw_value(1) + max(location_value(ctx, b.id) for b in ctx.data.basic)
        elif effect == "two_meadow_play_one_discount":
            # Two Meadow cards into hand (room allowing), then one of them played for one
            # resource less, if it can be paid.
            room = state.room(ctx.seat)
            if room <= 0:
                return -1.0
            data = ctx.data
            have = state.res[ctx.seat]
            best = 0.0
            for i in state.open_meadow():
                c = data.inst_card[i]
                short = sum(max(0, n - h) for n, h in zip(data.cost[c], have, strict=True))
                if short > 1 or not state.can_enter(ctx.seat, c):
                    continue
                paid = max(0.0, sum(v * n for v, n in zip(ctx.rv, data.cost[c], strict=True))
                           - max(ctx.rv))
                best = max(best, ctx.worth(c) - paid - ctx.rugwort_take())
            value += ctx.draw_value(2) + best
    return value


def visit_value(ctx: Ctx, inst: int) -> float:
    state, data = ctx.state, ctx.data
    cid = ctx.t.ids[data.inst_card[inst]]
    mine = inst in state.cities[ctx.seat]
    value = 0.0 if mine else -0.5 * (not ctx.solo)
    if cid == "queen":
        free = [ctx.inst_worth(i) for i in (*state.hands[ctx.seat], *state.open_meadow())
                if data.points[data.inst_card[i]] <= 3 and state.can_enter(ctx.seat,
                                                                          data.inst_card[i])]
        return value + max(free, default=0.0) - ctx.rugwort_take()
    if cid == "inn":
        best = 0.0
        for i in state.open_meadow():
            c = data.inst_card[i]
            if state.can_enter(ctx.seat, c):
                left = max(0, sum(data.cost[c]) - 3)
                best = max(best, ctx.worth(c) - 0.6 * ctx.scale * left - ctx.rugwort_take())
        return value + best
    if cid == "chapel":
        tokens = state.card_tokens.get(inst, 0) + 1
        return value + 1.0 + ctx.draw_value(2 * tokens)
    if cid == "lookout":
        options = [b.id for b in data.basic] + [data.forest[i].id for i in state.forest]
        return value + max(location_value(ctx, o) for o in options)
    if cid == "cemetery":
        return value + 2.5
    if cid == "monastery":
        have = state.res[ctx.seat]
        cheapest = sorted(r for r in range(4) for _ in range(have[r]))
        spent = sorted(ctx.gain_value(r) for r in cheapest)[:2]
        return value + 4.0 - sum(spent) + (1.0 if "path_of_the_pilgrims" in
                                           [data.special_events[i].id for i in state.specials]
                                           else 0.0)
    if cid == "post_office":
        hand = sorted(ctx.keep_value(i) for i in state.hands[ctx.seat])
        given = sum(hand[:2])
        low = sum(1 for v in hand[2:] if v < 0.6)
        refill = state.data.hand_limit - (len(hand) - 2 - low)
        return value - given + CARD_DRAW * refill * 0.8 - 0.5
    if cid == "university":
        others = [i for i in state.cities[ctx.seat] if i != inst]
        if not others:
            return -1.0
        best = max(sum(v * n for v, n in zip(ctx.rv, data.cost[data.inst_card[i]], strict=True))
                   - data.points[data.inst_card[i]] - 0.8 for i in others)
        return value + 1.0 + max(ctx.rv) + best
    if cid == "storehouse":
        return value + ctx.resources_value(state.store.get(inst, [0, 0, 0, 0]))
    return value + 1.0


def event_value(ctx: Ctx, event_id: str) -> float:
    data = ctx.data
    if event_id.startswith("basic_"):
        value = 3.0
        if "king" in ctx.city_set:
            value += 1.0
        if ctx.solo and ctx.season < AUTUMN:
            event = next(e for e in data.basic_events if e.id == event_id)
            short = ctx.rugwort_meets(event)
            value += RUGWORT_DENY / (1 + short)
        return value
    return special_value(ctx, event_id)


def prepare_value(ctx: Ctx) -> float:
    return 1.2


def turn_values(ctx: Ctx, legal: list[Action]) -> list[float]:
    values = []
    for action in legal:
        name = action.name
        if name == "play_card":
            v = play_value(ctx, action)
            if v > 0:
                v += PLAY_FIRST  # uses no worker: play it before the placements run out
        elif name == "place_worker":
            v = location_value(ctx, action.args[0])
        elif name == "claim_event":
            v = event_value(ctx, action.args[0])
        elif name == "visit_destination":
            v = visit_value(ctx, action.args[0])
        elif name == "prepare_for_season":
            v = prepare_value(ctx)
        else:  # pass
            v = 0.0 if ctx.season == AUTUMN else -5.0
        values.append(v)
    return values
