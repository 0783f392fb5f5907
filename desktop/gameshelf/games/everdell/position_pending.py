"""The pending inputs of an Everdell position: reading them, and refusing any the rules could
not be waiting for (docs/positions.md).

The tables say, for each kind of input, which purposes push it (decisions.py, cards/,
rugwort.py) and where the cards it offers lie; every input waits for the seat whose turn it is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.files import short
from ...engine.positions import (
    check_keys,
    check_type,
    key_path,
    read,
    read_int,
    read_ints,
    read_list,
    refuse,
    unique,
)
from .cards.production import NO_COPY
from .data import AUTUMN, BASIC_IDS, BERRY, CARD_IDS, PRODUCTION, SPECIAL_EVENT_IDS, TWIG
from .decisions import LOC_ORDER, LOC_ORDER_ALL
from .pending import (
    COUNT,
    DECISIONS,
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
    RUG_DRAW,
    RUG_PREPARE,
    TRIGGERS,
    WORKER,
    Pending,
)

if TYPE_CHECKING:
    from .position import Cards
    from .state import EverdellState

PENDING_KEYS = ("kind", "seat", "purpose", "card", "n", "m", "cards", "vals", "target")
CARD_VALS = (PICK, DISCARD)  # kinds whose `vals` are cards
CARD_LISTS = (PICK, PLAY)  # kinds whose `cards` are cards
MAX_NUMBER = 999  # any count or amount an input carries

# Where the cards a PICK or PLAY input offers lie: "meadow" (its open slots), "city" (the
# seat's own), "others" (the other cities), "rugwort" (his city), "hand" (the seat's hand),
# "held" (only on the input: cards revealed from the deck), "none" (none listed: the seat's
# hand or the Meadow is offered as it is then).
PICK_FROM = {
    "summer": "meadow", "undertaker_discard": "meadow", "undertaker_take": "meadow",
    "two_meadow_play_one_discount": "meadow", "ruins": "city", "university": "city",
    "croak_wart_cure": "city", "capture_of_the_acorn_thieves": "city", "chip_sweep": "city",
    "miner_mole": "others", "rugwort_fool": "rugwort", "teacher": "held",
    "ancient_scrolls_discovered": "held", "graduation_of_scholars": "none",
    "post_office_give": "none",
}  # fmt: skip
PLAY_FROM = {
    "queen": "none", "inn": "none", "postal_pigeon": "held", "cemetery": "held",
    "two_meadow_play_one_discount": "hand",
}  # fmt: skip
HELD_MOST = {"teacher": 2, "ancient_scrolls_discovered": 5, "postal_pigeon": 2, "cemetery": 4}
COUNT_OF = {  # the resource paid, and the most paid at once
    "doctor": (BERRY, 3), "woodcarver": (TWIG, 3), "monk": (BERRY, 2),
    "an_evening_of_fireworks": (TWIG, 3), "performer_in_residence": (BERRY, 3),
}  # fmt: skip
OPTION_VALUES = {"storehouse": (0, 1, 2, 3), "cemetery": (4, 5)}  # indices into OPTIONS

PURPOSES: dict[str, frozenset[str]] = {
    GAIN: frozenset({"any", "courthouse", "university", "haven", "husband", "peddler",
                     "discard_up_to_three_gain_any_each"}),
    PAY: frozenset({"monastery", "peddler", "a_brilliant_marketing_plan",
                    "under_new_management"}),
    DISCARD: frozenset({"bard", "haven", "journey", "discard_any_draw_two_each",
                        "discard_up_to_three_gain_any_each", "post_office"}),
    PICK: frozenset(PICK_FROM),
    PLAYER: frozenset({"fool", "give_resources", "give_card", "post_office"}),
    COUNT: frozenset(COUNT_OF),
    LOCATION: frozenset({"clock_tower", "lookout", "copy_basic"}),
    OPTION: frozenset(OPTION_VALUES),
    PLAY: frozenset(PLAY_FROM),
    WORKER: frozenset({"ranger", "a_wee_run_city"}),
    PLACE: frozenset({"ranger"}),
    **{kind: frozenset({""}) for kind in (END_TURN, TRIGGERS, PRODUCE, PREPARE, RUG_DRAW,
                                           RUG_PREPARE)},
}
# The inputs that hold a card nowhere else: the field that holds it.
HOLDS = {
    (PICK, "teacher"): "cards", (PICK, "ancient_scrolls_discovered"): "cards",
    (PLAY, "postal_pigeon"): "cards", (PLAY, "cemetery"): "cards",
    (PLAYER, "fool"): "card", (PLAYER, "give_card"): "card",
}  # fmt: skip
# The card an input of this purpose carries (its `card`), when it carries one.
CARD_OF = {purpose: purpose for purposes in PURPOSES.values() for purpose in purposes
           if purpose in CARD_IDS}
CARD_OF.update(undertaker_discard="undertaker", undertaker_take="undertaker",
               post_office_give="post_office", rugwort_fool="fool")


def read_pending(state: EverdellState, cards: Cards, entry: Any, path: str) -> Pending:
    check_type(entry, dict, path)
    check_keys(entry, PENDING_KEYS, path)
    kind = read(entry, "kind", str, "", path)
    if kind not in PURPOSES:
        raise refuse(f"{path}.kind", f"no input is of kind {short(kind)}")
    purpose = read(entry, "purpose", str, "", path)
    if purpose not in PURPOSES[kind]:
        raise refuse(f"{path}.purpose", f"no {kind} input is for {short(purpose)}")
    seat = read_int(entry, "seat", state.current, 0, state.num_players - 1, path)
    if seat != state.current:
        raise refuse(f"{path}.seat", f"inputs wait for seat {state.current}, whose turn it is")
    held = HOLDS.get((kind, purpose))

    def card_list(key: str) -> list[int]:
        where = key_path(path, key)
        place = cards.take if held == key else cards.refer
        return [place(text, key_path(where, i))
                for i, text in enumerate(read_list(entry, key, path))]

    card = read(entry, "card", str, "", path)
    return Pending(
        kind, seat, purpose,
        -1 if card == "" else (cards.take if held == "card" else cards.refer)(
            card, f"{path}.card"),
        read_int(entry, "n", 0, -1, MAX_NUMBER, path),
        read_int(entry, "m", 0, 0, MAX_NUMBER, path),
        card_list("cards") if kind in CARD_LISTS else read_ints(entry, "cards", 0, MAX_NUMBER,
                                                                path),
        card_list("vals") if kind in CARD_VALS else read_ints(entry, "vals", 0, MAX_NUMBER,
                                                              path),
        read_int(entry, "target", -1, -1, state.rows() - 1, path),
    )


def check_stack(state: EverdellState) -> None:
    """A turn's inputs rest on its end_turn, one decision waits, on top (an answer that asks
    again replaces the question), and each input is one its purpose pushes, with what that
    purpose gives it."""
    stack = state.stack
    if not stack:
        return
    if state.over:
        raise refuse("pending", "the game is over: nothing waits")
    if stack[0].kind != END_TURN:
        raise refuse("pending[0].kind", "a turn's inputs rest on its 'end_turn'")
    if stack[-1].kind not in DECISIONS:
        raise refuse(f"pending[{len(stack) - 1}].kind",
                     "the top input waits for a decision (automatic steps run at once)")
    for index, p in enumerate(stack):
        path = f"pending[{index}]"
        if index and p.kind == END_TURN:
            raise refuse(f"{path}.kind", "one 'end_turn', at the bottom")
        if p.kind in DECISIONS and index < len(stack) - 1:
            raise refuse(f"{path}.kind", "only the top input waits for a decision")
        if p.kind in (PREPARE, RUG_PREPARE) and any(q.kind == p.kind for q in stack[:index]):
            raise refuse(f"{path}.kind", "a turn prepares for one season")
        if p.kind in (RUG_DRAW, RUG_PREPARE) and not state.solo:
            raise refuse(f"{path}.kind", "Rugwort plays only in a solo game")
        if p.kind == PREPARE and state.season[p.seat] == AUTUMN:
            raise refuse(f"{path}.kind", "no season follows autumn")
        if p.purpose in SPECIAL_EVENT_IDS and state.event_owner.get(p.purpose) != p.seat:
            raise refuse(f"{path}.purpose", f"seat {p.seat} has not achieved that event")
        _check_card(state, p, path)
        CHECKS.get(p.kind, _nothing)(state, p, path)


def _check_card(state: EverdellState, p: Pending, path: str) -> None:
    data = state.data
    where = f"{path}.card"
    if p.kind == PLACE:
        return  # the place a Ranger's worker left (_place)
    required = p.kind in (TRIGGERS, PRODUCE) or HOLDS.get((p.kind, p.purpose)) == "card" \
        or p.purpose == "clock_tower"
    if p.card < 0:
        if required:
            raise refuse(where, "missing")
        return
    card_id = state.card_id(p.card)
    if p.kind == PRODUCE:
        if p.card not in state.cities[p.seat] or data.ctype[state.card_of(p.card)] != PRODUCTION:
            raise refuse(where, "production comes from a green card in the seat's city")
    elif p.kind != TRIGGERS and (p.kind, p.purpose) != (PLAYER, "give_card") \
            and CARD_OF.get(p.purpose) != card_id:
        raise refuse(where, f"a {short(p.purpose)} input does not carry a {card_id}")
    if p.purpose == "clock_tower" and not (p.card in state.cities[p.seat]
                                           and state.card_tokens.get(p.card, 0) > 0):
        raise refuse(where, "a Clock Tower of the seat with a point token on it")


def _nothing(state: EverdellState, p: Pending, path: str) -> None:
    """Inputs with nothing more to check."""


def _numbers(values: list[int], allowed: Any, path: str, what: str) -> None:
    unique(values, path)
    for i, value in enumerate(values):
        if value not in allowed:
            raise refuse(key_path(path, i), f"{short(value)} is not {what}")


def _range(value: int, low: int, high: int, path: str) -> None:
    if not low <= value <= high:
        raise refuse(path, f"must be {low} to {high} here, not {value}")


def _gain(state: EverdellState, p: Pending, path: str) -> None:
    _range(p.n, 1, MAX_NUMBER, f"{path}.n")
    if not p.cards:
        raise refuse(f"{path}.cards", "the resources that may be chosen")
    _numbers(p.cards, range(4), f"{path}.cards", "a resource (0 to 3)")


def _pay(state: EverdellState, p: Pending, path: str) -> None:
    _range(p.n, 0, 3, f"{path}.n")
    _range(p.m, 0, 1, f"{path}.m")
    if len(p.vals) > 3 or any(v > 3 for v in p.vals):
        raise refuse(f"{path}.vals", "the resources paid so far (0 to 3, at most 3)")


def _discard(state: EverdellState, p: Pending, path: str) -> None:
    if p.n == 0 or p.n > state.data.hand_limit:
        raise refuse(f"{path}.n", f"-1 (any) or 1 to {state.data.hand_limit}")
    _range(p.m, 0, 5, f"{path}.m")
    if len(state.hands[p.seat]) + len(p.vals) < p.m:
        raise refuse(f"{path}.m", f"seat {p.seat} cannot discard {p.m} cards")


def _pick(state: EverdellState, p: Pending, path: str) -> None:
    _range(p.n, 0, 5, f"{path}.n")
    _range(p.m, 0, 1, f"{path}.m")
    _offered(state, p, PICK_FROM[p.purpose], f"{path}.cards")
    if p.target >= 0 and (p.purpose != "post_office_give" or p.target == p.seat):
        raise refuse(f"{path}.target", "only the Post Office gives to another row")


def _play(state: EverdellState, p: Pending, path: str) -> None:
    _offered(state, p, PLAY_FROM[p.purpose], f"{path}.cards")


def _offered(state: EverdellState, p: Pending, source: str, path: str) -> None:
    """The cards a PICK or PLAY input offers are where its purpose finds them."""
    data = state.data
    unique(p.cards, path)
    if source == "held":
        if len(p.cards) > HELD_MOST[p.purpose]:
            raise refuse(path, f"at most {HELD_MOST[p.purpose]} cards")
        return
    pools = {
        "none": (), "meadow": state.open_meadow(), "city": state.cities[p.seat],
        "hand": state.hands[p.seat],
        "rugwort": state.cities[1] if state.solo else (),
        "others": [i for row, city in enumerate(state.cities) if row != p.seat for i in city],
    }
    pool = set(pools[source])
    for i, inst in enumerate(p.cards):
        card = data.inst_card[inst]
        fits = inst in pool and inst != p.card
        if p.purpose == "ruins" or p.purpose == "capture_of_the_acorn_thieves":
            fits = fits and data.critter[card] == (p.purpose != "ruins")
        elif p.purpose in NO_COPY:
            fits = fits and data.ctype[card] == PRODUCTION and data.cards[card] not in NO_COPY
        if not fits:
            where = {"none": "listed"}.get(source, f"offered from the {source}")
            raise refuse(key_path(path, i), f"{state.card_id(inst)} cannot be {where} here")


def _player(state: EverdellState, p: Pending, path: str) -> None:
    candidates = state.opponents(p.seat)
    if p.purpose == "fool":
        candidates = state.fool_targets(p.seat)
    if len(p.cards) < 2:
        raise refuse(f"{path}.cards", "the opponents to choose from (two or more)")
    _numbers(p.cards, candidates, f"{path}.cards", "an opponent who may receive it")
    if (p.purpose == "give_resources") != bool(p.vals) or len(p.vals) not in (0, 4):
        raise refuse(f"{path}.vals", "the 4 resource amounts given, for give_resources only")


def _count(state: EverdellState, p: Pending, path: str) -> None:
    resource, most = COUNT_OF[p.purpose]
    _range(p.n, 0, min(most, state.res[p.seat][resource]), f"{path}.n")


def _location(state: EverdellState, p: Pending, path: str) -> None:
    _range(p.m, 0, 1, f"{path}.m")
    basic = range(len(BASIC_IDS))
    allowed = {
        "copy_basic": basic,
        "lookout": [*basic, *(len(BASIC_IDS) + i for i in state.forest)],
        "clock_tower": range(len(LOC_ORDER)),
    }[p.purpose]
    _numbers(p.vals, allowed, f"{path}.vals", "a location it may choose")
    if not p.vals and not p.m:
        raise refuse(f"{path}.vals", "the locations to choose from")


def _option(state: EverdellState, p: Pending, path: str) -> None:
    if not p.vals:
        raise refuse(f"{path}.vals", "the options to choose from")
    _numbers(p.vals, OPTION_VALUES[p.purpose], f"{path}.vals", "an option it offers")


def _place(state: EverdellState, p: Pending, path: str) -> None:
    if p.card >= 0:
        if not state.data.worker_spots[state.card_of(p.card)] or not any(
                p.card in city for city in state.cities):
            raise refuse(f"{path}.card", "the destination card the worker left")
    else:
        _range(p.n, 0, len(LOC_ORDER_ALL) - 1, f"{path}.n")


CHECKS = {
    GAIN: _gain, PAY: _pay, DISCARD: _discard, PICK: _pick, PLAYER: _player, COUNT: _count,
    LOCATION: _location, OPTION: _option, PLAY: _play, PLACE: _place,
}  # fmt: skip
