"""Reavers of Midgard AI hooks: legal answers, forced answers at once, values in [0, 1]."""

import random

import pytest

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
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "place", random.Random(5))
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


# -- Normal and Hard: candidates, fast answers, the evaluation -------------------------------

def _play_until(s, wanted, rng, limit=3000):
    for _ in range(limit):
        if s.is_over():
            return False
        if wanted(s):
            return True
        s.apply(SPEC.rollout_action(s, rng))
    return False


def _decision_of(step, players=4, seed=0):
    s = SPEC.new_game(players, seed, {})
    assert _play_until(s, lambda t: t.stack[-1]["step"] == step
                       and len(t.legal_actions()) > 1, random.Random(seed))
    return s


def test_candidates_pay_commit_and_discard_one_die_per_face():
    for step in ("discard_die", "commit"):
        for seed in range(6):
            s = _decision_of(step, seed=seed)
            seat = s.to_move()
            dice = s.players[seat]["dice"]
            shown = [dice[a.args[0]][1] for a in SPEC.candidate_actions(s) if a.name in (
                "discard_die", "commit")]
            assert len(shown) == len(set(shown))
            legal_faces = {dice[a.args[0]][1] for a in s.legal_actions()
                           if a.name in ("discard_die", "commit")}
            if step == "discard_die":
                assert set(shown) == legal_faces


def test_candidates_commit_dice_in_one_order_only():
    s = _decision_of("commit", seed=3)
    seat = s.to_move()
    s.combat["committed"] = [["red", "hammer"]]
    s._legal = None
    dice = s.players[seat]["dice"]
    for a in SPEC.candidate_actions(s):
        if a.name == "commit":
            assert dice[a.args[0]][1] != "double_hammer"


def test_candidates_reroll_the_failed_dice_the_failed_and_single_successes_or_a_losing_roll():
    from gameshelf.games.reavers import combat

    seen_whole = False
    for seed in range(8):
        s = _decision_of("reroll", seed=seed)
        masks = [a.args[0] for a in SPEC.candidate_actions(s) if a.name == "reroll"]
        assert 1 <= len(masks) <= 3 and Action("accept", ()) in SPEC.candidate_actions(s)
        faces = [s.data.combat_die.faces[f].value("successes") for f in s.combat["roll"]]
        whole = (1 << len(faces)) - 1
        for mask in masks:
            assert (mask == whole and not combat.won(s)) or all(
                faces[i] <= 1 for i in range(len(faces)) if mask >> i & 1)
        if min(faces) >= 2 and not combat.won(s):  # seed 7: a two short of Defense 3
            assert whole in masks
            seen_whole = True
    assert seen_whole


def test_a_free_location_is_followed_and_a_rest_only_answered_without_search():
    from gameshelf.ai import ISMCTSAgent, choose_for

    s = SPEC.new_game(4, 2, {})
    rng = random.Random(0)
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "place", rng)  # starting Reavers
    s.apply(Action("place", ("recruit_reavers",)))
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "follow", rng)
    assert SPEC.candidate_actions(s, 99) == [Action("follow", ())]
    agent = ISMCTSAgent(SPEC, 1, iterations=50)
    assert choose_for(agent, SPEC, s, s.to_move()) == Action("follow", ())
    assert agent.last_stats.iterations == 0

    s = SPEC.new_game(4, 1, {"setup": "early"})
    active = s.to_move()
    s.apply(Action("place", ("battle_at_sea",)))
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "follow"
                       and t.to_move() != active, rng)
    seat = s.to_move()
    s.players[seat]["food"] = 0
    s._legal = None
    agent = ISMCTSAgent(SPEC, 1, iterations=50)
    assert choose_for(agent, SPEC, s, seat) == Action("rest_food", ())
    assert agent.last_stats.iterations == 0


def _face_after_a_rest(leader, colour, artifacts=()):
    """A follower's Rest for a die of `colour`, under `leader`: the face to choose is next."""
    s = SPEC.new_game(4, 1, {"setup": "early"})
    active = s.to_move()
    s.apply(Action("place", ("battle_at_sea",)))
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "follow"
                       and t.to_move() != active, random.Random(1))
    seat = s.to_move()
    s.players[seat].update(leader=leader, artifacts=list(artifacts), stored={})
    s._legal = None
    s.apply(Action("rest_die", (colour,)))
    assert s.stack[-1]["step"] == "set_face" and len(s.legal_actions()) == 5
    return s, seat


def _faces(actions):
    return [a.args[0] for a in actions]


def test_a_rest_die_whose_wild_face_outdoes_every_other_face_is_set_without_search():
    from gameshelf.ai import ISMCTSAgent, choose_for

    s, seat = _face_after_a_rest("yellow_01", "yellow")
    assert _faces(SPEC.candidate_actions(s, 99)) == ["clan_yellow"]
    agent = ISMCTSAgent(SPEC, 1, iterations=50)
    assert choose_for(agent, SPEC, s, seat) == Action("set_face", ("clan_yellow",))
    assert agent.last_stats.iterations == 0


