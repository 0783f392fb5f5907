"""The legal actions at each decision point and what they do (rules page, Turn; Effects;
Goals; End of game).

At the free point of a turn (no step pending) the seat may claim a goal, exploit an effect
depth or flip an effect manta, and play its character ("before") or end its turn ("after").
At a step of the pending stack, the step's answers; during the main action a payment step
(Buy, Conquer, Recruit) also takes resource depths and mantas that it could use, and `pass`
when nothing can be paid. Goals can be claimed at every decision of the seat's own turn.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

from ...engine import Action, Event
from .data import Effect
from .effects import (
    SPEND_STEPS,
    arrive,
    claimable,
    effect_useful,
    finish_scout,
    gain,
    place_location,
    raisable,
    raise_location,
    recruit_cost,
    resource_useful,
    scorable,
    score_location,
    spend_coins,
    spend_power,
    spend_targets,
    start_scout,
    take_character,
    trigger_end,
)
from .scoring import final_events
from .setup import pick_king
from .state import AFTER, BEFORE, DRAFT, ICHTHYANDERS, MAIN, OVER, AquaticaState

READY, TIRED = "ready", "tired"
# Steps the engine runs by itself; every other step is a decision.
AUTOMATIC = ("coins", "power", "take_back_all", "ready_mantas", "row_discard", "tire_opponents",
             "opponents_discard", "end_main")


# -- legal actions --------------------------------------------------------------------------------


def legal_actions(state: AquaticaState) -> list[Action]:
    if state.stage == OVER:
        return []
    if state.stage == DRAFT:
        return [Action("pick_king", (k,)) for k in sorted(set(state.draft_offer))]
    seat = state.current
    if state.pending:
        step = state.pending[-1]
        actions = step_actions(state, step)
        if step["seat"] == seat:
            actions += claim_actions(state, seat)
            if state.stage == MAIN and step["step"] in SPEND_STEPS:
                actions += resource_actions(state, step)
        return actions
    actions = claim_actions(state, seat) + free_additional_actions(state, seat)
    if state.stage == BEFORE:
        actions += [Action("play", (card,)) for card in sorted(set(state.hands[seat]))]
    else:
        actions.append(Action("end_turn"))
    return actions


def claim_actions(state: AquaticaState, seat: int) -> list[Action]:
    choices = sorted({(m["face"], READY if m["ready"] else TIRED)
                      for m in state.mantas[seat] if m["kind"] == "trained"})
    return [Action("claim", (g, face, ready)) for g in claimable(state, seat)
            for face, ready in choices]


def _depth_sources(state: AquaticaState, seat: int) -> list[tuple[int, tuple[Effect, ...]]]:
    result = []
    for slot in state.occupied(seat):
        depth = state.top_depth(seat, slot)
        if depth is not None and depth != "empty":
            result.append((slot, state.data.depths[depth]))
    return result


def _manta_sources(state: AquaticaState, seat: int) -> list[tuple[str, str, tuple[Effect, ...]]]:
    seen = sorted({(m["kind"], m["face"]) for m in state.mantas[seat]
                   if m["ready"] and not m["used"]})
    return [(kind, face, state.data.mantas[face]) for kind, face in seen]


def free_additional_actions(state: AquaticaState, seat: int) -> list[Action]:
    """Effect depths and effect mantas, before or after the main action, that would be used."""
    data = state.data
    actions = [Action("exploit", (slot,)) for slot, effects in _depth_sources(state, seat)
               if not data.is_resource(effects) and effect_useful(state, seat, effects, slot)]
    actions += [Action("flip", (kind, face)) for kind, face, effects in _manta_sources(state, seat)
                if not data.is_resource(effects) and effect_useful(state, seat, effects, None)]
    return actions


def resource_actions(state: AquaticaState, step: dict[str, Any]) -> list[Action]:
    """Resource depths (one per Location per main action) and mantas that the payment could
    use."""
    seat = step["seat"]
    data = state.data
    actions = [Action("exploit", (slot,)) for slot, effects in _depth_sources(state, seat)
               if slot not in state.resource_used and data.is_resource(effects)
               and resource_useful(state, step, effects)]
    actions += [Action("flip", (kind, face)) for kind, face, effects in _manta_sources(state, seat)
                if data.is_resource(effects) and resource_useful(state, step, effects)]
    return actions


def step_actions(state: AquaticaState, step: dict[str, Any]) -> list[Action]:
    """The answers to a decision step (never empty for a step that `advance` left on top)."""
    kind = step["step"]
    seat = step["seat"]
    source = step.get("source")
    if kind in SPEND_STEPS:
        targets = spend_targets(state, step)
        if not targets:
            return [Action("pass")]
        if kind == "recruit":
            return [Action("recruit", (i,)) for i in targets]
        return [Action(kind, (row, i, slot)) for row, i, _ in targets
                for slot in state.empty_slots(seat)]
    if kind in ("raise", "fully_rise"):
        return [Action(kind, (s,)) for s in raisable(state, seat, source)]
    if kind == "score":
        return [Action("score", (s,)) for s in scorable(state, seat, source)]
    if kind == "scout":
        return [Action("scout"), Action("pass")]
    if kind == "scout_keep":
        keep = state.data.scout_keep
        return [Action("keep", c) for c in combinations(range(len(state.bottom_row)), keep)]
    if kind in ("take_back", "replay"):
        return [Action(kind, (c,)) for c in sorted(set(state.discards[seat]))]
    if kind == "choose":
        return [Action("choose", (i,)) for i in range(len(step["options"]))]
    if kind == "ichthyander":
        return [Action("place_ichthyander", (g,)) for g in _ichthyander_goals(state)]
    if kind == "tire":
        return [Action("tire", (k, f)) for k, f in
                sorted({(m["kind"], m["face"]) for m in state.mantas[seat] if m["ready"]})]
    if kind == "discard":
        return [Action("discard", (c,)) for c in sorted(set(state.hands[seat]))
                if not state.data.characters[c].stays_in_hand]
    raise AssertionError(f"no decision for step {kind}")


def _ichthyander_goals(state: AquaticaState) -> list[int]:
    return [g for g in range(len(state.goals)) if ICHTHYANDERS not in state.tracks[g]
            and len(state.tracks[g]) < len(state.data.goal_values)]


def _has_decision(state: AquaticaState, step: dict[str, Any]) -> bool:
    kind = step["step"]
    if kind in SPEND_STEPS:
        if spend_targets(state, step):
            return True
        return state.stage == MAIN and bool(resource_actions(state, step))
    if kind == "scout":
        return True
    if kind == "scout_keep":
        return len(state.bottom_row) > state.data.scout_keep
    return bool(step_actions(state, step))


# -- resolving the pending steps ------------------------------------------------------------------


def push_effects(state: AquaticaState, seat: int, effects: tuple[Effect, ...],
                 source: int | None) -> None:
    """The icons go on the stack so that the first is resolved first."""
    for effect in reversed(effects):
        if effect.players is not None and effect.players != state.num_players:
            continue
        step = {"step": effect.effect, "seat": seat, **effect.to_dict()}
        del step["effect"]
        if source is not None:
            step["source"] = source
        if effect.options:
            step["options"] = [[e.to_dict() for e in option] for option in effect.options]
        state.pending.append(step)


def _push_plain(state: AquaticaState, seat: int, steps: list[dict[str, Any]],
                source: int | None) -> None:
    """A chosen option's effects (as plain data) onto the stack."""
    for effect in reversed(steps):
        step = {"step": effect["effect"], "seat": seat,
                **{k: v for k, v in effect.items() if k != "effect"}}
        if source is not None:
            step["source"] = source
        state.pending.append(step)


