"""Where a worker goes beyond the basic spaces: destination cards (red, and the Storehouse) and
the Forest locations with a choice to make."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Event
from ..data import Location
from ..pending import DISCARD, LOCATION, OPTION, PAY, PICK, PLAY
from .players import ask_player, card_receivers

if TYPE_CHECKING:
    from ..state import EverdellState


def can_visit(state: EverdellState, seat: int, row: int, inst: int) -> bool:
    card_id = state.card_id(inst)
    if card_id == "post_office":
        return len(state.hands[seat]) >= 2
    if card_id == "monastery":
        return sum(state.res[seat]) >= 2
    if card_id == "university":
        return len(state.cities[row]) > 1
    if card_id == "cemetery":
        return bool(state.deck or state.discard)
    if card_id == "storehouse":
        return any(state.store.get(inst, ()))
    return True


def visit(state: EverdellState, seat: int, row: int, inst: int, events: list[Event]) -> None:
    card_id = state.card_id(inst)
    if state.data.open[state.data.inst_card[inst]] and row != seat:
        state.add_tokens(row, 1, events)  # the owner's point token for an opponent's visit
    if card_id == "queen":
        state.push(PLAY, seat, "queen", card=inst)
    elif card_id == "inn":
        state.push(PLAY, seat, "inn", card=inst)
    elif card_id == "chapel":
        tokens = state.card_tokens.get(inst, 0) + 1
        state.card_tokens[inst] = tokens
        state.draw(seat, 2 * tokens, events)
    elif card_id == "lookout":
        choices = list(range(len(state.data.basic)))
        choices += [len(state.data.basic) + i for i in state.forest]
        state.push(LOCATION, seat, "lookout", card=inst, vals=choices)
    elif card_id == "cemetery":
        options = ([4] if state.deck else []) + ([5] if state.discard else [])
        state.push(OPTION, seat, "cemetery", card=inst, vals=options)
    elif card_id == "monastery":
        state.push(PAY, seat, "monastery", card=inst, n=2)
    elif card_id == "post_office":
        ask_player(state, seat, "post_office", card_receivers(state, seat), events, card=inst)
    elif card_id == "storehouse":
        stored = state.store.pop(inst, [0, 0, 0, 0])
        state.gain(seat, stored, events)
    elif card_id == "university":
        targets = [i for i in state.cities[seat] if i != inst]
        state.push(PICK, seat, "university", card=inst, n=1, cards=targets)


def location_effect(state: EverdellState, seat: int, loc: Location, events: list[Event]) -> None:
    effect = loc.effect
    if effect == "discard_any_draw_two_each":
        state.push(DISCARD, seat, effect, n=-1)
    elif effect == "discard_up_to_three_gain_any_each":
        state.push(DISCARD, seat, effect, n=3)
    elif effect == "copy_basic":
        state.push(LOCATION, seat, "copy_basic", vals=list(range(len(state.data.basic))))
    elif effect == "two_meadow_play_one_discount":
        meadow = state.open_meadow()
        take = min(2, state.room(seat), len(meadow))
        if take:
            state.push(PICK, seat, effect, n=take, cards=meadow)

