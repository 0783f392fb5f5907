"""Ways to pay for a card: printed cost, discounts and their resulting payments.

Every payment is an explicit choice; where a discount of "N fewer of any" leaves a choice of
which resources to skip, each distinct resulting payment is one choice.
"""

from __future__ import annotations

from functools import cache

Cost = tuple[int, int, int, int]


@cache
def reductions(cost: Cost, discount: int) -> tuple[Cost, ...]:
    """Every distinct payment left after removing `discount` resources of any kind from `cost`
    (all of it when the cost is smaller), in a fixed order."""
    total = sum(cost)
    if total <= discount:
        return ((0, 0, 0, 0),)
    result = []
    t0, r0, p0, b0 = cost
    for t in range(min(t0, discount) + 1):
        for r in range(min(r0, discount - t) + 1):
            for p in range(min(p0, discount - t - r) + 1):
                b = discount - t - r - p
                if b <= b0:
                    result.append((t0 - t, r0 - r, p0 - p, b0 - b))
    return tuple(result)


@cache
def judge_swaps(cost: Cost) -> tuple[tuple[int, int, Cost], ...]:
    """The Judge: one resource of the cost paid with one of another kind."""
    result = []
    for give in range(4):
        if cost[give] == 0:
            continue
        for take in range(4):
            if take == give:
                continue
            paid = list(cost)
            paid[give] -= 1
            paid[take] += 1
            result.append((give, take, (paid[0], paid[1], paid[2], paid[3])))
    return tuple(result)


def affordable(have: list[int], pay: Cost) -> bool:
    return have[0] >= pay[0] and have[1] >= pay[1] and have[2] >= pay[2] and have[3] >= pay[3]
