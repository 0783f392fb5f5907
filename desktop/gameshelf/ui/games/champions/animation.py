"""What a move changed on the Champions board, shown: a worker another player places slides
from their panel to its place; at the reveal the dice the others committed slide from their
panels onto their fights; the dice of a fight roll (a short tumble on the board); and the
places and fights that changed glow for a moment. Every slide and roll follows the app's
animation speed (at most `MAX_MS`) and a click on the board ends it at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from ...dice_item import DieItem
from ..board_paint import Marker
from ..slides import SlideAnimator
from .items import WORKER_R, EnemyItem, WorkerPiece, worker_centre
from .scene import ChampionsScene

TRAVEL_Z = 500.0  # a piece on its way passes over the places


def die_key(die: DieItem) -> tuple[Any, ...]:
    """A die on a fight, the same from one build to the next: whose, where, which."""
    return (getattr(die, "seat", None), getattr(die, "target", None), die.kind, die.card)


class DiceAnimator(SlideAnimator):
    MAX_MS = 420
    scene: ChampionsScene

    @property
    def active(self) -> bool:
        return super().active or any(die.rolling for die in self.scene.dice_items)

    def stop(self) -> None:
        super().stop()
        for die in self.scene.dice_items:
            die.finish()

    def snapshot(self) -> dict[str, Any]:
        scene = self.scene
        return {
            "places": {pid: getattr(item, "workers", ()) for pid, item in
                       scene.place_items.items()},
            "combat": [(die.kind, die.face_shown) for die in scene.dice_items
                       if die.zone == "combat"],
            "fights": {die_key(die): die.pos() for die in scene.dice_items
                       if die.zone in ("assigned", "revealed")},
        }

    def animate(self, before: dict[str, Any], movers: frozenset[int] = frozenset()) -> None:
        """Light the places whose workers changed and the fights that got dice; slide in the
        workers of `movers` (the seats whose moves are shown) and, at the reveal, the others'
        dice; roll the fight's dice that show another face than before."""
        scene = self.scene
        changed: set[tuple[str, Any]] = set()
        for place_id, item in scene.place_items.items():
            old = tuple(before["places"].get(place_id, ()))
            new = tuple(getattr(item, "workers", ()))
            if old == new:
                continue
            changed.add(("place", place_id))
            if new[:len(old)] == old:
                self._workers_arrive(item, old, new, movers)
        old_dice = before.get("fights", {})
        for die in scene.dice_items:
            if die.zone != "revealed" or die_key(die) in old_dice:
                continue
            target = getattr(die, "target", "")
            changed.add(("fight", target))
            panel = scene.seat_items.get(getattr(die, "seat", -1))
            if panel is not None and die.seat != scene.viewer:  # type: ignore[attr-defined]
                start = panel.mapToScene(panel.rect().center()) - QPointF(die.width / 2,
                                                                         die.height / 2)
                self.slide(die, start, die.home, TRAVEL_Z)
        self.mark(changed)
        old = before["combat"]
        for die in scene.dice_items:
            if die.zone != "combat" or die.face_shown is None:
                continue
            was = old[die.card] if die.card < len(old) else None
            if was != (die.kind, die.face_shown):
                die.roll(die.face_shown, self.duration_ms)

    def _workers_arrive(self, item: Any, old: tuple[Marker, ...], new: tuple[Marker, ...],
                        movers: frozenset[int]) -> None:
        """The workers new on `item` placed by `movers` set out from their seat's panel; the
        place shows each once it has arrived."""
        scene = self.scene
        arriving = [(i, m) for i, m in enumerate(new) if i >= len(old)
                    and int(m.label) - 1 in movers and int(m.label) - 1 in scene.seat_items]
        if not arriving or self.duration_ms <= 0:
            return
        if isinstance(item, EnemyItem):
            centres, radius = [worker_centre(item.rect(), i) for i in range(len(new))], WORKER_R
        else:
            place = item.layout()  # where the workers stand with all of them there
            centres, radius = place.workers, place.size / 2
        item.workers = new[:arriving[0][0]]
        item.update()
        for index, marker in arriving:
            panel = scene.seat_items[int(marker.label) - 1]
            end = item.mapToScene(centres[index])
            piece = WorkerPiece(marker, radius)
            scene.addItem(piece)

            def landed(piece: WorkerPiece = piece, index: int = index) -> None:
                if piece.scene() is not None:
                    piece.scene().removeItem(piece)
                item.workers = new[:max(len(item.workers), index + 1)]
                item.update()

            self.slide(piece, panel.mapToScene(QPointF(30, panel.rect().height() / 2)), end,
                       TRAVEL_Z, landed)
