"""What each game hides from a seat, and positions that reach each of its masking rules.

A rearrangement starts from the TRUE state and gives every card the seat cannot see another
identity (opponents' unknown hand cards, the deck, face-down cards) and the generator a new
seed. It is written from the rules, never from the game's observation or determinizer, so a
leak in those shows up as two arrangements the seat can tell apart. A new game joins the
honesty check by adding an entry to HONESTY_GAMES.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from gameshelf.engine import State
from gameshelf.games.aquatica.data import KINGS
from gameshelf.games.aquatica.state import DRAFT as AQUATICA_DRAFT
from gameshelf.games.aquatica.state import AquaticaState
from gameshelf.games.champions.state import ChampionsState
from gameshelf.games.ethnos.state import DRAGON, ELF, EthnosState
from gameshelf.games.everdell.observation import CARD_LISTS, CARD_VALS
from gameshelf.games.everdell.pending import DISCARD, PICK, PLAYER, Pending
from gameshelf.games.everdell.state import EverdellState
from gameshelf.games.reavers.state import ReaversState
from toy_game import ToyState

Rearrange = Callable[[State, int, random.Random], State]


@dataclass(frozen=True, slots=True)
class Case:
    """A position reached by seeded random play: `seed`'s game up to the first state where
    `reached` holds (and the seat to move has a choice)."""

    name: str  # the masking rule it reaches
    players: int
    seed: int
    reached: Callable[[Any], bool]
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class HonestyGame:
    rearrange: Rearrange  # (true state, seat, rng) -> a state that seat cannot tell from it
    cases: tuple[Case, ...]


def _relabel(cards: Iterable[int], rng: random.Random) -> dict[int, int]:
    """A random permutation of `cards` (each distinct) as a mapping."""
    hidden = sorted(set(cards))
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    return dict(zip(hidden, shuffled, strict=True))


def _reseed(state: Any, rng: random.Random) -> None:
    state.rng = random.Random(rng.getrandbits(64))


# -- Ethnos -----------------------------------------------------------------------------------
# Hidden from a seat: the deck (order, and where the Dragons lie in its bottom half), the cards
# in the other hands that nobody saw taken from the market, and which cards an Elf player is
# keeping. Known: the market, bands, and every card an opponent took from the market.


def rearrange_ethnos(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, EthnosState)
    state = true.clone()
    opponents = [s for s in range(state.num_players) if s != seat]
    unknown = [c for s in opponents for c in state.hands[s] if c not in state.known[s]]
    mapping = _relabel(unknown + [c for c in state.deck if c != DRAGON], rng)
    for s in opponents:
        state.hands[s] = sorted(mapping.get(c, c) for c in state.hands[s])
    deck = [mapping.get(c, c) for c in state.deck]
    bottom, top = deck[: state.deck_bottom], deck[state.deck_bottom:]
    rng.shuffle(bottom)  # the Dragons lie anywhere in the bottom half
    state.deck = bottom + top
    state.elf_kept = [mapping.get(c, c) for c in state.elf_kept]
    _reseed(state, rng)
    state._legal = None
    return state


def _ethnos_known_in_a_hidden_hand(state: EthnosState) -> bool:
    mover = state.current
    return any(state.known[s] and len(state.hands[s]) > len(state.known[s])
               for s in range(state.num_players) if s != mover)


def _ethnos_elf_keeping(state: EthnosState) -> bool:
    return state.phase == ELF and bool(state.elf_kept)


ETHNOS = HonestyGame(rearrange_ethnos, (
    Case("market cards known in a hidden hand, 2 players", 2, 1, _ethnos_known_in_a_hidden_hand),
    Case("market cards known in hidden hands, 4 players", 4, 1, _ethnos_known_in_a_hidden_hand),
    Case("an Elf player's kept cards", 3, 3, _ethnos_elf_keeping),
))


# -- Everdell ---------------------------------------------------------------------------------
# Hidden from a seat: the deck, the discard pile (face down, FAQ), the other hands, and on
# another seat's pending inputs the two cards its Teacher drew, the card it is handing over and
# the cards it is discarding. Known: the Meadow, cities, prisoners, cards under events, and
# every card a pending input names otherwise (revealed cards, Meadow cards taken into a hand).
# Rugwort (solo) hides nothing but the generator's future rolls.


def _private_fields(p: Pending) -> tuple[bool, bool, bool]:
    """Whether `p.card`, `p.cards` and `p.vals` are hidden from the other seats."""
    teacher = p.kind == PICK and p.purpose == "teacher"
    handed = p.kind == PLAYER and p.purpose == "give_card"
    return handed, teacher, teacher or p.kind == DISCARD


def _pending_cards(p: Pending) -> tuple[list[int], list[int], list[int]]:
    """The cards `p.card`, `p.cards` and `p.vals` name (the other fields are not cards)."""
    return ([p.card] if p.card >= 0 else [], p.cards if p.kind in CARD_LISTS else [],
            p.vals if p.kind in CARD_VALS else [])


def rearrange_everdell(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, EverdellState)
    state = true.clone()
    opponents = [s for s in range(state.num_players) if s != seat]
    public = {c for c in state.meadow if c >= 0}
    for row in state.cities:
        public.update(row)
    for prisoners in state.prisoners.values():
        public.update(prisoners)
    for cards in state.event_cards.values():
        public.update(cards)
    public.update(state.hands[seat])
    hidden = list(state.deck) + list(state.discard)
    for s in opponents:
        hidden += state.hands[s]
    for p in state.stack:
        private = _private_fields(p) if p.seat != seat else (False, False, False)
        for cards, secret in zip(_pending_cards(p), private, strict=True):
            if secret:
                hidden += cards
            else:
                public.update(cards)
    mapping = _relabel([c for c in hidden if c not in public], rng)

    def move(cards: list[int]) -> list[int]:
        return [mapping.get(c, c) for c in cards]

    state.deck = move(state.deck)
    state.discard = move(state.discard)
    for s in opponents:
        state.hands[s] = sorted(move(state.hands[s]))
    for p in state.stack:
        if p.seat == seat:
            continue
        card, cards, vals = _private_fields(p)
        if card:
            p.card = mapping.get(p.card, p.card)
        if cards:
            p.cards = move(p.cards)
        if vals:
            p.vals = move(p.vals)
    _reseed(state, rng)
    state._legal = None
    return state


def _everdell_mid_game(state: EverdellState) -> bool:
    return len(state.discard) >= 3 and not state.stack and state.season[state.current] >= 1


def _top(kind: str, purpose: str | None = None) -> Callable[[EverdellState], bool]:
    def reached(state: EverdellState) -> bool:
        if not state.stack:
            return False
        p = state.stack[-1]
        return p.kind == kind and (purpose is None or p.purpose == purpose)
    return reached


def _everdell_discarding(state: EverdellState) -> bool:
    return _top(DISCARD)(state) and bool(state.stack[-1].vals)


def _everdell_taken_into_a_hand(state: EverdellState) -> bool:
    return _top(PICK, "summer")(state) and bool(state.stack[-1].vals)


EVERDELL = HonestyGame(rearrange_everdell, (
    Case("the discard pile and hidden hands, 2 players", 2, 0, _everdell_mid_game),
    Case("a Teacher's two drawn cards", 3, 1, _top(PICK, "teacher")),
    Case("a card the Teacher hands over", 4, 0, _top(PLAYER, "give_card")),
    Case("cards being discarded from a hand", 2, 0, _everdell_discarding),
    Case("Meadow cards taken into a hand in view", 3, 0, _everdell_taken_into_a_hand),
    Case("solo against Rugwort, Year 2", 1, 0, _everdell_mid_game, {"rugwort_year": 2}),
))


# -- the toy game of the tests: hands and deck are hidden, the played cards are not -----------


# -- Champions of Midgard ---------------------------------------------------------------------
# Hidden from a seat: every deck's order, the other seats' Destinies (but one they revealed with
# the Success rune) and the Destinies a Dagrun of theirs is choosing among, the face-down Journey
# cards it has not looked at (Sage's House, the Knowledge rune) and, until all have committed,
# the other seats' secret assignments (any legal one, none at all among them).

CHAMPIONS_DECKS = ("troll_deck", "draugr_deck", "monster_deck", "merchant_deck", "rune_deck")


def rearrange_champions(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, ChampionsState)
    state = true.clone()
    for deck in CHAMPIONS_DECKS:
        rng.shuffle(getattr(state, deck))
    others = [s for s in range(state.num_players) if s != seat]
    held = {s: [d for d in state.destinies[s] if d not in state.destinies_scored[s]]
            for s in others}
    pending = state.pending
    drawn = (pending["drawn"] if pending and pending["kind"] == "keep_destiny"
             and pending["seat"] != seat else [])
    pool = state.destiny_deck + [d for s in others for d in held[s]] + list(drawn)
    rng.shuffle(pool)
    for s in others:
        state.destinies[s] = sorted([d for d in state.destinies[s] if d not in held[s]]
                                    + [pool.pop() for _ in held[s]])
    if drawn:
        pending["drawn"] = sorted(pool.pop() for _ in drawn)
    state.destiny_deck = pool
    shores = [shore for shore, card in enumerate(state.journey) if card is not None
              and not state.journey_open[shore] and shore not in state.seen[seat]]
    journey = state.journey_deck + [state.journey[shore] for shore in shores]
    rng.shuffle(journey)
    for shore in shores:
        state.journey[shore] = journey.pop()
    state.journey_deck = journey
    if not state.revealed:
        for s in others:
            state.assign[s] = {}
            state.food_loaded[s] = {}
    _reseed(state, rng)
    state._legal = None
    return state


def _champions_mid_game(state: ChampionsState) -> bool:
    return state.round >= 2 and state.phase == "place"


def _champions_peeked_by_another(state: ChampionsState) -> bool:
    me = state.current
    return any(shore not in state.seen[me] and state.journey[shore] is not None
               and not state.journey_open[shore]
               for other, seen in enumerate(state.seen) if other != me for shore in seen)


def _champions_committed_in_secret(state: ChampionsState) -> bool:
    me = state.current
    return (state.phase == "assign" and not state.revealed
            and any(state.committed[s] and state.assign[s] for s in range(state.num_players)
                    if s != me))


def _champions_choosing_a_destiny(state: ChampionsState) -> bool:
    return state.pending is not None and state.pending["kind"] == "keep_destiny"


def _champions_in_combat(state: ChampionsState) -> bool:
    return state.combat is not None


CHAMPIONS = HonestyGame(rearrange_champions, (
    Case("Destinies and decks, 2 players", 2, 0, _champions_mid_game),
    Case("a Journey card another seat looked at (Sage's House)", 3, 0,
         _champions_peeked_by_another),
    Case("another seat's secret assignment", 3, 0, _champions_committed_in_secret),
    Case("Dagrun choosing a Destiny", 4, 4, _champions_choosing_a_destiny,
         {"leaders": "draft"}),
    Case("a fight in progress, 4 players", 4, 1, _champions_in_combat),
))


# -- Aquatica ---------------------------------------------------------------------------------
# Hands and discards are public (every card there was seen arriving). Hidden from a seat: the
# order of the character and location decks, the others' scoring piles, another's drafted King
# until it is played, the Kings offered to another in the draft, and the generator.


def rearrange_aquatica(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, AquaticaState)
    state = true.clone()
    rng.shuffle(state.char_deck)
    others = [s for s in range(state.num_players) if s != seat]
    pool = state.loc_deck + [c for s in others for c in state.scored[s]]
    rng.shuffle(pool)
    for s in others:
        state.scored[s] = [pool.pop() for _ in state.scored[s]]
    state.loc_deck = pool
    hidden = [s for s in others if state.kings[s] is not None and not state.king_known[s]]
    sees_offer = state.stage == AQUATICA_DRAFT and state.draft_order[0] == seat
    offer = [] if sees_offer else list(state.draft_offer)
    unseen = ([state.kings[s] for s in hidden] + offer
              + [k for k in KINGS if k not in state.kings and k not in state.draft_offer])
    rng.shuffle(unseen)
    for s in hidden:
        king, new = state.kings[s], unseen.pop()
        state.hands[s] = sorted(new if c == king else c for c in state.hands[s])
        state.kings[s] = new
    if offer:
        state.draft_offer = sorted(unseen.pop() for _ in offer)
    _reseed(state, rng)
    state._legal = None
    return state


def _aquatica_mid_game(state: AquaticaState) -> bool:
    return state.turn >= 6 and any(state.scored)


def _aquatica_hidden_king(state: AquaticaState) -> bool:
    return state.stage != AQUATICA_DRAFT and not all(state.king_known)


def _aquatica_drafting(state: AquaticaState) -> bool:
    return state.stage == AQUATICA_DRAFT and len(state.draft_order) > 1


AQUATICA = HonestyGame(rearrange_aquatica, (
    Case("decks and scoring piles, 2 players", 2, 0, _aquatica_mid_game),
    Case("decks and scoring piles, 4 players", 4, 0, _aquatica_mid_game),
    Case("another's drafted King", 3, 0, _aquatica_hidden_king, {"kings": "draft"}),
    Case("the Kings offered to another", 3, 0, _aquatica_drafting, {"kings": "draft"}),
    Case("solo against the Ichthyanders", 1, 0, _aquatica_mid_game),
))


# -- Reavers of Midgard -----------------------------------------------------------------------
# Everything is face up but the order of the decks and of the Territory stacks below their top
# tiles (Prophecies are held face up, a rules choice), and the generator.


def rearrange_reavers(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, ReaversState)
    state = true.clone()
    for deck in state.decks.values():
        rng.shuffle(deck)
    for stack in state.territory_stacks.values():
        below = stack[:-1]
        rng.shuffle(below)
        stack[:-1] = below
    _reseed(state, rng)
    state._legal = None
    return state


def _reavers_mid_game(state: ReaversState) -> bool:
    return state.round >= 3


def _reavers_in_combat(state: ReaversState) -> bool:
    return bool(state.combat)


REAVERS = HonestyGame(rearrange_reavers, (
    Case("deck orders, 2 players", 2, 0, _reavers_mid_game),
    Case("deck orders, 4 players", 4, 0, _reavers_mid_game),
    Case("a fight in progress, 3 players", 3, 0, _reavers_in_combat),
))


def rearrange_toy(true: State, seat: int, rng: random.Random) -> State:
    assert isinstance(true, ToyState)
    state = true.clone()
    opponents = [s for s in range(state.num_players) if s != seat]
    mapping = _relabel(state.deck + [c for s in opponents for c in state.hands[s]], rng)
    state.deck = [mapping[c] for c in state.deck]
    for s in opponents:
        state.hands[s] = [mapping[c] for c in state.hands[s]]
    _reseed(state, rng)
    return state


def _toy_after_a_draw(state: ToyState) -> bool:
    return len(state.played) >= 2


TOY_GAME = HonestyGame(rearrange_toy, (Case("hands and deck", 3, 0, _toy_after_a_draw),))

HONESTY_GAMES: dict[str, HonestyGame] = {
    "aquatica": AQUATICA, "champions": CHAMPIONS, "ethnos": ETHNOS, "everdell": EVERDELL,
    "reavers": REAVERS, "toy": TOY_GAME,
}
