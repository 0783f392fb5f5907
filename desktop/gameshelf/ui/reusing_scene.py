"""A board scene built afresh from every observation that keeps the items of the last build
which draw the same thing, with their cached pixmaps: painting a board anew is what makes a
redraw slow, so a redraw repaints only what a move changed. Every game's board scene is one.

An item's reuse key is what it draws: its type and its attributes, less where it lies and whom
it calls (`NOT_DRAWN`) and less its highlights (its class's `HIGHLIGHTS`: a glow, a selection),
which change on an item already built and only ask for a repaint.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any, ClassVar, TypeVar

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

ItemT = TypeVar("ItemT", bound=QGraphicsItem)

# Attributes left out of an item's reuse key: where it lies, whom it calls, how it is dragged.
NOT_DRAWN = frozenset({"base", "home", "_press", "_press_pos", "_followers", "_double",
                       "handler", "on_click", "_action", "on_pick", "draggable", "dragging",
                       "_peek_from"})
_PLAIN = frozenset({str, int, float, bool, type(None), Qt.AlignmentFlag})
_WALKED: set[type] = set()  # dataclasses that hold something unhashable (a QColor)


def frozen(value: Any) -> Any:
    """`value` as a hashable value that is equal exactly when the drawing would be."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is QColor:
        return ("colour", value.rgba())
    if kind is list or kind is tuple:
        return tuple(map(frozen, value))
    if kind is set or kind is frozenset:
        return ("set", frozenset(map(frozen, value)))
    if kind is QPointF:
        return (value.x(), value.y())
    if is_dataclass(value) and not isinstance(value, type):
        if kind.__hash__ is not None and kind not in _WALKED:  # a frozen one: as it is
            try:
                hash(value)
                return value
            except TypeError:
                _WALKED.add(kind)
        return (kind.__name__, *(frozen(getattr(value, f.name)) for f in fields(value)))
    return value


def highlight_names(item: QGraphicsItem) -> tuple[str, ...]:
    return getattr(type(item), "HIGHLIGHTS", ())


def reuse_key(item: QGraphicsItem) -> tuple[Any, ...]:
    """What an item draws, its highlights aside: items of equal keys look alike."""
    skip = highlight_names(item)
    return (type(item), *[(name, frozen(value)) for name, value in item.__dict__.items()
                          if name not in NOT_DRAWN and name not in skip and not callable(value)])


def highlights(item: QGraphicsItem) -> list[Any]:
    return [item.__dict__.get(name) for name in highlight_names(item)]


class ReusingScene(QGraphicsScene):
    """A build calls `begin_build`, puts every item with `_add`, then calls `end_build`."""

    # Items whose drawing changes after a build (a label's text, a button's state): their keys
    # are taken afresh at the next build.
    REKEYED: ClassVar[tuple[type, ...]] = ()
    # Items laid on whole device pixels, so one that shifts along a row shifts its pixmap.
    SNAP_TO_PIXELS: ClassVar[bool] = False

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._shown: list[QGraphicsItem] = []  # every item built: their wrappers stay alive
        self._keys: dict[int, tuple[Any, ...]] = {}  # id of an item shown: its reuse key
        self._pool: dict[tuple[Any, ...], list[QGraphicsItem]] = {}
        self._adding: list[QGraphicsItem] = []

    def begin_build(self, *keep: QGraphicsItem) -> None:
        """The items of the last build (but `keep`) wait to be reused."""
        self._pool = {}
        self._adding = []
        keys, self._keys = self._keys, {}
        for item in self.items():
            if any(item is kept for kept in keep):
                continue
            if item.parentItem() is None and hasattr(item, "__dict__"):
                key = None if isinstance(item, self.REKEYED) else keys.get(id(item))
                self._pool.setdefault(key or reuse_key(item), []).append(item)
            else:
                self.removeItem(item)

    def end_build(self) -> None:
        """Remove what the board no longer shows."""
        for items in self._pool.values():
            for item in items:
                self.removeItem(item)
        self._pool = {}
        self._shown, self._adding = self._adding, []

    def _add(self, item: ItemT, snap: bool = True) -> ItemT:
        """Put `item` on the board, or rather an item of the last build that draws the same
        thing, given the new one's state. `snap=False`: the caller placed it on whole pixels
        (a card, whose home is where it lies)."""
        if snap and self.SNAP_TO_PIXELS:
            item.setPos(self._snap(item.pos()))
        key = reuse_key(item)
        stock = self._pool.get(key)
        if not stock:
            self.addItem(item)
            self._adding.append(item)
            self._keys[id(item)] = key
            return item
        pos = item.pos()
        old = next((i for i in stock if i.pos() == pos), stock[-1])  # best where it was
        stock.remove(old)
        self._adding.append(old)  # a reused item's wrapper must live as long as the item
        self._keys[id(old)] = key
        # Its pixmap, moved, draws as the item would only if it moves by whole pixels.
        repaint = highlights(old) != highlights(item) or not self._whole_pixels(old.pos(), pos)
        end_peek = getattr(old, "end_peek", None)
        if end_peek is not None:
            end_peek()  # the card under the pointer is drawn afresh at its plain size
        old.__dict__.update(item.__dict__)
        old.setPos(pos)
        old.setZValue(item.zValue())
        if old.scale() != item.scale():
            old.setScale(item.scale())
        old.setToolTip(item.toolTip())
        old.setData(0, item.data(0))
        if item.hasCursor():
            old.setCursor(item.cursor())
        else:
            old.unsetCursor()
        if repaint:
            old.update()
        return old  # type: ignore[return-value]

    def _snap(self, pos: QPointF) -> QPointF:
        """`pos` moved to the nearest whole device pixel of the view."""
        if not self.SNAP_TO_PIXELS:
            return pos
        views = self.views()
        if not views:
            return pos
        transform = views[0].viewportTransform()
        inverse, invertible = transform.inverted()
        if not invertible:
            return pos
        device = transform.map(pos)
        return inverse.map(QPointF(round(device.x()), round(device.y())))

    def _whole_pixels(self, start: QPointF, end: QPointF) -> bool:
        if start == end:
            return True
        views = self.views()
        if not views:
            return False
        for view in views:
            transform = view.viewportTransform()
            step = transform.map(end) - transform.map(start)
            if abs(step.x() - round(step.x())) > 1e-6 or abs(step.y() - round(step.y())) > 1e-6:
                return False
        return True