def test_a_die_face_is_searched_only_against_faces_that_do_something_it_cannot():
    from gameshelf.ai import ISMCTSAgent, choose_for

    # The wild face pays any cost, the Double Hammer buys two combat dice: really different.
    s, seat = _face_after_a_rest("red_01", "red")
    assert _faces(SPEC.candidate_actions(s, 99)) == ["clan_red", "double_hammer"]
    agent = ISMCTSAgent(SPEC, 1, iterations=50)
    choose_for(agent, SPEC, s, seat)
    assert set(_faces(agent.last_stats.visits)) == {"clan_red", "double_hammer"}
    # An Artifact taking any face takes the Double Hammer too; one taking Shields only the
    # Shield, which the wild face cannot be stored as.
    s, _ = _face_after_a_rest("red_01", "red", ["traders_scale"])
    assert _faces(SPEC.candidate_actions(s, 99)) == ["clan_red", "double_hammer"]
    s, _ = _face_after_a_rest("red_01", "red", ["shield_of_keeps"])
    assert _faces(SPEC.candidate_actions(s, 99)) == ["clan_red", "double_hammer", "shield"]
    # Another clan's face pays nothing under this leader: never a candidate.
    s, _ = _face_after_a_rest("yellow_01", "red")
    assert _faces(SPEC.candidate_actions(s, 99)) == ["double_hammer", "shield", "chest",
                                                     "hammer"]


def test_a_rallied_die_keeps_the_face_of_a_reaver_that_may_still_be_promoted():
    s, seat = _face_after_a_rest("red_01", "blue")
    s.stack.insert(-1, {"step": "use_reaver", "seat": seat, "cards": ["blue_01"]})
    s._legal = None
    faces = _faces(SPEC.candidate_actions(s, 99))
    assert "clan_blue" in faces and "shield" in faces


def test_a_costly_follow_is_weighed_against_a_rest():
    s = SPEC.new_game(4, 1, {"setup": "early"})
    s.apply(Action("place", ("battle_at_sea",)))
    assert _play_until(s, lambda t: t.stack[-1]["step"] == "follow"
                       and Action("follow", ()) in t.legal_actions(), random.Random(1))
    candidates = SPEC.candidate_actions(s)
    assert Action("follow", ()) in candidates and len(candidates) == 2
    assert set(SPEC.candidate_actions(s, 9)) == set(s.legal_actions())


def test_goods_are_worth_less_as_the_game_runs_out_and_nothing_at_the_end():
    s = SPEC.new_game(2, 4, {})
    seat = 0
    points = s.scores().totals[seat]
    early = SPEC.projected_points(s)[seat] - points
    s.round = s.data.rules["rounds"]
    s.activation = s.data.rules["activations"] - 1
    late = SPEC.projected_points(s)[seat] - s.scores().totals[seat]
    assert early > late > 0
    s.over = True
    assert SPEC.projected_points(s)[seat] == s.scores().totals[seat]


def test_a_territory_is_worth_its_income_of_the_clean_ups_left():
    s = SPEC.new_game(2, 4, {})
    before = SPEC.projected_points(s)[0]
    s.players[0]["territories"].append("food_1_1")
    assert SPEC.projected_points(s)[0] - before == pytest.approx(s.data.rules["rounds"] - s.round)


def test_easy_spends_favor_to_reroll_failed_dice_in_a_combat_it_has_not_won():
    from gameshelf.games.reavers import combat

    spent = 0
    for seed in range(10):
        s = _decision_of("reroll", seed=seed)
        seat = s.to_move()
        s.players[seat]["favor"] = 3
        s.combat["defense"] = 3
        s.combat["successes"] = 0
        s.combat["roll"] = [0, 0, 2]  # two blanks and one success: not won
        s._legal = None
        assert not combat.won(s)
        action = SPEC.heuristic_action(s, seat, random.Random(seed))
        assert action.name == "reroll" and action.args[0] == 0b011
        spent += 1
        s.combat["roll"] = [5, 5, 0]  # won: nothing to reroll
        s._legal = None
        assert SPEC.heuristic_action(s, seat, random.Random(seed)) == Action("accept", ())
    assert spent == 10


def test_easy_uses_its_favor_over_a_game():
    rerolls = 0
    for seed in range(3):
        s = SPEC.new_game(3, 70 + seed, {})
        rng = random.Random(seed)
        while not s.is_over():
            events = s.apply(SPEC.heuristic_action(s, s.to_move(), rng))
            rerolls += sum(e.key == "reavers.reroll" for e in events)
    assert rerolls > 0


def test_at_two_players_the_search_settles_on_its_moves_instead_of_spreading_its_visits_evenly():
    # With the game's 0.7 the candidates got nearly the same visits (the most visited 1.47
    # times the even share on average at these decisions, 2.48 at 0.25): Normal and Hard
    # played one of their candidates nearly at random and Hard did not beat Normal. 3 and 4
    # players keep the game's constant.
    from gameshelf.games.reavers import ai
    from search_shares import mean_settledness

    two = SPEC.new_game(2, 0)
    assert all(SPEC.exploration_at(two, level) == ai.TWO_PLAYER_EXPLORATION
               for level in ("normal", "hard"))
    assert SPEC.exploration > ai.TWO_PLAYER_EXPLORATION
    assert all(SPEC.exploration_at(SPEC.new_game(n, 0), level) == SPEC.exploration
               for n in (3, 4) for level in ("normal", "hard"))
    # Normal's budget, every 11th move from the 6th.
    assert mean_settledness(SPEC, 2, 450, 8, lambda state, moves: moves % 11 == 5,
                            per_game=2) >= 1.9
