"""Why a move the seat would like to make is not legal: the one reason that applies, as a key of
the content's [refusals] table and its arguments (named as event arguments are, so the board
words them as it words the log: `card`, `leader`, `other` a card, `cards` a list of them,
`kingdom` a kingdom id, `count`, `value` numbers). Everdell's `games/everdell/refusals.py` has
the same shape.

`why_not(state, seat, kind, target)`, None when the move is legal:
- "recruit": `target` a market card, or None for the top card of the deck;
- "leader": `target` the hand card to lead a new band;
- "band": `target` a `BandAttempt` (the cards, the leader, the kingdom); in the middle of a band
  (its leader already chosen) the cards are those still to add and the leader is the band's;
- "keep": `target` the hand cards the Elves are to keep;
- "troll": `target` the value of a Troll token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine import Action
from .state import (
    BAND,
    CENTAUR,
    CHOOSING_LEADER,
    ELF,
    FREE_MARKER,
    ORC,
    SKELETONS,
    TROLL,
    TURN,
    WINGFOLK,
)

if TYPE_CHECKING:
    from .state import EthnosState

Refusal = tuple[str, dict[str, Any]]
# The decision that comes first, by phase (a band being built names its leader).
DECISION_FIRST = {
    CENTAUR: "centaur_band",
    BAND: "band_unfinished",
    FREE_MARKER: "free_marker_first",
    TROLL: "troll_first",
    ELF: "keep_first",
    ORC: "orcs_first",
}


class BandAttempt(NamedTuple):
    cards: tuple[int, ...]  # the leader among them or not
    leader: int | None  # None: the band being built has its leader already
    kingdom: str | None = None  # None: wherever the band may go


def why_not(state: EthnosState, seat: int, kind: str, target: Any) -> Refusal | None:
    if state.is_over():
        return ("game_over", {})
    if state.to_move() != seat:
        return ("not_your_turn", {})
    if kind == "recruit":
        return _why_not_recruit(state, seat, target)
    if kind == "leader":
        return _why_not_leader(state, seat, target)
    if kind == "band":
        return _why_not_band(state, seat, target)
    if kind == "keep":
        return _why_not_keep(state, seat, tuple(target))
    if kind == "troll":
        return _why_not_troll(state, target)
    raise ValueError(f"no refusals for {kind!r}")


def _decision_first(state: EthnosState) -> Refusal:
    key = DECISION_FIRST.get(state.phase, "finish_decision")
    return (key, {"leader": _building(state).leader} if state.phase == BAND else {})


def _building(state: EthnosState) -> Any:
    band = state.building
    assert band is not None
    return band


def _why_not_recruit(state: EthnosState, seat: int, card: int | None) -> Refusal | None:
    action = Action("recruit_from_deck") if card is None else Action("recruit_ally", (card,))
    if action in state.legal_actions():
        return None
    if state.phase != TURN:
        return _decision_first(state)
    if len(state.hands[seat]) >= state.data.hand_limit:
        return ("hand_full", {"count": state.data.hand_limit})
    if card is not None and card not in state.market:
        return ("not_in_market", {"card": card})
    return ("cannot_recruit", {})


def _why_not_leader(state: EthnosState, seat: int, card: int) -> Refusal | None:
    if Action("choose_leader", (card,)) in state.legal_actions():
        return None
    if state.phase not in CHOOSING_LEADER:
        return _decision_first(state)
    if card not in state.hands[seat]:
        return ("not_in_hand", {"card": card})
    if state.data.card_tribe[card] == SKELETONS:
        return ("skeleton_leader", {})
    return ("cannot_lead", {"card": card})


def _why_not_band(state: EthnosState, seat: int, attempt: BandAttempt) -> Refusal | None:
    if state.phase not in (*CHOOSING_LEADER, BAND):
        return _decision_first(state)
    if state.phase == BAND:
        leader, placed = _building(state).leader, list(_building(state).cards)
    else:
        if attempt.leader is None:
            return ("band_empty", {}) if not attempt.cards else ("no_leader", {})
        leader, placed = attempt.leader, []
    cards = [c for c in dict.fromkeys(attempt.cards) if c != leader and c not in placed]
    if state.phase != BAND:
        refusal = _why_not_leader(state, seat, leader)
        if refusal is not None:
            return refusal
    if _plays(state, leader, cards, attempt.kingdom):
        return None
    hand = state.hands[seat]
    away = next((c for c in cards if c not in hand), None)
    if away is not None:
        return ("not_in_hand", {"card": away})
    refusal = _misfit(state, leader, [*placed[1:], *cards])
    if refusal is not None:
        return refusal
    home = state.data.kingdoms[state.data.card_kingdom[leader]]
    if (
        attempt.kingdom is not None
        and attempt.kingdom != home
        and state.data.card_tribe[leader] != WINGFOLK
    ):
        return ("band_kingdom", {"leader": leader, "kingdom": home})
    return ("cannot_play_band", {})


def _plays(state: EthnosState, leader: int, cards: list[int], kingdom: str | None) -> bool:
    """Whether the band is legal, tried on a copy: its leader (unless chosen), its cards, and
    a play in `kingdom` (any kingdom when None)."""
    trial = state.clone()
    steps = [] if trial.phase == BAND else [Action("choose_leader", (leader,))]
    for step in [*steps, *(Action("add_ally", (c,)) for c in cards)]:
        if step not in trial.legal_actions():
            return False
        trial.apply(step)
    plays = [a for a in trial.legal_actions() if a.name == "play_band"]
    return bool(plays) if kingdom is None else Action("play_band", (kingdom,)) in plays


def _misfit(state: EthnosState, leader: int, others: list[int]) -> Refusal | None:
    """A band shares one tribe or one colour with its leader (Skeletons join any band)."""
    tribe, colour = state.data.card_tribe, state.data.card_kingdom
    allies = [c for c in others if tribe[c] != SKELETONS]
    unfit = next(
        (c for c in allies if tribe[c] != tribe[leader] and colour[c] != colour[leader]), None
    )
    if unfit is not None:
        return ("band_card_unfit", {"card": unfit, "leader": leader})
    by_colour = next((c for c in allies if tribe[c] != tribe[leader]), None)
    by_tribe = next((c for c in allies if colour[c] != colour[leader]), None)
    if by_colour is not None and by_tribe is not None:
        return ("band_mixed", {"card": by_colour, "other": by_tribe, "leader": leader})
    return None


def _why_not_keep(state: EthnosState, seat: int, cards: tuple[int, ...]) -> Refusal | None:
    if state.phase != ELF:
        return ("nothing_to_keep", {}) if state.phase in CHOOSING_LEADER else _decision_first(state)
    away = next((c for c in cards if c not in state.hands[seat]), None)
    if away is not None:
        return ("not_in_hand", {"card": away})
    if len(set(cards) | set(state.elf_kept)) > state.elf_limit:
        return ("keep_too_many", {"count": state.elf_limit})
    return None


def _why_not_troll(state: EthnosState, value: int) -> Refusal | None:
    if Action("take_troll_token", (value,)) in state.legal_actions():
        return None
    if state.phase != TROLL:
        return ("no_troll_now", {}) if state.phase in CHOOSING_LEADER else _decision_first(state)
    if value not in state.data.troll_tokens:
        return ("no_troll_token", {"value": value})
    if value > state.troll_limit:
        return ("troll_too_big", {"value": value, "count": state.troll_limit})
    return ("troll_taken", {"value": value})
