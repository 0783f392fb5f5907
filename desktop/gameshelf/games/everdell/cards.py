"""Card, location and event behaviour, keyed by id (facts are in the data file).

`BEHAVIOUR` names what every card does: on play (tan, and the Clock Tower), production
(green), a visit (red, Storehouse), a governance trigger or discount (blue), an end bonus
(purple). Multi-step effects push pending inputs; their answers come back here by `purpose`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine import Action, Event
from .data import BERRY, PEBBLE, PRODUCTION, RESIN, TWIG, EventCard, Location
from .pending import COUNT, DISCARD, LOCATION, OPTION, PAY, PICK, PLAY, PLAYER
from .state import RESOURCE_NAMES

if TYPE_CHECKING:
    from .state import EverdellState

# What each card does, by kind of behaviour (a test checks every card is here and vice versa).
BEHAVIOUR: dict[str, str] = {
    "architect": "prosperity", "bard": "play", "barge_toad": "production",
    "chip_sweep": "production", "doctor": "production", "fool": "play", "historian": "governance",
    "husband": "production", "innkeeper": "discount", "judge": "discount", "king": "prosperity",
    "miner_mole": "production", "monk": "production", "peddler": "production",
    "postal_pigeon": "play", "queen": "destination", "ranger": "play", "shepherd": "play",
    "shopkeeper": "governance", "teacher": "production", "undertaker": "play",
    "wanderer": "play", "wife": "prosperity", "woodcarver": "production",
    "castle": "prosperity", "cemetery": "destination", "chapel": "destination",
    "clock_tower": "play", "courthouse": "governance", "crane": "discount",
    "dungeon": "discount", "ever_tree": "prosperity", "fairgrounds": "production",
    "farm": "production", "general_store": "production", "inn": "destination",
    "lookout": "destination", "mine": "production", "monastery": "destination",
    "palace": "prosperity", "post_office": "destination", "resin_refinery": "production",
    "ruins": "play", "school": "prosperity", "storehouse": "production",
    "theatre": "prosperity", "twig_barge": "production", "university": "destination",
}  # fmt: skip

STOREHOUSE_LOADS = ((3, 0, 0, 0), (0, 2, 0, 0), (0, 0, 1, 0), (0, 0, 0, 2))
NO_COPY = frozenset({"chip_sweep", "miner_mole"})


def _ids(state: EverdellState, row: int) -> list[str]:
    cards = state.data.cards
    inst_card = state.data.inst_card
    return [cards[inst_card[i]] for i in state.cities[row]]


def _has(state: EverdellState, row: int, card_id: str) -> bool:
    return card_id in _ids(state, row)


def _one(r: int, count: int = 1) -> list[int]:
    return [count if i == r else 0 for i in range(4)]


# -- playing a card -----------------------------------------------------------------------------


def on_play(state: EverdellState, seat: int, inst: int, paid: tuple[int, ...],
            events: list[Event]) -> None:
    data = state.data
    card_id = state.card_id(inst)
    if data.ctype[data.inst_card[inst]] == PRODUCTION:
        produce(state, seat, inst, events)
        return
    effect = PLAY_EFFECTS.get(card_id)
    if effect is not None:
        effect(state, seat, inst, paid, events)


def _bard(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    if state.hands[seat]:
        state.push(DISCARD, seat, "bard", card=inst, n=5)


def _postal_pigeon(state: EverdellState, seat: int, inst: int, paid: Any,
                   events: list[Event]) -> None:
    revealed = state.reveal(2, events)
    if revealed:
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        state.push(PLAY, seat, "postal_pigeon", card=inst, cards=revealed)


def _ranger(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    from .decisions import worker_targets
    from .pending import WORKER

    if worker_targets(state, seat, "ranger"):
        state.push(WORKER, seat, "ranger", card=inst)


def _shepherd(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    state.gain(seat, (0, 0, 0, 3), events)
    chapel = state.find_in_city(seat, state.data.cards.index("chapel"))
    if chapel >= 0:
        state.add_tokens(seat, state.card_tokens.get(chapel, 0), events)
    if any(paid):
        ask_player(state, seat, "give_resources", state.opponents(seat), events,
                   vals=list(paid))


def _undertaker(state: EverdellState, seat: int, inst: int, paid: Any,
                events: list[Event]) -> None:
    meadow = state.open_meadow()
    if meadow:
        state.push(PICK, seat, "undertaker_discard", card=inst, n=min(3, len(meadow)),
                   cards=meadow)
    else:
        _undertaker_take(state, seat, inst)


def _undertaker_take(state: EverdellState, seat: int, inst: int) -> None:
    meadow = state.open_meadow()
    if meadow and state.room(seat) > 0:
        state.push(PICK, seat, "undertaker_take", card=inst, n=1, cards=meadow)


def _wanderer(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    state.draw(seat, 3, events)


def _ruins(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    data = state.data
    targets = [i for i in state.cities[seat]
               if i != inst and not data.critter[data.inst_card[i]]]
    if targets:
        state.push(PICK, seat, "ruins", card=inst, n=1, cards=targets)


def _clock_tower(state: EverdellState, seat: int, inst: int, paid: Any,
                 events: list[Event]) -> None:
    state.card_tokens[inst] = 3


def _fool(state: EverdellState, seat: int, inst: int, paid: Any, events: list[Event]) -> None:
    """The Fool's effect is where it goes (decisions.play asks for the opponent)."""


