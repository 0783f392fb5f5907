"""What a seat may see: everything but the order of the decks and of the Territory stacks below
their top tiles (Prophecies are held face up: a rules choice). What a deck holds is public (every
card out of it is face up somewhere), so `deck_cards` and `territory_below` give it sorted; the
cards put face up under a deck at clean-up are taken as forgotten.

`seat_bonus` (read-only, for the board) gives, for each location, what each seat gets as its
seat bonus there: at the location of the activation under way, counted from its active player;
elsewhere, were it picked now by `bonus_picker` (the seat placing now or about to, else the
next to place). Each is the location's bonus row for that seat's distance, with
`trade_actions` the Trade actions of that row at Trade with Villages.

`from_observation` builds a full state from that: the decks and the stacks below their tops in
a new random order, and a new generator from `rng`."""

from __future__ import annotations

import random
from typing import Any

from ...engine import Observation
from ..plain import copy_plain
from .state import ReaversState


def observe(s: ReaversState, seat: int) -> Observation:
    top = s.stack[-1] if s.stack and not s.over else None
    data: dict[str, Any] = {
        "num_players": s.num_players, "options": dict(s.options), "round": s.round,
        "activation": s.activation, "start_player": s.start_player,
        "honor_ship": s.honor_ship, "picked": dict(s.picked), "pawns_left": list(s.pawns_left),
        "active": s.active, "location": s.location,
        "step": top["step"] if top else "over", "to_move": s.to_move(),
        "players": copy_plain(s.players), "trade_dice": copy_plain(s.trade_dice),
        "recruit_row": copy_plain(s.recruit_row), "village_row": copy_plain(s.village_row),
        "keep_row": copy_plain(s.keep_row), "battle_row": list(s.battle_row),
        "prophecy_row": list(s.prophecy_row),
        "territory_stacks": {k: (v[-1] if v else None) for k, v in s.territory_stacks.items()},
        "deck_sizes": {k: len(v) for k, v in s.decks.items()},
        "deck_cards": {k: sorted(v) for k, v in s.decks.items()},
        "territory_below": {k: sorted(v[:-1]) for k, v in s.territory_stacks.items()},
        "discards": copy_plain(s.discards), "stack": copy_plain(s.stack),
        "over": s.over,
        "combat": copy_plain(s.combat),
        "scores": [list(row) for row in s.scores().points],
    }
    data["bonus_picker"], data["seat_bonus"] = seat_bonuses(s)
    return Observation("reavers", seat, data)


def seat_bonuses(s: ReaversState) -> tuple[int, dict[str, list[dict[str, int]]]]:
    """Each location's seat bonus of every seat (`ReaversState.seat_bonus`, which the rules
    pay from), and the seat the next pick is counted from."""
    result = {name: [s.seat_bonus(name, seat) for seat in range(s.num_players)]
              for name in s.data.locations}
    return s.next_picker(), result


def from_observation(spec: Any, obs: Observation, rng: random.Random) -> ReaversState:
    d = obs.data
    s = ReaversState(spec, spec.data, d["num_players"], dict(d["options"]),
                     random.Random(rng.getrandbits(64)))
    for name in ("round", "activation", "start_player", "honor_ship", "picked", "pawns_left",
                 "active", "location", "stack", "players", "trade_dice", "recruit_row",
                 "village_row", "keep_row", "battle_row", "prophecy_row", "discards", "combat",
                 "over"):
        setattr(s, name, copy_plain(d[name]))
    for deck, cards in d["deck_cards"].items():
        s.decks[deck] = list(cards)
        rng.shuffle(s.decks[deck])
    for kind, below in d["territory_below"].items():
        stack = list(below)
        rng.shuffle(stack)
        top = d["territory_stacks"][kind]
        s.territory_stacks[kind] = [*stack, top] if top is not None else stack
    return s
