"""Answers to pending inputs, by purpose: a card picked, cards discarded, resources paid, a count,
a location or an option chosen, and what follows when an input is complete."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Event
from ..data import BERRY, TWIG
from ..pending import DISCARD, PLAY
from ..state import RESOURCE_NAMES
from .dispatch import produce
from .players import ask_player, card_receivers, give_card
from .travelers import undertaker_take

if TYPE_CHECKING:
    from ..state import EverdellState

STOREHOUSE_LOADS = ((3, 0, 0, 0), (0, 2, 0, 0), (0, 0, 1, 0), (0, 0, 0, 2))


def _one(r: int, count: int = 1) -> list[int]:
    return [count if i == r else 0 for i in range(4)]


def picked(state: EverdellState, p: Any, inst: int, events: list[Event]) -> None:
    """One card chosen for a PICK input."""
    seat, purpose = p.seat, p.purpose
    card_id = state.card_id(inst)
    if purpose == "summer" or purpose == "undertaker_take" \
            or purpose == "two_meadow_play_one_discount":
        state.take_from_meadow(inst)
        state.to_hand(seat, inst)
        state.event("take_from_meadow", seat, events, card=card_id)
    elif purpose == "undertaker_discard":
        state.take_from_meadow(inst)
        state.discard.append(inst)
        state.event("discard_from_meadow", seat, events, card=card_id)
    elif purpose == "chip_sweep" or purpose == "miner_mole":
        produce(state, seat, inst, events)
    elif purpose == "teacher":
        state.to_hand(seat, inst)
    elif purpose == "ruins" or purpose == "university":
        state.remove_from_city(seat, inst, events)
        state.event("discard_from_city", seat, events, card=card_id)
        state.gain(seat, state.data.cost[state.card_of(inst)], events)
        if purpose == "ruins":
            state.draw(seat, 2, events)
        else:
            state.add_tokens(seat, 1, events)
            state.gain_any(seat, 1, "university")
    elif purpose == "croak_wart_cure":
        state.remove_from_city(seat, inst, events)
        state.event("discard_from_city", seat, events, card=card_id)
    elif purpose == "capture_of_the_acorn_thieves":
        state.remove_from_city(seat, inst, events, to_discard=False)
        state.event_cards.setdefault(purpose, []).append(inst)
    elif purpose == "graduation_of_scholars":
        state.hands[seat].remove(inst)
        state.event_cards.setdefault(purpose, []).append(inst)
    elif purpose == "ancient_scrolls_discovered":
        state.to_hand(seat, inst)
    elif purpose == "post_office_give":
        state.hands[seat].remove(inst)
        give_card(state, p.target, inst)
        state.event("give_card", seat, events, target=p.target)
    elif purpose == "rugwort_fool":
        state.cities[1].remove(inst)
        state.discard.append(inst)
        state.event("rugwort_loses", seat, events, card=card_id)


def picks_done(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A PICK input is complete (all picks made, or done)."""
    seat, purpose = p.seat, p.purpose
    if purpose == "summer":
        state.refill_meadow(events)
    elif purpose == "undertaker_discard":
        state.refill_meadow(events)
        undertaker_take(state, seat, p.card)
    elif purpose == "undertaker_take":
        state.refill_meadow(events)
    elif purpose == "teacher":
        if p.cards:
            ask_player(state, seat, "give_card", card_receivers(state, seat), events,
                       card=p.cards[0])
    elif purpose == "ancient_scrolls_discovered":
        state.event_cards[purpose] = list(p.cards)
    elif purpose == "two_meadow_play_one_discount":
        state.refill_meadow(events)
        taken = [i for i in p.vals if i in state.hands[seat]]
        if taken:
            state.push(PLAY, seat, purpose, cards=taken)
    elif purpose == "post_office_give":
        state.push(DISCARD, seat, "post_office", card=p.card, n=-1)


def discarded(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A DISCARD input is complete: the reward for the cards discarded (`p.vals`)."""
    seat, purpose, count = p.seat, p.purpose, len(p.vals)
    if purpose == "haven":
        state.gain_any(seat, count // 2, "haven")
    elif purpose == "bard":
        state.add_tokens(seat, count, events)
    elif purpose == "discard_any_draw_two_each":
        state.draw(seat, 2 * count, events)
    elif purpose == "discard_up_to_three_gain_any_each":
        state.gain_any(seat, count, purpose)
    elif purpose == "post_office":
        state.draw(seat, state.room(seat), events)


def paid(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A PAY input is complete: the resources paid are `p.vals`."""
    seat, purpose = p.seat, p.purpose
    vector = [p.vals.count(r) for r in range(4)]
    if purpose == "peddler":
        state.gain_any(seat, len(p.vals), "peddler")
    elif purpose == "monastery":
        state.add_tokens(seat, 4, events)
        ask_player(state, seat, "give_resources", state.opponents(seat), events, vals=vector)
    elif purpose == "a_brilliant_marketing_plan":
        state.event_tokens[purpose] = 2 * len(p.vals)
        ask_player(state, seat, "give_resources", state.opponents(seat), events, vals=vector)
    elif purpose == "under_new_management":
        state.event_res[purpose] = vector


def counted(state: EverdellState, p: Any, count: int, events: list[Event]) -> None:
    seat, purpose = p.seat, p.purpose
    if purpose == "doctor":
        state.res[seat][BERRY] -= count
        state.add_tokens(seat, count, events)
    elif purpose == "woodcarver":
        state.res[seat][TWIG] -= count
        state.add_tokens(seat, count, events)
    elif purpose == "monk":
        if count:
            state.res[seat][BERRY] -= count
            state.add_tokens(seat, 2 * count, events)
            ask_player(state, seat, "give_resources", state.opponents(seat), events,
                       vals=_one(BERRY, count))
    elif purpose == "an_evening_of_fireworks":
        state.res[seat][TWIG] -= count
        state.event_res[purpose] = _one(TWIG, count)
    elif purpose == "performer_in_residence":
        state.res[seat][BERRY] -= count
        state.event_res[purpose] = _one(BERRY, count)


def location_chosen(state: EverdellState, p: Any, loc_id: str | None,
                    events: list[Event]) -> None:
    from ..state import LOCATIONS

    seat = p.seat
    if loc_id is None:
        return
    location = LOCATIONS[loc_id]
    if p.purpose == "clock_tower":
        state.card_tokens[p.card] -= 1
        state.event("clock_tower", seat, events, location=loc_id)
    elif p.purpose == "copy_basic":
        state.draw(seat, 1, events)
    state.location_reward(seat, location, events)


def option_chosen(state: EverdellState, p: Any, option: str, events: list[Event]) -> None:
    seat = p.seat
    if p.purpose == "storehouse":
        load = STOREHOUSE_LOADS[RESOURCE_NAMES.index(option)]
        if p.card in state.cities[seat]:
            stored = state.store.setdefault(p.card, [0, 0, 0, 0])
            for r in range(4):
                stored[r] += load[r]
            state.event("storehouse", seat, events, resource=option, count=sum(load))
        else:
            state.gain(seat, load, events)
    elif p.purpose == "cemetery":
        if option == "deck":
            revealed = state.reveal(4, events)
        else:
            revealed = state.discard[-4:]
            del state.discard[-4:]
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        if revealed:
            state.push(PLAY, seat, "cemetery", card=p.card, cards=revealed)


def then(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A continuation step with nothing left to do."""

