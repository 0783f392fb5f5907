"""Building Champions test states directly, without playing to them."""

from __future__ import annotations

from typing import Any

from gameshelf.engine import get_game
from gameshelf.games.champions.state import COMBAT, PLACE, ChampionsState


def new(players: int = 3, seed: int = 0, leaders: list[str] | None = None) -> ChampionsState:
    state = get_game("champions").new_game(players, seed)
    assert isinstance(state, ChampionsState)
    if leaders is not None:
        state.leaders = list(leaders)
    return state


def give_dice(state: ChampionsState, seat: int, **counts: int) -> None:
    """The seat holds exactly these dice (taken from or returned to the supply)."""
    for kind in state.dice[seat]:
        want = counts.get(kind, 0)
        state.supply[kind] += state.dice[seat][kind] - want
        state.dice[seat][kind] = want


def in_fight(state: ChampionsState, seat: int, faces: list[tuple[str, str]], *,
             target: str = "troll", enemy: str | None = None, attack: int = 2,
             defense: int = 3, damage: int = 0) -> dict[str, Any]:
    """`seat` fighting at `target` with dice showing `faces` [(kind, face)], at the reroll
    decision; the dice are the seat's and assigned to the target."""
    from gameshelf.games.champions.combat import _tally

    kinds: dict[str, int] = {}
    for kind, _ in faces:
        kinds[kind] = kinds.get(kind, 0) + 1
    give_dice(state, seat, **kinds)
    if target != "hunt":
        state.assign[seat] = {target: dict(kinds)}
        enemy = enemy or state.enemy_at(target) or state.troll
    state.phase = COMBAT
    state.pending = None
    state.current = seat
    state.queue = ["cleanup"]
    state.combat = {
        "seat": seat, "target": target, "enemy": None if target == "hunt" else enemy,
        "damage": damage, "defense": defense, "attack": attack,
        "dice": [{"kind": k, "face": f} for k, f in faces], "stage": "reroll",
        "losses_left": 0, "hits": 0, "shields": 0, "reaction": False,
    }
    _tally(state)
    state._legal = None
    return state.combat


def placing(state: ChampionsState, seat: int) -> ChampionsState:
    state.phase = PLACE
    state.pending = None
    state.current = seat
    state._legal = None
    return state
