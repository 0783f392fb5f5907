"""An Ethnos position either loads playable or is refused naming the key: defaults the rules can
reach, unknown keys at every level, impossible values (docs/positions.md, "What loads")."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from gameshelf.engine.positions import PositionError, check_playable, load_position_file
from gameshelf.games.ethnos.state import DRAGON

from ..position_files import load_file, play_on
from ..position_files import refused as refused_file
from .helpers import SPEC

EXAMPLE = Path(__file__).resolve().parents[3] / "docs" / "positions" / "ethnos.toml"


def load(tmp_path: Path, **fields: Any) -> Any:
    return load_file(tmp_path, {"game": "ethnos", "players": 4, "age": 1, **fields})


def refused(tmp_path: Path, key: str, **fields: Any) -> str:
    return refused_file(tmp_path, {"game": "ethnos", "players": 4, "age": 1, **fields}, key)


# -- defaults the rules can reach ---------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_the_minimal_position_deals_an_age_and_plays(tmp_path, players):
    """The documented minimal position used to offer a draw from an empty deck (IndexError)."""
    state = load(tmp_path, players=players)
    assert len(state.market) == 2 * players
    assert state.deck.count(DRAGON) == 3 and DRAGON not in state.deck[state.deck_bottom:]
    in_play = [c for c in range(state.data.num_cards) if state.data.card_tribe[c] in state.tribes]
    assert sorted(state.market + [c for c in state.deck if c != DRAGON]) == in_play
    supply = Counter(state.data.glory_tokens)
    if players <= 3:
        supply.subtract(state.data.four_plus_tokens)
    assert Counter(v for tokens in state.tokens for v in tokens) == +supply
    for seed in range(3):
        play_on(state.clone(), seed)


def test_defaults_respect_what_the_position_gives(tmp_path):
    state = load(tmp_path, dragons_drawn=2, market=["trolls/red"],
                 seats=[{"hand": ["trolls/blue"], "trolls": [3]}],
                 glory_tokens={"red": [10, 10, 8]})
    assert "trolls" in [state.data.tribes[t] for t in state.tribes]  # named by the cards
    assert state.deck.count(DRAGON) == 1 and len(state.market) == 1
    assert state.tokens[state.data.kingdoms.index("red")] == [8, 10, 10]
    assert 10 not in [v for tokens in state.tokens for v in tokens[:-1] if tokens != [8, 10, 10]]
    play_on(state, 1)


def test_an_explicitly_empty_deck_is_refused_not_offered(tmp_path):
    assert "holds 0 Dragons, but 3 are not drawn yet" in refused(tmp_path, "deck", deck=[])


def test_the_dragons_lie_in_the_bottom_half(tmp_path):
    refused(tmp_path, "deck_bottom", deck=["dragon"] * 3 + ["elves/red"], deck_bottom=2)
    state = load(tmp_path, deck=["elves/red"] + ["dragon"] * 3, deck_bottom=4)
    assert state.deck_bottom == 4


# -- unknown keys -------------------------------------------------------------------------


@pytest.mark.parametrize(("fields", "key"), [
    ({"glory_token": {"red": [0, 2, 4]}}, "glory_token"),
    ({"options": {"giant_tie": "strict"}}, "options.giant_tie"),
    ({"seats": [{"hands": []}]}, "seats[0].hands"),
    ({"seats": [{"glory": {"kingdom": 3}}]}, "seats[0].glory.kingdom"),
    ({"seats": [{"markers": {"violet": 1}}]}, "seats[0].markers.violet"),
    ({"seats": [{"bands": [{"cards": ["elves/red"], "size": 1}]}]}, "seats[0].bands[0].size"),
    ({"pending": {"marker": 1}}, "pending.marker"),
    ({"pending": {"building": {"leader": "elves/red", "colour": "red"}}, "phase": "band"},
     "pending.building.colour"),
    ({"giant": {"owner": 0}}, "giant.owner"),
    ({"glory_tokens": {"pink": [0, 2, 4]}}, "glory_tokens.pink"),
])
def test_an_unknown_key_is_refused_with_its_path(tmp_path, fields, key):
    assert "unknown key" in refused(tmp_path, key, **fields)


# -- impossible values --------------------------------------------------------------------


@pytest.mark.parametrize(("fields", "key"), [
    # wrong types: a float, a bool or a string where a whole number goes
    ({"seats": [{"trolls": [1.5]}], "tribes": ["trolls", "elves", "dwarves", "giants", "orcs",
                                               "merfolk"]}, "seats[0].trolls[0]"),
    ({"seats": [{"merfolk": True}]}, "seats[0].merfolk"),
    ({"age": "2"}, "age"),
    ({"current": 1.0}, "current"),
    # negative counts and values beyond the game's limits
    ({"seats": [{"markers": {"red": -1}}]}, "seats[0].markers.red"),
    ({"seats": [{"markers": {"red": 20, "blue": 7}}]}, "seats[0].markers"),
    ({"seats": [{"merfolk": 19}]}, "seats[0].merfolk"),
    ({"seats": [{"glory": {"bands": 10**6}}]}, "seats[0].glory.bands"),
    ({"age": 3, "players": 3}, "age"),
    ({"pending": {"troll_limit": 7}}, "pending.troll_limit"),
    # seats that are not in the game
    ({"current": 4}, "current"),
    ({"giant": {"holder": 5, "size": 2}}, "giant.holder"),
    ({"third_dragon": 4}, "third_dragon"),
    ({"seats": [{}] * 5}, "seats"),
    # cards: more than the game has, a Dragon out of the deck, a tribe not in play
    ({"market": ["elves/red"] * 3}, "market[2]"),
    ({"market": ["dragon"]}, "market[0]"),
    ({"deck": ["dragon"] * 4}, "deck[3]"),
    ({"tribes": ["elves", "dwarves", "giants", "orcs", "merfolk", "trolls"],
      "market": ["wizards/red"]}, "market[0]"),
    ({"tribes": ["elves", "elves", "giants", "orcs", "merfolk", "trolls"]}, "tribes[1]"),
    ({"tribes": ["elves", "dwarves"]}, "tribes"),
    # a token on two players, a glory token the game does not have
    ({"tribes": ["trolls", "elves", "dwarves", "giants", "orcs", "merfolk"],
      "seats": [{"trolls": [4]}, {"trolls": [4]}]}, "seats[1].trolls[0]"),
    ({"glory_tokens": {"red": [0, 0, 0]}}, "glory_tokens.red[2]"),
    ({"glory_tokens": {"red": [2, 4]}}, "glory_tokens.red"),
    # bands the rules cannot build
    ({"seats": [{"bands": [{"cards": ["elves/red", "dwarves/blue"]}]}]}, "seats[0].bands[0].cards"),
    ({"seats": [{"bands": [{"cards": ["skeletons"]}]}], "tribes": ["skeletons", "elves",
                                                               "dwarves", "giants", "orcs",
                                                               "merfolk"]},
     "seats[0].bands[0].leader"),
    ({"seats": [{"bands": [{"cards": ["elves/red"], "kingdom": "blue"}]}]},
     "seats[0].bands[0].kingdom"),
])
def test_an_impossible_value_is_refused_with_its_key(tmp_path, fields, key):
    refused(tmp_path, key, **fields)


@pytest.mark.parametrize(("fields", "key"), [
    ({"phase": "band"}, "pending.building"),
    ({"pending": {"building": {"cards": ["elves/red"]}}}, "pending.building"),
    ({"phase": "elf", "seats": [{"hand": ["elves/red"]}]}, "pending.elf_limit"),
    ({"phase": "free_marker"}, "pending.markers"),
    ({"phase": "troll", "tribes": ["trolls", "elves", "dwarves", "giants", "orcs", "merfolk"]},
     "pending.troll_limit"),
    ({"phase": "orc", "dragons_drawn": 3, "deck": []}, "pending.orc_queue"),
    ({"phase": "over"}, "dragons_drawn"),
    ({"phase": "over", "dragons_drawn": 3, "deck": []}, "phase"),
    ({"dragons_drawn": 3, "deck": []}, "dragons_drawn"),
    ({"pending": {"after_discard_draw": 2}}, "pending.after_discard_draw"),
    ({"pending": {"centaur_extra": True}}, "pending.centaur_extra"),
    ({"pending": {"orc_queue": [1]}}, "pending.orc_queue"),
    ({"history": [[10, 9, 8, 7]]}, "history"),
])
def test_a_phase_the_rules_cannot_be_waiting_in_is_refused(tmp_path, fields, key):
    refused(tmp_path, key, **fields)


def test_a_decision_in_progress_loads_and_plays(tmp_path):
    state = load(tmp_path, phase="elf", tribes=["elves", "dwarves", "giants", "orcs", "merfolk",
                                               "trolls"],
                 seats=[{"hand": ["dwarves/red", "giants/blue", "orcs/gray"]}],
                 pending={"elf_limit": 2, "elf_kept": ["giants/blue"]})
    assert [a.name for a in state.legal_actions()] == ["keep_ally", "keep_ally", "discard_rest"]
    play_on(state, 2)


def test_the_documented_example_still_loads_and_plays():
    spec, state = load_position_file(EXAMPLE)
    assert spec.load_position(state.to_position()).to_position() == state.to_position()
    check_playable(state)
    play_on(state, 3)


def test_loading_the_example_refuses_every_edit_the_rules_cannot_reach(tmp_path):
    text = EXAMPLE.read_text(encoding="utf-8")
    for old, new, key in [
        ("trolls = [4]", "trolls = [2]", "seats[2].trolls[0]"),  # seat 2 holds the 2 already
        ("holder = 0", "holder = 4", "giant.holder"),
        ('orcs = ["gray"]', 'orcs = ["gray", "gray"]', "seats[3].orcs[1]"),
        ("deck_bottom = 2", "deck_bottom = 1", "deck_bottom"),
        ("[glory_tokens]", "[glory_token]", "glory_token"),
    ]:
        bad = tmp_path / "bad.toml"
        assert old in text
        bad.write_text(text.replace(old, new, 1), encoding="utf-8")
        with pytest.raises(PositionError, match=re.escape(f"key '{key}'")):
            load_position_file(bad)


def test_spec_load_position_refuses_without_a_file():
    with pytest.raises(PositionError, match="key 'players'"):
        SPEC.load_position({"game": "ethnos", "players": 7, "age": 1})
