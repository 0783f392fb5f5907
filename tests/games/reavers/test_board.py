"""Reavers of Midgard: the longship board (Artifacts, Ship Upgrade tokens), costs paid face by
face, the Tower (acceptance case 14) and the event keys (shared/rules/reavers.md)."""

import random

from gameshelf.engine import Action
from gameshelf.games.reavers import ReaversSpec
from gameshelf.games.reavers.events import EVENTS
from gameshelf.games.reavers.rules import cleanup, run

SPEC = ReaversSpec()


def game(n=4, seed=1):
    s = SPEC.new_game(n, seed, {"setup": "early"})
    return s, s.stack[-1]["seat"]


def push(s, step, seat, **args):
    s.push(step, seat, **args)
    s._legal = None
    run(s, [])


def actions(s):
    return {(a.name, *a.args) for a in s.legal_actions()}


def test_an_artifact_takes_a_new_die_of_its_face_or_the_board_does():
    s, seat = game()
    p = s.players[seat]
    p["artifacts"] = ["shield_of_keeps"]
    push(s, "set_face", seat, colour="blue")
    s.apply(Action("set_face", ("shield",)))
    assert actions(s) == {("store_die", "shield_of_keeps"), ("decline",)}
    dice = len(p["dice"])
    s.apply(Action("store_die", ("shield_of_keeps",)))
    assert p["stored"] == {"shield_of_keeps": ["blue", "shield"]} and len(p["dice"]) == dice


def test_a_clan_face_is_never_stored_even_on_an_any_artifact():
    s, seat = game()
    p = s.players[seat]
    p["artifacts"] = ["traders_scale"]
    p["leader"] = "red_01"
    push(s, "set_face", seat, colour="red")
    s.apply(Action("set_face", ("clan_red",)))
    assert not p["stored"] and p["dice"][-1] == ["red", "clan_red"]


def test_a_loaded_artifact_fires_at_its_location_even_for_a_seat_that_rests():
    s, active = game()
    other = s.order_from(active)[1]
    q = s.players[other]
    q["artifacts"], q["stored"] = ["shield_of_keeps"], {"shield_of_keeps": ["blue", "shield"]}
    q["dice"] = []
    keep = len(s.decks["keep"])
    s.apply(Action("place", ("raid_keeps",)))
    assert s.stack[-1] == {"step": "artifact", "seat": other, "cards": ["shield_of_keeps"]}
    s.apply(Action("use_artifact", ("shield_of_keeps",)))
    assert not q["stored"] and len(s.decks["keep"]) == keep - 1
    while s.stack[-1]["seat"] == other or s.stack[-1]["step"] != "follow":
        s.apply(s.legal_actions()[-1])
    assert s.stack[-1]["seat"] == active  # the artifacts came before anyone paid or Rested


def test_an_artifact_kept_loaded_does_not_fire():
    s, active = game()
    p = s.players[active]
    p["artifacts"], p["stored"] = ["sea_horn"], {"sea_horn": ["blue", "ship"]}
    s.apply(Action("place", ("battle_at_sea",)))
    favor = p["favor"]
    s.apply(Action("decline", ()))
    assert p["stored"] and p["favor"] == favor and s.stack[-1]["step"] == "follow"


def test_a_fifth_artifact_lets_the_seat_choose_which_goes_to_the_glory_pile():
    s, seat = game()
    p = s.players[seat]
    p["artifacts"] = ["shield_of_keeps", "chest_of_villages", "sea_horn", "war_banner"]
    p["stored"] = {"sea_horn": ["blue", "ship"]}
    push(s, "spoil", seat, deck="village", card="odins_eye")
    assert actions(s) == {("discard_artifact", c) for c in [*p["artifacts"]]}
    s.apply(Action("discard_artifact", ("sea_horn",)))
    assert "sea_horn" in p["glory_pile"] and "odins_eye" in p["artifacts"]
    assert len(p["artifacts"]) == 4 and not p["stored"]


def test_a_land_deed_lowers_the_territory_defense_this_activation():
    s, active = game()
    p = s.players[active]
    p["artifacts"], p["stored"] = ["land_deed"], {"land_deed": ["blue", "shield"]}
    p["food"] = 9
    s.apply(Action("place", ("conquer_territory",)))
    s.apply(Action("use_artifact", ("land_deed",)))
    s.apply(Action("follow", ()))
    kind = next(a.args[0] for a in s.legal_actions())
    level = SPEC.data.territories[s.territory_stacks[kind][-1]].level
    s.apply(Action("territory", (kind,)))
    s.apply(Action("beat", ("fight",)))
    assert s.combat["defense"] == level - 1


def test_a_ship_upgrade_token_pays_a_face_once_a_round_and_is_ready_after_cleanup():
    s, active = game()
    p = s.players[active]
    p["dice"], p["food"], p["upgrades"] = [["blue", "shield"]], 5, ["shield"]
    s.apply(Action("place", ("raid_keeps",)))
    s.apply(Action("follow", ()))
    assert actions(s) == {("pay_die", 0, "shield"), ("pay_token", 0, "shield")}
    s.apply(Action("pay_token", (0, "shield")))  # the die then pays the other shield
    assert p["used_tokens"] == [0] and not p["dice"]
    cleanup(s, [])
    assert p["used_tokens"] == []


