"""Champions of Midgard content: the same keys in every language, every id of the contract named,
the glossary's names, and texts short enough for a tooltip or a space on the board."""

from __future__ import annotations

import re
from typing import Any

import pytest

import content_checks
from content_checks import MAX_SHORT
from gameshelf.content import LANGUAGES, load_content, plural_form
from test_content_everdell import leaves, texts

GAME = "champions"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]

# The fixed ids of the contract (briefs/champions-contract.md), copied so that these tests don't
# wait for the rules.
LOCATIONS = (
    "jarls_longhouse", "sages_house", "shipwright", "market", "runesmith", "stave_church",
    "worker_huts", "blacksmith", "hafter", "swordsmith", "smokehouse", "merchant_ship",
    "hunting_grounds", "troll", "draugr_1", "draugr_2", "small_longship", "large_longship",
    "private_longship",
    "aumingi", "skald", "generous_merchant", "wealthy_stranger",
    "folk_warriors", "raiders", "jomsvikings", "varyags",
)  # fmt: skip
DICE = ("swordsman", "spearman", "axeman")
FACES = ("blank", "hit1", "hit2", "shield")
LEADERS = ("asmundr", "dagrun", "gylfir", "svanhildr", "ullr")
RUNES = (
    "gifts", "glory", "healing", "journey", "knowledge", "potential", "reaction", "success",
    "true_vision", "wealth",
)  # fmt: skip
JOURNEY = ("all_quiet", "kraken", "lost", "no_wind", "storm", "whirlpool")
DESTINIES = (
    "troll_slayer", "draugr_slayer", "monster_hunter", "red_champion", "blue_champion",
    "yellow_champion", "wealthy", "provider", "builder", "devout", "warlord", "rune_master",
)  # fmt: skip
SHIPS = ("small", "large", "private_a", "private_b", "private_c", "private_d")
MERCHANT = tuple(f"merchant_{n}" for n in range(1, 9))
COLOURS = ("red", "blue", "yellow")
TROLLS = tuple(f"troll_{n:02}" for n in range(1, 17))
DRAUGR = tuple(f"draugr_{colour}_{n}" for colour in COLOURS for n in range(1, 8))
MONSTERS = tuple(f"monster_{colour}_{n:02}" for colour in COLOURS for n in range(1, 13))
ENEMIES = (*TROLLS, *DRAUGR, *MONSTERS, "kraken")
RESOURCES = ("food", "wood", "coin", "favor", "blame", "glory")
COUNTS = (*RESOURCES, "worker", "die", *DICE, "hit", "shield", "warrior")
CATEGORIES = ("glory", "destinies", "sets", "runes", "longship", "favor", "coins", "blame")
PHASES = ("leaders", "place", "assign", "combat", "troll_blame", "over")
RULE_SECTIONS = (
    "overview", "setup", "round", "locations", "assign", "resolution", "combat", "journeys",
    "trolls", "leaders", "runes", "destinies", "end", "edition",
)  # fmt: skip
TERMS = (
    "glory", "favor", "blame", "destiny", "journey", "rune", "leader", "worker",
    "first_player_marker", "longship", "port", "shore", "near_shore", "far_shore", "supply",
    "damage", "attack", "defense", "hits", "shields", "restriction", "no_swords", "no_spears",
    "no_axes", "begging", "capacity", "round",
)  # fmt: skip

# Each table: its ids in order and the keys of one row.
TABLES = {
    "locations": (LOCATIONS, {"name", "text", "short"}),
    "dice": (DICE, {"name", "text"}),
    "faces": (FACES, {"name"}),
    "leaders": (LEADERS, {"name", "short", "text"}),
    "runes": (RUNES, {"name", "text"}),
    "journey": (JOURNEY, {"name", "text"}),
    "destinies": (DESTINIES, {"name", "text"}),
    "ships": (SHIPS, {"name", "text"}),
    "merchant": (MERCHANT, {"name"}),
    "enemies": (ENEMIES, {"name"}),
    "rules": (RULE_SECTIONS, {"title", "text"}),
}
TOOLTIP_TABLES = ("locations", "dice", "leaders", "runes", "journey", "destinies", "ships")

