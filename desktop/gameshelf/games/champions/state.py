"""The Champions of Midgard state: set-up, rounds, worker placement and the secret assignment
(shared/rules/champions.md §a.3-a.6, a.10). Combat resolution is in combat.py.

Every field is plain data (ints, strings, lists, dicts keyed by strings), so a clone, a
position and an observation are copies of it. Decisions one at a time: `pending` holds the
follow-up decision of a placement (Sage's House, Market, ...) or of the resolution (a Journey
choice, the Troll's Blame), `combat` the fight being resolved with its stage.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Action, Event
from ..plain import PlainState
from .data import GOODS, KINDS, ChampionsData

LEADERS_PHASE, PLACE, ASSIGN, COMBAT, TROLL_BLAME, OVER = (
    "leaders", "place", "assign", "combat", "troll_blame", "over")
SHORES = 4
FIGHTS = ("troll", "draugr_1", "draugr_2")
BLUE_DICE = {"blacksmith": "axeman", "hafter": "spearman", "swordsmith": "swordsman"}
SHIP_LOCATION = {"small": "small_longship", "large": "large_longship"}
PLAIN_LOCATIONS = (
    "jarls_longhouse", "sages_house", "shipwright", "market", "runesmith", "stave_church",
    "worker_huts", "blacksmith", "hafter", "swordsmith", "smokehouse", "merchant_ship",
    "hunting_grounds", "troll", "draugr_1", "draugr_2",
)  # fmt: skip
ANY_TIME_RUNES = ("gifts", "knowledge", "success", "wealth")

# Every field of the state, in position order; all plain data.
FIELDS = (
    "round", "phase", "current", "first_player", "leaders", "draft", "workers_left",
    "workers_total", "huts_bought", "huts_sold", "resources", "dice", "supply", "placements",
    "stalls", "blue", "merchant", "merchant_taken", "merchant_deck", "troll", "troll_deck",
    "draugr", "draugr_deck", "monsters", "monster_deck", "journey", "journey_deck",
    "journey_discard", "journey_open", "seen", "ships", "private", "rune_slots", "rune_deck",
    "runes", "runes_used", "destinies", "destiny_deck", "destinies_scored", "won", "assign",
    "food_loaded", "committed", "revealed", "pending", "combat", "queue", "troll_defeated",
    "round_glory",
)  # fmt: skip


def gifts_splits(total: int) -> list[tuple[int, int, int]]:
    """Every (food, wood, coin) that sums to `total`: the Gifts rune's choices."""
    return [(f, w, total - f - w) for f in range(total + 1) for w in range(total + 1 - f)]


