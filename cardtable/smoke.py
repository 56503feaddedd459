"""`cardtable --smoke`: a self-test of an installed copy or a bundle, with no window.

It starts the real App on SDL's dummy video and audio drivers, with the user data in a
temporary folder (unless $CARDTABLE_HOME is set), checks that the packaged themes, fonts and
sounds are there and load, then plays one short game of each of the four games between AI seats
through the real scenes (`start_table` → table → `ResultScene`), drawing frames as it goes.

One line per check is printed; the exit code is 0 when everything passed, 1 otherwise (with a
message saying what failed). Where a windowed bundle has no console (Windows), set
$CARDTABLE_SMOKE_LOG to a file to receive the same lines.
"""

from __future__ import annotations

import contextlib
import logging
import os
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import Any

from .applog import logger, start_logging, where_logged

# One short game per game: (game, seats, options, seed). Seeds are fixed so a failure repeats.
GAMES: tuple[tuple[str, int, dict[str, Any], int], ...] = (
    ("quattro", 2, {}, 7),
    ("cuckoo", 3, {"lives": 2}, 7),
    ("clash", 4, {"variant": "basic"}, 7),
    ("polar", 5, {"short": True}, 7),
)
AI_LEVEL = "easy"
FRAME_CAP = 60_000  # app.step calls per game
SECONDS_CAP = 120.0  # wall time per game
DT = 0.05  # simulated seconds per frame (animations are instant anyway)


class SmokeFailure(Exception):
    pass


class _Log:
    def __init__(self) -> None:
        self.file = None
        path = os.environ.get("CARDTABLE_SMOKE_LOG")
        if path:
            try:
                self.file = open(path, "w", encoding="utf-8")  # noqa: SIM115
            except OSError as err:
                self.line(f"smoke: cannot write the log {path}: {err}", error=True)

    def line(self, text: str, error: bool = False) -> None:
        logger.log(logging.ERROR if error else logging.INFO, "%s", text)
        stream = sys.stderr if error else sys.stdout
        if stream is not None:  # a windowed Windows bundle has neither
            with contextlib.suppress(OSError, ValueError):
                print(text, file=stream, flush=True)
        if self.file is not None:
            self.file.write(text + "\n")
            self.file.flush()

    def close(self) -> None:
        if self.file is not None:
            self.file.close()


def run_smoke() -> int:
    """Run the smoke test; returns the process exit code (0 passed, 1 failed)."""
    start_logging("--smoke")  # the person's log folder, before the user data moves away
    log = _Log()
    began = time.perf_counter()
    # headless whatever the machine has: no window flashes up, no sound is heard
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.pop("CARDTABLE_FIRST_FRAME_EXIT", None)
    temporary: str | None = None
    if not os.environ.get("CARDTABLE_HOME"):
        temporary = tempfile.mkdtemp(prefix="cardtable-smoke-")
        os.environ["CARDTABLE_HOME"] = temporary
    failures = 0
    try:
        frozen = "bundle" if getattr(sys, "frozen", False) else "source"
        try:
            app = _make_app()
            from .paths import data_root

            log.line(
                f"smoke start: {frozen}, Python {sys.version.split()[0]}, "
                f"data {data_root()}, user data {os.environ['CARDTABLE_HOME']}, "
                f"log {where_logged()}"
            )
            log.line(_check_assets(app))
        except Exception as err:
            log.line(f"smoke FAILED before the games: {_describe(err)}", error=True)
            return 1
        for game, seats, options, seed in GAMES:
            try:
                log.line(_play(app, game, seats, options, seed))
            except Exception as err:
                failures += 1
                log.line(f"smoke {game}: FAILED {_describe(err)}", error=True)
        closed = True
        try:
            app.shutdown()
        except Exception as err:
            closed = False
            log.line(f"smoke FAILED at shutdown: {_describe(err)}", error=True)
        total = time.perf_counter() - began
        if failures or not closed:
            log.line(f"smoke FAILED: {failures} of {len(GAMES)} games ({total:.1f} s)", error=True)
            return 1
        log.line(f"smoke passed: {len(GAMES)} games in {total:.1f} s")
        return 0
    finally:
        log.close()
        if temporary is not None:
            shutil.rmtree(temporary, ignore_errors=True)
            os.environ.pop("CARDTABLE_HOME", None)


def _describe(err: BaseException) -> str:
    if isinstance(err, SmokeFailure):
        return str(err)
    return "".join(traceback.format_exception(type(err), err, err.__traceback__)).rstrip()


def _make_app():
    from .storage import Settings
    from .ui.core.app import App
    from .ui.screens import register_all

    settings = Settings()
    settings.animation_speed = "instant"
    app = App((1280, 800), settings, remember=False)
    register_all(app.router)
    return app


