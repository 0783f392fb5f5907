"""Everdell know-how for the AI (placeholder until the AI pass)."""

from __future__ import annotations

import random

from ...engine import Action, State


def evaluate_all(state: State) -> list[float]:
    return [0.5] * state.num_players


def candidate_actions(state: State) -> list[Action]:
    return state.legal_actions()


def rollout_action(state: State, rng: random.Random) -> Action:
    return rng.choice(state.legal_actions())


def heuristic_action(state: State, seat: int, rng: random.Random) -> Action:
    return rollout_action(state, rng)
