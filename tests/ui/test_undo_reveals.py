"""Undo against the AI never goes back past a move that showed the human a hidden card or
what chance decided (the shuffle would deal the same again, the dice roll the same), unless
the player turned on casual undo in Settings."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import click, open_board, settle
from helpers_everdell import Boards, drag, seats
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.settings_dialog import SettingsDialog

REFUSED = "showed a hidden card"


@pytest.fixture
def ethnos(qtbot):
    """An Ethnos board where Ana (seat 0) moves first against a scripted AI."""
    ai = ScriptedAi()
    match = Match.new(get_game("ethnos"), [Seat("Ana"), Seat("Bo", "ai", "easy")], 2)
    assert match.state.to_move() == 0
    controller, view = open_board(qtbot, ai, match)
    settle(qtbot, view)
    yield controller, view, ai
    view.close_dialogs()
    controller.close()
    view.close()


@pytest.fixture
def everdell(qtbot):
    boards = Boards(qtbot)
    yield boards.open
    boards.close()


def _undo_offered(qtbot, view) -> bool:
    settle(qtbot, view)
    return view.panel.undo.isEnabled()


def test_ethnos_a_card_recruited_from_the_deck_cannot_be_taken_back(qtbot, ethnos):
    controller, view, ai = ethnos
    hand = controller.observation().data["hand"]
    click(view, view.scene.deck_item)
    assert controller.match.actions == [Action("recruit_from_deck")]
    assert not _undo_offered(qtbot, view)
    assert REFUSED in view.panel.undo.toolTip()
    controller.undo()
    assert len(controller.match.actions) == 1
    ai.answer(Action("recruit_from_deck"))
    assert not _undo_offered(qtbot, view) and len(controller.observation().data["hand"]) > len(hand)


def test_ethnos_a_market_card_can_be_taken_back_past_the_ais_own_draw(qtbot, ethnos):
    controller, view, ai = ethnos
    card = controller.observation().data["market"][0]
    click(view, view.scene.market_items[card])
    assert controller.match.actions == [Action("recruit_ally", (card,))]
    ai.answer(Action("recruit_from_deck"))  # shown to the AI alone
    qtbot.waitUntil(lambda: controller.human_to_move() == 0, timeout=3000)
    assert _undo_offered(qtbot, view)
    assert REFUSED not in view.panel.undo.toolTip()
    QTest.mouseClick(view.panel.undo, Qt.MouseButton.LeftButton)
    assert controller.match.actions == []
    assert card in controller.observation().data["market"]


def test_ethnos_casual_undo_takes_back_a_deck_draw(qtbot, ethnos):
    controller, view, _ = ethnos
    controller.casual_undo = True
    click(view, view.scene.deck_item)
    assert _undo_offered(qtbot, view)
    QTest.mouseClick(view.panel.undo, Qt.MouseButton.LeftButton)
    assert controller.match.actions == []


def _place(view, place: str) -> None:
    drag(view, view.scene.worker_items[0],
         view.scene.place_items[place].sceneBoundingRect().center())


def test_everdell_a_worker_that_drew_a_card_cannot_be_taken_back(qtbot, everdell):
    controller, view, ai = everdell(seats(1, 1), seed=4)
    _place(view, "two_twigs_one_card")
    assert controller.match.actions == [Action("place_worker", ("two_twigs_one_card",))]
    ai.answer(Action("place_worker", ("one_berry",)))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0, timeout=3000)
    assert not _undo_offered(qtbot, view) and not controller.can_undo()
    assert REFUSED in view.panel.undo.toolTip()
    controller.casual_undo = True
    view.update_undo()
    assert view.panel.undo.isEnabled()
    view.undo()
    assert controller.match.actions == []


def test_everdell_a_worker_that_drew_nothing_can_be_taken_back(qtbot, everdell):
    controller, view, ai = everdell(seats(1, 1), seed=4)
    _place(view, "three_twigs")
    ai.answer(Action("place_worker", ("one_berry",)))
    qtbot.waitUntil(lambda: controller.human_to_move() == 0, timeout=3000)
    assert _undo_offered(qtbot, view)
    QTest.mouseClick(view.panel.undo, Qt.MouseButton.LeftButton)
    assert controller.match.actions == []


def test_the_undo_item_says_why_and_casual_undo_in_settings_allows_it(
    open_shell, shell_paths, monkeypatch
):
    match = Match.new(get_game("ethnos"), [Seat("Ann"), Seat("Bruno", "ai", "easy")], 2)
    match.save(shell_paths.autosave)
    window = open_shell().window
    window.continue_game()
    controller = window.controller
    controller.play(Action("recruit_from_deck"))
    assert not window.undo_action.isEnabled()
    assert REFUSED in window.undo_action.toolTip() and REFUSED in window.undo_action.statusTip()

    def tick_casual_undo(dialog: SettingsDialog) -> int:
        assert "Casual undo" in dialog.casual_undo.text()
        dialog.casual_undo.setChecked(True)
        return 0

    monkeypatch.setattr(SettingsDialog, "exec", tick_casual_undo)
    window.settings_action.trigger()
    assert window.settings.casual_undo and controller.casual_undo
    assert "casual_undo = true" in shell_paths.settings.read_text()
    assert window.undo_action.isEnabled() and REFUSED not in window.undo_action.toolTip()
    window.undo_action.trigger()
    assert controller.match.actions == []


def _until(match, found, rng) -> Action | None:
    """Play heuristic moves until seat 0 has a legal action `found` picks; that action (None
    if the game ends first)."""
    spec = match.spec
    while not match.state.is_over():
        state = match.state
        if state.to_move() == 0:
            chosen = [a for a in state.legal_actions() if found(a)]
            if chosen:
                return chosen[0]
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    return None


def test_champions_a_favor_reroll_cannot_be_taken_back(qapp):
    """The reroll's dice come from the state's generator: undo and reroll other dice, and the
    same numbers fall again, so a player would know what the other dice would show."""
    spec = get_game("champions")
    rng = random.Random(5)
    for seed in range(40):
        match = Match.new(spec, [Seat("Ana"), Seat("Bo", "ai", "easy")], seed)
        reroll = _until(match, lambda a: a.name == "reroll", rng)
        if reroll is not None:
            break
    else:
        raise AssertionError("no seed reached a reroll for the human")
    controller = GameController(match, ScriptedAi())  # type: ignore[arg-type]
    controller.play(reroll)
    assert controller.undo_refused_for_reveal() and not controller.can_undo()
    controller.casual_undo = True
    assert controller.can_undo()
    controller.close()

