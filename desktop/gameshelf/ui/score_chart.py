"""A small pyqtgraph chart of each player's glory (points) after each Age (round), and now."""

from __future__ import annotations

import html
import os
from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QVBoxLayout, QWidget

# pyqtgraph picks a Qt binding by itself; it must use the one the app runs on.
os.environ.setdefault("PYQTGRAPH_QT_LIB", "PySide6")
import pyqtgraph as pg


class GloryChart(QWidget):
    """One line per player: 0 at the start, the total after each finished Age, then the total
    now (while the game goes on)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Mid-grey, so that white and black players' lines both show.
        self.plot = pg.PlotWidget(background="#5c6b76")
        self.plot.setMenuEnabled(False)
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.hideButtons()
        self.plot.showGrid(x=False, y=True, alpha=0.25)
        self.plot.setMinimumHeight(150)
        self.legend = self.plot.addLegend(offset=(8, 8), labelTextColor="#ffffff",
                                          brush=pg.mkBrush(40, 50, 58, 200))
        for side in ("left", "bottom"):
            self.plot.getAxis(side).setTextPen("#ffffff")
            self.plot.getAxis(side).setPen("#d0d8de")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.plot)
        self.series: dict[str, list[int]] = {}

    def set_data(self, names: Sequence[str], colours: Sequence[QColor],
                 history: Sequence[Sequence[int]], current: Sequence[int] | None,
                 ticks: Sequence[str], y_label: str = "") -> None:
        """`history[i][seat]`: glory after Age i+1; `current`: totals now (None if the game is
        over); `ticks`: x-axis labels: the start, each Age, and "now"."""
        self.plot.clear()
        self.legend.clear()
        self.series = {}
        points = [[0] * len(names), *[list(row) for row in history]]
        if current is not None:
            points.append(list(current))
        xs = list(range(len(points)))
        for seat, name in enumerate(names):
            self.add_line(name, colours[seat], [row[seat] for row in points])
        axis = self.plot.getAxis("bottom")
        axis.setTicks([[(i, ticks[i]) for i in xs if i < len(ticks)]])
        self.plot.getAxis("left").setLabel(y_label)
        self.plot.setXRange(-0.45, max(len(xs) - 1, 1) + 0.45, padding=0)

    def add_line(self, name: str, colour: QColor, ys: list[int]) -> None:
        """A player's line, one point a tick. The legend draws HTML: the name is escaped."""
        self.series[name] = ys
        colour = QColor(colour)
        self.plot.plot(list(range(len(ys))), ys, pen=pg.mkPen(colour, width=3),
                       name=html.escape(name), symbol="o", symbolSize=7, symbolBrush=colour,
                       symbolPen=pg.mkPen("#0b0b0b"))
