"""Champions know-how for the AI: fight odds from engine/dice.py, a position evaluation, pruned
candidates and the beginner policy (Easy, and the rollouts of the search).

The policy takes fights it can win (the exact chance of winning a fight to the end with the
dice it holds, losing Swordsmen first), fills its pool from the blue locations, feeds its
ships, rerolls blanks while short of lethal damage, and gives Blame to the leader.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from ...engine import Action, State
from ...engine.dice import distribution
from .data import KINDS, ChampionsData, default_data
from .placement import huts_cost
from .state import ASSIGN, COMBAT, LEADERS_PHASE, PLACE, SHORES, TROLL_BLAME, ChampionsState

TEMPERATURE = 8.0  # glory difference that makes one seat e times likelier to win
DIE_VALUE = {"swordsman": 1.2, "spearman": 1.5, "axeman": 2.0}  # glory-ish worth of a die
LOSS_ORDER = ("swordsman", "spearman", "axeman")


# -- fight odds ---------------------------------------------------------------------------------


@lru_cache(maxsize=65536)
def win_chance(counts: tuple[int, int, int], attack: int, defense: int, damage: int = 0,
               leader: str | None = None, banned: str | None = None) -> float:
    """The chance to win a fight to the end with these dice (swordsmen, spearmen, axemen),
    no rerolls, losses taken Swordsmen first; `banned` dice do not fight."""
    if banned is not None:
        counts = tuple(0 if KINDS[i] == banned else n for i, n in enumerate(counts))  # type: ignore[assignment]
    if damage >= defense:
        return 1.0
    if not sum(counts):
        return 0.0
    data = _data()
    dice = [data.die(k, leader) for k, n in zip(KINDS, counts, strict=True) for _ in range(n)]
    law = distribution(dice)
    stay = 0.0
    total = 0.0
    for (hits, shields), p in law.items():
        losses = max(0, attack - shields)
        if damage + hits >= defense:
            total += p
            continue
        if hits == 0 and losses == 0:
            stay += p
            continue
        left = _lose(counts, losses)
        if sum(left):
            total += p * win_chance(left, attack, defense, damage + hits, leader)
    return total / (1.0 - stay) if stay < 1.0 else 0.0


def _lose(counts: tuple[int, ...], losses: int) -> tuple[int, int, int]:
    left = list(counts)
    for kind in LOSS_ORDER:
        i = KINDS.index(kind)
        taken = min(left[i], losses)
        left[i] -= taken
        losses -= taken
    return (left[0], left[1], left[2])


def _data() -> ChampionsData:
    return default_data()


def _counts(d: dict[str, int]) -> tuple[int, int, int]:
    return (d.get("swordsman", 0), d.get("spearman", 0), d.get("axeman", 0))


# -- evaluation ---------------------------------------------------------------------------------


def projected_glory(state: ChampionsState) -> list[float]:
    sheet = state.scores()
    left = state.data.rounds - state.round + (0 if state.phase == "over" else 1)
    est = []
    for seat in range(state.num_players):
        dice = sum(DIE_VALUE[k] * n for k, n in state.dice[seat].items())
        est.append(sheet.total(seat) + (0.5 * dice + 1.5 * state.workers_total[seat]) *
                   min(left, 3) / 3)
    return est


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, a softmax over projected Glory (the search adds the margin
    share itself, from `projected_glory`)."""
    assert isinstance(state, ChampionsState)
    n = state.num_players
    if state.is_over():
        winners = state.scores().winners()
        return [1.0 / len(winners) if s in winners else 0.0 for s in range(n)]
    est = projected_glory(state)
    top = max(est)
    weights = [math.exp((e - top) / TEMPERATURE) for e in est]
    total = sum(weights)
    return [w / total for w in weights]


# -- candidates ---------------------------------------------------------------------------------


def _canonical_masks(state: ChampionsState) -> list[int]:
    """Rerolls worth searching: the blanks; the blanks and single hits; the blanks and
    shields (equal dice in another order reroll alike, so one mask stands for them all)."""
    c = state.combat
    assert c is not None
    masks = []
    for faces in (("blank",), ("blank", "hit1"), ("blank", "shield")):
        mask = sum(1 << i for i, d in enumerate(c["dice"]) if d["face"] in faces)
        if mask and mask not in masks:
            masks.append(mask)
    return masks


