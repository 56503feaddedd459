"""Controls people know, driven through the real scenes: the stepper (lives, volume), the name
field (replaces, caret, focus, remembered), an option that says why it is greyed out."""

from __future__ import annotations

import json

import pygame
import pytest

from cardtable import i18n, storage
from cardtable.ui.core import typeset
from cardtable.ui.core.widgets import Stepper
from cardtable.ui.scenes.settings import SettingsScene
from cardtable.ui.scenes.setup import SetupScene
from cardtable.ui.scenes.title import TitleScene

from .harness import click, key, make_app, texts_drawn


def open_setup(tmp_path, game: str = "cuckoo", lang: str = "en"):
    app = make_app(tmp_path)
    app.set_language(lang)
    setup = SetupScene(app, game)
    app.stack.reset(setup)
    app.step([], 0.016)
    return app, setup


def only(scene, kind):
    (widget,) = [b for b in scene.ring.buttons if isinstance(b, kind)]
    return widget


def lives_stepper(setup: SetupScene) -> Stepper:
    """The stepper on the row labelled Lives."""
    row = next(rect for text, rect in setup.labels if text == i18n.tr("Lives"))
    (widget,) = [b for b in setup.ring.buttons if isinstance(b, Stepper) and b.rect.y == row.y]
    return widget


def ends(stepper: Stepper) -> tuple[tuple[int, int], tuple[int, int]]:
    """Where a person clicks − and + (the square at each end of the stepper)."""
    side = stepper.rect.height // 2
    left, right = (
        (stepper.rect.left + side, stepper.rect.centery),
        (
            stepper.rect.right - side,
            stepper.rect.centery,
        ),
    )
    return (right, left) if i18n.is_rtl() else (left, right)


def typed(app, text: str) -> None:
    app.step([pygame.event.Event(pygame.TEXTINPUT, text=text)], 0.016)


def drawn_texts(app) -> list[typeset.TextDraw]:
    return texts_drawn(app.draw)


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.set_language("en")


# -- the stepper -------------------------------------------------------------------------------
def test_lives_are_a_stepper_clicked_at_its_ends_and_stopped_at_its_limits(tmp_path):
    app, setup = open_setup(tmp_path)
    lives = lambda: setup.config.options["lives"]  # noqa: E731
    assert lives() == 3 and lives_stepper(setup).label == "3"
    minus, plus = ends(lives_stepper(setup))
    click(app, plus)
    assert lives() == 4 and lives_stepper(setup).label == "4"
    click(app, plus)
    click(app, plus)  # 5 is the most the rules allow
    assert lives() == 5 and not lives_stepper(setup).can_raise
    for _ in range(6):
        click(app, minus)
    assert lives() == 1 and not lives_stepper(setup).can_lower
    assert not any(b.label.startswith("Lives") for b in setup.ring.buttons)  # not a cycling button


def test_the_number_of_players_is_a_stepper_too(tmp_path):
    app, setup = open_setup(tmp_path, "polar")
    row = next(rect for text, rect in setup.labels if text == "Players")
    (players,) = [b for b in setup.ring.buttons if isinstance(b, Stepper) and b.rect.y == row.y]
    assert players.label == "4"
    click(app, ends(players)[1])
    assert len(setup.config.seats) == 5 and len(setup.fields) == 5


def test_the_stepper_follows_the_keyboard_and_keeps_the_focus(tmp_path):
    app, setup = open_setup(tmp_path)
    stepper = lives_stepper(setup)
    while setup.ring.focused is not stepper:
        key(app, pygame.K_TAB)
        stepper = lives_stepper(setup)
    key(app, pygame.K_RIGHT)
    assert setup.config.options["lives"] == 4
    assert setup.ring.focused is lives_stepper(setup)  # the focus stays on it, laid out again
    key(app, pygame.K_MINUS)
    key(app, pygame.K_LEFT)
    assert setup.config.options["lives"] == 2
    key(app, pygame.K_KP_PLUS)
    assert setup.config.options["lives"] == 3


def test_a_persian_stepper_shows_persian_digits_and_raises_towards_its_left(tmp_path):
    app, setup = open_setup(tmp_path, lang="fa")
    stepper = lives_stepper(setup)
    minus, plus = ends(stepper)
    assert plus[0] < minus[0]  # mirrored: + on the left
    click(app, plus)
    assert setup.config.options["lives"] == 4 and lives_stepper(setup).label == "۴"
    assert any(d.text == "۴" for d in drawn_texts(app))
    setup.ring.index = setup.ring.buttons.index(lives_stepper(setup))
    key(app, pygame.K_LEFT)
    assert setup.config.options["lives"] == 5


def test_the_volume_is_a_stepper_in_the_readers_digits(tmp_path):
    app = make_app(tmp_path)
    settings = SettingsScene(app)
    app.stack.reset(TitleScene(app))
    app.stack.push(settings)
    app.step([], 0.016)
    app.settings.volume = 0.7
    settings.resize(app.size)
    assert only(settings, Stepper).label == "Volume: 70%"
    click(app, ends(only(settings, Stepper))[1])
    assert app.settings.volume == pytest.approx(0.8)
    for _ in range(4):
        click(app, ends(only(settings, Stepper))[1])
    assert app.settings.volume == 1.0 and not only(settings, Stepper).can_raise
    settings.ring.index = settings.ring.buttons.index(only(settings, Stepper))
    key(app, pygame.K_LEFT)
    assert app.settings.volume == pytest.approx(0.9)
    app.set_language("fa")
    assert only(settings, Stepper).label.startswith("بلندی صدا: ۹۰٪")


