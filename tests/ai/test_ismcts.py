"""Information-set MCTS: legal, reproducible, interruptible, and stronger than chance."""

from __future__ import annotations

import random
import threading
import time

import pytest

from gameshelf.ai import ISMCTSAgent, RandomAgent, choose_for
from gameshelf.ai.ismcts import terminal_rewards
from gameshelf.engine import Action, State
from gameshelf.engine.scoring import ScoreSheet
from toy_game import TOY

from .gather_game import GATHER, GATHER_SPEC
from .helpers import play, random_position, win_shares
from .race_game import RACE, RaceSpec, RaceState

# Seats rotate over 40 seeded 2-player toy games; a tie counts half. ISMCTS at 50 iterations wins
# about 86% against random play (35 of these 40). If wins were Binomial(40, p): a search no better
# than chance (p = 0.5) reaches 28 with probability 0.8%; at p = 0.86 it falls short with
# probability 0.2% (4% at p = 0.8). Scoring leaves from the wrong seat's view wins about 10.
GAMES_AGAINST_RANDOM = 40
WINS_NEEDED = 28


def toy_position(seed: int) -> State:
    return random_position(TOY, 2, seed, fraction=0.2)


def test_same_seed_and_inputs_give_the_same_choice_and_the_same_tree() -> None:
    for seed in range(5):
        state = toy_position(seed)
        seat = state.to_move()
        assert seat is not None
        first = ISMCTSAgent(TOY, seed, iterations=200)
        second = ISMCTSAgent(TOY, seed, iterations=200)
        assert choose_for(first, TOY, state, seat) == choose_for(second, TOY, state, seat)
        assert first.last_stats is not None and second.last_stats is not None
        assert first.last_stats.visits == second.last_stats.visits


def test_iteration_budget_is_spent_exactly_and_only_on_legal_root_moves() -> None:
    state = toy_position(1)
    seat = state.to_move()
    assert seat is not None
    agent = ISMCTSAgent(TOY, 0, iterations=150)
    choice = choose_for(agent, TOY, state, seat)
    stats = agent.last_stats
    assert stats is not None
    assert stats.iterations == 150
    assert sum(stats.visits.values()) == 150
    assert set(stats.visits) <= set(state.legal_actions())
    assert choice == max(stats.visits, key=lambda action: stats.visits[action])


def test_a_single_legal_action_is_returned_without_searching() -> None:
    state = TOY.load_position(
        {
            "players": 2,
            "deck": [],
            "hands": [[5], [7]],
            "played": [],
            "points": [0, 0],
            "current": 0,
        }
    )
    agent = ISMCTSAgent(TOY, 0, iterations=1000)
    assert choose_for(agent, TOY, state, 0) == Action("play", (5,))
    assert agent.last_stats is not None and agent.last_stats.iterations == 0


@pytest.mark.parametrize("depth", [0, 1, 50])
def test_any_rollout_depth_from_zero_gives_a_legal_choice(depth: int) -> None:
    state = toy_position(2)
    seat = state.to_move()
    assert seat is not None
    agent = ISMCTSAgent(TOY, 0, iterations=60, rollout_depth=depth)
    assert choose_for(agent, TOY, state, seat) in state.legal_actions()


def test_time_budget_is_kept() -> None:
    state = toy_position(3)
    seat = state.to_move()
    assert seat is not None
    agent = ISMCTSAgent(TOY, 0, time_budget=0.15)
    started = time.perf_counter()
    choose_for(agent, TOY, state, seat)
    elapsed = time.perf_counter() - started
    assert 0.15 <= elapsed < 0.25
    assert agent.last_stats is not None and agent.last_stats.iterations > 0


@pytest.mark.parametrize("budget", [{"time_budget": 30.0}, {"iterations": 10**9}])
def test_cancel_stops_the_search_within_a_few_milliseconds(budget: dict[str, float]) -> None:
    state = toy_position(4)
    seat = state.to_move()
    assert seat is not None
    cancel = threading.Event()
    cancelled_at: list[float] = []

    def stop() -> None:
        cancelled_at.append(time.perf_counter())
        cancel.set()

    timer = threading.Timer(0.2, stop)
    agent = ISMCTSAgent(TOY, 0, **budget)  # type: ignore[arg-type]
    timer.start()
    try:
        choice = choose_for(agent, TOY, state, seat, cancel)
    finally:
        timer.cancel()
    returned = time.perf_counter()
    assert cancelled_at, "the search ended before it was cancelled"
    assert returned - cancelled_at[0] < 0.05
    assert choice in state.legal_actions()
    assert agent.last_stats is not None and agent.last_stats.iterations > 0


