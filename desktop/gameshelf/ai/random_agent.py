"""The weakest opponent: a uniformly random legal move."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine import Action, Observation
from .base import CancelFlag, Sampler, canonical_order


@dataclass(slots=True)
class RandomAgent:
    seed: int
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(
        self,
        observation: Observation,
        legal: list[Action],
        sampler: Sampler,
        cancel: CancelFlag | None = None,
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        return self.rng.choice(canonical_order(legal))
