"""Reavers of Midgard content: the three files load, es/ja have the English keys and
placeholders, every fixed id of games/reavers/__init__.py is named in every language, the
options, stages, events and refusals are worded, and short forms fit the board."""

from __future__ import annotations

from typing import Any

import pytest

import content_checks
from content_checks import MAX_SHORT
from gameshelf.content import LANGUAGES, load_content
from gameshelf.games.reavers import ReaversSpec
from gameshelf.games.reavers.data import default_data
from gameshelf.games.reavers.scoring import CATEGORIES

GAME = "reavers"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
DATA = default_data()
LOCATIONS = ("recruit_reavers", "trade_with_villages", "raid_villages", "raid_keeps",
             "battle_at_sea", "conquer_territory")  # fmt: skip
FACES = ("hammer", "double_hammer", "shield", "chest", "ship", "clan_red", "clan_yellow",
         "clan_blue")  # fmt: skip
TOKENS = ("hammer", "double_hammer", "shield", "chest", "ship", "ship_hammer")
COLOURS = ("red", "yellow", "blue")
STAGES = __import__("gameshelf.games.reavers", fromlist=["x"]).__doc__.split("Stages")[1]
STAGES = tuple(
    w.strip(" .\n") for w in STAGES.split(":", 1)[1].split("- Actions")[0].split(",")
)
# Each table: its ids (from the data, so a new card needs its words) and the keys of one row.
TABLES = {
    "locations": (LOCATIONS, {"name", "text", "short"}),
    "clans": (COLOURS, {"name", "text"}),
    "dice": (COLOURS, {"name", "short", "text"}),
    "faces": (FACES, {"name"}),
    "tokens": (TOKENS, {"name"}),
    "slots": (("raid_villages", "raid_keeps", "battle_at_sea", "conquer_territory"), {"name"}),
    "trade": (("dice", "food", "prophecy", "favor"), {"name"}),
    "uses": (("rally", "specialize", "promote"), {"name", "text"}),
    "reavers": (tuple(DATA.reavers), {"name", "text"}),
    "village": (tuple(DATA.village), {"name", "text"}),
    "keep": (tuple(DATA.keep), {"name", "text"}),
    "sea_battles": (tuple(DATA.sea_battles), {"name", "text"}),
    "sea_journeys": (tuple(DATA.sea_journeys), {"name", "text"}),
    "prophecies": (tuple(DATA.prophecies), {"name", "text"}),
    "territories": (tuple(DATA.territories), {"name", "text"}),
}
DISTINCT = ("locations", "clans", "faces", "tokens", "slots", "trade", "uses", "reavers",
            "prophecies")  # fmt: skip
GLOSSARY = {
    "es": {"game.name": "Saqueadores de Midgard", "terms.longship": "Drakkar",
           "terms.glory": "Gloria", "terms.rest": "Descansar", "terms.honor_ship": "Barco de Honor",
           "locations.raid_keeps.name": "Saquear Fortalezas",
           "locations.conquer_territory.name": "Conquistar Territorio",
           "terms.pillage": "Arrasar", "terms.sea_journey": "Travesía Marítima"},
    "ja": {"game.name": "リーヴァーズ・オブ・ミッドガルド", "terms.longship": "ロングシップ",
           "terms.glory": "栄光点", "terms.favor_token": "好意トークン",
           "locations.battle_at_sea.name": "海戦", "terms.pillage": "焼き討ち"},
}  # fmt: skip


def raw(lang: str) -> dict[str, Any]:
    return content_checks.raw(GAME, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_file_loads_in_its_own_language(lang):
    content = load_content(GAME, lang)
    assert content.lang == lang and content.path.parent.name == lang
    assert content.text("game.name") and content.text("locations.raid_keeps.name")
    assert "edition" in content.table("rules")


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_the_english_keys_with_the_same_placeholders(lang):
    content_checks.check_english_keys_and_placeholders(GAME, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fixed_id_has_a_name(lang):
    content_checks.check_table_rows(GAME, lang, TABLES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_distinct_things_have_distinct_names(lang):
    for table in DISTINCT:
        names = [row["name"] for row in raw(lang)[table].values()]
        assert len(set(names)) == len(names), f"{lang}: [{table}]"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_score_sheet_stages_and_options_are_worded(lang):
    content = raw(lang)
    assert tuple(content["categories"]) == CATEGORIES == tuple(content["category_help"])
    assert set(content["phases"]) == set(STAGES)
    for option in ReaversSpec().options:
        words = content["options"][option.key]
        assert words["label"] and words["help"]
        assert set(words["values"]) == set(option.choices)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_and_refusal_has_its_words(lang):
    from gameshelf.games.reavers import refusals
    from gameshelf.games.reavers.events import EVENTS

    assert set(raw(lang)["log"]) == set(EVENTS)
    assert set(raw(lang)["refusals"]) == content_checks.refusal_keys(refusals)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_forms_fit_the_board(lang):
    for place, row in raw(lang)["locations"].items():
        assert len(row["short"]) <= MAX_SHORT[lang], f"{lang}: {place} {len(row['short'])}"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_names_follow_the_glossary(lang):
    content_checks.check_glossary(GAME, lang, GLOSSARY[lang])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_edition_section_names_stand_ins_and_choices(lang):
    text = raw(lang)["rules"]["edition"]["text"]
    words = {"en": ("Conquer Territory", "combat die", "Rules choices"),
             "es": ("Conquistar Territorio", "dado de combate", "Decisiones de reglas"),
             "ja": ("領土の征服", "戦闘ダイス", "ルールの解釈")}[lang]  # fmt: skip
    assert [w for w in words if w not in text] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_land_deed_is_logged_as_a_cut_of_the_defense_not_a_gain(lang):
    from gameshelf.engine import Action
    from gameshelf.log_text import log_line

    s = ReaversSpec().new_game(2, 3, {"setup": "early"})  # no Reavers to use first
    active = s.to_move()
    p = s.players[active]
    p["artifacts"], p["stored"] = ["land_deed"], {"land_deed": ["blue", "shield"]}
    s.apply(Action("place", ("conquer_territory",)))
    events = s.apply(Action("use_artifact", ("land_deed",)))
    assert [e.key for e in events if e.key in ("reavers.gain", "reavers.defense_cut")] == [
        "reavers.defense_cut"]
    cut = next(e for e in events if e.key == "reavers.defense_cut")
    assert cut.args == {"cut": 1}
    content = load_content("reavers", lang)
    text = log_line(content, cut, seat_names=["Ana", "Bo"], card_name=str).text
    expected = {"en": "Ana lowered the Defense to beat by 1 this activation.",
                "es": "Ana redujo en 1 la Defensa a superar en esta activación.",
                "ja": "Anaはこの起動で倒すべき防御値を1下げた。"}
    assert text == expected[lang]
