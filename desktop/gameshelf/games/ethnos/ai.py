"""Ethnos know-how for the AI: a position evaluation, pruned candidates and quick policies."""

from __future__ import annotations

import random

from ...engine import Action, State


def evaluate(state: State, seat: int) -> float:
    return 0.5


def candidate_actions(state: State) -> list[Action]:
    return state.legal_actions()


def rollout_action(state: State, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    return rollout_action(state, rng)
