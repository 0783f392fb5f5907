"""The name on a city tile: never smaller than a player reads at a glance, on as many lines as
the tile holds, broken only where a line may break (a Latin word is never cut in two), elided
when even so it will not fit (the card's tooltip has it whole)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

from ..ethnos.render import font

# The smallest name on a city tile, in scene px: 11 px on screen in a 1366×768 window, where the
# board shows at 71 %. (Fonts come in whole pixels: 15 would be 10.7.)
READABLE = 16.0

_NAMES: dict[tuple[str, float, float, str], tuple[str, ...]] = {}


def fit_name(text: str, width: float, height: float) -> tuple[str, ...]:
    """A city tile's name as the lines to write at READABLE in a `width` × `height` box,
    broken only where a line may break (between words; between most Japanese characters): the
    lines that fit (one at least), the last holding the rest, elided; a word too wide, elided."""
    key = (text, width, height, QFont().key())  # the font changes with the language
    found = _NAMES.get(key)
    if found is not None:
        return found
    metrics = QFontMetricsF(font(READABLE))
    lines = _wrap(text, font(READABLE), width)
    keep = max(1, int((height + 0.5) // metrics.lineSpacing()))
    shown = [text[start:end].strip() for start, end, _ in lines[:keep]]
    if len(lines) > keep:
        shown[-1] = text[lines[keep - 1][0]:].strip()
    elide = Qt.TextElideMode.ElideRight
    result = tuple(metrics.elidedText(line, elide, width) for line in shown)
    if len(_NAMES) >= 4096:
        _NAMES.clear()
    _NAMES[key] = result
    return result


def _wrap(text: str, used_font: QFont, width: float) -> list[tuple[int, int, float]]:
    """`text` broken into lines of `width` where Unicode lets a line break: (start, end, width
    used) per line; a word longer than the line stays whole, wider than `width`."""
    layout = QTextLayout(text, used_font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append((line.textStart(), line.textStart() + line.textLength(),
                      line.naturalTextWidth()))
    layout.endLayout()
    return lines


def name_lines(text: str, width: float, height: float) -> int:
    """How many lines `fit_name` writes the name on; 0 when it cannot write it whole."""
    lines = fit_name(text, width, height)
    whole = "".join(lines).replace(" ", "") == text.replace(" ", "")
    return len(lines) if whole else 0
