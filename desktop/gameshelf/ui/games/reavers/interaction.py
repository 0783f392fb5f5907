"""What clicks and drops on the Reavers board mean: a choice among the controller's legal
actions, never a rule of its own.

A pawn dragged onto an Action Location picks it; a recruited Reaver dragged onto a Specialize
slot, the Leader space or the Glory pile Specializes, Promotes or Rallies it; a click on a die
of the longship pays with it, commits it or discards it (a wild die that pays several faces
asks which); a click on a Trade die, a card space, a deck, a Territory stack, an Artifact or a
token takes or uses it; combat dice clicked are chosen for a reroll, then the Reroll button.
Every other answer is a button of the prompt bar. Refused gestures snap back and the banner
says the game's reason (`refusals.why_not`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ....engine import Action
from ....games.reavers.refusals import Refusal, why_not
from ..board_interaction import ListedButtons

if TYPE_CHECKING:
    from ...controller import GameController
    from .scene import ReaversScene

Target = tuple[str, Any]
ON_BOARD = ("place", "take_stack", "take_deck", "take_pair", "take_battle", "take_prophecy",
            "territory", "trade_die", "pay_die", "pay_token", "commit", "commit_token",
            "discard_die", "store_die", "use_reaver", "reroll")
USE_SPACE = {"promote": "leader", "rally": "glory_pile"}
ROWS = {"recruit_take": "recruit", "sea_take": "battle", "take_prophecy": "prophecy"}


def target_of(action: Action, obs: dict[str, Any]) -> Target | None:
    """Where on the board an action is aimed (None: a button only)."""
    name, args = action.name, action.args
    top = obs["stack"][-1] if obs["stack"] else {}
    if name == "place":
        return ("location", args[0])
    if name == "take_stack":
        return ("recruit", int(args[0]))
    if name == "take_deck":
        return (top.get("deck") or "recruit", -1)
    if name == "take_pair":
        return (top.get("deck", "village"), int(args[0]))
    if name == "take_battle":
        return ("battle", int(args[0]))
    if name == "take_prophecy":
        return ("prophecy", int(args[0]))
    if name == "territory":
        kinds = list(obs["territory_stacks"])
        return ("territory", kinds.index(args[0]) if args[0] in kinds else -1)
    if name == "trade_die":
        return ("trade", int(args[0]))
    if name in ("pay_die", "commit", "discard_die"):
        return ("crew", int(args[0]))
    if name in ("pay_token", "commit_token"):
        return ("token", int(args[0]))
    if name in ("store_die", "use_artifact", "discard_artifact"):
        return ("space", f"art:{args[0]}")
    if name == "use_reaver":
        return ("reaver", args[0])
    return None


class ReaversInteraction(ListedButtons):
    ON_BOARD = ON_BOARD

    def __init__(self, controller: GameController, scene: ReaversScene,
                 labels: Callable[[Action], str], reasons: Callable[[Refusal], str],
                 parent: QObject | None = None) -> None:
        super().__init__(controller, scene, labels, reasons, why_not, parent)
        self.pawn_picked = False  # a pawn clicked: the locations glow until one is clicked
        self.selected: set[int] = set()  # combat dice chosen for a reroll

    def reset(self) -> None:
        super().reset()
        self.pawn_picked = False
        self.selected = set()

    def step(self) -> str:
        return self.obs()["step"]

    def placing(self) -> bool:
        return bool(self.legal()) and self.step() == "place"

    # -- what the board shows -----------------------------------------------------------------

    def lit(self) -> set[Target]:
        """What glows: while a piece is dragged only what it may reach (the locations of a
        pawn, the spaces a Reaver may be used on); else the pawns while one may be placed (the
        locations once a pawn is picked), or every target of the decision."""
        legal = self.legal()
        if not legal or self.choosing:
            return set()
        if self.dragging == "worker" or (self.pawn_picked and self.placing()):
            return {("location", a.args[0]) for a in legal if a.name == "place"}
        if self.dragging == "reaver":
            return {self.use_target(a) for a in legal
                    if a.name == "use_reaver" and a.args[0] == self.dragged}
        if self.placing():
            return {("pawn", 0)}
        obs = self.obs()
        return {t for a in legal if (t := target_of(a, obs)) is not None}

    def use_target(self, action: Action) -> Target:
        card, use = action.args
        if use == "specialize":
            return ("space", f"slot:{self.controller.spec.data.reavers[card].slot}")  # type: ignore[attr-defined]
        return ("space", USE_SPACE[use])

    def _own_buttons(self, legal: list[Action]) -> list[tuple[str, Action | None, bool]]:
        rerolls = {a.args[0] for a in legal if a.name == "reroll"}
        if not rerolls:
            return []
        mask = sum(1 << i for i in self.selected)
        return [("reroll", Action("reroll", (mask,)) if mask in rerolls else None,
                 mask in rerolls)]

    def _own_button_action(self, name: str) -> Action | None:
        if name == "reroll":
            return Action("reroll", (sum(1 << i for i in self.selected),))
        return None

    # -- gestures: the items' CardHandler ------------------------------------------------------

    def card_clicked(self, item: Any) -> None:
        zone = item.zone
        if zone == "worker":
            self.pawn_picked = not self.pawn_picked and self.placing()
            self.changed.emit()
            return
        if zone == "reaver":
            self._report(self._choose_or_say(
                [a for a in self.legal() if a.name == "use_reaver" and a.args[0] == item.card],
                self.tr("Drag the Reaver onto a Specialize slot, your Leader space or your "
                        "Glory pile.")))
            return
        if zone == "combat":
            self._combat_die(item)
            return
        if zone == "crew":
            self._report(self._crew_die(int(item.card)))
            return
        if zone == "stored":
            self.space_clicked(f"art:{item.card}")
            return
        if zone in ("trade", "token"):
            kind = "trade" if zone == "trade" else "token"
            obs = self.obs()
            actions = [a for a in self.legal() if target_of(a, obs) == (kind, int(item.card))]
            self._report(self._choose_or_say(actions, self._nothing_here()))
            return

    def card_double_clicked(self, item: Any) -> None:
        """Nothing: a click does it."""

    def drag_started(self, item: Any) -> list[Any]:
        self.dragging = "worker" if item.zone == "worker" else "reaver"
        self.dragged = item.card if item.zone == "reaver" else None
        self.changed.emit()
        return []

    def _drop(self, item: Any, pos: Any) -> str | None:
        if item.zone == "worker":
            location = self.scene.location_at(pos)
            if location is not None:
                return self.go_to(location)
            if self.scene.pawn_zone.contains(pos):
                return ""
            return self.tr("Drop the pawn on an Action Location.")
        if item.zone == "reaver":
            return self._drop_reaver(str(item.card), pos)
        return ""

    def _drop_reaver(self, card: str, pos: Any) -> str | None:
        space = self.scene.space_at(pos)
        uses = {"leader": "promote", "glory_pile": "rally"}
        if space in uses or (space or "").startswith("slot:"):
            use = uses.get(space or "", "specialize")
            action = Action("use_reaver", (card, use))
            if action in self.legal():
                if use == "specialize" and space != f"slot:{self._slot(card)}":
                    return self.tr("{card} specializes only in the {slot} slot.").format(
                        card=self._card_name(card), slot=self._slot_name(self._slot(card)))
                return self._play([action])
            reason = why_not(self.controller.state, self.controller.viewer, "use_reaver",
                             (card, use))
            if reason is not None:
                return self.reasons(reason)
            return self.tr("{card} specializes only in the {slot} slot.").format(
                card=self._card_name(card), slot=self._slot_name(self._slot(card)))
        if self.scene.reaver_zone.contains(pos):
            return ""
        return self.tr("Drop the Reaver on a Specialize slot, your Leader space or your Glory "
                       "pile.")

    def _slot(self, card: str) -> str:
        return self.controller.spec.data.reavers[card].slot  # type: ignore[attr-defined]

    def _card_name(self, card: str) -> str:
        return self.scene._board.words.card(card)

    def _slot_name(self, slot: str) -> str:
        return self.scene._board.words.name("slots", slot)

    # -- the moves ----------------------------------------------------------------------------

    def go_to(self, location: str) -> str | None:
        action = Action("place", (location,))
        if action not in self.legal():
            return self.why_not("place", location)
        return self._play([action])

    def _choose_or_say(self, actions: list[Action], reason: str) -> str | None:
        if not actions:
            return reason
        return self._choose(actions)

    def _nothing_here(self) -> str:
        if not self.legal():
            return self.reasons(("not_your_turn", {}))
        phase = self.scene._board.words.text(f"phases.{self.step()}", self.step())
        return self.tr("That is not what this decision asks: {what}.").format(what=phase)

    def _crew_die(self, index: int) -> str | None:
        obs = self.obs()
        actions = [a for a in self.legal() if target_of(a, obs) == ("crew", index)]
        if actions:
            return self._choose(actions)
        step = self.step()
        if step in ("pay", "commit") and self.legal():
            return self.why_not(step, index)
        return self._nothing_here()

    def _combat_die(self, item: Any) -> None:
        if any(a.name == "reroll" for a in self.legal()):
            self.selected ^= {int(item.card)}
            item.set_state(selected=int(item.card) in self.selected)
            self.changed.emit()
            return
        self.banner.emit(self._nothing_here())

    def location_clicked(self, location: str) -> None:
        if self.placing():
            self._report(self.go_to(location))
            return
        self._report(self.why_not("place", location))

    def card_clicked_at(self, row: str, index: int) -> None:
        obs = self.obs()
        wanted = ("territory", index) if row == "territory" else (row, index)
        actions = [a for a in self.legal() if target_of(a, obs) == wanted]
        self._report(self._choose_or_say(actions, self._nothing_here()))

    def space_clicked(self, key: str) -> None:
        obs = self.obs()
        actions = [a for a in self.legal() if target_of(a, obs) == ("space", key)]
        if not actions and key.startswith("art:") and self.step() == "store":
            reason = why_not(self.controller.state, self.controller.viewer, "store", key[4:])
            if reason is not None:
                self._report(self.reasons(reason))
                return
        self._report(self._choose_or_say(actions, self._nothing_here()))


__all__ = ["ReaversInteraction", "target_of"]
