"""The measurable parts of docs/board-standard.md, on every game with a board: at 1366×768, in
English, Spanish and Japanese, at the smallest and the largest table, no text on the board is
smaller than 11 px on the screen.

Everdell's board meets it; Ethnos's does not yet (issue 11 stays open until it does):
`KNOWN_SMALL` pins how many of its texts are still too small, measured on the board of this
commit, so that the count can only fall. A game without an entry (a new game's board from its
first commit) has none.
"""

from __future__ import annotations

import pytest
from board_standard import READABLE_PX, board_texts, open_board

from gameshelf.engine import get_game
from gameshelf.ui.fonts import LanguageFonts
from gameshelf.ui.games import PLAYABLE_GAMES

LANGUAGES = ("en", "es", "ja")
# (game, players, language) -> texts below 11 px today (of about 120-290 on the board).
KNOWN_SMALL = {
    ("ethnos", 2, "en"): 41, ("ethnos", 2, "es"): 44, ("ethnos", 2, "ja"): 45,
    ("ethnos", 6, "en"): 60, ("ethnos", 6, "es"): 61, ("ethnos", 6, "ja"): 63,
}


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
        allowed = KNOWN_SMALL.get((game, players, lang), 0)
        assert len(small) <= allowed, (
            f"{len(small)} texts below {READABLE_PX} px (at most {allowed}): "
            + ", ".join(map(str, small[:12])))
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
        assert len([t for t in texts if t.px < READABLE_PX]) > KNOWN_SMALL[("ethnos", 2, "en")]
    finally:
        view.close()
        controller.deleteLater()
