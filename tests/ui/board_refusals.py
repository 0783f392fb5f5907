"""Every refusal has a reason, and a drag lights where its drop plays (docs/board-standard.md,
section 2): drop each piece the human may drag on each place of the board that takes drops, as
the mouse would, and tell what the drop did — a move, nothing (back on its own zone), or a
refusal with its words — and what the board lit while the piece was held.

It drives what the boards share: the scene's items with `draggable`, `home`, `zone` and a
`handler` (the interaction: `drag_started`, `card_dropped`), their `glow` (the flag their
painting reads), the interaction's `banner` signal and `reasons` (the game's refusal -> its
words), and the controller's `play_sequence`, which is stood in for so that a legal drop is
recorded, not played (an illegal one is refused as the controller refuses it), and every drop
meets one position. A game adds only where its drop targets lie and which item lights each
(`DROP_TARGETS`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from gameshelf.content import load_content
from gameshelf.engine import IllegalActionError
from gameshelf.ui.games.ethnos.render import TARGET

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
    lit: bool | None = None  # the board lit the target while the piece was held (None: a zone
    # it never lights, not a target of the lights)
    glowing: tuple[str, ...] = ()  # what else glowed as a place to drop on while it was held

    def __str__(self) -> str:
        said = f"{self.banner!r}" + (f" ({self.refusal})" if self.refusal else "")
        return f"{self.piece} -> {self.target}: {said}{'' if self.home else ', not back home'}"


@dataclass(frozen=True, slots=True)
class Target:
    """A place of the board that takes drops: its name, where a drop lands, and `light`, the
    item whose glow (the flag its painting reads) shows it lit while a piece is dragged; None
    for a zone the board never lights (a piece's own row, where a drop puts it back). A zone
    (`zone=True`) that lights lights every target inside it: its glow goes round them."""

    name: str  # "<kind> <id>", or the zone's name
    point: QPointF
    light: Any = None
    zone: bool = False


def _centre(item: Any) -> QPointF:
    return item.sceneBoundingRect().center()


def _place(name: str, item: Any) -> Target:
    return Target(name, _centre(item), item)


def ethnos_targets(scene: Any) -> list[Target]:
    """The hand (lit for a market card or the deck, the hand cards' own zone) and every
    kingdom."""
    return [Target("hand", scene.hand_zone.center(), scene.hand_zone_item, True)] + [
        _place(f"kingdom {k}", item) for k, item in scene.kingdom_items.items()]


def everdell_targets(scene: Any) -> list[Target]:
    """The hand (never lit), the city (lit for a card that may be played; its cards inside it),
    every location and event, every card of the viewer's city (lit for a worker that may visit
    it, or for a card whose way to pay uses it), and the Meadow (a Meadow card's own row)."""
    targets = [Target("hand", scene.hand_zone.center()),
               Target("city", scene.city_zone.center(), scene.city_zone_item, True)]
    targets += [_place(f"place {p}", item) for p, item in scene.place_items.items()]
    targets += [_place(f"card {inst}", item) for inst, item in scene.card_items.items()
                if scene.card_zone.get(inst) == "city"]
    # A Meadow card dropped back on the Meadow: its own zone.
    targets += [Target("meadow", _centre(item)) for inst, item in scene.card_items.items()
                if scene.card_zone.get(inst) == "meadow"][:1]
    return targets


def champions_targets(scene: Any) -> list[Target]:
    """The dice pool (lit for a die on a fight, which goes back to it; a pool die's own zone),
    every location and fight, every port (a shore's fight lights on its port)."""
    targets = [Target("pool", scene.pool_zone.center(), scene.pool_item)]
    targets += [_place(f"place {p}", item) for p, item in scene.place_items.items()
                if item.isVisible()]
    targets += [_place(f"port {s}", item) for s, item in scene.port_items.items()]
    return targets


def aquatica_targets(scene: Any) -> list[Target]:
    """The hand (a character's own zone, never lit), the ocean (lit where a character is
    played), every slot of the viewer's board."""
    targets = [Target("hand", scene.hand_zone.center()),
               Target("ocean", scene.ocean_zone.center(), scene.ocean_item, True)]
    targets += [_place(f"slot {s}", item) for s, item in scene.slot_items.items()]
    return targets


def reavers_targets(scene: Any) -> list[Target]:
    """The pawns' and the recruited Reavers' own zones (never lit), every location, every space
    of the viewer's longship (leader, Glory pile, Specialize slots, Artifacts)."""
    targets = [Target("worker", scene.pawn_zone.center()),
               Target("reaver", scene.reaver_zone.center())]
    targets += [_place(f"location {k}", item) for k, item in scene.location_items.items()]
    targets += [_place(f"space {k}", item) for k, item in scene.space_items.items()]
    return targets


DROP_TARGETS: dict[str, Callable[[Any], list[Target]]] = {
    "ethnos": ethnos_targets,
    "everdell": everdell_targets,
    "champions": champions_targets,
    "aquatica": aquatica_targets,
    "reavers": reavers_targets,
}


def _glows(item: Any) -> bool:
    """The item is painted with the glow of a place to drop on (the playable glow): its `glow`
    is the target colour, and its kind of item paints that flag."""
    return item is not None and getattr(item, "glow", None) == TARGET and _paints_glow(item)


_PAINTS_GLOW: dict[type, bool] = {}


def _paints_glow(item: Any) -> bool:
    """Whether the item's `paint` draws its `glow` (a flag set and never painted lights
    nothing), once a kind of item."""
    kind = type(item)
    if kind not in _PAINTS_GLOW:
        _PAINTS_GLOW[kind] = _painted(item, TARGET) != _painted(item, None)
    return _PAINTS_GLOW[kind]


def _painted(item: Any, glow: Any) -> QImage:
    before, item.glow = item.glow, glow
    box = item.boundingRect()
    image = QImage(int(box.width()) + 1, int(box.height()) + 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(-box.topLeft())
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    item.glow = before
    return image


def _lit(target: Target, targets: list[Target]) -> bool | None:
    if _glows(target.light):
        return True
    inside = any(z.zone and _glows(z.light) and z.light.sceneBoundingRect().contains(
        target.point) for z in targets)
    return True if inside else (None if target.light is None else False)


def _name(item: Any) -> str:
    if hasattr(item, "zone"):
        return f"{item.zone} {item.card}"
    return f"{type(item).__name__} {item.toolTip()[:40]!r}"


def every_drop(game: str, view: Any, controller: Any) -> list[Drop]:
    """Each draggable piece of the board dropped on each of its drop targets, with what the
    board lit while the piece was held there."""
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

    def play_sequence(actions: list[Any]) -> None:
        """Recorded, not played; refused as the controller refuses an illegal move."""
        if controller.preview(actions)[1] is not None:
            raise IllegalActionError(f"{actions} is not legal")
        played.append(actions)

    controller.play_sequence = play_sequence
    interaction.reasons = reasons
    interaction.banner.connect(said)
    scene = view.scene
    targets = DROP_TARGETS[game](scene)
    lights = {id(t.light) for t in targets}
    pieces = [item for item in scene.items()
              if getattr(item, "draggable", False) and getattr(item, "handler", None)]
    drops = []
    try:
        for piece in pieces:
            for target in targets:
                del played[:], keys[:], banners[:]
                piece.dragging = True
                followers = piece.handler.drag_started(piece)  # as the mouse does (CardItem)
                held = {id(piece)} | {id(f) for f in followers or ()}
                lit = _lit(target, targets)
                glowing = tuple(sorted(
                    _name(item) for item in scene.items() if _glows(item)
                    and id(item) not in held and id(item) not in lights))
                piece.setPos(target.point)
                piece.dragging = False
                piece.handler.card_dropped(piece, target.point)
                chooser = bool(getattr(interaction, "choosing", None))
                drops.append(Drop(f"{piece.zone} {piece.card}", target.name,
                                  bool(played) or chooser, piece.pos() == piece.home,
                                  banners[-1] if banners else "", keys[-1] if keys else None,
                                  lit, glowing))
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


def wrongly_lit(drops: list[Drop]) -> list[Drop]:
    """The drops on a target the board lit while the piece was held although the drop plays
    nothing, or left dark although it plays a move, and those while whose drag something else
    glowed as a place to drop on (another piece keeping its playable glow, say)."""
    return [d for d in drops if (d.lit is not None and d.lit != d.played) or d.glowing]


def longest_refusal(game: str, lang: str) -> str:
    """The longest reason of the game's [refusals] table, a ten-letter name in each blank."""
    words = load_content(game, lang).table("refusals").values()
    return max((re.sub(r"\{\w+\}", "Wxxxxxxxxx", text) for text in words), key=len)
