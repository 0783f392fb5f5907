"""Reavers of Midgard AI hooks: legal answers, forced answers at once, values in [0, 1]."""

import random

from gameshelf.engine import Action
from gameshelf.games.reavers import ReaversSpec

SPEC = ReaversSpec()


def test_easy_and_rollouts_play_legal_games_to_the_end():
    for n in (2, 3, 4):
        s = SPEC.new_game(n, n, {})
        rng = random.Random(n)
        while not s.is_over():
            seat = s.to_move()
            assert all(0.0 <= v <= 1.0 for v in SPEC.evaluate_all(s))
            action = (SPEC.heuristic_action(s, seat, rng) if seat == 0
                      else SPEC.rollout_action(s, rng))
            assert action in s.legal_actions()
            s.apply(action)
        assert len(SPEC.projected_points(s)) == n


def test_easy_rests_at_once_when_only_rest_is_possible():
    s = SPEC.new_game(4, 1, {"setup": "early"})
    seat = s.to_move()
    s.players[seat]["food"] = 0
    s.apply(Action("place", ("battle_at_sea",)))
    while s.stack[-1]["step"] != "follow" or s.to_move() != seat:
        s.apply(s.legal_actions()[-1])
    assert SPEC.heuristic_action(s, seat, random.Random(0)) == Action("rest_food", ())