PLAY_EFFECTS = {
    "bard": _bard, "postal_pigeon": _postal_pigeon, "ranger": _ranger, "shepherd": _shepherd,
    "undertaker": _undertaker, "wanderer": _wanderer, "ruins": _ruins,
    "clock_tower": _clock_tower, "fool": _fool,
}  # fmt: skip


def triggers(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    """Governance bonuses after `seat` played `inst` (after the card's own effect)."""
    data = state.data
    card = data.inst_card[inst]
    critter = data.critter[card]
    for other in state.cities[seat]:
        if other == inst:
            continue
        other_id = state.card_id(other)
        if other_id == "historian":
            state.draw(seat, 1, events)
        elif other_id == "shopkeeper" and critter:
            state.gain(seat, (0, 0, 0, 1), events)
        elif other_id == "courthouse" and not critter:
            state.gain_any(seat, 1, "courthouse", (TWIG, RESIN, PEBBLE))


def play_choices(state: EverdellState, p: Any) -> list[Action]:
    """The plays a PLAY input offers: free (Queen, Postal Pigeon, Cemetery: up to 3 points
    for the first two) or discounted (Inn: 3 fewer, forest: 1 fewer, of any resources)."""
    from .payment import affordable, reductions

    data = state.data
    get = state.acts.get
    seat = p.seat
    purpose = p.purpose
    result = []
    candidates = list(p.cards)
    if purpose == "queen":
        candidates = [*state.hands[seat], *state.open_meadow()]
    elif purpose == "inn":
        candidates = state.open_meadow()
    for inst in candidates:
        card = data.inst_card[inst]
        if not state.can_enter(seat, card):
            continue
        if purpose in ("queen", "postal_pigeon") and data.points[card] > 3:
            continue
        if purpose == "inn" or purpose == "two_meadow_play_one_discount":
            discount = 3 if purpose == "inn" else 1
            method = "inn" if purpose == "inn" else "discount"
            for pay in reductions(data.cost[card], discount):
                if affordable(state.res[seat], pay):
                    result.append(get("play_card", inst, method, *pay) if method == "inn"
                                  else get("play_card", inst, "discount", *pay))
        else:
            result.append(get("play_card", inst, "free"))
    return result


def play_finished(state: EverdellState, p: Any, events: list[Event]) -> None:
    """After a PLAY input: revealed cards not played are discarded."""
    if p.purpose in ("postal_pigeon", "cemetery"):
        for inst in p.cards:
            state.discard.append(inst)
        if p.cards:
            state.event("discard_revealed", p.seat, events,
                        cards=[state.card_id(i) for i in p.cards])
        p.cards.clear()


# -- production ----------------------------------------------------------------------------------


def produce(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    card_id = state.card_id(inst)
    state.event("produce", seat, events, card=card_id)
    PRODUCTION_EFFECTS[card_id](state, seat, inst, events)


def _farms(state: EverdellState, seat: int) -> int:
    return _ids(state, seat).count("farm")


def _husband(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    ids = _ids(state, seat)
    if "farm" not in ids:
        return
    husbands = [i for i in state.cities[seat] if state.card_id(i) == "husband"]
    index = husbands.index(inst) if inst in husbands else 0
    if index < ids.count("wife"):
        state.gain_any(seat, 1, "husband")


def _chip_sweep(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    data = state.data
    targets = [i for i in state.cities[seat]
               if data.ctype[data.inst_card[i]] == PRODUCTION and state.card_id(i) not in NO_COPY]
    if targets:
        state.push(PICK, seat, "chip_sweep", card=inst, n=1, cards=targets)


def _miner_mole(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    data = state.data
    targets = [i for row, city in enumerate(state.cities) if row != seat for i in city
               if data.ctype[data.inst_card[i]] == PRODUCTION and state.card_id(i) not in NO_COPY]
    if targets:
        state.push(PICK, seat, "miner_mole", card=inst, n=1, cards=targets)


def _pay_count(resource: int, most: int, purpose: str):
    def effect(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
        have = state.res[seat][resource]
        if have > 0 and (purpose != "monk" or state.opponents(seat) or state.solo):
            state.push(COUNT, seat, purpose, card=inst, n=min(most, have))
    return effect


def _peddler(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    total = sum(state.res[seat])
    if total:
        state.push(PAY, seat, "peddler", card=inst, n=min(2, total), m=1)


def _teacher(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    drawn = state.reveal(2, events)
    if len(drawn) == 2:
        state.push(PICK, seat, "teacher", card=inst, n=1, cards=drawn)
    elif drawn:
        state.to_hand(seat, drawn[0])


def _storehouse(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.push(OPTION, seat, "storehouse", card=inst, vals=[0, 1, 2, 3])


def _gain(resources: tuple[int, int, int, int]):
    def effect(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
        state.gain(seat, resources, events)
    return effect


def _general_store(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.gain(seat, (0, 0, 0, 2 if _farms(state, seat) else 1), events)


def _barge_toad(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.gain(seat, (2 * _farms(state, seat), 0, 0, 0), events)


def _fairgrounds(state: EverdellState, seat: int, inst: int, events: list[Event]) -> None:
    state.draw(seat, 2, events)


PRODUCTION_EFFECTS = {
    "barge_toad": _barge_toad, "chip_sweep": _chip_sweep,
    "doctor": _pay_count(BERRY, 3, "doctor"), "husband": _husband, "miner_mole": _miner_mole,
    "monk": _pay_count(BERRY, 2, "monk"), "peddler": _peddler, "teacher": _teacher,
    "woodcarver": _pay_count(TWIG, 3, "woodcarver"), "fairgrounds": _fairgrounds,
    "farm": _gain((0, 0, 0, 1)), "general_store": _general_store, "mine": _gain((0, 0, 1, 0)),
    "resin_refinery": _gain((0, 1, 0, 0)), "storehouse": _storehouse,
    "twig_barge": _gain((2, 0, 0, 0)),
}  # fmt: skip


# -- destinations ----------------------------------------------------------------------------


def can_visit(state: EverdellState, seat: int, row: int, inst: int) -> bool:
    card_id = state.card_id(inst)
    if card_id == "post_office":
        return len(state.hands[seat]) >= 2
    if card_id == "monastery":
        return sum(state.res[seat]) >= 2
    if card_id == "university":
        return len(state.cities[row]) > 1
    if card_id == "cemetery":
        return bool(state.deck or state.discard)
    if card_id == "storehouse":
        return any(state.store.get(inst, ()))
    return True


def visit(state: EverdellState, seat: int, row: int, inst: int, events: list[Event]) -> None:
    card_id = state.card_id(inst)
    if state.data.open[state.data.inst_card[inst]] and row != seat:
        state.add_tokens(row, 1, events)  # the owner's point token for an opponent's visit
    if card_id == "queen":
        state.push(PLAY, seat, "queen", card=inst)
    elif card_id == "inn":
        state.push(PLAY, seat, "inn", card=inst)
    elif card_id == "chapel":
        tokens = state.card_tokens.get(inst, 0) + 1
        state.card_tokens[inst] = tokens
        state.draw(seat, 2 * tokens, events)
    elif card_id == "lookout":
        choices = list(range(len(state.data.basic)))
        choices += [len(state.data.basic) + i for i in state.forest]
        state.push(LOCATION, seat, "lookout", card=inst, vals=choices)
    elif card_id == "cemetery":
        options = ([4] if state.deck else []) + ([5] if state.discard else [])
        state.push(OPTION, seat, "cemetery", card=inst, vals=options)
    elif card_id == "monastery":
        state.push(PAY, seat, "monastery", card=inst, n=2)
    elif card_id == "post_office":
        ask_player(state, seat, "post_office", card_receivers(state, seat), events, card=inst)
    elif card_id == "storehouse":
        stored = state.store.pop(inst, [0, 0, 0, 0])
        state.gain(seat, stored, events)
    elif card_id == "university":
        targets = [i for i in state.cities[seat] if i != inst]
        state.push(PICK, seat, "university", card=inst, n=1, cards=targets)


def card_receivers(state: EverdellState, seat: int) -> list[int]:
    """Opponents who may receive cards: those with room, if any has room (BGG ruling)."""
    opponents = state.opponents(seat)
    with_room = [s for s in opponents if state.room(s) > 0]
    return with_room or opponents


# -- locations -----------------------------------------------------------------------------


def location_effect(state: EverdellState, seat: int, loc: Location, events: list[Event]) -> None:
    effect = loc.effect
    if effect == "discard_any_draw_two_each":
        state.push(DISCARD, seat, effect, n=-1)
    elif effect == "discard_up_to_three_gain_any_each":
        state.push(DISCARD, seat, effect, n=3)
    elif effect == "copy_basic":
        state.push(LOCATION, seat, "copy_basic", vals=list(range(len(state.data.basic))))
    elif effect == "two_meadow_play_one_discount":
        meadow = state.open_meadow()
        take = min(2, state.room(seat), len(meadow))
        if take:
            state.push(PICK, seat, effect, n=take, cards=meadow)


# -- events ----------------------------------------------------------------------------------


def can_claim(state: EverdellState, seat: int, event: EventCard, counts: list[int]) -> bool:
    if not all(have >= need for have, need in zip(counts, event.needs, strict=True)):
        return False
    if event.requires:
        ids = _ids(state, seat)
        cards = state.data.cards
        if not all(cards[c] in ids for c in event.requires):
            return False
    if event.id == "croak_wart_cure":
        return state.res[seat][BERRY] >= 2 and len(state.cities[seat]) >= 2
    return True


def claim(state: EverdellState, seat: int, event_id: str, events: list[Event]) -> None:
    res = state.res[seat]
    if event_id == "a_brilliant_marketing_plan":
        if sum(res):
            state.push(PAY, seat, event_id, n=min(3, sum(res)), m=1)
    elif event_id == "a_wee_run_city":
        from .pending import WORKER

        state.push(WORKER, seat, event_id)
    elif event_id == "an_evening_of_fireworks":
        if res[TWIG]:
            state.push(COUNT, seat, event_id, n=min(3, res[TWIG]))
    elif event_id == "performer_in_residence":
        if res[BERRY]:
            state.push(COUNT, seat, event_id, n=min(3, res[BERRY]))
    elif event_id == "ancient_scrolls_discovered":
        revealed = state.reveal(5, events)
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        take = min(len(revealed), state.room(seat))
        if take:
            state.push(PICK, seat, event_id, n=take, m=1, cards=revealed)
        else:
            state.event_cards[event_id] = revealed
    elif event_id == "capture_of_the_acorn_thieves":
        critters = [i for i in state.cities[seat] if state.data.critter[state.card_of(i)]]
        if critters:
            state.push(PICK, seat, event_id, n=2, m=1, cards=critters)
    elif event_id == "croak_wart_cure":
        res[BERRY] -= 2
        state.push(PICK, seat, event_id, n=2, cards=list(state.cities[seat]))
    elif event_id == "graduation_of_scholars":
        if any(state.data.critter[state.card_of(i)] for i in state.hands[seat]):
            state.push(PICK, seat, event_id, n=3, m=1)
    elif event_id == "pristine_chapel_ceiling":
        state.draw(seat, 1, events)
        chapel = state.find_in_city(seat, state.data.cards.index("chapel"))
        state.gain_any(seat, state.card_tokens.get(chapel, 0) if chapel >= 0 else 0)
    elif event_id == "tax_relief":
        from .decisions import push_production

        push_production(state, seat)
    elif event_id == "under_new_management" and sum(res):
        state.push(PAY, seat, event_id, n=min(3, sum(res)), m=1)


# -- answers to pending inputs ---------------------------------------------------------------


def ask_player(state: EverdellState, seat: int, purpose: str, candidates: list[int],
               events: list[Event], card: int = -1, vals: list[int] | None = None) -> None:
    """Ask `seat` which opponent receives something; no question when there is one choice."""
    p_vals = vals if vals is not None else []
    if len(candidates) <= 1:
        from .pending import Pending

        target = candidates[0] if candidates else -1
        player_chosen(state, Pending(PLAYER, seat, purpose, card, vals=p_vals), target, events)
    else:
        state.push(PLAYER, seat, purpose, card=card, cards=list(candidates), vals=p_vals)


def player_chosen(state: EverdellState, p: Any, target: int, events: list[Event]) -> None:
    seat, purpose = p.seat, p.purpose
    if purpose == "fool":
        if target >= 0:
            state.cities[target].append(p.card)
            state.event("fool", seat, events, target=target)
        else:
            state.discard.append(p.card)
    elif purpose == "give_resources":
        if target >= 0:
            state.gain(target, p.vals, events)
            state.event("give_resources", seat, events, target=target,
                        **{n: v for n, v in zip(RESOURCE_NAMES, p.vals, strict=True) if v})
    elif purpose == "give_card":
        _give_card(state, target, p.card)
        state.event("give_card", seat, events, target=target)
    elif purpose == "post_office":
        hand = state.hands[seat]
        state.push(PICK, seat, "post_office_give", card=p.card, n=min(2, len(hand)),
                   target=target)


def _give_card(state: EverdellState, target: int, inst: int) -> None:
    """To an opponent's hand if it has room; otherwise (or to Rugwort) discarded."""
    if target >= 0:
        state.to_hand(target, inst)
    else:
        state.discard.append(inst)


def picked(state: EverdellState, p: Any, inst: int, events: list[Event]) -> None:
    """One card chosen for a PICK input."""
    seat, purpose = p.seat, p.purpose
    card_id = state.card_id(inst)
    if purpose == "summer" or purpose == "undertaker_take" \
            or purpose == "two_meadow_play_one_discount":
        state.take_from_meadow(inst)
        state.to_hand(seat, inst)
        state.event("take_from_meadow", seat, events, card=card_id)
    elif purpose == "undertaker_discard":
        state.take_from_meadow(inst)
        state.discard.append(inst)
        state.event("discard_from_meadow", seat, events, card=card_id)
    elif purpose == "chip_sweep" or purpose == "miner_mole":
        produce(state, seat, inst, events)
    elif purpose == "teacher":
        state.to_hand(seat, inst)
    elif purpose == "ruins" or purpose == "university":
        state.remove_from_city(seat, inst, events)
        state.event("discard_from_city", seat, events, card=card_id)
        state.gain(seat, state.data.cost[state.card_of(inst)], events)
        if purpose == "ruins":
            state.draw(seat, 2, events)
        else:
            state.add_tokens(seat, 1, events)
            state.gain_any(seat, 1, "university")
    elif purpose == "croak_wart_cure":
        state.remove_from_city(seat, inst, events)
        state.event("discard_from_city", seat, events, card=card_id)
    elif purpose == "capture_of_the_acorn_thieves":
        state.remove_from_city(seat, inst, events, to_discard=False)
        state.event_cards.setdefault(purpose, []).append(inst)
    elif purpose == "graduation_of_scholars":
        state.hands[seat].remove(inst)
        state.event_cards.setdefault(purpose, []).append(inst)
    elif purpose == "ancient_scrolls_discovered":
        state.to_hand(seat, inst)
    elif purpose == "post_office_give":
        state.hands[seat].remove(inst)
        _give_card(state, p.target, inst)
        state.event("give_card", seat, events, target=p.target)
    elif purpose == "rugwort_fool":
        state.cities[1].remove(inst)
        state.discard.append(inst)
        state.event("rugwort_loses", seat, events, card=card_id)


def picks_done(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A PICK input is complete (all picks made, or done)."""
    seat, purpose = p.seat, p.purpose
    if purpose == "summer":
        state.refill_meadow(events)
    elif purpose == "undertaker_discard":
        state.refill_meadow(events)
        _undertaker_take(state, seat, p.card)
    elif purpose == "undertaker_take":
        state.refill_meadow(events)
    elif purpose == "teacher":
        if p.cards:
            ask_player(state, seat, "give_card", card_receivers(state, seat), events,
                       card=p.cards[0])
    elif purpose == "ancient_scrolls_discovered":
        state.event_cards[purpose] = list(p.cards)
    elif purpose == "two_meadow_play_one_discount":
        state.refill_meadow(events)
        taken = [i for i in p.vals if i in state.hands[seat]]
        if taken:
            state.push(PLAY, seat, purpose, cards=taken)
    elif purpose == "post_office_give":
        state.push(DISCARD, seat, "post_office", card=p.card, n=-1)


def discarded(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A DISCARD input is complete: the reward for the cards discarded (`p.vals`)."""
    seat, purpose, count = p.seat, p.purpose, len(p.vals)
    if purpose == "haven":
        state.gain_any(seat, count // 2, "haven")
    elif purpose == "bard":
        state.add_tokens(seat, count, events)
    elif purpose == "discard_any_draw_two_each":
        state.draw(seat, 2 * count, events)
    elif purpose == "discard_up_to_three_gain_any_each":
        state.gain_any(seat, count, purpose)
    elif purpose == "post_office":
        state.draw(seat, state.room(seat), events)


def paid(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A PAY input is complete: the resources paid are `p.vals`."""
    seat, purpose = p.seat, p.purpose
    vector = [p.vals.count(r) for r in range(4)]
    if purpose == "peddler":
        state.gain_any(seat, len(p.vals), "peddler")
    elif purpose == "monastery":
        state.add_tokens(seat, 4, events)
        ask_player(state, seat, "give_resources", state.opponents(seat), events, vals=vector)
    elif purpose == "a_brilliant_marketing_plan":
        state.event_tokens[purpose] = 2 * len(p.vals)
        ask_player(state, seat, "give_resources", state.opponents(seat), events, vals=vector)
    elif purpose == "under_new_management":
        state.event_res[purpose] = vector


def counted(state: EverdellState, p: Any, count: int, events: list[Event]) -> None:
    seat, purpose = p.seat, p.purpose
    if purpose == "doctor":
        state.res[seat][BERRY] -= count
        state.add_tokens(seat, count, events)
    elif purpose == "woodcarver":
        state.res[seat][TWIG] -= count
        state.add_tokens(seat, count, events)
    elif purpose == "monk":
        if count:
            state.res[seat][BERRY] -= count
            state.add_tokens(seat, 2 * count, events)
            ask_player(state, seat, "give_resources", state.opponents(seat), events,
                       vals=_one(BERRY, count))
    elif purpose == "an_evening_of_fireworks":
        state.res[seat][TWIG] -= count
        state.event_res[purpose] = _one(TWIG, count)
    elif purpose == "performer_in_residence":
        state.res[seat][BERRY] -= count
        state.event_res[purpose] = _one(BERRY, count)


def location_chosen(state: EverdellState, p: Any, loc_id: str | None,
                    events: list[Event]) -> None:
    from .state import LOCATIONS

    seat = p.seat
    if loc_id is None:
        return
    location = LOCATIONS[loc_id]
    if p.purpose == "clock_tower":
        state.card_tokens[p.card] -= 1
        state.event("clock_tower", seat, events, location=loc_id)
    elif p.purpose == "copy_basic":
        state.draw(seat, 1, events)
    state.location_reward(seat, location, events)


def option_chosen(state: EverdellState, p: Any, option: str, events: list[Event]) -> None:
    seat = p.seat
    if p.purpose == "storehouse":
        load = STOREHOUSE_LOADS[RESOURCE_NAMES.index(option)]
        if p.card in state.cities[seat]:
            stored = state.store.setdefault(p.card, [0, 0, 0, 0])
            for r in range(4):
                stored[r] += load[r]
            state.event("storehouse", seat, events, resource=option, count=sum(load))
        else:
            state.gain(seat, load, events)
    elif p.purpose == "cemetery":
        if option == "deck":
            revealed = state.reveal(4, events)
        else:
            revealed = state.discard[-4:]
            del state.discard[-4:]
        state.event("reveal", seat, events, cards=[state.card_id(i) for i in revealed])
        if revealed:
            state.push(PLAY, seat, "cemetery", card=p.card, cards=revealed)


def then(state: EverdellState, p: Any, events: list[Event]) -> None:
    """A continuation step with nothing left to do."""

