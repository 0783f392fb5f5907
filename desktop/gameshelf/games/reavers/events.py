# ruff: noqa: E501
"""Every event key Reavers of Midgard emits, its argument names and what it means (for
translators and the log).

Arguments are plain: ids from the contract in __init__.py (locations, cards, tiles, clans and
dice colours, die faces, ship upgrade tokens, trade options), counts and lists. `faces` of a
combat roll is a list of combat die face ids (s<i>_<successes>). The event's seat is the player
it is about; None for the whole table. An argument listed may be left out where the key says
so (`gain` and `lose` give only what changed, `rest` one of its two).
"""

from __future__ import annotations

EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "reavers.round_start": (("round",), "clean-up is over: a new round begins (Trade dice rerolled, rows refilled, Ship Upgrade tokens ready again)"),
    "reavers.game_end": (("totals", "winners"), "the sixth round is over: final scores (totals per seat, the winning seats)"),
    "reavers.place": (("location",), "placed a longship pawn (or the Honor Ship) on a location: the seat is its active player"),
    "reavers.specialized": (("card",), "a Specialized Reaver of the seat fired for the activated location"),
    "reavers.artifact": (("card", "face"), "used an Artifact: its stored die (showing `face`) is discarded for its effect"),
    "reavers.follow": (("location",), "paid the location's cost and takes part"),
    "reavers.pay": (("face", "with"), "paid one face of a cost or a combo; `with` is \"die\" or \"token\" (a Ship Upgrade token, flipped until clean-up)"),
    "reavers.rest": (("food", "colour"), "Rested: took `food` Food, or a die of `colour` (its face is chosen next); only one of the two is given"),
    "reavers.die": (("colour", "face"), "a crew die went onto the longship board"),
    "reavers.store_die": (("card", "colour", "face"), "a new crew die went onto that Artifact instead of the board"),
    "reavers.discard_die": (("colour", "face"), "discarded a crew die: the board was over its spaces"),
    "reavers.discard_artifact": (("card",), "an Artifact went to the Glory pile to make room for another"),
    "reavers.gain": (("food", "favor", "glory", "die", "combat_dice", "wall", "troll", "kraken", "village", "keep"), "gained goods (only those given): Food, Favor, Glory, dice to take, combat dice for this activation, Wall tokens, trophies, Spoils cards to draw"),
    "reavers.defense_cut": (("cut",), "lowered the Defense the seat must beat this activation by `cut` (a positive number: a Land Deed)"),
    "reavers.lose": (("food", "favor", "glory"), "lost goods to a Sea Journey (only those lost, each what was actually taken away)"),
    "reavers.recruit": (("cards",), "took Reaver cards and rolled their top-left dice"),
    "reavers.use_reaver": (("card", "use"), "used a Reaver: use is rally, specialize or promote"),
    "reavers.trade": (("option",), "Trade with Villages: took one action (dice, food, prophecy, favor)"),
    "reavers.start_player": ((), "took the Start Player marker"),
    "reavers.take_prophecy": (("card",), "took a Prophecy (held face up)"),
    "reavers.spoil": (("card",), "resolved a Village or Keep Spoils card"),
    "reavers.upgrade": (("card", "choice"), "a Ship Upgrade card: took its token or 3 Glory (choice token or glory)"),
    "reavers.pillage": (("card",), "pillages the Farm, Wall or Tower: a combat against its Defense"),
    "reavers.journey": (("card",), "turned over a Sea Journey card"),
    "reavers.journey_end": (("card", "choice"), "the Sea Journey is over: paid its cost or suffered its effect (choice pay or suffer)"),
    "reavers.battle": (("card",), "took a Sea Battle to beat"),
    "reavers.territory": (("card",), "turned over a Territory tile to conquer"),
    "reavers.beat": (("card",), "beat the Sea Battle or Territory by paying its dice combination"),
    "reavers.combat_roll": (("faces", "defense"), "rolled the combat dice against a Defense"),
    "reavers.reroll": (("count", "faces"), "spent 1 Favor to reroll this many combat dice"),
    "reavers.combat_end": (("card", "won"), "the combat for that card is over, won or lost (spent dice are gone either way)"),
    "reavers.territory_income": (("glory",), "clean-up: 1 Glory per Territory tile owned"),
}
