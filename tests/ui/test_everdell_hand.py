"""The Everdell board at 1366×768 where it used to crowd: a full hand of eight cards, a card an
AI plays from its hidden hand, and long names on city tiles."""

from __future__ import annotations

import random

import pytest
from board_standard import recording_text
from helpers_everdell import Boards, drag, perform, play_to_full_hand, seats, settle
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter

from gameshelf.engine import Match, get_game
from gameshelf.ui.games.everdell import render
from gameshelf.ui.games.everdell.tile_names import READABLE, fit_name

READABLE_PX = 11.0  # the smallest name a player reads without leaning in


@pytest.fixture
def board(qtbot):
    """make(players, seed, lang, full_hand): a board (the first seat a human, the others
    AI); with `full_hand`, played on until the human has eight cards and may play one."""
    boards = Boards(qtbot)

    def make(players, seed, lang="en", full_hand=False):
        match = Match.new(get_game("everdell"), seats(1, players - 1), seed)
        if full_hand:
            play_to_full_hand(match, seed)
        return boards.show(match, lang)

    yield make
    boards.close()


def longest_names(controller, content, count: int) -> list[int]:
    """Card instances of `count` different cards from the deck, the longest names first."""
    state = controller.match.state
    data = state.data
    chosen: dict[str, int] = {}
    for inst in state.deck:
        chosen.setdefault(data.cards[data.inst_card[inst]], inst)
    return sorted(chosen.values(), key=lambda i: -len(
        content.text(f"cards.{data.cards[data.inst_card[i]]}.name")))[:count]


def on_screen(view, item, local: QRectF) -> QRectF:
    """`local` (in the item's coordinates) where the viewport shows it, in pixels."""
    return view.board.mapFromScene(item.mapRectToScene(local)).boundingRect().toRectF()


@pytest.mark.parametrize(("lang", "players"), [("en", 2), ("es", 4), ("ja", 1)])
def test_a_full_hand_shows_every_name_and_cost_clear_of_the_others(qtbot, board, lang,
                                                                   players):
    controller, view, _ = board(players, 2, lang, full_hand=True)
    hand = controller.observation().data["hand"]
    scene = view.scene
    items = [scene.card_items[inst] for inst in hand]
    viewport = QRectF(view.board.viewport().rect())
    names = [on_screen(view, item, QRectF(0, 0, item.width, 30)) for item in items]
    costs = [on_screen(view, item, QRectF(0, item.height - 24, item.width, 24)) for item in items]
    for index, item in enumerate(items):
        assert viewport.contains(on_screen(view, item, item.rect()))
        others = [scene.card_items[i] for i in hand if i != hand[index]]
        for other in others:
            body = on_screen(view, other, other.rect())
            assert not body.intersects(names[index]) and not body.intersects(costs[index])
    # The name band is at least as large as the Meadow's, where names read at 11 px.
    assert min(n.height() for n in names) >= 30 * 1.18 * view.board.transform().m11() - 1


def test_a_card_of_a_full_hand_is_still_dragged_into_the_city(qtbot, board):
    controller, view, _ = board(2, 2, full_hand=True)
    hand = controller.observation().data["hand"]
    inst = next(i for i in hand[::-1] if any(
        a.name == "play_card" and a.args[0] == i for a in controller.legal_actions()))
    drag(view, view.scene.card_items[inst], view.scene.city_zone.center())
    settle(qtbot, view)
    assert controller.match.actions[-1].name == "play_card"
    assert controller.match.actions[-1].args[0] == inst
    assert view.scene.card_zone[inst] == "city"


