"""The Champions of Midgard data file: the rules page's counts, and loud failures."""

from collections import Counter

import pytest

from gameshelf.engine.dice import expected
from gameshelf.games.champions.data import default_data, load
from gameshelf.paths import assets_dir

from ..data_files import check_broken_file_names_file_and_key, check_not_toml_names_file

SOURCE = assets_dir() / "games" / "champions" / "champions.toml"


def test_decks_have_the_rulebook_counts():
    data = default_data()
    assert (len(data.trolls), len(data.draugr), len(data.monsters)) == (16, 21, 36)
    assert sum(data.journey.values()) == 18
    assert len(data.runes) == 10 and len(data.destinies) == 12 and len(data.merchant) == 8
    assert Counter(e.colour for e in data.draugr.values()) == {"red": 7, "blue": 7, "yellow": 7}
    assert Counter(s.type for s in data.stalls.values()) == {"economic": 4, "military": 4}


def test_dice_faces_and_supply_match_the_page():
    data = default_data()
    assert data.supply == {"swordsman": 12, "spearman": 12, "axeman": 10}
    assert expected([data.dice["swordsman"]], "hits") == pytest.approx(0.5)
    assert expected([data.dice["spearman"]], "hits") == pytest.approx(2 / 3)
    assert expected([data.dice["axeman"]], "hits") == pytest.approx(1.0)
    assert expected([data.dice["axeman"]], "shields") == 0


def test_svanhildr_boosts_only_swordsmen():
    data = default_data()
    assert expected([data.die("swordsman", "svanhildr")], "hits") == pytest.approx(5 / 6)
    assert data.die("spearman", "svanhildr") is data.dice["spearman"]


def test_setup_by_player_count():
    data = default_data()
    assert data.setup[2].workers == 4 and data.setup[3].workers == data.setup[4].workers == 3
    two = data.setup[2]
    assert (two.military, two.economic, two.private_ships) == (1, 1, 2)


@pytest.mark.parametrize(("old", "new", "key"), [
    ('supply = 12', 'supply = "12"', "dice.swordsman.supply"),
    ('[trolls.troll_01]', '[trolls.troll_99]', "trolls.troll_99"),
    ('restriction = "swordsman"', 'restriction = "archer"', "trolls.troll_08.restriction"),
    ('colour = "red"\nattack', 'colour = "blue"\nattack', "draugr.draugr_red_1.colour"),
    ('gain = { food = 3 }', 'gain = { gold = 3 }', "merchant.merchant_1.gain.gold"),
    ('most = "trolls"', 'most = "elves"', "destinies.troll_slayer.most"),
    ('timing = "any_time"', 'timing = "never"', "runes.gifts.timing"),
    ("[faces.blank]\nsource = \"bga\"", "[faces.blank]\nsource = \"maybe\"", "faces.blank.source"),
    ('workers = 4', 'workers = -4', "setup.2.workers"),
    ('draft_edge = [14.5, 12.4, 8.2]', 'draft_edge = [14.5, 12.4]', "leaders.ullr.draft_edge"),
    ('draft_edge = [1.3, 4.1, 2.5]', 'draft_edge = [1.3, "4.1", 2.5]',
     "leaders.asmundr.draft_edge[1]"),
    ('faces = ["blank", "blank", "blank"', 'faces = ["blank", "blunk", "blank"',
     "dice.swordsman.faces[1]"),
])  # fmt: skip
def test_a_broken_file_names_file_and_key(tmp_path, old, new, key):
    check_broken_file_names_file_and_key(SOURCE, load, tmp_path, old, new, key)


def test_not_toml_names_the_file(tmp_path):
    check_not_toml_names_file("champions.toml", "rules = [", load, tmp_path)
