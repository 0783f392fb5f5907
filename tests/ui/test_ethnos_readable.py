"""The Ethnos board where it used to crowd: a market of twelve, the leader's crown, glory markers
at the same score, the markers of a 2-player game, many bands, small cards that write no word."""

from __future__ import annotations

import itertools
import math

import pytest
from board_standard import item_texts, recording_text
from board_standard import open_board as open_standard_board
from helpers_ethnos import open_board, settle
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFontMetricsF, QImage, QPainter

from gameshelf.content import load_content
from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.games.ethnos import render
from gameshelf.ui.games.ethnos.board_items import GloryTrackItem, KingdomItem, MarkerCount
from gameshelf.ui.games.ethnos.card_items import CARD_H, CARD_W, MINI_H, MINI_W, BandItem
from gameshelf.ui.games.ethnos.scene import (
    HAND_SCALE,
    HEIGHT,
    MARKET_SCALE,
    ME_Y,
    WIDTH,
    band_places,
)
from gameshelf.ui.games.text_fit import fit_text
from gameshelf.ui.screenshot import play_moves

LANGUAGES = ("en", "es", "ja")


def test_a_market_of_twelve_shows_every_cards_name(qtbot, ai_client):
    seats = [Seat("Ana")] + [Seat(f"AI {i}", "ai", "easy") for i in range(5)]
    match = Match.new(get_game("ethnos"), seats, 3)
    assert play_moves(match, 0, 3, "turn")
    controller, view = open_board(qtbot, ai_client, match)
    try:
        settle(qtbot, view)
        items = list(view.scene.market_items.values())
        assert len(items) >= 10
        name = render.name_box(QRectF(0, 0, CARD_W, CARD_H))
        names = {item: item.mapRectToScene(name) for item in items}
        for one, other in itertools.combinations(items, 2):
            assert not names[one].intersects(names[other])
        for item, rect in names.items():  # nothing lies over a name
            above = [o for o in items if o.zValue() > item.zValue()]
            assert not any(o.sceneBoundingRect().adjusted(7, 7, -7, -7).intersects(rect)
                           for o in above)
    finally:
        controller.close()
        view.close()


