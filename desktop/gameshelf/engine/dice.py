"""Dice as data, for any game that rolls them (Champions of Midgard, Reavers of Midgard).

A die is a kind and its faces; a face carries named values (`hits`, `shields`, `successes`,
whatever the game counts), absent names being 0. Rolls come from the caller's generator (a
state's own seeded `random.Random`), and a roll is the list of face indices, one per die, so a
state stores it as plain data. `distribution` gives the exact law of a pool's totals, memoised.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache


@dataclass(frozen=True, slots=True)
class Face:
    """One face of a die: its name (`hit2`) and its values as sorted (name, value) pairs."""

    name: str
    values: tuple[tuple[str, int], ...] = ()

    @classmethod
    def of(cls, name: str, values: Mapping[str, int] | None = None) -> Face:
        return cls(name, tuple(sorted((k, v) for k, v in (values or {}).items() if v)))

    def value(self, key: str) -> int:
        for name, amount in self.values:
            if name == key:
                return amount
        return 0


@dataclass(frozen=True, slots=True)
class Die:
    """A kind of die (`swordsman`) and its faces, each equally likely."""

    kind: str
    faces: tuple[Face, ...]

    def face_index(self, name: str) -> int:
        for index, face in enumerate(self.faces):
            if face.name == name:
                return index
        raise KeyError(f"die {self.kind!r} has no face {name!r}")

    def with_values(self, changes: Mapping[str, Mapping[str, int]]) -> Die:
        """The same die with some faces' values replaced (a leader's boost), by face name."""
        return Die(self.kind, tuple(
            Face.of(face.name, changes[face.name]) if face.name in changes else face
            for face in self.faces
        ))


def roll(dice: Sequence[Die], rng: random.Random) -> list[int]:
    """One face index per die."""
    return [rng.randrange(len(die.faces)) for die in dice]


def reroll(dice: Sequence[Die], faces: Sequence[int], mask: int, rng: random.Random) -> list[int]:
    """`faces` with every die whose bit is set in `mask` rolled again (bit i = die i)."""
    return [rng.randrange(len(die.faces)) if mask >> i & 1 else face
            for i, (die, face) in enumerate(zip(dice, faces, strict=True))]


def mask_of(indices: Iterable[int]) -> int:
    """The reroll mask of these die positions."""
    mask = 0
    for index in indices:
        mask |= 1 << index
    return mask


def indices_of(mask: int) -> list[int]:
    """The die positions whose bits are set in `mask`, lowest first."""
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def full_mask(count: int) -> int:
    return (1 << count) - 1


def total(dice: Sequence[Die], faces: Sequence[int], key: str) -> int:
    """The sum of one named value over a roll."""
    return sum(die.faces[f].value(key) for die, f in zip(dice, faces, strict=True))


def distribution(dice: Iterable[Die], keys: tuple[str, ...] = ("hits", "shields")
                 ) -> dict[tuple[int, ...], float]:
    """The exact probability of each tuple of totals (in `keys` order) for one roll of the pool.

    The pool is a multiset: the order of `dice` does not matter, and equal pools share one
    memoised table (copy it before changing it)."""
    pool = tuple(sorted(dice, key=lambda die: (die.kind, die.faces)))
    return _distribution(pool, keys)


@lru_cache(maxsize=4096)
def _distribution(pool: tuple[Die, ...], keys: tuple[str, ...]) -> dict[tuple[int, ...], float]:
    if not pool:
        return {(0,) * len(keys): 1.0}
    rest = _distribution(pool[1:], keys)
    die = pool[0]
    share = 1.0 / len(die.faces)
    result: dict[tuple[int, ...], float] = {}
    for face in die.faces:
        step = tuple(face.value(key) for key in keys)
        for outcome, p in rest.items():
            key = tuple(a + b for a, b in zip(outcome, step, strict=True))
            result[key] = result.get(key, 0.0) + p * share
    return result


def expected(dice: Iterable[Die], key: str) -> float:
    """The mean of one named value over a roll of the pool."""
    return sum(sum(face.value(key) for face in die.faces) / len(die.faces) for die in dice)
