"""Drawing a theme's cards with pygame (the only part of the themes that needs it), and opening
the files a theme names as drawing will."""

from __future__ import annotations

import io
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..engine.untrusted import read_bytes
from .decks import DECKS
from .model import (
    MAX_CARD_HEIGHT,
    MAX_FILE_BYTES,
    MIN_CARD_HEIGHT,
    RGBA,
    DeckArt,
    FaceStyle,
    Line,
    TextLayer,
    Theme,
)

if TYPE_CHECKING:  # pragma: no cover
    import pygame


def unusable(target: Path, data: bytes) -> str | None:
    """Open a font, decode an image or rasterise an SVG once, as drawing will: a file that
    fails here would fail on every frame (or, for a font, crash the text renderer)."""
    pg = _pygame()
    suffix = target.suffix.lower()
    try:
        if suffix == ".svg":
            pg.image.load_sized_svg(io.BytesIO(data), (32, 32))
        elif suffix in (".png", ".jpg", ".jpeg"):
            pg.image.load(io.BytesIO(data), target.name)
        elif suffix in (".ttf", ".otf"):
            import pygame.freetype  # FreeType refuses what is not a font; SDL_ttf may crash

            if not pygame.freetype.get_init():
                pygame.freetype.init()
            # by path: given a file object, pygame-ce 2.5 fails with a SystemError
            pygame.freetype.Font(str(target), 16).render("Ag")
    except (pg.error, OSError, ValueError, RuntimeError) as exc:
        what = "font" if suffix in (".ttf", ".otf") else "image"
        return f"not a usable {what} ({exc})"
    return None


# --------------------------------------------------------------------------------------------
# Rendering (pygame from here on)


def _pygame() -> Any:
    import pygame

    if not pygame.font.get_init():
        pygame.font.init()
    return pygame


def _hex(colour: RGBA) -> tuple[str, float]:
    r, g, b, a = colour
    return f"#{r:02x}{g:02x}{b:02x}", a / 255


def _display_format(surface: pygame.Surface, opaque: bool) -> pygame.Surface:
    """Converted to the window's pixel format when there is a window: blits of converted
    surfaces cost a fraction of unconverted ones (the felt is redrawn every frame)."""
    pg = _pygame()
    if not pg.display.get_init() or pg.display.get_surface() is None:
        return surface
    return surface.convert() if opaque else surface.convert_alpha()


