"""A seeded fuzzer for every file loader: saves, positions and settings.

Each case takes a real file (a save or a position of a real game, at every player count, or a
settings file), mutates it — byte flips, truncation, line edits, or TOML-aware edits (another
type, a range edge, deep nesting, a huge number, `inf`/`nan`, a long string, an unknown key,
a long list) — and hands it to the loader. The oracle: the loader refuses it with its own error,
or it loads and the game plays on for 50 random legal steps. Anything else is a failure:
another exception ("crash"), more than `HANG_SECONDS` ("hang"), or a loaded game that cannot
be played ("illegal load").

`tests/test_fuzz.py` runs a few hundred cases in `make test`; `make fuzz` runs thousands
(`python tests/fuzzing.py --cases 10000`).
"""

from __future__ import annotations

import argparse
import math
import random
import signal
import sys
import tempfile
import time
import tomllib
import traceback
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import tomli_w

if __name__ == "__main__":  # run as a script by `make fuzz`
    sys.path[:0] = [str(Path(__file__).parent), str(Path(__file__).parents[1] / "desktop")]

from gameshelf.engine import Match, SaveFileError, get_game
from gameshelf.engine.positions import PositionError, load_position_file
from gameshelf.ui.settings import LANGUAGES, Settings, fits_new_game, load_settings
from hostile import GAMES, player_counts, real_match

HANG_SECONDS = 10
STEPS = 50
TARGETS = ("save", "position", "settings")

SETTINGS_FILES = (
    'language = "es"\nai_speed = "fast"\nanimation_speed = "off"\nconfirm_end_turn = true\n'
    'window_geometry = "AdnQywADAAAAAAAAAAAAAAAAAzcAAAIqAAAAAAAAAAA="\n'
    '[last_setup]\ngame = "ethnos"\nplayers = 4\n'
    '[[last_setup.seats]]\nkind = "human"\nname = "Ann"\ncolour = "black"\n'
    '[[last_setup.seats]]\nkind = "hard"\nname = ""\ncolour = "white"\n'
    '[last_setup.options]\ntribes = ["dwarves", "elves", "giants", "merfolk", "orcs"]\n'
    'giant_ties = "strict"\n',
    'language = "ja"\n[last_setup]\ngame = "everdell"\nplayers = 1\n'
    '[last_setup.options]\nrugwort_year = 2\n',
)


class Hang(Exception):
    """A case ran past HANG_SECONDS."""


class Unplayable(Exception):
    """A file that loaded into a game that cannot go on, or into unusable settings."""


@dataclass(slots=True)
class Report:
    cases: int = 0
    refused: int = 0
    loaded: int = 0
    slowest: float = 0.0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Report) -> None:
        self.cases += other.cases
        self.refused += other.refused
        self.loaded += other.loaded
        self.slowest = max(self.slowest, other.slowest)
        self.failures += other.failures


# -- the real files ---------------------------------------------------------------------------


@cache
def real_files(game: str, target: str) -> tuple[str, ...]:
    """Save or position texts of `game` at every player count, early, mid-game and at the end."""
    texts = []
    for players in player_counts(game):
        for seed, moves in ((1, 3), (2, 40), (3, None)):
            match = real_match(game, players, seed, moves)
            if target == "save":
                texts.append(match.dumps())
            else:
                texts.append(tomli_w.dumps(match.state.to_position()))
    return tuple(texts)


# -- mutations --------------------------------------------------------------------------------

SENTINEL = "__fuzz_raw__"
RAW_VALUES = (
    "9" * 5000, "0x" + "f" * 200, "-0x" + "f" * 20, "inf", "-inf", "nan", "1e400", "-1",
    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "0", "1.5", "true",
    '""', "[]", "{}", "[" * 300 + "]" * 300, "{a = " * 60 + "1" + "}" * 60, "1979-05-27",
    '"' + "x" * 300 + '"', '"' + "y" * 5000 + '"', '"<b>html</b>"', '"\\u0000"',
    "[" + ", ".join(["1"] * 2000) + "]", '["a", 1, 2.5, [], {}]',
)


def mutate(text: str, rng: random.Random) -> str:
    """One, two or three random edits of `text`."""
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        text = rng.choice(MUTATIONS)(text, rng)
    return text


