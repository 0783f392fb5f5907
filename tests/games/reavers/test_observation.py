"""Reavers of Midgard: what a seat sees, and a full state built from it (from_observation)."""

import random

from gameshelf.games.reavers import ReaversSpec

SPEC = ReaversSpec()


def positions(n, seed, every=7):
    s = SPEC.new_game(n, seed, {"setup": ("retail", "early")[seed % 2]})
    rng = random.Random(seed)
    step = 0
    while not s.is_over():
        if step % every == 0:
            yield s
        s.apply(rng.choice(s.legal_actions()))
        step += 1
    yield s


def test_a_state_from_an_observation_shows_the_same_and_plays_on():
    for n in (2, 3, 4):
        for s in positions(n, n):
            seat = s.to_move() if s.to_move() is not None else 0
            seen = s.observe(seat)
            other = SPEC.from_observation(seen, random.Random(5))
            assert other.observe(seat) == seen
            assert other.legal_actions() == s.legal_actions()
            rng = random.Random(1)
            for _ in range(30):
                if other.is_over():
                    break
                other.apply(rng.choice(other.legal_actions()))


def test_deck_orders_are_not_seen():
    s = next(p for i, p in enumerate(positions(3, 8)) if i == 4)
    other = s.clone()
    for deck in other.decks.values():
        deck.reverse()
    for stack in other.territory_stacks.values():
        stack[:-1] = stack[-2::-1]
    assert other.observe(1) == s.observe(1)
    assert [other.decks[k] for k in other.decks] != [s.decks[k] for k in s.decks]


def test_the_seat_bonus_shown_is_the_one_a_seat_gets_when_the_location_is_picked():
    """What the board shows for each location (seat_bonus) is what follow gives each seat."""
    from gameshelf.engine import Action

    for n in (2, 3, 4):
        s = SPEC.new_game(n, 7, {"setup": "early"})
        assert s.stack[-1]["step"] == "place"
        obs = s.observe(0).data
        picker = obs["bonus_picker"]
        assert picker == s.to_move()
        shown = obs["seat_bonus"]["trade_with_villages"]
        assert [b["trade_actions"] for b in shown] == [
            s.data.locations["trade_with_villages"].actions[
                s.data.seat_bonus_index(n, (seat - picker) % n)] for seat in range(n)]
        recruit = obs["seat_bonus"]["recruit_reavers"]
        favor = s.players[picker]["favor"]
        s.apply(Action("place", ("recruit_reavers",)))
        s.apply(Action("follow", ()))
        assert s.players[picker]["favor"] == favor + recruit[picker].get("favor", 0)


def test_combat_odds_are_exact():
    from gameshelf.games.reavers.odds import chance

    data = SPEC.data
    assert chance(0, 0, 1, data) == 0.0
    assert chance(0, 2, 1, data) == 1.0
    faces = [f.value("successes") for f in data.combat_die.faces]
    one = sum(1 for v in faces if v >= 1) / len(faces)
    assert abs(chance(1, 0, 1, data) - one) < 1e-12
    two = sum(1 for a in faces for b in faces if a + b >= 3) / len(faces) ** 2
    assert abs(chance(2, 0, 3, data) - two) < 1e-12
    assert chance(3, 0, 2, data) > chance(2, 0, 2, data)


def test_the_odds_of_a_combat_under_way_follow_its_dice():
    from gameshelf.games.reavers import odds

    rng = random.Random(3)
    for seed in range(40):
        s = SPEC.new_game(2, seed)
        while not s.is_over() and s.combat is None:
            s.apply(rng.choice(s.legal_actions()))
        if s.combat is None:
            continue
        c = s.combat
        expected = odds.chance(odds.combat_dice(s), c["successes"], c["defense"], s.data)
        assert odds.win_chance(s) == expected
        return
    raise AssertionError("no seed reached a combat")


