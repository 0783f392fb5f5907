"""The Ethnos board's decisions, hints, undo, languages, rules reference and screenshots."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import (
    click,
    open_board,
    perform,
    plan_move,
    scene_point,
    settle,
    visible_point,
)
from PySide6.QtCore import QElapsedTimer, QEvent, QPointF, Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.games import create_game_view
from gameshelf.ui.games.ethnos import render
from gameshelf.ui.screenshot import play_moves, render_screenshot


def _seats(players: int) -> list[Seat]:
    return [Seat("Ana")] + [Seat(f"AI {i}", "ai", "easy") for i in range(1, players)]


def _match_in_phase(phase: str, players: int = 4) -> Match:
    """A match where the human (seat 0) has a `phase` decision to make, found by playing
    beginner moves for everyone from a few seeds."""
    for seed in range(1, 80):
        match = Match.new(get_game("ethnos"), _seats(players), seed)
        if play_moves(match, 0, seed, phase):
            return match
    raise AssertionError(f"no seed reaches a {phase} decision")


@pytest.fixture
def board(qtbot, ai_client):
    """Opens a given match on the board; closes it afterwards."""
    made = []

    def open_(match: Match, lang: str = "en", ai_speed: str = "fast"):
        controller, view = open_board(qtbot, ai_client, match, lang, ai_speed)
        settle(qtbot, view)
        made.append((controller, view))
        return controller, view

    yield open_
    for controller, view in made:
        view.close_dialogs()
        controller.close()
        view.close()


def _events(controller, key: str) -> list:
    return [e.event for e in controller.log if e.event.key == key]


def test_a_free_marker_lights_every_kingdom_and_goes_where_clicked(board):
    controller, view = board(_match_in_phase("free_marker"))
    assert view.scene.prompt_item.text == view.content.text("phases.free_marker")
    lit = {k for k, item in view.scene.kingdom_items.items() if item.glow == render.TARGET}
    assert lit == set(controller.spec.data.kingdoms)
    before = controller.observation().data["markers"][3][0]
    click(view, view.scene.kingdom_items["green"])
    assert controller.state.observe(0).data["markers"][3][0] == before + 1
    assert _events(controller, "ethnos.free_marker")[-1].args["kingdom"] == "green"


def test_the_troll_tokens_within_reach_light_up_and_one_is_taken_by_a_click(board):
    controller, view = board(_match_in_phase("troll", players=6))
    legal = {a.args[0] for a in controller.legal_actions()}
    lit = {v for v, item in view.scene.troll_items.items() if item.glow == render.TARGET}
    assert lit == legal
    value = max(legal)
    click(view, view.scene.troll_items[value])
    assert value in controller.state.observe(0).data["trolls"][0]


def test_the_elves_keep_the_clicked_cards_and_discard_the_rest(board):
    controller, view = board(_match_in_phase("elf"))
    obs = controller.observation().data
    keep = obs["hand"][: obs["elf_limit"] - 1] if obs["elf_limit"] > 1 else []
    for card in keep:
        click(view, view.scene.hand_items[card])
    assert view.interaction.selected == keep
    assert f"({len(keep)} of {obs['elf_limit']} kept)" in view.scene.prompt_item.text
    ages_ended = len(_events(controller, "ethnos.age_end"))
    click(view, view.scene.buttons["discard_rest"])
    assert _events(controller, "ethnos.elf_keep")[-1].args["count"] == len(keep)
    if len(_events(controller, "ethnos.age_end")) == ages_ended:  # no scatter since
        assert set(keep) <= set(controller.state.observe(0).data["hand"])


def test_the_orc_horde_is_cashed_in_with_the_board_button(board):
    controller, view = board(_match_in_phase("orc"))
    assert set(view.scene.buttons) == {"cash_in_orcs", "keep_orcs"}
    markers = len(controller.observation().data["orcs"][0])
    click(view, view.scene.buttons["cash_in_orcs"])
    cashed = [e for e in _events(controller, "ethnos.orc_glory") if e.seat == 0][-1]
    assert cashed.args["markers"] == markers


def test_a_centaur_player_may_decline_the_second_band(board):
    controller, view = board(_match_in_phase("centaur", players=3))
    assert view.scene.prompt_item.text == view.content.text("phases.centaur")
    click(view, view.scene.buttons["decline_band"])
    assert controller.match.actions[-1] == Action("decline_band")


def _match_with_a_full_hand() -> Match:
    """A match where the human (seat 0) starts a turn with a full hand: they recruit whenever
    they may, everyone else plays beginner moves."""
    spec = get_game("ethnos")
    for seed in range(1, 20):
        match = Match.new(spec, _seats(2), seed)
        rng = random.Random(seed)
        while not match.state.is_over():
            state, seat = match.state, match.state.to_move()
            obs = state.observe(0).data
            if seat == 0 and obs["phase"] == "turn" and len(obs["hand"]) >= 10:
                return match
            recruits = [a for a in state.legal_actions() if a.name == "recruit_from_deck"]
            match.apply(recruits[0] if seat == 0 and recruits else
                        spec.heuristic_action(state, seat, rng))
    raise AssertionError("no seed fills the hand")


def test_a_market_card_dragged_to_a_full_hand_lights_nothing_and_says_it_is_full(board):
    controller, view = board(_match_with_a_full_hand())
    scene = view.scene
    item = next(iter(scene.market_items.values()))
    viewport = view.board.viewport()
    start = visible_point(view, item)
    end = scene_point(view, scene.hand_zone.center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 4):
        QTest.mouseMove(viewport, start + (end - start) * (step / 3))
    assert item.dragging and scene.hand_zone_item.glow is None
    before = len(controller.match.actions)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert len(controller.match.actions) == before and item.pos() == item.home
    assert view.banner_text() == "Your hand is full (10 cards): play a band instead of recruiting."


def test_the_hint_lights_the_suggested_piece(board, qtbot):
    controller, view = board(_match_in_phase("turn"))
    with qtbot.waitSignal(controller.hint_ready, timeout=15_000) as hint:
        QTest.mouseClick(view.panel.hint, Qt.MouseButton.LeftButton)
    action = hint.args[0]
    assert view.hint == action
    lit = [item for item in view.scene.items() if getattr(item, "glow", None) == render.HINT]
    assert len(lit) == 1


def test_undo_takes_back_a_whole_band(board, qtbot):
    match = Match.new(get_game("ethnos"), [Seat("Ana"), Seat("Bo", "ai", "easy")], 4)
    controller, view = board(match)
    rng = random.Random(4)
    while True:
        qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=20_000)
        settle(qtbot, view)
        plan = plan_move(controller, rng)
        if plan[0].name == "choose_leader":
            break
        perform(view, plan, by_buttons=False)
    hand = controller.observation().data["hand"]
    before = len(controller.match.actions)
    perform(view, plan, by_buttons=False)
    assert len(controller.match.actions) >= before + len(plan)
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=20_000)
    QTest.mouseClick(view.panel.undo, Qt.MouseButton.LeftButton)
    assert len(controller.match.actions) == before
    assert controller.observation().data["phase"] == "turn"
    assert controller.observation().data["hand"] == hand
    settle(qtbot, view)
    assert sorted(view.scene.hand_items) == hand


def test_ai_moves_slide_and_a_click_on_the_board_plays_the_waiting_move(board, qtbot):
    match = Match.new(get_game("ethnos"), [Seat("Ana"), Seat("Bo", "ai", "easy")], 8)
    play_moves(match, 6, 8)
    controller, view = board(match, ai_speed="slow")  # the AI waits 900 ms before moving
    view.set_animation_ms(250)
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=20_000)
    settle(qtbot, view)
    before = len(controller.match.actions)
    click(view, view.scene.deck_item)
    assert len(controller.match.actions) == before + 1
    timer = QElapsedTimer()
    timer.start()
    empty_spot = view.board.mapFromScene(QPointF(700, 5))
    while len(controller.match.actions) == before + 1:
        QTest.mouseClick(view.board.viewport(), Qt.MouseButton.LeftButton,
                         Qt.KeyboardModifier.NoModifier, empty_spot)
        qtbot.wait(20)
    assert timer.elapsed() < 800  # played at the click, not after its pause
    qtbot.waitUntil(lambda: view.animator.active, timeout=1000)
    qtbot.waitUntil(lambda: not view.animator.active, timeout=1000)
    items = [*view.scene.hand_items.values(), *view.scene.market_items.values(),
             *view.scene.known_items.values()]
    assert all(item.pos() == item.home for item in items)


def test_a_language_switch_redraws_cards_log_and_rules(board, qtbot):
    controller, view = board(_match_in_phase("turn"))
    rules = view.show_rules()
    assert rules.sections.count() == len(view.content.table("rules"))
    spanish = load_content("ethnos", "es")
    view.set_content(spanish)
    card = controller.observation().data["hand"][0]
    tribe = controller.spec.data.tribes[controller.spec.data.card_tribe[card]]
    assert view.scene.hand_items[card].face.tribe == spanish.text(f"tribes.{tribe}.card")
    assert "recluta" in view.panel.log_text()
    assert rules.sections.item(0).text() == spanish.text("rules.overview.title")
    QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
    settle(qtbot, view)
    assert view.scene.prompt_item.text == spanish.text("phases.turn")


def test_the_screenshot_is_a_png_of_the_asked_size(tmp_path, qapp):
    path = render_screenshot(tmp_path / "board.png", players=3, lang="ja", size=(1024, 700),
                             moves=20)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1024, 700)


def test_only_playable_games_have_a_board():
    with pytest.raises(KeyError):
        create_game_view("no_such_game", None, None)  # type: ignore[arg-type]


@pytest.mark.parametrize(("answer", "played"), [("No", False), ("Yes", True)])
def test_confirm_before_end_of_turn_asks_and_a_no_keeps_the_move_back(
        board, qtbot, monkeypatch, answer, played):
    from PySide6.QtWidgets import QMessageBox

    controller, view = board(Match.new(get_game("ethnos"), _seats(2), 5))
    qtbot.waitUntil(lambda: bool(controller.legal_actions()), timeout=20_000)
    settle(qtbot, view)
    controller.confirm_end_turn = True
    asked = []
    monkeypatch.setattr(QMessageBox, "question", lambda *args: (
        asked.append(args[1]) or getattr(QMessageBox.StandardButton, answer)))
    before = len(controller.match.actions)
    click(view, view.scene.buttons["recruit_from_deck"])
    assert asked == ["End your turn?"]
    assert (len(controller.match.actions) > before) is played


def test_a_card_of_a_crowded_market_comes_forward_under_the_pointer(board, qtbot):
    # Six players start with twelve cards in the market: more than fit side by side.
    _, view = board(_match_in_phase("turn", players=6))
    items = sorted(view.scene.market_items.values(), key=lambda item: item.pos().x())
    assert len(items) >= 8
    card = items[3]
    covered = items[4].sceneBoundingRect().intersects(card.sceneBoundingRect())
    assert covered, "the market should overlap at this size"
    scale, rect = card.scale(), card.sceneBoundingRect()
    viewport = view.board.viewport()
    point = view.board.mapFromScene(card.mapToScene(QPointF(8, card.rect().height() / 2)))
    QTest.mouseMove(viewport, point)
    qtbot.waitUntil(lambda: card.scale() > scale, timeout=1000)
    middle = card.mapToScene(card.rect().center())
    assert view.scene.items(middle)[0] is card  # nothing covers it now
    QTest.mouseMove(viewport, view.board.mapFromScene(QPointF(700, 20)))
    qtbot.waitUntil(lambda: card.scale() == scale, timeout=1000)
    assert card.sceneBoundingRect() == rect  # back exactly where the layout put it
