"""The strip of the last move speaks the language chosen (QA sweep, session 8): switched in the
settings during a game, the strip said the last move in the old language until the next move."""

from __future__ import annotations

import pytest

from cardtable.engine.games import get_spec
from cardtable.i18n import tr
from cardtable.match import HUMAN, MatchConfig, SeatConfig

from .harness import app_with_table

PREFIX = {"fa": "آخرین حرکت:", "hi": "पिछली चाल:"}


@pytest.mark.parametrize("language", sorted(PREFIX))
def test_the_last_move_is_said_again_in_the_new_language(tmp_path, language):
    seats = [SeatConfig(tr("You"), HUMAN), *(SeatConfig(n, "easy") for n in ("A", "B", "C"))]
    config = MatchConfig("cuckoo", seats, get_spec("cuckoo").option_defaults(), {}, 5)
    app, table = app_with_table(tmp_path, config)
    for _ in range(200):  # the AIs move until the person's turn, at rest
        if table.may_act() and not table.busy:
            break
        app.step([], 0.05)
    assert table.narration.kept.startswith("Last move: "), table.narration.kept
    english = table.narration.kept
    app.set_language(language)
    app.step([], 0.016)
    assert table.narration.kept.startswith(PREFIX[language]), table.narration.kept
    app.set_language("en")
    app.step([], 0.016)
    assert table.narration.kept == english
