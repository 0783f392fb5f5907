"""What the icons do (rules page, Effects) and the checks the decisions share: targets a
payment can reach, whether a resource or an effect would be used at all, goals' measures.

Functions take the state and the seat; they change the state and append events, or answer a
question about it without changing it.
"""

from __future__ import annotations

from typing import Any

from ...engine import Event
from .data import Effect
from .state import AquaticaState

SPEND_STEPS = ("buy", "conquer", "recruit")


# -- coins and power ----------------------------------------------------------------------------


def gain(state: AquaticaState, seat: int, effect: Effect | dict[str, Any],
         events: list[Event]) -> None:
    kind, amount, typed = _parts(effect)
    if kind == "coins":
        state.coins += amount
    elif typed:
        state.typed_power[typed] = state.typed_power.get(typed, 0) + amount
    else:
        state.power += amount
    events.append(Event("aquatica.gain", seat, {"resource": kind, "amount": amount,
                                                 "type": typed or ""}))


def _parts(effect: Effect | dict[str, Any]) -> tuple[str, int, str | None]:
    if isinstance(effect, Effect):
        return effect.effect, effect.amount, effect.type
    return effect["effect"], effect["amount"], effect.get("type")


def spend_coins(state: AquaticaState, cost: int) -> None:
    """A payment spends the whole pool: what is over is lost (one source may overpay)."""
    if cost:
        state.coins = 0


def spend_power(state: AquaticaState, cost: int) -> None:
    if cost:
        state.power = 0
        state.typed_power = {}


# -- targets of a payment -------------------------------------------------------------------------


def row_locations(state: AquaticaState) -> list[tuple[str, int, str]]:
    return [(row, i, loc) for row in ("top", "bottom") for i, loc in enumerate(state.row(row))]


def buy_targets(state: AquaticaState, seat: int) -> list[tuple[str, int, str]]:
    if not state.empty_slots(seat):
        return []
    return [t for t in row_locations(state) if state.data.locations[t[2]].buy <= state.coins]


def conquer_targets(state: AquaticaState, seat: int, discount: int) -> list[tuple[str, int, str]]:
    if not state.empty_slots(seat):
        return []
    return [t for t in row_locations(state) if state.conquer_cost(t[0], t[2], discount)
            <= state.power_for(state.data.locations[t[2]].type)]


def recruit_cost(state: AquaticaState, step: dict[str, Any], index: int) -> int:
    if step.get("free"):
        return 0
    return max(state.data.slot_prices[index] - step.get("discount", 0), 0)


def recruit_targets(state: AquaticaState, step: dict[str, Any]) -> list[int]:
    return [i for i in range(len(state.char_row)) if recruit_cost(state, step, i) <= state.coins]


def spend_targets(state: AquaticaState, step: dict[str, Any]) -> list[Any]:
    seat = step["seat"]
    if step["step"] == "buy":
        return buy_targets(state, seat)
    if step["step"] == "conquer":
        return conquer_targets(state, seat, step.get("discount", 0))
    return recruit_targets(state, step)


def resource_useful(state: AquaticaState, step: dict[str, Any],
                    effects: tuple[Effect, ...]) -> bool:
    """Whether coins or power from `effects` could change what the spending step can reach: a
    depth you would entirely waste may not be exploited (rules page, Additional actions)."""
    seat = step["seat"]
    kind = step["step"]
    if kind == "recruit":
        if step.get("free") or not any(e.effect == "coins" for e in effects):
            return False
        return any(recruit_cost(state, step, i) > state.coins for i in range(len(state.char_row)))
    if not state.empty_slots(seat):
        return False
    locations = [(row, loc) for row, _, loc in row_locations(state)]
    if kind == "buy":
        return any(e.effect == "coins" for e in effects) and \
            any(state.data.locations[loc].buy > state.coins for _, loc in locations)
    discount = step.get("discount", 0)
    for effect in effects:
        if effect.effect != "power":
            continue
        for row, loc in locations:
            ltype = state.data.locations[loc].type
            if effect.type not in (None, ltype):
                continue
            if state.conquer_cost(row, loc, discount) > state.power_for(ltype):
                return True
    return False


