"""Agents that choose moves from what their seat may know: random, heuristic, ISMCTS. No Qt."""

from .base import Agent, CancelFlag, Sampler, canonical_order, choose_for
from .heuristic import HeuristicAgent
from .ismcts import ISMCTSAgent, SearchStats
from .levels import (
    GAME_ITERATIONS_AT_BUDGET,
    ITERATIONS_AT_BUDGET,
    LEVELS,
    SOLO_ITERATIONS_AT_BUDGET,
    Kind,
    Level,
    iterations_at_budget,
    make_agent,
)
from .random_agent import RandomAgent

__all__ = [
    "GAME_ITERATIONS_AT_BUDGET",
    "ITERATIONS_AT_BUDGET",
    "LEVELS",
    "SOLO_ITERATIONS_AT_BUDGET",
    "Agent",
    "CancelFlag",
    "HeuristicAgent",
    "ISMCTSAgent",
    "Kind",
    "Level",
    "RandomAgent",
    "Sampler",
    "SearchStats",
    "canonical_order",
    "choose_for",
    "iterations_at_budget",
    "make_agent",
]
