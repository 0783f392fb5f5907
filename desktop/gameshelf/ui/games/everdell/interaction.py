"""What clicks and drops on the Everdell board mean: a choice among the controller's legal actions.

Nothing here knows a rule. Every legal action has a target on the board (a place, a card, a
player) or becomes a button; a gesture picks the actions of its target, and where several
remain (ways to pay for a card) a small chooser asks. `drop` is the one plain method behind
every drop, called by tests too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF

from ....engine import Action
from ....games.everdell.refusals import Refusal, why_not
from ..board_interaction import BoardInteraction
from .items import CardItem

if TYPE_CHECKING:
    from ...controller import GameController
    from .scene import EverdellScene

PLACING = ("place_worker", "claim_event", "visit_destination")
BUTTON_ACTIONS = ("choose_resource", "choose_count", "choose_option", "done", "decline",
                  "prepare_for_season", "pass")
# Ways to pay for a card that use another card of the city (the card a drag reaches), and
# those that cost nothing at all.
USING_A_CARD = ("occupy", "crane", "innkeeper", "dungeon")
FREE = ("occupy", "free")
Target = tuple[str, Any]  # ("place", id) | ("card", instance) | ("player", row)


def target_of(action: Action) -> Target | None:
    """Where on the board an action is aimed (None: it is a button)."""
    name, args = action.name, action.args
    if name in ("place_worker", "claim_event", "choose_location"):
        return ("place", args[0])
    if name == "visit_destination":
        return ("card", args[0])
    if name in ("play_card", "choose_card", "discard_card"):
        return ("card", args[0])
    if name in ("recall_worker", "move_worker"):
        return ("place", args[0]) if isinstance(args[0], str) else ("card", args[0])
    if name == "choose_player":
        return ("player", args[0])
    return None


class EverdellInteraction(BoardInteraction):
    """The viewer's selection and what their gestures ask the controller to do (`choosing`:
    the ways to pay for a card; `dragged`: the card dragged)."""

    def __init__(self, controller: GameController, scene: EverdellScene,
                 labels: Callable[[Action], str], reasons: Callable[[Refusal], str],
                 parent: QObject | None = None) -> None:
        super().__init__(controller, scene, labels, reasons, why_not, parent)
        self.selected: int | None = None  # a hand or Meadow card clicked, to play
        self.worker_picked = False  # a worker clicked: its places glow until one is clicked
        self.present: set[Target] = set()  # targets the board shows (set by the view)

    def reset(self) -> None:
        super().reset()
        self.selected = None
        self.worker_picked = False

    # -- what the board shows -----------------------------------------------------------------

    def pending(self) -> dict[str, Any] | None:
        """The viewer's pending decision (None: a turn, or someone else decides)."""
        if not self.legal():
            return None
        stack = self.controller.observation().data["pending"]
        return stack[-1] if stack else None

    def mode(self) -> str | None:
        """"turn", the kind of the viewer's pending decision, or None (not the viewer's)."""
        if not self.legal():
            return None
        pending = self.pending()
        return "turn" if pending is None else str(pending["kind"])

    def actions_for(self, target: Target) -> list[Action]:
        return [a for a in self.legal() if target_of(a) == target]

    def lit(self) -> set[Target]:
        """The targets that glow: while a piece is dragged (in a turn, also picked) only what
        it may reach — the places of a worker, the cards of the city a card's ways to pay use
        (the city glows besides: `city_lit`); else every target of a pending decision."""
        mode = self.mode()
        if mode is None or self.choosing:
            return set()
        legal = self.legal()
        if self.dragging == "worker" or (mode == "turn" and self.worker_picked):
            return {t for a in legal if a.name in PLACING if (t := target_of(a))}
        card = self._card_in_hand()
        if card is not None:
            return {("card", a.args[2]) for a in self._plays(card)
                    if a.args[1] in USING_A_CARD}
        if mode == "turn":
            return set()
        return {t for a in legal if (t := target_of(a)) is not None}

    def _card_in_hand(self) -> int | None:
        """The card being dragged, or else the one selected, to play."""
        return self.dragged if self.dragging == "card" else self.selected

    def city_lit(self) -> bool:
        """The city glows while a card that may be played is dragged or selected."""
        card = self._card_in_hand()
        return card is not None and bool(self._plays(card))

    def play_marks(self) -> dict[int, str]:
        """In a turn, the cards that may be played now: "free" when one way costs nothing
        (occupying a Construction, say), else "play". While a piece is dragged only the
        dragged card keeps its mark: the others' glow is the colour of a drop target, and a
        Ruins glowing in the hand read as a place to drop the Fool."""
        if self.mode() != "turn" or self.choosing:
            return {}
        marks: dict[int, str] = {}
        for action in self.legal():
            if action.name == "play_card" and (self.dragging is None or
                                               action.args[0] == self.dragged):
                free = action.args[1] in FREE or (
                    action.args[1] in ("crane", "dungeon") and not any(action.args[3:7])) or (
                    action.args[1] in ("inn", "discount") and not any(action.args[2:6]))
                if free or action.args[0] not in marks:
                    marks[action.args[0]] = "free" if free else "play"
        return marks

    def buttons(self) -> list[tuple[str, bool]]:
        """The board's buttons for the current decision: (name, enabled)."""
        if self.choosing:
            return [("cancel", True)]
        mode = self.mode()
        if mode is None:
            return []
        legal = self.legal()
        result: list[tuple[str, bool]] = []
        if mode == "turn":
            result.append(("play", self.selected is not None and bool(self._plays(self.selected))))
            names = {a.name for a in legal}
            for name in ("prepare_for_season", "pass"):
                if name in names:
                    result.append((name, True))
            return result
        for index, action in enumerate(legal):
            target = target_of(action)
            if target is None or target not in self.present:
                result.append((f"act:{index}", True))
        return result

    def chooser(self) -> list[tuple[str, Action]]:
        return [(f"pay:{i}", a) for i, a in enumerate(self.choosing)]

    def button_action(self, name: str) -> Action | None:
        """The action a button stands for (the board's buttons, the chooser's)."""
        if name.startswith("act:"):
            legal = self.legal()
            index = int(name[4:])
            return legal[index] if index < len(legal) else None
        if name.startswith("pay:"):
            index = int(name[4:])
            return self.choosing[index] if index < len(self.choosing) else None
        if name in ("prepare_for_season", "pass"):
            return Action(name)
        return None

    # -- gestures on cards and workers (the CardHandler of the scene's items) -----------------

    def card_clicked(self, item: CardItem) -> None:
        if item.zone == "worker":
            self.worker_picked = not self.worker_picked and self.mode() == "turn"
            self.changed.emit()
            return
        if item.card is None:
            return
        mode = self.mode()
        if mode is None:
            self.banner.emit(self.tr("It is not your turn."))
            return
        target = ("card", item.card)
        if mode != "turn":
            actions = self.actions_for(target)
            if actions:
                self._report(self._choose(actions))
            return
        if item.zone in ("hand", "meadow"):
            self.selected = None if self.selected == item.card else item.card
            if self.selected is not None and not self._plays(item.card):
                self.banner.emit(self._play_refusal(item.card))
            self.changed.emit()
        elif item.zone == "city":
            visits = [a for a in self.actions_for(target) if a.name == "visit_destination"]
            if visits:
                self._report(self._play([visits[0]]))

    def card_double_clicked(self, item: CardItem) -> None:
        if item.zone in ("hand", "meadow") and item.card is not None and self.mode() == "turn":
            self._report(self.play_card(item.card))

    def drag_started(self, item: CardItem) -> list[CardItem]:
        self.dragging = "worker" if item.zone == "worker" else "card"
        self.dragged = item.card if self.dragging == "card" else None
        self.changed.emit()
        return []

    def _drop(self, item: CardItem, pos: QPointF) -> str | None:
        mode = self.mode()
        if mode is None:
            return self.tr("It is not your turn.")
        if item.zone == "worker":
            place = self.scene.place_at(pos)
            target: Target | None = ("place", place) if place is not None else None
            if target is None:
                card = self.scene.card_at(pos, "city")
                target = ("card", card) if card is not None else None
            if target is None:
                return self.tr("Drop the worker on a lit location, event or card.")
            actions = [a for a in self.actions_for(target) if a.name in PLACING]
            if not actions:
                if mode != "turn":
                    return self.tr("Finish the decision on the board first.")
                return self.why_not("place", target[1])
            return self._play([actions[0]])
        if item.zone in ("hand", "meadow", "revealed") and item.card is not None:
            if not self.scene.in_city_zone(pos):
                if self._back_on_its_row(item, pos):
                    return ""
                return self.tr("Drop the card on your city to play it.")
            return self.play_card(item.card)
        return ""

    def _back_on_its_row(self, item: CardItem, pos: QPointF) -> bool:
        """A card dropped on its own row (the hand, the Meadow): a drop that means nothing."""
        if item.zone == "hand":
            return self.scene.hand_zone.contains(pos)
        where = item.mapRectToScene(item.rect()).translated(item.home - item.pos())
        return where.contains(pos) or self.scene.card_at(pos, item.zone) not in (None, item.card)

    # -- the moves ----------------------------------------------------------------------------

    def _plays(self, inst: int) -> list[Action]:
        return [a for a in self.legal() if a.name == "play_card" and a.args[0] == inst]

    def play_card(self, inst: int) -> str | None:
        """Play a card: at once when there is one way to pay, else through the chooser."""
        plays = self._plays(inst)
        if not plays:
            return self._play_refusal(inst)
        return self._choose(plays)

    def _play_refusal(self, inst: int) -> str:
        mode = self.mode()
        if mode is None:
            return self.tr("It is not your turn.")
        if mode != "turn":
            return self.tr("Finish the decision on the board first.")
        return self.why_not("play", inst)

    def place_clicked(self, place_id: str) -> None:
        mode = self.mode()
        if mode is None:
            self.banner.emit(self.tr("It is not your turn."))
            return
        actions = self.actions_for(("place", place_id))
        if mode == "turn":
            actions = [a for a in actions if a.name in PLACING]
            if not actions:
                self.banner.emit(self.why_not("place", place_id))
                return
        if actions:
            self._report(self._choose(actions))

    def player_clicked(self, row: int) -> None:
        actions = self.actions_for(("player", row))
        if actions:
            self._report(self._play(actions[:1]))

    def button_clicked(self, name: str) -> None:
        if name == "cancel":
            self.choosing = []
            self.changed.emit()
            return
        if name == "play":
            if self.selected is not None:
                self._report(self.play_card(self.selected))
            return
        action = self.button_action(name)
        if action is not None:
            self._report(self._play([action]))


__all__ = ["EverdellInteraction", "target_of"]
