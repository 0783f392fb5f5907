# ruff: noqa: E501
"""Every event key Aquatica emits, its argument names and what it means (for translators and
the log).

Arguments are plain: seats, ids of games/aquatica/__init__.py (characters, Kings, Locations,
goals, depths, manta faces and kinds, Location types), board slots 0..4, row "top"/"bottom",
character-row slots 0..5 and counts. The event's seat is the player it is about; None for the
whole table.
"""

from __future__ import annotations

EVENTS: dict[str, tuple[tuple[str, ...], str]] = {
    "aquatica.pick_king": (("king",), "chose a King (the draft, or solo: one of three); shown to that seat only"),
    "aquatica.setup_king": (("king", "face"), "the King went back to the box for a wild manta of that face, kept beside the trained ones"),
    "aquatica.play": (("card",), "played a character (the main action)"),
    "aquatica.replay": (("card",), "Healer: took the character back from the discard pile and played it now"),
    "aquatica.main_done": ((), "the main action is over: the played cards go to the discard pile"),
    "aquatica.gain": (("resource", "amount", "type"), "gained coins or power for this turn (`type`: power only for conquering that Location type, '' for any)"),
    "aquatica.exploit": (("slot", "location", "depth"), "exploited the top depth of a Location; the card slid up one depth"),
    "aquatica.flip": (("kind", "face"), "flipped a ready manta (it is tired now) for its effect"),
    "aquatica.buy": (("location", "row", "slot", "cost"), "bought a Location into a board slot for coins"),
    "aquatica.conquer": (("location", "row", "slot", "cost"), "conquered a Location into a board slot with power"),
    "aquatica.recruit": (("card", "slot", "cost"), "recruited a character from that slot of the row"),
    "aquatica.draw_character": (("card",), "the character row slid left and this card filled its rightmost slot"),
    "aquatica.row_discard": (("card",), "2 players, Matrona: the leftmost character of the row left the game"),
    "aquatica.raise": (("slot", "location", "depths"), "raised a Location this many depths"),
    "aquatica.fully_raised": (("slot", "location"), "the Location is fully raised"),
    "aquatica.wild_manta": (("face",), "took a ready wild manta of that face from the supply"),
    "aquatica.score": (("slot", "location"), "moved a fully raised Location to the scoring pile"),
    "aquatica.discard_top_row": (("locations",), "Scout: the top row was discarded"),
    "aquatica.scout": (("moved", "discarded"), "Scout: these bottom-row Locations moved up, the others were discarded"),
    "aquatica.deal": (("locations",), "the bottom row was dealt these Locations"),
    "aquatica.take_back": (("card",), "took a character back from the discard pile to the hand"),
    "aquatica.take_back_all": (("count",), "Matrona: took every discarded character back"),
    "aquatica.ready_mantas": (("count",), "readied every own manta (count: how many were tired)"),
    "aquatica.choose": (("option",), "chose one of the card's options (0: the first)"),
    "aquatica.tire": (("kind", "face", "by"), "had to tire a ready manta (Meg, played by seat `by`)"),
    "aquatica.discard": (("card", "by"), "had to discard a character (the Researcher, played by seat `by`)"),
    "aquatica.claim": (("goal", "spot", "points"), "put a trained manta on a goal's first free spot (spot 1 is the first)"),
    "aquatica.ichthyander": (("goal", "spot", "left"), "solo: an Ichthyander manta took a goal spot; `left` still to come"),
    "aquatica.pass": (("step",), "passed a step that could not be paid, or chose not to Scout"),
    "aquatica.cannot": (("step",), "an icon that could do nothing was skipped"),
    "aquatica.end_triggered": (("why", "turns"), "the end is near (why: goals, locations, characters, ichthyanders): `turns` more turns after this one"),
    "aquatica.end_turn": (("coins", "power"), "ended the turn; the coins and power left were lost"),
    "aquatica.game_end": (("totals", "winners", "rank"), "the game is over: final scores (`rank` solo only: blobfish, sea_serpent, leviathan, kraken)"),
}
