"""Headless tools for tests and reviews: `cardtable screenshot`, `cardtable rules` and
`cardtable bench ui`.

pygame and the app are imported inside the functions on purpose: SDL's dummy drivers must be
chosen (`_headless_env`) before pygame loads, and the CLI imports this module only for these
commands."""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

from ..engine.games import get_spec


def _headless_env() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


class FellBack(Exception):
    """A screen for review would not show what was asked: a catalogue, the fonts or the theme
    could not be used, and the app fell back (English, pygame's font, the plain cards)."""

    def __init__(self, problems: list[str]) -> None:
        self.problems = list(problems)
        super().__init__("; ".join(self.problems))


def _review_app(size: tuple[int, int], settings):
    """An App for a review screenshot: FellBack if anything fell back."""
    from .core.app import App
    from .screens import register_all

    app = App(size, settings, remember=False)
    if app.fallbacks:
        raise FellBack(app.fallbacks)
    register_all(app.router)
    return app


def _use_named_theme(app, theme: str) -> None:
    """Draw with `theme`, an installed theme's id or name or a path (FellBack if unusable)."""
    from ..themes import load_theme

    problem = app.assets.use(load_theme(theme))
    if problem is not None:
        raise FellBack([f"theme {theme}: {problem}"])


def ai_config(game: str, seed: int, seats: int | None = None, level: str = "easy"):
    from ..match import MatchConfig, SeatConfig
    from ..text.labels import ai_names

    spec = get_spec(game)
    count = seats or spec.default_seats
    names = ai_names()
    people = [SeatConfig(names[i % len(names)], level) for i in range(count)]
    return MatchConfig(game, people, spec.option_defaults(), {}, seed)


def play_ai_actions(
    game: str, seed: int, count: int, seats: int | None = None, person: bool = False
):
    """A match between easy AI seats after `count` actions (or its end). `person`: seat 0 is a
    person (its moves are chosen by the same AI here), and play goes on until it may move."""
    from ..ai.agents import make_agent
    from ..match import HUMAN, Match, SeatConfig

    config = ai_config(game, seed, seats)
    if person:
        config.seats[0] = SeatConfig(config.seats[0].name, HUMAN)
    match = Match(config)
    agents = [make_agent("easy", game) for _ in match.seats]
    while not match.is_over() and (
        len(match.actions) < count or (person and 0 not in match.acting())
    ):
        seat = match.acting()[0]
        action = agents[seat].choose(
            match.view(seat), match.state.legal_actions(seat), match.agent_rng(seat)
        )
        match.apply(seat, action)
    return match


SHOWN = ("log", "hint", "result")  # what `cardtable screenshot --show` can open over the table


def screenshot(
    game: str,
    seed: int,
    after: int,
    size: tuple[int, int],
    out: str,
    theme: str | None = None,
    lang: str | None = None,
    show: str | None = None,
) -> Path:
    """Render the table as seat 0 sees it after `after` actions of a game between AI seats
    (FellBack when the language, the fonts or the theme could not be used). `show`: with the
    log open, with the hint seat 0 (then a person) asked for, or with the result (the game
    played to its end first)."""
    _headless_env()
    import pygame

    from ..storage import Settings
    from . import routes
    from .games import open_table

    settings = Settings()
    if lang:
        settings.language = lang
    app = _review_app(size, settings)
    if theme:  # the command line may name a theme's file (the app's setting names only ids)
        _use_named_theme(app, theme)
    until = 10**9 if show == "result" else after
    match = play_ai_actions(game, seed, until, person=show == "hint")
    scene = open_table(app, match)
    app.stack.reset(scene)
    app.stack.apply_pending()
    scene.at_rest()  # as after the last animation
    if show == "hint":
        _wait_for_hint(app, scene)
    elif show == "log":
        app.router.push(routes.Log(match, scene.viewer))
    elif show == "result":
        app.router.push(routes.Result(scene))
    app.stack.apply_pending()
    app.draw()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(path))
    return path


