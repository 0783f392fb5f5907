"""The Everdell position format: a readable TOML snapshot of a full state (docs/positions.md).

Cards are written by id ("farm"); `to_position` writes the copy too ("farm#2", copies
numbered from 0) so a position reads back exactly. A plain id takes the first copy not named
elsewhere. Only `game` and `players` are required. What is left out becomes what the rules
could have dealt: the forest cards and special events the position names (then the first
ones), the cards not placed elsewhere shuffled into the deck, Rugwort's workers and blocked
Meadow slots where his season puts them, everything else empty or zero. A
position the rules cannot reach or go on from is refused with a `PositionError` naming the key.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.files import short
from ...engine.positions import (
    check_keys,
    check_type,
    int_in,
    key_path,
    read,
    read_choice,
    read_int,
    read_ints,
    read_list,
    read_setup,
    read_table,
    refuse,
    strings_in,
    unique,
    with_named,
)
from .data import (
    AUTUMN,
    BASIC_EVENT_IDS,
    BASIC_IDS,
    FOREST_IDS,
    JOURNEY_IDS,
    RESOURCES,
    SEASONS,
    SPECIAL_EVENT_IDS,
)
from .pending import PICK, RUG_PREPARE, Pending
from .position_pending import CARD_LISTS, CARD_VALS, check_stack, read_pending
from .state import EverdellState

if TYPE_CHECKING:
    from . import EverdellSpec

TOP_KEYS = (
    "game", "players", "options", "current", "over", "forest", "special_events", "deck",
    "discard", "meadow", "workers", "events", "seats", "rugwort", "pending",
)  # fmt: skip
SEAT_KEYS = ("hand", "resources", "point_tokens", "season", "workers", "passed", "city")
CITY_KEYS = ("card", "occupied", "workers", "tokens", "store", "prisoners")
RUGWORT_KEYS = ("city", "point_tokens", "resources", "meadow_blocks")
EVENT_KEYS = ("owner", "cards", "resources", "tokens")
# Resources and point tokens a player holds: real games stay far below; this stops absurd ones.
MAX_AMOUNT = 999
# What lies on an achieved special event (cards/events.py, cards/answers.py): cards (at most,
# critters only), resources (at most per resource, in all), point tokens (at most).
EVENT_CARDS = {
    "ancient_scrolls_discovered": (5, False), "capture_of_the_acorn_thieves": (2, True),
    "graduation_of_scholars": (3, True),
}  # fmt: skip
EVENT_RESOURCES = {
    "an_evening_of_fireworks": ((3, 0, 0, 0), 3), "performer_in_residence": ((0, 0, 0, 3), 3),
    "under_new_management": ((3, 3, 3, 3), 3),
}  # fmt: skip
EVENT_TOKENS = {"a_brilliant_marketing_plan": 6}
CARD_TOKENS = {"chapel": MAX_AMOUNT, "clock_tower": 3}  # point tokens a card may hold
MAX_PRISONERS = 2  # a Dungeon's cells (the second with a Ranger)

def card_ref(state: EverdellState, inst: int) -> str:
    if inst < 0:
        return ""  # a card hidden from the observer
    data = state.data
    card = data.inst_card[inst]
    first = data.inst_card.index(card)
    return f"{data.cards[card]}#{inst - first}"


def _resources(values: list[int]) -> dict[str, int]:
    return dict(zip(RESOURCES, values, strict=True))


def _city_entry(state: EverdellState, inst: int) -> Any:
    entry: dict[str, Any] = {"card": card_ref(state, inst)}
    if inst in state.occupied:
        entry["occupied"] = True
    if state.card_workers.get(inst):
        entry["workers"] = list(state.card_workers[inst])
    if inst in state.card_tokens:
        entry["tokens"] = state.card_tokens[inst]
    if inst in state.store:
        entry["store"] = _resources(state.store[inst])
    if inst in state.prisoners:
        entry["prisoners"] = [card_ref(state, i) for i in state.prisoners[inst]]
    return entry


def to_position(state: EverdellState) -> dict[str, Any]:
    data = state.data
    ref = lambda inst: card_ref(state, inst)  # noqa: E731
    seats = []
    for seat in range(state.num_players):
        seats.append({
            "hand": [ref(i) for i in state.hands[seat]],
            "resources": _resources(state.res[seat]),
            "point_tokens": state.tokens[seat],
            "season": SEASONS[state.season[seat]],
            "workers": state.workers[seat],
            "passed": state.passed[seat],
            "city": [_city_entry(state, i) for i in state.cities[seat]],
        })
    position: dict[str, Any] = {
        "game": "everdell",
        "players": state.num_players,
        "options": dict(state.options),
        "current": state.current,
        "over": state.over,
        "forest": [data.forest[i].id for i in state.forest],
        "special_events": [data.special_events[i].id for i in state.specials],
        "deck": [ref(i) for i in state.deck],
        "discard": [ref(i) for i in state.discard],
        "meadow": [ref(i) if i >= 0 else "" for i in state.meadow],
        "workers": {k: list(v) for k, v in state.loc.items() if v},
        "events": {},
        "seats": seats,
    }
    for event_id, owner in state.event_owner.items():
        entry: dict[str, Any] = {"owner": owner}
        if event_id in state.event_cards:
            entry["cards"] = [ref(i) for i in state.event_cards[event_id]]
        if event_id in state.event_res:
            entry["resources"] = _resources(state.event_res[event_id])
        if event_id in state.event_tokens:
            entry["tokens"] = state.event_tokens[event_id]
        position["events"][event_id] = entry
    if state.solo:
        position["rugwort"] = {
            "city": [_city_entry(state, i) for i in state.cities[1]],
            "point_tokens": state.tokens[1],
            "resources": _resources(state.res[1]),
            "meadow_blocks": [s + 1 for s in state.rug_slots],
        }
    position["pending"] = [_pending(state, p) for p in state.stack]
    return position


def _pending(state: EverdellState, p: Pending) -> dict[str, Any]:
    ref = lambda inst: card_ref(state, inst)  # noqa: E731
    return {
        "kind": p.kind,
        "seat": p.seat,
        "purpose": p.purpose,
        "card": ref(p.card) if p.card >= 0 else "",
        "n": p.n,
        "m": p.m,
        "cards": [ref(i) for i in p.cards] if p.kind in CARD_LISTS else list(p.cards),
        "vals": [ref(i) for i in p.vals] if p.kind in CARD_VALS else list(p.vals),
        "target": p.target,
    }


# -- reading ------------------------------------------------------------------------------------


class Cards:
    """Hands out card instances by reference, each physical card once."""

    def __init__(self, state: EverdellState, pos: Mapping[str, Any]) -> None:
        self.data = state.data
        self.taken: set[int] = set()
        self.named: set[int] = set()
        for text in strings_in(pos):
            if "#" in text:
                inst = self._exact(text)
                if inst is not None:
                    self.named.add(inst)

    def _exact(self, text: str) -> int | None:
        name, _, copy = text.partition("#")
        data = self.data
        if name not in data.cards or not copy.isdigit() or len(copy) > 3:
            return None
        card = data.cards.index(name)
        if int(copy) >= data.copies[card]:
            return None
        return data.inst_card.index(card) + int(copy)

    def _copies(self, name: str) -> range:
        card = self.data.cards.index(name)
        first = self.data.inst_card.index(card)
        return range(first, first + self.data.copies[card])

    def take(self, text: Any, path: str) -> int:
        """The card, now placed: it is nowhere else."""
        inst = self._resolve(text, path)
        if inst is None:
            name = text.partition("#")[0]
            free = [i for i in self._copies(name) if i not in self.taken and i not in self.named]
            if not free:
                raise refuse(path, f"more {name!r} cards than the game has")
            inst = free[0]
        elif inst in self.taken:
            raise refuse(path, f"{short(text)} is already placed elsewhere")
        self.taken.add(inst)
        return inst

    def refer(self, text: Any, path: str) -> int:
        """A card placed elsewhere (a plain id: its first copy placed so far)."""
        inst = self._resolve(text, path)
        if inst is None:
            inst = next((i for i in self._copies(text) if i in self.taken), None)
            if inst is None:
                raise refuse(path, f"no {text!r} card is in play")
        return inst

    def _resolve(self, text: Any, path: str) -> int | None:
        """The copy `text` names ("farm#1"), or None for a plain id."""
        if not isinstance(text, str):
            raise refuse(path, f"expected a card id, got {short(text)}")
        name = text.partition("#")[0]
        if name not in self.data.cards:
            raise refuse(path, f"unknown card {short(name)}")
        if "#" not in text:
            return None
        inst = self._exact(text)
        if inst is None:
            raise refuse(path, f"no copy {short(text)}")
        return inst

    def take_all(self, table: Mapping[str, Any], key: str, path: str = "") -> list[int]:
        where = key_path(path, key)
        return [self.take(text, key_path(where, i))
                for i, text in enumerate(read_list(table, key, path))]


def _read_resources(table: Mapping[str, Any], key: str, path: str) -> list[int]:
    values = read_table(table, key, RESOURCES, path)
    return [read_int(values, r, 0, 0, MAX_AMOUNT, key_path(path, key)) for r in RESOURCES]


def load_position(spec: EverdellSpec, pos: Mapping[str, Any]) -> EverdellState:
    data = spec.data
    players, options = read_setup(spec, pos, TOP_KEYS)
    state = spec.empty_state(players, options, random.Random(0))
    cards = Cards(state, pos)
    state.current = read_int(pos, "current", 0, 0, players - 1)
    # By default, the forest cards and special events the position names, then the first.
    places = list(pos.get("workers", {})) if isinstance(pos.get("workers"), dict) else []
    events = list(pos.get("events", {})) if isinstance(pos.get("events"), dict) else []
    stack = pos.get("pending") if isinstance(pos.get("pending"), list) else []
    purposes = [p.get("purpose") for p in stack if isinstance(p, dict)]
    state.forest = _read_ids(pos, "forest", FOREST_IDS, data.forest_in_play[players], places)
    state.specials = _read_ids(pos, "special_events", SPECIAL_EVENT_IDS, data.specials_in_play,
                               [*events, *places, *purposes])
    workers = _read_seats(state, cards, pos)
    if state.solo:
        _read_rugwort(state, cards, pos)
    elif "rugwort" in pos:
        raise refuse("rugwort", "Rugwort plays only in a solo game (players = 1)")
    meadow = read_list(pos, "meadow")
    if len(meadow) > data.meadow_size:
        raise refuse("meadow", f"at most {data.meadow_size} cards")
    for slot, name in enumerate(meadow):
        state.meadow[slot] = -1 if name == "" else cards.take(name, f"meadow[{slot}]")
    state.discard = cards.take_all(pos, "discard")
    _read_workers(state, pos)
    _read_events(state, cards, pos)
    for index, entry in enumerate(read_list(pos, "pending")):
        state.stack.append(read_pending(state, cards, entry, f"pending[{index}]"))
    _read_deck(state, cards, pos)
    _check_seasons(state, workers)
    for seat in range(players):  # deployed: every worker of the seat on the board
        count = sum(owners.count(seat) for owners in state.loc.values())
        count += sum(owners.count(seat) for owners in state.card_workers.values())
        state.deployed[seat] = count
        if count > state.workers[seat]:
            raise refuse(f"seats[{seat}].workers", f"{count} of its workers are on the board")
    _check_turn(state, pos)
    check_stack(state)
    return state


def _read_ids(pos: Mapping[str, Any], key: str, ids: tuple[str, ...], count: int,
              named: list[Any]) -> list[int]:
    """The forest cards or special events in play: `count` different ids."""
    names = read_list(pos, key, default=with_named(named, ids, count))
    for i, name in enumerate(names):
        if name not in ids:
            raise refuse(f"{key}[{i}]", f"unknown id {short(name)}")
    unique(names, key)
    if len(names) != count:
        raise refuse(key, f"{count} are in play, not {len(names)}")
    return [ids.index(name) for name in names]


def _read_seats(state: EverdellState, cards: Cards, pos: Mapping[str, Any]) -> dict[int, int]:
    """The seats; returns the workers each was given."""
    data = state.data
    workers: dict[int, int] = {}
    rows = read_list(pos, "seats")
    if len(rows) > state.num_players:
        raise refuse("seats", f"{len(rows)} seats for {state.num_players} players")
    for seat, row in enumerate(rows):
        path = f"seats[{seat}]"
        check_type(row, dict, path)
        check_keys(row, SEAT_KEYS, path)
        hand = cards.take_all(row, "hand", path)
        if len(hand) > data.hand_limit:
            raise refuse(f"{path}.hand", f"a hand holds at most {data.hand_limit} cards")
        state.hands[seat] = sorted(hand)
        state.res[seat] = _read_resources(row, "resources", path)
        state.tokens[seat] = read_int(row, "point_tokens", 0, 0, MAX_AMOUNT, path)
        season = SEASONS.index(read_choice(row, "season", SEASONS, SEASONS[0], path))
        state.season[seat] = season
        if "workers" in row:  # checked with the stack (_check_seasons)
            workers[seat] = read(row, "workers", int, 0, path)
        state.passed[seat] = read(row, "passed", bool, False, path)
        if state.passed[seat] and season != AUTUMN:
            raise refuse(f"{path}.passed", "a player passes only in autumn")
        _read_city(state, cards, row, seat, path)
    return workers


def _check_seasons(state: EverdellState, given: dict[int, int]) -> None:
    """The workers the season gives (Rugwort of Year 3 takes one when you reach autumn, once
    his prepare has run), and the city's 15 spaces (a Ruins waiting to replace a Construction
    takes a 16th)."""
    data = state.data
    for seat in range(state.num_players):
        path = f"seats[{seat}]"
        season = state.season[seat]
        workers = data.workers_by_season[season]
        if state.solo and season == AUTUMN and state.options["rugwort_year"] == 3 \
                and not any(p.kind == RUG_PREPARE for p in state.stack):
            workers -= 1
        if given.get(seat, workers) != workers:
            raise refuse(f"{path}.workers", f"a player has {workers} in {SEASONS[season]}")
        state.workers[seat] = workers
        room = data.city_size + any(p.kind == PICK and p.purpose == "ruins" and p.seat == seat
                                    for p in state.stack)
        if state.city_spaces_used(seat) > room:
            raise refuse(f"{path}.city", f"a city has {data.city_size} spaces")


def _read_rugwort(state: EverdellState, cards: Cards, pos: Mapping[str, Any]) -> None:
    rug, data = state.data.rugwort, state.data
    table = read_table(pos, "rugwort", RUGWORT_KEYS)
    _read_city(state, cards, table, 1, "rugwort")
    state.tokens[1] = read_int(table, "point_tokens", 0, 0, MAX_AMOUNT, "rugwort")
    state.res[1] = _read_resources(table, "resources", "rugwort")
    season = state.season[0]
    reached = sorted({slot for s in range(season + 1) for slot in rug.meadow_slots_by_season[s]})
    slots = read_ints(table, "meadow_blocks", 1, data.meadow_size, "rugwort") \
        if "meadow_blocks" in table else reached
    unique(slots, "rugwort.meadow_blocks")
    state.rug_slots = [slot - 1 for slot in slots]


def _read_city(state: EverdellState, cards: Cards, table: Mapping[str, Any], row: int,
               path: str) -> None:
    """A city in play order. Rugwort's cards are only cards (you may visit his open ones)."""
    data = state.data
    rugwort = state.solo and row == 1
    where = key_path(path, "city")
    for i, entry in enumerate(read_list(table, "city", path)):
        at = key_path(where, i)
        if isinstance(entry, str):
            entry = {"card": entry}
        check_type(entry, dict, at)
        check_keys(entry, ("card", "workers") if rugwort else CITY_KEYS, at)
        if "card" not in entry:
            raise refuse(f"{at}.card", "missing")
        inst = cards.take(entry["card"], f"{at}.card")
        card = data.inst_card[inst]
        card_id = data.cards[card]
        state.cities[row].append(inst)
        if read(entry, "occupied", bool, False, at):
            if data.critter[card]:
                raise refuse(f"{at}.occupied", "only a Construction hosts a Critter")
            state.occupied.add(inst)
        owners = read_ints(entry, "workers", 0, state.num_players - 1, at)
        if owners:
            if not data.worker_spots[card]:
                raise refuse(f"{at}.workers", f"no worker goes on a {card_id}")
            if not data.open[card] and any(owner != row for owner in owners):
                raise refuse(f"{at}.workers", f"only the owner of a {card_id} visits it")
            state.card_workers[inst] = owners
        if "tokens" in entry:
            if card_id not in CARD_TOKENS:
                raise refuse(f"{at}.tokens", "only a Chapel or a Clock Tower holds point tokens")
            state.card_tokens[inst] = read_int(entry, "tokens", 0, 0, CARD_TOKENS[card_id], at)
        if "store" in entry:
            if card_id != "storehouse":
                raise refuse(f"{at}.store", "only a Storehouse stores resources")
            state.store[inst] = _read_resources(entry, "store", at)
        if "prisoners" in entry:
            if card_id != "dungeon":
                raise refuse(f"{at}.prisoners", "only a Dungeon holds prisoners")
            prisoners = cards.take_all(entry, "prisoners", at)
            if len(prisoners) > MAX_PRISONERS or not all(
                    data.critter[data.inst_card[p]] for p in prisoners):
                raise refuse(f"{at}.prisoners", f"at most {MAX_PRISONERS} Critters")
            state.prisoners[inst] = prisoners
    _check_city(state, row, where)


