"""The longship board (shared/rules/reavers.md, Player board and Spoils resolution): crew dice
on its 10 spaces, Artifacts holding one die each and firing at their location, Ship Upgrade
tokens readied at clean-up.

A player's `artifacts` lists the Artifact cards in their spaces, `stored` maps an Artifact to
the [colour, face] of the die on it, `used_tokens` lists the indices of the `upgrades` tokens
flipped this round.
"""

from __future__ import annotations

from ...engine import Event
from .data import PLAIN_FACES
from .state import ReaversState


def _accepts(s: ReaversState, card: str, face: str) -> bool:
    """An empty Artifact takes a die showing its face; one storing "any" takes any face but a
    clan face (a clan face is no wild on an Artifact)."""
    stores = s.data.village[card].detail
    return face in PLAIN_FACES and stores in (face, "any")


def storable(s: ReaversState, seat: int, face: str) -> list[str]:
    p = s.players[seat]
    return [c for c in p["artifacts"] if c not in p["stored"] and _accepts(s, c, face)]


def add_die(s: ReaversState, seat: int, colour: str, face: str, events: list[Event]) -> None:
    """A new die: onto an empty Artifact that takes it (the seat's choice, `store`), else onto
    the board, where a die over the spaces is discarded (old or new, `discard_die`)."""
    if storable(s, seat, face):
        s.push("store", seat, colour=colour, face=face)
    else:
        board_die(s, seat, colour, face, events)


def board_die(s: ReaversState, seat: int, colour: str, face: str, events: list[Event]) -> None:
    dice = s.players[seat]["dice"]
    dice.append([colour, face])
    events.append(Event("reavers.die", seat, {"colour": colour, "face": face}))
    if len(dice) > s.data.rules["board_dice"]:
        s.push("discard_die", seat)


def _store_die(s: ReaversState, seat: int, top: dict, card: str, events: list[Event]) -> None:
    s.players[seat]["stored"][card] = [top["colour"], top["face"]]
    events.append(Event("reavers.store_die", seat, {"card": card, "colour": top["colour"],
                                                    "face": top["face"]}))


def _discard_die(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    colour, face = s.players[seat]["dice"].pop(index)
    events.append(Event("reavers.discard_die", seat, {"colour": colour, "face": face}))


def take_artifact(s: ReaversState, seat: int, card: str) -> None:
    """Into a free Artifact space; with all four full, the seat chooses one of the five for
    the Glory pile (`discard_artifact`)."""
    p = s.players[seat]
    p["artifacts"].append(card)
    if len(p["artifacts"]) > s.data.rules["artifact_spaces"]:
        s.push("discard_artifact", seat)


def _discard_artifact(s: ReaversState, seat: int, top: dict, card: str,
                      events: list[Event]) -> None:
    """The Artifact to the Glory pile; its stored die goes back to the supply."""
    p = s.players[seat]
    p["artifacts"].remove(card)
    p["stored"].pop(card, None)
    p["glory_pile"].append(card)
    events.append(Event("reavers.discard_artifact", seat, {"card": card}))


def push_artifacts(s: ReaversState, location: str) -> None:
    """Rules (a) step 2: each player, from the active one, may use every loaded Artifact of
    the activated location once, even one who will Rest."""
    for seat in reversed(s.order_from(s.active or 0)):
        cards = loaded(s, seat, location)
        if cards:
            s.push("artifact", seat, cards=cards)


def loaded(s: ReaversState, seat: int, location: str) -> list[str]:
    p = s.players[seat]
    return [c for c in p["artifacts"]
            if c in p["stored"] and s.data.village[c].trigger == location]


def _use_artifact(s: ReaversState, seat: int, top: dict, card: str, events: list[Event]) -> None:
    from .rules import gain

    p = s.players[seat]
    _, face = p["stored"].pop(card)
    rest = [c for c in top["cards"] if c != card and c in p["stored"]]
    if rest:
        s.push("artifact", seat, cards=rest)
    events.append(Event("reavers.artifact", seat, {"card": card, "face": face}))
    gain(s, seat, dict(s.data.village[card].gain or {}), events)


def ready_tokens_at_cleanup(s: ReaversState) -> None:
    """Clean-up step 5: flipped Ship Upgrade tokens are ready again."""
    for p in s.players:
        p["used_tokens"] = []


HANDLERS = {"store_die": _store_die, "discard_die": _discard_die,
            "discard_artifact": _discard_artifact, "use_artifact": _use_artifact}