def _wait_for_hint(app, scene, seconds: float = 60.0) -> None:
    """Ask the hint and let the table run until it is shown (the AI's moves at rest)."""
    deadline = time.perf_counter() + seconds
    while not scene.may_act() and time.perf_counter() < deadline:
        scene.at_rest()
        app.step([], 1 / 60)
    scene.ask_hint()
    while scene.hint_pending and time.perf_counter() < deadline:
        app.step([], 1 / 60)
        time.sleep(0.01)
    app.step([], 1 / 60)  # the answer is taken on the table's next frame
    scene.at_rest()


class NoSuchMove(Exception):
    """`--at K` outside the replay's moves."""


def replay_screenshot(
    file: str, at: int, size: tuple[int, int], out: str, lang: str | None = None
) -> Path:
    """Render the replay viewer of `file` standing after its first `at` moves, at rest
    (ScenarioError for a file that cannot be used, NoSuchMove for `at` outside the game)."""
    _headless_env()
    import pygame

    from ..engine.scenario import load
    from ..storage import Settings
    from . import routes

    scenario = load(file)  # the safe loader: a hostile file is a ScenarioError
    settings = Settings()
    if lang:
        settings.language = lang
    app = _review_app(size, settings)
    viewer = app.router.scene(routes.ReplayOf(Path(file), scenario))
    total = viewer.total
    if not 0 <= at <= total:
        raise NoSuchMove(f"--at {at}: {file} has moves 0 to {total}")
    app.stack.reset(viewer)
    app.stack.apply_pending()
    viewer.seek(at)  # at rest there, the move that led there said
    app.step([], 0.2)  # the saying fades in
    app.draw()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(path))
    return path


def rules_screenshot(
    game: str,
    size: tuple[int, int],
    out: str,
    lang: str | None = None,
    scroll: int = 0,
) -> Path:
    """Render the in-game rules page of `game` (over its table at the start), as a reader of
    `lang` sees it (None: the system's language); FellBack when the language, the fonts or the
    theme could not be used."""
    _headless_env()
    import pygame

    from ..storage import Settings
    from . import routes
    from .games import open_table

    settings = Settings()
    if lang:
        settings.language = lang
    app = _review_app(size, settings)
    table = open_table(app, play_ai_actions(game, 0, 0))
    app.stack.reset(table)
    app.stack.apply_pending()
    table.at_rest()
    page = app.router.scene(routes.Rules(game))
    app.stack.push(page)
    app.stack.apply_pending()
    page.scroll = max(0, min(page.max_scroll(), scroll))
    app.draw()
    path = Path(out)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.window, str(path))
    return path


def bench_ui(game: str = "polar", seats: int = 6, frames: int = 240) -> dict[str, float]:
    """Frame-drawing cost at 1920×1080 during a full deal, launch time and memory."""
    _headless_env()
    import pygame

    from ..storage import Settings
    from .core.app import App
    from .games import open_table
    from .screens import register_all

    settings = Settings()
    app = App((1920, 1080), settings, remember=False)
    register_all(app.router)
    # a bare fill-and-flip frame, for comparison
    bare = []
    for _ in range(frames):
        began = time.perf_counter()
        app.window.fill((20, 60, 40))
        pygame.display.flip()
        bare.append((time.perf_counter() - began) * 1000)
    # the busiest animation: the opening deal, every card moving
    from ..match import Match

    scene = open_table(app, Match(ai_config(game, 1, seats)))
    app.stack.reset(scene)
    app.stack.apply_pending()
    app.stack.resize(app.size)
    # only the timeline runs below (no update()), so no AI turn starts during the measurement
    drawing = []
    drawing_cpu = []  # this thread's CPU time: the same work, without other processes' share
    warm = 5
    for index in range(frames):
        scene.advance_animation(1 / 60)
        began = time.perf_counter()
        began_cpu = time.thread_time()
        app.draw()
        pygame.display.flip()
        if index >= warm:
            drawing.append((time.perf_counter() - began) * 1000)
            drawing_cpu.append((time.thread_time() - began_cpu) * 1000)
        if not scene.busy and index > warm + 30:
            break
    memory_before = _rss_mb()
    for spec_id in ("cuckoo", "quattro", "clash", "polar"):  # every deck rasterised
        for height in (90, 120, 160, 220):
            app.assets.art.preload(spec_id, height)
    report = {
        "frame_ms_median": statistics.median(drawing),
        "frame_ms_p99": _percentile(drawing, 99),
        "frame_cpu_ms_median": statistics.median(drawing_cpu),
        "frame_cpu_ms_p99": _percentile(drawing_cpu, 99),
        "frames": len(drawing),
        "bare_ms_median": statistics.median(bare),
        "rss_mb_table": memory_before,
        "rss_mb_all_decks": _rss_mb(),
        "launch_s": launch_time(),
    }
    return report


