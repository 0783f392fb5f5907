"""Ethnos turn and tribe rules, played on positions (shared/rules/ethnos.md)."""

import pytest

from gameshelf.engine import Action, IllegalActionError

from .helpers import ALL_TRIBES_6, SPEC, card, names, play_band, position, seats

TRIBES_WITH = ["centaurs", "dwarves", "elves", "giants", "halflings", "merfolk",
               "minotaurs", "orcs", "skeletons", "trolls", "wingfolk", "wizards"]


def board(*rows, players=4, age=1, tribes=None, **fields):
    return position(players=players, age=age, tribes=tribes or TRIBES_WITH[:6],
                    seats=seats(*rows, players=players), **fields)


def markers(state, kingdom):
    return state.markers[state.data.kingdoms.index(kingdom)]


# -- recruiting ------------------------------------------------------------------------------

def test_recruiting_from_the_market_does_not_replace_the_card():
    state = board(market=["elves/red", "dwarves/blue"])
    state.apply(Action("recruit_ally", (state.market[0],)))
    assert names(state, state.market) == ["dwarves/blue"]
    assert names(state, state.hands[0]) == ["elves/red"]
    assert state.current == 1


def test_a_full_hand_of_ten_cannot_recruit():
    state = board({"hand": ["elves/red"] * 2 + ["dwarves/red"] * 2 + ["giants/red"] * 2
                   + ["centaurs/red"] * 2 + ["merfolk/red"] * 2}, market=["elves/blue"])
    assert all(a.name == "choose_leader" for a in state.legal_actions())
    with pytest.raises(IllegalActionError):
        state.apply(Action("recruit_from_deck"))


def test_a_dragon_is_revealed_and_replaced():
    state = board(deck=["dragon", "dragon", "elves/red", "dragon"], deck_bottom=4)
    events = state.apply(Action("recruit_from_deck"))
    assert names(state, state.hands[0]) == ["elves/red"]
    assert state.dragons_drawn == 1
    assert [e.key for e in events] == ["ethnos.recruit_deck", "ethnos.dragon"]


def test_the_third_dragon_ends_the_age_at_once():
    state = board({"hand": ["elves/red"], "markers": {"red": 1}},
                  deck=["elves/blue", "dragon"], dragons_drawn=2,
                  glory_tokens={"red": [2, 6, 10]})
    events = state.apply(Action("recruit_from_deck"))
    assert "ethnos.age_end" in [e.key for e in events]
    assert state.age == 2
    assert state.third_dragon == 0
    assert state.points[0][0] == 2  # Age I: first place in Rhea takes token I


def test_empty_market_draws_two_variant():
    state = board(deck=["dragon"] * 3 + ["elves/red", "elves/blue", "dwarves/red"], market=[],
                  options={"empty_market_draws_two": True})
    state.apply(Action("recruit_from_deck"))
    assert names(state, state.hands[0]) == ["dwarves/red", "elves/blue"]


def test_empty_market_draws_one_by_default():
    state = board(deck=["dragon"] * 3 + ["elves/red", "elves/blue", "dwarves/red"], market=[])
    state.apply(Action("recruit_from_deck"))
    assert names(state, state.hands[0]) == ["dwarves/red"]


# -- bands ----------------------------------------------------------------------------------

def test_band_places_a_marker_when_larger_than_own_markers():
    state = board({"hand": ["elves/red", "elves/blue", "dwarves/gray"],
                   "markers": {"red": 1}})
    play_band(state, "elves/red", "elves/blue")
    assert markers(state, "red")[0] == 2


def test_band_too_small_places_nothing_but_still_scores_band_glory():
    state = board({"hand": ["dwarves/red", "dwarves/blue"], "markers": {"red": 2}})
    play_band(state, "dwarves/red", "dwarves/blue")
    assert markers(state, "red")[0] == 2
    assert state.bands[0][0].cards and len(state.bands[0]) == 1


