"""The Easy level: the game's beginner policy on one sampled determinization, with some noise."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..engine import Action, GameSpec, Observation
from .base import CancelFlag, Sampler, canonical_order

DEFAULT_NOISE = 0.1


@dataclass(slots=True)
class HeuristicAgent:
    """`spec.heuristic_action` on a state sampled from the observation.

    With probability `noise` it plays a random candidate instead, so a beginner can beat it.
    `illegal_fallbacks` counts the times the game's heuristic proposed an action outside `legal`
    (a bug in the game); the agent then plays a random legal action.
    """

    spec: GameSpec
    seed: int
    noise: float = DEFAULT_NOISE
    illegal_fallbacks: int = field(default=0, init=False)
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if not 0.0 <= self.noise <= 1.0:
            raise ValueError(f"noise must be in [0, 1], not {self.noise}")
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
        if len(legal) == 1:
            return legal[0]
        legal = canonical_order(legal)
        state = sampler(self.rng)
        if self.rng.random() < self.noise:
            allowed = set(legal)
            candidates = [a for a in self.spec.candidate_actions(state) if a in allowed]
            return self.rng.choice(candidates or legal)
        action = self.spec.heuristic_action(state, observation.seat, self.rng)
        if action not in legal:
            self.illegal_fallbacks += 1
            return self.rng.choice(legal)
        return action
