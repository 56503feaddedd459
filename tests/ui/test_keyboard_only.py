"""Keyboard-only use (QA sweep, session 8): a screen's gold (primary) button is the one Enter
presses before anything is focused, as it looks; Tab still moves the ring from the start."""

from __future__ import annotations

import pygame

from cardtable.match import HUMAN
from cardtable.ui.core.widgets import Stepper
from cardtable.ui.scenes.chooser import ChooserScene
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.table.scene import TableScene

from .harness import click, key, make_app


def test_enter_on_a_fresh_screen_presses_its_gold_button(tmp_path):
    app = make_app(tmp_path)
    app.stack.reset(TitleScene(app))
    app.step([], 0.016)
    title = app.stack.top
    assert title.ring.focused is None  # nothing is ringed yet; "Play" is the gold button
    key(app, pygame.K_RETURN)
    app.step([], 0.016)
    assert isinstance(app.stack.top, ChooserScene), app.stack.top


def test_from_the_title_to_a_table_with_the_keyboard_alone(tmp_path):
    app = make_app(tmp_path)
    app.stack.reset(TitleScene(app))
    app.step([], 0.016)
    key(app, pygame.K_RETURN)  # Play
    app.step([], 0.016)
    assert app.stack.top.ring.focused.label == "Quattro"  # the chooser rings the first game
    key(app, pygame.K_RETURN)
    app.step([], 0.016)
    key(app, pygame.K_RETURN)  # the setup's gold button: Start
    app.step([], 0.016)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.config.game == "quattro"


def test_the_setup_opens_with_start_focused_and_a_click_keeps_it_there(tmp_path):
    """A click on a seat's "Easy AI" used to move the hidden focus to "Back", so the Enter that
    followed threw the setup away."""
    app = make_app(tmp_path)
    app.stack.reset(TitleScene(app))
    app.step([], 0.016)
    key(app, pygame.K_RETURN)  # Play
    app.step([], 0.016)
    key(app, pygame.K_RETURN)  # Quattro
    app.step([], 0.016)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert setup.ring.focused is not None and setup.ring.focused.label == "Start"
    easy = [b for b in setup.ring.buttons if b.label == "Easy AI"][1]
    click(app, easy.rect.center)
    app.step([], 0.016)
    assert setup.config.seats[1].kind == "easy"
    assert setup.ring.focused is not None and setup.ring.focused.label == "Start"
    key(app, pygame.K_RETURN)
    app.step([], 0.016)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert [seat.kind for seat in table.match.config.seats] == [HUMAN, "easy"]


def test_a_click_on_a_settings_line_leaves_nothing_focused_but_done_for_enter(tmp_path):
    app = make_app(tmp_path)
    app.stack.reset(TitleScene(app))
    app.step([], 0.016)
    settings = SettingsScene(app)
    app.stack.push(settings)
    app.step([], 0.016)
    speed = next(b for b in settings.ring.buttons if b.label.startswith("Animation speed"))
    click(app, speed.rect.center)
    app.step([], 0.016)
    assert settings.ring.focused is None  # not the last line ("Full screen") as it was
    key(app, pygame.K_RETURN)  # the gold "Done"
    app.step([], 0.016)
    assert isinstance(app.stack.top, TitleScene)


def test_the_focus_stays_on_the_players_stepper_when_a_row_goes(tmp_path):
    """One player fewer took a row away, and the focus, kept by its place, landed on "Back"."""
    app = make_app(tmp_path)
    setup = SetupScene(app, "polar")
    app.stack.reset(setup)
    app.step([], 0.016)
    stepper = next(b for b in setup.ring.buttons if isinstance(b, Stepper))
    click(app, (stepper.rect.left + 8, stepper.rect.centery))  # its "−"
    app.step([], 0.016)
    assert len(setup.config.seats) == 3
    focused = setup.ring.focused
    assert isinstance(focused, Stepper), focused
    key(app, pygame.K_RETURN)  # not "Back": the setup stays
    app.step([], 0.016)
    assert app.stack.top is setup
