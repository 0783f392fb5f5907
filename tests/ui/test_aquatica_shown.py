"""What the others do on the Aquatica board is shown, and Undo takes back one step of your turn
(docs/board-standard.md §3, §4): an AI's played character slides from its board into this
turn's panel, a Location it buys or conquers slides from its row onto its board, a manta it
claims a goal with slides onto the goal's spot; a click lands them at once. Against the AI one
Undo takes back one step of the turn (a depth exploited, a manta flipped, a card played)."""

from __future__ import annotations

import random
from dataclasses import replace
from types import SimpleNamespace

import pytest
from board_standard import item_texts
from helpers_ethnos import settle
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from test_aquatica_play import open_game, perform

from gameshelf.content import load_content
from gameshelf.engine import Action
from gameshelf.games.aquatica.data import default_data
from gameshelf.ui.app import Languages
from gameshelf.ui.games.aquatica.items import CharacterItem, LocationItem, MantaItem
from gameshelf.ui.games.aquatica.words import AquaticaWords
from gameshelf.ui.screenshot import open_view

SHOWN = ("play", "buy", "conquer", "claim")


def close(controller, view) -> None:
    view.close_dialogs()
    controller.close()
    view.close()


def ghosts(view) -> list:
    """The pieces added only for a slide: a Location on its way, a manta on its way."""
    return [i for i in view.scene.items() if (isinstance(i, LocationItem) and i.zone == "moving")
            or (isinstance(i, MantaItem) and i.face == "")]


def ai_move(controller, rng: random.Random, wanted: tuple[str, ...]) -> Action:
    legal = controller.state.legal_actions()
    # What is wanted first; then a character that buys or conquers, and what pays for it.
    state = controller.state
    paying = [a for a in legal if a.name == "play" and any(
        getattr(e, "effect", None) in ("buy", "conquer")
        for e in state.data.characters[a.args[0]].effects)]
    for shown in ([a for a in legal if a.name in wanted], paying,
                  [a for a in legal if a.name in ("exploit", "flip")]):
        if shown:
            return rng.choice(shown)
    return controller.spec.heuristic_action(controller.state, controller.state.to_move(), rng)


# Long enough that the test still finds a slide running on a loaded machine: at 300 ms, under
# three busy processes, the slide was over before the test looked once. A click ends it at once.
SLIDE_MS = 1500


def play_until_ai_shows(qtbot, controller, view, ai, rng, wanted: tuple[str, ...]
                        ) -> Action | None:
    """Play on (the human by the beginner's moves, the AI preferring `wanted`) until the AI
    makes one of `wanted`; that move (None: the game ended first)."""
    for _ in range(600):
        if controller.state.is_over():
            return None
        if controller.human_to_move() is not None:
            view.animator.stop()
            controller.play(controller.spec.heuristic_action(controller.state, 0, rng))
            settle(qtbot, view)
            continue
        qtbot.waitUntil(lambda: ai.waiting is not None, timeout=3000)
        move = ai_move(controller, rng, wanted)
        ai.answer(move)
        qtbot.waitUntil(lambda: ai.waiting is not None or controller.human_to_move() is not None
                        or controller.state.is_over(), timeout=3000)
        if move.name in wanted:
            return move
        view.animator.stop()
    raise AssertionError(f"the AI never made {wanted}")


def test_an_ai_played_character_slides_into_this_turns_panel(qtbot):
    controller, view, ai = open_game(qtbot, seed=3)
    try:
        view.set_animation_ms(SLIDE_MS)
        move = play_until_ai_shows(qtbot, controller, view, ai, random.Random(3), ("play",))
        assert move is not None
        qtbot.waitUntil(lambda: view.animator.active, timeout=3000)
        card = next(c for c in view.scene.in_play_items if c.card == move.args[0])
        start = card.pos()
        assert start != card.home  # on its way from Ben's board
        qtbot.waitUntil(lambda: not view.animator.active, timeout=3000)
        assert card.pos() == card.home
    finally:
        close(controller, view)


def test_an_ai_location_and_claimed_goal_slide_and_a_click_lands_them(qtbot):
    controller, view, ai = open_game(qtbot, seed=5)
    try:
        view.set_animation_ms(SLIDE_MS)
        rng = random.Random(5)
        seen: set[str] = set()
        for _ in range(40):
            move = play_until_ai_shows(qtbot, controller, view, ai, rng,
                                       ("buy", "conquer", "claim"))
            if move is None:
                break
            qtbot.waitUntil(lambda: view.animator.active, timeout=3000)
            moving = ghosts(view)
            assert moving, move
            seen.add("location" if isinstance(moving[0], LocationItem) else "manta")
            QTest.mouseClick(view.board.viewport(), Qt.MouseButton.LeftButton)
            assert not view.animator.active
            assert not ghosts(view)
            if seen == {"location", "manta"}:
                break
        assert seen == {"location", "manta"}, seen
    finally:
        close(controller, view)


def test_no_slide_when_animations_are_off(qtbot):
    controller, view, ai = open_game(qtbot, seed=3)
    try:
        play_until_ai_shows(qtbot, controller, view, ai, random.Random(3), ("play",))
        settle(qtbot, view)
        assert not view.animator.active
        assert not ghosts(view)
    finally:
        close(controller, view)


