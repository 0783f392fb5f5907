"""Fight odds: the exact chance that a set of dice beats an enemy over every combat round, with
the laws of engine/dice.py, memoised (the AI's plans and the board's odds while assigning)."""

from __future__ import annotations

from functools import lru_cache

from ...engine.dice import distribution
from .data import KINDS, ChampionsData, default_data

LOSS_ORDER = ("swordsman", "spearman", "axeman")  # the weakest die first, for most leaders


@lru_cache(maxsize=65536)
def win_chance(counts: tuple[int, int, int], attack: int, defense: int, damage: int = 0,
               leader: str | None = None, banned: str | None = None) -> float:
    """The chance to win a fight to the end with these dice (swordsmen, spearmen, axemen),
    no rerolls, losses taken weakest first (loss_order); `banned` dice do not fight."""
    if banned is not None:
        counts = tuple(0 if KINDS[i] == banned else n for i, n in enumerate(counts))  # type: ignore[assignment]
    if damage >= defense:
        return 1.0
    if not sum(counts):
        return 0.0
    data = _data()
    dice = [data.die(k, leader) for k, n in zip(KINDS, counts, strict=True) for _ in range(n)]
    law = distribution(dice)
    stay = 0.0
    total = 0.0
    for (hits, shields), p in law.items():
        losses = max(0, attack - shields)
        if damage + hits >= defense:
            total += p
            continue
        if hits == 0 and losses == 0:
            stay += p
            continue
        left = _lose(counts, losses, leader)
        if sum(left):
            total += p * win_chance(left, attack, defense, damage + hits, leader)
    return total / (1.0 - stay) if stay < 1.0 else 0.0


@lru_cache(maxsize=16)
def loss_order(leader: str | None) -> tuple[str, ...]:
    """The kinds to lose first: the fewest hits and shields a roll (Svanhildr's Swordsmen
    outdo her Spearmen), fewer hits first on a tie."""
    data = _data()

    def strength(kind: str) -> tuple[float, float]:
        faces = data.die(kind, leader).faces
        hits = sum(f.value("hits") for f in faces) / len(faces)
        return hits + sum(f.value("shields") for f in faces) / len(faces), hits

    return tuple(sorted(KINDS, key=strength))


def _lose(counts: tuple[int, ...], losses: int, leader: str | None) -> tuple[int, int, int]:
    left = list(counts)
    for kind in loss_order(leader):
        i = KINDS.index(kind)
        taken = min(left[i], losses)
        left[i] -= taken
        losses -= taken
    return (left[0], left[1], left[2])


def _data() -> ChampionsData:
    return default_data()


def counts_of(d: dict[str, int]) -> tuple[int, int, int]:
    """A pool as (swordsmen, spearmen, axemen)."""
    return (d.get("swordsman", 0), d.get("spearman", 0), d.get("axeman", 0))
