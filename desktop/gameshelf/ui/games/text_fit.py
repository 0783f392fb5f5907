"""Text that keeps a readable size on a board: laid out in a box on as many lines as it holds,
broken only where a line may break (a word is never cut in two), narrowed before it is elided.
Both boards use it: Everdell's tile names and card effects, Ethnos's band chips."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

# Font stretches (%) a text may take at its size before it is elided.
CONDENSED = (100, 88, 76)


def font_key() -> tuple[str, tuple[str, ...]]:
    """What a cache of measured texts must be keyed by: the application's font and its
    families, since the Japanese font is a fallback family that QFont.key() does not name (a
    fit measured without it, in another language's test or window, was reused with it)."""
    default = QFont()
    return default.key(), tuple(default.families())


def font(pixel_size: float, bold: bool = False, stretch: int = 100) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pixel_size)))
    f.setBold(bold)
    if stretch != 100:
        f.setStretch(stretch)
    return f


@dataclass(frozen=True, slots=True)
class Fitted:
    """Lines to write in `font(size, bold, stretch)`; `whole` when nothing was elided."""

    lines: tuple[str, ...]
    stretch: int
    whole: bool
    size: int = 0


_FITTED: dict[tuple[str, float, float, float, bool, bool, float | None, str], Fitted] = {}


def fit_text(text: str, width: float, height: float, size: float, bold: bool = False,
             one_word: bool = False, floor: float | None = None) -> Fitted:
    """`text` in a `width` × `height` box at `size` px: broken between words (between most
    Japanese characters, unless `one_word`: then a single word that never breaks), on the
    lines that fit (one at least); the first stretch of CONDENSED at which it fits whole —
    with a `floor`, a pixel smaller at a time down to it —, else at `size` and full width with
    the last line holding the rest, elided. `Fitted.size` is the size chosen."""
    key = (text, width, height, size, bold, one_word, floor, font_key())
    found = _FITTED.get(key)
    if found is not None:
        return found
    result = None
    pixels = round(size)
    while result is None and pixels >= round(floor if floor is not None else size):
        for stretch in CONDENSED:
            fitted = _fit(text, width, height, font(pixels, bold, stretch), stretch, one_word)
            if fitted.whole:
                result = Fitted(fitted.lines, stretch, True, pixels)
                break
        pixels -= 1
    if result is None:
        fitted = _fit(text, width, height, font(size, bold), 100, one_word)
        result = Fitted(fitted.lines, 100, False, round(size))
    if len(_FITTED) >= 4096:
        _FITTED.clear()
    _FITTED[key] = result
    return result


def _fit(text: str, width: float, height: float, used_font: QFont, stretch: int,
         one_word: bool) -> Fitted:
    metrics = QFontMetricsF(used_font)
    lines = [(0, len(text), metrics.horizontalAdvance(text))] if one_word else \
        _wrap(text, used_font, width)
    keep = max(1, int((height + 0.5) // metrics.lineSpacing()))
    shown = [text[start:end].strip() for start, end, _ in lines[:keep]]
    if len(lines) > keep:
        shown[-1] = text[lines[keep - 1][0]:].strip()
    elide = Qt.TextElideMode.ElideRight
    written = tuple(metrics.elidedText(line, elide, width) for line in shown)
    return Fitted(written, stretch, written == tuple(shown))


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