def advance(state: AquaticaState, events: list[Event]) -> None:
    """Run automatic steps, and skip steps that can do nothing, until a decision is due."""
    while state.pending:
        step = state.pending[-1]
        kind = step["step"]
        if kind in AUTOMATIC:
            state.pending.pop()
            _automatic(state, step, events)
        elif kind == "scout" and state.options["scout"] == "original":
            state.pending.pop()
            _original_scout(state, step["seat"], events)
        elif _has_decision(state, step):
            return
        else:
            state.pending.pop()
            events.append(Event("aquatica.cannot", step["seat"], {"step": kind}))


def _automatic(state: AquaticaState, step: dict[str, Any], events: list[Event]) -> None:
    kind = step["step"]
    seat = step["seat"]
    if kind in ("coins", "power"):
        gain(state, seat, {"effect": kind, **step}, events)
    elif kind == "take_back_all":
        count = len(state.discards[seat])
        state.hands[seat] = sorted(state.hands[seat] + state.discards[seat])
        state.discards[seat] = []
        events.append(Event("aquatica.take_back_all", seat, {"count": count}))
    elif kind == "ready_mantas":
        count = 0
        for manta in state.mantas[seat]:
            count += not manta["ready"]
            manta["ready"] = True
        state.sort_mantas(seat)
        events.append(Event("aquatica.ready_mantas", seat, {"count": count}))
    elif kind == "row_discard":
        if state.char_row:
            card = take_character(state, 0, events)
            state.char_removed.append(card)
            events.append(Event("aquatica.row_discard", seat, {"card": card}))
    elif kind in ("tire_opponents", "opponents_discard"):
        answer = "tire" if kind == "tire_opponents" else "discard"
        others = [(seat + i) % state.num_players for i in range(1, state.num_players)]
        for other in reversed(others):
            state.pending.append({"step": answer, "seat": other})
    else:  # end_main
        state.discards[seat] += state.in_play
        state.in_play = []
        state.stage = AFTER
        events.append(Event("aquatica.main_done", seat, {}))


