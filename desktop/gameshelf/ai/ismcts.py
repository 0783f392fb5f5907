"""Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012) for N players.

Every iteration samples a determinization from the observation, walks one shared tree of action
sequences restricted to the actions available in that determinization (UCB1 with availability
counts), adds one node, plays a short rollout and backs up one reward per seat. A node's
statistics are from the point of view of the seat that moved into it, so multi-step turns and
turns that do not alternate need no special case. Chance is folded into the determinization: each
sampled state carries its own generator, so the tree branches on decisions only.

Rewards are in [0, 1]. A finished game gives 1 to the winner (split evenly between seats tied
after every tie-break) and 0 to everyone else: the AI plays to win, not to finish second. A
score sheet of one row (a solo game with no automaton to beat, Aquatica's) has no winner to
reward: its finished game is scored by `spec.evaluate_all` like a cut-off, so the search plays
for points rather than for the end of the game. A
rollout cut off before the end is scored by `spec.evaluate_all`. A share of the reward (the
game's `margin_at(state)`, a fifth by default) goes by the margin over the best other seat, the
final points or the game's `projected_points`, so that a won (or lost) position still ranks its
moves instead of leaving them all at the same value.

A game may prune a node's moves to its best few (`spec.candidate_actions`); the node is widened
as its visits grow (`widen`), so a pruned move is searched once the others have been tried
enough, never lost for good. A game whose candidates come best first may say how much that
order counts (`spec.candidate_prior(state)`, a progressive bias): the move of rank r (0 first) adds
prior / ((r + 1) * (visits + 1)) to its score, and untried moves are tried in order. Where the
rollouts cannot tell the moves apart, as in a small budget, the search then keeps to the
policy's choice instead of one at random; the bias fades as the visits show a difference.
"""

from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field

from ..engine import Action, GameSpec, Observation, State
from ..engine.scoring import ScoreSheet
from .base import CancelFlag, Sampler, canonical_order

DEFAULT_ROLLOUT_DEPTH = 20
# A node visited n times also searches int(WIDENING * sqrt(n)) moves the game pruned.
WIDENING = 0.35
# The most moves a rollout plays to reach the end of its stage (a game's stage is far shorter:
# a whole Champions round of 4 players is about 120 moves).
STAGE_ROLLOUT_LIMIT = 400


@dataclass(slots=True)
class SearchStats:
    """What the last search did, for benchmarks and debugging."""

    iterations: int
    seconds: float
    visits: dict[Action, int]

    @property
    def iterations_per_second(self) -> float:
        return self.iterations / self.seconds if self.seconds > 0 else 0.0

    def shares(self, chosen: Action, count: int = 3) -> list[tuple[Action, float]]:
        """The `count` most-visited root moves, each with its share of the root's visits, most
        visited first (`chosen` first among equals, the rest in canonical order); empty when
        nothing was searched."""
        if self.iterations <= 0:
            return []
        rank = {action: index for index, action in enumerate(canonical_order(list(self.visits)))}
        ranked = sorted(self.visits.items(),
                        key=lambda item: (-item[1], item[0] != chosen, rank[item[0]]))
        return [(action, visits / self.iterations) for action, visits in ranked[:count]]


@dataclass(slots=True)
class _Node:
    seat: int
    visits: int = 0
    available: int = 0
    total: float = 0.0
    children: dict[Action, _Node] = field(default_factory=dict)


