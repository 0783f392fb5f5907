"""Playing Champions of Midgard on the board as a person would: workers dragged onto locations
and ports, dice dragged onto fights and ships, Food loaded with +, combat dice clicked for a
reroll or a loss, every other decision a button of the prompt bar — a whole 2-player game
against the Easy AI, to the final score sheet."""

from __future__ import annotations

import random

import pytest
from helpers_boards import button_for, open_board, opened_games, play_with_mouse
from helpers_ethnos import click, drag, settle

from gameshelf.engine import Action
from gameshelf.engine.dice import indices_of
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games.champions import ChampionsView


def open_game(qtbot, seed: int, players: int = 2, lang: str = "en"
              ) -> tuple[GameController, ChampionsView, ScriptedAi]:
    return open_board(qtbot, "champions", ChampionsView, seed, players, lang)


def perform(qtbot, view: ChampionsView, action: Action) -> None:
    """`action` made with the mouse, as a player would."""
    scene = view.scene
    name, args = action.name, action.args
    if name == "place":
        drag(view, scene.worker_items[0], scene.place_items[args[0]].sceneBoundingRect().center())
    elif name == "place_ship":
        place = view.interaction.ship_place(args[0])
        drag(view, scene.worker_items[0], scene.place_items[place].sceneBoundingRect().center())
        settle(qtbot, view)
        click(view, scene.port_items[args[1]])
    elif name == "peek":
        click(view, scene.journey_items[args[0]])
    elif name in ("take_rune", "take_rune_top"):
        click(view, scene.rune_items[args[0] if name == "take_rune" else -1])
    elif name == "assign":
        die = next(d for d in scene.dice_items if d.zone == "pool" and d.kind == args[1])
        target = args[0]
        item = scene.port_items[int(target[-1])] if target.startswith("shore_") else \
            scene.place_items[target]
        drag(view, die, item.sceneBoundingRect().center())
    elif name == "unassign":
        die = next(d for d in scene.dice_items if d.zone == "assigned" and d.kind == args[1]
                   and d.target == args[0])
        drag(view, die, scene.pool_zone.center())
    elif name in ("load_food", "unload_food"):
        click(view, scene.buttons[f"{name.split('_')[0]}:{args[0]}"])
    elif name == "reroll":
        for index in indices_of(args[0]):
            die = next(d for d in scene.dice_items if d.zone == "combat" and d.card == index)
            click(view, die)
            settle(qtbot, view)
        click(view, scene.buttons["reroll"])
    elif name == "lose" and view.controller.observation().data["combat"] is not None:
        die = next(d for d in scene.dice_items if d.zone == "combat" and d.kind == args[0])
        click(view, die)
    elif name == "give_blame":
        click(view, scene.seat_items[args[0]])
    else:
        button = button_for(view, action)
        assert button is not None, f"no button for {action}"
        click(view, button)
    settle(qtbot, view)


def play_on(qtbot, controller, view, ai, rng, until=lambda: False, limit=3000) -> set[str]:
    return play_with_mouse(qtbot, controller, view, ai, rng, perform, until, limit)


@pytest.fixture
def games(qtbot):
    yield from opened_games(qtbot, open_game)


def test_a_whole_two_player_game_against_easy_is_played_with_the_mouse(qtbot, games):
    controller, view, ai = games(seed=3)
    play_on(qtbot, controller, view, ai, random.Random(3))
    assert controller.state.is_over()
    qtbot.waitUntil(lambda: any(d.objectName() == "final_scores" for d in view.dialogs),
                    timeout=3000)
    names = {action.name for action in controller.match.actions}
    assert {"place", "assign", "commit", "keep"} <= names


def test_a_worker_on_a_taken_location_snaps_back_with_the_reason(qtbot, games):
    controller, view, ai = games(seed=4)
    rng = random.Random(4)
    places = ("market", "jarls_longhouse", "sages_house", "runesmith")
    # Our turn to place while one of these is taken (the same round: a new one frees them).
    play_on(qtbot, controller, view, ai, rng, until=lambda: view.interaction.placing() and any(
        controller.state.placements.get(loc) for loc in places))
    taken = next(loc for loc in places if controller.state.placements.get(loc))
    before = len(controller.match.actions)
    worker = view.scene.worker_items[0]
    drag(view, worker, view.scene.place_items[taken].sceneBoundingRect().center())
    assert len(controller.match.actions) == before
    assert worker.pos() == worker.home
    assert "already holds a worker" in view.banner_text()


def test_while_assigning_each_fight_shows_the_chance_to_win_with_its_dice(qtbot, games):
    controller, view, ai = games(seed=5)
    rng = random.Random(5)
    play_on(qtbot, controller, view, ai, rng, until=lambda: any(
        a.name == "assign" for a in controller.legal_actions()))
    action = next(a for a in controller.legal_actions() if a.name == "assign")
    perform(qtbot, view, action)
    chances = view._chances(controller.observation().data)
    assert action.args[0] in chances and 0.0 <= chances[action.args[0]] <= 1.0


@pytest.fixture
def language(qapp):
    from gameshelf.ui.app import Languages

    languages = Languages(qapp)
    yield languages.apply
    languages.apply("en")


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 die · win 40%", "2 dice · win 40%"),
    ("es", "1 dado · gana 40%", "2 dados · gana 40%"),
    ("ja", "ダイス1個・勝率40%", "ダイス2個・勝率40%"),
])
def test_the_chance_to_win_counts_its_dice_in_the_player_s_language(qtbot, language, lang, one,
                                                                   two):
    # "1 dice" was shown: the count is a plural of the UI's translations.
    language(lang)
    _controller, view, _ai = open_game(qtbot, seed=5, lang=lang)
    view.retranslate()
    assert view.texts.chance(1, "40%") == one
    assert view.texts.chance(2, "40%") == two


def test_a_hunt_on_the_board_counts_its_hits_and_no_damage_or_defense(qtbot):
    # A hunt has no enemy: the fight panel said "damage 0/0" beside its hits.
    from board_standard import board_texts

    def hunting(c):
        return next((a for a in c.legal_actions() if a.name == "place"
                     and a.args[0] == "hunting_grounds"), None) if c.human_to_move() == 0 else None

    for seed in range(1, 30):
        controller, view, ai = open_game(qtbot, seed=seed)
        rng = random.Random(seed)
        # The human sends a worker hunting (random play alone seldom does), then plays on to
        # the hunt's roll, where a Favor reroll is the human's decision.
        play_on(qtbot, controller, view, ai, rng, until=lambda c=controller: hunting(c))
        if (action := hunting(controller)) is not None:
            perform(qtbot, view, action)
        play_on(qtbot, controller, view, ai, rng, until=lambda c=controller: (
            c.state.combat is not None and c.state.combat["enemy"] is None
            and c.human_to_move() == 0))
        combat = controller.state.combat
        if combat is None or combat["enemy"] is not None:
            view.close()
            continue
        texts = [t.text for t in board_texts(view.board)]
        assert f"Hits {combat['hits']}" in texts
        assert not any("damage" in text for text in texts)
        return
    pytest.skip("no seed reached a hunt of seat 0")
