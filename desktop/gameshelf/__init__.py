"""Gameshelf: five euro board games against honest local AI, offline."""

__version__ = "0.1.0"

import importlib

from .engine import registry

# The shelf: the engine finds the games through its registry and never imports one itself. The
# first lookup imports `gameshelf.games`, whose packages register themselves (a damaged data file
# is then an error of that lookup, which the self-test and the app report, not of the import).
registry.set_shelf(lambda: importlib.import_module(f"{__name__}.games"))
