"""Aquatica content: the same keys in every language, every fixed id of the game named, the
glossary's names, and texts short enough for a tooltip or a small card."""

from __future__ import annotations

import re
from typing import Any

import pytest

import content_checks
from content_checks import MAX_SHORT
from gameshelf.content import LANGUAGES, load_content, plural_form
from gameshelf.games.aquatica.data import default_data
from test_content_everdell import leaves, texts

GAME = "aquatica"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]

# The fixed ids of games/aquatica/__init__.py, copied so that a renamed id fails here.
STARTING = ("matrona", "sea_horse", "patrician", "legionnaire", "wave_teller", "recruiter")
OCEAN = ("the_grabber", "mantas_leader", "healer", "meg", "researcher", "merchant_prince",
         "warlord", "tide_caller", "envoy")  # fmt: skip
KINGS = ("king_1", "king_2", "king_3", "king_4", "king_5", "xander", "fancelot", "herbert")
TYPES = ("shark_bays", "sunken_ships", "ocean_volcanoes", "decayed_civilizations")
LOCATIONS = tuple(f"{kind}_{n:02}" for kind in TYPES for n in range(1, 15))
DEPTHS = ("coins1", "coins2", "power1", "power2", *(f"power2_{kind}" for kind in TYPES),
          "raise1", "score", "take_back", "recruit", "fully_rise", "empty")  # fmt: skip
MANTA_FACES = ("coins1", "power1", "raise1", "coins2", "power2", "take_back", "score",
               "free_recruit")  # fmt: skip
MANTA_KINDS = ("trained", "wild", "bonus")
EFFECTS = (
    "coins", "power", "recruit", "buy", "conquer", "raise", "score", "scout", "take_back",
    "take_back_all", "ready_mantas", "fully_rise", "replay", "tire_opponents",
    "opponents_discard", "choose", "row_discard",
)  # fmt: skip
STEPS = ("scout_keep", "ichthyander", "tire", "discard", "end_main")
UPDATED_GOALS = ("hand_8", "board_5", "scored_3", "wild_2")
ORIGINAL_GOALS = ("original_hand_10", "original_same_type_4", "original_scored_3",
                  "original_wild_2")  # fmt: skip
GOAL_TOKENS = (
    "locations_11", "prosperity_15", "wild_3", "hand_1", "scored_types_4", "same_type_4",
    "discard_10", "conquerors_5", "fully_raised_5", "recruit_5", "scored_6", "hand_10",
)  # fmt: skip
GOALS = (*UPDATED_GOALS, *ORIGINAL_GOALS, *GOAL_TOKENS)
RANKS = ("blobfish", "sea_serpent", "leviathan", "kraken")
RANK_TABLES = ("gameshelf", "updated", "original")
STAGES = ("draft", "before", "main", "after", "over")
CATEGORIES = ("characters", "goals", "locations")
OPTIONS = {"goals": ("updated", "original", "tokens"), "kings": ("basic", "draft", "none"),
           "scout": ("updated", "original"), "ranks": ("gameshelf", "printed")}  # fmt: skip
COUNTS = ("coins", "power", "prosperity", "depth", "character", "location", "manta", "turn")
RULE_SECTIONS = (
    "overview", "setup", "turn", "effects", "locations", "mantas", "goals", "end",
    "two_players", "solo", "advanced", "edition",
)  # fmt: skip

CARD = {"name", "text", "short"}
TABLES = {
    "characters": ((*STARTING, *OCEAN), CARD),
    "kings": (KINGS, CARD),
    "location_types": (TYPES, CARD),
    "locations": (LOCATIONS, CARD),
    "depths": (DEPTHS, CARD),
    "mantas": (MANTA_FACES, CARD),
    "manta_kinds": (MANTA_KINDS, {"name", "text"}),
    "effects": (EFFECTS, CARD),
    "goals": (GOALS, CARD),
    "ranks": (RANKS, CARD),
    "rank_tables": (RANK_TABLES, {"name"}),
    "rules": (RULE_SECTIONS, {"title", "text"}),
}
TOOLTIP_TABLES = ("characters", "kings", "location_types", "locations", "depths", "mantas",
                  "manta_kinds", "effects", "goals", "ranks")  # fmt: skip
