"""The Aquatica search hooks: candidates that do not repeat the same end of a turn."""

from __future__ import annotations

import random

from gameshelf.engine import Action
from gameshelf.games.aquatica import SPEC, ai
from gameshelf.games.aquatica.state import DRAFT, AquaticaState


def _first_choice_of_slot(players: int, seed: int) -> AquaticaState:
    """The first point of an Easy game where a Location may go into two or more empty slots."""
    state = SPEC.new_game(players, seed)
    rng = random.Random(seed)
    while (seat := state.to_move()) is not None:
        if len({a.args[2] for a in state.legal_actions() if a.name in ("buy", "conquer")}) > 1:
            return state
        state.apply(ai.heuristic_action(state, seat, rng))
    raise AssertionError("no Buy or Conquer with a choice of slot")


def test_a_location_goes_into_the_lowest_empty_slot_even_widened():
    # Slots are alike: another empty slot ends the turn where the lowest one does, so widening
    # it back only spends the search's visits on the same position again.
    for players in (2, 4):
        state = _first_choice_of_slot(players, 3)
        lowest = min(state.empty_slots(state.current))
        legal = state.legal_actions()
        widened = ai.candidate_actions(state, widen=len(legal))
        placed = [a for a in widened if a.name in ("buy", "conquer")]
        assert placed and {a.args[2] for a in placed} == {lowest}
        assert {(a.name, a.args[:2]) for a in placed} == \
            {(a.name, a.args[:2]) for a in legal if a.name in ("buy", "conquer")}
        assert set(widened) == {a for a in legal if a.name not in ("buy", "conquer")} | set(placed)


def test_a_stalled_solo_game_is_brought_to_its_end():
    """Normal once played Xander and a Take-back manta in turn for 250 turns (the position
    of turn 75 in `stalled_solo.toml`): the end would have cut the worth its full board might
    still give, so it never played Matrona. Past its horizon that worth fades and each round
    costs, so the search ends the game; with the old evaluation it was still going 20 turns on."""
    from pathlib import Path

    from gameshelf.ai import choose_for
    from gameshelf.ai.ismcts import ISMCTSAgent
    from gameshelf.engine.positions import load_position_file

    spec, state = load_position_file(Path(__file__).with_name("stalled_solo.toml"))
    assert isinstance(state, AquaticaState) and state.scores().totals == (28,)
    agent = ISMCTSAgent(spec, 7, iterations=60)
    start = state.turn
    while state.to_move() is not None and state.turn < start + 8:
        state.apply(choose_for(agent, spec, state, 0))
    assert state.is_over()
    assert state.scores().totals[0] > 28  # Matrona's cards back in hand count at the end


def test_the_projection_counts_what_is_still_to_come_only_within_the_horizon():
    state = SPEC.new_game(1, 5)
    rng = random.Random(5)
    for _ in range(30):
        state.apply(ai.heuristic_action(state, 0, rng))
    score = float(state.scores().totals[0])
    assert ai.projected_points(state)[0] > score  # an ordinary turn: the board's worth counts
    end = ai.STALL_ROUNDS[1]
    state.turn = 1 + end
    assert ai.projected_points(state)[0] == score
    state.turn = 1 + end + 10
    assert ai.projected_points(state)[0] == score - 10 * ai.STALL_TAX


def test_in_the_king_draft_every_level_takes_the_king_with_the_largest_edge_left():
    """The last seat picks first and takes the strongest King offered at this player count
    (`draft_edge`, measured), the next seat the strongest of the rest; the search offers only
    that pick and Easy plays it. Solo keeps its choice of three to the search."""
    for players in (2, 3, 4):
        for seed in range(6):
            state = SPEC.new_game(players, seed, {"kings": "draft"})
            edge = state.data.draft_edge
            column = players - 2
            while state.stage == DRAFT:
                offer = set(state.draft_offer)
                best = max(offer, key=lambda k: (edge[k][column], k))
                [searched] = ai.candidate_actions(state)
                played = ai.heuristic_action(state, state.to_move(), random.Random(seed))
                assert searched == played == Action("pick_king", (best,))
                state.apply(played)
    solo = SPEC.new_game(1, 0)
    assert solo.stage == DRAFT and len(ai.candidate_actions(solo)) == 3
