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
