"""The Reavers of Midgard state (shared/rules/reavers.md): plain data and the contract.

Every field is plain data, so a clone is a copy of it. Decisions one at a time: `stack` holds
the pending steps, the top (last) one is the decision now, each with the seat that makes it;
rules.py lists the legal answers of a step and applies them.
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Action
from ..plain import PlainState
from .data import ReaversData

FIELDS = (
    "round", "activation", "start_player", "honor_ship", "picked", "pawns_left",
    "active", "location", "stack", "players", "trade_dice", "recruit_row", "village_row",
    "keep_row", "battle_row", "prophecy_row", "territory_stacks", "decks", "discards", "combat",
    "over",
)  # fmt: skip


def new_player(food: int, favor: int) -> dict[str, Any]:
    return {"food": food, "favor": favor, "glory": 0, "dice": [], "leader": None,
            "slots": {}, "glory_pile": [], "artifacts": [], "upgrades": [], "village": [],
            "keep": [], "sea_battles": [], "territories": [], "prophecies": [], "walls": 0,
            "trophies": {"troll": 0, "kraken": 0}, "pillaged": 0, "extra_combat": 0,
            "stored": {}, "used_tokens": [], "defense_cut": 0}


class ReaversState(PlainState):
    FIELDS = FIELDS

    def __init__(self, spec: Any, data: ReaversData, num_players: int, options: dict[str, Any],
                 rng: random.Random) -> None:
        self.spec, self.data, self.num_players, self.options, self.rng = (
            spec, data, num_players, options, rng)
        self._legal: list[Action] | None = None
        self.round = 1
        self.activation = 0  # locations activated this round
        self.start_player = 0
        self.honor_ship: int | None = None
        self.picked: dict[str, int] = {}  # location -> the seat that picked it this round
        self.pawns_left: list[int] = []
        self.active: int | None = None
        self.location: str | None = None
        self.stack: list[dict[str, Any]] = []
        self.players: list[dict[str, Any]] = []
        self.trade_dice: list[list[str]] = []  # [colour, face]
        self.recruit_row: list[list[str]] = []
        self.village_row: list[list[str]] = []
        self.keep_row: list[list[str]] = []
        self.battle_row: list[str] = []
        self.prophecy_row: list[str] = []
        self.territory_stacks: dict[str, list[str]] = {}
        self.decks: dict[str, list[str]] = {}  # the top is the end of a deck
        self.discards: dict[str, list[str]] = {}
        self.combat: dict[str, Any] | None = None
        self.over = False

    # -- the contract -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.over or not self.stack else self.stack[-1]["seat"]

    def is_over(self) -> bool:
        return self.over

    def determinize(self, seat: int, rng: random.Random) -> ReaversState:
        """Every deck reshuffled: their orders are the only thing nobody sees."""
        other = self.clone()
        for deck in other.decks.values():
            rng.shuffle(deck)
        for stack in other.territory_stacks.values():
            top = stack.pop() if stack else None
            rng.shuffle(stack)
            if top is not None:
                stack.append(top)
        other._legal = None
        return other

    # -- helpers shared by the rule modules ---------------------------------------------------

    def push(self, step: str, seat: int, **args: Any) -> None:
        self.stack.append({"step": step, "seat": seat, **args})

    def order_from(self, seat: int) -> list[int]:
        n = self.num_players
        return [(seat + i) % n for i in range(n)]

    def distance(self, seat: int) -> int:
        assert self.active is not None
        return (seat - self.active) % self.num_players

    def next_picker(self) -> int:
        """The seat of the next pick: the seat placing now or about to (even under the
        starting Reavers of the set-up), else the next to place; at the end of a round, the
        start player."""
        placing = [step["seat"] for step in self.stack if step["step"] == "place"]
        if placing:
            return placing[-1]
        return self.pawns_left[0] if self.pawns_left else self.start_player

    def bonus_picker(self, location: str) -> int:
        """The pick a location's seat bonuses count from: at the location of the activation
        under way, its active player's; elsewhere the next pick's."""
        if self.active is not None and location == self.location:
            return self.active
        return self.next_picker()

    def seat_bonus(self, location: str, seat: int) -> dict[str, int]:
        """What `seat` gets as its seat bonus at `location`, counted from `bonus_picker`: the
        bonus row for its distance, with `trade_actions` the row's Trade actions at Trade with
        Villages (empty where the row has nothing for that distance)."""
        loc = self.data.locations[location]
        distance = (seat - self.bonus_picker(location)) % self.num_players
        row = self.data.seat_bonus_index(self.num_players, distance)
        bonus = dict(loc.bonus[row]) if row < len(loc.bonus) else {}
        if loc.actions:
            bonus["trade_actions"] = loc.actions[row]
        return bonus

    def draw(self, deck: str) -> str | None:
        """The top card of `deck`, its discards shuffled in as a new deck when it runs out."""
        if not self.decks[deck] and self.discards[deck]:
            self.decks[deck] = self.discards[deck]
            self.discards[deck] = []
            self.rng.shuffle(self.decks[deck])
        return self.decks[deck].pop() if self.decks[deck] else None