class CardArt:
    """Card faces and backs of one theme as pygame Surfaces at exact pixel heights.

    Surfaces are cached by (theme, game, card id, height) and shared: do not draw on them.
    Width follows the deck's aspect ratio (`size(game, height)`)."""

    def __init__(self, theme: Theme, max_cached: int = 1200) -> None:
        self.theme = theme
        self.max_cached = max_cached
        self._key = (theme.id, str(theme.path))
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._files: dict[Path, bytes] = {}
        self._layers: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._fonts: dict[tuple[Path | None, int], pygame.font.Font] = {}

    # -- public
    def size(self, game: str, height: int) -> tuple[int, int]:
        return self.theme.deck(game).width(height), height

    def face(self, game: str, card_id: str, height: int) -> pygame.Surface:
        deck = self.theme.deck(game)
        return self._get(
            (game, card_id, height), lambda: self._draw(deck, deck.face(card_id), height)
        )

    def back(self, game: str, height: int) -> pygame.Surface:
        deck = self.theme.deck(game)
        return self._get((game, "", height), lambda: self._draw(deck, deck.back, height))

    def preload(self, game: str, height: int) -> float:
        """Rasterise every face and the back of a deck at `height`; returns the seconds spent."""
        start = time.perf_counter()
        for info in DECKS[game]:
            self.face(game, info.id, height)
        self.back(game, height)
        return time.perf_counter() - start

    def table(self, size: tuple[int, int]) -> pygame.Surface:
        """The table felt at a window size."""
        return self._get(("table", "", size), lambda: self._draw_table(size))

    def clear(self) -> None:
        self._cache.clear()
        self._layers.clear()

    # -- internals
    def _get(self, key: tuple, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        full = (*self._key, *key)
        surface = self._cache.get(full)
        if surface is None:
            height = key[2] if isinstance(key[2], int) else max(key[2])
            if not MIN_CARD_HEIGHT <= height <= MAX_CARD_HEIGHT and key[0] != "table":
                raise ValueError(
                    f"card height {height} px: expected {MIN_CARD_HEIGHT} to {MAX_CARD_HEIGHT}"
                )
            surface = _display_format(make(), opaque=key[0] == "table")
            self._cache[full] = surface
            while len(self._cache) > self.max_cached:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(full)
        return surface

    def _bytes(self, path: Path) -> bytes:
        data = self._files.get(path)
        if data is None:
            data = read_bytes(path, MAX_FILE_BYTES)  # a regular file, as it was when checked
            self._files[path] = data
        return data

    def _svg(self, data: bytes, size: tuple[int, int]) -> pygame.Surface:
        pg = _pygame()
        w, h = size
        surface = pg.image.load_sized_svg(io.BytesIO(data), (w, h))
        if surface.get_size() != (w, h):  # nanosvg keeps the aspect ratio and may round
            surface = pg.transform.smoothscale(surface, (w, h))
        return surface

    def _font(self, key: str, px: int) -> pygame.font.Font:
        pg = _pygame()
        path = self.theme.font(key) if key in dict(self.theme.fonts) else None
        font = self._fonts.get((path, px))
        if font is None:
            font = pg.font.Font(str(path) if path else None, px)
            self._fonts[(path, px)] = font
        return font

    def _shape_svg(self, deck: DeckArt, fill: RGBA | None, line: Line | None) -> bytes:
        vh = 1000.0
        vw = vh * deck.aspect
        sw = line.width * vh if line else 0.0
        r = deck.corner_radius * vw
        parts = [f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {vw:.2f} {vh:.2f}">']
        attrs = f'x="{sw / 2:.2f}" y="{sw / 2:.2f}" width="{vw - sw:.2f}" height="{vh - sw:.2f}"'
        attrs += f' rx="{max(0.0, r - sw / 2):.2f}"'
        if fill:
            colour, alpha = _hex(fill)
            attrs += f' fill="{colour}" fill-opacity="{alpha:.3f}"'
        else:
            attrs += ' fill="none"'
        if line:
            colour, alpha = _hex(line.colour)
            attrs += f' stroke="{colour}" stroke-opacity="{alpha:.3f}" stroke-width="{sw:.2f}"'
        parts.append(f"<rect {attrs}/></svg>")
        return "".join(parts).encode()

    def _shared(self, key: Path | bytes, size: tuple[int, int]) -> pygame.Surface:
        """A rasterised SVG that many cards share (a group's frame, an outline), by size."""
        full = (key, size)
        surface = self._layers.get(full)
        if surface is None:
            data = key if isinstance(key, bytes) else self._bytes(key)
            surface = self._svg(data, size)
            self._layers[full] = surface
            while len(self._layers) > 64:
                self._layers.popitem(last=False)
        else:
            self._layers.move_to_end(full)
        return surface

    def _draw(self, deck: DeckArt, style: FaceStyle, height: int) -> pygame.Surface:
        pg = _pygame()
        w, h = deck.width(height), height
        size = (w, h)
        card: pygame.Surface | None = None
        if style.background or style.border:
            card = self._shared(self._shape_svg(deck, style.background, style.border), size).copy()
        if style.art:
            art = self._shared(style.art, size)
            if card is None:
                card = art.copy()
            else:
                card.blit(art, (0, 0))
        if card is None:
            card = pg.Surface(size, pg.SRCALPHA)
        if style.picture:
            x, y, bw, bh = style.picture.box
            box = pg.Rect(round(x * w), round(y * h), max(1, round(bw * w)), max(1, round(bh * h)))
            pic = pg.image.load_sized_svg(io.BytesIO(self._bytes(style.picture.svg)), box.size)
            card.blit(pic, pic.get_rect(center=box.center))
        for layer in (style.centre, style.index):
            if layer:
                self._draw_text(card, layer)
        if style.outline:
            card.blit(self._shared(self._shape_svg(deck, None, style.outline), size), (0, 0))
        if pg.display.get_init() and pg.display.get_surface() is not None:
            card = card.convert_alpha()
        return card

    def _render_line(self, layer: TextLayer, px: int) -> pygame.Surface:
        pg = _pygame()
        font = self._font(layer.font, px)
        colour = layer.colour
        if layer.tracking:
            glyphs = [font.render(ch, True, colour) for ch in layer.text]
            gap = round(layer.tracking * px)
            width = sum(g.get_width() for g in glyphs) + gap * max(0, len(glyphs) - 1)
            text = pg.Surface((max(1, width), font.get_height()), pg.SRCALPHA)
            x = 0
            for g in glyphs:
                text.blit(g, (x, 0))
                x += g.get_width() + gap
        else:
            text = font.render(layer.text, True, colour)
        return text

    def _draw_text(self, card: pygame.Surface, layer: TextLayer) -> None:
        pg = _pygame()
        w, h = card.get_size()
        px = max(6, round(layer.size * h))
        block: pygame.Surface | None = None
        ink = None
        if layer.text:
            text = self._render_line(layer, px)
            hw = 0
            if layer.halo:
                hw = max(1, round(layer.halo_width * h))
                font = self._font(layer.font, px)
                font.outline = hw
                halo = replace(layer, colour=layer.halo)
                outer = self._render_line(halo, px)
                font.outline = 0
                outer.blit(text, (hw, hw))
                text = outer
            ink = text.get_bounding_rect()
            block = self._underlined(text, ink, layer, px, hw) if layer.underline else text
        if layer.symbol:
            side = max(2, round(layer.symbol_size * h))
            sym = pg.image.load_sized_svg(io.BytesIO(self._bytes(layer.symbol)), (side, side))
            if block is None or ink is None or ink.width == 0:
                block, ink = sym, sym.get_rect()
            else:
                gap = max(1, round(0.012 * h))
                bw = max(block.get_width(), sym.get_width())
                bh = ink.bottom + gap + sym.get_height()
                combined = pg.Surface((bw, bh), pg.SRCALPHA)
                dx = (bw - block.get_width()) // 2
                combined.blit(block, (dx, 0))
                combined.blit(sym, ((bw - sym.get_width()) // 2, ink.bottom + gap))
                ink = ink.move(dx, 0)
                block = combined
        if block is None or ink is None:
            return
        cx, cy = layer.x * w, layer.y * h
        pos = (round(cx - ink.centerx), round(cy - ink.centery))
        card.blit(block, pos)
        if layer.mirror:
            turned = pg.transform.rotate(block, 180)
            bw, bh = block.get_size()
            # a point (px, py) of the block lands on (bw - px, bh - py) once turned
            card.blit(
                turned, (round(w - cx - (bw - ink.centerx)), round(h - cy - (bh - ink.centery)))
            )

    @staticmethod
    def _underlined(
        text: pygame.Surface, ink: pygame.Rect, layer: TextLayer, px: int, hw: int
    ) -> pygame.Surface:
        """The text with a bar under its ink, as wide as the glyphs (the halo goes round it).
        The ink rectangle stays the glyphs' own, so the numeral sits where an unmarked one
        does and the bar hangs below it."""
        pg = _pygame()
        thick, gap = max(2, round(0.09 * px)), max(1, round(0.07 * px))
        bar = pg.Rect(ink.left + hw, ink.bottom + gap, max(1, ink.width - 2 * hw), thick)
        block = pg.Surface((text.get_width(), bar.bottom + hw + 1), pg.SRCALPHA)
        block.blit(text, (0, 0))
        if layer.halo:
            pg.draw.rect(block, layer.halo, bar.inflate(2 * hw, 2 * hw), border_radius=hw)
        pg.draw.rect(block, layer.colour, bar)
        return block

    def _draw_table(self, size: tuple[int, int]) -> pygame.Surface:
        pg = _pygame()
        w, h = max(1, size[0]), max(1, size[1])
        t = self.theme.table
        if t.gradient:
            inner, ia = _hex(t.gradient.inner)
            outer, oa = _hex(t.gradient.outer)
            if t.gradient.kind == "radial":
                grad = (
                    '<radialGradient id="g" cx="50%" cy="45%" r="75%">'
                    f'<stop offset="0" stop-color="{inner}" stop-opacity="{ia:.3f}"/>'
                    f'<stop offset="1" stop-color="{outer}" stop-opacity="{oa:.3f}"/>'
                    "</radialGradient>"
                )
            else:
                grad = (
                    '<linearGradient id="g" x1="0" y1="0" x2="0" y2="1">'
                    f'<stop offset="0" stop-color="{inner}" stop-opacity="{ia:.3f}"/>'
                    f'<stop offset="1" stop-color="{outer}" stop-opacity="{oa:.3f}"/>'
                    "</linearGradient>"
                )
            # a gradient is smooth: rasterise it small and scale it up (much faster)
            sw, sh = max(1, w // 6), max(1, h // 6)
            svg = (
                f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {sw} {sh}"><defs>{grad}'
                f'</defs><rect width="{sw}" height="{sh}" fill="url(#g)"/></svg>'
            )
            small = pg.Surface((sw, sh))
            small.fill(t.colour[:3])
            small.blit(self._svg(svg.encode(), (sw, sh)), (0, 0))
            surface = pg.transform.smoothscale(small, (w, h))
        else:
            surface = pg.Surface((w, h))
            surface.fill(t.colour[:3])
        if t.texture:
            side = max(8, round(t.texture_size * min(w, h)))
            if t.texture.suffix.lower() == ".svg":
                tile = pg.image.load_sized_svg(io.BytesIO(self._bytes(t.texture)), (side, side))
            else:
                img = pg.image.load(io.BytesIO(self._bytes(t.texture)), t.texture.name)
                tw, th = img.get_size()
                tile = pg.transform.smoothscale(img, (side, max(1, round(th * side / tw))))
            # the SVG raster is ABGR: match the table's ARGB once, not on every blit
            if pg.display.get_surface() is not None:
                tile = tile.convert_alpha()
            else:
                copy = pg.Surface(tile.get_size(), pg.SRCALPHA)
                copy.fill((0, 0, 0, 0))
                copy.blit(tile, (0, 0), special_flags=pg.BLEND_RGBA_ADD)  # exact copy
                tile = copy
            if t.texture_opacity < 1:  # baked into the tile's alpha: the fast blit path
                alpha = round(t.texture_opacity * 255)
                tile.fill((255, 255, 255, alpha), special_flags=pg.BLEND_RGBA_MULT)
            tw, th = tile.get_size()
            surface.fblits((tile, (x, y)) for y in range(0, h, th) for x in range(0, w, tw))
        return surface
