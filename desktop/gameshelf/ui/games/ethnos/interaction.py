"""What clicks and drops on the Ethnos board mean: a choice among the controller's legal actions.

Nothing here knows a rule. A band is built as [choose_leader, add_ally..., play_band(kingdom)]
and tried on a copy with `controller.preview()`; the legal kingdoms it reports are the ones that
light up. A refused gesture says the game's reason (`games/ethnos/refusals.py::why_not`) in the
words of the content's [refusals] table. `drop_card` is the one plain method behind every drop,
called by tests too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF

from ....engine import Action
from ....games.ethnos.refusals import BandAttempt, Refusal, why_not
from ..board_interaction import BoardInteraction
from .card_items import CardItem
from .render import TARGET

if TYPE_CHECKING:
    from ...controller import GameController
    from .scene import EthnosScene

BAND_PHASES = ("turn", "band", "centaur")


def recruit_action(card: int | None) -> Action:
    """The recruit of a market card, or (None) of the deck's top card."""
    return Action("recruit_from_deck") if card is None else Action("recruit_ally", (card,))


class EthnosInteraction(BoardInteraction):
    """The viewer's selection and what their gestures ask the controller to do (`changed()`
    after a move asks nothing: the controller's signal redraws)."""

    def __init__(self, controller: GameController, scene: EthnosScene, data: Any,
                 reasons: Callable[[Refusal], str], parent: QObject | None = None) -> None:
        super().__init__(controller, scene, str, reasons, why_not, parent)
        self.data = data
        self.selected: list[int] = []  # hand cards for a band, or for the Elves to keep
        self.leader: int | None = None
        self.awaiting_kingdom = False
        self.orc_pick: set[str] = set()
        self.targets: set[str] = set()  # kingdoms lit while a band is dragged or chosen
        self._drag_added: int | None = None  # a card the drag itself selected

    def reset(self) -> None:
        """After every move: nothing selected any more."""
        self.selected, self.leader = [], None
        self.awaiting_kingdom = False
        self.orc_pick = set()
        self.targets = set()

    # -- what the board shows -----------------------------------------------------------------

    def phase(self) -> str | None:
        """The viewer's pending decision, or None while someone else decides."""
        if not self.controller.legal_actions():
            return None
        return self.controller.observation().data["phase"]

    def addable(self) -> set[int] | None:
        """Hand cards that may still join the band being selected (None: no band selected)."""
        if self.phase() not in BAND_PHASES or (not self.selected and self.phase() != "band"):
            return None
        band = self._band(None)
        if band is None or (band.leader is not None and not self._may_lead(band.leader)):
            return None
        legal, bad = self.controller.preview(self._steps(band))
        if bad is not None:
            return set()
        return {a.args[0] for a in legal if a.name == "add_ally"}  # type: ignore[misc]

    def lit_kingdoms(self) -> set[str]:
        phase = self.phase()
        if phase == "free_marker":
            return {a.args[0] for a in self.legal() if a.name == "place_free_marker"}  # type: ignore[misc]
        return set(self.targets)

    def lit_trolls(self) -> set[int]:
        return {a.args[0] for a in self.legal() if a.name == "take_troll_token"}  # type: ignore[misc]

    def buttons(self) -> list[tuple[str, bool]]:
        """The board's buttons for the current decision: (action name, enabled)."""
        phase = self.phase()
        names = {a.name for a in self.legal()}
        if phase == "turn":
            result = [("recruit_from_deck", "recruit_from_deck" in names),
                      ("play_band", bool(self.selected))]
            if "discard_hand" in names:
                result.append(("discard_hand", True))
            return result
        if phase == "band":
            return [("play_band", True)]
        if phase == "centaur":
            return [("play_band", bool(self.selected)), ("decline_band", True)]
        if phase == "elf":
            return [("discard_rest", True)]
        if phase == "orc":
            return [("cash_in_orcs", True), ("keep_orcs", True)]
        return []

    # -- gestures on cards (the CardHandler of the scene's card items) ------------------------

    def card_clicked(self, item: CardItem) -> None:
        if item.zone == "deck":
            self.deck_clicked()
        elif item.zone == "market" and item.card is not None:
            self._report(self.recruit(item.card))  # as the deck: a click recruits (README)
        elif item.zone == "hand" and item.card is not None:
            self._toggle(item.card)

    def card_double_clicked(self, item: CardItem) -> None:
        if item.zone == "hand" and item.card is not None:
            self.make_leader(item.card)

    def card_right_clicked(self, item: CardItem) -> None:
        if item.zone == "hand" and item.card is not None:
            self.make_leader(item.card)

    def drag_started(self, item: CardItem) -> list[CardItem]:
        """Light the targets; a dragged hand card takes the other selected cards along."""
        if item.zone in ("market", "deck"):
            recruit = recruit_action(item.card if item.zone == "market" else None)
            if self.scene.hand_zone_item is not None and recruit in self.legal():
                self.scene.hand_zone_item.set_glow(TARGET)  # not on a full hand
            return []
        if item.zone != "hand" or item.card is None:
            return []
        self._drag_added = None
        if item.card not in self.selected and self.phase() in BAND_PHASES:
            self.selected.append(item.card)
            self._drag_added = item.card
        band = self._band(item.card)
        self.targets = set()
        if band is not None:
            legal, bad = self.controller.preview(self._steps(band))
            if bad is None:
                self.targets = {a.args[0] for a in legal if a.name == "play_band"}  # type: ignore[misc]
        self.changed.emit()
        return [self.scene.hand_items[c] for c in self.selected
                if c != item.card and c in self.scene.hand_items]

    def card_dropped(self, item: CardItem, scene_pos: QPointF) -> None:
        reason = self.drop_card(item, scene_pos)
        if self.scene.hand_zone_item is not None:
            self.scene.hand_zone_item.set_glow(None)
        if reason:
            self.banner.emit(reason)

    def drop_card(self, item: CardItem, scene_pos: QPointF) -> str | None:
        """Play what dropping `item` at `scene_pos` means. None when a move was played; else the
        item snaps back and the reason is returned ("" when the drop meant nothing)."""
        reason = self._drop(item, scene_pos)
        if reason is not None:
            item.snap_back()
            if self._drag_added in self.selected:
                self.selected.remove(self._drag_added)  # only picked up for that drag
            self.targets = set()
            self.changed.emit()
        self._drag_added = None
        return reason

    def _drop(self, item: CardItem, pos: QPointF) -> str | None:
        if item.zone in ("market", "deck"):
            if not self.scene.in_hand_zone(pos):
                return self.tr("Drop the card on your hand to recruit it.")
            return self.recruit(item.card if item.zone == "market" else None)
        if item.zone == "hand" and item.card is not None:
            kingdom = self.scene.kingdom_at(pos)
            if kingdom is None:
                if self.scene.in_hand_zone(pos):
                    return ""
                return self.tr("Drop the band on a kingdom to play it.")
            return self.play_band(kingdom, dragged=item.card)
        return ""

    # -- the moves ----------------------------------------------------------------------------

    def recruit(self, card: int | None) -> str | None:
        """Recruit a market card, or (None) the deck's top card."""
        action = recruit_action(card)
        if action in self.legal():
            return self._play([action])
        return self.refused("recruit", card)

    def make_leader(self, card: int) -> None:
        if self.phase() not in BAND_PHASES:
            return  # someone else's turn, or another decision: the gesture means nothing
        reason = self.refused("leader", card)
        if reason:
            self.banner.emit(reason)
            return
        self.leader = None if self.leader == card else card
        if card not in self.selected:
            self.selected.append(card)
        self.changed.emit()

    def _toggle(self, card: int) -> None:
        phase = self.phase()
        if phase in BAND_PHASES:
            if card in self.selected:
                self.selected.remove(card)
                if self.leader == card:
                    self.leader = None
            else:
                self.selected.append(card)
            self.awaiting_kingdom = False
            self.targets = set()
        elif phase == "elf":
            if card in self.selected:
                self.selected.remove(card)
            else:
                reason = self.refused("keep", [*self.selected, card])
                if reason:
                    self.banner.emit(reason)
                    return
                self.selected.append(card)
        else:
            return
        self.changed.emit()

    def _band(self, dragged: int | None, kingdom: str | None = None) -> BandAttempt | None:
        """The band the selection (and the dragged card) makes, None outside a band decision.
        Its leader is the one chosen, else the dragged card, else the first that may lead;
        in the band phase the leader is the band's already."""
        phase = self.phase()
        if phase not in BAND_PHASES:
            return None
        cards = list(self.selected)
        if dragged is not None and dragged not in cards:
            cards.append(dragged)
        if phase == "band":
            return BandAttempt(tuple(cards), None, kingdom)
        leaders = [c for c in cards if self._may_lead(c)]
        if self.leader in leaders:
            leader: int | None = self.leader
        elif dragged in leaders:
            leader = dragged
        else:
            leader = leaders[0] if leaders else next(iter(cards), None)
        return BandAttempt(tuple(cards), leader, kingdom)

    def _may_lead(self, card: int) -> bool:
        return Action("choose_leader", (card,)) in self.legal()

    @staticmethod
    def _steps(band: BandAttempt) -> list[Action]:
        """The band's first steps: its leader and allies (no leader in the band phase)."""
        steps = [] if band.leader is None else [Action("choose_leader", (band.leader,))]
        return steps + [Action("add_ally", (c,)) for c in band.cards if c != band.leader]

    def play_band(self, kingdom: str | None, dragged: int | None = None) -> str | None:
        """Play the selected band in `kingdom` (None: where the leader's colour sends it, or
        wait for a kingdom click when there is a choice)."""
        band = self._band(dragged, kingdom) or BandAttempt((), None, kingdom)
        reason = self.refused("band", band)
        if reason:
            return reason
        steps = self._steps(band)
        legal, bad = self.controller.preview(steps)
        plays = [a for a in legal if a.name == "play_band"] if bad is None else []
        if kingdom is None:
            if len(plays) == 1:
                return self._play([*steps, plays[0]])
            self.awaiting_kingdom = True
            self.targets = {a.args[0] for a in plays}  # type: ignore[misc]
            self.changed.emit()
            return ""
        return self._play([*steps, Action("play_band", (kingdom,))])

    def kingdom_clicked(self, kingdom_id: str) -> None:
        phase = self.phase()
        if phase == "free_marker":
            self._report(self._play([Action("place_free_marker", (kingdom_id,))]))
        elif phase == "band" or (phase in BAND_PHASES and self.selected):
            self._report(self.play_band(kingdom_id))

    def troll_clicked(self, value: int) -> None:
        if self.phase() != "troll":
            return
        action = Action("take_troll_token", (value,))
        if action in self.legal():
            self._report(self._play([action]))
        else:
            self._report(self.refused("troll", value))

    def deck_clicked(self) -> None:
        self._report(self.recruit(None))

    def horde_clicked(self, kingdom_id: str) -> None:
        """With the "any markers" option, the Horde spaces to cash in are picked by clicks."""
        if self.phase() == "orc":
            self.orc_pick ^= {kingdom_id}
            self.changed.emit()

    def button_clicked(self, name: str) -> None:
        legal = self.legal()
        if name == "recruit_from_deck":
            self._report(self.recruit(None))
        elif name == "play_band":
            self._report(self.play_band(None))
        elif name in ("decline_band", "keep_orcs", "discard_hand"):
            self._report(self._play([Action(name)]))
        elif name == "discard_rest":
            self._report(self.keep_for_elves())
        elif name == "cash_in_orcs":
            cash = [a for a in legal if a.name == "cash_in_orcs"]
            chosen = [a for a in cash if set(a.args) == self.orc_pick]
            action = chosen[0] if chosen else max(cash, key=lambda a: len(a.args), default=None)
            if action is not None:
                self._report(self._play([action]))

    def keep_for_elves(self) -> str | None:
        reason = self.refused("keep", self.selected)
        if reason:
            return reason
        keeps = [Action("keep_ally", (c,)) for c in self.selected]
        legal, _ = self.controller.preview(keeps)
        if Action("discard_rest") in legal:
            keeps.append(Action("discard_rest"))
        return self._play(keeps)

    # -- helpers ------------------------------------------------------------------------------

    def refused(self, kind: str, target: Any) -> str:
        """The game's reason why the viewer may not make this move, in words ("" if they may:
        see `games/ethnos/refusals.py` for the kinds and targets)."""
        refusal = why_not(self.controller.state, self.controller.viewer, kind, target)
        return "" if refusal is None else self.reasons(refusal)

    def _report(self, reason: str | None) -> None:
        """A refusal's reason on the banner; a move played redraws through the controller."""
        if reason:
            self.banner.emit(reason)
