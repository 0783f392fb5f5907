"""Everdell component data, loaded from assets/games/everdell/everdell.toml and validated.

Card facts live in the data file; card behaviour lives in the cards package, keyed by the same ids.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ...paths import assets_dir
from ..datafile import DataFile

RESOURCES = ("twig", "resin", "pebble", "berry")
TWIG, RESIN, PEBBLE, BERRY = range(4)
TYPES = ("traveler", "production", "destination", "governance", "prosperity")
TRAVELER, PRODUCTION, DESTINATION, GOVERNANCE, PROSPERITY = range(5)
SEASONS = ("winter", "spring", "summer", "autumn")
WINTER, SPRING, SUMMER, AUTUMN = range(4)
OCCUPANCIES = ("exclusive", "shared", "forest")

CRITTERS = (
    "architect", "bard", "barge_toad", "chip_sweep", "doctor", "fool", "historian", "husband",
    "innkeeper", "judge", "king", "miner_mole", "monk", "peddler", "postal_pigeon", "queen",
    "ranger", "shepherd", "shopkeeper", "teacher", "undertaker", "wanderer", "wife", "woodcarver",
)  # fmt: skip
CONSTRUCTIONS = (
    "castle", "cemetery", "chapel", "clock_tower", "courthouse", "crane", "dungeon", "ever_tree",
    "fairgrounds", "farm", "general_store", "inn", "lookout", "mine", "monastery", "palace",
    "post_office", "resin_refinery", "ruins", "school", "storehouse", "theatre", "twig_barge",
    "university",
)  # fmt: skip
CARD_IDS = CRITTERS + CONSTRUCTIONS
BASIC_IDS = (
    "three_twigs", "two_twigs_one_card", "two_resin", "one_resin_one_card", "one_pebble",
    "two_cards_one_point", "one_berry_one_card", "one_berry",
)  # fmt: skip
FOREST_IDS = (
    "two_berries_one_card", "two_any", "discard_any_draw_two_each", "copy_basic_one_card",
    "one_pebble_three_cards", "twig_resin_berry", "three_berries", "two_resin_one_twig",
    "two_cards_one_any", "discard_up_to_three_gain_any_each", "two_meadow_play_one_discount",
)  # fmt: skip
JOURNEY_IDS = ("journey_5", "journey_4", "journey_3", "journey_2")
BASIC_EVENT_IDS = ("basic_production", "basic_destination", "basic_governance", "basic_traveler")
SPECIAL_EVENT_IDS = (
    "a_brilliant_marketing_plan", "a_wee_run_city", "an_evening_of_fireworks",
    "ancient_scrolls_discovered", "capture_of_the_acorn_thieves", "croak_wart_cure",
    "flying_doctor_service", "graduation_of_scholars", "ministering_to_miscreants",
    "path_of_the_pilgrims", "performer_in_residence", "pristine_chapel_ceiling",
    "remembering_the_fallen", "tax_relief", "the_everdell_games", "under_new_management",
)  # fmt: skip
LOCATION_EFFECTS = (
    "discard_any_draw_two_each", "copy_basic", "discard_up_to_three_gain_any_each",
    "two_meadow_play_one_discount",
)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Location:
    id: str
    occupancy: str
    gain: tuple[int, int, int, int] = (0, 0, 0, 0)
    cards: int = 0
    points: int = 0
    any: int = 0
    effect: str = ""


@dataclass(frozen=True, slots=True)
class EventCard:
    id: str
    points: int
    requires: tuple[int, ...]  # card indices that must all be in the city
    needs: tuple[int, int, int, int, int]  # minimum cards per type


@dataclass(frozen=True, slots=True)
class RugwortData:
    points_per_card: int
    points_per_prosperity_card: int
    points_per_basic_event: int
    points_per_unachieved_special: dict[int, int]  # by year
    journey: dict[int, str]  # by year
    start_basic: str
    basic_by_season: tuple[str, str, str, str]  # index = season (winter: the start)
    meadow_slots_by_season: tuple[tuple[int, ...], ...]  # 1-based slots, index = season


@dataclass(frozen=True, slots=True)
class EverdellData:
    hand_limit: int
    city_size: int
    meadow_size: int
    starting_hand: tuple[int, ...]
    workers_by_season: tuple[int, int, int, int]
    forest_in_play: dict[int, int]
    specials_in_play: int
    cards: tuple[str, ...]
    critter: tuple[bool, ...]
    ctype: tuple[int, ...]
    cost: tuple[tuple[int, int, int, int], ...]
    points: tuple[int, ...]
    unique: tuple[bool, ...]
    copies: tuple[int, ...]
    pairing: tuple[tuple[str, ...], ...]
    open: tuple[bool, ...]
    worker_spots: tuple[int, ...]
    extra_spot_with: tuple[int, ...]  # the card index opening a second spot, or -1
    inst_card: tuple[int, ...]  # per physical card (instance id): its card index
    basic: tuple[Location, ...]
    forest: tuple[Location, ...]
    haven: Location
    journey: tuple[Location, ...]
    basic_events: tuple[EventCard, ...]
    special_events: tuple[EventCard, ...]
    rugwort: RugwortData
    sources: dict[str, str]

    @property
    def num_instances(self) -> int:
        return len(self.inst_card)

    def index(self, card_id: str) -> int:
        return self.cards.index(card_id)


def load(path: Path | None = None) -> EverdellData:
    f = DataFile(path or assets_dir() / "games" / "everdell" / "everdell.toml")
    sources: dict[str, str] = {}

    def section(key: str) -> dict[str, Any]:
        table = f.get(key, dict)
        sources[key] = f.get("source", str, table, f"{key}.")
        return table

    def resources(table: dict[str, Any], key: str, prefix: str) -> tuple[int, int, int, int]:
        if key not in table:
            return (0, 0, 0, 0)
        inner = f.get(key, dict, table, prefix)
        for name in inner:
            if name not in RESOURCES:
                raise f.fail(f"{prefix}{key}.{name}", f"not a resource (one of {RESOURCES})")
        values = [
            f.get(r, int, inner, f"{prefix}{key}.") if r in inner else 0 for r in RESOURCES
        ]
        for r, v in zip(RESOURCES, values, strict=True):
            if v < 0:
                raise f.fail(f"{prefix}{key}.{r}", "must be >= 0")
        return (values[0], values[1], values[2], values[3])

    def type_counts(table: dict[str, Any], prefix: str) -> tuple[int, int, int, int, int]:
        if "needs" not in table:
            return (0, 0, 0, 0, 0)
        inner = f.get("needs", dict, table, prefix)
        for name in inner:
            if name not in TYPES:
                raise f.fail(f"{prefix}needs.{name}", f"not a card type (one of {TYPES})")
        v = [f.get(t, int, inner, f"{prefix}needs.") if t in inner else 0 for t in TYPES]
        return (v[0], v[1], v[2], v[3], v[4])

    hand_limit = f.get("hand_limit", int)
    city_size = f.get("city_size", int)
    meadow_size = f.get("meadow_size", int)
    starting_hand = f.ints("starting_hand", minimum=1)
    if len(starting_hand) != 4:
        raise f.fail("starting_hand", "needs one hand size per seat (4)")
    workers = f.get("workers_by_season", dict)
    by_season = tuple(f.get(s, int, workers, "workers_by_season.") for s in SEASONS)
    forest_table = f.get("forest_cards_in_play", dict)
    forest_in_play = {
        n: f.get(str(n), int, forest_table, "forest_cards_in_play.") for n in (1, 2, 3, 4)
    }
    specials_in_play = f.get("special_events_in_play", int)

    deck = section("deck")
    rows = f.get("cards", list, deck, "deck.")
    ids = tuple(f.get("id", str, row, f"deck.cards[{i}].") for i, row in enumerate(rows))
    if sorted(ids) != sorted(CARD_IDS) or len(ids) != len(CARD_IDS):
        missing = sorted(set(CARD_IDS) - set(ids)) or sorted(set(ids) - set(CARD_IDS))
        raise f.fail("deck.cards", f"expected the 48 card ids once each; check {missing[:3]}")
    order = {card_id: i for i, card_id in enumerate(CARD_IDS)}
    by_id = {row["id"]: (i, row) for i, row in enumerate(rows)}
    critter, ctype, cost, points, unique, copies, pairing, open_, spots, extra = (
        [], [], [], [], [], [], [], [], [], []
    )  # fmt: skip
    for card_id in CARD_IDS:
        i, row = by_id[card_id]
        p = f"deck.cards[{i}]."
        kind = f.get("kind", str, row, p)
        expected = "critter" if card_id in CRITTERS else "construction"
        if kind != expected:
            raise f.fail(p + "kind", f"{card_id} is a {expected}")
        critter.append(kind == "critter")
        type_name = f.get("type", str, row, p)
        if type_name not in TYPES:
            raise f.fail(p + "type", f"not a card type (one of {TYPES})")
        ctype.append(TYPES.index(type_name))
        f.get("cost", dict, row, p)
        cost.append(resources(row, "cost", p))
        points.append(f.get("points", int, row, p))
        unique.append(f.get("unique", bool, row, p))
        n = f.get("copies", int, row, p)
        if n < 1:
            raise f.fail(p + "copies", "must be at least 1")
        copies.append(n)
        pair = f.get("pairing", list, row, p)
        for j, other in enumerate(pair):
            others = CONSTRUCTIONS if kind == "critter" else (*CRITTERS, "any")
            if other not in others:
                raise f.fail(f"{p}pairing[{j}]", f"{other!r} is not a card {card_id} pairs with")
        if not pair:
            raise f.fail(p + "pairing", "names at least one card")
        pairing.append(tuple(pair))
        open_.append(f.get("open", bool, row, p))
        spots.append(f.get("worker_spots", int, row, p))
        if "extra_spot_with" in row:
            other = f.get("extra_spot_with", str, row, p)
            if other not in order:
                raise f.fail(p + "extra_spot_with", f"unknown card {other!r}")
            extra.append(order[other])
        else:
            extra.append(-1)
    inst_card = tuple(c for c, n in enumerate(copies) for _ in range(n))

    def location(row: dict[str, Any], prefix: str, occupancies: tuple[str, ...]) -> Location:
        occupancy = f.get("occupancy", str, row, prefix)
        if occupancy not in occupancies:
            raise f.fail(prefix + "occupancy", f"must be one of {occupancies}")
        effect = f.get("effect", str, row, prefix) if "effect" in row else ""
        if effect and effect not in LOCATION_EFFECTS:
            raise f.fail(prefix + "effect", f"unknown effect {effect!r}")
        return Location(
            id=f.get("id", str, row, prefix),
            occupancy=occupancy,
            gain=resources(row, "gain", prefix),
            cards=f.get("cards", int, row, prefix) if "cards" in row else 0,
            points=f.get("points", int, row, prefix) if "points" in row else 0,
            any=f.get("any", int, row, prefix) if "any" in row else 0,
            effect=effect,
        )

    def locations(key: str, expected: tuple[str, ...], occupancies: tuple[str, ...]):
        table = section(key)
        found = tuple(
            location(row, f"{key}.locations[{i}].", occupancies)
            for i, row in enumerate(f.get("locations", list, table, f"{key}."))
        )
        if tuple(loc.id for loc in found) != expected:
            raise f.fail(f"{key}.locations", f"expected the locations {expected} in that order")
        return found

    basic = locations("basic", BASIC_IDS, ("exclusive", "shared"))
    forest = locations("forest", FOREST_IDS, ("forest",))
    haven_table = section("haven")
    haven = location(haven_table, "haven.", ("shared",))
    if haven.id != "haven":
        raise f.fail("haven.id", "must be 'haven'")
    if f.get("cards_per_resource", int, haven_table, "haven.") != 2:
        raise f.fail("haven.cards_per_resource", "the Haven gives 1 resource per 2 cards")
    journey = locations("journey", JOURNEY_IDS, ("exclusive", "shared"))
    for i, loc in enumerate(journey):
        if loc.points < 1:
            raise f.fail(f"journey.locations[{i}].points", "must be at least 1")

    def events(key: str, expected: tuple[str, ...]) -> tuple[EventCard, ...]:
        table = section(key)
        result = []
        for i, row in enumerate(f.get("events", list, table, f"{key}.")):
            p = f"{key}.events[{i}]."
            requires = f.get("requires", list, row, p) if "requires" in row else []
            for j, card_id in enumerate(requires):
                if card_id not in order:
                    raise f.fail(f"{p}requires[{j}]", f"unknown card {card_id!r}")
            event = EventCard(
                id=f.get("id", str, row, p),
                points=f.get("points", int, row, p),
                requires=tuple(order[c] for c in requires),
                needs=type_counts(row, p),
            )
            if not event.requires and not any(event.needs):
                raise f.fail(p + "requires", "an event needs cards or card types")
            result.append(event)
        if tuple(e.id for e in result) != expected:
            raise f.fail(f"{key}.events", f"expected the events {expected} in that order")
        return tuple(result)

    basic_events = events("basic_events", BASIC_EVENT_IDS)
    special_events = events("special_events", SPECIAL_EVENT_IDS)

    rug = section("rugwort")
    years = (1, 2, 3)
    unachieved = f.get("points_per_unachieved_special_event", dict, rug, "rugwort.")
    journey_by_year = f.get("journey", dict, rug, "rugwort.")
    journey_ids = {loc.id for loc in journey}
    journeys = {}
    for y in years:
        spot = f.get(str(y), str, journey_by_year, "rugwort.journey.")
        if spot not in journey_ids:
            raise f.fail(f"rugwort.journey.{y}", f"unknown journey space {spot!r}")
        journeys[y] = spot
    start = f.get("start_basic", str, rug, "rugwort.")
    moves = f.get("basic_by_season", dict, rug, "rugwort.")
    basic_path = [start] + [
        f.get(s, str, moves, "rugwort.basic_by_season.") for s in SEASONS[1:]
    ]
    for s, loc_id in zip(SEASONS, basic_path, strict=True):
        if loc_id not in BASIC_IDS:
            key = "rugwort.start_basic" if s == "winter" else f"rugwort.basic_by_season.{s}"
            raise f.fail(key, f"unknown basic location {loc_id!r}")
    slots_table = f.get("meadow_slots_by_season", dict, rug, "rugwort.")
    slots: list[tuple[int, ...]] = [()]
    for s in SEASONS[1:]:
        values = f.ints(s, slots_table, "rugwort.meadow_slots_by_season.", minimum=1)
        if any(v > meadow_size for v in values):
            raise f.fail(f"rugwort.meadow_slots_by_season.{s}", f"slots are 1 to {meadow_size}")
        slots.append(values)
    rugwort = RugwortData(
        points_per_card=f.get("points_per_card", int, rug, "rugwort."),
        points_per_prosperity_card=f.get("points_per_prosperity_card", int, rug, "rugwort."),
        points_per_basic_event=f.get("points_per_basic_event", int, rug, "rugwort."),
        points_per_unachieved_special={
            y: f.get(str(y), int, unachieved, "rugwort.points_per_unachieved_special_event.")
            for y in years
        },
        journey=journeys,
        start_basic=start,
        basic_by_season=(basic_path[0], basic_path[1], basic_path[2], basic_path[3]),
        meadow_slots_by_season=tuple(slots),
    )

    return EverdellData(
        hand_limit=hand_limit,
        city_size=city_size,
        meadow_size=meadow_size,
        starting_hand=starting_hand,
        workers_by_season=(by_season[0], by_season[1], by_season[2], by_season[3]),
        forest_in_play=forest_in_play,
        specials_in_play=specials_in_play,
        cards=CARD_IDS,
        critter=tuple(critter),
        ctype=tuple(ctype),
        cost=tuple(cost),
        points=tuple(points),
        unique=tuple(unique),
        copies=tuple(copies),
        pairing=tuple(pairing),
        open=tuple(open_),
        worker_spots=tuple(spots),
        extra_spot_with=tuple(extra),
        inst_card=inst_card,
        basic=basic,
        forest=forest,
        haven=haven,
        journey=journey,
        basic_events=basic_events,
        special_events=special_events,
        rugwort=rugwort,
        sources=sources,
    )


@cache
def default_data() -> EverdellData:
    return load()
