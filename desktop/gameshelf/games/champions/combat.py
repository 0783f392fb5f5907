"""Resolution of a round (§a.7-a.10): hunting, the Troll, the Draugr, the distant shores with
their Journey cards, feeding and monsters; then the Troll's Blame and the clean-up.

`queue` lists the steps still to run; `advance` runs them until one needs a decision. A fight
(`combat`) goes roll -> "reroll" (reroll(mask) for 1 Favor, keep, or an after-roll rune) ->
[healing rune] -> "lose" (lose(kind), one die at a time) -> next roll, or the win (Glory rune,
the reward) or the loss (damage reset). Every die comes from the state's generator.
"""

from __future__ import annotations

from ...engine import Event
from ...engine.dice import indices_of, reroll, roll
from .data import KINDS
from .placement import use_rune_mark
from .setup import draw_journey, start_round
from .state import COMBAT, OVER, SHORES, TROLL_BLAME, ChampionsState

ROLL_KEY = ("hits", "shields")


def start_resolution(state: ChampionsState, events: list[Event]) -> None:
    state.phase = COMBAT
    queue = [f"hunt:{s}" for s in state.turn_order()
             if s in state.placements.get("hunting_grounds", [])]
    for target in ("troll", "draugr_1", "draugr_2"):
        if state.placements.get(target):
            queue.append(f"fight:{target}")
    for shore in range(SHORES):
        if state.ship_at(shore) is not None:
            queue += [f"journey:{shore}", f"feed:{shore}", f"monster:{shore}"]
    queue.append("cleanup")
    state.queue = queue
    advance(state, events)


def advance(state: ChampionsState, events: list[Event]) -> None:
    """Run the queued steps until a decision is needed or the game is over."""
    while state.pending is None and state.combat is None and state.phase != OVER:
        if not state.queue:
            return
        step = state.queue.pop(0)
        name, _, arg = step.partition(":")
        STEPS[name](state, arg, events)
    if state.combat is not None:
        state.current = state.combat["seat"]
    elif state.pending is not None:
        state.current = state.pending["seat"]


def _owner(state: ChampionsState, shore: int) -> int:
    ship = state.ship_at(shore)
    assert ship is not None
    return state.ships[ship]["owner"]


def _step_hunt(state: ChampionsState, arg: str, events: list[Event]) -> None:
    seat = int(arg)
    pool = state.pool(seat)
    dice = [kind for kind in KINDS for _ in range(pool[kind])]
    if dice:
        _begin(state, seat, "hunt", None, dice, events)


def _step_fight(state: ChampionsState, target: str, events: list[Event]) -> None:
    seat = state.placements[target][0]
    enemy = state.enemy_at(target)
    counts = state.assign[seat].get(target, {})
    dice = [kind for kind in KINDS for _ in range(counts.get(kind, 0))]
    if enemy is None or not dice:
        return
    _begin(state, seat, target, enemy, dice, events)


def _begin(state: ChampionsState, seat: int, target: str, enemy: str | None, kinds: list[str],
           events: list[Event]) -> None:
    e = state.data.enemy(enemy) if enemy else None
    state.combat = {
        "seat": seat, "target": target, "enemy": enemy, "damage": 0,
        "defense": e.defense if e else 0, "attack": e.attack if e else 0,
        "dice": [], "stage": "roll", "losses_left": 0, "hits": 0, "shields": 0,
        "reaction": False,
    }
    events.append(Event("champions.fight" if enemy else "champions.hunt", seat,
                        {"target": target, "enemy": enemy, "dice": len(kinds)}))
    _roll(state, kinds, events)


def _dice_of(state: ChampionsState, seat: int, kinds: list[str]) -> list:
    leader = state.leaders[seat]
    return [state.data.die(kind, leader) for kind in kinds]


