"""The Everdell game state and its turn structure (shared/rules/everdell.md).

A turn is one action: `place_worker`, `visit_destination`, `claim_event`, `play_card`,
`prepare_for_season`, or `pass` (autumn). Effects that need decisions push pending inputs
(pending.py) answered one at a time; card behaviour lives in the cards package, keyed by card id.

Cards are physical copies numbered 0..127 (instance ids, grouped by card in data order).
Rows: seats 0..n-1; in a solo game row n is Rugwort, who is no seat (ScoreSheet row, events
owner, worker owner), and whose moves happen inside `apply`.

RULES_CHOICES (where the rules page is silent; also in assets/games/everdell/rules_choices.md):
- Judge's swap is a payment of its own: it is not combined with occupying, Crane, Innkeeper or
  Dungeon (those say "not with any other card-playing ability"; we treat the Judge alike).
- Inn, Queen, Postal Pigeon, Cemetery and the forest discount offer only their own payment.
- Chip Sweep may not activate a Chip Sweep or Miner Mole, and Miner Mole may not copy either:
  otherwise two of them could copy each other forever.
- A card leaving a city (Ruins, University, Crane, Innkeeper, Croak Wart Cure, Acorn Thieves)
  returns any workers on it to their owners, discards its prisoners and what lies on it.
- The Ranger moves a worker from a location or a destination card, not from an event, the
  Cemetery or the Monastery; the new place must differ from the old.
- A passed player receives nothing (cards are discarded, resources return to the supply) and
  a Fool may not be played into a passed player's city nor into one that holds a Fool.
- Miner Mole copying a Storehouse gives the resources to the copier directly.
- Peddler, Brilliant Marketing Plan, Under New Management: resources are chosen one at a time.
- Solo: the forest worker moves to the next forest card in the row (wrapping); blocked Meadow
  slots cannot be taken, played or discarded by you; Rugwort's city has no size limit; his Fool
  lands in your city when it has room, else it is discarded; cards given to him are discarded.
"""

from __future__ import annotations

import random
from bisect import insort
from itertools import repeat
from operator import is_
from typing import Any, NamedTuple

from ...engine import Action, Event, IllegalActionError, State
from ...engine.scoring import ScoreSheet
from .data import EverdellData, Location
from .payment import affordable, judge_swaps, reductions
from .pending import AUTOMATIC, END_TURN, GAIN, Pending

CATEGORIES = ("cards", "tokens", "prosperity", "journey", "basic_events", "special_events")
RESOURCE_NAMES = ("twig", "resin", "pebble", "berry")


class Actions:
    """Interned actions: legal-move lists are cheap and membership checks hit by identity."""

    def __init__(self) -> None:
        self._cache: dict[tuple[str, tuple[Any, ...]], Action] = {}
        self.prepare = self.get("prepare_for_season")
        self.pass_ = self.get("pass")
        self.done = self.get("done")
        self.decline = self.get("decline")
        self.resource = [self.get("choose_resource", r) for r in RESOURCE_NAMES]

    def get(self, name: str, *args: Any) -> Action:
        key = (name, args)
        action = self._cache.get(key)
        if action is None:
            action = self._cache[key] = Action(name, args)
        return action


class PaymentHelpers(NamedTuple):
    """A city's payment helpers (an instance each, or -1) and its unoccupied cards, as
    (card, instance) in city order: the hosts a critter may occupy are among them."""

    judge: int
    crane: int
    innkeeper: int
    dungeon: int
    free: list[tuple[int, int]]


