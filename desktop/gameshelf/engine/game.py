"""The contract every game implements, in the spirit of OpenSpiel: a spec and a state."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Hashable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from .actions import Action, Event
from .scoring import ScoreSheet


def reveals_to(events: list[Event], revealing: Collection[str], seen_by: Mapping[str, str],
               seats: Collection[int] | None) -> bool:
    """A game's `reveals_hidden_information`: whether an event in `revealing` showed its cards
    to one of `seats`. `seen_by` names, for an event shown to one seat alone (a draw), the
    argument holding that seat, "seat" for the event's own; the others are shown to everyone."""
    for event in events:
        if event.key not in revealing:
            continue
        who = seen_by.get(event.key)
        if seats is None or who is None:
            return True
        if (event.seat if who == "seat" else event.args.get(who)) in seats:
            return True
    return False


@dataclass(frozen=True, slots=True)
class Option:
    """A game option: its key, default and allowed values.

    `uncertain` marks a rule our sources disagree on; the default is the rules page's choice.
    `validate`, when given, replaces the `choices` check for free-form values (it returns the
    value or raises ValueError).
    """

    key: str
    default: Any
    choices: tuple[Any, ...]
    uncertain: bool = False
    validate: Callable[[Any], Any] | None = None

    def check(self, value: Any) -> Any:
        if self.validate is not None:
            return self.validate(value)
        if value not in self.choices or type(value) is not type(self.default):
            allowed = ", ".join(repr(c) for c in self.choices)
            raise ValueError(f"option {self.key!r}: {value!r} is not one of {allowed}")
        return value


@dataclass(frozen=True, slots=True)
class Observation:
    """What one seat may know of a state: plain data only, so it can cross a process boundary.

    Two states that differ only in what `seat` cannot see give equal observations.
    """

    game: str
    seat: int
    data: Mapping[str, Any]


