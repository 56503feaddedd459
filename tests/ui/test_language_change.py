"""A language change applies at once to everything on the table: the seats the app named (the
AI players, "You") take the new language's names, a name a person typed stays, and the hint
already shown is said again in the new language."""

from __future__ import annotations

from cardtable import i18n
from cardtable.match import HUMAN, MatchConfig, SeatConfig
from cardtable.text.hints import hint_text
from cardtable.text.labels import ai_names
from cardtable.ui import routes

from .harness import make_app, run_until, texts_drawn


def drawn_words(app) -> set[str]:
    return {draw.text for draw in texts_drawn(app.draw)}


def test_a_language_change_renames_the_apps_own_seat_names_and_rewords_the_hint(tmp_path):
    app = make_app(tmp_path, size=(1280, 800))
    english = ai_names()
    seats = [SeatConfig("You", HUMAN), SeatConfig(english[0], "easy"), SeatConfig("Mona", "easy")]
    scene = app.router.scene(routes.Play(MatchConfig("cuckoo", seats, {}, {}, 3)))
    app.stack.reset(scene)
    assert run_until(app, lambda: scene.may_act(), frames=2000)
    scene.ask_hint()
    assert run_until(app, lambda: scene.hints.hint is not None, frames=2000)
    english_hint = scene.hints.line
    before = drawn_words(app)
    assert {"You", english[0], "Mona"} <= before
    try:
        app.set_language("fa")
        app.step([], 0.05)
        after = drawn_words(app)
        persian = ai_names()
        assert scene.match.names == [i18n.tr("You"), persian[0], "Mona"]
        assert {i18n.tr("You"), persian[0], "Mona"} <= after
        assert not {"You", english[0]} & after
        assert scene.hints.line == hint_text(scene.hints.hint) != english_hint
    finally:
        i18n.set_language("en")


def test_a_language_change_renames_the_seats_on_the_review_screen_and_its_chart(tmp_path):
    import random

    from cardtable.match import Match

    english = ai_names()
    seats = [SeatConfig("You", HUMAN), SeatConfig(english[0], "easy"), SeatConfig("Mona", "easy")]
    match, rng = Match(MatchConfig("polar", seats, {}, {}, 5)), random.Random(5)
    while not match.is_over():
        seat = match.acting()[0]
        match.apply(seat, rng.choice(match.state.legal_actions(seat)))
    app = make_app(tmp_path, size=(1280, 800))
    scene = app.router.scene(routes.Review(scenario=match.scenario(), game_id=None, iterations=8))
    app.stack.reset(scene)
    app.step([], 0.016)
    assert run_until(app, lambda: scene.review is not None, frames=6000)
    app.step([], 0.016)
    assert {"You", english[0]} <= drawn_words(app)
    try:
        app.set_language("fa")
        app.step([], 0.05)
        after = drawn_words(app)
        persian = ai_names()
        assert scene.names == (i18n.tr("You"), persian[0], "Mona")
        assert {i18n.tr("You"), persian[0]} <= after  # the chart's legend and the plates
        assert not {"You", english[0]} & after
    finally:
        i18n.set_language("en")
