"""A replay's moves as sentences (the replay viewer's line under the board), each game's verbs
through text/, a card chosen in secret unnamed while the game is not over."""

from __future__ import annotations

import pytest

from cardtable import i18n
from cardtable.engine.scenario import Scenario, start
from cardtable.text import Narrator, action_text

SAY = Narrator(("Ann", "Bob", "Cy", "Di"))


def view(game: str) -> object:
    """The table before the move: Cuckoo's words need its dealer (seat 0 here, so Bob asks)."""
    if game != "cuckoo":
        return None
    scenario = Scenario("cuckoo", 4, {}, {"dealer": 0})
    state, _ = start(scenario)
    return state.observe(1)


@pytest.mark.parametrize(
    ("game", "action", "secret", "sentence"),
    [
        ("cuckoo", "keep", False, "Bob keeps"),
        ("cuckoo", "swap", False, "Bob asks to swap"),
        ("quattro", "keep", False, "Bob keeps"),
        ("quattro", "mulligan", False, "Bob takes a mulligan"),
        ("quattro", "reveal R4", True, "Bob chooses a card to reveal"),
        ("quattro", "reveal R4", False, "Bob reveals the red 4"),
        ("quattro", "trade B2 vp3", False, "Bob gives the blue 2 to virtual player 3"),
        ("quattro", "pass", False, "Bob passes"),
        ("clash", "play H5", True, "Bob commits a card"),
        ("clash", "play H5", False, "Bob plays the 5 of hearts"),
        ("clash", "joker 3", False, "Bob names the joker 3"),
        ("polar", "draw", False, "Bob draws from the stock"),
        ("polar", "take 2", False, "Bob takes the discard in place of their top-left card"),
        ("polar", "keep 0", False, "Bob keeps the drawn card in place of their top-right card"),
        (
            "polar",
            "flip 3",
            False,
            "Bob discards the drawn card and turns up their bottom-left card",
        ),
        ("polar", "dance", False, "Bob: dance"),
    ],
)
def test_a_move_reads_as_a_sentence(game, action, secret, sentence) -> None:
    i18n.set_language("en")
    assert action_text(game, 1, action, SAY, view(game), secret=secret) == sentence


def test_a_move_reads_in_the_readers_language() -> None:
    i18n.set_language("fa")
    try:
        said = action_text("clash", 1, "play H5", SAY, None)
        assert "Bob" in said and said != "Bob plays H5"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("game", "action", "secret", "sentence"),
    [
        ("cuckoo", "keep", False, "You keep"),
        ("cuckoo", "swap", False, "You ask to swap"),
        ("quattro", "mulligan", False, "You take a mulligan"),
        ("quattro", "reveal R4", True, "You choose a card to reveal"),
        ("quattro", "trade B2 vp3", False, "You give the blue 2 to virtual player 3"),
        ("clash", "play H5", True, "You play the 5 of hearts"),  # your own card is no secret
        ("clash", "joker 3", False, "You name the joker 3"),
        ("polar", "take 2", False, "You take the discard in place of your bottom-left card"),
        ("polar", "draw", False, "You draw from the stock"),
    ],
)
def test_the_readers_own_move_is_written_to_them(game, action, secret, sentence) -> None:
    assert (
        action_text(game, 1, action, Narrator(SAY.names, 1), view(game), secret=secret) == sentence
    )
    assert action_text(
        game, 0, action, Narrator(SAY.names, 1), view(game), secret=secret
    ).startswith("Ann ")
