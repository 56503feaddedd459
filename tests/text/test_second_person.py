"""Sentences a person would write: the reader's own moves in the second person ("You keep"),
everyone else's in the third ("Astrid keeps"), cards by the names people call them and never by
the engine's ids ("the red 4", not "R4"), lists joined with the language's "and".

Checked over seeded random games of all four games, read by every seat, by a spectator and by
the analyst, in English, Hindi and Persian."""

from __future__ import annotations

import contextlib
import io
import re

import pytest

from cardtable import i18n
from cardtable.cli import main
from cardtable.engine.games import cuckoo, quattro
from cardtable.engine.scenario import replay
from cardtable.text import Narrator, describe, headline, text_for

from ..conftest import SCENARIOS
from .playouts import TABLES, playout

LANGUAGES = ("en", "hi", "fa")
YOU = {"en": "You", "hi": "आप", "fa": "شما"}
# An engine id in an English sentence: a coloured or suited number (R4, H5), a polar ten (10B),
# a joker (JR), the polar wild (W), a Roman numeral (VII), a virtual player's id (vp3).
ENGINE_ID = re.compile(r"\b([RBYGHDSC]\d|\d+[BOP]|J[RB]|W|[IVX]+|[vV][pP]\d)\b")
LATIN = re.compile(r"[A-Za-z]")


def _sentences(table: tuple, viewer: int | None) -> list[str]:
    """Every line of the game's log as `viewer` reads it (None: the analyst, every card)."""
    game, seats, _, _ = table
    result = replay(playout(*table))
    reader = viewer if viewer is not None and viewer >= 0 else None
    say = Narrator.numbered(seats, reader)
    lines = [
        describe(game, event if viewer is None else event.redact(viewer), say)
        for step in result.steps
        for event in step.events
    ]
    outcome = result.state.outcome()
    if outcome is not None:
        lines.append(text_for(game).headline(outcome, say))
    return lines


def _readers(seats: int) -> list[int | None]:
    return [None, -1, *range(seats)]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}-{t[1]}-{t[3]}")
def test_no_sentence_names_a_card_by_its_engine_id(table: tuple, lang: str) -> None:
    i18n.set_language(lang)
    for viewer in _readers(table[1]):
        names = Narrator.numbered(table[1]).names
        for line in _sentences(table, viewer):
            if lang == "en":
                assert not ENGINE_ID.search(line), (viewer, line)
            else:  # a translated sentence has no Latin letter left: no id, no English word
                bare = line
                for name in names:
                    bare = bare.replace(name, "")
                assert not LATIN.search(bare), (viewer, line)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("table", TABLES, ids=lambda t: f"{t[0]}-{t[1]}-{t[3]}")
def test_the_reader_is_you_and_never_named(table: tuple, lang: str) -> None:
    """Every seat's log speaks to that seat ("You ...") and never names it; the others are
    named as before."""
    i18n.set_language(lang)
    seats = table[1]
    for viewer in range(seats):
        own = Narrator.numbered(seats).names[viewer]
        lines = _sentences(table, viewer)
        assert not [line for line in lines if own in line], (viewer, own)
        assert any(YOU[lang] in line for line in lines), viewer
        others = [Narrator.numbered(seats).names[s] for s in range(seats) if s != viewer]
        assert all(any(name in line for line in lines) for name in others), viewer


def test_seat_0_reads_you_keep_and_seat_1_reads_astrid_keeps() -> None:
    names = ("Astrid", "Bjørn")
    kept = quattro.Kept(0)
    assert describe("quattro", kept, Narrator(names, 0)) == "You keep"
    assert describe("quattro", kept, Narrator(names, 1)) == "Astrid keeps"
    assert describe("quattro", kept, Narrator(names)) == "Astrid keeps"
    card_kept = cuckoo.Kept(0)  # Cuckoo's players keep a card, Quattro's a hand
    assert describe("cuckoo", card_kept, Narrator(names, 0)) == "You keep"
    i18n.set_language("hi")
    assert describe("quattro", kept, Narrator(names, 0)) == "आपने हाथ रखा"
    assert describe("quattro", kept, Narrator(names, 1)) == "Astrid ने अपना हाथ रखा"
    assert describe("cuckoo", card_kept, Narrator(names, 0)) == "आपने अपना पत्ता रखा"
    i18n.set_language("fa")
    assert describe("quattro", kept, Narrator(names, 0)) == "شما دستتان را نگه داشتید"
    assert describe("cuckoo", card_kept, Narrator(names, 0)) == "شما ورقتان را نگه داشتید"