def flip_bytes(text: str, rng: random.Random) -> str:
    data = bytearray(text.encode("utf-8", "surrogateescape"))
    for _ in range(rng.randint(1, 8)):
        if data:
            data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return data.decode("utf-8", "surrogateescape")


def truncate(text: str, rng: random.Random) -> str:
    return text[: rng.randrange(len(text) + 1)]


def edit_lines(text: str, rng: random.Random) -> str:
    lines = text.splitlines()
    if not lines:
        return text
    index = rng.randrange(len(lines))
    how = rng.randrange(4)
    if how == 0:
        del lines[index]
    elif how == 1:
        lines.insert(index, lines[rng.randrange(len(lines))])
    elif how == 2:
        other = rng.randrange(len(lines))
        lines[index], lines[other] = lines[other], lines[index]
    else:
        lines.insert(index, f"{rng.choice(('x', 'seed', 'players', 'hand'))} = {_raw(rng)}")
    return "\n".join(lines) + "\n"


def edit_value(text: str, rng: random.Random) -> str:
    """A TOML-aware edit: one value somewhere in the file replaced, or a key added."""
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return flip_bytes(text, rng)
    places = list(_places(data))
    if not places:
        return text
    parent, key, value = rng.choice(places)
    how = rng.randrange(6)
    if how == 0 and isinstance(parent, dict):
        parent[rng.choice(("x", "glory_token", "colur", str(key) + "s"))] = 1
    elif how == 1 and isinstance(value, list) and value:
        value.extend(rng.choice(value) for _ in range(rng.choice((1, 3, 50, 1500))))
    elif how == 2 and isinstance(value, list) and value:
        del value[rng.randrange(len(value))]
    elif how == 3 and isinstance(value, int | float) and not isinstance(value, bool):
        parent[key] = _near(value, rng)
    else:
        parent[key] = SENTINEL
    try:
        edited = tomli_w.dumps(data)
    except (RecursionError, ValueError, TypeError):  # an earlier edit nested it too deep
        return flip_bytes(text, rng)
    return edited.replace(f'"{SENTINEL}"', _raw(rng), 1)


def swap_values(text: str, rng: random.Random) -> str:
    """A plausible edit: a value copied over another of the same type (a card into another
    slot, one count over another), so the file still parses and often still loads."""
    try:
        data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return truncate(text, rng)
    places = [place for place in _places(data) if not isinstance(place[2], dict | list)]
    if len(places) < 2:
        return text
    for _ in range(rng.choice((1, 1, 2, 4))):
        (parent, key, _value), (_p, _k, other) = rng.sample(places, 2)
        if type(other) is type(parent[key]):
            parent[key] = other
        elif isinstance(parent[key], int) and not isinstance(parent[key], bool):
            parent[key] = _near(parent[key], rng)
    try:
        return tomli_w.dumps(data)
    except (RecursionError, ValueError, TypeError):
        return truncate(text, rng)


def _raw(rng: random.Random) -> str:
    return rng.choice(RAW_VALUES)


def _near(value: float, rng: random.Random) -> int:
    """An integer near `value`, or at a range edge."""
    base = int(value) if math.isfinite(value) else 0
    return rng.choice((-1, 0, 1, 2, 6, 7, 100, -(2**63), 2**63 - 1, base + rng.choice((-1, 1)),
                       base * 1000))


def _places(data: Any) -> Iterator[tuple[Any, Any, Any]]:
    """(container, key or index, value) of every value in the parsed file."""
    items = data.items() if isinstance(data, dict) else enumerate(data)
    for key, value in items:
        yield data, key, value
        if isinstance(value, dict | list):
            yield from _places(value)


MUTATIONS: tuple[Callable[[str, random.Random], str], ...] = (
    flip_bytes, truncate, edit_lines, edit_value, edit_value, edit_value, swap_values,
    swap_values, swap_values,
)


# -- the oracle -------------------------------------------------------------------------------


def play_on(state: Any, rng: random.Random) -> None:
    """50 random legal steps; raises if the game cannot go on."""
    for _ in range(STEPS):
        if state.to_move() is None:
            break
        legal = state.legal_actions()
        if not legal:
            raise Unplayable(f"seat {state.to_move()} to move has no legal action")
        state.apply(rng.choice(legal))
    state.scores()


