"""When something goes wrong: every unexpected exception lands in the log file with its
traceback, the person sees a short notice naming the log, and the app goes on; a screen that
keeps failing is closed and the title screen shown instead."""

from __future__ import annotations

import threading

import pygame
import pytest

from cardtable import applog, cli
from cardtable.ui.core import typeset as text
from cardtable.ui.core.scene import Scene
from cardtable.ui.scenes.title import TitleScene

from .harness import make_app


class Broken(Scene):
    """A scene with a bug in one of its methods."""

    def __init__(self, app, where: str) -> None:
        super().__init__(app)
        self.where = where
        self.exited = False

    def fail(self) -> None:
        raise RuntimeError(f"the {self.where} of a broken scene")

    def update(self, dt: float) -> None:
        if self.where == "update":
            self.fail()

    def draw(self, surface) -> None:
        surface.fill((40, 40, 40))
        if self.where == "draw":
            self.fail()

    def handle_event(self, event) -> bool:
        if self.where == "handle_event":
            self.fail()
        return True

    def exit(self) -> None:
        self.exited = True


@pytest.fixture
def logged(tmp_path):
    """An app whose log goes to tmp_path/logs, and the texts drawn on its window."""
    app = make_app(tmp_path)
    path = applog.start_logging("test")
    assert path == tmp_path / "logs" / "cardtable.log"
    drawn: list[str] = []
    stop = text.listen(lambda draw: drawn.append(draw.text))
    yield app, path, drawn
    stop()
    applog.stop_logging()


def log_text(path) -> str:
    for handler in applog.logger.handlers:
        handler.flush()
    return path.read_text(encoding="utf-8")


def show(app, scene) -> None:
    app.stack.reset(TitleScene(app))
    app.stack.push(scene)
    app.stack.apply_pending()


@pytest.mark.parametrize("where", ["update", "draw", "handle_event"])
def test_a_failing_scene_is_logged_shown_and_then_closed(logged, where):
    app, path, drawn = logged
    broken = Broken(app, where)
    show(app, broken)
    events = [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)]

    app.step(events, 0.1)  # the first failure: logged, a notice drawn, and the game goes on
    assert app.running and app.stack.top is broken
    log = log_text(path)
    assert "Broken failed in" in log and "Traceback (most recent call last)" in log
    assert f"RuntimeError: the {where} of a broken scene" in log
    notice = f"Something went wrong; the game carries on. The details are in {path}"
    assert notice in " ".join(drawn)  # wrapped over lines where it is long

    app.step(events, 0.1)  # again within seconds: the screen is closed, the title is shown
    app.step([], 0.1)
    assert app.running and isinstance(app.stack.top, TitleScene) and len(app.stack) == 1
    assert broken.exited
    closed = f"That screen kept failing and was closed. The details are in {path}"
    assert closed in " ".join(drawn)
    assert "Broken failed again: back to the title screen" in log_text(path)
    for _ in range(5):  # and the title runs on
        app.step([], 0.1)
    assert app.running and app.last_error is not None


def test_failures_far_apart_do_not_close_the_screen(logged):
    app, path, _ = logged
    broken = Broken(app, "handle_event")
    show(app, broken)
    press = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a", scancode=0)
    for _ in range(3):
        app.step([press], 0.1)
        for _ in range(120):  # 12 s of frames between two failures
            app.step([], 0.1)
    assert app.stack.top is broken and app.running
    assert log_text(path).count("RuntimeError: the handle_event of a broken scene") == 3


def test_a_real_table_that_cannot_draw_goes_back_to_the_title(logged, monkeypatch):
    from cardtable.ui.games.polar import PolarTable
    from cardtable.ui.headless import ai_config
    from cardtable.ui.screens import start_table

    app, path, _ = logged

    def broken(self, surface, obs):
        raise ZeroDivisionError("a layout divided by zero")

    monkeypatch.setattr(PolarTable, "draw_sections", broken)
    table = start_table(app, ai_config("polar", 3))
    show(app, table)
    for _ in range(3):
        app.step([], 0.05)
    assert app.running and isinstance(app.stack.top, TitleScene)
    assert "ZeroDivisionError: a layout divided by zero" in log_text(path)
    # the game was autosaved, so the title offers it again
    assert any(b.label.startswith("Resume Polar Pairs") for b in app.stack.top.ring.buttons)


def test_a_title_screen_that_keeps_failing_stops_the_app_with_exit_1(logged, monkeypatch):
    app, path, _ = logged

    def broken(self, dt):
        raise RuntimeError("the title cannot update")

    monkeypatch.setattr(TitleScene, "update", broken)
    app.router.go_home()  # the title as the app shows it: the screen of last resort
    app.stack.apply_pending()
    for _ in range(3):
        if app.running:
            app.step([], 0.1)
    assert not app.running and app.exit_code == 1
    assert "the title screen keeps failing: the app stops" in log_text(path)


def test_without_a_log_folder_the_notice_says_so_and_the_app_goes_on(tmp_path):
    blocked = tmp_path / "home"
    blocked.write_text("a file where the folder should be")
    app = make_app(blocked)
    assert applog.start_logging("test") is None
    show(app, Broken(app, "update"))
    app.step([], 0.1)
    assert app.running
    assert any(
        message == "Something went wrong; the game carries on." for message, _ in app.notices
    )


def test_a_command_that_fails_exits_1_with_a_short_message_and_logs_the_traceback(
    tmp_path, monkeypatch, capsys
):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))

    def broken(options):
        raise KeyError("no such statistic")

    monkeypatch.setattr(cli, "_stats", broken)
    try:
        assert cli.main(["stats"]) == 1
        err = capsys.readouterr().err
        path = tmp_path / "logs" / "cardtable.log"
        assert err.strip() == (
            "cardtable stats: unexpected error (KeyError: 'no such statistic'). "
            f"The details are in {path}"
        )
        log = log_text(path)
        assert "cardtable stats failed" in log and "Traceback" in log
        assert "KeyError: 'no such statistic'" in log and ": stats" in log  # the command line
    finally:
        applog.stop_logging()


@pytest.mark.filterwarnings("ignore::pytest.PytestUnhandledThreadExceptionWarning")
def test_an_uncaught_exception_in_another_thread_is_logged(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    path = applog.start_logging("test")
    try:

        def work():
            raise ValueError("lost in a thread")

        thread = threading.Thread(target=work, name="worker-7")
        thread.start()
        thread.join()
        log = log_text(path)
        assert "uncaught exception in thread worker-7" in log
        assert "ValueError: lost in a thread" in log
    finally:
        applog.stop_logging()


def test_the_log_rotates_instead_of_growing(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    path = applog.start_logging("test")
    try:
        line = "x" * 1000
        for _ in range(applog.MAX_BYTES * (applog.BACKUPS + 2) // 1000):
            applog.logger.info(line)
        files = sorted(p.name for p in path.parent.iterdir())
        assert files == ["cardtable.log"] + [f"cardtable.log.{n}" for n in (1, 2, 3)]
        assert all(p.stat().st_size <= applog.MAX_BYTES + 2000 for p in path.parent.iterdir())
    finally:
        applog.stop_logging()
