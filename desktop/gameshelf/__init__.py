"""Gameshelf: five euro board games against honest local AI, offline."""

__version__ = "0.1.0"
