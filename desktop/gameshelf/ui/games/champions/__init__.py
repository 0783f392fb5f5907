"""The Champions of Midgard board."""

from .view import ChampionsView

__all__ = ["ChampionsView"]
