"""Reavers of Midgard know-how for the AI levels: the projected score, the evaluation at a
search cut-off, the candidate actions, the rollout policy and the fast answers. Easy's beginner
policy is in easy.py.

Goods are valued by what they become: a crew die by the face it shows (the leader's wild clan
face and a Double Hammer most, another clan's face almost nothing), Food and Favor by what they
pay for, a Specialized Reaver by the firings its location still has, a Territory by the income of
the clean-ups left, an unmet Prophecy by how far it is along; all of it falls to nothing as the
game runs out of activations to spend it in.

Candidates drop what is many orderings of one choice (paying, committing, discarding or taking
alike dice: a die's colour no longer matters on the board, only its face), reroll only the
failed dice (or the failed and the single successes), and answer at once where one answer is
sensible: taking part in a location that costs nothing (Recruit, Trade: more than a Rest
gives), the Rest itself when only Rest is possible, and a die face that outdoes the die's other
faces (`useful_faces`: a Rest's die of the leader's clan, say).
"""

from __future__ import annotations

import random

from ...engine import Action
from ...engine.dice import full_mask
from ..chances import chances_and_points, win_chances
from . import board, combat, odds
from .scoring import measure
from .state import ReaversState

TEMPERATURE = 8.0  # projected Glory that makes one seat e times likelier to win
FACE_WORTH = {"double_hammer": 1.5, "hammer": 1.0, "chest": 1.1, "shield": 1.1, "ship": 0.9}
WILD_WORTH = 1.7  # the leader's clan face: any face for costs and combos, a Hammer in combat
OTHER_CLAN_WORTH = 0.15  # another clan's face pays nothing unless its Reaver becomes leader
GOODS = {"food": 0.35, "favor": 0.6}
TOKEN_WORTH = 0.9  # a Ship Upgrade token, ready or flipped until clean-up
STORED_WORTH = 1.0  # a die on an Artifact: the Artifact's gain at its location
ABILITY_WORTH = {"food": 0.35, "favor": 0.6, "combat_dice": 0.7, "die": 1.0}
ACTIVATION_SHARE = 4 / 6  # the share of the locations activated in a round
GOODS_HORIZON = 8  # activations within which goods are as good as spent
REST_FOOD_BELOW = 4  # a Rest takes Food below this (Battle at Sea costs 4)
# The search's exploration constant at 2 players. The game's 0.7 gave every candidate about the
# same visits (the most visited move had 1.47x the even share at Normal's budget on the test's
# decisions, tests/games/reavers/test_ai.py), so the levels played one of their candidates
# nearly at random; 0.25 gives 2.48x. Normal at 0.25 beat Normal at 0.7 in 37 of 60 games
# (30 deals, seats swapped), Hard beat Normal 27/40 (13/26 at 0.7). 3 and 4 players keep the
# game's constant, as measured for their rows.
TWO_PLAYER_EXPLORATION = 0.25


# -- evaluation -------------------------------------------------------------------------------


def activations_left(s: ReaversState) -> int:
    """Activations still to come, the one under way included."""
    if s.over:
        return 0
    per_round = s.data.rules["activations"]
    return (s.data.rules["rounds"] - s.round) * per_round + per_round - s.activation


def face_worth(s: ReaversState, seat: int, face: str) -> float:
    if face in FACE_WORTH:
        return FACE_WORTH[face]
    leader = s.players[seat]["leader"]
    if leader is not None and face == f"clan_{s.data.reavers[leader].clan}":
        return WILD_WORTH
    return OTHER_CLAN_WORTH


