"""Playing Everdell on the board as a person would: workers and cards dragged, decisions
answered by clicks, against a scripted AI and against Rugwort, to the end of the game."""

from __future__ import annotations

import random

import pytest
from helpers_everdell import Boards, click, drag, perform, play_ais, seats, settle
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication

from gameshelf.content import load_content
from gameshelf.engine import Action
from gameshelf.ui.games.everdell import render


@pytest.fixture
def new_game(qtbot):
    boards = Boards(qtbot)
    yield boards.open
    boards.close()


def _human_turns(qtbot, controller, view, ai, rng, until) -> None:
    """Beginner moves made on the board (and the AI's answered) until `until()` holds."""
    for _ in range(200):
        play_ais(qtbot, controller, ai, rng)
        if controller.state.is_over() or until():
            settle(qtbot, view)
            return
        state = controller.state
        action = controller.spec.heuristic_action(state, state.to_move(), rng)
        before = len(controller.match.actions)
        perform(qtbot, view, action)
        assert controller.match.actions[before] == action
    raise AssertionError("the condition never came")


def _single_payment_play(controller):
    legal = controller.legal_actions()
    if controller.observation().data["pending"]:
        return None
    plays = [a for a in legal if a.name == "play_card"]
    for action in plays:
        if sum(1 for a in plays if a.args[0] == action.args[0]) == 1:
            return action
    return None


def test_a_worker_dragged_to_a_location_takes_its_reward(qtbot, new_game):
    controller, view, _ = new_game(seats(1, 1), seed=4)
    scene = view.scene
    assert len(scene.worker_items) == 2
    worker = scene.worker_items[0]
    viewport_target = scene.place_items["three_twigs"].sceneBoundingRect().center()
    drag(view, worker, viewport_target)
    assert controller.match.actions[0] == Action("place_worker", ("three_twigs",))
    seat = controller.state.observe(0).data["seats"][0]
    assert seat["resources"][0] == 3 and seat["deployed"] == 1
    settle(qtbot, view)
    assert [m.label for m in scene.place_items["three_twigs"].workers] == ["1"]


def test_an_exclusive_place_taken_refuses_the_worker_with_a_reason(qtbot, new_game):
    controller, view, ai = new_game(seats(1, 1), seed=4)
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["three_twigs"].sceneBoundingRect().center())
    play_ais(qtbot, controller, ai, random.Random(1))
    settle(qtbot, view)
    worker = view.scene.worker_items[0]
    home = worker.pos()
    before = len(controller.match.actions)
    target = view.scene.place_items["three_twigs"].sceneBoundingRect().center()
    assert view.drop(worker, target)  # the plain drop decision says why
    drag(view, worker, target)
    assert len(controller.match.actions) == before
    assert worker.pos() == home
    assert view.banner_text()


def test_a_card_dragged_into_the_city_is_played_and_an_unaffordable_one_snaps_back(
        qtbot, new_game):
    controller, view, ai = new_game(seats(1, 1), seed=7)
    rng = random.Random(7)
    _human_turns(qtbot, controller, view, ai, rng, lambda: _single_payment_play(controller))
    scene = view.scene
    hand = controller.observation().data["hand"]
    plays = {a.args[0] for a in controller.legal_actions() if a.name == "play_card"}
    stuck = [c for c in hand if c not in plays]
    if stuck:
        item = scene.card_items[stuck[0]]
        home = item.pos()
        before = len(controller.match.actions)
        drag(view, item, scene.city_zone.center())
        assert len(controller.match.actions) == before
        assert item.pos() == home
        assert view.banner_text()
    action = _single_payment_play(controller)
    drag(view, scene.card_items[action.args[0]], scene.city_zone.center())
    assert action in controller.match.actions
    city = [e["inst"] for e in controller.state.observe(0).data["seats"][0]["city"]]
    card = controller.spec.data.cards[controller.spec.data.inst_card[action.args[0]]]
    assert action.args[0] in city or card == "fool"


def test_the_haven_asks_for_discards_answered_by_clicking_cards_then_done(qtbot, new_game):
    controller, view, _ = new_game(seats(1, 1), seed=4)
    scene = view.scene
    hand = list(controller.observation().data["hand"])
    drag(view, scene.worker_items[0], scene.place_items["haven"].sceneBoundingRect().center())
    settle(qtbot, view)
    assert view.interaction.mode() == "discard"
    assert scene.card_items[hand[0]].glow == render.TARGET
    assert view.scene.prompt_item.text == view.content.text("prompts.discard.haven")
    click(view, scene.card_items[hand[0]])
    settle(qtbot, view)
    click(view, scene.card_items[hand[1]])
    settle(qtbot, view)
    assert controller.observation().data["hand"] == hand[2:]
    done = next(b for n, b in scene.buttons.items()
                if view.interaction.button_action(n) == Action("done"))
    click(view, done)
    settle(qtbot, view)
    # Two cards discarded: one resource of the player's choice, from the board's buttons.
    assert view.interaction.mode() == "gain_any"
    berry = next(b for n, b in scene.buttons.items()
                 if view.interaction.button_action(n) == Action("choose_resource", ("berry",)))
    click(view, berry)
    assert controller.state.observe(0).data["seats"][0]["resources"][3] == 1


