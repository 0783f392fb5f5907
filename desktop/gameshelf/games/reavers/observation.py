"""What a seat may see: everything but the order of the decks and of the Territory stacks below
their top tiles (Prophecies are held face up: a rules choice)."""

from __future__ import annotations

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
        "combat": copy_plain(s.combat),
        "scores": [list(row) for row in s.scores().points],
    }
    return Observation("reavers", seat, data)
