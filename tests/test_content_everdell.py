"""Everdell content files: the same keys and placeholders in every language, a name and a text
for every id of briefs/everdell_ids.md (and of the engine data, once it loads), and the official
names chosen from shared/rules/glossary-everdell.md."""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

import pytest

from gameshelf.content import (
    LANGUAGES,
    PLURAL_FORMS,
    load_content,
    plural_form,
    read_content_file,
)
from gameshelf.paths import i18n_dir

GAME = "everdell"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

# The fixed ids (briefs/everdell_ids.md), copied so these tests don't wait for the engine.
CRITTERS = (
    "architect", "bard", "barge_toad", "chip_sweep", "doctor", "fool", "historian", "husband",
    "innkeeper", "judge", "king", "miner_mole", "monk", "peddler", "postal_pigeon", "queen",
    "ranger", "shepherd", "shopkeeper", "teacher", "undertaker", "wanderer", "wife", "woodcarver",
)  # fmt: skip
CONSTRUCTIONS = (
    "castle", "cemetery", "chapel", "clock_tower", "courthouse", "crane", "dungeon", "ever_tree",
    "fairgrounds", "farm", "general_store", "inn", "lookout", "mine", "monastery", "palace",
    "post_office", "resin_refinery", "ruins", "school", "storehouse", "theatre", "twig_barge",
    "university",
)  # fmt: skip
CARD_IDS = CRITTERS + CONSTRUCTIONS
BASIC_IDS = (
    "three_twigs", "two_twigs_one_card", "two_resin", "one_resin_one_card", "one_pebble",
    "two_cards_one_point", "one_berry_one_card", "one_berry",
)  # fmt: skip
JOURNEY_IDS = ("journey_5", "journey_4", "journey_3", "journey_2")
LOCATION_IDS = (*BASIC_IDS, "haven", *JOURNEY_IDS)
FOREST_IDS = (
    "two_berries_one_card", "two_any", "discard_any_draw_two_each", "copy_basic_one_card",
    "one_pebble_three_cards", "twig_resin_berry", "three_berries", "two_resin_one_twig",
    "two_cards_one_any", "discard_up_to_three_gain_any_each", "two_meadow_play_one_discount",
)  # fmt: skip
BASIC_EVENT_IDS = ("basic_production", "basic_destination", "basic_governance", "basic_traveler")
SPECIAL_EVENT_IDS = (
    "a_brilliant_marketing_plan", "a_wee_run_city", "an_evening_of_fireworks",
    "ancient_scrolls_discovered", "capture_of_the_acorn_thieves", "croak_wart_cure",
    "flying_doctor_service", "graduation_of_scholars", "ministering_to_miscreants",
    "path_of_the_pilgrims", "performer_in_residence", "pristine_chapel_ceiling",
    "remembering_the_fallen", "tax_relief", "the_everdell_games", "under_new_management",
)  # fmt: skip
EVENT_IDS = BASIC_EVENT_IDS + SPECIAL_EVENT_IDS
CARD_TYPES = ("traveler", "production", "destination", "governance", "prosperity")
KINDS = ("critter", "construction")
RESOURCES = ("twig", "resin", "pebble", "berry")
SEASONS = ("winter", "spring", "summer", "autumn")
CATEGORIES = ("cards", "tokens", "prosperity", "journey", "basic_events", "special_events")
RUGWORT_YEARS = ("1", "2", "3")
RULE_SECTIONS = (
    "overview", "setup", "turn", "workers", "cards", "card_types", "seasons", "events", "end",
    "solo", "edition",
)  # fmt: skip
TERMS = (
    "critter", "construction", "meadow", "city", "haven", "journey", "forest", "event",
    "basic_event", "special_event", "worker", "point_token", "occupied_token", "hand_limit",
    "unique", "common", "open_destination", "deck", "discard", "place_worker", "play_card",
    "prepare_for_season", "pass",
)  # fmt: skip

# Names chosen from shared/rules/glossary-everdell.md (OFFICIAL / OFFICIAL? where there is one);
# changing one must be deliberate.
OFFICIAL_NAMES = {
    "es": {
        "game.name": "Everdell",
        "resources.twig": "ramita", "resources.resin": "resina", "resources.pebble": "guijarro",
        "resources.berry": "baya",
        "kinds.critter": "Criatura", "kinds.construction": "Estructura",
        "terms.meadow": "Prado", "terms.occupied_token": "ficha de ocupado",
        "seasons.autumn": "Otoño",
        "card_types.governance.name": "Gobernanza", "card_types.prosperity.name": "Prosperidad",
        "cards.barge_toad.name": "Sapo Barquero", "cards.chip_sweep.name": "Roedor Barredor",
        "cards.innkeeper.name": "Posadero", "cards.shopkeeper.name": "Tendera",
        "cards.wanderer.name": "Trotamundos", "cards.clock_tower.name": "Torre del Reloj",
        "cards.courthouse.name": "Juzgados", "cards.ever_tree.name": "Árbol Eterno",
        "cards.post_office.name": "Oficina Postal", "cards.twig_barge.name": "Barcaza",
    },
    "ja": {
        "game.name": "エバーデール",
        "resources.twig": "小枝", "resources.resin": "樹液", "resources.pebble": "小石",
        "resources.berry": "果実",
        "kinds.critter": "動物カード", "kinds.construction": "建物カード",
        "terms.meadow": "草原", "terms.occupied_token": "扉トークン",
        "terms.point_token": "勝利点トークン", "terms.points": "勝利点",
        "terms.prepare_for_season": "次の季節の準備",
        "card_types.governance.name": "政治", "card_types.prosperity.name": "祝福",
        "cards.innkeeper.name": "宿屋の主人", "cards.judge.name": "裁判官",
        "cards.shopkeeper.name": "店主", "cards.crane.name": "クレーン",
        "cards.post_office.name": "郵便局", "cards.ever_tree.name": "永遠の樹",
        "events.a_brilliant_marketing_plan.name": "素晴らしい販売計画",
    },
}  # fmt: skip

