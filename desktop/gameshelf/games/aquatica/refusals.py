"""Why a move the seat would like to make is not legal: one reason, as a key of the content's
[refusals] table and its arguments (named as event arguments are: `card`, `location`, `slot`,
`row`, `cost`, `have`, `goal`, `face`, `kind`, `step`), for the board's illegal drops.

`why_not(state, seat, kind, target)`, None when the move is legal:
- "play": `target` a card id (dragged from the hand onto the board);
- "buy" / "conquer": `target` (row, index in the row, board slot);
- "recruit": `target` a slot of the character row;
- "exploit": `target` a board slot;
- "flip": `target` (manta kind, face);
- "claim": `target` a goal index.

Keys: game_over, not_your_turn, draft_first, decision_first (another step is to be answered
first), main_done, not_in_hand, not_now (no step of this kind is pending), no_such_location,
slot_taken, cannot_afford, no_such_slot, empty_slot, fully_raised, empty_depth,
resource_outside_main, effect_in_main, resource_used, wasted, no_such_manta, manta_tired,
manta_used, goal_claimed, goal_full, goal_not_met, no_trained_manta.
"""

from __future__ import annotations

from typing import Any

from .effects import effect_useful, goal_met, recruit_cost
from .state import AFTER, DRAFT, MAIN, AquaticaState

Refusal = tuple[str, dict[str, Any]]


def why_not(state: AquaticaState, seat: int, kind: str, target: Any) -> Refusal | None:
    if state.is_over():
        return ("game_over", {})
    if state.to_move() != seat:
        return ("not_your_turn", {})
    if state.stage == DRAFT:
        return ("draft_first", {})
    if _legal(state, kind, target):
        return None
    step = state.pending[-1] if state.pending else None
    if kind == "play":
        if target not in state.hands[seat]:
            return ("not_in_hand", {"card": target})
        return ("main_done", {}) if state.stage == AFTER else ("decision_first", _step(step))
    if kind in ("buy", "conquer", "recruit"):
        return _payment(state, seat, kind, target, step)
    if kind == "exploit":
        return _exploit(state, seat, int(target), step)
    if kind == "flip":
        return _flip(state, seat, target, step)
    return _claim(state, seat, int(target))


def _legal(state: AquaticaState, kind: str, target: Any) -> bool:
    for action in state.legal_actions():
        if action.name != kind:
            continue
        args = action.args
        if kind in ("play", "exploit", "recruit", "claim") and args[0] == target:
            return True
        if kind in ("buy", "conquer") and args == tuple(target):
            return True
        if kind == "flip" and args == tuple(target):
            return True
    return False


def _step(step: dict[str, Any] | None) -> dict[str, Any]:
    return {"step": step["step"] if step else ""}


def _payment(state: AquaticaState, seat: int, kind: str, target: Any,
             step: dict[str, Any] | None) -> Refusal:
    if step is None or step["step"] != kind:
        return ("not_now", {"step": kind})
    if kind == "recruit":
        index = int(target)
        if not 0 <= index < len(state.char_row):
            return ("no_such_slot", {"slot": index})
        return ("cannot_afford", {"cost": recruit_cost(state, step, index), "have": state.coins})
    row, index, slot = target
    cards = state.row(str(row))
    if not 0 <= int(index) < len(cards):
        return ("no_such_location", {"row": row})
    location = cards[int(index)]
    if not 0 <= int(slot) < len(state.boards[seat]):
        return ("no_such_slot", {"slot": slot})
    if state.boards[seat][int(slot)] is not None:
        return ("slot_taken", {"slot": slot})
    if kind == "buy":
        cost, have = state.data.locations[location].buy, state.coins
    else:
        cost = state.conquer_cost(str(row), location, step.get("discount", 0))
        have = state.power_for(state.data.locations[location].type)
    return ("cannot_afford", {"location": location, "cost": cost, "have": have})


def _exploit(state: AquaticaState, seat: int, slot: int, step: dict[str, Any] | None) -> Refusal:
    if not 0 <= slot < len(state.boards[seat]):
        return ("no_such_slot", {"slot": slot})
    location = state.location(seat, slot)
    if location is None:
        return ("empty_slot", {"slot": slot})
    depth = state.top_depth(seat, slot)
    args = {"slot": slot, "location": location.id}
    if depth is None:
        return ("fully_raised", args)
    if depth == "empty":
        return ("empty_depth", args)
    effects = state.data.depths[depth]
    if state.data.is_resource(effects):
        if state.stage != MAIN:
            return ("resource_outside_main", args)
        if slot in state.resource_used:
            return ("resource_used", args)
        return ("wasted", args) if step and step["step"] in ("buy", "conquer", "recruit") \
            else ("decision_first", _step(step))
    if state.stage == MAIN:
        return ("effect_in_main", args)
    if step is not None:
        return ("decision_first", _step(step))
    return ("wasted", args) if not effect_useful(state, seat, effects, slot) \
        else ("decision_first", _step(step))


def _flip(state: AquaticaState, seat: int, target: Any, step: dict[str, Any] | None) -> Refusal:
    kind, face = target
    mine = [m for m in state.mantas[seat] if m["kind"] == kind and m["face"] == face]
    args = {"kind": kind, "face": face}
    if not mine:
        return ("no_such_manta", args)
    if not any(m["ready"] for m in mine):
        return ("manta_tired", args)
    if not any(m["ready"] and not m["used"] for m in mine):
        return ("manta_used", args)
    effects = state.data.mantas[face]
    if state.data.is_resource(effects) != (state.stage == MAIN):
        return ("resource_outside_main" if state.stage != MAIN else "effect_in_main", args)
    return ("decision_first", _step(step)) if step and state.stage != MAIN else ("wasted", args)


def _claim(state: AquaticaState, seat: int, goal: int) -> Refusal:
    if not 0 <= goal < len(state.goals):
        return ("goal_not_met", {"goal": ""})
    args = {"goal": state.goals[goal]}
    if seat in state.tracks[goal]:
        return ("goal_claimed", args)
    if len(state.tracks[goal]) >= len(state.data.goal_values):
        return ("goal_full", args)
    if not goal_met(state, seat, state.goals[goal]):
        return ("goal_not_met", args)
    return ("no_trained_manta", args)