def _roll(state: ChampionsState, kinds: list[str], events: list[Event]) -> None:
    c = state.combat
    assert c is not None
    faces = roll(_dice_of(state, c["seat"], kinds), state.rng)
    c["dice"] = [{"kind": k, "face": state.data.dice[k].faces[f].name}
                 for k, f in zip(kinds, faces, strict=True)]
    c["stage"] = "reroll"
    c["reaction"] = False
    _tally(state)
    events.append(Event("champions.roll", c["seat"], {"faces": _faces_text(c)}))


def _faces_text(c: dict) -> list[str]:
    return [f"{d['kind']}:{d['face']}" for d in c["dice"]]


def _tally(state: ChampionsState) -> None:
    c = state.combat
    assert c is not None
    dice = _dice_of(state, c["seat"], [d["kind"] for d in c["dice"]])
    hits = shields = 0
    for die, d in zip(dice, c["dice"], strict=True):
        face = die.faces[die.face_index(d["face"])]
        hits += face.value("hits")
        shields += face.value("shields")
    c["hits"] = hits + (shields if c["reaction"] else 0)
    c["shields"] = shields


def reroll_mask(state: ChampionsState, mask: int, events: list[Event]) -> None:
    """Spend 1 Favor to reroll the dice of `mask` (Asmundr: +2 Glory for it)."""
    c = state.combat
    assert c is not None
    seat = c["seat"]
    state.resources[seat]["favor"] -= 1
    _reroll(state, mask)
    events.append(Event("champions.reroll", seat, {"count": len(indices_of(mask)),
                                                   "faces": _faces_text(c)}))
    if state.leaders[seat] == "asmundr":
        state.glory(seat, 2, events, "asmundr")


def _reroll(state: ChampionsState, mask: int) -> None:
    c = state.combat
    assert c is not None
    kinds = [d["kind"] for d in c["dice"]]
    dice = _dice_of(state, c["seat"], kinds)
    old = [die.face_index(d["face"]) for die, d in zip(dice, c["dice"], strict=True)]
    new = reroll(dice, old, mask, state.rng)
    c["dice"] = [{"kind": k, "face": dice[i].faces[f].name}
                 for i, (k, f) in enumerate(zip(kinds, new, strict=True))]
    _tally(state)


def blank_mask(state: ChampionsState) -> int:
    c = state.combat
    assert c is not None
    return sum(1 << i for i, d in enumerate(c["dice"]) if d["face"] == "blank")


def roll_rune(state: ChampionsState, rune: str, events: list[Event]) -> None:
    """Potential: reroll every blank die; Reaction: shields also count as hits."""
    c = state.combat
    assert c is not None
    use_rune_mark(state, c["seat"], rune, events)
    if rune == "potential":
        _reroll(state, blank_mask(state))
        events.append(Event("champions.roll", c["seat"], {"faces": _faces_text(c)}))
    else:
        c["reaction"] = True
        _tally(state)


def keep(state: ChampionsState, events: list[Event]) -> None:
    """The roll stands: hunting gives Food; a fight takes damage and losses."""
    c = state.combat
    assert c is not None
    seat = c["seat"]
    if c["target"] == "hunt":
        food = min(c["hits"], state.data.hunting_cap)
        state.resources[seat]["food"] += food
        events.append(Event("champions.hunted", seat, {"hits": c["hits"], "food": food}))
        state.combat = None
        return
    if state.leaders[seat] == "ullr":
        doubles = sum(1 for d in c["dice"] if d["face"] == "hit2")
        state.glory(seat, doubles, events, "ullr")
    c["damage"] += c["hits"]
    losses = min(max(0, c["attack"] - c["shields"]), len(c["dice"]))
    c["losses_left"] = losses
    events.append(Event("champions.combat_round", seat, {
        "enemy": c["enemy"], "hits": c["hits"], "shields": c["shields"],
        "damage": c["damage"], "losses": losses}))
    if losses and state.has_rune(seat, "healing"):
        c["stage"] = "healing"
        return
    _losses(state, events)


def heal(state: ChampionsState, use: bool, events: list[Event]) -> None:
    c = state.combat
    assert c is not None
    if use:
        use_rune_mark(state, c["seat"], "healing", events)
        c["losses_left"] = 0
    _losses(state, events)