def test_cards_left_in_hand_are_discarded_into_the_market():
    state = board({"hand": ["elves/red", "giants/blue", "dwarves/gray"]}, market=[])
    play_band(state, "elves/red")
    # An Elf band of 1 keeps up to 1 card: choose, then the rest goes to the market.
    state.apply(Action("keep_ally", (card(state, "giants/blue"),)))
    assert names(state, state.market) == ["dwarves/gray"]
    assert names(state, state.hands[0]) == ["giants/blue"]


def test_band_must_share_a_colour_or_a_tribe():
    state = board({"hand": ["elves/red", "dwarves/red", "elves/blue", "giants/blue"]})
    state.apply(Action("choose_leader", (card(state, "elves/red"),)))
    addable = {a.args[0] for a in state.legal_actions() if a.name == "add_ally"}
    assert names(state, list(addable)) == ["dwarves/red", "elves/blue"]
    state.apply(Action("add_ally", (card(state, "dwarves/red"),)))
    addable = {a.args[0] for a in state.legal_actions() if a.name == "add_ally"}
    assert addable == set()  # the band is now a red band; the blue Elf no longer fits


def test_skeletons_are_wild_but_cannot_lead():
    state = board({"hand": ["skeletons", "orcs/red"]}, tribes=TRIBES_WITH[6:])
    leaders = [a for a in state.legal_actions() if a.name == "choose_leader"]
    assert [names(state, [a.args[0]]) for a in leaders] == [["orcs/red"]]
    with pytest.raises(IllegalActionError):
        state.apply(Action("choose_leader", (card(state, "skeletons"),)))
    state.apply(Action("choose_leader", (card(state, "orcs/red"),)))
    assert Action("add_ally", (card(state, "skeletons"),)) in state.legal_actions()


def test_skeletons_count_for_the_marker_but_not_for_band_glory():
    state = board({"hand": ["wizards/red", "skeletons", "skeletons"], "markers": {"red": 2}},
                  tribes=TRIBES_WITH[6:],
                  deck=["dragon"] * 3 + ["orcs/red"] * 2 + ["orcs/blue"] * 2)
    play_band(state, "wizards/red", "skeletons", "skeletons")
    assert markers(state, "red")[0] == 3
    assert state.band_scoring_size(state.bands[0][0]) == 1


def test_a_full_hand_of_only_skeletons_may_be_discarded():
    state = board({"hand": ["skeletons"] * 10}, tribes=TRIBES_WITH[6:])
    assert state.legal_actions() == [Action("discard_hand")]
    state.apply(Action("discard_hand"))
    assert len(state.market) == 10 and state.hands[0] == []


def test_illegal_action_changes_nothing():
    state = board({"hand": ["elves/red"]})
    before = state.to_position()
    with pytest.raises(IllegalActionError):
        state.apply(Action("play_band", ("red",)))
    assert state.to_position() == before


# -- the two-player marker rule --------------------------------------------------------------

def test_two_players_a_band_must_exceed_all_markers_in_the_kingdom():
    hand = ["dwarves/red"] * 2 + ["elves/red"] * 2
    state = board({"hand": hand, "markers": {"red": 2}}, {"markers": {"red": 1}}, players=2,
                  tribes=TRIBES_WITH[:5])
    play_band(state, "dwarves/red", "dwarves/red", "elves/red")
    assert markers(state, "red") == [2, 1]  # 3 is not more than 2 + 1
    state = board({"hand": hand, "markers": {"red": 2}}, {"markers": {"red": 1}}, players=2,
                  tribes=TRIBES_WITH[:5])
    play_band(state, "dwarves/red", "dwarves/red", "elves/red", "elves/red")
    assert markers(state, "red") == [3, 1]


# -- tribes ----------------------------------------------------------------------------------

