"""`gameshelf replay --lang ja` on a saved Aquatica game prints its log in Japanese."""

from __future__ import annotations

import random
import re

from gameshelf.cli import main
from gameshelf.engine import Match, Seat, get_game

# Python's words for values, brackets, quotes and ids: none may reach a log line.
LEAKS = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\[|\]|'\w*'|\"|_|\{|\}|\b[a-z]+[0-9]\b")


def test_replay_prints_a_saved_game_in_japanese(tmp_path, capsys):
    spec = get_game("aquatica")
    seats = [Seat("Ana"), Seat("Bo", "ai", "easy"), Seat("Chiyo", "ai", "easy")]
    match = Match.new(spec, seats, 8)
    rng = random.Random(8)
    while not match.state.is_over():
        state = match.state
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    path = tmp_path / "game.toml"
    match.save(path)
    assert main(["replay", str(path), "--lang", "ja"]) == 0
    printed = [text for text in capsys.readouterr().out.splitlines() if text]
    assert len(printed) > 100
    assert printed[-1].startswith("ゲーム終了。最終得点：")
    for text in printed:
        assert not LEAKS.search(text) and "aquatica." not in text, text
        assert re.search(r"[ぁ-んァ-ン]", text), text
