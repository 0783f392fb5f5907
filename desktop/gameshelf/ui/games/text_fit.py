"""Text that keeps a readable size on a board: laid out in a box on as many lines as it holds,
broken only where a line may break (a word is never cut in two), narrowed before it is elided.
Every board uses it: Everdell's tile names and card effects, Ethnos's band chips, the names and
effects of Champions, Aquatica and Reavers.

Japanese has no spaces, and Unicode lets a line break between almost any two of its characters,
so a narrow cell cut katakana words in two (交易アク/ション). Japanese is broken by runs instead:
a run of katakana, or of Latin letters and digits, is one word; a line breaks after punctuation or
a particle (the end of a hiragana run) and between kanji and katakana by choice, between other
characters only when it must, and inside a run only when that run alone is wider than the box at
the smallest size allowed (the text has shrunk first)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import Qt, QTextBoundaryFinder
from PySide6.QtGui import QFont, QFontMetricsF, QTextLayout, QTextOption

# Font stretches (%) a text may take at its size before it is elided.
CONDENSED = (100, 88, 76)

# The smallest text on a board, in scene px: 11 px on the screen in the view a maximized window
# gets on a 1366×768 screen (1066×660 or more beside the side panel, docs/board-standard.md),
# where the boards' 1500×1000 scenes show at about 66 % (fonts come in whole pixels: 16 would be
# 10.6).
READABLE = 17.0


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
    """`text` in a `width` × `height` box at `size` px: broken between words (Japanese between
    runs, see the module; unless `one_word`: then a single word that never breaks), on the
    lines that fit (one at least); the first stretch of CONDENSED at which it fits whole —
    with a `floor`, a pixel smaller at a time down to it —; then, for Japanese, at the smallest
    size with a run wider than the box cut near its middle; else at `size` and full width with
    the last line holding the rest, elided. `Fitted.size` is the size chosen."""
    key = (text, width, height, size, bold, one_word, floor, font_key())
    found = _FITTED.get(key)
    if found is not None:
        return found
    result = None
    smallest = round(floor if floor is not None else size)
    pixels = round(size)
    while result is None and pixels >= smallest:
        result = _fit_condensed(text, width, height, pixels, bold, one_word, False)
        pixels -= 1
    if result is None and not one_word and _is_japanese(text):
        result = _fit_condensed(text, width, height, smallest, bold, one_word, True)
    if result is None:
        fitted = _fit(text, width, height, font(size, bold), 100, one_word, True)
        result = Fitted(fitted.lines, 100, False, round(size))
    if len(_FITTED) >= 4096:
        _FITTED.clear()
    _FITTED[key] = result
    return result


def _fit_condensed(text: str, width: float, height: float, pixels: int, bold: bool,
                   one_word: bool, split_runs: bool) -> Fitted | None:
    """The first stretch of CONDENSED at which `text` fits whole at `pixels`, or None."""
    for stretch in CONDENSED:
        fitted = _fit(text, width, height, font(pixels, bold, stretch), stretch, one_word,
                      split_runs)
        if fitted.whole:
            return Fitted(fitted.lines, stretch, True, pixels)
    return None


def _fit(text: str, width: float, height: float, used_font: QFont, stretch: int,
         one_word: bool, split_runs: bool = False) -> Fitted:
    metrics = QFontMetricsF(used_font)
    keep = max(1, int((height + 0.5) // metrics.lineSpacing()))
    if one_word:
        lines = [(0, len(text))]
    elif _is_japanese(text):
        lines = _japanese_lines(text, metrics, width, keep, split_runs)
    else:
        lines = _wrap(text, used_font, width)
    shown = [text[start:end].strip() for start, end in lines[:keep]]
    if len(lines) > keep:
        shown[-1] = text[lines[keep - 1][0]:].strip()
    elide = Qt.TextElideMode.ElideRight
    written = tuple(metrics.elidedText(line, elide, width) for line in shown)
    return Fitted(written, stretch, written == tuple(shown))


def _wrap(text: str, used_font: QFont, width: float) -> list[tuple[int, int]]:
    """`text` broken into lines of `width` where Unicode lets a line break: (start, end) per
    line; a word longer than the line stays whole, wider than `width`."""
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
        lines.append((line.textStart(), line.textStart() + line.textLength()))
    layout.endLayout()
    return lines


class _Script(Enum):
    KATAKANA = "katakana"
    HIRAGANA = "hiragana"
    KANJI = "kanji"
    ALNUM = "alnum"  # Latin letters and digits, half or full width
    OTHER = "other"  # punctuation, symbols, spaces


_RUNS = (_Script.KATAKANA, _Script.ALNUM)  # a run of these is one word
_NO_LINE_START = set("ーァィゥェォッャュョヮヵヶ")  # kinsoku: these never begin a line
_CHOSEN, _IF_NEEDED, _IN_A_RUN = 0, 1, 100  # what a break costs
_OVERFLOW = 10**6  # a line wider than the box: only where nothing else is left


def _script(char: str) -> _Script:
    code = ord(char)
    if (0x30A1 <= code <= 0x30FF and code != 0x30FB) or 0x31F0 <= code <= 0x31FF \
            or 0xFF66 <= code <= 0xFF9F:
        return _Script.KATAKANA
    if 0x3041 <= code <= 0x309F:
        return _Script.HIRAGANA
    if 0x4E00 <= code <= 0x9FFF or 0x3400 <= code <= 0x4DBF or 0xF900 <= code <= 0xFAFF \
            or code in (0x3005, 0x3006):
        return _Script.KANJI
    if char.isalnum() and (code < 0x2000 or 0xFF10 <= code <= 0xFF5A):
        return _Script.ALNUM
    return _Script.OTHER


def _is_japanese(text: str) -> bool:
    return any(_script(c) in (_Script.KATAKANA, _Script.HIRAGANA, _Script.KANJI) for c in text)


def _break_cost(before: _Script, after: _Script) -> int:
    """What breaking a line between a character of `before` and one of `after` costs."""
    if before is _Script.OTHER or after is _Script.OTHER:
        return _CHOSEN  # after punctuation or a space, before a bracket or a sign
    if before is _Script.HIRAGANA and after is not _Script.HIRAGANA:
        return _CHOSEN  # after a particle or an inflection
    if {before, after} == {_Script.KANJI, _Script.KATAKANA}:
        return _CHOSEN
    return _IF_NEEDED


def _breaks(text: str, metrics: QFontMetricsF, width: float,
            split_runs: bool) -> dict[int, int]:
    """Where a line of `text` may end, and what ending it there costs: where Unicode lets a line
    break, except inside a run (with `split_runs`, inside a run wider than `width` too)."""
    scripts = [_script(c) for c in text]
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    allowed = set()
    position = finder.toNextBoundary()
    while position != -1:
        allowed.add(position)
        position = finder.toNextBoundary()
    costs = {len(text): 0}
    start = 0
    while start < len(text):  # one run (or one other character) at a time
        end = start + 1
        if scripts[start] in _RUNS:
            while end < len(text) and scripts[end] is scripts[start]:
                end += 1
            if split_runs and metrics.horizontalAdvance(text[start:end]) > width:
                # cut near its middle, as a compound's two words mostly are (トロフィー|ハンター)
                costs.update((p, _IN_A_RUN + abs(2 * p - start - end))
                             for p in range(start + 1, end) if text[p] not in _NO_LINE_START)
        if end < len(text) and end in allowed:
            costs[end] = _break_cost(scripts[end - 1], scripts[end])
        start = end
    return costs


def _japanese_lines(text: str, metrics: QFontMetricsF, width: float, keep: int,
                    split_runs: bool) -> list[tuple[int, int]]:
    """`text` broken into lines of `width` at the cheapest breaks (see `_breaks`): on at most
    `keep` lines when it can, else on as many as it takes; of two ways that cost the same, the
    one with fewer lines, then the one that fills the first lines most. (start, end) per line."""
    costs = _breaks(text, metrics, width, split_runs)
    ends = sorted(costs)
    best: dict[tuple[int, int | None], tuple[float, int, int]] = {}

    def cheapest(start: int, lines: int | None) -> tuple[float, int, int]:
        """(cost, lines, end of the first line) of the rest from `start` on `lines` lines."""
        if start == len(text):
            return 0, 0, start
        if lines == 0:
            return math.inf, 0, start
        found = best.get((start, lines))
        if found is None:
            found = (math.inf, 0, len(text))
            for end in (e for e in ends if e > start):
                over = metrics.horizontalAdvance(text[start:end].strip()) > width
                if over and found[0] < math.inf:
                    break  # the line is full
                cost, count, _ = cheapest(end, None if lines is None else lines - 1)
                total = (costs[end] + cost + (_OVERFLOW if over else 0), count + 1, end)
                if total[:2] <= found[:2]:  # of equals the longer first line
                    found = total
                if over:
                    break  # a run wider than the line stands alone on it
            best[(start, lines)] = found
        return found

    limit: int | None = keep if cheapest(0, keep)[0] < _OVERFLOW else None
    result = []
    start = 0
    while start < len(text):
        end = cheapest(start, limit)[2]
        result.append((start, end))
        start, limit = end, None if limit is None else limit - 1
    return result
