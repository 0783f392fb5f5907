"""Why a move the seat would like to make is not legal: one reason, as a key of the content's
[refusals] table and its arguments (named as event arguments are: `location`, `card`, `slot`,
`face`, `decision`), for the board's illegal drops.

`why_not(state, seat, kind, target)`, None when the move is legal:
- "place": `target` a location id (the pawn dropped on it);
- "use_reaver": `target` (card, use): the Reaver dropped on a Specialize slot ("specialize"),
  the leader space ("promote") or the Glory pile ("rally");
- "pay": `target` a board die index clicked to pay a cost;
- "commit": `target` a board die index clicked into a combat;
- "store": `target` an Artifact card the new die is dropped on.

Keys: game_over, not_your_turn, decision_first (another decision comes first: `decision` is
its stage), location_taken, no_such_location, not_your_reaver, slot_full, no_such_die,
wrong_face (the die shows no face the cost still needs), no_combat_value (the face buys no
combat die), artifact_loaded (it holds a die already), artifact_refuses (it does not take that
face), no_such_artifact.
"""

from __future__ import annotations

from typing import Any

from .combat import combat_value, pay_answers
from .data import LOCATIONS
from .state import ReaversState

Refusal = tuple[str, dict[str, Any]]
STAGE = {"place": "place", "use_reaver": "use_reaver", "pay": "pay", "commit": "commit",
         "store": "store"}


def why_not(state: ReaversState, seat: int, kind: str, target: Any) -> Refusal | None:
    if state.is_over():
        return ("game_over", {})
    if state.to_move() != seat:
        return ("not_your_turn", {})
    top = state.stack[-1]
    if top["step"] != STAGE.get(kind):
        return ("decision_first", {"decision": top["step"]})
    p = state.players[seat]
    if kind == "place":
        if target not in LOCATIONS:
            return ("no_such_location", {"location": str(target)})
        if target in state.picked:
            return ("location_taken", {"location": target})
        return None
    if kind == "use_reaver":
        card, use = target
        if card not in top["cards"]:
            return ("not_your_reaver", {"card": str(card)})
        slot = state.data.reavers[card].slot
        if use == "specialize" and len(p["slots"].get(slot, [])) >= state.data.rules["slot_cap"]:
            return ("slot_full", {"card": card, "slot": slot})
        return None
    if kind == "store":
        if target not in p["artifacts"]:
            return ("no_such_artifact", {"card": str(target)})
        if target in p["stored"]:
            return ("artifact_loaded", {"card": target})
        if (("store_die", target) not in
                {(a.name, *a.args) for a in state.legal_actions()}):
            return ("artifact_refuses", {"card": target, "face": top["face"]})
        return None
    if not isinstance(target, int) or not 0 <= target < len(p["dice"]):
        return ("no_such_die", {})
    face = p["dice"][target][1]
    if kind == "commit":
        return None if combat_value(state, seat, face) else ("no_combat_value", {"face": face})
    if any(name == "pay_die" and index == target
           for name, index, _ in pay_answers(state, seat, top["need"])):
        return None
    # A die showing a face still needed (or the wild face) always has a payment that keeps
    # the rest payable (swap it into any way of paying), so the only refusal is its face.
    return ("wrong_face", {"face": face})