def test_a_search_cancelled_before_it_starts_still_returns_a_legal_action() -> None:
    state = toy_position(5)
    seat = state.to_move()
    assert seat is not None
    cancel = threading.Event()
    cancel.set()
    agent = ISMCTSAgent(TOY, 0, time_budget=30.0)
    assert choose_for(agent, TOY, state, seat, cancel) in state.legal_actions()


def test_search_beats_random_play_in_the_toy_game() -> None:
    won = 0.0
    for game in range(GAMES_AGAINST_RANDOM):
        searcher = ISMCTSAgent(TOY, game, iterations=50)
        opponent = RandomAgent(10_000 + game)
        seat = game % 2
        agents = [searcher, opponent] if seat == 0 else [opponent, searcher]
        won += win_shares(play(TOY, agents, game))[seat]
    assert won >= WINS_NEEDED


def race(total: int, current: int, step: int, players: int = 2) -> RaceState:
    return RACE.load_position(
        {"players": players, "total": total, "current": current, "step": step, "winner": None}
    )


@pytest.mark.parametrize(
    ("total", "step", "winning"),
    [
        (3, 0, Action("add", (2,))),  # only +2 then +1 reaches 6, a losing total for the next seat
        (5, 1, Action("add", (1,))),
        (7, 0, Action("add", (2,))),  # +2 then +1 wins at once
    ],
)
@pytest.mark.parametrize("mover", [0, 1])
def test_search_plays_the_winning_move_of_a_two_decision_turn(
    total: int, step: int, winning: Action, mover: int
) -> None:
    state = race(total, mover, step)
    agent = ISMCTSAgent(RACE, 0, iterations=2000)
    assert choose_for(agent, RACE, state, mover) == winning


def test_a_finished_game_rewards_the_winner_and_splits_a_tie() -> None:
    def sheet(*totals: int) -> ScoreSheet:
        return ScoreSheet(("p",), tuple((t,) for t in totals), tuple(() for _ in totals))

    assert terminal_rewards(sheet(3, 9, 4)) == [0.0, 1.0, 0.0]
    assert terminal_rewards(sheet(7, 2, 7, 7)) == pytest.approx([1 / 3, 0, 1 / 3, 1 / 3])


@pytest.mark.parametrize("points", [0, 3, 5])
def test_alone_on_the_sheet_the_search_plays_for_points_not_for_the_end(points: int) -> None:
    # With one row nobody else can come first: a finished game must not count as a win, or
    # stopping at once (Aquatica solo: placing the Ichthyanders fast) looks best.
    state = GATHER_SPEC.load_position({"points": points, "stopped": False})
    agent = ISMCTSAgent(GATHER_SPEC, 0, iterations=200)
    assert choose_for(agent, GATHER_SPEC, state, 0) == GATHER


