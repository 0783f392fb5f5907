"""What a board's Scores chart shows of the rounds before now, from the match itself: its
actions replayed once from the seed, then followed move by move (an undo, a load or another
match starts the replay again). A board that kept only the totals it saw showed no earlier
round after a load or a continued game. No Qt: the points come from the game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine import Event, Match, State


class MatchReplay:
    """A replay that follows a match; `step` is told each action's state and events."""

    def __init__(self) -> None:
        self._replay: Match | None = None
        self._actions: list[Any] = []

    def follow(self, match: Match) -> None:
        actions = match.actions
        done = len(self._actions)
        if self._replay is None or self._replay.seed != match.seed or \
                self._actions != actions[:done]:
            self._replay = Match.new(match.spec, match.seats, match.seed, match.options)
            self.restart()
            done = 0
        replay = self._replay
        for action in actions[done:]:
            self.step(replay.state, replay.apply(action))
        self._actions = list(actions)

    def restart(self) -> None:
        """The replay starts again from the first action."""

    def step(self, state: State, events: Sequence[Event]) -> None:
        """One action replayed: `state` after it, `events` what it did."""


class RoundTotals(MatchReplay):
    """Every seat's total at the end of each round (an Aquatica turn, a Reavers round): the
    last totals seen while it lasted. `read(state)` gives (round, totals)."""

    def __init__(self, read: Callable[[State], tuple[int, list[int]]]) -> None:
        super().__init__()
        self._read = read
        self.totals: dict[int, list[int]] = {}

    def update(self, match: Match) -> dict[int, list[int]]:
        """The totals by round, up to the match's state now (a round not yet ended: so far)."""
        self.follow(match)
        if not self.totals:  # no action yet
            self.step(match.state, ())
        return self.totals

    def restart(self) -> None:
        self.totals = {}

    def step(self, state: State, events: Sequence[Event]) -> None:
        number, now = self._read(state)
        self.totals[number] = now
