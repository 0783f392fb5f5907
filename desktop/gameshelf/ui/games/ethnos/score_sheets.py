"""The score sheets: what each player scored at the end of an Age (from the ethnos.age_glory
events), and the final sheet category by category with the tie-breaks and places."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ....content import Content
from ....engine import Event, ScoreSheet
from ...plain_text import plain_label

CATEGORIES = ("kingdoms", "bands", "giants", "merfolk", "orcs")
# A category only the tribe of that name scores: no column for it when the tribe is not in play.
TRIBE_CATEGORIES = {"giants": "giants", "merfolk": "merfolk", "orcs": "orcs"}
SHEET_WIDTH = 1100  # the widest a sheet opens: it fits a 1366x768 screen
BREAKS = " ・、,"  # a header may wrap after these (and between two CJK characters)


def _breaks(text: str) -> list[int]:
    return [i for i in range(1, len(text))
            if text[i - 1] in BREAKS or (ord(text[i - 1]) >= 0x2E80 and ord(text[i]) >= 0x2E80)]


def two_line_width(text: str, metrics: QFontMetricsF) -> float:
    """The width `text` needs on at most two lines, broken where a line may break."""
    best = metrics.horizontalAdvance(text)
    for i in _breaks(text):
        best = min(best, max(metrics.horizontalAdvance(text[:i].rstrip()),
                             metrics.horizontalAdvance(text[i:].lstrip())))
    return best


def share_out(wanted: Sequence[float], floors: Sequence[float], room: float) -> list[float]:
    """Widths in `room`: each column its `wanted` width, the widest narrowed alike (never
    under its `floor`) until they fit, or to their floors."""
    widths = list(wanted)
    low, high = 0.0, max(widths, default=0.0)
    for _ in range(40):  # the cap, found by halving
        cap = (low + high) / 2
        if sum(max(f, min(w, cap)) for w, f in zip(wanted, floors, strict=True)) > room:
            high = cap
        else:
            low = cap
    return [max(f, min(w, low)) for w, f in zip(wanted, floors, strict=True)]


def categories_in_play(tribes: Sequence[str]) -> list[int]:
    """The indexes of the categories that can score in a game of `tribes`."""
    return [i for i, category in enumerate(CATEGORIES)
            if TRIBE_CATEGORIES.get(category, tribes[0] if tribes else "") in tribes]


class ScoreSheetDialog(QDialog):
    """A table of players by categories, with a line of text under it."""

    def __init__(self, title: str, headers: Sequence[str], rows: Sequence[Sequence[Any]],
                 footer: str, colours: Sequence[QColor] = (), bold_column: int = -1,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.setModal(False)
        self.table = QTableWidget(len(rows), len(headers))
        self.table.setHorizontalHeaderLabels(list(headers))
        self.table.verticalHeader().setVisible(False)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                item = QTableWidgetItem(str(value))
                if c > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if c == bold_column:
                    font = QFont(item.font())
                    font.setBold(True)
                    item.setFont(font)
                if c == 0 and r < len(colours):
                    item.setData(Qt.ItemDataRole.DecorationRole, colours[r])
                self.table.setItem(r, c, item)
        self.footer = plain_label(footer)  # names the winners
        self.footer.setWordWrap(True)
        # The view adds to it what the sheet offers besides Close (the final sheet's Rematch).
        self.buttons = buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        title_label = QLabel(f"<h2>{html.escape(title)}</h2>")
        layout.addWidget(title_label)
        layout.addWidget(self.table)
        layout.addWidget(self.footer)
        layout.addWidget(buttons)
        width = min(260 + 120 * len(headers), SHEET_WIDTH)
        self._fit_columns(width - 48)  # the layout's margins, the table's frame
        self.resize(width, 150 + 34 * len(rows) + 60 + self._header_extra)

    def _fit_columns(self, room: float) -> None:
        """Every column in `room`, with no scroll across: a header too wide for it wraps onto
        two lines, then the widest are narrowed alike; each header's tooltip has it whole."""
        table, header = self.table, self.table.horizontalHeader()
        self._header_extra = 0
        metrics = QFontMetricsF(header.font())
        pad = 2 * header.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin) + 8
        texts = []
        for column in range(table.columnCount()):
            item = table.horizontalHeaderItem(column)
            texts.append(item.text())
            item.setToolTip(html.escape(item.text()))
        cells = [float(table.sizeHintForColumn(c)) for c in range(len(texts))]
        one = [max(c, metrics.horizontalAdvance(t) + pad) for c, t in zip(cells, texts,
                                                                        strict=True)]
        if sum(one) <= room:
            return
        two = [max(c, two_line_width(t, metrics) + pad) for c, t in zip(cells, texts,
                                                                      strict=True)]
        widths = share_out(two, cells, room)
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        for column, width in enumerate(widths):
            if column:
                header.setSectionResizeMode(column, QHeaderView.ResizeMode.Interactive)
                header.resizeSection(column, int(width))
        lines = 2 * metrics.lineSpacing() + 8
        self._header_extra = int(max(0.0, lines - header.sizeHint().height()))
        header.setMinimumHeight(int(lines))

    def cell(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return "" if item is None else item.text()


def category_names(content: Content, shown: Sequence[int]) -> list[str]:
    return [content.text(f"categories.{CATEGORIES[i]}") for i in shown]


def age_sheet(content: Content, events: Sequence[Event], names: Sequence[str],
              totals: Sequence[int], colours: Sequence[QColor], texts: dict[str, str],
              shown: Sequence[int], parent: QWidget | None = None) -> ScoreSheetDialog:
    """The end-of-Age sheet from that Age's `ethnos.age_glory` events (one per seat), with the
    categories `shown` (those of the tribes in play)."""
    age = int(events[0].args["age"])
    rows = []
    for event in sorted(events, key=lambda e: e.seat or 0):
        seat = event.seat or 0
        gained = [int(event.args[c]) for c in CATEGORIES]
        rows.append([names[seat], *[gained[i] for i in shown], sum(gained), totals[seat]])
    headers = [texts["player"], *category_names(content, shown), texts["age_total"],
               texts["total"]]
    title = texts["age_title"].format(age=content.text(f"ages.{age}"))
    return ScoreSheetDialog(title, headers, rows, texts["age_footer"], colours,
                            len(headers) - 1, parent)


def final_sheet(content: Content, sheet: ScoreSheet, names: Sequence[str],
                colours: Sequence[QColor], texts: dict[str, str], winners_line: str,
                shown: Sequence[int], parent: QWidget | None = None) -> ScoreSheetDialog:
    """Every category, the total, the tie-breaks (markers on the board, then the last Age's
    bands largest first) and each player's place."""
    ranking = sheet.ranking()
    place = {}
    for index, seat in enumerate(ranking):
        previous = ranking[index - 1] if index else None
        same = previous is not None and sheet.total(previous) == sheet.total(seat) and \
            sheet.tiebreaks[previous] == sheet.tiebreaks[seat]
        place[seat] = place[previous] if same and previous is not None else index + 1
    rows = []
    for seat in ranking:
        breaks = sheet.tiebreaks[seat]
        markers = breaks[0] if breaks else 0
        bands = ", ".join(str(b) for b in breaks[1:]) or "–"
        rows.append([names[seat], *[sheet.points[seat][i] for i in shown],
                     sheet.total(seat), markers, bands, place[seat]])
    headers = [texts["player"], *category_names(content, shown), texts["total"],
               texts["markers"], texts["bands"], texts["place"]]
    footer = winners_line + "\n" + texts["tiebreak_note"]
    return ScoreSheetDialog(texts["final_title"], headers, rows, footer,
                            [colours[s] for s in ranking], len(shown) + 1, parent)
