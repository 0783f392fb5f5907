"""Aquatica know-how for the AI: a position evaluation, canonical candidates, and the beginner
policy (Easy) that is also the search's rollout policy.

A turn is a chain of small steps (mantas, depths, the card, its icons, goals). Measured from
positions at the start of a turn (Easy play from seeds 100+, every sequence of the turn to its
end, end positions compared with the board's slots sorted, since slots are alike):

| players | positions | legal sequences (median / max) | distinct ends | candidate sequences |
|---|---|---|---|---|
| 1 | 10 | 334 / 7039 | 98 / 827 | 118 / 1663 |
| 2 | 7 | 229 / 360 | 88 / 119 | 96 / 146 |
| 4 | 6 | 1005 / 17961 | 219 / 17627 | 220 / 17669 |

The rules already fix most orders (resource depths only at a payment, effect depths only at
a free point, icons top to bottom), so what repeats is which empty slot takes a Location and
when and with which manta a goal is claimed. The candidates keep one of each: a Location
goes into the lowest empty slot; a goal is claimed at a free point of the turn, with the
cheapest manta (a tired one first, and then at once). They reach every distinct end but a
few claims made with a dearer manta (4 of 23 positions lost one or two ends); `widen` gives
those claims back, first to last. The other slots never come back: slots are alike, so a
Location in another empty slot ends the turn where the lowest one does. Widened back (as
they were), they took 70 % of Normal's root visits at a Buy or Conquer and 8 % of all its
root visits, at 2 and 4 players alike (12 mid-game positions each, 320 iterations).
"""

from __future__ import annotations

import math
import random

from ...engine import Action, State
from ..chances import chances_and_points, win_chances
from .effects import claimable, measure
from .rules import READY, TIRED
from .state import AFTER, BEFORE, DRAFT, MAIN, AquaticaState

TEMPERATURE = 6.0  # prosperity that makes one seat e times likelier to win
CARD_VALUE = {
    "matrona": 1.0, "sea_horse": 2.0, "patrician": 1.5, "legionnaire": 3.0, "wave_teller": 2.0,
    "recruiter": 1.5, "the_grabber": 4.0, "mantas_leader": 2.0, "healer": 3.0, "meg": 3.5,
    "researcher": 3.0, "merchant_prince": 3.0, "warlord": 3.0, "tide_caller": 3.5,
    "envoy": 2.5, "king_1": 3.0, "king_2": 3.5, "king_3": 3.5, "king_4": 4.0, "king_5": 3.0,
    "xander": 2.5, "fancelot": 3.0, "herbert": 3.0,
}
# Fancelot and Herbert are never in a hand: their worth is what drafting one is worth, about an
# average King's (they were 0, so Easy took one only when nothing else was left, and the King
# table of a drafted game measured the last picker more than the King).
MANTA_VALUE = {"coins1": 1.0, "power1": 1.0, "raise1": 1.2, "coins2": 2.0, "power2": 2.0,
               "take_back": 1.5, "score": 1.8, "free_recruit": 1.5}


# -- evaluation -----------------------------------------------------------------------------------


def _seat_value(state: AquaticaState, seat: int, total: int, left: float) -> float:
    """Points now plus what the board, the mantas and the unclaimed goals may still give."""
    data = state.data
    value = float(total)
    for slot in state.occupied(seat):
        entry = state.boards[seat][slot]
        location = data.locations[entry["location"]]  # type: ignore[index]
        depths = len(location.depths) or 1
        raised = min(entry["offset"], depths) / depths  # type: ignore[index]
        value += location.prosperity * (0.35 + 0.5 * raised) * left
    for manta in state.mantas[seat]:
        worth = MANTA_VALUE[manta["face"]] * (0.5 if manta["ready"] else 0.3)
        value += worth * left
        if manta["kind"] == "trained":
            value += 1.2 * left
    value += 0.15 * sum(CARD_VALUE.get(c, 1.0) for c in state.discards[seat]) * left
    return value


# Nothing ends a game that nobody moves towards its end: a Normal solo game of seed 100,520
# played Xander and a Take-back manta in turn for 250 turns, at 28 points, because the end
# (the fourth Ichthyander manta) would have cut the worth of what its board might still give.
# That worth is realized only before the end, so past STALL_ROUNDS[0] rounds (Easy's longest
# games of 100 took 13 rounds solo, 18.5 at 2 players and 24.75 at 4) it fades, to nothing at
# STALL_ROUNDS[1], and each round after that costs STALL_TAX: ending then beats waiting.
STALL_ROUNDS = (30, 40)
STALL_TAX = 0.1


