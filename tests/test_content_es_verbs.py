"""Spanish log lines: the verb after the player's name is written in lower case ("{seat}
descansó"), even when the action it names is a capitalized game term ("Descansar"). Every
game's Spanish content, so the next game's log is checked too."""

from __future__ import annotations

import re

import pytest

from content_checks import raw
from gameshelf.paths import i18n_dir
from test_content_everdell import leaves

GAMES = sorted(path.stem for path in (i18n_dir() / "content" / "es").glob("*.toml"))
# A capitalized preterite right after a placeholder: "{seat} Descansó", "{seat} Reunió".
CAPITAL_VERB = re.compile(r"\{\w+\} ([A-ZÁÉÍÓÚ][a-záéíóúñ]*(?:ó|aron|ieron))\b")


@pytest.mark.parametrize("game", GAMES)
def test_no_capitalized_verb_after_a_name(game: str) -> None:
    found = [f"{key}: {text}" for key, text in leaves(raw(game, "es"))
             if isinstance(text, str) and CAPITAL_VERB.search(text)]
    assert found == []
