"""Game content files: the same keys in every language, a template for every event, and log
sentences rendered from real games without a placeholder left behind."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator, Mapping
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from gameshelf.content import (
    LANGUAGES,
    ContentError,
    card_label,
    load_content,
    read_content_file,
    render_event,
)
from gameshelf.engine import Action, Event, all_games, get_game
from gameshelf.games.ethnos.data import default_data
from gameshelf.paths import i18n_dir

GAME = "ethnos"
STATE_SOURCE = Path(__file__).resolve().parents[1] / "desktop/gameshelf/games/ethnos/state.py"
TRANSLATIONS = [lang for lang in LANGUAGES if lang != "en"]
PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")
SEAT_NAMES = ["Ana", "Bo", "Chiyo", "Dev", "Eli", "Fumi"]

# The names chosen from shared/rules/glossary-ethnos.md; changing one must be deliberate.
TRIBE_NAMES = {
    "es": {
        "centaurs": "Centauros", "dwarves": "Enanos", "elves": "Elfos", "giants": "Gigantes",
        "halflings": "Medianos", "merfolk": "Tritones", "minotaurs": "Minotauros",
        "orcs": "Orcos", "skeletons": "Esqueletos", "trolls": "Trolls",
        "wingfolk": "Alados", "wizards": "Magos",
    },
    "ja": {
        "centaurs": "ケンタウロス", "dwarves": "ドワーフ", "elves": "エルフ",
        "giants": "ジャイアント", "halflings": "ハーフリング", "merfolk": "マーフォーク",
        "minotaurs": "ミノタウロス", "orcs": "オーク", "skeletons": "スケルトン",
        "trolls": "トロール", "wingfolk": "ウィングフォーク", "wizards": "ウィザード",
    },
}  # fmt: skip
KINGDOM_NAMES = {
    "es": {"purple": "Duris", "red": "Rhea", "blue": "Straton", "green": "Althea",
           "orange": "Ithys", "gray": "Pelagon"},
    "ja": {"purple": "デュリス", "red": "レア", "blue": "ストラトン", "green": "アルテア",
           "orange": "イティス", "gray": "ペラゴン"},
}  # fmt: skip


@cache
def raw(lang: str) -> dict[str, Any]:
    return read_content_file(i18n_dir() / "content" / lang / f"{GAME}.toml")


def is_plural(value: Any) -> bool:
    return isinstance(value, Mapping) and "other" in value


def leaves(table: Mapping[str, Any], prefix: str = "") -> Iterator[tuple[str, Any]]:
    """(key path, value) of every string or plural table; [log] keys contain dots themselves."""
    for key, value in table.items():
        path = f"{prefix}{key}"
        if isinstance(value, Mapping) and not (prefix == "log." and is_plural(value)):
            yield from leaves(value, f"{path}.")
        else:
            yield path, value


def placeholders(value: Any) -> set[str]:
    texts = value.values() if isinstance(value, Mapping) else [value]
    return {name for text in texts for name in PLACEHOLDER.findall(text)}


def emitted_event_keys() -> set[str]:
    return set(re.findall(r'Event\(\s*"(ethnos\.[a-z_]+)"', STATE_SOURCE.read_text("utf-8")))


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_has_exactly_the_english_keys(lang):
    english = dict(leaves(raw("en")))
    other = dict(leaves(raw(lang)))
    assert sorted(set(english) - set(other)) == [], f"{lang}: missing keys"
    assert sorted(set(other) - set(english)) == [], f"{lang}: keys not in English"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_empty_strings(lang):
    for path, value in leaves(raw(lang)):
        texts = value.values() if isinstance(value, Mapping) else [value]
        assert all(isinstance(t, str) and t.strip() for t in texts), f"{lang}: {path} is empty"


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_translation_placeholders_come_from_english(lang):
    english = dict(leaves(raw("en")))
    for path, value in leaves(raw(lang)):
        extra = placeholders(value) - placeholders(english[path])
        assert not extra, f"{lang}: {path} uses {sorted(extra)}, unknown in English"
        if path.startswith("log."):
            assert placeholders(value) == placeholders(english[path]), f"{lang}: {path}"


def test_the_engine_emits_the_events_we_scan_for():
    assert len(emitted_event_keys()) >= 20


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_engine_event_has_a_template(lang):
    log = raw(lang)["log"]
    missing = sorted(emitted_event_keys() - set(log))
    assert not missing, f"{lang}: no template for {missing}"
    unused = sorted(set(log) - emitted_event_keys())
    assert not unused, f"{lang}: templates for events the engine never emits: {unused}"


def random_game_events(players: int, seed: int, options: dict[str, Any]) -> list[Event]:
    spec = get_game(GAME)
    state = spec.new_game(players, seed, options)
    rng = random.Random(seed)
    events: list[Event] = []
    while not state.is_over():
        events += state.apply(rng.choice(state.legal_actions()))
    return events


def skeleton_hand_events() -> list[Event]:
    """The stand-in discard of a full hand of Skeletons, which random games hardly reach."""
    spec = get_game(GAME)
    state = spec.load_position({
        "game": GAME, "players": 2, "age": 1,
        "deck": ["dwarves/red"] * 2 + ["dragon"] * 3,
        "seats": [{"hand": ["skeletons"] * 10}, {}],
    })  # fmt: skip
    return state.apply(Action("discard_hand"))


@cache
def sample_events() -> list[tuple[int, Event]]:
    """Events of seeded random games (all options varied) with their player count."""
    result: list[tuple[int, Event]] = []
    for seed in range(6):
        players = 2 + seed % 5
        options = {
            "empty_market_draws_two": seed % 2 == 0,
            "giant_ties": "equal_takes" if seed % 3 == 0 else "strict",
            "orc_cash_in": "any" if seed % 2 else "all",
        }
        result += [(players, e) for e in random_game_events(players, seed, options)]
    result += [(2, e) for e in skeleton_hand_events()]
    return result


def test_sample_games_cover_every_event():
    seen = {event.key for _, event in sample_events()}
    assert sorted(emitted_event_keys() - seen) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_event_of_random_games_renders(lang):
    content = load_content(GAME, lang)
    data = default_data()

    def name(card: int) -> str:
        return card_label(content, data, card)

    for players, event in sample_events():
        text = render_event(content, event, seat_names=SEAT_NAMES[:players], card_name=name)
        assert text.strip(), event
        assert "{" not in text and "}" not in text, f"{lang}: {event.key}: {text}"


def test_english_sentences_read_as_expected():
    content = load_content(GAME, "en")
    data = default_data()

    def render(key: str, seat: int | None, **args: Any) -> str:
        return render_event(
            content,
            Event(key, seat, args),
            seat_names=["Ana", "Bo"],
            card_name=lambda c: card_label(content, data, c),
        )

    red_dwarf = next(
        c
        for c in range(data.num_cards)
        if data.tribes[data.card_tribe[c]] == "dwarves"
        and data.kingdoms[data.card_kingdom[c]] == "red"
    )
    skeleton = data.card_tribe.index(data.tribes.index("skeletons"))
    assert (
        render("ethnos.recruit", 0, card=red_dwarf) == "Ana recruits the red Dwarf from the market."
    )
    assert (
        render("ethnos.discard", 1, cards=[red_dwarf, skeleton])
        == "Bo discards into the market: red Dwarf and Skeleton."
    )
    assert render("ethnos.elf_keep", 0, count=0) == "Ana keeps no cards."
    assert render("ethnos.wizard_draw", 0, count=1) == "Ana draws 1 card from the deck."
    assert render("ethnos.marker", 0, kingdom="red") == "Ana places a control marker in Rhea (red)."
    assert render("ethnos.age_end", None, age=2) == "The third Dragon ends Age II."
    assert (
        render("ethnos.game_end", None, winners=[0, 1])
        == "The game is over. Ana and Bo share the victory!"
    )
    assert card_label(content, data, -1) == "Dragon"


def test_card_labels_follow_each_language():
    data = default_data()
    elf = next(
        c
        for c in range(data.num_cards)
        if data.tribes[data.card_tribe[c]] == "elves"
        and data.kingdoms[data.card_kingdom[c]] == "orange"
    )
    labels = {lang: card_label(load_content(GAME, lang), data, elf) for lang in LANGUAGES}
    assert labels == {"en": "orange Elf", "es": "Elfo naranja", "ja": "オレンジのエルフ"}


@pytest.mark.parametrize("lang", TRANSLATIONS)
def test_tribe_and_kingdom_names_follow_the_glossary(lang):
    content = raw(lang)
    assert {t: row["name"] for t, row in content["tribes"].items()} == TRIBE_NAMES[lang]
    assert {k: row["name"] for k, row in content["kingdoms"].items()} == KINGDOM_NAMES[lang]


def test_japanese_names_tribes_bare_on_cards_and_with_zoku_in_sentences():
    for tribe, row in raw("ja")["tribes"].items():
        assert row["card"] == row["name"] == TRIBE_NAMES["ja"][tribe]
        assert row["in_sentence"] == row["name"] + "族"


def test_every_option_and_value_has_a_label():
    spec = get_game(GAME)
    for lang in LANGUAGES:
        options = raw(lang)["options"]
        for option in spec.options:
            values = options[option.key]["values"]
            expected = (
                {"random", "custom"}
                if option.key == "tribes"
                else {str(c).lower() for c in option.choices}
            )
            assert set(values) == expected, f"{lang}: options.{option.key}.values"


@pytest.mark.parametrize("game", [spec.id for spec in all_games()])
@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_the_new_game_dialog_words_every_option_of_every_game(game, lang):
    # Without these the dialog shows the option's key and raw values ("leaders", "random").
    content = load_content(game, lang)
    for option in get_game(game).options:
        assert content.text(f"options.{option.key}.label")
        assert content.text(f"options.{option.key}.help")
        if isinstance(option.default, bool) or option.key == "tribes":
            continue
        for choice in option.choices:
            assert content.text(f"options.{option.key}.values.{str(choice).lower()}")


def test_a_missing_language_file_falls_back_to_english(tmp_path, monkeypatch):
    english = i18n_dir() / "content" / "en" / f"{GAME}.toml"
    (tmp_path / "i18n" / "content" / "en").mkdir(parents=True)
    (tmp_path / "i18n" / "content" / "en" / f"{GAME}.toml").write_bytes(english.read_bytes())
    monkeypatch.setenv("GAMESHELF_ROOT", str(tmp_path))
    load_content.cache_clear()
    try:
        content = load_content(GAME, "es")
        assert content.lang == "en"
        assert content.text("tribes.wingfolk.name") == "Wingfolk"
    finally:
        load_content.cache_clear()


@pytest.mark.parametrize(("text", "message"), [
    ("[game]\nname = 'x'\n[log]\n'ethnos.recruit' = 3\n", "key 'log.ethnos.recruit'"),
    ("[game]\nname = ''\n[log]\n", "key 'game.name': empty string"),
    ("[game]\nname = 'x'\n[log]\n'ethnos.dragon' = { one = 'a' }\n", "'log.ethnos.dragon'"),
    ("[game\n", "not valid TOML"),
    ("[game]\nname = 'x'\n", "key 'log': missing table"),
])  # fmt: skip
def test_a_malformed_file_names_the_file_and_key(tmp_path, text, message):
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ContentError, match=re.escape(message)) as error:
        read_content_file(path)
    assert str(path) in str(error.value)


def test_text_finds_nested_and_dotted_keys():
    content = load_content(GAME, "ja")
    assert content.text("tribes.wingfolk.in_sentence") == "ウィングフォーク族"
    assert "{seat}" in content.text("log.ethnos.recruit")
    with pytest.raises(ContentError, match=re.escape("no.such.key")):
        content.text("no.such.key")


# Words that the glossaries spell one way, and the other spelling that crept in elsewhere.
VARIANT_SPELLINGS = {"ja": {"ヴァイキング": "バイキング"}}  # glossary-champions: バイキングリーダー


@pytest.mark.parametrize("lang", sorted(VARIANT_SPELLINGS))
def test_every_file_of_a_language_spells_a_term_as_its_glossary_does(lang):
    """The board's prompt said ヴァイキング while the new-game dialog, beside it, said
    バイキングリーダー: the UI strings and every game's content use the glossary's spelling."""
    files = [i18n_dir() / f"gameshelf_{lang}.ts",
             *sorted((i18n_dir() / "content" / lang).glob("*.toml"))]
    found = [f"{path.name}: {wrong} (say {right})"
             for path in files for wrong, right in VARIANT_SPELLINGS[lang].items()
             if wrong in path.read_text(encoding="utf-8")]
    assert found == []