def table_frames(game: str = "polar", seats: int = 6) -> Callable[[], None]:
    """A function that draws one frame of a table at 1920×1080 (the opening deal's animation,
    then the table at rest), for `cardtable bench ai --table`: the load the AI shares the
    interpreter with in the app."""
    _headless_env()
    import pygame

    from ..match import Match
    from ..storage import Settings
    from .core.app import App
    from .games import open_table
    from .screens import register_all

    app = App((1920, 1080), Settings(), remember=False)
    register_all(app.router)
    scene = open_table(app, Match(ai_config(game, 1, seats)))
    app.stack.reset(scene)
    app.stack.apply_pending()
    app.stack.resize(app.size)

    def frame() -> None:
        scene.advance_animation(1 / 60)
        app.draw()
        pygame.display.flip()

    return frame


def launch_command() -> list[str]:
    """How this copy of Card Table is started: in a bundle, `sys.executable` is the bundle's
    own program (it takes the same arguments as `cardtable`); otherwise this Python, `-m`."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "cardtable"]


class LaunchFailed(RuntimeError):
    pass


def launch_time(repeats: int = 3) -> float:
    """Seconds from process start to the first drawn frame (best of `repeats`); LaunchFailed
    when the program does not get there, so no time is ever reported for a launch that failed."""
    from ..paths import user_cache_dir

    best = float("inf")
    env = dict(os.environ, CARDTABLE_FIRST_FRAME_EXIT="1")
    env.setdefault("CARDTABLE_HOME", str(user_cache_dir() / "bench-home"))
    command = launch_command()
    for _ in range(repeats):
        began = time.perf_counter()
        done = subprocess.run(
            command,
            env=env,
            check=False,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=60,
        )
        took = time.perf_counter() - began
        if done.returncode != 0:
            reason = done.stderr.decode("utf-8", "replace").strip().splitlines()[-1:] or [""]
            raise LaunchFailed(
                f"{' '.join(command)} exited {done.returncode} before its first frame: {reason[0]}"
            )
        best = min(best, took)
    return best


def idle_cpu(seconds: float = 10.0) -> float:
    """Percent of one core used while a table waits for a person (nothing animating)."""
    _headless_env()
    from ..match import Match, MatchConfig, SeatConfig
    from ..storage import Settings
    from .core.app import App
    from .games import open_table
    from .screens import register_all

    settings = Settings()
    settings.animation_speed = "instant"
    app = App((1280, 800), settings, remember=False)
    register_all(app.router)
    config = MatchConfig("cuckoo", [SeatConfig("You"), SeatConfig("Ann", "easy")], {}, {}, 3)
    scene = open_table(app, Match(config))
    # wait until it is the person's turn and everything has settled
    app.stack.reset(scene)
    deadline = time.perf_counter() + 30
    while not (scene.may_act() and scene.settled) and time.perf_counter() < deadline:
        app.step(pygame_events(), 1 / 60)
        time.sleep(1 / 60)
    import pygame

    clock = pygame.time.Clock()
    settle = time.perf_counter() + 2.0  # the first frames at this size rasterise the cards
    while time.perf_counter() < settle:
        app.step(pygame.event.get(), 1 / 60)
        clock.tick(60)
    cpu = time.process_time()
    wall = time.perf_counter()
    end = wall + seconds
    while time.perf_counter() < end:  # the app's own loop (App.run)
        app.step(pygame.event.get(), 1 / 60)
        clock.tick(app.frame_rate())
    return 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)


def pygame_events() -> list:
    import pygame

    return pygame.event.get()


def _percentile(values: list[float], pct: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(pct / 100 * (len(ordered) - 1))))
    return ordered[index]


def _rss_mb() -> float:
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")
