"""Special events: whether a seat may achieve one, and what achieving it asks for."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Event
from ..data import BERRY, TWIG, EventCard
from ..pending import COUNT, PAY, PICK
from .players import city_ids

if TYPE_CHECKING:
    from ..state import EverdellState


def can_claim(state: EverdellState, seat: int, event: EventCard, counts: list[int]) -> bool:
    if not all(have >= need for have, need in zip(counts, event.needs, strict=True)):
        return False
    if event.requires:
        ids = city_ids(state, seat)
        cards = state.data.cards
        if not all(cards[c] in ids for c in event.requires):
            return False
    if event.id == "croak_wart_cure":
        return state.res[seat][BERRY] >= 2 and len(state.cities[seat]) >= 2
    return True


def claim(state: EverdellState, seat: int, event_id: str, events: list[Event]) -> None:
    res = state.res[seat]
    if event_id == "a_brilliant_marketing_plan":
        if sum(res):
            state.push(PAY, seat, event_id, n=min(3, sum(res)), m=1)
    elif event_id == "a_wee_run_city":
        from ..pending import WORKER

        state.push(WORKER, seat, event_id)
    elif event_id == "an_evening_of_fireworks":
        if res[TWIG]:
            state.push(COUNT, seat, event_id, n=min(3, res[TWIG]))
    elif event_id == "performer_in_residence":
        if res[BERRY]:
            state.push(COUNT, seat, event_id, n=min(3, res[BERRY]))
    elif event_id == "ancient_scrolls_discovered":
        revealed = state.reveal(5, events)
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        take = min(len(revealed), state.room(seat))
        if take:
            state.push(PICK, seat, event_id, n=take, m=1, cards=revealed)
        else:
            state.event_cards[event_id] = revealed
    elif event_id == "capture_of_the_acorn_thieves":
        critters = [i for i in state.cities[seat] if state.data.critter[state.card_of(i)]]
        if critters:
            state.push(PICK, seat, event_id, n=2, m=1, cards=critters)
    elif event_id == "croak_wart_cure":
        res[BERRY] -= 2
        state.push(PICK, seat, event_id, n=2, cards=list(state.cities[seat]))
    elif event_id == "graduation_of_scholars":
        if any(state.data.critter[state.card_of(i)] for i in state.hands[seat]):
            state.push(PICK, seat, event_id, n=3, m=1)
    elif event_id == "pristine_chapel_ceiling":
        state.draw(seat, 1, events)
        chapel = state.find_in_city(seat, state.data.cards.index("chapel"))
        state.gain_any(seat, state.card_tokens.get(chapel, 0) if chapel >= 0 else 0)
    elif event_id == "tax_relief":
        from ..decisions import push_production

        push_production(state, seat)
    elif event_id == "under_new_management" and sum(res):
        state.push(PAY, seat, event_id, n=min(3, sum(res)), m=1)

