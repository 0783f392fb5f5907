"""Everdell know-how for the AI: a position evaluation, pruned candidates and quick policies.

Everything here reads only the state it is given (the search and the Easy level hand it a
state sampled from the seat's observation). One valuation drives every hook:

- `card_worth`: the points a card adds to a seat's final score if played now, by season:
  printed points, production still to come, destination visits still to come, governance
  bonuses on later plays, prosperity bonuses, events it helps toward, pairings.
- `action_values`: every legal action with its value in points for the seat to move, turn
  actions and the answers to every pending decision (which resource to gain, what to
  discard, which card to pick, which opponent, how many, which payment).
- `heuristic_action` (the Easy level) takes the best value with a little noise;
  `rollout_action` the same with more noise; `candidate_actions` keeps the best few.
- `evaluate_all`: projected final points (score now, prosperity bonuses, events in reach,
  resources, cards, workers, production and seasons still to come), turned into chances to
  win by a softmax (solo: against Rugwort's projected score).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from ...engine import Action, State
from .data import (
    AUTUMN,
    BERRY,
    DESTINATION,
    PEBBLE,
    PRODUCTION,
    PROSPERITY,
    RESIN,
    SPRING,
    TWIG,
    EverdellData,
)
from .pending import COUNT, DISCARD, GAIN, LOCATION, OPTION, PAY, PICK, PLACE, PLAY, PLAYER
from .state import LOCATIONS, RESOURCE_NAMES, EverdellState

# -- tunables -----------------------------------------------------------------------------------

RESOURCE_VALUE = (0.5, 0.65, 0.8, 0.55)  # twig, resin, pebble, berry: points, while useful
CARD_DRAW = 0.45  # a card drawn into a hand with room
PLACEMENT = 1.3  # a worker placement still to make, in points
TEMPERATURE_END = 3.0  # points difference that makes a seat e times likelier to win, at the end
TEMPERATURE_START = 9.0  # ... at the start (more is still to happen)
TOP_TURN = 9  # turn actions the search considers (claims always kept)
TOP_ANSWER = 4  # answers to a pending decision the search considers
ROLLOUT_DEPTH = 4  # then evaluate_all: simulated moves are slow, the evaluation is good
ROLLOUT_NOISE = 1.2  # points of noise in the rollout policy
NEED_SHORT = 0.4  # points a card's worth counts less per resource it still lacks (needs)
PLAY_FIRST = 1.2  # a worthwhile card played now rather than after a placement
SURPLUS_FREE = 3  # units of a resource nothing wanted needs, still worth full value
SURPLUS_DECAY = 0.75  # ... and each further one worth this much less
RUGWORT_TAKE = 1.0  # solo: share of Rugwort's expected Meadow take charged to each card played
RUGWORT_DENY = 2.5  # solo: a basic event he would claim at your next Prepare, taken first

# Production per activation, in points.
PRODUCE = {
    "farm": 0.6, "mine": 0.8, "resin_refinery": 0.65, "twig_barge": 1.0, "general_store": 0.8,
    "fairgrounds": 1.0, "storehouse": 1.3, "woodcarver": 1.2, "doctor": 1.3, "monk": 1.8,
    "teacher": 0.6, "husband": 0.3, "chip_sweep": 0.9, "miner_mole": 0.9, "peddler": 0.3,
    "barge_toad": 0.3,
}  # fmt: skip
# A visit to a destination of one's own, in points.
VISIT = {
    "queen": 2.5, "inn": 1.6, "chapel": 2.0, "lookout": 1.6, "cemetery": 2.5,
    "monastery": 2.2, "post_office": 1.0, "university": 1.6,
}  # fmt: skip
# What a card does once (tan cards and discounts), in points.
ONCE = {
    "wanderer": 1.4, "postal_pigeon": 1.4, "bard": 1.0, "ranger": 1.0,
    "shepherd": 1.5, "undertaker": 0.8, "clock_tower": 3.0, "crane": 1.6, "innkeeper": 1.6,
    "dungeon": 2.2, "judge": 1.5, "architect": 2.0, "king": 1.5,
}  # fmt: skip
PER_LATER_PLAY = {"historian": 0.4, "shopkeeper": 0.3, "courthouse": 0.45}
# Conditional special event points, roughly, beyond their printed base.
EVENT_EXTRA = {
    "a_brilliant_marketing_plan": 4.0, "ancient_scrolls_discovered": 3.0,
    "capture_of_the_acorn_thieves": 3.0, "croak_wart_cure": -3.0,
    "graduation_of_scholars": 3.0, "under_new_management": 3.0,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Tables:
    ids: tuple[str, ...]
    partners: tuple[tuple[tuple[str, int], ...], ...]  # card -> (event id, partner card)
    hosts: tuple[int, ...]  # construction -> a critter it hosts (-1: none / any)
    kinds: dict[str, tuple[bool, bool]]  # card id -> (critter, unique)


_TABLES: dict[int, Tables] = {}


def _tables(data: EverdellData) -> Tables:
    tables = _TABLES.get(id(data))
    if tables is None:
        tables = _TABLES[id(data)] = _make_tables(data)
    return tables


def _make_tables(data: EverdellData) -> Tables:
    ids = data.cards
    partners: list[list[tuple[str, int]]] = [[] for _ in ids]
    for event in data.special_events:
        req = event.requires
        if len(req) == 2:
            partners[req[0]].append((event.id, req[1]))
            partners[req[1]].append((event.id, req[0]))
        else:
            for c in req:
                partners[c].append((event.id, -1))
    hosts = [-1] * len(ids)
    for c, pairing in enumerate(data.pairing):
        if data.critter[c]:
            for host_id in pairing:
                if host_id in ids:
                    hosts[ids.index(host_id)] = c
    kinds = {cid: (data.critter[c], data.unique[c]) for c, cid in enumerate(ids)}
    return Tables(ids, tuple(tuple(p) for p in partners), tuple(hosts), kinds)


# -- the seat's situation -----------------------------------------------------------------------


class Ctx:
    """What the valuation needs to know about one seat, computed once per decision."""

    __slots__ = (
        "_keep",
        "_low",
        "_rug",
        "_worth",
        "charge",
        "city_ids",
        "data",
        "hand_cards",
        "in_play",
        "later_plays",
        "need",
        "opponents",
        "placements_left",
        "prod_left",
        "rv",
        "scale",
        "season",
        "seasons_left",
        "seat",
        "solo",
        "spaces_left",
        "state",
        "t",
        "types",
    )

    def __init__(self, state: EverdellState, seat: int, charge: bool = True) -> None:
        data = state.data
        self.charge = charge  # solo: charge plays for Rugwort's Meadow take
        self.state = state
        self.data = data
        self.t = _tables(data)
        self.seat = seat
        self.solo = state.solo
        season = state.season[seat]
        self.season = season
        self.seasons_left = AUTUMN - season
        self.prod_left = (season < SPRING) + (season < AUTUMN)
        wbs = data.workers_by_season
        future = sum(wbs[s] for s in range(season + 1, AUTUMN + 1))
        self.placements_left = max(0, state.available(seat)) + future
        # Resources are worth less as the chances to spend them well run out.
        self.scale = min(1.0, 0.15 + 0.12 * self.placements_left)
        self.rv = tuple(v * self.scale for v in RESOURCE_VALUE)
        inst_card = data.inst_card
        city = state.cities[seat]
        self.city_ids = [self.t.ids[inst_card[i]] for i in city]
        self.types = state.type_counts(seat)
        self.spaces_left = data.city_size - state.city_spaces_used(seat)
        self.later_plays = min(self.spaces_left, 2 + 3 * self.seasons_left)
        self.opponents = [s for s in range(state.num_players) if s != seat]
        self._worth: dict[int, float] = {}
        self._keep: dict[int, float] = {}
        self._low: dict[float, int] = {}
        self._rug: float | None = None
        self.in_play = {data.special_events[i].id for i in state.specials}
        self.hand_cards = {inst_card[i] for i in state.hands[seat]}
        self.need = [0, 0, 0, 0]
        # Resources the best cards in hand (and Meadow) still lack.
        if not state.passed[seat] and state.num_players >= 1:
            have = state.res[seat]
            cost = data.cost

            def reach(c: int) -> float:
                short = sum(max(0, n - h) for n, h in zip(cost[c], have, strict=True))
                return self.worth(c) - NEED_SHORT * short

            cards = sorted({inst_card[i] for i in (*state.hands[seat], *state.open_meadow())},
                           key=reach, reverse=True)[:3]
            for c in cards:
                for r, amount in enumerate(data.cost[c]):
                    if amount > have[r]:
                        self.need[r] += amount - have[r]

    # -- cards -------------------------------------------------------------------------------

    def worth(self, card: int) -> float:
        """Points the card adds to this seat's final score if played now (cost not counted)."""
        cached = self._worth.get(card)
        if cached is None:
            cached = self._worth[card] = self._card_worth(card)
        return cached

    def _card_worth(self, card: int) -> float:
        data, t = self.data, self.t
        cid = t.ids[card]
        ctype = data.ctype[card]
        critter = data.critter[card]
        unique = data.unique[card]
        city = self.city_ids
        value = float(data.points[card])
        if cid == "fool":
            return 2.5 if self.solo else (2.0 if len(self.opponents) == 1 else 1.2)
        if ctype == PRODUCTION:
            per = PRODUCE.get(cid, 0.5)
            if cid == "general_store" and "farm" in city:
                per = 1.3
            elif cid == "barge_toad":
                per = 0.3 + 1.0 * city.count("farm")
            elif cid == "husband":
                per = 0.8 if ("farm" in city and "wife" in city) else 0.2
            value += per * (self.scale + self.prod_left)
        elif ctype == DESTINATION or cid == "queen":
            visits = min(3.0, self.placements_left / 3.5)
            value += VISIT.get(cid, 1.2) * visits
            if data.open[card] and not self.solo:
                value += 0.3 * len(self.opponents) * visits
        value += ONCE.get(cid, 0.0)
        if cid == "ruins":
            value += self._ruins()
        per_play = PER_LATER_PLAY.get(cid)
        if per_play:
            value += per_play * self.later_plays
        # Prosperity bonuses it earns, and that cards already in the city earn from it.
        if cid == "castle":
            value += sum(1 for i in city if self._common_construction(i)) + 1.0
        elif cid == "palace":
            value += sum(1 for i in city if self._unique_construction(i)) + 1.0
        elif cid == "school":
            value += sum(1 for i in city if self._common_critter(i)) + 0.8
        elif cid == "theatre":
            value += sum(1 for i in city if self._unique_critter(i)) + 0.8
        elif cid == "ever_tree":
            value += self.types[PROSPERITY] + 1.0 + 1.0  # and a free critter
        elif cid in ("wife", "husband"):
            other = "husband" if cid == "wife" else "wife"
            if city.count(other) > city.count(cid):
                value += 3.0
        if "castle" in city and not critter and not unique:
            value += 1.0
        if "palace" in city and not critter and unique:
            value += 1.0
        if "school" in city and critter and not unique:
            value += 1.0
        if "theatre" in city and critter and unique:
            value += 1.0
        if "ever_tree" in city and ctype == PROSPERITY:
            value += 1.0
        # Events it brings nearer.
        state = self.state
        owner = state.event_owner
        for event_id, partner in t.partners[card]:
            if event_id in owner or not self._in_play(event_id):
                continue
            bonus = 3.0 if self.solo else 1.5
            if partner < 0:  # The Everdell Games: two of each colour
                if self.types[ctype] < 2:
                    value += 0.6
                continue
            pid = t.ids[partner]
            if pid in city:
                value += 2.5 + bonus
            elif self._in_hand(partner):
                value += 1.0 + 0.5 * bonus
            else:
                value += 0.4
        for event in data.basic_events:
            if event.id in owner or state.loc[event.id]:
                continue
            need = event.needs[ctype]
            if need:
                have = self.types[ctype]
                if have + 1 == need:
                    value += 2.5
                elif have + 1 < need:
                    value += 2.5 / (need - have) * (0.5 + 0.2 * self.seasons_left)
        # Pairings: a construction hosting a critter we hold saves its cost.
        host_of = t.hosts[card]
        if host_of >= 0 and self._in_hand(host_of):
            value += 0.5 * sum(data.cost[host_of]) * 0.6
        # A space late in the game is precious.
        if cid != "wanderer":
            if self.spaces_left <= 1:
                value -= 1.5
            elif self.spaces_left <= 3:
                value -= 0.5
        return value

    def _ruins(self) -> float:
        """The Ruins: the best construction of the city given up (its resources back, its
        points and production lost) and two cards drawn; nothing to give up, a wasted space."""
        data = self.data
        best = None
        for i in self.state.cities[self.seat]:
            c = data.inst_card[i]
            if data.critter[c]:
                continue
            back = sum(v * n for v, n in zip(self.rv, data.cost[c], strict=True))
            lost = data.points[c] + PRODUCE.get(self.t.ids[c], 0.0) * self.prod_left
            net = back - lost
            best = net if best is None else max(best, net)
        if best is None:
            return -0.5
        return best + self.draw_value(2)

    def _common_construction(self, name: str) -> bool:
        return self.t.kinds[name] == (False, False)

    def _unique_construction(self, name: str) -> bool:
        return self.t.kinds[name] == (False, True)

    def _common_critter(self, name: str) -> bool:
        return self.t.kinds[name] == (True, False)

    def _unique_critter(self, name: str) -> bool:
        return self.t.kinds[name] == (True, True)

    def _in_play(self, event_id: str) -> bool:
        return event_id in self.in_play

    def _in_hand(self, card: int) -> bool:
        return card in self.hand_cards

    def rugwort_take(self) -> float:
        """Solo: the points Rugwort gains when you play a card (he takes a Meadow card at
        random: 2 points, 3 if purple; the Fool comes to your city instead)."""
        if not (self.solo and self.charge):
            return 0.0
        if self._rug is None:
            data = self.data
            rug = data.rugwort
            total = 0.0
            for inst in self.state.meadow:
                if inst < 0:
                    continue
                card = data.inst_card[inst]
                if self.t.ids[card] == "fool":
                    total += 2.0
                elif data.ctype[card] == PROSPERITY:
                    total += rug.points_per_prosperity_card
                else:
                    total += rug.points_per_card
            self._rug = RUGWORT_TAKE * total / max(1, data.meadow_size)
        return self._rug

    def rugwort_meets(self, event) -> int:
        """Solo: how many cards Rugwort's city lacks for a basic event."""
        have = self.state.type_counts(1)
        return sum(max(0, n - h) for n, h in zip(event.needs, have, strict=True))

    def inst_worth(self, inst: int) -> float:
        return self.worth(self.data.inst_card[inst])

    def keep_value(self, inst: int) -> float:
        """What a card in hand is worth keeping: its worth if it can still be played."""
        card = self.data.inst_card[inst]
        cached = self._keep.get(card)
        if cached is not None:
            return cached
        data = self.data
        if data.unique[card] and self.t.ids[card] in self.city_ids:
            value = 0.0
        else:
            cost = sum(v * n for v, n in zip(self.rv, data.cost[card], strict=True))
            reach = 0.35 + 0.1 * min(5, self.placements_left)
            value = max(0.0, (self.worth(card) - 0.5 * cost) * min(1.0, reach))
        self._keep[card] = value
        return value

    def low_cards(self, below: float) -> int:
        """Cards in hand worth keeping less than `below`."""
        count = self._low.get(below)
        if count is None:
            count = self._low[below] = sum(1 for i in self.state.hands[self.seat]
                                           if self.keep_value(i) < below)
        return count

    def gain_value(self, r: int) -> float:
        """One more of resource `r`, by how much the best cards need it."""
        need = self.need[r]
        if need:
            return self.rv[r] * (1.0 + 0.6 * min(2, need))
        # Nothing wanted needs it: each one beyond a small stock is worth less.
        surplus = self.state.res[self.seat][r] - SURPLUS_FREE
        return self.rv[r] * (SURPLUS_DECAY ** surplus if surplus > 0 else 1.0)

    def resources_value(self, amounts: tuple[int, ...] | list[int]) -> float:
        return sum(self.gain_value(r) * n for r, n in enumerate(amounts) if n)

    def draw_value(self, count: int) -> float:
        room = self.state.room(self.seat)
        return CARD_DRAW * min(count, room) * (0.4 + 0.6 * self.scale)

    def spare(self, r: int) -> int:
        """Units of `r` the seat has beyond what its best cards need."""
        return self.state.res[self.seat][r] - self.need[r]


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
    data, state = ctx.data, ctx.state
    if event_id.startswith("basic_"):
        value = 3.0
        if "king" in ctx.city_ids:
            value += 1.0
        if ctx.solo and ctx.season < AUTUMN:
            event = next(e for e in data.basic_events if e.id == event_id)
            short = ctx.rugwort_meets(event)
            value += RUGWORT_DENY / (1 + short)
        return value
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
            else:  # cemetery: the deck is unknown, the discard pile's top is known
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


