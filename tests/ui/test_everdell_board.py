"""The Everdell board around play: the new-game dialog's solo seat, pass-and-play cover, hints,
undo, what an AI move changed, tooltips, the rules reference and screenshots."""

from __future__ import annotations

import random

import pytest
from helpers_everdell import Boards, click, drag, perform, play_ais, seats, settle
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest

from gameshelf.engine import Action
from gameshelf.ui.games.everdell import render
from gameshelf.ui.new_game_dialog import NewGameDialog
from gameshelf.ui.screenshot import render_screenshot


@pytest.fixture
def board(qtbot):
    boards = Boards(qtbot)
    yield boards.open
    boards.close()


def test_the_new_game_dialog_offers_a_solo_seat_with_rugworts_year(qtbot):
    dialog = NewGameDialog(["everdell", "ethnos"], "en", {"game": "everdell", "players": 1})
    qtbot.addWidget(dialog)
    assert dialog.players.minimum() == 1 and dialog.players.maximum() == 4
    year = dialog.option_widgets["rugwort_year"]
    assert dialog.players.value() == 1 and year.isEnabled()
    year.setCurrentIndex(year.findData(3))
    match = dialog.match()
    assert len(match.seats) == 1 and match.options["rugwort_year"] == 3
    assert match.state.observe(0).data["rugwort"] is not None
    dialog.players.setValue(3)
    assert not year.isEnabled()
    dialog.game.setCurrentIndex(dialog.game.findData("ethnos"))
    assert dialog.players.minimum() == 2


def test_pass_and_play_covers_the_board_until_the_next_player_clicks(qtbot, board):
    controller, view, _ = board(seats(2, 0), seed=6)
    for _ in range(4):
        if view.overlay.isVisible():
            settle(qtbot, view)
            assert not any(z == "hand" for z in view.scene.card_zone.values())
            assert not controller.legal_actions()
            QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
        settle(qtbot, view)
        seat = controller.viewer
        assert controller.state.to_move() == seat
        hand = sorted(i for i, z in view.scene.card_zone.items() if z == "hand")
        assert hand == controller.observation().data["hand"]
        drag(view, view.scene.worker_items[0],
             view.scene.place_items["one_berry"].sceneBoundingRect().center())
        assert controller.match.actions[-1] == Action("place_worker", ("one_berry",))
        assert view.overlay.isVisible() and controller.state.to_move() != seat
    assert len(controller.match.actions) == 4


def test_the_hint_lights_the_suggested_piece(qtbot, board):
    _, view, _ = board(seats(1, 1), seed=4)
    action = Action("place_worker", ("one_berry",))
    view._on_hint(action)
    assert view.scene.place_items["one_berry"].glow == render.HINT


def test_undo_takes_back_the_last_move(qtbot, board):
    controller, view, ai = board(seats(1, 1), seed=4)
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["three_twigs"].sceneBoundingRect().center())
    play_ais(qtbot, controller, ai, random.Random(1))
    settle(qtbot, view)
    assert controller.can_undo()
    view.undo()
    settle(qtbot, view)
    assert controller.match.actions == []
    assert len(view.scene.worker_items) == 2
    assert view.scene.place_items["three_twigs"].workers == ()


def test_an_ai_move_glows_where_it_changed_the_board(qtbot, board):
    _, view, ai = board(seats(1, 1), seed=4)
    view.set_animation_ms(200)
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["three_twigs"].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: ai.waiting is not None, timeout=2000)
    ai.answer(Action("place_worker", ("one_berry",)))
    qtbot.waitUntil(lambda: ("place", "one_berry") in view.animator.changed, timeout=2000)
    settle(qtbot, view)
    assert view.scene.place_items["one_berry"].glow == render.CHANGED
    # The player's next move clears it.
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["two_resin"].sceneBoundingRect().center())
    settle(qtbot, view)
    assert ("place", "one_berry") not in view.animator.changed


def test_a_card_tooltip_has_name_type_cost_points_and_text(qtbot, board):
    controller, view, _ = board(seats(1, 1), seed=4)
    data, content = controller.spec.data, view.content
    inst = controller.observation().data["meadow"][0]
    card = data.cards[data.inst_card[inst]]
    tip = view.scene.card_items[inst].toolTip()
    assert content.text(f"cards.{card}.name") in tip
    assert content.text(f"cards.{card}.text") in tip
    card_type = render.TYPES[data.ctype[data.inst_card[inst]]]
    assert content.text(f"card_types.{card_type}.name") in tip
    assert str(data.points[data.inst_card[inst]]) in tip


def test_the_rules_reference_and_the_score_sheet_open(qtbot, board):
    _, view, _ = board(seats(1, 0), seed=3)
    rules = view.show_rules()
    assert rules.sections.count() == len(view.content.table("rules"))
    sheet = view.show_score_sheet()
    assert sheet.table.rowCount() == 2
    assert sheet.cell(1, 0) == view.content.text("rugwort.name")
    view.close_dialogs()


def test_a_decision_with_many_answers_opens_a_chooser_over_the_board(qtbot, board):
    """Any pending decision is answerable: its answers become buttons (the generic way)."""
    controller, view, _ = board(seats(1, 1), seed=4)
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["haven"].sceneBoundingRect().center())
    settle(qtbot, view)
    hand = controller.observation().data["hand"]
    click(view, view.scene.card_items[hand[0]])
    click(view, view.scene.card_items[hand[1]])
    perform(qtbot, view, Action("done"))
    assert view.interaction.mode() == "gain_any"
    names = [n for n in view.scene.buttons if view.interaction.button_action(n) is not None]
    assert len(names) == 4


@pytest.mark.parametrize(("players", "lang"), [(1, "ja"), (4, "es")])
def test_the_screenshot_is_a_png_of_the_asked_size(tmp_path, qapp, players, lang):
    path = render_screenshot(tmp_path / "board.png", game="everdell", players=players,
                             lang=lang, size=(1366, 768), moves=10)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1366, 768)


def test_a_clicked_worker_lights_its_places_and_a_click_on_one_places_it(qtbot, board):
    controller, view, _ = board(seats(1, 1), seed=4)
    scene = view.scene
    assert scene.place_items["one_pebble"].glow is None
    click(view, scene.worker_items[0])
    settle(qtbot, view)
    assert scene.place_items["one_pebble"].glow == render.TARGET
    assert scene.place_items["journey_2"].glow is None  # autumn only
    click(view, scene.place_items["one_pebble"])
    assert controller.match.actions == [Action("place_worker", ("one_pebble",))]
