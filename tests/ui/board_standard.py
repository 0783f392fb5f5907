"""Measuring a board as a player sees it, for any game (docs/board-standard.md).

`board_texts` renders a board's view once and records every text its items draw with their
size on the screen: the font's pixel size times the painter's scale at that moment (the item's,
the scene's and the view's). It knows no game: every board draws its text with
`QPainter.drawText` from Python `paint` methods, or with Qt's own text items, and both are
caught here.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QFontInfo, QFontMetricsF, QImage, QPainter, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
)

from gameshelf.ui.dice_item import DieItem
from gameshelf.ui.games.ethnos.board_items import ButtonItem
from gameshelf.ui.screenshot import open_view

READABLE_PX = 11.0  # the smallest text on a board at 1366×768, in any language
SCREEN = (1366, 768)
# The game page (board and side panel) of a maximized window on SCREEN: the desktop's panel
# and the window's title bar take about 70 px (a 40-px taskbar, a 30-px title bar), the app's
# menu bar (the status line rides at its right end) about 20 more: 1366×678 or so. The checks
# use 1366×660, room for a desktop whose bars are taller (`test_board_standard.py` measures
# the page in the real window).
TITLE_AND_TASKBAR = 70
PAGE = (1366, 660)


@dataclass(frozen=True, slots=True)
class DrawnText:
    text: str
    px: float  # the text's pixel size on the screen
    box: QRectF  # where it was asked to go, in the view's pixels

    def __str__(self) -> str:
        return f"{self.text!r} at {self.px:.1f} px"


def _scale(transform: QTransform) -> float:
    return math.sqrt(abs(transform.m11() * transform.m22() - transform.m12() * transform.m21()))


def _pixel_size(painter: QPainter) -> float:
    font = painter.font()
    if font.pixelSize() > 0:
        return float(font.pixelSize())
    return QFontInfo(font).pixelSize() or font.pointSizeF() * 96 / 72


def _ink_box(painter: QPainter, args: tuple[object, ...], text: str) -> QRectF:
    """Where the text's letters fall, in the painter's coordinates (empty when unknown)."""
    first = args[0]
    flags = args[1] if len(args) >= 3 else None
    if isinstance(first, QRectF | QRect) and isinstance(flags, int | Qt.AlignmentFlag):
        return painter.boundingRect(QRectF(first), int(flags), text)
    if isinstance(first, QPointF | QPoint):
        metrics = QFontMetricsF(painter.font())
        point = QPointF(first)
        return QRectF(point.x(), point.y() - metrics.ascent(), metrics.horizontalAdvance(text),
                      metrics.height())
    return QRectF()


@contextmanager
def recording_text() -> Iterator[list[DrawnText]]:
    """Every `QPainter.drawText` call made from Python while inside, measured."""
    drawn: list[DrawnText] = []
    original = QPainter.drawText

    def record(painter: QPainter, *args: object) -> object:
        text = next((a for a in args if isinstance(a, str)), "")
        if text.strip():
            transform = painter.worldTransform()
            drawn.append(DrawnText(text, _pixel_size(painter) * _scale(transform),
                                   transform.mapRect(_ink_box(painter, args, text))))
        return original(painter, *args)

    QPainter.drawText = record  # type: ignore[method-assign]
    try:
        yield drawn
    finally:
        QPainter.drawText = original  # type: ignore[method-assign]


def item_texts(item: QGraphicsItem) -> list[DrawnText]:
    """The texts one item's `paint` draws, in the item's own coordinates."""
    corner = item.boundingRect().bottomRight()
    image = QImage(max(1, math.ceil(corner.x())), max(1, math.ceil(corner.y())),
                   QImage.Format.Format_ARGB32)
    with recording_text() as drawn:
        painter = QPainter(image)
        item.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
    return drawn


def board_texts(board: QGraphicsView) -> list[DrawnText]:
    """The texts a board draws, each at its on-screen size."""
    image = QImage(board.viewport().size(), QImage.Format.Format_ARGB32)
    # A cached item paints into its own pixmap, at the screen's scale but not its place:
    # uncached, every text is drawn with its whole transform, from the item to the screen.
    cached = {item: item.cacheMode() for item in board.scene().items()}
    for item in cached:
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
    try:
        with recording_text() as drawn:
            painter = QPainter(image)
            board.render(painter)
            painter.end()
    finally:
        for item, mode in cached.items():
            item.setCacheMode(mode)
    view_scale = _scale(board.transform())
    for item in board.scene().items():
        if not item.isVisible() or not board.viewport().rect().intersects(
                board.mapFromScene(item.sceneBoundingRect()).boundingRect()):
            continue
        if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem):
            text = item.text() if isinstance(item, QGraphicsSimpleTextItem) else (
                item.toPlainText())
            font = item.font()
            px = font.pixelSize() if font.pixelSize() > 0 else QFontInfo(font).pixelSize()
            scale = _scale(item.sceneTransform()) * view_scale
            if text.strip():
                drawn.append(DrawnText(text, px * scale, QRectF()))
    return drawn


def overlapping(texts: list[DrawnText], share: float = 0.25) -> list[tuple[DrawnText, DrawnText]]:
    """Pairs of texts whose letters overlap by more than `share` of the smaller one. A line's
    box includes the font's leading; its letters fill about the middle 70 % of its height."""
    boxes = [(t, _core(t.box)) for t in texts if not t.box.isEmpty()]
    pairs = []
    for i, (one, one_box) in enumerate(boxes):
        for other, other_box in boxes[i + 1:]:
            common = one_box.intersected(other_box)
            if common.isEmpty():
                continue
            smaller = min(_area(one_box), _area(other_box))
            if _area(common) > share * smaller:
                pairs.append((one, other))
    return pairs


