"""What a Champions position may leave out, and what it becomes (docs/positions.md).

Only `game` and `players` are required. A missing field takes the value a test most often
means: nothing (no placements, no fights, no cards won), set-up counts (workers, ships, stalls
in play) and, for the cards, those the position does not place elsewhere, in the data's order.
Per-seat tables (`resources`, `dice`) and the `blue` and `ships` tables may be partial.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import Any

from .data import KINDS, LEADERS, RUNES, ChampionsData
from .state import FIELDS, LEADERS_PHASE, OVER, PLACE, SHORES

RESOURCE_KEYS = ("food", "wood", "coin", "favor", "blame", "glory")
BLUE = ("blacksmith", "hafter", "swordsmith", "smokehouse")


def with_defaults(data: ChampionsData, n: int, given: dict[str, Any]) -> dict[str, Any]:
    """Every state field: `given`'s (decoded: None for "none"), the rest by default."""
    v = dict(given)
    setup = data.setup[n]
    v.setdefault("round", 1)
    v.setdefault("phase", PLACE)
    v.setdefault("first_player", 0)
    v.setdefault("current", None if v["phase"] == OVER else v["first_player"])
    v.setdefault("leaders", list(LEADERS[:n]))
    v.setdefault("draft", [])
    v.setdefault("huts_bought", [False] * n)
    v.setdefault("huts_sold", sum(1 for x in v["huts_bought"] if x is True))
    v.setdefault("workers_total", [setup.workers + (v["huts_bought"][i] is True)
                                   for i in range(n)])
    v.setdefault("placements", {})
    if "workers_left" not in v:
        placed = Counter(s for seats in v["placements"].values() for s in seats)
        open_phase = v["phase"] in (PLACE, LEADERS_PHASE)
        v["workers_left"] = [max(0, v["workers_total"][i] - placed[i]) if open_phase else 0
                             for i in range(n)]
    v["resources"] = _partial_rows(v.get("resources"), n, RESOURCE_KEYS)
    v["dice"] = _partial_rows(v.get("dice"), n, KINDS)
    v["blue"] = _partial(v.get("blue", {}), BLUE)
    if "supply" not in v:
        held = Counter()
        for row in v["dice"]:
            held.update(row)
        for location, kind in (("blacksmith", "axeman"), ("hafter", "spearman"),
                               ("swordsmith", "swordsman")):
            held[kind] += v["blue"][location]
        v["supply"] = {kind: data.supply[kind] - held[kind] for kind in KINDS}
    v.setdefault("stalls", _stalls(data, n))
    v["ships"] = _ships(data, setup.private_ships, v.get("ships", {}))
    if "private" not in v:
        v["private"] = [None] * n
        for ship, where in v["ships"].items():
            owner = where.get("owner")
            if ship not in ("small", "large") and isinstance(owner, int) and 0 <= owner < n:
                v["private"][owner] = ship
    for key in ("seen", "runes", "runes_used", "destinies", "destinies_scored", "won"):
        v.setdefault(key, [[] for _ in range(n)])
    for key in ("assign", "food_loaded"):
        v.setdefault(key, [{} for _ in range(n)])
    v.setdefault("committed", [False] * n)
    for key in ("merchant_taken", "revealed", "troll_defeated"):
        v.setdefault(key, False)
    v.setdefault("journey_open", [False] * SHORES)
    v.setdefault("journey_discard", [])
    v.setdefault("pending", None)
    v.setdefault("combat", None)
    v.setdefault("queue", [])
    if "round_glory" not in v:
        v["round_glory"] = [[0] * (v["round"] - 1) + [row["glory"]] for row in v["resources"]]
    _cards(data, v)
    return {name: v[name] for name in FIELDS}


def _partial(table: Any, keys: Iterable[str]) -> Any:
    if not isinstance(table, dict):
        return table
    return dict.fromkeys(keys, 0) | table


