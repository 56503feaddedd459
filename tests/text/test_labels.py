"""The setup screen's words through text/: seats (Dual Clash Poker's by team and suits), the
kinds of seat, the options and their values, the AI players' names, in the reader's language."""

from __future__ import annotations

from cardtable import i18n
from cardtable.match import HUMAN
from cardtable.text import text_for
from cardtable.text.labels import AI_NAMES, ai_names, kind_label, option_label, value_label


def test_seats_are_counted_from_one_and_clash_names_teams_and_suits() -> None:
    i18n.set_language("en")
    assert [text_for("polar").seat_label(seat) for seat in (0, 5)] == ["Seat 1", "Seat 6"]
    assert [text_for("clash").seat_label(seat) for seat in range(4)] == [
        "Red · Hearts",
        "Red · Diamonds",
        "Black · Spades",
        "Black · Clubs",
    ]


def test_kinds_options_and_values_read_as_words() -> None:
    i18n.set_language("en")
    assert [kind_label(k) for k in (HUMAN, "easy", "hard")] == ["Person", "Easy AI", "Hard AI"]
    assert option_label("short") == "Short game (5 rounds)"
    assert option_label("unheard_of") == "unheard_of"
    assert [value_label(v) for v in (True, "basic", 3, "other")] == [
        "Yes",
        "Table talk (basic)",
        "3",
        "other",
    ]


def test_the_labels_follow_the_language() -> None:
    i18n.set_language("fa")
    try:
        assert value_label(3) == "۳"  # Persian digits
        assert text_for("clash").seat_label(0) != "Red · Hearts"
        assert kind_label(HUMAN) != "Person"
        assert ai_names() != list(AI_NAMES)
    finally:
        i18n.set_language("en")
