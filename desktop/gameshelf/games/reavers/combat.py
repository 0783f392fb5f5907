"""Costs in dice faces and combat (shared/rules/reavers.md, Combat): Hammer faces buy combat
dice, the roll's successes against a Defense, 1 Favor to reroll any subset, as often as the
seat can pay; the crew dice spent are lost either way. Rolls use engine/dice.py."""

from __future__ import annotations

from typing import Any

from ...engine import Event
from ...engine.dice import full_mask, indices_of, reroll, roll, total
from .state import ReaversState

DICE_GOODS = ("food", "favor")


def _wild(s: ReaversState, seat: int) -> str | None:
    """The leader's clan face: it counts as any face for costs and combos."""
    leader = s.players[seat]["leader"]
    return f"clan_{s.data.reavers[leader].clan}" if leader else None


def _plan(s: ReaversState, seat: int, need: dict[str, int]) -> list[int] | None:
    """The dice that pay `need` (exact faces first, then wild faces, lowest index first), or
    None when the seat cannot pay."""
    dice = s.players[seat]["dice"]
    used: list[int] = []
    wild = _wild(s, seat)
    short = 0
    for face, count in need.items():
        exact = [i for i, (_, f) in enumerate(dice) if f == face and i not in used][:count]
        used += exact
        short += count - len(exact)
    if short:
        wilds = [i for i, (_, f) in enumerate(dice) if f == wild and i not in used][:short]
        if len(wilds) < short:
            return None
        used += wilds
    return used


def can_pay_faces(s: ReaversState, seat: int, need: dict[str, int]) -> bool:
    return _plan(s, seat, need) is not None


def pay_faces(s: ReaversState, seat: int, need: dict[str, int]) -> None:
    used = _plan(s, seat, need)
    assert used is not None
    dice = s.players[seat]["dice"]
    for i in sorted(used, reverse=True):
        dice.pop(i)


def can_pay_goods(s: ReaversState, seat: int, cost: dict[str, int]) -> bool:
    p = s.players[seat]
    goods = {k: v for k, v in cost.items() if k in DICE_GOODS}
    return all(p[k] >= v for k, v in goods.items()) and can_pay_faces(
        s, seat, {k: v for k, v in cost.items() if k not in DICE_GOODS})


def pay_goods(s: ReaversState, seat: int, cost: dict[str, int]) -> None:
    for key in DICE_GOODS:
        s.players[seat][key] -= cost.get(key, 0)
    pay_faces(s, seat, {k: v for k, v in cost.items() if k not in DICE_GOODS})


def combat_value(s: ReaversState, seat: int, face: str) -> int:
    """The combat dice a crew face buys (the leader's wild clan face counts as a Hammer)."""
    for die in s.data.dice.values():
        for f in die.faces:
            if f.name == face:
                return f.value("combat") or (1 if face == _wild(s, seat) else 0)
    return 0


def start(s: ReaversState, seat: int, defense: int, win: dict[str, Any]) -> None:
    s.combat = {"seat": seat, "defense": defense, "win": win, "committed": [], "roll": None}
    s.push("commit", seat)


def answers(s: ReaversState, top: dict[str, Any]) -> list[tuple]:
    c = s.combat
    assert c is not None
    seat = top["seat"]
    if top["step"] == "commit":
        dice = s.players[seat]["dice"]
        result: list[tuple] = [("commit", i) for i, (_, f) in enumerate(dice)
                               if combat_value(s, seat, f)]
        return [*result, ("roll",)]
    result = [("accept",)]
    if s.players[seat]["favor"] >= s.data.favor_per_reroll and not won(s):
        result += [("reroll", m) for m in range(1, full_mask(len(c["roll"])) + 1)]
    return result


def won(s: ReaversState) -> bool:
    c = s.combat
    assert c is not None
    dice = [s.data.combat_die] * len(c["roll"])
    return total(dice, c["roll"], "successes") >= c["defense"]


def _commit(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    assert s.combat is not None
    colour, face = s.players[seat]["dice"].pop(index)
    s.combat["committed"].append([colour, face])
    s.push("commit", seat)


def _roll(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    count = sum(combat_value(s, seat, f) for _, f in c["committed"])
    count += s.players[seat]["extra_combat"]
    c["roll"] = roll([s.data.combat_die] * count, s.rng)
    events.append(Event("reavers.combat_roll", seat, {"faces": list(c["roll"]),
                                                      "defense": c["defense"]}))
    s.push("reroll", seat)


def _reroll(s: ReaversState, seat: int, top: dict, mask: int, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    s.players[seat]["favor"] -= s.data.favor_per_reroll
    c["roll"] = reroll([s.data.combat_die] * len(c["roll"]), c["roll"], mask, s.rng)
    events.append(Event("reavers.reroll", seat, {"count": len(indices_of(mask)),
                                                 "faces": list(c["roll"])}))
    s.push("reroll", seat)


def _accept(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    c = s.combat
    assert c is not None
    victory = won(s)
    s.combat = None
    settle(s, seat, c["win"], victory, events)


def settle(s: ReaversState, seat: int, what: dict[str, Any], victory: bool,
           events: list[Event]) -> None:
    """The prize of a beaten Sea Battle, Territory or pillage, or the card back on a loss."""
    from .rules import gain

    p = s.players[seat]
    card, kind = what["card"], what["kind"]
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


HANDLERS = {"commit": _commit, "roll": _roll, "reroll": _reroll, "accept": _accept}
