"""A tiny hidden-information card game for engine and AI tests (not on the shelf).

Cards 1..12 are shuffled; each seat is dealt 3 hidden cards. On a turn a seat plays a card from
hand (scoring its value if it beats the last card played, else nothing) or draws from the deck
(while the deck has cards and the hand holds fewer than 5). It ends when no seat holds cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from gameshelf.engine import Action, Event, GameSpec, IllegalActionError, Observation, State
from gameshelf.engine.scoring import ScoreSheet

CARDS = tuple(range(1, 13))
DRAW = Action("draw")
PLAY = {card: Action("play", (card,)) for card in CARDS}


class ToyState(State):
    def __init__(self, spec: ToySpec, num_players: int, rng: random.Random) -> None:
        self.spec = spec
        self.num_players = num_players
        self.rng = rng
        self.deck: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(num_players)]
        self.played: list[int] = []
        self.points = [0] * num_players
        self.current = 0

    def to_move(self) -> int | None:
        return None if not any(self.hands) else self.current

    def legal_actions(self) -> list[Action]:
        if self.to_move() is None:
            return []
        hand = self.hands[self.current]
        actions = [PLAY[card] for card in sorted(hand)]
        if self.deck and len(hand) < 5:
            actions.append(DRAW)
        return actions

    def apply(self, action: Action) -> list[Event]:
        if action not in self.legal_actions():
            raise IllegalActionError(f"{action} is not legal now")
        seat = self.current
        if action is DRAW or action == DRAW:
            self.hands[seat].append(self.deck.pop())
            events = [Event("toy.draw", seat)]
        else:
            card = action.args[0]
            self.hands[seat].remove(card)
            gained = card if not self.played or card > self.played[-1] else 0
            self.points[seat] += gained
            self.played.append(card)
            events = [Event("toy.play", seat, {"card": card, "points": gained})]
        for step in range(1, self.num_players + 1):
            nxt = (seat + step) % self.num_players
            if self.hands[nxt]:
                self.current = nxt
                break
        return events

    def observe(self, seat: int) -> Observation:
        return Observation(
            "toy",
            seat,
            {
                "num_players": self.num_players,
                "hand": sorted(self.hands[seat]),
                "hand_sizes": [len(hand) for hand in self.hands],
                "deck_size": len(self.deck),
                "played": list(self.played),
                "points": list(self.points),
                "current": self.current,
            },
        )

    def clone(self) -> ToyState:
        other = ToyState(self.spec, self.num_players, random.Random())
        other.rng.setstate(self.rng.getstate())
        other.deck = list(self.deck)
        other.hands = [list(hand) for hand in self.hands]
        other.played = list(self.played)
        other.points = list(self.points)
        other.current = self.current
        return other

    def scores(self) -> ScoreSheet:
        return ScoreSheet(
            ("played",),
            tuple((p,) for p in self.points),
            tuple(() for _ in self.points),
        )

    def to_position(self) -> dict[str, Any]:
        return {
            "game": "toy",
            "players": self.num_players,
            "deck": list(self.deck),
            "hands": [list(hand) for hand in self.hands],
            "played": list(self.played),
            "points": list(self.points),
            "current": self.current,
        }

    def rng_state(self) -> object:
        return self.rng.getstate()


class ToySpec(GameSpec):
    id = "toy"
    min_players = 2
    max_players = 4

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> ToyState:
        self.check_players(num_players)
        state = ToyState(self, num_players, random.Random(seed))
        deck = list(CARDS)
        state.rng.shuffle(deck)
        for seat in range(num_players):
            state.hands[seat] = [deck.pop() for _ in range(3)]
        state.deck = deck
        return state

    def from_observation(self, observation: Observation, rng: random.Random) -> ToyState:
        data = observation.data
        state = ToyState(self, data["num_players"], random.Random(rng.getrandbits(64)))
        unseen = sorted(set(CARDS) - set(data["hand"]) - set(data["played"]))
        rng.shuffle(unseen)
        for seat, size in enumerate(data["hand_sizes"]):
            if seat == observation.seat:
                state.hands[seat] = list(data["hand"])
            else:
                state.hands[seat] = [unseen.pop() for _ in range(size)]
        state.deck = unseen
        state.played = list(data["played"])
        state.points = list(data["points"])
        state.current = data["current"]
        return state

    def load_position(self, data: Mapping[str, Any]) -> ToyState:
        state = ToyState(self, data["players"], random.Random(0))
        state.deck = list(data["deck"])
        state.hands = [list(hand) for hand in data["hands"]]
        state.played = list(data["played"])
        state.points = list(data["points"])
        state.current = data["current"]
        return state

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, ToyState)
        total = sum(state.points) or 1
        return state.points[seat] / total


TOY = ToySpec()
