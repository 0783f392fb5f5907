"""Every game through one random-play harness, in the spirit of OpenSpiel's random simulation test.

Seeded random games of every registered game (and the toy game) at every player count; at every
step the engine contract is checked: turns and legal actions agree, illegal actions are refused
without a trace, clones are equal and independent, observations hide what they must, and at the
end the log replays, saves and loads to the very same state.
"""

from __future__ import annotations

import json
import random
import tomllib
from collections.abc import Mapping
from typing import Any

import pytest
import tomli_w

from gameshelf.engine import (
    Action,
    Event,
    GameSpec,
    IllegalActionError,
    Match,
    Seat,
    State,
    all_games,
)
from toy_game import TOY

# Far beyond any real game: a game still running here is stuck in a loop.
MAX_STEPS = 20_000
GAMES_PER_PLAYER_COUNT = 30
# Per player count, the first games are thorough until this many steps were checked: in depth at
# every step (illegal actions, clones, determinizations) and saved mid-game and at the end. The
# others check turns and legal actions at every step, go in depth at a sample of steps, and
# replay at the end. A long game like Ethnos stays within the time box this way.
THOROUGH_STEPS = 600
SAMPLED_RATE = 0.01
# Steps kept for the replay check; the first one also goes through the position format.
SNAPSHOT_RATE = 0.02
# Share of deep steps whose determinization is also played to the end, as the AI's rollouts do.
ROLLOUT_RATE = 0.02

Snapshot = tuple[dict[str, Any], object]


def _games() -> list[GameSpec]:
    games = {spec.id: spec for spec in all_games()}
    games.setdefault(TOY.id, TOY)
    return [games[key] for key in sorted(games)]


CASES = [
    pytest.param(spec, players, id=f"{spec.id}-{players}p")
    for spec in _games()
    for players in range(spec.min_players, spec.max_players + 1)
]


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize(("spec", "players"), CASES)
def test_random_play_keeps_the_engine_contract(spec: GameSpec, players: int) -> None:
    thorough_steps = 0
    hidden = False
    for seed in range(GAMES_PER_PLAYER_COUNT):
        game = CheckedGame(spec, players, seed, thorough=thorough_steps < THOROUGH_STEPS)
        game.play()
        thorough_steps += len(game.match.actions) if game.thorough else 0
        hidden |= game.hidden
    # Every game on the shelf hides something (decks at least), so some determinization must
    # differ from the truth; one that never does is not resampling.
    assert hidden, "no determinization ever differed from the true state"


def snapshot(state: State) -> Snapshot:
    return state.to_position(), state.rng_state()


class CheckedGame:
    """One seeded random game, checked at every step; `thorough`: in depth at every step."""

    def __init__(self, spec: GameSpec, players: int, seed: int, thorough: bool) -> None:
        self.spec = spec
        self.match = Match.new(spec, [Seat(f"P{seat}") for seat in range(players)], seed)
        self.rng = random.Random(f"{spec.id}/{players}/{seed}")
        self.thorough = thorough
        self.hidden = False
        self.rolled_out = False
        self.snapshots = {0: snapshot(self.match.state)}
        # Every action legal at some earlier point, to try where it is not.
        self.seen: dict[Action, None] = {}
        self.where = f"{spec.id}, {players} players, seed {seed}"

    def play(self) -> None:
        try:
            self._play()
        except BaseException as error:
            error.add_note(f"{self.where}, step {len(self.match.actions)}")
            raise

    def _play(self) -> None:
        match, state, rng = self.match, self.match.state, self.rng
        while not state.is_over():
            assert len(match.actions) < MAX_STEPS, "the game does not end"
            legal = check_turn(state)
            if self.thorough or rng.random() < SAMPLED_RATE:
                self._check_in_depth(legal)
            action = rng.choice(legal)
            assert state.is_legal(action)
            check_events(match.apply(action))
            self.seen.update(dict.fromkeys(legal))
            if rng.random() < SNAPSHOT_RATE:
                self.snapshots[len(match.actions)] = snapshot(state)
                if len(self.snapshots) == 2:
                    check_position_format_round_trips(self.spec, state)
                    if self.thorough:
                        check_save_round_trips(match)
        check_turn(state)
        check_game_over_refuses_actions(state, self.seen)
        check_score_sheet(state)
        check_replay_reproduces_the_game(match, self.snapshots)
        if self.thorough:
            check_save_round_trips(match)

    def _check_in_depth(self, legal: list[Action]) -> None:
        state, rng = self.match.state, self.rng
        before = snapshot(state)
        check_illegal_actions_are_refused(state, legal, before, self.seen, rng)
        check_clone_is_equal_and_independent(state, legal, before, rng)
        self.hidden |= check_observations_hide_what_they_must(
            self.spec, state, legal, before, rng, compare=not self.hidden
        )
        if not self.rolled_out and rng.random() < ROLLOUT_RATE:
            self.rolled_out = True
            check_determinization_plays_to_the_end(state, rng)


