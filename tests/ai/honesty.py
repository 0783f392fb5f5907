"""The honesty check: nothing a seat cannot see reaches what it is shown, what the app sends the
AI worker, or what the AI decides.

From the true state, `honesty_games` builds other arrangements of everything the seat cannot
see. Then for every seat:
- its observation is plain data (no object can ride along) and equal in every arrangement;
- the determinizer rebuilds the same states from each (as from the worker's JSON copy), so it
  reads the observation and its generator only;
and for the seat to move:
- the worker's request is the same in every arrangement;
- every tested level, with a fixed AI seed, makes the same decision after the same search.
`leaks` yields what differed; an honest game yields nothing.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

from gameshelf.ai import ISMCTSAgent, choose_for, make_agent, requests
from gameshelf.engine import GameSpec, Observation, State

from .honesty_games import HONESTY_GAMES, Case

ARRANGEMENTS = 3
LEVELS = ("easy", "normal")
SEARCH_ITERATIONS = 30
AI_SEED = 20_251_201
SAMPLES = 2  # determinizations compared per observation


def reach(spec: GameSpec, case: Case) -> State | None:
    """The first state of `case.seed`'s random game where `case.reached` holds and the seat to
    move has a choice; None if the game ends first."""
    rng = random.Random(case.seed)
    state = spec.new_game(case.players, case.seed, case.options)
    for _ in range(spec.max_actions):
        if state.is_over():
            return None
        legal = state.legal_actions()
        if len(legal) > 1 and case.reached(state):
            return state
        state.apply(rng.choice(legal))
    return None


def first_seed(spec: GameSpec, case: Case, tries: int = 200) -> int | None:
    """The first seed from `case.seed` on whose game reaches the case (to re-record a seed)."""
    for seed in range(case.seed, case.seed + tries):
        if reach(spec, Case(case.name, case.players, seed, case.reached, case.options)):
            return seed
    return None


def arrangements(spec: GameSpec, state: State, seat: int) -> list[State]:
    rearrange = HONESTY_GAMES[spec.id].rearrange
    return [rearrange(state, seat, random.Random(k)) for k in range(ARRANGEMENTS)]


def leaks(spec: GameSpec, state: State) -> Iterator[str]:
    """What a seat could tell apart between arrangements it cannot see; nothing when honest."""
    mover = state.to_move()
    for seat in range(state.num_players):
        others = arrangements(spec, state, seat)
        yield from _observation_leaks(spec, state, others, seat)
        if seat == mover:
            yield from _request_leaks(spec, state, others, seat)
            yield from _decision_leaks(spec, state, others, seat)


def _observation_leaks(spec: GameSpec, state: State, others: list[State],
                       seat: int) -> Iterator[str]:
    observation = state.observe(seat)
    if type(observation) is not Observation:
        yield f"seat {seat}: observe() returns a {type(observation).__name__}, which can carry"
        return
    problem = _not_plain(observation.data, "data")
    if problem:
        yield f"seat {seat}: the observation holds {problem}"
        return
    for number, other in enumerate(others, start=1):
        seen = other.observe(seat)
        if seen != observation:
            changed = _diff(observation.data, seen.data)
            yield f"seat {seat}: arrangement {number} changes the observation ({changed})"
            return
    # The worker rebuilds the observation from JSON: the same states must come of it.
    copy = Observation(observation.game, seat, json.loads(json.dumps(observation.data)))
    for k in range(SAMPLES):
        sampled = _sampled(spec, observation, k)
        for number, other in enumerate(others, start=1):
            if _sampled(spec, other.observe(seat), k) != sampled:
                yield f"seat {seat}: arrangement {number} changes what the determinizer builds"
                return
        if _sampled(spec, copy, k) != sampled:
            yield f"seat {seat}: the determinizer reads more than the observation's data"
            return


def _sampled(spec: GameSpec, observation: Observation, k: int) -> tuple[Any, object]:
    sampled = spec.from_observation(observation, random.Random(k))
    return sampled.to_position(), sampled.rng_state()


def _request_leaks(spec: GameSpec, state: State, others: list[State],
                   seat: int) -> Iterator[str]:
    def payload(of: State) -> str:
        message = requests.request_message(spec, of, seat, "normal", AI_SEED, SEARCH_ITERATIONS)
        return json.dumps(message, sort_keys=True)

    sent = payload(state)
    for number, other in enumerate(others, start=1):
        if payload(other) != sent:
            yield f"seat {seat}: arrangement {number} changes the AI worker's request"
            return


def _decision_leaks(spec: GameSpec, state: State, others: list[State],
                    seat: int) -> Iterator[str]:
    for level in LEVELS:
        decided = _decision(spec, state, seat, level)
        for number, other in enumerate(others, start=1):
            if _decision(spec, other, seat, level) != decided:
                yield f"seat {seat}: arrangement {number} changes the {level} AI's decision"
                return


def _decision(spec: GameSpec, state: State, seat: int, level: str) -> tuple[Any, ...]:
    agent = make_agent(level, spec, AI_SEED, iterations=SEARCH_ITERATIONS)
    action = choose_for(agent, spec, state, seat)
    if isinstance(agent, ISMCTSAgent) and agent.last_stats is not None:
        return action, sorted((str(a), n) for a, n in agent.last_stats.visits.items())
    return (action,)


def _not_plain(value: Any, where: str) -> str | None:
    """Where `value` holds something other than plain data (exact types: no subclass can carry
    an extra attribute); None if it is all plain."""
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str:
                return f"a {type(key).__name__} key in {where}"
            problem = _not_plain(item, f"{where}.{key}")
            if problem:
                return problem
        return None
    if kind in (list, tuple):
        for index, item in enumerate(value):
            problem = _not_plain(item, f"{where}[{index}]")
            if problem:
                return problem
        return None
    if value is None or kind in (bool, int, float, str):
        return None
    return f"a {kind.__name__} at {where}"


def _diff(first: Any, second: Any) -> str:
    """Where two observations' data differ (for the message)."""
    return "; ".join(differences(first, second)[:4]) or "its data"


def differences(first: Any, second: Any, path: str = "") -> list[str]:
    """Every place where two plain values differ, by its path (".hand[2]: 5 != 7")."""
    if isinstance(first, dict) and isinstance(second, dict):
        return [d for key in sorted(set(first) | set(second), key=str)
                for d in differences(first.get(key), second.get(key), f"{path}.{key}")]
    if isinstance(first, list) and isinstance(second, list) and len(first) == len(second):
        return [d for i, (a, b) in enumerate(zip(first, second, strict=True))
                for d in differences(a, b, f"{path}[{i}]")]
    return [] if first == second else [f"{path}: {first!r} != {second!r}"]
