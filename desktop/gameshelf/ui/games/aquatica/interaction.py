"""What clicks and drops on the Aquatica board mean: a choice among the controller's legal
actions, never a rule of its own.

A character dragged from the hand onto the ocean plays it (a double click too); a Location
dragged from a row into a slot of the viewer's board buys or conquers it, whichever the step
on top asks (a click on it, then on a slot, does the same); a click on a slot exploits its
depth or answers a Raise, Score or Fully rise; a click on a manta flips or tires it, on a goal
claims it (which manta: a chooser) or places an Ichthyander there, on a row character
recruits it, on a hand card discards it when a discard is asked. Scout's Locations to move up
are clicked, then confirmed. The rest are prompt-bar buttons. Refused gestures snap back and
the banner says the game's reason (`refusals.why_not`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ....engine import Action
from ....games.aquatica.refusals import Refusal, why_not
from ..board_interaction import ListedButtons

if TYPE_CHECKING:
    from ...controller import GameController
    from .scene import AquaticaScene

Target = tuple[str, Any]
SLOT_ANSWERS = ("exploit", "raise", "score", "fully_rise")
PAYMENTS = ("buy", "conquer")
# Answers that are pieces on the board (the rest are buttons).
ON_BOARD = ("play", "exploit", "raise", "score", "fully_rise", "flip", "tire", "claim",
            "place_ichthyander", "recruit", "buy", "conquer", "discard", "keep")


def target_of(action: Action) -> Target | None:
    """Where on the board an action is aimed (None: it is a button)."""
    name, args = action.name, action.args
    if name in SLOT_ANSWERS:
        return ("slot", int(args[0]))
    if name in ("flip", "tire"):
        return ("manta", (str(args[0]), str(args[1])))
    if name in ("claim", "place_ichthyander"):
        return ("goal", int(args[0]))
    if name == "recruit":
        return ("row", int(args[0]))
    if name in PAYMENTS:
        return ("location", (str(args[0]), int(args[1])))
    if name in ("play", "discard"):
        return ("hand", str(args[0]))
    return None


class AquaticaInteraction(ListedButtons):
    """The viewer's gestures and what they ask the controller to do."""

    ON_BOARD = ON_BOARD

    def __init__(self, controller: GameController, scene: AquaticaScene,
                 labels: Callable[[Action], str], reasons: Callable[[Refusal], str],
                 parent: QObject | None = None) -> None:
        super().__init__(controller, scene, labels, reasons, why_not, parent)
        self.picked: tuple[str, int] | None = None  # a Location clicked, for a slot's click
        self.selected: set[int] = set()  # bottom-row Locations chosen to move up (Scout)

    def reset(self) -> None:
        super().reset()
        self.picked = None
        self.selected = set()

    def step(self) -> str | None:
        pending = self.obs()["pending"]
        return pending["step"] if pending else None

    # -- what the board shows -----------------------------------------------------------------

    def lit(self) -> set[Target]:
        """What glows: the slots a dragged (or clicked) Location may go into, the board when a
        dragged card may be played, else every target of the moves there are."""
        legal = self.legal()
        if not legal or self.choosing:
            return set()
        location = self.dragged if self.dragging == "location" else self.picked
        if location is not None:
            return {("slot", int(a.args[2])) for a in legal if a.name in PAYMENTS
                    and (a.args[0], int(a.args[1])) == tuple(location)}
        if self.dragging == "card":
            return {("ocean", None)} if Action("play", (self.dragged,)) in legal else set()
        lit = {t for a in legal if (t := target_of(a)) is not None}
        if any(a.name == "keep" for a in legal):
            lit |= {("location", ("bottom", i)) for i in range(len(self.obs()["bottom_row"]))}
        return lit

    def _own_buttons(self, legal: list[Action]) -> list[tuple[str, Action | None, bool]]:
        result: list[tuple[str, Action | None, bool]] = []
        if self.picked is not None:
            result.append(("cancel", None, True))
        keeps = [a for a in legal if a.name == "keep"]
        if keeps:
            chosen = Action("keep", tuple(sorted(self.selected)))
            result.append(("keep", chosen, chosen in keeps))
        return result

    def _own_button_action(self, name: str) -> Action | None:
        if name == "keep":
            return Action("keep", tuple(sorted(self.selected)))
        return None

    # -- gestures: the items' CardHandler ------------------------------------------------------

    def card_clicked(self, item: Any) -> None:
        legal = self.legal()
        if not legal:
            self.banner.emit(self.tr("It is not your turn."))
            return
        if item.zone == "row":
            self._report(self.recruit(int(item.card)))
            return
        if item.zone in ("top", "bottom"):
            self._location_clicked(item.zone, int(item.card))
            return
        if item.zone == "hand":
            discards = [a for a in legal if a.name == "discard" and a.args[0] == item.card]
            if discards:
                self._report(self._play(discards))
            elif self.step() == "discard":
                self._report(self.why_not("play", item.card))
            else:
                self.banner.emit(self.tr("Drag the card onto the ocean to play it."))

    def card_double_clicked(self, item: Any) -> None:
        if item.zone == "hand":
            self._report(self.play(str(item.card)))

    def drag_started(self, item: Any) -> list[Any]:
        if item.zone == "hand":
            self.dragging, self.dragged = "card", item.card
        else:
            self.dragging, self.dragged = "location", (item.zone, int(item.card))
        self.picked = None
        self.changed.emit()
        return []

    def _drop(self, item: Any, pos: Any) -> str | None:
        if item.zone == "hand":  # played on the ocean, which lights for it (`lit`)
            if self.scene.ocean_zone.contains(pos):
                return self.play(str(item.card))
            if self.scene.hand_zone.contains(pos):
                return ""  # back in the hand
            return self.tr("Drop the character on the ocean (the character row and the Locations) "
                           "to play it.")
        slot = self.scene.slot_at(pos)
        if slot is None:
            return self.tr("Drop the Location into a free slot of your board.")
        return self.pay(item.zone, int(item.card), slot)

    # -- the moves ----------------------------------------------------------------------------

    def play(self, card: str) -> str | None:
        action = Action("play", (card,))
        if action not in self.legal():
            return self.why_not("play", card)
        return self._play([action])

    def pay(self, row: str, index: int, slot: int) -> str | None:
        """Buy or conquer the Location at `index` of `row` into `slot`, as the step asks."""
        step = self.step()
        kind = step if step in PAYMENTS else "buy"
        action = Action(kind, (row, index, slot))
        if action not in self.legal():
            return self.why_not(kind, (row, index, slot))
        return self._play([action])

    def recruit(self, index: int) -> str | None:
        action = Action("recruit", (index,))
        if action not in self.legal():
            return self.why_not("recruit", index)
        return self._play([action])

    def _location_clicked(self, row: str, index: int) -> None:
        legal = self.legal()
        if row == "bottom" and any(a.name == "keep" for a in legal):
            self.selected ^= {index}
            self.changed.emit()
            return
        if not any(a.name in PAYMENTS and (a.args[0], int(a.args[1])) == (row, index)
                   for a in legal):
            step = self.step()
            kind = step if step in PAYMENTS else "buy"
            slot = next(iter(self.scene.slot_items), 0)
            self._report(self.why_not(kind, (row, index, slot)))
            return
        self.picked = None if self.picked == (row, index) else (row, index)
        self.changed.emit()

    def slot_clicked(self, slot: int) -> None:
        legal = self.legal()
        if not legal:
            self.banner.emit(self.tr("It is not your turn."))
            return
        if self.picked is not None:
            row, index = self.picked
            self._report(self.pay(row, index, slot))
            return
        actions = [a for a in legal if a.name in SLOT_ANSWERS and int(a.args[0]) == slot]
        if actions:
            self._report(self._choose(actions))
            return
        self._report(self.why_not("exploit", slot))

    def manta_clicked(self, kind: str, face: str) -> None:
        legal = self.legal()
        if not legal:
            self.banner.emit(self.tr("It is not your turn."))
            return
        actions = [a for a in legal if a.name in ("flip", "tire") and a.args == (kind, face)]
        if actions:
            self._report(self._play(actions[:1]))
            return
        self._report(self.why_not("flip", (kind, face)))

    def goal_clicked(self, goal: int) -> None:
        legal = self.legal()
        if not legal:
            self.banner.emit(self.tr("It is not your turn."))
            return
        actions = [a for a in legal if a.name in ("claim", "place_ichthyander")
                   and int(a.args[0]) == goal]
        if actions:
            self._report(self._choose(actions))
            return
        self._report(self.why_not("claim", goal))

    def _cancel(self) -> None:
        super()._cancel()
        self.picked = None


__all__ = ["AquaticaInteraction", "target_of"]
