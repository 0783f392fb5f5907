"""Driving the Ethnos board like a player: real mouse events on the view's viewport, aimed at
the visible part of the scene's items."""

from __future__ import annotations

import random

from board_standard import PAGE
from PySide6.QtCore import QPoint, QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.controller import GameController
from gameshelf.ui.games import create_game_view
from gameshelf.ui.games.ethnos.view import EthnosView

# Two players without Wingfolk (who may go anywhere) nor Skeletons (who can't lead): every
# card leads a band that must go to its own kingdom.
PLAIN_TRIBES = ["centaurs", "dwarves", "elves", "giants", "trolls"]


def make_game(qtbot, ai, seats: list[Seat], seed: int, options: dict | None = None,
              lang: str = "en") -> tuple[GameController, EthnosView]:
    match = Match.new(get_game("ethnos"), seats, seed, options)
    return open_board(qtbot, ai, match, lang)


def open_board(qtbot, ai, match: Match, lang: str = "en",
               ai_speed: str = "fast") -> tuple[GameController, EthnosView]:
    """Show `match` on an Ethnos board (no animations, as a maximized 1366×768 window shows
    it) and start play."""
    controller = GameController(match, ai, ai_speed=ai_speed)
    view = create_game_view("ethnos", controller, load_content("ethnos", lang))
    assert isinstance(view, EthnosView)
    view.set_animation_ms(0)
    qtbot.addWidget(view)
    view.resize(*PAGE)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    return controller, view


def settle(qtbot, view: EthnosView) -> None:
    """Let the deferred redraw run, so the scene shows the current observation."""
    qtbot.waitUntil(lambda: not view.redraw_pending, timeout=2000)


def visible_point(view: EthnosView, item: QGraphicsItem) -> QPoint:
    """A viewport point where `item` is the topmost item under the mouse."""
    rect: QRectF = item.rect() if hasattr(item, "rect") else item.boundingRect()
    scene = view.scene
    for fx in (0.12, 0.3, 0.5, 0.7, 0.9):
        for fy in (0.5, 0.3, 0.7):
            local = QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy)
            point = item.mapToScene(local)
            top = [i for i in scene.items(point) if i.isVisible() and i.acceptedMouseButtons()]
            if top and top[0] is item:
                return view.board.mapFromScene(point)
    raise AssertionError(f"no visible point on {item}")


def scene_point(view: EthnosView, pos: QPointF) -> QPoint:
    return view.board.mapFromScene(pos)


def click(view: EthnosView, item: QGraphicsItem,
          button: Qt.MouseButton = Qt.MouseButton.LeftButton) -> None:
    QTest.mouseClick(view.board.viewport(), button, Qt.KeyboardModifier.NoModifier,
                     visible_point(view, item))


def double_click(view: EthnosView, item: QGraphicsItem) -> None:
    """Press, release, double-click, release: what a mouse sends (QTest's mouseDClick sends only
    the double-click event)."""
    point = visible_point(view, item)
    viewport = view.board.viewport()
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(viewport, left, none, point)
    QTest.mouseDClick(viewport, left, none, point)
    QTest.mouseRelease(viewport, left, none, point)


def drag(view: EthnosView, item: QGraphicsItem, target: QPointF) -> None:
    """Press on the item, move in a few steps to the scene point `target`, release there."""
    viewport = view.board.viewport()
    start = visible_point(view, item)
    end = scene_point(view, target)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 6):
        point = start + (end - start) * (step / 5)
        QTest.mouseMove(viewport, point)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def plan_move(controller: GameController, rng: random.Random) -> list[Action]:
    """What a beginner would do now, as one gesture: a whole band (leader, allies, kingdom) or
    a whole Elf keep, else one decision."""
    state = controller.state.clone()
    seat = state.to_move()
    spec = controller.spec
    first = spec.heuristic_action(state, seat, rng)
    plan = [first]
    if first.name in ("choose_leader", "keep_ally"):
        phase = "band" if first.name == "choose_leader" else "elf"
        state.apply(first)
        while state.to_move() == seat and state.observe(seat).data["phase"] == phase:
            action = spec.heuristic_action(state, seat, rng)
            plan.append(action)
            state.apply(action)
            if action.name in ("play_band", "discard_rest"):
                break
    return plan


def perform(view: EthnosView, plan: list[Action], by_buttons: bool) -> None:
    """Make the planned move on the board: drags and clicks, or clicks and the board's buttons
    when `by_buttons`."""
    scene = view.scene
    first = plan[0]
    name = first.name
    if name == "recruit_ally":
        item = scene.market_items[first.args[0]]
        if by_buttons:
            click(view, item)
        else:
            drag(view, item, scene.hand_zone.center())
    elif name == "recruit_from_deck":
        assert scene.deck_item is not None
        if by_buttons:
            click(view, scene.buttons["recruit_from_deck"])
        else:
            click(view, scene.deck_item)
    elif name == "choose_leader":
        leader = first.args[0]
        kingdom = plan[-1].args[0]
        for action in plan[1:-1]:
            click(view, scene.hand_items[action.args[0]])
        if by_buttons:
            double_click(view, scene.hand_items[leader])
            assert view.interaction.leader == leader
            click(view, scene.buttons["play_band"])
            if view.interaction.awaiting_kingdom:
                click(view, scene.kingdom_items[kingdom])
        else:
            click(view, scene.hand_items[leader], Qt.MouseButton.RightButton)
            assert view.interaction.leader == leader
            drag(view, scene.hand_items[leader], scene.kingdom_items[kingdom].sceneBoundingRect()
                 .center())
    elif name == "keep_ally":
        for action in plan:
            if action.name == "keep_ally":
                click(view, scene.hand_items[action.args[0]])
        click(view, scene.buttons["discard_rest"])
    elif name == "place_free_marker":
        click(view, scene.kingdom_items[first.args[0]])
    elif name == "take_troll_token":
        click(view, scene.troll_items[first.args[0]])
    elif name == "cash_in_orcs":
        click(view, scene.buttons["cash_in_orcs"])
    elif name in ("decline_band", "discard_rest", "keep_orcs", "discard_hand"):
        click(view, scene.buttons[name])
    else:
        raise AssertionError(f"no gesture for {first}")
