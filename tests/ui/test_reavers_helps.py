"""The Reavers board's helps, tried as a player: Hint says the move in words and lights it on the
board (a location, a die, a prompt button); Undo against the AI goes back to before the
person's last decision and never past a hidden draw; pass-and-play between two people hands
off without a cover, since a Reavers seat holds nothing the other may not see."""

from __future__ import annotations

import random

import pytest
from helpers_ethnos import click, drag, settle
from helpers_everdell import play_ais
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from test_hint_words import _ask_and_answer as ask_hint
from test_reavers_play import perform

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games.champions import render
from gameshelf.ui.games.reavers import ReaversView

REFUSED = "showed a hidden card"


def reavers_at(qtbot, seed: int, step: str, seats: list[Seat] | None = None,
               lang: str = "en") -> tuple[GameController, ReaversView, ScriptedAi]:
    """A Reavers board at seat 0's first decision of `step` (beginner moves before it)."""
    seats = seats or [Seat("Ana"), Seat("Ben", "ai", "easy")]
    match = Match.new(get_game("reavers"), seats, seed)
    spec, rng = match.spec, random.Random(seed)
    for _ in range(3000):
        state = match.state
        if state.to_move() == 0 and state.observe(0).data["step"] == step:
            break
        match.apply(spec.heuristic_action(state, state.to_move(), rng))
    assert match.state.observe(0).data["step"] == step
    ai = ScriptedAi()
    controller = GameController(match, ai, ai_speed="fast")  # type: ignore[arg-type]
    view = ReaversView(controller, load_content("reavers", lang))
    view.set_animation_ms(0)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    settle(qtbot, view)
    return controller, view, ai


@pytest.fixture
def boards(qtbot):
    opened = []

    def open_(*args, **kwargs):
        made = reavers_at(qtbot, *args, **kwargs)
        opened.append(made)
        return made

    yield open_
    for controller, view, _ in opened:
        view.close_dialogs()
        controller.close()
        view.close()


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_hint_names_the_location_to_pick_and_lights_it(qtbot, boards, lang):
    controller, view, ai = boards(3, "place", lang=lang)
    action = Action("place", ("raid_keeps",))
    assert action in controller.legal_actions()
    thinking, shown = ask_hint(qtbot, view, ai, action)
    name = view.words.name("locations", "raid_keeps")
    assert name in shown and thinking != shown
    if lang == "en":
        assert thinking == "Thinking about a hint…"
        assert shown == "Hint: Pick Raid Keeps."
    assert view.scene.location_items["raid_keeps"].glow == render.HINT
    others = [item for key, item in view.scene.location_items.items() if key != "raid_keeps"]
    assert all(item.glow != render.HINT for item in others)
    drag(view, view.scene.pawn_items[0],
         view.scene.location_items["raid_keeps"].sceneBoundingRect().center())
    settle(qtbot, view)
    assert controller.match.actions[-1] == action
    assert view.hint is None and view.scene.prompt_item.text != shown


def test_hint_for_a_follower_lights_the_prompt_button_that_answers(qtbot, boards):
    controller, view, ai = boards(3, "follow")
    rest = next(a for a in controller.legal_actions() if a.name == "rest_food")
    _, shown = ask_hint(qtbot, view, ai, rest)
    assert shown == f"Hint: {view._label(rest)}."
    [button] = [b for name, b in view.scene.buttons.items()
                if view.interaction.button_action(name) == rest]
    assert button.glow == render.HINT
    click(view, button)
    settle(qtbot, view)
    assert controller.match.actions[-1] == rest


def test_hint_to_pay_lights_the_die_to_pay_with(qtbot, boards):
    controller, view, ai = boards(4, "pay")
    pay = next(a for a in controller.legal_actions() if a.name == "pay_die")
    _, shown = ask_hint(qtbot, view, ai, pay)
    assert shown == f"Hint: {view._label(pay)}."
    [die] = [d for d in view.scene.dice_items if d.zone == "crew" and d.card == pay.args[0]]
    assert die.glow == render.HINT


def _undo_offered(qtbot, view: ReaversView) -> bool:
    settle(qtbot, view)
    return view.panel.undo.isEnabled()


