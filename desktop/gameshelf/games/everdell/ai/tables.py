"""The Everdell AI's tunables and per-data lookup tables: the points a resource, a
card drawn, a placement, a production, a destination visit or a one-off effect is worth;
the search's breadth and rollout depth; and, cached per card data, which construction hosts
which critter, and each card's kind."""

from __future__ import annotations

from dataclasses import dataclass

from ..data import (
    EverdellData,
)

# -- tunables -----------------------------------------------------------------------------------

RESOURCE_VALUE = (0.5, 0.65, 0.8, 0.55)  # twig, resin, pebble, berry: points, while useful
CARD_DRAW = 0.45  # a card drawn into a hand with room
PLACEMENT = 1.3  # a worker placement still to make, in points
TEMPERATURE_END = 3.0  # points difference that makes a seat e times likelier to win, at the end
TEMPERATURE_START = 9.0  # ... at the start (more is still to happen)
TOP_TURN = 9  # turn actions the search considers (claims always kept)
TOP_ANSWER = 4  # answers to a pending decision the search considers
# Then evaluate_all: simulated moves are slow, the evaluation is good. Solo the depth counts
# turns, not a turn's own answers (EverdellSpec.rollout_counts): Normal against Rugwort of Year
# 2 on the same 90 deals (seeds 0-89 of the row, --ai-seed 19) won 41 against 29; on the first
# 60 its margin was -1.3 against -5.0 points (+3.7 +- 1.5 a game, paired), 50.3 points a game
# against 44.2. Against Year 1, 27 of 30 either way, the same margin. Counting turns, on the
# row's first 30 deals a depth of 2 or 8 and a rollout noise of 0.5 did no better: margin
# -1.3 +- 2.0, -3.8 +- 2.2 and -3.3 +- 2.0 points a game, paired (12, 12 and 12 wins against 14).
ROLLOUT_DEPTH = 4
ROLLOUT_NOISE = 1.2  # points of noise in the rollout policy
# Solo: the search's exploration constant (the game's is 0.7, which spread Normal's visits
# evenly). Normal against Rugwort of Year 2, the same deals each: 0.7 / 0.15 / 0.05 lost by 8.0 /
# 3.7 / 6.1 points a game on 30; 0.7 / 0.15 by 9.0 / 7.0 on 60 others and by 6.1 / 7.7 on 30
# more: 1.7 +- 1.1 points a game better over the 120. Hard against Year 3: no difference.
# With the solo margin reward below, 0.3 won 12 of 30 Year 2 deals where 0.15 won 11.
SOLO_EXPLORATION = 0.15
# Solo: the search's margin reward, its share and its scale (the game's are a fifth and 10
# points). Normal lost most of its Year 2 games from positions its chance against Rugwort
# called nil, where a fifth of the reward on a margin that saturates past 20 points behind
# moved by a thousandth a point: its last workers went to a 5-point Journey over two special
# events worth 12 and more, the visits as even as 0.08 to 0.07. Half the reward on a margin of
# scale 25, the same 60 deals each (seeds 6000 and 6030): wins 15 -> 24 (14 deals won only
# with it, 5 only without), margin 3.0 +- 1.6 points a game better. All the reward on the
# margin played fewer cards (Rugwort takes one for each) and won no more: 9 -> 8 on 30. On the
# README rows' deals: Year 2 30 of 100 (32 without), Year 1 91 of 100 (88), Hard against
# Year 3 4 of 20 (2). Over the 160 Year 2 deals, 54 wins against 47: a little, not the target.
SOLO_MARGIN_WEIGHT = 0.5
SOLO_MARGIN_SCALE = 25.0
NEED_CARDS = 3  # the best cards in reach whose missing resources are "needed"
NEED_SHORT = 0.4  # points a card's worth counts less per resource it still lacks (needs)
PLAY_FIRST = 1.2  # a worthwhile card played now rather than after a placement
SURPLUS_FREE = 3  # units of a resource nothing wanted needs, still worth full value
SURPLUS_DECAY = 0.75  # ... and each further one worth this much less
RUGWORT_TAKE = 1.0  # solo: share of Rugwort's expected Meadow take charged to each card played
RUGWORT_DENY = 2.5  # solo: a basic event he would claim at your next Prepare, taken first

