"""The reasons the board gives for a refused drop, worded in every language."""

from __future__ import annotations

import pytest

from gameshelf.content import LANGUAGES, load_content
from gameshelf.engine import Action, get_game
from gameshelf.games.champions.refusals import why_not
from gameshelf.log_text import refusal_text

SPEC = get_game("champions")


@pytest.mark.parametrize("lang", sorted(LANGUAGES))
def test_a_longship_already_at_sea_is_refused_with_its_name(lang: str) -> None:
    # A ship refusal shares its sentence with the other places ("{location} already holds a
    # worker"): it names the longship's location too.
    state = SPEC.new_game(2, 3)
    seat = state.to_move()
    state.apply(Action("place_ship", ("small", 0)))
    other = state.to_move()
    assert other != seat
    refusal = why_not(state, other, "ship", ("small", 1))
    assert refusal is not None and refusal[1]["location"] == "small_longship"
    content = load_content("champions", lang)
    text = refusal_text(content, refusal, seat_names=["A", "B"], card_name=str)
    assert content.text("locations.small_longship.name") in text
