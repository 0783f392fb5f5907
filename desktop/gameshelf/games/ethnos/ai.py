"""Ethnos know-how for the AI: a position evaluation, pruned candidates and a quick policy.

The policy is the beginner ("Easy") level and the rollout policy of the search. It collects
cards of one colour or one tribe, plays a band when it can place a marker or the band is big,
and always plays the whole group it chose.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine import Action, State
from ..chances import chances_and_points, win_chances
from . import scoring
from .state import (
    BAND,
    CENTAUR,
    ELF,
    FREE_MARKER,
    ORC,
    SKELETONS,
    TROLL,
    TURN,
    WINGFOLK,
    EthnosState,
)  # fmt: skip

TEMPERATURE = 6.0  # glory difference that makes one seat e times likelier to win
FUTURE_KINGDOM_WEIGHT = 0.6  # markers may still be overtaken before later Ages score


def projected_glory(state: EthnosState) -> list[float]:
    """Each seat's glory if the Age ended now, plus a discounted share of later Ages' kingdoms
    and of the band its hand could make."""
    n = state.num_players
    est = [float(sum(p)) for p in state.points]
    for seat, row in enumerate(state.age_glory(cash_in_orcs=True)):
        est[seat] += sum(row)
    if state.age < state.num_ages:
        for k in range(6):
            groups = scoring.ranked_groups(state.markers[k], None)
            for age in range(state.age + 1, state.num_ages + 1):
                prizes = scoring.share_prizes(groups, state.tokens[k], age, n)
                for seat, glory in enumerate(prizes):
                    est[seat] += FUTURE_KINGDOM_WEIGHT * glory
    table = state.data.band_glory
    for seat in range(n):
        size, _ = best_group(state, state.hands[seat])
        est[seat] += 0.5 * table[min(size, len(table) - 1)]
    return est


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, estimated: a softmax over projected glory."""
    assert isinstance(state, EthnosState)
    return win_chances(state, lambda: projected_glory(state), TEMPERATURE)


def evaluation(state: State) -> tuple[list[float], list[float]]:
    """`evaluate_all` and `projected_glory`, the projection worked out once."""
    assert isinstance(state, EthnosState)
    return chances_and_points(state, projected_glory, TEMPERATURE)


def best_group(state: EthnosState, hand: list[int]) -> tuple[int, int | None]:
    """The size of the largest band the hand can make, and a leader for it."""
    tribe, kingdom = state.data.card_tribe, state.data.card_kingdom
    skeletons = sum(1 for c in hand if tribe[c] == SKELETONS)
    by_colour: Counter[int] = Counter()
    by_tribe: Counter[int] = Counter()
    for c in hand:
        if tribe[c] != SKELETONS:
            by_colour[kingdom[c]] += 1
            by_tribe[tribe[c]] += 1
    best, leader = 0, None
    for c in hand:
        if tribe[c] == SKELETONS:
            continue
        size = max(by_colour[kingdom[c]], by_tribe[tribe[c]]) + skeletons
        if size > best:
            best, leader = size, c
    return best, leader


def _dedupe(state: EthnosState, actions: list[Action]) -> list[Action]:
    """Identical cards (same tribe and colour) give identical choices: keep one of each."""
    tribe, kingdom = state.data.card_tribe, state.data.card_kingdom
    seen: set[tuple[str, int, int]] = set()
    result = []
    for action in actions:
        if action.args and isinstance(action.args[0], int) and action.name != "take_troll_token":
            c = action.args[0]
            key = (action.name, tribe[c], kingdom[c])
            if key in seen:
                continue
            seen.add(key)
        result.append(action)
    return result


def candidate_actions(state: State) -> list[Action]:
    """Legal actions without duplicates; while a band is being built, only the next card of its
    larger group (a bigger band is never worse: the rest of the hand is discarded anyway),
    and the kingdoms to play it on once nothing more fits."""
    assert isinstance(state, EthnosState)
    legal = state.legal_actions()
    if state.phase == BAND:
        if any(a.name == "add_ally" for a in legal):
            return [_add_to_band(state, legal)]
        return legal
    return _dedupe(state, legal)


def _marker_target(state: EthnosState, seat: int, size: int) -> int | None:
    """The most valuable kingdom where a band of `size` would place a marker (Wingfolk)."""
    best, target = -1.0, None
    for k in range(6):
        here = state.markers[k]
        needed = sum(here) if state.num_players == 2 else here[seat]
        if size > needed:
            value = state.tokens[k][-1] - 2 * here[seat] + max(here)
            if value > best:
                best, target = value, k
    return target