def _goods_worth(s: ReaversState, seat: int, left: int) -> float:
    """What the seat's goods and engines should still bring, in Glory."""
    p = s.players[seat]
    d = s.data
    soon = min(1.0, left / GOODS_HORIZON)
    value = soon * (sum(face_worth(s, seat, f) for _, f in p["dice"])
                    + sum(w * p[k] for k, w in GOODS.items())
                    + TOKEN_WORTH * len(p["upgrades"]) + STORED_WORTH * len(p["stored"]))
    rounds_left = d.rules["rounds"] - s.round
    value += d.rules["territory_glory"] * len(p["territories"]) * rounds_left
    firings = ACTIVATION_SHARE * left / d.rules["activations"]
    for cards in p["slots"].values():
        for card in cards:
            ability = d.reavers[card].ability
            worth = ABILITY_WORTH["die"] if "die" in ability else sum(
                ABILITY_WORTH.get(k, 0.0) * v for k, v in ability.items())
            value += worth * firings
    later = min(1.0, left / (3 * GOODS_HORIZON))
    for card in p["prophecies"]:
        prophecy = d.prophecies[card]
        done = measure(s, seat, prophecy.measure)
        if done < prophecy.at_least:
            value += prophecy.glory * (done / prophecy.at_least) ** 2 * later
    return value


def projected_points(s: ReaversState) -> list[float]:
    """The score sheet now plus what the goods should still become."""
    totals = s.scores().totals
    if s.over:
        return [float(t) for t in totals]
    left = activations_left(s)
    return [t + _goods_worth(s, seat, left) for seat, t in enumerate(totals)]


def evaluate_all(s: ReaversState) -> list[float]:
    """Each seat's chance to win, a softmax over the projected points (the search adds the
    margin share itself, from `projected_points`)."""
    return win_chances(s, lambda: projected_points(s), TEMPERATURE)


def evaluation(s: ReaversState) -> tuple[list[float], list[float]]:
    """`evaluate_all` and `projected_points`, the projection worked out once."""
    return chances_and_points(s, projected_points, TEMPERATURE)


# -- candidates -------------------------------------------------------------------------------


def _alike(s: ReaversState, seat: int, action: Action) -> tuple:
    """What tells one die answer from another: the face shown (or the token), not the die."""
    p = s.players[seat]
    name, args = action.name, action.args
    if name in ("pay_die", "commit", "discard_die"):
        return name, p["dice"][int(args[0])][1], *args[1:]
    if name in ("pay_token", "commit_token"):
        return name, p["upgrades"][int(args[0])], *args[1:]
    if name == "trade_die":
        return name, s.trade_dice[int(args[0])][1]
    return name, *args


def distinct(s: ReaversState, seat: int, legal: list[Action]) -> list[Action]:
    """One answer for each group of answers that end alike (the first of each)."""
    seen: dict[tuple, Action] = {}
    for action in legal:
        seen.setdefault(_alike(s, seat, action), action)
    return list(seen.values())


def rest_choice(s: ReaversState, seat: int) -> Action:
    """The Rest: Food when short of it, else a die of the colour that shows the face wanted."""
    if s.players[seat]["food"] < REST_FOOD_BELOW:
        return Action("rest_food", ())
    colour = max(s.data.dice, key=lambda c: (max(face_worth(s, seat, f.name)
                                                 for f in s.data.dice[c].faces), c))
    return Action("rest_die", (colour,))


def free_to_follow(s: ReaversState) -> bool:
    assert s.location is not None
    loc = s.data.locations[s.location]
    return not loc.cost_food and not any(loc.cost_faces.values())


def fast_answer(s: ReaversState) -> Action | None:
    """The one sensible answer, when there is one: follow into a location that costs nothing,
    Rest (as `rest_choice`) when only Rest is possible."""
    top = s.stack[-1]
    if top["step"] != "follow":
        return None
    follow = Action("follow", ())
    if follow not in s.legal_actions():
        return rest_choice(s, top["seat"])
    return follow if free_to_follow(s) else None


def _commit_order(s: ReaversState, seat: int, action: Action) -> tuple[float, str]:
    if action.name != "commit":
        return -1.0, action.name  # tokens and the roll are never held back by the order
    face = s.players[seat]["dice"][int(action.args[0])][1]
    return combat.combat_value(s, seat, face), face


