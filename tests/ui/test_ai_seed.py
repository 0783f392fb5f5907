"""The controller seeds each AI decision from the match's own AI seed, never from the game's
seed, so the worker cannot work back to the deal; an undo keeps the AI seed."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.controller import GameController


class RecordingClient(QObject):
    """Stands in for the AI client: records the seed of each request, answers none."""

    answered = Signal(int, object, list)
    failed = Signal(int, str)
    busy = False

    def __init__(self) -> None:
        super().__init__()
        self.seeds: list[int] = []

    def request(self, spec, state, seat, level, seed, iterations=None) -> int:
        self.seeds.append(seed)
        return len(self.seeds)

    def cancel(self) -> None:
        pass


def first_decision_seed(qapp, seed: int, ai_seed: int) -> int:
    client = RecordingClient()
    match = Match.new("ethnos", [Seat("A", "ai", "easy"), Seat("B", "ai", "easy")], seed,
                      ai_seed=ai_seed)
    controller = GameController(match, client)
    controller.start()
    controller.close()
    (decision_seed,) = client.seeds
    return decision_seed


def test_the_decision_seed_follows_the_ai_seed_and_not_the_game_seed(qapp):
    assert first_decision_seed(qapp, 5, ai_seed=11) == first_decision_seed(qapp, 6, ai_seed=11)
    assert first_decision_seed(qapp, 5, ai_seed=11) != first_decision_seed(qapp, 5, ai_seed=12)


def test_an_undo_keeps_the_ai_seed_and_so_the_ai_s_seeds(qapp):
    client = RecordingClient()
    first = get_game("ethnos").new_game(2, 5).to_move()
    seats = [Seat("A"), Seat("B", "ai", "easy")]
    match = Match.new("ethnos", seats if first == 0 else seats[::-1], 5)
    ai_seed = match.ai_seed
    controller = GameController(match, client)
    controller.start()
    action = next(a for a in controller.legal_actions() if controller.ends_turn([a]))
    controller.play(action)
    controller.undo()
    controller.play(action)
    controller.close()
    assert controller.match.ai_seed == ai_seed
    assert len(client.seeds) == 2 and client.seeds[0] == client.seeds[1]