def action_values(state: EverdellState, legal: list[Action], charge: bool = True) -> list[float]:
    """The value in points of each legal action for the seat to move (`charge`: solo, less
    what Rugwort takes from the Meadow after each card played)."""
    seat = state.to_move()
    assert seat is not None
    ctx = Ctx(state, seat, charge)
    if state.stack:
        return answer_values(ctx, legal)
    return turn_values(ctx, legal)


# -- the hooks ------------------------------------------------------------------------------------


def _pick_best(legal: list[Action], values: list[float], rng: random.Random,
               noise: float) -> Action:
    best, choice = -1e18, legal[0]
    for action, value in zip(legal, values, strict=True):
        if noise:
            value += rng.random() * noise
        if value > best:
            best, choice = value, action
    return choice


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    """The Easy level: a fair beginner, with a little noise."""
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return _pick_best(legal, action_values(state, legal), rng, 0.5)


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    return _pick_best(legal, action_values(state, legal), rng, ROLLOUT_NOISE)


def _key(state: EverdellState, action: Action) -> tuple:
    """Actions that differ only in which copy of a card they name do the same thing."""
    args = action.args
    if action.name == "discard_card" or (action.name == "play_card" and not state.stack
                                         and args and (args[0] in state.hands[state.current]
                                                       or args[0] in state.meadow)):
        where = "hand" if args[0] not in state.meadow else "meadow"
        return (action.name, where, state.card_id(args[0]), *args[1:])
    return (action.name, *args)