# Names within one table that must differ (goals: within one printing, as the same condition
# may come back in another printing).
DISTINCT = {table: [ids] for table, (ids, _) in TABLES.items() if table != "goals"}
DISTINCT["goals"] = [UPDATED_GOALS, ORIGINAL_GOALS, GOAL_TOKENS]

# Names from shared/rules/glossary-aquatica.md (Suki Games for Japanese, BGA for Spanish);
# changing one must be deliberate.
GLOSSARY = {
    "en": {
        "characters.matrona.name": "Matrona", "characters.sea_horse.name": "Sea Horse",
        "characters.the_grabber.name": "The Grabber",
        "characters.mantas_leader.name": "Manta's Leader",
        "kings.xander.name": "Xander the Usurper",
        "location_types.shark_bays.name": "Shark Bays",
        "location_types.decayed_civilizations.name": "Decayed Civilizations",
    },
    "es": {
        "terms.prosperity": "Puntos de Prosperidad", "terms.king": "Rey del Océano",
        "terms.location": "Localización", "terms.trained_manta": "manta entrenada",
        "terms.wild_manta": "manta salvaje", "terms.depth": "profundidad", "terms.power": "Fuerza",
        "terms.recruit": "Reclutar", "terms.buy": "Comprar", "terms.conquer": "Conquistar",
        "terms.raise": "Elevar", "terms.score": "Puntuar", "terms.scout": "Explorar",
        "terms.take_back": "Recuperar", "terms.character_row": "mercado de personajes",
        "characters.matrona.name": "Matrona", "characters.sea_horse.name": "Caballito de Mar",
        "location_types.shark_bays.name": "Bahías de Tiburones",
        "location_types.sunken_ships.name": "Barcos Hundidos",
        "location_types.ocean_volcanoes.name": "Volcanes Submarinos",
        "location_types.decayed_civilizations.name": "Civilizaciones Perdidas",
    },
    "ja": {
        "game.name": "アクアティカ", "terms.prosperity": "繁栄ポイント", "terms.king": "海の王",
        "terms.location": "ロケーション", "terms.coins": "コイン", "terms.power": "武力",
        "terms.starting_character": "初期マーフォーク", "terms.ocean_character": "深海シーフォーク",
        "terms.trained_manta": "訓練されたマンタ", "terms.wild_manta": "野生のマンタ",
        "terms.depth": "深さ", "terms.discard_pile": "捨札",
        "terms.main_action": "メインアクション",
        "terms.additional_action": "フリーアクション", "terms.recruit": "雇用",
        "terms.buy": "購入", "terms.conquer": "征服", "terms.score": "得点化",
        "terms.scout": "偵察", "terms.character_row": "市場",
        "characters.matrona.name": "マトローナ", "characters.sea_horse.name": "タツノオトシゴ",
        "characters.legionnaire.name": "軍団長", "kings.xander.name": "簒奪者ザンダー",
        "location_types.shark_bays.name": "サメの入り江",
        "location_types.sunken_ships.name": "沈没船",
        "location_types.ocean_volcanoes.name": "海底火山",
        "location_types.decayed_civilizations.name": "滅びた文明",
    },
}  # fmt: skip
# BGA's Latin-American words and the machine-translated seed's: not in the Spanish file.
NOT_SPANISH = ("locación", "capturar", "fichas de gol")

