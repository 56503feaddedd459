"""Driving the real app headless: an App on the dummy video driver, synthetic input, frames."""

from __future__ import annotations

import os
import random
from collections.abc import Callable

import pygame

from cardtable.match import MatchConfig
from cardtable.storage import Settings
from cardtable.ui.core.app import App
from cardtable.ui.core.typeset import TextDraw, listen
from cardtable.ui.screens import register_all, start_table
from cardtable.ui.table.scene import TableScene


def make_app(tmp_path, size=(1280, 800), speed: str = "instant") -> App:
    os.environ["CARDTABLE_HOME"] = str(tmp_path)
    settings = Settings()
    settings.animation_speed = speed
    app = App(size, settings, remember=False)
    register_all(app.router)
    return app


def app_with_table(
    tmp_path,
    config: MatchConfig,
    actions=(),
    *,
    size=(1280, 800),
    speed: str = "instant",
    record: bool = True,
    lang: str = "en",
) -> tuple[App, TableScene]:
    """The app showing the table of `config` (after `actions`), its first frame stepped."""
    app = make_app(tmp_path, size=size, speed=speed)
    if lang != "en":
        app.set_language(lang)
    table = start_table(app, config, actions, record=record)
    app.stack.reset(table)
    app.step([], 0.016)
    assert isinstance(table, TableScene)
    return app, table


def click(app: App, pos, dt: float = 0.016) -> None:
    pos = (int(pos[0]), int(pos[1]))
    app.step(
        [
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        dt,
    )


def key(app: App, key_code: int, mod: int = 0, dt: float = 0.016) -> None:
    app.step(
        [pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0)], dt
    )


def texts_drawn(draw: Callable[[], None]) -> list[TextDraw]:
    """The texts that `draw()` draws (a frame of the app, a scene on a surface)."""
    draws: list[TextDraw] = []
    stop = listen(draws.append)
    try:
        draw()
    finally:
        stop()
    return draws


def run_until(
    app: App,
    done: Callable[[], bool],
    frames: int = 20000,
    dt: float = 0.05,
    each: Callable[[], None] | None = None,
) -> bool:
    """Step frames until `done()`; `each` may inject input between frames."""
    import time

    for _ in range(frames):
        if done():
            return True
        if each is not None:
            each()
        app.step([], dt)
        time.sleep(0)  # let the AI's thread run
    return done()


def random_player(app: App, table: TableScene, seed: int) -> Callable[[], None]:
    """For `run_until(each=...)`: while the table is on top and the person may act, they
    activate one of its live targets, picked at random."""
    rng = random.Random(seed)

    def play() -> None:
        if app.stack.top is table and table.may_act():
            rng.choice(table.live_targets()).activate()

    return play


def top(app: App):
    return app.stack.top
