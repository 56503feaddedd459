"""The screens around the tables: the window after full screen, dialogs over dialogs, and the
title screen's words clear of its cards."""

from __future__ import annotations

import time

import pygame
import pytest

from cardtable import i18n, stats
from cardtable.engine.core import Outcome
from cardtable.engine.games import GAME_IDS
from cardtable.i18n import tr
from cardtable.match import MatchConfig, SeatConfig
from cardtable.ui import routes
from cardtable.ui.core import typeset
from cardtable.ui.headless import ai_config
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.table.hud import Hud, HudActions

from .harness import key, make_app, texts_drawn


def resized(app, size: tuple[int, int]) -> None:
    """The window becomes `size` (as a window manager does on entering full screen)."""
    app.window = pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.016)


def test_leaving_full_screen_gives_the_window_its_size_back(tmp_path):
    app = make_app(tmp_path, (1024, 640))
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    resized(app, (1920, 1080))  # the screen's size while full screen
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert app.window.get_size() == (1024, 640) == app.size
    assert app.settings.window_size == (1024, 640)
    resized(app, (900, 600))  # a person's resize afterwards is remembered
    assert app.settings.window_size == (900, 600)


def drawn_texts(app) -> list[str]:
    texts: list[str] = []
    stop = typeset.listen(lambda draw: texts.append(draw.text))
    try:
        app.draw(pygame.Surface(app.size))
    finally:
        stop()
    return texts


def test_settings_over_the_pause_menu_hides_it(tmp_path):
    app = make_app(tmp_path, (1280, 800))
    app.router.reset(routes.Play(ai_config("cuckoo", 3)))
    app.step([], 0.016)
    table = app.stack.top
    app.router.push(routes.Pause(table))
    app.step([], 0.016)
    assert {"Paused", "Resume"} <= set(drawn_texts(app))
    app.router.push(routes.Settings())
    app.step([], 0.016)
    shown = drawn_texts(app)
    assert "Settings" in shown and "Done" in shown
    assert "Paused" not in shown and "Resume" not in shown  # no box shows through another
    assert app.stack._visible() == [table, app.stack.top]  # the table, dimmed, and one box
    key(app, pygame.K_ESCAPE)  # Settings closes: the pause menu is back
    app.step([], 0.016)
    assert "Resume" in drawn_texts(app)


@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), (800, 500)])
@pytest.mark.parametrize("lang", ["en", "fa", "hi"])
def test_the_title_screens_words_and_menu_stay_clear_of_its_cards(tmp_path, lang, size):
    app = make_app(tmp_path, size)
    app.set_language(lang)
    app.router.reset(routes.Title())
    app.step([], 0.016)
    title = app.stack.top
    assert isinstance(title, TitleScene)
    for moment in (0.0, 1.3, 2.9):  # the cards sway
        title.began = time.perf_counter() - moment
        words: list[pygame.Rect] = []
        stop = typeset.listen(lambda draw, into=words: into.append(draw.rect))
        try:
            title.draw(pygame.Surface(size))
        finally:
            stop()
        assert len(title.fan) == 9
        for card in title.fan:
            assert card.collidelist(words) < 0, f"a card at {card} under words"
            assert card.collidelist([b.rect for b in title.ring.buttons]) < 0
        assert min(card.height for card in title.fan) >= 36


def around_the_tables() -> dict[str, list]:
    """The screens around the tables, each as the routes that open it."""
    screens = {
        "title": [routes.Title()],
        "chooser": [routes.Title(), routes.Chooser()],
        "settings": [routes.Title(), routes.Settings()],
        "statistics": [routes.Title(), routes.Stats()],
    }
    for game in GAME_IDS:
        screens[f"setup {game}"] = [routes.Title(), routes.Setup(game)]
    return screens


@pytest.mark.parametrize("size", [(1280, 800), (800, 500)])
@pytest.mark.parametrize("lang", ["en", "fa", "hi"])
def test_no_words_under_14_px_around_the_tables(tmp_path, lang, size):
    app = make_app(tmp_path, size)
    app.set_language(lang)
    level = SeatConfig("Bot", "normal")
    for index, outcome in enumerate([Outcome((0,), False, (3, 0)), Outcome((1,), False, (0, 3))]):
        config = MatchConfig("cuckoo", [SeatConfig("Ann"), level], {}, {}, index)
        stats.record_game(f"g{index}", config, outcome, 0.0, finished=10.0 + index)
    small = []
    for name, path in around_the_tables().items():
        app.router.reset(path[0])
        app.step([], 0.016)
        for route in path[1:]:
            app.router.push(route)
            app.step([], 0.016)
        draws: list[typeset.TextDraw] = []
        stop = typeset.listen(draws.append)
        try:
            app.stack.top.draw(pygame.Surface(size))  # the screen itself, not what it covers
        finally:
            stop()
        assert draws, name
        small += [f"{name}: {d.text[:30]!r} {d.px:.1f} px" for d in draws if d.px < 13.95]
    assert not small, "\n".join(small)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_a_long_status_line_takes_two_rows_of_readable_type(tmp_path, lang):
    """A hint too long for the top bar wraps into two rows of 14 px or more, between the title
    and the buttons, rather than shrinking to a tiny line."""

    app = make_app(tmp_path, size=(1280, 800))
    app.set_language(lang)
    try:
        nothing = lambda: None  # noqa: E731
        hud = Hud(app, "Quattro", HudActions(nothing, nothing, nothing, nothing))
        hud.build(app.size)
        line = tr("Hint: {reason}", reason="Pass: keep the virtual players for later windows. " * 3)
        surface = pygame.Surface(app.size)
        texts = texts_drawn(lambda: hud.draw(surface, line, True))
        drawn = [d for d in texts if not any(b.rect.contains(d.rect) for b in hud.buttons)]
        drawn = drawn[1:]  # the title first, then the status line's rows
        assert len(drawn) == 2, [d.text for d in drawn]
        bar = pygame.Rect(0, 0, 1280, hud.height)
        for text in drawn:
            assert text.px >= 14 and bar.contains(text.rect), (text.px, text.rect)
            assert not any(text.rect.colliderect(b.rect) for b in hud.buttons)
        assert not drawn[0].rect.colliderect(drawn[1].rect)
    finally:
        i18n.set_language("en")
