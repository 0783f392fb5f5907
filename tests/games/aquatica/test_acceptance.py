"""The rules page's acceptance cases (shared/rules/aquatica.md, (c)) and the rules around them,
each its own test."""

from __future__ import annotations

import pytest

from gameshelf.engine import Action, IllegalActionError
from gameshelf.games.aquatica import SPEC
from gameshelf.games.aquatica.data import OCEAN
from gameshelf.games.aquatica.state import ICHTHYANDERS

from .helpers import location_with, names, new, play, put, to_row


@pytest.mark.parametrize(("players", "cards"), [(1, 9), (2, 18), (3, 27), (4, 27)])
def test_case_1_character_deck_by_player_count(players, cards):
    state = new(players)
    assert len(state.char_deck) + len(state.char_row) == cards
    assert len(state.char_row) == 6 and len(state.bottom_row) == 6 and not state.top_row
    assert all(c in OCEAN for c in state.char_deck)


def test_case_2_top_row_conquers_one_power_cheaper_buys_at_full_price():
    state = new(2)
    loc = to_row(state, "top", lambda loc: loc.conquer >= 3)
    data = state.data.locations[loc]
    assert state.conquer_cost("top", loc) == data.conquer - 1
    assert state.conquer_cost("bottom", loc) == data.conquer
    state.hands[0].append("warlord")  # +2 power; Conquer
    state.power = data.conquer - 1 - 2
    play(state, "play", "warlord")
    assert Action("conquer", ("top", 0, 0)) in state.legal_actions()
    state.coins = data.buy - 1
    assert all(a.args[:2] != ("top", 0) for a in state.legal_actions() if a.name == "buy")


def test_case_3_recruit_pays_the_slot_price_row_slides_and_refills():
    state = new(2)
    row = list(state.char_row)
    deck_top = state.char_deck[-1]
    play(state, "play", "recruiter")  # +1 coin; Recruit
    legal = {a.args[0] for a in state.legal_actions() if a.name == "recruit"}
    assert legal == {0, 1}  # price 0 and 1 with one coin
    play(state, "recruit", 1)
    assert row[1] in state.hands[0]
    assert state.char_row == row[:1] + row[2:] + [deck_top]
    assert state.coins == 0


def test_case_5_resource_depths_only_in_the_main_action_effect_depths_only_outside():
    state = new(2)
    put(state, 0, 0, lambda d: d and d[0] == "coins2")
    put(state, 0, 1, lambda d: len(d) >= 1 and d[0] == "raise1")
    put(state, 0, 2, lambda d: len(d) >= 1 and d[0].startswith("power"))
    assert Action("exploit", (0,)) not in state.legal_actions()  # a resource, before
    assert Action("exploit", (1,)) in state.legal_actions()  # an effect, before
    play(state, "play", "patrician")  # +1 coin; Buy
    exploits = {a.args[0] for a in state.legal_actions() if a.name == "exploit"}
    assert 0 in exploits and 1 not in exploits  # power cannot help a purchase either
    assert 2 not in exploits


def test_case_6_fully_raised_exactly_at_the_last_depth_and_the_wild_manta_is_ready():
    state = new(2)
    loc = put(state, 0, 0, lambda d: len(d) == 2, offset=0)
    location = state.data.locations[loc]
    put(state, 0, 1, lambda d: d and d[0] == "raise1")
    play(state, "exploit", 1)  # Raise 1 -> slot 0 (slot 1 may not raise itself)
    assert Action("raise", (1,)) not in state.legal_actions()
    play(state, "raise", 0)
    assert not state.fully_raised(0, 0)
    state.pending.append({"step": "raise", "seat": 0, "amount": 1})
    state._legal = None
    before = len(state.mantas[0])
    play(state, "raise", 0)
    assert state.fully_raised(0, 0)
    assert state.boards[0][0]["offset"] == len(location.depths)
    if location.manta:
        assert len(state.mantas[0]) == before + 1
        wild = next(m for m in state.mantas[0] if m["kind"] == "wild")
        assert wild["ready"] and not wild["used"]


def test_case_6_a_wild_power_manta_pays_in_the_same_turn():
    state = new(2)
    state.mantas[0].append({"kind": "wild", "face": "power2", "ready": True, "used": False})
    target = to_row(state, "bottom", lambda loc: loc.conquer in (4, 5))
    play(state, "play", "legionnaire")  # +3 power; Conquer
    assert Action("flip", ("wild", "power2")) in state.legal_actions()
    play(state, "flip", "wild", "power2")
    assert state.power == 5
    play(state, "conquer", "bottom", 0, 1)
    assert state.boards[0][1]["location"] == target and state.power == 0


def test_case_8_score_example():
    state = new(2)
    state.hands[0] = ["king_1", "legionnaire", "matrona", "patrician", "sea_horse"]
    state.discards[0] = ["recruiter", "wave_teller"]
    picked = []
    for points in (3, 4, 6):
        picked.append(location_with(state, lambda loc, p=points: loc.prosperity == p))
    state.scored[0] = picked
    state.tracks[0] = [0]
    state.tracks[1] = [1, 0]
    sheet = state.scores()
    assert sheet.points[0] == (5, 6 + 4, 13)
    assert sheet.total(0) == 5 + 13 + 10


