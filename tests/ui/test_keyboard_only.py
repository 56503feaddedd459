"""Keyboard-only use (QA sweep, session 8): a screen's gold (primary) button is the one Enter
presses before anything is focused, as it looks; Tab still moves the ring from the start."""

from __future__ import annotations

import pygame

from cardtable.ui.scenes.chooser import ChooserScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.table.scene import TableScene

from .harness import key, make_app


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
