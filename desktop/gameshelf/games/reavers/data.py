"""Reavers of Midgard component data, loaded from assets/games/reavers/reavers.toml.

Every table is checked at load: a missing or mistyped key, an unknown id, face, colour or
location, a card without a known `source`, all fail with the file and the key named.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...engine.dice import Die, Face
from ...paths import assets_dir
from ..datafile import DataError, DataFile

CLANS = ("red", "yellow", "blue")
LOCATIONS = ("recruit_reavers", "trade_with_villages", "raid_villages", "raid_keeps",
             "battle_at_sea", "conquer_territory")
SLOTS = ("raid_villages", "raid_keeps", "battle_at_sea", "conquer_territory")
FACES = ("hammer", "double_hammer", "shield", "chest", "ship",
         "clan_red", "clan_yellow", "clan_blue")
PLAIN_FACES = ("hammer", "double_hammer", "shield", "chest", "ship")  # what costs ask for
TOKENS = ("hammer", "double_hammer", "shield", "chest", "ship", "ship_hammer")
TRADE_OPTIONS = ("dice", "food", "prophecy", "favor")
GAINS = ("food", "favor", "glory", "die", "village", "keep", "spoils", "combat_dice", "wall",
         "troll", "defense")
VILLAGE_TYPES = ("artifact", "ship_upgrade", "farm", "village_wall", "bundle", "runic")
KEEP_TYPES = ("set", "tapestry", "keep_wall", "tower")
WEAPONS = ("swords", "bows", "axes")
SET_KINDS = ("treasure", "art", "armor")
TERRITORY_TYPES = ("food", "favor", "dice")
JOURNEY_EFFECTS = ("lose_dice", "skip_battle", "favor", "glory", "food")
MEASURES = ("territories", "sea_battles", "artifacts", "tapestry_sets", "dice", "slot_reavers",
            "keep_set_type", "upgrades", "pillaged", "food", "favor", "trophies")
SETUPS = ("retail", "early")
SOURCES = ("rulebook", "seed", "review", "standin")


@dataclass(frozen=True, slots=True)
class Reaver:
    clan: str
    roll_dice: tuple[str, ...]
    rally_dice: tuple[str, ...]
    slot: str
    ability: Mapping[str, Any]


@dataclass(frozen=True, slots=True)
class Location:
    kind: str  # red: one effect each; blue: repeated by seat
    cost_food: int
    cost_faces: Mapping[str, int]
    bonus: tuple[Mapping[str, int], ...]  # by seat distance from the active player
    actions: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Spoil:
    type: str
    detail: str | None = None  # the artifact's stored face, the token, weapon, set or tapestry
    trigger: str | None = None
    gain: Mapping[str, int] | None = None
    defense: int = 0
    pillage: Mapping[str, int] | None = None
    glory: int = 0


@dataclass(frozen=True, slots=True)
class SeaBattle:
    defense: int
    combo: Mapping[str, int]
    reward: Mapping[str, int]
    glory: int
    kraken: bool


@dataclass(frozen=True, slots=True)
class Journey:
    cost: Mapping[str, int]
    suffer: Mapping[str, int]


@dataclass(frozen=True, slots=True)
class Prophecy:
    measure: str
    at_least: int
    glory: int


@dataclass(frozen=True, slots=True)
class Territory:
    type: str
    level: int
    reward: Mapping[str, int]
    troll: bool


@dataclass(frozen=True, slots=True)
class Setup:
    reavers: int
    dice: tuple[str, ...]
    prophecies: int


@dataclass(frozen=True, slots=True)
class ReaversData:
    rules: Mapping[str, Any]
    setups: Mapping[str, Setup]
    two_player_seats: tuple[int, ...]
    slots: Mapping[int, Mapping[str, int]]
    dice: Mapping[str, Die]
    face_clan: Mapping[str, str]
    combat_die: Die
    favor_per_reroll: int
    locations: Mapping[str, Location]
    trade: Mapping[str, int]
    clan_bonus: Mapping[str, Mapping[str, int]]
    reavers: Mapping[str, Reaver]
    village: Mapping[str, Spoil]
    keep: Mapping[str, Spoil]
    sets: Mapping[str, tuple[int, ...]]
    tapestries: Mapping[str, Any]
    scoring: Mapping[str, Any]
    sea_battles: Mapping[str, SeaBattle]
    sea_journeys: Mapping[str, Journey]
    prophecies: Mapping[str, Prophecy]
    territories: Mapping[str, Territory]

    def seat_bonus_index(self, num_players: int, distance: int) -> int:
        """The row of a seat bonus for a seat `distance` places after the active player."""
        return self.two_player_seats[distance] if num_players == 2 else distance


class _Reader:
    def __init__(self, path: Path) -> None:
        self.f = DataFile(path)

    def table(self, key: str, parent: Mapping[str, Any] | None = None, prefix: str = ""
              ) -> Mapping[str, Any]:
        return self.f.get(key, dict, parent, prefix)

    def entries(self, key: str, ids: tuple[str, ...] | None = None) -> dict[str, Mapping[str, Any]]:
        table = self.table(key)
        result = {}
        for name in table:
            if ids is not None and name not in ids:
                raise self.f.fail(f"{key}.{name}", "unknown id")
            result[name] = self.sourced(name, table, f"{key}.")
        for name in ids or ():
            if name not in table:
                raise self.f.fail(f"{key}.{name}", "missing")
        return result

    def sourced(self, key: str, parent: Mapping[str, Any] | None, prefix: str = ""
                ) -> Mapping[str, Any]:
        entry = self.table(key, parent, prefix)
        self.choice("source", entry, f"{prefix}{key}.", SOURCES)
        return entry

    def int(self, key: str, entry: Mapping[str, Any], prefix: str, minimum: int = 0) -> int:
        value = self.f.get(key, int, entry, prefix)
        if value < minimum:
            raise self.f.fail(f"{prefix}{key}", f"expected an integer >= {minimum}")
        return value

    def choice(self, key: str, entry: Mapping[str, Any], prefix: str,
               allowed: tuple[str, ...]) -> str:
        value = self.f.get(key, str, entry, prefix)
        if value not in allowed:
            raise self.f.fail(f"{prefix}{key}", f"expected one of {', '.join(allowed)}")
        return value

    def choices(self, key: str, entry: Mapping[str, Any], prefix: str,
                allowed: tuple[str, ...]) -> tuple[str, ...]:
        values = self.f.get(key, list, entry, prefix)
        for index, value in enumerate(values):
            if value not in allowed:
                raise self.f.fail(f"{prefix}{key}[{index}]",
                                  f"expected one of {', '.join(allowed)}")
        return tuple(values)

    def amounts(self, key: str, entry: Mapping[str, Any], prefix: str,
                allowed: tuple[str, ...], minimum: int = 1) -> dict[str, int]:
        table = self.table(key, entry, prefix)
        result = {}
        for name in table:
            if name not in allowed:
                raise self.f.fail(f"{prefix}{key}.{name}", f"expected one of {', '.join(allowed)}")
            value = self.f.get(name, int, table, f"{prefix}{key}.")
            if value < minimum or value == 0:
                raise self.f.fail(f"{prefix}{key}.{name}",
                                  f"expected a non-zero integer >= {minimum}")
            result[name] = value
        return result


def _ability(r: _Reader, entry: Mapping[str, Any], prefix: str) -> dict[str, Any]:
    table = r.table("ability", entry, prefix)
    if "die" in table:
        return {"die": r.choice("die", table, f"{prefix}ability.", CLANS),
                "face": r.choice("face", table, f"{prefix}ability.", PLAIN_FACES)}
    gains = r.amounts("ability", entry, prefix, ("food", "favor", "combat_dice"))
    if len(gains) != 1:
        raise r.f.fail(f"{prefix}ability", "expected exactly one gain")
    return gains


def load(path: Path) -> ReaversData:
    r = _Reader(path)
    f = r.f
    rules_table = r.sourced("rules", None)
    rules: dict[str, Any] = {k: r.int(k, rules_table, "rules.", 1) for k in (
        "rounds", "activations", "start_favor", "start_reavers", "board_dice", "artifact_spaces",
        "specialize_slots", "slot_cap", "upgrade_spaces", "rest_food", "trade_dice_per_colour",
        "territory_glory")}
    rules["start_food"] = f.ints("start_food", rules_table, "rules.")
    if len(rules["start_food"]) != 4:
        raise f.fail("rules.start_food", "expected 4 values, one per seat")
    if rules["specialize_slots"] != len(SLOTS):
        raise f.fail("rules.specialize_slots", f"expected {len(SLOTS)}")

    setups = {}
    for name, e in r.entries("setup", SETUPS).items():
        p = f"setup.{name}."
        setups[name] = Setup(r.int("reavers", e, p), r.choices("dice", e, p, CLANS),
                             r.int("prophecies", e, p))
    board = r.table("board")
    two = r.sourced("two_player", board, "board.")
    seat_of = f.ints("seat_of", two, "board.two_player.")
    if len(seat_of) != 2 or seat_of[0] != 0 or not 0 < seat_of[1] < 4:
        raise f.fail("board.two_player.seat_of", "expected [0, s] with s in 1..3")
    slots = {}
    slots_table = r.table("slots")
    for players in (2, 3, 4):
        e = r.sourced(str(players), slots_table, "slots.")
        p = f"slots.{players}."
        slots[players] = {k: r.int(k, e, p, 1) for k in (
            "recruit_reavers", "raid_villages", "raid_keeps", "battle_at_sea", "prophecies")}

    faces = r.entries("faces", FACES)
    face_clan = {n: r.choice("clan", e, f"faces.{n}.", CLANS) for n, e in faces.items()
                 if n.startswith("clan_")}
    face_of = {n: Face.of(n, {"combat": r.int("combat", e, f"faces.{n}.")} if "combat" in e
                          else None) for n, e in faces.items()}
    dice = {}
    for colour, e in r.entries("dice", CLANS).items():
        names = r.choices("faces", e, f"dice.{colour}.", FACES)
        if len(names) != 6:
            raise f.fail(f"dice.{colour}.faces", "expected 6 faces")
        dice[colour] = Die(colour, tuple(face_of[n] for n in names))
    cd = r.sourced("combat_die", None)
    successes = f.ints("successes", cd, "combat_die.")
    if not successes:
        raise f.fail("combat_die.successes", "a die needs faces")
    combat_die = Die("combat", tuple(Face.of(f"s{i}_{v}", {"successes": v})
                                     for i, v in enumerate(successes)))

    locations = {}
    trade: dict[str, int] = {}
    for name, e in r.entries("locations", LOCATIONS).items():
        p = f"locations.{name}."
        bonus_list = f.get("bonus", list, e, p)
        if len(bonus_list) != 4:
            raise f.fail(f"{p}bonus", "expected 4 entries, one per seat distance")
        bonus = tuple(r.amounts(str(i), {str(i): b}, f"{p}bonus.", GAINS)
                      for i, b in enumerate(bonus_list))
        actions = f.ints("actions", e, p, 1) if name == "trade_with_villages" else ()
        if name == "trade_with_villages":
            if len(actions) != 4:
                raise f.fail(f"{p}actions", "expected 4 values, one per seat distance")
            r.choices("options", e, p, TRADE_OPTIONS)
            trade = {"food": r.int("trade_food", e, p, 1), "favor": r.int("trade_favor", e, p, 1)}
        locations[name] = Location(r.choice("kind", e, p, ("red", "blue")),
                                   r.int("cost_food", e, p),
                                   r.amounts("cost_faces", e, p, PLAIN_FACES), bonus, actions)
    clan_bonus = {c: r.amounts("b", {"b": {k: v for k, v in e.items() if k != "source"}},
                               f"clan_bonus.{c}.", ("food", "favor", "spoils"))
                  for c, e in r.entries("clan_bonus", CLANS).items()}

    reavers = {}
    for name, e in r.entries("reavers").items():
        p = f"reavers.{name}."
        reavers[name] = Reaver(r.choice("clan", e, p, CLANS), r.choices("roll_dice", e, p, CLANS),
                               r.choices("rally_dice", e, p, CLANS), r.choice("slot", e, p, SLOTS),
                               _ability(r, e, p))
        if not reavers[name].roll_dice:
            raise f.fail(f"{p}roll_dice", "expected at least one die")

    village = {n: _village(r, n, e) for n, e in r.entries("village").items()}
    keep = {n: _keep(r, n, e) for n, e in r.entries("keep").items()}
    sets = {n: f.ints("values", e, f"sets.{n}.", 1)
            for n, e in r.entries("sets", SET_KINDS).items()}
    tap = r.sourced("tapestries", None)
    tapestries = {"kinds": r.choices("kinds", tap, "tapestries.", ("a", "b", "c")),
                  "full_set": r.int("full_set", tap, "tapestries."),
                  "loose": r.int("loose", tap, "tapestries.")}
    sc = r.sourced("scoring", None)
    scoring: dict[str, Any] = {k: r.int(k, sc, "scoring.") for k in (
        "bundle_set", "bundle_loose", "reaver_in_glory_pile", "artifact", "wall_token", "trophy",
        "most_trophies")}
    scoring["runic"] = f.ints("runic", sc, "scoring.", 1)

    battles = {}
    for n, e in r.entries("sea_battles").items():
        p = f"sea_battles.{n}."
        battles[n] = SeaBattle(r.int("defense", e, p, 1), r.amounts("combo", e, p, PLAIN_FACES),
                               r.amounts("reward", e, p, GAINS), r.int("glory", e, p),
                               f.get("kraken", bool, e, p))
    journeys = {n: Journey(r.amounts("cost", e, f"sea_journeys.{n}.", (*PLAIN_FACES, "food",
                                                                        "favor")),
                           r.amounts("suffer", e, f"sea_journeys.{n}.", JOURNEY_EFFECTS, -99))
                for n, e in r.entries("sea_journeys").items()}
    prophecies = {n: Prophecy(r.choice("measure", e, f"prophecies.{n}.", MEASURES),
                              r.int("at_least", e, f"prophecies.{n}.", 1),
                              r.int("glory", e, f"prophecies.{n}.", 1))
                  for n, e in r.entries("prophecies").items()}
    territories = {}
    for n, e in r.entries("territories").items():
        p = f"territories.{n}."
        level = r.int("level", e, p, 1)
        if level > 3:
            raise f.fail(f"{p}level", "expected 1, 2 or 3")
        territories[n] = Territory(r.choice("type", e, p, TERRITORY_TYPES), level,
                                   r.amounts("reward", e, p, ("food", "favor", "die")),
                                   f.get("troll", bool, e, p))
    for key, deck in (("reavers", reavers), ("village", village), ("keep", keep),
                      ("sea_battles", battles), ("sea_journeys", journeys),
                      ("prophecies", prophecies), ("territories", territories)):
        if not deck:
            raise f.fail(key, "an empty deck")
    return ReaversData(rules, setups, seat_of, slots, dice, face_clan, combat_die,
                       r.int("favor_per_reroll", cd, "combat_die.", 1), locations, trade,
                       clan_bonus, reavers, village, keep, sets, tapestries, scoring, battles,
                       journeys, prophecies, territories)


def _village(r: _Reader, name: str, e: Mapping[str, Any]) -> Spoil:
    p = f"village.{name}."
    kind = r.choice("type", e, p, VILLAGE_TYPES)
    if kind == "artifact":
        return Spoil(kind, r.choice("stores", e, p, (*PLAIN_FACES, "any")),
                     r.choice("trigger", e, p, LOCATIONS), r.amounts("effect", e, p, GAINS, -9))
    if kind == "ship_upgrade":
        return Spoil(kind, r.choice("token", e, p, TOKENS), glory=r.int("glory", e, p, 1))
    if kind in ("farm", "village_wall"):
        return Spoil(kind, gain=r.amounts("gain", e, p, GAINS), defense=r.int("defense", e, p, 1),
                     pillage=r.amounts("pillage", e, p, GAINS))
    if kind == "bundle":
        return Spoil(kind, r.choice("weapon", e, p, WEAPONS))
    return Spoil(kind)


def _keep(r: _Reader, name: str, e: Mapping[str, Any]) -> Spoil:
    p = f"keep.{name}."
    kind = r.choice("type", e, p, KEEP_TYPES)
    if kind == "set":
        return Spoil(kind, r.choice("set", e, p, SET_KINDS))
    if kind == "tapestry":
        return Spoil(kind, r.choice("tapestry", e, p, ("a", "b", "c")))
    return Spoil(kind, gain=r.amounts("gain", e, p, GAINS), defense=r.int("defense", e, p, 1),
                 pillage=r.amounts("pillage", e, p, GAINS))


def data_path() -> Path:
    return assets_dir() / "games" / "reavers" / "reavers.toml"


@cache
def default_data() -> ReaversData:
    return load(data_path())


__all__ = ["DataError", "ReaversData", "default_data", "load"]