def test_minotaurs_count_one_larger_for_the_marker_only():
    state = board({"hand": ["minotaurs/red"] * 2 + ["elves/red"], "markers": {"red": 3}},
                  tribes=["minotaurs", "elves", "dwarves", "giants", "orcs", "trolls"])
    play_band(state, "minotaurs/red", "minotaurs/red", "elves/red")
    assert markers(state, "red")[0] == 4
    assert state.band_scoring_size(state.bands[0][0]) == 3


def test_dwarves_count_one_larger_for_band_glory_only():
    state = board({"hand": ["dwarves/red"] * 2 + ["elves/red"], "markers": {"red": 3}})
    play_band(state, "dwarves/red", "dwarves/red", "elves/red")
    assert markers(state, "red")[0] == 3
    assert state.band_scoring_size(state.bands[0][0]) == 4  # scores 6


def test_halfling_led_band_never_places_a_marker():
    state = board({"hand": ["halflings/red"] * 4},
                  tribes=["halflings", "elves", "dwarves", "giants", "orcs", "trolls"])
    play_band(state, "halflings/red", "halflings/red", "halflings/red", "halflings/red")
    assert markers(state, "red")[0] == 0


def test_wingfolk_place_in_the_chosen_kingdom_checked_against_markers_there():
    state = board({"hand": ["wingfolk/purple", "wingfolk/blue"], "markers": {"purple": 5}},
                  tribes=["wingfolk", "elves", "dwarves", "giants", "orcs", "trolls"])
    state.apply(Action("choose_leader", (card(state, "wingfolk/purple"),)))
    state.apply(Action("add_ally", (card(state, "wingfolk/blue"),)))
    targets = sorted(a.args[0] for a in state.legal_actions() if a.name == "play_band")
    assert targets == sorted(state.data.kingdoms)
    state.apply(Action("play_band", ("red",)))
    assert markers(state, "red")[0] == 1 and markers(state, "purple")[0] == 5


def test_giants_take_the_token_and_two_glory_only_when_strictly_larger():
    state = board({"hand": ["giants/red"] * 2 + ["giants/blue"]},
                  {"hand": ["giants/green"] * 2 + ["giants/gray"] * 1})
    play_band(state, "giants/red", "giants/red", "giants/blue")
    assert (state.giant_holder, state.giant_size, state.points[0][2]) == (0, 3, 2)
    play_band(state, "giants/green", "giants/green", "giants/gray")
    assert (state.giant_holder, state.points[1][2]) == (0, 0)


def test_giant_ties_option_lets_an_equal_band_take_the_token():
    state = board({"hand": ["giants/red"] * 2}, {"hand": ["giants/green"] * 2},
                  options={"giant_ties": "equal_takes"})
    play_band(state, "giants/red", "giants/red")
    play_band(state, "giants/green", "giants/green")
    assert state.giant_holder == 1 and state.points[1][2] == 2


def test_giant_holder_scores_at_the_end_of_age_two():
    state = board({"hand": ["elves/red"]}, age=2, giant={"holder": 0, "size": 3})
    assert state.age_glory(cash_in_orcs=False)[0][2] == 4


def test_merfolk_checkpoint_reached_gives_one_free_marker():
    state = board({"hand": ["merfolk/red"] * 2 + ["merfolk/blue"]})
    play_band(state, "merfolk/red", "merfolk/red", "merfolk/blue")
    assert state.merfolk[0] == 3 and state.phase == "free_marker" and state.pending_markers == 1
    state.apply(Action("place_free_marker", ("gray",)))
    assert markers(state, "gray")[0] == 1 and state.phase == "turn" and state.current == 1


def test_merfolk_short_of_a_checkpoint_gives_none():
    state = board({"hand": ["merfolk/red"] * 2})
    play_band(state, "merfolk/red", "merfolk/red")
    assert state.merfolk[0] == 2 and state.phase == "turn"


