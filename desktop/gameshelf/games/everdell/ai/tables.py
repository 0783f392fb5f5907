"""The Everdell AI's tunables and per-data lookup tables: the points a resource, a
card drawn, a placement, a production, a destination visit or a one-off effect is worth;
the search's breadth and rollout depth; and, cached per card data, which cards pair up for
special events, which construction hosts which critter, and each card's kind."""

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
ROLLOUT_DEPTH = 4  # then evaluate_all: simulated moves are slow, the evaluation is good
ROLLOUT_NOISE = 1.2  # points of noise in the rollout policy
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

# Solo: the margin still to come over Rugwort, per Year and season (ai/solo.py).
SOLO_WEIGHTS = {  # Year -> season -> constant, weights of solo.FEATURES (benchmarks/fit_solo.py)
    1: {
        0: (
            0.63, 1.28, 0.35, 0.41, 0.59, 0.72, -0.02, 0.04, -0.88, 0.04, 0.29,
            -0.06, 1.07, -0.05, -1.18, 0.00, -0.00, 0.52, -0.38, 1.97, 1.62, -0.56,
            -1.04,
        ),
        1: (
            14.67, 1.12, 0.33, 0.37, 0.37, 0.70, -0.17, 0.05, -0.65, 0.41, 0.25,
            0.05, 1.38, -0.27, -2.54, -1.34, -1.28, -2.66, -1.31, 1.63, -1.31, 2.46,
            -4.21,
        ),
        2: (
            -4.62, 1.08, 0.42, 0.32, 0.62, 0.46, -0.12, 0.07, 0.22, 1.03, 0.40,
            0.06, 0.22, -0.16, -1.88, -0.76, 0.39, 3.02, 0.33, 0.88, 0.50, 1.03,
            -4.23,
        ),
        3: (
            1.95, 1.36, 0.12, 0.11, 0.35, 0.24, -0.04, 0.08, -0.13, 0.13, 0.00,
            0.32, -0.13, -0.09, -1.05, -0.52, 0.33, 3.11, 0.24, -0.15, 0.95, -0.40,
            -0.48,
        ),
    },
    2: {
        0: (
            -0.13, 1.33, 0.47, 0.25, 0.79, 0.80, 0.02, 0.02, -0.69, 0.42, 0.09,
            -0.16, 0.95, 0.23, -1.66, 0.00, -0.00, 0.60, -0.57, 3.35, 0.37, -1.42,
            -1.31,
        ),
        1: (
            10.21, 1.35, 0.36, 0.43, 0.58, 0.82, 0.03, 0.03, -0.91, 0.34, 0.17,
            0.03, 1.07, -0.16, -2.63, -0.69, -0.64, -1.49, -1.29, 2.90, -1.80, 2.61,
            -4.41,
        ),
        2: (
            -3.87, 1.19, 0.44, 0.32, 0.74, 0.54, -0.02, 0.05, 0.07, 0.75, 0.37,
            0.04, 0.64, -0.03, -1.54, -0.84, 0.35, 2.55, -0.64, 2.21, 0.64, 0.26,
            -4.19,
        ),
        3: (
            2.52, 1.49, 0.15, 0.08, 0.39, 0.28, -0.02, 0.07, -0.18, 0.03, 0.00,
            0.31, 0.06, -0.06, -0.77, -0.58, 0.29, 3.39, 0.33, 0.46, 0.96, -0.83,
            -0.35,
        ),
    },
    3: {
        0: (
            -16.95, 1.71, 0.50, 0.46, 0.86, 1.16, 0.27, 0.00, -0.16, 0.79, 0.48,
            -0.08, 1.05, 0.30, -2.20, 0.00, 0.00, 0.47, -0.45, 3.26, 0.08, -0.90,
            -1.70,
        ),
        1: (
            -4.84, 1.31, 0.49, 0.50, 0.46, 1.03, -0.05, 0.04, -0.02, 1.13, 0.45,
            0.08, 0.87, -0.23, -2.25, -1.07, -0.39, -0.00, -0.94, 2.37, -0.42, 0.24,
            -3.09,
        ),
        2: (
            -1.37, 1.27, 0.43, 0.40, 0.48, 0.64, -0.22, 0.06, -0.18, 0.29, 0.55,
            0.05, 0.54, -0.08, -1.54, -0.97, -0.00, 3.06, -0.36, 1.95, 0.37, 1.14,
            -3.83,
        ),
        3: (
            -1.25, 1.57, 0.05, 0.05, 0.17, 0.26, -0.07, 0.04, -0.04, 0.21, 0.00,
            0.32, 0.00, -0.11, 0.12, -0.41, 0.28, 2.80, 0.18, 0.11, 0.73, -0.91,
            0.10,
        ),
    },
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
    partners: tuple[tuple[tuple[str, int], ...], ...]  # card -> (event id, partner card)
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
    partners: list[list[tuple[str, int]]] = [[] for _ in ids]
    for event in data.special_events:
        req = event.requires
        if len(req) == 2:
            partners[req[0]].append((event.id, req[1]))
            partners[req[1]].append((event.id, req[0]))
        else:
            for c in req:
                partners[c].append((event.id, -1))
    hosts = [-1] * len(ids)
    for c, pairing in enumerate(data.pairing):
        if data.critter[c]:
            for host_id in pairing:
                if host_id in ids:
                    hosts[ids.index(host_id)] = c
    kinds = {cid: (data.critter[c], data.unique[c]) for c, cid in enumerate(ids)}
    return Tables(ids, tuple(tuple(p) for p in partners), tuple(hosts), kinds)
