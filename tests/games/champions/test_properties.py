"""Properties of random Champions play: it never raises, refuses illegal moves without a
trace, replays from its seed, keeps every die in the supply or a seat within the cap, hides
what a seat cannot see, and emits only documented events."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from gameshelf.engine import Action, IllegalActionError, get_game
from gameshelf.games.champions.events import EVENTS
from gameshelf.games.champions.refusals import why_not

SPEC = get_game("champions")


def play(players: int, seed: int, steps: int | None = None, check=None):
    state = SPEC.new_game(players, seed, {"leaders": "draft" if seed % 2 else "random"})
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
    for kind, total in data.supply.items():
        held = sum(d[kind] for d in state.dice) + state.supply[kind]
        held += state.blue.get({"axeman": "blacksmith", "spearman": "hafter",
                                "swordsman": "swordsmith"}[kind], 0)
        assert held == total and state.supply[kind] >= 0
    assert all(state.held(s) <= data.warrior_cap for s in range(state.num_players))
    for event in events:
        assert event.key in EVENTS, event.key


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_random_play_never_raises_and_keeps_dice_within_supply_and_cap(players, seed):
    state, _ = play(players, seed, check=_invariants)
    assert state.round == 8 and state.scores().winners()


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 300))
def test_an_illegal_action_raises_and_changes_nothing(players, seed, steps):
    state, _ = play(players, seed, steps)
    before = (state.to_position(), state.rng_state())
    for action in (Action("place", ("nowhere",)), Action("reroll", (999,)), Action("commit"),
                   Action("give_blame", (7,))):
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
@given(st.integers(2, 4), st.integers(0, 10_000))
def test_same_seed_and_actions_same_game(players, seed):
    first, actions = play(players, seed)
    again = SPEC.new_game(players, seed, {"leaders": "draft" if seed % 2 else "random"})
    for action in actions:
        again.apply(action)
    assert again.to_position() == first.to_position()
    assert again.rng_state() == first.rng_state()


@settings(max_examples=15, deadline=None)
@given(st.integers(2, 4), st.integers(0, 10_000), st.integers(0, 400))
def test_two_determinizations_observe_alike(players, seed, steps):
    state, _ = play(players, seed, steps)
    for seat in range(players):
        first = state.determinize(seat, random.Random(1))
        second = state.determinize(seat, random.Random(2))
        assert first.observe(seat) == second.observe(seat) == state.observe(seat)


def test_no_seat_sees_another_assignment_before_the_reveal():
    for seed in range(40):
        state = SPEC.new_game(3, seed)
        rng = random.Random(seed)
        while not state.is_over():
            seat = state.current
            if state.phase == "assign" and any(state.assign[s] for s in range(3) if s != seat):
                obs = state.observe(seat).data
                assert set(obs["assign"]) == {str(seat)}
                others = [s for s in range(3) if s != seat]
                assert all(obs["dice"][s] == state.dice[s] for s in others)
                return
            state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no secret assignment met")


def test_refusals_name_a_full_location_and_an_unaffordable_one():
    state = SPEC.new_game(2, 0)
    state.apply(Action("place", ("jarls_longhouse",)))
    seat = state.current
    assert why_not(state, seat, "place", "jarls_longhouse")[0] == "location_full"
    state.resources[seat]["coin"] = 0
    assert why_not(state, seat, "place", "worker_huts")[0] == "cannot_afford"
    assert why_not(state, 1 - seat, "place", "market") == ("not_your_turn", {})
    assert why_not(state, seat, "place", "market") is None
