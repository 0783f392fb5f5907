"""The card and position valuation for one seat (`Ctx`): what a card is worth if played
now, by season (printed points, production and visits still to come, prosperity bonuses,
events it brings nearer, pairings), what a card in hand is worth keeping, what a resource or
a card drawn is worth given what the best cards still lack, and, solo, what Rugwort takes
from the Meadow after each card played."""

from __future__ import annotations

from ..data import (
    AUTUMN,
    DESTINATION,
    PRODUCTION,
    PROSPERITY,
    SPRING,
)
from ..state import EverdellState
from . import specials
from .tables import (
    CARD_DRAW,
    NEED_CARDS,
    NEED_SHORT,
    ONCE,
    PER_LATER_PLAY,
    PRODUCE,
    RESOURCE_VALUE,
    RUGWORT_TAKE,
    SURPLUS_DECAY,
    SURPLUS_FREE,
    VISIT,
    _tables,
)

# -- the seat's situation -----------------------------------------------------------------------


class Ctx:
    """What the valuation needs to know about one seat, computed once per decision."""

    __slots__ = (
        "_basics",
        "_keep",
        "_low",
        "_need",
        "_rug",
        "_worth",
        "charge",
        "city_ids",
        "city_set",
        "data",
        "hand_cards",
        "later_plays",
        "location_values",
        "meadow_cards",
        "open_events",
        "opponents",
        "placements_left",
        "prod_left",
        "progress_plan",
        "rv",
        "scale",
        "season",
        "seasons_left",
        "seat",
        "solo",
        "spaces_left",
        "state",
        "t",
        "type_gains",
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
        if self.solo and season < AUTUMN and state.options["rugwort_year"] == 3:
            future -= 1  # Year 3: at his autumn Prepare Rugwort takes one of your workers
        self.placements_left = max(0, state.available(seat)) + future
        # Resources are worth less as the chances to spend them well run out.
        self.scale = min(1.0, 0.15 + 0.12 * self.placements_left)
        self.rv = tuple(v * self.scale for v in RESOURCE_VALUE)
        inst_card = data.inst_card
        city = state.cities[seat]
        self.city_ids = [self.t.ids[inst_card[i]] for i in city]
        self.city_set = frozenset(self.city_ids)
        self.types = state.type_counts(seat)
        self.spaces_left = data.city_size - state.city_spaces_used(seat)
        self.later_plays = min(self.spaces_left, 2 + 3 * self.seasons_left)
        self.opponents = [s for s in range(state.num_players) if s != seat]
        self._worth: dict[int, float] = {}
        self._keep: dict[int, float] = {}
        self.location_values: dict[str, float] = {}  # values.location_value
        self._low: dict[float, int] = {}
        self._rug: float | None = None
        self._basics: list[tuple[int, ...]] | None = None  # open basic events' needs
        self.open_events: list | None = None  # specials.open_specials, once asked for
        self.type_gains: dict[str, float] = {}  # specials._type_gain
        self.progress_plan: tuple | None = None  # specials._progress_plan
        self.hand_cards = {inst_card[i] for i in state.hands[seat]}
        self.meadow_cards = {inst_card[i] for i in state.open_meadow()}
        self._need: list[int] | None = None  # the `need` property

    @property
    def need(self) -> list[int]:
        """Resources the best cards in hand (and Meadow) still lack, by resource: worked out
        when first asked for (a discard, say, never asks)."""
        need = self._need
        if need is None:
            need = self._need = self._find_need()
        return need

    def _find_need(self) -> list[int]:
        state, data, seat = self.state, self.data, self.seat
        need = [0, 0, 0, 0]
        if state.passed[seat]:
            return need
        inst_card = data.inst_card
        have = state.res[seat]
        h0, h1, h2, h3 = have
        cost = data.cost
        worth = self.worth

        def reach(c: int) -> float:  # the hot path of every valuation: written out
            n0, n1, n2, n3 = cost[c]
            short = ((n0 - h0 if n0 > h0 else 0) + (n1 - h1 if n1 > h1 else 0)
                     + (n2 - h2 if n2 > h2 else 0) + (n3 - h3 if n3 > h3 else 0))
            return worth(c) - NEED_SHORT * short

        cards = sorted({inst_card[i] for i in (*state.hands[seat], *state.open_meadow())},
                       key=reach, reverse=True)[:NEED_CARDS]
        for c in cards:
            for r, amount in enumerate(cost[c]):
                if amount > have[r]:
                    need[r] += amount - have[r]
        return need

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
        in_city = self.city_set
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
        if "castle" in in_city and not critter and not unique:
            value += 1.0
        if "palace" in in_city and not critter and unique:
            value += 1.0
        if "school" in in_city and critter and not unique:
            value += 1.0
        if "theatre" in in_city and critter and unique:
            value += 1.0
        if "ever_tree" in in_city and ctype == PROSPERITY:
            value += 1.0
        # Events it brings nearer.
        value += specials.card_progress(self, card)
        basics = self._basics
        if basics is None:
            state = self.state
            owner = state.event_owner
            basics = self._basics = [event.needs for event in data.basic_events
                                     if not (event.id in owner or state.loc[event.id])]
        for needs in basics:
            need = needs[ctype]
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

    def _in_hand(self, card: int) -> bool:
        return card in self.hand_cards

    def city_to_come(self) -> tuple[float, float]:
        """Points the city's production and its own destinations' visits may still bring:
        production per activation times those left, visits by the placements left."""
        data, ids = self.data, self.t.ids
        production = visits = 0.0
        visits_each = min(3.0, self.placements_left / 3.5)
        for i in self.state.cities[self.seat]:
            c = data.inst_card[i]
            if data.ctype[c] == PRODUCTION:
                production += PRODUCE.get(ids[c], 0.5) * self.prod_left
            elif data.ctype[c] == DESTINATION and ids[c] in VISIT:
                visits += VISIT[ids[c]] * visits_each
        return production, visits

    def events_in_reach(self) -> float:
        """Points the open events may still bring: basic events by how few cards the city
        lacks, special events by how many of their two cards it has."""
        state, data = self.state, self.data
        owner = state.event_owner
        value = 0.0
        types = self.types
        for event in data.basic_events:
            if event.id in owner:
                continue
            short = sum(max(0, n - h) for n, h in zip(event.needs, types, strict=True))
            if short <= self.seasons_left + 1:
                value += 3.0 / (1 + short) * 0.5
        city = self.city_set
        for index in state.specials:
            event = data.special_events[index]
            if event.id in owner or len(event.requires) != 2:
                continue
            have = sum(1 for c in event.requires if data.cards[c] in city)
            if self.solo:
                # Achieved, it also takes Rugwort's points for an unachieved special event away.
                year = state.options["rugwort_year"]
                swing = 3.0 + data.rugwort.points_per_unachieved_special[year]
                if have == 2:
                    value += 0.8 * swing
                elif have == 1 and self.seasons_left:
                    value += 0.25 * swing
            elif have == 2:
                value += 2.0
            elif have == 1 and self.seasons_left:
                value += 0.8
        return value

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
        if data.unique[card] and self.t.ids[card] in self.city_set:
            value = 0.0
        elif self.seasons_left == 0 and self.placements_left <= 1:
            # The end of the game: a card is worth only what it can still become. With what the
            # seat holds now it can be played; short of a little, the last worker might bring
            # it; otherwise it is worth nothing (and a Journey discard all the more).
            have = self.state.res[self.seat]
            short = sum(max(0, n - h) for n, h in zip(data.cost[card], have, strict=True))
            if self.spaces_left <= 0 or short > 2 * self.placements_left:
                value = 0.0
            else:
                value = max(0.0, self.worth(card)) * (1.0 if short == 0 else 0.3)
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
