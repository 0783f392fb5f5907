"""The side panel (the Ethnos board's: Hint, Undo, Rules, Score sheet, the log, the score table)
with a chart of each player's points at the start of each of their seasons, and the end-of-game
score sheet in the score pad's categories."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QWidget

from ....engine import ScoreSheet
from ...score_chart import GloryChart
from ..ethnos.panel import SidePanel
from ..ethnos.score_sheets import ScoreSheetDialog
from ..game_view import sheet_places


class SeasonChart(GloryChart):
    """One line per player: points when they entered each season, then points now."""

    def set_seasons(self, names: Sequence[str], colours: Sequence[QColor],
                    series: Sequence[Sequence[int]], ticks: Sequence[str],
                    y_label: str = "") -> None:
        self.plot.clear()
        self.legend.clear()
        self.series = {}
        for row, name in enumerate(names):
            self.add_line(name, colours[row], list(series[row]))
        self.plot.getAxis("bottom").setTicks([list(enumerate(ticks))])
        self.plot.getAxis("left").setLabel(y_label)
        self.plot.setXRange(-0.45, max(len(ticks) - 1, 1) + 0.45, padding=0)


class EverdellPanel(SidePanel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = self.chart.parentWidget().layout()
        old = self.chart
        self.chart = SeasonChart()
        layout.replaceWidget(old, self.chart)
        old.hide()
        old.setParent(None)
        old.deleteLater()
        font = QFont()
        font.setPixelSize(10)
        self.chart.plot.getAxis("bottom").setStyle(tickFont=font)


def final_sheet(sheet: ScoreSheet, names: Sequence[str], colours: Sequence[QColor],
                categories: Sequence[str], texts: dict[str, str],
                parent: QWidget | None = None) -> ScoreSheetDialog:
    """The score pad: a row per player (Rugwort last in a solo game), the six categories, the
    total, the tie-breaks (events, then leftover resources) and each place."""
    place = sheet_places(sheet)
    rows = []
    for row in range(len(sheet.points)):
        breaks = [*sheet.tiebreaks[row], 0, 0]
        rows.append([names[row], *sheet.points[row], sheet.total(row), breaks[0], breaks[1],
                     place[row]])
    headers = [texts["player"], *categories, texts["total"], texts["events"],
               texts["resources"], texts["place"]]
    return ScoreSheetDialog(texts["final_title"], headers, rows, texts["footer"], colours,
                            len(categories) + 1, parent)