def _stall(state: AquaticaState) -> tuple[float, float]:
    """The share of the still-to-come worth that counts, and the points the rounds past the
    horizon cost (1 and 0 in any game of an ordinary length)."""
    rounds = (state.turn - 1) / state.num_players
    start, end = STALL_ROUNDS
    if rounds <= start:
        return 1.0, 0.0
    return max(0.0, (end - rounds) / (end - start)), STALL_TAX * max(0.0, rounds - end)


def projected_points(state: AquaticaState) -> list[float]:
    sheet = state.scores()
    if state.is_over():
        return [float(t) for t in sheet.totals]
    left = 1.0 if state.final_turns is None else min(1.0, 0.3 * state.final_turns)
    fade, tax = _stall(state)
    return [_seat_value(state, s, sheet.total(s), left * fade) - tax
            for s in range(state.num_players)]


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, a softmax over projected prosperity (solo: the share of a
    good score, its projection against the Kraken's threshold)."""
    assert isinstance(state, AquaticaState)
    if state.solo:
        return _solo_share(projected_points(state))
    return win_chances(state, lambda: projected_points(state), TEMPERATURE)


def evaluation(state: State) -> tuple[list[float], list[float]]:
    """`evaluate_all` and `projected_points`, the projection worked out once."""
    assert isinstance(state, AquaticaState)
    if state.solo:
        points = projected_points(state)
        return _solo_share(points), points
    return chances_and_points(state, projected_points, TEMPERATURE)


def _solo_share(points: list[float]) -> list[float]:
    return [min(1.0, max(0.0, points[0] / 60.0))]


# -- candidates -----------------------------------------------------------------------------------


def _cheapest_claims(state: AquaticaState, legal: list[Action]) -> list[Action]:
    """One claim a goal: a tired trained manta first, else the least useful ready one."""
    best: dict[int, Action] = {}
    for action in legal:
        if action.name != "claim":
            continue
        goal, face, ready = action.args
        key = (ready == READY, MANTA_VALUE[str(face)])
        old = best.get(int(goal))
        if old is None or key < (old.args[2] == READY, MANTA_VALUE[str(old.args[1])]):
            best[int(goal)] = action
    return [best[g] for g in sorted(best)]


def candidate_actions(state: State, widen: int = 0) -> list[Action]:
    assert isinstance(state, AquaticaState)
    legal = state.legal_actions()
    if state.stage == DRAFT and not state.solo:
        return [draft_pick(state, legal)]
    if state.stage == DRAFT or state.to_move() != state.current:
        return legal
    free = not state.pending
    claims = _cheapest_claims(state, legal) if free else []
    tired = [a for a in claims if a.args[2] == TIRED]
    result = tired[:1] or list(claims)
    chosen = set(result)
    pruned = []
    for action in legal:
        if action in chosen:
            continue
        if action.name in ("buy", "conquer") and \
                action.args[2] != min(state.empty_slots(state.current)):
            continue
        if tired or action.name == "claim":
            pruned.append(action)
        else:
            result.append(action)
    return result + pruned[:widen]


def draft_pick(state: AquaticaState, legal: list[Action]) -> Action:
    """The King left with the largest edge at this player count (`draft_edge`: measured with
    Kings dealt at random), so that the last seat, who picks first, makes up for playing last
    with the strongest King, as seat order does in the basic mode. Every level drafts so."""
    column = state.num_players - 2
    return max(legal, key=lambda a: (state.data.draft_edge[str(a.args[0])][column],
                                     str(a.args[0])))


# -- the beginner policy ----------------------------------------------------------------------


def _location_score(state: AquaticaState, location: str) -> float:
    data = state.data.locations[location]
    return data.prosperity + 0.8 * len(data.depths) + (1.5 if data.manta else 0.0)


def _turn_value(state: AquaticaState, seat: int) -> float:
    totals = state.scores().totals
    return _seat_value(state, seat, totals[seat], 1.0) + 0.2 * len(state.hands[seat])


def _finish_turn(state: AquaticaState, seat: int, rng: random.Random) -> None:
    """Play the rest of the seat's turn with the step policy (opponents' answers included)."""
    for _ in range(200):
        if state.is_over() or (state.current != seat) or \
                (state.stage == AFTER and not state.pending and state.to_move() == seat
                 and _step_choice(state, state.to_move(), rng).name == "end_turn"):
            return
        mover = state.to_move()
        assert mover is not None
        state.apply(_step_choice(state, mover, rng))


def _best_play(state: AquaticaState, seat: int, legal: list[Action],
               rng: random.Random) -> Action:
    best, best_value = legal[0], -math.inf
    for action in legal:
        trial = state.clone()
        trial.apply(action)
        _finish_turn(trial, seat, rng)
        value = _turn_value(trial, seat) + rng.random() * 0.01
        if value > best_value:
            best, best_value = action, value
    return best


def _step_choice(state: AquaticaState, seat: int, rng: random.Random) -> Action:
    legal = candidate_actions(state)
    by_name: dict[str, list[Action]] = {}
    for action in legal:
        by_name.setdefault(action.name, []).append(action)
    if "claim" in by_name:
        return by_name["claim"][0]
    if "pick_king" in by_name:  # solo: three Kings to keep one (the draft: `draft_pick`)
        return max(by_name["pick_king"], key=lambda a: CARD_VALUE[str(a.args[0])] + rng.random())
    for name in ("buy", "conquer"):
        if name in by_name:
            return max(by_name[name], key=lambda a: _location_score(
                state, state.row(str(a.args[0]))[int(a.args[1])]))
    if "recruit" in by_name:
        return max(by_name["recruit"], key=lambda a: CARD_VALUE[state.char_row[int(a.args[0])]]
                   - 0.3 * state.data.slot_prices[int(a.args[0])])
    if state.stage == MAIN and ("exploit" in by_name or "flip" in by_name):
        return (by_name.get("exploit") or by_name["flip"])[0]
    if "pass" in by_name and "scout" not in by_name:
        return by_name["pass"][0]
    for name in ("score", "fully_rise"):
        if name in by_name:
            return max(by_name[name], key=lambda a: state.location(  # type: ignore[union-attr]
                seat, int(a.args[0])).prosperity)
    if "raise" in by_name:
        def closeness(action: Action) -> float:
            slot = int(action.args[0])
            entry = state.boards[seat][slot]
            location = state.data.locations[entry["location"]]  # type: ignore[index]
            return location.prosperity - (len(location.depths) - entry["offset"])  # type: ignore[index]
        return max(by_name["raise"], key=closeness)
    if "scout" in by_name:
        cheap = sum(1 for loc in state.top_row + state.bottom_row
                    if state.data.locations[loc].conquer <= 4)
        return by_name["scout"][0] if cheap < 3 else by_name["pass"][0]
    if "keep" in by_name:
        return max(by_name["keep"], key=lambda a: sum(
            _location_score(state, state.bottom_row[int(i)]) for i in a.args))
    for name in ("take_back", "replay"):
        if name in by_name:
            return max(by_name[name], key=lambda a: CARD_VALUE[str(a.args[0])])
    if "choose" in by_name:
        scorable = any(state.fully_raised(seat, s) for s in state.occupied(seat))
        return by_name["choose"][1 if scorable and len(by_name["choose"]) > 1 else 0]
    if "place_ichthyander" in by_name:
        return max(by_name["place_ichthyander"], key=lambda a: (
            seat in state.tracks[int(a.args[0])], -_goal_distance(state, seat, int(a.args[0]))))
    if "tire" in by_name:
        return min(by_name["tire"], key=lambda a: MANTA_VALUE[str(a.args[1])])
    if "discard" in by_name:
        return min(by_name["discard"], key=lambda a: CARD_VALUE[str(a.args[0])])
    if state.stage in (BEFORE, AFTER) and ("exploit" in by_name or "flip" in by_name):
        return (by_name.get("exploit") or by_name["flip"])[0]
    if "end_turn" in by_name:
        return by_name["end_turn"][0]
    if "play" in by_name:
        return max(by_name["play"], key=lambda a: CARD_VALUE[str(a.args[0])])
    return legal[0]


def _goal_distance(state: AquaticaState, seat: int, goal: int) -> float:
    definition = state.data.goals[state.goals[goal]]
    value = measure(state, seat, definition.measure)
    if definition.at_least is not None:
        return max(definition.at_least - value, 0)
    return max(value - (definition.at_most or 0), 0)


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    """Easy: claim what it can, use its depths and mantas when they help, and choose the
    character whose turn (played out with the same rules of thumb) ends best."""
    assert isinstance(state, AquaticaState)
    legal = candidate_actions(state)
    plays = [a for a in legal if a.name == "play"]
    if plays and not claimable(state, seat) and not any(a.name in ("exploit", "flip")
                                                        for a in legal):
        return _best_play(state, seat, plays, rng)
    return _step_choice(state, seat, rng)


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, AquaticaState)
    seat = state.to_move()
    assert seat is not None
    if rng.random() < 0.15:
        return rng.choice(candidate_actions(state))
    return _step_choice(state, seat, rng)


__all__ = ["candidate_actions", "evaluate_all", "evaluation", "heuristic_action",
           "projected_points", "rollout_action"]
