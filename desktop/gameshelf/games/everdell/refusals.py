"""Why a move the seat would like to make is not legal: the one reason that applies, as a key of
the content's [refusals] table and its arguments (named as event arguments are, so the board
words them as it words the log: `card` a card id, `location` a place id, `event` an event id,
`target`/`owner` a row, resource amounts, `count`).

`why_not(state, seat, "play", inst)` is about playing a card from the hand or the Meadow,
`why_not(state, seat, "place", target)` about a worker sent to a place id or to a destination
card (an instance in a city). None when the move is legal.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards.places import can_visit
from .cards.players import city_ids
from .data import AUTUMN
from .state import FOOL_H, RESOURCE_NAMES, RUINS_H

if TYPE_CHECKING:
    from .state import EverdellState

Refusal = tuple[str, dict[str, Any]]
PLACING = ("place_worker", "claim_event", "visit_destination")


def why_not(state: EverdellState, seat: int, kind: str, target: Any) -> Refusal | None:
    if state.to_move() != seat:
        return ("not_your_turn", {})
    if state.stack:
        return ("finish_decision", {})
    if kind == "play":
        if any(a.name == "play_card" and a.args[0] == target for a in state.legal_actions()):
            return None
        return _why_not_play(state, seat, target)
    if any(a.name in PLACING and a.args[0] == target for a in state.legal_actions()):
        return None
    if state.available(seat) <= 0:
        return ("no_worker", {})
    if isinstance(target, int):
        return _why_not_visit(state, seat, target)
    return _why_not_place(state, seat, target)


def _why_not_play(state: EverdellState, seat: int, inst: int) -> Refusal:
    data = state.data
    card = data.inst_card[inst]
    card_id = data.cards[card]
    if inst in state.meadow and inst not in state.open_meadow():
        return ("meadow_blocked", {"card": card_id})
    if inst not in state.hands[seat] and inst not in state.meadow:
        return ("cannot_play", {"card": card_id})
    if card == FOOL_H and not state.fool_targets(seat):
        return ("fool_no_city", {"card": card_id})
    if data.unique[card] and state.find_in_city(seat, card) >= 0:
        return ("unique_in_city", {"card": card_id})
    if card == RUINS_H and not state.can_enter(seat, card):
        return ("ruins_need_construction", {"card": card_id})
    if not state.can_enter(seat, card):
        return ("city_full", {"count": data.city_size})
    have, cost = state.res[seat], data.cost[card]
    missing = {name: need - got for name, need, got in zip(RESOURCE_NAMES, cost, have,
                                                           strict=True) if need > got}
    if missing:
        return ("cannot_afford", {"card": card_id, **missing})
    return ("cannot_play", {"card": card_id})


def _holder(state: EverdellState, place_id: str, seat: int) -> int | None:
    """Someone other than `seat` with a worker on the place (Rugwort is a row too)."""
    return next((row for row in state.loc.get(place_id, ()) if row != seat), None)


def _why_not_place(state: EverdellState, seat: int, place_id: str) -> Refusal:
    data = state.data
    journey = {loc.id: loc for loc in data.journey}
    if place_id in journey:
        if state.season[seat] != AUTUMN:
            return ("journey_autumn", {"location": place_id})
        if len(state.hands[seat]) < journey[place_id].points:
            return ("journey_cards", {"location": place_id, "count": journey[place_id].points})
    events = {event.id: event for event in (*data.basic_events, *data.special_events)}
    if place_id in events:
        return _why_not_claim(state, seat, events[place_id])
    forest = {data.forest[i].id: data.forest[i] for i in state.forest}
    if seat in state.loc.get(place_id, []):  # a place that holds one worker of each, or one
        return ("own_worker_there", {"location": place_id})
    holder = _holder(state, place_id, seat)
    if holder is not None:
        return ("place_taken", {"location": place_id, "target": holder})
    if place_id in forest and forest[place_id].effect == "two_meadow_play_one_discount":
        return ("hand_full", {"location": place_id, "count": data.hand_limit})
    return ("cannot_place", {"location": place_id})


def _why_not_claim(state: EverdellState, seat: int, event: Any) -> Refusal:
    owner = state.event_owner.get(event.id)
    if owner is not None:
        return ("event_achieved", {"event": event.id, "target": owner})
    holder = _holder(state, event.id, seat)
    if holder is not None:
        return ("place_taken", {"location": event.id, "target": holder})
    ids = city_ids(state, seat)
    lacking = [state.data.cards[c] for c in event.requires if state.data.cards[c] not in ids]
    if lacking:
        return ("event_needs_cards", {"event": event.id, "cards": lacking})
    counts = state.type_counts(seat)
    short = sum(max(0, need - have) for have, need in zip(counts, event.needs, strict=True))
    if short:
        return ("event_needs_more", {"event": event.id, "count": short})
    return ("cannot_claim", {"event": event.id})


def _why_not_visit(state: EverdellState, seat: int, inst: int) -> Refusal:
    data = state.data
    card = data.inst_card[inst]
    card_id = data.cards[card]
    row = next((r for r, city in enumerate(state.cities) if inst in city), None)
    if row is None:
        return ("cannot_place", {"location": card_id})
    if not data.worker_spots[card]:
        return ("no_worker_spot", {"card": card_id})
    if row != seat and not data.open[card]:
        return ("visit_closed", {"card": card_id, "owner": row})
    if can_visit(state, seat, row, inst):
        return ("visit_full", {"card": card_id})
    return ("visit_cannot", {"card": card_id})
