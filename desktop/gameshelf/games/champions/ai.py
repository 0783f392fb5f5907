"""Champions know-how for the AI: a position evaluation, canonical candidates and the rollout
policy of the search (the beginner policy of policy.py, which Easy plays). Fight odds are in
odds.py.
"""

from __future__ import annotations

import random
from collections import Counter

from ...engine import Action, State
from ..chances import chances_and_points, win_chances
from .data import KINDS
from .odds import counts_of, target_chance, win_chance
from .policy import (
    assignment_step,
    best_first,
    chance_of,
    draft_pick,
    enemy_worth,
    fight_at,
    heuristic_action,
    plan,
    ranked_placements,
)
from .scoring import CATEGORIES
from .state import ASSIGN, COMBAT, LEADERS_PHASE, PLACE, TROLL_BLAME, ChampionsState

TEMPERATURE = 8.0  # glory difference that makes one seat e times likelier to win
DIE_VALUE = {"swordsman": 1.2, "spearman": 1.5, "axeman": 2.0}  # glory-ish worth of a die
BLAME_PER_ROUND = 0.4
# Hard's exploration constant at 2 players (ChampionsSpec.two_player_exploration). With the
# game's 0.7 the candidates got nearly the same visits (the most visited had 1.25 times the even
# share at Normal's 55 iterations and 1.35 at Hard's 220; 1.48 and 2.0 at 0.25), and Hard did
# not beat Normal (20/40 with the candidate prior). On 40 new games (strength.py --only
# champions-hard-normal --games-scale 0.2 --seed 5000, and --seed 5020, --ai-seed 19): Hard at
# 0.25 beat Normal at 0.7 24/40, and 26.5/40 with both at 0.25; but Normal at 0.25 beat Easy
# 68 of the README row's 100 deals (77 at 0.7), so Normal keeps the game's 0.7, as 3 and 4
# players do. On the games of the 20/40 (--games-scale 0.2 --seed 0, and --seed 20, the same
# AI seed), Hard at 0.25 beat Normal 26/40.
HARD_TWO_PLAYER_EXPLORATION = 0.25


# -- evaluation ---------------------------------------------------------------------------------


def projected_glory(state: ChampionsState) -> list[float]:
    """Each seat's Glory if the game ended now, plus what this round's fights still to be
    fought are expected to bring (rewards and the Troll's Blame, from the exact odds) and the
    worth of its dice and workers for the rounds left. A Destiny's lead counts by how much of
    the game is played (`destiny_weight`): a lead of round 1 is far from the lead at the end."""
    sheet = state.scores()
    left = state.data.rounds - state.round + (0 if state.phase == "over" else 1)
    outlook = round_outlook(state)
    coming = _blame_coming(state)
    blame = CATEGORIES.index("blame")
    destinies = CATEGORIES.index("destinies")
    unsure = 1.0 - destiny_weight(state)
    est = []
    for seat in range(state.num_players):
        dice = sum(DIE_VALUE[k] * n for k, n in state.dice[seat].items())
        tokens = state.resources[seat]["blame"]
        # The Blame held counts at the table's step it is heading for.
        penalty = _blame_cost(state, tokens + coming) - _blame_cost(state, coming)
        est.append(sheet.total(seat) - sheet.points[seat][blame] - penalty + outlook[seat] -
                   unsure * sheet.points[seat][destinies] +
                   (0.5 * dice + 1.5 * state.workers_total[seat]) * min(left, 3) / 3)
    return est


# What a Destiny's standing now is worth of its points at the end, at 2 players: DESTINY_FIRST
# in round 1, rising evenly to all of them in the last round. Counted whole, as the sheet does,
# one early Troll or coin swung the evaluation by a Destiny's 8 Glory. Measured, Normal vs Easy
# on the 100 deals of the README row (strength.py --only champions-normal-easy --games-scale 0.5
# --seed 0 --ai-seed 19): 73/100 with the fade, 70/100 without; with the candidate prior
# (ChampionsSpec.candidate_prior) 77/100, the prior alone 74/100. At 4 players, where a Destiny
# is a race among four, the fade lost badly (Normal's share against three Easy, the first 52
# deals of its matchup: 8/52 against 22/52), so there the standing counts whole.
DESTINY_FIRST = 0.3


def destiny_weight(state: ChampionsState) -> float:
    if state.phase == "over" or state.num_players != 2:
        return 1.0
    played = (state.round - 1) / max(1, state.data.rounds - 1)
    return DESTINY_FIRST + (1.0 - DESTINY_FIRST) * played


def _blame_coming(state: ChampionsState) -> float:
    """The Blame a seat may still expect after this round: about 0.4 a round in our games."""
    return BLAME_PER_ROUND * (state.data.rounds - state.round)


def _blame_cost(state: ChampionsState, tokens: float) -> float:
    """The Blame table at a fractional count of tokens (linear between its steps)."""
    table = state.data.blame_table
    low = min(int(tokens), len(table) - 1)
    high = min(low + 1, len(table) - 1)
    return table[low] + (table[high] - table[low]) * (tokens - int(tokens))


