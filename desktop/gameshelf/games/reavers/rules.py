"""The round, the activations and the six locations (shared/rules/reavers.md (a)).

Each entry of `state.stack` is a step; the top one is a decision of its `seat` (the legal
answers below), or an automatic step (AUTO) that `run` resolves before anyone is asked. Steps
are pushed in reverse so they run in order: a follower's whole part runs before the next
follower is asked to pay or Rest.
"""

from __future__ import annotations

from typing import Any

from ...engine import Action, Event
from . import board, combat
from .board import add_die
from .setup import random_face, refill, roll_trade_dice
from .state import ReaversState

AUTO = ("end_activation", "spoil", "settle")


def begin_setup(s: ReaversState) -> None:
    """Set-up step 6 before the first placement: the round's first `place` step goes under
    every seat's starting Reavers, which are used (rolled, then Rally, Specialize or Promote)
    from the start player on."""
    setup = s.data.setups[s.options.get("setup", "retail")]
    start_round(s)
    for seat in reversed(s.order_from(s.start_player)):
        p = s.players[seat]
        for colour in setup.dice:
            p["dice"].append([colour, random_face(s, colour)])
        for _ in range(setup.prophecies):
            card = s.draw("prophecies")
            if card is not None:
                p["prophecies"].append(card)
        if setup.reavers:
            cards = [c for c in (s.draw("reavers") for _ in range(setup.reavers)) if c]
            take_reavers(s, seat, cards, [])
    run(s, [])


def start_round(s: ReaversState) -> None:
    order = s.order_from(s.start_player)
    if s.num_players == 4:
        s.pawns_left = order
    elif s.num_players == 3:
        assert s.honor_ship is not None
        s.pawns_left = [*order, s.honor_ship]
    else:
        s.pawns_left = [order[0], order[1], order[0], order[1]]
    s.picked = {}
    s.activation = 0
    _next_placement(s)


def _next_placement(s: ReaversState) -> None:
    s.active = s.location = None
    s.push("place", s.pawns_left.pop(0))


# -- legal answers ----------------------------------------------------------------------------

def legal_actions(s: ReaversState) -> list[Action]:
    if s.over or not s.stack:
        return []
    top = s.stack[-1]
    return [Action(name, tuple(args)) for name, *args in _answers(s, top)]


def _answers(s: ReaversState, top: dict[str, Any]) -> list[tuple]:
    step, seat = top["step"], top["seat"]
    p = s.players[seat]
    if step == "place":
        return [("place", loc) for loc in s.data.locations if loc not in s.picked]
    if step == "follow":
        result: list[tuple] = [("follow",)] if can_pay_cost(s, seat, s.location) else []
        return [*result, ("rest_food",), *(("rest_die", c) for c in s.data.dice)]
    if step in ("set_face", "take_die"):
        if step == "take_die":
            return [("take_die", c) for c in s.data.dice]
        return [("set_face", f) for f in _distinct_faces(s, top["colour"])]
    if step == "discard_die":
        return [("discard_die", i) for i in range(len(p["dice"]))]
    if step == "pay":
        return combat.pay_answers(s, seat, top["need"])
    if step == "store":
        return [*(("store_die", c) for c in board.storable(s, seat, top["face"])), ("decline",)]
    if step == "artifact":
        return [*(("use_artifact", c) for c in top["cards"]), ("decline",)]
    if step == "discard_artifact":
        return [("discard_artifact", c) for c in p["artifacts"]]
    if step == "recruit_take":
        result = [("take_stack", i) for i in range(len(s.recruit_row))]
        return [*result, ("take_deck",)] if s.decks["reavers"] or s.discards["reavers"] else result
    if step == "use_reaver":
        return [("use_reaver", card, use) for card in top["cards"]
                for use in ("rally", "specialize", "promote") if _may_use(s, seat, card, use)]
    if step == "trade":
        options = [("trade", "food"), ("trade", "favor")]
        if s.trade_dice:
            options.insert(0, ("trade", "dice"))
        if s.prophecy_row or s.decks["prophecies"] or s.discards["prophecies"]:
            options.append(("trade", "prophecy"))
        return options
    if step == "trade_die":
        return [("trade_die", i) for i in range(len(s.trade_dice))]
    if step == "take_prophecy":
        result = [("take_prophecy", i) for i in range(len(s.prophecy_row))]
        return [*result, ("take_prophecy", -1)] if s.decks["prophecies"] else result
    if step == "raid_take":
        row = s.village_row if top["deck"] == "village" else s.keep_row
        return [*(("take_pair", i) for i in range(len(row))), ("take_deck",)]
    if step == "upgrade":
        room = len(p["upgrades"]) < s.data.rules["upgrade_spaces"]
        return [("upgrade", "token"), ("upgrade", "glory")] if room else [("upgrade", "glory")]
    if step == "pillage":
        return [("pillage",), ("decline",)]
    if step == "spoils":
        return [("spoils", "village"), ("spoils", "keep")]
    if step == "journey":
        return [("journey", "pay"), ("journey", "suffer")]
    if step == "sea_take":
        result = [("take_battle", i) for i in range(len(s.battle_row))]
        return [*result, ("take_battle", -1)] if s.decks["sea_battles"] else result
    if step == "territory":
        return [("territory", t) for t, stack in s.territory_stacks.items() if stack]
    if step == "beat":
        result = [("beat", "combo")] if combat.can_pay_faces(s, seat, top["combo"]) else []
        return [*result, ("beat", "fight")]
    return combat.answers(s, top)


