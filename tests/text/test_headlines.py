"""The result screen's title, written by each game's text: a winner, a shared win, a draw, and
Dual Clash Poker's winning team by its colour."""

from __future__ import annotations

import pytest

from cardtable import i18n
from cardtable.engine.core import Outcome
from cardtable.text import Narrator, headline

SAY = Narrator(("Ann", "Bob", "Cy", "Di"))


@pytest.mark.parametrize(
    ("game", "outcome", "title"),
    [
        ("cuckoo", Outcome(winners=(2,), draw=False), "Cy wins!"),
        ("cuckoo", Outcome(winners=(), draw=True), "A draw!"),
        ("polar", Outcome(winners=(0, 3), draw=False), "Shared win: Ann and Di"),
        ("quattro", Outcome(winners=(1,), draw=False), "Bob wins!"),
        ("clash", Outcome(winners=(0, 1), draw=False), "Team Red wins: Ann and Bob"),
        ("clash", Outcome(winners=(2, 3), draw=False), "Team Black wins: Cy and Di"),
    ],
)
def test_the_title_names_who_won(game, outcome, title) -> None:
    i18n.set_language("en")
    assert headline(game, outcome, SAY) == title


def test_the_title_reads_in_the_readers_language() -> None:
    i18n.set_language("hi")
    try:
        title = headline("clash", Outcome(winners=(2, 3), draw=False), SAY)
        assert "Cy" in title and "Black" not in title
    finally:
        i18n.set_language("en")