def _check_city(state: EverdellState, row: int, path: str) -> None:
    """Room for the workers on each card; in a player's city, one copy of a unique card
    (Rugwort's city has no such limit; the spaces are counted with the stack)."""
    data = state.data
    rugwort = state.solo and row == 1
    seen: set[int] = set()
    for i, inst in enumerate(state.cities[row]):
        card = data.inst_card[inst]
        capacity = data.worker_spots[card]
        if data.extra_spot_with[card] >= 0 and state.find_in_city(row, data.extra_spot_with[card]
                                                                   ) >= 0:
            capacity += 1
        if len(state.card_workers.get(inst, ())) > capacity:
            raise refuse(f"{path}[{i}].workers", f"room for {capacity} workers")
        if data.unique[card] and not rugwort and card in seen:
            raise refuse(f"{path}[{i}]", f"a city holds one {data.cards[card]} (it is unique)")
        seen.add(card)


def _read_workers(state: EverdellState, pos: Mapping[str, Any]) -> None:
    """Workers on locations and events, by place: the rows that own them, in placing order."""
    data = state.data
    if "workers" not in pos:
        if state.solo:
            _place_rugwort(state)
        return
    table = read(pos, "workers", dict, {})
    forest = {data.forest[i].id for i in state.forest}
    specials = {data.special_events[i].id for i in state.specials}
    kinds = {loc.id: loc.occupancy for loc in (*data.basic, *data.forest, data.haven,
                                                 *data.journey)}
    rug_places = {*BASIC_IDS, *forest, *JOURNEY_IDS}
    for place in table:
        path = f"workers.{place}"
        if place not in state.loc:
            raise refuse(path, "unknown location or event")
        if place in FOREST_IDS and place not in forest:
            raise refuse(path, "that forest card is not in play")
        if place in SPECIAL_EVENT_IDS and place not in specials:
            raise refuse(path, "that special event is not in play")
        owners = read_ints(table, place, 0, state.rows() - 1, "workers")
        occupancy = kinds.get(place, "exclusive")  # an event takes one worker
        most = 1 if occupancy != "shared" else len(owners)
        if occupancy == "forest" and state.num_players == 4 and len(set(owners)) == len(owners):
            most = 2
        if len(owners) > most:
            raise refuse(path, f"room for {most} worker{'s' if most > 1 else ''}")
        for owner in owners:
            if owner >= state.num_players and place not in rug_places:
                raise refuse(path, "Rugwort's workers go to basic, forest and journey spaces")
            if place in JOURNEY_IDS and owner < state.num_players \
                    and state.season[owner] != AUTUMN:
                raise refuse(path, "a player goes on a journey only in autumn")
        state.loc[place] = owners


