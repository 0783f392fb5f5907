"""Hint says the move in words in the prompt, and shows it is thinking until the move comes;
asked again, it names the other moves the search liked best with their share of its visits."""

from __future__ import annotations

import random
from contextlib import contextmanager

import pytest
from helpers_ethnos import open_board
from helpers_everdell import Boards, seats, settle
from PySide6.QtCore import Qt

from gameshelf.content import load_content
from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi


@pytest.fixture
def boards(qtbot):
    made = Boards(qtbot)
    yield made
    made.close()


def _ask_and_answer(qtbot, view, ai, action) -> tuple[str, str]:
    """Press Hint, read the prompt while it thinks, answer with `action`, read it again."""
    view.panel.hint.click()
    assert view.cursor().shape() == Qt.CursorShape.BusyCursor
    thinking = view.scene.prompt_item.text
    ai.answer(action)
    qtbot.waitUntil(lambda: view.hint == action, timeout=2000)
    assert view.cursor().shape() != Qt.CursorShape.BusyCursor
    return thinking, view.scene.prompt_item.text


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_everdell_hint_says_thinking_then_the_move_in_words(qtbot, boards, lang):
    match = Match.new(get_game("everdell"), seats(1, 1), 4)
    controller, view, ai = boards.show(match, lang)
    assert controller.human_to_move() == 0
    action = next(a for a in controller.legal_actions()
                  if a.name == "place_worker" and a.args[0] == "three_twigs")
    thinking, shown = _ask_and_answer(qtbot, view, ai, action)
    assert thinking != view.content.text("phases.turn")
    place = view.content.text("locations.three_twigs.name")
    assert place in shown and shown != thinking
    if lang == "en":
        assert thinking == "Thinking about a hint…"
        assert shown == f"Hint: Place a worker on {place}."
    view.controller.play(action)
    settle(qtbot, view)
    assert view.hint is None
    assert view.scene.prompt_item.text != shown


def test_everdell_hint_for_a_card_names_the_card_and_how_it_is_paid(qtbot, boards):
    match = Match.new(get_game("everdell"), seats(1, 1), 7)
    spec, rng = match.spec, random.Random(7)
    while not any(a.name == "play_card" for a in match.state.legal_actions()) or \
            match.state.to_move() != 0:
        state = match.state
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    controller, view, ai = boards.show(match)
    action = next(a for a in controller.legal_actions() if a.name == "play_card")
    _, shown = _ask_and_answer(qtbot, view, ai, action)
    assert shown == f"Hint: Play {view.words.card_name(action.args[0])} " \
                    f"({view.words.payment_label(action.args[0], action.args[1:])})."


@contextmanager
def ethnos_board(qtbot, lang: str):
    """A 2-player Ethnos board in `lang`, at the human's first decision."""
    ai = ScriptedAi()
    first = get_game("ethnos").new_game(2, 5).to_move()
    players = [Seat("Ana"), Seat("Ben", "ai", "easy")]
    match = Match.new("ethnos", players if first == 0 else players[::-1], 5)
    controller, view = open_board(qtbot, ai, match, lang)
    view.set_content(load_content("ethnos", lang))
    try:
        if controller.human_to_move() is None:
            state = controller.state
            ai.answer(controller.spec.heuristic_action(state, state.to_move(),
                                                       random.Random(1)))
            qtbot.waitUntil(lambda: controller.human_to_move() is not None, timeout=2000)
        yield controller, view, ai
    finally:
        view.close_dialogs()
        controller.close()
        view.close()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_ethnos_hint_says_thinking_then_the_move_in_words(qtbot, lang):
    with ethnos_board(qtbot, lang) as (controller, view, ai):
        action = next(a for a in controller.legal_actions() if a.name == "recruit_ally")
        thinking, shown = _ask_and_answer(qtbot, view, ai, action)
        card = view._card_name(action.args[0])
        assert card in shown and thinking not in (shown, view.content.text("phases.turn"))
        if lang == "en":
            assert thinking == "Thinking about a hint…"
            assert shown == f"Hint: Recruit the {card} from the market."


