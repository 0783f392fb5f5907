"""A Champions seat panel names its player and leader whole: the player's name takes what it
needs, the leader the rest of the line, and a leader's name too long for it shows its short
form (the leader's own name) rather than a cut one."""

from __future__ import annotations

from board_standard import item_texts
from PySide6.QtGui import QColor

from gameshelf.ui.games.champions.items import SeatItem, SeatLines
from gameshelf.ui.games.champions.layout import ME_W

LONG = "Svanhildr la Doncella de la Espada"


def _drawn(qapp, name: str, width: float = ME_W) -> list[str]:  # the narrowest seat panel
    lines = SeatLines(name, LONG, "Trabajadores 0/3", "", "Svanhildr")
    item = SeatItem(0, QColor("#c0392b"), "1", lines, [], [], [], False, width, 120)
    return [d.text for d in item_texts(item)]


def test_a_short_player_name_leaves_the_leader_room_for_the_whole_name(qapp):
    drawn = _drawn(qapp, "Dana")
    assert LONG in drawn and "Dana" in drawn


def test_a_long_player_name_leaves_the_leader_its_short_form_uncut(qapp):
    drawn = _drawn(qapp, "Bartholomew Longname")
    assert "Svanhildr" in drawn
    assert not any(text.endswith("…") and text.startswith("Svan") for text in drawn)