def candidate_actions(state: State) -> list[Action]:
    """Legal actions in one canonical form where several end in the same place (assignment
    order, reroll masks, Gifts splits): nothing better is pruned, so nothing to widen."""
    assert isinstance(state, ChampionsState)
    legal = state.legal_actions()
    seat = state.current
    if state.phase == ASSIGN and seat is not None:
        return _canonical_assign(state, seat, legal)
    if state.phase == COMBAT and state.combat is not None and state.combat["stage"] == "reroll":
        masks = set(_canonical_masks(state))
        return [a for a in legal if a.name != "reroll" or a.args[0] in masks]
    if state.phase == PLACE and state.pending is not None and state.pending["kind"] == "market":
        return legal  # few and short
    if state.phase == PLACE and state.pending is None:
        gifts = [a for a in legal if a.name == "use_rune" and a.args[0] == "gifts"]
        keep = {a for a in gifts if sorted(a.args[1:]) in ([0, 0, 4], [1, 1, 2])}
        return [a for a in legal if a not in gifts or a in keep]
    return legal


def _canonical_assign(state: ChampionsState, seat: int, legal: list[Action]) -> list[Action]:
    """Assignments in one order only: targets in reservation order, kinds in die order, Food
    last on each ship; no taking back (every end state is still reachable)."""
    order = state.targets(seat)
    slots = [(t, k) for t in order for k in (*KINDS, "food")]
    last = -1
    for i, (t, k) in enumerate(slots):
        if k == "food":
            if state.food_loaded[seat].get(t[-1]):
                last = i
        elif state.assign[seat].get(t, {}).get(k):
            last = i
    result = []
    for action in legal:
        if action.name == "assign":
            if slots.index((action.args[0], action.args[1])) >= last:
                result.append(action)
        elif action.name == "load_food":
            if slots.index((f"shore_{action.args[0]}", "food")) >= last:
                result.append(action)
        elif action.name == "commit":
            result.append(action)
    return result


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, ChampionsState)
    seat = state.current
    assert seat is not None
    return heuristic_action(state, seat, rng)


# -- the beginner policy ------------------------------------------------------------------------


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    assert isinstance(state, ChampionsState)
    legal = state.legal_actions()
    if len(legal) == 1:
        return legal[0]
    if state.phase == LEADERS_PHASE:
        return rng.choice(legal)
    if state.phase == PLACE:
        if state.pending is not None:
            return _answer(state, seat, legal, rng)
        return _placement(state, seat, legal, rng)
    if state.phase == ASSIGN:
        return _assign(state, seat, legal)
    if state.phase in (COMBAT, TROLL_BLAME):
        return _resolve(state, seat, legal)
    return rng.choice(legal)


def _enemy_value(state: ChampionsState, enemy_id: str) -> float:
    e = state.data.enemy(enemy_id)
    return e.glory + 0.7 * e.coin + 2.0 * e.favor + (2.0 if e.colour else 0.0)


def _fight_value(state: ChampionsState, seat: int, enemy_id: str | None, counts: tuple,
                 ) -> float:
    if enemy_id is None:
        return 0.0
    e = state.data.enemy(enemy_id)
    chance = win_chance(counts, e.attack, e.defense, 0, state.leaders[seat], e.restriction)
    return chance * _enemy_value(state, enemy_id)


def _committed_counts(state: ChampionsState, seat: int) -> tuple[int, int, int]:
    return _counts(state.dice[seat])


def _reserved(state: ChampionsState, seat: int) -> int:
    return len(state.targets(seat))


def _placement(state: ChampionsState, seat: int, legal: list[Action], rng: random.Random
               ) -> Action:
    res = state.resources[seat]
    held = _committed_counts(state, seat)
    room = state.data.warrior_cap - state.held(seat)
    reserved = _reserved(state, seat)
    best, best_value = None, -1e9
    for action in legal:
        value = _placement_value(state, seat, action, res, held, room, reserved)
        value += rng.random() * 0.3
        if value > best_value:
            best, best_value = action, value
    assert best is not None
    return best


