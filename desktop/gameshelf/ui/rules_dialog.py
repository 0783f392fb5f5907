"""The in-app rules reference: the [rules] sections of a game's content file, in the player's
language, as a list of sections beside the selected section's text."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..content import Content


def rules_html(title: str, text: str) -> str:
    """A section as HTML: paragraphs split at blank lines, "- " lines as bullet lists."""
    parts = [f"<h2>{html.escape(title)}</h2>"]
    for block in text.strip().split("\n\n"):
        lines = [line.strip() for line in block.strip().splitlines() if line.strip()]
        run: list[str] = []  # consecutive lines of one kind
        bullet_run = False
        for line in [*lines, ""]:
            is_bullet = line.startswith("- ")
            if run and (not line or is_bullet != bullet_run):
                parts.append(_html_run(run, bullet_run))
                run = []
            if line:
                run.append(line[2:] if is_bullet else line)
                bullet_run = is_bullet
    return "\n".join(parts)


def _html_run(lines: list[str], bullets: bool) -> str:
    if bullets:
        return "<ul>" + "".join(f"<li>{html.escape(b)}</li>" for b in lines) + "</ul>"
    return f"<p>{html.escape(' '.join(lines))}</p>"


class RulesDialog(QDialog):
    def __init__(self, content: Content, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModal(False)
        self.resize(860, 600)
        self.sections = QListWidget()
        self.sections.setMaximumWidth(260)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(False)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.sections)
        splitter.addWidget(self.text)
        splitter.setStretchFactor(1, 1)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(splitter)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self.sections.currentRowChanged.connect(self._show)
        self._keys: list[str] = []
        self.set_content(content)

    def set_content(self, content: Content) -> None:
        self.content = content
        row = max(self.sections.currentRow(), 0)
        self._keys = list(content.table("rules"))
        self.sections.blockSignals(True)
        self.sections.clear()
        for key in self._keys:
            self.sections.addItem(content.text(f"rules.{key}.title"))
        self.sections.blockSignals(False)
        self.sections.setCurrentRow(min(row, len(self._keys) - 1))
        self._show(self.sections.currentRow())
        self.retranslate()

    def select(self, key: str) -> None:
        if key in self._keys:
            self.sections.setCurrentRow(self._keys.index(key))

    def section_html(self, key: str) -> str:
        return rules_html(self.content.text(f"rules.{key}.title"),
                          self.content.text(f"rules.{key}.text"))

    def _show(self, row: int) -> None:
        if 0 <= row < len(self._keys):
            self.text.setHtml(self.section_html(self._keys[row]))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules of {game}").format(
            game=self.content.text("game.name")))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
