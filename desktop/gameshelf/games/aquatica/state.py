"""The Aquatica state (shared/rules/aquatica.md): every field plain data, so a clone, a
position and an observation are copies of it.

A turn is `stage` "before" (additional actions, then the main action), "main" (the played
character's icons resolving) and "after" (additional actions, then end_turn). `pending` is a
stack of steps (the top at the end): the icons still to resolve, each a plain table with its
`step` (an effect id of data.EFFECTS or one of STEPS), the `seat` that decides it and its
parameters; `source` is the board slot of the Location whose depth printed it (a Raise or a
Score printed on a Location never acts on that Location). Coins and power live in `coins`,
`power` and `typed_power` until the end of the turn; a payment spends the whole pool of its
resource (overflow is lost).
"""

from __future__ import annotations

import random
from typing import Any

from ...engine import Action
from ..plain import PlainState
from .data import AquaticaData, Location

DRAFT, BEFORE, MAIN, AFTER, OVER = "draft", "before", "main", "after", "over"
STAGES = (DRAFT, BEFORE, MAIN, AFTER, OVER)
# Steps that are no printed icon: the updated Scout's choice of the cards kept, a solo
# Ichthyander manta to place, an opponent's answer to Meg or the Researcher, and the end of
# the main action (the played cards go to the discard pile).
STEPS = ("scout_keep", "ichthyander", "tire", "discard", "end_main")
ICHTHYANDERS = -1  # their mantas on a goal track
MANTA_KINDS = ("trained", "wild", "bonus")

FIELDS = (
    "turn", "stage", "current", "hands", "discards", "in_play", "kings", "king_known",
    "draft_offer", "draft_order", "char_row", "char_deck", "char_removed", "top_row",
    "bottom_row", "loc_deck", "loc_discard", "boards", "scored", "mantas", "wild_supply",
    "goals", "tracks", "ichthyanders", "paid_five", "coins", "power", "typed_power",
    "resource_used", "pending", "final_turns",
)  # fmt: skip


def manta_key(manta: dict[str, Any]) -> tuple[int, str, bool, bool]:
    return (MANTA_KINDS.index(manta["kind"]), manta["face"], manta["ready"], manta["used"])


class AquaticaState(PlainState):
    FIELDS = FIELDS

    def __init__(self, spec: Any, data: AquaticaData, num_players: int,
                 options: dict[str, Any], rng: random.Random) -> None:
        self.spec = spec
        self.data = data
        self.num_players = num_players
        self.options = options
        self.rng = rng
        self._legal: list[Action] | None = None
        n = num_players
        self.turn = 1
        self.stage = BEFORE
        self.current = 0
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.discards: list[list[str]] = [[] for _ in range(n)]  # the last is on top
        self.in_play: list[str] = []  # the cards of this main action, discarded at its end
        self.kings: list[str | None] = [None] * n  # each seat's King, wherever it is now
        self.king_known = [True] * n  # whether the others know it (a drafted King: once played)
        self.draft_offer: list[str] = []
        self.draft_order: list[int] = []  # the seats still to choose a King, the next first
        self.char_row: list[str] = []
        self.char_deck: list[str] = []  # the top is the end of every deck
        self.char_removed: list[str] = []  # 2 players: Matrona's row discard
        self.top_row: list[str] = []
        self.bottom_row: list[str] = []
        self.loc_deck: list[str] = []
        self.loc_discard: list[str] = []
        # A slot: None, or {"location": id, "offset": depths covered}.
        self.boards: list[list[dict[str, Any] | None]] = [[None] * data.board_slots
                                                          for _ in range(n)]
        self.scored: list[list[str]] = [[] for _ in range(n)]
        # {"kind": trained/wild/bonus, "face", "ready", "used": flipped this turn}, sorted.
        self.mantas: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.wild_supply: dict[str, int] = dict(data.wild_supply)
        self.goals: list[str] = []
        self.tracks: list[list[int]] = [[], [], [], []]  # seats from the first spot; -1 theirs
        self.ichthyanders = 0  # solo: their mantas still to place
        self.paid_five = [False] * n
        self.coins = 0
        self.power = 0
        self.typed_power: dict[str, int] = {}
        self.resource_used: list[int] = []  # slots that gave a resource this main action
        self.pending: list[dict[str, Any]] = []
        self.final_turns: int | None = None  # turns left, this one included, once triggered

    # -- the contract -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        if self.stage == OVER:
            return None
        if self.stage == DRAFT:
            return self.draft_order[0]
        if self.pending:
            return self.pending[-1]["seat"]
        return self.current

    def is_over(self) -> bool:
        return self.stage == OVER

    # -- helpers shared by the rule modules ---------------------------------------------------

    @property
    def solo(self) -> bool:
        return self.num_players == 1

    def location(self, seat: int, slot: int) -> Location | None:
        entry = self.boards[seat][slot]
        return None if entry is None else self.data.locations[entry["location"]]

    def top_depth(self, seat: int, slot: int) -> str | None:
        """The depth showing at the top of the slot's Location (None: empty slot or raised)."""
        entry = self.boards[seat][slot]
        if entry is None:
            return None
        depths = self.data.locations[entry["location"]].depths
        return depths[entry["offset"]] if entry["offset"] < len(depths) else None

    def fully_raised(self, seat: int, slot: int) -> bool:
        entry = self.boards[seat][slot]
        return entry is not None and \
            entry["offset"] >= len(self.data.locations[entry["location"]].depths)

    def occupied(self, seat: int) -> list[int]:
        return [i for i, entry in enumerate(self.boards[seat]) if entry is not None]

    def empty_slots(self, seat: int) -> list[int]:
        return [i for i, entry in enumerate(self.boards[seat]) if entry is None]

    def sort_mantas(self, seat: int) -> None:
        self.mantas[seat].sort(key=manta_key)

    def reserve(self, seat: int) -> int:
        """Mantas the seat holds (not on a goal track): the first tie-break."""
        return len(self.mantas[seat])

    def row(self, name: str) -> list[str]:
        return self.top_row if name == "top" else self.bottom_row

    def conquer_cost(self, row: str, location: str, discount: int = 0) -> int:
        cost = self.data.locations[location].conquer - discount
        if row == "top":
            cost -= self.data.top_row_discount
        return max(cost, 0)

    def power_for(self, kind: str) -> int:
        return self.power + self.typed_power.get(kind, 0)

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.num_players