def test_a_card_list_and_a_virtual_player_read_as_people_say_them() -> None:
    say = Narrator(("Astrid", "Bjørn"), 1)
    dealt = quattro.Dealt(1, ("B3", "Y3", "G5", "G6"))
    assert describe("quattro", dealt, say) == (
        "You are dealt the blue 3, the yellow 3, the green 5 and the green 6"
    )
    traded = quattro.Traded(0, 3, "R4", None, False)
    assert describe("quattro", traded, say) == (
        "Astrid gives the red 4 to virtual player 3 and receives a card"
    )


def test_the_headline_speaks_to_the_winner_and_agrees_with_how_many_won() -> None:
    from cardtable.engine.core import Outcome
    from cardtable.engine.games import polar

    names = ("Astrid", "Bjørn", "Chiara")
    assert headline("polar", Outcome((1,)), Narrator(names, 1)) == "You win!"
    assert headline("polar", Outcome((1,)), Narrator(names, 0)) == "Bjørn wins!"
    over = polar.GameOver((1,), (10, -3, 7))
    assert describe("polar", over, Narrator(names)) == "Game over: Bjørn wins"
    assert describe("polar", over, Narrator(names, 1)) == "Game over: you win"
    both = polar.GameOver((0, 2), (1, 9, 1))
    assert describe("polar", both, Narrator(names, 0)) == "Game over: Chiara and you win"


def _cli(*args: str) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["replay", *args]) == 0
    return out.getvalue()


def test_cardtable_replay_narrates_the_game_as_a_seat_saw_it_in_its_language() -> None:
    path = str(SCENARIOS / "quattro-full-game.yaml")
    seat0 = _cli(path, "--seat", "0")
    assert "   1.   You keep\n" in seat0
    assert "seat 1 keeps" in seat0 and "seat 0" not in seat0
    assert "You give the green 3 to virtual player 5 and receive the green 4" in seat0
    seat1 = _cli(path, "--seat", "1")
    assert "seat 0 keeps" in seat1 and "You keep" in seat1
    persian = _cli(path, "--seat", "0", "--lang", "fa")
    i18n.set_language("en")
    assert "دستتان را نگه داشتید" in persian
    assert "R4" not in persian and "vp" not in persian


def test_who_returns_after_a_skipped_deal_agrees_with_how_many() -> None:
    names = ("Astrid", "Bjørn", "Chiara")
    one, two = cuckoo.DealSkipped(4, (1,)), cuckoo.DealSkipped(4, (0, 1))
    assert describe("cuckoo", one, Narrator(names)).endswith("; Bjørn returns")
    assert describe("cuckoo", one, Narrator(names, 1)).endswith("; you return")
    assert describe("cuckoo", two, Narrator(names, 1)).endswith("; Astrid and you return")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_seat_called_you_is_second_person_only_for_its_own_reader(lang: str) -> None:
    """The app names the person's seat "You": read by that seat it is "You keep"; read by
    anyone else (a replay, a spectator, the other person at a pass-and-play table) the name is
    quoted, so its third-person verb reads as a name's, never "You keeps"."""
    i18n.set_language(lang)
    try:
        you = i18n.tr("You")
        kept = cuckoo.Kept(seat=0)
        for name in ("You", you, "you"):
            names = (name, "Astrid", "Bjørn")
            own = describe("cuckoo", kept, Narrator(names, viewer=0))
            assert own == i18n.trc("Cuckoo: keeps the card", "You keep")
            for reader in (None, 1):
                theirs = describe("cuckoo", kept, Narrator(names, viewer=reader))
                quoted = i18n.trc(
                    "a seat's name quoted, so that it reads as a name", "“{name}”", name=name
                )
                assert theirs == i18n.tr("{player} keeps", player=quoted), theirs
                assert quoted != name
        # a name that only contains the word stays as it is
        assert Narrator(("Youssef", "Astrid"), viewer=1).names[0] == "Youssef"
    finally:
        i18n.set_language("en")
