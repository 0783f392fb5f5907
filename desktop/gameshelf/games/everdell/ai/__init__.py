"""Everdell know-how for the AI: a position evaluation, pruned candidates and quick policies.

Everything here reads only the state it is given (the search and the Easy level hand it a
state sampled from the seat's observation). One valuation drives every hook:

- `card_worth`: the points a card adds to a seat's final score if played now, by season:
  printed points, production still to come, destination visits still to come, governance
  bonuses on later plays, prosperity bonuses, events it helps toward, pairings.
- `action_values`: every legal action with its value in points for the seat to move, turn
  actions and the answers to every pending decision (which resource to gain, what to
  discard, which card to pick, which opponent, how many, which payment).
- `heuristic_action` (the Easy level) takes the best value with a little noise;
  `rollout_action` the same with more noise; `candidate_actions` keeps the best few.
- `evaluate_all`: projected final points (score now, prosperity bonuses, events in reach,
  resources, cards, workers, production and seasons still to come), turned into chances to
  win by a softmax (solo: against Rugwort's projected score).

The modules: `tables` (tunables, lookup tables), `context` (the card and position
valuation, `Ctx`), `specials` (what the special events are worth, and solo how near each
is), `values` (turn actions), `answers` (pending decisions), `hooks` (the policies and
candidates), `solo` (the fitted margin against Rugwort) and `evaluation` (projections,
chances to win).
"""

from .answers import answer_values
from .context import Ctx
from .evaluation import evaluate_all, evaluation, projected_points
from .hooks import action_values, candidate_actions, heuristic_action, rollout_action
from .tables import (
    CARD_DRAW,
    PLACEMENT,
    ROLLOUT_DEPTH,
    ROLLOUT_NOISE,
    RUGWORT_DENY,
    RUGWORT_TAKE,
    SOLO_EXPLORATION,
    SOLO_MARGIN_SCALE,
    SOLO_MARGIN_WEIGHT,
    TOP_ANSWER,
    TOP_TURN,
)
from .values import (
    event_value,
    location_value,
    payment_cost,
    play_value,
    prepare_value,
    turn_values,
    visit_value,
)

__all__ = [
    "CARD_DRAW",
    "PLACEMENT",
    "ROLLOUT_DEPTH",
    "ROLLOUT_NOISE",
    "RUGWORT_DENY",
    "RUGWORT_TAKE",
    "SOLO_EXPLORATION",
    "SOLO_MARGIN_SCALE",
    "SOLO_MARGIN_WEIGHT",
    "TOP_ANSWER",
    "TOP_TURN",
    "Ctx",
    "action_values",
    "answer_values",
    "candidate_actions",
    "evaluate_all",
    "evaluation",
    "event_value",
    "heuristic_action",
    "location_value",
    "payment_cost",
    "play_value",
    "prepare_value",
    "projected_points",
    "rollout_action",
    "turn_values",
    "visit_value",
]
