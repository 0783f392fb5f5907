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


def test_easy_follows_whenever_it_can_pay():
    s = SPEC.new_game(2, 5, {})
    s.apply(Action("place", ("trade_with_villages",)))
    while s.stack[-1]["step"] != "follow":
        s.apply(s.legal_actions()[0])
    assert Action("follow", ()) in s.legal_actions()
    assert SPEC.heuristic_action(s, s.to_move(), random.Random(0)) == Action("follow", ())


def test_easy_sees_neither_the_deck_order_nor_the_dice_to_come():
    s = SPEC.new_game(3, 9, {})
    rng = random.Random(4)
    for _ in range(60):
        seat = s.to_move()
        other = s.clone()
        for deck in other.decks.values():
            deck.reverse()
        other.rng = random.Random(12345)
        assert SPEC.heuristic_action(s, seat, random.Random(7)) == SPEC.heuristic_action(
            other, seat, random.Random(7))
        s.apply(rng.choice(s.legal_actions()))


def test_easy_beats_random_seats_at_two_players():
    wins = 0
    for game in range(4):
        s = SPEC.new_game(2, 40 + game, {})
        rng = random.Random(game)
        while not s.is_over():
            seat = s.to_move()
            s.apply(SPEC.heuristic_action(s, seat, rng) if seat == game % 2
                    else rng.choice(s.legal_actions()))
        wins += game % 2 in s.scores().winners()
    assert wins == 4
