"""Reavers of Midgard's log: a sentence for every event the engine emits, in every language,
rendered from seeded games (random and Easy moves, 2 to 4 players, both set-ups) with no
placeholder, id or Python value left behind. The game is not registered: the spec is built
directly."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from content_checks import STUTTER
from gameshelf.content import LANGUAGES, Content, load_content, render_event
from gameshelf.engine import Event
from gameshelf.games.reavers import ReaversSpec
from gameshelf.games.reavers.events import EVENTS
from test_content_champions_log import PLACEHOLDER, SEAT_NAMES, forms

DERIVED = {"seat", "resources"}
# Python's words for values, a repr's quotes and brackets, ids: none may reach a log line.
LEAKS = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\[|\]|'\w*'|\"|_|\{|\}")


@cache
def content(lang: str) -> Content:
    return load_content("reavers", lang)


@cache
def played_events() -> tuple[Event, ...]:
    spec = ReaversSpec()
    events: list[Event] = []
    for game in range(8):
        players = game % 3 + 2
        state = spec.new_game(players, 500 + game, {"setup": "early" if game % 2 else "retail"})
        events += spec.setup_events(state)
        rng = random.Random(game)
        easy = game % 4 >= 2
        while not state.is_over():
            action = (spec.heuristic_action(state, state.to_move(), rng) if easy
                      else rng.choice(state.legal_actions()))
            events += state.apply(action)
    return tuple(events)


def line(event: Event, lang: str = "en") -> str:
    return render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_key_has_a_sentence_using_only_what_the_event_carries(lang):
    log = content(lang).table("log")
    assert set(log) == set(EVENTS)
    for key, (args, _) in EVENTS.items():
        used = {name for text in forms(log[key]) for name in PLACEHOLDER.findall(text)}
        assert not used - set(args) - DERIVED, f"{lang}: log.{key} uses {sorted(used)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_seeded_games_reads_as_a_sentence(lang):
    seen = set()
    for event in played_events():
        text = line(event, lang)
        assert text.strip(), event
        assert not LEAKS.search(text), f"{lang}: {event} -> {text}"
        assert not STUTTER.search(text), f"{lang}: {event} -> {text}"
        seen.add(event.key)
    assert {"reavers.gain", "reavers.rest", "reavers.pay", "reavers.combat_roll"} <= seen


def test_gain_words_each_amount_and_lose_what_was_taken():
    gain = Event("reavers.gain", 0, {"food": 2, "favor": 1, "die": 1, "village": 1})
    assert line(gain) == "Ana gained 2 Food, 1 Favor, 1 die and 1 Village Spoils card."
    assert line(Event("reavers.lose", 1, {"glory": 2})) == "Bo lost 2 Glory."
    assert "{" not in line(gain, "es") and "{" not in line(gain, "ja")


def test_rest_picks_the_food_sentence_when_food_is_taken():
    assert line(Event("reavers.rest", 0, {"food": 2})) == "Ana Rested and took 2 Food."
    assert line(Event("reavers.rest", 0, {"colour": "red"})).startswith("Ana Rested and took a")
    for lang in LANGUAGES:
        assert "{" not in line(Event("reavers.rest", 0, {"food": 2}), lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_combat_won_reads_as_won_and_a_lost_one_as_lost(lang):
    # The choice is by a truth value: `won = true` in the event, the bare key true in the file.
    won = line(Event("reavers.combat_end", 0, {"card": "food_1_3", "won": True}), lang)
    lost = line(Event("reavers.combat_end", 0, {"card": "food_1_3", "won": False}), lang)
    log = content(lang).table("log")["reavers.combat_end"]
    assert won.endswith(log["true"].split("{card}")[1])
    assert lost.endswith(log["other"].split("{card}")[1]) and won != lost


def test_a_roll_of_no_dice_reads_as_a_roll_of_nothing():
    # "sacó nada" is not Spanish and "なしを出した" not Japanese: the faces come after a colon.
    empty = Event("reavers.combat_roll", 0, {"faces": [], "defense": 2})
    assert line(empty) == "Ana rolled against Defense 2: nothing."
    assert line(empty, "es") == "Ana tiró contra Defensa 2: nada."
    assert line(empty, "ja") == "Anaの出目（防御値2）：なし。"
