"""What a seat may see of an Aquatica state, and rebuilding a full state from that alone.

Public: the rows, every board and its depths, the mantas and goal tracks, deck sizes, the
Location discard pile, hands and discard piles (every card there came from a public place or
was played face up: the starting set, the row, a played card; a seat that remembers knows
them). Hidden, under "public" taken out of the state's fields:
- the order of both decks (their contents are known: every card not elsewhere), sorted;
- the other seats' scoring piles (a count each: the pile is secret); their Locations are
  pooled with the Location deck's;
- another seat's drafted King until it is played or discarded ("hidden" in `kings`, out of
  its hand), and the Kings on offer in the draft to another seat (a count);
- the generator.
`from_observation` deals every hidden card again at random.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine import Observation
from ...engine.scoring import ScoreSheet
from ..plain import copy_plain
from .data import KINGS
from .scoring import rank_table, score_sheet
from .state import DRAFT, FIELDS, AquaticaState

if TYPE_CHECKING:
    from . import AquaticaSpec

HIDDEN = "hidden"


def _sees_offer(state: AquaticaState, seat: int) -> bool:
    return state.stage == DRAFT and state.draft_order[0] == seat


def public_fields(state: AquaticaState, seat: int) -> dict[str, Any]:
    pub = state.fields()
    pub["char_deck"] = sorted(state.char_deck)
    unseen = list(state.loc_deck)
    for other in range(state.num_players):
        if other != seat:
            unseen += state.scored[other]
            pub["scored"][other] = len(state.scored[other])
            king = state.kings[other]
            if king is not None and not state.king_known[other]:
                pub["kings"][other] = HIDDEN
                if king in pub["hands"][other]:
                    pub["hands"][other].remove(king)
    pub["loc_deck"] = sorted(unseen)
    if state.stage == DRAFT and not _sees_offer(state, seat):
        pub["draft_offer"] = len(state.draft_offer)
    return pub


def observe(state: AquaticaState, seat: int) -> Observation:
    n = state.num_players
    pub = public_fields(state, seat)
    step = state.pending[-1] if state.pending else None
    data = {
        "num_players": n,
        "options": dict(state.options),
        "rank_table": rank_table(state),
        "turn": state.turn,
        "stage": state.stage,
        "current": state.current,
        "to_move": state.to_move(),
        "pending": None if step is None else {"step": step["step"], "seat": step["seat"]},
        "hands": copy_plain(pub["hands"]),
        "hand_counts": [len(h) for h in state.hands],
        "discards": copy_plain(state.discards),
        "in_play": list(state.in_play),
        "kings": list(pub["kings"]),
        "draft_offer": pub["draft_offer"] if state.stage == DRAFT else [],
        "char_row": list(state.char_row),
        "slot_prices": list(state.data.slot_prices[:len(state.char_row)]),
        "char_deck_size": len(state.char_deck),
        "char_removed": list(state.char_removed),
        "top_row": list(state.top_row),
        "bottom_row": list(state.bottom_row),
        "loc_deck_size": len(state.loc_deck),
        "loc_discard": list(state.loc_discard),
        "boards": [[_slot_view(state, s, slot) for slot in range(len(state.boards[s]))]
                   for s in range(n)],
        "scored": list(state.scored[seat]),
        "scored_counts": [len(p) for p in state.scored],
        "mantas": copy_plain(state.mantas),
        "wild_supply": dict(state.wild_supply),
        "goals": list(state.goals),
        "tracks": copy_plain(state.tracks),
        "goal_values": list(state.data.goal_values),
        "ichthyanders": state.ichthyanders,
        "coins": state.coins,
        "power": state.power,
        "typed_power": dict(state.typed_power),
        "final_turns": state.final_turns,
        "scores": _public_scores(state, seat),
        "public": pub,
    }
    return Observation("aquatica", seat, data)


def _slot_view(state: AquaticaState, seat: int, slot: int) -> dict[str, Any] | None:
    entry = state.boards[seat][slot]
    if entry is None:
        return None
    depths = state.data.locations[entry["location"]].depths
    return {"location": entry["location"], "offset": entry["offset"],
            "top": state.top_depth(seat, slot), "left": len(depths) - entry["offset"]}


def _public_scores(state: AquaticaState, seat: int) -> dict[str, Any]:
    """The sheet so far, another seat's scoring pile and hidden King left out (counted 0)."""
    sheet = score_sheet(state)
    column = sheet.categories.index("locations")
    points = tuple(row if s == seat else (*row[:column], 0, *row[column + 1:])
                   for s, row in enumerate(sheet.points))
    tiebreaks = tuple(t if s == seat or state.king_known[s] else (t[0], 0)
                      for s, t in enumerate(sheet.tiebreaks))
    return ScoreSheet(sheet.categories, points, tiebreaks).to_dict()


def from_observation(spec: AquaticaSpec, observation: Observation,
                     rng: random.Random) -> AquaticaState:
    obs = observation.data
    pub = copy_plain(obs["public"])
    state = AquaticaState(spec, spec.data, obs["num_players"], dict(obs["options"]),
                          random.Random(rng.getrandbits(64)))
    for name in FIELDS:
        setattr(state, name, pub[name])
    rng.shuffle(state.char_deck)
    pool = state.loc_deck
    rng.shuffle(pool)
    for other in range(state.num_players):
        if isinstance(state.scored[other], int):
            state.scored[other] = [pool.pop() for _ in range(state.scored[other])]
    kings = [k for k in KINGS if k not in state.kings and
             (not isinstance(state.draft_offer, list) or k not in state.draft_offer)]
    rng.shuffle(kings)
    for other in range(state.num_players):
        if state.kings[other] == HIDDEN:
            king = kings.pop()
            state.kings[other] = king
            state.hands[other] = sorted([*state.hands[other], king])
    if isinstance(state.draft_offer, int):
        state.draft_offer = sorted(kings.pop() for _ in range(state.draft_offer))
    return state
