"""The app as a person uses it: title → chooser → setup → table → result → menu, with real
scenes and synthetic mouse and keyboard input; the scene stack; pass-and-play privacy; and a
monkey test across every scene."""

from __future__ import annotations

import random

import pygame
import pytest

from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.ui.core.scene import Scene, SceneStack
from cardtable.ui.games.cuckoo import CuckooTable
from cardtable.ui.scenes.chooser import ChooserScene
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.screens import start_table
from cardtable.ui.table.scene import TableScene

from .harness import click, key, make_app, run_until


def button(scene, label: str):
    for candidate in scene.ring.buttons:
        if candidate.label == label:
            return candidate
    raise AssertionError(f"no button {label!r} in {[b.label for b in scene.ring.buttons]}")


def test_a_whole_cuckoo_match_from_the_title_screen_to_the_result(tmp_path):
    app = make_app(tmp_path)
    app.stack.reset(TitleScene(app))
    app.step([], 0.016)
    click(app, button(app.stack.top, "Play").rect.center)
    app.step([], 0.016)
    chooser = app.stack.top
    assert isinstance(chooser, ChooserScene)
    click(app, button(chooser, "Cuckoo").rect.center)
    app.step([], 0.016)
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game == "cuckoo"
    for row in (1, 2, 3):  # make the opponents quick: easy AI
        easy = [b for b in setup.ring.buttons if b.label == "Easy AI"][row]
        click(app, easy.rect.center)
    assert [s.kind for s in setup.config.seats] == [HUMAN, "easy", "easy", "easy"]
    click(app, button(setup, "Start").rect.center)
    app.step([], 0.016)
    table = app.stack.top
    assert isinstance(table, TableScene) and isinstance(table.game_table, CuckooTable)

    moves = {"mouse": 0, "keyboard": 0}

    def play() -> None:
        if app.stack.top is table and table.may_act():
            targets = table.live_targets()
            # Alternate by our own count: the action count's parity can be the same at every
            # one of this seat's turns (four seats, one decision each per deal).
            if (moves["mouse"] + moves["keyboard"]) % 2:
                click(app, random.choice(targets).rect.center)
                moves["mouse"] += 1
            else:
                key(app, pygame.K_TAB)
                key(app, pygame.K_RETURN)
                moves["keyboard"] += 1

    assert run_until(app, lambda: isinstance(app.stack.top, ResultScene), each=play)
    assert table.match.is_over()
    assert moves["mouse"] > 0 and moves["keyboard"] > 0
    result = app.stack.top
    outcome = table.match.state.outcome()
    headline = result.headline()
    if outcome.draw or not outcome.winners:
        assert headline == "A draw!"
    elif len(outcome.winners) > 1:
        assert headline.startswith("Shared win:")
    elif outcome.winners == (0,):  # the person in front of the screen is spoken to
        assert headline == "You win!"
    else:
        assert headline == f"{table.match.names[outcome.winners[0]]} wins!"
    click(app, button(result, "Back to menu").rect.center)
    app.step([], 0.016)
    assert isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    assert app.last_error is None


class Probe(Scene):
    def __init__(self, app, name, log, opaque=True, consume=False):
        super().__init__(app)
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def enter(self):
        self.log.append(f"enter {self.name}")

    def exit(self):
        self.log.append(f"exit {self.name}")

    def pause(self):
        self.log.append(f"pause {self.name}")

    def resume(self):
        self.log.append(f"resume {self.name}")

    def handle_event(self, event):
        self.log.append(f"event {self.name}")
        return self.consume

    def draw(self, surface):
        self.log.append(f"draw {self.name}")


def test_scene_stack_applies_changes_at_frame_end_and_layers_input_and_drawing(tmp_path):
    app = make_app(tmp_path)
    log: list[str] = []
    stack = SceneStack()
    table, dialog = Probe(app, "table", log), Probe(app, "dialog", log, opaque=False)
    stack.push(table)
    assert len(stack) == 0  # nothing happens until the end of the frame
    stack.apply_pending()
    stack.push(dialog)
    stack.apply_pending()
    assert log == ["enter table", "pause table", "enter dialog"]
    log.clear()
    stack.draw(app.window)  # bottom-up from the first opaque scene: the dialog over the table
    assert log == ["draw table", "draw dialog"]
    log.clear()
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))  # top-down until consumed
    assert log == ["event dialog", "event table"]
    log.clear()
    dialog.consume = True
    stack.handle_event(pygame.event.Event(pygame.USEREVENT))
    assert log == ["event dialog"]
    log.clear()
    stack.replace(Probe(app, "menu", log))
    stack.apply_pending()
    stack.draw(app.window)
    assert log == ["exit dialog", "enter menu", "draw menu"]  # an opaque top hides the table
    log.clear()
    stack.pop()
    stack.apply_pending()
    assert log == ["exit menu", "resume table"]


