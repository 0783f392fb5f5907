"""What the others do on the Champions board is shown (docs/board-standard.md §3, §4): an AI's
worker slides from its panel to the place it takes and lands there; at the reveal the dice
the others committed slide onto their fights; in pass-and-play each human assigns behind the
hand-off screen, never seeing the other's dice on the fights, and the reveal shows both."""

from __future__ import annotations

import random

from helpers_ethnos import settle
from helpers_everdell import play_ais
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_champions_play import perform

from gameshelf.content import load_content
from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games.champions import ChampionsView
from gameshelf.ui.games.champions.items import WorkerPiece


def open_table(qtbot, seats: list[Seat], seed: int, animation_ms: int = 0):
    match = Match.new(get_game("champions"), seats, seed)
    ai = ScriptedAi()
    controller = GameController(match, ai, ai_speed="fast")  # type: ignore[arg-type]
    view = ChampionsView(controller, load_content("champions", "en"))
    view.set_animation_ms(animation_ms)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    settle(qtbot, view)
    return controller, view, ai


def close(controller, view) -> None:
    view.close_dialogs()
    controller.close()
    view.close()


def dice_on_fights(view: ChampionsView) -> dict[int, list[str]]:
    """The dice the scene draws on the fights (not in a pool), by whose they are."""
    shown: dict[int, list[str]] = {}
    for die in view.scene.dice_items:
        if die.zone in ("assigned", "revealed") and die.isVisible():
            shown.setdefault(die.seat, []).append(die.target)
    return shown


def test_an_ai_worker_slides_from_its_panel_and_lands_on_its_place(qtbot):
    controller, view, ai = open_table(qtbot, [Seat("Ana"), Seat("Ben", "ai", "easy")], 4, 400)
    try:
        rng = random.Random(4)
        while controller.human_to_move() is not None:  # Ana places; then it is Ben's turn
            state = controller.state
            perform(qtbot, view, controller.spec.heuristic_action(state, 0, rng))
        qtbot.waitUntil(lambda: ai.waiting is not None, timeout=3000)
        state = controller.state
        move = controller.spec.heuristic_action(state, 1, rng)
        ai.answer(move)
        qtbot.waitUntil(lambda: any(isinstance(i, WorkerPiece) for i in view.scene.items()),
                        timeout=3000)
        piece = next(i for i in view.scene.items() if isinstance(i, WorkerPiece))
        assert piece.marker.label == "2"
        place = view.scene.place_items[move.args[0]]
        assert len(place.workers) == len(controller.state.placements[move.args[0]]) - 1
        assert view.animator.active
        start = piece.pos()
        qtbot.waitUntil(lambda: piece.scene() is None, timeout=3000)
        assert start != piece.pos()  # it moved on its way
        assert [m.label for m in place.workers][-1] == "2"  # and landed
        assert ("place", move.args[0]) in view.animator.changed
    finally:
        close(controller, view)


def test_a_click_on_the_board_lands_the_sliding_worker_at_once(qtbot):
    controller, view, ai = open_table(qtbot, [Seat("Ana"), Seat("Ben", "ai", "easy")], 4, 400)
    try:
        rng = random.Random(4)
        while controller.human_to_move() is not None:
            perform(qtbot, view, controller.spec.heuristic_action(controller.state, 0, rng))
        qtbot.waitUntil(lambda: ai.waiting is not None, timeout=3000)
        ai.answer(controller.spec.heuristic_action(controller.state, 1, rng))
        qtbot.waitUntil(lambda: view.animator.active, timeout=3000)
        QTest.mouseClick(view.board.viewport(), Qt.MouseButton.LeftButton)
        assert not view.animator.active
        assert not any(isinstance(i, WorkerPiece) for i in view.scene.items())
    finally:
        close(controller, view)


def test_at_the_reveal_the_ai_dice_appear_on_their_fights(qtbot):
    controller, view, ai = open_table(qtbot, [Seat("Ana"), Seat("Ben", "ai", "easy")], 7)
    try:
        rng = random.Random(7)
        seen: list[dict[int, list[str]]] = []
        for _ in range(400):
            play_ais(qtbot, controller, ai, rng)
            settle(qtbot, view)
            obs = controller.observation().data
            if obs["revealed"]:
                seen.append(dice_on_fights(view))
                if 1 in seen[-1]:
                    break
            state = controller.state
            perform(qtbot, view, controller.spec.heuristic_action(state, state.to_move(), rng))
        assert seen and 1 in seen[-1], "Ben's dice never showed on a fight after the reveal"
        assert any(key == ("fight", target) for key in view.animator.changed
                   for target in seen[-1][1]) or not view.animator.changed
    finally:
        close(controller, view)


def test_pass_and_play_each_assigns_unseen_and_the_reveal_shows_both(qtbot):
    controller, view, _ = open_table(qtbot, [Seat("Ana"), Seat("Bo")], 11)
    try:
        rng = random.Random(11)
        hidden_checked = assigned_checked = False
        first = None
        for _ in range(400):
            settle(qtbot, view)
            obs = controller.observation().data
            if obs["revealed"]:
                break
            if view.overlay.isVisible():
                if obs["phase"] == "assign" and first is not None:
                    # The hand-off screen: the board under it draws nobody's dice on a fight.
                    assert dice_on_fights(view) == {}
                    hidden_checked = True
                QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
                settle(qtbot, view)
                continue
            seat = controller.state.to_move()
            if obs["phase"] == "assign":
                first = seat if first is None else first
                shown = dice_on_fights(view)
                assert set(shown) <= {seat}, "another seat's dice are drawn while assigning"
                if seat != first:
                    assert str(first) not in controller.observation().data["assign"]
                    assigned_checked = True
            perform(qtbot, view, controller.spec.heuristic_action(controller.state, seat, rng))
        assert hidden_checked and assigned_checked
        if view.overlay.isVisible():
            QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
        settle(qtbot, view)
        obs = controller.observation().data
        owners = {int(s) for s, fights in obs["assign"].items()
                  if any(sum(k.values()) for t, k in fights.items() if t != "food")}
        shown = set(dice_on_fights(view))
        combat = obs["combat"]
        if combat is not None and combat["dice"]:
            shown.add(combat["seat"])
        assert owners == {0, 1}
        assert shown == owners
    finally:
        close(controller, view)