def test_one_undo_takes_back_one_step_of_the_turn_against_the_ai(qtbot):
    controller, view, _ai = open_game(qtbot, seed=3)
    try:
        rng = random.Random(3)
        steps = 0
        # Ana's turn: every step that shows nothing hidden (a depth, a manta, a card played)
        seen = []
        while steps < 3:
            legal = controller.legal_actions()
            candidates = [a for a in legal if a.name in ("exploit", "flip", "play")]
            if not candidates:
                break
            action = rng.choice(candidates)
            seen.append(controller.observation().data)
            perform(qtbot, view, action)
            assert controller.match.actions[-1] == action
            steps += 1
        assert steps >= 2
        for step in range(steps):
            assert view.panel.undo.isEnabled()
            before = len(controller.match.actions)
            view.panel.undo.click()
            settle(qtbot, view)
            assert len(controller.match.actions) == before - 1
            assert controller.observation().data == seen[-1 - step]
            assert controller.human_to_move() == 0  # still Ana's turn, step by step
    finally:
        close(controller, view)


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_a_set_up_kings_text_names_the_bonus_manta_of_the_data(lang):
    """The content says `{face}`; the King's text and short form name the manta face of the data
    file, so a rebalanced bonus manta cannot read its old face."""
    data = default_data()
    content = load_content("aquatica", lang)
    for face in ("coins1", "power2"):
        characters = {k: replace(c, setup_manta=face) if c.setup_manta else c
                      for k, c in data.characters.items()}
        words = AquaticaWords(content, SimpleNamespace(characters=characters), list)
        for king in ("fancelot", "herbert"):
            text, short = words.text("character", king), words.short("character", king)
            assert "{" not in text + short
            assert words.name("manta", face) in text, (king, text)
            assert words.short("manta", face) in short, (king, short)


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_an_opponents_panel_shows_its_counts_beside_its_pawn_and_its_locations_named(
        qtbot, lang):
    """Seen under Xvfb (en, es, 1366x768): the seat's pawn covered the first letter of
    "Hand 7"; and a Location on an opponent's board showed only "★ ·0", with no name. The
    counts now stand beside the pawn, and a small slot with room for two lines names its
    Location above the depth."""
    controller, view = open_view("aquatica", 2, lang, (1366, 768), 3, 60)
    qtbot.addWidget(view)
    try:
        [item] = list(view.scene.seat_items.values())
        named = [slot for slot in item.slots if slot.colour is not None]
        assert named and all(slot.name for slot in named)
        drawn = item_texts(item)
        pawn = QRectF(18 - 13 * 0.8, 18 - 13, 13 * 1.6, 13 * 2.0)  # draw_worker's reach
        label = item.label
        assert not [t for t in drawn if t.text != label and t.box.intersects(pawn)]
        texts = {t.text for t in drawn}
        assert all(slot.name in texts or any(slot.name[:4] in t for t in texts)
                   for slot in named)
    finally:
        close(controller, view)


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_kings_card_in_hand_shows_its_whole_effect(qtbot, lang):
    """Seen under Xvfb (ja, 1366x768 and 1920x1080): the King's two-line name and its number's
    row left its short form one line, cut to "武力+1、征…". The number now rides in the name's
    band, and the short form is drawn whole in every language."""
    languages = Languages(QApplication.instance())
    languages.apply(lang)
    controller, view = open_view("aquatica", 2, lang, (1366, 768), 1, 0)
    qtbot.addWidget(view)
    try:
        king = controller.match.state.kings[0]
        [item] = [i for i in view.scene.hand_items if i.card == king]
        drawn = item_texts(item)
        assert item.face.badge and item.face.badge in {t.text for t in drawn}
        assert not [t.text for t in drawn if t.text.endswith("…")], [t.text for t in drawn]
    finally:
        close(controller, view)
        languages.apply("en")


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_location_card_writes_its_name_whole(qtbot, lang):
    """Seen under Xvfb (es, 1366×698): "Caldera del Cora…", "Ruinas del Merc…", "Corona de la
    Ciu…": the cards wrote the Location's full name, while the content has a short form for
    the small card that nothing used. A row card and a slot of your board now write the short
    form (the tooltip and the log the full name), and every short form reads whole on a row
    card, the Location's type glyph before it."""
    languages = Languages(QApplication.instance())
    languages.apply(lang)
    controller, view = open_view("aquatica", 2, lang, (1366, 768), 1, 0)
    qtbot.addWidget(view)
    try:
        scene, words = view.scene, view.scene._board.words
        shown = next(iter(scene.location_items.values()))
        assert shown.face.name == words.location_on_card(shown.location)
        cut = []
        for location in default_data().locations:
            item = LocationItem(0, location, scene.location_face(location), "bottom", None,
                                shown.width, shown.height)
            texts = [t.text for t in item_texts(item)]
            name = words.short("location", location)
            if any(t.endswith("…") for t in texts) or name.replace(" ", "") not in "".join(
                    texts).replace(" ", ""):
                cut.append((location, texts[:2]))
        assert not cut, cut
    finally:
        close(controller, view)
        languages.apply("en")


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_character_writes_its_short_form_whole_on_a_small_card(qtbot, lang):
    """Seen in the Spanish board's texts (a hand of 11, two rows of small cards): the King's
    card read "+1 Fuerza, Conquistar, …". On a small card whose short form would be cut under
    the icons, the short form takes the icons' line (they say the same). Every character and
    King, at the size of the board's own small cards."""
    languages = Languages(QApplication.instance())
    languages.apply(lang)
    controller, view = open_view("aquatica", 2, lang, (1366, 768), 2, 60)
    qtbot.addWidget(view)
    try:
        scene = view.scene
        small = min(scene.hand_items, key=lambda item: item.height)
        assert len(scene.hand_items) > 8 and small.height < 110, "no hand of two rows"
        cut = []
        for card in scene._board.data.characters:
            face = scene.character_face(card)
            item = CharacterItem(card, face, "hand", None, small.width, small.height)
            texts = [t.text for t in item_texts(item)]
            if face.short.replace(" ", "") not in "".join(texts[1:]).replace(" ", ""):
                cut.append((card, texts))
        assert not cut, cut
    finally:
        close(controller, view)
        languages.apply("en")
