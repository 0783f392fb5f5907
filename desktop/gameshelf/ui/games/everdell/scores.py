"""The Everdell scores around the board: the score sheet an observation carries, every row's
points as it entered each season (for the chart), and the score pad's words."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine import Event, Match, ScoreSheet, State
from ....games.everdell import CATEGORIES
from ..score_history import MatchReplay

# The strings were first the view's: they keep its translation context (lupdate reads it literally).
translate = QCoreApplication.translate
SEASONS = ("winter", "spring", "summer", "autumn")


def score_sheet(obs: dict[str, Any]) -> ScoreSheet:
    """The score sheet the observation carries (every row that scores is public)."""
    return ScoreSheet(CATEGORIES, tuple(map(tuple, obs["points"])),
                      tuple(map(tuple, obs["tiebreaks"])), tuple(obs["automata"]))


def sheet_texts() -> dict[str, str]:
    """The score pad's words."""
    return {
        "player": translate("EverdellView", "Player"),
        "total": translate("EverdellView", "Total"),
        "events": translate("EverdellView", "Events"),
        "resources": translate("EverdellView", "Resources left"),
        "place": translate("EverdellView", "Place"),
        "final_title": translate("EverdellView", "Final scores"),
        "scores_title": translate("EverdellView", "Scores so far"),
        "footer": translate("EverdellView",
                            "Ties: most events achieved, then most resources left."),
    }


class SeasonHistory(MatchReplay):
    """Every row's points as it entered each season, from the match replayed (score_history)."""

    def __init__(self) -> None:
        super().__init__()
        self.history: list[list[int]] = []  # per row: points entering each season
        self._viewer = 0
        self._rows = 0

    def update(self, match: Match, viewer: int, rows: int) -> list[list[int]]:
        self._viewer, self._rows = viewer, rows
        self.follow(match)
        return self.history

    def restart(self) -> None:
        self.history = [[0] for _ in range(self._rows)]

    def step(self, state: State, events: Sequence[Event]) -> None:
        seasons = [e.seat for e in events if e.key == "everdell.new_season"
                   and e.seat is not None]
        if seasons:
            obs = state.observe(self._viewer).data
            totals = [sum(row) for row in obs["points"]]
            for seat in seasons:
                self.history[seat].append(totals[seat])
                if len(self.history) > state.num_players:  # type: ignore[attr-defined]
                    self.history[-1].append(totals[-1])  # Rugwort prepares after you
