"""Two long Spoils names on one small card both read whole (issue 14): a pair's card in one
row is as high as its location allows and each name takes the lines it needs; in the two rows
of 3-4 players a name that cannot have its lines shows its short form ([card_short]). They
read "Tapestry of th…" and "Ship Upgrade…" before."""

from __future__ import annotations

import pytest
from board_standard import recording_text
from PySide6.QtGui import QImage, QPainter

from gameshelf.content import load_content
from gameshelf.games.reavers.data import default_data
from gameshelf.ui.fonts import LanguageFonts
from gameshelf.ui.games.reavers import scene as layout
from gameshelf.ui.games.reavers.items import LinesItem
from gameshelf.ui.games.reavers.words import ReaversWords
from gameshelf.ui.games.text_fit import _FITTED

ONE_ROW = ((layout.LOC_W - 12 - 3 * layout.GAP) / 4, layout.LOC_H - layout.CARD_Y - 6)
TWO_ROWS = ((layout.LOC_W - 12 - 2 * layout.GAP) / 3,
            (layout.LOC_H - layout.CARD_Y - 6 - layout.GAP) / 2)
PAIRS = (("upgrade_ship_hammer", "bows_1"), ("tapestry_a_1", "tapestry_c_1"),
         ("upgrade_double_hammer", "axes_2"), ("traders_scale", "chest_of_villages"),
         ("shield_of_keeps", "tapestry_b_2"))


@pytest.fixture
def language(qapp):
    fonts = LanguageFonts(qapp)
    yield fonts.apply
    fonts.apply("en")
    _FITTED.clear()


def drawn(item: LinesItem) -> list[str]:
    image = QImage(int(item.width) + 20, int(item.height) + 20, QImage.Format.Format_ARGB32)
    with recording_text() as texts:
        painter = QPainter(image)
        item.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
    return [t.text for t in texts]


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
@pytest.mark.parametrize("cell", [ONE_ROW, TWO_ROWS], ids=["one_row", "two_rows"])
def test_both_names_of_a_pair_read_whole_on_its_card(qapp, language, lang, cell):
    language(lang)
    _FITTED.clear()
    words = ReaversWords(load_content("reavers", lang), default_data(), lambda: [])
    for pair in PAIRS:
        bands = [(words.card(c), layout.SPOIL_BAND, words.card_short(c)) for c in pair]
        item = LinesItem("keep:0", "", bands, None, *cell)
        lines = drawn(item)
        assert not any("…" in line for line in lines), (pair, lines)
        joined = "".join(lines).replace(" ", "")
        for card in pair:
            assert (words.card(card).replace(" ", "") in joined
                    or words.card_short(card).replace(" ", "") in joined), (card, lines)
