"""End-of-Age scoring against the worked examples of shared/rules/ethnos.md."""

from gameshelf.games.ethnos import scoring
from gameshelf.games.ethnos.data import default_data

BAND_TABLE = default_data().band_glory


def test_band_glory_of_three_bands_adds_up():
    # Centaur band of 3, orange band of 5, Dwarf band of 3 (counts as 4): 3 + 10 + 6.
    assert scoring.band_glory([3, 5, 4], BAND_TABLE) == 19


def test_band_glory_caps_at_six_cards():
    assert scoring.band_glory([7], BAND_TABLE) == 15


def test_seed_example_two_green_three_dwarves_four_red_is_13():
    assert scoring.band_glory([2, 3 + 1, 4], BAND_TABLE) == 13


def test_band_table_matches_rules_page():
    assert [scoring.band_glory([n], BAND_TABLE) for n in range(1, 7)] == [0, 1, 3, 6, 10, 15]


def test_age_one_pays_only_first_place():
    assert scoring.kingdom_glory([4, 1, 2, 0], [2, 6, 10], age=1) == [2, 0, 0, 0]


def test_age_three_pays_three_places():
    assert scoring.kingdom_glory([4, 1, 2, 5], [2, 6, 10], age=3) == [6, 0, 2, 10]


def test_tied_first_place_splits_both_prizes_rounded_down_and_third_keeps_its_prize():
    # Age III, tokens I=2, II=5, III=10: two tied for first share 10 + 5 = 15 -> 7 each.
    assert scoring.kingdom_glory([3, 3, 1, 0], [2, 5, 10], age=3) == [7, 7, 2, 0]


def test_players_without_markers_never_rank():
    assert scoring.kingdom_glory([0, 0, 1, 0], [2, 6, 10], age=3) == [0, 0, 10, 0]
    assert scoring.kingdom_glory([0, 0, 0, 0], [2, 6, 10], age=3) == [0, 0, 0, 0]


def test_two_kingdoms_in_age_one():
    blue = scoring.kingdom_glory([1, 2, 0, 3], [2, 8, 10], age=1)
    orange = scoring.kingdom_glory([3, 1, 2, 1], [4, 6, 8], age=1)
    assert [b + o for b, o in zip(blue, orange, strict=True)] == [4, 0, 0, 2]


def test_troll_tokens_break_a_kingdom_tie():
    assert scoring.kingdom_glory([2, 2, 1], [2, 6, 10], age=2, trolls=[1, 5, 0]) == [2, 6, 0]
    # Still tied after the Trolls: split.
    assert scoring.kingdom_glory([2, 2, 1], [2, 6, 10], age=2, trolls=[3, 3, 0]) == [4, 4, 0]


def test_two_players_age_two_first_takes_only_the_higher_token():
    assert scoring.kingdom_glory_two_players([3, 1], [4, 8], age=2) == [8, 0]


def test_two_players_age_two_alone_in_a_kingdom_takes_both_tokens():
    assert scoring.kingdom_glory_two_players([0, 2], [4, 8], age=2) == [0, 12]


def test_two_players_age_two_tie_splits_both_tokens():
    assert scoring.kingdom_glory_two_players([2, 2], [4, 8], age=2) == [6, 6]


def test_two_players_age_one_scores_normally():
    assert scoring.kingdom_glory_two_players([2, 1], [4, 8], age=1) == [4, 0]


def test_merfolk_only_the_furthest_scores():
    assert scoring.merfolk_glory([2, 8, 5, 4], prize=1) == [0, 1, 0, 0]
    assert scoring.merfolk_glory([2, 8, 5], prize=3) == [0, 3, 0]


def test_merfolk_tie_broken_by_troll_totals():
    assert scoring.merfolk_glory([8, 8], prize=1, trolls=[4 + 1, 2]) == [1, 0]


def test_troll_totals():
    assert [scoring.troll_total(t) for t in ([2, 3], [4], [1, 5])] == [5, 4, 6]
