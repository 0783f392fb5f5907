"""Matches and their save files: a damaged or hand-edited save is refused, naming the problem."""

from __future__ import annotations

import os
import random
import tomllib
from pathlib import Path
from typing import Any

import pytest
import tomli_w

from gameshelf.engine import Action, Match, SaveFileError, Seat
from toy_game import ToySpec

SEATS = (Seat("Ana"), Seat("Bo", "ai", "hard"), Seat("Cy", "ai", "easy"))


def played(spec: ToySpec, seed: int = 7, moves: int | None = None) -> Match:
    """A match of random moves: `moves` of them, or up to the end of the game."""
    match = Match.new(spec, SEATS, seed)
    rng = random.Random(seed)
    while not match.state.is_over() and (moves is None or len(match.actions) < moves):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def edited(match: Match, **changes: Any) -> str:
    return tomli_w.dumps(match.to_save() | changes)


@pytest.fixture
def spec(toy: ToySpec) -> ToySpec:
    return toy


def test_save_and_load_give_the_same_game(spec: ToySpec) -> None:
    match = played(spec, moves=6)
    loaded = Match.loads(match.dumps())
    assert loaded.state.to_position() == match.state.to_position()
    assert loaded.state.rng_state() == match.state.rng_state()
    assert (loaded.seats, loaded.seed, loaded.options) == (match.seats, match.seed, match.options)
    assert loaded.actions == match.actions
    assert loaded.dumps() == match.dumps()


def test_a_loaded_game_plays_on_like_the_original(spec: ToySpec) -> None:
    match = played(spec, moves=4)
    loaded = Match.loads(match.dumps())
    action = match.state.legal_actions()[-1]
    match.apply(action)
    loaded.apply(action)
    assert loaded.state.to_position() == match.state.to_position()


def test_same_seeds_and_actions_give_identical_save_text(spec: ToySpec) -> None:
    first = played(spec, seed=3)
    second = Match.new(spec, SEATS, 3, ai_seed=first.ai_seed)
    for action in first.actions:
        second.apply(action)
    assert second.dumps() == first.dumps()


def test_a_save_records_format_version_game_seats_seed_and_actions(spec: ToySpec) -> None:
    data = tomllib.loads(played(spec, moves=2).dumps())
    assert data["format"] == 1
    assert data["game"] == "toy"
    assert data["seed"] == 7
    assert data["seats"][1] == {"name": "Bo", "kind": "ai", "level": "hard"}
    assert len(data["actions"]) == 2
    assert isinstance(data["app_version"], str)


def test_the_ai_seed_is_drawn_apart_from_the_game_seed(spec: ToySpec) -> None:
    seeds = {Match.new(spec, SEATS, 3).ai_seed for _ in range(4)}
    assert len(seeds) == 4  # drawn from the system's entropy, not from the game's seed 3
    assert all(0 <= seed < 2**63 for seed in seeds)


def test_the_ai_seed_is_saved_loaded_and_kept_by_a_replay(spec: ToySpec) -> None:
    match = played(spec, moves=4)
    assert tomllib.loads(match.dumps())["ai_seed"] == match.ai_seed
    assert Match.loads(match.dumps()).ai_seed == match.ai_seed
    assert match.replayed(2).ai_seed == match.ai_seed


def test_a_save_without_an_ai_seed_loads_with_a_new_one(spec: ToySpec) -> None:
    data = played(spec, moves=2).to_save()
    del data["ai_seed"]
    assert 0 <= Match.from_save(data).ai_seed < 2**63


@pytest.mark.parametrize("value", [-1, 2**63, True, "7"])
def test_a_save_with_a_bad_ai_seed_is_refused(spec: ToySpec, value: Any) -> None:
    data = played(spec, moves=2).to_save() | {"ai_seed": value}
    with pytest.raises(SaveFileError, match="ai_seed"):
        Match.from_save(data)


def test_replayed_is_the_match_after_that_many_actions(spec: ToySpec) -> None:
    match = played(spec, moves=5)
    earlier = played(spec, moves=3)
    undone = match.replayed(3)
    assert undone.actions == earlier.actions
    assert undone.state.to_position() == earlier.state.to_position()
    assert len(match.actions) == 5