def _commits(s: ReaversState, seat: int, legal: list[Action]) -> list[Action]:
    """Dice committed in one order only: the most combat dice first (then by face), so a set of
    dice is committed one way, not in every order."""
    assert s.combat is not None
    last = min(((combat.combat_value(s, seat, f), f) for _, f in s.combat["committed"]),
                default=None)
    result = []
    for action in distinct(s, seat, legal):
        key = _commit_order(s, seat, action)
        if action.name != "commit" or last is None or key <= last:
            result.append(action)
    return result


def failed_masks(s: ReaversState) -> list[int]:
    """The rerolls worth searching: the dice that scored nothing; those and the single
    successes; and, while the roll loses, every die (a lost combat loses its dice anyway, so a
    roll of twos short of the Defense is worth rerolling whole)."""
    c = s.combat
    assert c is not None
    successes = [s.data.combat_die.faces[f].value("successes") for f in c["roll"]]
    masks = []
    for most in (0, 1) if combat.won(s) else (0, 1, max(successes)):
        mask = sum(1 << i for i, v in enumerate(successes) if v <= most)
        if mask and mask not in masks:
            masks.append(mask)
    return masks


def _wild_faces(s: ReaversState, seat: int) -> list[str | None]:
    """The clan faces that may be wild when a new die is used: the leader's, and those of
    Reavers the seat has recruited and may still promote (a Rally's dice come before the
    other card's use)."""
    p = s.players[seat]
    cards = [p["leader"]] if p["leader"] else []
    for step in s.stack:
        if step["step"] == "use_reaver" and step["seat"] == seat:
            cards += step["cards"]
    return sorted({f"clan_{s.data.reavers[c].clan}" for c in cards}) or [None]


def _outcomes(s: ReaversState, seat: int, face: str) -> list[tuple]:
    """Where a new die showing `face` can end: on the board, paying the cost and combo faces
    it pays and buying its combat dice under each leader the seat may have; or stored on an
    empty Artifact that takes it (the seat's choice, and there its face no longer matters)."""
    on_board = tuple((frozenset(combat.faces_paid(face, wild)), combat.face_combat(s, face, wild))
                     for wild in _wild_faces(s, seat))
    return [("board", on_board), *(("artifact", card) for card in board.storable(s, seat, face))]


def _outdoes(other: tuple, mine: tuple) -> bool:
    return (other[0] == mine[0] == "board" and other != mine
            and all(o[0] >= m[0] and o[1] >= m[1] for o, m in zip(other[1], mine[1], strict=True)))


def useful_faces(s: ReaversState, seat: int, legal: list[Action]) -> list[Action]:
    """The choices of a die face (set_face) worth weighing, best first: a face is dropped when
    every end its die can come to is outdone or offered by a better face. On the board the
    leader's wild face outdoes every plain face but the Double Hammer, and another clan's face,
    paying nothing, is outdone by any. So a yellow die under a Yellow leader is its wild face
    without a search, and a red one under a Red leader the wild face or a Double Hammer (which
    also stands for storing the die on an Artifact that takes any face). A Reaver that may
    still be promoted keeps its clan's face, and the plain faces the wild one would outdo."""
    ranked = sorted(legal, key=lambda a: -face_worth(s, seat, str(a.args[0])))
    offers = {action: _outcomes(s, seat, str(action.args[0])) for action in ranked}
    every = {end for ends in offers.values() for end in ends}
    wanted = {end for end in every if not any(_outdoes(other, end) for other in every)}
    kept = []
    for action in ranked:
        if wanted.intersection(offers[action]):
            kept.append(action)
            wanted.difference_update(offers[action])
    return kept


