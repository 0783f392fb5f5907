"""Properties of random Aquatica play: it never raises and ends, refuses illegal moves without a
trace, replays from its seed, keeps every card and manta somewhere once, hides what a seat
cannot see, emits only documented events, and every position reads back."""

import random
import tomllib

import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from gameshelf.engine import Action, IllegalActionError
from gameshelf.engine.positions import check_playable
from gameshelf.games.aquatica import SPEC
from gameshelf.games.aquatica.events import EVENTS

OPTIONS = [None, {"goals": "tokens", "kings": "draft"}, {"scout": "original", "goals": "original"},
           {"kings": "none"}]


def play(players: int, seed: int, steps: int | None = None, check=None):
    state = SPEC.new_game(players, seed, OPTIONS[seed % 4])
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and (steps is None or len(actions) < steps):
        action = rng.choice(state.legal_actions())
        events = state.apply(action)
        actions.append(action)
        if check:
            check(state, events)
    return state, actions


def _invariants(state, events):
    data = state.data
    wild = sum(1 for ms in state.mantas for m in ms if m["kind"] == "wild")
    assert wild + sum(state.wild_supply.values()) == sum(data.wild_supply.values())
    for seat in range(state.num_players):
        trained = sum(1 for m in state.mantas[seat] if m["kind"] == "trained")
        assert trained + sum(t.count(seat) for t in state.tracks) == 4
        assert "matrona" in state.hands[seat]
    placed = (state.top_row + state.bottom_row + state.loc_deck + state.loc_discard
              + [loc for p in state.scored for loc in p]
              + [e["location"] for b in state.boards for e in b if e])
    assert sorted(placed) == sorted(data.locations)
    assert len(state.top_row) <= 4 and len(state.bottom_row) <= 6
    for event in events:
        assert event.key in EVENTS, event.key
        assert set(event.args) <= set(EVENTS[event.key][0]), event


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000))
def test_random_play_never_raises_and_ends(players, seed):
    state, actions = play(players, seed, check=_invariants)
    assert state.is_over() and len(actions) < SPEC.max_actions
    assert state.scores().winners()


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000), st.integers(0, 200))
def test_an_illegal_action_raises_and_changes_nothing(players, seed, steps):
    state, _ = play(players, seed, steps)
    before = (state.to_position(), state.rng_state())
    for action in (Action("play", ("nobody",)), Action("exploit", (9,)), Action("end_turn"),
                   Action("claim", (0, "coins1", "ready")), Action("buy", ("top", 0, 0)),
                   Action("pass")):
        if action in state.legal_actions():
            continue
        try:
            state.apply(action)
        except IllegalActionError:
            pass
        else:
            raise AssertionError(f"{action} was applied")
    assert (state.to_position(), state.rng_state()) == before


@settings(max_examples=10, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000))
def test_same_seed_and_actions_same_game(players, seed):
    first, actions = play(players, seed)
    again = SPEC.new_game(players, seed, OPTIONS[seed % 4])
    for action in actions:
        again.apply(action)
    assert again.to_position() == first.to_position()
    assert again.rng_state() == first.rng_state()


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000), st.integers(0, 300))
def test_two_determinizations_observe_alike(players, seed, steps):
    state, _ = play(players, seed, steps)
    for seat in range(players):
        seen = state.observe(seat)
        one = SPEC.from_observation(seen, random.Random(seed))
        two = SPEC.from_observation(seen, random.Random(seed + 1))
        assert one.observe(seat).data == seen.data == two.observe(seat).data
        assert one.legal_actions() == state.legal_actions() or state.to_move() != seat


@settings(max_examples=25, deadline=None)
@given(st.integers(1, 4), st.integers(0, 10_000), st.integers(0, 300))
def test_a_position_at_any_point_reads_back_and_plays(players, seed, steps):
    state, _ = play(players, seed, steps)
    text = tomli_w.dumps(state.to_position())
    again = SPEC.load_position(tomllib.loads(text))
    assert again.to_position() == state.to_position()
    check_playable(again)


def test_every_documented_event_is_emitted_somewhere():
    seen = set()
    for players in (1, 2, 3, 4):
        for seed in range(12):
            play(players, seed, check=lambda s, events: seen.update(e.key for e in events))
    assert set(EVENTS) - seen <= {"aquatica.replay", "aquatica.setup_king"}
