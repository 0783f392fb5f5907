"""The dispatch tables: what kind of behaviour every card has, and the effect run when a card is
played or produces. The effects themselves live by mechanism in the modules beside this one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....engine import Event
from ..data import BERRY, PEBBLE, PRODUCTION, RESIN, TWIG
from . import production as green
from . import travelers as tan

if TYPE_CHECKING:
    from ..state import EverdellState

# What each card does, by kind of behaviour (a test checks every card is here and vice versa).
BEHAVIOUR: dict[str, str] = {
    "architect": "prosperity", "bard": "play", "barge_toad": "production",
    "chip_sweep": "production", "doctor": "production", "fool": "play", "historian": "governance",
    "husband": "production", "innkeeper": "discount", "judge": "discount", "king": "prosperity",
    "miner_mole": "production", "monk": "production", "peddler": "production",
    "postal_pigeon": "play", "queen": "destination", "ranger": "play", "shepherd": "play",
    "shopkeeper": "governance", "teacher": "production", "undertaker": "play",
    "wanderer": "play", "wife": "prosperity", "woodcarver": "production",
    "castle": "prosperity", "cemetery": "destination", "chapel": "destination",
    "clock_tower": "play", "courthouse": "governance", "crane": "discount",
    "dungeon": "discount", "ever_tree": "prosperity", "fairgrounds": "production",
    "farm": "production", "general_store": "production", "inn": "destination",
    "lookout": "destination", "mine": "production", "monastery": "destination",
    "palace": "prosperity", "post_office": "destination", "resin_refinery": "production",
    "ruins": "play", "school": "prosperity", "storehouse": "production",
    "theatre": "prosperity", "twig_barge": "production", "university": "destination",
}  # fmt: skip

# What a card does on play (travelers, Ruins, Clock Tower) and when it produces (green).
PLAY_EFFECTS = {
    "bard": tan.bard, "postal_pigeon": tan.postal_pigeon, "ranger": tan.ranger,
    "shepherd": tan.shepherd, "undertaker": tan.undertaker, "wanderer": tan.wanderer,
    "ruins": tan.ruins, "clock_tower": tan.clock_tower, "fool": tan.fool,
}  # fmt: skip

PRODUCTION_EFFECTS = {
    "barge_toad": green.barge_toad, "chip_sweep": green.chip_sweep,
    "doctor": green.pay_for_points(BERRY, 3, "doctor"), "husband": green.husband,
    "miner_mole": green.miner_mole, "monk": green.pay_for_points(BERRY, 2, "monk"),
    "peddler": green.peddler, "teacher": green.teacher,
    "woodcarver": green.pay_for_points(TWIG, 3, "woodcarver"), "fairgrounds": green.fairgrounds,
    "farm": green.gain((0, 0, 0, 1)), "general_store": green.general_store,
    "mine": green.gain((0, 0, 1, 0)), "resin_refinery": green.gain((0, 1, 0, 0)),
    "storehouse": green.storehouse, "twig_barge": green.gain((2, 0, 0, 0)),
}  # fmt: skip


def on_play(state: EverdellState, seat: int, inst: int, paid: tuple[int, ...],
            events: list[Event]) -> None:
    data = state.data
    card_id = state.card_id(inst)
    if data.ctype[data.inst_card[inst]] == PRODUCTION:
        produce(state, seat, inst, events)
        return
    effect = PLAY_EFFECTS.get(card_id)
    if effect is not None:
        effect(state, seat, inst, paid, events)


def produce(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    card_id = state.card_id(inst)
    state.event("produce", seat, events, card=card_id)
    PRODUCTION_EFFECTS[card_id](state, seat, inst, events)


def triggers(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    """Governance bonuses after `seat` played `inst` (after the card's own effect)."""
    data = state.data
    card = data.inst_card[inst]
    critter = data.critter[card]
    for other in state.cities[seat]:
        if other == inst:
            continue
        other_id = state.card_id(other)
        if other_id == "historian":
            state.draw(seat, 1, events)
        elif other_id == "shopkeeper" and critter:
            state.gain(seat, (0, 0, 0, 1), events)
        elif other_id == "courthouse" and not critter:
            state.gain_any(seat, 1, "courthouse", (TWIG, RESIN, PEBBLE))

