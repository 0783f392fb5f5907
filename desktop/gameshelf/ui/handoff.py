"""The pass-and-play hand-off screen: an opaque cover over a game view until the next player
clicks, so nobody sees another player's hand. Generic: any game view can use it."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .plain_text import plain_label


class HandoffOverlay(QWidget):
    """Covers its parent entirely (following its size); `confirmed` when clicked or a key is
    pressed."""

    confirmed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.name = ""
        self.title = plain_label(parent=self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        self.title.setStyleSheet("color: #f2c94c; font-size: 34px; font-weight: bold;")
        self.detail = plain_label(parent=self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("color: #eef2f5; font-size: 18px;")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addSpacing(16)
        layout.addWidget(self.detail)
        layout.addStretch(1)
        parent.installEventFilter(self)
        self.hide()
        self.retranslate()

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Pass to {name}").format(name=self.name))
        self.detail.setText(self.tr(
            "The board is hidden so that nobody else sees {name}'s cards.\n"
            "{name}: click anywhere or press a key when you are ready.").format(name=self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.parentWidget().rect())
        return False

    def paintEvent(self, event: QEvent) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#141d24"))

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        self._confirm()

    def keyPressEvent(self, event: QEvent) -> None:
        self._confirm()

    def _confirm(self) -> None:
        if self.isVisible():
            self.hide()
            self.confirmed.emit()
