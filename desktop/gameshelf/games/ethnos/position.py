"""The Ethnos position format: a readable TOML snapshot of a full state (docs/positions.md).

Cards are written by name: "dwarves/red" (tribe/kingdom), "skeletons", and "dragon" in the deck.
Only `game`, `players` and `age` are required. What is left out becomes what the rules could
have dealt: the glory tokens shuffled onto the kingdoms, the cards not placed elsewhere shuffled
into the deck with the Dragons not yet drawn in its bottom half (and a fresh market dealt from
them first when the market is left out too), everything else empty or zero. A position the
rules cannot reach or go on from is refused with a `PositionError` naming the key.
"""

from __future__ import annotations

import random
from collections import Counter
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
    required,
    strings_in,
    unique,
    with_named,
)
from .state import (
    BAND,
    CATEGORIES,
    CENTAUR,
    CENTAURS,
    DRAGON,
    ELF,
    ELVES,
    FREE_MARKER,
    GIANTS,
    MERFOLK,
    ORC,
    ORCS,
    OVER,
    SKELETONS,
    TROLL,
    TROLLS,
    TURN,
    WINGFOLK,
    Band,
    EthnosState,
)  # fmt: skip

if TYPE_CHECKING:
    from . import EthnosSpec

PHASES = (TURN, BAND, FREE_MARKER, TROLL, CENTAUR, ELF, ORC, OVER)
TOP_KEYS = (
    "game", "players", "options", "tribes", "age", "current", "phase", "deck", "deck_bottom",
    "dragons_drawn", "third_dragon", "market", "glory_tokens", "giant", "history", "pending",
    "seats",
)  # fmt: skip
SEAT_KEYS = ("hand", "known", "glory", "markers", "merfolk", "trolls", "orcs", "bands")
PENDING_KEYS = (
    "markers", "troll_limit", "elf_limit", "elf_kept", "after_discard_draw", "centaur_extra",
    "orc_queue", "building",
)  # fmt: skip
BAND_KEYS = ("leader", "cards", "kingdom")
GIANT_KEYS = ("holder", "size")
# Glory in one category: real games end near 100 in all; this only stops absurd numbers.
MAX_GLORY = 1_000
# The phases only a band led by this tribe opens.
PHASE_TRIBE = {FREE_MARKER: MERFOLK, TROLL: TROLLS, CENTAUR: CENTAURS, ELF: ELVES, ORC: ORCS}
PHASE_TRIBE_NAME = {FREE_MARKER: "merfolk", TROLL: "trolls", CENTAUR: "centaurs", ELF: "elves",
                    ORC: "orcs"}


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
    """Hands out card ids by name, each physical card once, only of the tribes in play."""

    def __init__(self, state: EthnosState) -> None:
        data = state.data
        in_play = set(state.tribes)
        self.known = {card_name(state, card) for card in range(data.num_cards)}
        self.free: dict[str, list[int]] = {}
        for card in range(data.num_cards):
            if data.card_tribe[card] in in_play:
                self.free.setdefault(card_name(state, card), []).append(card)
        self.dragons = data.dragons

    def take(self, name: Any, path: str, deck: bool = False) -> int:
        if name == "dragon":
            if not deck:
                raise refuse(path, "a Dragon is only ever in the deck")
            if self.dragons == 0:
                raise refuse(path, "more Dragons than the game has")
            self.dragons -= 1
            return DRAGON
        if not isinstance(name, str) or name not in self.known:
            raise refuse(path, f"unknown card {short(name)} (write e.g. 'dwarves/red')")
        free = self.free.get(name)
        if free is None:
            raise refuse(path, f"the {name.partition('/')[0]} are not in play (key 'tribes')")
        if not free:
            raise refuse(path, f"more {name!r} cards than the game has")
        return free.pop(0)

    def take_all(self, table: Mapping[str, Any], key: str, path: str = "",
                 deck: bool = False) -> list[int]:
        where = key_path(path, key)
        return [self.take(name, key_path(where, i), deck)
                for i, name in enumerate(read_list(table, key, path))]

    def rest(self) -> list[int]:
        """The cards of the tribes in play not handed out yet."""
        return sorted(card for free in self.free.values() for card in free)


