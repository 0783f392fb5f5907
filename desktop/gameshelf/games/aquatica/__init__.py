"""Aquatica (Cosmodrome Games 2019, Ivan Tuzovsky) for 1 to 4 players (1: solo against the
Ichthyanders): rules in shared/rules/aquatica.md, rules choices in
assets/games/aquatica/rules_choices.md.

Fixed ids (the data file, the translations and the board use these and no others):
- Characters, starting (each player's set): matrona, sea_horse, patrician, legionnaire,
  wave_teller, recruiter. Ocean (the row's deck, 3 sets of 9): the_grabber, mantas_leader,
  healer, meg, researcher, merchant_prince, warlord, tide_caller, envoy.
- Kings (number 1-8): king_1, king_2, king_3, king_4, king_5, xander (6), fancelot (7),
  herbert (8); fancelot and herbert go back to the box at set-up for a bonus manta.
- Location types: shark_bays, sunken_ships, ocean_volcanoes, decayed_civilizations.
  Locations: <type>_01 .. <type>_14 (56).
- Depths: coins1, coins2, power1, power2, power2_<type> (power only for conquering that
  type), raise1, score, take_back, recruit, fully_rise, empty.
- Manta faces: coins1, power1, raise1, coins2, power2, take_back, score, free_recruit.
  Manta kinds: trained (a player's own four: the only ones that claim goals), wild (from the
  supply, when a Location is fully raised), bonus (a set-up King's).
- Effects (card, depth and manta icons): coins, power, recruit, buy, conquer, raise, score,
  scout, take_back, take_back_all, ready_mantas, fully_rise, replay, tire_opponents,
  opponents_discard, choose, row_discard. Other pending steps: scout_keep, ichthyander,
  tire, discard, end_main.
- Goals: updated printing hand_8, board_5, scored_3, wild_2; original printing
  original_hand_10, original_same_type_4, original_scored_3, original_wild_2; goal tokens
  locations_11, prosperity_15, wild_3, hand_1, scored_types_4, same_type_4, discard_10,
  conquerors_5, fully_raised_5, recruit_5, scored_6, hand_10.
- Solo ranks: blobfish, sea_serpent, leviathan, kraken.
- Stages: draft, before, main, after, over.
- Options: goals = updated | original | tokens; kings = basic | draft | none (solo: draw
  three, keep one, unless none); scout = updated | original; ranks = gameshelf | printed
  (the solo rank thresholds: the Gameshelf edition's, or the goals' printing's).
- Solo rank tables: gameshelf, updated, original.
- Actions: pick_king(king); play(card); exploit(slot); flip(kind, face);
  claim(goal index, face, "ready"|"tired"); end_turn; and the answers to a step:
  buy(row, index, slot), conquer(row, index, slot) (row "top"/"bottom", slot 0-4 of the
  board), recruit(row slot 0-5), pass, raise(slot), score(slot), fully_rise(slot), scout,
  keep(bottom-row indices kept...), take_back(card), replay(card), choose(option),
  place_ichthyander(goal index), tire(kind, face), discard(card).
- Observation keys: num_players, options, turn, stage, current, to_move, pending ({step,
  seat} or None), hands (another's drafted King left out until played), hand_counts,
  discards, in_play, kings ("hidden" for another's unplayed drafted King), draft_offer,
  char_row, slot_prices, char_deck_size, char_removed, top_row, bottom_row, loc_deck_size,
  loc_discard, boards (per seat 5 slots: None or {location, offset, top, left}), scored
  (the seat's own pile), scored_counts, mantas (per seat [{kind, face, ready, used}]),
  wild_supply, goals, tracks (per goal the seats from the first spot; -1 the Ichthyanders),
  goal_values, ichthyanders (still to place), rank_table (the solo thresholds in use), coins,
  power, typed_power, final_turns (turns left once the end is triggered, this one included),
  scores, public (for from_observation).
- Events: games/aquatica/events.py. Refusal keys: games/aquatica/refusals.py.
- Score categories: characters, goals, locations; tie-breaks: mantas in reserve, then the
  lowest King (without Kings: the later seat).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from ...engine import Option, register
from ..module_spec import ModuleSpec
from . import ai, observation, position
from .data import AquaticaData, default_data
from .setup import new_state
from .state import AquaticaState

# A card drawn into the row or a Location dealt shows everyone; a King chosen shows its seat.
REVEALING_EVENTS = frozenset({"aquatica.draw_character", "aquatica.deal", "aquatica.pick_king"})
SEEN_BY = {"aquatica.pick_king": "seat"}


class AquaticaSpec(ModuleSpec):
    id = "aquatica"
    observation_module = observation
    position_module = position
    know_how = ai
    revealing_events = REVEALING_EVENTS
    seen_by = SEEN_BY
    min_players = 1
    max_players = 4
    max_actions = 20_000
    margin_scale = 12.0
    options = (
        Option("goals", "updated", ("updated", "original", "tokens")),
        Option("kings", "basic", ("basic", "draft", "none")),
        Option("scout", "updated", ("updated", "original")),
        Option("ranks", "gameshelf", ("gameshelf", "printed")),
    )

    def __init__(self, data: AquaticaData | None = None) -> None:
        self.data = data or default_data()

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> AquaticaState:
        self.check_players(num_players)
        return new_state(self, self.data, num_players, self.resolve_options(options),
                         random.Random(seed))

SPEC = register(AquaticaSpec())

__all__ = ["SPEC", "AquaticaSpec", "AquaticaState"]
