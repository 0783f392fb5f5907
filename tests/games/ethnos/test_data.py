"""The Ethnos data file: the component counts of the rules page, and loud failures."""

import pytest

from gameshelf.games.ethnos.data import default_data, load
from gameshelf.paths import assets_dir

from ..data_files import check_broken_file_names_file_and_key, check_not_toml_names_file

SOURCE = assets_dir() / "games" / "ethnos" / "ethnos.toml"


def test_component_counts_match_the_rules_page():
    data = default_data()
    per_tribe = {t: data.card_tribe.count(i) for i, t in enumerate(data.tribes)}
    assert per_tribe["halflings"] == 24 and per_tribe["skeletons"] == 12
    assert all(n == 12 for t, n in per_tribe.items() if t not in ("halflings", "skeletons"))
    # The rules page lists these 18 values and says "sum 90"; the values add up to 94.
    assert data.glory_tokens == (0, 0, 2, 2, 4, 4, 4, 4, 6, 6, 6, 6, 6, 8, 8, 8, 10, 10)
    assert sum(data.glory_tokens) == 94
    assert data.merfolk_checkpoints == (3, 7, 12, 18)
    assert data.giant_age_glory == {"2-3": (2, 5), "4-6": (2, 4, 6)}
    assert data.merfolk_age_glory == {"2-3": (1, 3), "4-6": (1, 2, 4)}
    assert data.ages == {2: 2, 3: 2, 4: 3, 5: 3, 6: 3}


@pytest.mark.parametrize(("old", "new", "key"), [
    ("hand_limit = 10", 'hand_limit = "ten"', "hand_limit"),
    ('id = "wizards"', 'id = "sorcerers"', "tribes"),
    ("glory = [1, 3, 6, 10, 15, 20]", "glory = [1, 3, 6]", "orcs.glory"),
    ("checkpoints = [3, 7, 12, 18]", "checkpoints = [3, 7, 12, 19]", "merfolk.checkpoints"),
    ('symbol = "wave"\n', "", "kingdoms[2].symbol"),
    ("age_glory = { \"2-3\" = [2, 5]", "age_glory = { \"2-3\" = [2]", "giants.age_glory.2-3"),
])
def test_a_broken_data_file_fails_naming_the_file_and_key(tmp_path, old, new, key):
    check_broken_file_names_file_and_key(SOURCE, load, tmp_path, old, new, key)


def test_a_file_that_is_not_toml_fails_naming_the_file(tmp_path):
    check_not_toml_names_file("ethnos.toml", "hand_limit = = 10", load, tmp_path)
