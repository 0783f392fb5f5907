"""Cities and opponents: the cards in a city, and giving to an opponent (who may receive, the
question "to whom?" and what follows the answer: the Fool, resources from the Shepherd, Monk,
Monastery and A Brilliant Marketing Plan, cards from the Teacher and the Post Office)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Event
from ..pending import PICK, PLAYER, Pending
from ..state import RESOURCE_NAMES

if TYPE_CHECKING:
    from ..state import EverdellState


def city_ids(state: EverdellState, row: int) -> list[str]:
    cards = state.data.cards
    inst_card = state.data.inst_card
    return [cards[inst_card[i]] for i in state.cities[row]]


def ask_player(state: EverdellState, seat: int, purpose: str, candidates: list[int],
               events: list[Event], card: int = -1, vals: list[int] | None = None) -> None:
    """Ask `seat` which opponent receives something; no question when there is one choice."""
    p_vals = vals if vals is not None else []
    if len(candidates) <= 1:
        target = candidates[0] if candidates else -1
        player_chosen(state, Pending(PLAYER, seat, purpose, card, vals=p_vals), target, events)
    else:
        state.push(PLAYER, seat, purpose, card=card, cards=list(candidates), vals=p_vals)


def player_chosen(state: EverdellState, p: Any, target: int, events: list[Event]) -> None:
    seat, purpose = p.seat, p.purpose
    if purpose == "fool":
        if target >= 0:
            state.cities[target].append(p.card)
            state.event("fool", seat, events, target=target)
        else:
            state.discard.append(p.card)
    elif purpose == "give_resources":
        if target >= 0:
            state.gain(target, p.vals, events)
            state.event("give_resources", seat, events, target=target,
                        **{n: v for n, v in zip(RESOURCE_NAMES, p.vals, strict=True) if v})
    elif purpose == "give_card":
        give_card(state, target, p.card)
        state.event("give_card", seat, events, target=target)
    elif purpose == "post_office":
        hand = state.hands[seat]
        state.push(PICK, seat, "post_office_give", card=p.card, n=min(2, len(hand)),
                   target=target)


def give_card(state: EverdellState, target: int, inst: int) -> None:
    """To an opponent's hand if it has room; otherwise (or to Rugwort) discarded."""
    if target >= 0:
        state.to_hand(target, inst)
    else:
        state.discard.append(inst)


def card_receivers(state: EverdellState, seat: int) -> list[int]:
    """Opponents who may receive cards: those with room, if any has room (BGG ruling)."""
    opponents = state.opponents(seat)
    with_room = [s for s in opponents if state.room(s) > 0]
    return with_room or opponents

