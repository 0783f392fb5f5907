"""Aquatica component data, loaded from assets/games/aquatica/aquatica.toml.

Every table is checked at load: a missing or mistyped key, an unknown id or effect, a Location
of no known type, a goal measuring nothing we know, all fail with the file and the key named.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...paths import assets_dir
from ..datafile import DataError, DataFile

TYPES = ("shark_bays", "sunken_ships", "ocean_volcanoes", "decayed_civilizations")
STARTING = ("matrona", "sea_horse", "patrician", "legionnaire", "wave_teller", "recruiter")
OCEAN = ("the_grabber", "mantas_leader", "healer", "meg", "researcher", "merchant_prince",
         "warlord", "tide_caller", "envoy")
CHARACTERS = STARTING + OCEAN
KINGS = ("king_1", "king_2", "king_3", "king_4", "king_5", "xander", "fancelot", "herbert")
LOCATIONS = tuple(f"{t}_{i:02d}" for t in TYPES for i in range(1, 15))
DEPTHS = ("coins1", "coins2", "power1", "power2", *(f"power2_{t}" for t in TYPES), "raise1",
          "score", "take_back", "recruit", "fully_rise", "empty")
MANTA_FACES = ("coins1", "power1", "raise1", "coins2", "power2", "take_back", "score",
               "free_recruit")
EFFECTS = ("coins", "power", "recruit", "buy", "conquer", "raise", "score", "scout",
           "take_back", "take_back_all", "ready_mantas", "fully_rise", "replay",
           "tire_opponents", "opponents_discard", "choose", "row_discard")
RESOURCE_EFFECTS = ("coins", "power")
PRINTINGS = ("updated", "original", "token")
MEASURES = ("hand", "board", "scored", "wild", "locations", "prosperity", "scored_types",
            "same_type", "discard", "conquerors", "fully_raised", "paid_five")
RANKS = ("blobfish", "sea_serpent", "leviathan", "kraken")
# The solo rank thresholds: the Gameshelf edition's (scaled to our stand-in cards) and the two
# printings'.
RANK_TABLES = ("gameshelf", "updated", "original")
SOURCES = ("rulebook", "faq", "review", "bga", "standin")
EFFECT_KEYS = ("effect", "amount", "split", "type", "free", "discount", "options", "players")


@dataclass(frozen=True, slots=True)
class Effect:
    """One icon of a card, depth or manta, resolved as one step."""

    effect: str
    amount: int = 1
    split: bool = False
    type: str | None = None  # power only for conquering this Location type
    free: bool = False
    discount: int = 0
    options: tuple[tuple[Effect, ...], ...] = ()  # "choose one" of these effect lists
    players: int | None = None  # only at this player count

    def to_dict(self) -> dict[str, Any]:
        """The step as plain data (a pending step of the state)."""
        data: dict[str, Any] = {"effect": self.effect, "amount": self.amount}
        if self.split:
            data["split"] = True
        if self.type:
            data["type"] = self.type
        if self.free:
            data["free"] = True
        if self.discount:
            data["discount"] = self.discount
        return data


@dataclass(frozen=True, slots=True)
class Character:
    id: str
    effects: tuple[Effect, ...]
    starting: bool = False
    stays_in_hand: bool = False
    number: int = 0  # a King's number (0: not a King)
    setup_manta: str | None = None  # a King returned to the box at set-up for this manta

    @property
    def conquers(self) -> bool:
        return any(e.effect == "conquer" or any(x.effect == "conquer" for o in e.options
                                                 for x in o) for e in self.effects)


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    type: str
    buy: int
    conquer: int
    depths: tuple[str, ...]  # top to bottom
    prosperity: int
    manta: str | None  # the wild manta face shown at the bottom


@dataclass(frozen=True, slots=True)
class Goal:
    id: str
    printing: str
    measure: str
    at_least: int | None
    at_most: int | None


@dataclass(frozen=True, slots=True)
class AquaticaData:
    character_row: int
    slot_prices: tuple[int, ...]
    bottom_row: int
    top_row: int
    top_row_discount: int
    board_slots: int
    scout_keep: int
    original_scout_limit: int
    trained_mantas: tuple[str, ...]
    goal_values: tuple[int, ...]
    ichthyander_mantas: int
    kings_drawn: int
    solo_ranks: Mapping[str, tuple[tuple[str, ...], tuple[int, ...]]]  # table -> (ranks, up_to)
    ocean_sets: Mapping[int, int]
    characters: Mapping[str, Character]  # the kings included
    draft_edge: Mapping[str, tuple[float, ...]]  # King -> its edge at 2, 3 and 4 players
    depths: Mapping[str, tuple[Effect, ...]]
    mantas: Mapping[str, tuple[Effect, ...]]
    wild_supply: Mapping[str, int]
    goals: Mapping[str, Goal]
    goal_tokens: tuple[tuple[str, str], ...]
    locations: Mapping[str, Location]

    def is_resource(self, effects: tuple[Effect, ...]) -> bool:
        """A depth or manta of coins or power: used during the main action only."""
        return bool(effects) and all(e.effect in RESOURCE_EFFECTS for e in effects)

    def king_number(self, card: str) -> int:
        return self.characters[card].number

    def printed_goals(self, printing: str) -> tuple[str, ...]:
        return tuple(g for g, goal in self.goals.items() if goal.printing == printing)


class _Reader:
    def __init__(self, path: Path) -> None:
        self.file = DataFile(path)

    def table(self, key: str, parent: Mapping[str, Any] | None = None, prefix: str = ""
              ) -> Mapping[str, Any]:
        return self.file.get(key, dict, parent, prefix)

    def sourced(self, key: str, parent: Mapping[str, Any] | None = None, prefix: str = ""
                ) -> Mapping[str, Any]:
        table = self.table(key, parent, prefix)
        self.source(table, f"{prefix}{key}.")
        return table

    def entries(self, key: str, ids: tuple[str, ...]) -> dict[str, Mapping[str, Any]]:
        """The sub-tables of `key`: every id of `ids` present, no other, each with a source."""
        table = self.table(key)
        for name in table:
            if name not in ids:
                raise self.file.fail(f"{key}.{name}", "unknown id")
        for name in ids:
            if name not in table:
                raise self.file.fail(f"{key}.{name}", "missing")
        return {name: self.sourced(name, table, f"{key}.") for name in ids}

    def source(self, entry: Mapping[str, Any], prefix: str) -> None:
        self.choice("source", entry, prefix, SOURCES)

    def int(self, key: str, entry: Mapping[str, Any], prefix: str, minimum: int = 0,
            maximum: int | None = None) -> int:
        value = self.file.get(key, int, entry, prefix)
        if value < minimum or (maximum is not None and value > maximum):
            top = "" if maximum is None else f" and <= {maximum}"
            raise self.file.fail(f"{prefix}{key}", f"expected an integer >= {minimum}{top}")
        return value

    def choice(self, key: str, entry: Mapping[str, Any], prefix: str,
               allowed: tuple[str, ...]) -> str:
        value = self.file.get(key, str, entry, prefix)
        if value not in allowed:
            raise self.file.fail(f"{prefix}{key}", f"expected one of {', '.join(allowed)}")
        return value

    def names(self, key: str, entry: Mapping[str, Any], prefix: str,
              allowed: tuple[str, ...]) -> tuple[str, ...]:
        values = self.file.get(key, list, entry, prefix)
        for index, value in enumerate(values):
            if not isinstance(value, str) or value not in allowed:
                raise self.file.fail(f"{prefix}{key}[{index}]",
                                     f"expected one of {', '.join(allowed)}")
        return tuple(values)

    def effects(self, key: str, entry: Mapping[str, Any], prefix: str) -> tuple[Effect, ...]:
        values = self.file.get(key, list, entry, prefix)
        return tuple(self.effect(value, f"{prefix}{key}[{i}]") for i, value in enumerate(values))

    def effect(self, value: Any, where: str) -> Effect:
        if not isinstance(value, dict):
            raise self.file.fail(where, "expected a table with 'effect'")
        for name in value:
            if name not in EFFECT_KEYS:
                raise self.file.fail(f"{where}.{name}", "unknown key")
        prefix = f"{where}."
        kind = self.choice("effect", value, prefix, EFFECTS)
        options: tuple[tuple[Effect, ...], ...] = ()
        if kind == "choose":
            lists = self.file.get("options", list, value, prefix)
            if len(lists) < 2:
                raise self.file.fail(f"{prefix}options", "expected two or more effect lists")
            for i, option in enumerate(lists):
                if not isinstance(option, list):
                    raise self.file.fail(f"{prefix}options[{i}]", "expected a list of effects")
            options = tuple(tuple(self.effect(e, f"{prefix}options[{i}][{j}]")
                                  for j, e in enumerate(option)) for i, option in enumerate(lists))
        return Effect(
            kind,
            amount=self.int("amount", value, prefix, 1) if "amount" in value else 1,
            split=self.file.get("split", bool, value, prefix) if "split" in value else False,
            type=self.choice("type", value, prefix, TYPES) if "type" in value else None,
            free=self.file.get("free", bool, value, prefix) if "free" in value else False,
            discount=self.int("discount", value, prefix, 1) if "discount" in value else 0,
            options=options,
            players=self.int("players", value, prefix, 1, 4) if "players" in value else None,
        )


def load(path: Path) -> AquaticaData:
    r = _Reader(path)
    f = r.file
    rules = r.sourced("rules")
    prices = f.ints("slot_prices", rules, "rules.")
    row = r.int("character_row", rules, "rules.", 1)
    if len(prices) != row:
        raise f.fail("rules.slot_prices", f"expected {row} prices, one a slot")
    trained = r.names("trained_mantas", rules, "rules.", MANTA_FACES)
    spots = f.ints("spots", r.sourced("goal_values"), "goal_values.", minimum=1)
    if len(spots) < 5:
        raise f.fail("goal_values.spots", "expected 5 spots")
    solo = r.sourced("solo")
    ranks_table = r.table("solo_ranks")
    solo_ranks = {}
    for printing in RANK_TABLES:
        entry = r.sourced(printing, ranks_table, "solo_ranks.")
        prefix = f"solo_ranks.{printing}."
        names = r.names("ranks", entry, prefix, RANKS)
        up_to = f.ints("up_to", entry, prefix)
        if len(up_to) != len(names) - 1 or list(up_to) != sorted(set(up_to)):
            raise f.fail(f"{prefix}up_to", "expected one rising threshold between two ranks")
        solo_ranks[printing] = (names, up_to)
    setup = r.table("setup")
    ocean_sets = {n: r.int("ocean_sets", r.sourced(str(n), setup, "setup."), f"setup.{n}.", 1, 3)
                  for n in (1, 2, 3, 4)}

    characters: dict[str, Character] = {}
    for name, entry in r.entries("characters", CHARACTERS).items():
        prefix = f"characters.{name}."
        starting = f.get("starting", bool, entry, prefix) if "starting" in entry else False
        if starting != (name in STARTING):
            raise f.fail(f"{prefix}starting", "only the six starting characters start")
        characters[name] = Character(
            name, r.effects("effects", entry, prefix), starting,
            f.get("stays_in_hand", bool, entry, prefix) if "stays_in_hand" in entry else False)
    numbers = set()
    draft_edge: dict[str, tuple[float, ...]] = {}
    for name, entry in r.entries("kings", KINGS).items():
        prefix = f"kings.{name}."
        draft_edge[name] = f.numbers("draft_edge", entry, prefix, 3)
        number = r.int("number", entry, prefix, 1, len(KINGS))
        if number in numbers:
            raise f.fail(f"{prefix}number", "two Kings have this number")
        numbers.add(number)
        setup_manta = r.choice("setup_manta", entry, prefix, MANTA_FACES) \
            if "setup_manta" in entry else None
        effects = () if setup_manta else r.effects("effects", entry, prefix)
        characters[name] = Character(name, effects, number=number, setup_manta=setup_manta)

    depths = {name: r.effects("effects", e, f"depths.{name}.")
              for name, e in r.entries("depths", DEPTHS).items()}
    mantas, wild = {}, {}
    for name, entry in r.entries("mantas", MANTA_FACES).items():
        mantas[name] = r.effects("effects", entry, f"mantas.{name}.")
        wild[name] = r.int("wild", entry, f"mantas.{name}.")

    goals = {}
    for name, entry in r.entries("goals", tuple(f.get("goals", dict))).items():
        prefix = f"goals.{name}."
        at_least = r.int("at_least", entry, prefix) if "at_least" in entry else None
        at_most = r.int("at_most", entry, prefix) if "at_most" in entry else None
        if (at_least is None) == (at_most is None):
            raise f.fail(f"{prefix}at_least", "expected one of at_least and at_most")
        goals[name] = Goal(name, r.choice("printing", entry, prefix, PRINTINGS),
                           r.choice("measure", entry, prefix, MEASURES), at_least, at_most)
    for printing in ("updated", "original"):
        if sum(1 for g in goals.values() if g.printing == printing) != 4:
            raise f.fail("goals", f"expected four goals of the {printing} printing")
    tokens_table = r.sourced("goal_tokens")
    tokens = []
    faces = [g for g, goal in goals.items() if goal.printing == "token"]
    for i, token in enumerate(f.get("tokens", list, tokens_table, "goal_tokens.")):
        if (not isinstance(token, list) or len(token) != 2
                or not all(isinstance(x, str) and x in faces for x in token)):
            raise f.fail(f"goal_tokens.tokens[{i}]", "expected two goal ids of the tokens")
        tokens.append((token[0], token[1]))
    if sorted(x for t in tokens for x in t) != sorted(faces) or len(tokens) < 4:
        raise f.fail("goal_tokens.tokens", "expected every token goal on one side of a token")

    locations = {}
    for name, entry in r.entries("locations", LOCATIONS).items():
        prefix = f"locations.{name}."
        kind = r.choice("type", entry, prefix, TYPES)
        if not name.startswith(kind):
            raise f.fail(f"{prefix}type", "the id names another type")
        location_depths = r.names("depths", entry, prefix, DEPTHS)
        if len(location_depths) > 4 or location_depths.count("empty") > 1:
            raise f.fail(f"{prefix}depths", "expected at most 4 depths, one of them empty")
        locations[name] = Location(
            name, kind, r.int("buy", entry, prefix, 0, 9), r.int("conquer", entry, prefix, 0, 9),
            location_depths, r.int("prosperity", entry, prefix),
            r.choice("manta", entry, prefix, MANTA_FACES) if "manta" in entry else None)

    return AquaticaData(
        character_row=row,
        slot_prices=prices,
        bottom_row=r.int("bottom_row", rules, "rules.", 1),
        top_row=r.int("top_row", rules, "rules.", 1),
        top_row_discount=r.int("top_row_discount", rules, "rules."),
        board_slots=r.int("board_slots", rules, "rules.", 1),
        scout_keep=r.int("scout_keep", rules, "rules.", 1),
        original_scout_limit=r.int("original_scout_limit", rules, "rules."),
        trained_mantas=trained,
        goal_values=spots,
        ichthyander_mantas=r.int("ichthyander_mantas", solo, "solo.", 1, 4),
        kings_drawn=r.int("kings_drawn", solo, "solo.", 1, len(KINGS)),
        solo_ranks=solo_ranks,
        ocean_sets=ocean_sets,
        characters=characters,
        draft_edge=draft_edge,
        depths=depths,
        mantas=mantas,
        wild_supply=wild,
        goals=goals,
        goal_tokens=tuple(tokens),
        locations=locations,
    )


@cache
def default_data() -> AquaticaData:
    return load(assets_dir() / "games" / "aquatica" / "aquatica.toml")


__all__ = ["AquaticaData", "DataError", "default_data", "load"]
