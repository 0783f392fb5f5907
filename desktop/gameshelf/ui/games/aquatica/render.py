"""Painting Aquatica pieces: the colours of the Location types and manta kinds, and the glyph of
every effect (the printed cards' icons), drawn as a glyph and its amount so that a card's
effect reads at a glance; the words are the content file's, in the tooltip and the reference.

Colour is never the only cue: every Location type carries its initial glyph as well.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from PySide6.QtGui import QColor

from ..board_paint import CHANGED, READABLE  # noqa: F401  (re-exported for the items)
from ..ethnos.render import (  # noqa: F401  (re-exported for the items)
    GOLD,
    HINT,
    MUTED_TEXT,
    PANEL,
    PANEL_LIGHT,
    PANEL_TEXT,
    TARGET,
    WARNING,
    player_colour,
    text_on,
)

TABLE = QColor("#10283a")
OCEAN = QColor("#144463")
CARD_BODY = QColor("#eef3f2")
CARD_TEXT = QColor("#14202a")
TYPE_COLOURS = {
    "shark_bays": QColor("#2f6f8f"),
    "sunken_ships": QColor("#7a5a36"),
    "ocean_volcanoes": QColor("#a23a2a"),
    "decayed_civilizations": QColor("#5d5a8a"),
}
TYPE_GLYPHS = {"shark_bays": "▲", "sunken_ships": "⚓", "ocean_volcanoes": "♨",
               "decayed_civilizations": "⌂"}
MANTA_COLOURS = {"trained": QColor("#2a9d8f"), "wild": QColor("#5b8c3a"),
                 "bonus": QColor("#c9a227")}
TIRED = QColor("#55606a")
ICHTHYANDER = QColor("#3b2d5c")
CHARACTER = QColor("#2c5d7c")
KING = QColor("#8a6d1f")
# The glyph of each effect: the printed icon's stand-in (amounts follow it).
GLYPHS = {
    "coins": "●", "power": "◆", "recruit": "♙", "buy": "●▭", "conquer": "◆▭", "raise": "↑",
    "score": "★", "scout": "⇄", "take_back": "↺", "take_back_all": "↺↺", "ready_mantas": "☼",
    "fully_rise": "⇈", "replay": "⟳", "tire_opponents": "☾", "opponents_discard": "✂",
    "choose": "∕", "row_discard": "✕", "empty": "—",
}
REFERENCE = ("coins", "power", "recruit", "buy", "conquer", "raise", "score", "scout",
             "take_back", "fully_rise", "replay", "ready_mantas", "tire_opponents",
             "opponents_discard")


def effect_glyph(effect: Any) -> str:
    """One step of an effect as its glyph and amount: "●2", "◆1▲", "↑2", "★"."""
    kind = effect.effect if hasattr(effect, "effect") else effect["effect"]
    get = (lambda k, d=None: getattr(effect, k, d)) if hasattr(effect, "effect") else \
        (lambda k, d=None: effect.get(k, d))
    if kind == "choose":
        options = get("options", ()) or ()
        return " / ".join(glyphs(option) for option in options)
    text = GLYPHS.get(kind, "?")
    amount = get("amount", 1) or 1
    if amount > 1 or kind in ("coins", "power", "raise"):
        text += str(amount)
    kind_of = get("type")
    if kind_of:
        text += TYPE_GLYPHS.get(kind_of, "")
    if get("free"):
        text += "0"
    discount = get("discount", 0)
    if discount:
        text += f"-{discount}"
    return text


def glyphs(effects: Iterable[Any]) -> str:
    return " ".join(effect_glyph(e) for e in effects)


def depth_glyph(depth: str | None, depths: Mapping[str, Any]) -> str:
    if depth is None:
        return ""
    if depth == "empty":
        return GLYPHS["empty"]
    return glyphs(depths[depth])
