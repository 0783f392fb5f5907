"""Game content text (names, abilities, rules, log templates) from i18n/content/<lang>/<game>.toml.

No Qt: the CLI replay log uses it as well as the UI. A file holds nested tables of strings; a
log template may instead be a plural table `{ zero = ..., one = ..., other = ... }` chosen by a
number among the event's arguments (see `PLURAL_ARGS`), or a table `{ own = ..., theirs = ... }`
chosen by whether the event's `owner` is the seat that acted ("visited their own Inn", "visited
Bo's Inn"), or a table `{ by = "<argument>", <value> = ..., other = ... }` chosen by that argument's
value (its forms may be plural tables; an empty list reads "[]", a missing argument "None").
Placeholders are `{name}`: the event's arguments, turned into words by the per-game table
`ARG_KINDS`.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .engine import Event
from .paths import i18n_dir

LANGUAGES = {"en": "English", "es": "Español", "ja": "日本語"}
FALLBACK_LANGUAGE = "en"

PLURAL_FORMS = ("zero", "one", "other")
# The argument that chooses a plural form: the first of these an event carries (a list counts
# by its length). `zero` is optional; a language without plurals writes a plain string.
PLURAL_ARGS = ("count", "markers", "size", "glory", "winners")
OWNER_FORMS = ("own", "theirs")
CHOICE_KEY = "by"  # a template table chosen by an argument's value

# What each event argument is, per game; an argument not listed is written as it is.
#   card: a card id, named by the caller's `card_name`
#   cards: a list of card ids, joined
#   seats: a list of seats, named and joined
#   kingdom: a kingdom id; also fills `{<arg>_colour}` with the kingdom's colour word
#   age: an Age number; also fills `{<arg>_name}` from the [ages] table
#   card_id / card_ids: card ids named by the content's [cards.<id>.name]
#   place: a location, Forest card, event or card id, named from the first table that has it
#   event: an event id ([events.<id>.name]); season: a season's index in [seasons]
#   seat: a seat named from the seat names (the next row is the game's automaton, [rugwort];
#     -1 is the discard pile); numbers: a list of numbers, joined
#   amount: a resource's amount; every amount the event has also fills `{resources}` ("2
#     twigs, 1 berry", or [terms.nothing]) and `{paid}` ([format.paid] around them, or
#     nothing at all); with `resource`, `count` also fills `{amount}`
#   method: a key of the [methods] table; workers: a number of workers ([counts.worker])
# Kinds with a key pattern, where `{}` is the argument's value and `{<arg>}` another argument's:
#   text:<pattern>[|<pattern>...]: the string at the first pattern's key that the content has
#     ("leaders.{}.name"); a list is joined, its None left out; None is [terms.nothing]
#   count:<pattern>: the number in the plural table at the key ("counts.{kind}": "2 Axemen")
#   pairs:<pattern>:<pattern>: a list of "a:b" strings, each [format.pair] with {first} {second}
#   tally:<pattern>[:<what>]: a table {place: {what: n}} (or {place: n} with <what>) as "place:
#     2 Axemen and 1 Food, ..." ([format.tally_place]), the places named by the pattern
#   per_seat:<kind>: a list with one entry per seat, each worded by <kind>; empty entries are
#     left out: "Ana (...); Bo (...)" ([format.per_seat], [format.group_separator])
# A key "<event key>:<argument>" gives that event's argument its own kind.
ARG_KINDS: dict[str, dict[str, str]] = {
    "ethnos": {
        "card": "card",
        "leader": "card",
        "other": "card",
        "cards": "cards",
        "winners": "seats",
        "kingdom": "kingdom",
        "age": "age",
    },
    "everdell": {
        "card": "card_id",
        "cards": "card_ids",
        "location": "place",
        "from": "place",
        "forest": "place",
        "event": "event",
        "season": "season",
        "target": "seat",
        "owner": "seat",
        "winners": "seats",
        "totals": "numbers",
        "slots": "numbers",
        "twig": "amount",
        "resin": "amount",
        "pebble": "amount",
        "berry": "amount",
        "resource": "resource",
        "method": "method",
        "workers": "workers",
    },
    "champions": {
        "location": "text:locations.{}.name",
        "stall": "text:locations.{}.name",
        "ship": "text:ships.{}.name",
        "shore": "text:targets.shore_{}",
        "target": "text:targets.{}",
        "enemy": "text:enemies.{}.name",
        "troll": "text:enemies.{}.name",
        "draugr": "text:enemies.{}.name",
        "monsters": "text:enemies.{}.name",
        "merchant": "text:merchant.{}.name",
        "leader": "text:leaders.{}.name",
        "rune": "text:runes.{}.name",
        "destiny": "text:destinies.{}.name",
        "card": "text:journey.{}.name",
        "kind": "text:dice.{}.name",
        "give": "text:resources.{}",
        "get": "text:resources.{}",
        "why": "text:causes.{}|locations.{}.name|leaders.{}.name|journey.{}.name",
        "faces": "pairs:dice.{}.name:faces.{}.name",
        "previous": "seat",
        "to": "seat",
        "winners": "seats",
        "totals": "per_seat:count:counts.glory",
        "assign": "per_seat:tally:targets.{}",
        "food": "amount",
        "wood": "amount",
        "coin": "amount",
        "favor": "amount",
        "amount": "count:counts.glory",
        "cost": "count:counts.coin",
        "dice": "count:counts.die",
        "hits": "count:counts.hit",
        "shields": "count:counts.shield",
        "losses": "count:counts.warrior",
        "warriors": "count:counts.warrior",
        "starved": "count:counts.warrior",
        "champions.gain_dice:count": "count:counts.{kind}",
        "champions.gain_dice:returned": "count:counts.{kind}",
        "champions.lose_food:count": "count:counts.food",
        "champions.reroll:count": "count:counts.die",
        "champions.hunted:food": "count:counts.food",
        "champions.feed:food": "count:counts.food",
        "champions.buy_favor:favor": "count:counts.favor",
        "champions.buy_favor:coin": "count:counts.coin",
        "champions.reveal:food": "per_seat:tally:targets.shore_{}:food",
    },
    "aquatica": {
        "card": "text:characters.{}.name|kings.{}.name",
        "king": "text:kings.{}.name",
        "location": "text:locations.{}.name",
        "locations": "text:locations.{}.name",
        "moved": "text:locations.{}.name",
        "discarded": "text:locations.{}.name",
        "row": "text:rows.{}",
        "slot": "text:slots.{}",
        "depth": "text:depths.{}.name",
        "depths": "count:counts.depth",
        "face": "text:mantas.{}.name",
        "kind": "text:manta_kinds.{}.name",
        "type": "text:location_types.{}.name|terms.any_type",
        "goal": "text:goals.{}.name|terms.this_goal",
        "points": "count:counts.prosperity",
        "step": "text:effects.{}.name|steps.{}|terms.current_step",
        "turns": "count:counts.turn",
        "rank": "text:ranks.{}.name",
        "by": "seat",
        "winners": "seats",
        "totals": "per_seat:count:counts.prosperity",
        "aquatica.gain:amount": "count:counts.{resource}",
        "aquatica.buy:cost": "count:counts.coins",
        "aquatica.recruit:cost": "count:counts.coins",
        "aquatica.recruit:slot": "text:row_slots.{}",
        "aquatica.conquer:cost": "count:counts.power",
        "aquatica.end_turn:coins": "count:counts.coins",
        "aquatica.end_turn:power": "count:counts.power",
    },
    "reavers": {
        "location": "text:locations.{}.name",
        "slot": "text:slots.{}.name",
        "card": "text:reavers.{}.name|village.{}.name|keep.{}.name|sea_battles.{}.name"
                "|sea_journeys.{}.name|prophecies.{}.name|territories.{}.name",
        "cards": "text:reavers.{}.name",
        "face": "text:faces.{}.name",
        "colour": "text:dice.{}.name",
        "option": "text:trade.{}.name",
        "decision": "text:phases.{}",
        "winners": "seats",
        "totals": "per_seat:count:counts.glory",
        "glory": "count:counts.glory",
        "food": "count:counts.food",
        "favor": "count:counts.favor",
        "count": "count:counts.combat_die",
        "faces": "text:combat_faces.{}",
        **{f"reavers.{key}:{goods}": "amount" for key in ("gain", "lose")
           for goods in ("food", "favor", "glory", "die", "combat_dice", "wall", "troll",
                         "kraken", "village", "keep")},
    },
}
_PLACE_TABLES = ("locations", "forest", "events", "cards")

_PLACEHOLDER = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

Template = str | Mapping[str, str]


class ContentError(ValueError):
    """A content file that is missing, malformed, or lacks a key the app asked for."""


@dataclass(frozen=True, slots=True)
class Content:
    """One game's content text in one language, with English behind it for missing keys."""

    game: str
    lang: str
    path: Path
    data: Mapping[str, Any]
    fallback: Content | None = None

    def text(self, dotted_key: str) -> str:
        """The string at `dotted_key`, e.g. `tribes.elves.ability` or `log.ethnos.recruit`."""
        value = self._find(dotted_key)
        if not isinstance(value, str):
            raise ContentError(f"{self.path}: key '{dotted_key}': not a single string")
        return value

    def template(self, event_key: str) -> Template:
        """The log template of an event: a string, or a table of plural forms."""
        return self._find(f"log.{event_key}")

    def table(self, dotted_key: str) -> Mapping[str, Any]:
        """A table, e.g. `rules` (its sections in file order) or `tribes.elves`."""
        value = self._find(dotted_key)
        if not isinstance(value, Mapping):
            raise ContentError(f"{self.path}: key '{dotted_key}': not a table")
        return value

    def fill(self, template: str, values: Mapping[str, Any], key: str = "") -> str:
        """Replace each `{name}` with its value; an unknown name is an error naming the key."""

        def replace(match: re.Match[str]) -> str:
            name = match.group(1)
            if name not in values:
                raise ContentError(f"{self.path}: key '{key}': unknown placeholder {{{name}}}")
            return str(values[name])

        return _PLACEHOLDER.sub(replace, template)

    def join(self, items: Sequence[str]) -> str:
        """`a`, `a and b`, `a, b and c` in this language (the [format] table)."""
        if len(items) <= 1:
            return "".join(items)
        if len(items) == 2:
            return items[0] + self.text("format.list_pair") + items[1]
        separator = self.text("format.list_separator")
        return separator.join(items[:-1]) + self.text("format.list_last") + items[-1]

    def _find(self, dotted_key: str) -> Any:
        value = _lookup(self.data, dotted_key.split("."))
        if value is not None:
            return value
        if self.fallback is not None:
            return self.fallback._find(dotted_key)
        raise ContentError(f"{self.path}: key '{dotted_key}': missing")


