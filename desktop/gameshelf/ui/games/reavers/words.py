"""What the Reavers board says: names and tooltips from the content file
(i18n/content/<lang>/reavers.toml), the buttons' words for every action, the prompt bar's
sentence for the decision at hand, the game's refusals and the log's lines. UI sentences go
through QCoreApplication.translate (the "ReaversView" context). Costs and bonuses are the
data's and the observation's facts, worded; no rule is computed here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....content import Content, ContentError, plural_form, render_event
from ....engine import Action, Event
from ....games.reavers.data import CLANS
from ....log_text import LogLine, refusal_text
from ...controller import LogEntry

HEADINGS = frozenset({"reavers.round_start", "reavers.game_end"})
CARD_TABLES = ("reavers", "village", "keep", "sea_battles", "sea_journeys", "prophecies",
               "territories")
# The goods of a bonus or a reward in the order they are told, each a [counts] table.
GOODS = ("food", "favor", "glory", "die", "combat_dice", "village", "keep", "wall", "troll",
         "kraken", "defense")

translate = QCoreApplication.translate  # lupdate reads translate("ReaversView", "…")


class ReaversWords:
    def __init__(self, content: Content, data: Any, names: Callable[[], list[str]]) -> None:
        self.content = content
        self.data = data  # ReaversData: costs to show, no rules
        self.names = names

    # -- names --------------------------------------------------------------------------------

    def text(self, key: str, default: str = "") -> str:
        try:
            return self.content.text(key)
        except ContentError:
            return default

    def card(self, card: str) -> str:
        for table in CARD_TABLES:
            name = self.text(f"{table}.{card}.name")
            if name:
                return name
        return card

    def card_short(self, card: str) -> str:
        """The card's name shortened for a crowded card ([card_short]), else its name."""
        return self.text(f"card_short.{card}") or self.card(card)

    def card_text(self, card: str) -> str:
        for table in CARD_TABLES:
            text = self.text(f"{table}.{card}.text")
            if text:
                return text
        return ""

    def card_tip(self, card: str, extra: str = "") -> str:
        text = self.card_text(card)
        return f"<b>{html.escape(self.card(card))}</b>" + (
            f"<br>{html.escape(text)}" if text else "") + (f"<br>{extra}" if extra else "")

    def name(self, table: str, key: str) -> str:
        return self.text(f"{table}.{key}.name", key.replace("_", " ").capitalize())

    def tip(self, table: str, key: str) -> str:
        text = self.text(f"{table}.{key}.text")
        return f"<b>{html.escape(self.name(table, key))}</b>" + (
            f"<br>{html.escape(text)}" if text else "")

    def clan_bonuses(self) -> str:
        """The clan bonus row printed beside the Leader space: what promoting each clan gives."""
        return "<br>".join(self.tip("clans", clan) for clan in CLANS)

    def term(self, key: str) -> str:
        return self.text(f"terms.{key}", key)

    def heading(self, key: str) -> str:
        """A term as a space's title: its first letter a capital (the Spanish terms are
        written to stand inside a sentence, "tu espacio de Líder")."""
        term = self.term(key)
        return term[:1].upper() + term[1:]

    def face(self, face: str) -> str:
        return self.name("faces", face)

    def die(self, colour: str, face: str | None = None) -> str:
        name = self.name("dice", colour)
        return name if face is None else translate("ReaversView", "{die} ({face})").format(
            die=name, face=self.face(face))

    def count(self, what: str, number: int) -> str:
        try:
            forms = self.content.table(f"counts.{what}")
        except ContentError:
            return f"{number} {what}"
        return self.content.fill(plural_form(forms, number), {"count": number},
                                 f"counts.{what}")

    def join(self, items: list[str]) -> str:
        return self.content.join(items) if items else self.term("nothing")

    def goods(self, goods: Mapping[str, int]) -> str:
        """"2 Food, 1 die" from a bonus or a reward; Trade actions as their count."""
        parts = [self.count(k, int(goods[k])) for k in GOODS if goods.get(k)]
        if goods.get("trade_actions"):
            parts.append(self.count("trade_action", int(goods["trade_actions"])))
        return self.join(parts)

    def faces(self, faces: Mapping[str, int]) -> list[str]:
        return [translate("ReaversView", "{count}× {face}").format(count=n, face=self.face(f))
                for f, n in faces.items() if n]

    def cost(self, location: str) -> str:
        """A location's cost in words (the data's): "1 Food, 2× Treasure Chest"."""
        loc = self.data.locations[location]
        parts = [self.count("food", loc.cost_food)] if loc.cost_food else []
        return self.content.join(parts + self.faces(loc.cost_faces))

    def category(self, key: str) -> str:
        return self.text(f"categories.{key}", key)

    # -- actions ------------------------------------------------------------------------------

    def action_label(self, action: Action, obs: dict[str, Any]) -> str:
        name, args = action.name, action.args
        seat = obs["to_move"] if obs["to_move"] is not None else 0
        me = obs["players"][seat]
        top = obs["stack"][-1] if obs["stack"] else {}
        if name == "place":
            return translate("ReaversView", "Pick {location}").format(
                location=self.name("locations", args[0]))
        if name == "follow":
            cost = self.cost(obs["location"])
            return translate("ReaversView", "Follow (pay {cost})").format(cost=cost) if cost else \
                translate("ReaversView", "Follow")
        if name == "rest_food":
            return translate("ReaversView", "Rest: take {food}").format(
                food=self.count("food", self.data.rules["rest_food"]))
        if name == "rest_die":
            return translate(
                "ReaversView", "Rest: take a {die}").format(
                die=self.text(f"dice.{args[0]}.short") or self.name("dice", args[0]))
        if name == "set_face":  # a button's words start with a capital ("cara de Clan Rojo")
            face = self.face(args[0])
            return face[:1].upper() + face[1:]
        if name == "take_die":
            return translate("ReaversView", "Take a {die}").format(die=self.name("dice", args[0]))
        if name in ("pay_die", "commit", "discard_die"):
            index = int(args[0])
            die = self.die(*me["dice"][index]) if index < len(me["dice"]) else ""
            if name == "pay_die":
                return translate("ReaversView", "Pay {face} with the {die}").format(
                    face=self.face(args[1]), die=die)
            if name == "commit":
                return translate("ReaversView", "Commit the {die}").format(die=die)
            return translate("ReaversView", "Discard the {die}").format(die=die)
        if name in ("pay_token", "commit_token"):
            index = int(args[0])
            token = self.name("tokens", me["upgrades"][index]) if index < len(me["upgrades"]) \
                else ""
            if name == "pay_token":
                return translate("ReaversView", "Pay {face} with the {token}").format(
                    face=self.face(args[1]), token=token)
            return translate("ReaversView", "Commit the {token}").format(token=token)
        if name == "store_die":
            return translate("ReaversView", "Store it on {card}").format(card=self.card(args[0]))
        if name == "use_artifact":
            return translate("ReaversView", "Use {card}").format(card=self.card(args[0]))
        if name == "discard_artifact":
            return translate("ReaversView", "Put {card} in the Glory pile").format(
                card=self.card(args[0]))
        if name == "decline":
            step = top.get("step")
            if step == "pillage":
                return translate("ReaversView", "Do not pillage")
            if step == "store":
                return translate("ReaversView", "Put the die on the board")
            return translate("ReaversView", "Use no more Artifacts")
        if name == "take_stack":
            index = int(args[0])
            cards = obs["recruit_row"][index] if index < len(obs["recruit_row"]) else []
            return translate("ReaversView", "Take {cards}").format(
                cards=self.join([self.card(c) for c in cards]))
        if name == "take_deck":
            return translate("ReaversView", "Take 2 from the deck")
        if name == "use_reaver":
            return translate("ReaversView", "{use}: {card}").format(
                use=self.name("uses", args[1]), card=self.card(args[0]))
        if name == "trade":
            return self.name("trade", args[0])
        if name == "trade_die":
            index = int(args[0])
            dice = obs["trade_dice"]
            die = self.die(*dice[index]) if index < len(dice) else ""
            return translate("ReaversView", "Take the {die}").format(die=die)
        if name in ("take_prophecy", "take_battle"):
            index = int(args[0])
            row = obs["prophecy_row" if name == "take_prophecy" else "battle_row"]
            if index < 0:
                return translate(
                    "ReaversView", "Take the top Prophecy") if name == "take_prophecy" \
                    else translate("ReaversView", "Take the top Sea Battle")
            card = row[index] if index < len(row) else ""
            return translate("ReaversView", "Take {cards}").format(cards=self.card(card))
        if name == "take_pair":
            index = int(args[0])
            row = obs["village_row" if top.get("deck") == "village" else "keep_row"]
            cards = row[index] if index < len(row) else []
            return translate("ReaversView", "Take {cards}").format(
                cards=self.join([self.card(c) for c in cards]))
        if name == "upgrade":
            if args[0] == "token":
                return translate("ReaversView", "Fit the token")
            return translate(
                "ReaversView", "Take {glory} instead").format(glory=self.count("glory", 3))
        if name == "pillage":
            return translate(
                "ReaversView", "Pillage {card}").format(card=self.card(top.get("card", "")))
        if name == "journey":
            return translate("ReaversView", "Pay the Journey's cost") if args[0] == "pay" else \
                translate("ReaversView", "Suffer the Journey")
        if name == "beat":
            return translate("ReaversView", "Pay the dice combination") if args[0] == "combo" else \
                translate("ReaversView", "Fight it in combat")
        if name == "territory":
            return self.name("territory_types", args[0])
        if name == "roll":
            return translate("ReaversView", "Roll the combat dice")
        if name == "accept":
            return translate("ReaversView", "Accept the roll")
        if name == "spoils":
            return self.term("village_spoils" if args[0] == "village" else "keep_spoils")
        return name

    # -- the prompt ---------------------------------------------------------------------------

    def prompt(self, obs: dict[str, Any], mine: bool, chance: str = "",
               can_follow: bool = True) -> str:
        names = self.names()
        if obs["over"]:
            return translate("ReaversView", "The game is over.")
        seat = obs["to_move"]
        step = obs["step"]
        if not mine:
            return translate("ReaversView", "{name} is deciding: {what}.").format(
                name=names[seat] if seat is not None else "",
                what=self.text(f"phases.{step}", step))
        top = obs["stack"][-1]
        location = obs["location"]
        if step == "place":
            return translate("ReaversView", "Drag your pawn onto an Action Location: everyone may "
                                            "follow it, you get the first seat bonus.")
        if step == "follow":
            bonus = obs["seat_bonus"][location][seat] if location else {}
            cost = self.cost(location)
            if bonus:
                text = translate(
                    "ReaversView", "{location}: follow, paying {cost}, for {bonus} — or Rest "
                                   "for {food} or a die.") if cost else \
                    translate(
                        "ReaversView", "{location}: follow for {bonus} — or Rest for {food} "
                                       "or a die.")
            else:  # a sentence of its own: "for nothing" reads wrong in every language
                text = translate(
                    "ReaversView", "{location}: follow, paying {cost}, with no seat bonus — "
                                   "or Rest for {food} or a die.") if cost else \
                    translate(
                        "ReaversView", "{location}: follow with no seat bonus — or Rest for "
                                       "{food} or a die.")
            if not can_follow:  # the Follow button is missing: say why
                text = translate(
                    "ReaversView", "{location}: you cannot pay {cost} to follow — Rest "
                                   "for {food} or a die.")
            return text.format(
                location=self.name("locations", location), cost=cost,
                bonus=self.goods(bonus) if bonus else "",
                food=self.count("food", self.data.rules["rest_food"]))
        if step == "pay":
            return translate("ReaversView", "Pay {faces}: click a lit die (or token) of your "
                                            "longship.").format(faces=self.join(self.faces(top["need"])))
        if step == "commit":
            return translate(
                "ReaversView", "Combat: click lit dice of your longship to commit them, "
                               "then Roll. {chance}").format(chance=chance).strip()
        if step == "reroll":
            return translate(
                "ReaversView", "Click combat dice to reroll them (1 Favor), then Reroll — "
                               "or Accept. {chance}").format(chance=chance).strip()
        if step == "use_reaver":
            return translate(
                "ReaversView", "Drag a recruited Reaver onto its Specialize slot, your "
                               "Leader space (Promote) or your Glory pile (Rally).")
        if step == "discard_die":
            return translate("ReaversView", "Your longship is full: click a die to discard it.")
        if step == "trade_die":
            return translate("ReaversView", "Click a Trade die to take it.")
        if step == "recruit_take":
            return translate("ReaversView", "Click a stack of Reavers, or the deck, to take it.")
        if step == "raid_take":
            return translate("ReaversView", "Click a pair of spoils, or the deck, to take it.")
        if step == "sea_take":
            return translate("ReaversView", "Click a Sea Battle, or the deck, to take it.")
        if step == "territory":
            return translate("ReaversView", "Click a Territory stack to fight for its top tile.")
        if step == "take_prophecy":
            return translate("ReaversView", "Click a Prophecy, or the deck, to take it.")
        if step == "store":
            return translate(
                "ReaversView", "Click a lit Artifact to store the new {face} die on it, "
                               "or put it on the board.").format(face=self.face(top["face"]))
        if step == "spoils":
            return translate(
                "ReaversView", "Draw a Spoils card: click Village Spoils or Keep Spoils.")
        if step == "set_face":
            return translate("ReaversView", "Choose the face of the new {die}.").format(
                die=self.name("dice", top["colour"]))
        if step == "beat":
            return translate(
                "ReaversView", "Beat it: pay its dice combination ({combo}) or fight it in "
                               "combat against Defense {defense}.").format(
                combo=self.join(self.faces(top["combo"])), defense=top["defense"])
        return translate("ReaversView", "{what}.").format(what=self.text(f"phases.{step}", step))

    # -- refusals and the log -----------------------------------------------------------------

    def refusal(self, refusal: tuple[str, dict[str, Any]]) -> str:
        try:
            return refusal_text(self.content, refusal, seat_names=self.names(),
                                card_name=self.card)
        except (ContentError, KeyError, IndexError, ValueError):
            return translate("ReaversView", "That move is not possible now ({reason}).").format(
                reason=refusal[0])

    def log_lines(self, entries: list[LogEntry]) -> list[LogLine]:
        names = self.names()
        lines = []
        for entry in entries:
            event: Event = entry.event
            try:
                text = render_event(self.content, event, seat_names=names, card_name=self.card)
            except (ContentError, KeyError, IndexError, ValueError, TypeError):
                continue
            lines.append(LogLine(text, event.key in HEADINGS, entry.seat))
        return lines