def round_outlook(state: ChampionsState) -> list[float]:
    """The Glory each seat can expect from the fights of this round not yet resolved: each
    reward by its chance, and the Troll's Blame (the victor sheds one and gives one to a rival;
    unbeaten, everyone takes one), each token at its step of the Blame table."""
    n = state.num_players
    add = [0.0] * n
    if state.phase not in (PLACE, ASSIGN, COMBAT):
        return add
    troll: tuple[int, float] | None = None  # the Troll's fighter and chance
    troll_open = state.troll is not None and not state.troll_defeated
    left = state.data.rounds - state.round
    for seat in range(n):
        die = DIE_VALUE["spearman"] * 0.5 * min(left, 3) / 3  # what a die lost would be worth
        for target, (chance, counts) in _fight_chances(state, seat).items():
            enemy = state.enemy_at(target) if target != "kraken" else "kraken"
            if enemy is None:
                continue
            add[seat] += chance * reward_worth(state, seat, enemy) - die * _expected_losses(
                state, seat, enemy, counts, chance)
            if target == "troll":
                troll = (seat, chance)
    if not troll_open:
        return add
    step = [_blame_step(state, r["blame"]) for r in state.resources]
    if troll is None:  # once the placements are over, nobody can beat it any more
        return add if state.phase == PLACE else [a - step[s] for s, a in enumerate(add)]
    victor, chance = troll
    blame = state.resources[victor]["blame"]
    for seat in range(n):
        if seat == victor:
            shed = _blame_step(state, blame - 1) if blame else 0.0
            add[seat] += chance * shed - (1 - chance) * step[seat]
        else:
            add[seat] -= chance * step[seat] / (n - 1) + (1 - chance) * step[seat]
    return add


def _blame_step(state: ChampionsState, tokens: int) -> float:
    """What one more Blame token costs a seat holding `tokens`, at the step it is heading for."""
    coming = _blame_coming(state)
    return _blame_cost(state, tokens + 1 + coming) - _blame_cost(state, tokens + coming)


def reward_worth(state: ChampionsState, seat: int, enemy_id: str) -> float:
    """An enemy's reward in final Glory: its Glory, Favor (2 each), coins (1 per 3) and half a
    set's 5 Glory for a colour the seat is short of."""
    return enemy_worth(state, seat, enemy_id, troll=False, coin=1 / 3)


def _expected_losses(state: ChampionsState, seat: int, enemy: str, counts: tuple[int, int, int],
                     chance: float) -> float:
    """About how many of the dice a fight costs: all of them when it is lost; when won, the
    enemy's Attack less the shields, for the rounds the hits take to reach its Defense."""
    e = state.data.enemy(enemy)
    dice = [state.data.die(k, state.leaders[seat]) for k, c in zip(KINDS, counts, strict=True)
            for _ in range(c)]
    total = len(dice)
    if not total:
        return 0.0
    hits = sum(f.value("hits") for d in dice for f in d.faces) / 6
    shields = sum(f.value("shields") for d in dice for f in d.faces) / 6
    rounds = max(1.0, e.defense / max(hits, 0.5))
    won = min(total, max(0.0, e.attack - shields) * rounds)
    return chance * won + (1 - chance) * total


def _fight_chances(state: ChampionsState, seat: int
                   ) -> dict[str, tuple[float, tuple[int, int, int]]]:
    """The seat's fights still to come this round, its chance in each and the dice it sends:
    those it assigned once it has (the fight in progress with its damage), else as its plan
    would send them."""
    if state.phase == PLACE or (state.phase == ASSIGN and not state.committed[seat]):
        fights = [f for t in state.targets(seat) if (f := fight_at(state, t)) is not None]
        if not fights:
            return {}
        worths = {f.enemy: reward_worth(state, seat, f.enemy) +
                  (3.0 if f.target == "troll" else 0.0) for f in fights}
        dice = best_first(state, seat, state.dice[seat])
        where = plan(state, seat, fights, dice, state.resources[seat]["food"], worths)[1]
        return {f.target: (chance_of(state, seat, f, where[f.target]),
                           counts_of(Counter(where[f.target]))) for f in fights
                if f.target in where}
    result: dict[str, tuple[float, tuple[int, int, int]]] = {}
    c = state.combat
    if state.phase == COMBAT and c is not None and c["seat"] == seat and c["target"] != "hunt":
        counts = counts_of(Counter(d["kind"] for d in c["dice"]))
        e = state.data.enemy(c["enemy"])
        key = "kraken" if c["target"] == "kraken" else c["target"]
        result[key] = (win_chance(counts, e.attack, e.defense, c["damage"], state.leaders[seat],
                                  e.restriction, state.resources[seat]["favor"]), counts)
    for target in state.targets(seat):
        steps = (f"fight:{target}", f"monster:{target[-1]}")
        if target in result or (state.phase == COMBAT and not any(
                step in state.queue for step in steps)):
            continue
        counts = counts_of(state.assign[seat].get(target, {}))
        if state.enemy_at(target) is None or not sum(counts):
            continue
        shore = target[-1] if target.startswith("shore_") else None
        food = state.food_loaded[seat].get(shore, 0) if shore else 0
        ahead = state.phase != COMBAT  # a ship's Journey card and feeding may be behind it
        result[target] = (target_chance(
            state, seat, target, counts, food, ahead or f"journey:{shore}" in state.queue,
            ahead or f"feed:{shore}" in state.queue), counts)
    return result