def check_case(target: str, text: str, rng: random.Random, folder: Path) -> bool:
    """True when the loader refused the file, False when it loaded and played on; raises on
    anything else."""
    path = folder / ("settings.toml" if target == "settings" else "file.toml")
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    if target == "save":
        try:
            match = Match.load(path)
        except SaveFileError as error:
            _check_message(str(error))
            return True
        play_on(match.state, rng)
        return False
    if target == "position":
        try:
            _spec, state = load_position_file(path)
        except PositionError as error:
            _check_message(str(error))
            return True
        play_on(state, rng)
        return False
    settings, problem = load_settings(path)
    _check_settings(settings)
    for leftover in folder.iterdir():
        leftover.unlink()
    return problem is not None


def _check_message(message: str) -> None:
    if "\n" in message or len(message) > 400:
        raise Unplayable(f"the refusal is not one short line ({len(message)} characters)")


def _check_settings(settings: Settings) -> None:
    if settings.language not in LANGUAGES or not fits_new_game(settings.last_setup):
        raise Unplayable(f"settings loaded with unusable values: {settings}")


# -- running ----------------------------------------------------------------------------------


def _alarm(signum: int, frame: object) -> None:
    raise Hang


def run(game: str | None, target: str, cases: int, seed: int) -> Report:
    """`cases` mutated files of one game and target (settings: game is None)."""
    report = Report()
    sources = SETTINGS_FILES if target == "settings" else real_files(game, target)
    timed = hasattr(signal, "SIGALRM")
    if timed:
        previous = signal.signal(signal.SIGALRM, _alarm)
    try:
        with tempfile.TemporaryDirectory(prefix="gameshelf-fuzz-") as scratch:
            for case in range(cases):
                rng = random.Random(f"{seed}:{game}:{target}:{case}")
                text = mutate(rng.choice(sources), rng)
                label = f"{target} {game or ''} seed {seed} case {case}".replace("  ", " ")
                started = time.perf_counter()
                if timed:
                    signal.alarm(HANG_SECONDS)
                try:
                    refused = check_case(target, text, rng, Path(scratch))
                except Hang:
                    report.failures.append(f"{label}: hang over {HANG_SECONDS} s")
                    refused = True
                except Unplayable as error:
                    report.failures.append(f"{label}: illegal load: {str(error)[:200]}")
                    refused = False
                except Exception as error:  # every other escape: the loader or the game crashed
                    report.failures.append(f"{label}: crash: {_where(error)}")
                    refused = False
                finally:
                    if timed:
                        signal.alarm(0)
                report.slowest = max(report.slowest, time.perf_counter() - started)
                report.cases += 1
                report.refused += refused
                report.loaded += not refused
    finally:
        if timed:
            signal.signal(signal.SIGALRM, previous)
    return report


def _where(error: BaseException) -> str:
    frames = traceback.extract_tb(error.__traceback__)
    at = f" at {Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
    return f"{type(error).__name__}: {str(error)[:160]}{at}"


def targets_of(game: str | None) -> tuple[str, ...]:
    return ("settings",) if game is None else ("save", "position")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000, help="cases per game and target")
    parser.add_argument("--seed", type=int, default=None, help="default: from the clock")
    parser.add_argument("--games", default=",".join(GAMES))
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else int(time.time())
    games = [g for g in args.games.split(",") if g]
    for game in games:
        get_game(game)
    total = Report()
    print(f"fuzz seed {seed}, {args.cases} cases per game and file kind", flush=True)
    for game in [*games, None]:
        for target in targets_of(game):
            started = time.perf_counter()
            report = run(game, target, args.cases, seed)
            total.add(report)
            print(
                f"{game or 'all games':<10} {target:<9} {report.cases:>6} cases:"
                f" {report.refused:>6} refused, {report.loaded:>6} loaded and played on,"
                f" {len(report.failures)} failures; slowest {report.slowest:.2f} s;"
                f" {time.perf_counter() - started:.0f} s",
                flush=True,
            )
            for failure in report.failures[:20]:
                print(f"  {failure}", flush=True)
    print(f"total: {total.cases} cases, {len(total.failures)} failures"
          f" (crashes, hangs over {HANG_SECONDS} s, illegal loads)")
    return 1 if total.failures else 0


if __name__ == "__main__":
    sys.exit(main())
