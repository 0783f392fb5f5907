"""Ethnos (CMON 2017, Paolo Mori) for 2 to 6 players: rules in shared/rules/ethnos.md."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...engine import Action, Event, Option, State, register
from ...engine.scoring import ScoreSheet
from ..module_spec import ModuleSpec
from . import ai, observation, position
from .data import EthnosData, default_data
from .state import CATEGORIES, SKELETONS, Actions, EthnosState

# Deck draws (and the deal of a new Age) show a player cards nobody saw before.
REVEALING_EVENTS = frozenset(
    {"ethnos.recruit_deck", "ethnos.wizard_draw", "ethnos.dragon", "ethnos.age_start"}
)
# A draw goes to the drawer's hand: nobody else sees the card. A Dragon and a deal show everyone.
SEEN_BY = {"ethnos.recruit_deck": "seat", "ethnos.wizard_draw": "seat"}


def _check_tribes(value: Any) -> Any:
    if value == "random":
        return value
    data = default_data()
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError("option 'tribes': 'random' or a list of tribe ids")
    for tribe in value:
        if tribe not in data.tribes:
            raise ValueError(f"option 'tribes': unknown tribe {tribe!r}")
    if len(set(value)) != len(value):
        raise ValueError("option 'tribes': a tribe is listed twice")
    return list(value)


class EthnosSpec(ModuleSpec):
    id = "ethnos"
    observation_module = observation
    position_module = position
    know_how = ai
    revealing_events = REVEALING_EVENTS
    seen_by = SEEN_BY
    min_players = 2
    max_players = 6
    # The longest of 300 random 6-player games took 914 actions (gameshelf simulate).
    max_actions = 5_000
    options = (
        Option("tribes", "random", (), validate=_check_tribes),
        # Common house variant: with an empty market a blind recruit takes 2 cards.
        Option("empty_market_draws_two", False, (False, True)),
        # Uncertain in our sources: does a Giant band equal to the largest take the token?
        Option("giant_ties", "strict", ("strict", "equal_takes"), uncertain=True),
        # Uncertain: Orc Horde cash-in all-or-nothing (rules page default) or any subset.
        Option("orc_cash_in", "all", ("all", "any"), uncertain=True),
    )

    def __init__(self, data: EthnosData | None = None) -> None:
        self.data = data or default_data()
        self.actions = Actions(self.data.card_tribe, self.data.kingdoms, self.data.troll_tokens)

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> EthnosState:
        self.check_players(num_players)
        options = self.resolve_options(options)
        data = self.data
        rng = random.Random(seed)
        state = EthnosState(self, data, self.actions, num_players, options, rng)
        needed = data.tribes_in_play[num_players]
        if options["tribes"] == "random":
            state.tribes = sorted(rng.sample(range(len(data.tribes)), needed))
        else:
            if len(options["tribes"]) != needed:
                raise ValueError(
                    f"option 'tribes': {num_players} players play with {needed} tribes,"
                    f" not {len(options['tribes'])}"
                )
            state.tribes = sorted(data.tribes.index(t) for t in options["tribes"])
        tokens = list(data.glory_tokens)
        if num_players <= 3:
            for value in data.four_plus_tokens:
                tokens.remove(value)
        rng.shuffle(tokens)
        per = data.tokens_per_kingdom[num_players]
        state.tokens = [sorted(tokens[k * per:(k + 1) * per]) for k in range(6)]
        state._start_age([])
        return state

    def score_position(self, state: State) -> ScoreSheet:
        """The end-of-Age scoring of the position's Age added to the glory already earned.

        Before the final Age, Orc Horde markers are counted as cashed in.
        """
        assert isinstance(state, EthnosState)
        sheet = state.scores()
        if state.is_over():
            return sheet
        gained = state.age_glory(cash_in_orcs=True)
        points = tuple(
            tuple(a + b for a, b in zip(row, extra, strict=True))
            for row, extra in zip(sheet.points, gained, strict=True)
        )
        return ScoreSheet(CATEGORIES, points, sheet.tiebreaks)

    def candidate_actions(self, state: State, widen: int = 0) -> list[Action]:
        # Its pruning drops only moves that are never better: nothing to widen.
        return ai.candidate_actions(state)

    def projected_points(self, state: State) -> list[float] | None:
        assert isinstance(state, EthnosState)
        return ai.projected_glory(state)

    def setup_events(self, state: State) -> list[Event]:
        """The first Age begins, and who plays first: the log's first header (a later Age's
        start comes with the Dragon that ends the one before)."""
        assert isinstance(state, EthnosState)
        return [Event("ethnos.age_start", state.current, {"age": state.age})]

SPEC = register(EthnosSpec())

__all__ = ["SKELETONS", "SPEC", "EthnosSpec", "EthnosState"]
