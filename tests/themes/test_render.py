"""Rasterising faces and backs: exact sizes, real pictures, distinct cards, a cache."""

from __future__ import annotations

import pygame
import pytest

from cardtable import themes
from cardtable.themes import DECKS, CardArt, load_theme

HEIGHTS = (90, 157)


def signature(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def is_blank(surface: pygame.Surface) -> bool:
    small = pygame.transform.scale(surface, (16, 24))
    colours = {tuple(small.get_at((x, y))) for x in range(16) for y in range(24)}
    return len(colours) < 4


@pytest.fixture(scope="module", params=["classic", "high-contrast"])
def art(request):
    result = load_theme(request.param)
    assert not result.problems
    return CardArt(result.theme)


def test_every_face_and_back_renders_distinctly(art):
    for game, cards in DECKS.items():
        deck = art.theme.deck(game)
        for height in HEIGHTS:
            seen: dict[bytes, str] = {}
            width = round(height * deck.aspect)
            for info in cards:
                face = art.face(game, info.id, height)
                assert face.get_size() == (width, height), (game, info.id)
                assert not is_blank(face), (game, info.id)
                sig = signature(face)
                assert sig not in seen, f"{game} {info.id} looks exactly like {seen.get(sig)}"
                seen[sig] = info.id
            back = art.back(game, height)
            assert back.get_size() == (width, height)
            assert not is_blank(back)
            assert signature(back) not in seen


def test_no_face_carries_a_word(art):
    """Faces are read by players of every language: their only text layers are numerals and
    marks (Cuckoo's number cards keep their Roman numerals, drawn with stars to count)."""
    for game, cards in DECKS.items():
        deck = art.theme.deck(game)
        for info in cards:
            style = deck.face(info.id)
            for layer in (style.index, style.centre):
                if layer is None:
                    continue
                letters = {c for c in layer.text if c.isalpha()}
                roman = game == "cuckoo" and info.group == "number"
                assert letters <= ({"I", "V", "X"} if roman else set()), (game, info.id, layer)
    for svg in themes.packaged_themes_dir().rglob("*.svg"):
        assert "<text" not in svg.read_text(), svg


def test_cuckoos_pictures_and_matadors_show_their_rank_in_marks(art):
    """The bottom cartouche, where the name once was, differs from card to card of a group:
    1-3 diamonds for Fool, Owl and Pot, 1-5 crowns for House ... Cuckoo."""
    height = 360
    deck = art.theme.deck("cuckoo")
    width = deck.width(height)
    strip = pygame.Rect(width // 4, int(height * 0.87), width // 2, int(height * 0.07))

    def cartouche(card: str) -> bytes:
        return signature(art.face("cuckoo", card, height).subsurface(strip).copy())

    for group in (("Fool", "Owl", "Pot"), ("House", "Horse", "Cat", "Dragoon", "Cuckoo")):
        marks = [cartouche(card) for card in group]
        assert len(set(marks)) == len(group), group
        for card in group:
            assert deck.face(card).index is None  # no name drawn over the marks


def test_cuckoo_cards_are_tall(art):
    assert art.size("cuckoo", 300)[0] < art.size("polar", 300)[0]
    w, h = art.size("cuckoo", 300)
    assert 0.5 < w / h < 0.62


def test_corners_are_transparent(art):
    for game in DECKS:
        face = art.face(game, DECKS[game][0].id, 157)
        assert face.get_at((0, 0)).a == 0
        w, h = face.get_size()
        assert face.get_at((w // 2, h // 2)).a == 255


def test_cache_returns_the_same_surface(art):
    a = art.face("polar", "10B", 120)
    assert art.face("polar", "10B", 120) is a
    assert art.face("polar", "10B", 121) is not a
    assert art.face("polar", "10B", 121).get_height() == 121


def test_unusable_requests_are_refused(art):
    with pytest.raises(KeyError):
        art.face("polar", "11", 100)
    with pytest.raises(KeyError):
        art.back("chess", 100)
    with pytest.raises(ValueError):
        art.face("polar", "1", 5)


def test_table(art):
    table = art.table((320, 200))
    assert table.get_size() == (320, 200)
    assert art.table((320, 200)) is table


def test_preload_reports_time(art):
    seconds = art.preload("clash", 64)
    assert 0 <= seconds < 10


def test_fallback_theme_still_draws():
    theme = themes.emergency_theme()
    art = CardArt(theme)
    face = art.face("cuckoo", "Cuckoo", 100)
    assert face.get_size() == (58, 100)
    assert not is_blank(face)
