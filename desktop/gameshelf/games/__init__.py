"""The games on the shelf. Importing this package registers every built game."""

from . import champions, ethnos, everdell  # noqa: F401
