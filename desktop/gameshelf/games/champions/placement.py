"""Worker placement (§a.5): which locations a seat may take, and what each does at once.

A location that needs a further choice (Sage's House, the Shipwright, the Market, the
Runesmith, the Stave Church, Aumingi) opens a pending decision of that seat; the turn passes
when it is answered. The Market swaps 1:1 as often as the seat likes, except that a good taken
in this visit is not given back (swapping back undoes a swap: the reachable exchanges are the
same, and random play ends).
"""

from __future__ import annotations

from ...engine import Action, Event
from .state import (
    ANY_TIME_RUNES,
    BLUE_DICE,
    PLAIN_LOCATIONS,
    SHIP_LOCATION,
    SHORES,
    ChampionsState,
    gifts_splits,
)


def free(state: ChampionsState, location: str) -> bool:
    return not state.placements.get(location)


def location_refusal(state: ChampionsState, seat: int, location: str) -> str | None:
    """Why the seat may not place a worker on this (non-ship) location now, or None."""
    data = state.data
    res = state.resources[seat]
    if location == "hunting_grounds":
        return "already_hunting" if seat in state.placements.get(location, []) else None
    if location in state.stalls:
        if not free(state, location):
            return "location_full"
        stall = data.stalls[location]
        if stall.repeat:
            return None
        return None if state.can_pay(seat, dict(stall.cost)) else "cannot_afford"
    if location not in PLAIN_LOCATIONS:
        return "no_such_location"
    if not free(state, location):
        return "location_full"
    if location == "sages_house":
        return None if any(c is not None for c in state.journey) else "nothing_there"
    if location == "shipwright":
        if state.private[seat] is not None:
            return "ship_owned"
        ships = buyable_ships(state)
        if not ships:
            return "no_ship_left"
        return None if any(state.can_pay(seat, dict(data.ships[s].cost)) for s in ships) \
            else "cannot_afford"
    if location == "market":
        return None if any(res[g] for g in ("food", "wood", "coin")) else "nothing_to_swap"
    if location == "runesmith":
        if not (any(state.rune_slots) or state.rune_deck):
            return "nothing_there"
        return None if state.can_pay(seat, dict(data.rune_cost)) else "cannot_afford"
    if location == "stave_church":
        return None if res["coin"] >= data.church[0][1] else "cannot_afford"
    if location == "worker_huts":
        if state.huts_bought[seat]:
            return "huts_bought"
        return None if res["coin"] >= huts_cost(state) else "cannot_afford"
    if location in BLUE_DICE or location == "smokehouse":
        return None if state.blue[location] else "nothing_there"
    if location == "merchant_ship":
        if state.merchant is None or state.merchant_taken:
            return "nothing_there"
        return None if res["coin"] >= merchant_cost(state, seat) else "cannot_afford"
    if location == "troll":
        return None if state.troll is not None else "nothing_there"
    if location in ("draugr_1", "draugr_2"):
        return None if state.draugr[int(location[-1]) - 1] is not None else "nothing_there"
    return None


def ship_refusal(state: ChampionsState, seat: int, ship: str, shore: int) -> str | None:
    """Why the seat may not take this longship to this port now, or None."""
    if ship not in state.ships:
        return "no_such_ship"
    if ship in SHIP_LOCATION:
        if not free(state, SHIP_LOCATION[ship]):
            return "location_full"
    elif state.private[seat] != ship:
        return "not_your_ship"
    if state.ships[ship]["shore"] is not None:
        return "location_full"
    if not 0 <= shore < SHORES:
        return "no_such_shore"
    if state.ship_at(shore) is not None:
        return "port_taken"
    if state.monsters[shore] is None:
        return "nothing_there"
    if not state.can_pay(seat, dict(state.data.ships[ship].cost)) and ship in SHIP_LOCATION:
        return "cannot_afford"
    return None


def huts_cost(state: ChampionsState) -> int:
    costs = state.data.huts_costs
    return costs[min(state.huts_sold, len(costs) - 1)]


def merchant_cost(state: ChampionsState, seat: int) -> int:
    return 0 if state.leaders[seat] == "gylfir" else state.data.merchant_cost


def buyable_ships(state: ChampionsState) -> list[str]:
    return sorted(s for s, where in state.ships.items()
                  if s not in SHIP_LOCATION and where["owner"] is None)


def placement_actions(state: ChampionsState, seat: int) -> list[Action]:
    result = [Action("place", (loc,)) for loc in (*PLAIN_LOCATIONS, *state.stalls)
              if location_refusal(state, seat, loc) is None]
    for ship in state.ships:
        for shore in range(SHORES):
            if ship_refusal(state, seat, ship, shore) is None:
                result.append(Action("place_ship", (ship, shore)))
    return result


