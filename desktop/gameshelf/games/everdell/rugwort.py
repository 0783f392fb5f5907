"""Solo play against Rugwort (shared/rules/everdell.md, Solo mode): his moves happen inside
`apply`, after each card you play and after each of your Prepare for Season actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Event
from .data import AUTUMN
from .pending import PICK

if TYPE_CHECKING:
    from .state import EverdellState

RUGWORT = 1  # his row in a solo game


def setup(state: EverdellState) -> None:
    """Rugwort starts with a worker on the first forest card and one on the 3-twig space."""
    state.loc[state.data.forest[state.forest[0]].id].append(RUGWORT)
    state.loc[state.data.rugwort.start_basic].append(RUGWORT)


def setup_events(state: EverdellState) -> list[Event]:
    """The log's word for `setup`: where his workers start, blocking those places."""
    events: list[Event] = []
    state.event("rugwort_starts", RUGWORT, events,
                forest=state.data.forest[state.forest[0]].id,
                location=state.data.rugwort.start_basic)
    return events


def draw(state: EverdellState, events: list[Event]) -> None:
    """After each card you play (and the Meadow refilled): roll d8, he takes that slot."""
    roll = state.rng.randrange(state.data.meadow_size)
    inst = state.meadow[roll]
    if inst < 0:
        state.event("rugwort_roll", RUGWORT, events, roll=roll + 1)
        return
    state.meadow[roll] = -1
    card_id = state.card_id(inst)
    state.event("rugwort_takes", RUGWORT, events, roll=roll + 1, card=card_id)
    if card_id == "fool":
        if state.fits_in_city(0, state.card_of(inst)):
            state.cities[0].append(inst)
            state.event("rugwort_fool", RUGWORT, events, target=0)
        else:
            state.discard.append(inst)
    else:
        state.cities[RUGWORT].append(inst)
    state.refill_meadow(events)


def fool_played(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    """Your Fool is discarded, and you remove any one card from Rugwort's city."""
    state.discard.append(inst)
    state.event("fool", seat, events, target=RUGWORT)
    if state.cities[RUGWORT]:
        state.push(PICK, seat, "rugwort_fool", card=inst, n=1, cards=list(state.cities[RUGWORT]))


def prepare(state: EverdellState, events: list[Event]) -> None:
    """After your Prepare for Season: he claims basic events his city meets, blocks Meadow
    slots, and moves his forest and basic-location workers."""
    data = state.data
    rug = data.rugwort
    season = state.season[0]
    counts = state.type_counts(RUGWORT)
    for event in data.basic_events:
        if event.id not in state.event_owner and not state.loc[event.id] and all(
            have >= need for have, need in zip(counts, event.needs, strict=True)
        ):
            state.event_owner[event.id] = RUGWORT
            state.event("rugwort_claims", RUGWORT, events, event=event.id)
    for slot in rug.meadow_slots_by_season[season]:
        if slot - 1 not in state.rug_slots:
            state.rug_slots.append(slot - 1)
    state.event("rugwort_blocks", RUGWORT, events, slots=[s + 1 for s in state.rug_slots])
    forest_ids = [data.forest[i].id for i in state.forest]
    at = next((i for i, loc_id in enumerate(forest_ids) if RUGWORT in state.loc[loc_id]), -1)
    if at >= 0:
        state.loc[forest_ids[at]].remove(RUGWORT)
        if season == AUTUMN:
            journey = rug.journey[state.options["rugwort_year"]]
            state.loc[journey].append(RUGWORT)
            state.event("rugwort_moves", RUGWORT, events, location=journey)
        else:
            target = forest_ids[(at + 1) % len(forest_ids)]
            state.loc[target].append(RUGWORT)
            state.event("rugwort_moves", RUGWORT, events, location=target)
    for loc_id in state.data.rugwort.basic_by_season:
        if RUGWORT in state.loc[loc_id]:
            state.loc[loc_id].remove(RUGWORT)
    if season == AUTUMN and state.options["rugwort_year"] == 3:
        # Year 3: he leaves the basic spaces and takes one of your autumn workers away.
        state.workers[0] -= 1
        state.event("rugwort_takes_worker", RUGWORT, events)
    else:
        target = rug.basic_by_season[season]
        state.loc[target].append(RUGWORT)
        state.event("rugwort_moves", RUGWORT, events, location=target)