def check_turn(state: State) -> list[Action]:
    legal = state.legal_actions()
    mover = state.to_move()
    assert state.is_over() == (mover is None)
    if mover is None:
        assert legal == [], "legal actions after the game ended"
        return legal
    assert mover in range(state.num_players)
    assert legal, f"seat {mover} is to move but has no legal action"
    assert len(set(legal)) == len(legal), "a legal action is listed twice"
    for action in legal:
        assert Action.from_dict(action.to_dict()) == action, f"{action} does not serialise"
    return legal


def _illegal_candidates(
    legal: list[Action], seen: Mapping[Action, None], rng: random.Random
) -> list[Action]:
    sample = rng.choice(legal)
    candidates = [
        Action("no_such_verb"),
        Action(sample.name, (*sample.args, "no_such_arg")),
        Action(sample.name, (-987_654,) * max(1, len(sample.args))),
    ]
    earlier = [action for action in seen if action not in legal]
    if earlier:
        # Legal at an earlier decision point, not at this one.
        candidates.append(rng.choice(earlier))
    return [action for action in candidates if action not in legal]


def same_choices(first: list[Action], second: list[Action]) -> bool:
    """The same actions, in any order: the order may follow how cards were picked up, which
    neither an observation nor a position records, and no agent depends on it."""
    return len(first) == len(second) and set(first) == set(second)


def check_illegal_actions_are_refused(
    state: State,
    legal: list[Action],
    before: Snapshot,
    seen: Mapping[Action, None],
    rng: random.Random,
) -> None:
    illegal = _illegal_candidates(legal, seen, rng)
    for action in illegal:
        assert not state.is_legal(action), f"{action} is not listed but is_legal says yes"
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert snapshot(state) == before, f"refusing one of {illegal} changed the state"
    assert state.legal_actions() == legal


def check_clone_is_equal_and_independent(
    state: State, legal: list[Action], before: Snapshot, rng: random.Random
) -> None:
    clone = state.clone()
    assert clone is not state
    assert snapshot(clone) == before, "the clone differs from the original"
    assert clone.to_move() == state.to_move()
    assert clone.legal_actions() == legal
    clone.apply(rng.choice(legal))
    assert snapshot(state) == before, "playing on the clone changed the original"


def check_observations_hide_what_they_must(
    spec: GameSpec,
    state: State,
    legal: list[Action],
    before: Snapshot,
    rng: random.Random,
    compare: bool,
) -> bool:
    """Each seat's observation is all a determinization keeps.

    With `compare`, returns whether a determinization differed from the true state.
    """
    differed = False
    for seat in range(state.num_players):
        observation = state.observe(seat)
        assert (observation.game, observation.seat) == (spec.id, seat)
        sampled = state.determinize(seat, rng)
        # Equal observations of a resampled state: the observation holds no other seat's secret.
        assert sampled.observe(seat) == observation, f"seat {seat} sees resampled cards"
        assert sampled.to_move() == state.to_move()
        if state.to_move() == seat:
            assert same_choices(sampled.legal_actions(), legal), f"seat {seat}'s choices differ"
        if compare and not differed:
            differed = sampled.to_position() != before[0]
    assert snapshot(state) == before, "determinizing changed the true state"
    return differed


