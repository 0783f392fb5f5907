"""Driving the Everdell board like a player: real mouse events on the view's viewport (the
pointer helpers are the Ethnos board's), and the AI seats played by a scripted stand-in."""

from __future__ import annotations

import random

from board_standard import PAGE
from helpers_ethnos import click, drag, settle
from PySide6.QtWidgets import QGraphicsItem

from gameshelf.content import load_content
from gameshelf.engine import Action, Match, Seat, get_game
from gameshelf.ui.ai_standins import ScriptedAi
from gameshelf.ui.controller import GameController
from gameshelf.ui.games import create_game_view
from gameshelf.ui.games.everdell import EverdellView
from gameshelf.ui.games.everdell.interaction import target_of

__all__ = ["click", "drag", "settle"]


def seats(humans: int, ais: int) -> list[Seat]:
    names = ["Ana", "Ben", "Cy", "Di"]
    return [Seat(names[i]) for i in range(humans)] + \
        [Seat(names[humans + i], "ai", "easy") for i in range(ais)]


def play_to_full_hand(match: Match, seed: int) -> None:
    """Beginner moves for every seat until the first seat's turn with a full hand (eight
    cards) and one of them it may play."""
    spec, rng = match.spec, random.Random(seed)
    for _ in range(1000):
        state = match.state
        seat = state.to_move()
        assert seat is not None, "the game ended first"
        if seat == 0 and not state.stack and len(state.hands[0]) == state.data.hand_limit \
                and any(a.name == "play_card" and a.args[0] in state.hands[0]
                        for a in state.legal_actions()):
            return
        match.apply(spec.heuristic_action(state, seat, rng))
    raise AssertionError("no full hand")


def show_match(qtbot, match: Match, lang: str = "en", ai_speed: str = "fast"
               ) -> tuple[GameController, EverdellView, ScriptedAi]:
    """Show `match` (no animations, as in a maximized 1366×768 window) and go on with it."""
    ai = ScriptedAi()
    controller = GameController(match, ai, ai_speed=ai_speed)  # type: ignore[arg-type]
    view = create_game_view("everdell", controller, load_content("everdell", lang))
    assert isinstance(view, EverdellView)
    view.set_animation_ms(0)
    qtbot.addWidget(view)
    view.resize(*PAGE)
    view.show()
    qtbot.waitExposed(view)
    controller.start()
    settle(qtbot, view)
    return controller, view, ai


class Boards:
    """The Everdell boards a test opens; `close` closes them, their controllers and dialogs."""

    def __init__(self, qtbot) -> None:
        self.qtbot = qtbot
        self.made: list[tuple[GameController, EverdellView]] = []

    def open(self, players: list[Seat], seed: int, options: dict | None = None,
             lang: str = "en") -> tuple[GameController, EverdellView, ScriptedAi]:
        return self.show(Match.new(get_game("everdell"), players, seed, options), lang)

    def show(self, match: Match, lang: str = "en", ai_speed: str = "fast"
             ) -> tuple[GameController, EverdellView, ScriptedAi]:
        controller, view, ai = show_match(self.qtbot, match, lang, ai_speed)
        self.made.append((controller, view))
        return controller, view, ai

    def close(self) -> None:
        for controller, view in self.made:
            view.close_dialogs()
            controller.close()
            view.close()


def play_ais(qtbot, controller: GameController, ai: ScriptedAi, rng: random.Random) -> None:
    """Answer the AI seats with beginner moves until a human decides or the game ends."""
    spec = controller.spec
    while not controller.state.is_over() and controller.human_to_move() is None:
        if controller.state.to_move() is not None and \
                controller.seat_is_human(controller.state.to_move()):
            return  # a hand-off waits for the next player
        qtbot.waitUntil(lambda: ai.waiting is not None, timeout=3000)
        state = controller.state
        ai.answer(spec.heuristic_action(state, state.to_move(), rng))
        qtbot.waitUntil(lambda: ai.waiting is not None or controller.state.is_over()
                        or controller.human_to_move() is not None, timeout=3000)


def item_for(view: EverdellView, action: Action) -> QGraphicsItem | None:
    """The board item an action is aimed at (a place, a card, a panel), if shown."""
    target = target_of(action)
    scene = view.scene
    if target is None:
        return None
    kind, key = target
    if kind == "place":
        return scene.place_items.get(key)
    if kind == "card":
        return scene.card_items.get(key)
    return scene.player_items.get(key)


def button_for(view: EverdellView, action: Action) -> QGraphicsItem | None:
    for name, button in view.scene.buttons.items():
        if view.interaction.button_action(name) == action:
            return button
    return None


def perform(qtbot, view: EverdellView, action: Action, by_click: bool = False) -> None:
    """Make `action` on the board as a player would: drag a worker or a card, click a lit
    place, card or panel, or a button; pick the way to pay in the chooser when it opens."""
    scene = view.scene
    interaction = view.interaction
    settle(qtbot, view)
    name = action.name
    mode = interaction.mode()
    if name in ("place_worker", "claim_event", "visit_destination") and mode == "turn" \
            and scene.worker_items and not by_click:
        target = item_for(view, action)
        assert target is not None, action
        drag(view, scene.worker_items[0], target.sceneBoundingRect().center())
    elif name == "play_card" and mode == "turn":
        card = scene.card_items[action.args[0]]
        if by_click:
            click(view, card)
            click(view, scene.buttons["play"])
        else:
            drag(view, card, scene.city_zone.center())
    elif name in ("prepare_for_season", "pass"):
        click(view, scene.buttons[name])
    else:
        target = item_for(view, action)
        if target is not None:
            click(view, target)
        else:
            button = button_for(view, action)
            assert button is not None, f"no button for {action}"
            click(view, button)
    if interaction.choosing:
        settle(qtbot, view)
        button = button_for(view, action)
        assert button is not None, f"{action} is not among the ways to pay"
        click(view, button)
    settle(qtbot, view)
