"""The app's notices (a save that failed, housekeeping) never cover a control: on the screens
with buttons along the bottom, at the smallest and a common window size, in both reading
directions, each notice keeps off every button drawn and off the other notices (the tables are
checked by tests/ui/test_every_table_layout.py, with their strip and targets)."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.ui.core import typeset
from cardtable.ui.core.widgets import controls_drawn
from cardtable.ui.scenes.chooser import ChooserScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.title import TitleScene

from .harness import make_app
from .test_every_table_layout import NOTICES


def drawn_with_notices(app) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
    """The controls of a frame with the notices up, and the notices' boxes."""
    draws: list[typeset.TextDraw] = []
    stop = typeset.listen(draws.append)
    try:
        app.draw()
        controls = controls_drawn()
    finally:
        stop()
    words = " ".join(NOTICES)
    boxes = {d.box.topleft: d.box for d in draws if d.box and len(d.text) > 10 and d.text in words}
    return controls, list(boxes.values())


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", [(800, 500), (1280, 800)])
@pytest.mark.parametrize("screen", ["title", "chooser", "setup"])
def test_a_notice_never_covers_a_button(tmp_path, screen, size, lang):
    app = make_app(tmp_path, size=size)
    app.set_language(lang)
    try:
        scenes = {"title": TitleScene, "chooser": ChooserScene}
        scene = scenes[screen](app) if screen in scenes else SetupScene(app, "polar")
        app.stack.reset(scene)
        app.stack.apply_pending()
        app.stack.resize(size)
        for text in NOTICES:
            app.notify(text)
        controls, notices = drawn_with_notices(app)
        assert len(notices) == 2 and controls
        window = pygame.Rect((0, 0), size)
        for box in notices:
            assert window.contains(box)
            assert box.collidelist(controls) < 0, (box, controls)
        assert not notices[0].colliderect(notices[1])
    finally:
        i18n.set_language("en")
