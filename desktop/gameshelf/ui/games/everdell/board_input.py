"""What a build of the Everdell scene is given: the observation, the seats' names and colours,
the translated words (`BoardTexts`), the decision's prompt and buttons; and what its items call
back (`BoardCallbacks`, implemented by the interaction)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtGui import QColor

from ....content import Content


@dataclass(slots=True)
class BoardTexts:
    """UI words (translated by the view) the scene writes on the board."""

    meadow: str = "Meadow"
    deck: str = "Deck"
    discard: str = "Discard"
    city: str = "City"
    hand: str = "Hand"
    revealed: str = "Revealed cards"
    workers: str = "Workers: {free} free of {total}"
    hand_count: Callable[[int], str] = "{} cards in hand".format
    passed: str = "Passed"
    thinking: str = " (thinking…)"
    hidden_hand: str = "Hidden until {name} takes the seat"
    no_space: str = "No space"
    free: str = "Free"  # on a card that may be played for free now
    rugwort_score: str = "Score: {points}"
    rugwort_specials: str = "{points} for unachieved special events"
    rugwort_why: str = "{points} of his points come from the special events nobody has achieved."
    points: Callable[[int], str] = "{} points".format
    forest: str = "Forest"
    journey: str = "Journey"
    events: str = "Events"


@dataclass(slots=True)
class BoardInput:
    obs: dict[str, Any]
    viewer: int
    names: list[str]
    colours: list[QColor]
    content: Content
    data: Any  # EverdellData: card facts (cost, points, type), no rules
    texts: BoardTexts
    hide_private: bool = False
    thinking: int = -1
    prompt: str = ""
    buttons: list[tuple[str, str, bool]] = field(default_factory=list)
    chooser: list[tuple[str, str]] = field(default_factory=list)  # many choices: an overlay
    revealed: list[int] = field(default_factory=list)  # cards a decision shows
    points: list[int] = field(default_factory=list)  # every row's points now
    rugwort_points: int | None = None
    rugwort_specials: int = 0  # of them, for the special events nobody has achieved yet


class BoardCallbacks:
    """What the scene's items call; implemented by the interaction."""

    def place_clicked(self, place_id: str) -> None: ...
    def player_clicked(self, row: int) -> None: ...
    def button_clicked(self, name: str) -> None: ...