def candidate_actions(state: State) -> list[Action]:
    """Legal actions without copies that do the same, and only the best few by the heuristic
    valuation (claims always kept; never passing while a worker can still go)."""
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if len(legal) <= 1:
        return legal
    seen: set[tuple] = set()
    unique = []
    for action in legal:
        key = _key(state, action)
        if key not in seen:
            seen.add(key)
            unique.append(action)
    if not state.stack:
        if any(a.name == "place_worker" for a in unique):
            unique = [a for a in unique if a.name != "pass"] or unique
        limit = TOP_TURN
    else:
        limit = TOP_ANSWER
    if len(unique) <= limit:
        return unique
    # Solo: the search sees what Rugwort takes after a card is played; not charged here.
    values = action_values(state, unique)
    order = sorted(range(len(unique)), key=values.__getitem__, reverse=True)
    keep = set(order[:limit])
    return [a for i, a in enumerate(unique) if i in keep or a.name == "claim_event"]


# -- the evaluation -------------------------------------------------------------------------------


def projected_points(state: EverdellState) -> list[float]:
    """Points now plus what each seat can still turn into points."""
    sheet = state.scores()
    data = state.data
    result = []
    for seat in range(state.num_players):
        value = float(sheet.total(seat))
        if not state.passed[seat]:
            ctx = Ctx(state, seat)
            future = PLACEMENT * ctx.placements_left
            future += sum(v * n for v, n in zip(ctx.rv, state.res[seat], strict=True))
            hand = state.hands[seat]
            future += sum(min(1.2, ctx.keep_value(i)) for i in hand) * 0.6
            inst_card = data.inst_card
            for i in state.cities[seat]:
                c = inst_card[i]
                if data.ctype[c] == PRODUCTION:
                    future += PRODUCE.get(ctx.t.ids[c], 0.5) * ctx.prod_left
                elif data.ctype[c] == DESTINATION and ctx.t.ids[c] in VISIT:
                    future += 0.6 * VISIT[ctx.t.ids[c]] * min(3.0, ctx.placements_left / 3.5)
            future += _events_in_reach(ctx)
            cap = 3.5 * ctx.spaces_left + 4.0 + 0.5 * ctx.placements_left
            value += min(future, cap)
        result.append(value)
    return result


