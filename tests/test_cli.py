"""The `gameshelf` command: simulate, score and replay; user errors are one line and exit 2."""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import types
from pathlib import Path

import pytest
import tomli_w

from gameshelf import __version__, simulate
from gameshelf.cli import main
from gameshelf.content import Content, load_content
from gameshelf.engine import Event, GameSpec, Match, Seat, get_game
from gameshelf.log_text import card_namer, log_line
from toy_game import ToySpec

ROOT = Path(__file__).resolve().parents[1]
ETHNOS_POSITION = ROOT / "docs" / "positions" / "ethnos.toml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, out: str, err: str, *words: str) -> None:
    assert code == 2
    assert out == ""
    assert err.startswith("gameshelf") and err.count("\n") == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in err


def played_match(spec: GameSpec, players: int, seed: int, moves: int | None = None) -> Match:
    names = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"][:players]
    match = Match.new(spec, [Seat(name) for name in names], seed)
    rng = random.Random(seed)
    while not match.state.is_over() and (moves is None or len(match.actions) < moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.fixture
def ethnos() -> GameSpec:
    return get_game("ethnos")


# -- the command itself -----------------------------------------------------------------------


def test_version_from_a_real_process() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "gameshelf", "--version"],
        capture_output=True,
        text=True,
        check=False,
        timeout=60,
    )
    assert result.returncode == 0
    assert result.stdout.strip() == f"gameshelf {__version__}"


def test_no_command_opens_the_app_when_it_is_built(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = []
    app = types.ModuleType("gameshelf.ui.app")
    app.main = lambda: opened.append(True) or 0  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "gameshelf.ui.app", app)
    assert run(capsys)[0] == 0
    assert opened == [True]


def test_no_command_prints_help_until_the_app_is_built(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(sys.modules, "gameshelf.ui.app", None)
    code, out, _ = run(capsys)
    assert code == 0
    assert "simulate" in out and "score" in out and "replay" in out


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["fly"], ["invalid choice: 'fly'"]),
        (["simulate"], ["--game"]),
        (["simulate", "--game", "toy", "--players", "three"], ["--players", "'three'"]),
        (["simulate", "--game", "chess"], ["unknown game 'chess'"]),
        (["simulate", "--game", "toy", "--players", "7"], ["toy is for 2 to 4 players, not 7"]),
        (["simulate", "--game", "toy", "--games", "0"], ["--games"]),
        (["simulate", "--game", "toy", "--seed", "-1"], ["--seed"]),
        (["simulate", "--game", "toy", "--ai-seed", "-1"], ["--ai-seed"]),
        (["simulate", "--game", "toy", "--agents", "random,genius"], ["unknown agent 'genius'"]),
        (
            ["simulate", "--game", "toy", "--players", "2", "--agents", "random,easy,hard"],
            ["3 agents for 2 players"],
        ),
        (["simulate", "--game", "toy", "--agents", "easy", "--iterations", "0"], ["--iterations"]),
        (["simulate", "--game", "toy", "--jobs", "0"], ["--jobs must be between 1 and 64, not 0"]),
        (["simulate", "--game", "toy", "--jobs", "65"], ["--jobs must be between 1 and 64"]),
        (["simulate", "--game", "toy", "--jobs", "two"], ["--jobs", "'two'"]),
        (["score"], ["POSITION.toml"]),
        (["replay", "a.toml", "b.toml"], ["unrecognized arguments: b.toml"]),
    ],
)
@pytest.mark.usefixtures("toy")
def test_wrong_arguments_are_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], words: list[str]
) -> None:
    assert_one_line_error(*run(capsys, *argv), *words)


# -- simulate ---------------------------------------------------------------------------------


def simulate_json(capsys: pytest.CaptureFixture[str], *argv: str) -> dict:
    code, out, err = run(capsys, "simulate", "--json", *argv)
    assert (code, err) == (0, "")
    return json.loads(out)


