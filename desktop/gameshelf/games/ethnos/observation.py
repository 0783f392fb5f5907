"""What a seat may see of an Ethnos state, and rebuilding a full state from that alone."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine import Observation
from .state import DRAGON, ELF, Band, EthnosState

if TYPE_CHECKING:
    from . import EthnosSpec


def _band(band: Band, kingdoms: tuple[str, ...]) -> dict[str, Any]:
    return {"leader": band.leader, "cards": list(band.cards), "kingdom": kingdoms[band.kingdom]}


def observe(state: EthnosState, seat: int) -> Observation:
    """Own hand, public board, and the sizes of hidden piles. Cards an opponent took from the
    market stay known until they leave that hand; the deck order is never shown."""
    kingdoms = state.data.kingdoms
    own_turn = state.current == seat
    data = {
        "num_players": state.num_players,
        "options": dict(state.options),
        "tribes": [state.data.tribes[t] for t in state.tribes],
        "age": state.age,
        "num_ages": state.num_ages,
        "current": state.current,
        "phase": state.phase,
        "hand": sorted(state.hands[seat]),
        "hand_sizes": [len(h) for h in state.hands],
        "known": [sorted(k) for k in state.known],
        "market": list(state.market),
        "deck_size": len(state.deck),
        "deck_bottom": state.deck_bottom,
        "dragons_drawn": state.dragons_drawn,
        "third_dragon": state.third_dragon,
        "bands": [[_band(b, kingdoms) for b in bands] for bands in state.bands],
        "building": None if state.building is None else _band(state.building, kingdoms),
        "markers": [list(m) for m in state.markers],
        "tokens": [list(t) for t in state.tokens],
        "points": [list(p) for p in state.points],
        "history": [list(h) for h in state.history],
        "merfolk": list(state.merfolk),
        "trolls": [list(t) for t in state.trolls],
        "giant_holder": state.giant_holder,
        "giant_size": state.giant_size,
        "orcs": [sorted(kingdoms[k] for k in o) for o in state.orcs],
        "pending_markers": state.pending_markers,
        "troll_limit": state.troll_limit,
        "elf_limit": state.elf_limit,
        # Which cards an Elf player is keeping stays private until the rest is discarded.
        "elf_kept": list(state.elf_kept) if own_turn and state.phase == ELF else [],
        "after_discard_draw": state.after_discard_draw,
        "centaur_extra": state.centaur_extra,
        "orc_queue": list(state.orc_queue),
    }
    return Observation("ethnos", seat, data)


def from_observation(spec: EthnosSpec, observation: Observation, rng: random.Random) -> EthnosState:
    """A full state consistent with the observation: every unseen ally is dealt at random into
    the opponents' unknown hand slots and the deck, the remaining Dragons into its bottom half."""
    obs = observation.data
    seat = observation.seat
    data = spec.data
    kingdoms = data.kingdoms
    state = EthnosState(spec, data, spec.actions, obs["num_players"], dict(obs["options"]),
                        random.Random(rng.getrandbits(64)))
    state.tribes = [data.tribes.index(t) for t in obs["tribes"]]
    state.age = obs["age"]
    state.num_ages = obs["num_ages"]
    state.current = obs["current"]
    state.phase = obs["phase"]
    state.market = list(obs["market"])
    state.deck_bottom = obs["deck_bottom"]
    state.dragons_drawn = obs["dragons_drawn"]
    state.third_dragon = obs["third_dragon"]
    state.bands = [[Band(b["leader"], list(b["cards"]), kingdoms.index(b["kingdom"]))
                    for b in bands] for bands in obs["bands"]]
    building = obs["building"]
    if building is not None:
        state.building = Band(building["leader"], list(building["cards"]),
                              kingdoms.index(building["kingdom"]))
    state.markers = [list(m) for m in obs["markers"]]
    state.tokens = [list(t) for t in obs["tokens"]]
    state.points = [list(p) for p in obs["points"]]
    state.history = [list(h) for h in obs["history"]]
    state.merfolk = list(obs["merfolk"])
    state.trolls = [list(t) for t in obs["trolls"]]
    state.giant_holder = obs["giant_holder"]
    state.giant_size = obs["giant_size"]
    state.orcs = [{kingdoms.index(k) for k in o} for o in obs["orcs"]]
    state.pending_markers = obs["pending_markers"]
    state.troll_limit = obs["troll_limit"]
    state.elf_limit = obs["elf_limit"]
    state.elf_kept = list(obs["elf_kept"])
    state.after_discard_draw = obs["after_discard_draw"]
    state.centaur_extra = obs["centaur_extra"]
    state.orc_queue = list(obs["orc_queue"])

    seen = set(obs["hand"]) | set(state.market)
    for bands in state.bands:
        for band in bands:
            seen.update(band.cards)
    if state.building is not None:
        seen.update(state.building.cards)
    for known in obs["known"]:
        seen.update(known)
    tribes = set(state.tribes)
    pool = [c for c in range(data.num_cards) if data.card_tribe[c] in tribes and c not in seen]
    rng.shuffle(pool)
    for other, size in enumerate(obs["hand_sizes"]):
        if other == seat:
            state.hands[other] = list(obs["hand"])
            state.known[other] = set(obs["known"][other])
            continue
        known = list(obs["known"][other])
        unknown = size - len(known)
        state.hands[other] = sorted(known + pool[len(pool) - unknown:])
        del pool[len(pool) - unknown:]
        state.known[other] = set(known)
    dragons_left = data.dragons - state.dragons_drawn
    if len(pool) != obs["deck_size"] - dragons_left:
        raise ValueError("observation is inconsistent: unseen cards do not match the deck size")
    in_bottom = state.deck_bottom - dragons_left
    bottom = pool[:in_bottom] + [DRAGON] * dragons_left
    rng.shuffle(bottom)
    state.deck = bottom + pool[in_bottom:]
    return state