def _losses(state: ChampionsState, events: list[Event]) -> None:
    c = state.combat
    assert c is not None
    while c["losses_left"] and len({d["kind"] for d in c["dice"]}) == 1:
        lose(state, c["dice"][0]["kind"], events)  # no choice to make
    if c["losses_left"]:
        c["stage"] = "lose"
        return
    _after_round(state, events)


def lose(state: ChampionsState, kind: str, events: list[Event]) -> None:
    """One die of `kind` of the fight dies: back to the supply."""
    c = state.combat
    assert c is not None
    seat = c["seat"]
    for i, d in enumerate(c["dice"]):
        if d["kind"] == kind:
            del c["dice"][i]
            break
    target = c["target"]
    state.lose_die(seat, kind, target if target != "kraken" else f"shore_{c['shore']}")
    c["losses_left"] -= 1
    events.append(Event("champions.lose_die", seat, {"kind": kind, "why": "combat"}))
    if c["stage"] == "lose" and not c["losses_left"]:
        _after_round(state, events)


def _after_round(state: ChampionsState, events: list[Event]) -> None:
    c = state.combat
    assert c is not None
    if c["damage"] >= c["defense"]:
        if state.has_rune(c["seat"], "glory"):
            c["stage"] = "victory"
            return
        win(state, False, events)
    elif not c["dice"]:
        events.append(Event("champions.defeat", c["seat"], {"enemy": c["enemy"]}))
        state.combat = None
    else:
        _roll(state, [d["kind"] for d in c["dice"]], events)


def win(state: ChampionsState, glory_rune: bool, events: list[Event]) -> None:
    """The enemy is slain: its card (not the Kraken's), its reward now (§a.8-a.9)."""
    c = state.combat
    assert c is not None
    seat, target, enemy_id = c["seat"], c["target"], c["enemy"]
    enemy = state.data.enemy(enemy_id)
    glory = enemy.glory
    if glory_rune:
        use_rune_mark(state, seat, "glory", events)
        glory = glory * 3 // 2
    events.append(Event("champions.victory", seat, {"enemy": enemy_id}))
    state.glory(seat, glory, events, "victory")
    if enemy.coin or enemy.favor:
        state.gain(seat, {k: v for k, v in (("coin", enemy.coin), ("favor", enemy.favor)) if v},
                   events, "victory")
    state.combat = None
    if target == "kraken":
        return
    state.won[seat].append(enemy_id)
    if target == "troll":
        state.troll = None
        state.troll_defeated = True
        if state.resources[seat]["blame"]:
            state.resources[seat]["blame"] -= 1
            events.append(Event("champions.discard_blame", seat, {}))
        if state.num_players > 1:
            state.phase = TROLL_BLAME
            state.pending = {"kind": "give_blame", "seat": seat}
    elif target.startswith("draugr_"):
        state.draugr[int(target[-1]) - 1] = None
    else:
        state.monsters[int(target[-1])] = None


def give_blame(state: ChampionsState, seat: int, to: int, events: list[Event]) -> None:
    state.resources[to]["blame"] += 1
    events.append(Event("champions.give_blame", seat, {"to": to}))
    state.pending = None
    state.phase = COMBAT


# -- distant shores -----------------------------------------------------------------------------


def _ship_dice(state: ChampionsState, seat: int, shore: int) -> int:
    return sum(state.assign[seat].get(f"shore_{shore}", {}).values())


def _step_journey(state: ChampionsState, arg: str, events: list[Event]) -> None:
    shore = int(arg)
    seat = _owner(state, shore)
    card = state.journey[shore]
    if card is None:
        return
    state.journey_open[shore] = True
    events.append(Event("champions.journey", seat, {"shore": shore, "card": card}))
    if not _ship_dice(state, seat, shore):
        _discard_journey(state, shore)  # no warriors aboard: nothing happens (case 26)
        return
    if state.has_rune(seat, "journey"):
        state.pending = {"kind": "journey_rune", "seat": seat, "shore": shore}
        return
    apply_journey(state, shore, events)


