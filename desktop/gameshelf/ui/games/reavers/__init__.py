"""The Reavers of Midgard board."""

from .view import ReaversView

__all__ = ["ReaversView"]
