"""A tiny solo game with nobody to beat: gather a point or stop. The game ends when the seat
stops or holds `LIMIT` points; its score is the points gathered, so gathering is always right.
Its one-row score sheet is what Aquatica's solo has (no automaton row)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from gameshelf.engine import Action, Event, GameSpec, IllegalActionError, Observation, State
from gameshelf.engine.scoring import ScoreSheet

LIMIT = 6
GATHER, STOP = Action("gather"), Action("stop")


class GatherState(State):
    def __init__(self, spec: GatherSpec, points: int, stopped: bool = False) -> None:
        self.spec = spec
        self.num_players = 1
        self.points = points
        self.stopped = stopped

    def to_move(self) -> int | None:
        return None if self.stopped or self.points >= LIMIT else 0

    def legal_actions(self) -> list[Action]:
        return [] if self.to_move() is None else [GATHER, STOP]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not legal now")
        if action == GATHER:
            self.points += 1
        else:
            self.stopped = True
        return []

    def observe(self, seat: int) -> Observation:
        return Observation("gather", seat, self.to_position())

    def clone(self) -> GatherState:
        return GatherState(self.spec, self.points, self.stopped)

    def scores(self) -> ScoreSheet:
        return ScoreSheet(("points",), ((self.points,),), ((),))

    def to_position(self) -> dict[str, Any]:
        return {"points": self.points, "stopped": self.stopped}

    def rng_state(self) -> object:
        return None


class GatherSpec(GameSpec):
    id = "gather"
    min_players = 1
    max_players = 1

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> GatherState:
        return GatherState(self, 0)

    def from_observation(self, observation: Observation, rng: random.Random) -> GatherState:
        return self.load_position(observation.data)

    def load_position(self, data: Mapping[str, Any]) -> GatherState:
        return GatherState(self, data["points"], data["stopped"])

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, GatherState)
        return state.points / LIMIT


GATHER_SPEC = GatherSpec()
