"""The Reavers of Midgard data file: the rules page's counts, stand-ins marked, loud failures."""

import tomllib
from collections import Counter

import pytest

from gameshelf.engine.dice import expected
from gameshelf.games.reavers.data import LOCATIONS, default_data, load
from gameshelf.paths import assets_dir

from ..data_files import check_broken_file_names_file_and_key, check_not_toml_names_file

SOURCE = assets_dir() / "games" / "reavers" / "reavers.toml"


def test_decks_have_the_rules_page_counts():
    d = default_data()
    assert Counter(r.clan for r in d.reavers.values()) == {"red": 15, "yellow": 15, "blue": 15}
    assert len(d.village) == 40 and len(d.sea_battles) == 18 and len(d.sea_journeys) == 12
    assert len(d.prophecies) == 12 and len(d.territories) == 27
    assert Counter(s.type for s in d.village.values()) == {
        "artifact": 8, "ship_upgrade": 6, "farm": 6, "village_wall": 6, "bundle": 9, "runic": 5}


def test_sourced_numbers_match_the_page():
    d = default_data()
    assert d.rules["rounds"] == 6 and d.rules["start_food"] == (4, 5, 6, 7)
    assert d.rules["board_dice"] == 10 and d.rules["slot_cap"] == 3
    assert d.locations["trade_with_villages"].actions == (3, 2, 1, 1)
    assert d.locations["raid_villages"].cost_faces == {"chest": 2}
    assert d.locations["raid_keeps"].cost_food == 2
    assert d.locations["battle_at_sea"].bonus[0] == {"glory": 2}
    assert d.locations["recruit_reavers"].bonus == ({"favor": 2}, {}, {}, {})
    assert expected([d.combat_die], "successes") == pytest.approx(5 / 6)
    assert d.sets["treasure"] == (1, 3, 6, 10)


def test_two_player_side_gives_the_second_player_seat_four():
    d = default_data()
    assert d.seat_bonus_index(2, 1) == 3
    assert d.seat_bonus_index(4, 1) == 1


def test_every_card_and_tile_names_a_source_and_stand_ins_are_marked():
    raw = tomllib.loads(SOURCE.read_text(encoding="utf-8"))
    for deck in ("reavers", "village", "keep", "sea_battles", "sea_journeys", "prophecies",
                 "territories", "locations"):
        for entry in raw[deck].values():
            assert entry["source"] in ("rulebook", "seed", "review", "standin")
    assert all(e["source"] == "standin" for e in raw["reavers"].values())
    assert raw["locations"]["conquer_territory"]["source"] == "standin"
    assert set(raw["locations"]) == set(LOCATIONS)


def test_early_rules_setup_is_in_the_data():
    d = default_data()
    assert d.setups["early"].dice == ("red", "yellow", "blue")
    assert d.setups["early"].prophecies == 1 and d.setups["retail"].reavers == 2


@pytest.mark.parametrize(("old", "new", "key"), [
    ("rounds = 6", 'rounds = "6"', "rules.rounds"),
    ('[reavers.red_01]\nclan = "red"', '[reavers.red_01]\nclan = "green"', "reavers.red_01.clan"),
    ('slot = "raid_villages"', 'slot = "tavern"', "reavers.red_01.slot"),
    ('faces = ["hammer", "hammer"', 'faces = ["hammer", "sword"', "dice.red.faces[1]"),
    ("cost_faces = { chest = 2 }", "cost_faces = { gold = 2 }",
     "locations.raid_villages.cost_faces.gold"),
    ("actions = [3, 2, 1, 1]", "actions = [3, 2, 1]", "locations.trade_with_villages.actions"),
    ('[locations.conquer_territory]', '[locations.tavern]', "locations.tavern"),
    ('source = "standin"\n[village.chest_of', 'source = "guess"\n[village.chest_of',
     "village.shield_of_keeps.source"),
    ('type = "farm"', 'type = "barn"', "village.farm_1.type"),
    ('measure = "territories"', 'measure = "sheep"', "prophecies.lord_of_lands.measure"),
    ("level = 1", "level = 4", "territories.food_1_1.level"),
    ("seat_of = [0, 3]", "seat_of = [0, 7]", "board.two_player.seat_of"),
    ("kraken = false", "kraken = 0", "sea_battles.defense2_1.kraken"),
])  # fmt: skip
def test_a_broken_file_names_file_and_key(tmp_path, old, new, key):
    check_broken_file_names_file_and_key(SOURCE, load, tmp_path, old, new, key)


def test_not_toml_names_the_file(tmp_path):
    check_not_toml_names_file("reavers.toml", "rules = [", load, tmp_path)
