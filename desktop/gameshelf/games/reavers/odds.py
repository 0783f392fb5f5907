"""A Reavers combat's chance to win, exact over engine/dice.py's distributions (for the board's
"chance to win" while a seat commits dice; the AI may use it too).

`combat_dice(state)` is how many combat dice the combat under way would roll now (the crew
dice committed so far, the tokens, this activation's extra dice), `win_chance(state)` the
chance that their successes, with the successes already fixed, reach the Defense, no rerolls.
Once rolled, the chance is 1 or 0 by the dice showing.
"""

from __future__ import annotations

from ...engine.dice import distribution
from .combat import combat_value, won
from .state import ReaversState


def combat_dice(s: ReaversState) -> int:
    c = s.combat
    if c is None:
        return 0
    seat = c["seat"]
    return sum(combat_value(s, seat, f) for _, f in c["committed"]) + c["tokens"] + \
        s.players[seat]["extra_combat"]


def chance(dice: int, successes: int, defense: int, data: object) -> float:
    """The chance that `dice` combat dice roll at least `defense - successes` successes."""
    need = defense - successes
    if need <= 0:
        return 1.0
    if dice <= 0:
        return 0.0
    law = distribution([data.combat_die] * dice, ("successes",))  # type: ignore[attr-defined]
    return sum(p for (hits,), p in law.items() if hits >= need)


def win_chance(s: ReaversState) -> float | None:
    """The combat under way's chance to win as it stands (None: no combat)."""
    c = s.combat
    if c is None:
        return None
    if c["roll"] is not None:
        return 1.0 if won(s) else 0.0
    return chance(combat_dice(s), c["successes"], c["defense"], s.data)
