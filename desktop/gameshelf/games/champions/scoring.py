"""Final scoring (§a.11), in the page's order; the sheet so far during play."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.scoring import ScoreSheet

if TYPE_CHECKING:
    from .state import ChampionsState

CATEGORIES = ("glory", "destinies", "sets", "runes", "longship", "favor", "coins", "blame")


def measure(state: ChampionsState, seat: int, what: str) -> int:
    """How much of a Destiny's "most X" the seat has."""
    won = state.won[seat]
    if what in ("trolls", "draugr", "monsters"):
        prefix = {"trolls": "troll_", "draugr": "draugr_", "monsters": "monster_"}[what]
        return sum(1 for e in won if e.startswith(prefix))
    if what in ("red", "blue", "yellow"):
        return sum(1 for e in won if state.data.enemy(e).colour == what)
    if what == "dice":
        return state.held(seat)
    if what == "runes":
        return len(state.runes[seat])
    return state.resources[seat][what]


def destiny_points(state: ChampionsState, seat: int, destiny: str) -> int:
    """The higher number for the only leader, the lower when tied; at least 1 needed."""
    card = state.data.destinies[destiny]
    mine = measure(state, seat, card.most)
    if mine < 1:
        return 0
    best = max(measure(state, s, card.most) for s in range(state.num_players) if s != seat)
    if mine > best:
        return card.alone
    return card.tied if mine == best else 0


def blame_penalty(blame_table: tuple[int, ...], tokens: int) -> int:
    return -blame_table[min(tokens, len(blame_table) - 1)]


def sets(state: ChampionsState, seat: int) -> int:
    colours = [state.data.enemy(e).colour for e in state.won[seat]]
    return min(colours.count(c) for c in ("red", "blue", "yellow"))


def seat_row(state: ChampionsState, seat: int) -> tuple[int, ...]:
    data = state.data
    res = state.resources[seat]
    ship = state.private[seat]
    return (
        res["glory"],
        sum(destiny_points(state, seat, d) for d in state.destinies[seat]),
        data.set_glory * sets(state, seat),
        sum(data.runes[r][1] for r in state.runes[seat]),
        data.ships[ship].glory if ship else 0,
        data.favor_glory * res["favor"],
        res["coin"] // data.coins_per_glory,
        blame_penalty(data.blame_table, res["blame"]),
    )


def score_sheet(state: ChampionsState) -> ScoreSheet:
    """Tie-break: the most enemy cards, Trolls included; then the victory is shared."""
    n = state.num_players
    return ScoreSheet(CATEGORIES, tuple(seat_row(state, s) for s in range(n)),
                      tuple((len(state.won[s]),) for s in range(n)))