def _place_rugwort(state: EverdellState) -> None:
    """Rugwort's workers where the seat's season has moved them (rugwort.setup, .prepare)."""
    rug, season = state.data.rugwort, state.season[0]
    forest = [state.data.forest[i].id for i in state.forest]
    state.loc[forest[season % len(forest)] if season < AUTUMN
              else rug.journey[state.options["rugwort_year"]]].append(1)
    if not (season == AUTUMN and state.options["rugwort_year"] == 3):
        state.loc[rug.basic_by_season[season]].append(1)


def _read_events(state: EverdellState, cards: Cards, pos: Mapping[str, Any]) -> None:
    data = state.data
    specials = {data.special_events[i].id for i in state.specials}
    for event_id, entry in read(pos, "events", dict, {}).items():
        path = f"events.{event_id}"
        if event_id not in BASIC_EVENT_IDS and event_id not in specials:
            raise refuse(path, "unknown event" if event_id not in SPECIAL_EVENT_IDS
                         else "that special event is not in play")
        check_type(entry, dict, path)
        check_keys(entry, EVENT_KEYS, path)
        if "owner" not in entry:
            raise refuse(f"{path}.owner", "missing")
        owner = int_in(entry["owner"], 0, state.rows() - 1, f"{path}.owner")
        if owner >= state.num_players and event_id not in BASIC_EVENT_IDS:
            raise refuse(f"{path}.owner", "Rugwort achieves basic events only")
        state.event_owner[event_id] = owner
        if "cards" in entry:
            if event_id not in EVENT_CARDS:
                raise refuse(f"{path}.cards", "no cards lie on that event")
            most, critters = EVENT_CARDS[event_id]
            under = cards.take_all(entry, "cards", path)
            if len(under) > most or (critters and not all(
                    data.critter[data.inst_card[i]] for i in under)):
                raise refuse(f"{path}.cards", f"at most {most} {'Critters' if critters else ''}")
            state.event_cards[event_id] = under
        if "resources" in entry:
            if event_id not in EVENT_RESOURCES:
                raise refuse(f"{path}.resources", "no resources lie on that event")
            each, total = EVENT_RESOURCES[event_id]
            amounts = _read_resources(entry, "resources", path)
            if sum(amounts) > total or any(a > m for a, m in zip(amounts, each, strict=True)):
                raise refuse(f"{path}.resources", f"at most {total}, of the kind it takes")
            state.event_res[event_id] = amounts
        if "tokens" in entry:
            if event_id not in EVENT_TOKENS:
                raise refuse(f"{path}.tokens", "no point tokens lie on that event")
            state.event_tokens[event_id] = read_int(entry, "tokens", 0, 0,
                                                    EVENT_TOKENS[event_id], path)
    for event_id in (*BASIC_EVENT_IDS, *specials):
        owners = state.loc[event_id]
        if owners and state.event_owner.get(event_id) != owners[0]:
            raise refuse(f"workers.{event_id}", "a worker on an event has achieved it (key"
                                                f" 'events.{event_id}.owner')")


def _read_deck(state: EverdellState, cards: Cards, pos: Mapping[str, Any]) -> None:
    """The deck as written, or every card not placed elsewhere in a fixed shuffled order."""
    if "deck" in pos:
        state.deck = cards.take_all(pos, "deck")
        return
    rest = [i for i in range(state.data.num_instances) if i not in cards.taken]
    random.Random(0).shuffle(rest)
    state.deck = rest


def _check_turn(state: EverdellState, pos: Mapping[str, Any]) -> None:
    everyone = all(state.passed)
    state.over = read(pos, "over", bool, everyone)
    if state.over != everyone:
        raise refuse("over", "the game is over when every player has passed, and only then")
    if not state.over and state.passed[state.current]:
        raise refuse("current", f"seat {state.current} has passed")