def _original_scout(state: AquaticaState, seat: int, events: list[Event]) -> None:
    """Original printing: only with at most four cards in the bottom row, and then it must."""
    if len(state.bottom_row) > state.data.original_scout_limit:
        events.append(Event("aquatica.cannot", seat, {"step": "scout"}))
        return
    state.loc_discard += state.top_row
    events.append(Event("aquatica.discard_top_row", seat, {"locations": list(state.top_row)}))
    state.top_row = []
    finish_scout(state, seat, list(range(len(state.bottom_row))), events)
    _after_scout(state, seat)


def _after_scout(state: AquaticaState, seat: int) -> None:
    """Solo, updated printing: every Scout places an Ichthyander manta."""
    if state.solo and state.ichthyanders and state.options["scout"] == "updated":
        state.pending.append({"step": "ichthyander", "seat": seat})


# -- applying an action ---------------------------------------------------------------------------


def apply_action(state: AquaticaState, action: Action, events: list[Event]) -> None:
    name, args = action.name, action.args
    seat = state.to_move()
    assert seat is not None
    if name == "pick_king":
        pick_king(state, str(args[0]), events)
    elif name == "claim":
        _claim(state, seat, int(args[0]), str(args[1]), args[2] == READY, events)
    elif name == "exploit":
        _exploit(state, seat, int(args[0]), events)
    elif name == "flip":
        _flip(state, seat, str(args[0]), str(args[1]), events)
    elif name == "play":
        _play(state, seat, str(args[0]), events)
    elif name == "end_turn":
        _end_turn(state, events)
        return
    else:
        _answer(state, seat, action, events)
    advance(state, events)


def _claim(state: AquaticaState, seat: int, goal: int, face: str, ready: bool,
           events: list[Event]) -> None:
    mantas = state.mantas[seat]
    # A ready manta already flipped this turn goes first: it could not flip again.
    order = sorted(range(len(mantas)), key=lambda i: not mantas[i]["used"])
    index = next(i for i in order if mantas[i]["kind"] == "trained"
                 and mantas[i]["face"] == face and mantas[i]["ready"] == ready)
    mantas.pop(index)
    track = state.tracks[goal]
    track.append(seat)
    events.append(Event("aquatica.claim", seat, {
        "goal": state.goals[goal], "spot": len(track),
        "points": state.data.goal_values[len(track) - 1]}))
    if all(seat in t for t in state.tracks):
        trigger_end(state, "goals", events)


def _exploit(state: AquaticaState, seat: int, slot: int, events: list[Event]) -> None:
    entry = state.boards[seat][slot]
    assert entry is not None
    depth = state.top_depth(seat, slot)
    assert depth is not None
    effects = state.data.depths[depth]
    events.append(Event("aquatica.exploit", seat, {"slot": slot, "location": entry["location"],
                                                    "depth": depth}))
    entry["offset"] += 1  # the card slides up past the depth it gave
    if state.fully_raised(seat, slot):
        arrive(state, seat, slot, events)
    if state.data.is_resource(effects):
        state.resource_used.append(slot)
        for effect in effects:
            gain(state, seat, effect, events)
    else:
        push_effects(state, seat, effects, slot)


def _flip(state: AquaticaState, seat: int, kind: str, face: str, events: list[Event]) -> None:
    manta = next(m for m in state.mantas[seat] if m["kind"] == kind and m["face"] == face
                 and m["ready"] and not m["used"])
    manta["ready"] = False
    manta["used"] = True
    state.sort_mantas(seat)
    events.append(Event("aquatica.flip", seat, {"kind": kind, "face": face}))
    effects = state.data.mantas[face]
    if state.data.is_resource(effects):
        for effect in effects:
            gain(state, seat, effect, events)
    else:
        push_effects(state, seat, effects, None)


def _play(state: AquaticaState, seat: int, card: str, events: list[Event]) -> None:
    character = state.data.characters[card]
    if not character.stays_in_hand:
        state.hands[seat].remove(card)
        state.in_play.append(card)
    if card == state.kings[seat]:
        state.king_known[seat] = True
    state.stage = MAIN
    events.append(Event("aquatica.play", seat, {"card": card}))
    state.pending.append({"step": "end_main", "seat": seat})
    if card == "matrona" and state.solo and state.ichthyanders:
        state.pending.append({"step": "ichthyander", "seat": seat})
    push_effects(state, seat, character.effects, None)


