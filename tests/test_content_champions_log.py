"""Champions of Midgard's log and refusals: a sentence for every event the engine emits, in every
language, rendered from real games (random and Easy moves, 2 to 4 players) with no placeholder,
id or Python value left behind; a reason for every refusal; and `gameshelf replay` in Japanese."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

import pytest

from content_checks import STUTTER
from gameshelf.cli import main
from gameshelf.content import CHOICE_KEY, LANGUAGES, Content, load_content, render_event
from gameshelf.engine import Event, Match, Seat, get_game
from gameshelf.games.champions import refusals
from gameshelf.games.champions.events import EVENTS
from gameshelf.log_text import refusal_text

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SEAT_NAMES = ["Ana", "Bo", "Chiyo", "Dev"]
# What a template may use besides the event's own arguments: the seat, the amounts in words,
# and the arguments a rune's use adds (Gifts: food, wood, coin; Success: destiny; Wealth: coin).
DERIVED = {"seat", "resources"}
RUNE_ARGS = {"food", "wood", "coin", "destiny"}
# Python's words for values, a repr's quotes and brackets, ids: none may reach a log line (an
# apostrophe is English: "Ana's hunt").
LEAKS = re.compile(r"\bNone\b|\bTrue\b(?! Vision)|\bFalse\b|\[|\]|'\w*'|\"|_|\{|\}")


@cache
def content(lang: str) -> Content:
    return load_content("champions", lang)


@cache
def played_events() -> tuple[Event, ...]:
    """Seeded games at 2, 3 and 4 players, random and Easy (the heuristic) moves, with and
    without the leader draft: the set-up's events and every event of every move."""
    spec = get_game("champions")
    events: list[Event] = []
    for game in range(12):
        players = game % 3 + 2
        options = {"leaders": "draft" if game % 2 else "random"}
        state = spec.new_game(players, 300 + game, options)
        events += spec.setup_events(state)
        rng = random.Random(game)
        easy = game % 4 >= 2
        while not state.is_over():
            seat = state.to_move()
            action = (spec.heuristic_action(state, seat, rng) if easy
                      else rng.choice(state.legal_actions()))
            events += state.apply(action)
    return tuple(events)


def forms(template: Any) -> Iterator[str]:
    """Every sentence of a template: a string, or a table chosen by an argument or a count."""
    if isinstance(template, Mapping):
        for key, form in template.items():
            if key != CHOICE_KEY:
                yield from forms(form)
    else:
        yield template


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_key_has_a_sentence_using_only_what_the_event_carries(lang):
    log = content(lang).table("log")
    assert set(log) == set(EVENTS), f"{lang}: events without a sentence or sentences without one"
    for key, (args, _) in EVENTS.items():
        extra = RUNE_ARGS if key == "champions.use_rune" else set()
        used = {name for text in forms(log[key]) for name in PLACEHOLDER.findall(text)}
        unknown = used - set(args) - DERIVED - extra
        assert not unknown, f"{lang}: log.{key} uses {sorted(unknown)}"
        if isinstance(log[key], Mapping) and CHOICE_KEY in log[key]:
            assert log[key][CHOICE_KEY] in args, f"{lang}: log.{key} chooses by an unknown name"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_real_games_reads_as_a_sentence(lang):
    seen = set()
    for event in played_events():
        text = render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)
        assert text.strip(), event
        assert not LEAKS.search(text), f"{lang}: {event} -> {text}"
        assert not STUTTER.search(text), f"{lang}: {event} -> {text}"
        seen.add(event.key)
    # The Kraken, Begging and a monster's restriction are rare; the next test words them.
    assert len(seen) >= len(EVENTS) - 4, sorted(set(EVENTS) - seen)


RARE = [
    Event("champions.beg", 1, {}),
    Event("champions.restricted", 0, {"kind": "axeman", "enemy": "monster_red_03"}),
    Event("champions.fight", 2, {"target": "kraken", "enemy": "kraken", "dice": 3}),
    Event("champions.choose_leader", 0, {"leader": "svanhildr"}),
    Event("champions.gain_dice", 0, {"kind": "axeman", "count": 0, "returned": 2}),
    Event("champions.gain_dice", 0, {"kind": "spearman", "count": 1, "returned": 1}),
    Event("champions.use_rune", 0, {"rune": "gifts", "food": 1, "wood": 0, "coin": 2}),
    Event("champions.use_rune", 0, {"rune": "success", "destiny": "troll_slayer"}),
    Event("champions.use_rune", 0, {"rune": "wealth", "coin": 3}),
    Event("champions.use_rune", 0, {"rune": "healing"}),
    Event("champions.glory", 0, {"amount": 2, "why": "asmundr"}),
    Event("champions.glory", 0, {"amount": 4, "why": "success"}),
    Event("champions.lose_die", 0, {"kind": "swordsman", "why": "whirlpool"}),
    Event("champions.feed", 1, {"shore": 3, "warriors": 5, "food": 2, "starved": 3}),
    Event("champions.keep_destiny", 0, {"returned": 1}),
    Event("champions.keep_destiny", 0, {"returned": 3}),
    Event("champions.draw_destiny", 0, {"count": 0}),
    Event("champions.repeat", 0, {"stall": "aumingi", "count": 0}),
    Event("champions.game_end", None, {"totals": [41, 41], "winners": [0, 1]}),
    Event("champions.reveal", None, {"assign": [{}, {}], "food": [{}, {}]}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("event", RARE, ids=lambda event: event.key)
def test_rare_events_and_their_choices_read_as_sentences(lang, event):
    text = render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)
    assert text.strip() and not LEAKS.search(text), text


def line(event: Event, lang: str = "en") -> str:
    return render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)


