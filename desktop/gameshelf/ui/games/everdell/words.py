"""What the Everdell board says in words: card and place names, resource amounts, a button's text
for any legal action (how a card is paid, say), the prompt of the decision at hand, and a log
line per event. Its strings keep the view's translation context, where they were first written.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

from ....content import Content, ContentError, plural_form
from ....engine import Action
from ....log_text import LogLine, card_namer, log_line, refusal_text
from ...controller import LogEntry
from . import render

if TYPE_CHECKING:
    from .interaction import EverdellInteraction

# The strings were first the view's: they keep its translation context (lupdate reads it literally).
translate = QCoreApplication.translate
# Decisions that count down: "(2 left)".
COUNTING = ("gain_any", "pick", "pay")


class EverdellWords:
    def __init__(self, content: Content, data: Any, row_names: Callable[[], list[str]]) -> None:
        self.content = content
        self.data = data  # card facts, no rules
        self.row_names = row_names  # the seats' names, then Rugwort's
        self.log_card_name = card_namer(content, data)  # an instance, or a card id

    def card_name(self, inst: int) -> str:
        return self.content.text(f"cards.{self.data.cards[self.data.inst_card[inst]]}.name")

    def place_name(self, place_id: str) -> str:
        for table in ("locations", "forest", "events"):
            try:
                return self.content.text(f"{table}.{place_id}.name")
            except ContentError:
                continue
        return place_id

    def amounts(self, amounts: Any) -> str:
        counts = self.content.table("counts")
        parts = [plural_form(counts[r], n).format(count=n)
                 for r, n in zip(render.RESOURCES, amounts, strict=False) if n]
        return self.content.join(parts) if parts else translate("EverdellView", "nothing")

    def payment_label(self, inst: int, args: tuple[Any, ...]) -> str:
        """How a play_card action pays (its arguments after the card)."""
        method = args[0] if args else "cost"
        cost = self.data.cost[self.data.inst_card[inst]]
        resources = self.content.table("resources")
        if method == "cost":
            return translate("EverdellView", "Pay {resources}").format(resources=self.amounts(cost))
        if method == "judge":
            return translate("EverdellView", "Judge: pay 1 {take} instead of 1 {give}").format(
                take=resources[args[2]], give=resources[args[1]])
        if method == "occupy":
            return translate("EverdellView", "Free: occupy the {card}").format(
                card=self.card_name(args[1]))
        if method == "crane":
            return translate("EverdellView", "Discard the Crane, pay {resources}").format(
                resources=self.amounts(args[2:6]))
        if method == "innkeeper":
            return translate("EverdellView", "Discard the Innkeeper: 3 berries less")
        if method == "dungeon":
            return translate("EverdellView", "Imprison the {card}, pay {resources}").format(
                card=self.card_name(args[1]), resources=self.amounts(args[2:6]))
        if method in ("inn", "discount"):
            return translate("EverdellView", "Pay {resources}").format(
                resources=self.amounts(args[1:5]))
        if method == "free":
            return translate("EverdellView", "Free")
        return " ".join(str(a) for a in args)

    def action_label(self, action: Action) -> str:
        """A button's text for any legal action (the fallback for what the board can't show)."""
        name, args = action.name, action.args
        content = self.content
        if name in ("prepare_for_season", "pass", "done", "decline"):
            return content.text(f"actions.{name}")
        if name == "choose_resource":
            return content.text(f"resources.{args[0]}").capitalize()
        if name == "choose_count":
            return str(args[0])
        if name == "choose_option":
            if args[0] in render.RESOURCES:
                return content.text(f"resources.{args[0]}").capitalize()
            return content.text(f"actions.from_{args[0]}")
        if name == "choose_player":
            return self.row_names()[args[0]]
        if name == "play_card":
            return f"{self.card_name(args[0])}: {self.payment_label(args[0], args[1:])}"
        if name in ("choose_card", "discard_card", "visit_destination"):
            return self.card_name(args[0])
        if name in ("place_worker", "claim_event", "choose_location", "recall_worker",
                    "move_worker"):
            target = args[0]
            return self.card_name(target) if isinstance(target, int) else self.place_name(target)
        return " ".join([name, *(str(a) for a in args)])

    def hint(self, action: Action) -> str:
        """A suggested move as a sentence ("Place a worker on Three Twigs.")."""
        name, args = action.name, action.args
        values = {"move": self.action_label(action)}
        if name == "play_card":
            values.update(card=self.card_name(args[0]),
                          how=self.payment_label(args[0], args[1:]))
        key = f"hints.{name}"
        try:
            template = self.content.text(key)
        except ContentError:
            key, template = "hints.default", self.content.text("hints.default")
        return self.content.fill(template, values, key)

    def refusal(self, refusal: tuple[str, dict[str, Any]]) -> str:
        """The game's reason for refusing a move ([refusals]), its arguments worded as the
        log words an event's."""
        return refusal_text(self.content, refusal, seat_names=self.row_names(),
                            card_name=self.log_card_name)

    def prompt(self, obs: dict[str, Any], hide_private: bool,
               interaction: EverdellInteraction) -> str:
        """The prompt bar's words for the decision at hand."""
        names = self.row_names()
        content = self.content
        if obs["over"]:
            return content.text("phases.over")
        if hide_private:
            return translate("EverdellView", "Pass the computer to {name}.").format(
                name=names[obs["to_move"]])
        mode = interaction.mode()
        if mode is None:
            return translate("EverdellView", "{name} is deciding…").format(
                name=names[obs["to_move"]])
        if interaction.choosing:
            return content.text("phases.pay")
        if mode == "turn":
            return content.text("phases.turn")
        pending = obs["pending"][-1]
        kind, purpose = pending["kind"], pending["purpose"]
        try:
            text = content.text(f"prompts.{kind}.{purpose}")
        except ContentError:
            try:
                text = content.text(f"prompts.{kind}.default")
            except ContentError:
                text = translate("EverdellView", "Choose.")
        card = pending["card"]
        if isinstance(card, int) and 0 <= card < len(self.data.inst_card) and \
                purpose not in ("give_card",):
            text = f"{self.card_name(card)}: {text}"
        if kind in COUNTING and pending["n"] > 0:
            text += " " + translate("EverdellView", "({count} left)").format(count=pending["n"])
        elif kind == "discard" and pending["n"] > 0:
            exact = pending["m"] > 0
            text += " " + (translate("EverdellView", "({count} left)") if exact else
                           translate("EverdellView", "(up to {count})")).format(count=pending["n"])
        return text

    def log_lines(self, entries: list[LogEntry]) -> list[LogLine]:
        names = self.row_names()
        return [log_line(self.content, entry.event, seat_names=names,
                         card_name=self.log_card_name, seat=entry.seat) for entry in entries]
