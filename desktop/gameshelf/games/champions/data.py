"""Champions of Midgard component data, loaded from assets/games/champions/champions.toml.

Every table is checked at load: a missing or mistyped key, an id outside the contract
(shared/rules/champions.md), a cost in something that is no resource, all fail with the file
and the key named.
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

KINDS = ("swordsman", "spearman", "axeman")
RESOURCES = ("food", "wood", "coin", "favor", "blame", "glory")
GOODS = ("food", "wood", "coin")  # what the Market swaps and the Gifts rune gives
COLOURS = ("red", "blue", "yellow")
LOCATIONS = (
    "jarls_longhouse", "sages_house", "shipwright", "market", "runesmith", "stave_church",
    "worker_huts", "blacksmith", "hafter", "swordsmith", "smokehouse", "merchant_ship",
    "hunting_grounds", "troll", "draugr_1", "draugr_2", "small_longship", "large_longship",
    "private_longship",
)  # fmt: skip
STALLS = ("aumingi", "skald", "generous_merchant", "wealthy_stranger",
          "folk_warriors", "raiders", "jomsvikings", "varyags")
SHIPS = ("small", "large", "private_a", "private_b", "private_c", "private_d")
LEADERS = ("asmundr", "dagrun", "gylfir", "svanhildr", "ullr")
RUNES = ("gifts", "glory", "healing", "journey", "knowledge", "potential", "reaction",
         "success", "true_vision", "wealth")
RUNE_TIMINGS = ("any_time", "victory", "after_round", "journey", "after_roll", "sages_house")
JOURNEYS = ("all_quiet", "kraken", "lost", "no_wind", "storm", "whirlpool")
DESTINIES = ("troll_slayer", "draugr_slayer", "monster_hunter", "red_champion",
             "blue_champion", "yellow_champion", "wealthy", "provider", "builder", "devout",
             "warlord", "rune_master")
MEASURES = ("trolls", "draugr", "monsters", "red", "blue", "yellow", "coin", "food", "wood",
            "favor", "dice", "runes")
SOURCES = ("rulebook", "bga", "review", "standin")
FACE_VALUES = ("hits", "shields")


@dataclass(frozen=True, slots=True)
class Enemy:
    id: str
    kind: str  # troll, draugr, monster, kraken
    colour: str | None
    attack: int
    defense: int
    glory: int
    coin: int = 0
    favor: int = 0
    restriction: str | None = None  # a die kind that may not fight it


@dataclass(frozen=True, slots=True)
class Stall:
    type: str  # economic / military
    cost: Mapping[str, int]
    gain: Mapping[str, int]
    repeat: int  # 0: once; n: the seat chooses 0..n times (Aumingi)


@dataclass(frozen=True, slots=True)
class Ship:
    public: bool
    capacity: int
    cost: Mapping[str, int]
    glory: int


@dataclass(frozen=True, slots=True)
class Setup:
    workers: int
    military: int
    economic: int
    random_stalls: int
    private_ships: int


@dataclass(frozen=True, slots=True)
class Destiny:
    most: str
    alone: int
    tied: int


@dataclass(frozen=True, slots=True)
class ChampionsData:
    rounds: int
    warrior_cap: int
    hunting_cap: int
    huts_costs: tuple[int, ...]
    blame_table: tuple[int, ...]
    set_glory: int
    favor_glory: int
    coins_per_glory: int
    start: Mapping[str, int]
    rune_slots: int
    rune_cost: Mapping[str, int]
    church: tuple[tuple[int, int], ...]  # (favor, coins)
    setup: Mapping[int, Setup]
    dice: Mapping[str, Die]
    supply: Mapping[str, int]
    location_colour: Mapping[str, str]
    restock: Mapping[str, str]
    stalls: Mapping[str, Stall]
    ships: Mapping[str, Ship]
    warriors_per_food: tuple[int, ...]
    boosts: Mapping[str, Mapping[str, Die]]  # leader -> kind -> the boosted die
    draft_edge: Mapping[str, tuple[float, ...]]  # leader -> its edge at 2, 3 and 4 players
    runes: Mapping[str, tuple[str, int]]  # id -> (timing, glory)
    gifts: int
    wealth_cap: int
    journey: Mapping[str, int]  # card -> copies
    journey_loss: Mapping[str, int]
    destinies: Mapping[str, Destiny]
    merchant: Mapping[str, Mapping[str, int]]
    merchant_cost: int
    trolls: Mapping[str, Enemy]
    draugr: Mapping[str, Enemy]
    monsters: Mapping[str, Enemy]
    kraken: Enemy

    def enemy(self, enemy_id: str) -> Enemy:
        for table in (self.trolls, self.draugr, self.monsters):
            if enemy_id in table:
                return table[enemy_id]
        if enemy_id == "kraken":
            return self.kraken
        raise KeyError(enemy_id)

    def die(self, kind: str, leader: str | None) -> Die:
        """The die as it rolls for a seat with this leader (Svanhildr's Swordsmen hit harder)."""
        boosted = self.boosts.get(leader or "", {})
        return boosted.get(kind) or self.dice[kind]


class _Reader:
    def __init__(self, path: Path) -> None:
        self.file = DataFile(path)

    def table(self, key: str, parent: Mapping[str, Any] | None = None, prefix: str = ""
              ) -> Mapping[str, Any]:
        return self.file.get(key, dict, parent, prefix)

    def entries(self, key: str, ids: tuple[str, ...], exact: bool = True
                ) -> dict[str, Mapping[str, Any]]:
        """The sub-tables of `key`, each with a known source; with `exact`, every id of `ids`
        present and no other."""
        table = self.table(key)
        for name in table:
            if name not in ids:
                raise self.file.fail(f"{key}.{name}", "unknown id")
        if exact:
            for name in ids:
                if name not in table:
                    raise self.file.fail(f"{key}.{name}", "missing")
        result = {}
        for name, entry in table.items():
            entry = self.table(name, table, f"{key}.")
            self.source(entry, f"{key}.{name}.")
            result[name] = entry
        return result

    def source(self, entry: Mapping[str, Any], prefix: str) -> None:
        value = self.file.get("source", str, entry, prefix)
        if value not in SOURCES:
            raise self.file.fail(f"{prefix}source", f"expected one of {', '.join(SOURCES)}")

    def int(self, key: str, entry: Mapping[str, Any], prefix: str, minimum: int = 0) -> int:
        value = self.file.get(key, int, entry, prefix)
        if value < minimum:
            raise self.file.fail(f"{prefix}{key}", f"expected an integer >= {minimum}")
        return value

    def amounts(self, key: str, entry: Mapping[str, Any], prefix: str,
                allowed: tuple[str, ...]) -> dict[str, int]:
        table = self.table(key, entry, prefix)
        result = {}
        for name in table:
            if name not in allowed:
                raise self.file.fail(f"{prefix}{key}.{name}",
                                     f"expected one of {', '.join(allowed)}")
            result[name] = self.int(name, table, f"{prefix}{key}.", 1)
        return result

    def choice(self, key: str, entry: Mapping[str, Any], prefix: str,
               allowed: tuple[str, ...], optional: bool = False) -> str | None:
        if optional and key not in entry:
            return None
        value = self.file.get(key, str, entry, prefix)
        if value not in allowed:
            raise self.file.fail(f"{prefix}{key}", f"expected one of {', '.join(allowed)}")
        return value


def load(path: Path) -> ChampionsData:
    r = _Reader(path)
    f = r.file
    rules = r.table("rules")
    r.source(rules, "rules.")
    blame = f.ints("blame_table", rules, "rules.")
    if not blame or blame[0] != 0:
        raise f.fail("rules.blame_table", "expected a list starting with 0")
    start = r.amounts("start", rules, "rules.", (*RESOURCES, *KINDS, "destinies"))
    runesmith = r.table("runesmith")
    r.source(runesmith, "runesmith.")
    church_table = r.table("stave_church")
    r.source(church_table, "stave_church.")
    tiers = f.get("tiers", list, church_table, "stave_church.")
    church = []
    for index, tier in enumerate(tiers):
        if (not isinstance(tier, list) or len(tier) != 2
                or not all(isinstance(v, int) and not isinstance(v, bool) and v > 0 for v in tier)):
            raise f.fail(f"stave_church.tiers[{index}]", "expected [favor, coins], both > 0")
        church.append((tier[0], tier[1]))

    setup = {}
    setup_table = r.table("setup")
    for players in (2, 3, 4):
        entry = r.table(str(players), setup_table, "setup.")
        prefix = f"setup.{players}."
        r.source(entry, prefix)
        setup[players] = Setup(*(r.int(k, entry, prefix) for k in (
            "workers", "military", "economic", "random_stalls", "private_ships")))
        if setup[players].private_ships > 4:
            raise f.fail(f"{prefix}private_ships", "expected at most 4")

    faces = r.entries("faces", ("blank", "hit1", "hit2", "shield"))
    face_of = {
        name: Face.of(name, {k: r.int(k, e, f"faces.{name}.") for k in FACE_VALUES if k in e})
        for name, e in faces.items()
    }
    dice, supply = {}, {}
    for kind, entry in r.entries("dice", KINDS).items():
        prefix = f"dice.{kind}."
        names = f.get("faces", list, entry, prefix)
        for index, name in enumerate(names):
            if name not in face_of:
                raise f.fail(f"{prefix}faces[{index}]", "unknown face")
        if not names:
            raise f.fail(f"{prefix}faces", "a die needs faces")
        dice[kind] = Die(kind, tuple(face_of[n] for n in names))
        supply[kind] = r.int("supply", entry, prefix, 1)

    colours = {}
    for name, entry in r.entries("locations", LOCATIONS).items():
        colours[name] = r.choice("colour", entry, f"locations.{name}.", ("brown", "blue", "red"))
    restock_table = r.table("restock")
    r.source(restock_table, "restock.")
    restock = {}
    for name in ("blacksmith", "hafter", "swordsmith", "smokehouse"):
        restock[name] = r.choice(name, restock_table, "restock.", (*KINDS, "food"))

    stalls = {}
    for name, entry in r.entries("stalls", STALLS).items():
        prefix = f"stalls.{name}."
        stalls[name] = Stall(
            r.choice("type", entry, prefix, ("economic", "military")),
            r.amounts("cost", entry, prefix, GOODS),
            r.amounts("gain", entry, prefix, (*RESOURCES, *KINDS)),
            r.int("repeat", entry, prefix, 1) if "repeat" in entry else 0,
        )
    ships = {}
    for name, entry in r.entries("ships", SHIPS).items():
        prefix = f"ships.{name}."
        ships[name] = Ship(f.get("public", bool, entry, prefix),
                           r.int("capacity", entry, prefix, 1),
                           r.amounts("cost", entry, prefix, GOODS), r.int("glory", entry, prefix))
        if ships[name].public != (name in ("small", "large")):
            raise f.fail(f"{prefix}public", "only the small and large ships are public")
    shores = r.table("shores")
    r.source(shores, "shores.")
    per_food = f.ints("warriors_per_food", shores, "shores.", minimum=1)
    if len(per_food) != 4:
        raise f.fail("shores.warriors_per_food", "expected 4 shores")

    boosts: dict[str, dict[str, Die]] = {}
    draft_edge: dict[str, tuple[float, ...]] = {}
    for name, entry in r.entries("leaders", LEADERS).items():
        draft_edge[name] = r.file.numbers("draft_edge", entry, f"leaders.{name}.", 3)
        if "boost" not in entry:
            continue
        boost = r.table("boost", entry, f"leaders.{name}.")
        for kind in boost:
            prefix = f"leaders.{name}.boost.{kind}"
            if kind not in KINDS:
                raise f.fail(prefix, "unknown die kind")
            changes = r.table(kind, boost, f"leaders.{name}.boost.")
            for face in changes:
                if face not in face_of:
                    raise f.fail(f"{prefix}.{face}", "unknown face")
            hits = {face: {"hits": r.int(face, changes, f"{prefix}.")} for face in changes}
            boosts.setdefault(name, {})[kind] = dice[kind].with_values(hits)

    runes = {}
    for name, entry in r.entries("runes", RUNES).items():
        prefix = f"runes.{name}."
        runes[name] = (r.choice("timing", entry, prefix, RUNE_TIMINGS),
                       r.int("glory", entry, prefix))
    effects = r.table("rune_effects")
    r.source(effects, "rune_effects.")
    journey = {name: r.int("count", e, f"journey.{name}.", 1)
               for name, e in r.entries("journey", JOURNEYS).items()}
    losses = r.table("journey_effects")
    r.source(losses, "journey_effects.")
    journey_loss = {k: r.int(k, losses, "journey_effects.", 1)
                    for k in ("lost", "no_wind", "storm", "whirlpool")}
    destinies = {}
    for name, entry in r.entries("destinies", DESTINIES).items():
        prefix = f"destinies.{name}."
        destinies[name] = Destiny(r.choice("most", entry, prefix, MEASURES),  # type: ignore[arg-type]
                                  r.int("alone", entry, prefix), r.int("tied", entry, prefix))
    merchant_ids = tuple(f"merchant_{i}" for i in range(1, 9))
    merchant = {name: r.amounts("gain", e, f"merchant.{name}.", (*GOODS, *KINDS))
                for name, e in r.entries("merchant", merchant_ids).items()}
    merchant_cost = r.table("merchant_cost")
    r.source(merchant_cost, "merchant_cost.")

    def enemies(key: str, ids: tuple[str, ...], kind: str, coloured: bool) -> dict[str, Enemy]:
        result = {}
        for name, entry in r.entries(key, ids).items():
            prefix = f"{key}.{name}."
            colour = r.choice("colour", entry, prefix, COLOURS) if coloured else None
            if coloured and not name.startswith(f"{kind}_{colour}_"):
                raise f.fail(f"{prefix}colour", f"the id names another colour than {colour}")
            result[name] = Enemy(
                name, kind, colour, r.int("attack", entry, prefix),
                r.int("defense", entry, prefix, 1),
                r.int("glory", entry, prefix),
                r.int("coin", entry, prefix) if "coin" in entry else 0,
                r.int("favor", entry, prefix) if "favor" in entry else 0,
                r.choice("restriction", entry, prefix, KINDS, optional=True),
            )
        return result

    kraken = r.table("kraken")
    r.source(kraken, "kraken.")
    return ChampionsData(
        rounds=r.int("rounds", rules, "rules.", 1),
        warrior_cap=r.int("warrior_cap", rules, "rules.", 1),
        hunting_cap=r.int("hunting_cap", rules, "rules.", 1),
        huts_costs=f.ints("huts_costs", rules, "rules."),
        blame_table=blame,
        set_glory=r.int("set_glory", rules, "rules."),
        favor_glory=r.int("favor_glory", rules, "rules."),
        coins_per_glory=r.int("coins_per_glory", rules, "rules.", 1),
        start=start,
        rune_slots=r.int("slots", runesmith, "runesmith.", 1),
        rune_cost=r.amounts("cost", runesmith, "runesmith.", GOODS),
        church=tuple(church),
        setup=setup,
        dice=dice,
        supply=supply,
        location_colour=colours,
        restock=restock,
        stalls=stalls,
        ships=ships,
        warriors_per_food=per_food,
        boosts=boosts,
        draft_edge=draft_edge,
        runes=runes,
        gifts=r.int("gifts", effects, "rune_effects.", 1),
        wealth_cap=r.int("wealth_cap", effects, "rune_effects."),
        journey=journey,
        journey_loss=journey_loss,
        destinies=destinies,
        merchant=merchant,
        merchant_cost=r.int("coin", merchant_cost, "merchant_cost."),
        trolls=enemies("trolls", tuple(f"troll_{i:02d}" for i in range(1, 17)), "troll", False),
        draugr=enemies("draugr", tuple(f"draugr_{c}_{i}" for c in COLOURS for i in range(1, 8)),
                       "draugr", True),
        monsters=enemies("monsters",
                         tuple(f"monster_{c}_{i:02d}" for c in COLOURS for i in range(1, 13)),
                         "monster", True),
        kraken=Enemy("kraken", "kraken", None, r.int("attack", kraken, "kraken."),
                     r.int("defense", kraken, "kraken.", 1), r.int("glory", kraken, "kraken.")),
    )


@cache
def default_data() -> ChampionsData:
    return load(assets_dir() / "games" / "champions" / "champions.toml")


__all__ = ["ChampionsData", "DataError", "Enemy", "default_data", "load"]
