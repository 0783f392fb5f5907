"""Real files of every game, and the hostile variations of them a player's disk may hold.

`real_saves()` plays seeded games of every registered game at every player count and returns
their save texts (finished and unfinished); `HOSTILE_SAVES` and `HOSTILE_SETTINGS` are the
classes of bad input of issue 10, one function each, so the loader tests, the "app starts"
tests and the fuzzer share them.
"""

from __future__ import annotations

import random
import tomllib
from collections.abc import Callable
from functools import cache
from pathlib import Path

import tomli_w

from gameshelf.engine import Match, Seat, get_game

GAMES = ("aquatica", "champions", "ethnos", "everdell", "reavers")


@cache
def real_match(game: str, players: int, seed: int, moves: int | None = None) -> Match:
    """A match of random legal moves: `moves` of them, or up to the end."""
    seats = [Seat(f"Seat {i + 1}", "human" if i == 0 else "ai", None if i == 0 else "easy",
                  "#ff0000") for i in range(players)]
    match = Match.new(get_game(game), seats, seed)
    rng = random.Random(seed)
    while not match.state.is_over() and (moves is None or len(match.actions) < moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def player_counts(game: str) -> range:
    spec = get_game(game)
    return range(spec.min_players, spec.max_players + 1)


@cache
def real_saves() -> tuple[str, ...]:
    """Save texts of every game at every player count: one mid-game, one finished."""
    texts = []
    for game in GAMES:
        for players in player_counts(game):
            texts.append(real_match(game, players, 1, moves=25).dumps())
            texts.append(real_match(game, players, 2).dumps())
    return tuple(texts)


def unfinished_save(game: str = "ethnos") -> str:
    return real_match(game, 2, 3, moves=10).dumps()


def _edit(text: str, change: Callable[[dict], None]) -> str:
    data = tomllib.loads(text)
    change(data)
    return tomli_w.dumps(data)


def _replace(text: str, key: str, raw: str) -> str:
    """`text` with the top-level line `key = ...` replaced by `key = <raw TOML>`."""
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if line.startswith(f"{key} = "):
            lines[index] = f"{key} = {raw}"
            return "\n".join(lines) + "\n"
    raise KeyError(key)


def deep_nesting(text: str) -> str:
    return _replace(text, "seed", "[" * 400 + "1" + "]" * 400)


def deep_inline_tables(text: str) -> str:
    return _replace(text, "seed", "{a = " * 400 + "1" + "}" * 400)


def deep_dotted_key(text: str) -> str:
    return text + "\n[" + ".".join(["k"] * 3000) + "]\nv = 1\n"


def long_decimal(text: str) -> str:
    return _replace(text, "seed", "9" * 5000)


def huge_hex_format(text: str) -> str:
    return _replace(text, "format", "0x" + "f" * 300)


def huge_hex_action(text: str) -> str:
    return text + '\n[[actions]]\nname = "x"\nargs = [0x' + "f" * 300 + "]\n"


def inf_seed(text: str) -> str:
    return _replace(text, "seed", "inf")


def nan_seed(text: str) -> str:
    return _replace(text, "seed", "nan")


def float_seed(text: str) -> str:
    return _replace(text, "seed", "1.5e300")


def huge_file(text: str) -> str:
    return text + "\n# " + "x" * (3 * 1024 * 1024) + "\n"


def long_name(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(name="N" * 5000))


def name_over_limit(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(name="N" * 41))


def name_with_line_break(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(name="Ann\nBo"))


def too_many_actions(text: str) -> str:
    def change(data: dict) -> None:
        data["actions"] = data["actions"] * (1 + 6000 // max(len(data["actions"]), 1))
    return _edit(text, change)


def list_over_limit(text: str) -> str:
    return _edit(text, lambda data: data.update(actions=[{"name": "x"}] * 30_000))


def too_many_seats(text: str) -> str:
    return _edit(text, lambda data: data.update(seats=data["seats"] * 10))


def unknown_top_key(text: str) -> str:
    return _edit(text, lambda data: data.update(glory_token=1))


def unknown_seat_key(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(colur="#ffffff"))


def colour_is_a_list(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(colour=["#ffffff"]))


def colour_is_not_a_colour(text: str) -> str:
    return _edit(text, lambda data: data["seats"][0].update(colour="red; drop"))


def option_of_the_wrong_shape(text: str) -> str:
    return _edit(text, lambda data: data.update(options={"tribes": [[1], {"a": 2}]}))


def action_with_many_args(text: str) -> str:
    return _edit(text, lambda data: data["actions"].insert(0, {"name": "a", "args": [1] * 500}))


def action_of_the_wrong_shape(text: str) -> str:
    return _edit(text, lambda data: data["actions"].insert(0, {"name": "a", "args": [[1], 2.5]}))


def not_utf8(text: str) -> str:
    return text[:200] + "\udcff"  # written with surrogateescape: a lone 0xff byte


HOSTILE_SAVES: dict[str, Callable[[str], str]] = {
    fn.__name__: fn
    for fn in (
        deep_nesting, deep_inline_tables, deep_dotted_key, long_decimal, huge_hex_format,
        huge_hex_action, inf_seed, nan_seed, float_seed, huge_file, long_name, name_over_limit,
        name_with_line_break, too_many_actions, list_over_limit, too_many_seats,
        unknown_top_key, unknown_seat_key, colour_is_a_list, colour_is_not_a_colour,
        option_of_the_wrong_shape, action_with_many_args, action_of_the_wrong_shape, not_utf8,
    )
}

GOOD_SETTINGS = 'language = "en"\nai_speed = "fast"\n'

HOSTILE_SETTINGS: dict[str, str] = {
    "deep_nesting": "last_setup = " + "[" * 400 + "]" * 400 + "\n",
    "long_decimal": "language = " + "9" * 5000 + "\n",
    "huge_hex": "ai_speed = 0x" + "f" * 300 + "\n",
    "inf": "confirm_end_turn = inf\n",
    "huge_file": "window_geometry = '" + "A" * (200 * 1024) + "'\n",
    "colour_is_a_list": (
        'language = "en"\n[last_setup]\ngame = "ethnos"\nplayers = 3\n'
        '[[last_setup.seats]]\nkind = "human"\nname = "Ann"\ncolour = ["red"]\n'
    ),
    "seats_not_tables": '[last_setup]\ngame = "ethnos"\nseats = [1, "a", [2]]\n',
    "players_a_string": '[last_setup]\ngame = "everdell"\nplayers = "four"\n',
    "options_nested": '[last_setup]\ngame = "ethnos"\n[last_setup.options]\ntribes = [[1]]\n',
    "game_a_table": "[last_setup.game]\nid = 1\n",
    "not_toml": "language = = =\n\x00\x01",
}


def write(path: Path, text: str) -> None:
    """Write `text` as the bytes it stands for (lone surrogates become the bytes they escape)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
