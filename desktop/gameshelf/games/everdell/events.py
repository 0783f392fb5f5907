# ruff: noqa: E501
"""Every event key Everdell emits, its argument names and what it means (for translators).

Events carry plain arguments: card ids, location and event ids, seats (rows: in a solo game
a `target` of 1 is Rugwort), counts and resource amounts. An event about Rugwort has no seat
and carries `automaton = "rugwort"`. Resource amounts appear only when not zero.
"""

from __future__ import annotations

RESOURCE_ARGS = ("twig", "resin", "pebble", "berry")

EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "everdell.place_worker": (("location",), "placed a worker on a location"),
    "everdell.visit_destination": (("card", "owner"), "placed a worker on a destination card in a city (owner: that city's seat)"),
    "everdell.claim_event": (("event",), "placed a worker on an event and achieved it"),
    "everdell.play_card": (("card", "method", *RESOURCE_ARGS), "played a card, paying this way (cost, judge, occupy, crane, innkeeper, dungeon, inn, discount, free) and these resources"),
    "everdell.prepare_for_season": (("season",), "prepared for the next season (1 spring, 2 summer, 3 autumn)"),
    "everdell.year_start": (("season",), "set-up of every game: the first season (0, winter) begins; the seat plays first"),
    "everdell.new_season": (("season", "workers"), "recalled the workers, gained new ones, entered the season"),
    "everdell.pass": ((), "passed: the game is over for this player"),
    "everdell.game_end": (("totals", "winners"), "every player passed: the game is over"),
    "everdell.draw": (("count",), "drew cards from the deck"),
    "everdell.reshuffle": (("count",), "the discard pile was shuffled into a new deck"),
    "everdell.meadow_refill": (("slot", "card"), "a Meadow slot (0-based) was refilled"),
    "everdell.take_from_meadow": (("card",), "took a Meadow card into the hand"),
    "everdell.discard_from_meadow": (("card",), "discarded a Meadow card (Undertaker)"),
    "everdell.discard": ((), "discarded a card from the hand, face down (which card is not told)"),
    "everdell.discard_from_city": (("card",), "a card left the city for the discard pile"),
    "everdell.discard_revealed": (("cards",), "the revealed cards not played were discarded"),
    "everdell.reveal": (("cards",), "revealed cards (Postal Pigeon, Cemetery, Ancient Scrolls)"),
    "everdell.gain": (RESOURCE_ARGS, "gained resources"),
    "everdell.point_tokens": (("count",), "gained point tokens"),
    "everdell.give_resources": (("target", *RESOURCE_ARGS), "gave resources to an opponent"),
    "everdell.give_card": (("target",), "gave a card to an opponent (target -1: discarded)"),
    "everdell.fool": (("target",), "played the Fool into an opponent's city"),
    "everdell.imprison": (("card",), "put a Critter from the city into the Dungeon"),
    "everdell.produce": (("card",), "a Production card was activated"),
    "everdell.storehouse": (("resource", "count"), "put resources on the Storehouse"),
    "everdell.clock_tower": (("location",), "removed a Clock Tower token to activate a location"),
    "everdell.move_worker": (("from",), "the Ranger moved a worker from this place (location id or card id)"),
    "everdell.recall_worker": (("from",), "recalled a worker from this place (A Wee Run City)"),
    "everdell.rugwort_starts": (("forest", "location"), "set-up of a solo game: Rugwort's workers start on this Forest card and this basic location, blocking them"),
    "everdell.rugwort_roll": (("roll",), "Rugwort rolled the d8: that Meadow slot is empty"),
    "everdell.rugwort_takes": (("roll", "card"), "Rugwort rolled the d8 and took that Meadow card into his city"),
    "everdell.rugwort_fool": (("target",), "Rugwort's Fool went into your city"),
    "everdell.rugwort_loses": (("card",), "your Fool removed a card from Rugwort's city"),
    "everdell.rugwort_claims": (("event",), "Rugwort achieved a basic event"),
    "everdell.rugwort_blocks": (("slots",), "Rugwort's workers block these Meadow slots (1 to 8)"),
    "everdell.rugwort_moves": (("location",), "Rugwort moved a worker to this location"),
    "everdell.rugwort_takes_worker": ((), "Rugwort (Year 3) took one of your autumn workers"),
}  # fmt: skip
