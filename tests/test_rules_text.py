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


def test_cuckoo_facts() -> None:
    text = page("cuckoo")
    for rank in ("fool", "owl", "pot", "xii", "house", "horse", "cat", "dragoon", "cuckoo"):
        assert rank in text
    assert "every exchange made earlier in this deal is undone" in text
    assert "fool holder still alive then rests" in text
    assert "two fools" in text and "draw" in text
    # a Cuckoo costs the asker nothing, but the asker is still in the settlement
    assert "you keep your card and lose nothing" not in text
    assert "no penalty for asking" in text and "if it is lowest, you lose a life" in text
    assert "the cards carry no names" in text and "crowns" in text


def test_quattro_facts() -> None:
    text = page("quattro")
    assert "p1, p2, p2, p1" in text
    assert "vp1 to vp6" in text and "grey zeros" in text
    for rule in ("1. if it holds a zero", "2. otherwise it gives its highest card", "3. if no"):
        assert rule in text
    assert "mulligan" in text and "draw" in text
    assert "you get the top four cards of the stock, and only then do your old four go" in text
    assert "once two of your revealed cards share a number or a colour" in text


def test_clash_facts() -> None:
    text = page("clash")
    assert "burn" in text
    assert "names its value, from 1 to 7, after seeing the other three cards" in text
    assert "two or more jokers" in text and "played again" in text
    assert "you and your partner" in text and "medal" in text
    assert "leads the first round of each set" in text
    assert "the lead alternates every round after it, a replayed round included" in text


def test_polar_facts() -> None:
    text = page("polar")
    assert "−5s never cancel" in text
    assert "four of a kind" in text and "wins the whole game at once" in text
    assert "the moment your fourth card is face up" in text
    assert "nobody takes another turn, that round is not scored, and nobody shares" in text
    assert "share the win" not in text.split("otherwise")[0]
    assert "polar-bear" in text and "snowy-owl" in text and "penguin" in text and "wild" in text
    assert "near cards" in text
