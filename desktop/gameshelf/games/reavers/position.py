"""The Reavers of Midgard position format: `game`, `players`, `options`, then every state field
by name (state.FIELDS; the per-seat `players` field is written `seats`, as `players` is the
count), "none" standing for an empty place (TOML has no null). A field left out
takes its default: a seat's missing keys a new player's (the start Food by seat order), the
round's pawns those not yet used, the first placement as the decision, the decks every card
found nowhere else (in a fixed shuffle), a row left out drawn from its deck.

The decision point is the pending steps (`stack`, the top last, each a step with its seat and
arguments), so a position can stand anywhere in an activation: the `follow` steps still on the
stack are the seats yet to pay or Rest, those gone have resolved; a `pay`, `reroll` or any other
step on top is the seat's decision now. A loaded position is checked: types, ranges and ids by
their path, every step's arguments, a combat where a combat step is pending, no card in two
places (cards being resolved sit in their step: a Spoils card, a Sea Journey, the Reavers
being used, the card a combat is for).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.positions import (
    check_keys,
    consistency_checked,
    int_in,
    read_setup,
    refuse,
)
from ..plain import copy_plain, decode_none, encode_none
from .data import TOKENS
from .rules import AUTO
from .setup import DECKS, ROW_DECKS, STACKED_ROWS, deal_row, roll_trade_dice
from .state import FIELDS, ReaversState, new_player

if TYPE_CHECKING:
    from . import ReaversSpec

BIG = 10_000
KEYS = tuple("seats" if name == "players" else name for name in FIELDS)
PLAYER_KEYS = tuple(new_player(0, 0))
# Each step's arguments besides `seat` (rules.py, board.py, combat.py push them).
STEP_ARGS: dict[str, tuple[str, ...]] = {
    "place": (), "artifact": ("cards",), "follow": (), "pay": ("need",),
    "set_face": ("colour",), "take_die": ("choose_face",), "store": ("colour", "face"),
    "discard_die": (), "recruit_take": (), "use_reaver": ("cards",), "trade": ("left",),
    "trade_die": (), "take_prophecy": (), "raid_take": ("deck",), "discard_artifact": (),
    "upgrade": ("card",), "pillage": ("card", "deck"), "journey": ("card",), "sea_take": (),
    "beat": ("combo", "defense", "win"), "territory": (), "commit": (), "reroll": (),
    "spoils": (), "spoil": ("card", "deck"), "settle": ("win",), "end_activation": (),
}  # fmt: skip
COMBAT_KEYS = ("seat", "defense", "win", "committed", "tokens", "successes", "roll")
WIN_KINDS = ("pillage", "sea_battle", "territory")


def to_position(state: ReaversState) -> dict[str, Any]:
    return {"game": "reavers", "players": state.num_players, "options": dict(state.options),
            **encode_none({key: getattr(state, name) for key, name in zip(KEYS, FIELDS,
                                                                          strict=True)})}


def load_position(spec: ReaversSpec, pos: Mapping[str, Any]) -> ReaversState:
    players, options = read_setup(spec, pos, ("game", "players", "options", *KEYS))
    state = ReaversState(spec, spec.data, players, options, random.Random(0))
    with consistency_checked():
        given = {name: decode_none(copy_plain(pos[key])) for key, name in zip(KEYS, FIELDS,
                                                                              strict=True)
                 if key in pos}
        _Check(state).fill(given)
    return state


class _Check:
    def __init__(self, state: ReaversState) -> None:
        self.s, self.n, self.data = state, state.num_players, state.data
        d = self.data
        self.home = {**{c: "reavers" for c in d.reavers}, **{c: "village" for c in d.village},
                     **{c: "keep" for c in d.keep}, **{c: "sea_battles" for c in d.sea_battles},
                     **{c: "sea_journeys" for c in d.sea_journeys},
                     **{c: "prophecies" for c in d.prophecies},
                     **{c: "territories" for c in d.territories}}
        self.places: dict[str, str] = {}  # card -> the key of the one place it is in

    # -- readers ---------------------------------------------------------------------------

    def int(self, value: Any, low: int, high: int, key: str) -> int:
        return int_in(value, low, high, key)

    def seat(self, value: Any, key: str, optional: bool = False) -> int | None:
        if optional and value is None:
            return None
        return self.int(value, 0, self.n - 1, key)

    def list(self, value: Any, key: str) -> list:
        if not isinstance(value, list):
            raise refuse(key, "expected a list")
        return value

    def table(self, value: Any, key: str, keys: tuple[str, ...] | None = None) -> dict:
        if not isinstance(value, dict):
            raise refuse(key, "expected a table")
        if keys is not None:
            check_keys(value, keys, key)
            missing = [k for k in keys if k not in value]
            if missing:
                raise refuse(f"{key}.{missing[0]}", "missing")
        return value

    def id(self, value: Any, allowed: Any, key: str) -> str:
        if not isinstance(value, str) or value not in allowed:
            raise refuse(key, f"unknown id {value!r}")
        return value

    def place(self, card: Any, allowed: Any, key: str) -> None:
        """A card in one place: the first other place it is also in is refused."""
        self.id(card, allowed, key)
        if card in self.places:
            raise refuse(key, f"{card} is also in {self.places[card]}")
        self.places[card] = key

    def cards(self, value: Any, allowed: Any, key: str) -> list:
        for i, card in enumerate(self.list(value, key)):
            self.place(card, allowed, f"{key}[{i}]")
        return value

    def die(self, value: Any, key: str) -> None:
        if not isinstance(value, list) or len(value) != 2:
            raise refuse(key, "expected [colour, face]")
        colour = self.id(value[0], self.data.dice, f"{key}[0]")
        self.id(value[1], {f.name for f in self.data.dice[colour].faces}, f"{key}[1]")

    def faces(self, value: Any, key: str) -> None:
        for face, count in self.table(value, key).items():
            self.id(face, TOKENS, f"{key}.{face}")
            self.int(count, 1, 20, f"{key}.{face}")

    # -- defaults and checks ---------------------------------------------------------------

    def fill(self, given: dict[str, Any]) -> None:
        s, d = self.s, self.data
        for name in ("round", "activation", "start_player", "honor_ship", "active", "location",
                     "over", "picked", "combat"):
            if name in given:
                setattr(s, name, given[name])
        self.int(s.round, 1, d.rules["rounds"], "round")
        self.int(s.activation, 0, BIG, "activation")
        self.seat(s.start_player, "start_player")
        if "honor_ship" not in given and self.n == 3:
            s.honor_ship = s.start_player
        if (s.honor_ship is None) != (self.n != 3):
            raise refuse("honor_ship", "the Honor Ship sails at 3 players only")
        self.seat(s.honor_ship, "honor_ship", optional=True)
        if not isinstance(s.over, bool):
            raise refuse("over", "expected true or false")
        self.seat(s.active, "active", optional=True)
        if s.location is not None:
            self.id(s.location, d.locations, "location")
        if (s.active is None) != (s.location is None):
            raise refuse("active", "an active player goes with a location")
        for location, seat in self.table(s.picked, "picked").items():
            self.id(location, d.locations, f"picked.{location}")
            self.seat(seat, f"picked.{location}")
        if s.location is not None and s.picked.get(s.location) != s.active:
            raise refuse("picked", "the activated location is picked by the active player")
        self._players(given)
        self._stack(given)
        self._pawns(given)
        self._board(given)
        self._decks(given)

    def _players(self, given: dict[str, Any]) -> None:
        s, d = self.s, self.data
        food = {seat: d.rules["start_food"][i] for i, seat in enumerate(s.order_from(
            s.start_player))}
        rows = self.list(given.get("players", [{}] * self.n), "seats")
        if len(rows) != self.n:
            raise refuse("seats", f"expected a list of {self.n}")
        s.players = []
        for seat, row in enumerate(rows):
            key = f"seats[{seat}]"
            p = new_player(food[seat], d.rules["start_favor"])
            check_keys(self.table(row, key), PLAYER_KEYS, key)
            p.update(row)
            s.players.append(p)
            for name in ("food", "favor", "glory", "walls", "pillaged", "extra_combat",
                         "defense_cut"):
                self.int(p[name], 0, BIG, f"{key}.{name}")
            for i, die in enumerate(self.list(p["dice"], f"{key}.dice")):
                self.die(die, f"{key}.dice[{i}]")
            if p["leader"] is not None:
                self.place(p["leader"], d.reavers, f"{key}.leader")
            for slot, cards in self.table(p["slots"], f"{key}.slots").items():
                self.id(slot, {r.slot for r in d.reavers.values()}, f"{key}.slots.{slot}")
                self.cards(cards, [c for c, r in d.reavers.items() if r.slot == slot],
                           f"{key}.slots.{slot}")
                if len(cards) > d.rules["slot_cap"]:
                    raise refuse(f"{key}.slots.{slot}", f"at most {d.rules['slot_cap']}")
            artifacts = [c for c, v in d.village.items() if v.type == "artifact"]
            self.cards(p["glory_pile"], {*d.reavers, *artifacts}, f"{key}.glory_pile")
            self.cards(p["artifacts"], artifacts, f"{key}.artifacts")
            if len(p["artifacts"]) > d.rules["artifact_spaces"]:
                raise refuse(f"{key}.artifacts", f"at most {d.rules['artifact_spaces']}")
            for card, die in self.table(p["stored"], f"{key}.stored").items():
                if card not in p["artifacts"]:
                    raise refuse(f"{key}.stored.{card}", "not an Artifact of the seat")
                self.die(die, f"{key}.stored.{card}")
            for i, token in enumerate(self.list(p["upgrades"], f"{key}.upgrades")):
                self.id(token, TOKENS, f"{key}.upgrades[{i}]")
            if len(p["upgrades"]) > d.rules["upgrade_spaces"]:
                raise refuse(f"{key}.upgrades", f"at most {d.rules['upgrade_spaces']}")
            used = self.list(p["used_tokens"], f"{key}.used_tokens")
            for i, index in enumerate(used):
                self.int(index, 0, len(p["upgrades"]) - 1, f"{key}.used_tokens[{i}]")
            if len(set(used)) != len(used):
                raise refuse(f"{key}.used_tokens", "a token is flipped twice")
            for name, allowed in (("village", d.village), ("keep", d.keep),
                                  ("sea_battles", d.sea_battles),
                                  ("territories", d.territories),
                                  ("prophecies", d.prophecies)):
                self.cards(p[name], allowed, f"{key}.{name}")
            trophies = self.table(p["trophies"], f"{key}.trophies", ("troll", "kraken"))
            for name, count in trophies.items():
                self.int(count, 0, BIG, f"{key}.trophies.{name}")

    def _stack(self, given: dict[str, Any]) -> None:
        s, d = self.s, self.data
        if "stack" in given:
            s.stack = self.list(given["stack"], "stack")
        elif not s.over:
            s.stack = [{"step": "place", "seat": self._round_pawns()[len(s.picked)]}]
        for i, step in enumerate(s.stack):
            key = f"stack[{i}]"
            name = self.table(step, key).get("step")
            if name not in STEP_ARGS:
                raise refuse(f"{key}.step", f"unknown step {name!r}")
            self.table(step, key, ("step", "seat", *STEP_ARGS[name]))
            self.seat(step["seat"], f"{key}.seat")
            p = s.players[step["seat"]]
            if "cards" in step:
                cards = self.list(step["cards"], f"{key}.cards")
                if name == "artifact":
                    for j, card in enumerate(cards):
                        if card not in p["artifacts"]:
                            raise refuse(f"{key}.cards[{j}]", "not an Artifact of the seat")
                else:
                    self.cards(cards, d.reavers, f"{key}.cards")
            if "deck" in step:
                self.id(step["deck"], ("village", "keep"), f"{key}.deck")
            if "card" in step:
                allowed = d.sea_journeys if name == "journey" else (
                    d.village if step.get("deck", "village") == "village" else d.keep)
                self.place(step["card"], allowed, f"{key}.card")
            if "colour" in step:
                self.id(step["colour"], d.dice, f"{key}.colour")
            if "face" in step:
                self.die([step["colour"], step["face"]], f"{key}.face")
            if "choose_face" in step and not isinstance(step["choose_face"], bool):
                raise refuse(f"{key}.choose_face", "expected true or false")
            if "left" in step:
                self.int(step["left"], 1, BIG, f"{key}.left")
            for arg in ("need", "combo"):
                if arg in step:
                    self.faces(step[arg], f"{key}.{arg}")
            if "defense" in step:
                self.int(step["defense"], 0, BIG, f"{key}.defense")
            if "win" in step:
                self._win(step["win"], f"{key}.win")
        if s.over != (not s.stack):
            raise refuse("stack", "empty exactly when the game is over")
        if s.stack and s.stack[-1]["step"] in AUTO:
            raise refuse(f"stack[{len(s.stack) - 1}].step", "an automatic step is no decision")
        fights = [i for i, step in enumerate(s.stack) if step["step"] in ("commit", "reroll")]
        if len(fights) > 1 or (fights and fights[0] != len(s.stack) - 1):
            raise refuse("stack", "a combat step is the decision on top, once")
        if bool(fights) != (s.combat is not None):
            raise refuse("combat", "a combat goes with a commit or reroll step on top")
        if s.combat is not None:
            self._combat(s.combat, s.stack[-1])
        for seat, p in enumerate(s.players):
            discarding = s.stack.count({"step": "discard_die", "seat": seat})
            if len(p["dice"]) > d.rules["board_dice"] + discarding:
                raise refuse(f"seats[{seat}].dice", f"more than the longship board's "
                                                      f"{d.rules['board_dice']} dice")

    def _win(self, win: Any, key: str) -> None:
        d = self.data
        kind = self.table(win, key).get("kind")
        self.id(kind, WIN_KINDS, f"{key}.kind")
        self.table(win, key, ("kind", "card", "deck") if kind == "pillage" else ("kind", "card"))
        if kind == "pillage":
            self.id(win["deck"], ("village", "keep"), f"{key}.deck")
        allowed = {"sea_battle": d.sea_battles, "territory": d.territories}.get(
            kind, d.village if win.get("deck") == "village" else d.keep)
        self.place(win["card"], allowed, f"{key}.card")

    def _combat(self, c: Any, top: dict[str, Any]) -> None:
        p = self.s.players[top["seat"]]
        self.table(c, "combat", COMBAT_KEYS)
        if c["seat"] != top["seat"]:
            raise refuse("combat.seat", "the seat of the combat step")
        self.int(c["defense"], 0, BIG, "combat.defense")
        self._win(c["win"], "combat.win")
        for i, die in enumerate(self.list(c["committed"], "combat.committed")):
            self.die(die, f"combat.committed[{i}]")
        self.int(c["tokens"], 0, len(p["upgrades"]), "combat.tokens")
        self.int(c["successes"], 0, BIG, "combat.successes")
        faces = len(self.data.combat_die.faces)
        if (c["roll"] is None) != (top["step"] == "commit"):
            raise refuse("combat.roll", "rolled exactly when the step is reroll")
        for i, face in enumerate(self.list(c["roll"] or [], "combat.roll")):
            self.int(face, 0, faces - 1, f"combat.roll[{i}]")

    def _round_pawns(self) -> list[int]:
        s = self.s
        order = s.order_from(s.start_player)
        if self.n == 4:
            return order
        if self.n == 3:
            return [*order, s.honor_ship]
        return [order[0], order[1], order[0], order[1]]

    def _pawns(self, given: dict[str, Any]) -> None:
        s = self.s
        full = self._round_pawns()
        # the place step waiting: on top, or under the starting Reavers being used
        placing = any(step["step"] == "place" for step in s.stack)
        used = len(s.picked) + placing
        s.pawns_left = given.get("pawns_left", full[used:] if not s.over else [])
        for i, seat in enumerate(self.list(s.pawns_left, "pawns_left")):
            self.seat(seat, f"pawns_left[{i}]")
        if not s.over and len(s.picked) + placing + len(s.pawns_left) != len(full):
            raise refuse("pawns_left", f"the picked locations and the pawns left make "
                                       f"{len(full)} pawns a round")
        if placing and s.active is not None:
            raise refuse("active", "no location is active while a pawn is placed")

    def _board(self, given: dict[str, Any]) -> None:
        s, d = self.s, self.data
        s.discards = self.table(given.get("discards", {}), "discards")
        check_keys(s.discards, DECKS, "discards")
        for deck in DECKS:
            s.discards.setdefault(deck, [])
            self.cards(s.discards[deck], getattr(d, deck), f"discards.{deck}")
        if "trade_dice" in given:
            s.trade_dice = given["trade_dice"]
        else:
            roll_trade_dice(s)
        for i, die in enumerate(self.list(s.trade_dice, "trade_dice")):
            self.die(die, f"trade_dice[{i}]")
        for row, (deck, slot) in ROW_DECKS.items():
            if row not in given:
                continue
            cards = self.list(given[row], row)
            if len(cards) > d.slots[self.n][slot]:
                raise refuse(row, f"at most {d.slots[self.n][slot]} places")
            if row in STACKED_ROWS:
                for i, group in enumerate(cards):
                    if not 1 <= len(self.cards(group, getattr(d, deck), f"{row}[{i}]")) <= 2:
                        raise refuse(f"{row}[{i}]", "a stack of 1 or 2 cards")
            else:
                self.cards(cards, getattr(d, deck), row)
            setattr(s, row, cards)

    def _decks(self, given: dict[str, Any]) -> None:
        s, d = self.s, self.data
        rng = random.Random(0)
        stacks = self.table(given.get("territory_stacks", {}), "territory_stacks")
        check_keys(stacks, ("food", "favor", "dice"), "territory_stacks")
        for kind in ("food", "favor", "dice"):
            tiles = [t for t, v in d.territories.items() if v.type == kind]
            if kind in stacks:
                self.cards(stacks[kind], tiles, f"territory_stacks.{kind}")
            else:
                stacks[kind] = sorted(t for t in tiles if t not in self.places)
                rng.shuffle(stacks[kind])
                self.places.update((t, f"territory_stacks.{kind}") for t in stacks[kind])
        s.territory_stacks = stacks
        decks = self.table(given.get("decks", {}), "decks")
        check_keys(decks, DECKS, "decks")
        for deck in DECKS:
            if deck in decks:
                self.cards(decks[deck], getattr(d, deck), f"decks.{deck}")
            else:
                decks[deck] = sorted(c for c in getattr(d, deck) if c not in self.places)
                rng.shuffle(decks[deck])
        s.decks = decks
        for deck in DECKS:
            for card in s.decks[deck]:
                self.places.setdefault(card, f"decks.{deck}")
        missing = sorted(set(self.home) - set(self.places))
        if missing:
            where = self.home[missing[0]]
            raise refuse("territory_stacks" if where == "territories" else f"decks.{where}",
                         f"{missing[0]} is nowhere (every card is in one place)")
        for row in ROW_DECKS:
            if row not in given:
                deal_row(s, row)
