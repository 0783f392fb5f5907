"""Every refusal names the one reason that applies (games/ethnos/refusals.py), and a legal move
has none."""

from __future__ import annotations

import random
import re
from itertools import combinations
from pathlib import Path

import pytest

from gameshelf.content import load_content
from gameshelf.engine import Action
from gameshelf.games.ethnos import refusals as module
from gameshelf.games.ethnos.refusals import BandAttempt, why_not

from .helpers import SPEC, card, play_band, position, seats

TRIBES = ["centaurs", "dwarves", "elves", "giants", "trolls", "wingfolk"]
WITH_SKELETONS = ["minotaurs", "orcs", "skeletons", "trolls", "wingfolk", "wizards"]
# Reasons that say nothing: a real game never needs them.
CATCH_ALLS = {"cannot_recruit", "cannot_lead", "cannot_play_band", "finish_decision"}


def board(*rows, players=4, tribes=None, **fields):
    return position(players=players, tribes=tribes or TRIBES,
                    seats=seats(*rows, players=players), **fields)


def band(state, *names, leader=None, kingdom=None):
    cards = tuple(card(state, name) for name in names)
    return why_not(state, state.current, "band",
                   BandAttempt(cards, cards[0] if leader is None else leader, kingdom))


def test_legal_moves_have_no_refusal():
    state = board({"hand": ["elves/red", "elves/blue"]}, market=["dwarves/red"])
    assert why_not(state, 0, "recruit", state.market[0]) is None
    assert why_not(state, 0, "recruit", None) is None
    assert why_not(state, 0, "leader", card(state, "elves/red")) is None
    assert band(state, "elves/red", "elves/blue") is None
    assert band(state, "elves/red", "elves/blue", kingdom="red") is None


def test_not_your_turn():
    state = board({"hand": ["elves/red"]}, market=["dwarves/red"])
    assert why_not(state, 1, "recruit", state.market[0]) == ("not_your_turn", {})
    assert why_not(state, 1, "leader", card(state, "elves/red")) == ("not_your_turn", {})


def test_a_full_hand_cannot_recruit():
    hand = ["elves/red"] * 2 + ["dwarves/red"] * 2 + ["giants/red"] * 2 + ["centaurs/red"] * 2 \
        + ["trolls/red"] * 2
    state = board({"hand": hand}, market=["elves/blue"])
    assert why_not(state, 0, "recruit", state.market[0]) == ("hand_full", {"count": 10})
    assert why_not(state, 0, "recruit", None) == ("hand_full", {"count": 10})


def test_a_skeleton_never_leads():
    state = board({"hand": ["skeletons", "orcs/red"]}, tribes=WITH_SKELETONS)
    skeleton = card(state, "skeletons")
    assert why_not(state, 0, "leader", skeleton) == ("skeleton_leader", {})
    assert band(state, "skeletons", "orcs/red") == ("skeleton_leader", {})
    assert band(state, "orcs/red", "skeletons") is None


def test_a_card_of_neither_the_leader_s_tribe_nor_colour():
    state = board({"hand": ["elves/red", "dwarves/blue"]})
    dwarf, elf = card(state, "dwarves/blue"), card(state, "elves/red")
    assert band(state, "elves/red", "dwarves/blue") == (
        "band_card_unfit", {"card": dwarf, "leader": elf})


def test_a_band_mixing_a_tribe_and_a_colour_names_both_cards():
    state = board({"hand": ["elves/red", "dwarves/red", "elves/blue"]})
    red, blue = card(state, "dwarves/red"), card(state, "elves/blue")
    assert band(state, "elves/red", "dwarves/red", "elves/blue") == (
        "band_mixed", {"card": red, "other": blue, "leader": card(state, "elves/red")})


def test_a_band_goes_to_its_leader_s_kingdom_unless_wingfolk_lead_it():
    state = board({"hand": ["elves/red", "wingfolk/purple"]})
    assert band(state, "elves/red", kingdom="blue") == (
        "band_kingdom", {"leader": card(state, "elves/red"), "kingdom": "red"})
    assert band(state, "wingfolk/purple", kingdom="red") is None


def test_a_band_too_small_for_a_marker_is_still_legal():
    # 2-player: a band must exceed all markers there to place one, but may be played anyway.
    state = board({"hand": ["elves/red", "elves/blue"], "markers": {"red": 2}},
                  {"markers": {"red": 1}}, players=2, tribes=TRIBES[:5])
    assert band(state, "elves/red", "elves/blue", kingdom="red") is None


def test_no_cards_selected():
    state = board({"hand": ["elves/red"]})
    assert why_not(state, 0, "band", BandAttempt((), None)) == ("band_empty", {})


def test_a_band_half_built_comes_first():
    state = board({"hand": ["elves/red", "elves/blue"]}, market=["dwarves/red"])
    leader = card(state, "elves/red")
    state.apply(Action("choose_leader", (leader,)))
    assert why_not(state, 0, "recruit", state.market[0]) == (
        "band_unfinished", {"leader": leader})
    assert why_not(state, 0, "band", BandAttempt((card(state, "elves/blue"),), None)) is None


