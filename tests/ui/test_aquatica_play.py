"""Playing Aquatica on the board as a person would: characters dragged from the hand onto the
board, Locations dragged from a row into a slot, depths, mantas, goals and row characters
clicked, every other decision a button of the prompt bar (or of the chooser over the board) —
a whole 2-player game against the Easy AI and a solo game against the Ichthyanders, to the
final score sheet."""

from __future__ import annotations

import random

import pytest
from helpers_boards import button_for, open_board, opened_games, play_with_mouse
from helpers_ethnos import click, double_click, drag, scene_point, settle, visible_point
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

import gameshelf.games.aquatica  # noqa: F401  (registers the game)
from gameshelf.engine import Action
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games.aquatica import AquaticaView, render


def open_game(qtbot, seed: int, players: int = 2, lang: str = "en"
              ) -> tuple[GameController, AquaticaView, ScriptedAi]:
    return open_board(qtbot, "aquatica", AquaticaView, seed, players, lang)


def press(qtbot, view: AquaticaView, action: Action) -> None:
    """The button of `action`, on the bar or in the chooser opened by the gesture before."""
    settle(qtbot, view)
    button = button_for(view, action)
    assert button is not None, f"no button for {action}"
    click(view, button)


def perform(qtbot, view: AquaticaView, action: Action) -> None:
    """`action` made with the mouse, as a player would."""
    scene = view.scene
    name, args = action.name, action.args
    obs = view.controller.observation().data
    if name == "play":
        card = next(c for c in scene.hand_items if c.card == args[0])
        drag(view, card, scene.ocean_zone.center())
    elif name in ("buy", "conquer"):
        location = scene.location_items[(args[0], int(args[1]))]
        drag(view, location, scene.slot_items[int(args[2])].sceneBoundingRect().center())
    elif name in ("exploit", "raise", "score", "fully_rise"):
        click(view, scene.slot_items[int(args[0])])
        if view.interaction.choosing:
            press(qtbot, view, action)
    elif name in ("flip", "tire"):
        manta = next(m for m in scene.manta_items if (m.kind, m.face) == tuple(args)
                     and m.ready)
        click(view, manta)
    elif name in ("claim", "place_ichthyander"):
        click(view, scene.goal_items[int(args[0])])
        if view.interaction.choosing:
            press(qtbot, view, action)
    elif name == "recruit":
        click(view, scene.row_items[int(args[0])])
    elif name == "discard":
        click(view, next(c for c in scene.hand_items if c.card == args[0]))
    elif name == "keep":
        for index in args:
            click(view, scene.location_items[("bottom", int(index))])
            settle(qtbot, view)
        press(qtbot, view, action)
    else:
        assert obs is not None
        press(qtbot, view, action)
    settle(qtbot, view)


def play_on(qtbot, controller, view, ai, rng, until=lambda: False, limit=3000) -> set[str]:
    return play_with_mouse(qtbot, controller, view, ai, rng, perform, until, limit)


@pytest.fixture
def games(qtbot):
    yield from opened_games(qtbot, open_game)


def test_a_whole_two_player_game_against_easy_is_played_with_the_mouse(qtbot, games):
    controller, view, ai = games(seed=3)
    made = play_on(qtbot, controller, view, ai, random.Random(3))
    assert controller.state.is_over()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" for d in view.dialogs),
                    timeout=3000)
    assert {"play", "end_turn"} <= made
    assert made & {"buy", "conquer"}


def test_a_solo_game_against_the_ichthyanders_is_played_to_its_end(qtbot, games):
    controller, view, ai = games(seed=5, players=1)
    made = play_on(qtbot, controller, view, ai, random.Random(5))
    assert controller.state.is_over()
    assert "place_ichthyander" in made or "pick_king" in made
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" for d in view.dialogs),
                    timeout=3000)
    # Alone against no one: the sheet has no place or tie-break to show, only the rank.
    sheet = next(d for d in view.dialogs if d.objectName() == "final_scores")
    table = sheet.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert headers[-1] == "Total" and table.rowCount() == 1
    assert table.item(0, table.columnCount() - 1).text() == \
        str(controller.state.scores().total(0))
    assert sheet.footer.text().startswith("Rank: ") and "Ties" not in sheet.footer.text()


def test_a_card_dropped_back_on_the_hand_plays_nothing_and_goes_home(qtbot, games):
    controller, view, _ai = games(seed=4)
    card = view.scene.hand_items[0]
    before = len(controller.match.actions)
    drag(view, card, view.scene.hand_zone.center())
    assert len(controller.match.actions) == before
    assert card.pos() == card.home


def test_a_character_plays_on_the_ocean_that_lights_for_it_and_not_on_your_board(qtbot, games):
    controller, view, _ai = games(seed=4)
    scene = view.scene
    playable = [a.args[0] for a in controller.legal_actions() if a.name == "play"]
    card = next(c for c in scene.hand_items if c.card in playable)
    viewport = view.board.viewport()
    start = visible_point(view, card)
    end = scene_point(view, scene.slot_items[0].sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 4):
        QTest.mouseMove(viewport, start + (end - start) * (step / 3))
    assert scene.ocean_item.glow == render.TARGET
    assert not any(slot.glow == render.TARGET for slot in scene.slot_items.values())
    before = len(controller.match.actions)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert len(controller.match.actions) == before and card.pos() == card.home
    assert "ocean" in view.banner_text()


def test_a_location_dropped_outside_the_slots_snaps_back_with_words(qtbot, games):
    controller, view, _ai = games(seed=4)
    location = next(iter(view.scene.location_items.values()))
    before = len(controller.match.actions)
    drag(view, location, view.scene.goal_items[0].sceneBoundingRect().center())
    assert len(controller.match.actions) == before
    assert location.pos() == location.home
    assert view.banner_text()


def test_a_double_click_on_a_hand_card_plays_it(qtbot, games):
    controller, view, _ai = games(seed=4)
    playable = [a.args[0] for a in controller.legal_actions() if a.name == "play"]
    card = next(c for c in view.scene.hand_items if c.card in playable)
    double_click(view, card)
    settle(qtbot, view)
    assert controller.match.actions[-1] == Action("play", (card.card,)) or \
        any(a == Action("play", (card.card,)) for a in controller.match.actions)
