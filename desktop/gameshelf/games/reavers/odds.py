"""A Reavers combat's chance to win, exact over engine/dice.py's distributions (for the board's
"chance to win" while a seat commits dice; the AI may use it too).

`combat_dice(state)` is how many combat dice the combat under way would roll now (the crew
dice committed so far, the tokens, this activation's extra dice), `win_chance(state)` the
chance that their successes, with the successes already fixed, reach the Defense, no rerolls.
Once rolled, it is the chance that the roll wins as it shows or by rerolls the seat's Favor
still pays for, each rerolling the dice that show no success (`reroll_chance`): a losing roll
with Favor left is not lost yet (the board said "chance to win 0%" beside the Reroll button).
"""

from __future__ import annotations

from functools import lru_cache

from ...engine.dice import distribution, total
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
        if won(s):
            return 1.0
        die = s.data.combat_die
        shown = [die.faces[f].value("successes") for f in c["roll"]]
        need = c["defense"] - c["successes"] - total([die] * len(shown), c["roll"], "successes")
        rerolls = s.players[c["seat"]]["favor"] // s.data.favor_per_reroll
        return reroll_chance(tuple(f.value("successes") for f in die.faces), need,
                             shown.count(0), rerolls)
    return chance(combat_dice(s), c["successes"], c["defense"], s.data)


@lru_cache(maxsize=4096)
def reroll_chance(faces: tuple[int, ...], need: int, failed: int, rerolls: int) -> float:
    """The chance of `need` more successes with `rerolls` rerolls, each of the dice showing no
    success (`failed` of them; a die's faces give `faces` successes, equally likely)."""
    if need <= 0:
        return 1.0
    if rerolls <= 0 or failed <= 0:
        return 0.0
    outcomes: dict[tuple[int, int], float] = {(0, 0): 1.0}  # (successes, still failed)
    for _ in range(failed):
        step: dict[tuple[int, int], float] = {}
        for (got, zeros), p in outcomes.items():
            for v in faces:
                key = (min(need, got + v), zeros + (v == 0))
                step[key] = step.get(key, 0.0) + p / len(faces)
        outcomes = step
    return sum(p * reroll_chance(faces, need - got, zeros, rerolls - 1)
               for (got, zeros), p in outcomes.items())