def _wants_band(state: EthnosState, seat: int, size: int, leader: int) -> bool:
    hand = state.hands[seat]
    if len(hand) >= state.data.hand_limit - 1 or size >= 5:
        return True
    if state.dragons_drawn >= 2 and size >= 2:
        return True
    kingdom = state.data.card_kingdom[leader]
    here = state.markers[kingdom]
    needed = sum(here) if state.num_players == 2 else here[seat]
    return size >= 3 and size > needed


def _recruit(state: EthnosState, seat: int, rng: random.Random) -> Action:
    tribe, kingdom = state.data.card_tribe, state.data.card_kingdom
    hand = state.hands[seat]
    colours = Counter(kingdom[c] for c in hand if tribe[c] != SKELETONS)
    tribes = Counter(tribe[c] for c in hand if tribe[c] != SKELETONS)
    best, choice = 1, None
    for c in state.market:
        gain = 2 if tribe[c] == SKELETONS else 1 + max(colours[kingdom[c]], tribes[tribe[c]])
        if gain > best or (gain == best and choice is not None and rng.random() < 0.5):
            best, choice = gain, c
    if choice is None:
        return state.acts.from_deck
    return state.acts.recruit[choice]


def _add_to_band(state: EthnosState, legal: list[Action]) -> Action:
    """Add the card that keeps the band in its larger group; play when nothing fits."""
    adds = [a for a in legal if a.name == "add_ally"]
    band = state.building
    assert band is not None
    if adds:
        tribe, kingdom = state.data.card_tribe, state.data.card_kingdom
        hand = state.hands[state.current]
        lead_colour, lead_tribe = kingdom[band.leader], tribe[band.leader]
        colour_mates = sum(1 for c in hand if kingdom[c] == lead_colour)
        tribe_mates = sum(1 for c in hand if tribe[c] == lead_tribe)
        prefer_colour = colour_mates >= tribe_mates

        def rank(action: Action) -> int:
            c = action.args[0]
            assert isinstance(c, int)
            if tribe[c] == SKELETONS:
                return 1
            matches = kingdom[c] == lead_colour if prefer_colour else tribe[c] == lead_tribe
            return 2 if matches else 0

        return max(adds, key=rank)
    plays = [a for a in legal if a.name == "play_band"]
    if len(plays) > 1 and state.data.card_tribe[band.leader] == WINGFOLK:
        target = _marker_target(state, state.current, len(band.cards))
        if target is not None:
            return state.acts.play[target]
    return plays[0]


def _keep_for_elf(state: EthnosState, legal: list[Action]) -> Action:
    keeps = [a for a in legal if a.name == "keep_ally"]
    if not keeps:
        return state.acts.discard_rest
    remaining = [c for c in state.hands[state.current] if c not in state.elf_kept]
    _, leader = best_group(state, remaining)
    if leader is None:
        return keeps[0]
    tribe, kingdom = state.data.card_tribe, state.data.card_kingdom

    def rank(action: Action) -> int:
        c = action.args[0]
        assert isinstance(c, int)
        return int(tribe[c] == SKELETONS) + 2 * int(
            kingdom[c] == kingdom[leader] or tribe[c] == tribe[leader]
        )

    return max(keeps, key=rank)


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, EthnosState)
    seat = state.current
    legal = state.legal_actions()
    phase = state.phase
    if phase == TURN:
        size, leader = best_group(state, state.hands[seat])
        can_recruit = any(a.name.startswith("recruit") for a in legal)
        if leader is not None and (not can_recruit or _wants_band(state, seat, size, leader)):
            return state.acts.leader[leader]
        if can_recruit:
            return _recruit(state, seat, rng)
        return legal[0]
    if phase == BAND:
        return _add_to_band(state, legal)
    if phase == FREE_MARKER:
        target = _marker_target(state, seat, 1_000)
        return state.acts.free_marker[target if target is not None else rng.randrange(6)]
    if phase == TROLL:
        return max(legal, key=lambda a: a.args[0])
    if phase == CENTAUR:
        size, leader = best_group(state, state.hands[seat])
        return state.acts.leader[leader] if leader is not None and size >= 2 else legal[-1]
    if phase == ELF:
        return _keep_for_elf(state, legal)
    if phase == ORC:
        cash_in = len(state.orcs[seat]) >= 4
        full = max((a for a in legal if a.name == "cash_in_orcs"), key=lambda a: len(a.args))
        return full if cash_in else state.acts.keep_orcs
    return rng.choice(legal)


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    return rollout_action(state, rng)