def test_case_10_solo_one_more_turn_after_the_fourth_ichthyander():
    state = new(1)
    state.tracks = [[ICHTHYANDERS], [ICHTHYANDERS], [ICHTHYANDERS], []]
    state.ichthyanders = 1
    play(state, "play", "matrona")
    assert state.pending[-1]["step"] == "ichthyander"
    play(state, "place_ichthyander", 3)
    assert state.final_turns == 2
    play(state, "end_turn")
    assert not state.is_over() and state.stage == "before"
    play(state, "play", "legionnaire")
    while state.stage != "after":
        state.apply(next(a for a in state.legal_actions() if a.name in ("pass", "conquer")))
    play(state, "end_turn")
    assert state.is_over()


def test_solo_claiming_comes_before_the_ichthyander():
    state = new(1)
    state.discards[0] = ["legionnaire", "patrician"]
    state.hands[0] = [c for c in state.hands[0] if c not in state.discards[0]]
    state.hands[0] += ["envoy", "healer", "meg"]
    play(state, "play", "matrona")  # takes 2 back: 8 in hand
    claims = [a for a in state.legal_actions() if a.name == "claim"]
    assert claims and state.pending[-1]["step"] == "ichthyander"
    play(state, "claim", 0, claims[0].args[1], claims[0].args[2])
    assert state.tracks[0] == [0]


def test_every_player_the_trigger_player_included_takes_one_more_turn():
    state = new(3)
    state.char_deck = state.char_deck[:1]
    play(state, "play", "recruiter")
    play(state, "recruit", 0)
    assert state.final_turns == 4 and not state.char_deck
    play(state, "end_turn")
    for seat in (1, 2, 0):
        assert state.current == seat and not state.is_over()
        play(state, "play", "matrona")
        play(state, "end_turn")
    assert state.is_over()


def test_one_resource_depth_per_location_per_main_action():
    state = new(2)
    put(state, 0, 0, lambda d: len(d) >= 2 and d[0] == "coins1" and d[1].startswith("coins"))
    state.bottom_row.insert(0, location_with(state, lambda loc: loc.buy == 7))
    play(state, "play", "patrician")
    play(state, "exploit", 0)
    assert Action("exploit", (0,)) not in state.legal_actions()


def test_no_wasted_exploit_once_every_target_is_affordable():
    state = new(2)
    put(state, 0, 0, lambda d: d[:1] == ["coins2"] or d[:1] == ("coins2",))
    put(state, 0, 1, lambda d: d[:1] == ("coins2",))
    state.bottom_row = [location_with(state, lambda loc: loc.buy == 3)]
    play(state, "play", "patrician")  # 1 coin
    play(state, "exploit", 0)  # 3 coins: everything affordable
    assert Action("exploit", (1,)) not in state.legal_actions()
    assert "pass" not in names(state)  # it can buy, so it must


def test_an_empty_depth_blocks_until_raised_past():
    state = new(2)
    put(state, 0, 0, lambda d: len(d) >= 2 and "empty" in d)
    slot = state.boards[0][0]
    slot["offset"] = state.data.locations[slot["location"]].depths.index("empty")
    assert Action("exploit", (0,)) not in state.legal_actions()
    put(state, 0, 1, lambda d: d and d[0] == "raise1")
    play(state, "exploit", 1)
    play(state, "raise", 0)
    assert state.top_depth(0, 0) != "empty"


def test_scout_updated_keeps_four_chosen_and_is_optional():
    state = new(2)
    top = to_row(state, "top", lambda loc: True)
    bottom = list(state.bottom_row)
    play(state, "play", "sea_horse")
    assert names(state) >= {"scout", "pass"}
    play(state, "scout")
    assert top in state.loc_discard
    play(state, "keep", 0, 2, 3, 5)
    assert state.top_row == [bottom[0], bottom[2], bottom[3], bottom[5]]
    assert len(state.bottom_row) == 6 and {bottom[1], bottom[4]} <= set(state.loc_discard)


def test_scout_original_only_with_four_or_fewer_and_then_it_must():
    state = new(2, scout="original")
    play(state, "play", "sea_horse")
    assert "scout" not in names(state)  # six in the bottom row: cannot
    state = new(2, scout="original")
    state.loc_discard += state.bottom_row[:2]
    del state.bottom_row[:2]
    kept = list(state.bottom_row)
    play(state, "play", "sea_horse")
    assert state.top_row == kept and len(state.bottom_row) == 6


def test_matrona_takes_everything_back_readies_and_stays_in_hand():
    state = new(3)
    state.hands[0].remove("legionnaire")
    state.discards[0] = ["legionnaire"]
    state.mantas[0][0]["ready"] = False
    row = list(state.char_row)
    play(state, "play", "matrona")
    assert "matrona" in state.hands[0] and "legionnaire" in state.hands[0]
    assert all(m["ready"] for m in state.mantas[0]) and state.char_row == row