@dataclass(slots=True)
class ISMCTSAgent:
    """Normal and Hard: a search limited by `iterations`, `time_budget` seconds, or both.

    With an iteration budget alone the choice depends only on the seed, the inputs and the
    choices this agent made before. With a time budget it depends on the machine's speed.
    """

    spec: GameSpec
    seed: int
    iterations: int | None = None
    time_budget: float | None = None
    # None: the game's own `rollout_depth` if its spec sets one, else DEFAULT_ROLLOUT_DEPTH.
    rollout_depth: int | None = None
    # None: the game's own, `spec.exploration_at(state, level)` of the searched position.
    exploration: float | None = None
    # The level whose constants the game searches with (`exploration_at`): "normal" or "hard".
    level: str = "normal"
    last_stats: SearchStats | None = field(default=None, init=False)
    rng: random.Random = field(init=False, repr=False)

    def __post_init__(self) -> None:
        if self.iterations is None and self.time_budget is None:
            raise ValueError("give an iteration budget, a time budget or both")
        if self.iterations is not None and self.iterations < 1:
            raise ValueError(f"iterations must be at least 1, not {self.iterations}")
        if self.time_budget is not None and self.time_budget <= 0:
            raise ValueError(f"time_budget must be positive, not {self.time_budget}")
        if self.rollout_depth is None:
            self.rollout_depth = getattr(self.spec, "rollout_depth", DEFAULT_ROLLOUT_DEPTH)
        if self.rollout_depth < 0:
            raise ValueError(f"rollout_depth must be 0 or more, not {self.rollout_depth}")
        self.rng = random.Random(self.seed)

    def choose(
        self,
        observation: Observation,
        legal: list[Action],
        sampler: Sampler,
        cancel: CancelFlag | None = None,
    ) -> Action:
        if not legal:
            raise ValueError("no legal action to choose from")
        start = time.perf_counter()
        if len(legal) == 1:
            self.last_stats = SearchStats(0, 0.0, {})
            return legal[0]
        legal = canonical_order(legal)
        allowed = set(legal)
        # The game may prune its candidates to a single sensible move (adding the next card of a
        # band, say): then there is nothing to search. Widened all the way, so that a move pruned
        # by a heuristic only (not because it is never better) still counts.
        candidates = [a for a in self.spec.candidate_actions(sampler(self.rng), len(legal))
                      if a in allowed]
        if len(candidates) == 1:
            self.last_stats = SearchStats(0, time.perf_counter() - start, {})
            return candidates[0]
        root = _Node(observation.seat)
        done = self._search(root, legal, sampler, cancel, start)
        self.last_stats = SearchStats(
            done,
            time.perf_counter() - start,
            {action: child.visits for action, child in root.children.items()},
        )
        if not root.children:
            return self.rng.choice(legal)
        return max(root.children.items(), key=_most_visited)[0]

    def _search(
        self,
        root: _Node,
        legal: list[Action],
        sampler: Sampler,
        cancel: CancelFlag | None,
        start: float,
    ) -> int:
        rng = self.rng
        allowed = set(legal)
        limit = self.iterations
        deadline = None if self.time_budget is None else start + self.time_budget
        clock = time.perf_counter
        done = 0
        while limit is None or done < limit:
            if cancel is not None and cancel.is_set():
                break
            if deadline is not None and clock() >= deadline:
                break
            state = sampler(rng)
            path = self._select_and_expand(root, state, legal, allowed)
            rewards = self._rollout(state, cancel)
            if rewards is None:
                break
            for node in path:
                node.visits += 1
                node.total += rewards[node.seat]
            root.visits += 1
            done += 1
        return done

    def _select_and_expand(
        self, root: _Node, state: State, legal: list[Action], allowed: set[Action]
    ) -> list[_Node]:
        """Walk down `state` (mutating it) to one new node; the path excludes the root."""
        spec = self.spec
        c = self.exploration
        if c is None:
            c = spec.exploration_at(state, self.level)
        prior = spec.candidate_prior(state)
        log = math.log
        sqrt = math.sqrt
        path: list[_Node] = []
        node = root
        while True:
            mover = state.to_move()
            if mover is None:
                return path
            actions = spec.candidate_actions(state, int(WIDENING * sqrt(node.visits)))
            if node is root:
                actions = [a for a in actions if a in allowed] or legal
            children = node.children
            untried: list[Action] = []
            best_action: Action | None = None
            best_child: _Node | None = None
            best_score = -1.0
            for rank, action in enumerate(actions):
                child = children.get(action)
                if child is None:
                    untried.append(action)
                    continue
                child.available += 1
                score = child.total / child.visits + c * sqrt(log(child.available) / child.visits)
                if prior:
                    score += prior / ((rank + 1) * (child.visits + 1))
                if score > best_score:
                    best_score, best_action, best_child = score, action, child
            if untried:
                action = untried[0] if prior else self.rng.choice(untried)
                child = _Node(mover, available=1)
                children[action] = child
                state.apply(action)
                path.append(child)
                return path
            if best_action is None or best_child is None:
                raise RuntimeError(f"{spec.id}: no candidate action for seat {mover}")
            state.apply(best_action)
            path.append(best_child)
            node = best_child

    def _rollout(self, state: State, cancel: CancelFlag | None) -> list[float] | None:
        """Play on to the end of the game's stage the rollout starts in (`rollout_stage`), or
        where the game names no stage for `rollout_depth` moves that count (`rollout_counts`),
        and score every seat; None if cancelled."""
        spec = self.spec
        rng = self.rng
        stage = spec.rollout_stage(state)
        depth = self.rollout_depth if stage is None else STAGE_ROLLOUT_LIMIT
        assert depth is not None
        counted = 0
        for _ in range(depth + STAGE_ROLLOUT_LIMIT):  # moves that do not count end too
            if state.to_move() is None:
                break
            if stage is not None and spec.rollout_stage(state) != stage:
                break
            counts = spec.rollout_counts(state)
            if counted >= depth and counts:
                break
            if cancel is not None and cancel.is_set():
                return None
            state.apply(spec.rollout_action(state, rng))
            counted += counts
        if state.to_move() is None:
            sheet = state.scores()
            if len(sheet.points) < 2:
                # Alone on the sheet (solo with no automaton row): first place is won whatever
                # the score, so the game's own evaluation says what the finished game is worth.
                return spec.evaluate_all(state)
            return with_margin(terminal_rewards(sheet), [float(t) for t in sheet.totals],
                               *spec.margin_at(state))
        chances, points = spec.evaluation(state)
        if points is None:
            return chances
        return with_margin(chances, points, *spec.margin_at(state))


def _most_visited(item: tuple[Action, _Node]) -> tuple[int, float]:
    node = item[1]
    return node.visits, node.total / node.visits if node.visits else 0.0


def with_margin(rewards: list[float], points: list[float], weight: float,
                scale: float) -> list[float]:
    """`rewards` (chances to win, or the final shares) with `weight` of each seat's reward given
    instead by its lead over the best other row of `points`: 0.5 when level, towards 1 or 0 as
    the lead grows past `scale` points. `points` may have rows after the seats' (a solo
    game's automaton), which count as others but get no reward of their own when `rewards`
    has the seats only (an evaluation's chances)."""
    if len(points) < 2:
        return rewards
    first = max(points)
    second = sorted(points)[-2]
    tanh = math.tanh
    keep = 1.0 - weight
    half = weight / 2
    return [keep * reward + half * (1.0 + tanh((p - (second if p == first else first)) / scale))
            for reward, p in zip(rewards, points[:len(rewards)], strict=True)]


def terminal_rewards(sheet: ScoreSheet) -> list[float]:
    """1 for the winner, split evenly between seats still tied after the tie-breaks; 0 otherwise."""
    winners = sheet.winners()
    share = 1.0 / len(winners)
    rewards = [0.0] * len(sheet.points)
    for seat in winners:
        rewards[seat] = share
    return rewards
