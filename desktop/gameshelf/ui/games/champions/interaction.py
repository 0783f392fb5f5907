"""What clicks and drops on the Champions board mean: a choice among the controller's legal
actions, never a rule of its own.

Every legal action either has a target on the board — a location (`place`), a port
(`place_ship`), a Journey card (`peek`), a rune slot (`take_rune`), a fight (`assign`, dice
dropped on it), a die in combat (`lose`), an opponent's panel (`give_blame`) — or is a button
of the prompt bar. A worker dropped on a longship asks for the port (the ports light up); a
die dropped on a fight or a ship assigns it, dragged back to the pool takes it back. Refused
gestures snap back and the banner says the game's reason (`refusals.why_not`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from ....engine import Action
from ....games.champions.refusals import Refusal, why_not
from ..board_interaction import ListedButtons
from .scene import FIGHTS, SHIP_PLACES

if TYPE_CHECKING:
    from ...controller import GameController
    from .scene import ChampionsScene

Target = tuple[str, Any]
# Answers drawn on the board as pieces (the rest are buttons).
ON_BOARD = ("place", "place_ship", "peek", "take_rune", "assign", "unassign", "load_food",
            "unload_food", "reroll")
SHORES = 4


def target_of(action: Action) -> Target | None:
    """Where on the board an action is aimed (None: it is a button)."""
    name, args = action.name, action.args
    if name == "place":
        return ("place", args[0])
    if name == "place_ship":
        return ("port", int(args[1]))
    if name == "peek":
        return ("journey", int(args[0]))
    if name == "take_rune":
        return ("rune", int(args[0]))
    if name == "take_rune_top":
        return ("rune", -1)
    if name == "assign":
        return ("fight", args[0])
    if name == "give_blame":
        return ("seat", int(args[0]))
    return None


class ChampionsInteraction(ListedButtons):
    """The viewer's gestures and what they ask the controller to do (a dragged die's kind is
    `dragged`)."""

    ON_BOARD = ON_BOARD

    def __init__(self, controller: GameController, scene: ChampionsScene,
                 labels: Callable[[Action], str], reasons: Callable[[Refusal], str],
                 parent: QObject | None = None) -> None:
        super().__init__(controller, scene, labels, reasons, why_not, parent)
        self.worker_picked = False  # a worker clicked: the places glow until one is clicked
        self.ship: str | None = None  # a longship chosen: the ports glow for it
        self.selected: set[int] = set()  # combat dice chosen for a reroll
        self.dragged_from: str | None = None  # the fight a dragged die was assigned to

    def reset(self) -> None:
        super().reset()
        self.worker_picked = False
        self.ship = None
        self.selected = set()
        self.dragged_from = None

    # -- what the board shows -----------------------------------------------------------------

    def placing(self) -> bool:
        obs = self.obs()
        return bool(self.legal()) and obs["phase"] == "place" and obs["pending"] is None

    def lit(self) -> set[Target]:
        """What glows: the places a dragged (or clicked) worker may go, the ports of the chosen
        longship, the fights a dragged die may join (and the pool, for a die taken back from a
        fight), and every target of a decision."""
        legal = self.legal()
        if not legal or (self.choosing and self.ship is None):
            return set()
        if self.ship is not None:
            return {("port", int(a.args[1])) for a in legal
                    if a.name == "place_ship" and a.args[0] == self.ship}
        if self.placing():
            if self.dragging == "worker" or self.worker_picked:
                lit = {t for a in legal if a.name in ("place", "place_ship")
                       if (t := target_of(a))}
                lit |= {("place", self.ship_place(str(a.args[0]))) for a in legal
                        if a.name == "place_ship"}
                return lit
            return set()
        if self.dragging == "die":
            return self._die_targets(legal)
        return {t for a in legal if (t := target_of(a)) is not None and t[0] != "fight"}

    def _die_targets(self, legal: list[Action]) -> set[Target]:
        """Where the dragged die may go: the fights it may join; for a die on a fight, the pool
        (taking it back) and the fights it may join once taken back."""
        kind, here = self.dragged, self.dragged_from
        if here is not None:
            legal, refused = self.controller.preview([Action("unassign", (here, kind))])
            if refused is not None:
                return set()
        lit: set[Target] = {("fight", a.args[0]) for a in legal
                            if a.name == "assign" and a.args[1] == kind and a.args[0] != here}
        if here is not None:
            lit.add(("pool", None))
        return lit

    def ship_place(self, ship: str) -> str:
        return next((p for p, s in SHIP_PLACES.items() if s == ship), "private_longship")

    def _own_buttons(self, legal: list[Action]) -> list[tuple[str, Action | None, bool]]:
        result: list[tuple[str, Action | None, bool]] = []
        if self.ship is not None:
            result.append(("cancel", None, True))
        rerolls = {a.args[0] for a in legal if a.name == "reroll"}
        if rerolls:
            mask = sum(1 << i for i in self.selected)
            result.append(("reroll", Action("reroll", (mask,)) if mask in rerolls else None,
                           mask in rerolls))
        return result

    def _own_button_action(self, name: str) -> Action | None:
        if name == "reroll":
            return Action("reroll", (sum(1 << i for i in self.selected),))
        if name.startswith(("load:", "unload:")):
            verb, shore = name.split(":")
            return Action(f"{verb}_food", (int(shore),))
        return None

    def food_buttons(self) -> dict[str, bool]:
        legal = set(self.legal())
        return {f"{verb}:{s}": Action(f"{verb}_food", (s,)) in legal
                for verb in ("load", "unload") for s in range(SHORES)}

    # -- gestures: the items' CardHandler ------------------------------------------------------

    def card_clicked(self, item: Any) -> None:
        if item.zone == "worker":
            self.worker_picked = not self.worker_picked and self.placing()
            self.ship = None
            self.changed.emit()
            return
        if item.zone == "combat":
            self._combat_die(item)
            return
        if item.zone == "assigned":
            self._report(self._play([Action("unassign", (item.target, item.kind))]))
            return

    def card_double_clicked(self, item: Any) -> None:
        """Nothing: a click does it."""

    def drag_started(self, item: Any) -> list[Any]:
        self.dragging = "worker" if item.zone == "worker" else "die"
        self.dragged = getattr(item, "kind", None)
        self.dragged_from = getattr(item, "target", None) if item.zone == "assigned" else None
        self.ship = None
        self.changed.emit()
        return []

    def _drop(self, item: Any, pos: Any) -> str | None:
        if not self.legal():
            return self.why_not("place", "jarls_longhouse")
        if item.zone == "worker":
            return self._drop_worker(pos)
        if item.zone in ("pool", "assigned"):
            return self._drop_die(item, pos)
        return ""

    def _drop_worker(self, pos: Any) -> str | None:
        place = self.scene.place_at(pos)
        if place is not None:
            return self.go_to(place)
        shore = self.scene.port_at(pos)
        if shore is not None:
            return self.sail_to(shore)
        return self.tr("Drop the worker on a lit location, or on a port to sail there.")

    def _drop_die(self, item: Any, pos: Any) -> str | None:
        kind = item.kind
        target = self.scene.fight_at(pos)
        here = getattr(item, "target", None)
        if target is None:
            if self.scene.pool_zone.contains(pos):
                if here is None:
                    return ""  # back on its own pool
                return self._play([Action("unassign", (here, kind))])
            return self.tr("Drop the die on a fight you reserved or on your ship.")
        if target == here:
            return self.tr("The die is already on that fight: drag it to your pool to take it "
                           "back.")
        assign = Action("assign", (target, kind))
        if here is None:
            if assign not in self.legal():
                return self.why_not("assign", (target, kind))
            return self._play([assign])
        back = Action("unassign", (here, kind))
        if assign not in self.controller.preview([back])[0]:
            return self.why_not("assign", (target, kind), after=[back])
        return self._play([back, assign]) or None

    # -- the moves ----------------------------------------------------------------------------

    def go_to(self, place: str) -> str | None:
        """A worker to `place`: a location, or a longship (then its port is asked)."""
        legal = self.legal()
        if place in SHIP_PLACES or place == "private_longship":
            ship = SHIP_PLACES.get(place) or self.obs()["private"][self.controller.viewer]
            ports = [a for a in legal if a.name == "place_ship" and a.args[0] == ship]
            if not ports:
                return self._ship_refusal(ship or "private_a", range(SHORES))
            self.ship = ship
            self.worker_picked = False
            self.choosing = ports  # the ports as buttons too
            self.changed.emit()
            return None
        action = Action("place", (place,))
        if action not in legal:
            return self.why_not("place", place)
        return self._play([action])

    def sail_to(self, shore: int) -> str | None:
        legal = self.legal()
        actions = [a for a in legal if a.name == "place_ship" and int(a.args[1]) == shore
                   and (self.ship is None or a.args[0] == self.ship)]
        if not actions:
            obs = self.obs()
            own = obs["private"][self.controller.viewer]
            ship = self.ship or own or "small"
            return self._ship_refusal(ship, [shore])
        return self._choose(actions)

    def _ship_refusal(self, ship: str, shores: Any) -> str:
        reasons = [why_not(self.controller.state, self.controller.viewer, "ship", (ship, s))
                   for s in shores]
        found = [r for r in reasons if r is not None]
        if not found:
            return self.tr("Drop the worker on the port where the ship should sail.")
        return self.reasons(found[0])

    def _combat_die(self, item: Any) -> None:
        legal = self.legal()
        loses = [a for a in legal if a.name == "lose" and a.args[0] == item.kind]
        if loses:
            self._report(self._play(loses[:1]))
            return
        if any(a.name == "reroll" for a in legal):
            self.selected ^= {item.card}
            item.set_state(selected=item.card in self.selected)
            self.changed.emit()
            return
        if legal:
            self.banner.emit(self.tr("Choose with the buttons of the prompt bar."))
        else:
            self.banner.emit(self.tr("It is not your turn."))

    def place_clicked(self, place: str) -> None:
        if not self.legal():
            self.banner.emit(self.tr("It is not your turn."))
            return
        if self.placing() or place in FIGHTS:
            if self.placing():
                self._report(self.go_to(place))
            return

    def port_clicked(self, shore: int) -> None:
        if self.placing() or self.ship is not None:
            self._report(self.sail_to(shore))

    def journey_clicked(self, shore: int) -> None:
        actions = [a for a in self.legal() if a.name == "peek" and a.args[0] == shore]
        if actions:
            self._report(self._play(actions))

    def rune_clicked(self, slot: int) -> None:
        actions = [a for a in self.legal() if target_of(a) == ("rune", slot)]
        if actions:
            self._report(self._play(actions))

    def seat_clicked(self, seat: int) -> None:
        actions = [a for a in self.legal() if target_of(a) == ("seat", seat)]
        if actions:
            self._report(self._play(actions))

    def _cancel(self) -> None:
        super()._cancel()
        self.ship = None


__all__ = ["ChampionsInteraction", "target_of"]
