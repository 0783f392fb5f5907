"""The search's framework, for every game: a won position still ranks its moves by the margin, a
pruned move is reached once a node has been visited enough, and the exploration is the one the game
gives the searched set-up."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

import pytest

from gameshelf.ai import ISMCTSAgent, choose_for, make_agent
from gameshelf.ai.ismcts import with_margin
from gameshelf.ai.levels import LEVELS, Kind
from gameshelf.engine import Action, Event, GameSpec, Observation, State, all_games, get_game
from gameshelf.engine.scoring import ScoreSheet

from .race_game import RaceSpec, RaceState


class FinishState(State):
    """One decision: end the game ahead by 1 point or by `big` points. Either wins."""

    def __init__(self, spec: FinishSpec, lead: int | None = None) -> None:
        self.spec = spec
        self.num_players = 2
        self.lead = lead

    def to_move(self) -> int | None:
        return 0 if self.lead is None else None

    def legal_actions(self) -> list[Action]:
        return [] if self.lead is not None else [Action("lead", (n,)) for n in (1, 12, 3)]

    def apply(self, action: Action) -> list[Event]:
        self.lead = int(action.args[0])
        return []

    def observe(self, seat: int) -> Observation:
        return Observation("finish", seat, {"lead": self.lead})

    def clone(self) -> FinishState:
        return FinishState(self.spec, self.lead)

    def scores(self) -> ScoreSheet:
        lead = self.lead or 0
        return ScoreSheet(("points",), ((20 + lead,), (20,)), ((), ()))

    def to_position(self) -> dict[str, Any]:
        return {"lead": self.lead}

    def rng_state(self) -> object:
        return None


class FinishSpec(GameSpec):
    id = "finish"
    min_players = 2
    max_players = 2

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> FinishState:
        return FinishState(self)

    def from_observation(self, observation: Observation, rng: random.Random) -> FinishState:
        return FinishState(self, observation.data["lead"])

    def load_position(self, data: Mapping[str, Any]) -> FinishState:
        return FinishState(self, data.get("lead"))


def test_a_won_game_is_won_by_the_largest_margin_the_search_can_see() -> None:
    # Every move wins: with the win alone as the reward they would all be worth 1.
    spec = FinishSpec()
    for seed in range(5):
        agent = ISMCTSAgent(spec, seed, iterations=60)
        assert choose_for(agent, spec, spec.new_game(2, 0), 0) == Action("lead", (12,))


def test_the_margin_share_of_a_reward_is_half_when_level_and_grows_with_the_lead() -> None:
    w = GameSpec.margin_weight
    assert with_margin([1.0, 0.0], [30.0, 30.0], w, 10.0) == pytest.approx([1 - w / 2, w / 2])
    near = with_margin([1.0, 0.0], [31.0, 30.0], w, 10.0)
    far = with_margin([1.0, 0.0], [60.0, 30.0], w, 10.0)
    assert near[0] < far[0] < 1.0 and far[1] < near[1]
    # A seat's lead is over the best *other* seat; a lone row (no opponent) is left as it is.
    assert with_margin([0.2, 0.5, 0.3], [10.0, 40.0, 39.0], w, 10.0)[1] < with_margin(
        [0.2, 0.5, 0.3], [10.0, 40.0, 20.0], w, 10.0)[1]
    assert with_margin([0.7], [12.0], w, 10.0) == [0.7]
    # Solo: an evaluation's chance for the one seat, the points with the automaton's row after.
    assert with_margin([0.0], [20.0, 30.0], w, 10.0)[0] > with_margin([0.0], [10.0, 30.0], w,
                                                                      10.0)[0]
    # The share is the game's: all of it by the margin leaves the chances out.
    assert with_margin([1.0, 0.0], [30.0, 30.0], 1.0, 10.0) == pytest.approx([0.5, 0.5])


class PrunedRaceSpec(RaceSpec):
    """The race, with a heuristic that prunes the only winning move unless widened."""

    def candidate_actions(self, state: State, widen: int = 0) -> list[Action]:
        legal = state.legal_actions()
        return legal if widen else [a for a in legal if a != Action("add", (2,))] or legal


def test_a_move_the_game_prunes_is_searched_once_the_node_has_been_visited_enough() -> None:
    spec = PrunedRaceSpec()
    state = RaceState(spec, 2, 7, 0)  # +2 then +1 wins at once; +1 loses
    agent = ISMCTSAgent(spec, 0, iterations=400)
    assert choose_for(agent, spec, state, 0) == Action("add", (2,))


class CloseSpec(FinishSpec):
    """The finish, where the set-up says how much the search explores (`explore`): leads of
    1, 12 and 3 all win, and their rewards differ only by the margin's small share."""

    def __init__(self, explore: float) -> None:
        self.explore = explore
        self.asked = 0

    def exploration_at(self, state: State, level: str = "normal") -> float:
        self.asked += 1
        return self.explore