def test_undo_stops_at_what_chance_showed_and_only_there():
    # A save replays the same generator: a roll or a card turned would come out the same, so
    # a move that showed one is not taken back; a placement or a payment is.
    from gameshelf.engine import Event
    from gameshelf.games.reavers import ReaversSpec

    spec = ReaversSpec()
    quiet = [Event("reavers.place", 0, {"location": "raid_keeps"}),
             Event("reavers.follow", 0, {"location": "raid_keeps"}),
             Event("reavers.pay", 0, {"face": "hammer", "with": "die"})]
    assert not spec.reveals_hidden_information(quiet, {0})
    for shown in (Event("reavers.combat_roll", 1, {"faces": ["s0_0"], "defense": 2}),
                  Event("reavers.journey", 1, {"card": "storm_1"}),
                  Event("reavers.die", 1, {"colour": "red", "face": "hammer"})):
        assert spec.reveals_hidden_information([*quiet, shown], {0})  # public: seen by all


def test_the_seat_bonus_shown_at_a_follow_is_the_one_the_follower_gets():
    """Seen in a 4-player game (es): the prompt offered Player 1 "2 Food for 1 Food", and the
    Food went to the next player. During an activation the shown bonuses were counted from the
    next pick, not from the active player; before the first pick (under the starting Reavers)
    from the second seat to place. At every follow decision of random games, the bonus shown
    to the follower at the location under way is the one following pays."""
    from gameshelf.engine import Action

    checked = 0
    for n in (2, 3, 4):
        for seed in range(3):
            s = SPEC.new_game(n, 40 + seed, {"setup": ("retail", "early")[seed % 2]})
            first = s.observe(0).data
            assert first["bonus_picker"] == s.start_player
            rng = random.Random(seed)
            while not s.is_over():
                top = s.stack[-1]
                if top["step"] == "follow" and Action("follow", ()) in s.legal_actions():
                    seat, location = top["seat"], s.location
                    shown = s.observe(seat).data["seat_bonus"][location][seat]
                    row = s.data.seat_bonus_index(n, (seat - s.active) % n)
                    printed = dict(s.data.locations[location].bonus[row])
                    assert {k: v for k, v in shown.items() if k != "trade_actions"} == printed
                    checked += 1
                s.apply(rng.choice(s.legal_actions()))
    assert checked > 100


def test_a_losing_roll_with_favor_left_still_has_its_chance_by_rerolls():
    """Seen under Xvfb: "chance to win 0%" beside the Reroll button, with Favor to pay for
    it. Once rolled, the chance counts the rerolls the seat's Favor pays for, each rerolling
    the dice that show no success; with no Favor a losing roll is lost."""
    from gameshelf.games.reavers.combat import won
    from gameshelf.games.reavers.odds import reroll_chance, win_chance

    faces = tuple(f.value("successes") for f in SPEC.data.combat_die.faces)
    one = sum(1 for v in faces if v >= 1) / len(faces)
    assert reroll_chance(faces, 1, 1, 0) == 0.0
    assert abs(reroll_chance(faces, 1, 1, 1) - one) < 1e-12
    assert abs(reroll_chance(faces, 1, 1, 2) - (1 - (1 - one) ** 2)) < 1e-12
    assert abs(reroll_chance(faces, 1, 2, 1) - (1 - (1 - one) ** 2)) < 1e-12
    assert reroll_chance(faces, 0, 0, 0) == 1.0

    for seed in range(40):  # a real combat, rolled and not won
        s = SPEC.new_game(2, seed)
        rng = random.Random(seed)
        while not s.is_over() and not (s.combat and s.combat["roll"] is not None
                                       and s.stack[-1]["step"] == "reroll"):
            s.apply(rng.choice(s.legal_actions()))
        if s.is_over():
            continue
        best = max(f.value("successes") for f in s.data.combat_die.faces)
        if won(s) or s.combat["defense"] - s.combat["successes"] > best * len(s.combat["roll"]):
            continue  # won, or out of reach of these dice
        zero = s.data.combat_die.faces.index(
            next(f for f in s.data.combat_die.faces if f.value("successes") == 0))
        s.combat["roll"] = [zero] * len(s.combat["roll"])
        seat = s.combat["seat"]
        s.players[seat]["favor"] = 0
        assert win_chance(s) == 0.0
        s.players[seat]["favor"] = 3 * s.data.favor_per_reroll
        assert win_chance(s) > 0.0
        return
    raise AssertionError("no rolled combat in 40 games")