# Asked again while shown, the hint adds the moves the search liked best, with their shares.
OTHER_MOVES = {
    "en": ("Hint: {0} – 62% · also: {1} – 21%, {2} – 9%", "."),
    "es": ("Pista: {0} – 62 % · también: {1} – 21 %, {2} – 9 %", "."),
    "ja": ("ヒント：{0}　62%・ほかの候補：{1}　21%、{2}　9%", "。"),
}


@pytest.fixture
def language(qapp):
    from gameshelf.ui.app import Languages

    languages = Languages(qapp)
    yield languages.apply
    languages.apply("en")


def _other_moves_shown(qtbot, view, ai, moves, lang) -> str:
    """Ask for a hint, then again: the prompt names `moves` with shares of 62, 21 and 9 %."""
    top = list(zip(moves, [0.62, 0.21, 0.09], strict=True))
    view.panel.hint.click()
    ai.answer(moves[0], top)
    qtbot.waitUntil(lambda: view.hint == moves[0], timeout=2000)
    first = view.scene.prompt_item.text
    view.panel.hint.click()  # again, while the hint is shown
    assert ai.waiting is None, "asking for the other moves asks the AI nothing"
    shown = view.scene.prompt_item.text
    template, stop = OTHER_MOVES[lang]
    words = [view.hint_words(move).removesuffix(stop) for move in moves]
    assert shown == template.format(*words) != first
    assert view.scene.prompt_item.toolTip()
    return shown


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_everdell_hint_asked_again_names_the_other_moves_with_their_shares(
        qtbot, boards, language, lang):
    language(lang)
    controller, view, ai = boards.show(Match.new(get_game("everdell"), seats(1, 1), 4), lang)
    places = [a for a in controller.legal_actions() if a.name == "place_worker"][:3]
    _other_moves_shown(qtbot, view, ai, places, lang)
    view.controller.play(places[0])
    settle(qtbot, view)
    assert not view.hint_more and view.hint is None


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_everdell_card_moves_among_the_other_moves_have_one_pair_of_brackets(
        qtbot, boards, language, lang):
    # A card's hint words its payment in brackets ("Play Farm (Pay 2 twigs)"): the share is
    # set off by a dash, never by a second pair of brackets after the first.
    language(lang)
    match = Match.new(get_game("everdell"), seats(1, 1), 7)
    spec, rng = match.spec, random.Random(7)
    while sum(a.name == "play_card" for a in match.state.legal_actions()) < 2 or \
            match.state.to_move() != 0:
        state = match.state
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    controller, view, ai = boards.show(match, lang)
    cards = [a for a in controller.legal_actions() if a.name == "play_card"][:2]
    place = next(a for a in controller.legal_actions() if a.name == "place_worker")
    shown = _other_moves_shown(qtbot, view, ai, [*cards, place], lang)
    for bracket in (") (", ")（", "）（", "）("):
        assert bracket not in shown
    assert shown.count("(") + shown.count("（") == 2


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_ethnos_hint_asked_again_names_the_other_moves_with_their_shares(qtbot, language, lang):
    language(lang)
    with ethnos_board(qtbot, lang) as (controller, view, ai):
        moves = [a for a in controller.legal_actions() if a.name == "recruit_ally"][:2]
        moves.append(next(a for a in controller.legal_actions()
                          if a.name == "recruit_from_deck"))
        _other_moves_shown(qtbot, view, ai, moves, lang)


def test_a_hint_with_no_search_says_it_was_the_only_move_worth_one(qtbot, boards):
    controller, view, ai = boards.show(Match.new(get_game("everdell"), seats(1, 1), 4))
    action = next(a for a in controller.legal_actions() if a.name == "place_worker")
    view.panel.hint.click()
    ai.answer(action)
    qtbot.waitUntil(lambda: view.hint == action, timeout=2000)
    view.panel.hint.click()
    assert view.scene.prompt_item.text == \
        f"Hint: {view.hint_words(action).removesuffix('.')} – the only move worth a search"
