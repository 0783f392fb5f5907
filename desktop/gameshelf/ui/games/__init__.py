"""The board views of the games that can be played in the app, by game id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from ...content import Content
    from ..controller import GameController

PLAYABLE_GAMES = ("everdell", "ethnos", "champions", "aquatica", "reavers")


def create_game_view(game_id: str, controller: GameController, content: Content,
                     parent: QWidget | None = None) -> QWidget:
    """The board of `game_id`, drawing `controller`'s game with `content`'s texts.

    Create it before `controller.start()` so that it sees the first hand-off."""
    if game_id == "ethnos":
        from .ethnos.view import EthnosView

        return EthnosView(controller, content, parent)
    if game_id == "champions":
        from .champions import ChampionsView

        return ChampionsView(controller, content, parent)
    if game_id == "aquatica":
        from .aquatica import AquaticaView

        return AquaticaView(controller, content, parent)
    if game_id == "reavers":
        from .reavers import ReaversView

        return ReaversView(controller, content, parent)
    if game_id == "everdell":
        from .everdell import EverdellView

        return EverdellView(controller, content, parent)
    raise KeyError(f"no board for game {game_id!r} (playable: {', '.join(PLAYABLE_GAMES)})")