def _events_in_reach(ctx: Ctx) -> float:
    state, data = ctx.state, ctx.data
    owner = state.event_owner
    value = 0.0
    types = ctx.types
    for event in data.basic_events:
        if event.id in owner:
            continue
        short = sum(max(0, n - h) for n, h in zip(event.needs, types, strict=True))
        if short <= ctx.seasons_left + 1:
            value += 3.0 / (1 + short) * 0.5
    city = ctx.city_ids
    for index in state.specials:
        event = data.special_events[index]
        if event.id in owner or len(event.requires) != 2:
            continue
        have = sum(1 for c in event.requires if data.cards[c] in city)
        if ctx.solo:
            # Achieved, it also takes Rugwort's points for an unachieved special event away.
            swing = 3.0 + data.rugwort.points_per_unachieved_special[state.options["rugwort_year"]]
            if have == 2:
                value += 0.8 * swing
            elif have == 1 and ctx.seasons_left:
                value += 0.25 * swing
        elif have == 2:
            value += 2.0
        elif have == 1 and ctx.seasons_left:
            value += 0.8
    return value


def _rugwort_projection(state: EverdellState, mine: float) -> float:
    points = float(state.scores().total(1))
    season = state.season[0]
    if state.passed[0]:
        return points
    ctx = Ctx(state, 0)
    # He takes a Meadow card (2 points, 3 for purple) for each card you play from now on.
    plays = min(ctx.spaces_left, 1.0 + 0.45 * ctx.placements_left
                + 0.3 * sum(state.res[0]))
    points += 2.2 * plays
    if season < AUTUMN:
        rug = state.data.rugwort
        points += LOCATIONS[rug.journey[state.options["rugwort_year"]]].points
    # Basic events he may still claim at your next prepares.
    types = state.type_counts(1)
    for event in state.data.basic_events:
        if event.id in state.event_owner or season >= AUTUMN:
            continue
        short = sum(max(0, n - h) for n, h in zip(event.needs, types, strict=True))
        if short <= 2:
            points += 3.0 / (1 + short)
    return points


def _temperature(state: EverdellState) -> float:
    left = sum(AUTUMN - s for s in state.season) / (AUTUMN * state.num_players)
    return TEMPERATURE_END + (TEMPERATURE_START - TEMPERATURE_END) * left


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, estimated: a softmax over projected points (solo: against
    Rugwort's projected score)."""
    assert isinstance(state, EverdellState)
    if state.is_over():
        winners = state.scores().winners()
        return [1.0 / len(winners) if seat in winners else 0.0
                for seat in range(state.num_players)]
    est = projected_points(state)
    temp = _temperature(state)
    if state.solo:
        rugwort = _rugwort_projection(state, est[0])
        x = (est[0] - rugwort) / temp
        return [1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))]
    top = max(est)
    weights = [math.exp((e - top) / temp) for e in est]
    total = sum(weights)
    return [w / total for w in weights]


