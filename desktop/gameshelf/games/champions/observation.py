"""What a seat may see of a Champions state, and rebuilding a full state from that alone.

The observation carries the contract's keys for the board (champions-contract.md) and, under
"public", every field of the state with what the seat cannot see taken out:
- the decks' order (their contents are known: every card not elsewhere), sorted;
- the other seats' Destinies (a count each) and the cards a Dagrun is choosing among;
- face-down Journey cards the seat has not seen ("hidden"), pooled with the deck's;
- before the reveal, the other seats' assignments: their dice and Food are shown whole;
- the generator.
`from_observation` deals every hidden card again at random and gives each hidden assignment
a random legal one.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine import Observation
from ...engine.scoring import ScoreSheet
from ..plain import copy_plain
from .data import KINDS
from .placement import huts_cost
from .scoring import score_sheet
from .state import FIELDS, SHORES, ChampionsState

if TYPE_CHECKING:
    from . import ChampionsSpec

DECKS = ("troll_deck", "draugr_deck", "monster_deck", "merchant_deck", "rune_deck")


def _sees_assignment(state: ChampionsState, viewer: int, seat: int) -> bool:
    return seat == viewer or state.revealed


def _journey_view(state: ChampionsState, seat: int) -> list[Any]:
    view: list[Any] = []
    for shore, card in enumerate(state.journey):
        if card is None:
            view.append(None)
        elif state.journey_open[shore] or shore in state.seen[seat]:
            view.append(card)
        else:
            view.append("hidden")
    return view


def public_fields(state: ChampionsState, seat: int) -> dict[str, Any]:
    pub = state.fields()
    for deck in DECKS:
        pub[deck] = sorted(pub[deck])
    unseen = list(state.destiny_deck)
    for other in range(state.num_players):
        if other != seat:
            unseen += state.destinies[other]
            pub["destinies"][other] = len(state.destinies[other])
    pending = pub["pending"]
    if pending and pending["kind"] == "keep_destiny" and pending["seat"] != seat:
        unseen += pending["drawn"]
        pending["drawn"] = len(pending["drawn"])
    pub["destiny_deck"] = sorted(unseen)
    view = _journey_view(state, seat)
    hidden = [c for c, v in zip(state.journey, view, strict=True) if v == "hidden"]
    pub["journey"] = view
    pub["journey_deck"] = sorted(state.journey_deck + hidden)  # type: ignore[operator]
    for other in range(state.num_players):
        if not _sees_assignment(state, seat, other):
            pub["assign"][other] = None
            pub["food_loaded"][other] = None
    return pub


def observe(state: ChampionsState, seat: int) -> Observation:
    n = state.num_players
    pub = public_fields(state, seat)
    c = state.combat
    data = {
        "num_players": n,
        "options": dict(state.options),
        "round": state.round,
        "phase": state.phase,
        "current": state.current,
        "first_player": state.first_player,
        "pending": None if state.pending is None else state.pending["kind"],
        "leaders": list(state.leaders),
        "workers_left": list(state.workers_left),
        "workers_total": list(state.workers_total),
        "huts_bought": list(state.huts_bought),
        "huts_cost": huts_cost(state),
        "resources": copy_plain(state.resources),
        "dice": [state.pool(s) if _sees_assignment(state, seat, s) else dict(state.dice[s])
                 for s in range(n)],
        "supply": dict(state.supply),
        "placements": copy_plain(state.placements),
        "stalls": list(state.stalls),
        "blue": dict(state.blue),
        "merchant": None if state.merchant_taken else state.merchant,
        "merchant_left": len(state.merchant_deck),
        "troll": state.troll,
        "draugr": list(state.draugr),
        "monsters": list(state.monsters),
        "journey": _journey_view(state, seat),
        "journey_seen": copy_plain(state.seen),
        "ships": {
            ship: {"owner": where["owner"], "shore": where["shore"],
                   "capacity": state.data.ships[ship].capacity,
                   "cost": dict(state.data.ships[ship].cost),
                   "glory": state.data.ships[ship].glory}
            for ship, where in state.ships.items()
        },
        "private": list(state.private),
        "rune_slots": list(state.rune_slots),
        "rune_deck_size": len(state.rune_deck),
        "runes": copy_plain(state.runes),
        "runes_used": copy_plain(state.runes_used),
        "destinies": list(state.destinies[seat]),
        "destiny_counts": [len(d) for d in state.destinies],
        "destinies_scored": copy_plain(state.destinies_scored),
        "won": copy_plain(state.won),
        "assign": {
            str(s): {**{t: dict(k) for t, k in state.assign[s].items()},
                     "food": dict(state.food_loaded[s])}
            for s in range(n) if _sees_assignment(state, seat, s)
        },
        "committed": list(state.committed),
        "revealed": state.revealed,
        "combat": None if c is None else {
            "seat": c["seat"], "target": c["target"], "enemy": c["enemy"],
            "damage": c["damage"], "defense": c["defense"], "attack": c["attack"],
            "dice": copy_plain(c["dice"]), "stage": c["stage"],
            "losses_left": c["losses_left"], "hits": c["hits"], "shields": c["shields"],
        },
        "scores": _public_scores(state, seat),
        "round_glory": copy_plain(state.round_glory),
        "public": pub,
    }
    return Observation("champions", seat, data)


def _public_scores(state: ChampionsState, seat: int) -> dict[str, Any]:
    """The sheet so far, another seat's hidden Destinies left out (counted as 0)."""
    sheet = score_sheet(state)
    column = sheet.categories.index("destinies")
    points = tuple(row if s == seat else (*row[:column], 0, *row[column + 1:])
                   for s, row in enumerate(sheet.points))
    return ScoreSheet(sheet.categories, points, sheet.tiebreaks).to_dict()


