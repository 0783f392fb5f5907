"""The beginner policy of Champions (the Easy level, and the search's rollouts): placements
planned around the fights the seat can win.

A plan sends the seat's dice, best first, to its fights, the most valuable first, each fight
getting the dice that raise its exact chance of winning (odds.py) and no more. A fight is worth
its reward, a colour that advances a set, and for the Troll the Blame it avoids, sheds and
gives. A placement is worth what it adds to that plan: a fight with the dice the seat holds and
those its later workers can still fetch this round (for a ship, those they surely fetch: the
seats placing between its turns take the best sources first), dice by the fights they win now
and the rounds they will fight in later, goods by the Glory they will buy this game
(goods.py). Free actions (runes any time) are taken as soon as they are worth it; the Market
swaps towards the Food a ship needs or the coin a purchase needs.
"""

from __future__ import annotations

import math
import random
from typing import NamedTuple

from ...engine import Action, State
from .data import KINDS
from .goods import DIE_WORTH, PLACEMENT, RUNE, end_worth, good_uses, goods_worth
from .odds import loss_order, target_chance
from .placement import huts_cost, merchant_cost, ship_refusal
from .state import (
    ASSIGN,
    BLUE_DICE,
    COMBAT,
    FIGHTS,
    LEADERS_PHASE,
    PLACE,
    SHIP_LOCATION,
    SHORES,
    TROLL_BLAME,
    ChampionsState,
)

WORKER = 0.3  # what a worker spent on a fight could have fetched elsewhere, at least
SHIP_USES = 0.3  # a private longship's voyages a later round, as a share of one now
RUNE_PREFERENCE = ("potential", "reaction", "healing", "glory", "success", "journey", "wealth",
                   "gifts", "knowledge", "true_vision")


