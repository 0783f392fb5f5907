"""The Everdell data file: the component counts of the rules page, and loud failures."""

from collections import Counter

import pytest

from gameshelf.games.everdell.data import (
    BASIC_IDS,
    FOREST_IDS,
    SPECIAL_EVENT_IDS,
    TYPES,
    default_data,
    load,
)
from gameshelf.paths import assets_dir

from ..data_files import check_broken_file_names_file_and_key, check_not_toml_names_file

SOURCE = assets_dir() / "games" / "everdell" / "everdell.toml"


def test_the_deck_has_48_cards_in_128_copies():
    data = default_data()
    assert len(data.cards) == 48
    assert sum(data.copies) == 128 == data.num_instances
    assert sum(1 for c in data.critter if c) == 24


def test_copies_by_type_match_the_rules_page():
    data = default_data()
    by_type = Counter()
    for card, n in enumerate(data.copies):
        by_type[TYPES[data.ctype[card]].upper()] += n
    assert dict(by_type) == {
        "PROSPERITY": 18, "TRAVELER": 19, "PRODUCTION": 52, "DESTINATION": 18, "GOVERNANCE": 21,
    }  # fmt: skip
    critter_copies = sum(n for c, n in enumerate(data.copies) if data.critter[c])
    assert (critter_copies, 128 - critter_copies) == (63, 65)


PAIRS = {
    "architect": "crane", "bard": "theatre", "barge_toad": "twig_barge",
    "chip_sweep": "resin_refinery", "doctor": "university", "fool": "fairgrounds",
    "historian": "clock_tower", "innkeeper": "inn", "judge": "courthouse", "king": "castle",
    "miner_mole": "mine", "monk": "monastery", "peddler": "ruins",
    "postal_pigeon": "post_office", "queen": "palace", "ranger": "dungeon",
    "shepherd": "chapel", "shopkeeper": "general_store", "teacher": "school",
    "undertaker": "cemetery", "wanderer": "lookout", "woodcarver": "storehouse",
}  # fmt: skip


def test_pairings_are_as_the_page_lists():
    data = default_data()
    pairing = dict(zip(data.cards, data.pairing, strict=True))
    for critter, construction in PAIRS.items():
        assert pairing[critter] == (construction,)
        assert pairing[construction] == (critter,)
    assert pairing["husband"] == pairing["wife"] == ("farm",)
    assert pairing["farm"] == ("husband", "wife")
    assert pairing["ever_tree"] == ("any",)


def test_unique_and_common_copies_and_destinations():
    data = default_data()
    for card, card_id in enumerate(data.cards):
        if data.unique[card]:
            assert data.copies[card] in (2, 3), card_id
        elif card_id == "farm":
            assert data.copies[card] == 8
        elif card_id in ("husband", "wife"):
            assert data.copies[card] == 4
        else:
            assert data.copies[card] == 3, card_id
    opens = {c for c, o in zip(data.cards, data.open, strict=True) if o}
    assert opens == {"inn", "post_office"}
    spots = {c for c, s in zip(data.cards, data.worker_spots, strict=True) if s}
    assert spots == {"queen", "cemetery", "chapel", "inn", "lookout", "monastery",
                     "post_office", "storehouse", "university"}
    ruins = data.index("ruins")
    assert data.cost[ruins] == (0, 0, 0, 0) and TYPES[data.ctype[ruins]] == "traveler"


def test_locations_events_and_forest():
    data = default_data()
    assert tuple(loc.id for loc in data.basic) == BASIC_IDS
    assert tuple(loc.id for loc in data.forest) == FOREST_IDS
    assert [loc.points for loc in data.journey] == [5, 4, 3, 2]
    assert [loc.occupancy for loc in data.journey] == ["exclusive"] * 3 + ["shared"]
    shared = [loc.id for loc in data.basic if loc.occupancy == "shared"]
    assert shared == ["two_twigs_one_card", "one_resin_one_card", "two_cards_one_point",
                      "one_berry"]
    assert len(data.basic_events) == 4 and len(data.special_events) == 16
    assert tuple(e.id for e in data.special_events) == SPECIAL_EVENT_IDS
    assert [e.needs[1:4] for e in data.basic_events] == [(4, 0, 0), (0, 3, 0), (0, 0, 3),
                                                         (0, 0, 0)]
    assert data.basic_events[3].needs[0] == 3
    assert data.forest_in_play == {1: 3, 2: 3, 3: 4, 4: 4}
    assert data.starting_hand == (5, 6, 7, 8)
    assert set(data.sources) >= {"deck", "basic", "forest", "haven", "journey",
                                 "basic_events", "special_events", "rugwort"}


@pytest.mark.parametrize(("old", "new", "key"), [
    ("hand_limit = 8", 'hand_limit = "eight"', "hand_limit"),
    ('id = "wanderer"', 'id = "wandrer"', "deck.cards"),
    ("cost = { berry = 4 }\npoints = 2", "cost = { berries = 4 }\npoints = 2",
     "deck.cards[0].cost.berries"),
    ('type = "traveler"', 'type = "tan"', "deck.cards[1].type"),
    ('pairing = ["crane"]', 'pairing = ["crane2"]', "deck.cards[0].pairing[0]"),
    ('copies = 8', 'copies = 0', "deck.cards[33].copies"),
    ('requires = ["judge", "queen"]', 'requires = ["judge", "queeen"]',
     "special_events.events[13].requires[1]"),
    ('occupancy = "forest"\ngain = { berry = 3 }', 'occupancy = "shared"\ngain = { berry = 3 }',
     "forest.locations[6].occupancy"),
    ('source = "shared/rules/everdell.md (a) Haven', 'sauce = "shared/rules/everdell.md (a) Haven',
     "haven.source"),
    ('journey = { 1 = "journey_3"', 'journey = { 1 = "journey_9"', "rugwort.journey.1"),
])
def test_a_broken_data_file_fails_naming_the_file_and_key(tmp_path, old, new, key):
    check_broken_file_names_file_and_key(SOURCE, load, tmp_path, old, new, key)


def test_a_file_that_is_not_toml_fails_naming_the_file(tmp_path):
    check_not_toml_names_file("everdell.toml", "hand_limit = = 8", load, tmp_path)