def test_merfolk_passing_two_checkpoints_gives_two_and_stops_at_the_end():
    state = board({"hand": ["merfolk/red"] * 2 + ["merfolk/blue"] * 2 + ["merfolk/gray"] * 2,
                   "merfolk": 6})
    play_band(state, "merfolk/red", "merfolk/red", "merfolk/blue", "merfolk/blue",
              "merfolk/gray", "merfolk/gray")
    assert state.merfolk[0] == 12 and state.pending_markers == 2
    state = board({"hand": ["merfolk/red"] * 2 + ["merfolk/blue"] * 2, "merfolk": 16})
    play_band(state, "merfolk/red", "merfolk/red", "merfolk/blue", "merfolk/blue")
    assert state.merfolk[0] == 18 and state.pending_markers == 1


def test_orc_leader_marks_the_horde_even_without_a_kingdom_marker():
    state = board({"hand": ["orcs/red"], "markers": {"red": 3}},
                  tribes=["orcs", "elves", "dwarves", "giants", "merfolk", "trolls"])
    play_band(state, "orcs/red")
    assert state.orcs[0] == {state.data.kingdoms.index("red")}
    assert markers(state, "red")[0] == 3


def test_orc_colour_already_on_the_horde_board_changes_nothing():
    state = board({"hand": ["orcs/red"], "orcs": ["red"]},
                  tribes=["orcs", "elves", "dwarves", "giants", "merfolk", "trolls"])
    events = play_band(state, "orcs/red")
    assert "ethnos.orc_horde" not in [e.key for e in events]
    assert len(state.orcs[0]) == 1


def test_orc_horde_glory_table():
    table = SPEC.data.orc_glory
    assert [table[n] for n in (1, 2, 3, 4, 5, 6)] == [1, 3, 6, 10, 15, 20]


def test_orc_cash_in_is_a_decision_before_the_final_age():
    tribes = ["orcs", "elves", "dwarves", "giants", "merfolk", "trolls"]
    state = board({"hand": ["elves/red"], "orcs": ["red", "blue"]}, {"orcs": ["gray"]},
                  tribes=tribes, deck=["elves/blue", "dragon"], dragons_drawn=2)
    state.apply(Action("recruit_from_deck"))
    assert state.phase == "orc" and state.current == 0
    assert state.legal_actions() == [Action("cash_in_orcs", ("red", "blue")),
                                     Action("keep_orcs")]
    state.apply(Action("cash_in_orcs", ("red", "blue")))
    assert state.current == 1
    state.apply(Action("keep_orcs"))
    assert state.age == 2 and state.points[0][4] == 3 and state.points[1][4] == 0
    assert state.orcs[0] == set() and len(state.orcs[1]) == 1


def test_orc_cash_in_any_subset_option():
    tribes = ["orcs", "elves", "dwarves", "giants", "merfolk", "trolls"]
    state = board({"orcs": ["red", "blue"]}, tribes=tribes, deck=["elves/blue", "dragon"],
                  dragons_drawn=2, options={"orc_cash_in": "any"})
    state.apply(Action("recruit_from_deck"))
    assert len(state.legal_actions()) == 3 + 1


def test_final_age_orc_scoring_is_forced():
    tribes = ["orcs", "elves", "dwarves", "giants", "merfolk", "trolls"]
    k = ["purple", "red", "blue", "green", "orange", "gray"]
    state = board({"orcs": k[:2]}, {"orcs": k[:3]}, {"orcs": k[:4]}, {"orcs": k},
                  age=3, tribes=tribes, deck=["elves/blue", "dragon"], dragons_drawn=2)
    state.apply(Action("recruit_from_deck"))
    assert state.is_over()
    assert [state.points[s][4] for s in range(4)] == [3, 6, 10, 20]


def test_troll_token_worth_at_most_the_band_size():
    tribes = ["trolls", "elves", "dwarves", "giants", "merfolk", "orcs"]
    hand = ["trolls/red"] * 2 + ["trolls/blue"] * 2 + ["trolls/gray"]
    state = board({"hand": hand}, tribes=tribes)
    play_band(state, *hand)
    assert state.phase == "troll"
    assert max(a.args[0] for a in state.legal_actions()) == 5
    state.apply(Action("take_troll_token", (5,)))
    assert state.trolls[0] == [5]


