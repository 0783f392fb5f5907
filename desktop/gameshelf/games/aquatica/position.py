"""The Aquatica position format: `game`, `players`, `options`, then every state field by name
(state.FIELDS), "none" standing for an empty place (TOML has no null). Left out: the decks
take every card not elsewhere (unshuffled), the Character row and (with neither row given)
the bottom row fill from their tops, hands the starting set and the seat's King,
mantas the four trained ones, the goals the option's printing, the rest a new game's value.

A loaded position is checked: types, ranges and ids with the key's path; every card in one
place only and every copy somewhere; mantas that add up; a decision point the rules reach
(the main action's stack over its end, each of its steps printed by the cards being resolved,
a top step that is a decision with an answer).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ...engine.positions import consistency_checked, read_setup, refuse
from ..plain import copy_plain, decode_none, encode_none
from .data import (
    CHARACTERS,
    EFFECTS,
    KINGS,
    LOCATIONS,
    MANTA_FACES,
    OCEAN,
    STARTING,
    TYPES,
    Effect,
)
from .state import (
    DRAFT,
    FIELDS,
    ICHTHYANDERS,
    MAIN,
    MANTA_KINDS,
    OVER,
    STAGES,
    STEPS,
    AquaticaState,
)

if TYPE_CHECKING:
    from . import AquaticaSpec

BIG = 10_000
STEP_KEYS = {"step": str, "seat": int, "amount": int, "split": bool, "type": str, "free": bool,
             "discount": int, "source": int, "options": list}
MANTA_KEYS = ("kind", "face", "ready", "used")


def to_position(state: AquaticaState) -> dict[str, Any]:
    return {"game": "aquatica", "players": state.num_players,
            "options": dict(state.options), **encode_none(state.fields())}


def load_position(spec: AquaticaSpec, pos: Mapping[str, Any]) -> AquaticaState:
    players, options = read_setup(spec, pos, ("game", "players", "options", *FIELDS))
    state = AquaticaState(spec, spec.data, players, options, random.Random(0))
    with consistency_checked():
        given = {name: decode_none(copy_plain(pos[name])) for name in FIELDS if name in pos}
        for name, value in given.items():
            setattr(state, name, value)
        _Check(state, set(given)).run()
    return state


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class _Check:
    def __init__(self, state: AquaticaState, given: set[str]) -> None:
        self.s = state
        self.n = state.num_players
        self.data = state.data
        self.given = given

    # -- readers ----------------------------------------------------------------------------

    def int(self, value: Any, low: int, high: int, key: str) -> int:
        if not _is_int(value) or not low <= value <= high:
            raise refuse(key, f"expected an integer from {low} to {high}")
        return value

    def bool(self, value: Any, key: str) -> bool:
        if not isinstance(value, bool):
            raise refuse(key, "expected true or false")
        return value

    def list(self, value: Any, key: str, length: int | None = None,
             most: int | None = None) -> list:
        if not isinstance(value, list) or (length is not None and len(value) != length):
            raise refuse(key, "expected a list" + (f" of {length}" if length is not None else ""))
        if most is not None and len(value) > most:
            raise refuse(key, f"expected at most {most} entries")
        return value

    def ids(self, value: Any, key: str, allowed: Any, most: int | None = None) -> list:
        items = self.list(value, key, most=most)
        for i, item in enumerate(items):
            if not isinstance(item, str) or item not in allowed:
                raise refuse(f"{key}[{i}]", "unknown id")
        return items

    def per_seat(self, key: str) -> list:
        return self.list(getattr(self.s, key), key, self.n)

    def seat(self, value: Any, key: str) -> int:
        return self.int(value, 0, self.n - 1, key)

    # -- the whole -----------------------------------------------------------------------------

    def run(self) -> None:
        s = self.s
        self.int(s.turn, 1, BIG, "turn")
        if s.stage not in STAGES:
            raise refuse("stage", f"expected one of {', '.join(STAGES)}")
        self.seat(s.current, "current")
        self._kings()
        self._defaults()
        self._characters()
        self._locations()
        self._mantas()
        self._goals()
        self._turn()

    def _kings(self) -> None:
        s = self.s
        for i, king in enumerate(self.per_seat("kings")):
            if king is not None and king not in KINGS:
                raise refuse(f"kings[{i}]", "unknown King")
        held = [k for k in s.kings if k is not None]
        if len(set(held)) != len(held):
            raise refuse("kings", "a King belongs to two seats")
        for i, known in enumerate(self.per_seat("king_known")):
            self.bool(known, f"king_known[{i}]")
        self.ids(s.draft_offer, "draft_offer", KINGS)
        for i, x in enumerate(self.list(s.draft_order, "draft_order", most=self.n)):
            self.seat(x, f"draft_order[{i}]")
        if s.stage == DRAFT:
            if not s.draft_order or not s.draft_offer or set(s.draft_offer) & set(held):
                raise refuse("draft_offer", "the draft needs Kings on offer and a seat to pick")
        elif s.draft_order or s.draft_offer:
            raise refuse("draft_order", "no draft outside the draft stage")

    def _defaults(self) -> None:
        s, data = self.s, self.data
        if "hands" not in self.given:
            s.hands = [sorted([*STARTING, *([k] if k and not data.characters[k].setup_manta
                                              else [])]) for k in s.kings]
        if "mantas" not in self.given:
            s.mantas = [[{"kind": "trained", "face": f, "ready": True, "used": False}
                         for f in data.trained_mantas] for _ in range(self.n)]
            for seat, king in enumerate(s.kings):
                face = data.characters[king].setup_manta if king else None
                if face:
                    s.mantas[seat].append({"kind": "bonus", "face": face, "ready": True,
                                           "used": False})
        if "goals" not in self.given:
            printing = s.options["goals"] if s.options["goals"] != "tokens" else "updated"
            s.goals = list(data.printed_goals(printing))
        if "ichthyanders" not in self.given and self.n == 1:
            s.ichthyanders = data.ichthyander_mantas - sum(t.count(ICHTHYANDERS)
                                                           for t in s.tracks)
        copies = data.ocean_sets[self.n]
        if "char_deck" not in self.given:
            used = Counter(s.char_row + s.char_removed + s.in_play
                           + [c for h in s.hands + s.discards for c in h])
            s.char_deck = sorted(c for c in OCEAN for _ in range(copies - used[c]))
            if "char_row" not in self.given:
                while len(s.char_row) < data.character_row and s.char_deck:
                    s.char_row.append(s.char_deck.pop())
        if "loc_deck" not in self.given:
            placed = set(s.top_row + s.bottom_row + s.loc_discard
                         + [loc for p in s.scored for loc in p]
                         + [e["location"] for b in s.boards for e in b if isinstance(e, dict)])
            s.loc_deck = sorted(set(LOCATIONS) - placed)
            if "bottom_row" not in self.given and "top_row" not in self.given:
                while len(s.bottom_row) < data.bottom_row and s.loc_deck:
                    s.bottom_row.append(s.loc_deck.pop())
        if "wild_supply" not in self.given:
            taken = Counter(m.get("face") for ms in s.mantas for m in ms
                            if isinstance(m, dict) and m.get("kind") == "wild")
            s.wild_supply = {f: data.wild_supply[f] - taken[f] for f in MANTA_FACES}

    def _characters(self) -> None:
        s, data = self.s, self.data
        allowed = (*CHARACTERS, *KINGS)
        total: Counter[str] = Counter()
        for key in ("hands", "discards"):
            for i, cards in enumerate(self.per_seat(key)):
                self.ids(cards, f"{key}[{i}]", allowed)
        self.ids(s.in_play, "in_play", allowed)
        for seat in range(self.n):
            mine = Counter(s.hands[seat] + s.discards[seat]
                           + (s.in_play if seat == s.current else []))
            for card in STARTING:
                if mine[card] != 1:
                    raise refuse(f"hands[{seat}]", f"expected one {card} in hand, discard or play")
            if "matrona" not in s.hands[seat]:
                raise refuse(f"hands[{seat}]", "Matrona never leaves the hand")
            kings = [c for c in mine if c in KINGS]
            king = s.kings[seat]
            expected = [] if king is None or data.characters[king].setup_manta else [king]
            if kings != expected or (expected and mine[king] != 1):
                raise refuse(f"kings[{seat}]", "the seat holds another King than its own")
            total.update(c for c in mine.elements() if c in OCEAN)
        total.update(self.ids(s.char_row, "char_row", OCEAN, most=data.character_row))
        total.update(self.ids(s.char_deck, "char_deck", OCEAN))
        total.update(self.ids(s.char_removed, "char_removed", OCEAN))
        copies = data.ocean_sets[self.n]
        for card in OCEAN:
            if total[card] != copies:
                raise refuse("char_deck", f"expected {copies} {card} in all")
        if len(s.char_row) < data.character_row and s.char_deck:
            raise refuse("char_row", "the row is refilled while the deck lasts")

    def _locations(self) -> None:
        s, data = self.s, self.data
        seen: list[str] = []
        seen += self.ids(s.top_row, "top_row", LOCATIONS, most=data.top_row)
        seen += self.ids(s.bottom_row, "bottom_row", LOCATIONS, most=data.bottom_row)
        seen += self.ids(s.loc_deck, "loc_deck", LOCATIONS)
        seen += self.ids(s.loc_discard, "loc_discard", LOCATIONS)
        for i, pile in enumerate(self.per_seat("scored")):
            seen += self.ids(pile, f"scored[{i}]", LOCATIONS)
        for i, board in enumerate(self.per_seat("boards")):
            self.list(board, f"boards[{i}]", data.board_slots)
            for j, entry in enumerate(board):
                if entry is None:
                    continue
                key = f"boards[{i}][{j}]"
                if not isinstance(entry, dict) or set(entry) != {"location", "offset"}:
                    raise refuse(key, "expected none or a table of location and offset")
                loc = self.ids([entry["location"]], f"{key}.location", LOCATIONS)[0]
                self.int(entry["offset"], 0, len(data.locations[loc].depths), f"{key}.offset")
                seen.append(loc)
        count = Counter(seen)
        for loc, times in count.items():
            if times > 1:
                raise refuse("loc_deck", f"{loc} is in two places")
        if len(count) != len(LOCATIONS):
            raise refuse("loc_deck", "some Locations are nowhere")

    def _mantas(self) -> None:
        s, data = self.s, self.data
        wild: Counter[str] = Counter()
        for seat, mantas in enumerate(self.per_seat("mantas")):
            trained = 0
            for j, manta in enumerate(self.list(mantas, f"mantas[{seat}]")):
                key = f"mantas[{seat}][{j}]"
                if not isinstance(manta, dict) or set(manta) != set(MANTA_KEYS):
                    raise refuse(key, f"expected the keys {', '.join(MANTA_KEYS)}")
                if manta["kind"] not in MANTA_KINDS:
                    raise refuse(f"{key}.kind", "unknown kind")
                if manta["face"] not in MANTA_FACES:
                    raise refuse(f"{key}.face", "unknown face")
                self.bool(manta["ready"], f"{key}.ready")
                self.bool(manta["used"], f"{key}.used")
                trained += manta["kind"] == "trained"
                if manta["kind"] == "wild":
                    wild[manta["face"]] += 1
            claimed = sum(t.count(seat) for t in s.tracks if isinstance(t, list))
            if trained + claimed != len(data.trained_mantas):
                raise refuse(f"mantas[{seat}]", "the trained mantas held and on goals are not 4")
            s.sort_mantas(seat)
        if not isinstance(s.wild_supply, dict) or set(s.wild_supply) != set(MANTA_FACES):
            raise refuse("wild_supply", "expected a count for every manta face")
        for face in MANTA_FACES:
            self.int(s.wild_supply[face], 0, data.wild_supply[face], f"wild_supply.{face}")
            if s.wild_supply[face] + wild[face] != data.wild_supply[face]:
                raise refuse("wild_supply", f"the {face} wild mantas do not add up")

    def _goals(self) -> None:
        s, data = self.s, self.data
        goals = self.ids(s.goals, "goals", data.goals)
        if len(goals) != 4 or len(set(goals)) != 4:
            raise refuse("goals", "expected four different goals")
        self.list(s.tracks, "tracks", 4)
        for g, track in enumerate(s.tracks):
            self.list(track, f"tracks[{g}]", most=len(data.goal_values))
            for j, who in enumerate(track):
                low = ICHTHYANDERS if self.n == 1 else 0
                self.int(who, low, self.n - 1, f"tracks[{g}][{j}]")
            if len(set(track)) != len(track):
                raise refuse(f"tracks[{g}]", "a player claims a goal once")
        placed = sum(t.count(ICHTHYANDERS) for t in s.tracks)
        left = data.ichthyander_mantas - placed if self.n == 1 else 0
        self.int(s.ichthyanders, left, left, "ichthyanders")
        for i, paid in enumerate(self.per_seat("paid_five")):
            self.bool(paid, f"paid_five[{i}]")

    def _turn(self) -> None:
        s, data = self.s, self.data
        self.int(s.coins, 0, BIG, "coins")
        self.int(s.power, 0, BIG, "power")
        if not isinstance(s.typed_power, dict):
            raise refuse("typed_power", "expected a table")
        for kind, amount in s.typed_power.items():
            if kind not in TYPES:
                raise refuse(f"typed_power.{kind}", "unknown Location type")
            self.int(amount, 0, BIG, f"typed_power.{kind}")
        for i, slot in enumerate(self.list(s.resource_used, "resource_used")):
            self.int(slot, 0, data.board_slots - 1, f"resource_used[{i}]")
        if s.final_turns is not None:
            self.int(s.final_turns, 0 if s.stage == OVER else 1, self.n + 1, "final_turns")
        pending = self.list(s.pending, "pending", most=64)
        for i, step in enumerate(pending):
            self._step(step, f"pending[{i}]")
        if s.stage in (OVER, DRAFT) and pending:
            raise refuse("pending", f"nothing is pending in the {s.stage} stage")
        bottom = [p["step"] == "end_main" for p in pending]
        if (s.stage == MAIN) != (bool(pending) and bottom[0]) or any(bottom[1:]):
            raise refuse("pending", "the main action's steps stand over its end (end_main)")
        if s.stage != MAIN and s.in_play:
            raise refuse("in_play", "cards are in play only during the main action")
        if s.stage == MAIN:
            self._printed(pending)
        if pending:
            from .rules import AUTOMATIC, step_actions

            top = pending[-1]
            if top["step"] in AUTOMATIC or not step_actions(s, top):
                raise refuse(f"pending[{len(pending) - 1}]", "the top step is no decision")

    def _printed(self, pending: list[dict[str, Any]]) -> None:
        """Mid-main-action, every step over the end comes from the cards being resolved: an
        icon they print (a chosen option's included) with its parameters, a partly resolved
        one with no more left than printed; a Scout's keep and the Ichthyanders' manta (solo:
        a Scout or Matrona), an opponent's answer to an icon that asks the others."""
        s, data = self.s, self.data
        # A card that stays in hand (Matrona) is not in play: with none in play, it is the one.
        cards = s.in_play or [c for c in s.hands[s.current] if data.characters[c].stays_in_hand]
        printed: dict[tuple, int] = {}
        names = set()
        for card in cards:
            for effect in _flattened(data.characters[card].effects, self.n):
                names.add(effect.effect)
                key = _step_key({"step": effect.effect, **effect.to_dict(),
                                 **({"options": [[e.to_dict() for e in o] for o in
                                                 effect.options]} if effect.options else {})})
                printed[key] = max(printed.get(key, 0), effect.amount)
        asks = {"scout_keep": "scout" in names,
                "ichthyander": self.n == 1 and ("scout" in names or "matrona" in cards),
                "tire": "tire_opponents" in names, "discard": "opponents_discard" in names}
        for i, step in enumerate(pending[1:], start=1):
            key = f"pending[{i}]"
            other = step["step"] in ("tire", "discard")
            if (step["seat"] != s.current) != other:
                raise refuse(f"{key}.seat", "an opponent answers only Meg's or the "
                                            "Researcher's icon; the rest is the current seat's")
            if step["step"] in asks:
                if not asks[step["step"]]:
                    raise refuse(f"{key}.step", "no card being resolved leads to this step")
            elif step.get("amount", 1) > printed.get(_step_key(step), 0):
                raise refuse(f"{key}.step", "no card being resolved prints this step")

    def _step(self, step: Any, key: str) -> None:
        if not isinstance(step, dict):
            raise refuse(key, "expected a table")
        for name, value in step.items():
            kind = STEP_KEYS.get(name)
            if kind is None:
                raise refuse(f"{key}.{name}", "unknown key")
            if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
                raise refuse(f"{key}.{name}", f"expected {kind.__name__}")
        if step.get("step") not in (*EFFECTS, *STEPS):
            raise refuse(f"{key}.step", "unknown step")
        self.seat(step.get("seat"), f"{key}.seat")
        self.int(step.get("amount", 1), 0, 9, f"{key}.amount")
        if "source" in step:
            self.int(step["source"], 0, self.data.board_slots - 1, f"{key}.source")
        if "type" in step and step["type"] not in TYPES:
            raise refuse(f"{key}.type", "unknown Location type")
        if step.get("step") == "choose":
            options = step.get("options")
            if not isinstance(options, list) or len(options) < 2:
                raise refuse(f"{key}.options", "expected two or more effect lists")
            for i, option in enumerate(options):
                for j, effect in enumerate(self.list(option, f"{key}.options[{i}]")):
                    if not isinstance(effect, dict) or effect.get("effect") not in EFFECTS:
                        raise refuse(f"{key}.options[{i}][{j}]", "expected an effect")


def _flattened(effects: tuple[Effect, ...], players: int) -> list[Effect]:
    """The icons at this player count, and those of every option of a choice."""
    result = []
    for effect in effects:
        if effect.players is None or effect.players == players:
            result.append(effect)
            for option in effect.options:
                result += _flattened(option, players)
    return result


def _step_key(step: Mapping[str, Any]) -> tuple:
    """A step's kind and parameters, the seat and the amount left aside."""
    return tuple(sorted((k, repr(v)) for k, v in step.items()
                        if k not in ("seat", "amount", "effect")))
