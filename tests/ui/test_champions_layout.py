"""The Champions board is as high as the other boards: it fills the view's width on a 16:9
screen and its height in a maximized window on a 1366×768 one, where its texts come to 11 px;
the viewer's panel reaches the bottom edge with its workers at home and up to eight runes on it
(the fifth to eighth rune fell below the scene before)."""

from __future__ import annotations

import pytest
from board_standard import PAGE, board_texts
from helpers_boards import show_match
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.app import Languages
from gameshelf.ui.games.champions import ChampionsView
from gameshelf.ui.games.champions.layout import HEIGHT, WIDTH
from gameshelf.ui.screenshot import open_view, play_moves


@pytest.mark.parametrize(("size", "bound"), [((1920, 1080), "width"), (PAGE, "height")])
def test_the_board_fills_its_view_on_a_16_9_screen_and_a_maximized_1366x768_window(
        qapp, size, bound):
    _controller, view = open_view("champions", 4, "en", size, moves=0)
    board = view.scene.views()[0]
    room = board.viewport().size()
    scale = board.transform().m11()
    try:
        across, down = (room.width() - 4) / WIDTH, (room.height() - 4) / HEIGHT
        assert scale == pytest.approx(across if bound == "width" else down, abs=0.002)
    finally:
        view.close()


def test_the_viewers_workers_and_eight_runes_lie_on_their_panel_inside_the_board(qtbot):
    match = Match.new(get_game("champions"), [Seat("Ana"), Seat("Ben", "ai", "easy")], 3)
    assert play_moves(match, 0, 3, phase="place")  # Ana to place a worker
    controller, view, _ai = show_match(qtbot, match, ChampionsView)
    state = controller.match.state  # the controller's own match, replayed from the seed
    state.runes[0] = sorted(match.spec.data.runes)[:8]  # type: ignore[attr-defined]
    state.workers_left[0] = state.workers_total[0] = 6
    view._redraw([])
    scene = view.scene
    seat = scene.seat_items[0]
    panel = seat.mapRectToScene(seat.rect())
    board = QRectF(0, 0, WIDTH, HEIGHT)
    pieces = [item.mapRectToScene(item.rect()) for item in scene.items()
              if getattr(item, "key", "").startswith("my_rune:")]
    pieces += [worker.mapRectToScene(worker.rect()) for worker in scene.worker_items]
    assert len(pieces) == 8 + 6
    for rect in pieces:
        assert panel.contains(rect) and board.contains(rect)
    assert panel.bottom() == pytest.approx(HEIGHT, abs=1)
    view.close()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_each_rune_name_on_the_viewers_panel_reads_whole_up_to_six_runes(qtbot, lang):
    """Up to three runes stand in one row of tall cards, four to six in two rows as wide as
    the count allows: the longest name, Spanish "Conocimiento", reads whole (on cards four to
    a row it was "Conoci…")."""
    from gameshelf.ui.games.champions.items import READABLE, line_height
    from gameshelf.ui.games.text_fit import fit_text

    match = Match.new(get_game("champions"), [Seat("Ana"), Seat("Ben", "ai", "easy")], 3)
    assert play_moves(match, 0, 3, phase="place")
    controller, view, _ai = show_match(qtbot, match, ChampionsView, lang)
    runes = sorted(match.spec.data.runes)  # type: ignore[attr-defined]
    state = controller.match.state
    for held in [runes[i:i + 3] for i in range(0, len(runes), 3)] + [runes[:6], runes[4:]]:
        state.runes[0] = held
        view._redraw([])
        cards = [item for item in view.scene.items()
                 if getattr(item, "key", "").startswith("my_rune:")]
        assert len(cards) == len(held)
        for card in cards:
            room = card.rect().height() - 5
            lines = max(1, int(room // line_height(True)))
            fitted = fit_text(card.name, card.rect().width() - 12, lines * line_height(True),
                              READABLE, True)
            assert fitted.whole, (lang, len(held), card.name, fitted)
    view.close()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_a_destiny_on_the_viewers_panel_shows_the_values_of_the_data(qtbot, lang):
    """The content says `{alone}` and `{tied}`; the card and its tooltip show the numbers of
    the data file, so a rebalanced Destiny cannot read its old values."""
    match = Match.new(get_game("champions"), [Seat("Ana"), Seat("Ben", "ai", "easy")], 3)
    assert play_moves(match, 0, 3, phase="place")
    controller, view, _ai = show_match(qtbot, match, ChampionsView, lang)
    data = match.spec.data  # type: ignore[attr-defined]
    controller.match.state.destinies[0] = ["troll_slayer", "wealthy"]
    view._redraw([])
    cards = {item.key: item for item in view.scene.items()
             if getattr(item, "key", "").startswith("destiny:")}
    assert sorted(cards) == ["destiny:troll_slayer", "destiny:wealthy"]
    for key, card in cards.items():
        destiny = data.destinies[key.split(":")[1]]
        for text in (card.detail, card.toolTip()):
            assert "{" not in text and str(destiny.alone) in text and str(destiny.tied) in text
    view.close()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_load_of_a_ship_being_loaded_reads_above_its_food_buttons(qtbot, lang):
    """While the viewer loads a longship, the port's lines stay clear of the − / + Food buttons
    laid over its bottom: in Japanese, whose lines are taller, "積載 2/10" was drawn under them
    (the ship's name gives way, and the tooltip names it)."""
    languages = Languages(QApplication.instance())
    languages.apply(lang)  # the translations and the language's font, as the app sets them
    try:
        _controller, view = open_view("champions", 2, lang, PAGE, 1, 60)
        qtbot.addWidget(view)
        board = view.board
        buttons = [board.mapFromScene(item.mapRectToScene(item.rect())).boundingRect()
                   for name, item in view.scene.buttons.items()
                   if name.startswith(("load:", "unload:"))]
        assert buttons, "the position has no ship being loaded: the check sees nothing"
        texts = board_texts(board)
        words = view.texts.load.format(load="", capacity="").replace("/", " ").split()
        assert any(w in t.text for t in texts for w in words), "the load line was not drawn"
        under = [t for t in texts for b in buttons
                 if QRectF(b).intersects(t.box) and not QRectF(b).contains(t.box)]
        assert not under, [str(t) for t in under]
        view.close()
    finally:
        languages.apply("en")