def test_a_card_an_ai_plays_from_its_hidden_hand_slides_from_its_panel(qtbot, board,
                                                                      monkeypatch):
    controller, view, ai = board(2, 4)
    spec = controller.spec
    rng = random.Random(5)
    play = None
    for _ in range(200):
        qtbot.waitUntil(lambda: ai.waiting is not None or controller.human_to_move() is not None,
                        timeout=3000)
        state = controller.state
        if controller.human_to_move() is not None:
            perform(qtbot, view, spec.heuristic_action(state, 0, rng))
            continue
        plays = [a for a in state.legal_actions()
                 if a.name == "play_card" and a.args[0] in state.hands[1]]
        if plays:
            play = plays[0]
            break
        ai.answer(spec.heuristic_action(state, 1, rng))
    assert play is not None, "the AI never could play from its hand"
    settle(qtbot, view)
    inst = play.args[0]
    assert inst not in view.scene.card_items  # hidden in its hand
    slides = []
    slide = view.animator.slide

    def spy(item, start, end, z=None, done=None):
        slides.append((item.card, start, end))
        slide(item, start, end, z, done)

    monkeypatch.setattr(view.animator, "slide", spy)
    view.set_animation_ms(300)
    ai.answer(play)
    qtbot.waitUntil(lambda: inst in view.scene.card_items, timeout=2000)
    item = view.scene.card_items[inst]
    assert view.scene.card_zone[inst] == "city"
    start = next(start for card, start, _ in slides if card == inst)
    panel = view.scene.player_items[1]
    header = QRectF(panel.pos().x(), panel.pos().y(), panel.width, 48)
    assert header.intersects(QRectF(start, item.rect().size()))
    # Never in the way: a click on the board ends the slide, the card at its place.
    view._board_pressed()
    assert not view.animator.active
    assert item.pos() == item.home


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_city_tiles_write_the_longest_names_at_11_px_whole_where_a_word_fits(qtbot, board,
                                                                             lang):
    controller, view, _ = board(2, 3, lang)
    state = controller.match.state
    longest = longest_names(controller, view.content, 15)
    state.deck = [i for i in state.deck if i not in longest]
    state.cities[0] = longest[:8]
    state.cities[1] = longest[8:]
    state._legal = None
    view.rebuild()
    settle(qtbot, view)
    assert READABLE * view.board.transform().m11() >= READABLE_PX
    metrics = QFontMetricsF(render.font(READABLE))
    whole = {0: 0, 1: 0}
    for inst in longest:
        item = view.scene.card_items[inst]
        name = item.face.name
        box = render.tile_name_box(item.rect())
        lines = fit_name(name, box.width(), box.height())
        assert len(lines) * metrics.lineSpacing() <= max(box.height(), metrics.lineSpacing())
        if "".join(lines).replace(" ", "") == name.replace(" ", ""):
            whole[item.seat] += 1
        elif item.seat == 0:  # your own city elides only a word wider than its tile
            words = [name] if lang == "ja" else name.split()
            assert any(metrics.horizontalAdvance(w) > box.width() for w in words), name
    assert whole[1] >= 5  # an opponent's tiles too, laid out for their names


def test_a_latin_word_is_never_cut_in_two_on_a_tile(qapp):
    (line,) = fit_name("Guardabosques", 60, 60)  # room for two lines, but not for the word
    assert line.startswith("Guar") and line.endswith("…")
    assert fit_name("Refinería de Resina", 115, 60) == ("Refinería de", "Resina")
    assert fit_name("Refinería de Resina", 115, 20) == (QFontMetricsF(render.font(READABLE))
                                                       .elidedText("Refinería de Resina",
                                                                   Qt.TextElideMode.ElideRight,
                                                                   115),)


def test_a_long_word_on_a_card_face_is_narrowed_rather_than_shrunk(qapp):
    band = QRectF(0, 0, 76, 28)  # beside the points, on a card's coloured band
    assert render.fit_card_name(band, "Farm", 13, 12) == (13, 100)
    pixels, stretch = render.fit_card_name(band, "Guardabosques", 13, 12)
    assert pixels == 12 and stretch < 100
    # Narrower, it is never made smaller than the floor: it breaks with a hyphen instead.
    assert render.fit_card_name(QRectF(0, 0, 64, 28), "Guardabosques", 13, 12) is None


def test_a_word_too_long_for_a_cards_band_breaks_at_a_syllable_with_a_hyphen(qapp):
    assert render.syllable_breaks("Guardabosques") == [4, 6, 9]  # guar-da-bos-ques
    assert render.syllable_breaks("Hablador") == [5]  # "bl" begins a syllable: never "Hab-"
    image = QImage(100, 60, QImage.Format.Format_ARGB32)
    with recording_text() as drawn:
        painter = QPainter(image)
        render.draw_hyphenated(painter, QRectF(0, 0, 60, 40), "Guardabosques", 14,
                               render.CARD_TEXT)
        painter.end()
    ((text, px),) = [(t.text, t.px) for t in drawn]
    first, second = text.split("\n")
    assert first.endswith("-") and first[:-1] + second == "Guardabosques" and px == 14
