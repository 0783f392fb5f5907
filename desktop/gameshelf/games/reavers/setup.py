"""Set-up by player count (shared/rules/reavers.md, Setup): food 4/5/6/7 from the start player,
1 Favor, pawns (two each at 2 players), the Honor Ship at 3, the decks, the rows, the Trade dice,
then each player's starting Reavers (retail) or 3 dice and a Prophecy (the early rules)."""

from __future__ import annotations

import random
from typing import Any

from .data import ReaversData
from .state import ReaversState, new_player

DECKS = ("reavers", "village", "keep", "sea_battles", "sea_journeys", "prophecies")


def new_state(spec: Any, data: ReaversData, num_players: int, options: dict[str, Any],
              rng: random.Random) -> ReaversState:
    from .rules import begin_setup

    s = ReaversState(spec, data, num_players, options, rng)
    s.start_player = rng.randrange(num_players)
    if num_players == 3:
        s.honor_ship = s.start_player
    s.players = [new_player(0, data.rules["start_favor"]) for _ in range(num_players)]
    for i, seat in enumerate(s.order_from(s.start_player)):
        s.players[seat]["food"] = data.rules["start_food"][i]
    for deck in DECKS:
        s.decks[deck] = sorted(getattr(data, deck))
        rng.shuffle(s.decks[deck])
        s.discards[deck] = []
    for kind in ("food", "favor", "dice"):
        tiles = sorted(t for t, v in data.territories.items() if v.type == kind)
        rng.shuffle(tiles)
        s.territory_stacks[kind] = tiles
    refill(s)
    roll_trade_dice(s)
    begin_setup(s)
    return s


def roll_trade_dice(s: ReaversState) -> None:
    s.trade_dice = []
    for colour in ("red", "yellow", "blue"):
        for _ in range(s.data.rules["trade_dice_per_colour"]):
            s.trade_dice.append([colour, random_face(s, colour)])


def random_face(s: ReaversState, colour: str) -> str:
    die = s.data.dice[colour]
    return die.faces[s.rng.randrange(len(die.faces))].name


# row -> (its deck, its slot count's key); the first three hold stacks of 2 cards
ROW_DECKS = {"recruit_row": ("reavers", "recruit_reavers"),
             "village_row": ("village", "raid_villages"), "keep_row": ("keep", "raid_keeps"),
             "battle_row": ("sea_battles", "battle_at_sea"),
             "prophecy_row": ("prophecies", "prophecies")}
STACKED_ROWS = ("recruit_row", "village_row", "keep_row")


def refill(s: ReaversState) -> None:
    """Clean-up step 4: the face-up cards go to the bottom of their decks, every row refilled."""
    for row, (deck, _) in ROW_DECKS.items():
        cards = getattr(s, row)
        for group in cards if row in STACKED_ROWS else [cards]:
            s.decks[deck][:0] = list(reversed(group))
        deal_row(s, row)


def deal_row(s: ReaversState, row: str) -> None:
    """A row dealt from its deck: stacks of 2 (Reavers, Spoils) or single cards."""
    deck, slot = ROW_DECKS[row]
    count = s.data.slots[s.num_players][slot]
    if row not in STACKED_ROWS:
        setattr(s, row, [c for c in (s.draw(deck) for _ in range(count)) if c is not None])
        return
    groups = []
    for _ in range(count):
        group = [c for c in (s.draw(deck), s.draw(deck)) if c is not None]
        if group:
            groups.append(group)
    setattr(s, row, groups)
