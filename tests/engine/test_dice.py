"""engine/dice.py: dice as data, seeded rolls, reroll masks and exact pool distributions."""

import random

import pytest

from gameshelf.engine.dice import (
    Die,
    Face,
    distribution,
    expected,
    full_mask,
    indices_of,
    mask_of,
    reroll,
    roll,
    total,
)

BLANK = Face.of("blank")
HIT1 = Face.of("hit1", {"hits": 1})
HIT2 = Face.of("hit2", {"hits": 2})
SHIELD = Face.of("shield", {"shields": 1})
SWORD = Die("swordsman", (BLANK, BLANK, BLANK, HIT1, HIT2, SHIELD))
AXE = Die("axeman", (BLANK, BLANK, HIT1, HIT1, HIT2, HIT2))
COIN = Die("coin", (Face.of("tails"), Face.of("heads", {"successes": 1})))


def test_a_face_reads_its_values_and_zero_for_the_others():
    assert HIT2.value("hits") == 2 and HIT2.value("shields") == 0
    assert Face.of("x", {"hits": 0}).values == ()


def test_a_roll_is_one_face_index_per_die_from_the_given_generator():
    first = roll([SWORD, AXE, AXE], random.Random(3))
    assert first == roll([SWORD, AXE, AXE], random.Random(3))
    assert len(first) == 3 and all(0 <= f < 6 for f in first)


def test_reroll_changes_only_the_dice_in_the_mask():
    rng = random.Random(1)
    faces = [0, 0, 0, 0]
    for _ in range(50):
        again = reroll([SWORD] * 4, faces, mask_of([1, 3]), rng)
        assert again[0] == 0 and again[2] == 0


def test_masks_encode_and_decode_die_positions():
    assert mask_of([0, 2]) == 5
    assert indices_of(5) == [0, 2]
    assert indices_of(0) == []
    assert full_mask(3) == 7 and indices_of(full_mask(3)) == [0, 1, 2]


def test_total_sums_a_named_value_over_a_roll():
    assert total([SWORD, AXE], [4, 5], "hits") == 4
    assert total([SWORD, AXE], [5, 5], "shields") == 1


def test_distribution_of_one_die_is_its_faces():
    law = distribution([SWORD])
    assert law == pytest.approx({(0, 0): 0.5, (1, 0): 1 / 6, (2, 0): 1 / 6, (0, 1): 1 / 6})


def test_distribution_of_a_pool_sums_to_one_and_ignores_order():
    pool = [SWORD, AXE, AXE]
    law = distribution(pool)
    assert sum(law.values()) == pytest.approx(1.0)
    assert law == distribution(list(reversed(pool)))
    mean = sum(hits * p for (hits, _), p in law.items())
    assert mean == pytest.approx(expected(pool, "hits")) == pytest.approx(0.5 + 2.0)


def test_distribution_counts_any_named_value():
    law = distribution([COIN, COIN], ("successes",))
    assert law == pytest.approx({(0,): 0.25, (1,): 0.5, (2,): 0.25})


def test_an_empty_pool_rolls_nothing():
    assert distribution([]) == {(0, 0): 1.0}


def test_with_values_boosts_named_faces():
    boosted = SWORD.with_values({"hit1": {"hits": 2}, "hit2": {"hits": 3}})
    assert expected([boosted], "hits") == pytest.approx(5 / 6)
    assert boosted.face_index("shield") == 5
