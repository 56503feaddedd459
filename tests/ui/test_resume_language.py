"""A game resumed in another language calls its seats as that language does (QA sweep,
session 8): saved in English and resumed in Persian, the person's plate read "You" and the AI
players kept their English names, where a change of language during the game re-speaks them."""

from __future__ import annotations

from cardtable.i18n import tr, trc
from cardtable.match import MatchConfig, SeatConfig
from cardtable.ui.scenes.title import TitleScene

from .harness import app_with_table, random_player, run_until


def test_the_app_given_names_are_said_in_the_language_of_the_resume(tmp_path):
    seats = [SeatConfig("You"), SeatConfig("Astrid", "easy"), SeatConfig("Kim", "easy")]
    config = MatchConfig("polar", seats, {}, {}, 8)
    app, table = app_with_table(tmp_path, config)
    run_until(app, lambda: len(table.match.actions) >= 4, each=random_player(app, table, 1))
    moves = list(table.match.actions)
    app.set_language("fa")  # the window closed, the language changed, the game resumed
    try:
        app.stack.reset(TitleScene(app))
        app.step([], 0.016)
        title = app.stack.top
        resume = title.ring.buttons[0]
        assert resume.primary and "۴" in resume.label  # "Resume Polar Pairs (move 4)"
        resume.on_press()
        app.step([], 0.016)
        resumed = app.stack.top
        assert resumed.match.actions == moves
        assert resumed.match.names == [tr("You"), trc("AI player name", "Astrid"), "Kim"]
        assert resumed.match.names[:2] == ["شما", "آرش"]
    finally:
        app.set_language("en")
