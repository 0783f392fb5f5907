"""The Ethnos position format: a readable TOML snapshot of a full state (docs/positions.md).

Cards are written by name: "dwarves/red" (tribe/kingdom), "skeletons", and "dragon" in the deck.
Only `game`, `players` and `age` are required; everything else defaults to empty or zero, so a
test can write just the part of the board it is about.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .state import (
    CATEGORIES,
    DRAGON,
    ELF,
    OVER,
    SKELETONS,
    TURN,
    Band,
    EthnosState,
)  # fmt: skip

if TYPE_CHECKING:
    from . import EthnosSpec

PHASES = (TURN, "band", "free_marker", "troll", "centaur", ELF, "orc", OVER)


def card_name(state: EthnosState, card: int) -> str:
    if card == DRAGON:
        return "dragon"
    data = state.data
    tribe = data.tribes[data.card_tribe[card]]
    if data.card_tribe[card] == SKELETONS:
        return tribe
    return f"{tribe}/{data.kingdoms[data.card_kingdom[card]]}"


def _band(state: EthnosState, band: Band) -> dict[str, Any]:
    return {
        "leader": card_name(state, band.leader),
        "cards": [card_name(state, c) for c in band.cards],
        "kingdom": state.data.kingdoms[band.kingdom],
    }


def to_position(state: EthnosState) -> dict[str, Any]:
    data = state.data
    kingdoms = data.kingdoms
    name = lambda card: card_name(state, card)  # noqa: E731
    seats = []
    for seat in range(state.num_players):
        seats.append({
            "hand": [name(c) for c in state.hands[seat]],
            "known": sorted(name(c) for c in state.hands[seat] if c in state.known[seat]),
            "glory": dict(zip(CATEGORIES, state.points[seat], strict=True)),
            "markers": {k: state.markers[i][seat] for i, k in enumerate(kingdoms)},
            "merfolk": state.merfolk[seat],
            "trolls": list(state.trolls[seat]),
            "orcs": sorted(kingdoms[k] for k in state.orcs[seat]),
            "bands": [_band(state, b) for b in state.bands[seat]],
        })
    pending: dict[str, Any] = {
        "markers": state.pending_markers,
        "troll_limit": state.troll_limit,
        "elf_limit": state.elf_limit,
        "elf_kept": [name(c) for c in state.elf_kept],
        "after_discard_draw": state.after_discard_draw,
        "centaur_extra": state.centaur_extra,
        "orc_queue": list(state.orc_queue),
    }
    if state.building is not None:
        pending["building"] = _band(state, state.building)
    return {
        "game": "ethnos",
        "players": state.num_players,
        "options": dict(state.options),
        "tribes": [data.tribes[t] for t in state.tribes],
        "age": state.age,
        "current": state.current,
        "phase": state.phase,
        "deck": [name(c) for c in state.deck],
        "deck_bottom": state.deck_bottom,
        "dragons_drawn": state.dragons_drawn,
        "third_dragon": -1 if state.third_dragon is None else state.third_dragon,
        "market": [name(c) for c in state.market],
        "glory_tokens": {k: list(state.tokens[i]) for i, k in enumerate(kingdoms)},
        "giant": {
            "holder": -1 if state.giant_holder is None else state.giant_holder,
            "size": state.giant_size,
        },
        "history": [list(h) for h in state.history],
        "pending": pending,
        "seats": seats,
    }


class _Cards:
    """Hands out card ids by name, each physical card once."""

    def __init__(self, state: EthnosState) -> None:
        data = state.data
        self.free: dict[str, list[int]] = {}
        for card in range(data.num_cards):
            self.free.setdefault(card_name(state, card), []).append(card)
        self.dragons = data.dragons

    def take(self, name: Any, key: str) -> int:
        if name == "dragon":
            if self.dragons == 0:
                raise ValueError(f"key '{key}': more dragons than the game has")
            self.dragons -= 1
            return DRAGON
        if not isinstance(name, str) or name not in self.free:
            raise ValueError(f"key '{key}': unknown card {name!r} (write e.g. 'dwarves/red')")
        if not self.free[name]:
            raise ValueError(f"key '{key}': more {name!r} cards than the game has")
        return self.free[name].pop(0)

    def take_all(self, names: Any, key: str) -> list[int]:
        if not isinstance(names, list):
            raise ValueError(f"key '{key}': expected a list of card names")
        return [self.take(n, f"{key}[{i}]") for i, n in enumerate(names)]


def _get(table: Mapping[str, Any], key: str, kind: type, default: Any, path: str = "") -> Any:
    if key not in table:
        return default
    value = table[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise ValueError(f"key '{path}{key}': expected {kind.__name__}, got {value!r}")
    return value


def load_position(spec: EthnosSpec, pos: Mapping[str, Any]) -> EthnosState:
    data = spec.data
    kingdoms = data.kingdoms
    players = _get(pos, "players", int, None)
    if players is None:
        raise ValueError("key 'players': missing")
    spec.check_players(players)
    age = _get(pos, "age", int, None)
    if age is None:
        raise ValueError("key 'age': missing")
    options = spec.resolve_options(_get(pos, "options", dict, {}))
    state = EthnosState(spec, data, spec.actions, players, options, random.Random(0))
    if not 1 <= age <= state.num_ages:
        raise ValueError(f"key 'age': must be 1 to {state.num_ages} with {players} players")
    state.age = age
    tribe_names = _get(pos, "tribes", list, None)
    if tribe_names is None:
        tribe_names = [t for t in data.tribes][: data.tribes_in_play[players]]
    for index, tribe in enumerate(tribe_names):
        if tribe not in data.tribes:
            raise ValueError(f"key 'tribes[{index}]': unknown tribe {tribe!r}")
    state.tribes = [data.tribes.index(t) for t in tribe_names]
    state.current = _get(pos, "current", int, 0)
    if not 0 <= state.current < players:
        raise ValueError(f"key 'current': no seat {state.current}")
    state.phase = _get(pos, "phase", str, TURN)
    if state.phase not in PHASES:
        raise ValueError(f"key 'phase': must be one of {PHASES}")
    cards = _Cards(state)
    state.deck = cards.take_all(_get(pos, "deck", list, []), "deck")
    state.deck_bottom = _get(pos, "deck_bottom", int, len(state.deck))
    state.dragons_drawn = _get(pos, "dragons_drawn", int, 0)
    third = _get(pos, "third_dragon", int, -1)
    state.third_dragon = None if third < 0 else third
    state.market = cards.take_all(_get(pos, "market", list, []), "market")
    token_table = _get(pos, "glory_tokens", dict, {})
    for index, kingdom in enumerate(kingdoms):
        values = _get(token_table, kingdom, list, [0] * data.tokens_per_kingdom[players],
                      "glory_tokens.")
        state.tokens[index] = sorted(values)
    giant = _get(pos, "giant", dict, {})
    holder = _get(giant, "holder", int, -1, "giant.")
    state.giant_holder = None if holder < 0 else holder
    state.giant_size = _get(giant, "size", int, 0, "giant.")
    state.history = [list(h) for h in _get(pos, "history", list, [])]

    seat_rows = _get(pos, "seats", list, [])
    if len(seat_rows) > players:
        raise ValueError(f"key 'seats': {len(seat_rows)} seats for {players} players")
    for seat, row in enumerate(seat_rows):
        path = f"seats[{seat}]."
        state.hands[seat] = sorted(cards.take_all(_get(row, "hand", list, []), path + "hand"))
        known_names = _get(row, "known", list, [])
        hand_by_name = {}
        for card in state.hands[seat]:
            hand_by_name.setdefault(card_name(state, card), []).append(card)
        for i, known in enumerate(known_names):
            if not hand_by_name.get(known):
                raise ValueError(f"key '{path}known[{i}]': {known!r} is not in that hand")
            state.known[seat].add(hand_by_name[known].pop())
        glory = _get(row, "glory", dict, {}, path)
        for cat, category in enumerate(CATEGORIES):
            state.points[seat][cat] = _get(glory, category, int, 0, path + "glory.")
        unknown = set(glory) - set(CATEGORIES)
        if unknown:
            raise ValueError(f"key '{path}glory.{sorted(unknown)[0]}': not a glory category")
        markers = _get(row, "markers", dict, {}, path)
        for kingdom in markers:
            if kingdom not in kingdoms:
                raise ValueError(f"key '{path}markers.{kingdom}': unknown kingdom")
            state.markers[kingdoms.index(kingdom)][seat] = _get(markers, kingdom, int, 0,
                                                                path + "markers.")
        state.merfolk[seat] = _get(row, "merfolk", int, 0, path)
        state.trolls[seat] = [int(v) for v in _get(row, "trolls", list, [], path)]
        orcs = _get(row, "orcs", list, [], path)
        for kingdom in orcs:
            if kingdom not in kingdoms:
                raise ValueError(f"key '{path}orcs': unknown kingdom {kingdom!r}")
        state.orcs[seat] = {kingdoms.index(k) for k in orcs}
        for index, band in enumerate(_get(row, "bands", list, [], path)):
            state.bands[seat].append(_load_band(state, cards, band, f"{path}bands[{index}]"))

    pending = _get(pos, "pending", dict, {})
    state.pending_markers = _get(pending, "markers", int, 0, "pending.")
    state.troll_limit = _get(pending, "troll_limit", int, 0, "pending.")
    state.elf_limit = _get(pending, "elf_limit", int, 0, "pending.")
    state.after_discard_draw = _get(pending, "after_discard_draw", int, 0, "pending.")
    state.centaur_extra = _get(pending, "centaur_extra", bool, False, "pending.")
    state.orc_queue = list(_get(pending, "orc_queue", list, [], "pending."))
    if "building" in pending:
        state.building = _load_band(state, cards, pending["building"], "pending.building")
    kept = _get(pending, "elf_kept", list, [], "pending.")
    hand = list(state.hands[state.current])
    for i, name in enumerate(kept):
        match = next((c for c in hand if card_name(state, c) == name), None)
        if match is None:
            raise ValueError(f"key 'pending.elf_kept[{i}]': {name!r} is not in the hand")
        hand.remove(match)
        state.elf_kept.append(match)
    return state


def _load_band(state: EthnosState, cards: _Cards, row: Any, path: str) -> Band:
    if not isinstance(row, dict):
        raise ValueError(f"key '{path}': expected a table with leader, cards and kingdom")
    members = cards.take_all(_get(row, "cards", list, [], path + "."), path + ".cards")
    if not members:
        raise ValueError(f"key '{path}.cards': a band needs at least its leader")
    leader_name = _get(row, "leader", str, card_name(state, members[0]), path + ".")
    leader = next((c for c in members if card_name(state, c) == leader_name), None)
    if leader is None:
        raise ValueError(f"key '{path}.leader': {leader_name!r} is not in the band")
    members.remove(leader)
    kingdoms = state.data.kingdoms
    default_kingdom = state.data.card_kingdom[leader]
    kingdom = _get(row, "kingdom", str, kingdoms[default_kingdom] if default_kingdom >= 0 else "",
                   path + ".")
    if kingdom not in kingdoms:
        raise ValueError(f"key '{path}.kingdom': unknown kingdom {kingdom!r}")
    return Band(leader, [leader, *members], kingdoms.index(kingdom))