def evaluate_all(state: State) -> list[float]:
    """Each seat's chance to win, a softmax over projected Glory (the search adds the margin
    share itself, from `projected_glory`)."""
    assert isinstance(state, ChampionsState)
    return win_chances(state, lambda: projected_glory(state), TEMPERATURE)


def evaluation(state: State) -> tuple[list[float], list[float]]:
    """`evaluate_all` and `projected_glory`, the projection worked out once."""
    assert isinstance(state, ChampionsState)
    return chances_and_points(state, projected_glory, TEMPERATURE)


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


PLACEMENT_CANDIDATES = 4  # the policy's best placements searched before any widening


def candidate_actions(state: State, widen: int = 0) -> list[Action]:
    """The policy's best few placements (and `widen` more), its next assignment step (at the
    first, then committing, then the rest in one canonical order), and one canonical form
    where several moves end in the same place (reroll masks, Gifts splits). In the leader
    draft, the policy's pick only: the evaluation does not weigh leaders, so a search among
    them would pick by the luck of its rollouts."""
    assert isinstance(state, ChampionsState)
    legal = state.legal_actions()
    seat = state.current
    if state.phase == LEADERS_PHASE:
        return [draft_pick(state, legal)]
    if state.phase == ASSIGN and seat is not None:
        # The search weighs the policy's plan against the alternatives at the first die only:
        # offered at every step, an early commit would drag each step of the plan down.
        step = assignment_step(state, seat)
        if state.assign[seat] or state.food_loaded[seat]:
            return [step]
        rest = [a for a in _canonical_assign(state, seat, legal) if a != step]
        rest.sort(key=lambda a: a.name != "commit")
        return [step, *rest][:1 + widen]
    if state.phase == COMBAT and state.combat is not None and state.combat["stage"] == "reroll":
        masks = set(_canonical_masks(state))
        return [a for a in legal if a.name != "reroll" or a.args[0] in masks]
    if state.phase == PLACE and state.pending is not None and state.pending["kind"] == "market":
        return legal  # few and short
    if state.phase == PLACE and state.pending is None and seat is not None:
        gifts = [a for a in legal if a.name == "use_rune" and a.args[0] == "gifts"]
        keep = {a for a in gifts if sorted(a.args[1:]) in ([0, 0, 4], [1, 1, 2])}
        kept = [a for a in legal if a not in gifts or a in keep]
        return ranked_placements(state, seat, kept)[:PLACEMENT_CANDIDATES + widen]
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


# A rollout plays the beginner policy to the end of the stage it starts in, then the evaluation
# scores it: from a placement to the last worker placed, where every seat's fights stand at
# their exact odds for the dice its plan sends; from an assignment to the last commitment; from
# a fight to the end of the round's fights (the Troll's Blame is part of them). Stopped there,
# a rollout from a placement throws no dice, so two candidates differ by what they change and
# not by the luck of a 20-move tail. The leader draft has no stage: 20 moves, as before.
# Measured against the 20-move rollouts, Normal at 55 iterations, the same deals and AI seed:
# - cost: a decision at make bench's 4-player positions took a median 35 ms and p95 381 ms of
#   CPU (n=30), against 473 and 718 ms: a fight's rollout ends with the round's fights instead
#   of running into the next round's placements, the policy's costliest moves;
# - strength, about the same: against three Easy at 4 players 33/80 against 27.5/80 (margin
#   over the Easy mean +4.4 against +3.5 Glory); Normal vs Easy at 2 players 25/40 against
#   27/40. Rollouts that ran 80 moves from a fight scored 21/40 on the first 40 of those deals
#   at twice the CPU, and 10.5/40 at 28 iterations, the same CPU as before.
STAGES = {PLACE: PLACE, ASSIGN: ASSIGN, COMBAT: COMBAT, TROLL_BLAME: COMBAT}


def rollout_stage(state: State) -> str | None:
    assert isinstance(state, ChampionsState)
    return STAGES.get(state.phase)


def rollout_action(state: State, rng: random.Random) -> Action:
    assert isinstance(state, ChampionsState)
    seat = state.current
    assert seat is not None
    return heuristic_action(state, seat, rng)


__all__ = ["candidate_actions", "evaluate_all", "evaluation", "heuristic_action",
           "projected_glory", "rollout_action", "rollout_stage", "win_chance"]
