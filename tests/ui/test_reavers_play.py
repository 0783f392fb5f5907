"""Playing Reavers of Midgard on the board as a person would: the pawn dragged onto a location,
recruited Reavers dragged onto a Specialize slot, the Leader space or the Glory pile, dice of
the longship clicked to pay, commit or discard, card spaces, decks and Territory stacks
clicked to take them, combat dice clicked for a reroll, every other answer a button of the
prompt bar — a whole 2-player game against Easy and a 3-player game with the Honor Ship, to
the final score sheet."""

from __future__ import annotations

import random

import pytest
from board_standard import item_texts
from helpers_boards import button_for, open_board, opened_games, play_with_mouse
from helpers_ethnos import click, drag, settle

from gameshelf.engine import Action
from gameshelf.engine.dice import indices_of
from gameshelf.ui.games.reavers import ReaversView
from gameshelf.ui.games.reavers.interaction import target_of
from gameshelf.ui.games.reavers.items import ReaverCardItem


def open_game(qtbot, seed: int, players: int = 2, lang: str = "en"):
    return open_board(qtbot, "reavers", ReaversView, seed, players, lang)


def _pick(qtbot, view: ReaversView, action: Action) -> None:
    """A gesture that opened a choice: the chooser's button for `action`."""
    settle(qtbot, view)
    if view.interaction.choosing:
        button = button_for(view, action)
        assert button is not None, f"no choice for {action}"
        click(view, button)


def perform(qtbot, view: ReaversView, action: Action) -> None:
    """`action` made with the mouse, as a player would."""
    scene = view.scene
    obs = view.controller.observation().data
    name, args = action.name, action.args
    target = target_of(action, obs)
    if name == "place":
        drag(view, scene.pawn_items[0],
             scene.location_items[args[0]].sceneBoundingRect().center())
    elif name == "use_reaver":
        card, use = args
        reaver = next(r for r in scene.reaver_items if r.card == card)
        space = {"promote": "leader", "rally": "glory_pile"}.get(
            use, f"slot:{view.data.reavers[card].slot}")
        drag(view, reaver, scene.space_items[space].sceneBoundingRect().center())
    elif name in ("pay_die", "commit", "discard_die"):
        die = next(d for d in scene.dice_items if d.zone == "crew" and d.card == args[0])
        click(view, die)
        _pick(qtbot, view, action)
    elif name in ("pay_token", "commit_token"):
        click(view, scene.token_items[args[0]])
        _pick(qtbot, view, action)
    elif name == "trade_die":
        click(view, scene.trade_items[args[0]])
    elif name == "store_die":
        click(view, scene.space_items[f"art:{args[0]}"])
    elif name == "reroll":
        for index in indices_of(args[0]):
            click(view, scene.combat_items[index])
            settle(qtbot, view)
        click(view, scene.buttons["reroll"])
    elif target is not None and target in scene.card_items:
        click(view, scene.card_items[target])
        _pick(qtbot, view, action)
    else:
        button = button_for(view, action)
        assert button is not None, f"no button for {action}"
        click(view, button)
    settle(qtbot, view)


def play_on(qtbot, controller, view, ai, rng, until=lambda: False, limit=4000) -> set[str]:
    return play_with_mouse(qtbot, controller, view, ai, rng, perform, until, limit)


@pytest.fixture
def games(qtbot):
    yield from opened_games(qtbot, open_game)


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4)])
def test_a_whole_game_against_easy_is_played_with_the_mouse(qtbot, games, players, seed):
    controller, view, ai = games(seed=seed, players=players)
    play_on(qtbot, controller, view, ai, random.Random(seed))
    assert controller.state.is_over()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" for d in view.dialogs),
                    timeout=3000)
    names = {a.name for a in controller.match.actions}
    assert {"place", "follow", "use_reaver", "pay_die", "commit", "roll"} <= names
    if players == 3:
        assert controller.state.honor_ship is not None


@pytest.mark.parametrize("lang", ["en", "es", "ja"])
def test_every_reavers_text_reads_whole_on_the_card_you_drag(qtbot, games, language, lang):
    """A recruited Reaver waits on the board as a card with what it does: its roll, its Rally
    and what it gives Specialized. Seen under Xvfb (es, 1366×698): Floki's read "…Saquear
    Aldeas: +1 dado ..." on a card a fifth lower than the room it had; 17 of the 45 Reavers
    were cut in Spanish, 2 in English. Each is drawn here at the size of the board's own
    recruited cards."""
    language(lang)
    controller, view, ai = games(seed=5, players=2, lang=lang)
    scene = view.scene
    play_on(qtbot, controller, view, ai, random.Random(5), until=lambda: bool(scene.reaver_items))
    shown = scene.reaver_items[0]
    words = view.words
    cut = []
    for card, reaver in view.data.reavers.items():
        item = ReaverCardItem(card, words.card(card), words.card_text(card), reaver.clan,
                              None, shown.width, shown.height)
        lines = [t.text for t in item_texts(item)]
        if any("…" in line for line in lines) or (
                words.card_text(card).replace(" ", "") not in "".join(lines).replace(" ", "")):
            cut.append((card, lines))
    assert not cut, cut


def test_the_other_recruited_reaver_stays_on_the_board_while_a_rally_sets_its_dice(qtbot, games):
    """Seen under Xvfb (es): Styrbjorn dragged onto the Glory pile (Rally: two red dice), and
    Floki, the other Reaver recruited, was gone from the board while the dice's faces were
    chosen. He stays, not to be dragged until the dice are set, then is used as before."""
    controller, view, ai = games(seed=5, players=2)
    scene = view.scene

    def two_and_a_rally() -> bool:
        return len(scene.reaver_items) == 2 and any(
            a.name == "use_reaver" and a.args[1] == "rally" for a in controller.legal_actions())

    play_on(qtbot, controller, view, ai, random.Random(5), until=two_and_a_rally)
    assert two_and_a_rally()
    rally = next(a for a in controller.legal_actions()
                 if a.name == "use_reaver" and a.args[1] == "rally")
    other = next(r.card for r in scene.reaver_items if r.card != rally.args[0])
    perform(qtbot, view, rally)
    assert {a.name for a in controller.legal_actions()} == {"set_face"}
    [waiting] = scene.reaver_items
    assert waiting.card == other and waiting.isVisible() and not waiting.draggable
    while {a.name for a in controller.legal_actions()} == {"set_face"}:
        perform(qtbot, view, controller.legal_actions()[0])
    [ready] = scene.reaver_items
    assert ready.card == other and ready.draggable
    use = next(a for a in controller.legal_actions() if a.name == "use_reaver")
    perform(qtbot, view, use)
    assert controller.match.actions[-1] == use
