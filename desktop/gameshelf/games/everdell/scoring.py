"""Everdell scoring, by the official score pad's columns (briefs/everdell_ids.md):
cards, tokens, prosperity, journey, basic_events, special_events. Tie-breaks: most events
achieved, then most leftover resources."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.scoring import ScoreSheet
from .data import PEBBLE, PROSPERITY, RESIN
from .state import CATEGORIES

if TYPE_CHECKING:
    from .state import EverdellState


def _pairs(ids: list[str]) -> int:
    return min(ids.count("husband"), ids.count("wife"))


def prosperity_bonus(state: EverdellState, row: int) -> int:
    """Purple end bonuses (Wife and Husband pairs included)."""
    data = state.data
    city = state.cities[row]
    ids = [data.cards[data.inst_card[i]] for i in city]
    total = 0
    for card_id in ids:
        if card_id == "architect":
            total += min(6, state.res[row][RESIN] + state.res[row][PEBBLE])
        elif card_id == "castle":
            total += sum(1 for i in city if not data.critter[data.inst_card[i]]
                         and not data.unique[data.inst_card[i]])
        elif card_id == "ever_tree":
            total += sum(1 for i in city if data.ctype[data.inst_card[i]] == PROSPERITY)
        elif card_id == "king":
            for event_id, owner in state.event_owner.items():
                if owner == row:
                    total += 1 if event_id.startswith("basic_") else 2
        elif card_id == "palace":
            total += sum(1 for i in city if not data.critter[data.inst_card[i]]
                         and data.unique[data.inst_card[i]])
        elif card_id == "school":
            total += sum(1 for i in city if data.critter[data.inst_card[i]]
                         and not data.unique[data.inst_card[i]])
        elif card_id == "theatre":
            total += sum(1 for i in city if data.critter[data.inst_card[i]]
                         and data.unique[data.inst_card[i]])
    return total + 3 * _pairs(ids)


def _workers_on(state: EverdellState, row: int, card_id: str) -> int:
    inst = state.find_in_city(row, state.data.cards.index(card_id))
    return state.card_workers.get(inst, []).count(row) if inst >= 0 else 0


def special_event_points(state: EverdellState, row: int, event_id: str) -> int:
    """An achieved special event: its base points plus what it scores conditionally."""
    data = state.data
    base = next(e.points for e in data.special_events if e.id == event_id)
    res = state.event_res.get(event_id, [0, 0, 0, 0])
    under = len(state.event_cards.get(event_id, ()))
    if event_id in ("an_evening_of_fireworks", "performer_in_residence"):
        return base + 2 * sum(res)
    if event_id == "under_new_management":
        return base + res[0] + 2 * res[1] + 2 * res[2] + res[3]
    if event_id == "ancient_scrolls_discovered":
        return base + under
    if event_id == "capture_of_the_acorn_thieves":
        return base + 3 * under
    if event_id == "graduation_of_scholars":
        return base + 2 * under
    if event_id == "flying_doctor_service":
        return base + 3 * sum(
            _pairs([data.cards[data.inst_card[i]] for i in city]) for city in state.cities
        )
    if event_id == "ministering_to_miscreants":
        dungeon = state.find_in_city(row, data.cards.index("dungeon"))
        return base + 3 * len(state.prisoners.get(dungeon, ()))
    if event_id == "path_of_the_pilgrims":
        return base + 3 * _workers_on(state, row, "monastery")
    if event_id == "remembering_the_fallen":
        return base + 3 * _workers_on(state, row, "cemetery")
    if event_id == "pristine_chapel_ceiling":
        chapel = state.find_in_city(row, data.cards.index("chapel"))
        return base + 2 * state.card_tokens.get(chapel, 0) if chapel >= 0 else base
    return base


def seat_points(state: EverdellState, seat: int) -> list[int]:
    data = state.data
    city = state.cities[seat]
    cards = sum(data.points[data.inst_card[i]] for i in city)
    tokens = state.tokens[seat] + sum(state.card_tokens.get(i, 0) for i in city)
    journey = sum(loc.points * state.loc[loc.id].count(seat) for loc in data.journey)
    basic = special = 0
    for event_id, owner in state.event_owner.items():
        if owner != seat:
            continue
        if event_id.startswith("basic_"):
            basic += 3
        else:
            special += special_event_points(state, seat, event_id)
            tokens += state.event_tokens.get(event_id, 0)
    return [cards, tokens, prosperity_bonus(state, seat), journey, basic, special]


def rugwort_points(state: EverdellState) -> list[int]:
    data = state.data
    rug = data.rugwort
    row = state.num_players
    cards = sum(
        rug.points_per_prosperity_card if data.ctype[data.inst_card[i]] == PROSPERITY
        else rug.points_per_card
        for i in state.cities[row]
    )
    journey = sum(loc.points * state.loc[loc.id].count(row) for loc in data.journey)
    basic = rug.points_per_basic_event * sum(
        1 for owner in state.event_owner.values() if owner == row
    )
    per = rug.points_per_unachieved_special[state.options["rugwort_year"]]
    unachieved = sum(
        1 for i in state.specials if data.special_events[i].id not in state.event_owner
    )
    return [cards, state.tokens[row], 0, journey, basic, per * unachieved]


def tiebreak(state: EverdellState, row: int) -> tuple[int, int]:
    events = sum(1 for owner in state.event_owner.values() if owner == row)
    return (events, sum(state.res[row]) if row < state.num_players else 0)


def score_sheet(state: EverdellState) -> ScoreSheet:
    rows = [seat_points(state, seat) for seat in range(state.num_players)]
    if state.solo:
        rows.append(rugwort_points(state))
    return ScoreSheet(
        CATEGORIES,
        tuple(tuple(row) for row in rows),
        tuple(tiebreak(state, row) for row in range(len(rows))),
        automata=state.automata,
    )
