"""The name on a city tile: never smaller than a player reads at a glance, on as many lines as
the tile holds, broken only where a line may break (a Latin word is never cut in two), narrowed
("Guardabosques") and only then elided when even so it will not fit (the card's tooltip has it
whole). The fitting is the boards' own (text_fit)."""

from __future__ import annotations

from ..board_paint import READABLE
from ..text_fit import Fitted, fit_text


def fit_tile_name(text: str, width: float, height: float) -> Fitted:
    """A city tile's name at READABLE in a `width` × `height` box (see text_fit.fit_text)."""
    return fit_text(text, width, height, READABLE)


def fit_name(text: str, width: float, height: float) -> tuple[str, ...]:
    """The lines fit_tile_name writes."""
    return fit_tile_name(text, width, height).lines


def name_lines(text: str, width: float, height: float) -> int:
    """How many lines `fit_name` writes the name on; 0 when it cannot write it whole."""
    fitted = fit_tile_name(text, width, height)
    return len(fitted.lines) if fitted.whole else 0
