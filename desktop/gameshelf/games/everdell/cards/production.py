"""Production (green cards): what each one yields when played and in spring and autumn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Event
from ..data import PRODUCTION
from ..pending import COUNT, OPTION, PAY, PICK
from .players import city_ids

if TYPE_CHECKING:
    from ..state import EverdellState

NO_COPY = frozenset({"chip_sweep", "miner_mole"})


def _farms(state: EverdellState, seat: int) -> int:
    return city_ids(state, seat).count("farm")


def husband(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    ids = city_ids(state, seat)
    if "farm" not in ids:
        return
    husbands = [i for i in state.cities[seat] if state.card_id(i) == "husband"]
    index = husbands.index(inst) if inst in husbands else 0
    if index < ids.count("wife"):
        state.gain_any(seat, 1, "husband")


def chip_sweep(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    data = state.data
    targets = [i for i in state.cities[seat]
               if data.ctype[data.inst_card[i]] == PRODUCTION and state.card_id(i) not in NO_COPY]
    if targets:
        state.push(PICK, seat, "chip_sweep", card=inst, n=1, cards=targets)


def miner_mole(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    data = state.data
    targets = [i for row, city in enumerate(state.cities) if row != seat for i in city
               if data.ctype[data.inst_card[i]] == PRODUCTION and state.card_id(i) not in NO_COPY]
    if targets:
        state.push(PICK, seat, "miner_mole", card=inst, n=1, cards=targets)


def pay_for_points(resource: int, most: int, purpose: str):
    def effect(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
        have = state.res[seat][resource]
        if have > 0 and (purpose != "monk" or state.opponents(seat) or state.solo):
            state.push(COUNT, seat, purpose, card=inst, n=min(most, have))
    return effect


def peddler(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    total = sum(state.res[seat])
    if total:
        state.push(PAY, seat, "peddler", card=inst, n=min(2, total), m=1)


def teacher(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    drawn = state.reveal(2, events)
    if len(drawn) == 2:
        state.push(PICK, seat, "teacher", card=inst, n=1, cards=drawn)
    elif drawn:
        state.to_hand(seat, drawn[0])


def storehouse(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.push(OPTION, seat, "storehouse", card=inst, vals=[0, 1, 2, 3])


def gain(resources: tuple[int, int, int, int]):
    def effect(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
        state.gain(seat, resources, events)
    return effect


def general_store(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.gain(seat, (0, 0, 0, 2 if _farms(state, seat) else 1), events)


def barge_toad(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.gain(seat, (2 * _farms(state, seat), 0, 0, 0), events)


def fairgrounds(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.draw(seat, 2, events)

