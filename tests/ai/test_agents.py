"""Random and heuristic agents, and the bridge from a state to what an agent may see."""

from __future__ import annotations

import random

import pytest

from gameshelf.ai import HeuristicAgent, RandomAgent, canonical_order, choose_for, make_agent
from gameshelf.ai.levels import LEVELS
from gameshelf.engine import Action, State
from toy_game import PLAY, TOY, ToySpec, ToyState

from .helpers import play, random_position


class HighestCardSpec(ToySpec):
    """The toy game whose beginner policy plays its highest card."""

    def heuristic_action(self, state: State, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, ToyState)
        return PLAY[max(state.hands[seat])]


class BrokenHeuristicSpec(ToySpec):
    def heuristic_action(self, state: State, seat: int, rng: random.Random) -> Action:
        return Action("cheat")


@pytest.mark.parametrize("num_players", [2, 3, 4])
@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_plays_only_legal_actions_in_whole_toy_games(
    level: str, num_players: int
) -> None:
    for seed in range(3):
        agents = [make_agent(level, TOY, seed * 10 + seat, iterations=30) for seat in range(4)]
        assert play(TOY, agents[:num_players], seed).is_over()


def test_heuristic_agent_without_noise_plays_the_games_beginner_move() -> None:
    spec = HighestCardSpec()
    agent = HeuristicAgent(spec, seed=1, noise=0.0)
    for seed in range(10):
        state = random_position(spec, 2, seed, fraction=0.3)
        seat = state.to_move()
        assert seat is not None
        assert isinstance(state, ToyState)
        assert choose_for(agent, spec, state, seat) == PLAY[max(state.hands[seat])]


def test_heuristic_agent_with_full_noise_still_plays_legal_candidates() -> None:
    agent = HeuristicAgent(HighestCardSpec(), seed=2, noise=1.0)
    state = TOY.new_game(2, 5)
    legal = state.legal_actions()
    choices = {choose_for(agent, TOY, state, 0) for _ in range(200)}
    assert choices == set(legal)


def test_heuristic_agent_replaces_an_illegal_proposal_and_counts_it() -> None:
    spec = BrokenHeuristicSpec()
    agent = HeuristicAgent(spec, seed=3, noise=0.0)
    state = spec.new_game(2, 4)
    for _ in range(5):
        assert choose_for(agent, spec, state, 0) in state.legal_actions()
    assert agent.illegal_fallbacks == 5


def test_heuristic_noise_outside_zero_to_one_is_refused() -> None:
    with pytest.raises(ValueError, match="noise"):
        HeuristicAgent(TOY, seed=0, noise=1.5)


@pytest.mark.parametrize("level", list(LEVELS))
def test_an_agent_refuses_to_choose_from_no_actions(level: str) -> None:
    agent = make_agent(level, TOY, 0, iterations=10)
    observation = TOY.new_game(2, 0).observe(0)
    with pytest.raises(ValueError, match="no legal action"):
        agent.choose(observation, [], lambda rng: TOY.from_observation(observation, rng))


def test_random_agent_choice_does_not_depend_on_the_order_of_legal_actions() -> None:
    state = TOY.new_game(2, 6)
    observation = state.observe(0)
    legal = state.legal_actions()

    def sampler(rng: random.Random) -> State:
        return TOY.from_observation(observation, rng)

    for seed in range(20):
        forward = RandomAgent(seed).choose(observation, legal, sampler)
        backward = RandomAgent(seed).choose(observation, legal[::-1], sampler)
        assert forward == backward


def test_canonical_order_sorts_by_name_then_arguments_of_mixed_types() -> None:
    actions = [Action("b"), Action("a", ("x",)), Action("a", (2,)), Action("a", (10,))]
    assert canonical_order(actions) == [
        Action("a", (2,)),
        Action("a", (10,)),
        Action("a", ("x",)),
        Action("b"),
    ]


def test_choose_for_refuses_a_seat_that_is_not_to_move() -> None:
    state = TOY.new_game(2, 0)
    with pytest.raises(ValueError, match="not to move"):
        choose_for(RandomAgent(0), TOY, state, 1)