def load_position(spec: EthnosSpec, pos: Mapping[str, Any]) -> EthnosState:
    data = spec.data
    players, options = read_setup(spec, pos, TOP_KEYS)
    state = EthnosState(spec, data, spec.actions, players, options, random.Random(0))
    state.age = int_in(required(pos, "age"), 1, state.num_ages, "age")
    state.tribes = _read_tribes(state, pos)
    state.current = read_int(pos, "current", 0, 0, players - 1)
    state.phase = read_choice(pos, "phase", PHASES, TURN)
    state.dragons_drawn = read_int(pos, "dragons_drawn", 0, 0, data.dragons)
    third = read_int(pos, "third_dragon", -1, -1, players - 1)
    state.third_dragon = None if third < 0 else third
    state.tokens = _read_glory_tokens(state, pos)
    _read_giant(state, pos)
    state.history = _read_history(state, pos)
    cards = _Cards(state)
    _read_seats(state, cards, pos)
    _read_pending(state, cards, pos)
    _read_market_and_deck(state, cards, pos)
    _check_phase(state)
    return state


def _read_tribes(state: EthnosState, pos: Mapping[str, Any]) -> list[int]:
    data = state.data
    needed = data.tribes_in_play[state.num_players]
    chosen = state.options["tribes"]
    if chosen != "random" and len(chosen) != needed:
        raise refuse("options.tribes", f"{state.num_players} players play with {needed} tribes")
    default = with_named(_named_tribes(state, pos), data.tribes, needed) \
        if chosen == "random" else chosen
    names = read_list(pos, "tribes", default=default)
    for index, tribe in enumerate(names):
        if tribe not in data.tribes:
            raise refuse(f"tribes[{index}]", f"unknown tribe {short(tribe)}")
    unique(names, "tribes")
    if len(names) != needed:
        raise refuse("tribes", f"{state.num_players} players play with {needed} tribes,"
                               f" not {len(names)}")
    if chosen != "random" and set(chosen) != set(names):
        raise refuse("tribes", "not the tribes the option 'tribes' chose")
    return sorted(data.tribes.index(t) for t in names)


def _named_tribes(state: EthnosState, pos: Mapping[str, Any]) -> list[str]:
    """The tribes a position's cards and tribe pieces name, for the default `tribes`."""
    named = [text.partition("/")[0] for text in strings_in(
        {key: value for key, value in pos.items() if key not in ("tribes", "options")})]
    rows = pos.get("seats") if isinstance(pos.get("seats"), list) else []
    for row in rows:
        if isinstance(row, dict):
            named += [tribe for tribe, key in (("merfolk", "merfolk"), ("trolls", "trolls"),
                                               ("orcs", "orcs")) if row.get(key)]
    giant = pos.get("giant")
    if isinstance(giant, dict) and isinstance(giant.get("holder"), int) and giant["holder"] >= 0:
        named.append("giants")
    phase = pos.get("phase")
    if isinstance(phase, str) and phase in PHASE_TRIBE_NAME:
        named.append(PHASE_TRIBE_NAME[phase])
    return named


def _read_glory_tokens(state: EthnosState, pos: Mapping[str, Any]) -> list[list[int]]:
    """Each kingdom's tokens, ascending; the kingdoms left out get the tokens left over, shuffled
    in a fixed order. With 2-3 players the "4+" tokens are out of the game."""
    data, players = state.data, state.num_players
    per = data.tokens_per_kingdom[players]
    supply = Counter(data.glory_tokens)
    if players <= 3:
        supply.subtract(data.four_plus_tokens)
    table = read_table(pos, "glory_tokens", data.kingdoms)
    tokens: list[list[int]] = [[] for _ in data.kingdoms]
    for k, kingdom in enumerate(data.kingdoms):
        if kingdom not in table:
            continue
        path = f"glory_tokens.{kingdom}"
        values = read_ints(table, kingdom, 0, max(data.glory_tokens), "glory_tokens")
        if len(values) != per:
            raise refuse(path, f"{players} players play with {per} tokens a kingdom")
        for i, value in enumerate(values):
            if supply[value] <= 0:
                raise refuse(f"{path}[{i}]", f"no glory token {value} is left for it")
            supply[value] -= 1
        tokens[k] = sorted(values)
    rest = sorted(supply.elements())
    random.Random(0).shuffle(rest)
    for k, kingdom in enumerate(data.kingdoms):
        if kingdom not in table:
            tokens[k] = sorted(rest[:per])
            del rest[:per]
    return tokens