def check_determinization_plays_to_the_end(state: State, rng: random.Random) -> None:
    seat = state.to_move()
    assert seat is not None
    sampled = state.determinize(seat, rng)
    for _ in range(MAX_STEPS):
        if sampled.is_over():
            return
        sampled.apply(rng.choice(sampled.legal_actions()))
    pytest.fail(f"a determinization for seat {seat} does not end")


def check_events(events: list[Event]) -> None:
    for event in events:
        assert isinstance(event.key, str) and event.key, f"{event} has no translation key"
        # Events go to the log, the UI and other processes: plain data only.
        json.dumps(event.to_dict())


def _is_plain(value: Any) -> bool:
    if isinstance(value, Mapping):
        return all(isinstance(key, str) and _is_plain(item) for key, item in value.items())
    if isinstance(value, list | tuple):
        return all(_is_plain(item) for item in value)
    return value is None or isinstance(value, bool | int | float | str)


def check_position_format_round_trips(spec: GameSpec, state: State) -> None:
    position = state.to_position()
    assert position.get("game") == spec.id, "a position names its game first"
    loaded = spec.load_position(tomllib.loads(tomli_w.dumps(position)))
    assert loaded.to_position() == position, "the position format loses something"
    assert loaded.to_move() == state.to_move()
    # A position may name identical cards alike, so a loaded one can number them differently:
    # compare the kinds of choice, not the card ids in them.
    assert _verbs(loaded.legal_actions()) == _verbs(state.legal_actions())
    for seat in range(state.num_players):
        assert _is_plain(state.observe(seat).data), "an observation must cross a process boundary"


def _verbs(actions: list[Action]) -> list[str]:
    return sorted(action.name for action in actions)


def check_save_round_trips(match: Match) -> None:
    text = match.dumps()
    loaded = Match.loads(text)
    assert loaded.dumps() == text
    assert snapshot(loaded.state) == snapshot(match.state)


def check_game_over_refuses_actions(state: State, seen: Mapping[Action, None]) -> None:
    before = snapshot(state)
    for action in list(seen)[:5]:
        with pytest.raises(IllegalActionError):
            state.apply(action)
    assert snapshot(state) == before


def check_score_sheet(state: State) -> None:
    sheet = state.scores()
    # Opponents that are not seats (a solo automaton) have rows after the seats' rows.
    players = state.num_players + len(state.automata)
    assert sheet.automata == state.automata
    assert sheet.num_seats == state.num_players
    assert len(sheet.points) == len(sheet.tiebreaks) == players
    assert len(set(sheet.categories)) == len(sheet.categories), "a category is listed twice"
    for row in sheet.points:
        assert len(row) == len(sheet.categories)
        assert all(type(points) is int for points in row)
    for player in sheet.to_dict()["players"]:
        assert player["total"] == sum(player["categories"].values())
    winners = sheet.winners()
    assert winners and set(winners) <= set(range(players))
    assert sorted(sheet.ranking()) == list(range(players))
    assert sheet.ranking()[0] in winners


def check_replay_reproduces_the_game(match: Match, snapshots: Mapping[int, Snapshot]) -> None:
    replay = Match.new(match.spec, match.seats, match.seed, match.options)
    assert snapshot(replay.state) == snapshots[0], "the same seed sets up a different game"
    for number, action in enumerate(match.actions, start=1):
        replay.apply(action)
        if number in snapshots:
            assert snapshot(replay.state) == snapshots[number], f"replay differs at {number}"
    assert snapshot(replay.state) == snapshot(match.state)