@pytest.mark.parametrize(
    "arguments",
    [{}, {"iterations": 0}, {"time_budget": 0.0}, {"iterations": 5, "rollout_depth": -1}],
)
def test_a_search_without_a_sensible_budget_is_refused(arguments: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        ISMCTSAgent(TOY, 0, **arguments)  # type: ignore[arg-type]


def test_sampled_states_are_all_the_search_ever_sees() -> None:
    state = toy_position(6)
    seat = state.to_move()
    assert seat is not None
    observation = state.observe(seat)
    samples: list[State] = []

    def sampler(rng: random.Random) -> State:
        sample = TOY.from_observation(observation, rng)
        samples.append(sample)
        return sample

    agent = ISMCTSAgent(TOY, 0, iterations=40)
    agent.choose(observation, state.legal_actions(), sampler)
    assert len(samples) == 40 + 1  # one more sample asks the game for its candidates


def test_any_flag_with_is_set_can_cancel_a_search() -> None:
    class SetAfter:
        """Set from the n-th look on, like a counter shared with the UI's process."""

        def __init__(self, looks: int) -> None:
            self.looks = looks

        def is_set(self) -> bool:
            self.looks -= 1
            return self.looks < 0

    state = toy_position(7)
    seat = state.to_move()
    assert seat is not None
    agent = ISMCTSAgent(TOY, 0, iterations=10**9)
    assert choose_for(agent, TOY, state, seat, SetAfter(500)) in state.legal_actions()
    assert agent.last_stats is not None and 0 < agent.last_stats.iterations < 500


class _TurnStagedRace(RaceSpec):
    """The race, where a rollout ends with the turn it starts in (its stage: who is to move),
    and every state the search evaluates is kept."""

    def __init__(self) -> None:
        self.evaluated: list[RaceState] = []

    def rollout_stage(self, state: State) -> int | None:
        assert isinstance(state, RaceState)
        return state.current

    def evaluate_all(self, state: State) -> list[float]:
        assert isinstance(state, RaceState)
        self.evaluated.append(state.clone())
        return [0.5] * state.num_players


def test_a_rollout_stops_where_the_stage_it_started_in_ends() -> None:
    """A game's `rollout_stage` ends a rollout at the first move past its stage: here, at the
    start of the next turn, however deep the rollouts may go. Without the stage, rollouts this
    deep always reach the end of the race and evaluate nothing."""
    staged = _TurnStagedRace()
    state = RaceState(staged, 2, 0, 0)
    agent = ISMCTSAgent(staged, 3, iterations=50, rollout_depth=50)
    agent.choose(state.observe(0), state.legal_actions(), lambda rng: state.clone())
    assert staged.evaluated
    assert all(s.step == 0 and s.winner is None for s in staged.evaluated)
    # Each rollout keeps the stage it started in: those from either seat's turn end at the other's.
    assert {s.current for s in staged.evaluated} == {0, 1}

    plain = _TurnStagedRace()
    plain.rollout_stage = lambda state: None  # type: ignore[method-assign]
    state = RaceState(plain, 2, 0, 0)
    ISMCTSAgent(plain, 3, iterations=50, rollout_depth=50).choose(
        state.observe(0), state.legal_actions(), lambda rng: state.clone())
    assert not plain.evaluated


class _TurnCountedRace(RaceSpec):
    """The race, where a turn's second decision answers its first (`rollout_counts`), and
    every state the search evaluates is kept."""

    def __init__(self, counted: bool) -> None:
        self.counted = counted
        self.evaluated: list[RaceState] = []

    def rollout_counts(self, state: State) -> bool:
        assert isinstance(state, RaceState)
        return state.step == 0 or not self.counted

    def evaluate_all(self, state: State) -> list[float]:
        assert isinstance(state, RaceState)
        self.evaluated.append(state.clone())
        return [0.5] * state.num_players


def test_a_rollout_stops_between_turns_when_the_game_counts_only_their_first_moves() -> None:
    """A rollout counts toward its depth only the moves `rollout_counts` names, and stops only
    before one: never halfway through a turn. Counting every move, a rollout of odd depth
    started at a turn's start stops halfway through one."""
    for counted, halfway in ((True, set()), (False, {1})):
        spec = _TurnCountedRace(counted)
        state = RaceState(spec, 2, 0, 0)
        ISMCTSAgent(spec, 3, iterations=40, rollout_depth=3).choose(
            state.observe(0), state.legal_actions(), lambda rng, start=state: start.clone())
        assert spec.evaluated
        assert {s.step for s in spec.evaluated} - {0} == halfway
        if counted:  # three turns played out from each leaf, two moves each
            assert all(s.total >= 3 for s in spec.evaluated)


class _FlatRace(RaceSpec):
    """The race, where every rollout ends with its turn and every turn looks alike: the search
    cannot tell the first step's two moves apart. Its candidates come "add 2" first."""

    def __init__(self, prior: float) -> None:
        self.prior = prior

    def candidate_prior(self, state: State) -> float:
        return self.prior

    def rollout_stage(self, state: State) -> int | None:
        assert isinstance(state, RaceState)
        return state.current

    def evaluate_all(self, state: State) -> list[float]:
        return [0.5] * state.num_players

    def candidate_actions(self, state: State, widen: int = 0) -> list[Action]:
        return list(reversed(state.legal_actions()))


def test_a_game_that_ranks_its_candidates_keeps_to_its_first_where_the_search_sees_no_difference(
) -> None:
    """With `candidate_prior`, moves the rollouts cannot tell apart are settled by the game's
    order; without it, by the luck of the search (here each seed's choice is its own)."""
    def choices(prior: float) -> list[Action]:
        spec = _FlatRace(prior)
        state = RaceState(spec, 2, 0, 0)
        return [ISMCTSAgent(spec, seed, iterations=40).choose(
            state.observe(0), state.legal_actions(), lambda rng: state.clone())
            for seed in range(12)]

    assert set(choices(0.3)) == {Action("add", (2,))}
    assert set(choices(0.0)) == {Action("add", (1,)), Action("add", (2,))}
