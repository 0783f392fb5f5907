"""Everdell (Starling Games 2018) for 1 to 4 players (1: solo against Rugwort): rules in
shared/rules/everdell.md, rules choices in state.py's docstring."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...engine import Event, Option, State, register
from ..module_spec import ModuleSpec
from . import ai, observation, position, rugwort
from .data import WINTER, EverdellData, default_data
from .state import CATEGORIES, Actions, EverdellState, register_locations

# Events that show a seat cards it had not seen (draws, reveals, a reshuffle).
REVEALING_EVENTS = frozenset({
    "everdell.draw", "everdell.reveal", "everdell.meadow_refill", "everdell.reshuffle",
    "everdell.rugwort_takes", "everdell.give_card",
})  # fmt: skip
# A draw goes to the drawer's hand, a card given to its receiver; the others show everyone.
SEEN_BY = {"everdell.draw": "seat", "everdell.give_card": "target"}


class EverdellSpec(ModuleSpec):
    id = "everdell"
    observation_module = observation
    position_module = position
    know_how = ai
    revealing_events = REVEALING_EVENTS
    seen_by = SEEN_BY
    min_players = 1
    max_players = 4
    # The longest of 100 4-player games of Easy seats took 307 actions, of random play 271.
    max_actions = 2_000
    # Solo only. Years 2 and 3 are community-sourced (shared/rules/everdell.md).
    options = (Option("rugwort_year", 1, (1, 2, 3), uncertain=True),)
    # Search rollouts this many moves, then `evaluate_all` (moves are slow to simulate).
    rollout_depth = ai.ROLLOUT_DEPTH

    def __init__(self, data: EverdellData | None = None) -> None:
        self.data = data or default_data()
        self.actions = Actions()
        register_locations(self.data)

    def exploration_at(self, state: State, level: str = "normal") -> float:
        """Solo, a search's rewards are chances against Rugwort a point of margin apart by about
        a hundredth, and the game's 0.7 spread the visits evenly over the candidates, so that
        the most visited was close to a random one (`ai.SOLO_EXPLORATION`)."""
        assert isinstance(state, EverdellState)
        return ai.SOLO_EXPLORATION if state.solo else super().exploration_at(state, level)

    def margin_at(self, state: State) -> tuple[float, float]:
        """Solo, Rugwort is often far ahead, where the chance to win is nil whatever the move
        and the game's margin reward (a fifth, saturating past 20 points) hardly ranks the
        moves: half the reward goes by a margin of a wider scale (`ai.SOLO_MARGIN_WEIGHT`)."""
        assert isinstance(state, EverdellState)
        if state.solo:
            return ai.SOLO_MARGIN_WEIGHT, ai.SOLO_MARGIN_SCALE
        return super().margin_at(state)

    def rollout_counts(self, state: State) -> bool:
        """Solo, a turn's own answers (the cards given up at the Haven, a card's choices) are
        part of its move, so a rollout never stops among them. Counting them, a rollout of four
        moves after the Haven stopped at its last discard, while one after a card played went
        three moves of the noisy rollout policy further, and Normal went to the Haven where the
        evaluation valued a card played three points higher (`ai.ROLLOUT_DEPTH`). With
        other players rollouts count every move, as their strength rows were measured."""
        assert isinstance(state, EverdellState)
        return not (state.solo and state.stack)

    def empty_state(self, num_players: int, options: Mapping[str, Any] | None,
                    rng: random.Random) -> EverdellState:
        self.check_players(num_players)
        resolved = self.resolve_options(options)
        state = EverdellState(self, self.data, self.actions, num_players, resolved, rng)
        data = self.data
        for loc in (*data.basic, *data.forest, data.haven, *data.journey):
            state.loc[loc.id] = []
        for event in (*data.basic_events, *data.special_events):
            state.loc[event.id] = []
        return state

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> EverdellState:
        rng = random.Random(seed)
        state = self.empty_state(num_players, options, rng)
        data = self.data
        state.forest = rng.sample(range(len(data.forest)), data.forest_in_play[num_players])
        state.specials = sorted(rng.sample(range(len(data.special_events)),
                                           data.specials_in_play))
        deck = list(range(data.num_instances))
        rng.shuffle(deck)
        state.deck = deck
        state.refill_meadow([])
        for seat in range(num_players):
            state.hands[seat] = sorted(deck.pop() for _ in range(data.starting_hand[seat]))
        if state.solo:
            rugwort.setup(state)
        return state

    def setup_events(self, state: State) -> list[Event]:
        """Where Rugwort's workers start (solo), then the first Winter begins and who plays
        first: the log's first header (a later season's is the seat's `new_season`)."""
        assert isinstance(state, EverdellState)
        events = rugwort.setup_events(state) if state.solo else []
        state.event("year_start", state.current, events, season=WINTER)
        return events


SPEC = register(EverdellSpec())

__all__ = ["CATEGORIES", "SPEC", "EverdellSpec", "EverdellState"]
