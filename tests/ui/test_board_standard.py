"""The measurable parts of docs/board-standard.md, on every game with a board: at 1366×768, in
English, Spanish and Japanese, at the smallest and the largest table, no text on the board is
smaller than 11 px on the screen, and no text is drawn over another. Ethnos and Everdell meet
the first (they had 41-128 such texts each until issue 11); a new game's board meets both from
its first commit.
"""

from __future__ import annotations

import pytest
from board_standard import READABLE_PX, board_texts, open_board, overlapping

from gameshelf.engine import get_game
from gameshelf.ui.fonts import LanguageFonts
from gameshelf.ui.games import PLAYABLE_GAMES

LANGUAGES = ("en", "es", "ja")


def tables(game: str) -> list[int]:
    spec = get_game(game)
    return sorted({spec.min_players, spec.max_players})


CASES = [(game, players) for game in PLAYABLE_GAMES for players in tables(game)]


@pytest.fixture
def language(qapp):
    fonts = LanguageFonts(qapp)
    yield fonts.apply
    fonts.apply("en")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_on_the_board_is_below_11_px_at_1366x768(game, players, lang, language, qtbot):
    language(lang)
    controller, view = open_board(game, players, lang)
    qtbot.addWidget(view)
    try:
        texts = board_texts(view.board)
        assert len(texts) > 20, "the board drew almost no text: the measurement is broken"
        small = sorted((t for t in texts if t.px < READABLE_PX - 0.05), key=lambda t: t.px)
        assert not small, (f"{len(small)} texts below {READABLE_PX} px: "
                           + ", ".join(map(str, small[:12])))
    finally:
        view.close()
        controller.deleteLater()


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_on_the_board_is_drawn_over_another(game, players, lang, language, qtbot):
    language(lang)
    controller, view = open_board(game, players, lang)
    qtbot.addWidget(view)
    try:
        pairs = overlapping(board_texts(view.board))
        assert not pairs, f"{len(pairs)} texts over others: " + ", ".join(
            f"{one} / {other}" for one, other in pairs[:6])
    finally:
        view.close()
        controller.deleteLater()


def test_the_measurement_sees_text_below_11_px(qtbot, language):
    """The check can fail: a board drawn at a third of its size reads as too small."""
    language("en")
    controller, view = open_board("ethnos", 2, "en")
    qtbot.addWidget(view)
    try:
        view.board.scale(1 / 3, 1 / 3)
        texts = board_texts(view.board)
        assert len([t for t in texts if t.px < READABLE_PX]) > len(texts) / 2
    finally:
        view.close()
        controller.deleteLater()
