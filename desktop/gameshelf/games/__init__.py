"""The games on the shelf. Importing this package registers every built game."""

from . import ethnos, everdell  # noqa: F401
