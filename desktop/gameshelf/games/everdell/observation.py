"""What a seat may see of an Everdell state, and rebuilding a full state from that alone.

A seat sees its own hand, the public board (Meadow, cities, events, workers, revealed cards)
and the sizes of hidden piles (other hands, the deck, the discard pile: face down, FAQ). The
cards a Teacher draws stay private to its owner, like the cards handed over by a Post Office
visit and the cards discarded from a hand.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ...engine import Observation
from .data import SEASONS
from .pending import DISCARD, PICK, PLAYER, TRIGGERS, Pending
from .state import EverdellState

if TYPE_CHECKING:
    from . import EverdellSpec

HIDDEN = -1
CARD_VALS = ("pick", "discard")  # pending kinds whose `vals` are cards
CARD_LISTS = ("pick", "play")  # pending kinds whose `cards` are cards


# Pending inputs whose chosen cards went into the chooser's hand in view of everyone.
TAKEN_INTO_HAND = ("summer", "undertaker_take", "two_meadow_play_one_discount",
                   "ancient_scrolls_discovered")
# Pending inputs whose chosen cards went to the discard pile.
DISCARDED_PICKS = ("undertaker_discard", "croak_wart_cure", "ruins", "university", "rugwort_fool")
# Pending inputs whose own card was discarded before the choice (the solo Fool, played against
# Rugwort, goes to the pile, then its player picks a card of his city).
DISCARDED_SOURCES = ("rugwort_fool",)


def _in_hand(p: Pending, inst: int) -> bool:
    """Whether a card named by a pending input (and in no public place) is in its seat's hand."""
    if p.kind == PICK:
        return p.purpose in TAKEN_INTO_HAND and inst in p.vals
    return p.kind == "play" and p.purpose == "two_meadow_play_one_discount"


def _in_discard(p: Pending, inst: int) -> bool:
    """Whether a card named by a pending input (and in no public place) is in the discard pile:
    discarded from a hand, or picked from the Meadow or a city to be discarded."""
    if inst == p.card and p.kind == PICK and p.purpose in DISCARDED_SOURCES:
        return True
    if inst not in p.vals:
        return False
    return p.kind == DISCARD or (p.kind == PICK and p.purpose in DISCARDED_PICKS)


def _city(state: EverdellState, row: int) -> list[dict[str, Any]]:
    result = []
    for inst in state.cities[row]:
        result.append({
            "inst": inst,
            "card": state.card_id(inst),
            "occupied": inst in state.occupied,
            "workers": list(state.card_workers.get(inst, ())),
            "tokens": state.card_tokens.get(inst, 0),
            "store": list(state.store.get(inst, (0, 0, 0, 0))),
            "prisoners": list(state.prisoners.get(inst, ())),
        })
    return result


def _pending(p: Pending, seat: int) -> dict[str, Any]:
    own = p.seat == seat
    cards, vals, card = list(p.cards), list(p.vals), p.card
    if not own and p.kind == PICK and p.purpose == "teacher":
        cards = [HIDDEN] * len(cards)
        vals = [HIDDEN] * len(vals)
    if not own and p.kind == PLAYER and p.purpose == "give_card":
        card = HIDDEN
    if not own and p.kind == DISCARD:
        vals = [HIDDEN] * len(vals)  # discarded face down: how many, not which
    return {"kind": p.kind, "seat": p.seat, "purpose": p.purpose, "card": card, "n": p.n,
            "m": p.m, "cards": cards, "vals": vals, "target": p.target}


def observe(state: EverdellState, seat: int) -> Observation:
    data = state.data
    seats = []
    for s in range(state.num_players):
        seats.append({
            "resources": list(state.res[s]),
            "point_tokens": state.tokens[s],
            "season": SEASONS[state.season[s]],
            "workers": state.workers[s],
            "deployed": state.deployed[s],
            "passed": state.passed[s],
            "hand_size": len(state.hands[s]),
            "city": _city(state, s),
        })
    obs: dict[str, Any] = {
        "num_players": state.num_players,
        "options": dict(state.options),
        "current": state.current,
        "to_move": state.to_move(),
        "over": state.over,
        "forest": [data.forest[i].id for i in state.forest],
        "special_events": [data.special_events[i].id for i in state.specials],
        "deck_size": len(state.deck),
        "discard_size": len(state.discard),
        "meadow": list(state.meadow),
        "hand": list(state.hands[seat]),
        "seats": seats,
        "workers": {k: list(v) for k, v in state.loc.items() if v},
        "events": {
            event_id: {
                "owner": owner,
                "cards": list(state.event_cards.get(event_id, ())),
                "resources": list(state.event_res.get(event_id, (0, 0, 0, 0))),
                "tokens": state.event_tokens.get(event_id, 0),
            }
            for event_id, owner in state.event_owner.items()
        },
        "rugwort": None,
        "pending": [_pending(p, seat) for p in state.stack],
    }
    # Everything that scores is public (cities, tokens, resources, journey, events): every row
    # of the score sheet, Rugwort's included, so a board never has to work it out.
    sheet = state.scores()
    obs["points"] = [list(row) for row in sheet.points]
    obs["tiebreaks"] = [list(row) for row in sheet.tiebreaks]
    obs["automata"] = list(sheet.automata)
    if state.solo:
        obs["rugwort"] = {
            "city": _city(state, 1),
            "point_tokens": state.tokens[1],
            "resources": list(state.res[1]),
            "meadow_blocks": [s + 1 for s in state.rug_slots],
        }
    return Observation("everdell", seat, obs)


