"""The AI worker process can die (killed, out of memory) without hanging the game: the client
starts a new one and asks again, once; when that fails too, the player is told and may try again.

Each test has its own client (the session's one stays untouched), killed with SIGKILL."""

from __future__ import annotations

import multiprocessing.context
import os
import signal
from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from gameshelf.engine import Match, Seat, get_game
from gameshelf.ui.ai_client import AiClient

ETHNOS = get_game("ethnos")


@pytest.fixture
def ai_client(qapp: QApplication) -> Iterator[AiClient]:
    """Overrides the session's client, for these tests and the windows they open."""
    client = AiClient()
    yield client
    client.close()


def _kill(client: AiClient) -> int:
    pid = client.worker_pid
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    return pid


def _new_worker(qtbot, client: AiClient, old: int) -> None:
    qtbot.waitUntil(lambda: client.worker_pid not in (None, old), timeout=5000)


def _ai_first(levels: list[str], human: bool) -> Match:
    """An Ethnos match with AI seats at `levels` (and one human after them) where an AI moves
    first."""
    seats = [Seat(name, "ai", level) for name, level in zip(["Bruno", "Clara"], levels,
                                                           strict=False)]
    if human:
        seats.append(Seat("Ann"))
    for seed in range(100):
        match = Match.new(ETHNOS, seats, seed)
        if match.seats[match.state.to_move()].kind == "ai":
            return match
    raise AssertionError("no seed where an AI moves first")


def _ask(client: AiClient, match: Match, level: str) -> int:
    state = match.state
    return client.request(ETHNOS, state, state.to_move(), level, 1)


def test_a_worker_killed_mid_think_is_replaced_and_the_request_answered(qtbot, ai_client):
    match = _ai_first(["hard", "hard"], human=False)
    with qtbot.waitSignal(ai_client.answered, timeout=20000):
        _ask(ai_client, match, "easy")  # the worker is up
    answers: list[int] = []
    ai_client.answered.connect(lambda request_id, action, top: answers.append(request_id))
    with qtbot.assertNotEmitted(ai_client.failed, wait=300):
        _ask(ai_client, match, "hard")
        wanted = _ask(ai_client, match, "hard")  # the first is cancelled: never answered
        qtbot.wait(300)  # the search has begun
        first = _kill(ai_client)
        qtbot.waitUntil(lambda: bool(answers), timeout=30000)
    assert answers == [wanted]
    assert ai_client.worker_pid not in (None, first)
    with qtbot.waitSignal(ai_client.answered, timeout=20000) as after:
        following = _ask(ai_client, match, "easy")
    assert after.args[0] == following
    assert after.args[1] in match.state.legal_actions()


def test_when_the_new_worker_dies_too_failed_is_emitted_and_the_next_request_works(
    qtbot, ai_client
):
    match = _ai_first(["hard", "hard"], human=False)
    with qtbot.waitSignal(ai_client.failed, timeout=20000) as failed, \
            qtbot.assertNotEmitted(ai_client.answered):
        request_id = _ask(ai_client, match, "hard")
        qtbot.wait(200)
        _new_worker(qtbot, ai_client, _kill(ai_client))
        _kill(ai_client)
    assert failed.args[0] == request_id
    assert "stopped" in failed.args[1]
    assert not ai_client.busy
    with qtbot.waitSignal(ai_client.answered, timeout=20000) as after:
        following = _ask(ai_client, match, "easy")
    assert after.args[0] == following


def test_a_worker_that_cannot_start_fails_the_request_without_raising(
    qtbot, ai_client, monkeypatch
):
    match = _ai_first(["easy", "easy"], human=False)
    _kill(ai_client)
    qtbot.waitUntil(lambda: ai_client.worker_pid is None, timeout=5000)

    def refuse(process: object) -> None:
        raise OSError("Resource temporarily unavailable")

    monkeypatch.setattr(multiprocessing.context.SpawnProcess, "start", refuse)
    with qtbot.waitSignal(ai_client.failed, timeout=5000) as failed:
        request_id = _ask(ai_client, match, "easy")
    assert failed.args[0] == request_id
    monkeypatch.undo()
    with qtbot.waitSignal(ai_client.answered, timeout=20000):
        _ask(ai_client, match, "easy")


def test_a_cancelled_request_is_not_asked_again_when_its_worker_dies(qtbot, ai_client):
    match = _ai_first(["hard", "hard"], human=False)
    with qtbot.assertNotEmitted(ai_client.answered, wait=500), \
            qtbot.assertNotEmitted(ai_client.failed):
        _ask(ai_client, match, "hard")
        qtbot.wait(200)
        ai_client.cancel()
        _kill(ai_client)
        qtbot.waitUntil(lambda: ai_client.worker_pid is None, timeout=5000)
    assert not ai_client.busy


def test_close_stops_a_restarted_worker(qtbot, ai_client):
    match = _ai_first(["easy", "easy"], human=False)
    _kill(ai_client)
    with qtbot.waitSignal(ai_client.answered, timeout=20000):
        _ask(ai_client, match, "easy")
    pid = ai_client.worker_pid
    ai_client.close()
    assert ai_client.worker_pid is None
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


# -- in the app ---------------------------------------------------------------------------------


def test_a_killed_worker_neither_stops_the_ai_seats_nor_the_hint(
    open_shell, shell_paths, qtbot, ai_client
):
    _ai_first(["normal"], human=True).save(shell_paths.autosave)
    window = open_shell().window
    window.continue_game()
    controller = window.controller
    assert window.status.text() == "Bruno (AI) is thinking…"
    _kill(ai_client)
    qtbot.waitUntil(lambda: controller.human_to_move() is not None, timeout=20000)
    assert window.status.text() == "Your turn" and not window.retry_button.isVisible()
    _kill(ai_client)
    with qtbot.waitSignal(controller.hint_ready, timeout=20000) as hint:
        window.hint_action.trigger()
    assert hint.args[0] in controller.legal_actions()


def test_when_the_ai_cannot_come_back_the_player_is_told_and_may_try_again(
    open_shell, shell_paths, qtbot, ai_client
):
    _ai_first(["normal"], human=True).save(shell_paths.autosave)
    window = open_shell().window
    window.continue_game()
    controller, view = window.controller, window.view
    with qtbot.waitSignal(controller.ai_failed, timeout=20000):
        _new_worker(qtbot, ai_client, _kill(ai_client))
        _kill(ai_client)
    assert controller.ai_stopped and not ai_client.busy
    assert view.thinking_seat == -1  # the board no longer says "(thinking…)"
    assert window.status.text() == "Bruno (AI) could not move."
    assert window.retry_button.isVisible() and window.retry_action.isEnabled()
    assert view.banner_text().startswith("The AI could not move: ")
    window.retry_button.click()
    assert window.status.text() == "Bruno (AI) is thinking…"
    assert not window.retry_button.isVisible()
    qtbot.waitUntil(lambda: controller.human_to_move() is not None, timeout=20000)
    assert len(controller.match.actions) >= 1 and not controller.ai_stopped

    fresh = _ai_first(["easy"], human=True)
    window.start_match(fresh, fresh=True)
    qtbot.waitUntil(lambda: window.controller.human_to_move() is not None, timeout=20000)
    assert len(window.controller.match.actions) >= 1
