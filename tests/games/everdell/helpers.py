"""Build Everdell positions and drive them by card id, for rules tests."""

from __future__ import annotations

from typing import Any

from gameshelf.engine import Action, get_game
from gameshelf.games.everdell.state import EverdellState

SPEC = get_game("everdell")


def position(players: int = 2, **fields: Any) -> EverdellState:
    """A position; seats not given are empty; the deck is the rest of the cards."""
    data: dict[str, Any] = {"game": "everdell", "players": players}
    data.update(fields)
    seats = list(data.get("seats", []))
    data["seats"] = seats + [{} for _ in range(players - len(seats))]
    state = SPEC.load_position(data)
    assert isinstance(state, EverdellState)
    return state


def res(twig: int = 0, resin: int = 0, pebble: int = 0, berry: int = 0) -> dict[str, int]:
    return {"twig": twig, "resin": resin, "pebble": pebble, "berry": berry}


def inst(state: EverdellState, card_id: str, where: str = "hand", row: int = 0) -> int:
    """The instance of a card by id in a seat's hand, a city ("city") or the Meadow."""
    pool = {"hand": lambda: state.hands[row], "city": lambda: state.cities[row],
            "meadow": lambda: state.meadow}[where]()
    return next(i for i in pool if i >= 0 and state.card_id(i) == card_id)


def legal_names(state: EverdellState) -> list[str]:
    return [str(a) for a in state.legal_actions()]


def find(state: EverdellState, name: str, *args: Any) -> Action | None:
    """The legal action with that verb whose arguments start with `args`."""
    for action in state.legal_actions():
        if action.name == name and action.args[: len(args)] == args:
            return action
    return None


def act(state: EverdellState, name: str, *args: Any) -> list:
    action = find(state, name, *args)
    assert action is not None, f"{name}{args} is not legal; legal: {legal_names(state)}"
    return state.apply(action)


def total(state: EverdellState, row: int = 0) -> int:
    return state.scores().total(row)


def category(state: EverdellState, name: str, row: int = 0) -> int:
    return state.scores().category(row, name)


def city_ids(state: EverdellState, row: int = 0) -> list[str]:
    return [state.card_id(i) for i in state.cities[row]]


def hand_ids(state: EverdellState, row: int = 0) -> list[str]:
    return sorted(state.card_id(i) for i in state.hands[row])


def turn(state: EverdellState, seat: int) -> None:
    """Give `seat` the turn (tests skip the other seats' turns this way)."""
    state.current = seat
    state._legal = None
