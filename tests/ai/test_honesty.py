"""The AI cannot see what its seat cannot see, and the check of it catches a leak.

Other arrangements of everything a seat cannot see are built from the true state by the rules
(honesty_games.py), never by the game's determinizer; `honesty.leaks` compares what the seat
is shown, what the app sends the worker and what the AI decides. Each leak below is injected
into a copy of the behaviour, and the check must report it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from gameshelf.ai import requests
from gameshelf.engine import GameSpec, Observation, State, all_games, get_game
from gameshelf.games.everdell import observation as everdell_observation
from gameshelf.games.everdell.pending import DISCARD, PICK, PLAYER
from toy_game import TOY

from .helpers import random_position
from .honesty import arrangements, first_seed, leaks, reach
from .honesty_games import HONESTY_GAMES, Case

CASES = [(game_id, case) for game_id, game in HONESTY_GAMES.items() for case in game.cases]


def spec_of(game_id: str) -> GameSpec:
    return TOY if game_id == TOY.id else get_game(game_id)


def reached(spec: GameSpec, case: Case) -> State:
    state = reach(spec, case)
    if state is None:
        pytest.fail(f"{spec.id}: seed {case.seed} no longer reaches {case.name!r}; the first seed"
                    f" that does: {first_seed(spec, case)}")
    return state


def test_every_registered_game_has_its_rearrangement_of_what_a_seat_cannot_see():
    missing = sorted(spec.id for spec in all_games() if spec.id not in HONESTY_GAMES)
    assert not missing, f"add these games to tests/ai/honesty_games.py: {missing}"


@pytest.mark.parametrize(("game_id", "case"), CASES, ids=[f"{g}-{c.name}" for g, c in CASES])
def test_no_seat_can_tell_apart_the_arrangements_it_cannot_see(game_id: str, case: Case):
    spec = spec_of(game_id)
    state = reached(spec, case)
    for seat in range(state.num_players):
        # Not vacuous: every arrangement moves hidden cards and reseeds the generator.
        for other in arrangements(spec, state, seat):
            assert other.to_position() != state.to_position()
            assert other.rng_state() != state.rng_state()
    assert list(leaks(spec, state)) == []


@pytest.mark.parametrize("spec", [spec for spec in all_games() if spec.id != TOY.id],
                         ids=lambda spec: spec.id)
@pytest.mark.parametrize("fraction", [0.3, 0.7])
def test_seeded_positions_late_and_early_hide_what_each_seat_cannot_see(spec, fraction):
    for players in sorted({spec.min_players, spec.max_players}):
        state = random_position(spec, players, seed=11, fraction=fraction)
        assert list(leaks(spec, state)) == [], f"{players} players"


# -- the test of the test: each leak is injected, and the check must report it ---------------


@dataclass(frozen=True)
class CarryingObservation(Observation):
    """An observation with the true state riding along, outside its compared fields."""

    state: Any = field(default=None, compare=False)


def _state_type(spec: GameSpec) -> type:
    return type(spec.new_game(spec.min_players, 0))


def _add_to_observation(monkeypatch, spec: GameSpec, extra: Callable[[Any], dict[str, Any]],
                        read: Callable[[Any, dict[str, Any]], None]) -> None:
    """observe() also shows `extra(state)`; the determinizer applies it with `read`."""
    state_type = _state_type(spec)
    observe = state_type.observe
    from_observation = type(spec).from_observation

    def leaky_observe(self, seat):
        shown = observe(self, seat)
        return Observation(shown.game, shown.seat, {**shown.data, **extra(self)})

    def keeping(self, observation, rng):
        state = from_observation(self, observation, rng)
        read(state, observation.data)
        return state

    monkeypatch.setattr(state_type, "observe", leaky_observe)
    monkeypatch.setattr(type(spec), "from_observation", keeping)


def _cheating_determinizer(monkeypatch, spec: GameSpec, true_state: Callable[[Any], Any]
                           ) -> None:
    """The determinizer hands back the true state whenever `true_state(observation)` has it."""
    from_observation = type(spec).from_observation

    def cheating(self, observation, rng):
        true = true_state(observation)
        if true is None:
            return from_observation(self, observation, rng)
        state = true.clone()
        state.rng = random.Random(rng.getrandbits(64))
        return state

    monkeypatch.setattr(type(spec), "from_observation", cheating)


def leak_all_hands(monkeypatch, spec):
    def keep(state, data):
        state.hands = [list(hand) for hand in data["hands"]]
    _add_to_observation(monkeypatch, spec, lambda s: {"hands": [sorted(h) for h in s.hands]},
                        keep)


def leak_generator_state(monkeypatch, spec):
    def keep(state, data):
        state.rng.setstate((3, tuple(data["rng"]), None))
    _add_to_observation(monkeypatch, spec, lambda s: {"rng": list(s.rng.getstate()[1])}, keep)


def leak_deck_order(monkeypatch, spec):
    def keep(state, data):
        state.deck = list(data["deck"])
    _add_to_observation(monkeypatch, spec, lambda s: {"deck": list(s.deck)}, keep)


def leak_discard_pile(monkeypatch, spec):
    def keep(state, data):
        state.discard = list(data["discard"])
    _add_to_observation(monkeypatch, spec, lambda s: {"discard": list(s.discard)}, keep)


def leak_full_position_to_the_worker(monkeypatch, spec):
    request_message = requests.request_message

    def sending_everything(spec, state, *args, **kwargs):
        return {**request_message(spec, state, *args, **kwargs), "position": state.to_position()}

    monkeypatch.setattr(requests, "request_message", sending_everything)


def leak_state_carried_by_the_observation(monkeypatch, spec):
    state_type = _state_type(spec)
    observe = state_type.observe

    def carrying(self, seat):
        shown = observe(self, seat)
        return CarryingObservation(shown.game, shown.seat, shown.data, self.clone())

    monkeypatch.setattr(state_type, "observe", carrying)
    _cheating_determinizer(monkeypatch, spec, lambda obs: getattr(obs, "state", None))


def leak_state_kept_in_a_side_table(monkeypatch, spec):
    state_type = _state_type(spec)
    observe = state_type.observe
    kept: dict[int, tuple[Any, State]] = {}

    def keeping(self, seat):
        shown = observe(self, seat)
        kept[id(shown.data)] = (shown.data, self.clone())  # the data kept alive: ids stay unique
        return shown

    def lookup(observation):
        entry = kept.get(id(observation.data))
        return entry[1] if entry is not None and entry[0] is observation.data else None

    monkeypatch.setattr(state_type, "observe", keeping)
    _cheating_determinizer(monkeypatch, spec, lookup)


def _unmask_pending(monkeypatch, unmask: Callable[[Any, dict[str, Any]], None]) -> None:
    pending = everdell_observation._pending

    def unmasked(p, seat):
        entry = pending(p, seat)
        unmask(p, entry)
        return entry

    monkeypatch.setattr(everdell_observation, "_pending", unmasked)


def leak_teacher_pick(monkeypatch, spec):
    def unmask(p, entry):
        if p.kind == PICK and p.purpose == "teacher":
            entry["cards"], entry["vals"] = list(p.cards), list(p.vals)
    _unmask_pending(monkeypatch, unmask)


def leak_handed_over_card(monkeypatch, spec):
    def unmask(p, entry):
        if p.kind == PLAYER and p.purpose == "give_card":
            entry["card"] = p.card
    _unmask_pending(monkeypatch, unmask)


def leak_cards_being_discarded(monkeypatch, spec):
    def unmask(p, entry):
        if p.kind == DISCARD:
            entry["vals"] = list(p.vals)
    _unmask_pending(monkeypatch, unmask)


def leak_destinies(monkeypatch, spec):
    def keep(state, data):
        state.destinies = [list(d) for d in data["all_destinies"]]
    _add_to_observation(monkeypatch, spec,
                        lambda s: {"all_destinies": [sorted(d) for d in s.destinies]}, keep)


def leak_face_down_journey_cards(monkeypatch, spec):
    def keep(state, data):
        state.journey = list(data["journey_cards"])
    _add_to_observation(monkeypatch, spec, lambda s: {"journey_cards": list(s.journey)}, keep)


def leak_secret_assignments(monkeypatch, spec):
    def keep(state, data):
        state.assign = [{t: dict(k) for t, k in a.items()} for a in data["assignments"]]
    _add_to_observation(monkeypatch, spec, lambda s: {
        "assignments": [{t: dict(k) for t, k in a.items()} for a in s.assign]}, keep)


def leak_monster_deck_order(monkeypatch, spec):
    def keep(state, data):
        state.monster_deck = list(data["monster_order"])
    _add_to_observation(monkeypatch, spec, lambda s: {"monster_order": list(s.monster_deck)},
                        keep)


def leak_scoring_piles(monkeypatch, spec):
    def keep(state, data):
        state.scored = [list(p) for p in data["all_scored"]]
    _add_to_observation(monkeypatch, spec, lambda s: {"all_scored": [list(p) for p in s.scored]},
                        keep)


def leak_drafted_kings(monkeypatch, spec):
    def keep(state, data):
        for seat, king in enumerate(data["all_kings"]):
            if state.kings[seat] != king:
                state.hands[seat] = sorted(king if c == state.kings[seat] else c
                                           for c in state.hands[seat])
                state.kings[seat] = king
    _add_to_observation(monkeypatch, spec, lambda s: {"all_kings": list(s.kings)}, keep)


def leak_deck_orders(monkeypatch, spec):
    def keep(state, data):
        state.decks = {name: list(deck) for name, deck in data["deck_orders"].items()}
    _add_to_observation(monkeypatch, spec, lambda s: {
        "deck_orders": {name: list(deck) for name, deck in s.decks.items()}}, keep)


BOTH = ("ethnos", "everdell")
EVERY = ("aquatica", "champions", "ethnos", "everdell", "reavers")
LEAKS = [
    (leak_all_hands, BOTH),
    (leak_generator_state, EVERY),
    (leak_full_position_to_the_worker, EVERY),
    (leak_teacher_pick, ("everdell",)),
    (leak_handed_over_card, ("everdell",)),
    (leak_state_carried_by_the_observation, EVERY),
    (leak_state_kept_in_a_side_table, EVERY),
    (leak_deck_order, BOTH),
    (leak_destinies, ("champions",)),
    (leak_face_down_journey_cards, ("champions",)),
    (leak_secret_assignments, ("champions",)),
    (leak_monster_deck_order, ("champions",)),
    (leak_scoring_piles, ("aquatica",)),
    (leak_drafted_kings, ("aquatica",)),
    (leak_deck_orders, ("reavers",)),
    (leak_discard_pile, ("everdell",)),
    (leak_cards_being_discarded, ("everdell",)),
]
INJECTED = [(inject, game_id) for inject, games in LEAKS for game_id in games]


@pytest.mark.parametrize(("inject", "game_id"), INJECTED,
                         ids=[f"{inject.__name__[5:]}-{g}" for inject, g in INJECTED])
def test_the_honesty_check_reports_an_injected_leak(monkeypatch, inject, game_id):
    spec = spec_of(game_id)
    states = [reached(spec, case) for case in HONESTY_GAMES[game_id].cases]
    inject(monkeypatch, spec)
    found = next((leak for state in states for leak in leaks(spec, state)), None)
    assert found is not None, f"{inject.__name__} passed the honesty check"