# -- effects that act on the board ----------------------------------------------------------------


def raisable(state: AquaticaState, seat: int, source: int | None) -> list[int]:
    return [s for s in state.occupied(seat) if s != source and not state.fully_raised(seat, s)]


def scorable(state: AquaticaState, seat: int, source: int | None) -> list[int]:
    return [s for s in state.occupied(seat) if s != source and state.fully_raised(seat, s)]


def effect_useful(state: AquaticaState, seat: int, effects: tuple[Effect, ...],
                  source: int | None) -> bool:
    """Whether an effect depth or manta would do anything now (you must use at least part of
    an exploited effect; an empty depth gives nothing)."""
    for effect in effects:
        kind = effect.effect
        if kind in ("raise", "fully_rise") and raisable(state, seat, source):
            return True
        if kind == "score" and scorable(state, seat, source):
            return True
        if kind == "take_back" and state.discards[seat]:
            return True
        if kind == "recruit" and recruit_targets(state, effect.to_dict()):
            return True
    return False


def raise_location(state: AquaticaState, seat: int, slot: int, amount: int,
                   events: list[Event]) -> None:
    entry = state.boards[seat][slot]
    assert entry is not None
    depths = len(state.data.locations[entry["location"]].depths)
    before = entry["offset"]
    entry["offset"] = min(depths, before + amount)
    events.append(Event("aquatica.raise", seat, {"slot": slot, "location": entry["location"],
                                                  "depths": entry["offset"] - before}))
    if entry["offset"] == depths:
        arrive(state, seat, slot, events)


def arrive(state: AquaticaState, seat: int, slot: int, events: list[Event]) -> None:
    """Fully raised: the wild manta shown at the bottom of the card comes from the supply,
    ready (usable this turn)."""
    location = state.location(seat, slot)
    assert location is not None
    events.append(Event("aquatica.fully_raised", seat, {"slot": slot, "location": location.id}))
    face = location.manta
    if face is not None and state.wild_supply.get(face, 0) > 0:
        state.wild_supply[face] -= 1
        state.mantas[seat].append({"kind": "wild", "face": face, "ready": True, "used": False})
        state.sort_mantas(seat)
        events.append(Event("aquatica.wild_manta", seat, {"face": face}))


def place_location(state: AquaticaState, seat: int, row: str, index: int, slot: int,
                   events: list[Event], how: str, cost: int) -> None:
    location = state.row(row).pop(index)
    state.boards[seat][slot] = {"location": location, "offset": 0}
    events.append(Event(f"aquatica.{how}", seat, {"location": location, "row": row,
                                                   "slot": slot, "cost": cost}))
    if not state.data.locations[location].depths:
        arrive(state, seat, slot, events)  # no depth icons: in fully raised


def score_location(state: AquaticaState, seat: int, slot: int, events: list[Event]) -> None:
    entry = state.boards[seat][slot]
    assert entry is not None
    state.boards[seat][slot] = None
    state.scored[seat].append(entry["location"])
    events.append(Event("aquatica.score", seat, {"slot": slot, "location": entry["location"]}))


# -- rows and decks -------------------------------------------------------------------------------


def trigger_end(state: AquaticaState, why: str, events: list[Event], turns: int | None = None
                ) -> None:
    """Everyone, the trigger player included, takes exactly one more turn (`turns`: those left
    with this one, the solo Ichthyanders' one more turn)."""
    left = state.num_players + 1 if turns is None else turns
    if state.final_turns is None or left < state.final_turns:
        state.final_turns = left
        events.append(Event("aquatica.end_triggered", state.current,
                            {"why": why, "turns": left - 1}))


