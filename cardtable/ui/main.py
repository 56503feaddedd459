"""Start the window."""

from __future__ import annotations

import sys

import pygame

from ..applog import log_exception


def _no_display() -> bool:
    """On Linux without X or Wayland, SDL would quietly open an invisible offscreen window."""
    import os

    if not sys.platform.startswith("linux") or os.environ.get("SDL_VIDEODRIVER"):
        return False
    return not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run_app(size: tuple[int, int] | None = None, replay_file: str | None = None) -> int:
    from .core.app import App
    from .scenes.title import TitleScene

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
    from ..housekeeping import at_start

    for message in at_start():  # what a killed run left is mended before the title lists it
        app.notify(message, 12)
    if replay_file is None:
        return app.run(TitleScene(app))
    from pathlib import Path

    from ..engine.core import ScenarioError
    from .scenes.replays import ReplayViewerScene

    try:
        viewer = ReplayViewerScene(app, Path(replay_file))
    except ScenarioError as err:
        print(f"cardtable replay: {err}", file=sys.stderr)
        return 2
    app.stack.push(TitleScene(app))
    app.stack.apply_pending()
    return app.run(viewer)
