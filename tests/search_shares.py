"""How settled a search is at a decision: the most visited root move's share of the visits over
the even share. 1 means every candidate got the same visits, so the move played was close to a
random one of them; a search that tells its moves apart scores well above."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from statistics import fmean
from typing import Any

from gameshelf.ai import ISMCTSAgent, choose_for
from gameshelf.engine import GameSpec, State


def over_even_share(visits: Mapping[Any, int], move: Any) -> float:
    """`move`'s share of a root's visits over the even share: 1 when every candidate got the
    same, more for a move the search prefers, less for one it shuns."""
    return visits[move] / sum(visits.values()) * len(visits)


def mean_settledness(spec: GameSpec, players: int, iterations: int, decisions: int,
                     sample: Callable[[State, int], bool],
                     options: Mapping[str, Any] | None = None, per_game: int = 3,
                     level: str = "normal") -> float:
    """The mean over `decisions` decisions, `per_game` from each Easy-played game (deal
    500 + k, Easy's seed k): the seat to move searches at `iterations` with `level`'s
    constants wherever
    `sample(state, moves played)` says, with four candidates or more, and the game goes on
    with Easy's move."""
    found: list[float] = []
    for seed in range(decisions):
        state = spec.new_game(players, 500 + seed, options)
        easy = random.Random(seed)
        moves = 0
        wanted = min(decisions, per_game * (seed + 1))
        while (seat := state.to_move()) is not None and len(found) < wanted:
            if sample(state, moves) and len(spec.candidate_actions(state)) >= 4:
                agent = ISMCTSAgent(spec, seed, iterations=iterations, level=level)
                choose_for(agent, spec, state, seat)
                assert agent.last_stats is not None
                visits = agent.last_stats.visits
                found.append(over_even_share(visits, max(visits, key=visits.__getitem__)))
            moves += 1
            state.apply(spec.heuristic_action(state, seat, easy))
        if len(found) == decisions:
            return fmean(found)
    raise AssertionError(f"{spec.id}: {len(found)} decisions found, {decisions} wanted")
