"""Aquatica's log and refusals: a sentence for every event the engine emits, in every language,
rendered from real games (random and Easy moves, 1 to 4 players, every option) with no
placeholder, id or Python value left behind; hidden things left unnamed; a reason for every
refusal."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from functools import cache

import pytest

from content_checks import STUTTER
from gameshelf.content import CHOICE_KEY, LANGUAGES, Content, load_content, render_event
from gameshelf.engine import Event
from gameshelf.games.aquatica import AquaticaSpec, refusals
from gameshelf.games.aquatica.data import default_data
from gameshelf.games.aquatica.events import EVENTS
from gameshelf.log_text import log_line, refusal_text
from test_content_champions_log import forms

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SEAT_NAMES = ["Ana", "Bo", "Chiyo", "Dev"]
# Python's words for values, a repr's quotes and brackets, ids (snake_case, or a word glued to
# a number such as coins2 or king_1): none may reach a log line.
LEAKS = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\[|\]|'\w*'|\"|_|\{|\}|\b[a-z]+[0-9]\b")


@cache
def content(lang: str) -> Content:
    return load_content("aquatica", lang)


@cache
def played_events() -> tuple[Event, ...]:
    """Seeded games at 1 to 4 players, random and Easy (the heuristic) moves, through every
    option: the set-up's events and every event of every move."""
    spec = AquaticaSpec()
    events: list[Event] = []
    for game in range(24):
        options = {"goals": ("updated", "original", "tokens")[game % 3],
                   "kings": ("basic", "draft", "none")[game // 4 % 3],
                   "scout": ("updated", "original")[game // 2 % 2]}
        state = spec.new_game(game % 4 + 1, 500 + game, options)
        events += spec.setup_events(state)
        rng = random.Random(game)
        easy = game % 8 >= 4
        while not state.is_over():
            seat = state.to_move()
            action = (spec.heuristic_action(state, seat, rng) if easy
                      else rng.choice(state.legal_actions()))
            events += state.apply(action)
    return tuple(events)


def line(event: Event, lang: str = "en") -> str:
    return render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_key_has_a_sentence_using_only_what_the_event_carries(lang):
    log = content(lang).table("log")
    assert set(log) == set(EVENTS), f"{lang}: events without a sentence or sentences without one"
    for key, (args, _) in EVENTS.items():
        used = {name for text in forms(log[key]) for name in PLACEHOLDER.findall(text)}
        unknown = used - set(args) - {"seat"}
        assert not unknown, f"{lang}: log.{key} uses {sorted(unknown)}"
        if isinstance(log[key], Mapping) and CHOICE_KEY in log[key]:
            assert log[key][CHOICE_KEY] in args, f"{lang}: log.{key} chooses by an unknown name"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_real_games_reads_as_a_sentence(lang):
    seen = set()
    for event in played_events():
        text = line(event, lang)
        assert text.strip(), event
        assert not LEAKS.search(text), f"{lang}: {event} -> {text}"
        assert not STUTTER.search(text), f"{lang}: {event} -> {text}"
        seen.add(event.key)
    assert seen == set(EVENTS), sorted(set(EVENTS) - seen)


RARE = [
    Event("aquatica.gain", 0, {"resource": "power", "amount": 2, "type": "sunken_ships"}),
    Event("aquatica.conquer", 1, {"location": "shark_bays_07", "row": "top", "slot": 2,
                                  "cost": 0}),
    Event("aquatica.recruit", 0, {"card": "meg", "slot": 3, "cost": 3}),
    Event("aquatica.discard_top_row", 0, {"locations": []}),
    Event("aquatica.scout", 0, {"moved": [], "discarded": []}),
    Event("aquatica.scout", 0, {"moved": ["sunken_ships_02"], "discarded": []}),
    Event("aquatica.scout", 0, {"moved": [], "discarded": ["sunken_ships_02"]}),
    Event("aquatica.deal", None, {"locations": []}),
    Event("aquatica.take_back_all", 0, {"count": 0}),
    Event("aquatica.take_back_all", 0, {"count": 4}),
    Event("aquatica.ready_mantas", 0, {"count": 1}),
    Event("aquatica.ready_mantas", 0, {"count": 3}),
    Event("aquatica.choose", 0, {"option": 0}),
    Event("aquatica.choose", 0, {"option": 2}),
    Event("aquatica.ichthyander", None, {"goal": "board_5", "spot": 2, "left": 0}),
    Event("aquatica.pass", 0, {"step": "recruit"}),
    Event("aquatica.pass", 0, {"step": "raise"}),
    *(Event("aquatica.cannot", 1, {"step": step}) for step in (
        "tire", "discard", "ichthyander", "scout", "buy", "replay", "fully_rise")),
    *(Event("aquatica.end_triggered", 0, {"why": why, "turns": turns}) for why, turns in (
        ("goals", 4), ("locations", 2), ("characters", 1), ("ichthyanders", 1))),
    Event("aquatica.end_turn", 0, {"coins": 2, "power": 0}),
    Event("aquatica.end_turn", 0, {"coins": 0, "power": 1}),
    Event("aquatica.end_turn", 0, {"coins": 1, "power": 3}),
    Event("aquatica.game_end", None, {"totals": [41, 41], "winners": [0, 1]}),
    Event("aquatica.game_end", None, {"totals": [95], "winners": [0], "rank": "kraken"}),
    Event("aquatica.setup_king", 2, {"king": "fancelot", "face": "coins2"}),
    Event("aquatica.flip", 0, {"kind": "bonus", "face": "power2"}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("event", RARE, ids=lambda event: event.key)
def test_rare_events_and_their_choices_read_as_sentences(lang, event):
    text = line(event, lang)
    assert text.strip() and not LEAKS.search(text), text


def test_english_lines_name_things_and_count_them():
    assert line(Event("aquatica.gain", 0, {"resource": "coins", "amount": 1, "type": ""})) \
        == "Ana gained 1 coin."
    assert line(Event("aquatica.gain", 1, {"resource": "power", "amount": 2,
                                           "type": "shark_bays"})) \
        == "Bo gained 2 power, only for conquering Shark Bays."
    assert line(Event("aquatica.exploit", 0, {"slot": 1, "location": "shark_bays_01",
                                              "depth": "coins2"})) \
        == "Ana exploited Razorfin Cove: +2 coins."
    assert line(Event("aquatica.recruit", 0, {"card": "meg", "slot": 2, "cost": 2})) \
        == "Ana recruited Meg from slot 3 of the row for 2 coins."
    assert line(Event("aquatica.conquer", 0, {"location": "sunken_ships_06", "row": "top",
                                              "slot": 0, "cost": 3})) \
        == "Ana conquered The Silent Galleon from the top row with 3 power."
    assert line(Event("aquatica.claim", 1, {"goal": "hand_8", "spot": 1, "points": 6})) \
        == "Bo claimed the goal “8 characters in hand” with a trained manta on spot 1: 6 " \
           "prosperity points."
    assert line(Event("aquatica.end_turn", 0, {"coins": 1, "power": 2})) \
        == "Ana ended their turn and lost 1 coin and 2 power unspent."
    assert line(Event("aquatica.game_end", None, {"totals": [30, 28], "winners": [0]})) \
        == "The game is over. Final scores: Ana (30 prosperity points); Bo (28 prosperity " \
           "points). Ana wins!"
    assert line(Event("aquatica.game_end", None, {"totals": [64], "winners": [0],
                                                  "rank": "leviathan"})) \
        == "The game is over. Final score: Ana (64 prosperity points). Solo rank: Leviathan."


def test_spanish_and_japanese_read_as_their_languages_do():
    event = Event("aquatica.buy", 0, {"location": "ocean_volcanoes_12", "row": "bottom",
                                      "slot": 4, "cost": 7})
    assert line(event, "es") == "Ana compró El Abismo Rojo de la fila inferior por 7 monedas."
    assert line(event, "ja") == "Anaは下段の紅の深淵をコイン7枚で購入した。"
    tire = Event("aquatica.tire", 1, {"kind": "trained", "face": "coins1", "by": 0})
    assert line(tire, "es") == "Bo cansó su manta entrenada (+1 moneda) por la Meg de Ana."
    assert line(tire, "ja") == "Anaのメグにより、Boは訓練されたマンタ（コイン+1）を疲れさせた。"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hidden_things_stay_hidden(lang):
    # A drafted King and a Location moved to the secret scoring pile are never named.
    data = default_data()
    king = line(Event("aquatica.pick_king", 0, {"king": "king_3"}), lang)
    assert content(lang).text("kings.king_3.name") not in king
    scored = line(Event("aquatica.score", 0, {"slot": 0, "location": "shark_bays_14"}), lang)
    assert all(content(lang).text(f"locations.{loc}.name") not in scored
               for loc in data.locations)


def test_the_end_of_the_game_is_a_heading():
    end = Event("aquatica.game_end", None, {"totals": [30, 28], "winners": [0]})
    shown = log_line(content("ja"), end, seat_names=SEAT_NAMES, card_name=str)
    assert shown.heading and shown.text.startswith("ゲーム終了。最終得点：")


def refusal_keys() -> set[str]:
    listed = refusals.__doc__.split("Keys:")[1]
    return {key.split("(")[0].strip(" .") for key in " ".join(listed.split()).split(",")}


# Each refusal with the arguments why_not gives it.
REFUSAL_ARGS = {
    "decision_first": {"step": "scout_keep"}, "not_in_hand": {"card": "no_such_card"},
    "not_now": {"step": "conquer"}, "no_such_location": {"row": "top"},
    "slot_taken": {"slot": 2}, "cannot_afford": {"location": "shark_bays_02", "cost": 3,
                                                 "have": 1},
    "no_such_slot": {"slot": 9}, "empty_slot": {"slot": 4},
    "fully_raised": {"slot": 0, "location": "sunken_ships_04"},
    "empty_depth": {"slot": 1, "location": "shark_bays_08"},
    "resource_outside_main": {"kind": "trained", "face": "coins1"},
    "effect_in_main": {"slot": 0, "location": "decayed_civilizations_05"},
    "resource_used": {"slot": 3, "location": "ocean_volcanoes_07"},
    "wasted": {"slot": 3, "location": "ocean_volcanoes_07"},
    "no_such_manta": {"kind": "wild", "face": "score"},
    "manta_tired": {"kind": "trained", "face": "raise1"},
    "manta_used": {"kind": "trained", "face": "raise1"},
    "goal_claimed": {"goal": "hand_8"}, "goal_full": {"goal": "wild_2"},
    "goal_not_met": {"goal": ""}, "no_trained_manta": {"goal": "scored_3"},
}  # fmt: skip


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_has_a_reason_in_words(lang):
    table = content(lang).table("refusals")
    assert set(table) == refusal_keys()
    for key in sorted(refusal_keys()):
        text = refusal_text(content(lang), (key, REFUSAL_ARGS.get(key, {})),
                            seat_names=SEAT_NAMES, card_name=str)
        assert text.strip() and not LEAKS.search(text), f"{lang}: {key} -> {text}"
    # A decision_first without a step pending still reads.
    assert refusal_text(content(lang), ("decision_first", {"step": ""}), seat_names=SEAT_NAMES,
                        card_name=str).strip()
