"""The board's redraw after a move keeps the items that draw the same thing (and their cached
pixmaps); what it shows must not differ from a board built afresh."""

from __future__ import annotations

import random

import numpy as np
import pytest
from helpers_ethnos import open_board, settle
from PySide6.QtGui import QImage

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.reusing_scene import reuse_key as _reuse_key
from gameshelf.ui.screenshot import NAMES, play_moves

EDGE_PIXELS = 400  # of the ~1M on a 1366×768 board
EDGE_SHADE = 2  # of 255: a rounding step, invisible


def _open(qtbot, lang: str = "en"):
    seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "ai", "easy") for i in range(1, 6)]
    match = Match.new(get_game("ethnos"), seats, 3)
    assert play_moves(match, 40, 3)
    ai = ScriptedAi()
    controller, view = open_board(qtbot, ai, match, lang)
    settle(qtbot, view)
    return controller, view, ai


def _play(qtbot, controller, view, ai, moves: int, rng: random.Random) -> None:
    for _ in range(moves):
        seat = controller.state.to_move()
        if seat is None:
            return
        action = controller.spec.heuristic_action(controller.state, seat, rng)
        played = len(controller.match.actions)
        if controller.seat_is_human(seat):
            controller.play(action)
        else:
            qtbot.waitUntil(lambda: ai.busy, timeout=5000)
            ai.answer(action)
        qtbot.waitUntil(lambda n=played: len(controller.match.actions) > n
                        and not view.redraw_pending, timeout=5000)


def _grab(view) -> QImage:
    view.board.viewport().repaint()
    return view.board.viewport().grab().toImage()


def _looks_alike(kept: QImage, fresh: QImage) -> bool:
    """The same picture, but for antialiased edges: a kept card moved by whole pixels reuses
    its cached pixmap, whose antialiased edge pixels may differ by one step of 255 from a
    fresh paint. A wrong card, text or piece differs in thousands of pixels."""
    if kept.size() != fresh.size():
        return False
    a, b = (_pixels(image) for image in (kept, fresh))
    differ = (a != b).any(axis=2)
    return int(differ.sum()) <= EDGE_PIXELS and int(abs(a.astype(int) - b).max()) <= EDGE_SHADE


def _pixels(image: QImage) -> np.ndarray:
    image = image.convertToFormat(QImage.Format.Format_RGBA8888)
    rows = np.frombuffer(image.constBits(), np.uint8).copy().reshape(image.height(), -1)
    return rows[:, : image.width() * 4].reshape(image.height(), image.width(), 4)


def _fresh(view) -> None:
    """Build the board again from nothing (as every redraw did before items were kept)."""
    for item in view.scene.items():
        if item is not view.scene.banner:
            view.scene.removeItem(item)
    view.scene._shown = []
    view.scene._keys = {}
    view.rebuild()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_redrawn_board_looks_like_one_built_afresh(qtbot, lang):
    controller, view, ai = _open(qtbot, lang)
    rng = random.Random(5)
    try:
        for _ in range(6):
            _play(qtbot, controller, view, ai, 4, rng)
            kept = _grab(view)
            keys = sorted(repr(_reuse_key(i)) for i in view.scene.items())
            _fresh(view)
            assert sorted(repr(_reuse_key(i)) for i in view.scene.items()) == keys
            assert _looks_alike(kept, _grab(view))
    finally:
        controller.close()
        view.close()


def test_a_redraw_keeps_the_items_that_did_not_change(qtbot):
    controller, view, ai = _open(qtbot)
    try:
        kingdoms = dict(view.scene.kingdom_items)
        market = dict(view.scene.market_items)
        items = set(view.scene.items())
        view.rebuild()  # nothing changed: every item stays, none is added
        assert set(view.scene.items()) == items
        assert view.scene.kingdom_items == kingdoms
        assert view.scene.market_items == market
        _play(qtbot, controller, view, ai, 1, random.Random(1))
        # Each item in the scene is one the scene knows, drawn for the current board.
        assert all(item.scene() is view.scene for item in view.scene.kingdom_items.values())
        assert len(set(view.scene.items())) == len(view.scene.items())
    finally:
        controller.close()
        view.close()


def test_bands_with_different_leaders_are_never_confused(qtbot):
    controller, view, ai = _open(qtbot)
    rng = random.Random(9)
    try:
        for _ in range(5):
            _play(qtbot, controller, view, ai, 6, rng)
            obs = controller.observation().data
            shown = {}
            for seat, band, cards in view.scene.band_items:
                shown.setdefault(seat, []).append((band.leader, tuple(cards)))
            for seat, bands in shown.items():
                for leader, cards in bands:
                    assert leader == view.scene.face(_leader_of(obs, seat, cards))
    finally:
        controller.close()
        view.close()


def _leader_of(obs, seat: int, cards: tuple[int, ...]) -> int:
    bands = list(obs["bands"][seat])
    if obs["building"] is not None and obs["current"] == seat:
        bands.append(obs["building"])
    for band in bands:
        if tuple(band["cards"]) == cards:
            return band["leader"]
    raise AssertionError(f"no band {cards} for seat {seat}")
