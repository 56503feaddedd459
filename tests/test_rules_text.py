"""The rules pages and blurbs: every game has them, they go through tr(), and the facts a
player most needs are on the page."""

from __future__ import annotations

import pytest

from cardtable.i18n import set_catalogue
from cardtable.text.rules import GAME_BLURBS, blurb, rules_paragraphs

GAMES = ("quattro", "cuckoo", "clash", "polar")


def page(game: str) -> str:
    return "\n".join(text for text, _ in rules_paragraphs(game)).lower()


@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_headings_and_paragraphs(game: str) -> None:
    paragraphs = rules_paragraphs(game)
    headings = [text for text, heading in paragraphs if heading]
    texts = [text for text, heading in paragraphs if not heading]
    assert paragraphs[0][1], "a page starts with a heading"
    assert not paragraphs[-1][1], "a page ends with a paragraph"
    assert {"Goal", "Tips", "Controls"} <= set(headings)
    assert len(texts) >= len(headings)
    assert all(text.strip() == text and text for text, _ in paragraphs)
    words = sum(len(text.split()) for text in texts)
    assert 350 <= words <= 700, words
    assert "H asks for a hint" in texts[-1] and "Esc opens the menu" in texts[-1]


@pytest.mark.parametrize("game", GAMES)
def test_blurbs_are_short(game: str) -> None:
    assert set(GAME_BLURBS) == set(GAMES)
    assert 0 < len(blurb(game)) <= 70


def test_unknown_game_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        rules_paragraphs("snap")
    with pytest.raises(KeyError):
        blurb("snap")


def test_every_string_goes_through_tr() -> None:
    heading = rules_paragraphs("cuckoo")[0][0]
    try:
        set_catalogue({heading: "Ziel", GAME_BLURBS["polar"]: "Paare"})
        assert rules_paragraphs("cuckoo")[0] == ("Ziel", True)
        assert blurb("polar") == "Paare"
    finally:
        set_catalogue({})
    assert rules_paragraphs("cuckoo")[0] == (heading, True)


# Phrases each game's page must hold (it is read lowercased)
FACTS = {
    "cuckoo": (
        *("fool", "owl", "pot", "xii", "house", "horse", "cat", "dragoon", "cuckoo"),
        "every exchange made earlier in this deal is undone",
        "fool holder still alive then rests",
        "two fools",
        "draw",
        # a Cuckoo costs the asker nothing, but the asker is still in the settlement
        "no penalty for asking",
        "if it is lowest, you lose a life",
        "the cards carry no names",
        "crowns",
    ),
    "quattro": (
        "p1, p2, p2, p1",
        "vp1 to vp6",
        "grey zeros",
        "1. if it holds a zero",
        "2. otherwise it gives its highest card",
        "3. if no",
        "mulligan",
        "draw",
        "you get the top four cards of the stock, and only then do your old four go",
        "once two of your revealed cards share a number or a colour",
    ),
    "clash": (
        "burn",
        "names its value, from 1 to 7, after seeing the other three cards",
        "two or more jokers",
        "played again",
        "you and your partner",
        "medal",
        "leads the first round of each set",
        "the lead alternates every round after it, a replayed round included",
    ),
    "polar": (
        "−5s never cancel",
        "four of a kind",
        "wins the whole game at once",
        "the moment your fourth card is face up",
        "nobody takes another turn, that round is not scored, and nobody shares",
        *("polar-bear", "snowy-owl", "penguin", "wild"),
        "near cards",
    ),
}


@pytest.mark.parametrize("game", GAMES)
def test_the_page_holds_the_facts_a_player_most_needs(game: str) -> None:
    text = page(game)
    missing = [fact for fact in FACTS[game] if fact not in text]
    assert not missing, missing


def test_the_pages_say_nothing_they_must_not() -> None:
    # a Cuckoo costs the asker nothing; four of a kind is a win nobody shares (only a tie on
    # the lowest total, after "otherwise", is shared)
    assert "you keep your card and lose nothing" not in page("cuckoo")
    assert "share the win" not in page("polar").split("otherwise")[0]
