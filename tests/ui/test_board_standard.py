"""The measurable parts of docs/board-standard.md, on every game with a board: in a maximized
window on a 1366×768 screen, in English, Spanish and Japanese, at the smallest and the largest
table, no text on the board is smaller than 11 px on the screen, and no text is drawn over
another. Ethnos and Everdell meet the first (they had 41-128 such texts each until issue 11); a
new game's board meets both from its first commit. The boards were measured in a 1366×768 view
until the window was: the menu, the status bar and the desktop's own bars leave the board less
height than that, and every board's smallest text came to 9.9–10.4 px there.
"""

from __future__ import annotations

import random

import pytest
from board_refusals import Drop, every_drop, longest_refusal, unexplained, wrongly_lit
from board_standard import (
    PAGE,
    READABLE_PX,
    SCREEN,
    TITLE_AND_TASKBAR,
    board_texts,
    cut_buttons,
    cut_prompt,
    overlapping,
    shown_board,
    spilled_under,
    under_pieces,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.games import PLAYABLE_GAMES
from gameshelf.ui.games.ethnos.board_items import ButtonItem

LANGUAGES = ("en", "es", "ja")


def tables(game: str) -> list[int]:
    spec = get_game(game)
    return sorted({spec.min_players, spec.max_players})


CASES = [(game, players) for game in PLAYABLE_GAMES for players in tables(game)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_on_the_board_is_below_11_px_at_1366x768(game, players, lang, language, qtbot):
    language(lang)
    with shown_board(qtbot, game, players, lang) as (_controller, view):
        view.show_banner(longest_refusal(game, lang))  # a refused move's reason reads too
        texts = board_texts(view.board)
    assert len(texts) > 20, "the board drew almost no text: the measurement is broken"
    small = sorted((t for t in texts if t.px < READABLE_PX - 0.05), key=lambda t: t.px)
    assert not small, (f"{len(small)} texts below {READABLE_PX} px: "
                       + ", ".join(map(str, small[:12])))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_on_the_board_is_drawn_over_another(game, players, lang, language, qtbot):
    language(lang)
    with shown_board(qtbot, game, players, lang) as (_controller, view):
        pairs = overlapping(board_texts(view.board))
    assert not pairs, f"{len(pairs)} texts over others: " + ", ".join(
        f"{one} / {other}" for one, other in pairs[:6])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_on_the_board_lies_under_a_button_or_a_die(game, players, lang, language,
                                                          qtbot):
    """A button or a die laid over a piece (Champions' Food buttons on the viewer's ship, the
    dice sent against a Monster, Reavers' Trade dice) leaves every text of the piece readable:
    in Japanese, whose lines are taller, the ship's load fell under the buttons."""
    language(lang)
    with shown_board(qtbot, game, players, lang) as (_controller, view):
        hidden = under_pieces(view.board, board_texts(view.board))
    assert not hidden, f"{len(hidden)} texts under buttons or dice: " + ", ".join(
        map(str, hidden[:8]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_text_that_reaches_past_its_piece_lies_under_another(game, players, lang, language,
                                                                 qtbot):
    """A line a piece writes beyond its own edges (a label under a deck) is not covered by
    the piece beside it: "Dragones 0/3" ran under the Ethnos market's first card (seen under
    Xvfb, es). tests/ui/test_ethnos_readable.py checks that one with a market out."""
    language(lang)
    with shown_board(qtbot, game, players, lang) as (_controller, view):
        hidden = spilled_under(view.board)
    assert not hidden, f"{len(hidden)} texts under pieces: " + ", ".join(hidden[:6])


def test_a_long_answer_in_the_chooser_takes_the_lines_it_needs(language, qtbot):
    """The chooser's buttons were one line high whatever their words: Aquatica's Spanish end
    of turn with coins left read "Terminar turno (se pierden las monedas …" (seed 2, 60
    moves, a state the walk below does not reach). A row is now as high as its longest answer
    needs, and the rows do not overlap."""
    language("es")
    with shown_board(qtbot, "aquatica", 2, "es", seed=2) as (_controller, view):
        assert view.scene.buttons, "no answer on the board"
        assert not cut_buttons(view.board)
        boxes = [b.sceneBoundingRect().adjusted(2, 2, -2, -2)
                 for b in view.scene.buttons.values() if b.isVisible()]
        assert not [(a, b) for i, a in enumerate(boxes) for b in boxes[i + 1:]
                    if a.intersects(b)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("game", "players"), CASES)
def test_no_button_on_the_board_has_its_words_cut(game, players, lang, language, qtbot):
    """A button says whole what it does, and the prompt beside the buttons the decision, in
    every language, at every kind of decision a seeded game brings seat 0 (every third of
    them, up to 400 moves): Reavers' ways to Follow or Rest read "Descansar: d…" five times
    over, Champions' − / + Food "− co…", Everdell's "Prepararse para l…", and the Spanish
    Conquer Territory follow was cut after "sin bonificación por". Too long for the bar, or
    leaving the prompt too little of it, the buttons go to the chooser over the board."""
    language(lang)
    with shown_board(qtbot, game, players, lang, moves=0) as (controller, view):
        match, rng = controller.match, random.Random(1)
        decisions = buttons = 0
        cut: set[str] = set()
        prompts: set[str] = set()
        for _ in range(400):
            if match.state.is_over():
                break
            seat = match.state.to_move()
            if seat == 0:
                decisions += 1
                if decisions % 3 == 1:
                    view._redraw([])
                    buttons += sum(isinstance(item, ButtonItem) for item in view.scene.items())
                    cut.update(cut_buttons(view.board))
                    prompts.update(cut_prompt(view.board))
            match.apply(match.spec.heuristic_action(match.state, seat, rng))
    assert buttons > 5, "the game showed almost no button: the check sees nothing"
    assert not cut, f"{len(cut)} buttons cut: " + ", ".join(map(repr, sorted(cut)[:8]))
    assert not prompts, f"{len(prompts)} prompts cut: " + ", ".join(map(repr, sorted(prompts)[:4]))


def test_the_board_is_measured_in_the_page_a_maximized_window_gives_it(open_shell):
    """The size the checks above show a board at is what the app's own window leaves it on a
    1366×768 screen, once the desktop's bars and the title bar are off: a tool bar or a status
    bar added to the window makes the page smaller and this fails (the status bar that took a
    line from the board now rides in the menu bar)."""
    window = open_shell().window
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(SCREEN[0], SCREEN[1] - TITLE_AND_TASKBAR)
    window.show()
    spec = get_game("reavers")
    window.start_match(Match.new(spec, [Seat("Ana"), Seat("Ben", "ai", "easy")], 1), True)
    QApplication.processEvents()
    page = window.view.size()
    assert page.width() >= PAGE[0] and page.height() >= PAGE[1], (page, PAGE)
    assert page.height() <= PAGE[1] + 30, "the checks leave far more room than they need"
    # The status line at the menu bar's right end reads whole (it was laid out once, empty,
    # and showed one letter of "Your turn").
    assert window.status.text() == "Your turn" and window.status.isVisible()
    assert window.status.width() >= window.status.sizeHint().width()


def test_the_measurement_sees_text_below_11_px(qtbot, language):
    """The check can fail: a board drawn at a third of its size reads as too small."""
    language("en")
    with shown_board(qtbot, "ethnos", 2, "en") as (_controller, view):
        view.board.scale(1 / 3, 1 / 3)
        texts = board_texts(view.board)
    assert len([t for t in texts if t.px < READABLE_PX]) > len(texts) / 2


# A few positions of each table: early, in the middle, later (seed, moves before).
POSITIONS = ((1, 8), (2, 30), (3, 60))
# Reavers: at 4 players those all fall on a follower's decision (no move there is a drop), so
# a position where the viewer has recruited Reavers to place is looked at too. Champions: one
# where the viewer has a die on a fight already (at 2 players, and a second fight to move it to).
EXTRA_POSITIONS = {"reavers": ((4, 20),), "champions": ((1, 16),)}


@pytest.mark.parametrize(("game", "players"), CASES)
def test_every_drop_that_plays_nothing_says_the_one_reason(game, players, language, qtbot):
    """Each piece the human may drag, dropped on each place that takes drops: a move, a drop
    back on its own zone, or a banner with the game's reason, never a catch-all."""
    language("en")
    drops = []
    for seed, made in table_drops(qtbot, game, players):
        bad = unexplained(game, made)
        assert not bad, f"seed {seed}: {len(bad)} drops without their reason: " + "; ".join(
            map(str, bad[:8]))
        drops += made
    assert any(d.played for d in drops), "no drop played a move: the drops miss the board"
    assert any(d.refusal for d in drops), "no drop was refused with the game's reason"


@pytest.mark.parametrize(("game", "players"), CASES)
def test_a_drag_lights_exactly_the_places_where_its_drop_plays(game, players, language, qtbot):
    """While a piece is held (the interaction's `drag_started`, as the mouse starts a drag),
    the board lights a drop target exactly when dropping the piece there plays a move, and
    nothing else glows as a place to drop on: the other playable pieces stop glowing. A piece
    whose drops all fall back lights nothing. Lit is the glow the board paints (the item's
    `glow` in the target colour), read on the target's own item (`board_refusals.Target`):
    Ethnos a kingdom, and the hand zone for a market card or the deck; Everdell a location or
    event, a card of the city, and the city zone, whose glow lights the cards inside it;
    Champions a location, fight or longship, a port (a shore's fight glows on its port), and
    the dice pool for a die taken back from a fight;
    Aquatica a slot, and the ocean; Reavers a location or a space of the longship. The zones
    the boards never light (a piece's own row: Ethnos's and Everdell's hand for a hand card,
    the Meadow, Aquatica's hand, Reavers' pawn and Reaver rows) are not targets of the
    lights."""
    language("en")
    drops = [d for _seed, made in table_drops(qtbot, game, players) for d in made]
    bad = wrongly_lit(drops)
    assert not bad, f"{len(bad)} drops lit wrongly: " + "; ".join(
        f"{d} (lit {d.lit}, glowing {list(d.glowing)})" for d in bad[:8])
    assert any(d.lit for d in drops), "no drag lit anything: the lights are not read"


# The drops of a table, made once for both tests above: (game, players) -> (seed, drops).
_DROPS: dict[tuple[str, int], list[tuple[int, list[Drop]]]] = {}


def table_drops(qtbot, game: str, players: int) -> list[tuple[int, list[Drop]]]:
    if (game, players) not in _DROPS:
        _DROPS[game, players] = [
            (seed, drops_near(qtbot, game, players, seed, moves))
            for seed, moves in POSITIONS + EXTRA_POSITIONS.get(game, ())]
    return _DROPS[game, players]


def drops_near(qtbot, game: str, players: int, seed: int, moves: int) -> list[Drop]:
    """Every drop of the positions from `moves` on, up to the first where a drop plays a move
    (at most MAX_LATER moves later): a change to a game's AI, which plays the moves before,
    must not leave the check on positions where the human has nothing to drag or only a
    decision that is not a drop."""
    drops: list[Drop] = []
    for later in range(MAX_LATER + 1):
        with shown_board(qtbot, game, players, "en", seed, moves + later) as (controller, view):
            drops += every_drop(game, view, controller)
        if any(d.played for d in drops):
            break
    return drops


MAX_LATER = 12


def test_the_drop_check_sees_a_silent_snap_back_a_stray_piece_and_a_catch_all():
    said = Drop("hand 3", "kingdom red", False, True, "A Skeleton can't lead a band.",
                "skeleton_leader")
    silent = Drop("hand 3", "kingdom red", False, True, "", None)
    stray = Drop("hand 3", "kingdom red", False, False, "A Skeleton can't lead a band.",
                 "skeleton_leader")
    vague = Drop("hand 3", "kingdom red", False, True, "That move is not legal now.", None)
    fallback = Drop("hand 3", "kingdom red", False, True, "You can't play this band now.",
                    "cannot_play_band")
    home = Drop("hand 3", "hand", False, True, "", None)
    played = Drop("hand 3", "kingdom red", True, False, "", None)
    assert unexplained("ethnos", [said, silent, stray, vague, fallback, home, played]) == [
        silent, stray, vague, fallback]


def test_the_light_check_sees_a_wrong_light_a_missing_one_and_a_piece_still_glowing():
    lit_refused = Drop("hand 3", "kingdom red", False, True, "A Skeleton can't lead a band.",
                       "skeleton_leader", True)
    dark_played = Drop("hand 3", "kingdom red", True, False, "", None, False)
    glowing = Drop("hand 3", "kingdom red", True, False, "", None, True, ("hand 4",))
    right = [Drop("hand 3", "kingdom red", True, False, "", None, True),
             Drop("hand 3", "kingdom blue", False, True, "The band's leader...", "x", False),
             Drop("hand 3", "hand", False, True, "", None, None)]
    assert wrongly_lit([lit_refused, dark_played, glowing, *right]) == [
        lit_refused, dark_played, glowing]