def _distinct_faces(s: ReaversState, colour: str) -> list[str]:
    return list(dict.fromkeys(f.name for f in s.data.dice[colour].faces))


def _may_use(s: ReaversState, seat: int, card: str, use: str) -> bool:
    if use != "specialize":
        return True
    slot = s.data.reavers[card].slot
    return len(s.players[seat]["slots"].get(slot, [])) < s.data.rules["slot_cap"]


def can_pay_cost(s: ReaversState, seat: int, location: str | None) -> bool:
    assert location is not None
    loc = s.data.locations[location]
    return s.players[seat]["food"] >= loc.cost_food and combat.can_pay_faces(
        s, seat, loc.cost_faces)


# -- applying an answer -----------------------------------------------------------------------

def apply_action(s: ReaversState, action: Action, events: list[Event]) -> list[Action] | None:
    """Apply `action`, then `run`; the legal actions of the state left, as `run` found them."""
    top = s.stack.pop()
    seat = top["seat"]
    handler = HANDLERS.get(action.name) or board.HANDLERS.get(action.name) or combat.HANDLERS[
        action.name]
    handler(s, seat, top, *action.args, events=events)
    return run(s, events)


def run(s: ReaversState, events: list[Event]) -> list[Action] | None:
    """Resolve the automatic steps on top of the stack, and the turn's progress, until a seat
    has a decision to make (its legal actions are returned: finding them is how this knows)
    or the game is over (None)."""
    while not s.over:
        if not s.stack:
            _after_activation(s, events)
            continue
        top = s.stack[-1]
        if top["step"] == "spoil":
            s.stack.pop()
            resolve_spoil(s, top["seat"], top["deck"], top["card"], events)
        elif top["step"] == "settle":
            s.stack.pop()
            combat.settle(s, top["seat"], top["win"], True, events, fought=False)
        elif top["step"] == "end_activation":
            s.stack.pop()
            for p in s.players:
                p["extra_combat"] = p["defense_cut"] = 0
        elif top["step"] == "pay" and (
                alike := combat.alike_payment(s, top["seat"], _answers(s, top))):
            return apply_action(s, Action(alike[0], tuple(alike[1:])), events)
        elif not (legal := legal_actions(s)):
            s.stack.pop()  # a step with nothing left to choose (no dice to take) lapses
        else:
            return legal
    return None


def _place(s: ReaversState, seat: int, top: dict, location: str, events: list[Event]) -> None:
    s.picked[location] = seat
    s.active, s.location = seat, location
    events.append(Event("reavers.place", seat, {"location": location}))
    s.push("end_activation", seat)
    for other in reversed(s.order_from(seat)):
        s.push("follow", other)
    board.push_artifacts(s, location)
    for other in s.order_from(seat):
        _fire_specialized(s, other, location, events)


def _fire_specialized(s: ReaversState, seat: int, location: str, events: list[Event]) -> None:
    """Rules (a) step 1: every player's Specialized Reavers fire, even for those who Rest."""
    for card in s.players[seat]["slots"].get(location, []):
        ability = s.data.reavers[card].ability
        if "die" in ability:
            add_die(s, seat, ability["die"], ability["face"], events)
        else:
            gain(s, seat, dict(ability), events)
        events.append(Event("reavers.specialized", seat, {"card": card}))


def _after_activation(s: ReaversState, events: list[Event]) -> None:
    s.activation += 1
    if s.pawns_left:
        _next_placement(s)
        return
    if s.round == s.data.rules["rounds"]:
        s.over = True
        s.active = s.location = None
        sheet = s.scores()
        events.append(Event("reavers.game_end", None, {"totals": list(sheet.totals),
                                                       "winners": list(sheet.winners())}))
        return
    cleanup(s, events)
    start_round(s)


