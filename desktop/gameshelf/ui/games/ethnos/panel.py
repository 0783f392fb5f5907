"""The side panel beside the board: Hint, Undo, Rules and Scores buttons, the game log in the
current language, and the score table with the glory chart."""

from __future__ import annotations

import html
from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QTextCursor
from PySide6.QtWidgets import (
    QGridLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ....log_text import LogLine
from ...plain_text import plain_tooltip
from ...score_chart import GloryChart
from ..game_view import undo_tip

TURN_RULE = "<hr style='margin:0'>"  # above the first line of each player's turn


class SidePanel(QWidget):
    hint_clicked = Signal()
    undo_clicked = Signal()
    rules_clicked = Signal()
    scores_clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hint = QPushButton()
        self.undo = QPushButton()
        self.rules = QPushButton()
        self.scores = QPushButton()
        self.hint.clicked.connect(self.hint_clicked)
        self.undo.clicked.connect(self.undo_clicked)
        self.rules.clicked.connect(self.rules_clicked)
        self.scores.clicked.connect(self.scores_clicked)
        buttons = QGridLayout()
        buttons.addWidget(self.hint, 0, 0)
        buttons.addWidget(self.undo, 0, 1)
        buttons.addWidget(self.rules, 1, 0)
        buttons.addWidget(self.scores, 1, 1)
        self.log = QTextBrowser()
        self.log.setOpenLinks(False)
        self.table = QTableWidget()
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.chart = GloryChart()
        score_page = QWidget()
        score_layout = QVBoxLayout(score_page)
        score_layout.setContentsMargins(2, 2, 2, 2)
        score_layout.addWidget(self.table)
        score_layout.addWidget(self.chart, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(score_page, "")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(buttons)
        layout.addWidget(self.tabs, 1)
        self._lines: list[str] = []
        self._last_seat: int | None = None  # whose turn the last line of the log was
        self._undo_refused = False  # a reveal stands in the way of Undo (its tooltip says so)
        self.retranslate()

    def retranslate(self) -> None:
        self.hint.setText(self.tr("Hint"))
        self.hint.setToolTip(self.tr("Ask the AI for a suggestion; it lights up on the board."
                                      " Ask again to see the other moves it liked."))
        self.undo.setText(self.tr("Undo"))
        self.undo.setToolTip(undo_tip(self._undo_refused))
        self.rules.setText(self.tr("Rules"))
        self.scores.setText(self.tr("Score sheet"))
        self.tabs.setTabText(0, self.tr("Log"))
        self.tabs.setTabText(1, self.tr("Scores"))

    def set_undo(self, enabled: bool, refused_for_reveal: bool) -> None:
        self._undo_refused = refused_for_reveal
        self.undo.setEnabled(enabled)
        self.undo.setToolTip(undo_tip(refused_for_reveal))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the log ------------------------------------------------------------------------------

    def set_log(self, lines: Sequence[LogLine]) -> None:
        """All lines anew (after a language switch, an undo or a load)."""
        self._last_seat = None
        self._lines = [self._html(line) for line in lines]
        self.log.setHtml("".join(self._lines))
        self._scroll_to_end()

    def add_log(self, lines: Sequence[LogLine]) -> None:
        added = [self._html(line) for line in lines]
        self._lines += added
        if any(line.startswith(TURN_RULE) for line in added):
            # append() would leave an empty paragraph above the rule: the log anew instead.
            self.log.setHtml("".join(self._lines))
        else:
            for line in added:
                self.log.append(line)
        self._scroll_to_end()

    def log_text(self) -> str:
        return self.log.toPlainText()

    def _html(self, line: LogLine) -> str:
        """A header in bold; a rule above the first line of each player's turn."""
        escaped = html.escape(line.text)
        if line.heading:
            self._last_seat = None
            return f"<p style='margin-top:6px'><b>{escaped}</b></p>"
        new_turn = line.seat is not None and self._last_seat not in (None, line.seat)
        if line.seat is not None:
            self._last_seat = line.seat
        if new_turn:
            return f"{TURN_RULE}<p style='margin:1px'>{escaped}</p>"
        return f"<p style='margin:1px'>{escaped}</p>"

    def _scroll_to_end(self) -> None:
        self.log.moveCursor(QTextCursor.MoveOperation.End)
        self.log.ensureCursorVisible()
        # Once the new lines are laid out, the scroll range has grown: go to its end again.
        QTimer.singleShot(0, self.log, self._scroll_bar_to_end)

    def _scroll_bar_to_end(self) -> None:
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    # -- scores -------------------------------------------------------------------------------

    def set_scores(self, names: Sequence[str], colours: Sequence[QColor],
                   categories: Sequence[str], points: Sequence[Sequence[int]],
                   total_header: str) -> None:
        """Categories down, players across (so six players still fit the narrow panel)."""
        table = self.table
        table.clear()
        table.setRowCount(len(categories) + 1)
        table.setColumnCount(len(names))
        table.setVerticalHeaderLabels([*categories, total_header])
        for seat, name in enumerate(names):
            header = QTableWidgetItem(name)
            header.setData(Qt.ItemDataRole.DecorationRole, colours[seat])
            header.setToolTip(plain_tooltip(name))
            table.setHorizontalHeaderItem(seat, header)
            values = [*points[seat], sum(points[seat])]
            for row, value in enumerate(values):
                cell = QTableWidgetItem(str(value))
                cell.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row == len(categories):
                    font = cell.font()
                    font.setBold(True)
                    cell.setFont(font)
                table.setItem(row, seat, cell)
        table.verticalHeader().setVisible(True)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.resizeRowsToContents()
        rows = sum(table.rowHeight(r) for r in range(table.rowCount()))
        table.setFixedHeight(rows + table.horizontalHeader().sizeHint().height() + 6)
