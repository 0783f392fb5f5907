"""Everdell's board reads at 11 px on a 1366×768 screen in every language: a card face writes the
short form of its effect (the tooltip has it whole), an event its short form, a claimed event
keeps its text clear of the worker, Rugwort's worker stands clear of the Meadow card it blocks,
a long Spanish name is narrowed on a tile, and every player's workers stand out on the dark
board."""

from __future__ import annotations

import html

import pytest
from board_standard import board_texts, overlapping
from helpers_everdell import Boards, play_to_full_hand, seats
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QFontMetricsF

from gameshelf.content import load_content
from gameshelf.engine import Match, get_game
from gameshelf.ui.games.ethnos.render import PLAYER_PALETTE
from gameshelf.ui.games.everdell import render
from gameshelf.ui.games.everdell.items import BLOCKER_FEET, Marker, PlaceItem, blocker_box
from gameshelf.ui.games.everdell.tile_names import READABLE, fit_tile_name
from gameshelf.ui.games.text_fit import fit_text

READABLE_PX = 11.0
LANGUAGES = ("en", "es", "ja")


@pytest.fixture
def board(qtbot):
    boards = Boards(qtbot)

    def make(players, seed, lang="en"):
        match = Match.new(get_game("everdell"), seats(1, players - 1), seed)
        play_to_full_hand(match, seed)
        return boards.show(match, lang)

    yield make
    boards.close()


def test_every_card_face_writes_a_short_form_at_11_px_that_fits_in_every_language(
        qtbot, board, language):
    _, view, _ = board(4, 3)
    cards = [item for item in view.scene.card_items.values()
             if item.zone in ("hand", "meadow") and item.face is not None]
    smallest = min(item.scale() for item in cards) * view.board.transform().m11()
    assert render.CARD_TEXT_PX * smallest >= READABLE_PX
    box = render.card_text_box(QRectF(0, 0, cards[0].width, cards[0].height))
    for lang in LANGUAGES:
        language(lang)
        content = load_content("everdell", lang)
        for card_id in content.table("cards"):
            short = content.text(f"cards.{card_id}.short")
            assert short and short != content.text(f"cards.{card_id}.text"), (lang, card_id)
            fitted = fit_text(short, box.width(), box.height(), render.CARD_TEXT_PX)
            assert fitted.whole, (lang, card_id, fitted.lines)


def test_every_event_writes_its_short_form_at_11_px_whole_in_every_language(qtbot, board,
                                                                           language):
    _, view, _ = board(2, 3)
    assert READABLE * view.board.transform().m11() >= READABLE_PX
    event = next(item for item in view.scene.place_items.values()
                 if item.place_id.startswith("basic_"))
    for lang in LANGUAGES:
        language(lang)
        content = load_content("everdell", lang)
        for event_id in content.table("events"):
            item = PlaceItem(event_id, content.text(f"events.{event_id}.name"),
                             content.text(f"events.{event_id}.short"), (), None, event.width,
                             event.height, QColor("#6a3f6e"), "3")
            place = item.layout()
            assert place.title.whole and place.detail is not None and place.detail.whole, \
                (lang, event_id, place.title.lines, place.detail)


