"""What every board's gestures share: the legal actions they choose among, a drop that plays
its move or snaps back with the game's reason, a choice among several answers, and the end-of-
turn question. A game's interaction subclasses `BoardInteraction`, says where its actions aim
and what its drops and clicks mean; it knows no rule (the reasons are the game's `why_not`).

`banner(text)` carries a refused gesture's reason; `changed()` asks the view to redraw
highlights and buttons. `ListedButtons` is the interaction of a board whose prompt-bar buttons
are the legal actions not drawn as pieces (Aquatica, Champions).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Signal
from PySide6.QtWidgets import QMessageBox

from ...engine import Action, IllegalActionError

if TYPE_CHECKING:
    from ..controller import GameController


class BoardInteraction(QObject):
    banner = Signal(str)
    changed = Signal()

    def __init__(self, controller: GameController, scene: Any, labels: Callable[[Action], str],
                 reasons: Callable[[Any], str],
                 why_not: Callable[[Any, int, str, Any], Any],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.labels = labels  # Action -> button text (the view's, in the current language)
        self.reasons = reasons  # the game's refusal -> its words (the view's)
        self._why_not = why_not  # the game's refusals.why_not
        self.choosing: list[Action] = []  # several answers to one gesture, for the player to pick
        self.dragging: str | None = None  # "worker", "card", "die" while something is dragged
        self.dragged: Any = None  # what is dragged: a card's instance, a die's kind

    def reset(self) -> None:
        self.choosing = []
        self.dragging = self.dragged = None

    def legal(self) -> list[Action]:
        return self.controller.legal_actions()

    def listed_action(self, name: str) -> Action | None:
        """The action of a prompt-bar button named after its place in a list: "act:<i>" the
        i-th legal action, "pick:<i>" the i-th answer being chosen among."""
        if name.startswith("act:"):
            legal = self.legal()
            index = int(name[4:])
            return legal[index] if index < len(legal) else None
        if name.startswith("pick:"):
            index = int(name[5:])
            return self.choosing[index] if index < len(self.choosing) else None
        return None

    # -- gestures: the items' CardHandler ------------------------------------------------------

    def card_right_clicked(self, item: Any) -> None:
        """Nothing: the tooltip tells."""

    def drag_moved(self, item: Any, scene_pos: QPointF) -> None:
        """Nothing to do while moving: the targets were lit when the drag began."""

    def card_dropped(self, item: Any, scene_pos: QPointF) -> None:
        reason = self.drop(item, scene_pos)
        if reason:
            self.banner.emit(reason)

    def drop(self, item: Any, scene_pos: QPointF) -> str | None:
        """Play what dropping `item` at `scene_pos` means (also what the mouse does, and what
        tests call). None when a move was played (or a choice opened); else the item snaps back
        and the reason is returned ("" when the drop meant nothing)."""
        reason = self._drop(item, scene_pos)
        self.dragging = self.dragged = None
        if reason is not None:
            item.snap_back()
        self.changed.emit()
        return reason

    def _drop(self, item: Any, pos: QPointF) -> str | None:
        raise NotImplementedError

    # -- the moves ----------------------------------------------------------------------------

    def why_not(self, kind: str, target: Any, after: Sequence[Action] = ()) -> str:
        """The game's one reason why the viewer may not make that move (once the legal moves
        `after` are made: a piece taken from one place to go to another)."""
        state = self.controller.state
        if after:
            state = state.clone()
            for action in after:
                state.apply(action)
        refusal = self._why_not(state, self.controller.viewer, kind, target)
        if refusal is None:
            return self._not_legal()
        return self.reasons(refusal)

    def _choose(self, actions: list[Action]) -> str | None:
        """One answer is played; several wait for the player's pick (`choosing`)."""
        if len(actions) == 1:
            return self._play(actions)
        self.choosing = list(actions)
        self.changed.emit()
        return None

    def _play(self, actions: list[Action]) -> str | None:
        if self.controller.confirm_end_turn and self.controller.ends_turn(actions):
            answer = QMessageBox.question(
                None, QCoreApplication.translate("BoardInteraction", "End your turn?"),
                QCoreApplication.translate("BoardInteraction",
                                           "This move ends your turn. Play it?"))
            if answer != QMessageBox.StandardButton.Yes:
                return QCoreApplication.translate("BoardInteraction", "Your move was not played.")
        try:
            self.controller.play_sequence(actions)
        except IllegalActionError:
            return self._not_legal()
        self.reset()
        return None

    @staticmethod
    def _not_legal() -> str:
        return QCoreApplication.translate("BoardInteraction", "That move is not legal now.")

    def _report(self, reason: str | None) -> None:
        if reason:
            self.banner.emit(reason)
        self.changed.emit()


class ListedButtons(BoardInteraction):
    """A board whose buttons are the answers being chosen among ("pick:<i>") with Cancel, else
    its own (`_own_buttons`) and every legal action not named in `ON_BOARD` ("act:<i>")."""

    ON_BOARD: tuple[str, ...] = ()  # the actions drawn on the board as pieces

    def obs(self) -> dict[str, Any]:
        return self.controller.observation().data

    def buttons(self) -> list[tuple[str, Action | None, bool]]:
        """The prompt bar's buttons: (name, action, enabled)."""
        if self.choosing:
            return [(f"pick:{i}", a, True) for i, a in enumerate(self.choosing)] + [
                ("cancel", None, True)]
        legal = self.legal()
        if not legal:
            return []
        result = self._own_buttons(legal)
        for index, action in enumerate(legal):
            if action.name not in self.ON_BOARD:
                result.append((f"act:{index}", action, True))
        return result

    def _own_buttons(self, legal: list[Action]) -> list[tuple[str, Action | None, bool]]:
        """The board's buttons before the listed actions (a Cancel, a confirmation)."""
        return []

    def button_action(self, name: str) -> Action | None:
        if name.startswith(("act:", "pick:")):
            return self.listed_action(name)
        return self._own_button_action(name)

    def _own_button_action(self, name: str) -> Action | None:
        return None

    def button_clicked(self, name: str) -> None:
        if name == "cancel":
            self._cancel()
            self.changed.emit()
            return
        action = self.button_action(name)
        if action is not None:
            self._report(self._play([action]))

    def _cancel(self) -> None:
        """Cancel: the choice goes (a board also forgets what it had picked for it)."""
        self.choosing = []
