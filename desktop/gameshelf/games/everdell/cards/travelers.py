"""What a card does when played (tan travelers, and the Ruins and Clock Tower), and the plays a
PLAY input offers (the Queen, Inn, Postal Pigeon, Cemetery, a Forest discount)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ....engine import Action, Event
from ..pending import DISCARD, PICK, PLAY
from .players import ask_player

if TYPE_CHECKING:
    from ..state import EverdellState


def bard(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    if state.hands[seat]:
        state.push(DISCARD, seat, "bard", card=inst, n=5)


def postal_pigeon(state: EverdellState, seat: int, inst: int, paid: Any,
                   events: list[Event]) -> None:
    revealed = state.reveal(2, events)
    if revealed:
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        state.push(PLAY, seat, "postal_pigeon", card=inst, cards=revealed)


def ranger(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    from ..decisions import worker_targets
    from ..pending import WORKER

    if worker_targets(state, seat, "ranger"):
        state.push(WORKER, seat, "ranger", card=inst)


def shepherd(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    state.gain(seat, (0, 0, 0, 3), events)
    chapel = state.find_in_city(seat, state.data.cards.index("chapel"))
    if chapel >= 0:
        state.add_tokens(seat, state.card_tokens.get(chapel, 0), events)
    if any(paid):
        ask_player(state, seat, "give_resources", state.opponents(seat), events,
                   vals=list(paid))


def undertaker(state: EverdellState, seat: int, inst: int, paid: Any,
                events: list[Event]) -> None:
    meadow = state.open_meadow()
    if meadow:
        state.push(PICK, seat, "undertaker_discard", card=inst, n=min(3, len(meadow)),
                   cards=meadow)
    else:
        undertaker_take(state, seat, inst)


def undertaker_take(state: EverdellState, seat: int, inst: int) -> None:
    meadow = state.open_meadow()
    if meadow and state.room(seat) > 0:
        state.push(PICK, seat, "undertaker_take", card=inst, n=1, cards=meadow)


def wanderer(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    state.draw(seat, 3, events)


def ruins(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    data = state.data
    targets = [i for i in state.cities[seat]
               if i != inst and not data.critter[data.inst_card[i]]]
    if targets:
        state.push(PICK, seat, "ruins", card=inst, n=1, cards=targets)


def clock_tower(state: EverdellState, seat: int, inst: int, paid: Any,
                 events: list[Event]) -> None:
    state.card_tokens[inst] = 3


def fool(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    """The Fool's effect is where it goes (decisions.play asks for the opponent)."""


def play_choices(state: EverdellState, p: Any) -> list[Action]:
    """The plays a PLAY input offers: free (Queen, Postal Pigeon, Cemetery: up to 3 points
    for the first two) or discounted (Inn: 3 fewer, forest: 1 fewer, of any resources)."""
    from ..payment import affordable, reductions

    data = state.data
    get = state.acts.get
    seat = p.seat
    purpose = p.purpose
    result = []
    candidates = list(p.cards)
    if purpose == "queen":
        candidates = [*state.hands[seat], *state.open_meadow()]
    elif purpose == "inn":
        candidates = state.open_meadow()
    for inst in candidates:
        card = data.inst_card[inst]
        if not state.can_enter(seat, card):
            continue
        if purpose in ("queen", "postal_pigeon") and data.points[card] > 3:
            continue
        if purpose == "inn" or purpose == "two_meadow_play_one_discount":
            discount = 3 if purpose == "inn" else 1
            method = "inn" if purpose == "inn" else "discount"
            for pay in reductions(data.cost[card], discount):
                if affordable(state.res[seat], pay):
                    result.append(get("play_card", inst, method, *pay) if method == "inn"
                                  else get("play_card", inst, "discount", *pay))
        else:
            result.append(get("play_card", inst, "free"))
    return result


def play_finished(state: EverdellState, p: Any, events: list[Event]) -> None:
    """After a PLAY input: revealed cards not played are discarded."""
    if p.purpose in ("postal_pigeon", "cemetery"):
        for inst in p.cards:
            state.discard.append(inst)
        if p.cards:
            state.event("discard_revealed", p.seat, events,
                        cards=[state.card_id(i) for i in p.cards])
        p.cards.clear()