def _partial_rows(rows: Any, n: int, keys: tuple[str, ...]) -> Any:
    if rows is None:
        return [dict.fromkeys(keys, 0) for _ in range(n)]
    if not isinstance(rows, list):
        return rows
    return [_partial(row, keys) for row in rows]


def _stalls(data: ChampionsData, n: int) -> list[str]:
    """The set-up's count of each kind, the first of each in the data's order."""
    setup = data.setup[n]
    military = sorted(k for k, s in data.stalls.items() if s.type == "military")
    economic = sorted(k for k, s in data.stalls.items() if s.type == "economic")
    rest = military[setup.military:] + economic[setup.economic:]
    return sorted(military[:setup.military] + economic[:setup.economic] +
                  rest[:setup.random_stalls])


def _ships(data: ChampionsData, count: int, given: Any) -> Any:
    """The public ships and `count` private ones: those given, then the first others in the
    data's order; each entry's `owner` and `shore` "none" unless given."""
    if not isinstance(given, dict):
        return given
    named = [s for s in given if s not in ("small", "large")]
    others = [s for s in sorted(data.ships) if not data.ships[s].public and s not in named]
    ships = {}
    for ship in ("small", "large", *named, *others[:max(0, count - len(named))]):
        entry = given.get(ship, {})
        ships[ship] = {"owner": None, "shore": None} | entry if isinstance(entry, dict) else entry
    return ships


def _cards(data: ChampionsData, v: dict[str, Any]) -> None:
    """Face-up cards and decks left out: the cards not placed elsewhere, in the data's order
    (a deck's top is its end)."""
    won = [card for row in v["won"] if isinstance(row, list) for card in row]

    def unplaced(cards: Iterable[str], *places: Any) -> list[str]:
        used = Counter(_flat(places))
        left = []
        for card in cards:
            if used[card]:
                used[card] -= 1
            else:
                left.append(card)
        return left

    if "troll" not in v:
        v["troll"] = next(iter(unplaced(sorted(data.trolls), v.get("troll_deck"), won)), None)
    v.setdefault("troll_deck", unplaced(sorted(data.trolls), v["troll"], won))
    if "draugr" not in v:
        free = [*unplaced(sorted(data.draugr), v.get("draugr_deck"), won), None, None]
        v["draugr"] = free[:2]
    v.setdefault("draugr_deck", unplaced(sorted(data.draugr), v["draugr"], won))
    if "monsters" not in v:
        free = unplaced(sorted(data.monsters), v.get("monster_deck"), won) + [None] * SHORES
        v["monsters"] = free[:SHORES]
    v.setdefault("monster_deck", unplaced(sorted(data.monsters), v["monsters"], won))
    merchant = sorted(data.merchant)
    if "merchant" not in v:
        v["merchant"] = next(iter(unplaced(merchant, v.get("merchant_deck"))), None)
    if "merchant_deck" not in v and isinstance(v["round"], int):
        v["merchant_deck"] = unplaced(merchant, v["merchant"])[:data.rounds - v["round"]]
    held = [v.get("runes"), v.get("rune_deck")]
    if "rune_slots" not in v:
        free = unplaced(RUNES, *held) + [None] * data.rune_slots
        v["rune_slots"] = free[:data.rune_slots]
    v.setdefault("rune_deck", unplaced(RUNES, v["runes"], v["rune_slots"]))
    drawn = v["pending"].get("drawn") if isinstance(v["pending"], dict) else None
    v.setdefault("destiny_deck", unplaced(sorted(data.destinies), v["destinies"], drawn))
    journey = sorted(card for card, count in data.journey.items() for _ in range(count))
    if "journey" not in v:
        free = unplaced(journey, v.get("journey_deck"), v["journey_discard"]) + [None] * SHORES
        v["journey"] = free[:SHORES]
    v.setdefault("journey_deck", unplaced(journey, v["journey"], v["journey_discard"]))


def _flat(places: Iterable[Any]) -> list[Any]:
    result = []
    for place in places:
        if isinstance(place, list):
            result += _flat(place)
        elif place is not None:
            result.append(place)
    return result