def _read_giant(state: EthnosState, pos: Mapping[str, Any]) -> None:
    giant = read_table(pos, "giant", GIANT_KEYS)
    holder = read_int(giant, "holder", -1, -1, state.num_players - 1, "giant")
    size = read_int(giant, "size", 0, 0, state.data.num_cards, "giant")
    if holder >= 0:
        if GIANTS not in state.tribes:
            raise refuse("giant.holder", "the giants are not in play (key 'tribes')")
        if size < 1:
            raise refuse("giant.size", "the holder played a Giant band of at least 1 card")
    elif size:
        raise refuse("giant.size", "nobody holds the Giant token, so no Giant band was played")
    state.giant_holder = None if holder < 0 else holder
    state.giant_size = size


def _read_history(state: EthnosState, pos: Mapping[str, Any]) -> list[list[int]]:
    rows = read_list(pos, "history")
    finished = state.age if state.phase == OVER else state.age - 1
    if len(rows) > finished:
        raise refuse("history", f"{len(rows)} rows, but {finished} Ages have ended")
    for i, row in enumerate(rows):
        path = f"history[{i}]"
        check_type(row, list, path)
        if len(row) != state.num_players:
            raise refuse(path, f"needs one glory total per seat ({state.num_players})")
        for j, total in enumerate(row):
            int_in(total, 0, MAX_GLORY * len(CATEGORIES), f"{path}[{j}]")
    return [list(row) for row in rows]


def _read_seats(state: EthnosState, cards: _Cards, pos: Mapping[str, Any]) -> None:
    data, kingdoms = state.data, state.data.kingdoms
    rows = read_list(pos, "seats")
    if len(rows) > state.num_players:
        raise refuse("seats", f"{len(rows)} seats for {state.num_players} players")
    troll_holder: dict[int, int] = {}
    for seat, row in enumerate(rows):
        path = f"seats[{seat}]"
        check_type(row, dict, path)
        check_keys(row, SEAT_KEYS, path)
        state.hands[seat] = sorted(cards.take_all(row, "hand", path))
        state.known[seat] = _read_known(state, row, seat, path)
        glory = read_table(row, "glory", CATEGORIES, path)
        state.points[seat] = [read_int(glory, category, 0, 0, MAX_GLORY, f"{path}.glory")
                              for category in CATEGORIES]
        markers = read_table(row, "markers", kingdoms, path)
        for k, kingdom in enumerate(kingdoms):
            state.markers[k][seat] = read_int(markers, kingdom, 0, 0, data.markers_per_player,
                                              f"{path}.markers")
        if state._stock(seat) < 0:
            raise refuse(f"{path}.markers", f"a player has {data.markers_per_player} markers in"
                                            f" all")
        state.merfolk[seat] = read_int(row, "merfolk", 0, 0, data.merfolk_track, path)
        if state.merfolk[seat]:
            _in_play(state, MERFOLK, f"{path}.merfolk")
        trolls = read_ints(row, "trolls", 1, max(data.troll_tokens), path)
        for i, value in enumerate(trolls):
            where = f"{path}.trolls[{i}]"
            _in_play(state, TROLLS, where)
            if value not in data.troll_tokens:
                raise refuse(where, f"no Troll token is worth {value}")
            if value in troll_holder:
                raise refuse(where, f"Troll token {value} is held by seat {troll_holder[value]}")
            troll_holder[value] = seat
        state.trolls[seat] = trolls
        orcs = read_list(row, "orcs", path)
        for i, kingdom in enumerate(orcs):
            _in_play(state, ORCS, f"{path}.orcs[{i}]")
            if kingdom not in kingdoms:
                raise refuse(f"{path}.orcs[{i}]", f"unknown kingdom {short(kingdom)}")
        unique(orcs, f"{path}.orcs")
        state.orcs[seat] = {kingdoms.index(k) for k in orcs}
        state.bands[seat] = [_read_band(state, cards, band, f"{path}.bands[{i}]")
                             for i, band in enumerate(read_list(row, "bands", path))]


