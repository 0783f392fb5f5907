"""Pending decisions: a stack of inputs the rules wait for, answered one step at a time.

A `Pending` on top of the stack is either a decision of `seat` (its `kind` says which actions
answer it, its `purpose` what the answer is for) or an automatic step the engine runs itself
(the kinds in AUTOMATIC). Multi-step card effects push several; the turn ends when the stack
is empty again.
"""

from __future__ import annotations

from dataclasses import dataclass, field

# Decisions (answered by the seat of the pending input).
GAIN = "gain_any"  # choose_resource, `n` times, from `cards` (resource indices allowed)
DISCARD = "discard"  # discard_card from hand; at most `n` (-1: any), at least `m`; done
PICK = "pick"  # choose_card among candidates; `n` picks left; `m` = 1 when done is allowed
PLAYER = "player"  # choose_player: an opponent to receive something
COUNT = "count"  # choose_count 0..n
LOCATION = "location"  # choose_location among candidates (`m` = 1: done allowed)
OPTION = "option"  # choose_option among named options
PLAY = "play"  # play_card from a restricted set, free or discounted by `n`; decline
WORKER = "worker"  # recall_worker / move_worker: one of the seat's deployed workers
PLACE = "place"  # place the Ranger's worker: any placement but the one it left
PAY = "pay"  # choose_resource to pay from the seat's own supply; `n` left, `m` = 1 done allowed
DECISIONS = (GAIN, DISCARD, PICK, PLAYER, COUNT, LOCATION, OPTION, PLAY, WORKER, PLACE, PAY)

# Automatic steps.
END_TURN = "end_turn"
TRIGGERS = "triggers"  # governance bonuses after a card was played (`card`)
RUG_DRAW = "rugwort_draw"  # solo: Rugwort takes a Meadow card after each card you play
PRODUCE = "produce"  # activate one Production card (`card`) for `seat`
PREPARE = "prepare"  # the rest of Prepare for Season, after the Clock Tower
RUG_PREPARE = "rugwort_prepare"
REFILL = "refill"  # refill the Meadow
THEN = "then"  # continue a multi-step effect: `purpose` names the next step
AUTOMATIC = (END_TURN, TRIGGERS, RUG_DRAW, PRODUCE, PREPARE, RUG_PREPARE, REFILL, THEN)


@dataclass(slots=True)
class Pending:
    kind: str
    seat: int
    purpose: str = ""
    card: int = -1  # the card (instance) whose effect this is, or a card it carries
    n: int = 0
    m: int = 0
    cards: list[int] = field(default_factory=list)  # candidates, revealed or chosen cards
    vals: list[int] = field(default_factory=list)  # resources or other numbers it carries
    target: int = -1  # the row something goes to

    def copy(self) -> Pending:
        return Pending(self.kind, self.seat, self.purpose, self.card, self.n, self.m,
                       self.cards[:], self.vals[:], self.target)
