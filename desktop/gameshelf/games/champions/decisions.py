"""The legal answers at every decision point, and applying one (the contract's actions)."""

from __future__ import annotations

from ...engine import Action, Event
from . import combat, placement
from .data import KINDS, LEADERS
from .state import ASSIGN, COMBAT, FIGHTS, LEADERS_PHASE, PLACE, SHORES, TROLL_BLAME, ChampionsState

BEG = Action("beg")
COMMIT = Action("commit")
KEEP = Action("keep")
SKIP = Action("skip_rune")


def legal_actions(state: ChampionsState) -> list[Action]:
    seat = state.current
    if seat is None:
        return []
    phase = state.phase
    if phase == LEADERS_PHASE:
        taken = set(state.leaders) - {None}
        return [Action("choose_leader", (leader,)) for leader in LEADERS if leader not in taken]
    if phase == PLACE:
        if state.pending is not None:
            return placement.pending_actions(state, seat)
        places = placement.placement_actions(state, seat)
        return placement.any_time_rune_actions(state, seat) + (places or [BEG])
    if phase == ASSIGN:
        return assign_actions(state, seat)
    if phase in (COMBAT, TROLL_BLAME):
        return resolution_actions(state, seat)
    return []


def assign_actions(state: ChampionsState, seat: int) -> list[Action]:
    pool = state.pool(seat)
    food = state.food_pool(seat)
    result = []
    for target in state.targets(seat):
        if target.startswith("shore_"):
            room = state.capacity(state.ship_at(int(target[-1]))) - state.load(seat, target)
            banned = None
        else:
            room = 99
            banned = state.data.enemy(state.enemy_at(target)).restriction
        assigned = state.assign[seat].get(target, {})
        for kind in KINDS:
            if pool[kind] and room > 0 and kind != banned:
                result.append(Action("assign", (target, kind)))
            if assigned.get(kind):
                result.append(Action("unassign", (target, kind)))
        if target.startswith("shore_"):
            shore = int(target[-1])
            if food and room > 0:
                result.append(Action("load_food", (shore,)))
            if state.food_loaded[seat].get(str(shore)):
                result.append(Action("unload_food", (shore,)))
    result.append(COMMIT)
    return result


def resolution_actions(state: ChampionsState, seat: int) -> list[Action]:
    c = state.combat
    if c is not None:
        stage = c["stage"]
        if stage == "reroll":
            result = [KEEP]
            if state.resources[seat]["favor"]:
                result += [Action("reroll", (mask,)) for mask in range(1, 1 << len(c["dice"]))]
            if state.has_rune(seat, "potential") and combat.blank_mask(state):
                result.append(Action("use_rune", ("potential",)))
            if state.has_rune(seat, "reaction") and not c["reaction"] and c["shields"]:
                result.append(Action("use_rune", ("reaction",)))
            return result
        if stage == "healing":
            return [Action("use_rune", ("healing",)), SKIP]
        if stage == "victory":
            return [Action("use_rune", ("glory",)), SKIP]
        if stage == "lose":
            return [Action("lose", (k,)) for k in KINDS if any(d["kind"] == k for d in c["dice"])]
        raise AssertionError(stage)
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "journey_rune":
        return [Action("use_rune", ("journey",)), SKIP]
    if kind in ("storm", "lost"):
        return [Action(kind, (what,)) for what in combat.journey_options(state, seat, p["shore"])]
    if kind == "starve":
        aboard = state.assign[seat].get(f"shore_{p['shore']}", {})
        return [Action("lose", (k,)) for k in KINDS if aboard.get(k)]
    if kind == "give_blame":
        return [Action("give_blame", (s,)) for s in range(state.num_players) if s != seat]
    raise AssertionError(kind)