def under_pieces(board: QGraphicsView, texts: list[DrawnText]) -> list[DrawnText]:
    """The texts whose letters a button or a die laid over them hides: they cross its face but
    are not inside it (a button's own label is). The Trade dice of Reavers cut the second line
    of a Japanese seat bonus above them."""
    faces = [QRectF(board.mapFromScene(item.mapRectToScene(item.rect())).boundingRect())
             for item in board.scene().items()
             if isinstance(item, ButtonItem | DieItem) and item.isVisible()]
    return [t for t in texts for face in faces
            if _core(t.box).intersects(face) and not face.contains(_core(t.box))]


def spilled_under(board: QGraphicsView) -> list[str]:
    """The texts a piece draws past its own edges that a piece stacked above it covers: the
    Ethnos deck's "Dragones 0/3" ran under the market's first card. A text inside its own
    piece may be covered on purpose (the cards under a band's leader); one that sticks out
    has nothing to answer for it."""
    scene = board.scene()
    stacked = scene.items()  # the topmost first
    above = {item: n for n, item in enumerate(stacked)}
    pieces = []
    for item in stacked:
        rect = getattr(item, "rect", None)
        if item.isVisible() and callable(rect):
            try:
                pieces.append((item, rect()))
            except TypeError:  # a rect that wants arguments is no piece's outline
                continue
    found = []
    for item, own in pieces:
        for text in item_texts(item):
            core = _core(text.box)
            if text.box.isEmpty() or own.contains(core):
                continue
            box = item.mapRectToScene(core)
            for other, other_rect in pieces:
                if (above[other] < above[item] and not other.isAncestorOf(item)
                        and not item.isAncestorOf(other)
                        and other.mapRectToScene(other_rect).intersects(box)):
                    found.append(f"{text.text!r} of a {type(item).__name__} under a "
                                 f"{type(other).__name__}")
    return found


def cut_buttons(board: QGraphicsView) -> list[str]:
    """The words of the board's buttons that end in "…": a button says whole what it does
    (Champions' Food buttons read "− co…" in Spanish)."""
    return [text.text for item in board.scene().items()
            if isinstance(item, ButtonItem) and item.isVisible()
            for text in item_texts(item) if text.text.rstrip().endswith("…")]


def cut_prompt(board: QGraphicsView) -> list[str]:
    """The prompt bar's sentence, if it ends in "…": the decision is said whole."""
    item = getattr(board.scene(), "prompt_item", None)
    if item is None or not item.isVisible():
        return []
    lines = [text.text for text in item_texts(item)]
    return [item.text] if lines and lines[-1].rstrip().endswith("…") else []


def _core(box: QRectF) -> QRectF:
    return box.adjusted(0, box.height() * 0.15, 0, -box.height() * 0.15)


def _area(box: QRectF) -> float:
    return box.width() * box.height()


def open_board(game: str, players: int, lang: str, seed: int = 1, moves: int = 60,
               size: tuple[int, int] = PAGE) -> tuple[object, object]:
    """A game's board after `moves` seeded moves, shown at `size` (by default as in a
    maximized window on a 1366×768 screen), as seat 0 sees it."""
    return open_view(game, players, lang, size, seed, moves)


@contextmanager
def shown_board(qtbot: object, game: str, players: int, lang: str, seed: int = 1,
                moves: int = 60) -> Iterator[tuple[object, object]]:
    """`open_board`, closed again on the way out (whatever the test found)."""
    controller, view = open_board(game, players, lang, seed, moves)
    qtbot.addWidget(view)  # type: ignore[attr-defined]
    try:
        yield controller, view
    finally:
        view.close()  # type: ignore[attr-defined]
        controller.deleteLater()  # type: ignore[attr-defined]
