"""What Food, Wood, Coins and Favor are worth to a seat (the beginner policy's view): the Glory
they will buy this game, not a fixed rate.

Each good has its uses, each turning so many units into Glory at a rate: Coins into Favor at
the Stave Church (its tiers), any good into dice or Favor at the Market Stall tiles in play,
Wood into a Rune at the Runesmith, Food into the fights of the ships the seat has reserved this
round and into the voyages of later rounds. A use that takes a worker counts the worker's
placement against what it yields, and a use the seat shares with the others (one worker a
round on each location) counts its share of the rounds left. The units a seat holds fill its
uses best first; what is left over is worth what it scores at the end (a Coin a third of a
Glory, a Favor two, Food and Wood nothing), and the Destinies the seat holds that count the
good add what one more unit scores now, weighed by the rounds played. A bundle is worth what
it adds to the seat's holdings.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import ChampionsState

DIE_WORTH = {"swordsman": 1.0, "spearman": 1.3, "axeman": 1.8}  # a die kept for later rounds
PLACEMENT = 1.5  # what a worker's placement earns in a round (as the Worker Huts count it)
RUNE = 2.4  # a Rune: its printed Glory and its use
HUNT = 3.0  # Food a worker fetches at the Hunting Grounds with the dice a seat has spare
VOYAGE_FOOD = 3.0  # the Food a voyage of a later round takes

Uses = dict[str, list[tuple[float, float]]]  # good -> [(Glory a unit, units)], best first


def end_worth(state: ChampionsState, good: str) -> float:
    """A unit left at the end of the game."""
    data = state.data
    return {"coin": 1 / data.coins_per_glory, "favor": float(data.favor_glory),
            "glory": 1.0}.get(good, 0.0)


def _visits(state: ChampionsState, seat: int, location: str) -> float:
    """The visits the seat may expect to a one-worker location in the rest of the game: its
    share of each later round, and this round if the location is open and it has a worker."""
    later = (state.data.rounds - state.round) / state.num_players
    now = state.workers_left[seat] > 0 and not state.placements.get(location)
    return later + (1.0 if now else 0.0)


def _hull(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The steps (rate, units) of the upper concave hull from (0, 0) through `points`
    (units spent, Glory gained): the best average first."""
    steps = []
    at = (0.0, 0.0)
    rest = sorted(p for p in points if p[0] > 0)
    while rest:
        best = max(rest, key=lambda p: ((p[1] - at[1]) / (p[0] - at[0]), p[0]))
        rate = (best[1] - at[1]) / (best[0] - at[0])
        if rate <= 0:
            break
        steps.append((rate, best[0] - at[0]))
        at = best
        rest = [p for p in rest if p[0] > at[0]]
    return steps


def _gain_worth(state: ChampionsState, gain: dict[str, int]) -> float:
    """A stall's gain: dice by the rounds they have left to fight in (a third of their worth
    in the last), the rest by its worth at the end."""
    fights = min(1.0, (state.data.rounds - state.round + 1) / 3)
    return sum(DIE_WORTH[k] * v * fights if k in DIE_WORTH else end_worth(state, k) * v
               for k, v in gain.items())


def good_uses(state: ChampionsState, seat: int, ships: bool = True) -> Uses:
    """Each good's uses for the seat this game, best first (see the module's text); without
    this round's ships if not `ships` (Food that comes after they are loaded: the hunt's)."""
    data = state.data
    uses: Uses = {"food": [], "wood": [], "coin": [], "favor": []}
    church = _visits(state, seat, "stave_church")
    steps = _hull([(coins, data.favor_glory * favor - PLACEMENT) for favor, coins in data.church])
    uses["coin"] += [(rate, units * church) for rate, units in steps]
    for stall in state.stalls:
        tile = data.stalls[stall]
        if not tile.cost:
            continue
        times = tile.repeat or 1
        spent = sum(tile.cost.values()) * times
        rate = (_gain_worth(state, dict(tile.gain)) * times - PLACEMENT) / spent
        for good, units in tile.cost.items():
            uses[good].append((rate, units * times * _visits(state, seat, stall)))
    wood = sum(data.rune_cost.values())
    uses["wood"].append(((RUNE - PLACEMENT) / wood, wood * _visits(state, seat, "runesmith")))
    for target in state.targets(seat) if ships else ():  # this round's ships: their fights
        if not target.startswith("shore_") or (enemy := state.enemy_at(target)) is None:
            continue
        per_food = data.warriors_per_food[int(target[-1])]
        ship = state.ship_at(int(target[-1]))
        room = state.capacity(ship) * per_food // (per_food + 1) if ship else 0
        need = math.ceil(min(state.held(seat), room) / per_food)
        if need:
            e = data.enemy(enemy)
            uses["food"].append(((e.glory + data.favor_glory * e.favor) / need, need))
    later = (data.rounds - state.round) / state.num_players
    uses["food"].append((PLACEMENT / HUNT, VOYAGE_FOOD * later))
    for good in uses:
        floor = end_worth(state, good)
        uses[good] = sorted(((r, u) for r, u in uses[good] if r > floor and u > 0),
                            reverse=True)
    return uses


def holding_worth(state: ChampionsState, uses: Uses, good: str, units: float) -> float:
    """What `units` of a good are worth: its uses filled best first, the rest at the end."""
    total, left = 0.0, units
    for rate, room in uses.get(good, ()):
        used = min(left, room)
        total += rate * used
        left -= used
        if left <= 0:
            return total
    return total + end_worth(state, good) * max(0.0, left)


def goods_worth(state: ChampionsState, seat: int, gain: dict[str, float],
                cost: dict[str, float] | None = None, uses: Uses | None = None) -> float:
    """What gaining `gain` and paying `cost` (goods only; dice are valued elsewhere) adds to
    the seat's holdings, with the Destinies it holds that count them."""
    from .scoring import destiny_points

    cost = cost or {}
    uses = good_uses(state, seat) if uses is None else uses
    res = state.resources[seat]
    change = {k: gain.get(k, 0) - cost.get(k, 0) for k in {*gain, *cost} if k not in DIE_WORTH}
    total = 0.0
    for good, delta in change.items():
        if good in uses:
            held = res[good]
            total += holding_worth(state, uses, good, held + delta) - \
                holding_worth(state, uses, good, held)
        else:
            total += end_worth(state, good) * delta
    counted = [d for d in state.destinies[seat] if state.data.destinies[d].most in change]
    if counted:
        played = (state.round - 1) / state.data.rounds
        before = sum(destiny_points(state, seat, d) for d in counted)
        saved = dict(res)
        for good, delta in change.items():
            res[good] = max(0, math.floor(res[good] + delta))
        after = sum(destiny_points(state, seat, d) for d in counted)
        res.update(saved)
        total += played * (after - before)
    return total
