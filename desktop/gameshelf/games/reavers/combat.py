"""Costs in dice faces and combat (shared/rules/reavers.md, Combat): Hammer faces buy combat
dice, the roll's successes against a Defense, 1 Favor to reroll any subset, as often as the
seat can pay; the crew dice spent are lost either way. Rolls use engine/dice.py.

A cost in faces is paid one face at a time (`pay` steps): from a crew die showing the face or
the leader's wild clan face, or from a ready Ship Upgrade token (flipped until clean-up). Only
payments that leave the rest payable are offered, and a step whose answers are all alike (dice
showing the same face: their colours no longer matter on the board) is paid without asking.
"""

from __future__ import annotations

from typing import Any

from ...engine import Event
from ...engine.dice import full_mask, indices_of, reroll, roll, total
from .data import PLAIN_FACES
from .state import ReaversState

DICE_GOODS = ("food", "favor")
TOKEN_FACES = {"ship_hammer": ("ship", "hammer")}  # stand-in: pays either face
TOKEN_COMBAT = {"hammer": 1, "double_hammer": 2}  # combat dice a token buys
TOKEN_SUCCESSES = {"ship_hammer": 1}  # stand-in: one combat success


def _wild(s: ReaversState, seat: int) -> str | None:
    """The leader's clan face: it counts as any face for costs and combos."""
    leader = s.players[seat]["leader"]
    return f"clan_{s.data.reavers[leader].clan}" if leader else None


def ready_tokens(s: ReaversState, seat: int) -> list[int]:
    p = s.players[seat]
    return [i for i in range(len(p["upgrades"])) if i not in p["used_tokens"]]


def faces_paid(face: str, wild: str | None) -> tuple[str, ...]:
    """The cost faces a crew die showing `face` pays when `wild` is the leader's clan face:
    any for the wild face, its own for a plain face, none for another clan's face."""
    if face == wild:
        return PLAIN_FACES
    return (face,) if face in PLAIN_FACES else ()


def _sources(s: ReaversState, seat: int) -> list[tuple[str, int, tuple[str, ...]]]:
    """What can pay a face: ("die", board index, faces) and ("token", index, faces)."""
    p = s.players[seat]
    wild = _wild(s, seat)
    result: list[tuple[str, int, tuple[str, ...]]] = []
    for i, (_, face) in enumerate(p["dice"]):
        if paid := faces_paid(face, wild):
            result.append(("die", i, paid))
    for i in ready_tokens(s, seat):
        token = p["upgrades"][i]
        result.append(("token", i, TOKEN_FACES.get(token, (token,))))
    return result


def _feasible(sources: list[tuple[str, int, tuple[str, ...]]], need: dict[str, int]) -> bool:
    """Whether every face of `need` gets a source of its own (a matching, by augmenting paths;
    costs are a handful of faces)."""
    units = [face for face, count in need.items() for _ in range(count)]
    owner: dict[int, int] = {}  # source position -> unit

    def place(unit: int, seen: set[int]) -> bool:
        for k, (_, _, faces) in enumerate(sources):
            if units[unit] in faces and k not in seen:
                seen.add(k)
                if k not in owner or place(owner[k], seen):
                    owner[k] = unit
                    return True
        return False

    return all(place(u, set()) for u in range(len(units)))


def can_pay_faces(s: ReaversState, seat: int, need: dict[str, int]) -> bool:
    return _feasible(_sources(s, seat), {k: v for k, v in need.items() if v})


def push_payment(s: ReaversState, seat: int, need: dict[str, int]) -> None:
    need = {k: v for k, v in need.items() if v}
    if need:
        s.push("pay", seat, need=need)


