"""The game-agnostic core. Imports no Qt."""

from .actions import Action, Event, IllegalActionError
from .game import GameSpec, Observation, Option, State
from .match import Match, SaveFileError, Seat
from .registry import all_games, get_game, register
from .scoring import ScoreSheet

__all__ = [
    "Action",
    "Event",
    "GameSpec",
    "IllegalActionError",
    "Match",
    "Observation",
    "Option",
    "SaveFileError",
    "ScoreSheet",
    "Seat",
    "State",
    "all_games",
    "get_game",
    "register",
]
