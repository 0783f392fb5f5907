"""The app's request to the AI worker: the seat's observation and legal actions, as JSON, and the
worker's answer is the move the same agent makes in the app's own process."""

from __future__ import annotations

import json

import pytest

from gameshelf.ai import canonical_order, choose_for, make_agent, worker
from gameshelf.ai.requests import request_message
from gameshelf.engine import Action, get_game

from .helpers import random_position

ITERATIONS = 20


@pytest.mark.parametrize("game", ["ethnos", "everdell"])
def test_the_request_holds_the_observation_and_the_legal_actions_in_canonical_order(game):
    spec = get_game(game)
    state = random_position(spec, 3, seed=5, fraction=0.4)
    seat = state.to_move()
    message = request_message(spec, state, seat, "normal", 99, ITERATIONS)
    assert set(message) == {"game", "seat", "level", "seed", "iterations", "observation", "legal"}
    assert message["observation"] == dict(state.observe(seat).data)
    legal = [Action.from_dict(a) for a in message["legal"]]
    assert legal == canonical_order(state.legal_actions())


@pytest.mark.parametrize("game", ["ethnos", "everdell"])
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_the_worker_answers_what_the_agent_chooses_in_process(game, level):
    spec = get_game(game)
    state = random_position(spec, 2, seed=6, fraction=0.5)
    seat = state.to_move()
    message = {"id": 1, **request_message(spec, state, seat, level, 99, ITERATIONS)}
    answer = worker.choose(json.loads(json.dumps(message)))
    expected = choose_for(make_agent(level, spec, 99, iterations=ITERATIONS), spec, state, seat)
    assert answer["id"] == 1 and answer["action"] == expected.to_dict()


@pytest.mark.parametrize("game", ["ethnos", "everdell"])
def test_a_search_answer_carries_its_top_moves_with_their_share_of_the_root_visits(game):
    spec = get_game(game)
    state = random_position(spec, 2, seed=6, fraction=0.5)
    seat = state.to_move()
    message = {"id": 1, **request_message(spec, state, seat, "normal", 99, ITERATIONS)}
    answer = worker.choose(json.loads(json.dumps(message)))
    assert json.loads(json.dumps(answer)) == answer
    top = answer["top"]
    shares = [entry["share"] for entry in top]
    assert 1 <= len(top) <= 3
    assert top[0]["action"] == answer["action"]
    assert shares == sorted(shares, reverse=True)
    assert all(0 < share <= 1 for share in shares) and sum(shares) <= 1
    legal = [action.to_dict() for action in state.legal_actions()]
    assert all(entry["action"] in legal for entry in top)


def test_an_easy_answer_carries_just_the_move():
    spec = get_game("ethnos")
    state = random_position(spec, 2, seed=6, fraction=0.5)
    message = {"id": 1, **request_message(spec, state, state.to_move(), "easy", 99)}
    assert worker.choose(message)["top"] == []