def from_observation(spec: EverdellSpec, observation: Observation,
                     rng: random.Random) -> EverdellState:
    """A full state consistent with the observation: the unseen cards are dealt at random into
    the other hands, the private cards of pending inputs, the deck and the discard pile."""
    obs = observation.data
    seat = observation.seat
    data = spec.data
    n = obs["num_players"]
    state = spec.empty_state(n, obs["options"], random.Random(rng.getrandbits(64)))
    state.current = obs["current"]
    state.over = obs["over"]
    ids = [loc.id for loc in data.forest]
    state.forest = [ids.index(f) for f in obs["forest"]]
    specials = [e.id for e in data.special_events]
    state.specials = [specials.index(e) for e in obs["special_events"]]
    state.meadow = list(obs["meadow"])
    seen: set[int] = {c for c in state.meadow if c >= 0}
    seen.update(obs["hand"])

    def read_city(row: int, entries: list[dict[str, Any]]) -> None:
        for entry in entries:
            inst = entry["inst"]
            state.cities[row].append(inst)
            seen.add(inst)
            if entry["occupied"]:
                state.occupied.add(inst)
            if entry["workers"]:
                state.card_workers[inst] = list(entry["workers"])
            if entry["tokens"]:
                state.card_tokens[inst] = entry["tokens"]
            if any(entry["store"]):
                state.store[inst] = list(entry["store"])
            if entry["prisoners"]:
                state.prisoners[inst] = list(entry["prisoners"])
                seen.update(entry["prisoners"])

    for s, row in enumerate(obs["seats"]):
        state.res[s] = list(row["resources"])
        state.tokens[s] = row["point_tokens"]
        state.season[s] = SEASONS.index(row["season"])
        state.workers[s] = row["workers"]
        state.deployed[s] = row["deployed"]
        state.passed[s] = row["passed"]
        read_city(s, row["city"])
    rug = obs["rugwort"]
    if rug is not None:
        read_city(1, rug["city"])
        state.tokens[1] = rug["point_tokens"]
        state.res[1] = list(rug["resources"])
        state.rug_slots = [s - 1 for s in rug["meadow_blocks"]]
    for loc_id, owners in obs["workers"].items():
        state.loc[loc_id] = list(owners)
    for event_id, entry in obs["events"].items():
        state.event_owner[event_id] = entry["owner"]
        if entry["cards"]:
            state.event_cards[event_id] = list(entry["cards"])
            seen.update(entry["cards"])
        if any(entry["resources"]):
            state.event_res[event_id] = list(entry["resources"])
        if entry["tokens"]:
            state.event_tokens[event_id] = entry["tokens"]
    stack = []
    known: list[list[int]] = [[] for _ in range(n)]  # cards public in a hidden hand
    discarded: list[int] = []  # cards named by pending inputs, gone to the discard pile
    for entry in obs["pending"]:
        p = Pending(entry["kind"], entry["seat"], entry["purpose"], entry["card"], entry["n"],
                    entry["m"], list(entry["cards"]), list(entry["vals"]), entry["target"])
        stack.append(p)
    # A card several inputs name (the Fool, by the triggers of its play and by its own pick) is
    # placed by whichever of them says where it went.
    named: dict[int, list[Pending]] = {}
    for p in stack:
        refs = [p.card] + (p.cards if p.kind in CARD_LISTS else [])
        if p.kind in CARD_VALS:
            refs += p.vals
        for r in refs:
            if r >= 0 and r not in seen:
                named.setdefault(r, []).append(p)
    for r, naming in named.items():
        seen.add(r)
        holder = next((p for p in naming if p.seat != seat and _in_hand(p, r)), None)
        if holder is not None:
            known[holder.seat].append(r)
        elif any(_in_discard(p, r) for p in naming) or all(p.kind == TRIGGERS for p in naming):
            # named only by the triggers of its play and in no city: discarded before they ran
            # (a University discarding the card that moved a worker onto it); a Fool still to
            # be given is named by its pick too, and is in no pile
            discarded.append(r)
    pool = [i for i in range(data.num_instances) if i not in seen]
    rng.shuffle(pool)
    for p in stack:
        if p.card == HIDDEN and p.kind == PLAYER and p.purpose == "give_card":
            p.card = pool.pop()
        if p.kind == PICK and p.purpose == "teacher":
            p.cards = [pool.pop() if c == HIDDEN else c for c in p.cards]
    state.stack = stack
    for s in range(n):
        if s == seat:
            state.hands[s] = list(obs["hand"])
            continue
        size = obs["seats"][s]["hand_size"] - len(known[s])
        state.hands[s] = sorted(known[s] + pool[len(pool) - size:])
        del pool[len(pool) - size:]
    deck_size = obs["deck_size"]
    in_discard = obs["discard_size"] - len(discarded)
    if len(pool) < deck_size + in_discard:
        raise ValueError("observation is inconsistent: too few unseen cards for the piles")
    state.deck = pool[:deck_size]
    # The cards of a decision in progress are the top of the pile, whoever discarded them.
    state.discard = pool[deck_size:deck_size + in_discard] + discarded
    for p in stack:
        if p.kind == DISCARD and p.seat != seat and p.vals:
            p.vals = state.discard[len(state.discard) - len(p.vals):]
    return state

