# ruff: noqa: E501
"""The Aquatica data file: the rules page's counts and recipe, and loud failures."""

from collections import Counter

import pytest

from gameshelf.engine import get_game
from gameshelf.games.aquatica.data import DEPTHS, KINGS, TYPES, default_data, load
from gameshelf.games.aquatica.scoring import rank_table, solo_rank
from gameshelf.paths import assets_dir

from ..data_files import check_broken_file_names_file_and_key, check_not_toml_names_file

SOURCE = assets_dir() / "games" / "aquatica" / "aquatica.toml"


def test_components_have_the_rules_page_counts():
    data = default_data()
    assert len(data.locations) == 56
    assert Counter(loc.type for loc in data.locations.values()) == dict.fromkeys(TYPES, 14)
    assert sum(data.wild_supply.values()) == 31
    assert len(data.trained_mantas) == 4
    assert sorted(data.characters[k].number for k in KINGS) == list(range(1, 9))
    assert sum(1 for c in data.characters.values() if c.starting) == 6
    assert data.ocean_sets == {1: 1, 2: 2, 3: 3, 4: 3}
    assert len(data.goal_tokens) == 6 and len({g for t in data.goal_tokens for g in t}) == 12


def test_locations_follow_the_recipe():
    data = default_data()
    for kind in TYPES:
        cards = [loc for loc in data.locations.values() if loc.type == kind]
        assert sorted(c.prosperity for c in cards) == [1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5, 6, 7]
    for loc in data.locations.values():
        assert 2 <= loc.buy <= 7 and 2 <= loc.conquer <= 7, loc.id
        assert len(loc.depths) <= 4 and loc.depths.count("empty") <= 1
        if loc.type == "shark_bays":
            assert loc.conquer <= loc.buy
        if loc.type == "sunken_ships":
            assert loc.buy <= loc.conquer
    with_manta = sum(1 for loc in data.locations.values() if loc.manta)
    assert 0.5 <= with_manta / 56 <= 0.7
    used = {d for loc in data.locations.values() for d in loc.depths}
    assert used <= set(DEPTHS) and "fully_rise" in used and "empty" in used


def test_each_printing_has_four_goals_and_ranks():
    data = default_data()
    assert len(data.printed_goals("updated")) == len(data.printed_goals("original")) == 4
    assert data.solo_ranks["updated"][1] == (30, 60, 90)
    assert data.solo_ranks["original"][1] == (20, 30, 40)
    assert set(data.solo_ranks) == {"gameshelf", "updated", "original"}


def test_setup_kings_give_a_manta_and_play_no_effect():
    data = default_data()
    assert data.characters["fancelot"].setup_manta == "coins2"
    assert data.characters["herbert"].setup_manta == "score"
    assert data.characters["herbert"].effects == ()


@pytest.mark.parametrize(("old", "new", "key"), [
    ('slot_prices = [0, 1, 2, 3, 4, 5]', 'slot_prices = [0, 1, 2]', "rules.slot_prices"),
    ('[locations.shark_bays_01]', '[locations.shark_bays_99]', "locations.shark_bays_99"),
    ('type = "shark_bays"\nbuy', 'type = "reef"\nbuy', "locations.shark_bays_01.type"),
    ('depths = ["power2_sunken_ships"]', 'depths = ["power9"]', "locations.shark_bays_01.depths[0]"),
    ('{ effect = "scout" }, { effect = "power", amount = 1 }',
     '{ effect = "swim" }, { effect = "power", amount = 1 }',
     "characters.sea_horse.effects[0].effect"),
    ('{ effect = "coins", amount = 1 }, { effect = "buy" }',
     '{ effect = "coins", amount = 1, colour = "red" }, { effect = "buy" }',
     "characters.patrician.effects[0].colour"),
    ('number = 1', 'number = 2', "kings.king_2.number"),
    ('draft_edge = [10.9, 8.3, 8.5]', 'draft_edge = [10.9, 8.3]', "kings.king_4.draft_edge"),
    ('draft_edge = [10.9, 8.3, 8.5]', 'draft_edge = [10.9, "8.3", 8.5]',
     "kings.king_4.draft_edge[1]"),
    ('measure = "hand"', 'measure = "feet"', "goals.hand_8.measure"),
    ('wild = 8', 'wild = "8"', "mantas.coins2.wild"),
    ('ocean_sets = 2', 'ocean_sets = 5', "setup.2.ocean_sets"),
    ('source = "review"', 'source = "rumour"', "characters.patrician.source"),
    ('up_to = [30, 60, 90]', 'up_to = [30, 90, 60]', "solo_ranks.updated.up_to"),
])  # fmt: skip
def test_a_broken_file_names_file_and_key(tmp_path, old, new, key):
    check_broken_file_names_file_and_key(SOURCE, load, tmp_path, old, new, key)


def test_not_toml_names_the_file(tmp_path):
    check_not_toml_names_file("aquatica.toml", "rules = [", load, tmp_path)


@pytest.mark.parametrize(("options", "table"), [
    ({}, "gameshelf"), ({"ranks": "printed"}, "updated"),
    ({"ranks": "printed", "goals": "original"}, "original"),
    ({"ranks": "gameshelf", "goals": "original"}, "gameshelf"),
])  # fmt: skip
def test_the_solo_rank_is_the_gameshelf_editions_unless_the_printed_one_is_chosen(options, table):
    state = get_game("aquatica").new_game(1, 0, options)
    ranks, up_to = state.data.solo_ranks[table]
    assert rank_table(state) == table == state.observe(0).data["rank_table"]
    for limit, rank, above in zip(up_to, ranks, ranks[1:], strict=False):
        assert solo_rank(state, limit) == rank and solo_rank(state, limit + 1) == above
