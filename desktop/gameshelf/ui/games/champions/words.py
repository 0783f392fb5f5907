"""What the Champions board says: names from the content file (locations, enemies, runes…),
the buttons' words for every action, the prompt bar's sentence for the decision at hand, the
game's refusals and the log's lines. UI sentences go through QCoreApplication.translate (the
"ChampionsView" context); game words come from i18n/content/<lang>/champions.toml.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from ....content import Content, ContentError, plural_form, render_event
from ....engine import Action, Event
from ....log_text import LogLine
from ...controller import LogEntry

KINDS = ("swordsman", "spearman", "axeman")
GOODS = ("food", "wood", "coin")
HEADINGS = frozenset({"champions.round_start", "champions.game_end"})


translate = QCoreApplication.translate  # lupdate reads translate("ChampionsView", "…")


class ChampionsWords:
    def __init__(self, content: Content, data: Any, names: Callable[[], list[str]]) -> None:
        self.content = content
        self.data = data  # ChampionsData: costs and stats to show, no rules
        self.names = names

    # -- names --------------------------------------------------------------------------------

    def name(self, table: str, key: str) -> str:
        return self.content.text(f"{table}.{key}.name")

    def text(self, table: str, key: str) -> str:
        """A card's or location's text ("" if it has none); a Destiny's with its values from
        the data, which the content names `{alone}` and `{tied}`."""
        text = str(self.content.table(table).get(key, {}).get("text", ""))
        if table == "destinies" and text:
            destiny = self.data.destinies[key]
            text = text.format(alone=destiny.alone, tied=destiny.tied)
        return text

    def tip(self, table: str, key: str) -> str:
        """A card's or location's tooltip: its name in bold, then its text."""
        text = self.text(table, key)
        return f"<b>{html.escape(self.name(table, key))}</b>" + (
            f"<br>{html.escape(text)}" if text else ""
        )

    def count(self, what: str, amount: int) -> str:
        return plural_form(self.content.table("counts")[what], amount).format(count=amount)

    def amounts(self, amounts: dict[str, int]) -> str:
        parts = [self.count(k, n) for k, n in amounts.items() if n]
        return self.content.join(parts) if parts else self.content.text("terms.nothing")

    def shore(self, shore: int) -> str:
        """ "Near shore 1" … "Far shore 4"."""
        term = "near_shore" if shore < 2 else "far_shore"
        return translate("ChampionsView", "{shore} {number}").format(
            shore=self.content.text(f"terms.{term}").capitalize(), number=shore + 1
        )

    def target(self, target: str, obs: dict[str, Any]) -> str:
        """A fight: the enemy's name (or the space's), or the shore."""
        if target.startswith("shore_"):
            return self.shore(int(target[-1]))
        if target == "hunt":
            return self.name("locations", "hunting_grounds")
        enemy = (
            obs["troll"]
            if target == "troll"
            else obs["draugr"][int(target[-1]) - 1]
            if target.startswith("draugr_")
            else None
        )
        return self.name("enemies", enemy) if enemy else self.name("locations", target)

    def enemy_stats(self, enemy: Any) -> str:
        return translate("ChampionsView", "{attack} {a} · {defense} {d}").format(
            attack=self.content.text("terms.attack"),
            a=enemy.attack,
            defense=self.content.text("terms.defense"),
            d=enemy.defense,
        )

    @staticmethod
    def gains(enemy: Any) -> list[tuple[str, int]]:
        """What beating `enemy` brings, as (resource, amount): drawn as glyphs and numbers."""
        gains = (("glory", enemy.glory), ("coin", enemy.coin), ("favor", enemy.favor))
        return [(k, v) for k, v in gains if v]

    def reward(self, enemy: Any) -> str:
        return self.amounts(dict(self.gains(enemy)))

    def restriction(self, enemy: Any) -> str:
        if enemy.restriction is None:
            return ""
        key = {"swordsman": "no_swords", "spearman": "no_spears", "axeman": "no_axes"}
        return self.content.text(f"terms.{key[enemy.restriction]}")

    # -- actions ------------------------------------------------------------------------------

    def action_label(self, action: Action, obs: dict[str, Any] | None = None) -> str:
        """A button's words (also the hint's, and the chooser's)."""
        name, args = action.name, action.args
        content = self.content
        obs = obs or {}
        if name == "choose_leader":
            return self.name("leaders", str(args[0]))
        if name == "place":
            return translate("ChampionsView", "Place a worker on {location}").format(
                location=self.name("locations", str(args[0]))
            )
        if name == "place_ship":
            return translate("ChampionsView", "{ship} to {shore}").format(
                ship=self.name("ships", str(args[0])), shore=self.shore(int(args[1]))
            )
        if name == "beg":
            return content.text("terms.beg")
        if name == "peek":
            return translate("ChampionsView", "Look at the Journey card of {shore}").format(
                shore=self.shore(int(args[0]))
            )
        if name == "keep_destiny":
            return translate("ChampionsView", "Keep {destiny}").format(
                destiny=self.name("destinies", str(args[0]))
            )
        if name == "buy_ship":
            ship = str(args[0])
            return translate("ChampionsView", "{ship} ({cost})").format(
                ship=self.name("ships", ship), cost=self.amounts(dict(self.data.ships[ship].cost))
            )
        if name == "swap":
            return translate("ChampionsView", "{give} → {get}").format(
                give=content.text(f"resources.{args[0]}"), get=content.text(f"resources.{args[1]}")
            )
        if name == "done":
            return translate("ChampionsView", "Done")
        if name == "take_rune":
            slot = int(args[0])
            runes = obs.get("rune_slots") or []
            rune = runes[slot] if slot < len(runes) else None
            return (
                self.name("runes", rune)
                if rune
                else translate("ChampionsView", "Rune slot {number}").format(number=slot + 1)
            )
        if name == "take_rune_top":
            return translate("ChampionsView", "Top of the rune deck")
        if name == "buy_favor":
            favor = int(args[0])
            coins = dict(self.data.church).get(favor, 0)
            return translate("ChampionsView", "{favor} for {coins}").format(
                favor=self.count("favor", favor), coins=self.count("coin", coins)
            )
        if name == "repeat":
            return translate("ChampionsView", "× {count}").format(count=int(args[0]))
        if name == "use_rune":
            rune = str(args[0])
            words = translate("ChampionsView", "Use {rune}").format(rune=self.name("runes", rune))
            if rune == "gifts" and len(args) == 4:
                words += ": " + self.amounts(dict(zip(GOODS, map(int, args[1:]), strict=True)))
            elif rune == "success" and len(args) == 2:
                words += ": " + self.name("destinies", str(args[1]))
            return words
        if name == "skip_rune":
            return translate("ChampionsView", "Skip")
        if name in ("assign", "unassign"):
            text = (
                translate("ChampionsView", "{kind} to {target}")
                if name == "assign"
                else translate("ChampionsView", "{kind} back from {target}")
            )
            return text.format(
                kind=self.name("dice", str(args[1])), target=self.target(str(args[0]), obs)
            )
        if name == "load_food":
            return translate("ChampionsView", "Load 1 Food on {shore}").format(
                shore=self.shore(int(args[0]))
            )
        if name == "unload_food":
            return translate("ChampionsView", "Unload 1 Food from {shore}").format(
                shore=self.shore(int(args[0]))
            )
        if name == "commit":
            return translate("ChampionsView", "Commit")
        if name == "reroll":
            count = bin(int(args[0])).count("1")
            return translate("ChampionsView", "Reroll dice: {count} (1 Favor)").format(count=count)
        if name == "keep":
            return translate("ChampionsView", "Keep the roll")
        if name == "lose":
            return translate("ChampionsView", "Lose a {kind}").format(
                kind=self.name("dice", str(args[0]))
            )
        if name in ("storm", "lost"):
            what = str(args[0])
            return content.text(f"resources.{what}") if what in GOODS else self.name("dice", what)
        if name == "give_blame":
            return translate("ChampionsView", "Give 1 Blame to {name}").format(
                name=self.names()[int(args[0])]
            )
        return name

    # -- the prompt ---------------------------------------------------------------------------

    def prompt(self, obs: dict[str, Any], mine: bool, hide_private: bool) -> str:
        """The prompt bar's sentence for the decision at hand."""
        names = self.names()
        current = obs["current"]
        if obs["phase"] == "over":
            return self.content.text("phases.over")
        if hide_private and current is not None:
            return translate("ChampionsView", "Pass the computer to {name}.").format(
                name=names[current]
            )
        if not mine:
            if obs["phase"] == "assign" and current is not None:
                return translate("ChampionsView", "{name} assigns warriors in secret…").format(
                    name=names[current]
                )
            return translate("ChampionsView", "{name} is deciding…").format(
                name=names[current] if current is not None else ""
            )
        combat = obs["combat"]
        if combat is not None:
            stage = combat["stage"]
            if stage == "reroll":
                return translate(
                    "ChampionsView",
                    "{hits} hits, {shields} shields. Click dice to reroll them (1 Favor "
                    "for all), or keep the roll.",
                ).format(hits=combat["hits"], shields=combat["shields"])
            if stage == "lose":
                return translate(
                    "ChampionsView", "Losses to take: {count}. Click a die to lose it."
                ).format(count=int(combat["losses_left"]))
            if stage == "healing":
                return translate("ChampionsView", "Use the Healing rune to save a warrior?")
            if stage == "victory":
                return translate("ChampionsView", "Victory! Use the Glory rune?")
        pending = obs.get("pending")
        if obs["phase"] == "leaders":
            return translate("ChampionsView", "Choose your Viking Leader.")
        if obs["phase"] == "assign":
            return translate(
                "ChampionsView",
                "Assign your warriors in secret: drag dice onto your fights and ships, "
                "Food with + and −, then Commit.",
            )
        prompts = {
            "peek": translate(
                "ChampionsView",
                "Sage's House: click the face-down Journey card you want to look at.",
            ),
            "true_vision": translate(
                "ChampionsView", "Use the True Vision rune to draw 2 more Destiny cards?"
            ),
            "keep_destiny": translate(
                "ChampionsView", "Keep one Destiny card; the others go back."
            ),
            "buy_ship": translate("ChampionsView", "Shipwright: choose the longship to buy."),
            "market": translate(
                "ChampionsView", "Market: swap goods one for one, as often as you like, then Done."
            ),
            "take_rune": translate(
                "ChampionsView", "Runesmith: click a rune to take it, or take the top of the deck."
            ),
            "buy_favor": translate("ChampionsView", "Stave Church: how much Favor do you buy?"),
            "repeat": translate("ChampionsView", "How many times do you pay for it?"),
            "journey_rune": translate(
                "ChampionsView", "Use the Journey rune to ignore this Journey card?"
            ),
            "storm": translate(
                "ChampionsView", "A Journey card strikes your ship: choose what you lose."
            ),
            "lost": translate(
                "ChampionsView", "A Journey card strikes your ship: choose what you lose."
            ),
            "starve": translate(
                "ChampionsView", "Not enough Food aboard: choose the warrior who starves."
            ),
            "give_blame": translate(
                "ChampionsView", "You beat the Troll: give 1 Blame to another player."
            ),
        }
        if pending in prompts:
            return prompts[pending]
        return translate(
            "ChampionsView",
            "Place a worker: drag it onto a location, or onto a port to sail there.",
        )

    # -- refusals and the log -----------------------------------------------------------------

    def refusal(self, refusal: tuple[str, dict[str, Any]]) -> str:
        """The game's reason ([refusals]), its arguments named as the board names them."""
        key, args = refusal
        values: dict[str, Any] = {}
        for arg, value in args.items():
            if arg == "location":
                values[arg] = self.name("locations", str(value))
            elif arg == "ship":
                values[arg] = self.name("ships", str(value))
            elif arg == "shore":
                values[arg] = self.shore(int(value))
            elif arg == "kind":
                values[arg] = self.name("dice", str(value))
            elif arg == "target":
                values[arg] = (
                    self.shore(int(str(value)[-1]))
                    if str(value).startswith("shore_")
                    else self.name("locations", str(value))
                )
            elif arg == "cost" and isinstance(value, dict):
                values[arg] = self.amounts(value)
            else:
                values[arg] = value
        if "ship" in values:  # a longship is a location too ("cannot pay for {location}")
            values.setdefault("location", values["ship"])
        try:
            return self.content.fill(
                self.content.text(f"refusals.{key}"), values, f"refusals.{key}"
            )
        except (ContentError, KeyError):
            return translate("ChampionsView", "That move is not legal now.")

    def log_lines(self, entries: list[LogEntry]) -> list[LogLine]:
        """The log's lines, from the content's [log] table only: an event it does not word yet
        shows nothing, rather than English assembled here."""
        names = self.names()
        lines = []
        for entry in entries:
            event: Event = entry.event
            try:
                text = render_event(self.content, event, seat_names=names, card_name=str)
            except (ContentError, KeyError, IndexError, ValueError):
                continue
            lines.append(LogLine(text, event.key in HEADINGS, entry.seat))
        return lines
