"""The Everdell scores around the board: the score sheet an observation carries, every row's
points as it entered each season (for the chart), and the score pad's words."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from ....engine import Match, ScoreSheet
from ....games.everdell import CATEGORIES

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


class SeasonHistory:
    """Every row's points as it entered each season: the match's actions replayed once, then
    followed move by move (an undo starts the replay again)."""

    def __init__(self) -> None:
        self.history: list[list[int]] = []  # per row: points entering each season
        self._actions_done = 0
        self._replay: Match | None = None
        self._actions: list[Any] = []

    def update(self, match: Match, viewer: int, rows: int) -> list[list[int]]:
        actions = match.actions
        done = self._actions_done
        if self._replay is None or done > len(actions) or \
                self._replay.seed != match.seed or self._actions != actions[:done]:
            self._replay = Match.new(match.spec, match.seats, match.seed, match.options)
            self.history = [[0] for _ in range(rows)]
            done = 0
        replay = self._replay
        seats = replay.state.num_players  # type: ignore[attr-defined]
        for action in actions[done:]:
            events = replay.apply(action)
            seasons = [e.seat for e in events if e.key == "everdell.new_season"
                       and e.seat is not None]
            if seasons:
                obs = replay.state.observe(viewer).data
                totals = [sum(row) for row in obs["points"]]
                for seat in seasons:
                    self.history[seat].append(totals[seat])
                    if len(self.history) > seats:
                        self.history[-1].append(totals[-1])  # Rugwort prepares after you
        self._actions_done = len(actions)
        self._actions = list(actions)
        return self.history