def _in_play(state: EthnosState, tribe: int, path: str) -> None:
    if tribe not in state.tribes:
        raise refuse(path, f"the {state.data.tribes[tribe]} are not in play (key 'tribes')")


def _read_known(state: EthnosState, row: Mapping[str, Any], seat: int, path: str) -> set[int]:
    """The hand cards the others saw taken from the market."""
    by_name: dict[str, list[int]] = {}
    for card in state.hands[seat]:
        by_name.setdefault(card_name(state, card), []).append(card)
    known = set()
    for i, name in enumerate(read_list(row, "known", path)):
        if not isinstance(name, str) or not by_name.get(name):
            raise refuse(f"{path}.known[{i}]", f"{short(name)} is not in that hand")
        known.add(by_name[name].pop())
    return known


def _read_band(state: EthnosState, cards: _Cards, row: Any, path: str) -> Band:
    data = state.data
    tribe, colour, kingdoms = data.card_tribe, data.card_kingdom, data.kingdoms
    check_type(row, dict, path)
    check_keys(row, BAND_KEYS, path)
    members = cards.take_all(row, "cards", path)
    if not members:
        raise refuse(f"{path}.cards", "a band needs at least its leader")
    leader_name = read(row, "leader", str, card_name(state, members[0]), path)
    leader = next((c for c in members if card_name(state, c) == leader_name), None)
    if leader is None:
        raise refuse(f"{path}.leader", f"{short(leader_name)} is not in the band")
    if tribe[leader] == SKELETONS:
        raise refuse(f"{path}.leader", "a Skeleton never leads a band")
    others = [c for c in members if c != leader and tribe[c] != SKELETONS]
    if not (all(colour[c] == colour[leader] for c in others)
            or all(tribe[c] == tribe[leader] for c in others)):
        raise refuse(f"{path}.cards", "a band shares one tribe or one kingdom (Skeletons join any)")
    own = kingdoms[colour[leader]]
    kingdom = read_choice(row, "kingdom", kingdoms, own, path)
    if kingdom != own and tribe[leader] != WINGFOLK:
        raise refuse(f"{path}.kingdom", f"only a Wingfolk band goes elsewhere than {own}")
    members.remove(leader)
    return Band(leader, [leader, *members], kingdoms.index(kingdom))


def _read_pending(state: EthnosState, cards: _Cards, pos: Mapping[str, Any]) -> None:
    data = state.data
    pending = read_table(pos, "pending", PENDING_KEYS)
    state.pending_markers = read_int(pending, "markers", 0, 0, data.markers_per_player, "pending")
    state.troll_limit = read_int(pending, "troll_limit", 0, 0, max(data.troll_tokens), "pending")
    state.elf_limit = read_int(pending, "elf_limit", 0, 0, data.num_cards, "pending")
    # A Wizard draws and a Centaur's extra band opens while the band resolves: no decision
    # ever waits with them set.
    if read_int(pending, "after_discard_draw", 0, 0, data.num_cards, "pending"):
        raise refuse("pending.after_discard_draw", "a Wizard draws at once: 0 between decisions")
    if read(pending, "centaur_extra", bool, False, "pending"):
        raise refuse("pending.centaur_extra", "the extra band is phase 'centaur': false here")
    state.orc_queue = read_ints(pending, "orc_queue", 0, state.num_players - 1, "pending")
    unique(state.orc_queue, "pending.orc_queue")
    if "building" in pending:
        state.building = _read_band(state, cards, pending["building"], "pending.building")
    hand = list(state.hands[state.current])
    for i, name in enumerate(read_list(pending, "elf_kept", "pending")):
        match = next((c for c in hand if card_name(state, c) == name), None)
        if match is None:
            raise refuse(f"pending.elf_kept[{i}]", f"{short(name)} is not in the hand of"
                                                   f" seat {state.current}")
        hand.remove(match)
        state.elf_kept.append(match)


