"""Champions of Midgard (Grey Fox Games 2015, Ole Steiness) for 2 to 4 players: rules in
shared/rules/champions.md, the board's contract in champions-contract.md.

Where this differs from or adds to the contract:
- Observation: `dice[seat]` is the seat's pool (dice not assigned) for itself and, once the
  assignments are revealed, for everyone; before that another seat's `dice` is all it holds,
  so nothing of its secret assignment shows. `resources[seat].food` is always all the seat's
  Food (Food loaded on a ship included; `assign[seat]["food"]` says how much is aboard).
  Extra keys: `pending` (the kind of follow-up decision, or None), `journey_seen` (which
  shores each seat has looked at: public, the card is not), `destinies_scored` (Success
  rune), `public` (every field the seat may see, for `from_observation`).
- Actions: `use_rune("gifts", food, wood, coin)` and `use_rune("success", destiny)` carry
  their choice; a Whirlpool and starvation ask `lose(kind)` (as combat losses do), only when
  the ship carries more than one kind; a loss with one kind left is taken without asking.
- The Market: a good taken in this visit is not given back in the same visit (the same
  exchanges are reachable; random play ends).
- Dice over the warrior cap go back to the supply; a worker bought in the Huts can be placed
  in the same round (rules page: not stated).
- Restricted dice may be loaded on a ship: they fight the Kraken, and are destroyed before the
  monster's first combat round (§a.6). A restricted kind cannot be assigned to a Troll or a
  Draugr.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from ...engine import Event, Option, State, register
from ..module_spec import ModuleSpec
from . import ai, observation, position
from .data import ChampionsData, default_data
from .setup import new_state
from .state import ChampionsState

# A draw shows one seat a card (Sage's House: the peeked Journey card and the Destiny), a
# round's set-up and a Journey card turned over show everyone. A roll of the dice needs no
# entry: undo stops at any move that used the state's generator (`Match.apply_revealing`).
REVEALING_EVENTS = frozenset({"champions.peek", "champions.draw_destiny", "champions.round_start",
                              "champions.journey", "champions.take_rune", "champions.use_rune"})
SEEN_BY = {"champions.peek": "seat", "champions.draw_destiny": "seat",
           "champions.use_rune": "seat"}


PRIOR_AT_TWO = 0.5


class ChampionsSpec(ModuleSpec):
    id = "champions"
    observation_module = observation
    position_module = position
    know_how = ai
    revealing_events = REVEALING_EVENTS
    seen_by = SEEN_BY
    min_players = 2
    max_players = 4
    max_actions = 20_000
    two_player_exploration: ClassVar[Mapping[str, float]] = {"hard": ai.HARD_TWO_PLAYER_EXPLORATION}
    margin_scale = 16.0  # Glory: twice the evaluation's temperature
    options = (
        Option("leaders", "random", ("random", "draft")),
    )

    def candidate_prior(self, state: State) -> float:
        """At 2 players the search keeps to the policy's order of its candidates where 55
        iterations cannot tell them apart (engine ISMCTS, progressive bias): Normal had spread
        its visits evenly over six placements and played one at random, leaving the Troll to
        Easy in 91 of 140 rounds of 20 games. Normal vs Easy on the README row's 100 deals:
        0.5 -> 74/100 (70 without), 1.0 -> 73/100; see ai.DESTINY_FIRST. At 4 players it lost:
        Normal's share against three Easy on 52 deals fell from 22 to 16.5, so none there."""
        return PRIOR_AT_TWO if state.num_players == 2 else 0.0

    def __init__(self, data: ChampionsData | None = None) -> None:
        self.data = data or default_data()

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> ChampionsState:
        self.check_players(num_players)
        return new_state(self, self.data, num_players, self.resolve_options(options),
                         random.Random(seed))

    def projected_points(self, state: State) -> list[float] | None:
        assert isinstance(state, ChampionsState)
        return ai.projected_glory(state)

    def setup_events(self, state: State) -> list[Event]:
        assert isinstance(state, ChampionsState)
        return [Event("champions.round_start", state.first_player, {
            "round": state.round, "troll": state.troll, "draugr": list(state.draugr),
            "monsters": list(state.monsters), "merchant": state.merchant})]

SPEC = register(ChampionsSpec())

__all__ = ["SPEC", "ChampionsSpec", "ChampionsState"]