def journey_rune(state: ChampionsState, use: bool, events: list[Event]) -> None:
    p = state.pending
    assert p is not None
    shore, seat = p["shore"], p["seat"]
    state.pending = None
    if use:
        use_rune_mark(state, seat, "journey", events)
        _discard_journey(state, shore)
        card = draw_journey(state)
        state.journey[shore] = card
        if card is not None:
            state.journey_open[shore] = True
            events.append(Event("champions.journey", seat, {"shore": shore, "card": card}))
    apply_journey(state, shore, events)


def _discard_journey(state: ChampionsState, shore: int) -> None:
    card = state.journey[shore]
    if card is not None:
        state.journey_discard.append(card)
        state.journey_discard.sort()
    state.journey[shore] = None
    state.journey_open[shore] = False
    for seen in state.seen:
        if shore in seen:
            seen.remove(shore)


def apply_journey(state: ChampionsState, shore: int, events: list[Event]) -> None:
    """The revealed card's effect (§a.13); choices become pending decisions."""
    seat = _owner(state, shore)
    card = state.journey[shore]
    _discard_journey(state, shore)
    losses = state.data.journey_loss
    if card == "no_wind":
        for _ in range(losses["no_wind"]):
            _lose_food(state, seat, shore, events)
    elif card == "kraken":
        state.queue.insert(0, f"kraken:{shore}")
    elif card in ("storm", "lost"):
        _journey_choice(state, seat, shore, card, losses[card], events)
    elif card == "whirlpool":
        state.pending = {"kind": "starve", "seat": seat, "shore": shore,
                         "count": losses["whirlpool"], "why": "whirlpool"}
        settle_losses(state, events)


def _lose_food(state: ChampionsState, seat: int, shore: int, events: list[Event]) -> None:
    key = str(shore)
    if state.food_loaded[seat].get(key):
        state.food_loaded[seat][key] -= 1
        state.resources[seat]["food"] -= 1
        events.append(Event("champions.lose_food", seat, {"shore": shore, "count": 1}))


def journey_options(state: ChampionsState, seat: int, shore: int) -> list[str]:
    """What a Storm or Lost card may take: the ship's Food, or a die of a kind aboard."""
    options = ["food"] if state.food_loaded[seat].get(str(shore)) else []
    aboard = state.assign[seat].get(f"shore_{shore}", {})
    return options + [k for k in KINDS if aboard.get(k)]


def _journey_choice(state: ChampionsState, seat: int, shore: int, card: str, count: int,
                    events: list[Event]) -> None:
    state.pending = {"kind": card, "seat": seat, "shore": shore, "count": count}
    settle_journey(state, events)


def settle_journey(state: ChampionsState, events: list[Event]) -> None:
    """Ask while there is a choice; take the only option or finish when there is none."""
    p = state.pending
    assert p is not None
    while p["count"]:
        options = journey_options(state, p["seat"], p["shore"])
        if len(options) > 1:
            return
        if not options:
            break
        journey_loss(state, options[0], events)
    state.pending = None


def journey_loss(state: ChampionsState, what: str, events: list[Event]) -> None:
    p = state.pending
    assert p is not None
    seat, shore = p["seat"], p["shore"]
    if what == "food":
        _lose_food(state, seat, shore, events)
    else:
        state.lose_die(seat, what, f"shore_{shore}")
        events.append(Event("champions.lose_die", seat, {"kind": what, "why": p["kind"]}))
    p["count"] -= 1


def settle_losses(state: ChampionsState, events: list[Event]) -> None:
    """Warriors lost off a ship (Whirlpool, starvation): asked die by die when kinds differ."""
    p = state.pending
    assert p is not None
    target = f"shore_{p['shore']}"
    while p["count"]:
        aboard = [k for k, n in state.assign[p["seat"]].get(target, {}).items() if n]
        if len(aboard) > 1:
            return
        if not aboard:
            break
        starve(state, aboard[0], events)
    state.pending = None


