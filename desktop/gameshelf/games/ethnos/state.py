"""The Ethnos game state and its rules (shared/rules/ethnos.md).

A turn is one action: recruit an ally, or play a band. Playing a band is split into decisions a
person makes at the table: `choose_leader`, then `add_ally` for each further card, then
`play_band(kingdom)`. The leader's ability may open pending decisions (free Merfolk markers, a
Troll token, a Centaur's extra band, the Elves' keep), resolved one action at a time. At the end
of an Age, players with Orc Horde markers decide whether to cash them in.
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress
from operator import itemgetter
from types import MappingProxyType
from typing import Any

from ...engine import Action, Event, IllegalActionError, State
from ...engine.scoring import ScoreSheet
from . import scoring
from .data import EthnosData

CENTAURS, DWARVES, ELVES, GIANTS, HALFLINGS, MERFOLK = range(6)
MINOTAURS, ORCS, SKELETONS, TROLLS, WINGFOLK, WIZARDS = range(6, 12)
CATEGORIES = ("kingdoms", "bands", "giants", "merfolk", "orcs")
KINGDOMS_CAT, BANDS_CAT, GIANTS_CAT, MERFOLK_CAT, ORCS_CAT = range(5)

# Phases: whose decision it is and what kind.
TURN = "turn"  # recruit an ally or choose a leader
BAND = "band"  # building a band: add allies or play it on a kingdom
FREE_MARKER = "free_marker"  # Merfolk checkpoint: place a marker in any kingdom
TROLL = "troll"  # take a Troll token
CENTAUR = "centaur"  # play another band, or decline
ELF = "elf"  # keep up to X cards
ORC = "orc"  # end of Age: cash in Horde markers or keep them
OVER = "over"
CHOOSING_LEADER = (TURN, CENTAUR)

DRAGON = -1
MAX_SEATS = 6  # Ethnos is for 2 to 6 players


@dataclass(slots=True)
class Band:
    leader: int
    cards: list[int]  # leader first
    kingdom: int


class Actions:
    """Interned actions, so legal-move lists are cheap and `in` checks hit by identity.

    Also the events of the commonest steps, one per seat and argument, built once: building an
    Event runs a Python-level call, one of the larger costs of a random step. Like every event
    they are read-only values; sharing them changes nothing a reader of the log can see.
    """

    def __init__(self, card_tribe: Sequence[int], kingdoms: tuple[str, ...],
                 trolls: tuple[int, ...]):
        cards = range(len(card_tribe))
        self.recruit = [Action("recruit_ally", (c,)) for c in cards]
        self.leader = [Action("choose_leader", (c,)) for c in cards]
        # Skeletons never lead: None in their place, so a hand's leaders are one lookup a card.
        self.lead: list[Action | None] = [
            None if card_tribe[c] == SKELETONS else self.leader[c] for c in cards
        ]
        self.add = [Action("add_ally", (c,)) for c in cards]
        self.keep = [Action("keep_ally", (c,)) for c in cards]
        self.play = [Action("play_band", (k,)) for k in kingdoms]
        self.free_marker = [Action("place_free_marker", (k,)) for k in kingdoms]
        self.troll = {v: Action("take_troll_token", (v,)) for v in trolls}
        self.from_deck = Action("recruit_from_deck")
        self.decline = Action("decline_band")
        self.discard_rest = Action("discard_rest")
        self.discard_hand = Action("discard_hand")
        self.keep_orcs = Action("keep_orcs")
        # The commonest events, built once and shared by every step and state: their
        # arguments are read-only views, so no reader can change them for the others.
        seats = range(MAX_SEATS)
        self.recruit_event = [[Event("ethnos.recruit", s, _frozen(card=c)) for c in cards]
                              for s in seats]
        self.leader_event = [[Event("ethnos.leader", s, _frozen(card=c)) for c in cards]
                             for s in seats]
        self.add_event = [[Event("ethnos.add_ally", s, _frozen(card=c)) for c in cards]
                          for s in seats]
        self.deck_event = [[Event("ethnos.recruit_deck", s, _frozen(count=n)) for n in range(3)]
                           for s in seats]  # index = cards drawn
        self.marker_event = [[Event("ethnos.marker", s, _frozen(kingdom=k)) for k in kingdoms]
                             for s in seats]  # index = kingdom


def _frozen(**args: Any) -> MappingProxyType:
    return MappingProxyType(args)


class EthnosState(State):
    def __init__(self, spec: Any, data: EthnosData, actions: Actions, num_players: int,
                 options: dict[str, Any], rng: random.Random) -> None:
        self.spec = spec
        self.data = data
        self.acts = actions
        self.num_players = num_players
        self.options = options
        self.rng = rng
        n = num_players
        self.tribes: list[int] = []
        self.age = 1
        self.num_ages = data.ages[n]
        self.deck: list[int] = []  # top of the deck is the end of the list
        self.deck_bottom = 0  # cards of the bottom half (with the Dragons) still in the deck
        self.dragons_drawn = 0
        self.third_dragon: int | None = None  # who drew the third Dragon of the last Age
        self.market: list[int] = []
        # Hands are kept sorted: their order is private, so nothing may depend on it.
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.known: list[set[int]] = [set() for _ in range(n)]  # hand cards everyone saw taken
        self.bands: list[list[Band]] = [[] for _ in range(n)]
        self.markers: list[list[int]] = [[0] * n for _ in range(6)]  # [kingdom][seat]
        self.tokens: list[list[int]] = [[] for _ in range(6)]  # ascending: I, II, III
        self.points: list[list[int]] = [[0] * len(CATEGORIES) for _ in range(n)]
        self.history: list[list[int]] = []  # glory totals after each Age
        self.merfolk = [0] * n
        self.trolls: list[list[int]] = [[] for _ in range(n)]
        self.giant_holder: int | None = None
        self.giant_size = 0
        self.orcs: list[set[int]] = [set() for _ in range(n)]
        self.current = 0
        self.phase = TURN
        self.building: Band | None = None
        self.pending_markers = 0
        self.troll_limit = 0
        self.elf_limit = 0
        self.elf_kept: list[int] = []
        self.after_discard_draw = 0  # Wizards: cards drawn once the hand is discarded
        self.centaur_extra = False  # a Centaur band placed a marker: another band may follow
        self.orc_queue: list[int] = []
        self._legal: list[Action] | None = None

    # -- the contract -------------------------------------------------------------------------

    def to_move(self) -> int | None:
        return None if self.phase == OVER else self.current

    def is_over(self) -> bool:
        return self.phase == OVER

    def rng_state(self) -> object:
        return self.rng.getstate()

    def legal_actions(self) -> list[Action]:
        # Cached until the next apply: a player (or agent) lists the moves, then plays one.
        cached = self._legal
        if cached is None:
            cached = self._legal = self._list_legal_actions()
        return cached.copy()

    def _list_legal_actions(self) -> list[Action]:
        phase = self.phase
        acts = self.acts
        hand = self.hands[self.current]
        if phase in CHOOSING_LEADER:
            lead = acts.lead
            result = []
            for card in hand:  # plain loops: cheaper than filter/map/listcomp over a few cards
                leader = lead[card]
                if leader is not None:  # Skeletons never lead
                    result.append(leader)
            if phase == CENTAUR:
                result.append(acts.decline)
            elif len(hand) < self.data.hand_limit:
                recruit = acts.recruit
                for card in self.market:
                    result.append(recruit[card])
                result.append(acts.from_deck)
            elif not result:
                result.append(acts.discard_hand)  # stand-in: only Skeletons in a full hand
            return result
        if phase == BAND:
            band = self.building
            assert band is not None
            fits = self._band_fits(band)
            add = acts.add
            result = []
            for card in hand:
                if fits[card]:
                    result.append(add[card])
            if self.data.card_tribe[band.leader] == WINGFOLK:
                result += acts.play
            else:
                result.append(acts.play[band.kingdom])
            return result
        if phase == FREE_MARKER:
            return list(acts.free_marker)
        if phase == TROLL:
            return [acts.troll[v] for v in self._free_trolls() if v <= self.troll_limit]
        if phase == ELF:
            kept = self.elf_kept
            result = [acts.keep[c] for c in hand if c not in kept] if len(kept) < self.elf_limit \
                else []
            result.append(acts.discard_rest)
            return result
        if phase == ORC:
            return self._orc_actions()
        return []

    def apply(self, action: Action) -> list[Event]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._list_legal_actions()
        # Interned actions match by identity (a plain loop is the cheapest check); an equal
        # copy (from a save file) by value.
        for candidate in legal:
            if candidate is action:
                break
        else:
            if action not in legal:
                raise IllegalActionError(f"{action} is not legal now (phase {self.phase})")
        self._legal = None
        events: list[Event] = []
        # Handlers take the argument tuple: a call with `*args` costs twice a plain call.
        HANDLERS[action.name](self, events, action.args)
        return events

    # -- turn actions -------------------------------------------------------------------------

    def _do_recruit_ally(self, events: list[Event], args: tuple[int]) -> None:
        (card,) = args
        seat = self.current
        self.market.remove(card)
        insort(self.hands[seat], card)
        self.known[seat].add(card)
        events.append(self.acts.recruit_event[seat][card])
        self.current = (seat + 1) % self.num_players  # the turn passes, phase stays TURN

    def _do_recruit_from_deck(self, events: list[Event], no_args: tuple[()] = ()) -> None:
        seat = self.current
        count = 2 if self.options["empty_market_draws_two"] and not self.market else 1
        events.append(self.acts.deck_event[seat][count])
        for _ in range(count):
            if self._draw(events, seat):
                return
        self.current = (seat + 1) % self.num_players  # the turn passes, phase stays TURN

    def _do_discard_hand(self, events: list[Event], no_args: tuple[()] = ()) -> None:
        seat = self.current
        events.append(Event("ethnos.discard_hand", seat, {"cards": sorted(self.hands[seat])}))
        self._discard(seat, list(self.hands[seat]))
        self.current = (seat + 1) % self.num_players  # the turn passes, phase stays TURN

    def _draw(self, events: list[Event], seat: int) -> bool:
        """Draw from the deck; a Dragon is revealed and replaced. True if the Age ended."""
        while True:
            card = self.deck.pop()
            if len(self.deck) < self.deck_bottom:
                self.deck_bottom = len(self.deck)
            if card != DRAGON:
                insort(self.hands[seat], card)
                return False
            self.dragons_drawn += 1
            events.append(Event("ethnos.dragon", seat, {"count": self.dragons_drawn}))
            if self.dragons_drawn == self.data.dragons:
                self.third_dragon = seat
                self._end_age(events)
                return True

    # -- playing a band -----------------------------------------------------------------------

    def _do_choose_leader(self, events: list[Event], args: tuple[int]) -> None:
        (card,) = args
        seat = self.current
        self.hands[seat].remove(card)
        self.known[seat].discard(card)
        self.building = Band(card, [card], self.data.card_kingdom[card])
        self.phase = BAND
        events.append(self.acts.leader_event[seat][card])

    def _do_add_ally(self, events: list[Event], args: tuple[int]) -> None:
        (card,) = args
        assert self.building is not None
        seat = self.current
        self.hands[seat].remove(card)
        self.known[seat].discard(card)
        self.building.cards.append(card)
        events.append(self.acts.add_event[seat][card])

    def _band_fits(self, band: Band) -> bytes:
        """Per card, 1 if it may join the band: Skeletons join any band; other cards must share
        the leader's kingdom colour or tribe with every non-Skeleton card already in the band."""
        leader = band.leader
        colour_open = tribe_open = True
        if len(band.cards) > 1:  # the leader alone keeps both ways open
            tribe, kingdom = self.data.card_tribe, self.data.card_kingdom
            for card in band.cards:
                if tribe[card] != SKELETONS:
                    colour_open = colour_open and kingdom[card] == kingdom[leader]
                    tribe_open = tribe_open and tribe[card] == tribe[leader]
        return self.data.joins[leader][colour_open][tribe_open]

    def _do_play_band(self, events: list[Event], args: tuple[str]) -> None:
        (kingdom_id,) = args
        seat = self.current
        band = self.building
        assert band is not None
        band.kingdom = self.data.kingdoms.index(kingdom_id)
        self.building = None
        self.bands[seat].append(band)
        leader_tribe = self.data.card_tribe[band.leader]
        size = len(band.cards)
        events.append(Event("ethnos.band", seat, {
            "leader": band.leader, "size": size, "kingdom": kingdom_id, "cards": list(band.cards),
        }))
        placed = self._place_band_marker(events, seat, band, leader_tribe)
        self.phase = TURN
        if leader_tribe == GIANTS:
            self._giant(events, seat, size)
        elif leader_tribe == ORCS:
            colour = self.data.card_kingdom[band.leader]
            if colour not in self.orcs[seat]:
                self.orcs[seat].add(colour)
                events.append(Event("ethnos.orc_horde", seat, {"kingdom": kingdom_id}))
        elif leader_tribe == MERFOLK:
            self._merfolk(events, seat, size)
        elif leader_tribe == TROLLS:
            self.troll_limit = min(size, max(self.data.troll_tokens))
            if any(v <= self.troll_limit for v in self._free_trolls()):
                self.phase = TROLL
        self.elf_limit = size if leader_tribe == ELVES else 0
        self.after_discard_draw = size if leader_tribe == WIZARDS else 0
        self.centaur_extra = leader_tribe == CENTAURS and placed
        self._continue(events)

    def _place_band_marker(self, events: list[Event], seat: int, band: Band, tribe: int) -> bool:
        if tribe == HALFLINGS:
            return False
        size = len(band.cards) + (1 if tribe == MINOTAURS else 0)
        here = self.markers[band.kingdom]
        # 2-player: a band must exceed ALL markers in the kingdom.
        needed = sum(here) if self.num_players == 2 else here[seat]
        if size > needed and self._stock(seat) > 0:
            here[seat] += 1
            events.append(self.acts.marker_event[seat][band.kingdom])
            return True
        return False

    def _stock(self, seat: int) -> int:
        return self.data.markers_per_player - sum(map(itemgetter(seat), self.markers))

    def _giant(self, events: list[Event], seat: int, size: int) -> None:
        ties_take = self.options["giant_ties"] == "equal_takes"
        if size > self.giant_size or (ties_take and size == self.giant_size):
            self.giant_holder = seat
            self.giant_size = size
            self.points[seat][GIANTS_CAT] += self.data.giant_immediate
            events.append(Event("ethnos.giant", seat,
                                {"size": size, "glory": self.data.giant_immediate}))

    def _merfolk(self, events: list[Event], seat: int, size: int) -> None:
        before = self.merfolk[seat]
        after = min(before + size, self.data.merfolk_track)
        self.merfolk[seat] = after
        crossed = sum(1 for c in self.data.merfolk_checkpoints if before < c <= after)
        events.append(Event("ethnos.merfolk", seat, {"from": before, "to": after}))
        self.pending_markers = min(crossed, self._stock(seat))
        if self.pending_markers:
            self.phase = FREE_MARKER

    def _do_place_free_marker(self, events: list[Event], args: tuple[str]) -> None:
        (kingdom_id,) = args
        seat = self.current
        self.markers[self.data.kingdoms.index(kingdom_id)][seat] += 1
        self.pending_markers -= 1
        events.append(Event("ethnos.free_marker", seat, {"kingdom": kingdom_id}))
        if not self.pending_markers:
            self.phase = TURN
            self._continue(events)

    def _free_trolls(self) -> list[int]:
        taken = {v for held in self.trolls for v in held}
        return [v for v in self.data.troll_tokens if v not in taken]

    def _do_take_troll_token(self, events: list[Event], args: tuple[int]) -> None:
        (value,) = args
        self.trolls[self.current].append(value)
        events.append(Event("ethnos.troll", self.current, {"value": value}))
        self.phase = TURN
        self._continue(events)

    def _continue(self, events: list[Event]) -> None:
        """After a band and its pending decisions: a Centaur's extra band, then the discard."""
        if self.phase != TURN:
            return
        seat = self.current
        if self.centaur_extra:
            self.centaur_extra = False
            if any(self.data.card_tribe[c] != SKELETONS for c in self.hands[seat]):
                self.phase = CENTAUR
                return
        hand = self.hands[seat]
        if self.elf_limit:
            if len(hand) > self.elf_limit:
                self.elf_kept = []
                self.phase = ELF
                return
            events.append(Event("ethnos.elf_keep", seat, {"count": len(hand)}))
            self.elf_limit = 0
            self._after_discard(events)
            return
        self._discard_into_market(events, seat, list(hand))
        self._after_discard(events)

    def _do_decline_band(self, events: list[Event], no_args: tuple[()] = ()) -> None:
        events.append(Event("ethnos.decline_band", self.current))
        self.phase = TURN
        self._continue(events)

    def _do_keep_ally(self, events: list[Event], args: tuple[int]) -> None:
        (card,) = args
        self.elf_kept.append(card)
        if len(self.elf_kept) == self.elf_limit:
            self._do_discard_rest(events)

    def _do_discard_rest(self, events: list[Event], no_args: tuple[()] = ()) -> None:
        seat = self.current
        kept = self.elf_kept
        events.append(Event("ethnos.elf_keep", seat, {"count": len(kept)}))
        self._discard_into_market(events, seat, [c for c in self.hands[seat] if c not in kept])
        self.elf_kept = []
        self.elf_limit = 0
        self.phase = TURN
        self._after_discard(events)

    def _discard_into_market(self, events: list[Event], seat: int, cards: list[int]) -> None:
        if cards:
            events.append(Event("ethnos.discard", seat, {"cards": sorted(cards)}))
            self._discard(seat, cards)

    def _discard(self, seat: int, cards: list[int]) -> None:
        hand = self.hands[seat]
        if len(cards) == len(hand):  # the whole hand, as after most bands
            hand.clear()
        else:
            for card in cards:
                hand.remove(card)
        self.known[seat].difference_update(cards)
        self.market += cards

    def _after_discard(self, events: list[Event]) -> None:
        seat = self.current
        count, self.after_discard_draw = self.after_discard_draw, 0
        if count:
            events.append(Event("ethnos.wizard_draw", seat, {"count": count}))
            for _ in range(count):
                if self._draw(events, seat):
                    return
        self.current = (seat + 1) % self.num_players  # the turn passes, phase stays TURN

    # -- the end of an Age --------------------------------------------------------------------

    def _end_age(self, events: list[Event]) -> None:
        events.append(Event("ethnos.age_end", None, {"age": self.age}))
        for seat in range(self.num_players):  # scatter: hands are discarded face up
            self.market += self.hands[seat]
            self.hands[seat].clear()
            self.known[seat].clear()
        self.pending_markers = 0
        self.elf_limit = 0
        self.elf_kept = []
        self.after_discard_draw = 0
        self.centaur_extra = False
        final = self.age == self.num_ages
        start = self.third_dragon or 0
        order = [(start + i) % self.num_players for i in range(self.num_players)]
        self.orc_queue = [] if final else [s for s in order if self.orcs[s]]
        self._next_orc_decision(events)

    def _next_orc_decision(self, events: list[Event]) -> None:
        if self.orc_queue:
            self.current = self.orc_queue[0]
            self.phase = ORC
            return
        self._score_age(events, cash_in_all=self.age == self.num_ages)
        if self.age == self.num_ages:
            self.phase = OVER
            events.append(Event("ethnos.game_end", None, {"winners": self.scores().winners()}))
        else:
            self.age += 1
            self._start_age(events)

    def _orc_actions(self) -> list[Action]:
        horde = sorted(self.orcs[self.current])
        names = self.data.kingdoms
        if self.options["orc_cash_in"] == "all":
            choices = [horde]
        else:
            choices = [[k for i, k in enumerate(horde) if mask >> i & 1]
                       for mask in range(1, 1 << len(horde))]
        return [Action("cash_in_orcs", tuple(names[k] for k in c)) for c in choices] + \
            [self.acts.keep_orcs]

    def _do_cash_in_orcs(self, events: list[Event], kingdom_ids: tuple[str, ...]) -> None:
        seat = self.orc_queue.pop(0)
        glory = self.data.orc_glory[len(kingdom_ids)]
        self.points[seat][ORCS_CAT] += glory
        for kingdom_id in kingdom_ids:
            self.orcs[seat].discard(self.data.kingdoms.index(kingdom_id))
        events.append(Event("ethnos.orc_glory", seat,
                            {"markers": len(kingdom_ids), "glory": glory}))
        self._next_orc_decision(events)

    def _do_keep_orcs(self, events: list[Event], no_args: tuple[()] = ()) -> None:
        seat = self.orc_queue.pop(0)
        events.append(Event("ethnos.orcs_kept", seat, {"markers": len(self.orcs[seat])}))
        self._next_orc_decision(events)

    def age_glory(self, cash_in_orcs: bool) -> list[list[int]]:
        """The glory each seat earns at the end of this Age, per category (nothing applied)."""
        data, n, age = self.data, self.num_players, self.age
        gained = [[0] * len(CATEGORIES) for _ in range(n)]
        trolls = [sum(t) for t in self.trolls] if TROLLS in self.tribes else None
        kingdom_rule = scoring.kingdom_glory_two_players if n == 2 else scoring.kingdom_glory
        for k in range(6):
            prizes = kingdom_rule(self.markers[k], self.tokens[k], age, trolls)
            for seat, glory in enumerate(prizes):
                gained[seat][KINGDOMS_CAT] += glory
        size_class = data.size_class(n)
        if self.giant_holder is not None:
            gained[self.giant_holder][GIANTS_CAT] += data.giant_age_glory[size_class][age - 1]
        if MERFOLK in self.tribes:
            prize = data.merfolk_age_glory[size_class][age - 1]
            for seat, glory in enumerate(scoring.merfolk_glory(self.merfolk, prize, trolls)):
                gained[seat][MERFOLK_CAT] += glory
        if cash_in_orcs:
            for seat in range(n):
                gained[seat][ORCS_CAT] += data.orc_glory[len(self.orcs[seat])]
        for seat in range(n):
            gained[seat][BANDS_CAT] += scoring.band_glory(
                [self.band_scoring_size(b) for b in self.bands[seat]], data.band_glory
            )
        return gained

    def band_scoring_size(self, band: Band) -> int:
        """Skeletons are removed first; a Dwarf-led band then counts one card larger."""
        data = self.data
        dwarf = data.card_tribe[band.leader] == DWARVES
        return sum(map(data.counted.__getitem__, band.cards)) + (1 if dwarf else 0)

    def _score_age(self, events: list[Event], cash_in_all: bool) -> None:
        gained = self.age_glory(cash_in_all)
        for seat, row in enumerate(gained):
            for cat, glory in enumerate(row):
                self.points[seat][cat] += glory
            if cash_in_all:
                self.orcs[seat].clear()
            events.append(Event("ethnos.age_glory", seat, {
                "age": self.age, **dict(zip(CATEGORIES, row, strict=True)),
            }))
        self.history.append([sum(p) for p in self.points])
        # Troll tokens and the Giant token return to the supply; markers stay on the board.
        self.trolls = [[] for _ in range(self.num_players)]
        self.giant_holder = None
        self.giant_size = 0

    def _start_age(self, events: list[Event]) -> None:
        data, n, rng = self.data, self.num_players, self.rng
        self.bands = [[] for _ in range(n)]
        self.market = []
        in_play = set(self.tribes)
        allies = list(compress(range(data.num_cards), map(in_play.__contains__, data.card_tribe)))
        rng.shuffle(allies)
        for seat in range(n):
            self.hands[seat] = [allies.pop()]
        self.market = [allies.pop() for _ in range(data.market_per_player * n)]
        # The Dragons are shuffled into the bottom half of what is left.
        top = len(allies) // 2
        bottom = allies[: len(allies) - top] + [DRAGON] * data.dragons
        rng.shuffle(bottom)
        self.deck = bottom + allies[len(allies) - top:]
        self.deck_bottom = len(bottom)
        self.dragons_drawn = 0
        if self.age == 1:
            self.current = rng.randrange(n)
        else:
            self.current = self._least_glory_first()
        self.phase = TURN
        events.append(Event("ethnos.age_start", self.current, {"age": self.age}))

    def _least_glory_first(self) -> int:
        """Least glory starts; ties go to the tied player nearest clockwise from the one who
        drew the third Dragon, that player included."""
        totals = [sum(p) for p in self.points]
        lowest = min(totals)
        start = self.third_dragon or 0
        for i in range(self.num_players):
            seat = (start + i) % self.num_players
            if totals[seat] == lowest:
                return seat
        raise AssertionError("unreachable")

    # -- scores -------------------------------------------------------------------------------

    def scores(self) -> ScoreSheet:
        # Final tie-breaks: markers on the board, then the largest bands of the last Age
        # (the bands of the final Age stay in front of the players when the game ends).
        counted = self.data.counted  # Skeletons do not count
        bands = [
            sorted([sum(map(counted.__getitem__, b.cards)) for b in bands], reverse=True)
            for bands in self.bands
        ]
        return ScoreSheet(
            CATEGORIES,
            tuple(tuple(row) for row in self.points),
            tuple(
                (sum(map(itemgetter(seat), self.markers)), *bands[seat])
                for seat in range(self.num_players)
            ),
        )

    # -- copies -------------------------------------------------------------------------------

    def clone(self) -> EthnosState:
        other = EthnosState.__new__(EthnosState)
        other.spec = self.spec
        other.data = self.data
        other.acts = self.acts
        other.num_players = self.num_players
        other.options = self.options
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.tribes = self.tribes
        other.age = self.age
        other.num_ages = self.num_ages
        other.deck = self.deck[:]
        other.deck_bottom = self.deck_bottom
        other.dragons_drawn = self.dragons_drawn
        other.third_dragon = self.third_dragon
        other.market = self.market[:]
        other.hands = [h[:] for h in self.hands]
        other.known = [set(k) for k in self.known]
        # A played band never changes again: clones share them (only `building` grows).
        other.bands = [bs[:] for bs in self.bands]
        other.markers = [m[:] for m in self.markers]
        other.tokens = self.tokens  # never changed after setup
        other.points = [p[:] for p in self.points]
        other.history = [h[:] for h in self.history]
        other.merfolk = self.merfolk[:]
        other.trolls = [t[:] for t in self.trolls]
        other.giant_holder = self.giant_holder
        other.giant_size = self.giant_size
        other.orcs = [set(o) for o in self.orcs]
        other.current = self.current
        other.phase = self.phase
        b = self.building
        other.building = None if b is None else Band(b.leader, b.cards[:], b.kingdom)
        other.pending_markers = self.pending_markers
        other.troll_limit = self.troll_limit
        other.elf_limit = self.elf_limit
        other.elf_kept = self.elf_kept[:]
        other.after_discard_draw = self.after_discard_draw
        other.centaur_extra = self.centaur_extra
        other.orc_queue = self.orc_queue[:]
        other._legal = self._legal
        return other

    def observe(self, seat: int) -> Any:
        from .observation import observe

        return observe(self, seat)

    def to_position(self) -> dict[str, Any]:
        from .position import to_position

        return to_position(self)


HANDLERS = {
    name[len("_do_"):]: function
    for name, function in vars(EthnosState).items()
    if name.startswith("_do_")
}
