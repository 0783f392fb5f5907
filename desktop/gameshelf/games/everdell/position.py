"""The Everdell position format: a readable TOML snapshot of a full state (docs/positions.md).

Cards are written by id ("farm"); `to_position` writes the copy too ("farm#2", copies
numbered from 0) so a position reads back exactly. A plain id takes the first copy not named
elsewhere. Only `game` and `players` are required; the deck defaults to every card not placed
elsewhere (in a fixed shuffled order), everything else to empty or zero.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .data import (
    BASIC_EVENT_IDS,
    FOREST_IDS,
    RESOURCES,
    SEASONS,
    SPECIAL_EVENT_IDS,
)
from .pending import AUTOMATIC as AUTOMATIC_KINDS
from .pending import DECISIONS, DISCARD, PICK, Pending
from .state import EverdellState

if TYPE_CHECKING:
    from . import EverdellSpec

CARD_VALS = (PICK, DISCARD)  # pending kinds whose `vals` are cards
CARD_LISTS = (PICK, "play")  # pending kinds whose `cards` are cards


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


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, Mapping):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


class _Cards:
    """Hands out card instances by reference, each physical card once."""

    def __init__(self, state: EverdellState, pos: Mapping[str, Any]) -> None:
        self.data = state.data
        self.taken: set[int] = set()
        self.named: set[int] = set()
        for text in _strings(pos):
            if "#" in text:
                inst = self._exact(text)
                if inst is not None:
                    self.named.add(inst)

    def _exact(self, text: str) -> int | None:
        name, _, copy = text.partition("#")
        data = self.data
        if name not in data.cards or not copy.isdigit():
            return None
        card = data.cards.index(name)
        if int(copy) >= data.copies[card]:
            return None
        return data.inst_card.index(card) + int(copy)

    def take(self, text: Any, key: str, reference: bool = False) -> int:
        if not isinstance(text, str):
            raise ValueError(f"key '{key}': expected a card id, got {text!r}")
        data = self.data
        name = text.partition("#")[0]
        if name not in data.cards:
            raise ValueError(f"key '{key}': unknown card {name!r}")
        if "#" in text:
            inst = self._exact(text)
            if inst is None:
                raise ValueError(f"key '{key}': no copy {text!r}")
            if reference:
                return inst
            if inst in self.taken:
                raise ValueError(f"key '{key}': {text!r} is already placed elsewhere")
        else:
            card = data.cards.index(name)
            first = data.inst_card.index(card)
            free = [i for i in range(first, first + data.copies[card])
                    if i not in self.taken and i not in self.named]
            if not free:
                raise ValueError(f"key '{key}': more {name!r} cards than the game has")
            inst = free[0]
        self.taken.add(inst)
        return inst

    def take_all(self, names: Any, key: str) -> list[int]:
        if not isinstance(names, list):
            raise ValueError(f"key '{key}': expected a list of card ids")
        return [self.take(n, f"{key}[{i}]") for i, n in enumerate(names)]


def _get(table: Mapping[str, Any], key: str, kind: type | tuple[type, ...], default: Any,
         path: str = "") -> Any:
    if key not in table:
        return default
    value = table[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"key '{path}{key}': expected {getattr(kind, '__name__', kind)},"
                         f" got {value!r}")
    return value


def _read_resources(table: Mapping[str, Any], key: str, path: str) -> list[int]:
    values = _get(table, key, dict, {}, path)
    for name in values:
        if name not in RESOURCES:
            raise ValueError(f"key '{path}{key}.{name}': not a resource")
    return [_get(values, r, int, 0, f"{path}{key}.") for r in RESOURCES]


def _read_city(state: EverdellState, cards: _Cards, rows: Any, row: int, path: str) -> None:
    if not isinstance(rows, list):
        raise ValueError(f"key '{path}': expected a list of cards")
    for i, entry in enumerate(rows):
        key = f"{path}[{i}]"
        if isinstance(entry, str):
            entry = {"card": entry}
        if not isinstance(entry, dict):
            raise ValueError(f"key '{key}': expected a card id or a table")
        inst = cards.take(entry.get("card"), key + ".card")
        state.cities[row].append(inst)
        if _get(entry, "occupied", bool, False, key + "."):
            state.occupied.add(inst)
        owners = _get(entry, "workers", list, [], key + ".")
        if owners:
            state.card_workers[inst] = [int(o) for o in owners]
        if "tokens" in entry:
            state.card_tokens[inst] = _get(entry, "tokens", int, 0, key + ".")
        if "store" in entry:
            state.store[inst] = _read_resources(entry, "store", key + ".")
        if "prisoners" in entry:
            state.prisoners[inst] = cards.take_all(entry["prisoners"], key + ".prisoners")


def load_position(spec: EverdellSpec, pos: Mapping[str, Any]) -> EverdellState:
    data = spec.data
    players = _get(pos, "players", int, None)
    if players is None:
        raise ValueError("key 'players': missing")
    state = spec.empty_state(players, _get(pos, "options", dict, {}), random.Random(0))
    cards = _Cards(state, pos)
    state.current = _get(pos, "current", int, 0)
    if not 0 <= state.current < players:
        raise ValueError(f"key 'current': no seat {state.current}")
    state.over = _get(pos, "over", bool, False)
    forest = _get(pos, "forest", list, [data.forest[i].id for i in
                                        range(data.forest_in_play[players])])
    for i, loc_id in enumerate(forest):
        if loc_id not in FOREST_IDS:
            raise ValueError(f"key 'forest[{i}]': unknown forest card {loc_id!r}")
    state.forest = [FOREST_IDS.index(f) for f in forest]
    specials = _get(pos, "special_events", list, list(SPECIAL_EVENT_IDS[:4]))
    for i, event_id in enumerate(specials):
        if event_id not in SPECIAL_EVENT_IDS:
            raise ValueError(f"key 'special_events[{i}]': unknown special event {event_id!r}")
    state.specials = [SPECIAL_EVENT_IDS.index(e) for e in specials]

    seat_rows = _get(pos, "seats", list, [])
    if len(seat_rows) > players:
        raise ValueError(f"key 'seats': {len(seat_rows)} seats for {players} players")
    for seat, row in enumerate(seat_rows):
        path = f"seats[{seat}]."
        if not isinstance(row, dict):
            raise ValueError(f"key 'seats[{seat}]': expected a table")
        state.hands[seat] = sorted(cards.take_all(_get(row, "hand", list, [], path),
                                                  path + "hand"))
        state.res[seat] = _read_resources(row, "resources", path)
        state.tokens[seat] = _get(row, "point_tokens", int, 0, path)
        season = _get(row, "season", str, "winter", path)
        if season not in SEASONS:
            raise ValueError(f"key '{path}season': one of {SEASONS}")
        state.season[seat] = SEASONS.index(season)
        state.workers[seat] = _get(row, "workers", int,
                                   data.workers_by_season[state.season[seat]], path)
        state.passed[seat] = _get(row, "passed", bool, False, path)
        _read_city(state, cards, _get(row, "city", list, [], path), seat, path + "city")
    if state.solo:
        rug = _get(pos, "rugwort", dict, {})
        _read_city(state, cards, _get(rug, "city", list, [], "rugwort."), 1, "rugwort.city")
        state.tokens[1] = _get(rug, "point_tokens", int, 0, "rugwort.")
        state.res[1] = _read_resources(rug, "resources", "rugwort.")
        state.rug_slots = [s - 1 for s in _get(rug, "meadow_blocks", list, [], "rugwort.")]

    meadow = _get(pos, "meadow", list, [])
    if len(meadow) > data.meadow_size:
        raise ValueError(f"key 'meadow': at most {data.meadow_size} cards")
    for slot, name in enumerate(meadow):
        state.meadow[slot] = cards.take(name, f"meadow[{slot}]") if name else -1
    state.discard = cards.take_all(_get(pos, "discard", list, []), "discard")

    workers = _get(pos, "workers", dict, {})
    for loc_id, owners in workers.items():
        if loc_id not in state.loc:
            raise ValueError(f"key 'workers.{loc_id}': unknown location or event")
        if not isinstance(owners, list) or not all(isinstance(o, int) for o in owners):
            raise ValueError(f"key 'workers.{loc_id}': expected a list of seats")
        state.loc[loc_id] = list(owners)
    event_table = _get(pos, "events", dict, {})
    for event_id, entry in event_table.items():
        path = f"events.{event_id}."
        if event_id not in BASIC_EVENT_IDS + SPECIAL_EVENT_IDS:
            raise ValueError(f"key 'events.{event_id}': unknown event")
        if not isinstance(entry, dict):
            raise ValueError(f"key 'events.{event_id}': expected a table")
        owner = _get(entry, "owner", int, None, path)
        if owner is None:
            raise ValueError(f"key '{path}owner': missing")
        state.event_owner[event_id] = owner
        if "cards" in entry:
            state.event_cards[event_id] = cards.take_all(entry["cards"], path + "cards")
        if "resources" in entry:
            state.event_res[event_id] = _read_resources(entry, "resources", path)
        if "tokens" in entry:
            state.event_tokens[event_id] = _get(entry, "tokens", int, 0, path)

    for index, entry in enumerate(_get(pos, "pending", list, [])):
        state.stack.append(_read_pending(state, cards, entry, f"pending[{index}]."))

    if "deck" in pos:
        state.deck = cards.take_all(_get(pos, "deck", list, []), "deck")
    else:
        rest = [i for i in range(data.num_instances) if i not in cards.taken]
        random.Random(0).shuffle(rest)
        state.deck = rest
    # Deployed workers: every worker of the seat on the board.
    for seat in range(players):
        count = sum(owners.count(seat) for owners in state.loc.values())
        count += sum(owners.count(seat) for owners in state.card_workers.values())
        state.deployed[seat] = count
    return state


def _read_pending(state: EverdellState, cards: _Cards, entry: Any, path: str) -> Pending:
    if not isinstance(entry, dict):
        raise ValueError(f"key '{path[:-1]}': expected a table")
    kind = _get(entry, "kind", str, "", path)
    if kind not in DECISIONS and kind not in AUTOMATIC_KINDS:
        raise ValueError(f"key '{path}kind': unknown pending kind {kind!r}")

    def ref(text: Any, key: str) -> int:
        if text == "":
            return -1
        inst = cards.take(text, key, reference=True)
        return inst

    card = ref(_get(entry, "card", str, "", path), path + "card")
    listed = _get(entry, "cards", list, [], path)
    if kind in CARD_LISTS:
        refs = [ref(c, f"{path}cards[{i}]") for i, c in enumerate(listed)]
    else:
        refs = [int(s) for s in listed]
    vals = _get(entry, "vals", list, [], path)
    if kind in CARD_VALS:
        vals = [ref(c, f"{path}vals[{i}]") for i, c in enumerate(vals)]
    return Pending(kind, _get(entry, "seat", int, 0, path), _get(entry, "purpose", str, "", path),
                   card, _get(entry, "n", int, 0, path), _get(entry, "m", int, 0, path),
                   refs, [int(v) for v in vals], _get(entry, "target", int, -1, path))