def test_a_truncated_file_is_refused(spec: ToySpec) -> None:
    text = played(spec).dumps()
    cut = text.index('name = "', len(text) // 2) + len('name = "p')
    with pytest.raises(SaveFileError, match="not a valid save file"):
        Match.loads(text[:cut])


def test_a_file_that_is_not_toml_is_refused(spec: ToySpec) -> None:
    with pytest.raises(SaveFileError, match="not a valid save file"):
        Match.loads("\x89PNG\r\n\x1a\n this is not a save = = file")


def test_a_hand_edited_illegal_action_is_refused_naming_its_number(spec: ToySpec) -> None:
    match = played(spec)
    actions = [action.to_dict() for action in match.actions]
    actions[3] = {"name": "play", "args": [99]}
    with pytest.raises(SaveFileError, match=r"action 4 \(play\(99\)\) is not legal"):
        Match.loads(edited(match, actions=actions))


def test_a_malformed_action_is_refused_naming_its_number(spec: ToySpec) -> None:
    match = played(spec)
    actions = [action.to_dict() for action in match.actions]
    actions[1] = {"name": "play", "args": [True]}
    with pytest.raises(SaveFileError, match=r"action 2: action 'play': argument True"):
        Match.loads(edited(match, actions=actions))


def test_an_action_after_the_game_ended_is_refused(spec: ToySpec) -> None:
    match = played(spec)
    assert match.state.is_over()
    actions = [action.to_dict() for action in match.actions] + [{"name": "draw", "args": []}]
    number = len(actions)
    with pytest.raises(SaveFileError, match=rf"action {number} \(draw\(\)\) comes after"):
        Match.loads(edited(match, actions=actions))


def test_an_unknown_game_is_refused(spec: ToySpec) -> None:
    with pytest.raises(SaveFileError, match=r"key 'game': unknown game 'chess'"):
        Match.loads(edited(played(spec, moves=1), game="chess"))


@pytest.mark.parametrize("key", ["format", "app_version", "game", "seed", "seats", "actions"])
def test_a_missing_key_is_refused_by_name(spec: ToySpec, key: str) -> None:
    data = played(spec, moves=1).to_save()
    del data[key]
    with pytest.raises(SaveFileError, match=f"missing key '{key}'"):
        Match.loads(tomli_w.dumps(data))


def test_a_seat_without_a_kind_is_refused_by_name(spec: ToySpec) -> None:
    match = played(spec, moves=1)
    with pytest.raises(SaveFileError, match=r"missing key 'seats\[2\].kind'"):
        Match.loads(edited(match, seats=[{"name": "Ana", "kind": "human"}, {"name": "Bo"}]))


def test_a_key_of_the_wrong_type_is_refused_by_name(spec: ToySpec) -> None:
    with pytest.raises(SaveFileError, match="key 'seed': expected int"):
        Match.loads(edited(played(spec, moves=1), seed="seven"))


def test_a_wrong_format_version_is_refused(spec: ToySpec) -> None:
    with pytest.raises(SaveFileError, match=r"key 'format': version 2 is not supported"):
        Match.loads(edited(played(spec, moves=1), format=2))


def test_a_game_that_cannot_be_set_up_is_refused(spec: ToySpec) -> None:
    match = played(spec, moves=1)
    with pytest.raises(SaveFileError, match="cannot set up the game: toy is for 2 to 4 players"):
        Match.loads(edited(match, seats=[{"name": "Ana", "kind": "human"}]))
    with pytest.raises(SaveFileError, match="cannot set up the game: toy has no option 'speed'"):
        Match.loads(edited(match, options={"speed": 2}))


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="cannot read"):
        Match.load(tmp_path / "nowhere.toml")


def test_a_file_that_is_not_text_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "image.toml"
    path.write_bytes(bytes(range(128, 256)))
    with pytest.raises(SaveFileError, match="cannot read"):
        Match.load(path)


def test_save_writes_the_file_and_leaves_no_temporary_file(spec: ToySpec, tmp_path: Path) -> None:
    path = tmp_path / "games" / "autosave.toml"
    match = played(spec, moves=2)
    match.save(path)
    assert [entry.name for entry in path.parent.iterdir()] == ["autosave.toml"]
    assert Match.load(path).dumps() == match.dumps()


def test_save_replaces_the_previous_file(spec: ToySpec, tmp_path: Path) -> None:
    path = tmp_path / "autosave.toml"
    played(spec, moves=1).save(path)
    match = played(spec, moves=5)
    match.save(path)
    assert path.read_text(encoding="utf-8") == match.dumps()
    assert [entry.name for entry in tmp_path.iterdir()] == ["autosave.toml"]


def test_a_failed_save_keeps_the_previous_file_whole(
    spec: ToySpec, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "autosave.toml"
    played(spec, moves=1).save(path)
    before = path.read_text(encoding="utf-8")

    def disk_full(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", disk_full)
    with pytest.raises(OSError, match="No space left"):
        played(spec, moves=5).save(path)
    assert path.read_text(encoding="utf-8") == before
    assert [entry.name for entry in tmp_path.iterdir()] == ["autosave.toml"]


def test_an_illegal_action_is_not_logged(spec: ToySpec) -> None:
    match = played(spec, moves=2)
    with pytest.raises(ValueError, match="not legal"):
        match.apply(Action("play", (99,)))
    assert len(match.actions) == 2


def test_a_move_the_generator_decided_counts_as_revealing_even_unlisted() -> None:
    """Undo stops at a move that showed something hidden. A Reavers die taken while an Artifact
    could store it is rolled at once and its face waits in the prompt, with no event yet: the
    game's list of revealing events cannot name it, the generator's state does."""
    from gameshelf.engine import get_game

    spec = get_game("reavers")
    unlisted = 0
    # Random games until the case is reached (one game in a few reaches it: which one depends
    # on the card data, so a single fixed game lost it when the clan bonuses changed).
    for seed in range(60_000, 60_060):
        match = Match.new(spec, [Seat(name) for name in "ABCD"], seed)
        rng = random.Random(seed)
        while not match.state.is_over():
            before = match.state.rng_state()
            events, revealing = match.apply_revealing(rng.choice(match.state.legal_actions()),
                                                      {0})
            if match.state.rng_state() != before:
                assert revealing
                unlisted += not spec.reveals_hidden_information(events, {0})
            else:
                assert revealing == spec.reveals_hidden_information(events, {0})
        if unlisted:
            break
    assert unlisted, "no game reached a die rolled with no event"
