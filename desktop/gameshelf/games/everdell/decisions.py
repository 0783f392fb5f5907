"""What the seat to move may do (turn actions and answers to pending inputs), and doing it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, Event
from . import cards, rugwort
from .data import AUTUMN, BASIC_EVENT_IDS, BASIC_IDS, FOREST_IDS, SPECIAL_EVENT_IDS, SUMMER
from .pending import (
    COUNT,
    DISCARD,
    END_TURN,
    GAIN,
    LOCATION,
    OPTION,
    PAY,
    PICK,
    PLACE,
    PLAY,
    PLAYER,
    PREPARE,
    PRODUCE,
    REFILL,
    RUG_DRAW,
    RUG_PREPARE,
    THEN,
    TRIGGERS,
    WORKER,
    Pending,
)
from .state import FOOL_H, LOCATIONS, RESOURCE_NAMES, WANDERER_H

if TYPE_CHECKING:
    from .state import EverdellState

LOC_ORDER = BASIC_IDS + FOREST_IDS  # LOCATION candidates are indices into this
OPTIONS = ("twig", "resin", "pebble", "berry", "deck", "discard")
EVENT_IDS = frozenset(BASIC_EVENT_IDS + SPECIAL_EVENT_IDS)
PERMANENT = frozenset({"cemetery", "monastery"})
FREEING = ("crane", "innkeeper", "dungeon")  # payments that take a card out of the city


# -- the turn -----------------------------------------------------------------------------------


def turn_actions(state: EverdellState, seat: int) -> list[Action]:
    result: list[Action] = []
    free = state.available(seat)
    if free > 0:
        result += placements(state, seat)
    result += card_plays(state, seat)
    season = state.season[seat]
    if free <= 0 and season < AUTUMN:
        result.append(state.acts.prepare)
    if season == AUTUMN:
        result.append(state.acts.pass_)
    return result


def placements(state: EverdellState, seat: int, exclude: Any = None) -> list[Action]:
    """Every place a worker of `seat` may go now."""
    data, loc, get = state.data, state.loc, state.acts.get
    result = []
    for location in data.basic:
        if location.occupancy == "shared" or not loc[location.id]:
            result.append(get("place_worker", location.id))
    four = state.num_players == 4
    for index in state.forest:
        location = data.forest[index]
        here = loc[location.id]
        if here and not (four and len(here) < 2 and seat not in here):
            continue
        if location.effect == "two_meadow_play_one_discount" and state.room(seat) <= 0:
            continue  # FAQ: with 8 cards you cannot go there
        result.append(get("place_worker", location.id))
    result.append(get("place_worker", "haven"))
    if state.season[seat] == AUTUMN:
        hand = len(state.hands[seat])
        for location in data.journey:
            if hand >= location.points and (location.occupancy == "shared"
                                            or not loc[location.id]):
                result.append(get("place_worker", location.id))
    inst_card, spots = data.inst_card, data.worker_spots
    for row, city in enumerate(state.cities):
        for inst in city:
            c = inst_card[inst]
            if not spots[c] or (row != seat and not data.open[c]):
                continue
            capacity = spots[c]
            extra = data.extra_spot_with[c]
            if extra >= 0 and state.find_in_city(row, extra) >= 0:
                capacity += 1
            if len(state.card_workers.get(inst, ())) >= capacity:
                continue
            if cards.can_visit(state, seat, row, inst):
                result.append(get("visit_destination", inst))
    owner = state.event_owner
    counts = None
    for event in data.basic_events:
        if event.id not in owner and not loc[event.id]:
            counts = counts or state.type_counts(seat)
            if all(have >= need for have, need in zip(counts, event.needs, strict=True)):
                result.append(get("claim_event", event.id))
    for index in state.specials:
        event = data.special_events[index]
        if event.id in owner:
            continue
        counts = counts or state.type_counts(seat)
        if cards.can_claim(state, seat, event, counts):
            result.append(get("claim_event", event.id))
    if exclude is not None:
        result = [a for a in result if a.args[0] != exclude]
    return result


def card_plays(state: EverdellState, seat: int) -> list[Action]:
    get = state.acts.get
    inst_card = state.data.inst_card
    result = []
    used = state.city_spaces_used(seat)
    helpers = state.payment_helpers(seat)
    for inst in (*state.hands[seat], *state.open_meadow()):
        card = inst_card[inst]
        if state.can_enter(seat, card, used):
            for payment in state.payments(seat, inst, helpers):
                result.append(get("play_card", inst, *payment))
        elif state.full_city_allows(seat, card, used):
            # A full city: Crane, Innkeeper or Dungeon take a card out, making room (#20).
            for payment in state.payments(seat, inst, helpers):
                if payment[0] in FREEING and (payment[0] != "dungeon"
                                              or inst_card[payment[1]] != WANDERER_H):
                    result.append(get("play_card", inst, *payment))
    return result


def turn_action(state: EverdellState, action: Action, events: list[Event]) -> None:
    seat = state.current
    name, args = action.name, action.args
    if name == "place_worker" or name == "claim_event" or name == "visit_destination":
        place(state, seat, args[0], events)
    elif name == "play_card":
        play(state, seat, args[0], args[1:], events)
    elif name == "prepare_for_season":
        prepare(state, seat, events)
    elif name == "pass":
        state.passed[seat] = True
        state.event("pass", seat, events)
    else:  # pragma: no cover - legality was checked
        raise AssertionError(name)


def place(state: EverdellState, seat: int, target: Any, events: list[Event]) -> None:
    state.deployed[seat] += 1
    if isinstance(target, int):
        row = next(r for r, city in enumerate(state.cities) if target in city)
        state.card_workers.setdefault(target, []).append(seat)
        state.event("visit_destination", seat, events, card=state.card_id(target), owner=row)
        cards.visit(state, seat, row, target, events)
        return
    state.loc[target].append(seat)
    if target in EVENT_IDS:
        state.event_owner[target] = seat
        state.event("claim_event", seat, events, event=target)
        cards.claim(state, seat, target, events)
        return
    state.event("place_worker", seat, events, location=target)
    location = LOCATIONS[target]
    if target == "haven":
        state.push(DISCARD, seat, "haven", n=-1)
    elif location.id.startswith("journey_"):
        state.push(DISCARD, seat, "journey", n=location.points, m=location.points)
    else:
        state.location_reward(seat, location, events)


def play(state: EverdellState, seat: int, inst: int, payment: tuple[Any, ...],
         events: list[Event]) -> None:
    """Put a card into play: take it from the hand or Meadow (anything else is taken by the
    caller), pay, place it, then its effect, then governance bonuses."""
    data = state.data
    card = data.inst_card[inst]
    hand = state.hands[seat]
    from_meadow = False
    if inst in hand:
        hand.remove(inst)
    elif inst in state.meadow:
        state.take_from_meadow(inst)
        from_meadow = True
    method = payment[0]
    cost = data.cost[card]
    paid: tuple[int, ...] = cost
    if method == "judge":
        swapped = list(cost)
        swapped[RESOURCE_NAMES.index(payment[1])] -= 1
        swapped[RESOURCE_NAMES.index(payment[2])] += 1
        paid = tuple(swapped)
    elif method == "occupy":
        state.occupied.add(payment[1])
        paid = (0, 0, 0, 0)
    elif method == "crane" or method == "innkeeper":
        helper = payment[1]
        paid = tuple(payment[2:6]) if method == "crane" else (0, 0, 0, max(0, cost[3] - 3))
        state.remove_from_city(seat, helper, events)
        state.event("discard_from_city", seat, events, card=state.card_id(helper))
    elif method == "dungeon":
        prisoner = payment[1]
        paid = tuple(payment[2:6])
        dungeon = state.find_in_city(seat, data.cards.index("dungeon"))
        state.remove_from_city(seat, prisoner, events, to_discard=False)
        state.prisoners.setdefault(dungeon, []).append(prisoner)
        state.event("imprison", seat, events, card=state.card_id(prisoner))
    elif method == "free":
        paid = (0, 0, 0, 0)
    elif method == "discount" or method == "inn":
        paid = tuple(payment[1:5])
    have = state.res[seat]
    for r in range(4):
        have[r] -= paid[r]
    state.event("play_card", seat, events, card=data.cards[card], method=method,
                **{n: v for n, v in zip(RESOURCE_NAMES, paid, strict=True) if v})
    if from_meadow:
        state.refill_meadow(events)
    if state.solo:
        state.push(RUG_DRAW, seat)
    state.push(TRIGGERS, seat, card=inst)
    if card == FOOL_H:
        if state.solo:
            rugwort.fool_played(state, seat, inst, events)
        else:
            cards.ask_player(state, seat, "fool", state.fool_targets(seat), events, card=inst)
        return
    state.cities[seat].append(inst)
    cards.on_play(state, seat, inst, paid, events)


def prepare(state: EverdellState, seat: int, events: list[Event]) -> None:
    state.event("prepare_for_season", seat, events, season=state.season[seat] + 1)
    state.push(PREPARE, seat)
    clock = state.find_in_city(seat, state.data.cards.index("clock_tower"))
    if clock >= 0 and state.card_tokens.get(clock, 0) > 0:
        here = [i for i, loc_id in enumerate(LOC_ORDER) if seat in state.loc.get(loc_id, ())]
        if here:
            state.push(LOCATION, seat, "clock_tower", card=clock, m=1, vals=here)


def finish_prepare(state: EverdellState, seat: int, events: list[Event]) -> None:
    """Recall workers, gain new ones, then production (spring, autumn) or the Meadow (summer)."""
    for owners in state.loc.values():
        while seat in owners:
            owners.remove(seat)
    permanent = 0
    for inst, owners in state.card_workers.items():
        if state.card_id(inst) in PERMANENT:
            permanent += owners.count(seat)
            continue
        while seat in owners:
            owners.remove(seat)
    state.deployed[seat] = permanent
    season = state.season[seat] = state.season[seat] + 1
    gained = state.data.workers_by_season[season] - state.data.workers_by_season[season - 1]
    state.workers[seat] += gained
    state.event("new_season", seat, events, season=season, workers=gained)
    if state.solo:
        state.push(RUG_PREPARE, seat)
    if season == SUMMER:
        meadow = state.open_meadow()
        take = min(2, state.room(seat), len(meadow))
        if take > 0:
            state.push(PICK, seat, "summer", n=take, m=1, cards=meadow)
    else:
        push_production(state, seat)


def push_production(state: EverdellState, seat: int) -> None:
    """Activate every green card in the city, in city order."""
    data = state.data
    greens = [i for i in state.cities[seat] if data.ctype[data.inst_card[i]] == 1]
    for inst in reversed(greens):
        state.push(PRODUCE, seat, card=inst)


def end_turn(state: EverdellState, events: list[Event]) -> None:
    n = state.num_players
    for step in range(1, n + 1):
        seat = (state.current + step) % n
        if not state.passed[seat]:
            state.current = seat
            return
    state.over = True
    sheet = state.scores()
    state.event("game_end", None, events, totals=list(sheet.totals), winners=sheet.winners())


# -- automatic steps ----------------------------------------------------------------------------


def automatic(state: EverdellState, p: Pending, events: list[Event]) -> None:
    kind = p.kind
    if kind == END_TURN:
        end_turn(state, events)
    elif kind == TRIGGERS:
        cards.triggers(state, p.seat, p.card, events)
    elif kind == PRODUCE:
        cards.produce(state, p.seat, p.card, events)
    elif kind == PREPARE:
        finish_prepare(state, p.seat, events)
    elif kind == RUG_DRAW:
        rugwort.draw(state, events)
    elif kind == RUG_PREPARE:
        rugwort.prepare(state, events)
    elif kind == REFILL:
        state.refill_meadow(events)
    elif kind == THEN:
        cards.then(state, p, events)


# -- pending decisions --------------------------------------------------------------------------


def legal(state: EverdellState, p: Pending) -> list[Action]:
    acts = state.acts
    get = acts.get
    kind = p.kind
    seat = p.seat
    if kind == GAIN:
        return [acts.resource[r] for r in p.cards]
    if kind == PAY:
        have = state.res[seat]
        result = [acts.resource[r] for r in range(4) if have[r] > 0] if p.n > 0 else []
        if p.m or not result:
            result.append(acts.done)
        return result
    if kind == DISCARD:
        result = [get("discard_card", i) for i in state.hands[seat]] if p.n != 0 else []
        if len(p.vals) >= p.m:
            result.append(acts.done)
        return result
    if kind == PICK:
        result = [get("choose_card", i) for i in pick_candidates(state, p)] if p.n > 0 else []
        if p.m or not result:
            result.append(acts.done)
        return result
    if kind == PLAYER:
        return [get("choose_player", s) for s in p.cards]
    if kind == COUNT:
        return [get("choose_count", k) for k in range(p.n + 1)]
    if kind == LOCATION:
        result = [get("choose_location", LOC_ORDER[i]) for i in p.vals]
        if p.m:
            result.append(acts.done)
        return result
    if kind == OPTION:
        return [get("choose_option", OPTIONS[i]) for i in p.vals]
    if kind == PLAY:
        return [*cards.play_choices(state, p), acts.decline]
    if kind == WORKER:
        verb = "move_worker" if p.purpose == "ranger" else "recall_worker"
        return [get(verb, target) for target in worker_targets(state, seat, p.purpose)]
    if kind == PLACE:
        origin: Any = p.card if p.card >= 0 else LOC_ORDER_ALL[p.n]
        return placements(state, seat, exclude=origin)
    raise AssertionError(kind)  # pragma: no cover


HAND_PICKS = ("post_office_give", "graduation_of_scholars")  # candidates: the hand, live


def pick_candidates(state: EverdellState, p: Pending) -> list[int]:
    if p.purpose in HAND_PICKS:
        hand = state.hands[p.seat]
        if p.purpose == "graduation_of_scholars":
            critter, inst_card = state.data.critter, state.data.inst_card
            return [i for i in hand if critter[inst_card[i]]]
        return list(hand)
    return p.cards


LOC_ORDER_ALL = (*BASIC_IDS, *FOREST_IDS, "haven", "journey_5", "journey_4", "journey_3",
                 "journey_2", *BASIC_EVENT_IDS, *SPECIAL_EVENT_IDS)


def worker_targets(state: EverdellState, seat: int, purpose: str) -> list[Any]:
    """The seat's deployed workers, by where they are (the Ranger: not on events, Cemetery or
    Monastery; A Wee Run City: anywhere but the Cemetery and Monastery)."""
    result: list[Any] = []
    for loc_id in LOC_ORDER_ALL:
        if seat in state.loc.get(loc_id, ()):
            if purpose == "ranger" and loc_id in EVENT_IDS:
                continue
            result.append(loc_id)
    for inst, owners in state.card_workers.items():
        if seat in owners and state.card_id(inst) not in PERMANENT:
            result.append(inst)
    return result


def take_worker(state: EverdellState, seat: int, target: Any) -> None:
    if isinstance(target, int):
        state.card_workers[target].remove(seat)
    else:
        state.loc[target].remove(seat)
    state.deployed[seat] -= 1


def answer(state: EverdellState, p: Pending, action: Action, events: list[Event]) -> None:
    kind, name, args = p.kind, action.name, action.args
    stack = state.stack
    if kind == GAIN:
        r = RESOURCE_NAMES.index(args[0])
        state.gain(p.seat, [1 if i == r else 0 for i in range(4)], events)
        p.n -= 1
        if p.n == 0:
            stack.pop()
        return
    if kind == PAY:
        if name == "done":
            stack.pop()
            cards.paid(state, p, events)
            return
        r = RESOURCE_NAMES.index(args[0])
        state.res[p.seat][r] -= 1
        p.vals.append(r)
        p.n -= 1
        if p.n == 0 or not any(state.res[p.seat]):
            stack.pop()
            cards.paid(state, p, events)
        return
    if kind == DISCARD:
        if name == "done":
            stack.pop()
            cards.discarded(state, p, events)
            return
        inst = args[0]
        state.discard_from_hand(p.seat, inst)
        p.vals.append(inst)
        state.event("discard", p.seat, events)  # face down: the others never learn which
        if p.n > 0:
            p.n -= 1
        if p.n == 0 or (not state.hands[p.seat] and len(p.vals) >= p.m):
            stack.pop()
            cards.discarded(state, p, events)
        return
    if kind == PICK:
        if name == "done":
            stack.pop()
            cards.picks_done(state, p, events)
            return
        inst = args[0]
        if inst in p.cards:
            p.cards.remove(inst)
        if p.purpose != "post_office_give":  # those went to a hidden hand
            p.vals.append(inst)
        p.n -= 1
        cards.picked(state, p, inst, events)
        finished = p.n == 0 or not pick_candidates(state, p)
        if finished:
            del stack[next(i for i in range(len(stack) - 1, -1, -1) if stack[i] is p)]
            cards.picks_done(state, p, events)
        return
    stack.pop()
    if kind == PLAYER:
        cards.player_chosen(state, p, args[0], events)
    elif kind == COUNT:
        cards.counted(state, p, args[0], events)
    elif kind == LOCATION:
        cards.location_chosen(state, p, None if name == "done" else args[0], events)
    elif kind == OPTION:
        cards.option_chosen(state, p, args[0], events)
    elif kind == PLAY:
        if name == "decline":
            cards.play_finished(state, p, events)
        else:
            inst = args[0]
            if inst in p.cards:
                p.cards.remove(inst)
            cards.play_finished(state, p, events)
            play(state, p.seat, inst, args[1:], events)
    elif kind == WORKER:
        take_worker(state, p.seat, args[0])
        state.event("move_worker" if name == "move_worker" else "recall_worker", p.seat,
                    events, **{"from": args[0] if isinstance(args[0], str)
                               else state.card_id(args[0])})
        if name == "move_worker":
            origin = args[0]
            if isinstance(origin, int):
                state.push(PLACE, p.seat, "ranger", card=origin)
            else:
                state.push(PLACE, p.seat, "ranger", n=LOC_ORDER_ALL.index(origin))
    elif kind == PLACE:
        place(state, p.seat, args[0], events)
    else:  # pragma: no cover
        raise AssertionError(kind)
