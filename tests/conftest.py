import os

import pytest

from gameshelf.engine import get_game, register
from toy_game import TOY, ToySpec

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


@pytest.fixture(scope="session")
def toy() -> ToySpec:
    """The toy game, registered so save files and the CLI can find it by id.

    It stays registered for the rest of the session: the registry has no way to remove a game.
    """
    try:
        get_game(TOY.id)
    except KeyError:
        register(TOY)
    return TOY