def _lookup(table: Mapping[str, Any], parts: list[str]) -> Any:
    """Walk the tables; a key may itself contain dots (`"ethnos.recruit"`), longest first."""
    if not parts:
        return table
    for end in range(len(parts), 0, -1):
        key = ".".join(parts[:end])
        if key in table:
            value = table[key]
            if end == len(parts):
                return value
            if isinstance(value, Mapping):
                found = _lookup(value, parts[end:])
                if found is not None:
                    return found
    return None


def content_path(game: str, lang: str) -> Path:
    return i18n_dir() / "content" / lang / f"{game}.toml"


@cache
def load_content(game: str, lang: str) -> Content:
    """The content of `game` in `lang`; English stands in for a missing file or key."""
    if lang not in LANGUAGES:
        raise ContentError(f"unknown language {lang!r} (known: {', '.join(LANGUAGES)})")
    fallback = None if lang == FALLBACK_LANGUAGE else load_content(game, FALLBACK_LANGUAGE)
    path = content_path(game, lang)
    if fallback is not None and not path.exists():
        return fallback
    return Content(game, lang, path, read_content_file(path), fallback)


def read_content_file(path: Path) -> dict[str, Any]:
    """Parse and check a content file: nested tables whose leaves are non-empty strings, or
    plural tables under [log]."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise ContentError(f"{path}: cannot read: {error}") from None
    except tomllib.TOMLDecodeError as error:
        raise ContentError(f"{path}: not valid TOML: {error}") from None
    for section in ("game", "log"):
        if not isinstance(data.get(section), dict):
            raise ContentError(f"{path}: key '{section}': missing table")
    _check_table(path, data, "")
    for key, value in data["log"].items():
        if isinstance(value, dict):
            _check_forms(path, value, f"log.{key}")
    return data


def _check_forms(path: Path, forms: Mapping[str, Any], key: str) -> None:
    """A log template table: own/theirs, a choice by an argument, or plural forms."""
    if set(forms) == set(OWNER_FORMS):
        return
    if CHOICE_KEY not in forms:
        _check_plural(path, forms, key)
        return
    if "other" not in forms:
        raise ContentError(f"{path}: key '{key}': a choice by '{forms[CHOICE_KEY]}' has no 'other'")
    for value, form in forms.items():
        if isinstance(form, dict):
            _check_forms(path, form, f"{key}.{value}")


def _check_table(path: Path, table: Mapping[str, Any], prefix: str) -> None:
    for key, value in table.items():
        name = f"{prefix}{key}"
        if isinstance(value, dict):
            _check_table(path, value, f"{name}.")
        elif not isinstance(value, str):
            raise ContentError(f"{path}: key '{name}': expected a string, got {value!r}")
        elif not value.strip():
            raise ContentError(f"{path}: key '{name}': empty string")


def _check_plural(path: Path, forms: Mapping[str, Any], key: str) -> None:
    unknown = sorted(set(forms) - set(PLURAL_FORMS))
    if unknown or "other" not in forms:
        raise ContentError(
            f"{path}: key '{key}': a plural table has 'other' and optionally 'zero', 'one'"
            + (f"; unknown {', '.join(unknown)}" if unknown else "")
        )


def plural_form(forms: Mapping[str, str], number: int) -> str:
    if number == 0 and "zero" in forms:
        return forms["zero"]
    if number == 1 and "one" in forms:
        return forms["one"]
    return forms["other"]


def event_values(
    content: Content,
    event: Event,
    *,
    seat_names: Sequence[str],
    card_name: Callable[[int], str],
) -> dict[str, Any]:
    """The placeholder values of an event: its arguments in words, and `seat`."""
    kinds = {name: _arg_kind(content.game, event.key, name) for name in event.args}
    values: dict[str, Any] = {}
    if event.seat is not None:
        values["seat"] = seat_names[event.seat]
    elif isinstance(event.args.get("automaton"), str):  # a solo game's automaton opponent
        values["seat"] = content.text(f"{event.args['automaton']}.name")
    for name, value in event.args.items():
        kind = kinds.get(name)
        if kind == "card":
            values[name] = card_name(value)
        elif kind == "cards":
            values[name] = content.join([card_name(card) for card in value])
        elif kind == "seats":
            values[name] = content.join([seat_names[seat] for seat in value])
        elif kind == "kingdom":
            values[name] = content.text(f"kingdoms.{value}.name")
            values[f"{name}_colour"] = content.text(f"kingdoms.{value}.colour")
        elif kind == "age":
            values[name] = value
            values[f"{name}_name"] = content.text(f"ages.{value}")
        elif kind == "card_id":
            values[name] = content.text(f"cards.{value}.name")
        elif kind == "card_ids":
            values[name] = content.join([content.text(f"cards.{c}.name") for c in value])
        elif kind == "place":
            values[name] = _place_name(content, value)
        elif kind == "event":
            values[name] = content.text(f"events.{value}.name")
        elif kind == "season":
            values[name] = list(content.table("seasons").values())[value]
        elif kind == "seat":
            values[name] = _seat_name(content, seat_names, value)
        elif kind == "numbers":
            values[name] = content.join([str(number) for number in value])
        elif kind == "resource":
            values[name] = content.text(f"resources.{value}")
        elif kind == "method":
            values[name] = content.text(f"methods.{value}")
        elif kind == "workers":
            values[name] = _amount(content, "worker", value)
        elif kind is not None and ":" in kind:
            values[name] = _worded(content, kind, value, event.args, seat_names)
        else:
            values[name] = value
    amounts = [(name, value) for name, value in event.args.items() if kinds.get(name) == "amount"]
    if amounts:
        values["resources"] = content.join([_amount(content, name, n) for name, n in amounts])
        if _has_text(content, "format.paid"):
            values["paid"] = content.fill(content.text("format.paid"), values, "format.paid")
    elif any(kind == "amount" for kind in ARG_KINDS.get(content.game, {}).values()):
        values["resources"] = content.text("terms.nothing")
        values["paid"] = ""  # nothing paid: no "(nothing)" after the sentence
    if kinds.get("resource") == "resource" and "resource" in event.args and "count" in event.args:
        values["amount"] = _amount(content, event.args["resource"], event.args["count"])
    return values


def is_amount(content: Content, name: str) -> bool:
    """Whether an argument is a resource's amount (it fills `{resources}`) in the game."""
    return ARG_KINDS.get(content.game, {}).get(name) == "amount"


