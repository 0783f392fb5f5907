"""`ModuleSpec`: a game's spec whose hooks are the functions of the game's own modules, so that
each game names its modules once instead of writing the same one-line hooks again."""

from __future__ import annotations

import random
from collections.abc import Collection, Hashable, Mapping
from types import ModuleType
from typing import Any, ClassVar

from ..engine import Action, Event, GameSpec, Observation, State
from ..engine.game import reveals_to


class ModuleSpec(GameSpec):
    """The hooks of `GameSpec` answered by the game's modules:

    - `observation_module.from_observation(spec, observation, rng)` and
      `position_module.load_position(spec, data)` build states;
    - `know_how` (the AI module) has `evaluate_all(state)`, `candidate_actions(state, widen)`,
      `projected_points(state)`, `rollout_action(state, rng)` and
      `heuristic_action(state, seat, rng)`, and may have `evaluation(state)`, which gives
      `evaluate_all` and `projected_points` together;
    - `revealing_events` are the events that show a hidden card, to everyone or, for those in
      `seen_by`, to the seat that argument names (see `engine.game.reveals_to`).

    A game whose hook does something else overrides it, as with any spec."""

    observation_module: ClassVar[ModuleType]
    position_module: ClassVar[ModuleType]
    know_how: ClassVar[ModuleType]
    revealing_events: ClassVar[frozenset[str]]
    seen_by: ClassVar[Mapping[str, str]] = {}

    def from_observation(self, observation: Observation, rng: random.Random) -> State:
        return self.observation_module.from_observation(self, observation, rng)

    def load_position(self, data: Mapping[str, Any]) -> State:
        return self.position_module.load_position(self, data)

    def evaluate(self, state: State, seat: int) -> float:
        return self.know_how.evaluate_all(state)[seat]

    def evaluate_all(self, state: State) -> list[float]:
        return self.know_how.evaluate_all(state)

    def candidate_actions(self, state: State, widen: int = 0) -> list[Action]:
        return self.know_how.candidate_actions(state, widen)

    def projected_points(self, state: State) -> list[float] | None:
        return self.know_how.projected_points(state)

    def evaluation(self, state: State) -> tuple[list[float], list[float] | None]:
        both = getattr(self.know_how, "evaluation", None)
        return super().evaluation(state) if both is None else both(state)

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        return self.know_how.rollout_action(state, rng)

    def rollout_stage(self, state: State) -> Hashable | None:
        stage = getattr(self.know_how, "rollout_stage", None)
        return None if stage is None else stage(state)

    def heuristic_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return self.know_how.heuristic_action(state, seat, rng)

    def reveals_hidden_information(self, events: list[Event],
                                   seats: Collection[int] | None = None) -> bool:
        return reveals_to(events, self.revealing_events, self.seen_by, seats)