def _read_market_and_deck(state: EthnosState, cards: _Cards, pos: Mapping[str, Any]) -> None:
    """The market, then the deck: as written, or the cards not placed elsewhere, shuffled in a
    fixed order with the Dragons not yet drawn in the bottom half (as each Age starts)."""
    data = state.data
    state.market = cards.take_all(pos, "market")
    left = data.dragons - state.dragons_drawn
    if "deck" in pos:
        state.deck = cards.take_all(pos, "deck", deck=True)
        bottom = len(state.deck)
    else:
        rest = cards.rest()
        rng = random.Random(0)
        rng.shuffle(rest)
        if "market" not in pos:
            deal = min(len(rest), data.market_per_player * state.num_players)
            state.market = [rest.pop() for _ in range(deal)]
        top = len(rest) // 2
        lower = rest[: len(rest) - top] + [DRAGON] * left
        rng.shuffle(lower)
        state.deck = lower + rest[len(rest) - top:]
        bottom = len(lower)
    if state.deck.count(DRAGON) != left:
        raise refuse("deck", f"holds {state.deck.count(DRAGON)} Dragons, but {left} are not drawn"
                             f" yet (dragons_drawn = {state.dragons_drawn})")
    state.deck_bottom = read_int(pos, "deck_bottom", bottom, 0, len(state.deck))
    if DRAGON in state.deck[state.deck_bottom:]:
        raise refuse("deck_bottom", "the Dragons are in the bottom half of the deck")


def _check_phase(state: EthnosState) -> None:
    """The decision in progress is one the rules can be waiting for."""
    data, phase, seat = state.data, state.phase, state.current
    if phase in PHASE_TRIBE:
        _in_play(state, PHASE_TRIBE[phase], "phase")
    ended = phase in (ORC, OVER)
    if ended != (state.dragons_drawn == data.dragons):
        raise refuse("dragons_drawn", f"the Age ends when Dragon {data.dragons} is drawn: phase"
                                      f" 'orc' or 'over' then, and only then")
    if phase == OVER and state.age != state.num_ages:
        raise refuse("phase", f"the game is over after Age {state.num_ages}")
    if (phase == BAND) != (state.building is not None):
        raise refuse("pending.building", "a band is being built in phase 'band', and only then")
    if (phase == FREE_MARKER) != (state.pending_markers > 0):
        raise refuse("pending.markers", "free markers wait in phase 'free_marker', and only then")
    if state.pending_markers > state._stock(seat):
        raise refuse("pending.markers", f"seat {seat} has fewer markers left")
    if phase == TROLL and not any(v <= state.troll_limit for v in state._free_trolls()):
        raise refuse("pending.troll_limit", "no free Troll token is worth that little")
    if phase == ELF:
        hand = len(state.hands[seat])
        if not len(state.elf_kept) < state.elf_limit < hand:
            raise refuse("pending.elf_limit", f"above the cards kept so far, below the {hand}"
                                              f" cards of the hand")
    elif state.elf_limit or state.elf_kept:
        raise refuse("pending.elf_limit", "an Elf band's keep waits in phase 'elf', and only then")
    if phase == ORC:
        queue = state.orc_queue
        if not queue or queue[0] != seat:
            raise refuse("pending.orc_queue", f"seat {seat} decides first on its Orc Horde")
        if state.age == state.num_ages:
            raise refuse("phase", "the final Age cashes in every Orc Horde")
        if any(not state.orcs[s] for s in queue):
            raise refuse("pending.orc_queue", "a seat without Orc Horde markers has no decision")
        if any(state.hands):
            raise refuse("seats", "the hands are discarded when the Age ends")
    elif state.orc_queue:
        raise refuse("pending.orc_queue", "Orc Horde decisions wait in phase 'orc', and only then")
