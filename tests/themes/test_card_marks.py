"""The marks that make a card readable: 6 and 9 underlined (in the theme data and in the
pixels), the Polar Pairs wild marked with a star, the polar bear's white fur against a ground
dark enough to see it."""

from __future__ import annotations

import statistics

import pygame
import pytest

from cardtable import themes
from cardtable.themes import DECKS, CardArt, TextLayer, load_theme, turned_twins

THEMES = ("classic", "high-contrast")


@pytest.fixture(scope="module", params=THEMES)
def art(request):
    result = load_theme(request.param)
    assert not result.problems
    return CardArt(result.theme)


def test_only_polar_pairs_has_a_six_and_a_nine():
    assert turned_twins("polar") == {"6", "9"}
    for game in ("cuckoo", "quattro", "clash"):  # Quattro and Clash have a 6 but no 9
        assert turned_twins(game) == frozenset(), game


@pytest.mark.parametrize("source", [*THEMES, "built-in"])
def test_six_and_nine_carry_an_underline_in_the_theme_data(source):
    theme = themes.emergency_theme() if source == "built-in" else load_theme(source).theme
    for game, cards in DECKS.items():
        deck = theme.deck(game)
        for info in cards:
            style = deck.face(info.id)
            marked = info.label in turned_twins(game)
            for layer in (style.index, style.centre):
                if layer is not None and layer.text == info.label:
                    assert layer.underline is marked, (source, game, info.id)
    polar = theme.deck("polar")
    assert polar.face("6").index.underline and polar.face("9").centre.underline


# --------------------------------------------------------------------------------------------
# The underline as drawn


def luminance(colour: tuple[int, ...]) -> float:
    """WCAG relative luminance of an sRGB colour."""

    def linear(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: float, b: float) -> float:
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def ink_parts(face: pygame.Surface, area: pygame.Rect, layer: TextLayer) -> list[pygame.Rect]:
    """The separate blobs of the layer's own colour inside `area`, largest first."""
    crop = face.subsurface(area)
    mask = pygame.mask.from_threshold(crop, layer.colour, (48, 48, 48, 255))
    rects = [r for r in mask.get_bounding_rects() if r.width * r.height > 4]
    return sorted(rects, key=lambda r: r.width * r.height, reverse=True)


def has_underline(face: pygame.Surface, layer: TextLayer) -> bool:
    """A bar below the numeral: a flat blob under the glyph's blob, most of its width."""
    w, h = face.get_size()
    side = round(layer.size * h * 1.6)
    area = pygame.Rect(0, 0, side, side)
    area.center = (round(layer.x * w), round(layer.y * h + layer.size * h * 0.25))
    inside = face.get_rect().inflate(-round(0.08 * w), -round(0.06 * h))  # not the card's rim
    parts = ink_parts(face, area.clip(inside), layer)
    if len(parts) < 2:
        return False
    glyph = parts[0]
    return any(
        bar.top > glyph.bottom - 1
        and bar.height < glyph.height * 0.3
        and bar.width > glyph.width * 0.6
        and abs(bar.centerx - glyph.centerx) < glyph.width * 0.25
        for bar in parts[1:]
    )


@pytest.mark.parametrize("height", [120, 480])
def test_six_and_nine_are_drawn_underlined_in_both_corners_and_the_middle(art, height):
    deck = art.theme.deck("polar")
    for card in ("5", "6", "8", "9"):
        style = deck.face(card)
        face = art.face("polar", card, height)
        turned = pygame.transform.rotate(face, 180)  # the mirrored corner comes to the top
        marked = card in ("6", "9")
        assert has_underline(face, style.index) is marked, (card, height)
        assert has_underline(turned, style.index) is marked, (card, height)
        assert has_underline(face, style.centre) is marked, (card, height)


# --------------------------------------------------------------------------------------------
# The wild's star


def test_the_wild_is_marked_with_a_star_in_its_corners(art):
    style = art.theme.deck("polar").face("W")
    assert style.index is not None and style.index.text == "\u2605" and style.index.mirror
    numeral = art.theme.deck("polar").face("7").index
    # the star glyph is smaller than a numeral's: its layer is larger, so the marks match
    assert style.index.size > numeral.size
    for height in (90, 240):  # a small card, as on a crowded table, and a large one
        face = art.face("polar", "W", height)
        corner = pygame.Rect(0, 0, height // 3, height // 3)
        star = ink_parts(face, corner, style.index)[0]
        # as tall as a numeral's ink at least (a 7: 0.095 x 0.73 of the card's height)
        assert star.height >= 0.07 * height, (height, star)


# --------------------------------------------------------------------------------------------
# The polar bear's contrast


def dilated(mask: pygame.mask.Mask, radius: int) -> pygame.mask.Mask:
    disc = pygame.Mask((2 * radius + 1, 2 * radius + 1))
    for x in range(2 * radius + 1):
        for y in range(2 * radius + 1):
            if (x - radius) ** 2 + (y - radius) ** 2 <= radius**2:
                disc.set_at((x, y))
    return mask.convolve(disc, pygame.Mask(mask.get_size()), (-radius, -radius))


def bear_and_ground(art: CardArt, height: int) -> tuple[float, float]:
    """Median luminance of the bear's fur and of the ground just outside its outline, in the
    picture window of the polar-bear ten as drawn."""
    style = art.theme.deck("polar").face("10B")
    assert style.picture is not None
    face = art.face("polar", "10B", height)
    w, h = face.get_size()
    x, y, bw, bh = style.picture.box
    window = pygame.Rect(round(x * w), round(y * h), round(bw * w), round(bh * h))
    window.inflate_ip(-round(0.03 * w), -round(0.03 * h))  # inside the window's frame
    scene = face.subsurface(window).copy()
    white = pygame.mask.from_threshold(scene, (255, 255, 255, 255), (8, 8, 12, 255))
    bear = white.connected_component()  # the largest white blob: the bear's fur
    assert bear.count() > 0.08 * window.width * window.height, "no bear found"
    outline = max(2, round(0.012 * h))
    ring = dilated(bear, 3 * outline)
    ring.erase(dilated(bear, outline), (0, 0))
    fur = [luminance(scene.get_at(p)) for p in _bits(bear)]
    ground = [luminance(scene.get_at(p)) for p in _bits(ring)]
    return statistics.median(fur), statistics.median(ground)


def _bits(mask: pygame.mask.Mask) -> list[tuple[int, int]]:
    w, h = mask.get_size()
    return [(x, y) for y in range(h) for x in range(w) if mask.get_at((x, y))]


@pytest.mark.parametrize("height", [140, 560])
def test_the_white_bear_stands_out_from_its_ground(art, height):
    fur, ground = bear_and_ground(art, height)
    assert fur > 0.8  # the bear is still a white bear
    assert contrast(fur, ground) >= 3.0, (fur, ground, contrast(fur, ground))