def _arg_kind(game: str, event_key: str, name: str) -> str | None:
    kinds = ARG_KINDS.get(game, {})
    return kinds.get(f"{event_key}:{name}", kinds.get(name))


def _has_text(content: Content, key: str) -> bool:
    try:
        content.text(key)
    except ContentError:
        return False
    return True


def _key(pattern: str, value: Any, args: Mapping[str, Any]) -> str:
    """A content key from a pattern: `{}` is the value, `{<arg>}` another argument's value."""
    return pattern.replace("{}", str(value)).format_map(args)


def _worded(content: Content, kind: str, value: Any, args: Mapping[str, Any],
            seat_names: Sequence[str]) -> str:
    """An argument of a kind with a key pattern (see ARG_KINDS) in words."""
    head, _, rest = kind.partition(":")
    if head == "text":
        if isinstance(value, list | tuple):
            names = [_worded(content, kind, item, args, seat_names) for item in value
                     if item is not None]
            return content.join(names) if names else content.text("terms.nothing")
        if value is None:
            return content.text("terms.nothing")
        for pattern in rest.split("|"):
            key = _key(pattern, value, args)
            if _has_text(content, key):
                return content.text(key)
        raise ContentError(f"{content.path}: no text for {value!r} at {rest}")
    if head == "count":
        forms = content.table(_key(rest, value, args))
        return content.fill(plural_form(forms, value), {"count": value}, rest)
    if head == "pairs":
        first, second = rest.split(":")
        pairs = []
        for item in value:
            a, b = str(item).split(":")
            words = {"first": _worded(content, f"text:{first}", a, args, seat_names),
                     "second": _worded(content, f"text:{second}", b, args, seat_names)}
            pairs.append(content.fill(content.text("format.pair"), words, "format.pair"))
        return content.join(pairs)
    if head == "tally":
        places, _, what = rest.partition(":")
        parts = []
        for place, counts in value.items():
            counts = {what: counts} if what else counts
            amounts = [_amount(content, k, n) for k, n in counts.items() if n]
            if amounts:
                words = {"place": _worded(content, f"text:{places}", place, args, seat_names),
                         "what": content.join(amounts)}
                parts.append(content.fill(content.text("format.tally_place"), words,
                                          "format.tally_place"))
        return content.text("format.list_separator").join(parts)
    if head == "per_seat":
        parts = []
        for seat, item in enumerate(value):
            words = _worded(content, rest, item, args, seat_names) if item is not None else ""
            if words:
                parts.append(content.fill(content.text("format.per_seat"),
                                          {"seat": seat_names[seat], "what": words},
                                          "format.per_seat"))
        return content.text("format.group_separator").join(parts) if parts \
            else content.text("terms.nothing")
    raise ContentError(f"{content.path}: unknown argument kind {kind!r}")