def pay_answers(s: ReaversState, seat: int, need: dict[str, int]) -> list[tuple]:
    """pay_die(index, face) and pay_token(index, face) that leave the rest payable."""
    sources = _sources(s, seat)
    result = []
    for k, (kind, index, faces) in enumerate(sources):
        for face in faces:
            if need.get(face):
                rest = dict(need)
                rest[face] -= 1
                if _feasible(sources[:k] + sources[k + 1:], rest):
                    result.append((f"pay_{kind}", index, face))
    return result


def alike_payment(s: ReaversState, seat: int, answers: list[tuple]) -> tuple | None:
    """The one payment to make without asking: every answer is a die showing the same face
    paying that face, or a token of the same kind paying the same face."""
    p = s.players[seat]

    def kind(answer: tuple) -> tuple:
        name, index, face = answer
        shown = p["dice"][index][1] if name == "pay_die" else p["upgrades"][index]
        return name, shown, face

    return answers[0] if answers and len({kind(a) for a in answers}) == 1 else None


def _pay(s: ReaversState, seat: int, top: dict, index: int, face: str,
         events: list[Event], token: bool = False) -> None:
    need = dict(top["need"])
    need[face] -= 1
    p = s.players[seat]
    if token:
        p["used_tokens"].append(index)
    else:
        p["dice"].pop(index)
    events.append(Event("reavers.pay", seat, {"face": face, "with": "token" if token else "die"}))
    push_payment(s, seat, need)


def _pay_die(s: ReaversState, seat: int, top: dict, index: int, face: str,
             events: list[Event]) -> None:
    _pay(s, seat, top, index, face, events)


def _pay_token(s: ReaversState, seat: int, top: dict, index: int, face: str,
               events: list[Event]) -> None:
    _pay(s, seat, top, index, face, events, token=True)


def can_pay_goods(s: ReaversState, seat: int, cost: dict[str, int]) -> bool:
    p = s.players[seat]
    goods = {k: v for k, v in cost.items() if k in DICE_GOODS}
    return all(p[k] >= v for k, v in goods.items()) and can_pay_faces(
        s, seat, {k: v for k, v in cost.items() if k not in DICE_GOODS})


def pay_goods(s: ReaversState, seat: int, cost: dict[str, int]) -> None:
    """Food and Favor at once; the faces as `pay` steps."""
    for key in DICE_GOODS:
        s.players[seat][key] -= cost.get(key, 0)
    push_payment(s, seat, {k: v for k, v in cost.items() if k not in DICE_GOODS})


def combat_value(s: ReaversState, seat: int, face: str) -> int:
    """The combat dice a crew face buys (the leader's wild clan face counts as a Hammer)."""
    return face_combat(s, face, _wild(s, seat))


def face_combat(s: ReaversState, face: str, wild: str | None) -> int:
    """The combat dice a crew face buys when `wild` is the leader's clan face."""
    for die in s.data.dice.values():
        for f in die.faces:
            if f.name == face:
                return f.value("combat") or (1 if face == wild else 0)
    return 0


def start(s: ReaversState, seat: int, defense: int, win: dict[str, Any]) -> None:
    """A combat; a Land Deed's cut of the Defense for this activation applies."""
    defense = max(0, defense - s.players[seat]["defense_cut"])
    s.combat = {"seat": seat, "defense": defense, "win": win, "committed": [], "tokens": 0,
                "successes": 0, "roll": None}
    s.push("commit", seat)


def answers(s: ReaversState, top: dict[str, Any]) -> list[tuple]:
    c = s.combat
    assert c is not None
    seat = top["seat"]
    p = s.players[seat]
    if top["step"] == "commit":
        result: list[tuple] = [("commit", i) for i, (_, f) in enumerate(p["dice"])
                               if combat_value(s, seat, f)]
        result += [("commit_token", i) for i in ready_tokens(s, seat)
                   if p["upgrades"][i] in TOKEN_COMBAT or p["upgrades"][i] in TOKEN_SUCCESSES]
        return [*result, ("roll",)]
    result = [("accept",)]
    if c["roll"] and p["favor"] >= s.data.favor_per_reroll and not won(s):
        result += [("reroll", m) for m in range(1, full_mask(len(c["roll"])) + 1)]
    return result


