"""Final scoring (rules page, End of game), the sheet so far during play, and the solo rank."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Event
from ...engine.scoring import ScoreSheet

if TYPE_CHECKING:
    from .state import AquaticaState

CATEGORIES = ("characters", "goals", "locations")


def seat_row(state: AquaticaState, seat: int) -> tuple[int, ...]:
    """1 per Character in hand (the King included), the goal spots the seat's mantas hold, and
    the prosperity of its scored Locations (those still on the board score nothing)."""
    values = state.data.goal_values
    goals = sum(values[spot] for track in state.tracks for spot, who in enumerate(track)
                if who == seat)
    locations = sum(state.data.locations[loc].prosperity for loc in state.scored[seat])
    return (len(state.hands[seat]), goals, locations)


def tiebreak(state: AquaticaState, seat: int) -> tuple[int, int]:
    """Most mantas in reserve, then the lowest King; without Kings the later seat wins."""
    king = state.kings[seat]
    if state.options["kings"] == "none" or king is None:
        return (state.reserve(seat), seat)
    return (state.reserve(seat), -state.data.king_number(king))


def score_sheet(state: AquaticaState) -> ScoreSheet:
    n = state.num_players
    return ScoreSheet(CATEGORIES, tuple(seat_row(state, s) for s in range(n)),
                      tuple(tiebreak(state, s) for s in range(n)))


def rank_table(state: AquaticaState) -> str:
    """Whose solo thresholds: the Gameshelf edition's by default (the printed ones are out of
    reach for our stand-in cards); printed, the original printing's with its goals, else the
    updated."""
    if state.options["ranks"] == "gameshelf":
        return "gameshelf"
    return "original" if state.options["goals"] == "original" else "updated"


def solo_rank(state: AquaticaState, total: int | None = None) -> str:
    points = state.scores().total(0) if total is None else total
    return rank_in(state.data.solo_ranks[rank_table(state)], points)


def rank_in(table: tuple[tuple[str, ...], tuple[int, ...]], points: int) -> str:
    """The rank `points` reach in a table of (ranks, the highest score of each but the last)."""
    ranks, up_to = table
    for rank, limit in zip(ranks, up_to, strict=False):
        if points <= limit:
            return rank
    return ranks[-1]


def final_events(state: AquaticaState) -> list[Event]:
    sheet = score_sheet(state)
    args = {"totals": list(sheet.totals), "winners": sheet.winners()}
    if state.solo:
        args["rank"] = solo_rank(state, sheet.total(0))
    return [Event("aquatica.game_end", None, args)]
