"""Start the window."""

from __future__ import annotations

import sys
from pathlib import Path

import pygame

from ..applog import log_exception
from ..engine.core import ScenarioError
from ..housekeeping import at_start
from . import routes
from .core.app import App
from .core.host import Route
from .core.scene import Scene
from .screens import register_all


def run_app(size: tuple[int, int] | None = None, replay_file: str | None = None) -> int:
    try:
        app = App(size)
    except pygame.error as err:
        log_exception("cannot open a window", err)
        if sys.stderr is not None:
            print(
                f"cardtable: cannot open a window ({err}). Is a display available?",
                file=sys.stderr,
            )
        return 1
    register_all(app.router)
    for message in at_start():  # what a killed run left is mended before the title lists it
        app.notify(message, 12)
    if replay_file is None:
        return app.run(_built(app, routes.Title()))
    try:
        viewer = _built(app, routes.ReplayOf(Path(replay_file)))
    except ScenarioError as err:
        print(f"cardtable replay: {err}", file=sys.stderr)
        return 2
    app.router.push(routes.Title())
    app.stack.apply_pending()
    return app.run(viewer)


def _built(app: App, route: Route) -> Scene:
    scene = app.router.scene(route)
    assert scene is not None, f"{type(route).__name__} always has a screen"
    return scene