# -- the name field ----------------------------------------------------------------------------
def test_typing_a_name_replaces_the_default_with_a_caret_and_the_focus_on_the_field(tmp_path):
    app, setup = open_setup(tmp_path)
    field = setup.fields[0]
    click(app, field.rect.center)
    assert field.editing and field.all_selected
    assert setup.ring.focused is field  # the ring follows the field, not left on Start or Back
    key(app, pygame.K_a)  # the key comes first, its letter after it
    typed(app, "A")
    typed(app, "nn")
    assert setup.config.seats[0].name == "Ann"  # "You" was replaced, not appended to
    key(app, pygame.K_BACKSPACE)
    assert setup.config.seats[0].name == "An" and field.editing
    key(app, pygame.K_ESCAPE)  # leaves the field, not the screen
    assert not field.editing and app.stack.top is setup
    typed(app, "x")  # no longer typing
    assert setup.config.seats[0].name == "An"
    key(app, pygame.K_RETURN)  # Enter on the focused field types again
    assert field.editing
    key(app, pygame.K_TAB)
    assert not field.editing and setup.ring.focused is not field


def test_the_caret_is_drawn_after_the_last_letter_in_both_directions(tmp_path):
    app, setup = open_setup(tmp_path)
    field = setup.fields[0]
    click(app, field.rect.center)
    typed(app, "Ann")
    window = app.window

    def caret_columns():
        app.draw()
        text = next(d for d in drawn_texts(app) if d.box == field.rect)
        columns = []
        y = field.rect.centery
        for x in range(field.rect.left + 4, field.rect.right - 4):
            if tuple(window.get_at((x, y)))[:3] == app.assets.colour("text")[:3]:
                columns.append(x)
        return text.rect, columns

    text, columns = caret_columns()
    assert any(text.right <= x <= text.right + 3 for x in columns)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_BACKSPACE)
    typed(app, "علی")
    assert setup.config.seats[0].name == "علی"  # kept in the order typed
    text, columns = caret_columns()
    assert any(text.left - 3 <= x <= text.left for x in columns)  # after ی, on its left


def test_a_name_takes_only_printable_text_up_to_its_limit(tmp_path):
    app, setup = open_setup(tmp_path)
    click(app, setup.fields[0].rect.center)
    typed(app, "A\x1b\u202eb\nc\u200cd")  # escape, bidi override, new line are dropped
    assert setup.config.seats[0].name == "Abc\u200cd"  # a joiner spells Persian: kept
    typed(app, "x" * 40)
    assert len(setup.config.seats[0].name) == storage.NAME_LIMIT
    key(app, pygame.K_RETURN)
    click(app, setup.fields[0].rect.center)
    for _ in range(storage.NAME_LIMIT):
        key(app, pygame.K_BACKSPACE)
    key(app, pygame.K_RETURN)  # left empty: the name it had comes back
    assert setup.config.seats[0].name.startswith("Abc")


def test_typed_names_are_remembered_for_the_next_table(tmp_path):
    app, setup = open_setup(tmp_path)
    click(app, setup.fields[0].rect.center)
    typed(app, "Ann")
    key(app, pygame.K_RETURN)
    setup._start()
    assert app.settings.names[:1] == ["Ann"]
    storage.save_settings(app.settings)
    loaded, problems = storage.load_settings()
    assert loaded.names[:1] == ["Ann"] and not problems
    app.settings = loaded
    again = SetupScene(app, "cuckoo")
    assert again.config.seats[0].name == "Ann"


@pytest.mark.parametrize(
    "names",
    [["\x1b[31mred"], ["x" * 19], [1, 2], "Ann", [["a"]], ["a"] * 9, ["\u202eevil"]],
)
def test_hostile_remembered_names_get_the_default(tmp_path, monkeypatch, names):
    monkeypatch.setenv("CARDTABLE_HOME", str(tmp_path))
    (tmp_path / "settings.json").write_text(json.dumps({"names": names, "volume": 0.3}))
    loaded, problems = storage.load_settings()
    assert loaded.names == [] and loaded.volume == 0.3
    assert [p.values["key"] for p in problems] == ["names"]


# -- a greyed-out option says why --------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_polars_short_game_says_it_needs_five_or_six_players(tmp_path, lang):
    app, setup = open_setup(tmp_path, "polar", lang)
    reason = i18n.tr("Needs {low} or {high} players", low=i18n.number(5), high=i18n.number(6))
    short = next(b for b in setup.ring.buttons if b.tooltip)
    assert not short.enabled and short.tooltip == reason
    drawn = [d for d in drawn_texts(app) if d.text == reason]
    assert drawn and drawn[0].rect.colliderect(short.rect.inflate(0, -4)) is False
    assert abs(drawn[0].rect.centery - short.rect.centery) <= 2  # beside it, on its row
    while len(setup.config.seats) < 5:
        setup._seats(1)
    assert not any(b.tooltip for b in setup.ring.buttons)
    assert not any(d.text == reason for d in drawn_texts(app))
