"""The Ethnos board: scene, items, interaction, animation, side panel and score sheets."""

from .view import EthnosView

__all__ = ["EthnosView"]
