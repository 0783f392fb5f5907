"""Text from a file, a seat's name above all, is shown as written, never as HTML.

Qt guesses: a QLabel, a tooltip or a message box whose text looks like HTML is drawn as HTML, so
a save naming a seat `<img src=...>` would show an image. Labels that may show such text are
`plain_label`s, a tooltip of such text goes through `plain_tooltip`, and a tooltip with markup of
its own escapes each name in it with `html.escape`.
"""

from __future__ import annotations

from PySide6 import QtGui
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    label = QLabel(text, parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def plain_tooltip(text: str) -> str:
    """The tooltip that shows `text` literally: escaped, in a paragraph, so that Qt takes it for
    HTML (escaping alone may not: "Tom &amp; Jerry" would show as typed); lines stay lines."""
    if not text:
        return ""
    return QtGui.Qt.convertFromPlainText(text, Qt.WhiteSpaceMode.WhiteSpaceNormal)
