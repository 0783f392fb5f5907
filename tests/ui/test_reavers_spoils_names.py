"""Two long Spoils names on one small card both read whole (issues 14, 15): a pair's card in one
row (2 players) is as high as its location allows and each name takes the lines it needs; in
the two rows of 3-4 players a name that cannot have its lines shows its short form
([card_short]), and then both names of the card show theirs. Checked on every two Spoils of
one deck that can meet on a card, in every language. They read "Tapestry of th…", "Ship
Upgrade…" and "Balanza del M…" before, and "Raven Tapestry" over "Tapestry of the Wolf".
"""

from __future__ import annotations

import itertools

import pytest
from board_standard import recording_text
from PySide6.QtGui import QImage, QPainter

from gameshelf.content import load_content
from gameshelf.games.reavers.data import default_data
from gameshelf.ui.games.reavers import scene as layout
from gameshelf.ui.games.reavers.items import LinesItem
from gameshelf.ui.games.reavers.words import ReaversWords
from gameshelf.ui.games.text_fit import _FITTED

ONE_ROW = ((layout.LOC_W - 12 - 3 * layout.GAP) / 4, layout.LOC_H - layout.CARD_Y - 6)
TWO_ROWS = ((layout.LOC_W - 12 - 2 * layout.GAP) / 3,
            (layout.LOC_H - layout.CARD_Y - 6 - layout.GAP) / 2)


@pytest.fixture
def language(language):  # the app's (conftest), and the fitted texts forgotten afterwards
    yield language
    _FITTED.clear()


def drawn(item: LinesItem) -> list[str]:
    image = QImage(int(item.width) + 20, int(item.height) + 20, QImage.Format.Format_ARGB32)
    with recording_text() as texts:
        painter = QPainter(image)
        item.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
    return [t.text for t in texts]


def pairs(words: ReaversWords) -> list[tuple[str, str]]:
    """Every two cards of one Spoils deck that can lie on one card, one pair a pair of names."""
    data = default_data()
    found: dict[tuple[str, str], tuple[str, str]] = {}
    for deck in (data.village, data.keep):
        for a, b in itertools.combinations(sorted(deck), 2):
            found.setdefault((words.card(a), words.card(b)), (a, b))
    return list(found.values())


def squeezed(text: str) -> str:
    return text.replace(" ", "")


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
@pytest.mark.parametrize("cell", [ONE_ROW, TWO_ROWS], ids=["one_row", "two_rows"])
def test_both_names_of_a_pair_read_whole_on_its_card(qapp, language, lang, cell):
    language(lang)
    _FITTED.clear()
    words = ReaversWords(load_content("reavers", lang), default_data(), lambda: [])
    cut, mixed = [], []
    for pair in pairs(words):
        bands = [(words.card(c), layout.SPOIL_BAND, words.card_short(c)) for c in pair]
        lines = drawn(LinesItem("keep:0", "", bands, None, *cell))
        joined = squeezed("".join(lines))
        whole = [squeezed(words.card(c)) in joined for c in pair]
        if any("…" in line for line in lines) or not all(
                shown or squeezed(words.card_short(c)) in joined
                for c, shown in zip(pair, whole, strict=True)):
            cut.append((pair, lines))
        elif words.card(pair[0]) != words.card(pair[1]) and not all(whole) and any(
                shown and words.card_short(c) != words.card(c)
                for c, shown in zip(pair, whole, strict=True)):
            mixed.append((pair, lines))  # one short form over a whole name that has one
    assert not cut, cut
    assert not mixed, mixed
