"""Reavers of Midgard rules core: the rules page's acceptance cases (shared/rules/reavers.md)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gameshelf.engine import Action
from gameshelf.games.reavers import ReaversSpec
from gameshelf.games.reavers.rules import cleanup
from gameshelf.games.reavers.scoring import set_value, tapestry_points

SPEC = ReaversSpec()


def early(n, seed=1):
    return SPEC.new_game(n, seed, {"setup": "early"})


def play_until(s, step, rng=None):
    rng = rng or random.Random(0)
    while s.stack[-1]["step"] != step:
        s.apply(rng.choice(s.legal_actions()))


def test_setup_food_by_seat_from_the_start_player():
    for n, foods in ((4, [4, 5, 6, 7]), (3, [4, 5, 6])):
        s = early(n)
        assert [s.players[seat]["food"] for seat in s.order_from(s.start_player)] == foods


def test_starting_reavers_are_used_before_the_first_placement_from_the_start_player_on():
    # Set-up step 6: each player rolls the dice of 2 Reaver cards, then Rallies, Specializes or
    # Promotes each, before anyone places a pawn.
    for n in (2, 3, 4):
        s = SPEC.new_game(n, n, {})
        users = []
        while s.stack[-1]["step"] != "place":
            assert s.stack[-1]["step"] in ("use_reaver", "set_face") and s.picked == {}
            users += [e.seat for e in s.apply(s.legal_actions()[0])
                      if e.key == "reavers.use_reaver"]
        start = s.order_from(s.start_player)
        assert users == [seat for seat in start for _ in range(2)]
        assert s.to_move() == s.start_player


def test_pawns_and_activations_by_player_count():
    s2 = early(2)
    a, b = s2.order_from(s2.start_player)
    assert [s2.stack[-1]["seat"], *s2.pawns_left] == [a, b, a, b]
    s3 = early(3)
    assert s3.pawns_left[-1] == s3.honor_ship == s3.start_player
    assert len(s3.pawns_left) + 1 == 4


def test_no_location_is_picked_twice_in_a_round():
    s = early(4)
    s.apply(Action("place", ("raid_keeps",)))
    play_until(s, "place")
    assert Action("place", ("raid_keeps",)) not in s.legal_actions()


def test_honor_ship_passes_clockwise_at_cleanup():
    s = early(3)
    first = s.honor_ship
    holders = [first]
    for _ in range(3):
        cleanup(s, [])
        holders.append(s.honor_ship)
    assert holders == [first, (first + 1) % 3, (first + 2) % 3, first]


def _raid_keeps_by(seat_offset):
    s = early(4)
    active = s.start_player
    for p in s.players:
        p["dice"] = [["blue", "shield"], ["blue", "shield"]]
        p["food"] = 5
    s.apply(Action("place", ("raid_keeps",)))
    return s, active


def test_seat_bonus_goes_by_seat_distance_not_by_who_follows():
    s, active = _raid_keeps_by(0)
    seat2, _seat3, _seat4 = s.order_from(active)[1:]
    drawn = {}
    before = len(s.decks["keep"])
    s.apply(Action("follow", ()))  # the active player: 2 random + the pair
    assert sum(1 for st_ in s.stack if st_["step"] == "spoil") == 2
    drawn[active] = before - len(s.decks["keep"])
    rng = random.Random(1)
    while s.stack[-1]["seat"] == active:
        s.apply(rng.choice(s.legal_actions()))
    assert s.stack[-1] == {"step": "follow", "seat": seat2}
    s.apply(Action("rest_food", ()))
    before = len(s.decks["keep"])
    s.apply(Action("follow", ()))  # seat 3: no bonus cards although seat 2 rested
    assert len(s.decks["keep"]) == before
    assert drawn[active] == 2


def test_trade_actions_by_seat_and_the_start_player_marker():
    s = early(4)
    active = s.order_from(s.start_player)[2]
    s.start_player = s.order_from(s.start_player)[0]
    s.stack[-1]["seat"] = active
    s._legal = None
    s.apply(Action("place", ("trade_with_villages",)))
    s.apply(Action("follow", ()))
    assert s.start_player == active and s.stack[-1]["left"] == 3
    lefts = []
    for _seat in s.order_from(active)[1:]:
        while s.stack[-1]["step"] != "follow":
            s.apply(Action("trade", ("food",)))
        s.apply(Action("follow", ()))
        lefts.append(s.stack[-1]["left"])
    assert lefts == [2, 1, 1]


def test_no_dice_trade_once_the_trade_dice_are_gone():
    s = early(4)
    s.trade_dice = []
    s.apply(Action("place", ("trade_with_villages",)))
    s.apply(Action("follow", ()))
    assert Action("trade", ("dice",)) not in s.legal_actions()


def test_a_player_who_cannot_pay_must_rest():
    s = early(4)
    seat = s.stack[-1]["seat"]
    s.players[seat]["food"] = 1
    s.apply(Action("place", ("battle_at_sea",)))
    assert Action("follow", ()) not in s.legal_actions()
    s.apply(Action("rest_food", ()))
    assert s.players[seat]["food"] == 3


def test_recruit_gives_the_active_player_two_favor_and_everyone_two_reavers():
    s = early(4)
    active = s.stack[-1]["seat"]
    other = s.order_from(active)[1]
    favor = [p["favor"] for p in s.players]
    s.apply(Action("place", ("recruit_reavers",)))
    s.apply(Action("follow", ()))
    assert s.players[active]["favor"] == favor[active] + 2
    s.apply(Action("take_stack", (0,)))
    assert len(s.stack[-1]["cards"]) == 2 or s.stack[-1]["step"] == "discard_die"
    assert s.players[other]["favor"] == favor[other]


def test_promote_replaces_the_leader_and_gives_the_clan_bonus_once():
    s = early(4)
    seat = s.stack[-1]["seat"]
    p = s.players[seat]
    blue = [c for c in sorted(SPEC.data.reavers) if c.startswith("blue")]
    p["leader"] = blue[0]
    s.push("use_reaver", seat, cards=[blue[1]])
    s._legal = None
    food, favor = p["food"], p["favor"]
    s.apply(Action("use_reaver", (blue[1], "promote")))
    assert p["leader"] == blue[1] and blue[0] in p["glory_pile"]
    assert (p["food"], p["favor"]) == (food + 4, favor)  # blue's bonus: 4 Food


def test_a_full_specialize_slot_refuses_a_fourth_reaver():
    s = early(4)
    seat = s.stack[-1]["seat"]
    card = "red_01"
    slot = SPEC.data.reavers[card].slot
    s.players[seat]["slots"][slot] = ["red_05", "red_09", "red_13"]
    s.push("use_reaver", seat, cards=[card])
    s._legal = None
    uses = {a.args[1] for a in s.legal_actions()}
    assert uses == {"rally", "promote"}


def test_keep_wall_gives_favor_and_a_won_pillage_a_wall_token():
    s = early(4)
    seat = s.stack[-1]["seat"]
    p = s.players[seat]
    favor = p["favor"]
    s.push("spoil", seat, deck="keep", card="keep_wall_1")
    from gameshelf.games.reavers.rules import run

    s._legal = None
    run(s, [])
    assert p["favor"] == favor + 2 and s.stack[-1]["step"] == "pillage"
    s.apply(Action("pillage", ()))
    assert s.stack.pop()["step"] == "commit"
    s.combat["roll"] = [5, 5]  # two faces of 2 successes: more than Defense 2
    s.push("reroll", seat)
    s._legal = None
    s.apply(Action("accept", ()))
    assert p["favor"] == favor + 3 and p["walls"] == 1


def test_ship_upgrade_is_token_or_glory_never_both():
    s = early(4)
    seat = s.stack[-1]["seat"]
    s.push("upgrade", seat, card="upgrade_ship")
    s._legal = None
    assert {a.args[0] for a in s.legal_actions()} == {"token", "glory"}
    glory = s.players[seat]["glory"]
    s.apply(Action("upgrade", ("glory",)))
    assert s.players[seat]["glory"] == glory + 3 and not s.players[seat]["upgrades"]


def test_tapestries():
    assert tapestry_points(list("abc")) == 15
    assert tapestry_points(list("abca")) == 17
    assert tapestry_points(list("aab")) == 6
    assert tapestry_points(list("abcabca")) == 32


def test_six_treasures_score_a_set_of_four_and_a_set_of_two():
    assert set_value((1, 3, 6, 10), 6) == 13


def test_territory_income_at_cleanup_and_none_after_round_six():
    s = early(4)
    s.players[0]["territories"] = ["food_1_1", "food_1_2"]
    glory = s.players[0]["glory"]
    cleanup(s, [])
    assert s.players[0]["glory"] == glory + 2
    rng = random.Random(3)
    while not s.is_over():
        s.apply(rng.choice(s.legal_actions()))
    assert s.round == 6


def test_battle_at_sea_active_bonus_even_when_the_battle_is_lost():
    s = early(4)
    seat = s.stack[-1]["seat"]
    s.players[seat]["food"] = 6
    glory = s.players[seat]["glory"]
    s.apply(Action("place", ("battle_at_sea",)))
    s.apply(Action("follow", ()))
    assert s.players[seat]["glory"] == glory + 2


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10**6), st.sampled_from(["retail", "early"]))
def test_random_legal_play_never_raises_and_ends(n, seed, setup):
    s = SPEC.new_game(n, seed, {"setup": setup})
    rng = random.Random(seed)
    for _ in range(SPEC.max_actions):
        if s.is_over():
            break
        assert s.clone().observe(0) == s.observe(0)
        s.apply(rng.choice(s.legal_actions()))
    assert s.is_over() and s.to_move() is None and not s.legal_actions()
    assert len(s.scores().points) == n