def any_time_rune_actions(state: ChampionsState, seat: int) -> list[Action]:
    result = []
    for rune in ANY_TIME_RUNES:
        if not state.has_rune(seat, rune):
            continue
        if rune == "gifts":
            result += [Action("use_rune", ("gifts", *split))
                       for split in gifts_splits(state.data.gifts)]
        elif rune == "knowledge":
            seen = state.seen[seat]
            if any(c is not None and s not in seen for s, c in enumerate(state.journey)):
                result.append(Action("use_rune", ("knowledge",)))
        elif rune == "success":
            result += [Action("use_rune", ("success", d)) for d in state.destinies[seat]
                       if d not in state.destinies_scored[seat]]
        elif state.resources[seat]["coin"]:
            result.append(Action("use_rune", ("wealth",)))
    return result


def place(state: ChampionsState, seat: int, location: str, events: list[Event]) -> None:
    """Put a worker on `location` and do what it does at once (§a.5's table)."""
    data = state.data
    res = state.resources[seat]
    state.placements.setdefault(location, []).append(seat)
    state.workers_left[seat] -= 1
    events.append(Event("champions.place", seat, {"location": location}))
    if location == "jarls_longhouse":
        state.gain_dice(seat, "swordsman", 1, events)
        old = state.first_player
        state.first_player = (seat + 1) % state.num_players if old == seat else seat
        events.append(Event("champions.first_player", state.first_player, {"previous": old}))
    elif location == "sages_house":
        state.pending = {"kind": "peek", "seat": seat}
    elif location == "shipwright":
        state.pending = {"kind": "buy_ship", "seat": seat}
    elif location == "market":
        state.pending = {"kind": "market", "seat": seat, "given": [], "got": []}
    elif location == "runesmith":
        state.pay(seat, dict(data.rune_cost))
        state.pending = {"kind": "take_rune", "seat": seat}
    elif location == "stave_church":
        state.pending = {"kind": "buy_favor", "seat": seat}
    elif location == "worker_huts":
        cost = huts_cost(state)
        res["coin"] -= cost
        state.huts_sold += 1
        state.huts_bought[seat] = True
        state.workers_total[seat] += 1
        state.workers_left[seat] += 1
        events.append(Event("champions.hire_worker", seat, {"cost": cost}))
    elif location in BLUE_DICE:
        count, state.blue[location] = state.blue[location], 0
        state.gain_dice(seat, BLUE_DICE[location], count, events, stock=location)
    elif location == "smokehouse":
        count, state.blue[location] = state.blue[location], 0
        state.gain(seat, {"food": count}, events, location)
    elif location == "merchant_ship":
        res["coin"] -= merchant_cost(state, seat)
        state.merchant_taken = True
        state.gain(seat, dict(data.merchant[state.merchant]), events, location)
    elif location in state.stalls:
        stall = data.stalls[location]
        if stall.repeat:
            state.pending = {"kind": "repeat", "seat": seat, "stall": location}
        else:
            state.pay(seat, dict(stall.cost))
            state.gain(seat, dict(stall.gain), events, location)


def place_ship(state: ChampionsState, seat: int, ship: str, shore: int, events: list[Event]
               ) -> None:
    location = SHIP_LOCATION.get(ship, "private_longship")
    state.placements.setdefault(location, []).append(seat)
    state.workers_left[seat] -= 1
    if ship in SHIP_LOCATION:
        state.pay(seat, dict(state.data.ships[ship].cost))
        state.ships[ship]["owner"] = seat
    state.ships[ship]["shore"] = shore
    events.append(Event("champions.place_ship", seat, {"ship": ship, "shore": shore}))


