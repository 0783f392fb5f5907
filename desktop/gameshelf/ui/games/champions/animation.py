"""What a move changed on the Champions board: the dice of a fight roll (a short tumble on the
board, the app's animation speed, at most the die's cap), and the places whose workers changed
glow for a moment. A click on the board ends it at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from .scene import ChampionsScene

MAX_MS = 420
GLOW_MS = 2600


class DiceAnimator(QObject):
    def __init__(self, scene: ChampionsScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.duration_ms = 240
        self.changed: set[tuple[str, Any]] = set()  # ("place", id)
        self._glow_timer = QTimer(self)
        self._glow_timer.setSingleShot(True)
        self._glow_timer.timeout.connect(self.clear_changed)
        self.on_clear: Any = None

    def set_duration(self, ms: int) -> None:
        self.duration_ms = max(0, min(ms, MAX_MS))

    @property
    def active(self) -> bool:
        return any(die.rolling for die in self.scene.dice_items)

    def stop(self) -> None:
        for die in self.scene.dice_items:
            die.finish()

    def snapshot(self) -> dict[str, Any]:
        scene = self.scene
        return {
            "places": {pid: getattr(item, "workers", ()) for pid, item in
                       scene.place_items.items()},
            "combat": [(die.kind, die.face_shown) for die in scene.dice_items
                       if die.zone == "combat"],
        }

    def animate(self, before: dict[str, Any]) -> None:
        """Roll the fight's dice that show another face than before; light changed places."""
        scene = self.scene
        changed: set[tuple[str, Any]] = set()
        for place_id, item in scene.place_items.items():
            if before["places"].get(place_id, ()) != getattr(item, "workers", ()):
                changed.add(("place", place_id))
        self.changed = changed
        if changed:
            self._glow_timer.start(GLOW_MS)
        old = before["combat"]
        for die in scene.dice_items:
            if die.zone != "combat" or die.face_shown is None:
                continue
            was = old[die.card] if die.card < len(old) else None
            if was != (die.kind, die.face_shown):
                die.roll(die.face_shown, self.duration_ms)

    def clear_changed(self) -> None:
        self._glow_timer.stop()
        if self.changed:
            self.changed = set()
            if self.on_clear is not None:
                self.on_clear()