def test_after_a_centaur_band_no_recruit_but_another_band():
    state = board({"hand": ["centaurs/red", "elves/blue"]}, market=["dwarves/red"])
    play_band(state, "centaurs/red")
    assert state.phase == "centaur"
    assert why_not(state, 0, "recruit", state.market[0]) == ("centaur_band", {})
    assert why_not(state, 0, "leader", card(state, "elves/blue")) is None


def test_troll_tokens_worth_more_than_the_band_or_taken():
    state = board({"hand": ["trolls/red", "trolls/blue", "elves/gray"]}, {"trolls": [1]})
    play_band(state, "trolls/red", "trolls/blue")
    assert state.phase == "troll"
    assert why_not(state, 0, "troll", 2) is None
    assert why_not(state, 0, "troll", 3) == ("troll_too_big", {"value": 3, "count": 2})
    assert why_not(state, 0, "troll", 1) == ("troll_taken", {"value": 1})
    assert why_not(state, 0, "leader", card(state, "elves/gray")) == ("troll_first", {})
    state = board({"hand": ["elves/red"]})
    assert why_not(state, 0, "troll", 1) == ("no_troll_now", {})


def test_the_elves_keep_no_more_than_the_band():
    state = board({"hand": ["elves/red", "giants/blue", "dwarves/gray"]})
    play_band(state, "elves/red")
    giant, dwarf = card(state, "giants/blue"), card(state, "dwarves/gray")
    assert why_not(state, 0, "keep", [giant]) is None
    assert why_not(state, 0, "keep", [giant, dwarf]) == ("keep_too_many", {"count": 1})
    assert why_not(state, 0, "recruit", None) == ("keep_first", {})
    assert why_not(board({"hand": ["elves/red"]}), 0, "keep", []) == ("nothing_to_keep", {})


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_refusal_key_has_words(lang):
    source = Path(module.__file__).read_text("utf-8")
    keys = set(re.findall(r'\("([a-z_]+)", \{', source))
    keys |= set(re.findall(r': "([a-z_]+)",', source))  # the decisions that come first
    assert len(keys) > 20
    table = load_content("ethnos", lang).table("refusals")
    assert keys <= set(table), sorted(keys - set(table))


def _attempts(state, rng: random.Random) -> list[tuple[str, object, bool]]:
    """Moves the seat to move might try now, each with whether it is legal."""
    seat = state.to_move()
    legal = state.legal_actions()
    hand = state.hands[seat]
    kingdoms = [None, *state.data.kingdoms]
    tries: list[tuple[str, object, bool]] = []
    for target in (*state.market, None):
        action = Action("recruit_from_deck") if target is None else \
            Action("recruit_ally", (target,))
        tries.append(("recruit", target, action in legal))
    for target in hand:
        tries.append(("leader", target, Action("choose_leader", (target,)) in legal))
    groups = [g for size in (1, 2, 3) for g in combinations(hand, size)]
    for cards in rng.sample(groups, min(len(groups), 12)):
        kingdom = rng.choice(kingdoms)
        attempt = BandAttempt(cards, None if state.phase == "band" else cards[0], kingdom)
        tries.append(("band", attempt, _band_legal(state, attempt)))
    for value in state.data.troll_tokens:
        tries.append(("troll", value, Action("take_troll_token", (value,)) in legal))
    if state.phase == "elf":
        for cards in groups[:10]:
            tries.append(("keep", list(cards), len(cards) <= state.elf_limit))
    return tries


def _band_legal(state, attempt: BandAttempt) -> bool:
    trial = state.clone()
    steps = [] if attempt.leader is None else [Action("choose_leader", (attempt.leader,))]
    steps += [Action("add_ally", (c,)) for c in attempt.cards if c != attempt.leader]
    for step in steps:
        if step not in trial.legal_actions():
            return False
        trial.apply(step)
    plays = [a for a in trial.legal_actions() if a.name == "play_band"]
    return bool(plays) if attempt.kingdom is None else \
        Action("play_band", (attempt.kingdom,)) in plays


@pytest.mark.parametrize("players", [2, 4, 6])
def test_in_real_games_a_move_is_refused_exactly_when_it_is_not_legal(players):
    """With a reason that is not a catch-all, for the seat to move and for another seat."""
    rng = random.Random(players)
    state = SPEC.new_game(players, players)
    reasons: set[str] = set()
    for _ in range(150):
        if state.is_over():
            break
        seat = state.to_move()
        for kind, target, legal in _attempts(state, rng):
            refusal = why_not(state, seat, kind, target)
            assert (refusal is None) == legal, (kind, target, state.phase, refusal)
            if refusal is not None:
                assert refusal[0] not in CATCH_ALLS, (kind, target, state.phase, refusal)
                reasons.add(refusal[0])
            other = why_not(state, (seat + 1) % players, kind, target)
            assert other == ("not_your_turn", {})
        state.apply(SPEC.heuristic_action(state, seat, rng))
    assert {"hand_full", "band_card_unfit", "band_kingdom"} & reasons