def test_english_lines_name_things_and_count_them():
    assert line(Event("champions.gain_dice", 0, {"kind": "axeman", "count": 2, "returned": 0})) \
        == "Ana gained 2 Axemen."
    assert line(Event("champions.roll", 1, {"faces": ["swordsman:hit2", "axeman:blank"]})) \
        == "Bo rolled Swordsman (2 hits) and Axeman (Blank)."
    assert line(Event("champions.gain", 0, {"food": 2, "coin": 1, "why": "smokehouse"})) \
        == "Ana gained 2 Food and 1 Coin (Smokehouse)."
    assert line(Event("champions.place_ship", 0, {"ship": "large", "shore": 2})) \
        == "Ana took Large Longship to the port of shore 3."
    reveal = Event("champions.reveal", None, {
        "assign": [{"troll": {"swordsman": 2, "axeman": 1}}, {}, {"shore_0": {"spearman": 3}}],
        "food": [{}, {}, {"0": 2}]})
    assert line(reveal) == ("The assignments were revealed: Ana (the Troll: 2 Swordsmen and 1 "
                            "Axeman); Chiyo (shore 1: 3 Spearmen). Food aboard: Chiyo (shore 1: "
                            "2 Food).")
    end = Event("champions.game_end", None, {"totals": [45, 38], "winners": [0]})
    assert line(end) == "The game is over. Final scores: Ana (45 Glory); Bo (38 Glory). Ana wins!"


def test_spanish_and_japanese_count_as_their_languages_do():
    event = Event("champions.reroll", 0, {"count": 2, "faces": ["spearman:shield"]})
    assert line(event, "es") == (
        "Ana gastó 1 de Favor para volver a tirar 2 dados: Lancero (Escudo).")
    assert line(event, "ja") == (
        "Anaは好意トークン1個を使い、ダイス2個を振り直した：スピアマン（シールド）。")


def test_hidden_things_stay_hidden():
    # A peek names the shore, not the card; a Destiny drawn is a count.
    assert line(Event("champions.peek", 0, {"shore": 1})) == (
        "Ana looked at the Journey card of shore 2 in secret.")
    assert line(Event("champions.draw_destiny", 0, {"count": 2})) == (
        "Ana drew 2 Destiny cards in secret.")


def refusal_keys() -> set[str]:
    listed = refusals.__doc__.split("Keys:")[1]
    return {key.split("(")[0].strip(" .") for key in " ".join(listed.split()).split(",")}


# Each refusal as why_not gives it: a shared key (location_full, cannot_afford, nothing_there)
# comes with a location's arguments or a longship's.
REFUSAL_ARGS = {
    "no_such_location": {}, "location_full": {"location": "troll"},
    "already_hunting": {"location": "hunting_grounds"}, "cannot_afford": {"location": "market"},
    "nothing_there": {"location": "smokehouse"}, "no_such_ship": {"ship": "x", "shore": 9},
    "not_your_ship": {"ship": "private_b", "shore": 0}, "no_such_shore": {"ship": "small",
                                                                          "shore": 7},
    "port_taken": {"ship": "small", "shore": 3}, "not_reserved": {"target": "shore_2"},
    "restricted": {"target": "draugr_1", "kind": "axeman"}, "no_die": {"kind": "spearman"},
    "ship_full": {"target": "shore_1"}, "decision_first": {"decision": "market"},
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_has_a_reason_in_words(lang):
    table = content(lang).table("refusals")
    assert set(table) == refusal_keys()
    for key in sorted(refusal_keys()):
        text = refusal_text(content(lang), (key, REFUSAL_ARGS.get(key, {})),
                            seat_names=SEAT_NAMES, card_name=str)
        assert text.strip() and not LEAKS.search(text), f"{lang}: {key} -> {text}"


def test_replay_prints_a_saved_game_in_japanese(tmp_path, capsys):
    spec = get_game("champions")
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
    assert printed[0].startswith("ラウンド1開始。")
    assert printed[-1].startswith("ゲーム終了。最終得点：")
    for text in printed:
        assert not LEAKS.search(text) and "champions." not in text, text
        assert re.search(r"[ぁ-んァ-ン]", text), text
