"""What the Aquatica board says: names, tooltips and short forms from the content file
(i18n/content/<lang>/aquatica.toml), the buttons' words for every action, the prompt bar's
sentence for the decision at hand, the game's refusals and the log's lines. UI sentences go
through QCoreApplication.translate (the "AquaticaView" context).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....content import Content, ContentError, render_event
from ....engine import Action, Event
from ....log_text import LogLine, refusal_text
from ...controller import LogEntry
from . import render

HEADINGS = frozenset({"aquatica.game_end"})
# Where each kind of id is named in the content file.
TABLES = {
    "character": ("characters", "kings"),
    "location": ("locations",),
    "type": ("location_types", "types"),
    "depth": ("depths",),
    "manta": ("mantas", "manta_faces"),
    "kind": ("manta_kinds",),
    "effect": ("effects", "icons"),
    "goal": ("goals",),
    "rank": ("ranks", "solo_ranks"),
    "rank_table": ("rank_tables",),
    "step": ("steps", "effects"),
}

translate = QCoreApplication.translate  # lupdate reads translate("AquaticaView", "…")


class AquaticaWords:
    def __init__(self, content: Content, data: Any, names: Callable[[], list[str]]) -> None:
        self.content = content
        self.data = data  # AquaticaData: costs and depths to show, no rules
        self.names = names

    # -- names --------------------------------------------------------------------------------

    def _entry(self, kind: str, key: str, field: str) -> str:
        for table in TABLES[kind]:
            try:
                text = self.content.text(f"{table}.{key}.{field}")
            except ContentError:
                continue
            return self._filled(kind, key, field, text)
        return ""

    def _filled(self, kind: str, key: str, field: str, text: str) -> str:
        """A set-up King's text and short form with its bonus manta from the data, which the
        content names `{face}` (its name in the text, its short form in the short form)."""
        if kind != "character" or field not in ("text", "short"):
            return text
        character = self.data.characters.get(key) if self.data is not None else None
        face = getattr(character, "setup_manta", None)
        if face is None:
            return text
        return text.format(face=self._entry("manta", face, "short" if field == "short"
                                            else "name"))

    def name(self, kind: str, key: str) -> str:
        return self._entry(kind, key, "name") or key.replace("_", " ").capitalize()

    def short(self, kind: str, key: str) -> str:
        return self._entry(kind, key, "short")

    def location_on_card(self, location_id: str) -> str:
        """A Location's name where a card or a slot writes it: its short form ("Grey Reef"
        for "Grey Reef Shallows"); the tooltip and the log say it whole."""
        return self.short("location", location_id) or self.name("location", location_id)

    def text(self, kind: str, key: str) -> str:
        return self._entry(kind, key, "text")

    def tip(self, kind: str, key: str, extra: str = "") -> str:
        """A piece's tooltip: its name in bold, its text, then `extra` (already escaped)."""
        text = self.text(kind, key)
        return f"<b>{html.escape(self.name(kind, key))}</b>" + (
            f"<br>{html.escape(text)}" if text else "") + (f"<br>{extra}" if extra else "")

    def term(self, key: str, default: str) -> str:
        try:
            return self.content.text(f"terms.{key}")
        except ContentError:
            return default

    def category(self, key: str) -> str:
        try:
            return self.content.text(f"categories.{key}")
        except ContentError:
            return key.capitalize()

    def effects(self, effects: Any) -> str:
        """Effects in words: "2 Coins, then Recruit" from the [effects] names."""
        parts = []
        for effect in effects:
            get = effect.get if isinstance(effect, dict) else \
                (lambda k, d=None, e=effect: getattr(e, k, d))
            kind = get("effect")
            if kind == "choose":
                parts.append(translate("AquaticaView", " or ").join(
                    self.effects(option) for option in get("options", ()) or ()))
                continue
            amount = get("amount", 1) or 1
            word = self.name("effect", kind)
            parts.append(f"{word} {amount}" if amount > 1 or kind in ("coins", "power")
                         else word)
        return translate("AquaticaView", ", ").join(parts)

    def location_line(self, location_id: str) -> str:
        """A Location's costs and prosperity as glyphs: "●3 ◆4 ★5"."""
        location = self.data.locations[location_id]
        return f"●{location.buy} ◆{location.conquer} ★{location.prosperity}"

    def location_tip(self, location_id: str) -> str:
        location = self.data.locations[location_id]
        depths = [self.name("depth", d) for d in location.depths]
        lines = [
            html.escape(self.name("type", location.type)),
            html.escape(translate("AquaticaView", "Buy {coins} · Conquer {power} · "
                                  "Prosperity {points}").format(
                coins=location.buy, power=location.conquer, points=location.prosperity)),
            html.escape(translate("AquaticaView", "Depths: {depths}").format(
                depths=translate("AquaticaView", ", ").join(depths))),
        ]
        if location.manta:
            lines.append(html.escape(translate("AquaticaView", "Fully raised: a wild manta "
                                               "({face})").format(
                face=self.name("manta", location.manta))))
        return self.tip("location", location_id, "<br>".join(lines))

    # -- actions ------------------------------------------------------------------------------

    def action_label(self, action: Action, obs: dict[str, Any]) -> str:
        name, args = action.name, action.args
        if name == "end_turn":
            return translate("AquaticaView", "End turn")
        if name == "pass":
            return translate("AquaticaView", "Pass")
        if name == "scout":
            return self.name("effect", "scout")
        if name == "pick_king":
            return self.name("character", str(args[0]))
        if name == "play":
            return translate("AquaticaView", "Play {card}").format(
                card=self.name("character", str(args[0])))
        if name in ("take_back", "replay", "discard"):
            verb = {"take_back": translate("AquaticaView", "Take back {card}"),
                    "replay": translate("AquaticaView", "Replay {card}"),
                    "discard": translate("AquaticaView", "Discard {card}")}[name]
            return verb.format(card=self.name("character", str(args[0])))
        if name == "recruit":
            card = obs["char_row"][int(args[0])] if int(args[0]) < len(obs["char_row"]) else ""
            return translate("AquaticaView", "Recruit {card}").format(
                card=self.name("character", card))
        if name in ("buy", "conquer"):
            row, index, slot = args
            cards = obs["top_row"] if row == "top" else obs["bottom_row"]
            card = cards[int(index)] if int(index) < len(cards) else ""
            verb = translate("AquaticaView", "Buy {location} into slot {slot}") if name == "buy" \
                else translate("AquaticaView", "Conquer {location} into slot {slot}")
            return verb.format(location=self.name("location", card), slot=int(slot) + 1)
        if name in ("exploit", "raise", "score", "fully_rise"):
            slot = int(args[0])
            entry = obs["boards"][obs["current"]][slot] if obs["current"] is not None else None
            where = self.name("location", entry["location"]) if entry else str(slot + 1)
            verb = {"exploit": translate("AquaticaView", "Exploit {location}"),
                    "raise": translate("AquaticaView", "Raise {location}"),
                    "score": translate("AquaticaView", "Score {location}"),
                    "fully_rise": translate("AquaticaView", "Fully raise {location}")}[name]
            return verb.format(location=where)
        if name in ("flip", "tire"):
            face = self.name("manta", str(args[1]))
            kind = self.name("kind", str(args[0]))
            text = translate("AquaticaView", "Flip the {kind} manta {face}") if name == "flip" \
                else translate("AquaticaView", "Tire the {kind} manta {face}")
            return text.format(kind=kind, face=face)
        if name == "claim":
            goal, face, ready = args
            text = translate("AquaticaView", "Claim {goal} with the ready manta {face}") \
                if ready == "ready" else \
                translate("AquaticaView", "Claim {goal} with the tired manta {face}")
            return text.format(goal=self.name("goal", obs["goals"][int(goal)]),
                               face=self.name("manta", str(face)))
        if name == "place_ichthyander":
            return translate("AquaticaView", "An Ichthyander on {goal}").format(
                goal=self.name("goal", obs["goals"][int(args[0])]))
        if name == "keep":
            cards = [self.name("location", obs["bottom_row"][int(i)]) for i in args]
            return translate("AquaticaView", "Move up {locations}").format(
                locations=self.content.join(cards) if "format" in self.content.data
                else ", ".join(cards))
        if name == "choose":
            options = choose_options(obs)
            index = int(args[0])
            if index < len(options):
                return self.effects(options[index]) + "  " + render.glyphs(options[index])
        return name

    # -- the prompt ---------------------------------------------------------------------------

    def prompt(self, obs: dict[str, Any], mine: bool, hide_private: bool) -> str:
        names = self.names()
        current = obs["current"]
        if obs["stage"] == "over":
            return translate("AquaticaView", "The game is over.")
        if hide_private and current is not None:
            return translate("AquaticaView", "Pass the computer to {name}.").format(
                name=names[obs["to_move"] if obs["to_move"] is not None else current])
        if not mine:
            seat = obs["to_move"] if obs["to_move"] is not None else current
            return translate("AquaticaView", "{name} is deciding…").format(
                name=names[seat] if seat is not None else "")
        if obs["stage"] == "draft":
            return translate("AquaticaView", "Choose your King.")
        pending = obs["pending"]
        step = pending["step"] if pending else None
        prompts = {
            "recruit": translate("AquaticaView", "Recruit: click a character of the row (its "
                                 "price in coins is under it), or Pass."),
            "buy": translate("AquaticaView", "Buy: drag a Location into a free slot of your "
                             "board; click your depths and mantas for coins."),
            "conquer": translate("AquaticaView", "Conquer: drag a Location into a free slot "
                                 "(the top row costs 1 power less); click depths and mantas "
                                 "for power."),
            "raise": translate("AquaticaView", "Raise: click the Location to raise by one "
                               "depth."),
            "fully_rise": translate("AquaticaView", "Click the Location to raise fully."),
            "score": translate("AquaticaView", "Score: click a fully raised Location to put "
                               "it in your scoring pile."),
            "scout": translate("AquaticaView", "Scout the Location rows, or pass."),
            "scout_keep": translate("AquaticaView", "Scout: click the bottom-row Locations to "
                                    "move up, then the button."),
            "take_back": translate("AquaticaView", "Take back a card from your discard pile."),
            "replay": translate("AquaticaView", "Replay a card from your discard pile."),
            "choose": translate("AquaticaView", "Choose one."),
            "ichthyander": translate("AquaticaView", "Click a goal to place an Ichthyander "
                                     "manta on it."),
            "tire": translate("AquaticaView", "Click one of your ready mantas to tire it."),
            "discard": translate("AquaticaView", "Click a card of your hand to discard it."),
        }
        if step in prompts:
            return prompts[step]
        if obs["stage"] == "before":
            return translate("AquaticaView", "Drag a character from your hand onto the ocean "
                             "to play it; click lit depths and mantas first if you like.")
        return translate("AquaticaView", "Click lit depths, mantas or goals, then End turn.")

    # -- refusals and the log -----------------------------------------------------------------

    def refusal(self, refusal: tuple[str, dict[str, Any]]) -> str:
        """The game's reason ([refusals]), its arguments worded as the log words them."""
        try:
            return refusal_text(self.content, refusal, seat_names=self.names(),
                                card_name=lambda c: self.name("character", str(c)))
        except (ContentError, KeyError, IndexError, ValueError):
            return translate("AquaticaView", "That move is not possible now ({reason}).").format(
                reason=refusal[0])

    def log_lines(self, entries: list[LogEntry]) -> list[LogLine]:
        """The log's lines, from the content's [log] table only."""
        names = self.names()
        lines = []
        for entry in entries:
            event: Event = entry.event
            try:
                text = render_event(self.content, event, seat_names=names,
                                    card_name=lambda c: self.name("character", str(c)))
            except (ContentError, KeyError, IndexError, ValueError, TypeError):
                continue
            lines.append(LogLine(text, event.key in HEADINGS, entry.seat))
        return lines


def choose_options(obs: dict[str, Any]) -> list[Any]:
    """The options of the "choose one" on top of the stack (effect tables)."""
    pending = (obs.get("public") or {}).get("pending") or []
    if not pending or pending[-1].get("step") != "choose":
        return []
    return list(pending[-1].get("options", []))
