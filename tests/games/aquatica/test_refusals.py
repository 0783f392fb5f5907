"""The board's illegal drops get one reason each (games/aquatica/refusals.py)."""

from gameshelf.games.aquatica.refusals import why_not

from .helpers import new, play, put, to_row


def test_a_legal_move_has_no_refusal():
    state = new(2)
    assert why_not(state, 0, "play", "legionnaire") is None


def test_not_your_turn_and_not_in_hand():
    state = new(2)
    assert why_not(state, 1, "play", "legionnaire") == ("not_your_turn", {})
    assert why_not(state, 0, "play", "healer")[0] == "not_in_hand"


def test_a_resource_depth_before_the_main_action():
    state = new(2)
    put(state, 0, 0, lambda d: d[:1] == ("coins2",))
    assert why_not(state, 0, "exploit", 0)[0] == "resource_outside_main"


def test_an_empty_depth_and_an_effect_in_the_main_action():
    state = new(2)
    loc = put(state, 0, 0, lambda d: "empty" in d)
    state.boards[0][0]["offset"] = state.data.locations[loc].depths.index("empty")
    assert why_not(state, 0, "exploit", 0)[0] == "empty_depth"
    put(state, 0, 1, lambda d: d[:1] == ("raise1",))
    play(state, "play", "patrician")
    if state.stage == "main":
        assert why_not(state, 0, "exploit", 1)[0] == "effect_in_main"


def test_a_conquest_it_cannot_pay_names_cost_and_power():
    state = new(2)
    loc = to_row(state, "bottom", lambda loc: loc.conquer == 7)
    play(state, "play", "legionnaire")
    refusal = why_not(state, 0, "conquer", ("bottom", 0, 0))
    assert refusal == ("cannot_afford", {"location": loc, "cost": 7, "have": 3})


def test_a_goal_not_met():
    state = new(2)
    assert why_not(state, 0, "claim", 0) == ("goal_not_met", {"goal": state.goals[0]})
