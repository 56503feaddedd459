"""Start the window."""

from __future__ import annotations

import sys

import pygame


def run_app(size: tuple[int, int] | None = None) -> int:
    from .app import App
    from .scenes.title import TitleScene

    try:
        app = App(size)
    except pygame.error as err:
        print(f"cardtable: cannot open a window ({err}). Is a display available?", file=sys.stderr)
        return 1
    return app.run(TitleScene(app))
