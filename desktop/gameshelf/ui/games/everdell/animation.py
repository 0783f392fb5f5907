"""What another player's (or Rugwort's) move changed: cards glide from where they were (a card
played from a hidden hand, from its player's panel), and the cards and places that changed glow
for a moment. Every slide is at most 300 ms and a click on the board ends it at once.
"""

from __future__ import annotations

from typing import Any

from ..slides import SlideAnimator

TRAVEL_Z = 60.0  # a card coming from a hidden hand passes over the tiles on its way


class BoardAnimator(SlideAnimator):
    MAX_MS = 300

    def snapshot(self) -> dict[str, Any]:
        scene = self.scene
        return {
            "cards": scene.card_positions(),
            "zones": dict(scene.card_zone),
            "places": {pid: item.workers for pid, item in scene.place_items.items()},
            "city": {inst: (*item.workers, item.tokens)
                     for inst, item in scene.card_items.items()
                     if scene.card_zone.get(inst) == "city"},
        }

    def mark_changes(self, before: dict[str, Any]) -> None:
        """Remember what differs from `before` (the view lights it after the rebuild)."""
        if not before:
            return
        scene = self.scene
        changed: set[tuple[str, Any]] = set()
        for inst, zone in scene.card_zone.items():
            if zone == "city" and (before["zones"].get(inst) != "city" or before["city"].get(
                    inst) != (*scene.card_items[inst].workers, scene.card_items[inst].tokens)):
                changed.add(("card", inst))
        for place_id, item in scene.place_items.items():
            if before["places"].get(place_id) != item.workers:
                changed.add(("place", place_id))
        self.mark(changed)

    def animate(self, before: dict[str, Any], players: dict[str, int] | None = None) -> None:
        """Slide the rebuilt scene's cards in from their old places; a card new to a city
        (played from a hand the viewer does not see) from the panel of whoever played it
        (`players`: card id -> row; else the city's own row)."""
        if self.duration_ms <= 0 or not before:
            return
        old = before["cards"]
        scene = self.scene
        for inst, item in scene.card_items.items():
            if inst in old:
                self.slide(item, old[inst][0], item.pos())
            elif scene.card_zone.get(inst) == "city" and item.seat is not None:
                row = (players or {}).get(scene.face(inst).card_id, item.seat)
                start = scene.hand_origin(row, item.width, item.height)
                self.slide(item, start, item.pos(), TRAVEL_Z)
