"""The values of the answers to a pending decision: which resource to gain or pay, which
cards to discard or pick, which opponent, how many, which location, option or payment, and
which worker to take back, in points from the seat's `Ctx`."""

from __future__ import annotations

from ....engine import Action
from ..data import (
    BERRY,
    PEBBLE,
    PROSPERITY,
    RESIN,
    TWIG,
)
from ..pending import COUNT, DISCARD, GAIN, LOCATION, OPTION, PAY, PICK, PLACE, PLAY, PLAYER
from ..state import LOCATIONS, RESOURCE_NAMES, EverdellState
from .context import Ctx
from .tables import (
    CARD_DRAW,
    PRODUCE,
)
from .values import location_value, play_value, turn_values

# -- answers to pending decisions -----------------------------------------------------------------


def _opponent_strength(state: EverdellState, seat: int) -> float:
    return float(state.scores().total(seat))


def answer_values(ctx: Ctx, legal: list[Action]) -> list[float]:
    state = ctx.state
    p = state.stack[-1]
    kind, purpose = p.kind, p.purpose
    data = ctx.data
    seat = ctx.seat
    values: list[float] = []
    if kind == GAIN:
        for a in legal:
            values.append(ctx.gain_value(RESOURCE_NAMES.index(a.args[0])))
        return values
    if kind == PAY:
        # Each resource paid: its value to us against what paying it brings.
        if purpose == "peddler":
            gain = max(ctx.gain_value(r) for r in range(4))
        elif purpose == "a_brilliant_marketing_plan":
            gain = 2.0
        elif purpose == "under_new_management":
            gain = -1.0  # resource-specific below
        else:  # monastery: must pay
            gain = 0.0
        for a in legal:
            if a.name == "done":
                values.append(0.0)
                continue
            r = RESOURCE_NAMES.index(a.args[0])
            g = gain if gain >= 0 else (2.0 if r in (RESIN, PEBBLE) else 1.0)
            values.append(g - ctx.gain_value(r) - (0.3 if purpose == "peddler" else 0.0))
        if purpose == "monastery":  # no done: the cheapest goes first
            values = [v + 10 for v in values]
        return values
    if kind == DISCARD:
        count = len(p.vals)
        must = count < p.m
        for a in legal:
            if a.name == "done":
                values.append(0.0)
                continue
            keep = ctx.keep_value(a.args[0])
            if purpose == "journey" or must:
                values.append(5.0 - keep)
            elif purpose == "haven":
                # Pairs of cards become one resource: a half for the first of a pair.
                values.append(0.45 * max(ctx.rv) - keep + (0.3 if count % 2 else -0.1))
            elif purpose == "bard":
                values.append(1.0 - keep)
            elif purpose == "discard_any_draw_two_each":
                values.append(2 * CARD_DRAW - keep if state.room(seat) >= 1 else -keep)
            elif purpose == "discard_up_to_three_gain_any_each":
                values.append(max(ctx.gain_value(r) for r in range(4)) - keep)
            else:  # post_office: draw up to the limit afterwards
                values.append(CARD_DRAW * 0.8 - keep)
        return values
    if kind == PICK:
        for a in legal:
            if a.name == "done":
                values.append(0.0 if p.m else -10.0)
                continue
            inst = a.args[0]
            card = data.inst_card[inst]
            w = ctx.worth(card)
            if purpose in ("summer", "undertaker_take", "two_meadow_play_one_discount",
                           "teacher"):
                v = 1.0 + w
            elif purpose == "ancient_scrolls_discovered":
                v = ctx.keep_value(inst) - 1.0  # left under the event: a point each
            elif purpose == "undertaker_discard":
                v = 5.0 - w  # must discard: what we care least for
            elif purpose in ("chip_sweep", "miner_mole"):
                v = PRODUCE.get(ctx.t.ids[card], 0.5)
            elif purpose in ("ruins", "university"):
                regained = sum(x * n for x, n in zip(ctx.rv, data.cost[card], strict=True))
                v = 5.0 + regained - data.points[card] - 0.5 * w
            elif purpose == "croak_wart_cure":
                v = 5.0 - data.points[card] - 0.3 * w
            elif purpose == "capture_of_the_acorn_thieves":
                v = 3.0 - data.points[card] - 0.3 * max(0.0, w - data.points[card])
            elif purpose == "graduation_of_scholars":
                v = 2.0 - ctx.keep_value(inst)
            elif purpose == "post_office_give":
                v = 5.0 - ctx.keep_value(inst)
            elif purpose == "rugwort_fool":
                v = 3.0 if data.ctype[card] == PROSPERITY else 2.0
            else:
                v = w
            values.append(v)
        return values
    if kind == PLAYER:
        giving = purpose != "fool"
        for a in legal:
            s = a.args[0]
            points = _opponent_strength(state, s) if s < state.num_players else 0.0
            values.append(-points if giving else points)
        return values
    if kind == COUNT:
        have = state.res[seat]
        for a in legal:
            k = a.args[0]
            if purpose in ("doctor", "monk", "performer_in_residence"):
                r, per = BERRY, (1.0 if purpose == "doctor" else 2.0)
            else:  # woodcarver, an_evening_of_fireworks
                r, per = TWIG, (1.0 if purpose == "woodcarver" else 2.0)
            spare = max(0, have[r] - ctx.need[r])
            cost = sum(ctx.rv[r] * (1.0 if i < spare else 1.8) for i in range(k))
            values.append(per * k - cost)
        return values
    if kind == LOCATION:
        for a in legal:
            if a.name == "done":
                values.append(1.2)  # the Clock Tower's token is worth a point
                continue
            v = location_value(ctx, a.args[0])
            if purpose == "copy_basic":
                v = location_value(ctx, a.args[0])
            values.append(v)
        return values
    if kind == OPTION:
        for a in legal:
            option = a.args[0]
            if purpose == "storehouse":
                r = RESOURCE_NAMES.index(option)
                load = (3, 2, 1, 2)[r]
                values.append(ctx.gain_value(r) * load)
            else:  # cemetery: both piles are face down; the discard pile holds cast-offs
                values.append(0.0 if option == "deck" else 0.1)
        return values
    if kind == PLAY:
        for a in legal:
            if a.name == "decline":
                values.append(0.0)
            else:
                values.append(play_value(ctx, a) + 0.1)
        return values
    if kind == PLACE:
        return turn_values(ctx, legal)
    # WORKER (Ranger, A Wee Run City): take back the worker whose place is worth least now.
    for a in legal:
        target = a.args[0]
        if isinstance(target, str) and target in LOCATIONS:
            values.append(-location_value(ctx, target) * 0.2)
        else:
            values.append(0.0)
    return values