class ChampionsState(PlainState):
    FIELDS = FIELDS
    RULES = "decisions"

    def __init__(self, spec: Any, data: ChampionsData, num_players: int,
                 options: dict[str, Any], rng: random.Random) -> None:
        self.spec = spec
        self.data = data
        self.num_players = num_players
        self.options = options
        self.rng = rng
        self._legal: list[Action] | None = None
        n = num_players
        self.round = 1
        self.phase = PLACE
        self.current: int | None = 0
        self.first_player = 0
        self.leaders: list[str | None] = [None] * n
        self.draft: list[int] = []  # seats still to choose a leader, in order
        self.workers_left = [0] * n
        self.workers_total = [0] * n
        self.huts_bought = [False] * n
        self.huts_sold = 0
        self.resources = [dict.fromkeys(("food", "wood", "coin", "favor", "blame", "glory"), 0)
                          for _ in range(n)]
        self.dice = [dict.fromkeys(KINDS, 0) for _ in range(n)]  # all a seat holds
        self.supply = dict(data.supply)
        self.placements: dict[str, list[int]] = {}
        self.stalls: list[str] = []
        self.blue = dict.fromkeys(("blacksmith", "hafter", "swordsmith", "smokehouse"), 0)
        self.merchant: str | None = None
        self.merchant_taken = False
        self.merchant_deck: list[str] = []  # the top is the end of every deck
        self.troll: str | None = None
        self.troll_deck: list[str] = []
        self.draugr: list[str | None] = [None, None]
        self.draugr_deck: list[str] = []
        self.monsters: list[str | None] = [None] * SHORES
        self.monster_deck: list[str] = []
        self.journey: list[str | None] = [None] * SHORES
        self.journey_deck: list[str] = []
        self.journey_discard: list[str] = []
        self.journey_open = [False] * SHORES  # revealed during this round's resolution
        self.seen: list[list[int]] = [[] for _ in range(n)]  # shores whose card the seat saw
        self.ships: dict[str, dict[str, Any]] = {}  # ship -> {owner, shore}
        self.private: list[str | None] = [None] * n
        self.rune_slots: list[str | None] = [None] * data.rune_slots
        self.rune_deck: list[str] = []
        self.runes: list[list[str]] = [[] for _ in range(n)]
        self.runes_used: list[list[str]] = [[] for _ in range(n)]
        self.destinies: list[list[str]] = [[] for _ in range(n)]
        self.destiny_deck: list[str] = []
        self.destinies_scored: list[list[str]] = [[] for _ in range(n)]  # the Success rune
        self.won: list[list[str]] = [[] for _ in range(n)]
        self.assign: list[dict[str, dict[str, int]]] = [{} for _ in range(n)]
        self.food_loaded: list[dict[str, int]] = [{} for _ in range(n)]  # shore -> food
        self.committed = [False] * n
        self.revealed = False
        self.pending: dict[str, Any] | None = None
        self.combat: dict[str, Any] | None = None
        self.queue: list[str] = []  # the resolution steps still to run
        self.troll_defeated = False
        self.round_glory: list[list[int]] = [[] for _ in range(n)]

    # -- the contract -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    def is_over(self) -> bool:
        return self.phase == OVER

    # -- small helpers shared by the rule modules ---------------------------------------------

    def glory(self, seat: int, amount: int, events: list[Event], why: str) -> None:
        if amount:
            self.resources[seat]["glory"] += amount
            self.round_glory[seat][-1] += amount
            events.append(Event("champions.glory", seat, {"amount": amount, "why": why}))

    def held(self, seat: int) -> int:
        return sum(self.dice[seat].values())

    def pool(self, seat: int) -> dict[str, int]:
        """The seat's dice not assigned to a fight or a ship (they hunt)."""
        free = dict(self.dice[seat])
        for counts in self.assign[seat].values():
            for kind, n in counts.items():
                free[kind] -= n
        return free

    def food_pool(self, seat: int) -> int:
        return self.resources[seat]["food"] - sum(self.food_loaded[seat].values())

    def gain_dice(self, seat: int, kind: str, count: int, events: list[Event],
                  stock: str | None = None) -> int:
        """Take `count` dice of `kind` (from a blue location's `stock`, else the supply), up to
        the warrior cap; dice over the cap go back to the supply (§a.1)."""
        room = self.data.warrior_cap - self.held(seat)
        if stock is None:
            taken = min(count, self.supply[kind], max(room, 0))
            self.supply[kind] -= taken
        else:
            taken = min(count, max(room, 0))
            self.supply[kind] += count - taken
        self.dice[seat][kind] += taken
        if taken or count:
            events.append(Event("champions.gain_dice", seat,
                                {"kind": kind, "count": taken, "returned": count - taken}))
        return taken

    def lose_die(self, seat: int, kind: str, target: str | None) -> None:
        """One die of the seat's goes back to the supply (from `target`'s assignment if given)."""
        self.dice[seat][kind] -= 1
        self.supply[kind] += 1
        if target is not None:
            counts = self.assign[seat].get(target)
            if counts and counts.get(kind):
                counts[kind] -= 1
                if not counts[kind]:
                    del counts[kind]

    def gain(self, seat: int, goods: dict[str, int], events: list[Event], why: str) -> None:
        """Resources and dice of a bundle (a stall, a Merchant Ship card)."""
        for key, amount in goods.items():
            if key in KINDS:
                self.gain_dice(seat, key, amount, events)
            elif key == "glory":
                self.glory(seat, amount, events, why)
            else:
                self.resources[seat][key] += amount
        plain = {k: v for k, v in goods.items() if k in GOODS or k == "favor"}
        if plain:
            events.append(Event("champions.gain", seat, {**plain, "why": why}))

    def can_pay(self, seat: int, cost: dict[str, int]) -> bool:
        return all(self.resources[seat][k] >= v for k, v in cost.items())

    def pay(self, seat: int, cost: dict[str, int]) -> None:
        for key, amount in cost.items():
            self.resources[seat][key] -= amount

    def has_rune(self, seat: int, rune: str) -> bool:
        return rune in self.runes[seat] and rune not in self.runes_used[seat]

    def ship_at(self, shore: int) -> str | None:
        for ship, where in self.ships.items():
            if where["shore"] == shore:
                return ship
        return None

    def capacity(self, ship: str) -> int:
        return self.data.ships[ship].capacity

    def targets(self, seat: int) -> list[str]:
        """The seat's combat reservations this round: fights and shores with its ship."""
        result = [t for t in FIGHTS if seat in self.placements.get(t, [])]
        for shore in range(SHORES):
            ship = self.ship_at(shore)
            if ship is not None and self.ships[ship]["owner"] == seat:
                result.append(f"shore_{shore}")
        return result

    def enemy_at(self, target: str) -> str | None:
        if target == "troll":
            return self.troll
        if target.startswith("draugr_"):
            return self.draugr[int(target[-1]) - 1]
        if target.startswith("shore_"):
            return self.monsters[int(target[-1])]
        return None

    def load(self, seat: int, target: str) -> int:
        """Dice plus food on the seat's ship at a shore target."""
        return sum(self.assign[seat].get(target, {}).values()) + \
            self.food_loaded[seat].get(target[-1], 0)

    def turn_order(self) -> list[int]:
        n = self.num_players
        return [(self.first_player + i) % n for i in range(n)]
