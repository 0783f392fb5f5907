"""The Everdell board shows what you can do and says why not, as a player meets it: playable
cards glow (free ones say so), a dragged card lights only what it can reach, and a refused
drop snaps back with the game's one reason."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import scene_point, visible_point
from helpers_everdell import Boards, drag, seats, settle
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from gameshelf.engine import Match, get_game
from gameshelf.games.everdell.refusals import why_not
from gameshelf.ui.games.everdell import render


@pytest.fixture
def boards(qtbot):
    made = Boards(qtbot)
    yield made
    made.close()


def _played(seed: int, until, tries: int = 10) -> Match:
    """A two-player match (seat 0 human) played with beginner moves until `until(state)` holds
    on seat 0's turn: the first of `tries` seeds from `seed` on whose game gets there (a change
    to the beginner's play moves the games, not what the test looks at)."""
    spec = get_game("everdell")
    for game_seed in range(seed, seed + tries):
        match = Match.new(spec, seats(1, 1), game_seed)
        rng = random.Random(game_seed)
        while not match.state.is_over():
            state = match.state
            if state.to_move() == 0 and not state.stack and until(state):
                return match
            match.apply(spec.heuristic_action(state, state.to_move(), rng))
    raise AssertionError(f"none of {tries} seeded games from {seed} reached it")


def _lit_while_dragging(view, item) -> tuple[bool, set]:
    """Press on a card, move it over the board and look: is the city lit, and which cards?"""
    viewport = view.board.viewport()
    start = visible_point(view, item)
    end = scene_point(view, view.scene.place_items["haven"].sceneBoundingRect().center())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for step in range(1, 4):
        QTest.mouseMove(viewport, start + (end - start) * (step / 3))
    zone = view.scene.city_zone_item
    city = zone is not None and zone.glow == render.TARGET
    cards = {i for i, c in view.scene.card_items.items()
             if c is not item and c.glow == render.TARGET}
    places = {p for p, place in view.scene.place_items.items() if place.glow == render.TARGET}
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    return city, cards | places


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_an_unaffordable_card_lights_nothing_snaps_back_and_says_what_is_short(
        qtbot, boards, lang):
    controller, view, _ = boards.open(seats(1, 1), seed=4, lang=lang)
    scene = view.scene
    inst = controller.observation().data["hand"][0]
    assert not any(a.name == "play_card" and a.args[0] == inst
                   for a in controller.legal_actions())
    item = scene.card_items[inst]
    assert item.glow is None and not item.free_label  # no playable mark
    city, lit = _lit_while_dragging(view, item)
    assert not city and not lit
    settle(qtbot, view)
    home = item.pos()
    drag(view, item, scene.city_zone.center())
    assert item.pos() == home and not controller.match.actions
    refusal = why_not(controller.state, 0, "play", inst)
    assert refusal is not None and refusal[0] == "cannot_afford"
    assert view.banner_text() == view.words.refusal(refusal)
    if lang == "en":
        name = view.words.card_name(inst)
        assert view.banner_text().startswith("You need ")
        assert view.banner_text().endswith(f" more to play {name}.")


def test_a_worker_dragged_to_the_journey_in_spring_is_told_it_opens_in_autumn(qtbot, boards):
    match = _played(2, lambda s: s.season[0] == 1 and s.available(0) > 0)
    controller, view, _ = boards.show(match)
    scene = view.scene
    worker = scene.worker_items[0]
    home = worker.pos()
    before = len(controller.match.actions)
    drag(view, worker, scene.place_items["journey_2"].sceneBoundingRect().center())
    assert len(controller.match.actions) == before and worker.pos() == home
    assert view.banner_text() == "The Journey opens only in autumn."


def test_an_exclusive_place_taken_says_whose_worker_is_there(qtbot, boards):
    def taken(state):
        return state.available(0) > 0 and any(
            loc.occupancy == "exclusive" and state.loc[loc.id] == [1] for loc in state.data.basic)

    match = _played(0, taken)
    controller, view, _ = boards.show(match)
    place_id = next(loc.id for loc in controller.state.data.basic
                    if loc.occupancy == "exclusive" and controller.state.loc[loc.id] == [1])
    drag(view, view.scene.worker_items[0],
         view.scene.place_items[place_id].sceneBoundingRect().center())
    place = view.content.text(f"locations.{place_id}.name")
    assert view.banner_text() == f"Ben's worker is already on {place}."


def test_playable_cards_glow_free_ones_say_free_and_a_drag_lights_only_their_targets(
        qtbot, boards):
    def free_play(state):
        return any(a.name == "play_card" and a.args[1] == "occupy"
                   for a in state.legal_actions())

    match = _played(0, free_play)
    controller, view, _ = boards.show(match)
    scene = view.scene
    legal = controller.legal_actions()
    plays = {a.args[0] for a in legal if a.name == "play_card"}
    free = {a.args[0]: a.args[2] for a in legal if a.name == "play_card" and a.args[1] == "occupy"}
    shown = {i for i, zone in scene.card_zone.items() if zone in ("hand", "meadow")}
    for inst in shown:
        item = scene.card_items[inst]
        assert (item.glow == render.TARGET) == (inst in plays), inst
        assert (item.free_label == "Free") == (inst in free), inst
    card = next(iter(free))
    hosts = {a.args[2] for a in legal if a.name == "play_card" and a.args[0] == card
             and a.args[1] == "occupy"}
    city, lit = _lit_while_dragging(view, scene.card_items[card])
    assert city and lit == hosts  # the city, and every Construction it could occupy
    settle(qtbot, view)
    assert scene.card_items[card].glow == render.TARGET  # lit again once dropped back
