"""The application: one window, one scene stack, one frame loop.

The loop polls events at 60 Hz with a sleep and redraws only when something changed or moves,
so a table waiting for a person costs next to nothing. Errors in a scene never take the app
down: each is logged with its traceback (cardtable/applog.py) and shown as a short notice with
the log's path, and the app carries on. A scene that fails again within a few seconds is closed
and the title screen shown instead (a game in progress is autosaved at every move, so Resume
offers it); only a title screen that keeps failing stops the app.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Iterable
from pathlib import Path

import pygame

from ... import i18n
from ...applog import current_log, log_exception, logger, where_logged
from ...i18n import N_, ltr_text, tr
from ...paths import assets_dir
from ...storage import Settings, load_settings, save_settings
from ...text.labels import default_names
from .assets import Assets
from .router import Router
from .scene import Scene, SceneStack
from .sound import Sound
from .typeset import TextFont, missing_fonts
from .typeset import clear_caches as clear_text_caches
from .widgets import controls_drawn, draw_text, wrap

MIN_SIZE = (800, 500)
FPS = 60
IDLE_FPS = 30  # waiting for a person with nothing moving: input within 33 ms is plenty
REPEAT_WINDOW = 10.0  # seconds: a scene that fails twice within them is closed


class App:
    """The window, its scene stack and its router: the `Host` every scene is built over. The
    screens are registered by whoever opens the app (`ui.screens.register_all`)."""

    def __init__(
        self,
        size: tuple[int, int] | None = None,
        settings: Settings | None = None,
        remember: bool = True,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        if settings is None:
            settings, problems = load_settings()
        else:
            problems = []
        self.settings = settings
        self.remember = remember  # tests and headless tools leave the saved settings alone
        # What could not be used as asked (a catalogue, fonts, the theme): the person gets a
        # notice, and the headless commands that draw screens fail on it.
        self.fallbacks: list[str] = []
        if settings.language not in i18n.LANGUAGES:  # first run: the system's language
            settings.language = i18n.system_language()
        wanted = settings.language
        settings.language = i18n.set_language(settings.language, settings.digits)
        # settings problems are worded once the language is set
        self.notices: list[tuple[str, float]] = [(p.shown(), 12.0) for p in problems]
        self._note_language_problem(wanted)
        size = size or tuple(settings.window_size)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        pygame.display.set_caption(tr("Card Table"))
        _set_icon()
        flags = pygame.RESIZABLE
        self.window = pygame.display.set_mode(size, flags)
        self.windowed_size: tuple[int, int] = size  # what leaving full screen gives back
        if settings.fullscreen and os.environ.get("SDL_VIDEODRIVER") != "dummy":
            pygame.display.toggle_fullscreen()
        self.stack = SceneStack()
        self.router = Router(self, self.stack)
        self.running = True
        self.dirty = True
        self._fonts: dict[tuple[int, bool, str, str], TextFont] = {}
        missing = missing_fonts()
        if missing:
            self.fallbacks.append(f"fonts missing: {', '.join(map(str, missing))}")
            self.notify(tr("Some of the app's fonts are missing: text may not show correctly."))
        self.assets = Assets(settings.theme)
        self._note_theme_problem(settings.theme, self.assets.problem)
        self.sound = Sound(settings)
        self.last_error: str | None = None  # the last failure's traceback (tests, --smoke)
        self.exit_code = 0
        self.clock = 0.0  # seconds of frames run (what REPEAT_WINDOW is measured in)
        self._failed: tuple[Scene, float] | None = None  # the scene that failed last, and when

    # -- resources -------------------------------------------------------------------------------
    def font(self, size: int, bold: bool = False, family: str = "sans") -> TextFont:
        """A font for every script at `size` pixels, for the language being spoken."""
        key = (max(6, int(size)), bold, family, i18n.language())
        font = self._fonts.get(key)
        if font is None:
            font = self._fonts[key] = TextFont(key[0], bold, family, key[3])
        return font

    def set_language(self, language: str, digits: str | None = None) -> None:
        """Speak `language` at once: every scene lays itself out again in the new words."""
        if digits is not None:
            self.settings.digits = digits
        before = default_names()
        self.settings.language = i18n.set_language(language, self.settings.digits)
        self.stack.language_changed(
            {old: new for old, new in zip(before, default_names(), strict=True) if old != new}
        )
        self._note_language_problem(language)
        self._fonts.clear()
        clear_text_caches()
        pygame.display.set_caption(tr("Card Table"))
        self.stack.resize(self.size)
        self.dirty = True

    def use_theme(self, name: str) -> None:
        self._note_theme_problem(name, self.assets.use_theme(name))

    def _note_theme_problem(self, name: str, problem: str | None) -> None:
        if problem is None:
            return
        self.fallbacks.append(f"theme {name}: {problem}")
        self.notify(
            tr(
                "The theme {name} could not be used ({problem}); using Classic.",
                name=name,
                problem=problem,
            ),
            10,
        )

    def _note_language_problem(self, wanted: str) -> None:
        problem = i18n.language_problem()
        if problem is None:
            return
        logger.warning("the %s catalogue could not be used: %s", wanted, problem)
        self.fallbacks.append(f"language {wanted}: {problem}")
        self.notify(
            tr(
                "The {language} translation could not be read; using English.",
                language=i18n.LANGUAGE_NAMES.get(wanted, wanted),
            ),
            10,
        )

    @property
    def size(self) -> tuple[int, int]:
        return self.window.get_size()

    def notify(self, message: str, seconds: float = 5.0) -> None:
        """A short message at the bottom of the window (problems, confirmations)."""
        self.notices.append((message, seconds))
        self.dirty = True

    # -- the loop ------------------------------------------------------------------------------
    def run(self, first: Scene) -> int:
        self.stack.push(first)
        self.stack.apply_pending()
        self.stack.resize(self.size)
        clock = pygame.time.Clock()
        last = time.perf_counter()
        first_frame_exit = bool(os.environ.get("CARDTABLE_FIRST_FRAME_EXIT"))
        try:
            while self.running:
                now = time.perf_counter()
                dt = min(0.1, now - last)
                last = now
                self.step(pygame.event.get(), dt)
                if first_frame_exit:  # `cardtable bench ui` times the launch to the first frame
                    self.running = False
                clock.tick(self.frame_rate())
        except Exception as err:  # outside any scene (the display, the clock): cannot go on
            log_exception("the window failed", err)
            self._tell_console(f"cardtable: the window failed ({type(err).__name__}: {err})")
            self.exit_code = 1
        self.shutdown()
        return self.exit_code

    def frame_rate(self) -> int:
        """Frames a second for the next frame: fewer while nothing moves."""
        return FPS if self.dirty or self.stack.is_animating() else IDLE_FPS

    def step(self, events: Iterable[pygame.event.Event], dt: float) -> None:
        """One frame: input, update, draw (if needed), then stack changes. Tests call this."""
        self.clock += dt
        for event in events:
            self._handle(event)
        try:
            self.stack.update(dt)
        except Exception as err:  # a bug in a scene must not close the window on a person's game
            self._scene_failed("update", err)
        self._age_notices(dt)
        if self.dirty or self.stack.is_animating():
            self.draw()
            pygame.display.flip()
            self.dirty = False
        try:
            if self.stack.apply_pending():
                self.stack.resize(self.size)
                self.dirty = True
        except Exception as err:
            self._scene_failed("a change of screen", err)
        if not len(self.stack):
            self.running = False

    def draw(self, surface: pygame.Surface | None = None) -> None:
        surface = surface or self.window
        controls_drawn(forget=True)  # the notices keep off the controls of this frame
        try:
            self.stack.draw(surface)
        except Exception as err:
            surface.fill((20, 40, 30))
            self._scene_failed("draw", err)
        self._draw_notices(surface)

    def _handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self._resized()
            return
        if event.type in (
            pygame.WINDOWEXPOSED,
            pygame.WINDOWRESTORED,
            pygame.WINDOWSHOWN,
            pygame.WINDOWFOCUSGAINED,
        ):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        try:
            if self.stack.handle_event(event):
                self.dirty = True
        except Exception as err:
            self._scene_failed("an input event", err)

    def _resized(self) -> None:
        size = self.window.get_size()
        if size[0] < MIN_SIZE[0] or size[1] < MIN_SIZE[1]:
            size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)
        if not self.settings.fullscreen:
            self.settings.window_size = size
        self.stack.resize(size)
        self.dirty = True

    def toggle_fullscreen(self) -> None:
        """Full screen and back (F11): leaving it gives the window the size it had before,
        which SDL does not do for a resizable window."""
        leaving = self.settings.fullscreen
        if not leaving:
            self.windowed_size = self.window.get_size()
        self.settings.fullscreen = not leaving
        if os.environ.get("SDL_VIDEODRIVER") != "dummy":
            try:
                pygame.display.toggle_fullscreen()
            except pygame.error as err:
                self.notify(tr("Full screen is not available: {reason}", reason=str(err)))
        if leaving and self.window.get_size() != self.windowed_size:
            self.window = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        self._resized()
        self.save_settings()

    def save_settings(self) -> None:
        if not self.remember:
            return
        problem = save_settings(self.settings)
        if problem:
            self.notify(problem)

    def shutdown(self) -> None:
        for scene in reversed(self.stack.scenes):
            try:
                scene.exit()
            except Exception as err:
                log_exception(f"{type(scene).__name__} failed while closing", err)
        self.save_settings()
        self.sound.close()

    def quit(self) -> None:
        self.running = False

    # -- failures ------------------------------------------------------------------------------
    def _scene_failed(self, where: str, error: Exception) -> None:
        """Log the failure, tell the person, and close a scene that keeps failing."""
        scene = self.stack.top
        name = type(scene).__name__ if scene is not None else "no scene"
        log_exception(f"{name} failed in {where}", error)
        self.last_error = "".join(traceback.format_exception(error))
        self.dirty = True
        repeated = (
            scene is not None
            and self._failed is not None
            and self._failed[0] is scene
            and self.clock - self._failed[1] <= REPEAT_WINDOW
        )
        self._failed = (scene, self.clock) if scene is not None else None
        if not repeated:
            self._tell_failure(
                N_("Something went wrong; the game carries on. The details are in {path}"),
                N_("Something went wrong; the game carries on."),
                10,
            )
            return
        if self.router.home is None or self.router.is_home(scene):  # nowhere left to go back to
            logger.critical("the title screen keeps failing: the app stops")
            self._tell_console(
                f"cardtable: the title screen keeps failing; the details are in {where_logged()}"
            )
            self.exit_code = 1
            self.running = False
            return
        logger.warning("%s failed again: back to the title screen", name)
        for leftover in self.stack.abandon():
            log_exception("a screen failed while it was being closed", leftover)
        self._failed = None
        self.router.go_home()
        self.stack.apply_pending()  # at once: an empty stack would end the loop
        self.stack.resize(self.size)
        self._tell_failure(
            N_("That screen kept failing and was closed. The details are in {path}"),
            N_("That screen kept failing and was closed."),
            12,
        )

    def _tell_failure(self, logged: str, unlogged: str, seconds: float) -> None:
        """Tell the person what failed: `logged` names the log with the details (its {path}),
        `unlogged` is said when there is no log (both marked with N_)."""
        log = current_log()
        self.notify(tr(logged, path=ltr_text(str(log))) if log else tr(unlogged), seconds)

    @staticmethod
    def _tell_console(text: str) -> None:
        if sys.stderr is not None:  # a windowed bundle has no console
            print(text, file=sys.stderr)

    # -- notices -------------------------------------------------------------------------------

    def _age_notices(self, dt: float) -> None:
        if not self.notices:
            return
        aged = [(text, left - dt) for text, left in self.notices]
        self.notices = [(text, left) for text, left in aged if left > 0]
        if len(self.notices) != len(aged):
            self.dirty = True

    def _draw_notices(self, surface: pygame.Surface) -> None:
        """The newest three notices, each in the lowest free place (from the bottom middle, then
        its corners): never over a control drawn this frame or what the top scene keeps clear
        (a table's strip of the last move and the cards that can be played)."""
        if not self.notices:
            return
        width, height = surface.get_size()
        font = self.font(max(14, height // 45))
        line_h = font.get_linesize()
        limit = min(width - 64, 900)
        top = self.stack.top
        taken = [*controls_drawn(), *(top.notice_clear() if top is not None else ())]
        taken = [rect.inflate(8, 8) for rect in taken]
        for text, _ in reversed(self.notices[-3:]):
            lines = wrap(font, text, limit)[:3]  # a path makes a long notice: wrapped, not squeezed
            text_w = max(font.size(line)[0] for line in lines)
            box = pygame.Rect(0, 0, min(text_w, limit) + 24, line_h * len(lines) + 12)
            box = _notice_place(box, taken, surface.get_rect().inflate(-24, -24))
            taken.append(box.inflate(12, 12))
            pygame.draw.rect(surface, (30, 30, 34), box, border_radius=8)
            pygame.draw.rect(surface, (200, 170, 90), box, 1, border_radius=8)
            for index, line in enumerate(lines):
                draw_text(
                    surface,
                    font,
                    line,
                    (box.centerx, box.top + 6 + line_h * index + line_h // 2),
                    (255, 250, 235),
                    "center",
                    shadow=False,
                    max_width=limit,
                    box=box,
                )


def _notice_place(box: pygame.Rect, taken: list[pygame.Rect], area: pygame.Rect) -> pygame.Rect:
    """The lowest place in `area` for `box` that covers none of `taken`: at each height the
    middle first, then the two sides; the bottom middle when nowhere is free."""
    place = box.copy()
    for bottom in range(area.bottom, area.top + box.height - 1, -6):
        for x in (area.centerx - box.width // 2, area.right - box.width, area.left):
            place.bottomleft = (x, bottom)
            if place.collidelist(taken) < 0:
                return place
    place.midbottom = area.midbottom
    return place


def _set_icon() -> None:
    path = Path(assets_dir()) / "icons" / "cardtable-64.png"
    try:
        if path.is_file():
            pygame.display.set_icon(pygame.image.load(str(path)))
    except (pygame.error, OSError):
        pass  # a missing icon is not worth a word
