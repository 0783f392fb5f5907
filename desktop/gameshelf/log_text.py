"""The game log in words: the lines the app's log panel shows and `gameshelf replay` prints.

`content.py` words one event; this module adds how each game names a card in its log lines and
which events head a round (an Age, a season, the end). No Qt: the CLI uses it too.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .content import Content, ContentError, card_label, event_values, is_amount, render_event
from .engine import Event

# Round headers, set in bold above the events of the round.
HEADINGS = frozenset({
    "ethnos.age_start", "ethnos.age_end", "ethnos.game_end",
    "everdell.year_start", "everdell.new_season", "everdell.game_end",
    "champions.round_start", "champions.game_end",
    "aquatica.game_end",
})  # fmt: skip


@dataclass(frozen=True, slots=True)
class LogLine:
    """One line of the log: a round's header (an Age, a season, the end), or an event of the
    turn of `seat` (None: the game's own, such as the set-up)."""

    text: str
    heading: bool = False
    seat: int | None = None


def card_namer(content: Content, data: Any) -> Callable[[Any], str]:
    """How the log names a card of the content's game; `data` is the game's card data."""
    if content.game == "ethnos":
        return lambda card: card_label(content, data, card)
    if content.game == "everdell":

        def everdell_card(card: Any) -> str:
            # A card instance in the game; a card id (a string) in a refusal's arguments.
            card_id = card if isinstance(card, str) else data.cards[data.inst_card[card]]
            return content.text(f"cards.{card_id}.name")

        return everdell_card
    return str


def log_line(content: Content, event: Event, *, seat_names: Sequence[str],
             card_name: Callable[[Any], str], seat: int | None = None) -> LogLine:
    """The log line of `event`, made in the turn of `seat`."""
    try:
        text = render_event(content, event, seat_names=seat_names, card_name=card_name)
    except (ContentError, KeyError, IndexError, ValueError):
        # No [log] template yet for this event: its key stands in.
        who = seat_names[event.seat] if event.seat is not None and event.seat < len(seat_names) \
            else ""
        text = f"{who}: {event.key}" if who else event.key
    return LogLine(text, event.key in HEADINGS, seat)


def refusal_text(content: Content, refusal: tuple[str, Mapping[str, Any]], *,
                 seat_names: Sequence[str], card_name: Callable[[Any], str]) -> str:
    """A game's reason for refusing a move (a key of its [refusals] table and the arguments),
    in words: the arguments its sentence uses (and amounts) are worded as an event's are in the
    log; the others are not, as a refused move may name an id the game does not have."""
    key, args = refusal
    template = content.text(f"refusals.{key}")
    used = {name for name in args if f"{{{name}}}" in template or is_amount(content, name)}
    values = event_values(content, Event(f"refusals.{key}", None,
                                         {name: args[name] for name in used}),
                          seat_names=seat_names, card_name=card_name)
    return content.fill(template, values, f"refusals.{key}")