def cleanup(s: ReaversState, events: list[Event]) -> None:
    """Clean-up: the round advances, the Honor Ship passes clockwise, territory income, the
    Trade dice rerolled, the rows refilled."""
    s.round += 1
    if s.honor_ship is not None:
        s.honor_ship = (s.honor_ship + 1) % s.num_players
    for seat, p in enumerate(s.players):
        income = s.data.rules["territory_glory"] * len(p["territories"])
        if income:
            p["glory"] += income
            events.append(Event("reavers.territory_income", seat, {"glory": income}))
    roll_trade_dice(s)
    refill(s)
    board.ready_tokens_at_cleanup(s)
    events.append(Event("reavers.round_start", None, {"round": s.round}))


def _follow(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    assert s.location is not None
    loc = s.data.locations[s.location]
    s.players[seat]["food"] -= loc.cost_food
    events.append(Event("reavers.follow", seat, {"location": s.location}))
    bonus = s.seat_bonus(s.location, seat)
    actions = bonus.pop("trade_actions", None)
    effect: list[tuple] = []
    if s.location == "recruit_reavers":
        effect = [("recruit_take",)]
    elif s.location == "trade_with_villages":
        if seat == s.active:
            s.start_player = seat
            events.append(Event("reavers.start_player", seat, {}))
        effect = [("trade", {"left": actions})]
    elif s.location in ("raid_villages", "raid_keeps"):
        deck = "village" if s.location == "raid_villages" else "keep"
        effect = [("raid_take", {"deck": deck})]
    elif s.location == "battle_at_sea":
        effect = [("journey_draw",)]
    elif s.location == "conquer_territory":
        effect = [("territory",)]
    cards = {k: bonus.pop(k) for k in ("village", "keep") if k in bonus}
    gain(s, seat, bonus, events)
    for deck, count in cards.items():
        for _ in range(count):
            _push_drawn_spoil(s, seat, deck)
    for step, *args in reversed(effect):
        if step == "journey_draw":
            _journey(s, seat, events)
        else:
            s.push(step, seat, **(args[0] if args else {}))
    combat.push_payment(s, seat, dict(loc.cost_faces))  # on top: paid before the effect


def _rest_food(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    s.players[seat]["food"] += s.data.rules["rest_food"]
    events.append(Event("reavers.rest", seat, {"food": s.data.rules["rest_food"]}))


def _rest_die(s: ReaversState, seat: int, top: dict, colour: str, events: list[Event]) -> None:
    events.append(Event("reavers.rest", seat, {"colour": colour}))
    s.push("set_face", seat, colour=colour)


def _take_die(s: ReaversState, seat: int, top: dict, colour: str, events: list[Event]) -> None:
    if top.get("choose_face"):
        s.push("set_face", seat, colour=colour)
    else:
        add_die(s, seat, colour, random_face(s, colour), events)


def _set_face(s: ReaversState, seat: int, top: dict, face: str, events: list[Event]) -> None:
    add_die(s, seat, top["colour"], face, events)


def gain(s: ReaversState, seat: int, goods: dict[str, int], events: list[Event],
         choose_face: bool = False) -> None:
    """Food, Favor, Glory, dice (taken by colour, rolled), combat dice for this activation,
    Wall tokens, trophies; a negative `defense` is a cut of the Defense for this activation,
    an event of its own (it is no gain)."""
    p = s.players[seat]
    goods = dict(goods)
    cut = -goods.pop("defense", 0)
    if cut:
        p["defense_cut"] += cut  # a Land Deed: the Defense lowered this activation
        events.append(Event("reavers.defense_cut", seat, {"cut": cut}))
    lost: dict[str, int] = {}
    for key, amount in goods.items():
        if key in ("food", "favor", "glory"):
            before, p[key] = p[key], max(0, p[key] + amount)
            if amount < 0:
                lost[key] = before - p[key]
        elif key == "combat_dice":
            p["extra_combat"] += amount
        elif key == "wall":
            p["walls"] += amount
        elif key in ("troll", "kraken"):
            p["trophies"][key] += amount
        elif key == "die":
            for _ in range(amount):
                s.push("take_die", seat, choose_face=choose_face)
        elif key in ("village", "keep"):
            for _ in range(amount):
                _push_drawn_spoil(s, seat, key)
    gained = {k: v for k, v in goods.items() if k not in lost}
    if gained:
        events.append(Event("reavers.gain", seat, gained))
    if any(lost.values()):
        events.append(Event("reavers.lose", seat, {k: v for k, v in lost.items() if v}))


# -- Recruit Reavers --------------------------------------------------------------------------

def _take_stack(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    take_reavers(s, seat, s.recruit_row.pop(index), events)


def _take_deck(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    if top["step"] == "raid_take":
        for _ in range(2):
            _push_drawn_spoil(s, seat, top["deck"])
        return
    cards = [c for c in (s.draw("reavers"), s.draw("reavers")) if c is not None]
    take_reavers(s, seat, cards, events)


def take_reavers(s: ReaversState, seat: int, cards: list[str], events: list[Event]) -> None:
    """Each card's top-left dice rolled onto the board, then one use per card."""
    if not cards:
        return
    s.push("use_reaver", seat, cards=list(cards))
    for card in cards:
        for colour in s.data.reavers[card].roll_dice:
            add_die(s, seat, colour, random_face(s, colour), events)
    events.append(Event("reavers.recruit", seat, {"cards": list(cards)}))


def _use_reaver(s: ReaversState, seat: int, top: dict, card: str, use: str,
                events: list[Event]) -> None:
    p = s.players[seat]
    rest = [c for c in top["cards"] if c != card]
    if rest:
        s.push("use_reaver", seat, cards=rest)
    reaver = s.data.reavers[card]
    events.append(Event("reavers.use_reaver", seat, {"card": card, "use": use}))
    if use == "rally":
        p["glory_pile"].append(card)
        for colour in reversed(reaver.rally_dice):
            s.push("set_face", seat, colour=colour)
    elif use == "specialize":
        p["slots"].setdefault(reaver.slot, []).append(card)
    else:
        if p["leader"] is not None:
            p["glory_pile"].append(p["leader"])
        p["leader"] = card
        bonus = dict(s.data.clan_bonus[reaver.clan])
        if bonus.pop("spoils", 0):
            s.push("spoils", seat)
        gain(s, seat, bonus, events)


def _spoils(s: ReaversState, seat: int, top: dict, deck: str, events: list[Event]) -> None:
    _push_drawn_spoil(s, seat, deck)


# -- Trade with Villages ----------------------------------------------------------------------

def _trade(s: ReaversState, seat: int, top: dict, option: str, events: list[Event]) -> None:
    if top["left"] > 1:
        s.push("trade", seat, left=top["left"] - 1)
    events.append(Event("reavers.trade", seat, {"option": option}))
    if option == "dice":
        for _ in range(min(2, len(s.trade_dice))):
            s.push("trade_die", seat)
    elif option == "prophecy":
        s.push("take_prophecy", seat)
    else:
        gain(s, seat, {option: s.data.trade[option]}, events)


def _trade_die(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    colour, face = s.trade_dice.pop(index)
    add_die(s, seat, colour, face, events)


def _take_prophecy(s: ReaversState, seat: int, top: dict, index: int,
                   events: list[Event]) -> None:
    card = s.prophecy_row.pop(index) if index >= 0 else s.draw("prophecies")
    if card is not None:
        s.players[seat]["prophecies"].append(card)
        events.append(Event("reavers.take_prophecy", seat, {"card": card}))


# -- Raids and spoils -------------------------------------------------------------------------

def _take_pair(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    row = s.village_row if top["deck"] == "village" else s.keep_row
    for card in reversed(row.pop(index)):
        s.push("spoil", seat, deck=top["deck"], card=card)


def _push_drawn_spoil(s: ReaversState, seat: int, deck: str) -> None:
    card = s.draw(deck)
    if card is not None:
        s.push("spoil", seat, deck=deck, card=card)


def resolve_spoil(s: ReaversState, seat: int, deck: str, card: str, events: list[Event]) -> None:
    spoil = (s.data.village if deck == "village" else s.data.keep)[card]
    p = s.players[seat]
    events.append(Event("reavers.spoil", seat, {"card": card}))
    if spoil.type == "artifact":
        board.take_artifact(s, seat, card)
    elif spoil.type == "ship_upgrade":
        s.push("upgrade", seat, card=card)
    elif spoil.pillage is not None:
        s.push("pillage", seat, card=card, deck=deck)
        gain(s, seat, dict(spoil.gain or {}), events)
    else:
        p[deck].append(card)


def _upgrade(s: ReaversState, seat: int, top: dict, choice: str, events: list[Event]) -> None:
    """A Ship Upgrade card: its token or 3 Glory, never both; the card is discarded."""
    spoil = s.data.village[top["card"]]
    if choice == "token":
        s.players[seat]["upgrades"].append(spoil.detail)  # ready until it is used
    else:
        s.players[seat]["glory"] += spoil.glory
    s.discards["village"].append(top["card"])
    events.append(Event("reavers.upgrade", seat, {"card": top["card"], "choice": choice}))


def _pillage(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    spoil = (s.data.village if top["deck"] == "village" else s.data.keep)[top["card"]]
    events.append(Event("reavers.pillage", seat, {"card": top["card"]}))
    combat.start(s, seat, spoil.defense, {"kind": "pillage", "card": top["card"],
                                          "deck": top["deck"]})


def _decline(s: ReaversState, seat: int, top: dict, events: list[Event]) -> None:
    """No pillage (the card is discarded), no Artifact for the new die (it goes onto the
    board), or no (more) Artifacts used this activation."""
    if top["step"] == "pillage":
        s.discards[top["deck"]].append(top["card"])
    elif top["step"] == "store":
        board.board_die(s, seat, top["colour"], top["face"], events)


# -- Battle at Sea ----------------------------------------------------------------------------

def _journey(s: ReaversState, seat: int, events: list[Event]) -> None:
    card = s.draw("sea_journeys")
    s.push("sea_take", seat)
    if card is None:
        return
    events.append(Event("reavers.journey", seat, {"card": card}))
    journey = s.data.sea_journeys[card]
    if journey.cost and combat.can_pay_goods(s, seat, journey.cost):
        s.push("journey", seat, card=card)
    else:
        _suffer(s, seat, card, events)


def _journey_answer(s: ReaversState, seat: int, top: dict, choice: str,
                    events: list[Event]) -> None:
    if choice == "pay":
        s.discards["sea_journeys"].append(top["card"])
        events.append(Event("reavers.journey_end", seat, {"card": top["card"], "choice": "pay"}))
        combat.pay_goods(s, seat, s.data.sea_journeys[top["card"]].cost)
    else:
        _suffer(s, seat, top["card"], events)


def _suffer(s: ReaversState, seat: int, card: str, events: list[Event]) -> None:
    s.discards["sea_journeys"].append(card)
    events.append(Event("reavers.journey_end", seat, {"card": card, "choice": "suffer"}))
    effect = dict(s.data.sea_journeys[card].suffer)
    p = s.players[seat]
    if effect.pop("skip_battle", 0):
        s.stack.pop()  # the sea_take pushed for this seat
    lost = effect.pop("lose_dice", 0)
    del p["dice"][max(0, len(p["dice"]) - lost):]
    gain(s, seat, effect, events)


def _take_battle(s: ReaversState, seat: int, top: dict, index: int, events: list[Event]) -> None:
    card = s.battle_row.pop(index) if index >= 0 else s.draw("sea_battles")
    if card is None:
        return
    battle = s.data.sea_battles[card]
    events.append(Event("reavers.battle", seat, {"card": card}))
    s.push("beat", seat, combo=dict(battle.combo), defense=battle.defense,
           win={"kind": "sea_battle", "card": card})


def _territory(s: ReaversState, seat: int, top: dict, kind: str, events: list[Event]) -> None:
    tile = s.territory_stacks[kind].pop()
    level = s.data.territories[tile].level
    events.append(Event("reavers.territory", seat, {"card": tile}))
    s.push("beat", seat, combo={"hammer": level + 1}, defense=level,
           win={"kind": "territory", "card": tile})


def _beat(s: ReaversState, seat: int, top: dict, how: str, events: list[Event]) -> None:
    if how == "combo":
        events.append(Event("reavers.beat", seat, {"card": top["win"]["card"]}))
        s.push("settle", seat, win=top["win"])
        combat.push_payment(s, seat, top["combo"])
    else:
        combat.start(s, seat, top["defense"], top["win"])


HANDLERS = {
    "place": _place, "follow": _follow, "rest_food": _rest_food, "rest_die": _rest_die,
    "take_die": _take_die, "set_face": _set_face,
    "take_stack": _take_stack, "take_deck": _take_deck, "use_reaver": _use_reaver,
    "spoils": _spoils, "trade": _trade, "trade_die": _trade_die,
    "take_prophecy": _take_prophecy, "take_pair": _take_pair, "upgrade": _upgrade,
    "pillage": _pillage, "decline": _decline, "journey": _journey_answer,
    "take_battle": _take_battle, "territory": _territory, "beat": _beat,
}
