"""A replay's moves as sentences (the replay viewer's line under the board), each game's verbs
through text/, a card chosen in secret unnamed while the game is not over."""

from __future__ import annotations

import pytest

from cardtable import i18n
from cardtable.text import Narrator, action_text

SAY = Narrator(("Ann", "Bob", "Cy", "Di"))


@pytest.mark.parametrize(
    ("game", "action", "secret", "sentence"),
    [
        ("cuckoo", "keep", False, "Bob keeps"),
        ("cuckoo", "swap", False, "Bob asks to swap"),
        ("quattro", "keep", False, "Bob keeps"),
        ("quattro", "mulligan", False, "Bob takes a mulligan"),
        ("quattro", "reveal R4", True, "Bob chooses a card to reveal"),
        ("quattro", "reveal R4", False, "Bob reveals R4"),
        ("quattro", "trade B2 vp3", False, "Bob gives B2 to VP3"),
        ("quattro", "pass", False, "Bob passes"),
        ("clash", "play H5", True, "Bob commits a card"),
        ("clash", "play H5", False, "Bob plays H5"),
        ("clash", "joker 3", False, "Bob names the joker 3"),
        ("polar", "draw", False, "Bob draws from the stock"),
        ("polar", "take 2", False, "Bob takes the discard into slot 2"),
        ("polar", "keep 0", False, "Bob keeps the drawn card in slot 0"),
        ("polar", "flip 3", False, "Bob discards the drawn card and turns up slot 3"),
        ("polar", "dance", False, "Bob: dance"),
    ],
)
def test_a_move_reads_as_a_sentence(game, action, secret, sentence) -> None:
    i18n.set_language("en")
    assert action_text(game, 1, action, SAY, secret=secret) == sentence


def test_a_move_reads_in_the_readers_language() -> None:
    i18n.set_language("fa")
    try:
        said = action_text("clash", 1, "play H5", SAY)
        assert "Bob" in said and said != "Bob plays H5"
    finally:
        i18n.set_language("en")
