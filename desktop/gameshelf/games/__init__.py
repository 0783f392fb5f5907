"""The games on the shelf. Importing this package registers every built game."""

from . import aquatica, champions, ethnos, everdell, reavers  # noqa: F401
