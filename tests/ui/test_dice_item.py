"""The shared die (ui/dice_item.py): drawn from its face's values, coloured by kind, a short
skippable roll that ends on the face rolled, selection toggled by a click, dragged like a card."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from gameshelf.ui.dice_item import ROLL_MS, DieFace, DieItem, kind_colour

FACES = (DieFace("blank"), DieFace("hit1", hits=1), DieFace("hit2", hits=2),
         DieFace("shield", shields=1))


class Handler:
    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def card_clicked(self, item):
        self.calls.append(("click", item.card))

    def card_double_clicked(self, item):
        self.calls.append(("double", item.card))

    def card_right_clicked(self, item):
        self.calls.append(("right", item.card))

    def drag_started(self, item):
        self.calls.append(("drag", item.card))
        return []

    def drag_moved(self, item, pos):
        pass

    def card_dropped(self, item, pos):
        self.calls.append(("drop", (round(pos.x()), round(pos.y()))))


KEPT: list[QGraphicsScene] = []


def shown(qtbot, *items):
    scene = QGraphicsScene(0, 0, 400, 200)
    for item in items:
        scene.addItem(item)
    view = QGraphicsView(scene)
    KEPT.append(scene)  # the view does not own its scene
    view.resize(420, 220)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def pixels(item: DieItem) -> QImage:
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(QColor("#000000"))
    painter = QPainter(image)
    painter.translate(18, 18)
    item.paint(painter, None)
    painter.end()
    return image


def test_each_kind_has_its_own_colour_and_an_unknown_kind_one_too():
    colours = {kind_colour(k).name() for k in ("swordsman", "spearman", "axeman", "raider")}
    assert len(colours) == 4
    assert kind_colour("raider") == kind_colour("raider")


def test_faces_are_drawn_from_their_values(qtbot):
    drawn = {face.name: pixels(DieItem(0, "spearman", face, "pool")) for face in FACES}
    assert len({image.bits().tobytes() for image in drawn.values()}) == 4
    unrolled = pixels(DieItem(0, "spearman", None, "pool"))
    assert unrolled.bits().tobytes() != drawn["blank"].bits().tobytes()


def test_a_roll_tumbles_then_stops_on_the_face_rolled(qtbot):
    die = DieItem(0, "axeman", FACES[0], "combat", faces=FACES)
    shown(qtbot, die)
    die.roll(FACES[2], 300)
    assert die.rolling
    qtbot.waitUntil(lambda: not die.rolling, timeout=2000)
    assert die.face_shown == FACES[2] and die.tilt == 0.0


def test_a_roll_is_skippable_and_never_longer_than_the_cap(qtbot):
    die = DieItem(0, "axeman", FACES[0], "combat", faces=FACES)
    shown(qtbot, die)
    die.roll(FACES[3], 10_000)
    assert die._rolling.duration() == ROLL_MS
    die.finish()
    assert not die.rolling and die.face_shown == FACES[3]


def test_with_animations_off_a_roll_shows_its_face_at_once(qtbot):
    die = DieItem(0, "swordsman", FACES[0], "combat", faces=FACES)
    die.roll(FACES[1], 0)
    assert not die.rolling and die.face_shown == FACES[1]


def test_a_click_selects_and_deselects_a_selectable_die(qtbot):
    die = DieItem(0, "swordsman", FACES[1], "combat")
    die.selectable = True
    die.setPos(40, 40)
    view = shown(qtbot, die)
    point = view.mapFromScene(die.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert die.selected
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert not die.selected


def test_a_die_not_selectable_ignores_the_click():
    die = DieItem(0, "swordsman", FACES[1], "combat")
    die.toggle()
    assert not die.selected


def test_a_die_is_dragged_and_dropped_like_a_card(qtbot):
    handler = Handler()
    die = DieItem(3, "spearman", None, "pool", handler)
    die.draggable = True
    die.set_home(QPointF(40, 40), 5)
    view = shown(qtbot, die)
    start = view.mapFromScene(die.sceneBoundingRect().center())
    end = view.mapFromScene(QPointF(300, 120))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        qtbot.mouseMove(view.viewport(), start + (end - start) * step / 5)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=end)
    assert ("drag", 3) in handler.calls
    assert handler.calls[-1][0] == "drop"
    die.snap_back()
    assert die.pos() == QPointF(40, 40)


def test_a_click_on_a_die_with_a_handler_tells_the_handler(qtbot):
    handler = Handler()
    die = DieItem(2, "axeman", FACES[2], "combat", handler)
    die.setPos(40, 40)
    view = shown(qtbot, die)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(die.sceneBoundingRect().center()))
    assert handler.calls == [("click", 2)]
