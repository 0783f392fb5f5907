"""Every refusal has a reason (docs/board-standard.md, section 2): drop each piece the human may
drag on each place of the board that takes drops, as the mouse would, and tell what the drop
did — a move, nothing (back on its own zone), or a refusal with its words.

It drives what the boards share: the scene's items with `draggable`, `home`, `zone` and a
`handler` (the interaction: `drag_started`, `card_dropped`), the interaction's `banner` signal
and `reasons` (the game's refusal -> its words), and the controller's `play_sequence`, which is
stood in for so that a legal drop is recorded, not played, and every drop meets one position.
A game adds only where its drop targets lie (`DROP_TARGETS`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF

from gameshelf.content import load_content

# Words a board may say only when nothing better is known: a refusal never says them.
CATCH_ALL_WORDS = ("That move is not legal now.", "not allowed")
# The games' fallback refusals, which a real position never needs.
CATCH_ALL_KEYS = {
    "ethnos": {"cannot_recruit", "cannot_lead", "cannot_play_band"},
    "everdell": {"cannot_play", "cannot_place", "cannot_claim"},
    "champions": {"no_such_location"},
    "aquatica": set(),
    "reavers": {"no_such_location"},
}


@dataclass(frozen=True, slots=True)
class Drop:
    piece: str  # "<zone> <card>"
    target: str  # "<kind> <id>", or the zone's name
    played: bool  # a move was made (or a chooser of ways to pay opened)
    home: bool  # the piece is back where the board lays it
    banner: str  # what the board said
    refusal: str | None  # the game's refusal key, when the board worded one

    def __str__(self) -> str:
        said = f"{self.banner!r}" + (f" ({self.refusal})" if self.refusal else "")
        return f"{self.piece} -> {self.target}: {said}{'' if self.home else ', not back home'}"


def _centre(item: Any) -> QPointF:
    return item.sceneBoundingRect().center()


def ethnos_targets(scene: Any) -> list[tuple[str, QPointF]]:
    return [("hand", scene.hand_zone.center())] + [
        (f"kingdom {k}", _centre(item)) for k, item in scene.kingdom_items.items()]


def everdell_targets(scene: Any) -> list[tuple[str, QPointF]]:
    targets = [("hand", scene.hand_zone.center()), ("city", scene.city_zone.center())]
    targets += [(f"place {p}", _centre(item)) for p, item in scene.place_items.items()]
    targets += [(f"card {inst}", _centre(item)) for inst, item in scene.card_items.items()
                if scene.card_zone.get(inst) == "city"]
    # A Meadow card dropped back on the Meadow: its own zone.
    targets += [("meadow", _centre(item)) for inst, item in scene.card_items.items()
                if scene.card_zone.get(inst) == "meadow"][:1]
    return targets


def champions_targets(scene: Any) -> list[tuple[str, QPointF]]:
    """The dice pool (a die's own zone), every location and fight, every port."""
    targets = [("pool", scene.pool_zone.center())]
    targets += [(f"place {p}", _centre(item)) for p, item in scene.place_items.items()
                if item.isVisible()]
    targets += [(f"port {s}", _centre(item)) for s, item in scene.port_items.items()]
    return targets


def aquatica_targets(scene: Any) -> list[tuple[str, QPointF]]:
    """The hand (a character's own zone), the ocean (where a character is played), every slot
    of the viewer's board."""
    targets = [("hand", scene.hand_zone.center()), ("ocean", scene.ocean_zone.center())]
    targets += [(f"slot {s}", _centre(item)) for s, item in scene.slot_items.items()]
    return targets


def reavers_targets(scene: Any) -> list[tuple[str, QPointF]]:
    """The pawns' and the recruited Reavers' own zones, every location, every space of the
    viewer's longship (leader, Glory pile, Specialize slots, Artifacts)."""
    targets = [("worker", scene.pawn_zone.center()), ("reaver", scene.reaver_zone.center())]
    targets += [(f"location {k}", _centre(item)) for k, item in scene.location_items.items()]
    targets += [(f"space {k}", _centre(item)) for k, item in scene.space_items.items()]
    return targets


DROP_TARGETS: dict[str, Callable[[Any], list[tuple[str, QPointF]]]] = {
    "ethnos": ethnos_targets,
    "everdell": everdell_targets,
    "champions": champions_targets,
    "aquatica": aquatica_targets,
    "reavers": reavers_targets,
}


def every_drop(game: str, view: Any, controller: Any) -> list[Drop]:
    """Each draggable piece of the board dropped on each of its drop targets."""
    interaction = view.interaction
    played: list[list[Any]] = []
    keys: list[str] = []
    banners: list[str] = []
    words = interaction.reasons

    def reasons(refusal: tuple[str, dict[str, Any]]) -> str:
        keys.append(refusal[0])
        return words(refusal)

    def said(text: str) -> None:
        banners.append(text)

    controller.play_sequence = played.append
    interaction.reasons = reasons
    interaction.banner.connect(said)
    scene = view.scene
    targets = DROP_TARGETS[game](scene)
    pieces = [item for item in scene.items()
              if getattr(item, "draggable", False) and getattr(item, "handler", None)]
    drops = []
    try:
        for piece in pieces:
            for name, point in targets:
                del played[:], keys[:], banners[:]
                piece.handler.drag_started(piece)  # as the mouse does (CardItem)
                piece.dragging = True
                piece.setPos(point)
                piece.dragging = False
                piece.handler.card_dropped(piece, point)
                chooser = bool(getattr(interaction, "choosing", None))
                drops.append(Drop(f"{piece.zone} {piece.card}", name, bool(played) or chooser,
                                  piece.pos() == piece.home, banners[-1] if banners else "",
                                  keys[-1] if keys else None))
                if played or chooser:
                    interaction.reset()
                    interaction.changed.emit()
                    piece.snap_back()
    finally:
        interaction.banner.disconnect(said)
        interaction.reasons = words
        del controller.play_sequence
    return drops


def unexplained(game: str, drops: list[Drop]) -> list[Drop]:
    """The drops that neither played a move, nor fell back on their own zone, nor said the
    reason: a silent snap-back, a piece left where it fell, or a catch-all."""
    bad = []
    for drop in drops:
        if drop.played:
            continue
        own_zone = drop.target == drop.piece.split()[0]
        if not drop.home:
            bad.append(drop)
        elif not drop.banner:
            if not own_zone:
                bad.append(drop)
        elif any(w in drop.banner for w in CATCH_ALL_WORDS) or \
                drop.refusal in CATCH_ALL_KEYS[game]:
            bad.append(drop)
    return bad


def longest_refusal(game: str, lang: str) -> str:
    """The longest reason of the game's [refusals] table, a ten-letter name in each blank."""
    words = load_content(game, lang).table("refusals").values()
    return max((re.sub(r"\{\w+\}", "Wxxxxxxxxx", text) for text in words), key=len)