# Solo: the chance that a card a special event requires reaches the city (ai/specials.py).
SPECIAL_IN_HAND = 0.6
SPECIAL_IN_MEADOW = 0.35
SPECIAL_UNSEEN = 0.1  # ... for each season left

# Solo: the margin still to come over Rugwort, per Year, at each knot of the clock (ai/solo.py).
SOLO_WEIGHTS = {  # Year -> knot -> constant, weights of solo.FEATURES (benchmarks/fit_solo.py)
    1: (
        (
            21.86, -0.29, 0.30, 0.14, 0.33, 0.49, -0.02, -0.01, -0.55, 0.55, -0.33,
            0.06, -1.03, 0.69, -1.98, 0.00, 0.00, 0.00, 0.89, 0.00, 0.12, -0.04,
        ),
        (
            11.89, 0.16, 0.50, 0.64, 0.82, 0.92, 0.31, -0.00, 0.06, 2.53, -0.02,
            -0.04, -0.42, -0.49, -1.82, -0.32, -2.94, 1.64, 0.50, -0.72, 3.18, -0.76,
        ),
        (
            12.55, -0.01, 0.57, 0.39, 0.73, 0.80, 0.02, 0.02, 0.03, 1.48, 0.33,
            0.03, -0.21, -0.29, -1.69, -1.63, -1.22, 0.86, 0.65, -1.64, 4.12, -3.51,
        ),
        (
            5.26, -0.11, 0.43, 0.30, 0.53, 0.51, 0.21, -0.03, -0.25, 0.62, -0.23,
            0.01, -0.53, -0.00, -0.17, -0.08, -0.46, 1.09, 0.49, -0.76, 4.42, -4.15,
        ),
        (
            0.26, 0.25, 0.09, -0.02, -0.04, -0.02, 0.02, 0.09, 0.03, 0.08, 0.00,
            0.01, 0.40, -0.04, -0.78, -0.13, 0.19, 0.10, -0.14, 0.79, -1.25, -0.16,
        ),
    ),
    2: (
        (
            18.36, -0.06, 0.33, 0.18, 1.33, 0.97, -0.14, 0.00, -0.65, 0.65, -0.45,
            -0.07, -0.76, 0.91, -2.05, 0.00, 0.00, 0.00, 1.08, 0.00, 0.16, 0.18,
        ),
        (
            42.84, -0.03, 0.43, 0.37, 1.11, 0.98, 0.04, 0.01, -1.70, 0.35, -0.31,
            -0.10, -0.22, 0.25, -2.31, -0.06, -2.90, 1.23, 0.51, 0.25, 1.55, -0.92,
        ),
        (
            0.52, -0.11, 0.62, 0.32, 1.11, 1.01, -0.18, 0.05, 0.46, 1.71, 0.14,
            0.07, -0.07, 0.21, -1.89, -0.94, 0.22, 0.83, 0.54, -0.65, 2.61, -4.62,
        ),
        (
            12.50, -0.09, 0.40, 0.16, 0.66, 0.56, 0.35, -0.03, -0.83, -0.05, -0.44,
            -0.02, -0.48, 0.17, -0.95, 0.42, -0.76, 1.09, 0.52, -1.83, 6.07, -4.65,
        ),
        (
            3.04, 0.30, 0.12, -0.13, 0.11, 0.13, 0.26, 0.05, -0.15, -0.09, 0.00,
            -0.03, 0.44, 0.00, -1.32, -0.08, 0.14, 0.10, -0.06, 0.06, -0.64, -0.49,
        ),
    ),
    3: (
        (
            11.36, -0.12, 0.39, -0.08, 0.76, 0.77, -0.28, 0.02, -0.40, 0.40, 0.01,
            -0.09, -0.70, 0.72, -1.07, 0.00, 0.00, 0.00, 1.08, 0.00, 0.06, -0.24,
        ),
        (
            20.06, 0.04, 0.52, 0.40, 0.94, 0.95, -0.05, 0.04, -0.76, 1.28, -0.19,
            -0.16, -0.17, 0.19, -0.93, -0.03, -2.06, 1.18, 0.44, 2.18, 1.39, -2.10,
        ),
        (
            -4.19, -0.10, 0.56, 0.36, 1.08, 0.77, -0.14, 0.07, 0.37, 1.27, 0.35,
            -0.03, -0.13, 0.23, -0.10, -0.76, -0.35, 0.94, 0.55, -1.27, 4.16, -4.73,
        ),
        (
            5.64, -0.08, 0.32, 0.25, 0.55, 0.54, 0.38, -0.05, -0.70, 0.08, -0.64,
            -0.19, -0.47, 0.20, -0.45, 0.87, -0.64, 1.09, 0.49, -2.27, 6.71, -5.18,
        ),
        (
            -2.78, 0.26, 0.01, -0.03, 0.15, 0.33, 0.05, 0.06, 0.02, -0.08, 0.00,
            0.05, 0.41, 0.14, -0.45, 0.34, 0.45, 0.04, -0.14, 0.54, -0.69, -0.71,
        ),
    ),
}  # fmt: skip

