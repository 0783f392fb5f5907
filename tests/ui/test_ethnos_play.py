"""Playing Ethnos on the board as a person would: drags and clicks on the scene's items."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import (
    PLAIN_TRIBES,
    click,
    drag,
    make_game,
    perform,
    plan_move,
    scene_point,
    settle,
    visible_point,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.engine import Action, Seat
from gameshelf.ui.games.ethnos import render


@pytest.fixture
def new_game(qtbot, ai_client):
    """Sets up a match on the board; closes its controller and dialogs afterwards."""
    made = []

    def make(seats, seed, options=None):
        controller, view = make_game(qtbot, ai_client, seats, seed, options)
        made.append((controller, view))
        return controller, view

    yield make
    for controller, view in made:
        view.close_dialogs()
        controller.close()
        view.close()


def _events_since(controller, number: int) -> list:
    return [entry.event for entry in controller.log if entry.number > number]


def _check_effect(controller, seat: int, plan, before: int, markers_before) -> None:
    """The move is on the record, and the board shows what it did."""
    assert controller.match.actions[before:before + len(plan)] == plan
    events = _events_since(controller, before)
    if any(e.key == "ethnos.age_end" for e in events):
        return  # the Age ended since: hands and bands were cleared
    obs = controller.state.observe(seat).data
    first = plan[0]
    if first.name == "recruit_ally":
        assert first.args[0] in obs["hand"]
    elif first.name == "choose_leader":
        leaders = [band["leader"] for band in obs["bands"][seat]]
        assert first.args[0] in leaders
        band = next(b for b in obs["bands"][seat] if b["leader"] == first.args[0])
        assert len(band["cards"]) == len(plan) - 1
        assert band["kingdom"] == plan[-1].args[0]
    mine = [e for e in events if e.seat == seat]
    for k, kingdom_id in enumerate(controller.spec.data.kingdoms):
        placed = sum(1 for e in mine if e.key in ("ethnos.marker", "ethnos.free_marker")
                     and e.args["kingdom"] == kingdom_id)
        assert obs["markers"][k][seat] >= markers_before[k][seat] + placed


def test_a_whole_game_against_three_ais_played_on_the_board(qtbot, new_game):
    seats = [Seat("Ana")] + [Seat(name, "ai", "easy") for name in ("Bo", "Cy", "Di")]
    controller, view = new_game(seats, seed=11)
    rng = random.Random(11)
    gestures = 0
    while True:
        qtbot.waitUntil(lambda: controller.state.is_over() or bool(controller.legal_actions()),
                        timeout=30_000)
        if controller.state.is_over():
            break
        settle(qtbot, view)
        plan = plan_move(controller, rng)
        before = len(controller.match.actions)
        markers = [list(m) for m in controller.observation().data["markers"]]
        perform(view, plan, by_buttons=gestures % 3 == 2)
        assert view.banner_text() == ""
        _check_effect(controller, 0, plan, before, markers)
        gestures += 1
    assert gestures > 30
    assert controller.state.is_over()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" and d.isVisible()
                                for d in view.dialogs), timeout=2000)
    final = view.dialogs[-1]
    sheet = controller.state.scores()
    assert final.table.rowCount() == 4
    headers = [final.table.horizontalHeaderItem(c).text() for c in range(final.table.columnCount())]
    assert int(final.cell(0, headers.index("Total"))) == sheet.total(sheet.ranking()[0])
    log = view.panel.log_text()
    assert "The game is over." in log
    assert "Age III begins." in log
    view.close_dialogs()


def test_pass_and_play_hides_the_hand_until_the_next_player_clicks(qtbot, new_game):
    seats = [Seat("Ana"), Seat("Ben")]
    controller, view = new_game(seats, seed=5, options={"tribes": PLAIN_TRIBES})
    handoffs: list[int] = []
    controller.handoff.connect(handoffs.append)
    rng = random.Random(5)
    players_seen = set()
    for turn in range(8):
        if view.overlay.isVisible():
            settle(qtbot, view)
            assert view.scene.hand_items == {}
            assert not controller.legal_actions()
            QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
        assert not view.overlay.isVisible()
        settle(qtbot, view)
        seat = controller.viewer
        players_seen.add(seat)
        assert controller.state.to_move() == seat
        assert sorted(view.scene.hand_items) == controller.observation().data["hand"]
        plan = plan_move(controller, rng)
        perform(view, plan, by_buttons=turn % 2 == 1)
        if controller.state.to_move() != seat:
            assert view.overlay.isVisible()
            assert handoffs[-1] == controller.state.to_move()
            settle(qtbot, view)
            assert view.scene.hand_items == {}  # the next player's cards are not drawn
    assert players_seen == {0, 1}


def test_a_band_dropped_on_another_kingdom_snaps_back_with_the_reason(qtbot, new_game):
    seats = [Seat("Ana"), Seat("Ben")]
    controller, view = new_game(seats, seed=2, options={"tribes": PLAIN_TRIBES})
    if view.overlay.isVisible():
        QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    data = controller.spec.data
    card = controller.observation().data["hand"][0]
    own = data.kingdoms[data.card_kingdom[card]]
    other = next(k for k in data.kingdoms if k != own)
    scene = view.scene
    item = scene.hand_items[card]
    home = item.pos()
    before = len(controller.match.actions)

    # While the card is dragged, only its own kingdom lights up (found by controller.preview).
    viewport = view.board.viewport()
    start = visible_point(view, item)
    target = scene_point(view, scene.kingdom_items[other].sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(viewport, start + (target - start) * 0.5)
    QTest.mouseMove(viewport, target)
    assert scene.kingdom_items[own].glow == render.TARGET
    assert scene.kingdom_items[other].glow is None
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       target)

    assert len(controller.match.actions) == before
    assert item.pos() == home
    banner = view.banner_text()
    assert view.content.text(f"kingdoms.{own}.name") in banner
    assert view.drop_card(item, scene.kingdom_items[other].sceneBoundingRect().center()) == banner
    assert item.pos() == home

    # A market card dropped anywhere but the hand snaps back too.
    market = next(iter(scene.market_items.values()))
    market_home = market.pos()
    drag(view, market, scene.kingdom_items[own].sceneBoundingRect().center())
    assert market.pos() == market_home
    assert "recruit" in view.banner_text()
    assert len(controller.match.actions) == before

    # Dropped on its own kingdom, the same card makes a band of one.
    drag(view, item, scene.kingdom_items[own].sceneBoundingRect().center())
    seat = controller.match.actors[-1]
    assert [b["leader"] for b in controller.state.observe(seat).data["bands"][seat]] == [card]


def test_clicking_a_market_card_recruits_it_as_the_readme_says(new_game, qtbot):
    controller, view = new_game([Seat("Ann"), Seat("Bea")], seed=5)
    if view.overlay.isVisible():
        QTest.mouseClick(view.overlay, Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    seat = controller.state.to_move()
    card, item = next(iter(view.scene.market_items.items()))
    click(view, item)
    assert controller.match.actions == [Action("recruit_ally", (card,))]
    assert card in controller.state.observe(seat).data["hand"]