def test_simulate_json_lists_every_game(capsys: pytest.CaptureFixture[str], toy: ToySpec) -> None:
    report = simulate_json(
        capsys, "--game", "toy", "--players", "3", "--games", "5", "--seed", "40"
    )
    assert set(report) == {"ai_seed", "games", "games_per_second", "errors"}
    assert 0 <= report["ai_seed"] < 2**63
    assert report["errors"] == 0
    assert report["games_per_second"] > 0
    assert [game["seed"] for game in report["games"]] == [40, 41, 42, 43, 44]
    for game in report["games"]:
        assert set(game) == {"seed", "agents", "scores", "winners", "actions"}
        assert game["agents"] == ["random"] * 3
        assert len(game["scores"]) == 3
        assert game["winners"] and set(game["winners"]) <= {0, 1, 2}
        assert max(game["scores"]) == game["scores"][game["winners"][0]]
        assert game["actions"] > 0


def test_simulate_game_i_is_the_seed_plus_i_game(
    capsys: pytest.CaptureFixture[str], toy: ToySpec
) -> None:
    argv = ("--game", "toy", "--players", "2", "--ai-seed", "5")
    report = simulate_json(capsys, *argv, "--games", "3", "--seed", "8")
    again = simulate_json(capsys, *argv, "--games", "1", "--seed", "10")
    # Game 2 of a run from seed 8 sits like game 0 of a run from seed 10 once rotated back.
    assert report["games"][2]["seed"] == again["games"][0]["seed"] == 10
    assert report["games"][2]["agents"] == again["games"][0]["agents"]
    assert report["games"][2] == again["games"][0]


def test_simulate_is_reproducible(capsys: pytest.CaptureFixture[str], toy: ToySpec) -> None:
    argv = ("--game", "toy", "--players", "4", "--games", "6", "--seed", "3", "--ai-seed", "9")
    assert simulate_json(capsys, *argv)["games"] == simulate_json(capsys, *argv)["games"]


def test_simulate_seeds_the_agents_apart_from_the_games(
    capsys: pytest.CaptureFixture[str], toy: ToySpec
) -> None:
    argv = ("--game", "toy", "--players", "2", "--games", "8", "--seed", "3")
    runs = [simulate_json(capsys, *argv, "--ai-seed", ai_seed) for ai_seed in ("1", "2")]
    assert [run["ai_seed"] for run in runs] == [1, 2]
    # Random agents draw their moves from the agents' generator: another AI seed, other games.
    assert runs[0]["games"] != runs[1]["games"]
    drawn = {simulate_json(capsys, *argv)["ai_seed"] for _ in range(3)}
    assert len(drawn) == 3  # a new one each run when none is given


def test_simulate_rotates_the_agents_through_every_seat(
    capsys: pytest.CaptureFixture[str], toy: ToySpec
) -> None:
    report = simulate_json(
        capsys, "--game", "toy", "--players", "3", "--games", "4", "--agents", "random,easy"
    )
    lineups = [game["agents"] for game in report["games"]]
    assert lineups == [
        ["random", "easy", "random"],
        ["easy", "random", "random"],
        ["random", "random", "easy"],
        ["random", "easy", "random"],
    ]


def test_simulate_table_splits_shared_wins(
    capsys: pytest.CaptureFixture[str], toy: ToySpec
) -> None:
    argv = ("--game", "toy", "--players", "2", "--games", "20", "--ai-seed", "4")
    code, out, err = run(capsys, "simulate", *argv)
    assert (code, err) == (0, "")
    report = simulate_json(capsys, *argv)
    wins = sum(1 / len(game["winners"]) for game in report["games"] for seat in game["winners"]
               if game["agents"][seat] == "random")
    row = next(line.split() for line in out.splitlines() if line.startswith("random"))
    assert row[:3] == ["random", "40", f"{wins:.2f}"]
    assert "errors: 0" in out
    assert "games/s" in out


def test_simulate_with_search_agents(capsys: pytest.CaptureFixture[str], toy: ToySpec) -> None:
    report = simulate_json(
        capsys, "--game", "toy", "--players", "2", "--games", "2",
        "--agents", "normal,heuristic", "--iterations", "8",
    )  # fmt: skip
    assert report["errors"] == 0
    assert [game["agents"] for game in report["games"]] == [
        ["normal", "heuristic"],
        ["heuristic", "normal"],
    ]