# Production per activation, in points.
PRODUCE = {
    "farm": 0.6, "mine": 0.8, "resin_refinery": 0.65, "twig_barge": 1.0, "general_store": 0.8,
    "fairgrounds": 1.0, "storehouse": 1.3, "woodcarver": 1.2, "doctor": 1.3, "monk": 1.8,
    "teacher": 0.6, "husband": 0.3, "chip_sweep": 0.9, "miner_mole": 0.9, "peddler": 0.3,
    "barge_toad": 0.3,
}  # fmt: skip
# A visit to a destination of one's own, in points.
VISIT = {
    "queen": 2.5, "inn": 1.6, "chapel": 2.0, "lookout": 1.6, "cemetery": 2.5,
    "monastery": 2.2, "post_office": 1.0, "university": 1.6,
}  # fmt: skip
# What a card does once (tan cards and discounts), in points.
ONCE = {
    "wanderer": 1.4, "postal_pigeon": 1.4, "bard": 1.0, "ranger": 1.0,
    "shepherd": 1.5, "undertaker": 0.8, "clock_tower": 3.0, "crane": 1.6, "innkeeper": 1.6,
    "dungeon": 2.2, "judge": 1.5, "architect": 2.0, "king": 1.5,
}  # fmt: skip
PER_LATER_PLAY = {"historian": 0.4, "shopkeeper": 0.3, "courthouse": 0.45}
# Conditional special event points, roughly, beyond their printed base.
EVENT_EXTRA = {
    "a_brilliant_marketing_plan": 4.0, "ancient_scrolls_discovered": 3.0,
    "capture_of_the_acorn_thieves": 3.0, "croak_wart_cure": -3.0,
    "graduation_of_scholars": 3.0, "under_new_management": 3.0,
}  # fmt: skip


@dataclass(frozen=True, slots=True)
class Tables:
    ids: tuple[str, ...]
    hosts: tuple[int, ...]  # construction -> a critter it hosts (-1: none / any)
    kinds: dict[str, tuple[bool, bool]]  # card id -> (critter, unique)


_TABLES: dict[int, Tables] = {}


def _tables(data: EverdellData) -> Tables:
    tables = _TABLES.get(id(data))
    if tables is None:
        tables = _TABLES[id(data)] = _make_tables(data)
    return tables


def _make_tables(data: EverdellData) -> Tables:
    ids = data.cards
    hosts = [-1] * len(ids)
    for c, pairing in enumerate(data.pairing):
        if data.critter[c]:
            for host_id in pairing:
                if host_id in ids:
                    hosts[ids.index(host_id)] = c
    kinds = {cid: (data.critter[c], data.unique[c]) for c, cid in enumerate(ids)}
    return Tables(ids, tuple(hosts), kinds)
