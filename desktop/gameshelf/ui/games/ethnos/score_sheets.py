"""The score sheets: what each player scored at the end of an Age (from the ethnos.age_glory
events), and the final sheet category by category with the tie-breaks and places."""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
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
        self.resize(min(260 + 120 * len(headers), 1100), 150 + 34 * len(rows) + 60)

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
