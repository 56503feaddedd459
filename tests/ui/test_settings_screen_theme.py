"""The settings screen names the theme the cards are drawn with (QA sweep, session 8): a theme
in settings.json that cannot be used falls back to Classic with a notice, and the screen then
says "Theme: Classic", not the unusable name; pressing it goes on to the theme after Classic."""

from __future__ import annotations

from cardtable.themes import available_themes
from cardtable.ui.scenes.settings import SettingsScene

from .test_hostile_files_ui import assert_started, start_app


def theme_button(scene: SettingsScene):
    return next(b for b in scene.ring.buttons if b.label.startswith("Theme: "))


def test_an_unusable_theme_reads_as_the_classic_it_fell_back_to(tmp_path):
    (tmp_path / "settings.json").write_text('{"theme": "../../etc"}', encoding="utf-8")
    app = start_app(tmp_path)
    assert_started(app)
    assert app.assets.theme.id == "classic"
    # a path is no theme's id: refused as any unusable setting is, with its notice
    assert any("The setting theme could not be used" in text for text, _ in app.notices)
    scene = SettingsScene(app)
    app.stack.push(scene)
    app.step([], 0.016)
    assert theme_button(scene).label == "Theme: Classic"
    themes = available_themes()
    theme_button(scene).on_press()  # on from the theme in use
    app.step([], 0.016)
    following = themes[1 % len(themes)]
    assert app.settings.theme == following.id
    assert theme_button(scene).label == f"Theme: {following.name}"