def test_matrona_in_two_players_discards_the_leftmost_row_card():
    state = new(2)
    row = list(state.char_row)
    play(state, "play", "matrona")
    assert state.char_removed == [row[0]] and state.char_row[:5] == row[1:]


def test_claim_only_with_own_trained_mantas_once_per_goal():
    state = new(2)
    state.mantas[0] = [m for m in state.mantas[0] if m["kind"] != "trained"]
    state.tracks = [[0], [0], [0], [0]]
    state.mantas[0].append({"kind": "bonus", "face": "coins2", "ready": True, "used": False})
    state.hands[0] += ["envoy", "healer", "meg"]
    state.tracks[0] = []
    state._legal = None
    assert "claim" not in names(state)  # a bonus manta never claims


def test_claiming_all_four_goals_triggers_the_end():
    state = new(2)
    state.tracks = [[0], [0], [0], []]
    for m in state.mantas[0][1:]:
        m["kind"] = "wild"
    state.mantas[0][0]["kind"] = "trained"
    state.wild_supply["coins1"] = 0
    state.hands[0] += ["envoy", "healer"]
    state._legal = None
    claim = next(a for a in state.legal_actions() if a.name == "claim")
    state.apply(claim)
    assert state.final_turns == 3


def test_meg_makes_each_opponent_tire_a_manta_of_their_choice():
    state = new(3)
    state.hands[0].append("meg")
    play(state, "play", "meg")
    while state.to_move() == 0:
        state.apply(next(a for a in state.legal_actions() if a.name in ("pass", "conquer")))
    assert state.to_move() == 1 and names(state) == {"tire"}
    play(state, "tire", "trained", "raise1")
    assert state.to_move() == 2
    play(state, "tire", "trained", "coins1")
    assert state.to_move() == 0 and state.stage == "after"


def test_an_illegal_action_raises_and_changes_nothing():
    state = new(2)
    before = state.to_position()
    with pytest.raises(IllegalActionError):
        play(state, "end_turn")  # the main action is mandatory
    assert state.to_position() == before


def test_ties_go_to_most_mantas_then_the_lowest_king():
    state = new(2)
    sheet = state.scores()
    assert sheet.totals[0] == sheet.totals[1]
    assert sheet.winners() == [0]  # King 1 beats King 2
    state.mantas[1].append({"kind": "wild", "face": "score", "ready": True, "used": False})
    assert state.scores().winners() == [1]


def test_herbert_drafted_gives_a_ready_bonus_score_manta_that_scores_a_raised_location():
    """King 8's bonus manta is the data's stand-in face (Score, since +2 power won 11 and 15
    points over a fair share at 3 and 4 players); flipped before the main action it moves a
    fully raised Location to the scoring pile."""
    seed = next(s for s in range(50) if Action("pick_king", ("herbert",)) in
                SPEC.new_game(2, s, {"kings": "draft"}).legal_actions())
    state = SPEC.new_game(2, seed, {"kings": "draft"})
    seat = state.to_move()
    play(state, "pick_king", "herbert")
    while state.stage == "draft":
        state.apply(state.legal_actions()[0])
    face = state.data.characters["herbert"].setup_manta
    assert face == "score"
    assert {"kind": "bonus", "face": face, "ready": True, "used": False} in state.mantas[seat]
    assert "herbert" not in state.hands[seat]
    state.current = seat  # its turn, straight away
    loc = put(state, seat, 0, lambda d: len(d) == 1, offset=1)
    assert state.fully_raised(seat, 0)
    play(state, "flip", "bonus", "score")
    score = [a for a in state.legal_actions() if a.name == "score"]
    assert score
    state.apply(score[0])
    assert loc in state.scored[seat] and state.boards[seat][0] is None


def test_xander_readies_the_mantas_that_pay_his_buy_then_takes_a_character_back():
    """King 6 (stand-in): Ready all your mantas, +1 coin, Buy, Take back 1 (Buy and the coin
    added: without them he was 6 to 11, then 3 to 6 points under a fair share)."""
    state = new(2)
    state.hands[0].append("xander")
    state.discards[0].append("meg")
    for manta in state.mantas[0]:
        manta["ready"] = False
    loc = to_row(state, "bottom", lambda loc: loc.buy == 2)
    play(state, "play", "xander")
    assert all(m["ready"] for m in state.mantas[0])
    coins = state.coins
    play(state, "flip", "trained", "coins1")
    assert state.coins == coins + 1  # his own coin came first: one manta pays the rest
    play(state, "buy", "bottom", 0, 0)
    assert state.boards[0][0] == {"location": loc, "offset": 0}
    assert [a.name for a in state.legal_actions()] == ["take_back"]
    play(state, "take_back", "meg")
    assert "meg" in state.hands[0] and "meg" not in state.discards[0]