def test_troll_token_already_taken_offers_the_next_lower():
    tribes = ["trolls", "elves", "dwarves", "giants", "merfolk", "orcs"]
    hand = ["trolls/red"] * 2 + ["trolls/blue"] * 2 + ["trolls/gray"]
    state = board({"hand": hand}, {"trolls": [5]}, tribes=tribes)
    play_band(state, *hand)
    assert max(a.args[0] for a in state.legal_actions()) == 4


def test_elf_band_keeps_up_to_x_cards_by_choice():
    hand = ["elves/red"] * 2 + ["elves/blue"] * 2 + ["dwarves/gray"] * 2 + ["giants/green"] * 2
    hand += ["giants/orange"] * 2
    state = board({"hand": hand}, market=[])
    play_band(state, "elves/red", "elves/red", "elves/blue", "elves/blue")
    assert state.phase == "elf" and len(state.hands[0]) == 6
    for name in ("dwarves/gray", "giants/green"):
        state.apply(Action("keep_ally", (card(state, name),)))
    state.apply(Action("discard_rest"))
    assert names(state, state.hands[0]) == ["dwarves/gray", "giants/green"]
    assert len(state.market) == 4 and state.current == 1


def test_elf_band_keeps_everything_without_asking_when_few_cards_are_left():
    state = board({"hand": ["elves/red"] * 2 + ["elves/blue"] + ["dwarves/gray"] * 2})
    play_band(state, "elves/red", "elves/red", "elves/blue")
    assert state.phase == "turn" and len(state.hands[0]) == 2 and state.current == 1


def test_centaur_band_that_placed_a_marker_may_play_another_band_before_discarding():
    hand = ["centaurs/red"] * 2 + ["dwarves/blue"] * 2 + ["giants/gray"]
    state = board({"hand": hand}, market=[])
    play_band(state, "centaurs/red", "centaurs/red")
    assert state.phase == "centaur" and len(state.hands[0]) == 3 and state.market == []
    play_band(state, "dwarves/blue", "dwarves/blue")
    assert markers(state, "blue")[0] == 1
    assert names(state, state.market) == ["giants/gray"] and state.current == 1


def test_centaur_band_without_a_marker_gives_no_extra_band():
    state = board({"hand": ["centaurs/red", "dwarves/blue"], "markers": {"red": 3}})
    play_band(state, "centaurs/red")
    assert state.phase == "turn" and state.current == 1


def test_centaur_extra_band_may_be_declined():
    state = board({"hand": ["centaurs/red", "dwarves/blue"]}, market=[])
    play_band(state, "centaurs/red")
    state.apply(Action("decline_band"))
    assert names(state, state.market) == ["dwarves/blue"] and state.current == 1


def test_wizards_draw_x_after_the_discard():
    tribes = ["wizards", "elves", "dwarves", "giants", "merfolk", "orcs"]
    state = board({"hand": ["wizards/red"] * 2 + ["elves/gray"]}, tribes=tribes, market=[],
                  deck=["dragon"] * 3 + ["dwarves/red", "elves/blue"], deck_bottom=5)
    play_band(state, "wizards/red", "wizards/red")
    assert names(state, state.market) == ["elves/gray"]
    assert names(state, state.hands[0]) == ["dwarves/red", "elves/blue"]


def test_wizard_draw_of_the_third_dragon_ends_the_age_mid_draw():
    tribes = ["wizards", "elves", "dwarves", "giants", "merfolk", "orcs"]
    state = board({"hand": ["wizards/red"] * 2}, tribes=tribes, dragons_drawn=2,
                  deck=["elves/red", "dragon", "dwarves/red"])
    play_band(state, "wizards/red", "wizards/red")
    assert state.age == 2 and state.dragons_drawn == 0


# -- Ages ------------------------------------------------------------------------------------