def _best_share(spec: CloseSpec, seed: int, **given: float) -> float:
    agent = ISMCTSAgent(spec, seed, iterations=300, **given)
    assert choose_for(agent, spec, spec.new_game(2, 0), 0) == Action("lead", (12,))
    stats = agent.last_stats
    assert stats is not None
    return stats.visits[Action("lead", (12,))] / stats.iterations


def test_the_exploration_constant_is_the_set_up_s_unless_given() -> None:
    # Rewards a few hundredths apart: 0.7 spreads the visits almost evenly (a flat root, whose
    # most-visited move is nearly a coin toss once rollouts are noisy); a small constant, which
    # a game gives the set-ups where its rewards lie that close, puts them on the best move.
    flat, sharp = CloseSpec(0.7), CloseSpec(0.05)
    for seed in range(3):
        assert _best_share(flat, seed) < 0.6
        assert _best_share(sharp, seed) > 0.9
    assert flat.asked and sharp.asked
    # An agent given its own constant keeps it, whatever the game says.
    given = CloseSpec(0.05)
    assert _best_share(given, 0, exploration=0.7) < 0.6 and not given.asked


def test_a_level_s_two_player_exploration_is_for_that_level_at_two_players_only() -> None:
    class HardAtTwoSpec(RaceSpec):
        two_player_exploration: ClassVar[Mapping[str, float]] = {"hard": 0.25}

    spec = HardAtTwoSpec()
    two, three = RaceState(spec, 2, 7, 0), RaceState(spec, 3, 7, 0)
    assert spec.exploration_at(two, "hard") == 0.25
    assert spec.exploration_at(two, "normal") == spec.exploration_at(two) == 0.7
    assert spec.exploration_at(three, "hard") == spec.exploration == 0.7
    # The search asks with its level: Hard's is the one make_agent gives it.
    assert make_agent("hard", spec, 0, iterations=10).level == "hard"
    assert ISMCTSAgent(spec, 0, iterations=10).level == "normal"


@pytest.mark.parametrize("game", [spec.id for spec in all_games()])
def test_a_game_s_two_player_exploration_names_search_levels_only(game: str) -> None:
    """A level misspelt in the table would be searched with the game's constant, unseen."""
    searching = {name for name, level in LEVELS.items() if level.kind is Kind.ISMCTS}
    assert set(get_game(game).two_player_exploration) <= searching


@pytest.mark.parametrize("game", [spec.id for spec in all_games()])
def test_a_game_s_evaluation_is_its_chances_and_its_projection_worked_out_together(game: str):
    """The search asks `evaluation` for both at every cut-off, so each game works its
    projection out once there; the pair must be what the two hooks give one at a time."""
    spec = get_game(game)
    low, high = spec.min_players, min(spec.max_players, 4)
    for players in range(low, high + 1):
        state = spec.new_game(players, players)
        rng = random.Random(players)
        moves = 0
        while state.to_move() is not None:
            if moves % 17 == 0:
                assert spec.evaluation(state) == (spec.evaluate_all(state),
                                                  spec.projected_points(state))
            state.apply(rng.choice(state.legal_actions()))
            moves += 1
