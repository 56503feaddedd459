"""Every screen in every language, at the default window size and at 1024×640: every text drawn
fits its box and the window, and none had to be squeezed below 70% to fit. In Hindi and
Persian no English word is left on screen. Switching the language in Settings changes the
words at once."""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, replace

import pygame
import pytest

from cardtable import i18n
from cardtable.ai.agents import make_agent
from cardtable.engine.games import GAME_IDS, get_spec
from cardtable.match import HUMAN, Match, MatchConfig, SeatConfig
from cardtable.storage import Settings
from cardtable.ui import routes
from cardtable.ui.core import typeset as text_module
from cardtable.ui.core.app import App
from cardtable.ui.scenes.chooser import ChooserScene
from cardtable.ui.scenes.curtain import CurtainScene
from cardtable.ui.scenes.log import LogScene
from cardtable.ui.scenes.pause import PauseScene
from cardtable.ui.scenes.replays import ReplayListScene
from cardtable.ui.scenes.result import ResultScene
from cardtable.ui.scenes.rules import RulesScene
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.stats import StatsScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.screens import register_all, start_table
from tests.ui.harness import texts_drawn

LANGS = ("en", "hi", "fa")
SIZES = ((1280, 800), (1024, 640))
MIN_SCALE = 0.7
# Latin words a Hindi or Persian screen may show: key names, the AI abbreviation (Hindi), the
# letter of the wild card
ALLOWED_LATIN = {"Tab", "Enter", "Esc", "AI", "F1", "You", "Astrid"}  # and the test's player names


# -- games to show (played once, language-independent) ---------------------------------------
@dataclass
class Played:
    config: MatchConfig
    actions: list[tuple[int, str]]


def _play(game: str, seed: int, stop: Callable[[Match], bool]) -> Played:
    """Seat 0 is a person (played here by an easy agent), the others easy AI."""
    spec = get_spec(game)
    seats = [SeatConfig("You", HUMAN)] + [
        SeatConfig(f"AI {i}", "easy") for i in range(1, spec.default_seats)
    ]
    config = MatchConfig(game, seats, spec.option_defaults(), {}, seed)
    match = Match(config)
    agents = [make_agent("easy", game) for _ in seats]
    while not match.is_over() and not stop(match):
        seat = match.acting()[0]
        action = agents[seat].choose(
            match.view(seat), match.state.legal_actions(seat), match.agent_rng(seat)
        )
        match.apply(seat, action)
    return Played(config, list(match.actions))


def _at_persons_turn(after: int) -> Callable[[Match], bool]:
    return lambda m: len(m.actions) >= after and 0 in m.acting_humans()


@pytest.fixture(scope="module")
def played() -> dict[str, dict[str, Played]]:
    middle = {"cuckoo": 6, "quattro": 12, "clash": 9, "polar": 9}
    return {
        game: {
            "middle": _play(game, 11, _at_persons_turn(middle[game])),
            "end": _play(game, 12, lambda m: False),
        }
        for game in GAME_IDS
    }


# -- the app ----------------------------------------------------------------------------------
def make_app(home, lang: str, size: tuple[int, int]) -> App:
    os.environ["CARDTABLE_HOME"] = str(home)
    settings = Settings()
    settings.language = lang
    settings.animation_speed = "instant"
    settings.reduced_motion = True
    app = App(size, settings, remember=False)
    register_all(app.router)
    return app


def show(app: App, *scenes) -> None:
    app.stack.reset(scenes[0])
    for scene in scenes[1:]:
        app.stack.push(scene)
    app.stack.apply_pending()
    app.stack.resize(app.size)
    for scene in app.stack.scenes:
        at_rest = getattr(scene, "at_rest", None)  # a table: as after its last animation
        if at_rest is not None:
            at_rest()


def table_for(app: App, game: Played):
    return start_table(app, game.config, game.actions, record=False)


HELD: list = []  # a game "another window" plays while the title lists it


def unfinished_games(played) -> list:
    """Unfinished games of three games, one of them held as if by another copy of the app."""
    from cardtable.saves import Recorder, claim

    for game in ("cuckoo", "polar", "quattro"):
        middle = played[game]["middle"]
        recorder = Recorder(Match(middle.config, middle.actions))
        recorder.close()
        if game == "quattro":
            HELD.append(claim(recorder.game_id))
    return []


def ask_replace(app: App, played):
    from cardtable.saves import SavedGame
    from cardtable.ui.scenes.ask import ReplaceUnfinishedScene

    middle = played["polar"]["middle"]
    saved = SavedGame(middle.config, middle.actions, "x", 0.0, None, saved_at=time.time())
    return ReplaceUnfinishedScene(app, saved, lambda: None, lambda: None)


def ask_restart(app: App, table):
    """The pause menu's question before a restart, as the router opens it."""
    return app.router.scene(PauseScene(app, table).restart_question())