class GameSpec(ABC):
    """What a game *is*: its id, player counts, options, and how to start or rebuild a state."""

    id: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    # More actions than any game can take: a save with more is refused before it is replayed.
    max_actions: ClassVar[int] = 10_000
    # The search: the exploration constant, and at 2 players the search levels' own where they
    # need one (level -> constant); the share of a reward that goes by the score margin rather
    # than by the win, and the points at which a lead counts about three quarters of that
    # share (tuned per game by `make bench-ai`).
    exploration: ClassVar[float] = 0.7
    two_player_exploration: ClassVar[Mapping[str, float]] = {}
    margin_weight: ClassVar[float] = 0.2
    margin_scale: ClassVar[float] = 10.0

    def resolve_options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """The full option table: defaults overridden by `given`, every value checked."""
        given = dict(given or {})
        known = {option.key: option for option in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise ValueError(f"{self.id} has no option {unknown[0]!r}")
        return {key: option.check(given.get(key, option.default)) for key, option in known.items()}

    def check_players(self, num_players: int) -> None:
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(
                f"{self.id} is for {self.min_players} to {self.max_players} players,"
                f" not {num_players}"
            )

    @abstractmethod
    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> State:
        """A new game, shuffled and set up with the state's own generator seeded by `seed`."""

    @abstractmethod
    def from_observation(self, observation: Observation, rng: random.Random) -> State:
        """A full state consistent with `observation`, every unseen card drawn from `rng`.

        This is the only way an agent gets a state to plan with: it never sees the true one.
        """

    @abstractmethod
    def load_position(self, data: Mapping[str, Any]) -> State:
        """A state from the game's position format (see docs/positions.md)."""

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic value of `state` for `seat` in [0, 1]; used by the AI at a cut-off."""
        return 0.5

    def evaluate_all(self, state: State) -> list[float]:
        """`evaluate` for every seat at once; games override it to share the work."""
        return [self.evaluate(state, seat) for seat in range(state.num_players)]

    def exploration_at(self, state: State, level: str = "normal") -> float:
        """The exploration constant of a search at `level` ("normal", "hard") in `state`'s
        set-up: the game's `exploration` unless a set-up's rewards spread so differently that
        it needs its own: the level's `two_player_exploration` at 2 players (Reavers and
        Champions, where 0.7 spread the visits evenly over the candidates), Everdell's solo
        constant (its chances against Rugwort move by a hundredth a point)."""
        if state.num_players == 2 and level in self.two_player_exploration:
            return self.two_player_exploration[level]
        return self.exploration

    def margin_at(self, state: State) -> tuple[float, float]:
        """The search's margin reward in `state`'s set-up, its share and its scale: the game's
        `margin_weight` and `margin_scale` unless a set-up's chances to win are so often nil
        that the margin must rank its moves (Everdell solo, far behind Rugwort)."""
        return self.margin_weight, self.margin_scale

    def candidate_prior(self, state: State) -> float:
        """How much the search trusts the order of `candidate_actions` in this game (best
        first, as the game's policy ranks them): 0, not at all (untried moves are tried at
        random)."""
        return 0.0

    def candidate_actions(self, state: State, widen: int = 0) -> list[Action]:
        """The actions the AI searches; by default every legal action.

        A game that prunes to its best few by a heuristic keeps `widen` more of them: the
        search widens a node as its visits grow, so no move is pruned for good."""
        return state.legal_actions()

    def projected_points(self, state: State) -> list[float] | None:
        """Each seat's final points as the game's evaluation projects them (None: the game does
        not project points). The search rewards a larger margin a little, so that a won or lost
        position still tells its moves apart."""
        return None

    def evaluation(self, state: State) -> tuple[list[float], list[float] | None]:
        """`evaluate_all` and `projected_points` of one state, for a search that asks for both;
        a game whose two share their work overrides it to do that work once."""
        return self.evaluate_all(state), self.projected_points(state)

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """A quick, reasonable move for simulations; by default a uniformly random one."""
        return rng.choice(state.legal_actions())

    def rollout_stage(self, state: State) -> Hashable | None:
        """The stage of play `state` is in, where the game's evaluation is sharpest at its
        end: a rollout that starts in a stage stops as soon as the stage changes (None: no such
        stage, the rollout plays its `rollout_depth` moves)."""
        return None

    def rollout_counts(self, state: State) -> bool:
        """Whether the move about to be played in a rollout counts toward its `rollout_depth`,
        and so whether a rollout may stop before it: by default every move. A game whose turn
        is an action followed by the mover's own answers (Everdell solo's discards and choices
        after the Haven, say) counts only the action, so that a rollout never stops halfway
        through a turn and every branch is valued at a turn's end."""
        return True

    def reveals_hidden_information(self, events: list[Event],
                                   seats: Collection[int] | None = None) -> bool:
        """Whether these events showed a card that was hidden before (a draw, a deal) to one of
        `seats` (to anyone when None). Undo never goes back past a move that showed a human
        seat such a card: the shuffle would deal the same again. By default: assume it did."""
        return True

    def heuristic_action(self, state: State, seat: int, rng: random.Random) -> Action:
        """The beginner-level move for `seat` (who is to move in `state`)."""
        return self.rollout_action(state, rng)

    def setup_events(self, state: State) -> list[Event]:
        """What the set-up of `state`, a new game, did that the players should read before the
        first move (a solo opponent's starting places, say); the log opens with them."""
        return []


class State(ABC):
    """A full game state. Mutated only by `apply`; chance comes from its own seeded generator."""

    spec: GameSpec
    num_players: int
    # Opponents that are not seats (Everdell's solo Rugwort): they never move through
    # `to_move`, act inside `apply`, and each has a score-sheet row after the seats' rows.
    automata: tuple[str, ...] = ()

    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must decide now, or None when the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every choice the seat to move may make now; empty when the game is over."""

    @abstractmethod
    def apply(self, action: Action) -> list[Event]:
        """Play `action`; an illegal one raises IllegalActionError and changes nothing."""

    @abstractmethod
    def observe(self, seat: int) -> Observation:
        """What `seat` may know now."""

    @abstractmethod
    def clone(self) -> State:
        """An independent copy, generator state included."""

    @abstractmethod
    def scores(self) -> ScoreSheet:
        """Points so far per seat and category (final once the game is over)."""

    @abstractmethod
    def to_position(self) -> dict[str, Any]:
        """The full state in the game's position format (without the generator state)."""

    @abstractmethod
    def rng_state(self) -> object:
        """The generator's state, for equality checks of clones and replays."""

    def is_over(self) -> bool:
        return self.to_move() is None

    def is_legal(self, action: Action) -> bool:
        return action in self.legal_actions()

    def determinize(self, seat: int, rng: random.Random) -> State:
        """A state consistent with what `seat` sees, rebuilt from its observation alone."""
        return self.spec.from_observation(self.observe(seat), rng)