class Fight(NamedTuple):
    target: str  # troll, draugr_1, draugr_2 or shore_<n>
    enemy: str
    capacity: int  # dice plus Food a ship carries (a large number for the Troll and Draugr)
    per_food: int  # warriors one Food feeds (0: no feeding)


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    assert isinstance(state, ChampionsState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == LEADERS_PHASE:
        return draft_pick(state, legal)
    if state.phase == PLACE:
        if state.pending is not None:
            return _answer(state, seat, legal, rng)
        return _placement(state, seat, legal, rng)
    if state.phase == ASSIGN:
        return _assign(state, seat, legal)
    if state.phase in (COMBAT, TROLL_BLAME):
        return _resolve(state, seat, legal)
    return rng.choice(legal)


def draft_pick(state: ChampionsState, legal: list[Action]) -> Action:
    """The leader left with the largest edge at this player count (`draft_edge`, measured)."""
    column = state.num_players - 2
    return max(legal, key=lambda a: (state.data.draft_edge[str(a.args[0])][column],
                                     str(a.args[0])))


# -- what fights are worth ----------------------------------------------------------------------


def enemy_worth(state: ChampionsState, seat: int, enemy_id: str, troll: bool,
                coin: float = 0.7) -> float:
    """A fight's reward to the seat (coins at `coin` each), with the Troll's swing if `troll`."""
    e = state.data.enemy(enemy_id)
    value = e.glory + coin * e.coin + end_worth(state, "favor") * e.favor
    if e.colour:
        have = {c: 0 for c in ("red", "blue", "yellow")}
        for won in state.won[seat]:
            colour = state.data.enemy(won).colour
            if colour:
                have[colour] += 1
        value += 2.5 if have[e.colour] < max(have.values()) or not any(have.values()) else 1.0
    if troll:
        value += troll_swing(state, seat)
    return value


def troll_swing(state: ChampionsState, seat: int) -> float:
    """The Glory a Troll won is worth beyond its reward: the seat's own Blame of this round
    avoided and one discarded, one given away, each a step of the Blame table at the Blame the
    seat is heading for (unbeaten Trolls of later rounds add about 0.4 a round)."""
    coming = 0.4 * (state.data.rounds - state.round)
    blame = [r["blame"] + coming for r in state.resources]
    mine = blame[seat]
    others = [b for s, b in enumerate(blame) if s != seat]
    given = (max(others) + 1) * (1.0 if len(others) == 1 else 0.5)
    return (mine + 1) + (mine if state.resources[seat]["blame"] else 0.0) + given


def fight_at(state: ChampionsState, target: str, ship: str | None = None) -> Fight | None:
    enemy = state.enemy_at(target)
    if enemy is None:
        return None
    if not target.startswith("shore_"):
        return Fight(target, enemy, 99, 0)
    shore = int(target[-1])
    ship = ship or state.ship_at(shore)
    assert ship is not None
    return Fight(target, enemy, state.capacity(ship), state.data.warriors_per_food[shore])


def chance_of(state: ChampionsState, seat: int, fight: Fight, dice: list[str]) -> float:
    """The seat's chance with these dice, a ship with the Food to feed them (as `_assign` loads
    it), its Journey card as the seat sees it, and the seat's Favor."""
    counts = (dice.count("swordsman"), dice.count("spearman"), dice.count("axeman"))
    food = math.ceil(len(dice) / fight.per_food) if fight.per_food else 0
    return target_chance(state, seat, fight.target, counts, food)


def _usable(state: ChampionsState, fight: Fight, left: list[str], food: int) -> list[str]:
    """The dice of `left` (best first) that may go: not of the kind the enemy bans, and no more
    than the ship holds and its Food can feed."""
    banned = state.data.enemy(fight.enemy).restriction
    dice = [k for k in left if k != banned]
    if not fight.per_food:
        return dice
    count = len(dice)
    while count and (count + math.ceil(count / fight.per_food) > fight.capacity
                     or math.ceil(count / fight.per_food) > food):
        count -= 1
    return dice[:count]


def plan(state: ChampionsState, seat: int, fights: list[Fight], dice: list[str], food: int,
         worths: dict[str, float] | None = None,
         chances: dict[tuple, float] | None = None) -> tuple[float, dict[str, list[str]]]:
    """The expected worth of sending `dice` (best first) to `fights`, and where each goes: the
    fight worth most with every die it may take goes first and keeps the dice that raise its
    chance; the next gets what is left. `worths` keeps each enemy's worth between calls of one
    state, `chances` each fight's chance with the dice tried (`chance_of`)."""
    worths = {} if worths is None else worths
    chances = {} if chances is None else chances

    def chance_with(fight: Fight, dice: list[str]) -> float:
        key = (fight, tuple(dice))
        value = chances.get(key)
        if value is None:
            value = chances[key] = chance_of(state, seat, fight, dice)
        return value

    for f in fights:
        if f.enemy not in worths:
            worths[f.enemy] = enemy_worth(state, seat, f.enemy, f.target == "troll")
    worth = {f.target: worths[f.enemy] for f in fights}
    left = list(dice)
    todo = list(fights)
    total = 0.0
    where: dict[str, list[str]] = {}
    while left and todo:
        options = {f.target: _usable(state, f, left, food) for f in todo}
        scored = [(chance_with(f, options[f.target]) * worth[f.target], f.target, f)
                  for f in todo]
        value, _, best = max(scored)
        todo.remove(best)
        chosen = options[best.target]
        if value < 0.5:
            continue
        chance = value / worth[best.target]
        while len(chosen) > 1:  # keep back what adds little (the weakest die first)
            fewer = chance_with(best, chosen[:-1])
            if (chance - fewer) * worth[best.target] >= 0.4:
                break
            chosen, chance = chosen[:-1], fewer
        total += chance * worth[best.target]
        where[best.target] = chosen
        for kind in chosen:
            left.remove(kind)
        if best.per_food:
            food -= math.ceil(len(chosen) / best.per_food)
    return total, where


def best_first(state: ChampionsState, seat: int, counts: dict[str, int]) -> list[str]:
    """The dice of `counts`, the seat's best kind first (the reverse of its loss order)."""
    return [k for k in reversed(loss_order(state.leaders[seat])) for _ in range(counts.get(k, 0))]


# -- placement ----------------------------------------------------------------------------------


class _Placing:
    """What the seat's placements are measured against: its dice, its fights so far, and the
    dice its later workers can still fetch this round."""

    def __init__(self, state: ChampionsState, seat: int) -> None:
        self.state, self.seat = state, seat
        self.res = state.resources[seat]
        self.held = best_first(state, seat, state.dice[seat])
        self.room = state.data.warrior_cap - len(self.held)
        self.fights = [f for t in state.targets(seat) if (f := fight_at(state, t)) is not None]
        self.worths: dict[str, float] = {}
        self.uses = good_uses(state, seat)
        self.plans: dict[tuple, tuple[float, dict[str, list[str]]]] = {}
        self.values: dict[Action, float] = {}  # `value`, once per action
        self.chances: dict[tuple, float] = {}  # a fight's chance by the dice sent
        self.gains = {loc: self._gain(loc) for loc in (*BLUE_DICE, "smokehouse", "jarls_longhouse",
                                                       "merchant_ship", *state.stalls)}
        self.later = state.data.rounds - state.round
        self.future = sorted((self.gain(loc)[0] for loc in self.sources()), key=_dice_worth,
                             reverse=True)
        self.now = self.plan(self.fights, self.held)[0]

    def sorted(self, dice: list[str]) -> list[str]:
        return best_first(self.state, self.seat, {k: dice.count(k) for k in KINDS})

    def plan(self, fights: list[Fight], dice: list[str]) -> tuple[float, dict[str, list[str]]]:
        key = (tuple(fights), tuple(dice))
        if key not in self.plans:
            self.plans[key] = plan(self.state, self.seat, fights, dice, self.res["food"],
                                   self.worths, self.chances)
        return self.plans[key]

    def _projected(self, busy: int, sure: bool = False) -> list[str]:
        """The dice the seat will hold once its workers but `busy` have fetched what they can
        this round, the best sources first; if `sure`, only those it surely fetches: before
        each of its later turns every other seat still placing takes a source first (the best
        left), and the seat takes the best of the rest."""
        s = self.state
        left = list(self.future)
        extra: list[str] = []
        for turn in range(1, s.workers_left[self.seat] - busy + 1):
            if sure:
                del left[:sum(1 for other in range(s.num_players)
                              if other != self.seat and s.workers_left[other] >= turn)]
            if not left:
                break
            extra += left.pop(0)
        return self.sorted(self.held + extra[:self.room])

    def _gain_of_fight(self, fight: Fight, busy: int) -> tuple[float, bool]:
        """What a fight adds to the plan, and whether the plan sends it dice, with the dice
        the seat will hold once its workers but `busy` have fetched. A ship counts only the
        dice they surely fetch: counting the best sources, one a worker, 33 % of Easy's
        voyages at 2 players sailed with no dice aboard (25 % at 4; 200 games,
        `benchmarks/champions_balance.py`), the dice gone to a Draugr it reserved later or
        never fetched (13 %, 5 % and 4 % at 2, 3 and 4 players with sure dice). The Troll and
        the Draugr keep the best sources: counted by sure dice too, Easy's leaders drew apart at
        3 and 4 players (Ullr 54 % -> 59 % at 3, seat 0 at 4 players +3.5 -> +5.8 points). A
        ship counts the Food the seat holds, too: counting the Food a later worker could fetch
        left 43 % of Easy's ships empty, that worker reserving a fight instead."""
        dice = self._projected(busy, sure=fight.target.startswith("shore_"))
        with_it, where = self.plan([*self.fights, fight], dice)
        return with_it - self.plan(self.fights, dice)[0], fight.target in where

    def sources(self) -> list[str]:
        """Open locations that give dice."""
        s = self.state
        result = [loc for loc in (*BLUE_DICE, "jarls_longhouse", "merchant_ship", *s.stalls)
                  if not s.placements.get(loc)]
        return [loc for loc in result if self.gain(loc)[0] and self.affordable(loc)]

    def affordable(self, location: str) -> bool:
        return all(self.res[k] >= v for k, v in self.gain(location)[2].items())

    def gain(self, location: str) -> tuple[list[str], dict[str, int], dict[str, int]]:
        return self.gains[location]

    def _gain(self, location: str) -> tuple[list[str], dict[str, int], dict[str, int]]:
        """The dice, the goods and the cost of a location."""
        s, data = self.state, self.state.data
        if location in BLUE_DICE:
            return [BLUE_DICE[location]] * s.blue[location], {}, {}
        if location == "smokehouse":
            return [], {"food": s.blue[location]}, {}
        if location == "jarls_longhouse":
            return ["swordsman"], {}, {}
        if location == "merchant_ship" and s.merchant is not None:
            goods = data.merchant[s.merchant]
            return (best_first(s, self.seat, {k: v for k, v in goods.items() if k in KINDS}),
                    {k: v for k, v in goods.items() if k not in KINDS},
                    {"coin": merchant_cost(s, self.seat)})
        if location in data.stalls:
            stall = data.stalls[location]
            times = 1
            if stall.repeat:
                times = min([stall.repeat] + [self.res[k] // v for k, v in stall.cost.items()])
            dice = best_first(s, self.seat,
                              {k: v * times for k, v in stall.gain.items() if k in KINDS})
            return (dice, {k: v * times for k, v in stall.gain.items() if k not in KINDS},
                    {k: v * (times if stall.repeat else 1) for k, v in stall.cost.items()})
        return [], {}, {}

    def value(self, action: Action) -> float:
        """What placing there (or begging) is worth to the seat; worked out once per action
        (the Shipwright weighs every public longship against each private one)."""
        value = self.values.get(action)
        if value is None:
            value = self.values[action] = self._value(action)
        return value

    def _value(self, action: Action) -> float:
        s, seat, res = self.state, self.seat, self.res
        name = action.name
        if name == "beg":
            return self.goods({"food": 1}) - (res["blame"] + 1) - 1.0
        if name == "place_ship":
            ship, shore = str(action.args[0]), int(action.args[1])
            fight = fight_at(s, f"shore_{shore}", ship)
            cost = -self.goods({}, dict(s.data.ships[ship].cost)) \
                if ship in ("small", "large") else 0.0
            return self._with_fight(fight) - cost
        location = str(action.args[0])
        if location in FIGHTS:
            return self._with_fight(fight_at(s, location))
        if location in (*BLUE_DICE, "smokehouse", "jarls_longhouse", "merchant_ship",
                        *s.stalls):
            dice, goods, cost = self.gain(location)
            value = self._dice_value(dice) + self.goods(goods, cost)
            if location == "jarls_longhouse" and s.first_player != seat:
                value += 0.5
            return value
        if location == "hunting_grounds":
            used = sum(len(d) for d in self.plan(self.fights, self.held)[1].values())
            free = len(self.held) - used
            hunted = {"food": min(s.data.hunting_cap, 0.6 * free)}  # after the ships load
            return goods_worth(s, seat, hunted, uses=good_uses(s, seat, ships=False)) - WORKER
        if location == "worker_huts":
            return PLACEMENT * (self.later + 1) + self.goods({}, {"coin": huts_cost(s)})
        if location == "stave_church":
            return max((self.goods({"favor": favor}, {"coin": coins})
                        for favor, coins in s.data.church if res["coin"] >= coins), default=0.0)
        if location == "runesmith":
            return RUNE + self.goods({}, dict(s.data.rune_cost))
        if location == "shipwright":
            return max((self._private_ship(name) for name, ship in s.data.ships.items()
                        if not ship.public and s.ships.get(name, {"owner": 0})["owner"] is None
                        and s.can_pay(seat, dict(ship.cost))), default=-1.0)
        if location == "sages_house":
            return sages_house_worth(s, seat)
        if location == "market":
            return 0.5 if _market_swap(s, seat) is not None else -1.0
        return 0.0

    def _private_ship(self, ship: str) -> float:
        """A private longship: its Glory, less its cost, and its voyages: this round's (if a
        worker is left to sail it) where it does better than the public longship the seat could
        take instead, and in the rounds to come, when the public longships may be taken. A
        voyage is made with the dice the seat's workers can still fetch, but the one buying the
        ship and the one sailing it, and the Food it holds."""
        s, seat = self.state, self.seat
        voyage = max((self._gain_of_fight(fight, 2)[0] for shore in range(SHORES)
                      if s.monsters[shore] is not None and s.ship_at(shore) is None
                      and (fight := fight_at(s, f"shore_{shore}", ship)) is not None),
                     default=0.0)
        public = max((self.value(Action("place_ship", (other, shore))) for other in SHIP_LOCATION
                      for shore in range(SHORES) if ship_refusal(s, seat, other, shore) is None),
                     default=0.0)
        now = max(0.0, voyage - max(0.0, public)) if s.workers_left[seat] > 1 else 0.0
        data = s.data.ships[ship]
        return data.glory + now + SHIP_USES * min(self.later, 3) * max(0.0, voyage) + \
            self.goods({}, dict(data.cost)) - WORKER

    def goods(self, gain: dict[str, float], cost: dict[str, float] | None = None) -> float:
        """What gaining `gain` and paying `cost` adds to the seat's goods (goods.py)."""
        return goods_worth(self.state, self.seat, gain, cost, self.uses)

    def _with_fight(self, fight: Fight | None) -> float:
        """What reserving `fight` adds, with the dice the seat will have once its later workers
        have fetched what they can (`_gain_of_fight`). A fight its plan sends no dice to is
        worth less than any placement that does something (-1, as a fight that is not there):
        valued at the worker alone, it tied with a last worker's hunt or Worker Huts, and the
        random tie-break of `_placement` sailed empty ships."""
        if fight is None:
            return -1.0
        gain, aboard = self._gain_of_fight(fight, 1)
        return gain - WORKER if aboard else -1.0

    def _dice_value(self, dice: list[str]) -> float:
        """Dice by the fights they win this round, and by the rounds still to come."""
        dice = dice[:self.room]
        if not dice:
            return 0.0
        s, seat = self.state, self.seat
        with_them = self.plan(self.fights, self.sorted(self.held + dice))[0]
        later = min(1.0, self.later / 3)
        soon = 0.3 if s.workers_left[seat] > 1 else 0.0  # a fight still to reserve
        return with_them - self.now + sum(DIE_WORTH[k] * later + soon for k in dice)


def destiny_worth(state: ChampionsState, seat: int, destiny: str) -> float:
    """What a Destiny the seat does not hold is likely to score at the end: what it would score
    now, weighed by the rounds played, against its worth before the game has begun (the seat
    has the most alone in one game of n, a tie half as often: about the Destiny points a card
    of Easy games, 3 at 2 players and 1.3 at 4)."""
    from .scoring import destiny_points

    card = state.data.destinies[destiny]
    played = (state.round - 1) / state.data.rounds
    prior = (card.alone + card.tied / 2) / state.num_players
    return played * destiny_points(state, seat, destiny) + (1 - played) * prior


def sages_house_worth(state: ChampionsState, seat: int) -> float:
    """The Destiny kept at Sage's House: any of those the seat does not hold, on average (it
    cannot see the deck nor the others' hands). Dagrun draws two and keeps the better, but her
    visit is valued as anyone's: valued as the better of two, she went to Sage's House one time
    more a game, a fight given up for about one Destiny point, and won 24 % of 2-player Easy
    games instead of 33 % (200 games each, `benchmarks/champions_balance.py`)."""
    worths = [destiny_worth(state, seat, d) for d in state.data.destinies
              if d not in state.destinies[seat]]
    return sum(worths) / len(worths) if worths else 0.0


def _dice_worth(dice: list[str]) -> float:
    return sum(DIE_WORTH[k] for k in dice)


def ranked_placements(state: ChampionsState, seat: int, legal: list[Action]) -> list[Action]:
    """The placements (and runes) best first, as the policy values them: the search's
    candidates."""
    free = _free_rune(state, seat, legal)
    placing = _Placing(state, seat)
    scored = sorted(((placing.value(a), i) for i, a in enumerate(legal) if a.name != "use_rune"),
                    reverse=True)
    runes = [a for a in legal if a.name == "use_rune" and a != free]
    return [*([free] if free else []), *(legal[i] for _, i in scored), *runes]


def assignment_step(state: ChampionsState, seat: int) -> Action:
    """The policy's next assignment step (Action("commit") once its plan is in place)."""
    return _assign(state, seat, state.legal_actions())


def _placement(state: ChampionsState, seat: int, legal: list[Action], rng: random.Random
               ) -> Action:
    rune = _free_rune(state, seat, legal)
    if rune is not None:
        return rune
    placing = _Placing(state, seat)
    best, best_value = legal[0], -1e9
    for action in legal:
        if action.name == "use_rune":
            continue
        value = placing.value(action) + rng.random() * 0.3
        if value > best_value:
            best, best_value = action, value
    return best


def _free_rune(state: ChampionsState, seat: int, legal: list[Action]) -> Action | None:
    """A rune usable any time, when now is the time: Gifts and Knowledge at once, Wealth once
    it doubles 5 coins (or in the last round), Success in the last rounds on the Destiny that
    scores most."""
    from .scoring import destiny_points

    runes = [a for a in legal if a.name == "use_rune"]
    if not runes:
        return None
    res = state.resources[seat]
    last = state.round == state.data.rounds
    for action in runes:
        rune = action.args[0]
        if rune == "gifts":
            food, wood, coin = action.args[1:]
            want = (4, 0, 0) if _food_short(state, seat) else (1, 1, 2)
            if (food, wood, coin) == want:
                return action
        elif rune == "knowledge" or (rune == "wealth" and (res["coin"] >= 5 or
                                                            (last and res["coin"]))):
            return action
    if state.round >= state.data.rounds - 1:
        success = [(destiny_points(state, seat, a.args[1]), a.args[1], a) for a in runes
                   if a.args[0] == "success"]
        if success and max(success)[0] > 0:
            return max(success)[2]
    return None


def _food_short(state: ChampionsState, seat: int) -> bool:
    """Whether the seat's ships this round need more Food than it has for its dice."""
    need = 0
    for target in state.targets(seat):
        fight = fight_at(state, target)
        if fight is not None and fight.per_food:
            dice = min(state.held(seat), fight.capacity * fight.per_food // (fight.per_food + 1))
            need += math.ceil(dice / fight.per_food)
    return need > state.resources[seat]["food"]


def _market_swap(state: ChampionsState, seat: int) -> tuple[str, str] | None:
    """The swap the seat needs: Food for its ships, else a coin for the Merchant Ship."""
    res = state.resources[seat]
    if _food_short(state, seat):
        for give in ("wood", "coin"):
            if res[give]:
                return give, "food"
    if not state.placements.get("merchant_ship") and state.merchant is not None and \
            res["coin"] < merchant_cost(state, seat) and state.workers_left[seat] > 0:
        for give in ("wood", "food"):
            if res[give] > (1 if give == "food" else 0):
                return give, "coin"
    return None


def _answer(state: ChampionsState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    p = state.pending
    assert p is not None
    kind = p["kind"]
    res = state.resources[seat]
    if kind == "market":
        swap = _market_swap(state, seat)
        action = Action("swap", swap) if swap else None
        return action if action in legal else Action("done")
    if kind == "buy_favor":
        return max(legal, key=lambda a: a.args[0])
    if kind == "repeat":
        keep = 2 if any(t.startswith("shore_") for t in state.targets(seat)) else 0
        return max((a for a in legal if a.args[0] <= max(0, res["food"] - keep)),
                   key=lambda a: a.args[0], default=legal[0])
    if kind == "keep_destiny":
        return max(legal, key=lambda a: (destiny_worth(state, seat, a.args[0]), a.args[0]))
    if kind == "buy_ship":
        return max(legal, key=lambda a: (state.data.ships[a.args[0]].glory, a.args[0]))
    if kind == "true_vision":
        return Action("use_rune", ("true_vision",))
    if kind == "peek":
        unseen = [a for a in legal if a.args[0] not in state.seen[seat]]
        return (unseen or legal)[0]
    if kind == "take_rune":
        slots = [a for a in legal if a.name == "take_rune"]
        if slots:
            return min(slots, key=lambda a: RUNE_PREFERENCE.index(
                state.rune_slots[a.args[0]] or RUNE_PREFERENCE[-1]))
    return rng.choice(legal)


# -- the assignment and the resolution ------------------------------------------------------


def _assign(state: ChampionsState, seat: int, legal: list[Action]) -> Action:
    fights = [f for t in state.targets(seat) if (f := fight_at(state, t)) is not None]
    where = plan(state, seat, fights, best_first(state, seat, state.dice[seat]),
                 state.resources[seat]["food"])[1]
    legal_set = set(legal)
    for target, dice in where.items():
        have = state.assign[seat].get(target, {})
        for kind in KINDS:
            action = Action("assign", (target, kind))
            if have.get(kind, 0) < dice.count(kind) and action in legal_set:
                return action
    for target, dice in where.items():
        if target.startswith("shore_"):
            shore = int(target[-1])
            need = math.ceil(len(dice) / state.data.warriors_per_food[shore])
            action = Action("load_food", (shore,))
            if state.food_loaded[seat].get(str(shore), 0) < need and action in legal_set:
                return action
    return Action("commit")


def _resolve(state: ChampionsState, seat: int, legal: list[Action]) -> Action:
    c = state.combat
    if c is not None:
        stage = c["stage"]
        if stage == "reroll":
            return _reroll(state, seat, legal)
        if stage == "healing":
            use = c["losses_left"] >= 2
            return Action("use_rune", ("healing",)) if use else Action("skip_rune")
        if stage == "victory":
            glory = state.data.enemy(c["enemy"]).glory
            return Action("use_rune", ("glory",)) if glory >= 5 else Action("skip_rune")
        for kind in loss_order(state.leaders[seat]):
            if Action("lose", (kind,)) in legal:
                return Action("lose", (kind,))
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "journey_rune":
        return Action("skip_rune")
    if kind == "give_blame":
        from .ai import projected_glory

        est = projected_glory(state)
        return max(legal, key=lambda a: (est[a.args[0]], -a.args[0]))
    for what in ("food", *loss_order(state.leaders[seat])):
        for action in legal:
            if action.args and action.args[0] == what:
                return action
    return legal[0]


def _reroll(state: ChampionsState, seat: int, legal: list[Action]) -> Action:
    """Runes first, then a Favor on the blanks while short of lethal damage, when the fight is
    worth more than the Favor (2 Glory at the end; Asmundr earns it back at once)."""
    c = state.combat
    assert c is not None
    names = {a.name for a in legal}
    blanks = [i for i, d in enumerate(c["dice"]) if d["face"] == "blank"]
    hunting = c["target"] == "hunt"
    short = (hunting and c["hits"] < state.data.hunting_cap) or \
        (not hunting and c["damage"] + c["hits"] < c["defense"])
    if short and Action("use_rune", ("potential",)) in legal and len(blanks) >= 2:
        return Action("use_rune", ("potential",))
    if short and Action("use_rune", ("reaction",)) in legal and c["shields"] >= 2:
        return Action("use_rune", ("reaction",))
    if short and blanks and "reroll" in names and not hunting:
        worth = enemy_worth(state, seat, c["enemy"], c["target"] == "troll") \
            if c["enemy"] != "kraken" else 3.0
        if state.leaders[seat] == "asmundr" or worth >= 2 * end_worth(state, "favor"):
            return Action("reroll", (sum(1 << i for i in blanks),))
    return Action("keep")


__all__ = ["SHORES", "assignment_step", "draft_pick", "enemy_worth", "fight_at",
           "heuristic_action", "plan", "ranked_placements"]
