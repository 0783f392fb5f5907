# ruff: noqa: E501
"""Every event key Champions of Midgard emits, its argument names and what it means (for
translators and the log).

Arguments are plain: seats, ids from the contract (locations, ships, enemies, runes, leaders,
Journey cards, die kinds), shore numbers 0..3 and counts. `why` names the cause of a gain or a
loss: a location or stall id, "victory", "asmundr", "ullr", "success"; for a lost die
"combat", "storm", "lost", "whirlpool" or "starvation". `faces` is a list of "kind:face"
strings (face: blank, hit1, hit2, shield). The event's seat is the player it is about; None
for the whole table.
"""

from __future__ import annotations

EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "champions.round_start": (("round", "troll", "draugr", "monsters", "merchant"), "a round is set up (seat: the first player); the enemies and Merchant Ship card revealed"),
    "champions.round_end": (("round",), "clean-up: workers and ships come back"),
    "champions.game_end": (("totals", "winners"), "the eighth round is over: final scores"),
    "champions.choose_leader": (("leader",), "chose a Viking Leader in the draft"),
    "champions.place": (("location",), "placed a worker on a location (or Market Stall)"),
    "champions.place_ship": (("ship", "shore"), "took a longship to the port of that shore"),
    "champions.beg": ((), "begged: no placement was possible (+1 Food, +1 Blame)"),
    "champions.first_player": (("previous",), "the First Player marker moved to the seat"),
    "champions.gain_dice": (("kind", "count", "returned"), "gained warriors; `returned` went back over the cap of 8"),
    "champions.gain": (("food", "wood", "coin", "favor", "why"), "gained resources (only those not zero are given)"),
    "champions.glory": (("amount", "why"), "gained Glory"),
    "champions.peek": (("shore",), "Sage's House: looked at that shore's Journey card in secret"),
    "champions.draw_destiny": (("count",), "drew Destiny cards in secret"),
    "champions.keep_destiny": (("returned",), "kept one Destiny; the others went to the bottom of the deck"),
    "champions.buy_ship": (("ship",), "bought a Private Longship"),
    "champions.swap": (("give", "get"), "Market: swapped one good for another"),
    "champions.take_rune": (("rune",), "Runesmith: took a rune"),
    "champions.buy_favor": (("favor", "coin"), "Stave Church: bought Favor for coins"),
    "champions.hire_worker": (("cost",), "Worker Huts: hired the extra worker for good"),
    "champions.repeat": (("stall", "count"), "Aumingi: paid 1 Food for 1 Favor this many times"),
    "champions.use_rune": (("rune",), "used a rune (gifts: food, wood, coin; success: destiny; wealth: coin)"),
    "champions.assign_start": ((), "the players with fights assign their warriors in secret"),
    "champions.commit": ((), "finished the secret assignment"),
    "champions.reveal": (("assign", "food"), "every assignment is shown: per seat, target -> kind -> dice, and shore -> Food"),
    "champions.hunt": (("target", "enemy", "dice"), "goes hunting with this many dice"),
    "champions.hunted": (("hits", "food"), "the hunt is over: hits and the Food gained (at most 6)"),
    "champions.fight": (("target", "enemy", "dice"), "fights an enemy with this many dice"),
    "champions.roll": (("faces",), "rolled the dice of a fight or a hunt"),
    "champions.reroll": (("count", "faces"), "spent 1 Favor to reroll this many dice"),
    "champions.combat_round": (("enemy", "hits", "shields", "damage", "losses"), "a combat round: damage so far and warriors to lose"),
    "champions.lose_die": (("kind", "why"), "a warrior went back to the supply"),
    "champions.lose_food": (("shore", "count"), "Food lost off the ship to a Journey card"),
    "champions.victory": (("enemy",), "slew the enemy"),
    "champions.defeat": (("enemy",), "every warrior fell: the fight is lost"),
    "champions.discard_blame": ((), "the Troll's victor discarded 1 Blame"),
    "champions.give_blame": (("to",), "the Troll's victor gave 1 Blame to that seat"),
    "champions.troll_blame": (("troll",), "nobody slew the Troll: everyone gains 1 Blame"),
    "champions.journey": (("shore", "card"), "a ship's Journey card is turned over"),
    "champions.feed": (("shore", "warriors", "food", "starved"), "the ship's warriors are fed; the unfed starve"),
    "champions.restricted": (("kind", "enemy"), "warriors of a kind the monster is immune to are lost before the fight"),
}
