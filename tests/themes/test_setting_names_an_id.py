"""The app's `theme` setting names an installed theme by its id (a packaged one, or a folder of
the user's themes), never a path: settings.json said `"theme": "/anywhere/on/disk"` and the app
read that file. A path or an unknown id now falls back to Classic with a notice, as any
unusable setting does; the command line's theme tools still read a file the person names."""

from __future__ import annotations

import json

import pytest

from cardtable.cli import main
from cardtable.storage import KEY_DEFAULTED, load_settings, theme_id_shaped
from cardtable.themes import available_themes, load_installed, load_theme

ELSEWHERE = "format: 1\nname: Elsewhere\nauthor: Tester\nextends: classic\n"


@pytest.fixture
def elsewhere(tmp_path_factory):
    """A good theme outside every folder of the app."""
    folder = tmp_path_factory.mktemp("anywhere") / "elsewhere"
    folder.mkdir()
    (folder / "theme.yaml").write_text(ELSEWHERE, encoding="utf-8")
    return folder


def settings_with(private_home, theme: object):
    (private_home / "settings.json").write_text(json.dumps({"theme": theme}), encoding="utf-8")
    return load_settings()


@pytest.mark.parametrize("form", ["folder", "file", "relative"])
def test_a_path_in_the_settings_is_not_read_and_classic_is_used(
    private_home, elsewhere, monkeypatch, form
):
    named = {
        "folder": str(elsewhere),
        "file": str(elsewhere / "theme.yaml"),
        "relative": "./elsewhere",
    }[form]
    monkeypatch.chdir(elsewhere.parent)
    settings, problems = settings_with(private_home, named)
    assert settings.theme == "classic"
    (problem,) = problems
    assert problem.message == KEY_DEFAULTED and problem.values["key"] == "theme"
    assert "not a path" in problem.shown()
    # and given the path anyway (not through settings.json), the app's loader does not read it
    loaded = load_installed(named)
    assert loaded.fell_back and loaded.theme.id == "classic" and loaded.theme.name == "Classic"


def test_an_unknown_id_falls_back_to_classic_with_its_problem(private_home):
    settings, problems = settings_with(private_home, "midnight")
    assert settings.theme == "midnight" and not problems  # shaped as an id: the app looks it up
    loaded = load_installed(settings.theme)
    assert loaded.fell_back and loaded.theme.id == "classic"
    assert "no such theme" in str(loaded.problems[0])


def test_an_installed_theme_is_named_by_its_id(private_home, user_themes):
    (user_themes / "night").mkdir()
    (user_themes / "night" / "theme.yaml").write_text(
        ELSEWHERE.replace("Elsewhere", "Night"), encoding="utf-8"
    )
    assert [i.id for i in available_themes()][-1] == "night"
    for theme_id, name in (("night", "Night"), ("high-contrast", "High contrast")):
        settings, problems = settings_with(private_home, theme_id)
        assert not problems
        loaded = load_installed(settings.theme)
        assert not loaded.fell_back and loaded.theme.name == name
    # an id, not a display name: the setting the app writes is the id
    assert load_installed("Night").fell_back


@pytest.mark.parametrize(
    ("value", "shaped"),
    [
        ("classic", True),
        ("user:classic", True),
        ("high-contrast", True),
        ("My theme", True),
        ("/etc", False),
        ("../../etc", False),
        ("C:\\themes\\x", False),
        ("themes\\x", False),
        (".", False),
        ("..", False),
        (".hidden", False),
        ("a" * 101, False),
        ("", False),
        ("bell\x07", False),
    ],
)
def test_what_a_theme_id_looks_like(value, shaped):
    assert theme_id_shaped(value) is shaped


def test_the_app_falls_back_with_a_notice_for_a_path(private_home, elsewhere):
    from tests.ui.harness import make_app

    (private_home / "settings.json").write_text(
        json.dumps({"theme": str(elsewhere)}), encoding="utf-8"
    )
    settings, problems = load_settings()
    assert problems and settings.theme == "classic"
    app = make_app(private_home)
    app.settings.theme = str(elsewhere)  # even if a path got into the settings in memory
    app.use_theme(app.settings.theme)
    assert app.assets.theme.name == "Classic"
    assert any(str(elsewhere) in line for line in app.fallbacks)


def test_the_command_lines_theme_tools_read_a_file_the_person_names(elsewhere, capsys):
    assert main(["theme", "check", str(elsewhere)]) == 0
    assert main(["theme", "check", str(elsewhere / "theme.yaml")]) == 0
    loaded = load_theme(str(elsewhere))
    assert not loaded.fell_back and loaded.theme.name == "Elsewhere"


def test_a_screenshot_may_name_a_themes_file(elsewhere, tmp_path, capsys):
    out = tmp_path / "shot.png"
    args = ["screenshot", "cuckoo", "--seed", "1", "--size", "640x400", "--lang", "en"]
    assert main([*args, "--theme", str(elsewhere), "--out", str(out)]) == 0
    assert out.is_file()
    assert main([*args, "--theme", str(tmp_path / "nothing-here"), "--out", str(out)]) != 0
