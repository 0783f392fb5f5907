"""Reavers of Midgard (Grey Fox Games 2019, J.B. Howell) for 2 to 4 players: rules in
shared/rules/reavers.md, rules choices in assets/games/reavers/rules_choices.md. Not registered
yet (games/__init__ does not import it): no board yet. Positions: position.py.

Fixed ids (the data file, the translations and the board use these and no others):
- Locations: recruit_reavers, trade_with_villages, raid_villages, raid_keeps, battle_at_sea,
  conquer_territory. Specialize slots: raid_villages, raid_keeps, battle_at_sea,
  conquer_territory.
- Clans and crew dice colours: red, yellow, blue. Die faces: hammer, double_hammer, shield,
  chest, ship, clan_red, clan_yellow, clan_blue (the leader's clan face is wild). The combat
  die: faces s<i>_<successes>. Ship upgrade tokens: hammer, double_hammer, shield, chest, ship,
  ship_hammer.
- Cards: reavers <clan>_01..15; village spoils (artifacts shield_of_keeps, chest_of_villages,
  sea_horn, war_banner, traders_scale, recruiters_torc, land_deed, odins_eye; upgrade_<token>,
  farm_1..6, wall_1..6, swords_/bows_/axes_1..3, runic_1..5); keep spoils treasure_1..8,
  art_1..6, armor_1..8, tapestry_<a|b|c>_1..3, keep_wall_1..4, tower_1..4; sea_battles
  defense<d>_<n>; sea_journeys storm_, fog_, fair_winds_, draugr_, rations_spoiled_<n>;
  prophecies lord_of_lands, sea_king, collector, weaver, hoarder, clan_chief, treasurer,
  shipwright, pillager, feastmaster, favored, trophy_hunter; territories <type>_<level>_<n>
  (type food, favor, dice).
- Options: setup = retail | early.
- Stages (`step` of the decision): place, artifact, follow, pay, set_face, take_die, store,
  discard_die, recruit_take, use_reaver, trade, trade_die, take_prophecy, raid_take,
  discard_artifact, upgrade, pillage, journey, sea_take, beat, territory, commit, reroll,
  spoils, over.
- Actions: place(location); use_artifact(card); follow; pay_die(board index, face);
  pay_token(token index, face); rest_food; rest_die(colour); set_face(face); take_die(colour)
  (a die of that colour, rolled); store_die(card) (the new die onto that Artifact);
  discard_die(index); discard_artifact(card); take_stack(index); take_deck;
  use_reaver(card, "rally"|"specialize"|"promote"); trade("dice"|"food"|"prophecy"|"favor");
  trade_die(index);
  take_prophecy(index, -1 = the deck); take_pair(index); upgrade("token"|"glory");
  pillage; decline; journey("pay"|"suffer"); take_battle(index, -1 = the deck);
  beat("combo"|"fight"); territory(type); commit(die index); commit_token(token index); roll;
  reroll(mask); accept; spoils("village"|"keep"). `decline` also answers `store` (the die
  goes onto the board) and `artifact` (no more Artifacts used this activation).
- Observation keys: num_players, options, round, activation, start_player, honor_ship,
  picked (location -> seat), pawns_left, active, location, step, to_move, players (per seat:
  food, favor, glory, dice [[colour, face]], leader, slots, glory_pile, artifacts, stored
  (artifact -> [colour, face]), upgrades, used_tokens (indices flipped this round), village,
  keep, sea_battles, territories, prophecies, walls, trophies, pillaged, extra_combat and
  defense_cut (this activation's)), trade_dice,
  recruit_row, village_row, keep_row, battle_row, prophecy_row, territory_stacks (the top
  tiles), deck_sizes, deck_cards and territory_below (sorted: what is in them is public, not
  their order), discards, stack (the pending steps, the top last), over, combat, scores.
- Events: every key with its arguments in events.py.
- Score categories: track, keep_sets, tapestries, bundles, runic, sea_battles, prophecies,
  reavers, artifacts, walls, trophies; tie-breaks: cards in the Glory pile, then Food + Favor.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, ClassVar

from ...engine import Action, Option, State, register
from ..module_spec import ModuleSpec
from . import ai, easy, observation, position
from .data import ReaversData, default_data
from .setup import new_state
from .state import ReaversState

# What shows the table something the generator decided: a card or tile turned from a deck or
# dealt to a row, a die rolled (a face chosen on a Rest or by an ability is a die event too:
# counted, to be safe). Everything in Reavers is public once shown, so these show it to all.
REVEALING_EVENTS = frozenset({
    "reavers.round_start", "reavers.die", "reavers.store_die", "reavers.recruit",
    "reavers.take_prophecy", "reavers.spoil", "reavers.journey", "reavers.battle",
    "reavers.territory", "reavers.combat_roll", "reavers.reroll"})


class ReaversSpec(ModuleSpec):
    id = "reavers"
    observation_module = observation
    position_module = position
    know_how = ai
    revealing_events = REVEALING_EVENTS
    min_players = 2
    max_players = 4
    max_actions = 20_000
    options = (Option("setup", "retail", ("retail", "early")),)
    exploration = 0.7
    two_player_exploration: ClassVar[Mapping[str, float]] = {
        "normal": ai.TWO_PLAYER_EXPLORATION, "hard": ai.TWO_PLAYER_EXPLORATION}
    margin_scale = 16.0  # Glory: twice the evaluation's temperature

    def __init__(self, data: ReaversData | None = None) -> None:
        self.data = data or default_data()

    def new_game(self, num_players: int, seed: int,
                 options: Mapping[str, Any] | None = None) -> ReaversState:
        self.check_players(num_players)
        return new_state(self, self.data, num_players, self.resolve_options(options),
                         random.Random(seed))

    def heuristic_action(self, state: State, seat: int, rng: random.Random) -> Action:
        assert isinstance(state, ReaversState)
        return easy.heuristic_action(state, seat, rng)


SPEC = register(ReaversSpec())

__all__ = ["SPEC", "ReaversSpec", "ReaversState"]
