"""Everdell know-how for the AI: a position evaluation, pruned candidates and quick policies.

The beginner ("Easy") policy values a card by its points, by production while seasons remain,
and by the special events it helps achieve; it claims events when it can, places workers on
the richest space, and passes only when nothing else is worth doing. The rollout policy is a
biased random one: events first, then cards, then workers, passing last.
"""

from __future__ import annotations

import math
import random

from ...engine import Action, State
from .data import AUTUMN, PRODUCTION, PROSPERITY
from .state import EverdellState

TEMPERATURE = 8.0  # points difference that makes one seat e times likelier to win
RESOURCE_VALUE = (0.5, 0.7, 0.9, 0.5)  # twig, resin, pebble, berry in points, roughly
CARD_IN_HAND = 0.6
WORKER_LEFT = 1.5  # a worker still to place this season
SEASON_LEFT = 6.0  # a season still to prepare for


def projected_points(state: EverdellState) -> list[float]:
    """Points now plus a rough value of what each seat can still turn into points."""
    sheet = state.scores()
    result = []
    for seat in range(state.num_players):
        value = float(sheet.total(seat))
        if not state.passed[seat]:
            value += sum(v * n for v, n in zip(RESOURCE_VALUE, state.res[seat], strict=True))
            value += CARD_IN_HAND * len(state.hands[seat])
            value += WORKER_LEFT * max(0, state.available(seat))
            value += SEASON_LEFT * (AUTUMN - state.season[seat])
        result.append(value)
    return result


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, estimated: a softmax over projected points (solo: against
    Rugwort's score)."""
    assert isinstance(state, EverdellState)
    if state.is_over():
        winners = state.scores().winners()
        return [1.0 / len(winners) if seat in winners else 0.0
                for seat in range(state.num_players)]
    est = projected_points(state)
    if state.solo:
        rugwort = float(state.scores().total(1)) + 4.0 * (AUTUMN - state.season[0])
        return [1.0 / (1.0 + math.exp((rugwort - est[0]) / TEMPERATURE))]
    top = max(est)
    weights = [math.exp((e - top) / TEMPERATURE) for e in est]
    total = sum(weights)
    return [w / total for w in weights]


def _key(state: EverdellState, action: Action) -> tuple:
    """Actions that differ only in which copy of a card they name do the same thing."""
    args = action.args
    if action.name in ("discard_card",) or (action.name == "play_card" and state.stack == []
                                            and args and args[0] in state.hands[state.current]):
        return (action.name, state.card_id(args[0]), *args[1:])
    return (action.name, *args)


def candidate_actions(state: State) -> list[Action]:
    """Legal actions without copies that do the same; no pass while a worker can still go."""
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    seen: set[tuple] = set()
    result = []
    for action in legal:
        key = _key(state, action)
        if key not in seen:
            seen.add(key)
            result.append(action)
    if len(result) > 1 and not state.stack and any(a.name == "place_worker" for a in result):
        result = [a for a in result if a.name != "pass"] or result
    return result


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if state.stack or len(legal) == 1:
        return rng.choice(legal)
    claims = [a for a in legal if a.name == "claim_event"]
    if claims:
        return rng.choice(claims)
    plays = [a for a in legal if a.name == "play_card"]
    if plays and rng.random() < 0.7:
        return rng.choice(plays)
    places = [a for a in legal if a.name in ("place_worker", "visit_destination")]
    if places:
        return rng.choice(places)
    if plays:
        return rng.choice(plays)
    rest = [a for a in legal if a.name != "pass"]
    return rng.choice(rest) if rest else legal[0]


# -- the beginner -------------------------------------------------------------------------------


def _card_value(state: EverdellState, seat: int, inst: int) -> float:
    data = state.data
    card = data.inst_card[inst]
    value = float(data.points[card])
    seasons_left = AUTUMN - state.season[seat]
    if data.ctype[card] == PRODUCTION:
        value += 1.0 + 1.2 * seasons_left
    if data.ctype[card] == PROSPERITY:
        value += 2.0
    card_id = data.cards[card]
    for index in state.specials:
        event = data.special_events[index]
        if event.id not in state.event_owner and card in event.requires:
            value += 2.5
    if card_id == "fool":
        value = 3.0
    return value


def _payment_cost(action: Action) -> float:
    method = action.args[1]
    if method in ("occupy", "free"):
        return 0.0
    if method in ("crane", "dungeon", "inn", "discount"):
        return sum(RESOURCE_VALUE[r] * n for r, n in enumerate(action.args[-4:])) + (
            2.0 if method in ("crane", "dungeon") else 0.0)
    return 1.0  # printed cost (or the Judge's swap): resources spent


def _place_value(state: EverdellState, seat: int, action: Action) -> float:
    target = action.args[0]
    if action.name == "visit_destination":
        return 3.0
    if target == "haven":
        return 0.3 * len(state.hands[seat]) / 2
    if target.startswith("journey_"):
        return float(target[-1]) - 1.0
    location = state.location(target)
    value = sum(v * n for v, n in zip(RESOURCE_VALUE, location.gain, strict=True))
    room = state.room(seat)
    value += 0.6 * min(location.cards, room) + location.points + 0.7 * location.any
    return value + (1.5 if location.effect else 0.0)


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    """The Easy level: a fair beginner, with a little noise."""
    assert isinstance(state, EverdellState)
    legal = state.legal_actions()
    if state.stack:
        non_done = [a for a in legal if a.name not in ("done", "decline")]
        plays = [a for a in non_done if a.name == "play_card"]
        if plays:
            return max(plays, key=lambda a: _card_value(state, seat, a.args[0]))
        if non_done and rng.random() < 0.85:
            return rng.choice(non_done)
        return rng.choice(legal)
    best, choice = -1e9, legal[0]
    for action in legal:
        name = action.name
        if name == "claim_event":
            value = 8.0
        elif name == "play_card":
            value = 1.0 + _card_value(state, seat, action.args[0]) - _payment_cost(action)
        elif name in ("place_worker", "visit_destination"):
            value = _place_value(state, seat, action)
        elif name == "prepare_for_season":
            value = 0.5
        else:  # pass
            value = -5.0
        value += rng.random() * 0.8
        if value > best:
            best, choice = value, action
    return choice
