"""Card, location and event behaviour, keyed by id (facts are in the data file).

`BEHAVIOUR` names what every card does: on play (tan, and the Clock Tower), production
(green), a visit (red, Storehouse), a governance trigger or discount (blue), an end bonus
(purple). Multi-step effects push pending inputs; their answers come back here by `purpose`.
The tables live in `dispatch`; the effects by mechanism in the modules beside it.
"""

from .answers import (
    counted,
    discarded,
    location_chosen,
    option_chosen,
    paid,
    picked,
    picks_done,
    then,
)
from .dispatch import BEHAVIOUR, PLAY_EFFECTS, PRODUCTION_EFFECTS, on_play, produce, triggers
from .events import can_claim, claim
from .places import can_visit, location_effect, visit
from .players import ask_player, card_receivers, player_chosen
from .travelers import play_choices, play_finished

__all__ = [
    "BEHAVIOUR", "PLAY_EFFECTS", "PRODUCTION_EFFECTS", "ask_player", "can_claim", "can_visit",
    "card_receivers", "claim", "counted", "discarded", "location_chosen", "location_effect",
    "on_play", "option_chosen", "paid", "picked", "picks_done", "play_choices", "play_finished",
    "player_chosen", "produce", "then", "triggers", "visit",
]  # fmt: skip
