"""End-of-Age scoring rules of Ethnos, as pure functions over plain lists.

Each returns the glory per seat, so the rulebook's worked examples can be tested directly.
"""

from __future__ import annotations

from collections.abc import Sequence


def ranked_groups(values: Sequence[int], trolls: Sequence[int] | None) -> list[list[int]]:
    """Seats with a positive value, best first, grouped by ties (Troll totals break ties)."""
    keys = list(values) if trolls is None else list(zip(values, trolls, strict=True))
    contenders = sorted(
        (s for s in range(len(values)) if values[s] > 0), key=keys.__getitem__, reverse=True
    )
    groups: list[list[int]] = []
    for seat in contenders:
        if groups and keys[groups[-1][0]] == keys[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


def kingdom_glory(
    markers: Sequence[int],
    tokens: Sequence[int],
    age: int,
    trolls: Sequence[int] | None = None,
) -> list[int]:
    """Glory each seat earns from one kingdom at the end of `age` (1-based).

    `tokens` are the kingdom's glory tokens in ascending order (I, II, III). In Age N the first
    place takes token N, the second token N-1, and so on. Tied players add up the prizes of the
    places they occupy and split them, rounded down; the places after them keep their prize.
    A player needs at least one marker to rank. `trolls` (when Trolls are in play) breaks ties.
    """
    return share_prizes(ranked_groups(markers, trolls), tokens, age, len(markers))


def share_prizes(groups: list[list[int]], tokens: Sequence[int], age: int, seats: int) -> list[int]:
    """Pay the places of `age` to ranked groups of tied seats (see `kingdom_glory`)."""
    glory = [0] * seats
    place = 0
    for group in groups:
        if place >= age:
            break
        last = min(place + len(group), age)
        pot = sum(tokens[age - 1 - p] for p in range(place, last))
        for seat in group:
            glory[seat] = pot // len(group)
        place += len(group)
    return glory


def kingdom_glory_two_players(
    markers: Sequence[int],
    tokens: Sequence[int],
    age: int,
    trolls: Sequence[int] | None = None,
) -> list[int]:
    """2-player kingdom scoring: Age I as usual; in Age II the first player takes only the
    higher token, the second nothing, and a player alone in the kingdom takes both."""
    if age == 1:
        return kingdom_glory(markers, tokens, age, trolls)
    groups = ranked_groups(markers, trolls)
    glory = [0] * len(markers)
    if not groups:
        return glory
    first = groups[0]
    if len(first) == 2:
        for seat in first:
            glory[seat] = (tokens[0] + tokens[1]) // 2
    elif len(groups) == 1:
        glory[first[0]] = tokens[0] + tokens[1]
    else:
        glory[first[0]] = tokens[1]
    return glory


def merfolk_glory(
    positions: Sequence[int], prize: int, trolls: Sequence[int] | None = None
) -> list[int]:
    """Only the player furthest along the Merfolk track scores; ties by Trolls, then split."""
    glory = [0] * len(positions)
    groups = ranked_groups(positions, trolls)
    if groups:
        for seat in groups[0]:
            glory[seat] = prize // len(groups[0])
    return glory


def band_glory(band_sizes: Sequence[int], table: Sequence[int]) -> int:
    """Glory of a player's bands, each given by its size for scoring (Skeletons removed,
    Dwarf bonus added); the table's last entry is the cap."""
    last = len(table) - 1
    return sum([table[size if size < last else last] for size in band_sizes])


def troll_total(tokens: Sequence[int]) -> int:
    return sum(tokens)