def test_simulate_counts_a_game_that_raises_and_goes_on(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game = toy.new_game

    def broken_on_odd_seeds(num_players: int, seed: int, options: object = None) -> object:
        if seed % 2:
            raise RuntimeError(f"broken deal {seed}")
        return new_game(num_players, seed, options)

    monkeypatch.setattr(toy, "new_game", broken_on_odd_seeds)
    code, out, err = run(capsys, "simulate", "--game", "toy", "--games", "4", "--json")
    report = json.loads(out)
    assert code == 1
    assert report["errors"] == 2
    failed = [game for game in report["games"] if "error" in game]
    assert [game["seed"] for game in failed] == [1, 3]
    assert failed[0]["error"].startswith("RuntimeError: broken deal 1 (at ")
    assert all("scores" in game for game in report["games"] if "error" not in game)

    code, out, err = run(capsys, "simulate", "--game", "toy", "--games", "4")
    assert code == 1
    assert "errors: 2" in out
    assert err.splitlines()[0].startswith("game seed 1: RuntimeError: broken deal 1")
    assert len(err.splitlines()) == 2


@pytest.mark.parametrize("players", range(2, 7))
def test_simulate_ethnos_random_games_end_without_errors(
    capsys: pytest.CaptureFixture[str], ethnos: GameSpec, players: int
) -> None:
    report = simulate_json(
        capsys, "--game", "ethnos", "--players", str(players), "--games", "3", "--seed", "100"
    )
    assert report["errors"] == 0
    for game in report["games"]:
        assert len(game["scores"]) == players
        assert game["winners"]
        assert game["actions"] > 0


def without_speed(report: dict) -> dict:
    return {key: value for key, value in report.items() if key != "games_per_second"}


@pytest.mark.parametrize(
    "argv",
    [
        # Real games: the worker processes know the shelf's games, not the tests' toy game.
        ("--game", "ethnos", "--players", "3", "--games", "5", "--agents", "random,heuristic",
         "--ai-seed", "3"),
        ("--game", "everdell", "--players", "2", "--games", "3", "--seed", "7",
         "--agents", "normal,heuristic", "--iterations", "6", "--ai-seed", "3"),
    ],
)
def test_simulate_jobs_give_the_results_of_a_serial_run(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    serial = simulate_json(capsys, *argv)
    parallel = simulate_json(capsys, *argv, "--jobs", "2")
    assert serial["errors"] == 0
    assert without_speed(parallel) == without_speed(serial)
    # The table too, but for its speed in the first line.
    tables = [run(capsys, "simulate", *argv, "--jobs", jobs) for jobs in ("1", "2")]
    assert [(code, err) for code, _, err in tables] == [(0, ""), (0, "")]
    serial_table, parallel_table = (out.splitlines()[1:] for _, out, _ in tables)
    assert parallel_table == serial_table


def test_simulate_jobs_more_than_games_is_fine(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("--game", "ethnos", "--players", "2", "--games", "2", "--ai-seed", "3")
    assert without_speed(simulate_json(capsys, *argv, "--jobs", "8")) == without_speed(
        simulate_json(capsys, *argv)
    )


def test_simulate_save_games_writes_each_game_as_a_save_the_same_with_jobs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ("--game", "everdell", "--players", "2", "--games", "2", "--seed", "4",
            "--agents", "heuristic,random", "--ai-seed", "3")
    serial = simulate_json(capsys, *argv, "--save-games", str(tmp_path / "one" / "deep"))
    simulate_json(capsys, *argv, "--save-games", str(tmp_path / "two"), "--jobs", "2")
    for game in serial["games"]:
        name = f"everdell-{game['seed']}.toml"
        path = tmp_path / "one" / "deep" / name
        saved = Match.load(path)
        assert len(saved.actions) == game["actions"]
        assert [seat.name for seat in saved.seats] == [
            f"{agent} {seat}" for seat, agent in enumerate(game["agents"], start=1)]
        assert list(saved.state.scores().totals) == game["scores"]
        assert (tmp_path / "two" / name).read_text() == path.read_text()
    code, out, err = run(capsys, "replay", str(tmp_path / "two" / "everdell-5.toml"))
    assert (code, err) == (0, "") and "heuristic 2" in out and "random 1" in out


def test_simulate_save_games_refuses_a_folder_it_cannot_make(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    (tmp_path / "file").write_text("")
    for folder in (tmp_path / "file", tmp_path / "file" / "games"):
        code, out, err = run(capsys, "simulate", "--game", "ethnos", "--save-games", str(folder))
        assert_one_line_error(code, out, err, "--save-games", str(folder))


def test_simulate_jobs_with_a_game_only_this_process_knows_is_one_line(
    capsys: pytest.CaptureFixture[str], toy: ToySpec
) -> None:
    code, out, err = run(capsys, "simulate", "--game", "toy", "--games", "3", "--jobs", "2")
    assert_one_line_error(code, out, err, "--jobs", "'toy'")


def test_simulate_progress_goes_to_stderr_and_json_stays_pure(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(simulate, "PROGRESS_SECONDS_PLAIN", 0.0)  # a line after every game
    argv = ("simulate", "--game", "toy", "--players", "2", "--games", "4")
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0
    assert json.loads(out)["errors"] == 0
    lines = err.splitlines()
    assert [line.split(",")[0] for line in lines] == [f"simulate: {n}/4 games" for n in (1, 2, 3)]
    assert all(re.fullmatch(r"simulate: \d/4 games, \d+\.\d s", line) for line in lines)
    assert "\r" not in err  # stderr is no terminal here: plain lines

    code, out, err = run(capsys, *argv, "--json", "--quiet")
    assert (code, err) == (0, "")
    assert json.loads(out)["errors"] == 0


class FakeTerminal:
    def __init__(self) -> None:
        self.text = ""

    def isatty(self) -> bool:
        return True

    def write(self, text: str) -> None:
        self.text += text

    def flush(self) -> None:
        pass


def test_simulate_progress_on_a_terminal_is_one_line_redrawn_then_cleared(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(simulate, "PROGRESS_SECONDS_TERMINAL", 0.0)
    terminal = FakeTerminal()
    progress = simulate.Progress(12, terminal)  # type: ignore[arg-type]
    progress.update(3)
    progress.update(10)
    progress.note("game seed 4: RuntimeError: x")
    progress.update(11)
    progress.update(12)  # the last game: the results follow, no progress line
    progress.finish()
    assert "\n" not in terminal.text.replace("game seed 4: RuntimeError: x\n", "")
    redrawn = [part for part in terminal.text.split("\r") if part.strip()]
    assert [part.split(",")[0] for part in redrawn] == [
        "simulate: 3/12 games", "simulate: 10/12 games",
        "game seed 4: RuntimeError: x\n", "simulate: 11/12 games",
    ]  # fmt: skip
    assert terminal.text.endswith("\r" + " " * len(redrawn[-1]) + "\r")  # nothing left behind


def test_simulate_progress_waits_for_a_long_run() -> None:
    terminal = FakeTerminal()
    progress = simulate.Progress(100, terminal)  # type: ignore[arg-type]
    for done in range(1, 100):
        progress.update(done)  # all within the first half second
    progress.finish()
    assert terminal.text == ""


# -- score ------------------------------------------------------------------------------------


def write_toy_position(path: Path) -> Path:
    position = {
        "game": "toy",
        "players": 3,
        "deck": [12],
        "hands": [[1], [], [5]],
        "played": [9, 11],
        "points": [9, 11, 11],
        "current": 0,
    }
    path.write_text(tomli_w.dumps(position), encoding="utf-8")
    return path


def test_score_prints_a_table_with_totals_and_winners(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path
) -> None:
    code, out, err = run(capsys, "score", str(write_toy_position(tmp_path / "p.toml")))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0].split() == ["seat", "0", "seat", "1", "seat", "2"]
    assert lines[1].split() == ["played", "9", "11", "11"]
    assert lines[2].split() == ["total", "9", "11", "11"]
    assert lines[3] == "tied winners: seat 1, seat 2"


def test_score_json(capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path) -> None:
    code, out, _ = run(capsys, "score", str(write_toy_position(tmp_path / "p.toml")), "--json")
    assert code == 0
    players = json.loads(out)["players"]
    assert [(p["seat"], p["total"], p["categories"]) for p in players] == [
        (0, 9, {"played": 9}),
        (1, 11, {"played": 11}),
        (2, 11, {"played": 11}),
    ]


@pytest.mark.skipif(not ETHNOS_POSITION.exists(), reason="no Ethnos example position")
def test_score_the_documented_ethnos_position(capsys: pytest.CaptureFixture[str]) -> None:
    # docs/positions.md works these totals out by hand: the end of Age II from the example.
    code, out, _ = run(capsys, "score", str(ETHNOS_POSITION), "--json")
    assert code == 0
    report = json.loads(out)
    assert [player["total"] for player in report["players"]] == [41, 35, 28, 17]
    assert report["winners"] == [0]
    code, out, _ = run(capsys, "score", str(ETHNOS_POSITION))
    assert code == 0
    assert out.splitlines()[-1] == "winner: seat 0"


def test_score_refuses_a_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    assert_one_line_error(*run(capsys, "score", str(path)), "cannot read", "nowhere.toml")


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("game = \n", ["not valid TOML"]),
        ("players = 3\n", ["missing key 'game'"]),
        ('game = "chess"\n', ["unknown game 'chess'"]),
        ('game = "toy"\nplayers = 2\n', ["p.toml"]),
    ],
)
@pytest.mark.usefixtures("toy")
def test_score_refuses_a_damaged_position(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, words: list[str]
) -> None:
    path = tmp_path / "p.toml"
    path.write_text(text, encoding="utf-8")
    assert_one_line_error(*run(capsys, "score", str(path)), *words)


def test_score_refuses_a_damaged_ethnos_position(
    capsys: pytest.CaptureFixture[str], ethnos: GameSpec, tmp_path: Path
) -> None:
    path = tmp_path / "ethnos.toml"
    path.write_text('game = "ethnos"\nplayers = 4\nage = 1\nmarket = ["elves/pink"]\n')
    assert_one_line_error(*run(capsys, "score", str(path)), "ethnos.toml", "elves/pink")


# -- replay -----------------------------------------------------------------------------------


def test_replay_raw_prints_one_line_per_action(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path
) -> None:
    match = played_match(toy, 3, seed=5)
    match.save(tmp_path / "save.toml")
    code, out, err = run(capsys, "replay", "--raw", str(tmp_path / "save.toml"))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "toy, seed 5, 3 seats: Ana (human), Bo (human), Cy (human)"
    assert len(lines) == len(match.actions) + 2
    first = match.actions[0]
    number, name, action, arrow, *events = lines[1].split(maxsplit=4)
    assert (number, name, action, arrow) == ("1", "Ana", str(first), "->")
    if first.name == "play":
        assert events[0].startswith(f"toy.play {{card: {first.args[0]}, points: ")
    else:
        assert events == ["toy.draw"]
    winners = ", ".join(match.seats[seat].name for seat in match.state.scores().winners())
    assert lines[-1].startswith("game over: Ana ")
    assert lines[-1].endswith(f"; winner: {winners}")


def test_replay_of_an_unfinished_game_says_who_is_to_move(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path
) -> None:
    match = played_match(toy, 2, seed=1, moves=3)
    match.save(tmp_path / "save.toml")
    code, out, _ = run(capsys, "replay", "--raw", str(tmp_path / "save.toml"))
    assert code == 0
    mover = match.seats[match.state.to_move()].name
    assert out.splitlines()[-1] == f"not finished: {mover} to move"


def test_replay_raw_an_ethnos_game(
    capsys: pytest.CaptureFixture[str], ethnos: GameSpec, tmp_path: Path
) -> None:
    match = played_match(ethnos, 4, seed=2)
    match.save(tmp_path / "ethnos.toml")
    code, out, err = run(capsys, "replay", "--raw", str(tmp_path / "ethnos.toml"))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == len(match.actions) + 2
    line = re.compile(r" *\d+  \w+ *  \w+\([\w, ]*\)  ->( ethnos\.\w+.*)?")
    assert all(line.fullmatch(text) for text in lines[1:-1])
    assert sum("-> ethnos." in text for text in lines) > len(match.actions) / 2
    assert lines[-1].startswith("game over: ")


@pytest.mark.parametrize("game, players", [("ethnos", 3), ("everdell", 2), ("everdell", 1)])
@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_replay_prints_the_logs_lines_in_the_chosen_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: str, players: int, lang: str
) -> None:
    match = played_match(get_game(game), players, seed=3)
    match.save(tmp_path / "save.toml")
    code, out, err = run(capsys, "replay", str(tmp_path / "save.toml"), "--lang", lang)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    events = [e for action_events in _events_of(match) for e in action_events]
    assert len([line for line in lines if line]) == len(events)
    assert not any(f"{game}." in line for line in lines)  # no event key stands in for words
    content = load_content(game, lang)
    last = events[-1]
    assert last.key == f"{game}.game_end"
    assert lines[-2] == "" and lines[-1] == log_line(
        content, last, seat_names=_row_names(match, content),
        card_name=card_namer(content, match.spec.data)).text
    assert all(name in out for name in ("Ana", "Bo")[:players])


def _events_of(match: Match) -> list[list[Event]]:
    """The set-up's events, then each action's, from a fresh play of `match`."""
    again = Match.new(match.spec, match.seats, match.seed, match.options)
    events = [match.spec.setup_events(again.state)]
    return events + [again.apply(action) for action in match.actions]


def _row_names(match: Match, content: Content) -> list[str]:
    return [seat.name for seat in match.seats] + [
        content.text(f"{automaton}.name") for automaton in match.state.automata]


def test_replay_without_texts_for_the_game_points_to_raw(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path
) -> None:
    played_match(toy, 2, seed=1, moves=3).save(tmp_path / "save.toml")
    assert_one_line_error(*run(capsys, "replay", str(tmp_path / "save.toml")), "toy", "--raw")


def test_replay_refuses_a_damaged_save_naming_the_action(
    capsys: pytest.CaptureFixture[str], toy: ToySpec, tmp_path: Path
) -> None:
    data = played_match(toy, 2, seed=4).to_save()
    data["actions"][2] = {"name": "play", "args": [99]}
    path = tmp_path / "save.toml"
    path.write_text(tomli_w.dumps(data), encoding="utf-8")
    assert_one_line_error(*run(capsys, "replay", str(path)), "save.toml", "action 3 (play(99))")


def test_replay_refuses_a_missing_save(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert_one_line_error(*run(capsys, "replay", str(tmp_path / "gone.toml")), "cannot read")


def test_replay_refuses_a_file_that_is_not_a_save(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "notes.toml"
    path.write_text("these are\nnot = = a save\n", encoding="utf-8")
    assert_one_line_error(*run(capsys, "replay", str(path)), "not a valid save file")


def test_screenshot_writes_a_png_of_the_board(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], qapp: object
) -> None:
    target = tmp_path / "board.png"
    code = main(["--screenshot", str(target), "--game", "ethnos", "--players", "3",
                 "--lang", "ja", "--size", "800x600"])
    assert code == 0
    assert target.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert capsys.readouterr().out.strip() == str(target)


@pytest.mark.parametrize(("argv", "message"), [
    (["--players", "9"], "for 2 to 6 players, not 9"),
    (["--size", "12"], "size must look like 1366x768"),
    (["--game", "chess"], "unknown game"),
])
def test_screenshot_with_wrong_arguments_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    assert main(["--screenshot", str(tmp_path / "x.png"), *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
