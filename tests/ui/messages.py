"""For the tables' whole-game tests: a game played to its result frame by frame, and what they
check of the narration's messages in each frame."""

from __future__ import annotations

import time
from collections.abc import Callable

import pygame

from cardtable.ui.core import typeset
from cardtable.ui.core.app import App
from cardtable.ui.core.typeset import TextDraw
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.table.scene import TableScene


def play_to_the_result(
    app: App,
    table: TableScene,
    act: Callable[[int], None],
    check: Callable[[list[TextDraw]], None],
    frames: int,
) -> None:
    """Step the app until the result shows (at most `frames` frames of 0.05 s, each redrawn):
    before a frame in which the person may act, `act(frame)`; after each, `check` the texts the
    frame drew."""
    draws: list[TextDraw] = []
    stop = typeset.listen(draws.append)
    try:
        for frame in range(frames):
            if isinstance(app.stack.top, ResultScene):
                break
            if table.may_act():
                act(frame)
            draws.clear()
            app.dirty = True
            app.step([], 0.05)
            time.sleep(0)  # let the AI's thread run
            check(draws)
    finally:
        stop()


def message_pills(table: TableScene, draws: list[TextDraw]) -> list[pygame.Rect]:
    """The pills of the narration's messages drawn in this frame."""
    texts = {message.text for message in table.narration.messages}
    return [d.box for d in draws if d.box is not None and d.text in texts and d.box.h < 200]


def message_rects(table: TableScene, draws: list[TextDraw]) -> list[pygame.Rect]:
    """The rects of the narration's message texts drawn in this frame."""
    texts = {message.text for message in table.narration.messages}
    return [d.rect for d in draws if d.text in texts and d.rect.h < 200]


def controls(table: TableScene) -> list[pygame.Rect]:
    """What a message must never cover: the live targets and the top bar's buttons."""
    return [t.rect for t in table.live_targets()] + [b.rect for b in table.hud.buttons]


def checking_messages(
    app: App,
    table: TableScene,
    boxes_of: Callable[[TableScene, list[TextDraw]], list[pygame.Rect]],
    shown: list[int],
    keep_clear: Callable[[], list[pygame.Rect]] = list,
) -> Callable[[list[TextDraw]], None]:
    """A `check` for `play_to_the_result`: in a frame that shows messages (their `boxes_of`),
    note how many in `shown` and assert them apart, off the controls and off `keep_clear()`."""

    def check(draws: list[TextDraw]) -> None:
        boxes = boxes_of(table, draws)
        if boxes:
            shown.append(len(boxes))
            assert_apart_and_clear(app.window, boxes, controls(table), keep_clear())

    return check


def assert_apart_and_clear(
    window: pygame.Surface, boxes: list[pygame.Rect], *keep_clear: list[pygame.Rect]
) -> None:
    """No two of the messages' `boxes` overlap, none covers a rect of `keep_clear`, and each
    stays inside the window."""
    for i, box in enumerate(boxes):
        assert box.collidelist(boxes[i + 1 :]) < 0, [str(b) for b in boxes]
        for rects in keep_clear:
            assert box.collidelist(rects) < 0, (box, rects)
        assert window.get_rect().contains(box)