def apply_action(state: ChampionsState, action: Action, events: list[Event]) -> None:
    seat = state.current
    assert seat is not None
    phase = state.phase
    name, args = action.name, action.args
    if phase == LEADERS_PHASE:
        state.leaders[seat] = str(args[0])
        events.append(Event("champions.choose_leader", seat, {"leader": args[0]}))
        state.draft.pop(0)
        if state.draft:
            state.current = state.draft[0]
        else:
            state.phase = PLACE
            state.current = state.first_player
        return
    if phase == PLACE:
        if state.pending is not None:
            if placement.answer_pending(state, seat, action, events):
                state.pending = None
                _next_placer(state, seat, events)
            return
        if name == "use_rune":
            placement.use_any_time_rune(state, seat, args, events)
            return
        if name == "place":
            placement.place(state, seat, str(args[0]), events)
        elif name == "place_ship":
            placement.place_ship(state, seat, str(args[0]), int(args[1]), events)
        else:  # beg
            state.workers_left[seat] -= 1
            state.resources[seat]["food"] += 1
            state.resources[seat]["blame"] += 1
            events.append(Event("champions.beg", seat, {}))
        if state.pending is None:
            _next_placer(state, seat, events)
        return
    if phase == ASSIGN:
        _apply_assign(state, seat, action, events)
        return
    _apply_resolution(state, seat, action, events)
    combat.advance(state, events)


def _next_placer(state: ChampionsState, seat: int, events: list[Event]) -> None:
    n = state.num_players
    for step in range(1, n + 1):
        other = (seat + step) % n
        if state.workers_left[other] > 0:
            state.current = other
            return
    start_assign(state, events)


def start_assign(state: ChampionsState, events: list[Event]) -> None:
    state.phase = ASSIGN
    state.revealed = False
    state.committed = [False] * state.num_players
    events.append(Event("champions.assign_start", None, {}))
    _next_assigner(state, events)


def _next_assigner(state: ChampionsState, events: list[Event]) -> None:
    for seat in state.turn_order():
        if state.targets(seat) and not state.committed[seat]:
            state.current = seat
            return
    state.revealed = True
    events.append(Event("champions.reveal", None, {"assign": [
        {t: dict(c) for t, c in state.assign[s].items() if c} for s in range(state.num_players)
    ], "food": [dict(f) for f in state.food_loaded]}))
    combat.start_resolution(state, events)


def _apply_assign(state: ChampionsState, seat: int, action: Action, events: list[Event]) -> None:
    name, args = action.name, action.args
    if name == "commit":
        state.committed[seat] = True
        events.append(Event("champions.commit", seat, {}))
        _next_assigner(state, events)
        return
    if name in ("assign", "unassign"):
        target, kind = str(args[0]), str(args[1])
        counts = state.assign[seat].setdefault(target, {})
        counts[kind] = counts.get(kind, 0) + (1 if name == "assign" else -1)
        if not counts[kind]:
            del counts[kind]
        if not counts:
            del state.assign[seat][target]
        return
    key = str(int(args[0]))
    loaded = state.food_loaded[seat]
    loaded[key] = loaded.get(key, 0) + (1 if name == "load_food" else -1)
    if not loaded[key]:
        del loaded[key]


def _apply_resolution(state: ChampionsState, seat: int, action: Action,
                      events: list[Event]) -> None:
    name, args = action.name, action.args
    c = state.combat
    if c is not None:
        stage = c["stage"]
        if name == "keep":
            combat.keep(state, events)
        elif name == "reroll":
            combat.reroll_mask(state, int(args[0]), events)
        elif name == "use_rune" and stage == "reroll":
            combat.roll_rune(state, str(args[0]), events)
        elif stage == "healing":
            combat.heal(state, name == "use_rune", events)
        elif stage == "victory":
            combat.win(state, name == "use_rune", events)
        else:
            combat.lose(state, str(args[0]), events)
        return
    p = state.pending
    assert p is not None
    kind = p["kind"]
    if kind == "journey_rune":
        combat.journey_rune(state, name == "use_rune", events)
    elif kind in ("storm", "lost"):
        combat.journey_loss(state, str(args[0]), events)
        combat.settle_journey(state, events)
    elif kind == "starve":
        combat.starve(state, str(args[0]), events)
        combat.settle_losses(state, events)
    else:
        combat.give_blame(state, seat, int(args[0]), events)


__all__ = ["FIGHTS", "SHORES", "apply_action", "legal_actions"]
