"""A tiny open game whose turns take two decisions: the search must see through them.

A running total starts at `start`. On a turn the seat to move first adds 1 or 2, then adds 0 or
1 (never passing `GOAL`); whoever makes the total exactly `GOAL` wins. Turns pass around the
table. With two seats the winning turns leave the total at GOAL - 4k.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from gameshelf.engine import Action, Event, GameSpec, IllegalActionError, Observation, State
from gameshelf.engine.scoring import ScoreSheet

GOAL = 10
FIRST_STEP = (Action("add", (1,)), Action("add", (2,)))
SECOND_STEP = (Action("add", (0,)), Action("add", (1,)))


class RaceState(State):
    def __init__(self, spec: RaceSpec, num_players: int, total: int, current: int) -> None:
        self.spec = spec
        self.num_players = num_players
        self.total = total
        self.current = current
        self.step = 0
        self.winner: int | None = None

    def to_move(self) -> int | None:
        return None if self.winner is not None else self.current

    def legal_actions(self) -> list[Action]:
        if self.winner is not None:
            return []
        steps = FIRST_STEP if self.step == 0 else SECOND_STEP
        return [a for a in steps if self.total + int(a.args[0]) <= GOAL]

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not legal now")
        self.total += int(action.args[0])
        if self.total == GOAL:
            self.winner = self.current
        elif self.step == 0:
            self.step = 1
        else:
            self.step = 0
            self.current = (self.current + 1) % self.num_players
        return []

    def observe(self, seat: int) -> Observation:
        return Observation("race", seat, self.to_position())

    def clone(self) -> RaceState:
        other = RaceState(self.spec, self.num_players, self.total, self.current)
        other.step = self.step
        other.winner = self.winner
        return other

    def scores(self) -> ScoreSheet:
        return ScoreSheet(
            ("won",),
            tuple((int(seat == self.winner),) for seat in range(self.num_players)),
            tuple(() for _ in range(self.num_players)),
        )

    def to_position(self) -> dict[str, Any]:
        return {
            "players": self.num_players,
            "total": self.total,
            "current": self.current,
            "step": self.step,
            "winner": self.winner,
        }

    def rng_state(self) -> object:
        return None


class RaceSpec(GameSpec):
    id = "race"
    min_players = 2
    max_players = 4

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> RaceState:
        return RaceState(self, num_players, 0, 0)

    def from_observation(self, observation: Observation, rng: random.Random) -> RaceState:
        return self.load_position(observation.data)

    def load_position(self, data: Mapping[str, Any]) -> RaceState:
        state = RaceState(self, data["players"], data["total"], data["current"])
        state.step = data["step"]
        state.winner = data["winner"]
        return state


RACE = RaceSpec()
