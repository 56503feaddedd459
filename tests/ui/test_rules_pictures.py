"""The rules pages show the cards they talk about, drawn from the current theme's art, in the
reading direction, scaled to the window, never over the text."""

from __future__ import annotations

import pygame
import pytest

from cardtable import i18n
from cardtable.engine.games import GAME_IDS
from cardtable.text.rules import PICTURES, rules_blocks
from cardtable.ui.scenes.rules import RulesScene

from .harness import make_app

SIZES = ((1024, 640), (1280, 800))


def _pages(scene: RulesScene, surface: pygame.Surface):
    """Every scroll position of the page, drawn."""
    for scroll in range(scene.max_scroll() + 1):
        scene.scroll = scroll
        surface.fill((0, 0, 0))
        scene.draw(surface)
        yield scroll


def test_every_picture_belongs_to_one_paragraph_and_shows_cards_of_its_game():
    for game in GAME_IDS:
        shown = [block.cards for block in rules_blocks(game) if block.cards]
        assert len(shown) == len(PICTURES[game]) >= 1, game


@pytest.mark.parametrize("lang", ["en", "fa"])
@pytest.mark.parametrize("size", SIZES)
def test_a_named_card_is_drawn_from_the_themes_art_and_nothing_overlaps(tmp_path, lang, size):
    app = make_app(tmp_path, size)
    i18n.set_language(lang)
    try:
        surface = pygame.Surface(size)
        for game in GAME_IDS:
            scene = RulesScene(app, game)
            scene.enter()
            seen: set[str] = set()
            for _ in _pages(scene, surface):
                placed = scene.placed
                for i, (what, rect) in enumerate(placed):
                    assert scene.box.contains(rect), (game, what, rect)
                    for other, there in placed[i + 1 :]:
                        assert not rect.colliderect(there), (game, what, other, rect, there)
                for card, rect in placed:
                    if card == "text" or card in seen:
                        continue
                    face = app.assets.art.face(game, card, rect.height)
                    drawn = surface.subsurface(rect)
                    for x, y in [(w * rect.width // 5, h * rect.height // 7)
                                 for w in range(1, 5) for h in range(1, 7)]:  # fmt: skip
                        got, want = drawn.get_at((x, y)), face.get_at((x, y))
                        assert all(abs(got[i] - want[i]) <= 3 for i in range(3)), (card, x, y)
                    seen.add(card)
            wanted = {card for cards in PICTURES[game].values() for card in cards}
            assert seen == wanted, (game, wanted - seen)
    finally:
        i18n.set_language("en")


def test_the_cards_follow_the_reading_direction(tmp_path):
    app = make_app(tmp_path, (1280, 800))
    surface = pygame.Surface((1280, 800))
    firsts = {}
    try:
        for lang in ("en", "fa"):
            i18n.set_language(lang)
            scene = RulesScene(app, "cuckoo")
            scene.enter()
            picture = scene.pictures[0]
            scene.scroll = picture.row
            scene.draw(surface)
            xs = {card: rect.x for card, rect in scene.placed if card != "text"}
            firsts[lang] = xs
            assert set(xs) >= {"Fool", "Owl", "Pot"}
    finally:
        i18n.set_language("en")
    assert firsts["en"]["Fool"] < firsts["en"]["Owl"] < firsts["en"]["Pot"]
    assert firsts["fa"]["Fool"] > firsts["fa"]["Owl"] > firsts["fa"]["Pot"]
    assert firsts["en"]["Fool"] < 640 < firsts["fa"]["Fool"]


def test_the_cards_scale_with_the_window(tmp_path):
    heights = []
    for size in SIZES:
        app = make_app(tmp_path, size)
        scene = RulesScene(app, "polar")
        scene.enter()
        heights.append(max(rect.height for picture in scene.pictures for _, rect in picture.cards))
    assert heights[0] < heights[1]