def test_solo_rugwort_takes_a_meadow_card_each_time_a_card_is_played(qtbot, new_game):
    controller, view, ai = new_game(seats(1, 0), seed=3, options={"rugwort_year": 2})
    scene = view.scene
    rugwort = view.content.text("rugwort.name")
    assert rugwort in view.row_names()
    # His workers stand on the board from the start, and block what they stand on.
    assert any(m.label == rugwort[:1] for m in scene.place_items["three_twigs"].workers)
    rng = random.Random(3)
    _human_turns(qtbot, controller, view, ai, rng, lambda: _single_payment_play(controller))
    before = len(controller.observation().data["rugwort"]["city"])
    action = _single_payment_play(controller)
    drag(view, scene.card_items[action.args[0]], scene.city_zone.center())
    settle(qtbot, view)
    assert len(controller.observation().data["rugwort"]["city"]) == before + 1
    assert len(view.sheet.points) == 2  # his row on the score sheet


def test_a_whole_game_against_the_ai_played_on_the_board(qtbot, new_game):
    controller, view, ai = new_game(seats(1, 1), seed=11)
    rng = random.Random(11)
    moves = 0
    while not controller.state.is_over():
        play_ais(qtbot, controller, ai, rng)
        if controller.state.is_over():
            break
        state = controller.state
        action = controller.spec.heuristic_action(state, state.to_move(), rng)
        before = len(controller.match.actions)
        perform(qtbot, view, action, by_click=moves % 3 == 2)
        assert controller.match.actions[before] == action, view.banner_text()
        moves += 1
    assert moves > 20
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" and d.isVisible()
                                for d in view.dialogs), timeout=2000)
    final = view.dialogs[-1]
    sheet = controller.state.scores()
    assert final.table.rowCount() == 2
    assert int(final.cell(0, 7)) == sheet.total(0)
    assert view.scene.prompt_item.text == view.content.text("phases.over")


def test_a_solo_game_to_the_end_shows_rugwort_on_the_score_sheet(qtbot, new_game):
    controller, view, ai = new_game(seats(1, 0), seed=5)
    rng = random.Random(5)
    _human_turns(qtbot, controller, view, ai, rng, lambda: controller.state.is_over())
    qtbot.waitUntil(lambda: bool(view.dialogs), timeout=2000)
    final = view.dialogs[-1]
    assert final.table.rowCount() == 2
    assert final.cell(1, 0) == view.content.text("rugwort.name")


def test_a_language_switch_mid_game_changes_the_board_words(qtbot, new_game):
    from gameshelf.ui.app import Languages

    controller, view, ai = new_game(seats(1, 1), seed=4)
    drag(view, view.scene.worker_items[0],
         view.scene.place_items["three_twigs"].sceneBoundingRect().center())
    play_ais(qtbot, controller, ai, random.Random(2))
    settle(qtbot, view)
    english = view.scene.prompt_item.text
    languages = Languages(QApplication.instance())
    try:
        languages.apply("es")
        spanish = load_content("everdell", "es")
        view.set_content(spanish)
        QApplication.sendEvent(view, QEvent(QEvent.Type.LanguageChange))
        settle(qtbot, view)
        assert view.scene.prompt_item.text == spanish.text("phases.turn") != english
        card = controller.observation().data["hand"][0]
        card_id = controller.spec.data.cards[controller.spec.data.inst_card[card]]
        assert view.scene.card_items[card].face.name == spanish.text(f"cards.{card_id}.name")
        assert view.scene.place_items["haven"].title == spanish.text("locations.haven.name")
        assert view.texts.meadow == "Prado"
    finally:
        languages.apply("en")


def _card_with_two_payments(controller):
    if controller.observation().data["pending"]:
        return None
    plays = [a for a in controller.legal_actions() if a.name == "play_card"]
    for action in plays:
        ways = [a for a in plays if a.args[0] == action.args[0]]
        if len(ways) > 1:
            return ways
    return None


def test_a_card_with_two_ways_to_pay_asks_which_in_a_chooser(qtbot, new_game):
    controller, view, ai = new_game(seats(1, 1), seed=10)
    rng = random.Random(10)
    _human_turns(qtbot, controller, view, ai, rng,
                 lambda: _card_with_two_payments(controller) is not None)
    ways = _card_with_two_payments(controller)
    settle(qtbot, view)
    scene = view.scene
    before = len(controller.match.actions)
    drag(view, scene.card_items[ways[0].args[0]], scene.city_zone.center())
    settle(qtbot, view)
    assert len(controller.match.actions) == before  # nothing played yet: which way?
    assert view.interaction.choosing == ways
    choices = [n for n in scene.buttons if n.startswith("pay:")]
    assert len(choices) == len(ways)
    assert view.scene.prompt_item.text == view.content.text("phases.pay")
    click(view, scene.buttons["cancel"])
    settle(qtbot, view)
    assert not view.interaction.choosing and len(controller.match.actions) == before
    perform(qtbot, view, ways[-1])
    assert controller.match.actions[before] == ways[-1]