def won(s: ReaversState) -> bool:
    c = s.combat
    assert c is not None
    dice = [s.data.combat_die] * len(c["roll"])
    return total(dice, c["roll"], "successes") + c["successes"] >= c["defense"]


def _commit(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    assert s.combat is not None
    colour, face = s.players[seat]["dice"].pop(index)
    s.combat["committed"].append([colour, face])
    s.push("commit", seat)


def _commit_token(s: ReaversState, seat: int, top: dict, index: int,
                  events: list[Event]) -> None:
    """A Ship Upgrade token in a combat: flipped, not lost, whatever the outcome."""
    c = s.combat
    assert c is not None
    p = s.players[seat]
    token = p["upgrades"][index]
    p["used_tokens"].append(index)
    c["tokens"] += TOKEN_COMBAT.get(token, 0)
    c["successes"] += TOKEN_SUCCESSES.get(token, 0)
    events.append(Event("reavers.pay", seat, {"face": token, "with": "token"}))
    s.push("commit", seat)


def _roll(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    count = sum(combat_value(s, seat, f) for _, f in c["committed"]) + c["tokens"]
    count += s.players[seat]["extra_combat"]
    c["roll"] = roll([s.data.combat_die] * count, s.rng)
    events.append(Event("reavers.combat_roll", seat, {"faces": face_ids(s, c["roll"]),
                                                      "defense": c["defense"]}))
    s.push("reroll", seat)


def face_ids(s: ReaversState, rolled: list[int]) -> list[str]:
    """The combat die face ids of a roll (the events name faces, not their indices)."""
    return [s.data.combat_die.faces[i].name for i in rolled]


def _reroll(s: ReaversState, seat: int, top: dict, mask: int, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    s.players[seat]["favor"] -= s.data.favor_per_reroll
    c["roll"] = reroll([s.data.combat_die] * len(c["roll"]), c["roll"], mask, s.rng)
    events.append(Event("reavers.reroll", seat, {"count": len(indices_of(mask)),
                                                 "faces": face_ids(s, c["roll"])}))
    s.push("reroll", seat)


def _accept(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    victory = won(s)
    s.combat = None
    settle(s, seat, c["win"], victory, events)


def settle(s: ReaversState, seat: int, what: dict[str, Any], victory: bool,
           events: list[Event], fought: bool = True) -> None:
    """The prize of a beaten Sea Battle, Territory or pillage, or the card back on a loss."""
    from .rules import gain

    p = s.players[seat]
    card, kind = what["card"], what["kind"]
    if fought:
        events.append(Event("reavers.combat_end", seat, {"card": card, "won": victory}))
    if kind == "pillage":
        deck = what["deck"]
        s.discards[deck].append(card)
        if victory:
            p["pillaged"] += 1
            spoil = (s.data.village if deck == "village" else s.data.keep)[card]
            gain(s, seat, dict(spoil.pillage or {}), events)
    elif kind == "sea_battle":
        battle = s.data.sea_battles[card]
        if victory:
            p["sea_battles"].append(card)
            gain(s, seat, {**battle.reward, **({"kraken": 1} if battle.kraken else {})}, events)
        else:
            s.decks["sea_battles"].insert(0, card)
    else:
        tile = s.data.territories[card]
        if victory:
            p["territories"].append(card)
            # a Dice territory's dice: colour and face chosen
            gain(s, seat, {**tile.reward, **({"troll": 1} if tile.troll else {})}, events,
                 choose_face=True)
        else:
            s.territory_stacks[tile.type].insert(0, card)


HANDLERS = {"commit": _commit, "commit_token": _commit_token, "roll": _roll, "reroll": _reroll,
            "accept": _accept, "pay_die": _pay_die, "pay_token": _pay_token}
