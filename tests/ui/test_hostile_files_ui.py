"""One bad file in the user data folder never stops the app: a hostile autosave, user theme or
settings.json is set aside (or, for a theme, ignored) with a notice, and the app starts."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardtable.housekeeping import at_start
from cardtable.storage import Settings
from cardtable.ui.core.app import App
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.title import TitleScene
from cardtable.ui.screens import register_all
from tests.replay_files import cuckoo_replay

REPO = Path(__file__).resolve().parents[2]
GAME = cuckoo_replay("1 swap")
THEME = "format: 1\nname: Bad\nauthor: me\nextends: classic\n"
ALIAS_BOMB = 'meta:\n  a: &a ["x","x","x","x","x","x","x","x","x"]\n' + "".join(
    f"  {chr(98 + i)}: &{chr(98 + i)} [{','.join([f'*{chr(97 + i)}'] * 9)}]\n" for i in range(8)
)
AUTOSAVES = {
    "meta-400-digits": GAME + "meta:\n  id: x\n  started: " + "9" * 400 + "\n",
    "meta-deep": GAME + "meta:\n  names: " + "[" * 3000 + "]" * 3000 + "\n",
    "meta-alias-bomb": GAME + ALIAS_BOMB,
    "meta-names-not-a-list": GAME + "meta: {names: 5, kinds: {a: 1}}\n",
}  # fmt: skip
THEMES = {
    "nested-500": THEME + "description: " + "[" * 500 + "]" * 500 + "\n",
    "int-08": THEME.replace("name: Bad", "name: !!int 08"),
    "5000-digits": THEME + "table: {colour: '#000', texture_size: " + "1" * 5000 + "}\n",
}
SETTINGS = {
    "array-100000-deep": "[" * 100_000 + "]" * 100_000,
    "array-1000-deep": "[" * 1_000 + "]" * 1_000,
    "volume-400-digits": '{"volume": ' + "9" * 400 + "}",
    "volume-1e400": '{"volume": 1e400}',
    "not-an-object": "[1, 2]",
}


def start_app(home: Path, settings: Settings | None = None) -> App:
    os.environ["CARDTABLE_HOME"] = str(home)
    app = App((1024, 640), settings, remember=False)
    register_all(app.router)
    for message in at_start():  # as the app's main does before the title lists the games
        app.notify(message, 12)
    app.stack.push(TitleScene(app))
    for _ in range(3):
        app.step([], 0.016)
    return app


def assert_started(app: App) -> None:
    assert isinstance(app.stack.top, TitleScene)
    assert app.last_error is None
    assert app.running


@pytest.mark.parametrize("file_name", ["autosave.yaml", "g1.yaml"])  # an old version's; a game's
@pytest.mark.parametrize("case", sorted(AUTOSAVES))
def test_a_hostile_autosave_is_set_aside_and_the_app_starts(tmp_path, case, file_name):
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / file_name).write_text(AUTOSAVES[case], encoding="utf-8")
    app = start_app(tmp_path)
    assert_started(app)
    title = app.stack.top
    if case == "meta-names-not-a-list":  # readable: offered for resuming, names defaulted
        [saved] = title.unfinished
        assert [s.name for s in saved.config.seats] == [f"Seat {n}" for n in (1, 2, 3, 4)]
        return
    assert title.unfinished == []
    assert not (tmp_path / "saves" / file_name).exists()
    assert list((tmp_path / "saves" / "unreadable").glob(f"*{file_name}"))
    assert any("set aside" in text for text, _ in app.notices)


@pytest.mark.parametrize("case", sorted(THEMES))
def test_a_hostile_user_theme_is_ignored_while_classic_is_used(tmp_path, case):
    folder = tmp_path / "themes" / "bad"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text(THEMES[case], encoding="utf-8")
    app = start_app(tmp_path)
    assert_started(app)
    assert app.assets.theme.id == "classic" and not app.notices
    app.stack.push(SettingsScene(app))  # lists every theme, the bad one by its folder name
    app.step([], 0.016)
    assert app.last_error is None


@pytest.mark.parametrize("case", sorted(THEMES))
def test_choosing_a_hostile_user_theme_falls_back_to_classic(tmp_path, case):
    folder = tmp_path / "themes" / "bad"
    folder.mkdir(parents=True)
    (folder / "theme.yaml").write_text(THEMES[case], encoding="utf-8")
    settings = Settings()
    settings.theme = "bad"
    app = start_app(tmp_path, settings)
    assert_started(app)
    assert app.assets.theme.id == "classic"
    assert any("could not be used" in text and "theme.yaml" in text for text, _ in app.notices)


@pytest.mark.parametrize("case", sorted(SETTINGS))
def test_a_hostile_settings_file_is_set_aside_and_the_defaults_used(tmp_path, case):
    (tmp_path / "settings.json").write_text(SETTINGS[case], encoding="utf-8")
    app = start_app(tmp_path)
    assert_started(app)
    assert app.settings.volume == Settings().volume
    assert not (tmp_path / "settings.json").exists()
    assert len(list(tmp_path.glob("settings.unreadable-*.json"))) == 1
    assert any("could not be read" in text for text, _ in app.notices)


def test_settings_of_the_wrong_types_get_their_defaults_one_by_one(tmp_path):
    (tmp_path / "settings.json").write_text(
        '{"volume": "loud", "window_size": [1, "x"], "fullscreen": 3, "theme": 7, '
        '"language": ["fa"], "muted": null, "digits": {"a": 1}, "animation_speed": "fast", '
        '"reduced_motion": true}',
        encoding="utf-8",
    )
    app = start_app(tmp_path)
    assert_started(app)
    defaults = Settings()
    assert (app.settings.volume, app.settings.fullscreen, app.settings.theme) == (
        defaults.volume, defaults.fullscreen, defaults.theme,
    )  # fmt: skip
    assert app.settings.animation_speed == "fast" and app.settings.reduced_motion is True
    wrong = {"volume", "window_size", "fullscreen", "theme", "language", "muted", "digits"}
    assert all(any(key in text for text, _ in app.notices) for key in wrong)
    assert (tmp_path / "settings.json").exists()  # readable: kept, bad keys rewritten on save


def test_the_notice_speaks_the_language_of_the_settings(tmp_path):
    (tmp_path / "settings.json").write_text('{"language": "fa", "volume": "loud"}')
    app = start_app(tmp_path)
    assert any("تنظیم" in text and "volume" in text for text, _ in app.notices)


def test_the_real_app_starts_with_every_hostile_file_at_once(tmp_path):
    """`cardtable` itself, to its first frame, with all of them in its data folder."""
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "autosave.yaml").write_text(AUTOSAVES["meta-alias-bomb"])
    for name, text in THEMES.items():
        (tmp_path / "themes" / name).mkdir(parents=True)
        (tmp_path / "themes" / name / "theme.yaml").write_text(text)
    (tmp_path / "settings.json").write_text(SETTINGS["array-100000-deep"])
    env = dict(
        os.environ,
        CARDTABLE_HOME=str(tmp_path),
        CARDTABLE_FIRST_FRAME_EXIT="1",
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYTHONPATH=str(REPO),
    )
    done = subprocess.run(
        [sys.executable, "-m", "cardtable"], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert list((tmp_path / "saves" / "unreadable").glob("*autosave.yaml"))
    assert list(tmp_path.glob("settings.unreadable-*.json"))
    written = {p for p in Path(tmp_path).rglob("*")}
    assert all(p.resolve().is_relative_to(tmp_path.resolve()) for p in written)
