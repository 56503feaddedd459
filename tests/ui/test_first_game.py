"""The "first game" setting: the first game of each kind brings its hints by itself and a coach
line that says what the person may do now; after that game, that kind is coached no more."""

from __future__ import annotations

import json
import random

import pytest

from cardtable import i18n, storage
from cardtable.engine.games import GAME_IDS
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.text.coach import coach_line
from cardtable.ui.core import typeset as text_module
from cardtable.ui.screens import start_table

from .harness import make_app, run_until


def _table(tmp_path, game: str, options=None, coached=(), first_game=True):
    app = make_app(tmp_path, speed="fast")
    app.settings.first_game = first_game
    app.settings.coached = list(coached)
    seats = [SeatConfig("You", HUMAN), SeatConfig("Astrid", "easy")]
    if game == "clash":
        seats += [SeatConfig("Bjørn", "easy"), SeatConfig("Chiara", "easy")]
    table = start_table(app, MatchConfig(game, seats, dict(options or {}), {}, 3))
    app.stack.reset(table)
    return app, table


def _drawn(app) -> list[str]:
    drawn: list[str] = []
    stop = text_module.listen(lambda draw: drawn.append(draw.text))
    try:
        app.dirty = True
        app.step([], 0.016)
    finally:
        stop()
    return drawn


def _drawn_while_acting(app, table) -> list[str]:
    """A frame's texts drawn while the person may act before and after it: in Clash the AI
    seats commit at the same time, and a card of theirs flying in pauses the person's turn."""
    for _ in range(600):
        acting = table.may_act()
        drawn = _drawn(app)
        if acting and table.may_act():
            return drawn
    raise AssertionError("the person's turn never held for a whole frame")


@pytest.mark.parametrize("game", GAME_IDS)
def test_the_first_game_brings_a_hint_and_a_coach_line(tmp_path, game):
    app, table = _table(tmp_path, game)
    assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=4000)
    assert run_until(app, lambda: table.hint is not None, frames=600)  # nobody pressed H
    assert run_until(app, lambda: table.may_act(), frames=600)
    line = coach_line(game, table.obs, table.legal())
    assert line and line == table.coach_line() and line in _drawn_while_acting(app, table)


def test_without_the_setting_or_once_coached_nothing_is_added(tmp_path):
    for coached, first_game in (((), False), (("cuckoo",), True)):
        app, table = _table(tmp_path, "cuckoo", coached=coached, first_game=first_game)
        acting = lambda a=app, t=table: a.stack.top is t and t.may_act()  # noqa: E731
        assert run_until(app, acting, frames=4000)
        run_until(app, lambda: False, frames=30)
        assert table.hint is None and table.coach_line() == ""


def test_after_the_first_game_that_kind_is_coached_no_more(tmp_path):
    app, table = _table(tmp_path, "cuckoo", options={"lives": 1})
    rng = random.Random(2)

    def play() -> None:
        if app.stack.top is table and table.may_act():
            table.act(rng.choice(table.legal()))

    assert run_until(app, lambda: table.match.is_over() and app.stack.top is not table,
                     frames=20000, each=play)  # fmt: skip
    assert app.settings.coached == ["cuckoo"]
    again = start_table(app, table.next_game_config())
    assert not again.coaching
    _, other = _table(tmp_path, "polar", coached=app.settings.coached)
    assert other.coaching


def test_the_coach_speaks_the_readers_language_and_names_only_what_they_see(tmp_path):
    app, table = _table(tmp_path, "polar")
    assert run_until(app, lambda: app.stack.top is table and table.may_act(), frames=4000)
    top = table.obs.discard_top
    try:
        for lang, word in (("en", "discard pile"), ("hi", "फेंकी ढेरी"), ("fa", "کپهٔ دورریخته")):
            i18n.set_language(lang)
            line = coach_line("polar", table.obs, table.legal())
            assert word in line, line
        i18n.set_language("en")
        assert "the " + str(top) in coach_line("polar", table.obs, table.legal()) or top in (
            "-5", "10B", "10O", "10P", "W")  # fmt: skip
    finally:
        i18n.set_language("en")


def test_the_setting_and_the_coached_games_are_remembered_and_checked(tmp_path):
    settings = storage.Settings()
    settings.first_game, settings.coached = True, ["polar", "clash"]
    assert storage.save_settings(settings) is None
    loaded, problems = storage.load_settings()
    assert (loaded.first_game, loaded.coached, problems) == (True, ["polar", "clash"], [])
    data = json.loads(storage.settings_path().read_text())
    data["coached"] = ["polar", "../etc"]
    storage.settings_path().write_text(json.dumps(data))
    loaded, problems = storage.load_settings()
    assert loaded.coached == [] and loaded.first_game and problems