def take_character(state: AquaticaState, index: int, events: list[Event]) -> str:
    """The row slides left to close the gap and the rightmost slot refills from the deck."""
    card = state.char_row.pop(index)
    if state.char_deck:
        drawn = state.char_deck.pop()
        state.char_row.append(drawn)
        events.append(Event("aquatica.draw_character", None, {"card": drawn}))
        if not state.char_deck:
            trigger_end(state, "characters", events)
    return card


def deal_locations(state: AquaticaState, events: list[Event]) -> None:
    dealt = []
    while len(state.bottom_row) < state.data.bottom_row and state.loc_deck:
        dealt.append(state.loc_deck.pop())
        state.bottom_row.append(dealt[-1])
    events.append(Event("aquatica.deal", None, {"locations": dealt}))
    if not state.loc_deck:
        trigger_end(state, "locations", events)


def finish_scout(state: AquaticaState, seat: int, kept: list[int], events: list[Event]) -> None:
    """The kept bottom-row cards move up (in their order), the rest are discarded, and the
    bottom row is dealt anew."""
    moved = [loc for i, loc in enumerate(state.bottom_row) if i in kept]
    dropped = [loc for i, loc in enumerate(state.bottom_row) if i not in kept]
    state.loc_discard += dropped
    state.top_row = moved
    state.bottom_row = []
    events.append(Event("aquatica.scout", seat, {"moved": moved, "discarded": dropped}))
    deal_locations(state, events)


def start_scout(state: AquaticaState, seat: int, events: list[Event]) -> bool:
    """Discard the top row; True when the seat must choose which bottom-row cards to keep."""
    state.loc_discard += state.top_row
    events.append(Event("aquatica.discard_top_row", seat, {"locations": list(state.top_row)}))
    state.top_row = []
    if len(state.bottom_row) <= state.data.scout_keep:
        finish_scout(state, seat, list(range(len(state.bottom_row))), events)
        return False
    return True


# -- goals ----------------------------------------------------------------------------------------


def measure(state: AquaticaState, seat: int, what: str) -> int:
    data = state.data
    board = [state.boards[seat][s]["location"] for s in state.occupied(seat)]  # type: ignore[index]
    if what == "hand":
        return len(state.hands[seat])
    if what == "board":
        return len(board)
    if what == "scored":
        return len(state.scored[seat])
    if what == "wild":
        return sum(1 for m in state.mantas[seat] if m["kind"] == "wild")
    if what == "locations":
        return len(board) + len(state.scored[seat])
    if what == "prosperity":
        return sum(data.locations[loc].prosperity for loc in state.scored[seat])
    if what == "scored_types":
        return len({data.locations[loc].type for loc in state.scored[seat]})
    if what == "same_type":
        types = [data.locations[loc].type for loc in board + state.scored[seat]]
        return max((types.count(t) for t in set(types)), default=0)
    if what == "discard":
        return len(state.discards[seat])
    if what == "conquerors":
        return sum(1 for c in state.hands[seat] + state.discards[seat]
                   if data.characters[c].conquers)
    if what == "fully_raised":
        return sum(1 for s in state.occupied(seat) if state.fully_raised(seat, s))
    return int(state.paid_five[seat])


def goal_met(state: AquaticaState, seat: int, goal_id: str) -> bool:
    goal = state.data.goals[goal_id]
    value = measure(state, seat, goal.measure)
    if goal.at_least is not None:
        return value >= goal.at_least
    return value <= (goal.at_most or 0)


def claimable(state: AquaticaState, seat: int) -> list[int]:
    """Goals the seat may claim now with one of its own trained mantas."""
    if not any(m["kind"] == "trained" for m in state.mantas[seat]):
        return []
    return [g for g, goal in enumerate(state.goals)
            if seat not in state.tracks[g] and len(state.tracks[g]) < len(state.data.goal_values)
            and goal_met(state, seat, goal)]
