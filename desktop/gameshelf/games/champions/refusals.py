"""Why a move the seat would like to make is not legal: one reason, as a key of the content's
[refusals] table and its arguments (named as event arguments are: `location`, `ship`,
`shore`, `kind`, `target`, `cost`, `count`), for the board's illegal drops.

`why_not(state, seat, kind, target)`, None when the move is legal:
- "place": `target` a location id (a Market Stall included);
- "ship": `target` (ship id, shore);
- "assign": `target` (fight target "troll"/"draugr_1"/"draugr_2"/"shore_<n>", die kind);
- "load_food": `target` a shore.

Keys: game_over, not_your_turn, decision_first (a follow-up decision or the phase's own
decision comes first), not_placing, no_workers, no_such_location, location_full,
already_hunting, cannot_afford, nothing_there, ship_owned, no_ship_left, nothing_to_swap,
huts_bought, no_such_ship, not_your_ship, no_such_shore, port_taken, not_assigning,
not_reserved, restricted, no_die, ship_full, no_food.
"""

from __future__ import annotations

from typing import Any

from .placement import location_refusal, ship_refusal
from .state import ASSIGN, PLACE, ChampionsState

Refusal = tuple[str, dict[str, Any]]


def why_not(state: ChampionsState, seat: int, kind: str, target: Any) -> Refusal | None:
    if state.is_over():
        return ("game_over", {})
    if state.to_move() != seat:
        return ("not_your_turn", {})
    if kind in ("place", "ship"):
        if state.phase != PLACE:
            return ("not_placing", {})
        if state.pending is not None:
            return ("decision_first", {"decision": state.pending["kind"]})
        if state.workers_left[seat] <= 0:
            return ("no_workers", {})
        if kind == "place":
            key = location_refusal(state, seat, str(target))
            return None if key is None else (key, {"location": str(target)})
        ship, shore = target
        key = ship_refusal(state, seat, str(ship), int(shore))
        if key is None:
            return None
        # The longship's location too: a refusal shared with the other places names it.
        location = "private_longship" if str(ship).startswith("private") else f"{ship}_longship"
        return (key, {"ship": str(ship), "shore": int(shore), "location": location})
    if state.phase != ASSIGN:
        return ("not_assigning", {})
    if kind == "assign":
        where, die = target
        if where not in state.targets(seat):
            return ("not_reserved", {"target": where})
        if not where.startswith("shore_"):
            enemy = state.enemy_at(where)
            if enemy is not None and state.data.enemy(enemy).restriction == die:
                return ("restricted", {"target": where, "kind": die})
        if not state.pool(seat).get(die):
            return ("no_die", {"kind": die})
        if where.startswith("shore_") and _full(state, seat, where):
            return ("ship_full", {"target": where})
        return None
    if kind == "load_food":
        where = f"shore_{int(target)}"
        if where not in state.targets(seat):
            return ("not_reserved", {"target": where})
        if state.food_pool(seat) <= 0:
            return ("no_food", {})
        if _full(state, seat, where):
            return ("ship_full", {"target": where})
        return None
    return ("no_such_location", {})


def _full(state: ChampionsState, seat: int, where: str) -> bool:
    ship = state.ship_at(int(where[-1]))
    return ship is None or state.load(seat, where) >= state.capacity(ship)
