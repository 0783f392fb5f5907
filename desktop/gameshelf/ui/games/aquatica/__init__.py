"""The Aquatica board."""

from .view import AquaticaView

__all__ = ["AquaticaView"]