# Names chosen from shared/rules/glossary-champions.md; changing one must be deliberate.
GLOSSARY = {
    "en": {
        "locations.swordsmith.name": "Swordsmith", "locations.hafter.name": "Hafter",
        "locations.aumingi.name": "Aumingi", "dice.swordsman.name": "Swordsman",
        "leaders.asmundr.name": "Asmundr the Pious", "leaders.dagrun.name": "Dagrun the Destined",
        "leaders.gylfir.name": "Gylfir the Seaworthy",
        "leaders.svanhildr.name": "Svanhildr the Swordmaiden",
        "leaders.ullr.name": "Ullr the Berserker",
    },
    "es": {
        "game.name": "Campeones de Midgard", "terms.glory": "Gloria", "terms.blame": "Culpa",
        "terms.longship": "drakkar", "terms.begging": "Mendigar",
        "dice.swordsman.name": "Espadachín", "dice.spearman.name": "Lancero",
        "dice.axeman.name": "Hachero",
        "locations.jarls_longhouse.name": "Casa Comunal del Jarl",
        "locations.sages_house.name": "Casa del Sabio", "locations.hafter.name": "Astero",
        "locations.swordsmith.name": "Espadero", "locations.stave_church.name": "Iglesia de Madera",
        "locations.aumingi.name": "Aumingi", "locations.skald.name": "Escaldo",
        "locations.varyags.name": "Varegos",
        "leaders.asmundr.name": "Asmundr el Piadoso",
        "leaders.dagrun.name": "Dagrun la Predestinada",
        "leaders.gylfir.name": "Gylfir el Navegante",
        "leaders.svanhildr.name": "Svanhildr la Doncella de la Espada",
        "leaders.ullr.name": "Ullr el Berserker",
        "runes.journey.name": "Travesía", "journey.all_quiet.name": "Calma Total",
        "destinies.draugr_slayer.name": "Matadraugr",
    },
    "ja": {
        "game.name": "チャンピオンズ・オブ・ミッドガルド", "terms.glory": "栄光点",
        "terms.favor_token": "好意トークン", "terms.blame_token": "非難トークン",
        "terms.lethal_damage": "致命的なダメージ", "terms.begging": "物乞い",
        "dice.swordsman.name": "ソードマン", "dice.spearman.name": "スピアマン",
        "dice.axeman.name": "アクスマン",
        "locations.sages_house.name": "セージの家", "locations.hafter.name": "ハフター",
        "locations.swordsmith.name": "剣鍛冶", "locations.aumingi.name": "アウミンギ",
        "leaders.asmundr.name": "敬虔なるアスムンド", "leaders.dagrun.name": "運命のダグルン",
        "leaders.gylfir.name": "航海者ギュルヴィル",
        "leaders.svanhildr.name": "剣の乙女スヴァンヒルド", "leaders.ullr.name": "狂戦士ウル",
        "runes.glory.name": "名声", "runes.potential.name": "潜在",
        "journey.all_quiet.name": "静寂", "enemies.kraken.name": "クラーケン",
    },
}  # fmt: skip
# The seed's mistranslations (rules page §e): none of them may appear in the Japanese file.
SEED_MISTRANSLATIONS = ("悪事", "剣士", "ポリス", "アズマンダー", "ダルクン", "ギルファー",
                        "シヴァイダー", "ウルル", "セージの小屋", "仮想")  # fmt: skip

