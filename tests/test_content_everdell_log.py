"""Everdell's log: a sentence for every event the engine emits, in every language, rendered from
real games without an error or a placeholder left behind."""

from __future__ import annotations

import random
import re
from functools import cache

import pytest

from gameshelf.content import LANGUAGES, Content, load_content, render_event
from gameshelf.engine import Event, get_game
from gameshelf.games.everdell.events import EVENTS

PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SEAT_NAMES = ["Ana", "Bo", "Chiyo", "Dev"]
# What a template may use besides the event's own arguments.
DERIVED = {"seat", "resources", "amount", "paid"}


@cache
def content(lang: str) -> Content:
    return load_content("everdell", lang)


@cache
def played_events() -> tuple[Event, ...]:
    """The events of seeded random games for 1 to 4 players (every kind the rules emit often)."""
    spec = get_game("everdell")
    events: list[Event] = []
    rng = random.Random(7)
    for game in range(12):
        state = spec.new_game(game % 4 + 1, 100 + game)
        while not state.is_over():
            events += state.apply(rng.choice(state.legal_actions()))
    return tuple(events)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_has_a_sentence_using_only_what_the_event_carries(lang):
    log = content(lang).table("log")
    assert set(log) == set(EVENTS), f"{lang}: events without a sentence or sentences without one"
    for key, (args, _) in EVENTS.items():
        template = log[key]
        texts = template.values() if isinstance(template, dict) else [template]
        used = {name for text in texts for name in PLACEHOLDER.findall(text)}
        unknown = used - set(args) - DERIVED
        assert not unknown, f"{lang}: log.{key} uses {sorted(unknown)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_real_games_render_in_every_language(lang):
    seen = set()
    for event in played_events():
        text = render_event(content(lang), event, seat_names=SEAT_NAMES, card_name=str)
        assert "{" not in text and "}" not in text, text
        assert text.strip(), event
        seen.add(event.key)
    # Random games reach most events; the rest are checked by the test below.
    assert len(seen) >= len(EVENTS) // 2


def test_a_payment_names_the_method_and_the_resources():
    event = Event("everdell.play_card", 0, {"card": "farm", "method": "cost", "twig": 2,
                                             "resin": 1})
    en = render_event(content("en"), event, seat_names=["Ana"], card_name=str)
    assert en == "Ana played Farm paying its cost (2 twigs and 1 resin)."
    free = Event("everdell.play_card", 0, {"card": "wife", "method": "occupy"})
    assert render_event(content("es"), free, seat_names=["Ana"], card_name=str) == (
        "Ana jugó Esposa gratis, ocupando una Estructura.")
    ja = render_event(content("ja"), event, seat_names=["Ana"], card_name=str)
    assert ja == "Anaは農場をコストを支払ってプレイした（小枝2個と樹液1個）。"


def test_rugwort_and_places_are_named():
    solo = ["Ana"]
    gift = Event("everdell.give_resources", 0, {"target": 1, "berry": 2})
    assert render_event(content("en"), gift, seat_names=solo, card_name=str) == (
        "Ana gave 2 berries to Rugwort.")
    move = Event("everdell.move_worker", 0, {"from": "two_any"})
    assert "{" not in render_event(content("ja"), move, seat_names=solo, card_name=str)
    season = Event("everdell.prepare_for_season", 0, {"season": 2})
    assert render_event(content("es"), season, seat_names=solo, card_name=str) == (
        "Ana se preparó para la estación: Verano.")


@pytest.mark.parametrize(("lang", "own", "theirs"), [
    ("en", "Ana visited their own Inn.", "Ana visited Bo's Inn."),
    ("es", "Ana visitó Posada en su propia ciudad.", "Ana visitó Posada en la ciudad de Bo."),
    ("ja", "Anaは自分の街の宿屋を訪れた。", "AnaはBoの街の宿屋を訪れた。"),
])
def test_a_visit_says_whose_city_without_naming_the_visitor_twice(lang, own, theirs):
    def visit(owner: int) -> str:
        event = Event("everdell.visit_destination", 0, {"card": "inn", "owner": owner})
        return render_event(content(lang), event, seat_names=["Ana", "Bo"], card_name=str)

    assert (visit(0), visit(1)) == (own, theirs)