class EverdellState(State):
    automata: tuple[str, ...] = ()

    def __init__(self, spec: Any, data: EverdellData, acts: Actions, num_players: int,
                 options: dict[str, Any], rng: random.Random) -> None:
        self.spec = spec
        self.data = data
        self.acts = acts
        self.num_players = num_players
        self.options = options
        self.rng = rng
        self.solo = num_players == 1
        if self.solo:
            self.automata = ("rugwort",)
        rows = num_players + (1 if self.solo else 0)
        self.deck: list[int] = []  # the top is the end of the list
        self.discard: list[int] = []
        self.meadow: list[int] = [-1] * data.meadow_size
        self.forest: list[int] = []  # indices into data.forest
        self.specials: list[int] = []  # indices into data.special_events
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.cities: list[list[int]] = [[] for _ in range(rows)]
        self.res: list[list[int]] = [[0, 0, 0, 0] for _ in range(rows)]
        self.tokens = [0] * rows
        self.season = [0] * num_players
        self.workers = [data.workers_by_season[0]] * num_players
        self.deployed = [0] * num_players
        self.passed = [False] * num_players
        # Workers by place: location and event ids -> owners (rows), in placement order.
        self.loc: dict[str, list[int]] = {}
        self.card_workers: dict[int, list[int]] = {}  # destination card -> owners
        self.occupied: set[int] = set()  # constructions whose occupied token is used
        self.card_tokens: dict[int, int] = {}  # point tokens on Chapel / Clock Tower
        self.store: dict[int, list[int]] = {}  # resources on a Storehouse
        self.prisoners: dict[int, list[int]] = {}  # Dungeon -> imprisoned critters
        self.event_owner: dict[str, int] = {}
        self.event_cards: dict[str, list[int]] = {}  # cards under a special event
        self.event_res: dict[str, list[int]] = {}  # resources on a special event
        self.event_tokens: dict[str, int] = {}  # point tokens on a special event
        self.rug_slots: list[int] = []  # solo: Meadow slots (0-based) Rugwort's workers block
        self.current = 0
        self.over = False
        self.stack: list[Pending] = []
        self._legal: list[Action] | None = None

    # -- the contract -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.stack:
            return self.stack[-1].seat
        return self.current

    def is_over(self) -> bool:
        return self.over

    def rng_state(self) -> object:
        return self.rng.getstate()

    def legal_actions(self) -> list[Action]:
        cached = self._legal
        if cached is None:
            cached = self._legal = self._list_legal_actions()
        return list(cached)

    def is_legal(self, action: Action) -> bool:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._list_legal_actions()
        return any(map(is_, legal, repeat(action))) or action in legal

    def apply(self, action: Action) -> list[Event]:
        if not self.is_legal(action):
            raise IllegalActionError(f"{action} is not legal now")
        self._legal = None
        events: list[Event] = []
        from . import decisions

        if self.stack:
            decisions.answer(self, self.stack[-1], action, events)
        else:
            self.stack.append(Pending(END_TURN, self.current))
            decisions.turn_action(self, action, events)
        self.run(events)
        return events

    def _list_legal_actions(self) -> list[Action]:
        if self.over:
            return []
        from . import decisions

        if self.stack:
            return decisions.legal(self, self.stack[-1])
        return decisions.turn_actions(self, self.current)

    def run(self, events: list[Event]) -> None:
        """Run automatic steps until a decision waits or the turn is over."""
        from . import decisions

        stack = self.stack
        while stack and stack[-1].kind in AUTOMATIC:
            decisions.automatic(self, stack.pop(), events)
        self._legal = None

    # -- basic bookkeeping --------------------------------------------------------------------

    def card_of(self, inst: int) -> int:
        return self.data.inst_card[inst]

    def card_id(self, inst: int) -> str:
        return self.data.cards[self.data.inst_card[inst]]

    def rows(self) -> int:
        return len(self.cities)

    def opponents(self, seat: int) -> list[int]:
        """Rows that can receive things from `seat`: opponents who have not passed (and
        Rugwort in a solo game)."""
        if self.solo:
            return [1]
        return [s for s in range(self.num_players) if s != seat and not self.passed[s]]

    def available(self, seat: int) -> int:
        return self.workers[seat] - self.deployed[seat]

    def room(self, seat: int) -> int:
        if seat >= self.num_players:
            return 0
        return self.data.hand_limit - len(self.hands[seat])

    def count_in_city(self, row: int, card: int) -> int:
        inst_card = self.data.inst_card
        return sum(1 for i in self.cities[row] if inst_card[i] == card)

    def find_in_city(self, row: int, card: int) -> int:
        inst_card = self.data.inst_card
        for i in self.cities[row]:
            if inst_card[i] == card:
                return i
        return -1

    def type_counts(self, row: int) -> list[int]:
        counts = [0, 0, 0, 0, 0]
        data = self.data
        for i in self.cities[row]:
            counts[data.ctype[data.inst_card[i]]] += 1
        return counts

    def event(self, key: str, seat: int | None, events: list[Event], **args: Any) -> None:
        if seat is not None and seat >= self.num_players:
            seat = None  # about Rugwort, who is no seat
            args["automaton"] = self.automata[0]
        events.append(Event("everdell." + key, seat, args))

    # -- cards moving -------------------------------------------------------------------------

    def _refill_deck(self, events: list[Event]) -> bool:
        if self.deck:
            return True
        if not self.discard:
            return False
        self.deck = self.discard
        self.discard = []
        self.rng.shuffle(self.deck)
        self.event("reshuffle", None, events, count=len(self.deck))
        return True

    def reveal(self, count: int, events: list[Event]) -> list[int]:
        """Take up to `count` cards off the deck (reshuffling the discard pile when empty)."""
        cards = []
        for _ in range(count):
            if not self._refill_deck(events):
                break
            cards.append(self.deck.pop())
        return cards

    def draw(self, seat: int, count: int, events: list[Event]) -> int:
        """Draw up to `count` cards, stopping at the hand limit; returns how many."""
        count = min(count, self.room(seat))
        drawn = 0
        hand = self.hands[seat]
        for _ in range(count):
            if not self._refill_deck(events):
                break
            insort(hand, self.deck.pop())
            drawn += 1
        if drawn:
            self.event("draw", seat, events, count=drawn)
        return drawn

    def to_hand(self, seat: int, inst: int) -> bool:
        """Put a card into a hand if it has room, else discard it."""
        if seat < self.num_players and len(self.hands[seat]) < self.data.hand_limit:
            insort(self.hands[seat], inst)
            return True
        self.discard.append(inst)
        return False

    def discard_from_hand(self, seat: int, inst: int) -> None:
        self.hands[seat].remove(inst)
        self.discard.append(inst)

    def refill_meadow(self, events: list[Event]) -> None:
        meadow = self.meadow
        for slot in range(len(meadow)):
            if meadow[slot] < 0:
                if not self._refill_deck(events):
                    return
                meadow[slot] = self.deck.pop()
                self.event("meadow_refill", None, events, slot=slot,
                           card=self.card_id(meadow[slot]))

    def take_from_meadow(self, inst: int) -> None:
        self.meadow[self.meadow.index(inst)] = -1

    def open_meadow(self) -> list[int]:
        """Meadow cards the player may take (solo: not the slots Rugwort blocks)."""
        blocked = self.rug_slots
        return [c for s, c in enumerate(self.meadow) if c >= 0 and s not in blocked]

    def remove_from_city(self, row: int, inst: int, events: list[Event], to_discard: bool = True
                         ) -> None:
        """A card leaves a city: workers on it go home, prisoners and what lies on it go."""
        self.cities[row].remove(inst)
        for owner in self.card_workers.pop(inst, ()):
            if owner < self.num_players:
                self.deployed[owner] -= 1
        self.occupied.discard(inst)
        self.card_tokens.pop(inst, None)
        self.store.pop(inst, None)
        for prisoner in self.prisoners.pop(inst, ()):
            self.discard.append(prisoner)
        if to_discard:
            self.discard.append(inst)

    def gain(self, row: int, resources: tuple[int, ...] | list[int], events: list[Event]) -> None:
        if not any(resources):
            return
        have = self.res[row]
        for r in range(4):
            have[r] += resources[r]
        self.event("gain", row, events, **{n: v for n, v in zip(RESOURCE_NAMES, resources,
                                                                 strict=True) if v})

    def add_tokens(self, row: int, count: int, events: list[Event]) -> None:
        if count:
            self.tokens[row] += count
            self.event("point_tokens", row, events, count=count)

    def push(self, kind: str, seat: int, purpose: str = "", card: int = -1, n: int = 0,
             m: int = 0, cards: list[int] | None = None, vals: list[int] | None = None,
             target: int = -1) -> None:
        self.stack.append(Pending(kind, seat, purpose, card, n, m,
                                  cards if cards is not None else [],
                                  vals if vals is not None else [], target))

    def gain_any(self, seat: int, count: int, purpose: str = "any",
                 allowed: tuple[int, ...] = (0, 1, 2, 3)) -> None:
        if count > 0:
            self.push(GAIN, seat, purpose, n=count, cards=list(allowed))

    # -- the city -----------------------------------------------------------------------------

    def city_spaces_used(self, row: int) -> int:
        data = self.data
        used = husbands = wives = 0
        wanderer, husband, wife = WANDERER_H, HUSBAND_H, WIFE_H
        for i in self.cities[row]:
            c = data.inst_card[i]
            if c == wanderer:
                continue
            if c == husband:
                husbands += 1
            elif c == wife:
                wives += 1
            used += 1
        return used - min(husbands, wives)

    def fits_in_city(self, row: int, card: int, used: int | None = None) -> bool:
        """Uniqueness and the 15 spaces (Wanderer takes none, Husband and Wife share one, the
        Ruins replace a Construction); `used`: the row's `city_spaces_used`, if known."""
        data = self.data
        if data.unique[card] and self.find_in_city(row, card) >= 0:
            return False
        if card in (WANDERER_H, RUINS_H):
            return True
        if card == HUSBAND_H and self.count_in_city(row, WIFE_H) > self.count_in_city(row,
                                                                                     HUSBAND_H):
            return True
        if card == WIFE_H and self.count_in_city(row, HUSBAND_H) > self.count_in_city(row,
                                                                                    WIFE_H):
            return True
        if used is None:
            used = self.city_spaces_used(row)
        return used < data.city_size

    def full_city_allows(self, seat: int, card: int, used: int | None = None) -> bool:
        """A full city where the card would fit if one card left it (by its payment;
        `used`: the city's `city_spaces_used`, if known)."""
        data = self.data
        if card == FOOL_H or (data.unique[card] and self.find_in_city(seat, card) >= 0):
            return False
        if used is None:
            used = self.city_spaces_used(seat)
        return used >= data.city_size

    def fool_targets(self, seat: int) -> list[int]:
        if self.solo:
            return [1]
        return [s for s in range(self.num_players)
                if s != seat and not self.passed[s] and self.fits_in_city(s, FOOL_H)]

    def can_enter(self, seat: int, card: int, used: int | None = None) -> bool:
        """Whether the card may go into a city when `seat` plays it (not the payment;
        `used`: the city's `city_spaces_used`, if known)."""
        if card == FOOL_H:
            return bool(self.fool_targets(seat))
        if card == RUINS_H:
            data = self.data
            if not any(not data.critter[data.inst_card[i]] for i in self.cities[seat]):
                return False
        return self.fits_in_city(seat, card, used)

    def payment_helpers(self, seat: int) -> PaymentHelpers:
        """What in the city may pay for a card, the same for every card: one scan of the city
        for all the cards a turn may play."""
        inst_card = self.data.inst_card
        judge = crane = innkeeper = dungeon = -1
        free: list[tuple[int, int]] = []
        occupied = self.occupied
        for i in self.cities[seat]:
            c = inst_card[i]
            if c == JUDGE_H:
                judge = i
            elif c == CRANE_H:
                crane = i
            elif c == INNKEEPER_H:
                innkeeper = i
            elif c == DUNGEON_H:
                dungeon = i
            if i not in occupied:
                free.append((c, i))
        return PaymentHelpers(judge, crane, innkeeper, dungeon, free)

    def payments(self, seat: int, inst: int,
                 helpers: PaymentHelpers | None = None) -> list[tuple[Any, ...]]:
        """Every way `seat` may pay for the card: the arguments after the card in play_card
        (`helpers`: the seat's `payment_helpers`, if known)."""
        data = self.data
        card = data.inst_card[inst]
        cost = data.cost[card]
        have = self.res[seat]
        result: list[tuple[Any, ...]] = []
        if affordable(have, cost):
            result.append(("cost",))
        city = self.cities[seat]
        inst_card = data.inst_card
        if helpers is None:
            helpers = self.payment_helpers(seat)
        judge, crane, innkeeper, dungeon, free = helpers
        hosts: dict[int, int] = {}
        critter = data.critter[card]
        if critter:
            pairing = data.pairing[card]
            cards = data.cards
            for c, i in free:
                if c == EVER_TREE_H or cards[c] in pairing:
                    hosts.setdefault(c, i)
        if judge >= 0:
            for give, take, paid in judge_swaps(cost):
                if affordable(have, paid):
                    result.append(("judge", RESOURCE_NAMES[give], RESOURCE_NAMES[take]))
        for host in hosts.values():
            result.append(("occupy", host))
        if crane >= 0 and not critter:
            for paid in reductions(cost, 3):
                if affordable(have, paid):
                    result.append(("crane", crane, *paid))
        if innkeeper >= 0 and critter and have[3] >= max(0, cost[3] - 3):
            result.append(("innkeeper", innkeeper))
        if dungeon >= 0 and len(self.prisoners.get(dungeon, ())) < self.dungeon_cells(seat):
            seen: set[int] = set()
            for i in city:
                c = inst_card[i]
                if data.critter[c] and c not in seen:
                    seen.add(c)
                    for paid in reductions(cost, 3):
                        if affordable(have, paid):
                            result.append(("dungeon", i, *paid))
        return result

    def dungeon_cells(self, row: int) -> int:
        return 2 if self.find_in_city(row, RANGER_H) >= 0 else 1

    # -- locations ----------------------------------------------------------------------------

    def location(self, loc_id: str) -> Location:
        return LOCATIONS[loc_id]

    def location_reward(self, seat: int, loc: Location, events: list[Event]) -> None:
        from . import cards

        if loc.points:
            self.add_tokens(seat, loc.points, events)
        self.gain(seat, loc.gain, events)
        if loc.effect:
            cards.location_effect(self, seat, loc, events)
        if loc.cards and loc.effect != "copy_basic":
            self.draw(seat, loc.cards, events)
        self.gain_any(seat, loc.any)

    # -- scores -------------------------------------------------------------------------------

    def scores(self) -> ScoreSheet:
        from .scoring import score_sheet

        return score_sheet(self)

    # -- copies -------------------------------------------------------------------------------

    def clone(self) -> EverdellState:
        other = EverdellState.__new__(EverdellState)
        other.spec = self.spec
        other.data = self.data
        other.acts = self.acts
        other.num_players = self.num_players
        other.options = self.options
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.solo = self.solo
        other.automata = self.automata
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.meadow = self.meadow[:]
        other.forest = self.forest
        other.specials = self.specials
        other.hands = [h[:] for h in self.hands]
        other.cities = [c[:] for c in self.cities]
        other.res = [r[:] for r in self.res]
        other.tokens = self.tokens[:]
        other.season = self.season[:]
        other.workers = self.workers[:]
        other.deployed = self.deployed[:]
        other.passed = self.passed[:]
        other.loc = {k: v[:] for k, v in self.loc.items()}
        other.card_workers = {k: v[:] for k, v in self.card_workers.items()}
        other.occupied = set(self.occupied)
        other.card_tokens = dict(self.card_tokens)
        other.store = {k: v[:] for k, v in self.store.items()}
        other.prisoners = {k: v[:] for k, v in self.prisoners.items()}
        other.event_owner = dict(self.event_owner)
        other.event_cards = {k: v[:] for k, v in self.event_cards.items()}
        other.event_res = {k: v[:] for k, v in self.event_res.items()}
        other.event_tokens = dict(self.event_tokens)
        other.rug_slots = self.rug_slots[:]
        other.current = self.current
        other.over = self.over
        other.stack = [p.copy() for p in self.stack]
        other._legal = self._legal
        return other

    def observe(self, seat: int) -> Any:
        from .observation import observe

        return observe(self, seat)

    def to_position(self) -> dict[str, Any]:
        from .position import to_position

        return to_position(self)


def _index(card_id: str) -> int:
    from .data import CARD_IDS

    return CARD_IDS.index(card_id)


# Card indices the rules refer to by name (fixed ids, briefs/everdell_ids.md).
WANDERER_H = _index("wanderer")
HUSBAND_H = _index("husband")
WIFE_H = _index("wife")
RUINS_H = _index("ruins")
FOOL_H = _index("fool")
JUDGE_H = _index("judge")
CRANE_H = _index("crane")
INNKEEPER_H = _index("innkeeper")
DUNGEON_H = _index("dungeon")
EVER_TREE_H = _index("ever_tree")
RANGER_H = _index("ranger")
LOCATIONS: dict[str, Location] = {}


def register_locations(data: EverdellData) -> None:
    for loc in (*data.basic, *data.forest, data.haven, *data.journey):
        LOCATIONS[loc.id] = loc