def pending_actions(state: ChampionsState, seat: int) -> list[Action]:
    """The answers to a placement's follow-up decision."""
    p = state.pending
    assert p is not None
    kind = p["kind"]
    data = state.data
    res = state.resources[seat]
    if kind == "peek":
        return [Action("peek", (s,)) for s, c in enumerate(state.journey) if c is not None]
    if kind == "true_vision":
        return [Action("use_rune", ("true_vision",)), Action("skip_rune")]
    if kind == "keep_destiny":
        return [Action("keep_destiny", (d,)) for d in sorted(set(p["drawn"]))]
    if kind == "buy_ship":
        return [Action("buy_ship", (s,)) for s in buyable_ships(state)
                if state.can_pay(seat, dict(data.ships[s].cost))]
    if kind == "market":
        result = [Action("swap", (give, get)) for give in ("food", "wood", "coin")
                  for get in ("food", "wood", "coin")
                  if give != get and res[give] and give not in p["got"] and get not in p["given"]]
        return [*result, Action("done")]
    if kind == "take_rune":
        result = [Action("take_rune", (slot,)) for slot, r in enumerate(state.rune_slots) if r]
        return result + ([Action("take_rune_top")] if state.rune_deck else [])
    if kind == "buy_favor":
        return [Action("buy_favor", (favor,)) for favor, coins in data.church
                if res["coin"] >= coins]
    if kind == "repeat":
        stall = data.stalls[p["stall"]]
        most = min([stall.repeat] + [res[k] // v for k, v in stall.cost.items()])
        return [Action("repeat", (count,)) for count in range(most + 1)]
    raise AssertionError(kind)


def answer_pending(state: ChampionsState, seat: int, action: Action, events: list[Event]) -> bool:
    """Apply an answer; True when the placement is finished (the turn passes)."""
    p = state.pending
    assert p is not None
    data = state.data
    res = state.resources[seat]
    name, args = action.name, action.args
    if name == "peek":
        shore = int(args[0])
        if shore not in state.seen[seat]:
            state.seen[seat].append(shore)
            state.seen[seat].sort()
        events.append(Event("champions.peek", seat, {"shore": shore}))
        if state.has_rune(seat, "true_vision"):
            state.pending = {"kind": "true_vision", "seat": seat}
            return False
        return _draw_destinies(state, seat, 0, events)
    if name == "use_rune" and p["kind"] == "true_vision":
        use_rune_mark(state, seat, "true_vision", events)
        return _draw_destinies(state, seat, 2, events)
    if name == "skip_rune" and p["kind"] == "true_vision":
        return _draw_destinies(state, seat, 0, events)
    if name == "keep_destiny":
        kept = str(args[0])
        drawn = list(p["drawn"])
        drawn.remove(kept)
        state.destinies[seat].append(kept)
        state.destinies[seat].sort()
        state.destiny_deck[:0] = sorted(drawn)  # the others go to the bottom
        events.append(Event("champions.keep_destiny", seat, {"returned": len(drawn)}))
        return True
    if name == "buy_ship":
        ship = str(args[0])
        state.pay(seat, dict(data.ships[ship].cost))
        state.ships[ship]["owner"] = seat
        state.private[seat] = ship
        events.append(Event("champions.buy_ship", seat, {"ship": ship}))
        return True
    if name == "swap":
        give, get = str(args[0]), str(args[1])
        res[give] -= 1
        res[get] += 1
        if give not in p["given"]:
            p["given"].append(give)
        if get not in p["got"]:
            p["got"].append(get)
        events.append(Event("champions.swap", seat, {"give": give, "get": get}))
        return False
    if name == "done":
        return True
    if name in ("take_rune", "take_rune_top"):
        if name == "take_rune":
            slot = int(args[0])
            rune, state.rune_slots[slot] = state.rune_slots[slot], None
        else:
            rune = state.rune_deck.pop()
        assert rune is not None
        state.runes[seat].append(rune)
        events.append(Event("champions.take_rune", seat, {"rune": rune}))
        return True
    if name == "buy_favor":
        favor = int(args[0])
        coins = dict(data.church)[favor]
        res["coin"] -= coins
        res["favor"] += favor
        events.append(Event("champions.buy_favor", seat, {"favor": favor, "coin": coins}))
        return True
    if name == "repeat":
        count = int(args[0])
        stall = data.stalls[p["stall"]]
        for _ in range(count):
            state.pay(seat, dict(stall.cost))
            state.gain(seat, dict(stall.gain), events, p["stall"])
        events.append(Event("champions.repeat", seat, {"stall": p["stall"], "count": count}))
        return True
    raise AssertionError(name)


def _draw_destinies(state: ChampionsState, seat: int, extra: int, events: list[Event]) -> bool:
    """Sage's House: one Destiny, or more to keep one of (Dagrun +1, True Vision +2)."""
    count = 1 + extra + (1 if state.leaders[seat] == "dagrun" else 0)
    drawn = [state.destiny_deck.pop() for _ in range(min(count, len(state.destiny_deck)))]
    events.append(Event("champions.draw_destiny", seat, {"count": len(drawn)}))
    if len(drawn) <= 1:
        state.destinies[seat] += drawn
        state.destinies[seat].sort()
        return True
    state.pending = {"kind": "keep_destiny", "seat": seat, "drawn": sorted(drawn)}
    return False


def use_rune_mark(state: ChampionsState, seat: int, rune: str, events: list[Event],
                  **args: object) -> None:
    state.runes_used[seat].append(rune)
    events.append(Event("champions.use_rune", seat, {"rune": rune, **args}))


def use_any_time_rune(state: ChampionsState, seat: int, args: tuple, events: list[Event]) -> None:
    rune = str(args[0])
    res = state.resources[seat]
    if rune == "gifts":
        food, wood, coin = (int(a) for a in args[1:4])
        res["food"] += food
        res["wood"] += wood
        res["coin"] += coin
        use_rune_mark(state, seat, rune, events, food=food, wood=wood, coin=coin)
    elif rune == "knowledge":
        state.seen[seat] = sorted(s for s, c in enumerate(state.journey) if c is not None)
        use_rune_mark(state, seat, rune, events)
    elif rune == "success":
        from .scoring import destiny_points

        destiny = str(args[1])
        state.destinies_scored[seat].append(destiny)
        use_rune_mark(state, seat, rune, events, destiny=destiny)
        state.glory(seat, destiny_points(state, seat, destiny), events, "success")
    elif rune == "wealth":
        gained = min(res["coin"], state.data.wealth_cap)
        res["coin"] += gained
        use_rune_mark(state, seat, rune, events, coin=gained)