def screens(app: App, played, home) -> list[tuple[str, Callable[[], list]]]:
    """(name, build) for every screen; build returns the scenes of the stack, bottom first."""
    from cardtable.saves import Recorder

    # finished games: a replay and statistics for each game, kept as a finished table keeps them
    for game, runs in played.items():
        end = runs["end"]
        Recorder(Match(end.config, end.actions), f"test-{game}", time.time() - 60)

    def table(game):
        return table_for(app, played[game]["middle"])

    def result(game):
        t = table_for(app, played[game]["end"])
        return [t, ResultScene(app, t)]

    def replay(game):
        from cardtable.saves import replays_dir

        viewer = app.router.scene(routes.ReplayOf(replays_dir() / f"test-{game}.yaml"))
        return [TitleScene(app), viewer]

    items: list[tuple[str, Callable[[], list]]] = [
        ("title", lambda: [TitleScene(app)]),
        ("chooser", lambda: [ChooserScene(app)]),
        ("settings", lambda: [TitleScene(app), SettingsScene(app)]),
        ("stats", lambda: [StatsScene(app, "cuckoo")]),
        ("replays", lambda: [ReplayListScene(app)]),
        ("pause", lambda: [t := table("cuckoo"), PauseScene(app, t)]),
        ("curtain", lambda: [CurtainScene(app, "Astrid", lambda: None)]),
    ]
    items += [
        ("title-unfinished", lambda: [*unfinished_games(played), TitleScene(app)]),
        ("ask-replace", lambda: [SetupScene(app, "polar"), ask_replace(app, played)]),
        ("ask-restart", lambda: [t := table("cuckoo"), ask_restart(app, t)]),
    ]
    for game in GAME_IDS:
        items += [
            (f"setup-{game}", lambda g=game: [SetupScene(app, g)]),
            (f"rules-{game}", lambda g=game: [table(g), RulesScene(app, g)]),
            (f"table-{game}", lambda g=game: [table(g)]),
            (f"log-{game}", lambda g=game: [t := table(g), LogScene(app, t.match, t.viewer)]),
            (f"result-{game}", lambda g=game: result(g)),
            (f"replay-{game}", lambda g=game: replay(g)),
        ]
    return items


# -- the checks -------------------------------------------------------------------------------
def problems_of(draws, lang: str, window: pygame.Rect) -> list[str]:
    found = []
    for draw in draws:
        label = f"{draw.text[:50]!r}"
        if not window.inflate(2, 2).contains(draw.rect):
            found.append(f"outside the window {draw.rect}: {label}")
        if draw.box is not None and not draw.box.inflate(4, 4).contains(draw.rect):
            found.append(f"outside its box {draw.box} at {draw.rect}: {label}")
        if draw.scale < MIN_SCALE:
            found.append(f"squeezed to {draw.scale:.0%}: {label}")
        if lang != "en":
            english = [
                w
                for w in re.findall(r"[A-Za-z]{3,}", draw.text)
                if w not in ALLOWED_LATIN and not w.startswith("AI")
            ]
            if english:
                found.append(f"English words {english}: {label}")
    return found


def overlaps(draws) -> list[str]:
    """Texts of one scene that run into each other (a quarter of the smaller one covered)."""
    found = []
    for i, a in enumerate(draws):
        for b in draws[i + 1 :]:
            common = a.rect.clip(b.rect)
            smaller = min(a.rect.w * a.rect.h, b.rect.w * b.rect.h)
            if smaller and common.w * common.h > smaller / 4:
                found.append(f"{a.text[:30]!r} overlaps {b.text[:30]!r}")
    return found


def check_page(scene, problems: list[str]) -> None:
    """A text page: every wrapped line (not only those on screen) fits the page."""
    width = scene.box.width - 60
    for line, heading in scene.lines:
        font = scene.bold if heading else scene.font
        if font.size(line)[0] > width:
            problems.append(f"a wrapped line is {font.size(line)[0]} > {width}: {line[:40]!r}")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGS)
def test_every_screen_fits_in_every_language(tmp_path, played, lang, size):
    app = make_app(tmp_path, lang, size)
    draws: list[text_module.TextDraw] = []
    stop = text_module.listen(draws.append)
    report: list[str] = []
    try:
        for name, build in screens(app, played, tmp_path):
            scenes = build()
            show(app, *scenes)
            problems = []
            all_draws = []
            for scene in app.stack._visible():  # scene by scene: an overlay covers what it dims
                draws.clear()
                scene.draw(app.window)
                problems += overlaps(draws)
                all_draws += draws
            draws[:] = all_draws
            problems += problems_of(draws, lang, app.window.get_rect())
            top = app.stack.top
            if isinstance(top, (RulesScene, LogScene)):
                check_page(top, problems)
            if isinstance(top, ResultScene):
                shown = {d.text for d in draws}
                cut = [line for line in top.details() if line not in shown]
                problems += [f"a result line is cut: {line[:40]!r}" for line in cut]
            if not draws:
                problems.append("nothing was drawn")
            report += [f"{name}: {p}" for p in problems]
    finally:
        stop()
    assert not report, f"{lang} {size}:\n" + "\n".join(report[:40])