def test_every_tribes_short_ability_is_written_whole_at_11_px_in_every_language(qtbot,
                                                                              language):
    """A full card writes the short form of its tribe's ability (the tooltip has it whole), at
    11 px or more on the screen even on the smaller market card."""
    language("en")
    controller, view = open_standard_board("ethnos", 2, "en")
    qtbot.addWidget(view)
    try:
        assert render.CARD_PX * MARKET_SCALE * view.board.transform().m11() >= 11.0
        # A hand card is larger: its ability a pixel smaller reads as large, and a fanned
        # card's strip holds the Japanese Troll ability whole again (it was cut at 14).
        assert render.card_px(HAND_SCALE) < render.card_px(MARKET_SCALE) == render.CARD_PX
        assert render.card_px(HAND_SCALE) * HAND_SCALE * view.board.transform().m11() >= 11.0
    finally:
        view.close()
        controller.deleteLater()
    box = render.ability_box(QRectF(0, 0, CARD_W, CARD_H))
    for lang in LANGUAGES:
        language(lang)
        content = load_content("ethnos", lang)
        for tribe in content.table("tribes"):
            short = content.text(f"tribes.{tribe}.short")
            assert short, (lang, tribe)
            fitted = fit_text(short, box.width(), box.height(), render.CARD_PX)
            assert fitted.whole, (lang, tribe, fitted.lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_leaders_crown_covers_neither_name_of_the_card(qapp, language, lang):
    language(lang)
    content = load_content("ethnos", lang)
    rect = QRectF(0, 0, CARD_W, CARD_H)
    crown = render.crown_rect(rect)
    assert not crown.intersects(render.name_box(rect))
    assert not crown.intersects(render.strip_name_box(rect, leader=True))
    assert rect.contains(crown)
    for tribe in content.table("tribes"):
        width = QFontMetricsF(render.font(16, True)).horizontalAdvance(
            content.text(f"tribes.{tribe}.card"))
        box = render.name_box(rect)
        written = QRectF(box.left(), box.top(), min(width, box.width()), box.height())
        assert not crown.intersects(written)


def test_glory_markers_at_the_same_or_a_close_score_all_show_their_seat_number(qapp):
    entries = [(QColor(c), str(i + 1), 0) for i, c in enumerate(render.PLAYER_PALETTE[:5])]
    entries[1:1] = [(QColor(render.PLAYER_PALETTE[5]), "6", 2)]  # near the crowd at 0
    track = GloryTrackItem(WIDTH, [*entries, (QColor("#888888"), "7", 40)], "Glory")
    centres = track.marker_centres()
    radius = track.RADIUS
    for one, other in itertools.combinations(centres, 2):
        assert math.dist((one.x(), one.y()), (other.x(), other.y())) >= 1.75 * radius
    for centre in centres:
        assert track.rect().contains(QRectF(centre.x() - radius, centre.y() - radius,
                                            2 * radius, 2 * radius))


def test_in_a_2_player_game_the_markers_do_not_line_up_under_the_age_tokens(qapp):
    markers = [MarkerCount(QColor("#f5f5f5"), "1", 2), MarkerCount(QColor("#212121"), "2", 0)]
    kingdom = KingdomItem("red", "Rhea", "flame", [2, 6], markers, None, (WIDTH - 40) / 6, 158)
    centres, radius = kingdom.marker_centres()
    for marker, token in itertools.product(centres, kingdom.token_centres()):
        assert abs(marker.x() - token.x()) >= 19 + radius / 2


def test_eleven_bands_wrap_to_a_second_line_inside_the_panel(qapp):
    face = render.CardFace("Giant", "", "red", "Rhea", "flame")
    extents = [BandItem(face, size, "flame", QColor("red"), 1.25).extent()
               for size in (2, 5, 3, 4, 6, 2, 3, 5, 2, 4, 3)]
    hand_w = WIDTH - 580.0  # the bands' widest share of the panel
    area = QRectF(hand_w + 14, ME_Y + 56, WIDTH - hand_w - 26, HEIGHT - ME_Y - 64)
    places = band_places(extents, area)
    panel = QRectF(0, ME_Y, WIDTH, HEIGHT - ME_Y)
    rects = [QRectF(p, e.size()) for p, e in zip(places, extents, strict=True)]
    assert len({r.top() for r in rects}) == 2
    assert all(area.contains(r) and panel.contains(r) for r in rects)


@pytest.mark.parametrize("tribe", ["giants", "halflings", "wingfolk", "minotaurs"])
def test_a_small_card_shows_its_kingdom_and_leaves_the_tribe_to_the_tooltip(qapp, language,
                                                                            tribe):
    """A Japanese tribe's name on a band's card was cut mid-word (ジャイア/ント), then shrunk to
    5 px: a small card now writes no word at all."""
    language("ja")
    content = load_content("ethnos", "ja")
    face = render.CardFace(content.text(f"tribes.{tribe}.card"), "", "red", "Rhea", "flame")
    image = QImage(int(MINI_W), int(MINI_H), QImage.Format.Format_ARGB32)
    image.fill(0)
    with recording_text() as drawn:
        painter = QPainter(image)
        render.paint_mini(painter, QRectF(0, 0, MINI_W, MINI_H), face)
        painter.end()
    assert drawn == []
    assert QColor(image.pixel(int(MINI_W / 2), int(MINI_H / 2))) != render.kingdom_colour("red")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_dragons_line_under_the_deck_stands_clear_of_the_market(qapp, language, lang):
    """Seen under Xvfb (es, 1366×698): "Dragones 0/3" ran under the market's first card, which
    hid the count. The line keeps to the deck's column, whole: the count where it fits, else
    the word, the discs counting and the tooltip saying it."""
    language(lang)
    _controller, view = open_standard_board("ethnos", 2, lang, moves=30)
    scene = view.scene
    deck = scene.deck_item
    market = [item.mapRectToScene(item.rect()) for item in scene.market_items.values()]
    assert market
    texts = [t for t in item_texts(deck) if t.box.top() > deck.rect().bottom()]
    assert texts, "no Dragons line"
    for text in texts:
        box = deck.mapRectToScene(text.box)
        assert not any(box.intersects(card) for card in market), (text.text, box)
        assert not text.text.endswith("…"), text.text
    assert view.texts.dragons.split(" ")[0] in deck.toolTip()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_hand_of_eight_beside_two_bands_reads_every_ability_whole(qapp, language, lang):
    """Seen in the Spanish board's texts: with 8 cards in hand and 2 bands out, the fanned
    hand cut the Halflings' "Nunca coloca marcador." to "marc…": the bands kept room for six
    though two were out. The bands take what they need (at least the Orc board's room), the
    hand the rest, and eight cards lie side by side."""
    language(lang)
    controller, view = open_standard_board("ethnos", 2, lang, moves=60)
    scene = view.scene
    obs = controller.observation().data
    assert len(obs["hand"]) == 8 and len(obs["bands"][0]) == 2, "not the position meant"
    cut = [t.text for item in scene.hand_items.values() for t in item_texts(item)
           if t.text.endswith("…")]
    assert not cut, cut
    assert all(item.shown is None for item in scene.hand_items.values())  # none covered