# A card tooltip: at most three sentences, and short (characters per language).
MAX_CARD_TEXT = {"en": 230, "es": 260, "ja": 110}
SENTENCE_END = {"en": re.compile(r"[.!?](\s|$)"), "es": re.compile(r"[.!?](\s|$)"),
                "ja": re.compile(r"。")}  # fmt: skip


@cache
def raw(lang: str) -> dict[str, Any]:
    return read_content_file(i18n_dir() / "content" / lang / f"{GAME}.toml")


def is_plural(value: Any) -> bool:
    return isinstance(value, Mapping) and "other" in value and set(value) <= set(PLURAL_FORMS)


def leaves(table: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """(key path, value) of every string or plural table ({one, other})."""
    for key, value in table.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping) and not is_plural(value):
            yield from leaves(value, f"{path}.")
        else:
            yield path, value


def texts(value: Any) -> list[str]:
    return list(value.values()) if isinstance(value, Mapping) else [value]


def placeholders(value: Any) -> set[str]:
    return {name for text in texts(value) for name in PLACEHOLDER.findall(text)}


def get(table: Mapping[str, Any], dotted: str) -> Any:
    for part in dotted.split("."):
        table = table[part]
    return table


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_file_loads_and_falls_back_to_nothing(lang):
    content = load_content(GAME, lang)
    assert content.lang == lang
    assert content.text("game.name")
    assert content.text("cards.ever_tree.name")
    assert content.text("options.rugwort_year.values.2")
    assert list(content.table("rules")) == list(RULE_SECTIONS)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_exactly_the_english_keys(lang):
    english = dict(leaves(raw("en")))
    other = dict(leaves(raw(lang)))
    assert sorted(set(english) - set(other)) == [], f"{lang}: missing keys"
    assert sorted(set(other) - set(english)) == [], f"{lang}: keys not in English"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_the_same_placeholders(lang):
    english = dict(leaves(raw("en")))
    for path, value in leaves(raw(lang)):
        assert placeholders(value) == placeholders(english[path]), f"{lang}: {path}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_strings_and_no_stray_braces(lang):
    for path, value in leaves(raw(lang)):
        for text in texts(value):
            assert isinstance(text, str) and text.strip(), f"{lang}: {path} is empty"
            rest = PLACEHOLDER.sub("", text)
            assert "{" not in rest and "}" not in rest, f"{lang}: {path}: {text}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_only_counts_take_a_number(lang):
    for path, value in leaves(raw(lang)):
        if path.startswith("log.") or path == "format.paid":
            continue  # log sentences: tests/test_content_everdell_log.py
        if path.startswith(("hints.", "refusals.")):
            continue  # sentences about a move, filled in: same placeholders as the English
        if path.startswith("counts."):
            assert is_plural(value), f"{lang}: {path} is not a plural table"
            assert all(PLACEHOLDER.findall(t) == ["count"] for t in texts(value)), path
        else:
            assert isinstance(value, str), f"{lang}: {path} should be a plain string"
            assert not placeholders(value), f"{lang}: {path} has a placeholder"