def test_switching_the_language_in_settings_changes_the_words_at_once(tmp_path):
    app = make_app(tmp_path, "en", (1280, 800))
    title = TitleScene(app)
    settings = SettingsScene(app)
    show(app, title, settings)
    assert title.title() == "Card Table"
    assert title.ring.buttons[0].label == "Play"
    language = next(b for b in settings.ring.buttons if b.label.startswith("Language"))
    language.on_press()  # English → Hindi
    app.step([], 0.02)
    assert app.settings.language == "hi" and i18n.language() == "hi"
    assert title.title() == "ताश की मेज़"
    assert title.ring.buttons[0].label == "खेलें"  # laid out again, in the new words
    assert settings.ring.buttons[0].label == "भाषा: हिन्दी"
    settings.ring.buttons[0].on_press()  # Hindi → Persian
    assert i18n.is_rtl() and title.title() == "میز ورق"
    assert pygame.display.get_caption()[0] == "میز ورق"
    assert any(d.text == "میز ورق" for d in texts_drawn(app.draw))
    settings.ring.buttons[0].on_press()  # and back to English
    assert title.title() == "Card Table"
    assert not any(b.label.startswith("Digits") for b in settings.ring.buttons)  # one set


def test_the_digits_setting_switches_hindi_to_devanagari_digits_and_back(tmp_path):
    app = make_app(tmp_path, "hi", (1280, 800))
    settings = SettingsScene(app)
    show(app, TitleScene(app), settings)
    digits = settings.ring.buttons[1]
    assert digits.label == "अंक: भाषा के चलन से (0123)"
    digits.on_press()
    assert app.settings.digits == "native"
    assert settings.ring.buttons[1].label == "अंक: देवनागरी (०१२३)"
    assert i18n.tr("Seat {number}", number=3) == "सीट ३"
    settings.ring.buttons[1].on_press()
    assert settings.ring.buttons[1].label == "अंक: अंतरराष्ट्रीय (0123)"
    assert i18n.tr("Seat {number}", number=3) == "सीट 3"


def test_the_language_is_saved_and_a_first_run_takes_the_systems(tmp_path, monkeypatch):
    from cardtable.storage import load_settings, save_settings

    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "fa_IR")
    settings, _ = load_settings()
    app = App((1024, 640), settings, remember=True)
    assert app.settings.language == "fa" and i18n.is_rtl()
    app.set_language("hi")
    save_settings(app.settings)
    again, problems = load_settings()
    assert again.language == "hi" and not problems


def test_persian_layouts_mirror_and_the_table_does_not(tmp_path, played):
    """Right to left: the title of a table and its buttons swap sides, a page's text is
    right-aligned; the seats round the table stay where the rules put them."""
    seats = {}
    for lang in ("en", "fa"):
        app = make_app(tmp_path, lang, (1280, 800))
        table = table_for(app, played["cuckoo"]["middle"])
        show(app, table)
        layout = table.game_table.layout
        seats[lang] = [tuple(rect) for rect in layout.seats]
        hud = [b.rect.centerx for b in table.hud.buttons]
        if lang == "en":
            assert min(hud) > 640 and layout.keep.centerx < layout.swap.centerx
        else:
            assert max(hud) < 640 and layout.keep.centerx > layout.swap.centerx
        page = RulesScene(app, "cuckoo")
        show(app, table, page)
        texts = {t for t, _ in page.lines}
        lines = [d for d in texts_drawn(app.draw) if d.box == page.box and d.text in texts]
        if lang == "en":
            assert all(d.rect.left == page.box.left + 30 for d in lines)
        else:
            assert all(d.rect.right == page.box.right - 30 for d in lines)
    assert seats["en"] == seats["fa"]


def test_headless_screenshots_and_rules_pages_take_a_language(tmp_path):
    from cardtable.cli import main

    os.environ["CARDTABLE_HOME"] = str(tmp_path)
    shot = tmp_path / "table-fa.png"
    page = tmp_path / "rules-hi.png"
    assert main(["screenshot", "cuckoo", "--after", "4", "--lang", "fa", "--out", str(shot)]) == 0
    assert main(["rules", "cuckoo", "--lang", "hi", "--size", "1024x640", "--out", str(page)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 800)
    assert pygame.image.load(str(page)).get_size() == (1024, 640)


def test_replaced_config_keeps_working():
    # dataclasses.replace is used by "play again": keep the import honest
    config = MatchConfig("cuckoo", [SeatConfig("You", HUMAN)], {}, {}, 1)
    assert replace(config, seed=2).seed == 2


def test_the_checks_see_an_overflow_a_squeeze_and_an_overlap():
    surface = pygame.Surface((200, 100))
    box = pygame.Rect(10, 10, 50, 20)
    wide = text_module.TextDraw("long words", pygame.Rect(10, 10, 80, 20), 80, None, box, surface)
    squeezed = text_module.TextDraw("squeezed", pygame.Rect(0, 50, 30, 20), 60, 30, None, surface)
    problems = problems_of([wide, squeezed], "hi", surface.get_rect())
    assert any("outside its box" in p for p in problems)
    assert any("squeezed to 50%" in p for p in problems)
    assert any("English words" in p for p in problems)
    assert overlaps([wide, wide])