def _check_assets(app) -> str:
    """Every packaged theme validates, its fonts open and its sound cues decode, the app's own
    fonts are there and every language's catalogue loads."""
    import pygame

    from . import i18n
    from .paths import assets_dir
    from .themes import CUES, available_themes, load_theme
    from .ui.core.typeset import missing_fonts

    icon = assets_dir() / "icons" / "cardtable-64.png"
    if not icon.is_file():
        raise SmokeFailure(f"the window icon {icon} is missing")
    pygame.image.load(str(icon))
    missing = missing_fonts()
    if missing:
        raise SmokeFailure(f"the app's fonts are missing: {', '.join(map(str, missing))}")
    languages = [lang for lang in i18n.LANGUAGES if lang != "en"]
    for lang in languages:
        try:
            translations = i18n.load_translations(lang)
        except Exception as err:
            raise SmokeFailure(f"the {lang} catalogue cannot be read: {err}") from None
        if translations.gettext("Card Table") == "Card Table":
            raise SmokeFailure(f"the {lang} catalogue does not translate the app's name")
    themes = [info for info in available_themes() if info.builtin]
    if not themes:
        raise SmokeFailure("no packaged theme found")
    fonts = sounds = 0
    for info in themes:
        loaded = load_theme(info.id)
        if loaded.problems:
            raise SmokeFailure(f"theme {info.id}: {loaded.problems[0]}")
        theme = loaded.theme
        for key, path in theme.fonts:
            if path is None:  # pygame's built-in font, inside pygame itself
                continue
            if not Path(path).is_file():
                raise SmokeFailure(f"theme {info.id}: font {key} ({path}) is missing")
            pygame.font.Font(str(path), 16)
            fonts += 1
        for cue in CUES:
            path = theme.sound(cue)
            if path is None:
                continue
            if not Path(path).is_file():
                raise SmokeFailure(f"theme {info.id}: sound {cue} ({path}) is missing")
            if app.sound.available:
                pygame.mixer.Sound(str(path))
            sounds += 1
    return (
        f"smoke assets: ok ({len(themes)} themes, {fonts} fonts, {sounds} sounds, "
        f"catalogues {', '.join(languages)}, "
        f"audio {'on' if app.sound.available else 'unavailable'})"
    )


def _play(app, game: str, seats: int, options: dict[str, Any], seed: int) -> str:
    import pygame

    from .engine.games import get_spec
    from .match import MatchConfig, SeatConfig
    from .saves import replays_dir
    from .text.labels import AI_NAMES
    from .ui import routes
    from .ui.screens import start_table

    spec = get_spec(game)
    config = MatchConfig(
        game,
        [SeatConfig(AI_NAMES[i % len(AI_NAMES)], AI_LEVEL) for i in range(seats)],
        {**spec.option_defaults(), **options},
        {},
        seed,
    )
    app.last_error = None
    began = time.perf_counter()
    table = start_table(app, config)
    app.stack.reset(table)
    app.stack.apply_pending()  # the previous game's result leaves the stack now
    app.stack.resize(app.size)
    app.dirty = True
    if app.stack.top is not table:
        raise SmokeFailure(f"the {spec.title} table is not on top of the scene stack")
    frames = 0
    drawn = [0]
    original_draw = app.draw

    def counting_draw(surface=None) -> None:
        drawn[0] += 1
        original_draw(surface)

    app.draw = counting_draw
    try:
        colours = 0
        while not isinstance(app.router.route_of(app.stack.top), routes.Result):
            if frames >= FRAME_CAP or time.perf_counter() - began > SECONDS_CAP:
                raise SmokeFailure(
                    f"no result after {frames} frames and {time.perf_counter() - began:.0f} s "
                    f"({len(table.match.actions)} moves)"
                )
            app.step(pygame.event.get(), DT)
            frames += 1
            _raise_on_error(app, game)
            if frames == 2:  # the table as dealt: card art and text must be on the screen
                colours = _colours(app.window)
                if colours < 8:
                    raise SmokeFailure(f"the table drew only {colours} colours: blank?")
            time.sleep(0)  # let the AI's thread run
        for _ in range(3):  # the result over the table
            app.dirty = True
            app.step(pygame.event.get(), DT)
            frames += 1
        _raise_on_error(app, game)
    finally:
        app.draw = original_draw
    match = table.match
    if not match.is_over():
        raise SmokeFailure("the result is shown but the match is not over")
    if table.recorder is not None and table.recorder.problem:
        raise SmokeFailure(f"saving failed: {table.recorder.problem}")
    replay = replays_dir() / f"{table.recorder.game_id}.yaml" if table.recorder else None
    if replay is None or not replay.is_file():
        raise SmokeFailure(f"the finished game was not kept as a replay in {replays_dir()}")
    outcome = match.state.outcome()
    winners = ", ".join(match.seats[s].name for s in outcome.winners) if outcome else "?"
    headline = app.stack.top.headline()
    seconds = time.perf_counter() - began
    return (
        f"smoke {game}: ok ({spec.title}, {seats} AI seats, {len(match.actions)} moves, "
        f"{drawn[0]} frames drawn of {frames}, {colours} colours, {seconds:.1f} s; "
        f"{headline or winners})"
    )


def _raise_on_error(app, game: str) -> None:
    if app.last_error is not None:
        raise SmokeFailure(f"a scene failed in {game}:\n{app.last_error.rstrip()}")


def _colours(surface) -> int:
    import pygame

    small = pygame.transform.scale(surface, (64, 40))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(40)})
