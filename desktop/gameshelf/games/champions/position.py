"""The Champions position format: `game`, `players`, `options`, then every state field by
name (state.FIELDS), with "none" standing for an empty space (TOML has no null); a field left
out takes its default (position_defaults.py).

A loaded position is checked: types, ranges, ids, that every die of the supply is somewhere
exactly once, that no card is in two places, and that the decision point is one the rules
reach (a phase with the pending decision or fight it needs).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.positions import consistency_checked, read_setup, refuse
from ..plain import copy_plain, decode_none, encode_none
from .data import COLOURS, DESTINIES, GOODS, KINDS, LEADERS, LOCATIONS, RUNES
from .position_defaults import RESOURCE_KEYS, with_defaults
from .state import (
    ASSIGN,
    COMBAT,
    FIELDS,
    LEADERS_PHASE,
    OVER,
    PLACE,
    SHORES,
    TROLL_BLAME,
    ChampionsState,
)

if TYPE_CHECKING:
    from . import ChampionsSpec

PHASES = (LEADERS_PHASE, PLACE, ASSIGN, COMBAT, TROLL_BLAME, OVER)
PLACE_PENDING = ("peek", "true_vision", "keep_destiny", "buy_ship", "market", "take_rune",
                 "buy_favor", "repeat")
RESOLUTION_PENDING = ("journey_rune", "storm", "lost", "starve", "give_blame")
STAGES = ("reroll", "healing", "victory", "lose")
STEP_NAMES = ("hunt", "fight", "journey", "kraken", "feed", "monster", "cleanup")
BIG = 10_000


def to_position(state: ChampionsState) -> dict[str, Any]:
    return {"game": "champions", "players": state.num_players,
            "options": dict(state.options), **encode_none(state.fields())}


def load_position(spec: ChampionsSpec, pos: Mapping[str, Any]) -> ChampionsState:
    players, options = read_setup(spec, pos, ("game", "players", "options", *FIELDS))
    state = ChampionsState(spec, spec.data, players, options, random.Random(0))
    with consistency_checked():
        given = {name: decode_none(copy_plain(pos[name])) for name in FIELDS if name in pos}
        for name, value in with_defaults(spec.data, players, given).items():
            setattr(state, name, value)
        _Check(state).run()
    return state


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Check:
    def __init__(self, state: ChampionsState) -> None:
        self.s = state
        self.n = state.num_players
        self.data = state.data

    def int(self, value: Any, low: int, high: int, key: str) -> int:
        if not _is_int(value) or not low <= value <= high:
            raise refuse(key, f"expected an integer from {low} to {high}")
        return value

    def seat(self, value: Any, key: str, optional: bool = False) -> None:
        if optional and value is None:
            return
        self.int(value, 0, self.n - 1, key)

    def list(self, value: Any, key: str, length: int | None = None) -> list:
        if not isinstance(value, list) or (length is not None and len(value) != length):
            raise refuse(key, "expected a list" + (f" of {length}" if length is not None else ""))
        return value

    def dict(self, value: Any, key: str, keys: tuple[str, ...] | None = None) -> dict:
        if not isinstance(value, dict):
            raise refuse(key, "expected a table")
        if keys is not None and set(value) != set(keys):
            raise refuse(key, f"expected the keys {', '.join(keys)}")
        return value

    def ids(self, value: Any, key: str, allowed: Any, length: int | None = None,
            optional: bool = False) -> list:
        items = self.list(value, key, length)
        for i, item in enumerate(items):
            if optional and item is None:
                continue
            if not isinstance(item, str) or item not in allowed:
                raise refuse(f"{key}[{i}]", "unknown id")
        return items

    def per_seat(self, key: str) -> list:
        return self.list(getattr(self.s, key), key, self.n)

    def run(self) -> None:
        s, n, data = self.s, self.n, self.data
        self.int(s.round, 1, data.rounds, "round")
        if s.phase not in PHASES:
            raise refuse("phase", "unknown phase")
        if s.phase == OVER:
            if s.current is not None:
                raise refuse("current", "the game is over")
        else:
            self.seat(s.current, "current")
        self.seat(s.first_player, "first_player")
        self.ids(s.leaders, "leaders", LEADERS, n, optional=True)
        picked = [x for x in s.leaders if x is not None]
        if len(set(picked)) != len(picked):
            raise refuse("leaders", "a leader is taken twice")
        for i, x in enumerate(self.list(s.draft, "draft")):
            self.seat(x, f"draft[{i}]")
        if s.phase == LEADERS_PHASE:
            if not s.draft or s.current != s.draft[0] or len(picked) + len(s.draft) != n:
                raise refuse("draft", "not the seats still to choose a leader")
        elif s.draft or len(picked) != n:
            raise refuse("leaders", "every seat has a leader after the draft")
        for key in ("workers_left", "workers_total"):
            for i, x in enumerate(self.per_seat(key)):
                self.int(x, 0, 5, f"{key}[{i}]")
        for i, x in enumerate(self.per_seat("huts_bought")):
            if not isinstance(x, bool):
                raise refuse(f"huts_bought[{i}]", "expected true or false")
        self.int(s.huts_sold, sum(s.huts_bought), sum(s.huts_bought), "huts_sold")
        for i, res in enumerate(self.per_seat("resources")):
            self.dict(res, f"resources[{i}]", RESOURCE_KEYS)
            for k, v in res.items():
                self.int(v, -BIG if k == "glory" else 0, BIG, f"resources[{i}].{k}")
        self.dict(s.supply, "supply", KINDS)
        self.dict(s.blue, "blue", ("blacksmith", "hafter", "swordsmith", "smokehouse"))
        for k, v in s.blue.items():
            self.int(v, 0, BIG, f"blue.{k}")
        total = Counter()
        for i, held in enumerate(self.per_seat("dice")):
            self.dict(held, f"dice[{i}]", KINDS)
            for k, v in held.items():
                total[k] += self.int(v, 0, data.warrior_cap, f"dice[{i}].{k}")
            if sum(held.values()) > data.warrior_cap:
                raise refuse(f"dice[{i}]", "more dice than the warrior cap")
        for kind in KINDS:
            total[kind] += self.int(s.supply[kind], 0, data.supply[kind], f"supply.{kind}")
        for location, kind in (("blacksmith", "axeman"), ("hafter", "spearman"),
                               ("swordsmith", "swordsman")):
            total[kind] += s.blue[location]
        for kind in KINDS:
            if total[kind] != data.supply[kind]:
                raise refuse("supply", f"the {kind} dice do not add up to {data.supply[kind]}")
        self._board()
        self._cards()
        self._assignments()
        self._decision()

    def _board(self) -> None:
        s, _n = self.s, self.n
        self.dict(s.placements, "placements")
        for location, seats in s.placements.items():
            if location not in LOCATIONS and location not in s.stalls:
                raise refuse(f"placements.{location}", "unknown location")
            for i, x in enumerate(self.list(seats, f"placements.{location}")):
                self.seat(x, f"placements.{location}[{i}]")
            if len(set(seats)) != len(seats) or (
                    len(seats) > 1 and location not in ("hunting_grounds", "private_longship")):
                raise refuse(f"placements.{location}", "too many workers")
        stalls = self.ids(s.stalls, "stalls", self.data.stalls)
        if len(set(stalls)) != len(stalls) or not stalls:
            raise refuse("stalls", "a stall is listed twice")
        if not isinstance(s.merchant_taken, bool) or not isinstance(s.troll_defeated, bool) \
                or not isinstance(s.revealed, bool):
            raise refuse("merchant_taken", "expected true or false")
        self.dict(s.ships, "ships")
        if not {"small", "large"} <= set(s.ships) or not set(s.ships) <= set(self.data.ships):
            raise refuse("ships", "unknown ships")
        ports = []
        for ship, where in s.ships.items():
            self.dict(where, f"ships.{ship}", ("owner", "shore"))
            self.seat(where["owner"], f"ships.{ship}.owner", optional=True)
            if where["shore"] is not None:
                ports.append(self.int(where["shore"], 0, SHORES - 1, f"ships.{ship}.shore"))
                if where["owner"] is None:
                    raise refuse(f"ships.{ship}.owner", "a ship at a port has a captain")
        if len(set(ports)) != len(ports):
            raise refuse("ships", "two ships at one port")
        for seat, ship in enumerate(self.per_seat("private")):
            if ship is None:
                continue
            if ship not in s.ships or ship in ("small", "large") or \
                    s.ships[ship]["owner"] != seat:
                raise refuse(f"private[{seat}]", "not that seat's ship")
        for ship in s.ships:
            if ship not in ("small", "large") and s.ships[ship]["owner"] is not None and \
                    s.private[s.ships[ship]["owner"]] != ship:
                raise refuse(f"ships.{ship}.owner", "the owner does not have it")
        for i, seen in enumerate(self.per_seat("seen")):
            for j, x in enumerate(self.list(seen, f"seen[{i}]")):
                self.int(x, 0, SHORES - 1, f"seen[{i}][{j}]")
                if not isinstance(s.journey, list) or len(s.journey) != SHORES \
                        or s.journey[x] is None:
                    raise refuse(f"seen[{i}][{j}]", "no card there")
            if seen != sorted(set(seen)):
                raise refuse(f"seen[{i}]", "expected sorted shores")
        for i, x in enumerate(self.list(s.journey_open, "journey_open", SHORES)):
            if not isinstance(x, bool):
                raise refuse(f"journey_open[{i}]", "expected true or false")
        for i, rounds in enumerate(self.per_seat("round_glory")):
            self.list(rounds, f"round_glory[{i}]", s.round)
            for j, x in enumerate(rounds):
                self.int(x, -BIG, BIG, f"round_glory[{i}][{j}]")

    def _cards(self) -> None:
        s, data = self.s, self.data
        self.ids(s.troll_deck, "troll_deck", data.trolls)
        self.ids(s.draugr_deck, "draugr_deck", data.draugr)
        self.ids(s.monster_deck, "monster_deck", data.monsters)
        self.ids(s.merchant_deck, "merchant_deck", data.merchant)
        self.ids(s.rune_deck, "rune_deck", RUNES)
        self.ids(s.destiny_deck, "destiny_deck", DESTINIES)
        self.ids(s.journey_deck, "journey_deck", data.journey)
        self.ids(s.journey_discard, "journey_discard", data.journey)
        self.ids([s.troll], "troll", data.trolls, optional=True)
        self.ids(s.draugr, "draugr", data.draugr, 2, optional=True)
        self.ids(s.monsters, "monsters", data.monsters, SHORES, optional=True)
        self.ids(s.journey, "journey", data.journey, SHORES, optional=True)
        self.ids([s.merchant], "merchant", data.merchant, optional=True)
        self.ids(s.rune_slots, "rune_slots", RUNES, data.rune_slots, optional=True)
        enemies = {**data.trolls, **data.draugr, **data.monsters}
        won = []
        for i, cards in enumerate(self.per_seat("won")):
            won += self.ids(cards, f"won[{i}]", enemies)
        runes = []
        for key in ("runes", "runes_used"):
            for i, cards in enumerate(self.per_seat(key)):
                self.ids(cards, f"{key}[{i}]", RUNES)
                if len(set(cards)) != len(cards):
                    raise refuse(f"{key}[{i}]", "a rune is listed twice")
        for i, (have, used) in enumerate(zip(s.runes, s.runes_used, strict=True)):
            runes += have
            if not set(used) <= set(have):
                raise refuse(f"runes_used[{i}]", "a rune the seat does not have")
        destinies = list(s.destiny_deck)
        for i, (have, scored) in enumerate(zip(self.per_seat("destinies"),
                                               self.per_seat("destinies_scored"), strict=True)):
            destinies += self.ids(have, f"destinies[{i}]", DESTINIES)
            self.ids(scored, f"destinies_scored[{i}]", have)
            if have != sorted(have) or len(set(scored)) != len(scored):
                raise refuse(f"destinies[{i}]", "expected sorted Destinies")
        if s.pending and s.pending.get("kind") == "keep_destiny":
            destinies += self.ids(s.pending.get("drawn"), "pending.drawn", DESTINIES)
        self._once([*s.troll_deck, s.troll, *won], "troll_deck", exact=False)
        self._once(s.draugr_deck + s.draugr + s.monster_deck + s.monsters +
                   [e for e in won if e in data.draugr or e in data.monsters], "draugr_deck",
                   exact=False)
        self._once(runes + s.rune_deck + s.rune_slots, "rune_deck", exact=len(RUNES))
        self._once(destinies, "destiny_deck", exact=len(DESTINIES))
        self._once([*s.merchant_deck, s.merchant], "merchant_deck", exact=False)
        if len(s.merchant_deck) != data.rounds - s.round:
            raise refuse("merchant_deck", "one Merchant Ship card a round")
        journeys = Counter(c for c in s.journey_deck + s.journey_discard + s.journey if c)
        if journeys != Counter(data.journey):
            raise refuse("journey_deck", "the Journey cards do not add up")

    def _once(self, cards: list, key: str, exact: Any) -> None:
        cards = [c for c in cards if c is not None]
        if len(set(cards)) != len(cards):
            raise refuse(key, "a card is in two places")
        if exact is not False and len(cards) != exact:
            raise refuse(key, "cards are missing")

    def _assignments(self) -> None:
        s = self.s
        for seat in range(self.n):
            assigned = self.dict(self.per_seat("assign")[seat], f"assign[{seat}]")
            food = self.dict(self.per_seat("food_loaded")[seat], f"food_loaded[{seat}]")
            targets = s.targets(seat)
            for target, counts in assigned.items():
                if target not in targets:
                    raise refuse(f"assign[{seat}].{target}", "not a reservation of the seat")
                self.dict(counts, f"assign[{seat}].{target}")
                for kind, v in counts.items():
                    if kind not in KINDS:
                        raise refuse(f"assign[{seat}].{target}.{kind}", "unknown die kind")
                    self.int(v, 1, 8, f"assign[{seat}].{target}.{kind}")
                if target.startswith("shore_") and s.load(seat, target) > s.capacity(
                        s.ship_at(int(target[-1]))):
                    raise refuse(f"assign[{seat}].{target}", "over the ship's capacity")
            for shore, v in food.items():
                if f"shore_{shore}" not in targets:
                    raise refuse(f"food_loaded[{seat}].{shore}", "not the seat's ship")
                self.int(v, 1, BIG, f"food_loaded[{seat}].{shore}")
                if s.load(seat, f"shore_{shore}") > s.capacity(s.ship_at(int(shore))):
                    raise refuse(f"food_loaded[{seat}].{shore}", "over the ship's capacity")
            if any(v < 0 for v in s.pool(seat).values()) or s.food_pool(seat) < 0:
                raise refuse(f"assign[{seat}]", "more dice or Food than the seat has")
            if not isinstance(s.committed[seat], bool) or len(s.committed) != self.n:
                raise refuse("committed", "expected true or false per seat")

    def _decision(self) -> None:
        s = self.s
        queue = self.list(s.queue, "queue")
        for i, step in enumerate(queue):
            if not isinstance(step, str) or step.partition(":")[0] not in STEP_NAMES:
                raise refuse(f"queue[{i}]", "unknown step")
            name, _, arg = step.partition(":")
            if name in ("hunt",):
                self.seat(int(arg), f"queue[{i}]")
            elif name == "fight":
                if arg not in ("troll", "draugr_1", "draugr_2") or not s.placements.get(arg):
                    raise refuse(f"queue[{i}]", "nobody fights there")
            elif name != "cleanup":
                shore = self.int(int(arg), 0, SHORES - 1, f"queue[{i}]")
                if s.ship_at(shore) is None:
                    raise refuse(f"queue[{i}]", "no ship there")
        in_resolution = s.phase in (COMBAT, TROLL_BLAME)
        if in_resolution != bool(queue) and not ((in_resolution and s.pending) or s.combat):
            raise refuse("queue", "resolution steps outside the resolution")
        if in_resolution and (not queue or queue[-1] != "cleanup"):
            raise refuse("queue", "the resolution ends with the clean-up")
        p, c = s.pending, s.combat
        if p is not None:
            self.dict(p, "pending")
            kind = p.get("kind")
            allowed = PLACE_PENDING if s.phase == PLACE else \
                ("give_blame",) if s.phase == TROLL_BLAME else RESOLUTION_PENDING
            if kind not in allowed or p.get("seat") != s.current or c is not None:
                raise refuse("pending.kind", "not a decision of this phase")
            if (kind == "give_blame") != (s.phase == TROLL_BLAME):
                raise refuse("pending.kind", "the Troll's Blame has its own phase")
            self._pending(p)
        elif s.phase == TROLL_BLAME:
            raise refuse("pending", "the Troll's victor gives Blame")
        if c is not None:
            self._combat(c)
        elif s.phase == COMBAT and p is None:
            raise refuse("combat", "the resolution waits on a decision")
        if s.phase == PLACE and p is None and s.workers_left[s.current] <= 0:
            raise refuse("current", "that seat has no worker left")
        if s.phase == ASSIGN and (not s.targets(s.current) or s.committed[s.current]):
            raise refuse("current", "that seat has nothing to assign")
        if s.phase != ASSIGN and not in_resolution and (any(s.committed) or any(s.assign)):
            raise refuse("committed", "assignments outside the assignment")

    def _pending(self, p: dict) -> None:
        s = self.s
        kind = p["kind"]
        keys = {"peek": (), "true_vision": (), "buy_ship": (), "take_rune": (),
                "buy_favor": (), "give_blame": (), "keep_destiny": ("drawn",),
                "market": ("given", "got"), "repeat": ("stall",),
                "journey_rune": ("shore",), "storm": ("shore", "count"),
                "lost": ("shore", "count"), "starve": ("shore", "count", "why")}[kind]
        self.dict(p, "pending", ("kind", "seat", *keys))
        if kind == "market":
            for key in ("given", "got"):
                self.ids(p[key], f"pending.{key}", GOODS)
        if kind == "repeat" and (p["stall"] not in s.stalls or
                                 not self.data.stalls[p["stall"]].repeat):
            raise refuse("pending.stall", "not a stall to repeat")
        if kind == "keep_destiny" and len(p["drawn"]) < 2:
            raise refuse("pending.drawn", "nothing to choose from")
        if "shore" in keys:
            shore = self.int(p["shore"], 0, SHORES - 1, "pending.shore")
            ship = s.ship_at(shore)
            if ship is None or s.ships[ship]["owner"] != p["seat"]:
                raise refuse("pending.shore", "not the seat's ship")
        if "count" in keys:
            self.int(p["count"], 1, 8, "pending.count")
        if kind == "starve" and p["why"] not in ("whirlpool", "starvation"):
            raise refuse("pending.why", "unknown cause")
        if kind in ("peek", "true_vision") and s.workers_left[p["seat"]] < 0:
            raise refuse("pending", "no worker there")

    def _combat(self, c: dict) -> None:
        s = self.s
        self.dict(c, "combat", ("seat", "target", "enemy", "damage", "defense", "attack", "dice",
                                "stage", "losses_left", "hits", "shields", "reaction",
                                *(("shore",) if c.get("target") == "kraken" else ())))
        if s.phase != COMBAT or c["seat"] != s.current or c["stage"] not in STAGES:
            raise refuse("combat.stage", "not a fight's decision")
        target = c["target"]
        seat = c["seat"]
        if target == "hunt":
            if c["enemy"] is not None or c["stage"] != "reroll":
                raise refuse("combat.enemy", "hunting fights nobody")
            where, pool = None, s.pool(seat)
        else:
            if target == "kraken":
                shore = self.int(c["shore"], 0, SHORES - 1, "combat.shore")
                where, enemy = f"shore_{shore}", "kraken"
            else:
                where, enemy = target, s.enemy_at(target) if target in (
                    "troll", "draugr_1", "draugr_2", *(f"shore_{i}" for i in range(SHORES))) \
                    else "?"
            if c["enemy"] != enemy or where not in s.targets(seat):
                raise refuse("combat.enemy", "not the enemy there")
            e = self.data.enemy(enemy)
            if (c["attack"], c["defense"]) != (e.attack, e.defense):
                raise refuse("combat.attack", "not the enemy's values")
            pool = s.assign[seat].get(where, {})
        dice = self.list(c["dice"], "combat.dice")
        kinds = Counter()
        for i, d in enumerate(dice):
            self.dict(d, f"combat.dice[{i}]", ("kind", "face"))
            if d["kind"] not in KINDS:
                raise refuse(f"combat.dice[{i}].kind", "unknown die kind")
            self.data.dice[d["kind"]].face_index(d["face"])
            kinds[d["kind"]] += 1
        # A fight is won in the round its last die falls (the Glory rune's choice then waits).
        if kinds != Counter({k: v for k, v in pool.items() if v}) or \
                (not dice and c["stage"] != "victory"):
            raise refuse("combat.dice", "not the dice of that fight")
        self.int(c["damage"], 0, BIG, "combat.damage")
        self.int(c["losses_left"], 1 if c["stage"] == "lose" else 0,
                 len(dice) if c["stage"] in ("lose", "healing") else 0, "combat.losses_left")
        if not isinstance(c["reaction"], bool):
            raise refuse("combat.reaction", "expected true or false")
        if c["stage"] == "victory" and c["damage"] < c["defense"]:
            raise refuse("combat.damage", "not yet a victory")
        hits = self.int(c["hits"], 0, BIG, "combat.hits")
        shields = self.int(c["shields"], 0, BIG, "combat.shields")
        if c["stage"] != "reroll":
            return  # the roll's tally stays while its losses take dice away
        from .combat import _tally

        _tally(s)
        if (c["hits"], c["shields"]) != (hits, shields):
            raise refuse("combat.hits", "not what the dice show")


__all__ = ["COLOURS", "load_position", "to_position"]
