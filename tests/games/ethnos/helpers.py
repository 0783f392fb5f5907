"""Build Ethnos positions and play bands by card name, for rules tests."""

from __future__ import annotations

from typing import Any

from gameshelf.engine import Action, get_game
from gameshelf.games.ethnos.position import card_name
from gameshelf.games.ethnos.state import EthnosState

SPEC = get_game("ethnos")
ALL_TRIBES_6 = ["centaurs", "dwarves", "elves", "giants", "merfolk", "trolls"]


def position(players: int = 4, age: int = 1, **fields: Any) -> EthnosState:
    data: dict[str, Any] = {"game": "ethnos", "players": players, "age": age}
    data.update(fields)
    data.setdefault("deck", ["dragon"] * 3)  # the deck must hold every Dragon not drawn
    state = SPEC.load_position(data)
    assert isinstance(state, EthnosState)
    return state


def seats(*rows: dict[str, Any], players: int = 4) -> list[dict[str, Any]]:
    rows = list(rows) + [{} for _ in range(players - len(rows))]
    return rows


def card(state: EthnosState, name: str, seat: int | None = None) -> int:
    """The id of a card with that name in the seat's hand (the seat to move by default)."""
    hand = state.hands[state.current if seat is None else seat]
    return next(c for c in hand if card_name(state, c) == name)


def play_band(state: EthnosState, leader: str, *others: str, kingdom: str | None = None) -> list:
    """Choose the leader, add the others, and play the band (on `kingdom`, default its own)."""
    events = state.apply(Action("choose_leader", (card(state, leader),)))
    for name in others:
        events += state.apply(Action("add_ally", (card(state, name),)))
    assert state.building is not None
    target = kingdom or state.data.kingdoms[state.building.kingdom]
    events += state.apply(Action("play_band", (target,)))
    return events


def names(state: EthnosState, cards: list[int]) -> list[str]:
    return sorted(card_name(state, c) for c in cards)