def _placement_value(state: ChampionsState, seat: int, action: Action, res: dict, held: tuple,
                     room: int, reserved: int) -> float:
    name = action.name
    if name == "use_rune":
        return 0.5 if action.args[0] in ("wealth", "knowledge") or \
            list(action.args[1:]) == [0, 0, 4] else -1
    if name == "beg":
        return -3.0
    if name == "place_ship":
        ship, shore = str(action.args[0]), int(action.args[1])
        monster = state.monsters[shore]
        capacity = state.data.ships[ship].capacity
        per = state.data.warriors_per_food[shore]
        dice = min(state.held(seat), capacity)
        while dice and dice + math.ceil(dice / per) > capacity:
            dice -= 1
        affordable = min(dice, res["food"] * per)
        counts = _shrink(held, affordable)
        return _fight_value(state, seat, monster, counts) * 0.9 - 0.5 * reserved - (
            1.0 if ship == "large" else 0.0)
    location = str(action.args[0])
    free_dice = state.held(seat)
    if location in ("troll", "draugr_1", "draugr_2"):
        enemy = state.enemy_at(location)
        counts = held if not reserved else _shrink(held, sum(held) // 2)
        value = _fight_value(state, seat, enemy, counts) - 0.5 * reserved
        if location == "troll" and enemy is not None:
            e = state.data.enemy(enemy)
            value += 6.0 * win_chance(counts, e.attack, e.defense, 0, state.leaders[seat],
                                      e.restriction)  # Blame avoided and given
        return value
    if location in ("blacksmith", "hafter", "swordsmith"):
        kind = {"blacksmith": "axeman", "hafter": "spearman", "swordsmith": "swordsman"}[location]
        return DIE_VALUE[kind] * min(state.blue[location], room)
    if location == "smokehouse":
        return 0.8 * state.blue[location] + (1.0 if res["food"] < 2 else 0.0)
    if location == "hunting_grounds":
        return 0.6 * free_dice if res["food"] < 4 else 0.2 * free_dice
    if location == "jarls_longhouse":
        return DIE_VALUE["swordsman"] * min(1, room) + 0.5
    if location == "merchant_ship":
        return 2.5
    if location == "worker_huts":
        return 1.5 * (state.data.rounds - state.round) - huts_cost(state) / 3
    if location == "stave_church":
        return 1.0 + res["coin"] / 3
    if location == "runesmith":
        return 2.0
    if location == "shipwright":
        return 2.0 + 0.5 * (state.data.rounds - state.round) / 2
    if location == "sages_house":
        return 2.0
    if location == "market":
        return -0.5
    if location in state.data.stalls:
        stall = state.data.stalls[location]
        gain = sum(DIE_VALUE.get(k, 1.0) * v for k, v in stall.gain.items())
        if stall.repeat:
            return min(3, res["food"] - 1) * 1.5
        return gain - 0.8 * sum(stall.cost.values())
    return 0.0


def _shrink(counts: tuple, dice: int) -> tuple[int, int, int]:
    """The best `dice` of a pool: Axemen first."""
    left = list(counts)
    keep = [0, 0, 0]
    for i in (2, 1, 0):
        taken = min(left[i], dice)
        keep[i] = taken
        dice -= taken
    return (keep[0], keep[1], keep[2])


def _answer(state: ChampionsState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    kind = state.pending["kind"] if state.pending else ""
    names = {a.name for a in legal}
    if kind == "market":
        return next(a for a in legal if a.name == "done")
    if kind == "buy_favor":
        return max(legal, key=lambda a: a.args[0])
    if kind == "repeat":
        food = state.resources[seat]["food"]
        return max((a for a in legal if a.args[0] <= max(0, food - 2)), key=lambda a: a.args[0],
                   default=legal[0])
    if kind == "keep_destiny":
        from .scoring import destiny_points

        return max(legal, key=lambda a: (destiny_points(state, seat, a.args[0]), a.args[0]))
    if kind == "buy_ship":
        return legal[-1] if len(legal) > 1 else legal[0]
    if kind == "true_vision" and "use_rune" in names:
        return Action("use_rune", ("true_vision",))
    if kind == "peek":
        unseen = [a for a in legal if a.args[0] not in state.seen[seat]]
        return (unseen or legal)[0]
    return rng.choice(legal)


def _target_chance(state: ChampionsState, seat: int, target: str, counts: tuple,
                   food: int) -> float:
    """The fight value of sending these dice to `target` (0 if a ship cannot take or feed
    them)."""
    enemy = state.enemy_at(target)
    if enemy is None or not sum(counts):
        return 0.0
    e = state.data.enemy(enemy)
    if target.startswith("shore_"):
        shore = int(target[-1])
        need = math.ceil(sum(counts) / state.data.warriors_per_food[shore])
        ship = state.ship_at(shore)
        assert ship is not None
        if sum(counts) + need > state.capacity(ship) or need > food:
            return 0.0
    elif e.restriction and counts[KINDS.index(e.restriction)]:
        return 0.0
    chance = win_chance(tuple(counts), e.attack, e.defense, 0, state.leaders[seat],
                        e.restriction)
    return chance * _enemy_value(state, enemy)


def _usable(state: ChampionsState, target: str, left: list[str], food: int) -> list[str]:
    """The dice of `left` (best first) that may go to `target`: not of a banned kind, and
    no more than a ship holds and its Food can feed."""
    enemy = state.enemy_at(target)
    banned = state.data.enemy(enemy).restriction if enemy else None
    dice = [k for k in left if k != banned]
    if not target.startswith("shore_"):
        return dice
    shore = int(target[-1])
    per = state.data.warriors_per_food[shore]
    ship = state.ship_at(shore)
    assert ship is not None
    count = len(dice)
    while count and (count + math.ceil(count / per) > state.capacity(ship)
                     or math.ceil(count / per) > food):
        count -= 1
    return dice[:count]


def _plan(state: ChampionsState, seat: int) -> dict[str, dict[str, int]]:
    """Where each die should go: the most valuable fight first gets dice (Axemen first) while
    each raises its expected value, the next fight gets what is left, and so on."""
    targets = state.targets(seat)
    plan: dict[str, dict[str, int]] = {t: {} for t in targets}
    food = state.resources[seat]["food"]
    left = [k for k in ("axeman", "spearman", "swordsman") for _ in range(state.dice[seat][k])]

    def value_with(target: str, kinds: list[str]) -> float:
        counts = [0, 0, 0]
        for kind in kinds:
            counts[KINDS.index(kind)] += 1
        return _target_chance(state, seat, target, tuple(counts), food)

    while left and targets:
        options = {t: _usable(state, t, left, food) for t in targets}
        best = max(targets, key=lambda t: (value_with(t, options[t]), t))
        chosen = options[best]
        if value_with(best, chosen) < 0.5:
            break
        for kind in reversed(list(chosen)):  # keep back what adds little (Swordsmen first)
            trial = list(chosen)
            trial.remove(kind)
            if value_with(best, trial) >= value_with(best, chosen) - 0.1:
                chosen = trial
        for kind in chosen:
            plan[best][kind] = plan[best].get(kind, 0) + 1
            left.remove(kind)
        if best.startswith("shore_"):
            food -= math.ceil(len(chosen) / state.data.warriors_per_food[int(best[-1])])
        targets = [t for t in targets if t != best]
    return plan


def _assign(state: ChampionsState, seat: int, legal: list[Action]) -> Action:
    plan = _plan(state, seat)
    legal_set = set(legal)
    for target, counts in plan.items():
        have = state.assign[seat].get(target, {})
        for kind, n in counts.items():
            action = Action("assign", (target, kind))
            if have.get(kind, 0) < n and action in legal_set:
                return action
    for target in plan:
        if target.startswith("shore_"):
            shore = int(target[-1])
            warriors = sum(state.assign[seat].get(target, {}).values())
            need = math.ceil(warriors / state.data.warriors_per_food[shore])
            action = Action("load_food", (shore,))
            if state.food_loaded[seat].get(str(shore), 0) < need and action in legal_set:
                return action
    return Action("commit")


def _resolve(state: ChampionsState, seat: int, legal: list[Action]) -> Action:
    names = {a.name for a in legal}
    c = state.combat
    if c is not None:
        stage = c["stage"]
        if stage == "reroll":
            blanks = [i for i, d in enumerate(c["dice"]) if d["face"] == "blank"]
            short = (c["target"] == "hunt" and c["hits"] < state.data.hunting_cap) or \
                (c["target"] != "hunt" and c["damage"] + c["hits"] < c["defense"])
            if short and Action("use_rune", ("potential",)) in legal and len(blanks) >= 2:
                return Action("use_rune", ("potential",))
            if short and Action("use_rune", ("reaction",)) in legal and c["shields"] >= 2:
                return Action("use_rune", ("reaction",))
            if short and blanks and "reroll" in names and c["target"] != "hunt":
                return Action("reroll", (sum(1 << i for i in blanks),))
            return Action("keep")
        if stage == "healing":
            use = c["losses_left"] >= 2
            return Action("use_rune", ("healing",)) if use else Action("skip_rune")
        if stage == "victory":
            glory = state.data.enemy(c["enemy"]).glory
            return Action("use_rune", ("glory",)) if glory >= 5 else Action("skip_rune")
        for kind in LOSS_ORDER:
            if Action("lose", (kind,)) in legal:
                return Action("lose", (kind,))
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "journey_rune":
        return Action("skip_rune")
    if kind == "give_blame":
        est = projected_glory(state)
        return max(legal, key=lambda a: (est[a.args[0]], -a.args[0]))
    for what in ("food", *LOSS_ORDER):
        for action in legal:
            if action.args and action.args[0] == what:
                return action
    return legal[0]


__all__ = ["SHORES", "candidate_actions", "evaluate_all", "heuristic_action",
           "rollout_action", "win_chance"]
