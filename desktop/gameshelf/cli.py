"""The `gameshelf` command: the desktop app by default; `simulate`, `score` and `replay` headless.

User errors (wrong arguments, unreadable or damaged files) print one line on stderr and exit 2,
never a traceback.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import NoReturn

from . import __version__
from .content import LANGUAGES, ContentError, load_content
from .engine import Match, SaveFileError, ScoreSheet
from .engine.files import cut
from .engine.positions import PositionError, load_position_file, reason
from .replay import log_lines, raw_lines
from .simulate import AGENT_LEVELS, MAX_JOBS, run_simulate
from .usage import USAGE_ERROR, CliError, game_by_id, one_line


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line instead of the usage block."""

    def error(self, message: str) -> NoReturn:
        self.exit(USAGE_ERROR, f"{self.prog}: error: {one_line(message)}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="gameshelf",
        description="Euro board games against honest local AI. Without a command, opens the app.",
    )
    parser.add_argument("--version", action="version", version=f"gameshelf {__version__}")
    parser.add_argument(
        "--self-test",
        action="store_true",
        help="check offscreen that every game loads, plays, draws and speaks; exit 0 if all pass",
    )
    shot = parser.add_argument_group(
        "screenshot", "render a board offscreen to a PNG (no window opens)"
    )
    shot.add_argument("--screenshot", metavar="FILE", help="write a PNG of a board to FILE")
    shot.add_argument("--game", dest="shot_game", default="ethnos", help="game id (default ethnos)")
    shot.add_argument("--players", dest="shot_players", type=int, default=4, help="default 4")
    shot.add_argument("--lang", dest="shot_lang", default="en", choices=("en", "es", "ja"))
    shot.add_argument("--size", dest="shot_size", default="1366x768", help="WIDTHxHEIGHT")
    shot.add_argument("--seed", dest="shot_seed", type=int, default=1, help="default 1")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")

    simulate = commands.add_parser(
        "simulate",
        help="play many games between agents and print win rates",
        description=(
            "Play GAMES games. Agents sit in seat order (the list repeats if shorter than the"
            " players) and the line-up shifts by one seat each game, so every agent plays from"
            " every seat. Game i uses seed SEED + i; the agents' seeds come from AI_SEED and"
            " the game's seed, so a run replays with both. Exits 1 if any game raised an error."
            " Progress goes to stderr; stdout holds only the results."
        ),
    )
    simulate.add_argument("--game", required=True, help="game id, e.g. ethnos")
    simulate.add_argument("--players", type=int, help="number of players (default: the fewest)")
    simulate.add_argument("--games", type=int, default=10, help="number of games (default 10)")
    simulate.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    simulate.add_argument(
        "--ai-seed",
        type=int,
        help="the agents' seed, apart from the games' (default: a new one, shown with the results)",
    )
    simulate.add_argument(
        "--agents",
        default="random",
        help=f"comma-separated agents, from: {', '.join(AGENT_LEVELS)} (default: random)",
    )
    simulate.add_argument(
        "--iterations",
        type=int,
        help="search iterations per normal/hard move (default: each level's calibrated count)",
    )
    simulate.add_argument(
        "--jobs",
        type=int,
        default=1,
        help=f"play the games in this many processes, 1 to {MAX_JOBS}; the results are the"
        " same as with 1 (default 1)",
    )
    simulate.add_argument(
        "--save-games",
        metavar="DIR",
        help="write each game to DIR as a save file, GAME-SEED.toml (`gameshelf replay` reads"
        " it); DIR is made if need be",
    )
    simulate.add_argument("--json", action="store_true", help="print the results as JSON")
    simulate.add_argument(
        "--quiet", action="store_true", help="no progress on stderr, only the errors of games"
    )
    simulate.set_defaults(run=run_simulate)

    score = commands.add_parser("score", help="print the score sheet of a position file")
    score.add_argument("position", metavar="POSITION.toml")
    score.add_argument("--json", action="store_true", help="print the score sheet as JSON")
    score.set_defaults(run=run_score)

    replay = commands.add_parser(
        "replay",
        help="print the log of a save file, as the app's log panel words it",
        description="Play a save file again and print its log: the lines of the app's log"
        " panel in LANG, or with --raw one line per action with its event keys and arguments.",
    )
    replay.add_argument("save", metavar="SAVE.toml")
    replay.add_argument("--lang", default="en", choices=tuple(LANGUAGES),
                        help="the log's language (default en)")
    replay.add_argument("--raw", action="store_true",
                        help="one line per action: seat, action, event keys and arguments")
    replay.set_defaults(run=run_replay)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as exit_:
        return _exit_code(exit_.code)
    try:
        if args.self_test:
            from .selftest import main as self_test

            return self_test()
        if args.screenshot:
            return run_screenshot(args)
        if args.command is None:
            return run_app(parser)
        return args.run(args)
    except CliError as error:
        print(f"gameshelf: error: {one_line(str(error))}", file=sys.stderr)
        return USAGE_ERROR
    except KeyboardInterrupt:
        print("gameshelf: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader (`| head`) went away: not an error worth a traceback.
        sys.stderr.close()
        return 1


def _exit_code(code: object) -> int:
    if code is None:
        return 0
    return code if isinstance(code, int) else 1


def run_app(parser: argparse.ArgumentParser) -> int:
    """Open the desktop app when it is built; until then, explain the commands."""
    try:
        from .ui.app import main as app_main  # type: ignore[import-not-found]
    except ModuleNotFoundError as error:
        if error.name not in ("gameshelf.ui", "gameshelf.ui.app"):
            raise
        parser.print_help()
        return 0
    return _exit_code(app_main())


def run_screenshot(args: argparse.Namespace) -> int:
    spec = game_by_id(args.shot_game)
    try:
        spec.check_players(args.shot_players)
    except ValueError as error:
        raise CliError(str(error)) from None
    from .ui.screenshot import screenshot_command

    try:
        path = screenshot_command(
            args.screenshot, game=spec.id, players=args.shot_players, lang=args.shot_lang,
            size=args.shot_size, seed=args.shot_seed,
        )
    except (ValueError, OSError) as error:
        raise CliError(str(error)) from None
    print(path)
    return 0


# -- score ------------------------------------------------------------------------------------


def run_score(args: argparse.Namespace) -> int:
    try:
        spec, state = load_position_file(args.position)
        score_position = getattr(spec, "score_position", None)
        try:
            sheet = score_position(state) if callable(score_position) else state.scores()
            text = json.dumps(sheet.to_dict(), indent=2) if args.json else score_table(sheet)
        except Exception as error:  # the file loaded, but the rules cannot score it
            raise PositionError(f"{cut(str(args.position))}: cannot score this position:"
                                f" {reason(error)}") from None
    except PositionError as error:
        raise CliError(str(error)) from None
    print(text)
    return 0


def score_table(sheet: ScoreSheet) -> str:
    """Categories down, seats across, like a score pad."""
    label = max(len(name) for name in ("total", *sheet.categories))
    width = max(7, *(len(str(total)) for total in sheet.totals)) + 1

    def row(name: str, cells: Sequence[object]) -> str:
        return f"{name:<{label}}" + "".join(f"{cell:>{width}}" for cell in cells)

    seats = range(len(sheet.points))
    rows = [row("", [sheet.row_name(seat) for seat in seats])]
    for index, name in enumerate(sheet.categories):
        rows.append(row(name, [sheet.points[seat][index] for seat in seats]))
    rows.append(row("total", sheet.totals))
    winners = sheet.winners()
    title = "winner" if len(winners) == 1 else "tied winners"
    rows.append(f"{title}: " + ", ".join(sheet.row_name(seat) for seat in winners))
    return "\n".join(rows)


# -- replay -----------------------------------------------------------------------------------


def run_replay(args: argparse.Namespace) -> int:
    try:
        saved = Match.load(args.save)
    except SaveFileError as error:
        raise CliError(f"{args.save}: {error}") from None
    if args.raw:
        lines = raw_lines(saved)
    else:
        try:
            load_content(saved.spec.id, args.lang)
        except ContentError as error:
            raise CliError(f"{saved.spec.id} has no texts to word its log ({error});"
                           " --raw prints the events as keys") from None
        lines = log_lines(saved, args.lang)
    for line in lines:
        print(line)
    return 0