def starve(state: ChampionsState, kind: str, events: list[Event]) -> None:
    p = state.pending
    assert p is not None
    state.lose_die(p["seat"], kind, f"shore_{p['shore']}")
    events.append(Event("champions.lose_die", p["seat"], {"kind": kind, "why": p["why"]}))
    p["count"] -= 1


def _step_kraken(state: ChampionsState, arg: str, events: list[Event]) -> None:
    shore = int(arg)
    seat = _owner(state, shore)
    counts = state.assign[seat].get(f"shore_{shore}", {})
    dice = [kind for kind in KINDS for _ in range(counts.get(kind, 0))]
    if dice:
        _begin(state, seat, "kraken", "kraken", dice, events)
        assert state.combat is not None
        state.combat["shore"] = shore


def _step_feed(state: ChampionsState, arg: str, events: list[Event]) -> None:
    """Near shores feed 2 warriors a Food, far ones 1; the unfed starve; all Food aboard goes
    back to the supply (§a.7)."""
    shore = int(arg)
    seat = _owner(state, shore)
    warriors = _ship_dice(state, seat, shore)
    food = state.food_loaded[seat].pop(str(shore), 0)
    state.resources[seat]["food"] -= food
    per = state.data.warriors_per_food[shore]
    starving = max(0, warriors - food * per)
    events.append(Event("champions.feed", seat, {"shore": shore, "warriors": warriors,
                                                "food": food, "starved": starving}))
    if starving:
        state.pending = {"kind": "starve", "seat": seat, "shore": shore, "count": starving,
                         "why": "starvation"}
        settle_losses(state, events)


def _step_monster(state: ChampionsState, arg: str, events: list[Event]) -> None:
    shore = int(arg)
    seat = _owner(state, shore)
    target = f"shore_{shore}"
    monster = state.monsters[shore]
    if monster is None:
        return
    banned = state.data.enemy(monster).restriction
    counts = state.assign[seat].get(target, {})
    if banned and counts.get(banned):
        for _ in range(counts[banned]):
            state.lose_die(seat, banned, target)
        events.append(Event("champions.restricted", seat, {"kind": banned, "enemy": monster}))
    _step_fight_at(state, seat, target, monster, events)


def _step_fight_at(state: ChampionsState, seat: int, target: str, enemy: str,
                   events: list[Event]) -> None:
    counts = state.assign[seat].get(target, {})
    dice = [kind for kind in KINDS for _ in range(counts.get(kind, 0))]
    if dice:
        _begin(state, seat, target, enemy, dice, events)


def _step_cleanup(state: ChampionsState, arg: str, events: list[Event]) -> None:
    """§a.10: Blame if nobody slew the Troll, unslain Troll and Draugr discarded, workers and
    ships back; after the last round the game is over."""
    if not state.troll_defeated and state.troll is not None:
        for res in state.resources:
            res["blame"] += 1
        events.append(Event("champions.troll_blame", None, {"troll": state.troll}))
    state.troll = None
    state.draugr = [None, None]
    for where in state.ships.values():
        where["shore"] = None
    for seat in range(state.num_players):
        state.assign[seat] = {}
        state.food_loaded[seat] = {}
    state.committed = [False] * state.num_players
    state.revealed = False
    state.placements = {}
    events.append(Event("champions.round_end", None, {"round": state.round}))
    if state.round >= state.data.rounds:
        state.phase = OVER
        state.current = None
        sheet = state.scores()
        events.append(Event("champions.game_end", None, {
            "totals": list(sheet.totals), "winners": sheet.winners()}))
        return
    state.round += 1
    start_round(state, events)


STEPS = {
    "hunt": _step_hunt,
    "fight": _step_fight,
    "journey": _step_journey,
    "kraken": _step_kraken,
    "feed": _step_feed,
    "monster": _step_monster,
    "cleanup": _step_cleanup,
}