def from_observation(spec: ChampionsSpec, observation: Observation,
                     rng: random.Random) -> ChampionsState:
    obs = observation.data
    seat = observation.seat
    pub = copy_plain(obs["public"])
    state = ChampionsState(spec, spec.data, obs["num_players"], dict(obs["options"]),
                           random.Random(rng.getrandbits(64)))
    for name in FIELDS:
        setattr(state, name, pub[name])
    for deck in DECKS:
        rng.shuffle(getattr(state, deck))
    unseen = state.destiny_deck
    rng.shuffle(unseen)
    for other in range(state.num_players):
        if other != seat:
            count = state.destinies[other]
            state.destinies[other] = sorted(unseen.pop() for _ in range(count))
    pending = state.pending
    if pending and pending["kind"] == "keep_destiny" and pending["seat"] != seat:
        pending["drawn"] = sorted(unseen.pop() for _ in range(pending["drawn"]))
    journey = state.journey_deck
    rng.shuffle(journey)
    for shore in range(SHORES):
        if state.journey[shore] == "hidden":
            state.journey[shore] = journey.pop()
    for other in range(state.num_players):
        if state.assign[other] is None:
            state.assign[other] = {}
            state.food_loaded[other] = {}
            if state.committed[other]:
                _sample_assignment(state, other, rng)
    return state


def _sample_assignment(state: ChampionsState, seat: int, rng: random.Random) -> None:
    """A random legal assignment of a seat's dice (and no Food) to its reservations."""
    targets = state.targets(seat)
    for kind in KINDS:
        for _ in range(state.dice[seat][kind]):
            target = rng.choice([*targets, None])
            if target is None:
                continue
            if target.startswith("shore_"):
                ship = state.ship_at(int(target[-1]))
                assert ship is not None
                if state.load(seat, target) >= state.capacity(ship):
                    continue
            elif state.data.enemy(state.enemy_at(target)).restriction == kind:
                continue
            counts = state.assign[seat].setdefault(target, {})
            counts[kind] = counts.get(kind, 0) + 1