def test_a_hammer_token_buys_a_combat_die_and_is_not_lost():
    s, seat = game()
    p = s.players[seat]
    p["dice"], p["upgrades"] = [], ["double_hammer"]
    push(s, "pillage", seat, card="farm_1", deck="village")
    s.apply(Action("pillage", ()))
    s.apply(Action("commit_token", (0,)))
    s.apply(Action("roll", ()))
    assert len(s.combat["roll"]) == 2 and p["upgrades"] == ["double_hammer"]
    assert ("commit_token", 0) not in actions(s)


def test_paying_face_by_face_offers_the_wild_or_the_exact_die_only_when_both_work():
    s, seat = game()
    p = s.players[seat]
    p["leader"] = "red_01"
    p["dice"] = [["red", "clan_red"], ["blue", "shield"]]
    push(s, "pay", seat, need={"shield": 1})
    assert actions(s) == {("pay_die", 0, "shield"), ("pay_die", 1, "shield")}
    s.apply(Action("pay_die", (1, "shield")))
    assert p["dice"] == [["red", "clan_red"]]
    # a shield and a chest: the wild must be kept for the chest
    p["dice"] = [["red", "clan_red"], ["blue", "shield"]]
    push(s, "pay", seat, need={"shield": 1, "chest": 1})
    assert actions(s) == {("pay_die", 1, "shield"), ("pay_die", 0, "chest")}


def test_dice_showing_the_same_face_are_paid_without_asking():
    s, seat = game()
    p = s.players[seat]
    p["dice"] = [["blue", "shield"], ["red", "shield"], ["yellow", "shield"]]
    events = []
    s.push("pay", seat, need={"shield": 2})
    run(s, events)
    assert p["dice"] == [["yellow", "shield"]]
    assert [e.key for e in events] == ["reavers.pay", "reavers.pay"]


def test_tower_gives_two_dice_and_a_won_pillage_three_glory():
    s, seat = game()
    p = s.players[seat]
    glory = p["glory"]
    push(s, "spoil", seat, deck="keep", card="tower_1")
    for _ in range(2):
        assert s.stack[-1]["step"] == "take_die"
        s.apply(Action("take_die", ("blue",)))
        while s.stack[-1]["step"] in ("store", "discard_die"):
            s.apply(s.legal_actions()[-1])
    assert s.stack[-1]["step"] == "pillage"
    s.apply(Action("pillage", ()))
    s.stack.pop()
    s.combat["roll"] = [5, 5]
    s.push("reroll", seat)
    s._legal = None
    s.apply(Action("accept", ()))
    assert p["glory"] == glory + 3


def test_a_lost_tower_pillage_gives_no_glory_and_the_dice_spent_are_gone():
    s, seat = game()
    p = s.players[seat]
    p["dice"] = [["red", "hammer"]]
    s.push("pillage", seat, card="tower_1", deck="keep")
    s._legal = None
    glory = p["glory"]
    s.apply(Action("pillage", ()))
    s.apply(Action("commit", (0,)))
    s.apply(Action("roll", ()))
    s.combat["roll"] = [0]
    p["favor"] = 0
    s._legal = None
    s.apply(Action("accept", ()))
    assert p["glory"] == glory and not p["dice"]


def test_every_event_is_listed_with_its_arguments():
    seen = set()
    for seed in range(12):
        s = SPEC.new_game(2 + seed % 3, seed, {"setup": ("retail", "early")[seed % 2]})
        rng = random.Random(seed)
        while not s.is_over():
            for event in s.apply(rng.choice(s.legal_actions())):
                assert event.key in EVENTS
                assert set(event.args) <= set(EVENTS[event.key][0]), event
                seen.add(event.key)
    assert len(seen) >= len(EVENTS) - 3, sorted(set(EVENTS) - seen)


def test_refusals_name_why_a_drop_is_not_legal():
    from gameshelf.games.reavers.refusals import why_not

    s, seat = game()
    other = s.order_from(seat)[1]
    assert why_not(s, other, "place", "raid_keeps") == ("not_your_turn", {})
    assert why_not(s, seat, "place", "raid_keeps") is None
    assert why_not(s, seat, "pay", 0) == ("decision_first", {"decision": "place"})
    s.picked["raid_keeps"] = other
    s._legal = None
    assert why_not(s, seat, "place", "raid_keeps") == ("location_taken",
                                                       {"location": "raid_keeps"})
    p = s.players[seat]
    p["leader"] = "red_01"
    p["dice"] = [["red", "clan_red"], ["blue", "shield"], ["blue", "ship"]]
    push(s, "pay", seat, need={"shield": 1, "chest": 1})
    assert why_not(s, seat, "pay", 1) is None
    assert why_not(s, seat, "pay", 2) == ("wrong_face", {"face": "ship"})
    assert why_not(s, seat, "pay", 5) == ("no_such_die", {})
    s.apply(Action("pay_die", (1, "shield")))  # the wild then pays the chest by itself
    assert p["dice"] == [["blue", "ship"]]
    s.players[seat]["slots"]["raid_villages"] = ["red_05", "red_09", "red_13"]
    card = next(c for c, r in sorted(SPEC.data.reavers.items()) if r.slot == "raid_villages")
    s.stack = [{"step": "use_reaver", "seat": seat, "cards": [card]}]
    s._legal = None
    assert why_not(s, seat, "use_reaver", (card, "specialize"))[0] == "slot_full"
    assert why_not(s, seat, "use_reaver", (card, "rally")) is None