def test_every_forest_card_writes_its_reward_whole_in_every_language(qtbot, board, language):
    """A Forest card's reward is its name, and the space is where a player reads it. Seen
    under Xvfb (es, 1366×698): "Copia una localizac…" and "Descarta hasta 3, 1 recurso …";
    in all, 7 Forest cards were cut somewhere in the three languages, and "Forest ×2" beside
    two workers read "For…". The space writes the card's short form, at 2 to 4 players, with
    no worker to two; a detail with no room left is dropped (the tooltip says it)."""
    _, view, _ = board(4, 3)
    forest = {item.place_id: item for item in view.scene.place_items.values()
              if item.detail.endswith("×2")}
    assert forest, "no Forest card on a 4-player board"
    space = next(iter(forest.values()))
    for lang in LANGUAGES:
        language(lang)
        content = load_content("everdell", lang)
        for card in content.table("forest"):
            for detail in (content.text("terms.forest"), content.text("terms.forest") + " ×2"):
                for workers in range(3):
                    item = PlaceItem(card, content.text(f"forest.{card}.short"), detail,
                                     [Marker(QColor(PLAYER_PALETTE[w]), "") for w in
                                      range(workers)], None, space.width, space.height,
                                     QColor("#4a6f8a"))
                    place = item.layout()
                    assert place.title.whole, (lang, card, detail, workers, place.title.lines)
                    assert place.detail is None or place.detail.whole, (lang, card, workers)
    language("en")
    content = load_content("everdell", "en")
    for card, item in forest.items():  # the board writes the short form
        assert item.title == content.text(f"forest.{card}.short")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_claimed_basic_event_keeps_its_text_at_11_px_clear_of_the_worker(qtbot, board,
                                                                         language, lang):
    _, view, _ = board(2, 3)
    language(lang)
    content = load_content("everdell", lang)
    event = view.scene.place_items["basic_production"]
    worker = Marker(QColor(PLAYER_PALETTE[1]), "1")
    item = PlaceItem("basic_production", content.text("events.basic_production.name"),
                     content.text("events.basic_production.short"), (worker,), None,
                     event.width, event.height, QColor("#7a5a2a"), "3", owner=worker,
                     owner_name="Ana")
    place = item.layout()
    assert place.detail is not None and place.detail.whole
    texts = [_written(place.title_box, place.title.lines, True),
             _written(place.detail_box, place.detail.lines, False)]
    radius = place.size / 2
    for centre in place.workers:
        body = QRectF(centre - QPointF(radius, radius), centre + QPointF(radius, radius))
        assert not any(body.intersects(text) for text in texts)
        assert place.band is not None and place.band.contains(centre)


def _written(box: QRectF, lines: tuple[str, ...], bold: bool) -> QRectF:
    """Where lines written from the top left of `box` at READABLE lie."""
    metrics = QFontMetricsF(render.font(READABLE, bold))
    width = max(metrics.horizontalAdvance(line) for line in lines)
    return QRectF(box.left(), box.top(), width, len(lines) * metrics.lineSpacing())


def test_a_long_spanish_name_is_narrowed_on_an_opponents_tile_rather_than_elided(
        qtbot, board):
    _, view, _ = board(4, 3, "es")
    tiles = [item for item in view.scene.card_items.values()
             if item.zone == "city" and item.seat != 0]
    tile = min(tiles, key=lambda item: item.width)
    box = render.tile_name_box(tile.rect())
    fitted = fit_tile_name("Guardabosques", box.width(), box.height())
    assert fitted.whole and fitted.lines == ("Guardabosques",)


def test_every_players_workers_stand_out_on_the_dark_board(qapp):
    grounds = (render.TABLE, render.FOREST, render.PANEL, QColor("#5b7f4a"), QColor("#7a5a2a"),
               QColor("#6a3f6e"))
    for colour in [QColor(c) for c in PLAYER_PALETTE[:4]] + [render.RUGWORT]:
        outline = render.worker_outline(colour)
        for ground in grounds:
            assert max(render.contrast(colour, ground), render.contrast(outline, ground)) >= 3, \
                (colour.name(), ground.name())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rugwort_s_worker_stands_on_the_top_edge_of_a_blocked_meadow_card_clear_of_all_text(
        qtbot, board, language, lang):
    language(lang)
    _, view, _ = board(1, 3, lang)
    view.controller.state.rug_slots = [0, 5]  # a card of each row
    view.rebuild()
    meadow = [item for item in view.scene.card_items.values() if item.zone == "meadow"]
    blocked = [item for item in meadow if item.blocked is not None]
    assert len(blocked) == 2
    cards = {item: item.mapRectToScene(item.rect()) for item in meadow}
    why = load_content("everdell", lang).text("refusals.meadow_blocked").split("{card}")[0]
    for item in blocked:
        worker = item.mapRectToScene(blocker_box(item.rect()))
        assert worker.bottom() - cards[item].top() <= BLOCKER_FEET * item.scale() + 0.01
        assert not any(worker.intersects(card) for other, card in cards.items() if other != item)
        assert html.escape(why) in item.toolTip()
    assert not overlapping(board_texts(view.board))
