"""Initial set-up (§a.3) and the set-up of each round (§a.4)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Event
from .data import LEADERS, ChampionsData
from .state import LEADERS_PHASE, PLACE, SHORES, ChampionsState

ROUND_START = "champions.round_start"


def new_state(spec: Any, data: ChampionsData, num_players: int, options: dict[str, Any],
              rng: random.Random) -> ChampionsState:
    state = ChampionsState(spec, data, num_players, options, rng)
    setup = data.setup[num_players]
    military = sorted(k for k, s in data.stalls.items() if s.type == "military")
    economic = sorted(k for k, s in data.stalls.items() if s.type == "economic")
    rng.shuffle(military)
    rng.shuffle(economic)
    stalls = military[:setup.military] + economic[:setup.economic]
    rest = military[setup.military:] + economic[setup.economic:]
    rng.shuffle(rest)
    stalls += rest[:setup.random_stalls]
    state.stalls = sorted(stalls)
    private = sorted(k for k, s in data.ships.items() if not s.public)
    rng.shuffle(private)
    state.ships = {"small": {"owner": None, "shore": None}, "large": {"owner": None, "shore": None}}
    for ship in sorted(private[:setup.private_ships]):
        state.ships[ship] = {"owner": None, "shore": None}
    state.troll_deck = _shuffled(data.trolls, rng)
    state.draugr_deck = _shuffled(data.draugr, rng)
    state.monster_deck = _shuffled(data.monsters, rng)
    state.merchant_deck = _shuffled(data.merchant, rng)
    state.rune_deck = _shuffled(data.runes, rng)
    state.destiny_deck = _shuffled(data.destinies, rng)
    state.journey_deck = sorted(card for card, n in data.journey.items() for _ in range(n))
    rng.shuffle(state.journey_deck)
    start = data.start
    for seat in range(num_players):
        res = state.resources[seat]
        for key in res:
            res[key] = start.get(key, 0)
        for kind in state.dice[seat]:
            taken = min(start.get(kind, 0), state.supply[kind])
            state.dice[seat][kind] = taken
            state.supply[kind] -= taken
        for _ in range(start.get("destinies", 0)):
            if state.destiny_deck:
                state.destinies[seat].append(state.destiny_deck.pop())
        state.destinies[seat].sort()
        state.workers_total[seat] = setup.workers
    if options["leaders"] == "random":
        state.leaders = rng.sample(LEADERS, num_players)
    else:
        # Counter-clockwise from the first player's right (§a.3.6).
        state.draft = [(state.first_player - 1 - i) % num_players for i in range(num_players)]
    start_round(state, [])
    if state.draft:
        state.phase = LEADERS_PHASE
        state.current = state.draft[0]
    return state


def _shuffled(table: Any, rng: random.Random) -> list[str]:
    cards = sorted(table)
    rng.shuffle(cards)
    return cards


def draw_journey(state: ChampionsState) -> str | None:
    if not state.journey_deck and state.journey_discard:
        state.journey_deck = sorted(state.journey_discard)
        state.journey_discard = []
        state.rng.shuffle(state.journey_deck)
    return state.journey_deck.pop() if state.journey_deck else None


def start_round(state: ChampionsState, events: list[Event]) -> None:
    """Round set-up (§a.4): a Troll, two Draugr, Journey cards, runes and monsters on empty
    spaces, the next Merchant Ship card, the blue locations restocked."""
    data = state.data
    state.troll = state.troll_deck.pop() if state.troll_deck else None
    state.draugr = [state.draugr_deck.pop() if state.draugr_deck else None for _ in range(2)]
    for shore in range(SHORES):
        if state.journey[shore] is None:
            state.journey[shore] = draw_journey(state)
        if state.monsters[shore] is None and state.monster_deck:
            state.monsters[shore] = state.monster_deck.pop()
    for slot, rune in enumerate(state.rune_slots):
        if rune is None and state.rune_deck:
            state.rune_slots[slot] = state.rune_deck.pop()
    state.merchant = state.merchant_deck.pop() if state.merchant_deck else None
    state.merchant_taken = state.merchant is None
    for location, what in data.restock.items():
        if what == "food":
            state.blue[location] += 1
        elif state.supply[what]:
            state.supply[what] -= 1
            state.blue[location] += 1
    for seat in range(state.num_players):
        state.workers_left[seat] = state.workers_total[seat]
        state.round_glory[seat].append(0)
    state.placements = {}
    state.troll_defeated = False
    state.phase = PLACE
    state.current = state.first_player
    events.append(Event(ROUND_START, state.first_player, {
        "round": state.round, "troll": state.troll, "draugr": list(state.draugr),
        "monsters": list(state.monsters), "merchant": state.merchant}))
