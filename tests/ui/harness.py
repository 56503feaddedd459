"""Driving the real app headless: an App on the dummy video driver, synthetic input, frames."""

from __future__ import annotations

import os
from collections.abc import Callable

import pygame

from cardtable.storage import Settings
from cardtable.ui.core.app import App
from cardtable.ui.screens import register_all


def make_app(tmp_path, size=(1280, 800), speed: str = "instant") -> App:
    os.environ["CARDTABLE_HOME"] = str(tmp_path)
    settings = Settings()
    settings.animation_speed = speed
    app = App(size, settings, remember=False)
    register_all(app.router)
    return app


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


def top(app: App):
    return app.stack.top