def test_undo_is_refused_past_a_card_drawn_from_a_deck(qtbot, boards):
    controller, view, _ = boards(3, "recruit_take")
    assert Action("take_deck") in controller.legal_actions()
    click(view, view.scene.card_items[("recruit", -1)])
    settle(qtbot, view)
    assert controller.match.actions[-1] == Action("take_deck")
    assert not _undo_offered(qtbot, view)
    assert REFUSED in view.panel.undo.toolTip()
    count = len(controller.match.actions)
    controller.undo()
    assert len(controller.match.actions) == count


def test_undo_takes_back_a_placement_that_showed_nothing_new(qtbot, boards):
    controller, view, _ = boards(3, "place")
    before = len(controller.match.actions)
    drag(view, view.scene.pawn_items[0],
         view.scene.location_items["raid_keeps"].sceneBoundingRect().center())
    settle(qtbot, view)
    assert controller.match.actions[-1] == Action("place", ("raid_keeps",))
    assert _undo_offered(qtbot, view)
    QTest.mouseClick(view.panel.undo, Qt.MouseButton.LeftButton)
    settle(qtbot, view)
    assert len(controller.match.actions) == before
    assert controller.observation().data["step"] == "place"
    assert len(view.scene.pawn_items) >= 1


def test_pass_and_play_hands_off_without_a_cover_and_not_per_follower(qtbot, boards):
    seats = [Seat("Ana"), Seat("Bo")]
    controller, view, ai = boards(3, "place", seats=seats)
    rng = random.Random(3)
    covers, seat_changes, follows = 0, 0, 0
    last = controller.viewer
    for _ in range(120):
        settle(qtbot, view)
        if controller.state.is_over():
            break
        seat = controller.state.to_move()
        obs = controller.observation().data
        # Nothing a seat holds is hidden from the other: the two seats see the same table.
        assert controller.state.observe(0).data == controller.state.observe(1).data
        covers += view.overlay.isVisible()
        assert not view.hide_private and not controller._awaiting_handoff
        follows += obs["step"] == "follow"
        seat_changes += seat != last
        last = seat
        assert controller.viewer == seat
        perform(qtbot, view, controller.spec.heuristic_action(controller.state, seat, rng))
        play_ais(qtbot, controller, ai, rng)
    assert covers == 0
    assert follows > 2 and seat_changes > 2  # both people decided, each on their own board


@pytest.mark.parametrize("players", [2, 4])
def test_a_follower_is_promised_the_bonus_following_pays(qtbot, boards, players):
    """Seen under Xvfb (es, 4 players): the prompt promised Player 1 "2 Food for 1 Food" and
    the board's bonus row showed the same, but the Food went to the next player: both were
    counted from the next pick instead of the active player. The prompt and the board's row
    now name the printed bonus for the follower's distance from the active player, and
    following pays exactly that."""
    seats = [Seat("Ana"), *(Seat(name, "ai", "easy") for name in ("Ben", "Cas", "Dan"))]
    controller, view, _ = boards(5, "follow", seats=seats[:players])
    state = controller.match.state
    location, active = state.location, state.active
    assert active != 0  # Ana follows another's pick
    row = state.data.seat_bonus_index(players, (0 - active) % players)
    printed = dict(state.data.locations[location].bonus[row])
    goods = {k: v for k, v in printed.items() if k in ("food", "favor", "glory")}
    prompt = view.scene.prompt_item.text
    if printed:
        assert view.words.goods(printed) in prompt
    else:
        assert "no seat bonus" in prompt
    cell = view.scene.location_items[location].bonuses[0]
    assert cell.text == (view.words.goods(printed) if printed else "—")
    before = {k: state.players[0][k] for k in goods}
    follow = Action("follow", ())
    [button] = [b for name, b in view.scene.buttons.items()
                if view.interaction.button_action(name) == follow]
    click(view, button)
    settle(qtbot, view)
    assert controller.match.actions[-1] == follow
    cost = state.data.locations[location].cost_food
    after = controller.match.state.players[0]
    for k, v in goods.items():
        assert after[k] >= before[k] + v - (cost if k == "food" else 0)


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_the_leader_space_says_what_promoting_each_clan_gives(boards, lang):
    """The longship board prints the clan bonus row beside the Leader space (rules page): about
    to Rally, Specialize or Promote, the player reads there what each clan's leader brings."""
    _, view, _ = boards(3, "use_reaver", lang=lang)
    content = load_content("reavers", lang)
    tip = view.scene.space_items["leader"].toolTip()
    for clan in ("red", "yellow", "blue"):
        assert content.text(f"clans.{clan}.text") in tip
    assert "+4 Food" in load_content("reavers", "en").text("clans.blue.text")
