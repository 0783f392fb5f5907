"""The Everdell board: scene, items, interaction, animation, side panel and score sheet."""

from .view import EverdellView

__all__ = ["EverdellView"]