def test_pass_and_play_never_draws_a_hidden_card_for_the_wrong_person(tmp_path):
    app = make_app(tmp_path)
    config = MatchConfig(
        "cuckoo",
        [SeatConfig("Ann"), SeatConfig("Bob"), SeatConfig("Cyd", "random")],
        {"lives": 2},
        {},
        11,
    )
    table = start_table(app, config)
    app.stack.reset(table)
    drawn: list[str] = []
    art = app.assets.art
    original = art.face

    def recording_face(game, card, height):
        drawn.append(card)
        return original(game, card, height)

    art.face = recording_face
    state = table.match.state
    curtains = checked = 0
    rng = random.Random(4)
    for _ in range(4000):
        if table.match.is_over():
            break
        top = app.stack.top
        drawn.clear()
        app.draw()
        if isinstance(top, CurtainScene):
            curtains += 1
            assert drawn == [], "nothing may show through the curtain"
            click(app, top.button.rect.center)
            continue
        if top is table and not table.busy:
            viewer = table.viewer
            obs = state.observe(viewer) if viewer >= 0 else state.observe(-1)
            visible = {c for c in (*obs.public_cards, obs.own_card, *obs.set_aside) if c}
            for seat in table.match.humans():
                if seat == viewer or state.observe(-1).public_cards[seat]:
                    continue
                hidden = state.observe(seat).own_card
                if hidden and hidden not in visible:
                    assert hidden not in drawn, f"{hidden} of seat {seat} shown to {viewer}"
                    checked += 1
            if table.may_act():
                rng.choice(table.live_targets()).activate()
        app.step([], 0.05)
    assert curtains >= 3 and checked >= 3


def test_monkey_clicks_keys_resizes_and_closes_never_raise(tmp_path):
    app = make_app(tmp_path, speed="fast")
    app.stack.reset(TitleScene(app))
    rng = random.Random(7)
    keys = [
        pygame.K_TAB,
        pygame.K_RETURN,
        pygame.K_ESCAPE,
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_UP,
        pygame.K_DOWN,
        pygame.K_SPACE,
        pygame.K_h,
        pygame.K_l,
        pygame.K_r,
        pygame.K_F11,
        pygame.K_BACKSPACE,
        pygame.K_PAGEDOWN,
    ]
    for step in range(3000):
        width, height = app.size
        roll = rng.random()
        if roll < 0.55:
            click(app, (rng.randrange(width), rng.randrange(height)), dt=0.02)
        elif roll < 0.9:
            key(app, rng.choice(keys), dt=0.02)
        elif roll < 0.95:
            app.window = pygame.display.set_mode(
                (rng.randint(800, 1600), rng.randint(500, 1000)), pygame.RESIZABLE
            )
            app.step(
                [
                    pygame.event.Event(
                        pygame.VIDEORESIZE,
                        size=app.window.get_size(),
                        w=app.window.get_width(),
                        h=app.window.get_height(),
                    )
                ],
                0.02,
            )
        else:
            app.step([pygame.event.Event(pygame.TEXTINPUT, text="é")], 0.02)
        if not app.running or not len(app.stack):  # Quit pressed: start again, as a person would
            app.running = True
            app.stack.reset(TitleScene(app))
            app.step([], 0.02)
        assert app.last_error is None, f"step {step}: {app.last_error}"
    app.step([pygame.event.Event(pygame.QUIT)], 0.02)
    assert not app.running


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640)])
def test_every_menu_scene_draws_at_two_sizes(tmp_path, size):
    app = make_app(tmp_path, size=size)
    for scene in (TitleScene(app), ChooserScene(app), SetupScene(app, "polar")):
        app.stack.reset(scene)
        app.step([], 0.02)
        app.draw()
        assert app.last_error is None


def test_polar_offers_the_short_game_only_to_five_or_six_players(tmp_path):
    app = make_app(tmp_path)
    setup = SetupScene(app, "polar")
    app.stack.reset(setup)
    app.step([], 0.016)

    def short_button():
        label = next(rect for text, rect in setup.labels if text == "Short game (5 rounds)")
        return next(b for b in setup.ring.buttons if b.rect.y == label.y)

    while len(setup.config.seats) < 5:
        setup._seats(1)
    assert short_button().enabled
    click(app, short_button().rect.center)
    assert setup.config.options["short"] is True
    setup._seats(-1)  # four players: the rules give them the full game
    assert len(setup.config.seats) == 4
    assert setup.config.options["short"] is False and not short_button().enabled
    click(app, short_button().rect.center)
    assert setup.config.options["short"] is False