def _amount(content: Content, what: str, count: int) -> str:
    """"2 twigs": the plural table [counts.<what>] filled with the count."""
    forms = content.table(f"counts.{what}")
    return content.fill(plural_form(forms, count), {"count": count}, f"counts.{what}")


def _place_name(content: Content, place: str) -> str:
    for table in _PLACE_TABLES:
        try:
            return content.text(f"{table}.{place}.name")
        except ContentError:
            continue
    raise ContentError(f"{content.path}: no name for the place {place!r}")


def _seat_name(content: Content, seat_names: Sequence[str], seat: int) -> str:
    if 0 <= seat < len(seat_names):
        return seat_names[seat]
    if seat == len(seat_names):
        return content.text("rugwort.name")  # a solo game's automaton opponent
    return content.text("terms.discard")


def choice_name(value: object) -> str:
    """The key a `{ by = ... }` choice has for an argument's value: a truth value as TOML
    writes it (true, false: str() would give True, which no bare key matches), else its text."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def render_event(
    content: Content,
    event: Event,
    *,
    seat_names: Sequence[str],
    card_name: Callable[[int], str],
) -> str:
    """The finished log sentence of an event in the content's language."""
    template = content.template(event.key)
    if isinstance(template, Mapping) and set(template) == set(OWNER_FORMS):
        own = event.seat is not None and event.args.get("owner") == event.seat
        template = template["own" if own else "theirs"]
    while isinstance(template, Mapping) and CHOICE_KEY in template:
        chosen = choice_name(event.args.get(template[CHOICE_KEY]))
        template = template[chosen if chosen in template else "other"]
    if not isinstance(template, str):
        number = next((event.args[name] for name in PLURAL_ARGS if name in event.args), None)
        if isinstance(number, (list, tuple)):
            number = len(number)
        if not isinstance(number, int):
            raise ContentError(
                f"{content.path}: key 'log.{event.key}': plural forms, but the event has none"
                f" of the arguments {', '.join(PLURAL_ARGS)}"
            )
        template = plural_form(template, number)
    values = event_values(content, event, seat_names=seat_names, card_name=card_name)
    return content.fill(template, values, f"log.{event.key}")


def card_label(content: Content, data: Any, card_id: int) -> str:
    """An Ethnos card's name from the [card] template ("Red Dwarf"); `data` is the game's
    EthnosData. Card id -1 is a Dragon; a card without a kingdom is a Skeleton."""
    if card_id < 0:
        return content.text("card.dragon")
    kingdom = data.card_kingdom[card_id]
    if kingdom < 0:
        return content.text("card.skeleton")
    tribe = data.tribes[data.card_tribe[card_id]]
    colour = data.kingdoms[kingdom]
    return content.fill(
        content.text("card.template"),
        {
            "tribe": content.text(f"tribes.{tribe}.card"),
            "kingdom": content.text(f"kingdoms.{colour}.name"),
            "kingdom_colour": content.text(f"kingdoms.{colour}.colour"),
        },
        "card.template",
    )
