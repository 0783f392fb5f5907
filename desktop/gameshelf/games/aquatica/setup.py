"""Set-up by player count (rules page, Setup; Advanced mode; Solo mode)."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Event
from .data import KINGS, OCEAN, STARTING, AquaticaData
from .state import BEFORE, DRAFT, AquaticaState


def new_state(spec: Any, data: AquaticaData, num_players: int, options: dict[str, Any],
              rng: random.Random) -> AquaticaState:
    state = AquaticaState(spec, data, num_players, options, rng)
    n = num_players
    state.char_deck = sorted(card for card in OCEAN for _ in range(data.ocean_sets[n]))
    rng.shuffle(state.char_deck)
    state.char_row = [state.char_deck.pop() for _ in range(data.character_row)]
    state.loc_deck = sorted(data.locations)
    rng.shuffle(state.loc_deck)
    state.bottom_row = [state.loc_deck.pop() for _ in range(data.bottom_row)]
    state.goals = _goals(data, options["goals"], rng)
    for seat in range(n):
        state.hands[seat] = sorted(STARTING)
        state.mantas[seat] = [{"kind": "trained", "face": face, "ready": True, "used": False}
                              for face in data.trained_mantas]
        state.sort_mantas(seat)
    if state.solo:
        state.ichthyanders = data.ichthyander_mantas
    kings = sorted(KINGS, key=data.king_number)
    if options["kings"] == "none":
        return state
    if state.solo:
        state.draft_offer = sorted(rng.sample(kings, data.kings_drawn))
        state.draft_order = [0]
    elif options["kings"] == "basic":
        for seat in range(n):
            give_king(state, seat, kings[seat], [])
        return state
    else:
        # The last player in turn order picks first and passes counter-clockwise.
        state.draft_offer = sorted(rng.sample(kings, n + 1))
        state.draft_order = [n - 1 - i for i in range(n)]
    state.king_known = [False] * n
    state.stage = DRAFT
    return state


def _goals(data: AquaticaData, printing: str, rng: random.Random) -> list[str]:
    if printing != "tokens":
        return list(data.printed_goals(printing))
    tokens = list(data.goal_tokens)
    rng.shuffle(tokens)
    return [token[rng.randrange(2)] for token in tokens[:4]]


def give_king(state: AquaticaState, seat: int, king: str, events: list[Event]) -> None:
    """The seat's King goes to its hand; a set-up King goes back to the box for its manta."""
    state.kings[seat] = king
    face = state.data.characters[king].setup_manta
    if face is None:
        state.hands[seat].append(king)
        state.hands[seat].sort()
        return
    state.king_known[seat] = True
    state.mantas[seat].append({"kind": "bonus", "face": face, "ready": True, "used": False})
    state.sort_mantas(seat)
    events.append(Event("aquatica.setup_king", seat, {"king": king, "face": face}))


def pick_king(state: AquaticaState, king: str, events: list[Event]) -> None:
    seat = state.draft_order.pop(0)
    state.draft_offer.remove(king)
    events.append(Event("aquatica.pick_king", seat, {"king": king}))
    give_king(state, seat, king, events)
    if state.solo:
        state.draft_offer = []  # the other two go back to the box
    if not state.draft_order:
        state.draft_offer = []
        state.stage = BEFORE
