"""Building Aquatica test states directly, without playing to them."""

from __future__ import annotations

from typing import Any

from gameshelf.engine import Action
from gameshelf.games.aquatica import SPEC
from gameshelf.games.aquatica.state import AquaticaState


def new(players: int = 2, seed: int = 0, **options: Any) -> AquaticaState:
    state = SPEC.new_game(players, seed, options or None)
    if state.stage == "draft":
        while state.stage == "draft":
            state.apply(state.legal_actions()[0])
    return state


def location_with(state: AquaticaState, test, exclude=()) -> str:
    """A Location still in the deck or the rows that passes `test`, taken out of where it is."""
    for loc in sorted(state.data.locations):
        if loc in exclude or not test(state.data.locations[loc]):
            continue
        for pile in (state.loc_deck, state.top_row, state.bottom_row):
            if loc in pile:
                pile.remove(loc)
                return loc
    raise LookupError("no such Location left")


def put(state: AquaticaState, seat: int, slot: int, depths_test, offset: int = 0) -> str:
    """A Location whose depths pass `depths_test` on the seat's board."""
    loc = location_with(state, lambda loc: depths_test(loc.depths))
    state.boards[seat][slot] = {"location": loc, "offset": offset}
    state._legal = None
    return loc


def to_row(state: AquaticaState, row: str, test) -> str:
    loc = location_with(state, test)
    state.row(row).insert(0, loc)
    state._legal = None
    return loc


def play(state: AquaticaState, name: str, *args: Any) -> list:
    return state.apply(Action(name, tuple(args)))


def names(state: AquaticaState) -> set[str]:
    return {a.name for a in state.legal_actions()}