def raw(lang: str) -> dict[str, Any]:
    return content_checks.raw(GAME, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_file_loads_in_its_own_language(lang):
    content = load_content(GAME, lang)
    assert content.lang == lang
    assert content.path.name == f"{GAME}.toml" and content.path.parent.name == lang
    assert content.text("game.name")
    assert content.text("locations.shark_bays_01.name")
    assert content.text("options.kings.values.draft")
    assert list(content.table("rules")) == list(RULE_SECTIONS)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_the_english_keys_with_the_same_placeholders(lang):
    content_checks.check_english_keys_and_placeholders(GAME, lang)


REFUSAL_ARGS = {"step", "slot", "location", "cost", "have"}  # refusals.py's arguments
# A set-up King's bonus manta, from the data.
DATA_ARGS = {f"kings.{key}": {"face"} for key, character in default_data().characters.items()
             if character.setup_manta}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_filled_and_only_counts_take_a_number(lang):
    content_checks.check_texts_filled(GAME, lang, REFUSAL_ARGS, DATA_ARGS)


@pytest.mark.parametrize(("lang", "what", "number", "expected"), [
    ("en", "coins", 1, "{count} coin"), ("en", "coins", 3, "{count} coins"),
    ("en", "power", 2, "{count} power"), ("en", "depth", 2, "{count} depths"),
    ("es", "power", 2, "{count} de Fuerza"),
    ("es", "prosperity", 1, "{count} Punto de Prosperidad"),
    ("ja", "coins", 3, "コイン{count}枚"), ("ja", "prosperity", 6, "{count}繁栄ポイント"),
])  # fmt: skip
def test_counts_read_as_expected(lang, what, number, expected):
    assert plural_form(raw(lang)["counts"][what], number) == expected


def test_japanese_counts_have_no_plurals():
    assert all(set(table) == {"other"} for table in raw("ja")["counts"].values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fixed_id_has_its_row(lang):
    content_checks.check_table_rows(GAME, lang, TABLES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_small_tables_have_their_fixed_keys(lang):
    content = raw(lang)
    assert tuple(content["resources"]) == ("coins", "power")
    assert tuple(content["counts"]) == COUNTS
    assert tuple(content["categories"]) == CATEGORIES, "the score sheet's order"
    assert tuple(content["category_help"]) == CATEGORIES
    assert tuple(content["stages"]) == STAGES
    assert tuple(content["steps"]) == STEPS
    assert tuple(content["rows"]) == ("top", "bottom")
    assert tuple(content["slots"]) == tuple(str(n) for n in range(5))
    assert tuple(content["row_slots"]) == tuple(str(n) for n in range(6))
    for option, values in OPTIONS.items():
        assert set(content["options"][option]) == {"label", "help", "values"}
        assert tuple(content["options"][option]["values"]) == values, f"{lang}: {option}"


def test_the_ids_are_the_games():
    # The copies above against the game's data and code: a new id needs its texts.
    from gameshelf.games.aquatica.data import EFFECTS as GAME_EFFECTS
    from gameshelf.games.aquatica.data import default_data
    from gameshelf.games.aquatica.scoring import CATEGORIES as GAME_CATEGORIES
    from gameshelf.games.aquatica.state import MANTA_KINDS as GAME_KINDS
    from gameshelf.games.aquatica.state import STAGES as GAME_STAGES
    from gameshelf.games.aquatica.state import STEPS as GAME_STEPS

    data = default_data()
    assert set(data.characters) == {*STARTING, *OCEAN, *KINGS}
    assert tuple(data.locations) == LOCATIONS
    assert set(data.depths) == set(DEPTHS) and set(data.mantas) == set(MANTA_FACES)
    assert set(data.goals) == set(GOALS)
    assert (GAME_EFFECTS, GAME_STEPS, GAME_KINDS) == (EFFECTS, STEPS, MANTA_KINDS)
    assert (GAME_STAGES, GAME_CATEGORIES) == (STAGES, CATEGORIES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_follow_the_glossary(lang):
    content_checks.check_glossary(GAME, lang, GLOSSARY[lang])


def test_spanish_has_none_of_the_latin_american_or_seed_words():
    for path, value in leaves(raw("es")):
        for text in texts(value):
            wrong = [word for word in NOT_SPANISH if word in text.lower()]
            assert not wrong, f"es: {path} has {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_are_distinct(lang):
    content = raw(lang)
    for table, groups in DISTINCT.items():
        for ids in groups:
            names = [content[table][item].get("name", content[table][item].get("title"))
                     for item in ids]
            assert len(set(names)) == len(names), f"{lang}: two [{table}] share a name"
    # Two Locations never share a short name either: the small card shows only that.
    shorts = [row["short"] for row in content["locations"].values()]
    assert len(set(shorts)) == len(shorts), f"{lang}: two Locations share a short name"


def test_japanese_location_names_are_written_in_japanese():
    for location, row in raw("ja")["locations"].items():
        assert not re.search(r"[A-Za-z]", row["name"] + row["short"]), f"ja: {location}"


# A character's or King's card wraps its short form over up to four lines, and
# tests/ui/test_aquatica_shown.py draws every one on the board's smallest hand card in each
# language and checks it is written whole: that check, not a count of characters, holds them
# (King 2's four icons take 37 characters in English and are drawn whole).
DRAWN_AND_CHECKED = ("characters", "kings")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_forms_fit_a_small_card(lang):
    content = raw(lang)
    for table, (_, keys) in TABLES.items():
        if "short" not in keys or table in DRAWN_AND_CHECKED:
            continue
        for item, row in content[table].items():
            short = row["short"]
            assert len(short) <= MAX_SHORT[lang], f"{lang}: {table}.{item}.short is {len(short)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tooltips_are_one_or_two_short_sentences(lang):
    content_checks.check_tooltips(GAME, lang, TOOLTIP_TABLES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_king_tooltips_give_the_number_of_the_tie_break(lang):
    word = {"en": "King {}.", "es": "Rey {}.", "ja": "海の王{}。"}[lang]
    for number, king in enumerate(KINGS, start=1):
        assert raw(lang)["kings"][king]["text"].startswith(word.format(number)), king


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_edition_section_names_the_stand_ins(lang):
    text = raw(lang)["rules"]["edition"]["text"]
    words = {
        "en": ("AI", "56 Locations", "Fancelot", "Herbert", "Recruiter", "6, 4, 3, 2, 1"),
        "es": ("IA", "56 Localizaciones", "Fancelot", "Herbert", "Reclutador", "6, 4, 3, 2, 1"),
        "ja": ("AI", "56枚のロケーション", "ファンスロット", "ハーバート", "募兵官",
               "6、4、3、2、1"),
    }[lang]
    assert [word for word in words if word not in text] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_solo_section_gives_the_gameshelf_and_both_printings_ranks(lang):
    text = raw(lang)["rules"]["solo"]["text"]
    numbers = set(re.findall(r"[0-9]+", text))
    assert {"30", "31", "60", "61", "90", "91", "20", "21", "40", "41"} <= numbers
    gameshelf = default_data().solo_ranks["gameshelf"][1]
    assert {str(n) for limit in gameshelf for n in (limit, limit + 1)} <= numbers
    assert raw(lang)["rank_tables"]["gameshelf"]["name"] in text
    assert all(raw(lang)["ranks"][rank]["name"] in text for rank in RANKS)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_edition_section_quotes_the_gameshelf_ranks_of_the_data(lang):
    # "(25, 50, 60)": the data's thresholds, not the ones of an earlier balance.
    limits = default_data().solo_ranks["gameshelf"][1]
    separator = "、" if lang == "ja" else ", "
    assert separator.join(str(n) for n in limits) in raw(lang)["rules"]["edition"]["text"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_edition_section_gives_the_set_up_kings_bonus_mantas_of_the_data(lang):
    # "Fancelot (+2 coins)": the faces of the data, not the ones of an earlier balance.
    text = raw(lang)["rules"]["edition"]["text"]
    brackets = "（{}）" if lang == "ja" else " ({})"
    for key, king in default_data().characters.items():
        if king.setup_manta:
            named = raw(lang)["kings"][key]["name"] + brackets.format(
                raw(lang)["mantas"][king.setup_manta]["name"])
            assert named in text, named