def raw(lang: str) -> dict[str, Any]:
    return content_checks.raw(GAME, lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_file_loads_in_its_own_language(lang):
    content = load_content(GAME, lang)
    assert content.lang == lang
    assert content.path.name == f"{GAME}.toml" and content.path.parent.name == lang
    assert content.text("game.name")
    assert content.text("enemies.kraken.name")
    assert list(content.table("rules")) == list(RULE_SECTIONS)


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_the_english_keys_with_the_same_placeholders(lang):
    content_checks.check_english_keys_and_placeholders(GAME, lang)


REFUSAL_ARGS = {"location", "ship", "shore", "target", "kind"}  # refusals.py's arguments
DATA_ARGS = {"destinies": {"alone", "tied"}}  # a Destiny's values, from the data


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_filled_and_only_counts_take_a_number(lang):
    content_checks.check_texts_filled(GAME, lang, REFUSAL_ARGS, DATA_ARGS)


@pytest.mark.parametrize(("lang", "what", "number", "expected"), [
    ("en", "coin", 1, "{count} Coin"), ("en", "coin", 3, "{count} Coins"),
    ("en", "axeman", 2, "{count} Axemen"), ("en", "food", 2, "{count} Food"),
    ("es", "swordsman", 2, "{count} Espadachines"), ("es", "food", 2, "{count} de comida"),
    ("ja", "glory", 1, "栄光点{count}点"), ("ja", "spearman", 3, "スピアマン{count}人"),
])  # fmt: skip
def test_counts_read_as_expected(lang, what, number, expected):
    assert plural_form(raw(lang)["counts"][what], number) == expected


def test_japanese_counts_have_no_plurals():
    assert all(set(table) == {"other"} for table in raw("ja")["counts"].values())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_contract_id_has_a_name(lang):
    content_checks.check_table_rows(GAME, lang, TABLES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_small_tables_have_their_fixed_keys(lang):
    content = raw(lang)
    assert tuple(content["resources"]) == RESOURCES
    assert tuple(content["counts"]) == COUNTS
    assert tuple(content["categories"]) == CATEGORIES, "the score sheet's order"
    assert tuple(content["category_help"]) == CATEGORIES
    assert tuple(content["phases"]) == PHASES
    assert set(TERMS) <= set(content["terms"])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_log_words_the_rules_events(lang):
    # Every event key has its sentence; tests/test_content_champions_log.py renders them.
    from gameshelf.games.champions.events import EVENTS

    content = raw(lang)
    assert set(content["log"]) == set(EVENTS)
    assert "events" not in content


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_refusal_of_the_rules_has_its_words(lang):
    from gameshelf.games.champions import refusals

    assert set(raw(lang)["refusals"]) == content_checks.refusal_keys(refusals)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_follow_the_glossary(lang):
    content_checks.check_glossary(GAME, lang, GLOSSARY[lang])


def test_japanese_has_none_of_the_seed_mistranslations():
    for path, value in leaves(raw("ja")):
        for text in texts(value):
            wrong = [word for word in SEED_MISTRANSLATIONS if word in text]
            assert not wrong, f"ja: {path} has {wrong}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_names_are_distinct(lang):
    for table in TABLES:
        names = [row.get("name", row.get("title")) for row in raw(lang)[table].values()]
        assert len(set(names)) == len(names), f"{lang}: two [{table}] share a name or title"


def test_japanese_enemy_names_are_written_in_japanese():
    # Proper names in katakana, descriptive names in Japanese words: no Latin letters.
    for enemy, row in raw("ja")["enemies"].items():
        assert not re.search(r"[A-Za-z]", row["name"]), f"ja: enemies.{enemy}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_short_forms_fit_a_board_space(lang):
    for place, row in raw(lang)["locations"].items():
        short = row["short"]
        assert len(short) <= MAX_SHORT[lang], f"{lang}: locations.{place}.short is {len(short)}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tooltips_are_one_or_two_short_sentences(lang):
    content_checks.check_tooltips(GAME, lang, TOOLTIP_TABLES)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_locations_tooltips_say_the_cost(lang):
    cost = {
        "en": {"runesmith": "1 Wood", "merchant_ship": "1 Coin", "large_longship": "1 Coin",
               "folk_warriors": "1 Food", "raiders": "1 Wood", "jomsvikings": "2 Coins",
               "varyags": "1 Coin", "worker_huts": "5 Coins"},
        "es": {"runesmith": "1 de madera", "merchant_ship": "1 moneda",
               "large_longship": "1 moneda", "folk_warriors": "1 de comida",
               "raiders": "1 de madera", "jomsvikings": "2 monedas", "varyags": "1 moneda",
               "worker_huts": "5 monedas"},
        "ja": {"runesmith": "木材1個", "merchant_ship": "コイン1枚", "large_longship": "コイン1枚",
               "folk_warriors": "食料1個", "raiders": "木材1個", "jomsvikings": "コイン2枚",
               "varyags": "コイン1枚", "worker_huts": "コイン5枚"},
    }[lang]  # fmt: skip
    locations = raw(lang)["locations"]
    for place, words in cost.items():
        assert words in locations[place]["text"], f"{lang}: locations.{place}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_edition_section_names_the_stand_ins(lang):
    text = raw(lang)["rules"]["edition"]["text"]
    words = {
        "en": ("AI", "Destinies", "Merchant Ship", "Private Longships", "Begging", "Ullr"),
        "es": ("IA", "Destinos", "Barco Mercante", "Drakkars Privados", "Mendigar", "Ullr"),
        "ja": ("AI", "デスティニー", "商船", "プライベートロングシップ", "物乞い", "ウル"),
    }[lang]
    assert [word for word in words if word not in text] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scoring_section_gives_the_blame_table(lang):
    lines = raw(lang)["rules"]["end"]["text"].splitlines()
    blame = next(line for line in lines if line.startswith("- ") and "21" in line)
    numbers = re.findall(r"[0-9]+", blame)
    assert [n for n in ("1", "3", "6", "10", "15", "21") if n not in numbers] == []