def _end_turn(state: AquaticaState, events: list[Event]) -> None:
    seat = state.current
    lost = {"coins": state.coins, "power": state.power + sum(state.typed_power.values())}
    events.append(Event("aquatica.end_turn", seat, lost))
    state.coins = state.power = 0
    state.typed_power = {}
    state.resource_used = []
    for mantas in state.mantas:
        for manta in mantas:
            manta["used"] = False
    state.sort_mantas(seat)
    if state.final_turns is not None:
        state.final_turns -= 1
        if state.final_turns <= 0:
            state.stage = OVER
            events.extend(final_events(state))
            return
    state.current = state.next_seat(seat)
    state.turn += 1
    state.stage = BEFORE


def _answer(state: AquaticaState, seat: int, action: Action, events: list[Event]) -> None:
    """The answer to the step on top of the stack."""
    step = state.pending[-1]
    name, args = action.name, action.args
    source = step.get("source")
    if name == "pass":
        state.pending.pop()
        events.append(Event("aquatica.pass", seat, {"step": step["step"]}))
    elif name == "buy":
        state.pending.pop()
        location = state.row(str(args[0]))[int(args[1])]
        cost = state.data.locations[location].buy
        spend_coins(state, cost)
        place_location(state, seat, str(args[0]), int(args[1]), int(args[2]), events, "buy", cost)
    elif name == "conquer":
        state.pending.pop()
        location = state.row(str(args[0]))[int(args[1])]
        cost = state.conquer_cost(str(args[0]), location, step.get("discount", 0))
        spend_power(state, cost)
        place_location(state, seat, str(args[0]), int(args[1]), int(args[2]), events,
                       "conquer", cost)
    elif name == "recruit":
        state.pending.pop()
        index = int(args[0])
        cost = recruit_cost(state, step, index)
        spend_coins(state, cost)
        if cost == 5 and state.data.slot_prices[index] == 5:
            state.paid_five[seat] = True
        card = take_character(state, index, events)
        state.hands[seat] = sorted([*state.hands[seat], card])
        events.append(Event("aquatica.recruit", seat, {"card": card, "slot": index,
                                                        "cost": cost}))
    elif name in ("raise", "score", "fully_rise"):
        slot = int(args[0])
        if name == "raise":
            amount = 1 if step.get("split") else step["amount"]
            raise_location(state, seat, slot, amount, events)
        elif name == "score":
            amount = 1
            score_location(state, seat, slot, events)
        else:
            amount = 1
            depths = len(state.location(seat, slot).depths)  # type: ignore[union-attr]
            raise_location(state, seat, slot, depths, events)
        step["amount"] -= amount
        if step["amount"] <= 0:
            state.pending.pop()
    elif name == "scout":
        state.pending.pop()
        if start_scout(state, seat, events):
            state.pending.append({"step": "scout_keep", "seat": seat})
        else:
            _after_scout(state, seat)
    elif name == "keep":
        state.pending.pop()
        finish_scout(state, seat, [int(a) for a in args], events)
        _after_scout(state, seat)
    elif name in ("take_back", "replay"):
        card = str(args[0])
        discard = state.discards[seat]
        del discard[len(discard) - 1 - discard[::-1].index(card)]
        if card == state.kings[seat]:
            state.king_known[seat] = True
        if name == "take_back":
            state.hands[seat] = sorted([*state.hands[seat], card])
            events.append(Event("aquatica.take_back", seat, {"card": card}))
            step["amount"] -= 1
            if step["amount"] <= 0:
                state.pending.pop()
        else:
            state.pending.pop()
            state.in_play.append(card)
            events.append(Event("aquatica.replay", seat, {"card": card}))
            push_effects(state, seat, state.data.characters[card].effects, None)
    elif name == "choose":
        state.pending.pop()
        events.append(Event("aquatica.choose", seat, {"option": int(args[0])}))
        _push_plain(state, seat, step["options"][int(args[0])], source)
    elif name == "place_ichthyander":
        state.pending.pop()
        goal = int(args[0])
        state.tracks[goal].append(ICHTHYANDERS)
        state.ichthyanders -= 1
        events.append(Event("aquatica.ichthyander", None, {
            "goal": state.goals[goal], "spot": len(state.tracks[goal]),
            "left": state.ichthyanders}))
        if not state.ichthyanders:
            trigger_end(state, "ichthyanders", events, turns=2)
    elif name == "tire":
        state.pending.pop()
        manta = next(m for m in state.mantas[seat] if m["kind"] == args[0]
                     and m["face"] == args[1] and m["ready"])
        manta["ready"] = False
        state.sort_mantas(seat)
        events.append(Event("aquatica.tire", seat, {"kind": args[0], "face": args[1],
                                                     "by": state.current}))
    elif name == "discard":
        state.pending.pop()
        card = str(args[0])
        state.hands[seat].remove(card)
        state.discards[seat].append(card)
        if card == state.kings[seat]:
            state.king_known[seat] = True
        events.append(Event("aquatica.discard", seat, {"card": card, "by": state.current}))
    else:
        raise AssertionError(f"unknown action {name}")
