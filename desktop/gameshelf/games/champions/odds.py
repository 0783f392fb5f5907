"""Fight odds: the exact chance that a seat wins a fight, from what it can see, with the laws of
engine/dice.py, memoised (the AI's plans and the board's odds while assigning).

A fight is played to the end (§a.8): damage carries over, the losses are taken the best way for
the rest of the fight, and the seat's Favor rerolls count. A reroll takes the blank dice (a blank
rolled again can only gain hits or shields): at the start of each combat round the seat sets
how many Favor it will spend on that round's blanks while its hits fall short of lethal damage,
the best number for the fight as a whole. A player who decides after each reroll, or rerolls a
hit or a shield, can do a little better: the chance is at least the one given (for the dice
that come out of a Kraken fight, about it). A roll that changes nothing (no hits, enough
shields) is kept: the next round rolls every die again for free.

A ship's fight also counts its voyage (§a.7): the shore's Journey card, known if the seat has
seen it, else any of the cards it has not seen, each alike (Storm, Lost and Whirlpool take what
the seat would give up; the Kraken is fought first and its survivors go on), the feeding with
the Food aboard, the enemy's banned dice lost, then the Monster. Runes are left out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from .data import KINDS, ChampionsData, default_data

if TYPE_CHECKING:
    from .state import ChampionsState

Counts = tuple[int, int, int]  # swordsmen, spearmen, axemen
Monster = tuple[int, int, str | None]  # Attack, Defense, the banned kind
# What follows a won Kraken: the shore's Food aboard, warriors a Food feeds and Monster; None
# for a fight that ends the voyage.
Tail = tuple[int, int, Monster] | None
Law = tuple[tuple[str | None, float], ...]  # a Journey card (None: no card) and its chance

LOSS_ORDER = ("swordsman", "spearman", "axeman")  # the weakest die first, for most leaders


@lru_cache(maxsize=1 << 14)
def win_chance(counts: Counts, attack: int, defense: int, damage: int = 0,
               leader: str | None = None, banned: str | None = None, favor: int = 0) -> float:
    """The chance to win a fight to the end with these dice from `damage` on, with `favor`
    rerolls of the blanks; `banned` dice do not fight."""
    if damage >= defense:
        return 1.0
    return _fight(_without(counts, banned), attack, defense - damage, favor, _dice_leader(leader),
                  None)


@lru_cache(maxsize=1 << 16)
def ship_chance(counts: Counts, food: int, per_food: int, attack: int, defense: int,
                banned: str | None, journey: Law, leader: str | None = None,
                favor: int = 0) -> float:
    """The chance that a ship's dice beat the shore's Monster: its Journey card by `journey`
    (card, chance), then feeding with `food` aboard (`per_food` warriors a Food; 0 when the
    feeding is over), the `banned` dice lost, the fight."""
    leader = _dice_leader(leader)
    monster = (attack, defense, banned)
    return sum(p * _voyage(card, counts, food, per_food, monster, favor, leader)
               for card, p in journey if p)


def journey_law(state: ChampionsState, seat: int, shore: int) -> Law:
    """The Journey card of `shore` as the seat sees it: the card if it is face up or the seat
    has seen it, else each card it has not seen (the deck and the face-down cards it did not
    see) alike."""
    card = state.journey[shore]
    if card is None or state.journey_open[shore] or shore in state.seen[seat]:
        return ((card, 1.0),)
    hidden = [c for s, c in enumerate(state.journey) if c is not None
              and not state.journey_open[s] and s not in state.seen[seat]]
    return law_of(state.journey_deck + hidden)


def law_of(cards: Iterable[str]) -> Law:
    """The law of a card drawn from `cards` (any order: one cache entry per set of cards)."""
    return _law(tuple(sorted(cards)))


@lru_cache(maxsize=1 << 10)
def _law(cards: tuple[str, ...]) -> Law:
    counts = Counter(cards)
    total = sum(counts.values())
    if not total:
        return ((None, 1.0),)
    return tuple((card, n / total) for card, n in sorted(counts.items()))


def view_chances(data: ChampionsData, obs: Mapping[str, Any], seat: int) -> dict[str, float]:
    """From the seat's observation while it assigns: its chance to win each fight it reserved,
    with the dice and Food put there so far and all its Favor (each fight alone)."""
    mine = obs["assign"].get(str(seat))
    if obs["phase"] != "assign" or mine is None:
        return {}
    leader = obs["leaders"][seat]
    favor = obs["resources"][seat]["favor"]
    shores = {where["shore"]: ship for ship, where in obs["ships"].items()
              if where["shore"] is not None}
    chances = {}
    for target, dice in mine.items():
        if target == "food":
            continue
        counts = counts_of(dice)
        if target.startswith("shore_"):
            shore = int(target[-1])
            enemy_id = obs["monsters"][shore]
            if enemy_id is None or shore not in shores:
                continue
            e = data.enemy(enemy_id)
            card = obs["journey"][shore]
            law = law_of(obs["public"]["journey_deck"]) if card == "hidden" else ((card, 1.0),)
            chances[target] = ship_chance(counts, mine["food"].get(str(shore), 0),
                                          data.warriors_per_food[shore], e.attack, e.defense,
                                          e.restriction, law, leader, favor)
            continue
        enemy_id = obs["troll"] if target == "troll" else obs["draugr"][int(target[-1]) - 1]
        if enemy_id is not None:
            e = data.enemy(enemy_id)
            chances[target] = win_chance(counts, e.attack, e.defense, 0, leader, e.restriction,
                                         favor)
    return chances


def target_chance(state: ChampionsState, seat: int, target: str, counts: Counts,
                  food: int = 0, journey: bool = True, feeding: bool = True) -> float:
    """The seat's chance at one of its reserved fights with these dice, from what it sees; on a
    ship with `food` aboard, its Journey card and feeding left out once they are behind it."""
    enemy = state.enemy_at(target)
    if enemy is None:
        return 0.0
    e = state.data.enemy(enemy)
    leader = state.leaders[seat]
    favor = state.resources[seat]["favor"]
    if not target.startswith("shore_"):
        return win_chance(counts, e.attack, e.defense, 0, leader, e.restriction, favor)
    shore = int(target[-1])
    law = journey_law(state, seat, shore) if journey else ((None, 1.0),)
    per_food = state.data.warriors_per_food[shore] if feeding else 0
    return ship_chance(counts, food, per_food, e.attack, e.defense, e.restriction, law, leader,
                       favor)


# -- the voyage ---------------------------------------------------------------------------------


def _voyage(card: str | None, counts: Counts, food: int, per_food: int, monster: Monster,
            favor: int, leader: str | None) -> float:
    """After the Journey card `card`: its losses at their best, the Kraken, the shore."""
    if not sum(counts):
        return 0.0
    data = _data()
    losses = data.journey_loss
    if card == "kraken":
        kraken = data.enemy("kraken")
        return _fight(counts, kraken.attack, kraken.defense, favor, leader,
                      (food, per_food, monster))
    if card == "no_wind":
        return _shore(counts, max(0, food - losses["no_wind"]), per_food, monster, favor, leader)
    if card in ("storm", "lost"):
        count = losses[card]
        return max(_shore(left, food - eaten, per_food, monster, favor, leader)
                   for eaten in range(min(count, food) + 1)
                   for left in _leavings(counts, min(count - eaten, sum(counts))))
    if card == "whirlpool":
        return max(_shore(left, food, per_food, monster, favor, leader)
                   for left in _leavings(counts, min(losses["whirlpool"], sum(counts))))
    return _shore(counts, food, per_food, monster, favor, leader)


@lru_cache(maxsize=1 << 16)
def _shore(counts: Counts, food: int, per_food: int, monster: Monster, favor: int,
           leader: str | None) -> float:
    """Feeding (the unfed of the seat's choosing starve), the banned dice lost, the Monster."""
    attack, defense, banned = monster
    starving = max(0, sum(counts) - food * per_food) if per_food else 0
    return max(_fight(_without(left, banned), attack, defense, favor, leader, None)
               for left in _leavings(counts, starving))


# -- the combat loop ----------------------------------------------------------------------------


@lru_cache(maxsize=1 << 16)
def _fight(counts: Counts, attack: int, need: int, favor: int, leader: str | None,
           tail: Tail) -> float:
    """The chance to win (and, after a Kraken, the shore) from the start of a combat round, with
    `need` more damage to deal: the best number of Favor for this round's rerolls."""
    if not sum(counts):
        return 0.0
    return max(_round(counts, attack, need, favor, spend, leader, tail)
               for spend in range(favor + 1))


def _round(counts: Counts, attack: int, need: int, favor: int, spend: int, leader: str | None,
           tail: Tail) -> float:
    """A round whose blanks are rerolled up to `spend` times while its hits fall short."""
    total = sum(counts)
    left = favor - spend  # a round short of lethal damage spent them all
    won = stay = 0.0
    for (hits, shields), p in _round_law(counts, leader, spend):
        losses = min(max(0, attack - shields), total)
        if hits >= need:
            if tail is None:
                won += p
            else:
                food, per_food, monster = tail
                won += p * max(_shore(rest, food, per_food, monster, left, leader)
                               for rest in _leavings(counts, losses))
        elif not hits and not losses:  # nothing changed: the next round rolls again
            stay += p
        else:
            won += p * max(_fight(rest, attack, need - hits, left, leader, tail)
                           for rest in _leavings(counts, losses))
    if not stay:
        return won
    if spend:
        return won + stay * _fight(counts, attack, need, left, leader, tail)
    return won / (1.0 - stay)


@lru_cache(maxsize=4096)
def _leavings(counts: Counts, losses: int) -> tuple[Counts, ...]:
    """Every pool left after `losses` dice of `counts` are gone."""
    a, b, c = counts
    return tuple((a - i, b - j, c - (losses - i - j))
                 for i in range(min(a, losses) + 1)
                 for j in range(min(b, losses - i) + 1)
                 if losses - i - j <= c)


@lru_cache(maxsize=1 << 12)
def _round_law(counts: Counts, leader: str | None, spend: int
               ) -> tuple[tuple[tuple[int, int], float], ...]:
    """The (hits, shields) of a round's roll whose blanks are rolled again `spend` times (each
    die alone: a blank is rerolled, a face that shows stays), and their chances."""
    law: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for kind, n in zip(KINDS, counts, strict=True):
        for _ in range(n):
            step: dict[tuple[int, int], float] = {}
            for (h, s), p in law.items():
                for (dh, ds), q in _die_law(kind, leader, spend):
                    key = (h + dh, s + ds)
                    step[key] = step.get(key, 0.0) + p * q
            law = step
    return tuple(law.items())


@lru_cache(maxsize=64)
def _die_law(kind: str, leader: str | None, spend: int
             ) -> tuple[tuple[tuple[int, int], float], ...]:
    """One die's (hits, shields) once its blanks are rerolled up to `spend` times."""
    faces = _data().die(kind, leader).faces
    share = 1.0 / len(faces)
    blank = sum(share for f in faces if f.name == "blank")
    reach = sum(blank ** i for i in range(spend + 1))  # the chance of each roll it gets
    law: dict[tuple[int, int], float] = {}
    for f in faces:
        p = blank ** (spend + 1) if f.name == "blank" else share * reach
        key = (f.value("hits"), f.value("shields"))
        law[key] = law.get(key, 0.0) + (p * share / blank if f.name == "blank" else p)
    return tuple(law.items())


def _dice_leader(leader: str | None) -> str | None:
    """The leader as far as the dice go (only a boost changes them): more shared cache."""
    return leader if leader in _data().boosts else None


def _without(counts: Counts, banned: str | None) -> Counts:
    if banned is None:
        return counts
    return tuple(0 if KINDS[i] == banned else n for i, n in enumerate(counts))  # type: ignore[return-value]


@lru_cache(maxsize=16)
def loss_order(leader: str | None) -> tuple[str, ...]:
    """The kinds to lose first: the fewest hits and shields a roll (Svanhildr's Swordsmen
    outdo her Spearmen), fewer hits first on a tie."""
    data = _data()

    def strength(kind: str) -> tuple[float, float]:
        faces = data.die(kind, leader).faces
        hits = sum(f.value("hits") for f in faces) / len(faces)
        return hits + sum(f.value("shields") for f in faces) / len(faces), hits

    return tuple(sorted(KINDS, key=strength))


def _data() -> ChampionsData:
    return default_data()


def counts_of(d: Mapping[str, int]) -> Counts:
    """A pool as (swordsmen, spearmen, axemen)."""
    return (d.get("swordsman", 0), d.get("spearman", 0), d.get("axeman", 0))