def test_next_age_starts_with_the_least_glory_tie_nearest_clockwise_from_the_dragon_drawer():
    rows = [{"glory": {"kingdoms": g}} for g in (5, 3, 9, 3)]
    state = board(*rows, deck=["elves/red", "dragon"], dragons_drawn=2, current=2)
    state.apply(Action("recruit_from_deck"))
    # Seats 1 and 3 are tied on 3; from seat 2 (who drew the Dragon) clockwise, 3 comes first.
    assert state.third_dragon == 2 and state.current == 3


def test_new_age_reshuffles_and_deals_one_card_each_and_two_per_player_in_the_market():
    state = SPEC.new_game(4, seed=3)
    assert [len(h) for h in state.hands] == [1, 1, 1, 1]
    assert len(state.market) == 8
    assert state.deck.count(-1) == 3
    allies = 72 + (12 if state.data.tribes.index("halflings") in state.tribes else 0)
    assert len(state.deck) + 12 == allies + 3


def test_dragons_are_always_in_the_bottom_half():
    for seed in range(30):
        state = SPEC.new_game(5, seed=seed)
        top = len(state.deck) - state.deck_bottom
        assert -1 not in state.deck[len(state.deck) - top:]
        assert top == (len(state.deck) - 3) // 2


def test_setup_tokens_by_player_count():
    four = SPEC.new_game(4, seed=1)
    assert all(len(t) == 3 and t == sorted(t) for t in four.tokens)
    assert sorted(v for t in four.tokens for v in t) == list(SPEC.data.glory_tokens)
    three = SPEC.new_game(3, seed=1)
    assert all(len(t) == 2 for t in three.tokens)
    assert sorted(v for t in three.tokens for v in t) == [0, 2, 2, 4, 4, 6, 6, 6, 8, 8, 8, 10]
    assert len(three.tribes) == 5 and three.num_ages == 2


def test_chosen_tribes_option():
    state = SPEC.new_game(4, seed=1, options={"tribes": ALL_TRIBES_6})
    assert [state.data.tribes[t] for t in state.tribes] == sorted(ALL_TRIBES_6)
    with pytest.raises(ValueError, match="6 tribes"):
        SPEC.new_game(4, seed=1, options={"tribes": ALL_TRIBES_6[:5]})


def test_band_glory_and_kingdoms_scored_at_the_end_of_an_age():
    rows = [{"markers": {"red": 2}, "bands": [
        {"cards": ["elves/green", "elves/green"]},
        {"leader": "dwarves/purple", "cards": ["dwarves/purple", "dwarves/red", "dwarves/blue"]},
        {"cards": ["giants/red", "giants/red", "elves/red", "elves/red"]},
    ]}]
    state = board(*rows, glory_tokens={"red": [4, 6, 10]})
    assert state.age_glory(cash_in_orcs=False)[0][:2] == [4, 13]


def test_final_tie_break_markers_then_largest_bands():
    rows = [{"glory": {"kingdoms": 30}, "markers": {"red": 2},
             "bands": [{"cards": ["elves/red"] * 2}]},
            {"glory": {"kingdoms": 30}, "markers": {"red": 2},
             "bands": [{"cards": ["elves/blue"] * 2 + ["skeletons"]}, {"cards": ["dwarves/red"]}]}]
    state = board(*rows, players=2, age=2, phase="over", dragons_drawn=3, deck=[],
                  tribes=[*TRIBES_WITH[1:5], "skeletons"])
    sheet = state.scores()
    assert sheet.totals == (30, 30)
    assert sheet.tiebreaks == ((2, 2), (2, 2, 1))
    assert sheet.winners() == [1]


def test_score_position_adds_the_age_scoring_to_earned_glory():
    state = board({"glory": {"kingdoms": 10}, "markers": {"red": 1},
                   "bands": [{"cards": ["elves/red"] * 2}]},
                  glory_tokens={"red": [4, 6, 10]})
    sheet = SPEC.score_position(state)
    assert sheet.total(0) == 10 + 4 + 1