def candidate_actions(s: ReaversState, widen: int = 0) -> list[Action]:
    legal = s.legal_actions()
    if len(legal) <= 1:
        return legal
    top = s.stack[-1]
    step, seat = top["step"], top["seat"]
    if step == "follow":
        fast = fast_answer(s)
        if fast is not None:
            return [fast]
        rest = rest_choice(s, seat)
        others = [a for a in legal if a.name != "follow" and a != rest]
        return [Action("follow", ()), rest, *others[:widen]]
    if step in ("pay", "discard_die", "trade_die"):
        return distinct(s, seat, legal)
    if step == "commit":
        return _commits(s, seat, legal)
    if step == "reroll":
        keep = set(failed_masks(s))
        return [a for a in legal if a.name != "reroll" or a.args[0] in keep] + [
            a for a in legal if a.name == "reroll" and a.args[0] not in keep][:widen]
    if step == "set_face":
        return useful_faces(s, seat, legal)[:2 + widen]
    return legal


# -- the rollout policy -----------------------------------------------------------------------


def best_reroll(s: ReaversState, seat: int) -> Action:
    """Reroll the failed dice (or with them the single successes) when the combat is not won
    yet and a reroll gives it a fair chance, with Favor to pay; else accept the roll."""
    legal = s.legal_actions()
    c = s.combat
    assert c is not None
    if len(legal) == 1 or combat.won(s):
        return Action("accept", ())
    successes = [s.data.combat_die.faces[f].value("successes") for f in c["roll"]]
    best, best_chance = Action("accept", ()), 0.25
    for mask in failed_masks(s):
        kept = sum(v for i, v in enumerate(successes) if not mask >> i & 1) + c["successes"]
        chance = odds.chance(bin(mask).count("1"), kept, c["defense"], s.data)
        if chance > best_chance and mask <= full_mask(len(c["roll"])):
            best, best_chance = Action("reroll", (mask,)), chance
    return best


def _commit_or_roll(s: ReaversState, seat: int, legal: list[Action]) -> Action:
    """Commit the dice (most combat dice first) until the roll is likely to win, then roll."""
    c = s.combat
    assert c is not None
    dice = (sum(combat.combat_value(s, seat, f) for _, f in c["committed"]) + c["tokens"]
            + s.players[seat]["extra_combat"])
    if odds.chance(dice, c["successes"], c["defense"], s.data) >= 0.8:
        return Action("roll", ())
    commits = [a for a in legal if a.name != "roll"]
    if not commits:
        return Action("roll", ())
    tokens = [a for a in commits if a.name == "commit_token"]
    if tokens:
        return tokens[0]
    return max(commits, key=lambda a: _commit_order(s, seat, a))


def rollout_action(s: ReaversState, rng: random.Random) -> Action:
    """A quick player: takes part when it can, Rests sensibly, keeps the best faces, fights
    with enough dice and rerolls its failures; the rest at random."""
    legal = s.legal_actions()
    if len(legal) == 1:
        return legal[0]
    top = s.stack[-1]
    step, seat = top["step"], top["seat"]
    if step == "follow":
        return Action("follow", ()) if Action("follow", ()) in legal else rest_choice(s, seat)
    if step in ("set_face", "trade_die"):
        def shown(a: Action) -> str:
            return str(a.args[0]) if step == "set_face" else s.trade_dice[int(a.args[0])][1]
        return max(legal, key=lambda a: face_worth(s, seat, shown(a)))
    if step == "discard_die":
        dice = s.players[seat]["dice"]
        return min(legal, key=lambda a: face_worth(s, seat, dice[int(a.args[0])][1]))
    if step == "place":
        affordable = [a for a in legal if _affordable(s, seat, str(a.args[0]))]
        return rng.choice(affordable or legal)
    if step == "commit":
        return _commit_or_roll(s, seat, legal)
    if step == "reroll":
        return best_reroll(s, seat)
    if step in ("pay", "store", "artifact", "upgrade", "journey", "beat"):
        return legal[0]  # pay, store the die, use the Artifact, take the token, pay, combo
    return rng.choice(legal)


def _affordable(s: ReaversState, seat: int, location: str) -> bool:
    from .rules import can_pay_cost

    return can_pay_cost(s, seat, location)


__all__ = ["candidate_actions", "evaluate_all", "evaluation", "projected_points",
           "rollout_action"]
