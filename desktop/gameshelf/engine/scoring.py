"""Score sheets: points per seat per category, plus the rulebook's tie-break order."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ScoreSheet:
    """`points[seat][i]` is that seat's score in `categories[i]`.

    `tiebreaks[seat]` is a tuple compared after the total, higher first, in the rulebook's order.
    `automata` names opponents that are not seats (Everdell's solo Rugwort): their rows follow
    the seats', so there are `len(points) - len(automata)` seats. A row index is a seat number
    for the seats and `seats + i` for `automata[i]`; `winners()` may name such a row.
    """

    categories: tuple[str, ...]
    points: tuple[tuple[int, ...], ...]
    tiebreaks: tuple[tuple[int, ...], ...]
    automata: tuple[str, ...] = ()

    @property
    def num_seats(self) -> int:
        return len(self.points) - len(self.automata)

    @property
    def unopposed(self) -> bool:
        """One row only: a solo game with no opponent (Aquatica's), where nobody wins, ties or
        places; the score is all there is."""
        return len(self.points) == 1

    def row_name(self, row: int) -> str:
        """'seat N' for a seat, the automaton's name for the rows after them."""
        seats = self.num_seats
        return f"seat {row}" if row < seats else self.automata[row - seats]

    def total(self, seat: int) -> int:
        return sum(self.points[seat])

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(sum(row) for row in self.points)

    def _key(self, seat: int) -> tuple[int, tuple[int, ...]]:
        return (self.total(seat), self.tiebreaks[seat])

    def ranking(self) -> list[int]:
        """Seats from first to last place."""
        return sorted(range(len(self.points)), key=self._key, reverse=True)

    def winners(self) -> list[int]:
        """The seats sharing first place after every tie-break (usually one)."""
        best = max(self._key(seat) for seat in range(len(self.points)))
        return [seat for seat in range(len(self.points)) if self._key(seat) == best]

    def category(self, seat: int, name: str) -> int:
        return self.points[seat][self.categories.index(name)]

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": [
                {
                    "seat": seat,
                    "total": self.total(seat),
                    "categories": dict(zip(self.categories, row, strict=True)),
                    "tiebreaks": list(self.tiebreaks[seat]),
                    **({"automaton": self.automata[seat - self.num_seats]}
                       if seat >= self.num_seats else {}),
                }
                for seat, row in enumerate(self.points)
            ],
            "winners": self.winners(),
        }