def test_counts_read_as_expected():
    en, es, ja = (raw(lang)["counts"] for lang in ("en", "es", "ja"))
    assert plural_form(en["berry"], 1) == "{count} berry"
    assert plural_form(en["berry"], 3) == "{count} berries"
    assert plural_form(es["resin"], 2) == "{count} resinas"
    assert all(set(table) == {"other"} for table in ja.values()), "Japanese has no plurals"
    assert plural_form(ja["card"], 1) == "カード{count}枚"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_id_has_a_name_and_a_text_and_a_card_or_event_its_short_form(lang):
    content = raw(lang)
    for table, ids in (
        ("cards", CARD_IDS),
        ("locations", LOCATION_IDS),
        ("forest", FOREST_IDS),
        ("events", EVENT_IDS),
    ):
        assert list(content[table]) == list(ids), f"{lang}: [{table}] ids or order"
        # A card, an event or a Forest card also has the short form the board writes.
        keys = {"name", "text", "short"} if table != "locations" else {"name", "text"}
        for item, row in content[table].items():
            assert set(row) == keys, f"{lang}: {table}.{item}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_small_tables_have_their_fixed_keys(lang):
    content = raw(lang)
    assert tuple(content["resources"]) == RESOURCES
    assert tuple(content["seasons"]) == SEASONS
    assert tuple(content["kinds"]) == KINDS
    assert tuple(content["card_types"]) == CARD_TYPES
    for row in content["card_types"].values():
        assert set(row) == {"name", "colour", "text"}
    assert tuple(content["categories"]) == CATEGORIES, "the score pad's order"
    assert tuple(content["options"]["rugwort_year"]["values"]) == RUGWORT_YEARS
    assert set(TERMS) <= set(content["terms"])
    assert tuple(content["rules"]) == RULE_SECTIONS
    for row in content["rules"].values():
        assert set(row) == {"title", "text"}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_names_follow_the_glossary(lang):
    content = raw(lang)
    found = {key: get(content, key) for key in OFFICIAL_NAMES[lang]}
    assert found == OFFICIAL_NAMES[lang]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_are_distinct(lang):
    content = raw(lang)
    for table in ("cards", "locations", "forest", "events"):
        names = [row["name"] for row in content[table].values()]
        assert len(set(names)) == len(names), f"{lang}: two [{table}] share a name"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_card_texts_fit_a_tooltip(lang):
    for card, row in raw(lang)["cards"].items():
        text = row["text"]
        assert len(text) <= MAX_CARD_TEXT[lang], f"{lang}: cards.{card} is {len(text)} long"
        sentences = len(SENTENCE_END[lang].findall(text))
        assert 1 <= sentences <= 3, f"{lang}: cards.{card} has {sentences} sentences"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rugwort_years_say_they_come_from_a_community_source(lang):
    values = raw(lang)["options"]["rugwort_year"]["values"]
    marker = {"en": "community", "es": "comunidad", "ja": "コミュニティ"}[lang]
    assert marker not in values["1"]
    assert marker in values["2"] and marker in values["3"]
    assert marker in raw(lang)["options"]["rugwort_year"]["help"]


# --- against the engine's data, once it is importable ------------------------------------------


def engine_data() -> Any:
    data = pytest.importorskip("gameshelf.games.everdell.data")
    try:
        return data, data.default_data()
    except Exception as error:  # the data file is being written concurrently
        pytest.skip(f"Everdell data does not load yet: {error}")


def test_the_brief_ids_are_the_engine_ids():
    module, data = engine_data()
    assert tuple(data.cards) == CARD_IDS
    assert tuple(row.id for row in data.basic) == BASIC_IDS
    assert data.haven.id == "haven"
    assert tuple(row.id for row in data.journey) == JOURNEY_IDS
    assert tuple(row.id for row in data.forest) == FOREST_IDS
    assert tuple(row.id for row in data.basic_events) == BASIC_EVENT_IDS
    assert tuple(row.id for row in data.special_events) == SPECIAL_EVENT_IDS
    assert tuple(module.RESOURCES) == RESOURCES
    assert tuple(module.TYPES) == CARD_TYPES
    assert tuple(module.SEASONS) == SEASONS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_id_has_content(lang):
    _, data = engine_data()
    content = raw(lang)
    assert set(data.cards) <= set(content["cards"])
    locations = [*data.basic, data.haven, *data.journey]
    assert {row.id for row in locations} <= set(content["locations"])
    assert {row.id for row in data.forest} <= set(content["forest"])
    events = [*data.basic_events, *data.special_events]
    assert {row.id for row in events} <= set(content["events"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_special_events_name_the_cards_they_need(lang):
    _, data = engine_data()
    content = raw(lang)
    for event in data.special_events:
        text = content["events"][event.id]["text"]
        for card in event.requires:
            name = content["cards"][data.cards[card]]["name"]
            assert name in text, f"{lang}: events.{event.id} doesn't name {name}"


def test_categories_match_the_engine():
    try:
        from gameshelf.games.everdell.state import CATEGORIES as engine_categories
    except Exception as error:  # the engine is being written concurrently
        pytest.skip(f"Everdell state does not import yet: {error}")
    assert tuple(engine_categories) == CATEGORIES


def test_option_values_match_the_engine():
    from gameshelf.engine import get_game

    try:
        spec = get_game(GAME)
    except Exception as error:  # not registered yet
        pytest.skip(f"Everdell is not registered yet: {error}")
    for option in spec.options:
        for lang in LANGUAGES:
            values = raw(lang)["options"][option.key]["values"]
            assert set(values) == {str(c).lower() for c in option.choices}, f"{lang}: {option.key}"


@pytest.mark.parametrize("lang", ("en", *TRANSLATIONS))
def test_the_score_sheet_names_prosperity_by_the_purple_cards_glossary_name(lang):
    # 祝福 alone reads as "blessing" on the Japanese sheet: it says whose bonus it is.
    content = raw(lang)
    card_type = get(content, "card_types.prosperity.name")
    assert get(content, "categories.prosperity").startswith(card_type)
    if lang == "ja":
        assert get(content, "categories.prosperity") == "祝福ボーナス"
