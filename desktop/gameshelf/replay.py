"""What `gameshelf replay` prints: a saved game played again, as the app's log lines in a
language, or raw (one line per action: its seat, the action, the event keys and arguments).

No Qt. A save's actions have been checked by `Match.load`; playing them again gives the events.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from itertools import chain
from typing import Any

from .content import load_content
from .engine import Action, Event, Match, Seat
from .log_text import card_namer, log_line


def _steps(saved: Match, match: Match) -> Iterator[tuple[int, Action, list[Event]]]:
    """`saved`'s actions played again on `match`, a fresh one: the seat that made each, the
    action and its events."""
    for action in saved.actions:
        seat = match.state.to_move()
        assert seat is not None
        yield seat, action, match.apply(action)


def log_lines(saved: Match, lang: str) -> Iterator[str]:
    """The log as the app's log panel words it in `lang`: the set-up, then every event; a
    round's header (an Age, a season, the end) after a blank line. Raises ContentError when
    the game has no texts."""
    spec = saved.spec
    content = load_content(spec.id, lang)
    match = saved.replayed(0)
    start = match.state
    # A row past the seats is the game's automaton opponent (Everdell's Rugwort).
    names = [seat.name for seat in saved.seats]
    names += [content.text(f"{automaton}.name") for automaton in start.automata]
    card_name = card_namer(content, getattr(spec, "data", None))
    entries = chain(
        ((None, event) for event in spec.setup_events(start)),
        ((seat, event) for seat, _, events in _steps(saved, match) for event in events),
    )
    for number, (seat, event) in enumerate(entries):
        line = log_line(content, event, seat_names=names, card_name=card_name, seat=seat)
        if line.heading and number:
            yield ""
        yield line.text


def raw_lines(saved: Match) -> Iterator[str]:
    """A header, one line per action (number, seat, action, event keys and arguments), and how
    the game stands at the end."""
    names = [seat.name for seat in saved.seats]
    width = max(len(name) for name in names)
    digits = len(str(len(saved.actions)))
    seats = ", ".join(_seat_label(seat) for seat in saved.seats)
    yield f"{saved.spec.id}, seed {saved.seed}, {len(names)} seats: {seats}"
    match = saved.replayed(0)
    for number, (seat, action, events) in enumerate(_steps(saved, match), start=1):
        log = "; ".join(_format_event(event, seat, names) for event in events)
        yield f"{number:>{digits}}  {names[seat]:<{width}}  {action}  -> {log}".rstrip()
    yield _outcome(match, names)


def _seat_label(seat: Seat) -> str:
    return f"{seat.name} ({seat.kind}{f', {seat.level}' if seat.level else ''})"


def _format_event(event: Event, actor: int, names: list[str]) -> str:
    about = f" [{names[event.seat]}]" if event.seat is not None and event.seat != actor else ""
    args = f" {format_value(dict(event.args))}" if event.args else ""
    return f"{event.key}{about}{args}"


def format_value(value: Any) -> str:
    """Plain, data-like text: `{card: 40, tribes: [dwarf, elf]}`."""
    if isinstance(value, Mapping):
        return "{" + ", ".join(f"{key}: {format_value(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(format_value(item) for item in value) + "]"
    return str(value)


def _outcome(match: Match, names: list[str]) -> str:
    state = match.state
    seat = state.to_move()
    if seat is not None:
        return f"not finished: {names[seat]} to move"
    sheet = state.scores()
    names = [*names, *sheet.automata]  # an automaton opponent's row follows the seats'
    totals = ", ".join(f"{names[seat]} {total}" for seat, total in enumerate(sheet.totals))
    winners = ", ".join(names[seat] for seat in sheet.winners())
    return f"game over: {totals}; winner: {winners}"
