"""`gameshelf replay` prints the very lines the board's log panel shows, in each language, from
the first Winter's header on."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import open_board, settle
from helpers_everdell import show_match

from gameshelf.cli import main
from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi


def _played(game: str, players: int, moves: int) -> Match:
    """Beginner moves for every seat: a human's game against AIs, part-way through."""
    seats = [Seat("Ana")] + [Seat(f"Bo {i}", "ai", "easy") for i in range(1, players)]
    match = Match.new(get_game(game), seats, 5)
    rng = random.Random(5)
    while len(match.actions) < moves and not match.state.is_over():
        state = match.state
        match.apply(match.spec.heuristic_action(state, state.to_move(), rng))
    return match


@pytest.mark.parametrize("game, players, lang", [
    ("ethnos", 3, "es"), ("everdell", 2, "ja"), ("everdell", 1, "en"),
])
def test_replay_prints_the_log_panels_lines(qtbot, capsys, tmp_path, game, players, lang):
    match = _played(game, players, 120)
    path = tmp_path / "game.toml"
    match.save(path)
    if game == "ethnos":
        controller, view = open_board(qtbot, ScriptedAi(), match, lang)
    else:
        controller, view, _ = show_match(qtbot, match, lang)
    settle(qtbot, view)
    shown = [line for line in view.panel.log_text().splitlines() if line.strip()]
    view.close_dialogs()
    controller.close()
    view.close()
    assert main(["replay", str(path), "--lang", lang]) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line]
    assert printed == shown
    assert len(printed) > 100


@pytest.mark.parametrize("players, lang", [(1, "en"), (2, "es"), (4, "ja"), (1, "ja")])
def test_the_log_heads_the_first_winter_in_bold_and_replay_prints_it(
        qtbot, capsys, tmp_path, players, lang):
    match = _played("everdell", players, 3)
    path = tmp_path / "game.toml"
    match.save(path)
    controller, view, _ = show_match(qtbot, match, lang)
    content = view.content
    header = content.text("log.everdell.year_start").format(
        season=content.text("seasons.winter"), seat="Ana")
    first = 1 if players == 1 else 0  # solo: Rugwort's set-up comes first, then the year
    assert controller.log[first].event.key == "everdell.year_start"
    line = view.words.log_lines(controller.log)[first]
    assert line.text == header and line.heading  # bold, as every season's header
    assert view.panel.log_text().splitlines()[first] == header
    view.close_dialogs()
    controller.close()
    view.close()
    assert main(["replay", str(path), "--lang", lang]) == 0
    printed = [line for line in capsys.readouterr().out.splitlines() if line]
    assert printed[first] == header
