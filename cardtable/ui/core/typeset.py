"""Text as people read it: bidirectional runs, shaped per script, placed in visual order.

pygame-ce 2.5.8 renders with SDL_ttf and HarfBuzz: one call shapes one run in one font, one
script and one direction (`Font.set_script`, `Font.set_direction`). HarfBuzz joins Persian
letters, builds Devanagari conjuncts and mirrors brackets in a right-to-left run, but it does no
bidi and uses no fallback font. So a line is
  1. split into directional runs by the Unicode bidi algorithm (the rules a single line of
     plain text needs: strong L/R/AL, European and Arabic numbers and their separators,
     neutrals, non-spacing marks; the paragraph direction is the language's);
  2. each run split further by script and font (Devanagari → Noto Sans Devanagari, Arabic
     script → Noto Naskh Arabic, the rest → DejaVu Sans, and DejaVu for any character the
     script's font lacks, found from the font's own character map);
  3. each piece shaped in its direction, and the pieces placed left to right in visual order
     on one baseline.

`TextFont` is what `App.font()` returns. It quacks like a `pygame.font.Font` (`render`, `size`,
`get_height`, `get_linesize`, ...) so every scene's text goes through this module. `draw_text`
(widgets) reports each text it draws to `record()` listeners: the i18n tests check from it that
nothing overflows its box.
"""

from __future__ import annotations

import struct
import unicodedata
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pygame

from ... import i18n
from ...paths import assets_dir

LATIN, DEVANAGARI, ARABIC = "Latn", "Deva", "Arab"
LANGUAGE_SCRIPTS = {"en": LATIN, "hi": DEVANAGARI, "fa": ARABIC}

# script -> its (regular, bold, heading) font files under assets/fonts. Headings ("serif") are
# bold at either weight; Devanagari and Arabic have no serif face here, so theirs is the bold.
FONT_FILES: dict[str, tuple[str, str, str]] = {
    LATIN: ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf"),
    DEVANAGARI: (
        "NotoSansDevanagari-Regular.ttf",
        "NotoSansDevanagari-Bold.ttf",
        "NotoSansDevanagari-Bold.ttf",
    ),
    ARABIC: ("NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf", "NotoNaskhArabic-Bold.ttf"),
}
# At one pixel size these scripts look smaller than DejaVu's large Latin x-height.
SCALES = {LATIN: 1.0, DEVANAGARI: 1.08, ARABIC: 1.15}
# Noto Naskh's line box leaves room for stacked vowel marks that everyday Persian does not
# write: part of it is trimmed (measured on the tallest and deepest letters with marks).
TRIMS = {ARABIC: (0.10, 0.24)}  # share of the pixel size cut at the top and at the bottom

_NEUTRALS = frozenset({"B", "S", "WS", "ON", "BN"})
# Formatting characters that steer the bidi algorithm and are never drawn.
_INVISIBLE = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


# -- bidi ------------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def _bidi_type(ch: str) -> str:
    kind = unicodedata.bidirectional(ch)
    if not kind:
        return "L"
    if kind in ("LRE", "RLE", "LRO", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"):
        return "BN"  # explicit embeddings are not used by the app's text: ignored
    return kind


def bidi_levels(text: str, base: int = 0) -> list[int]:
    """The embedding level of each character of one line (Unicode bidi algorithm, rules W1-W7,
    N1-N2, I1-I2 and L1, without explicit embeddings). `base`: 0 left to right, 1 right to
    left."""
    if not text:
        return []
    original = [_bidi_type(c) for c in text]
    sos = "R" if base % 2 else "L"
    types = _weak_types(original, sos)
    _resolve_neutrals(types, sos)
    return _line_levels(types, original, base)


def _weak_types(original: list[str], sos: str) -> list[str]:
    """W1-W7: marks, numbers, separators and terminators resolved (plus signs joining numbers);
    `sos`: the type before the line's start."""
    types = list(original)
    _marks_take_previous(types, sos)
    _arabic_numbers(types, sos)
    types = ["R" if kind == "AL" else kind for kind in types]  # W3: AL is R
    _signs_join_numbers(types)
    _separators_join_numbers(types)
    _terminators_join_numbers(types)
    # W6: the other separators and terminators are neutral
    types = ["ON" if kind in ("ES", "ET", "CS") else kind for kind in types]
    _numbers_in_left_to_right(types, sos)
    return types


def _marks_take_previous(types: list[str], sos: str) -> None:
    """W1: a non-spacing mark takes the type of the character before it."""
    previous = sos
    for i, kind in enumerate(types):
        if kind == "NSM":
            types[i] = previous
        elif kind != "BN":
            previous = kind


def _arabic_numbers(types: list[str], sos: str) -> None:
    """W2: a European number after Arabic letters is an Arabic number."""
    last = sos
    for i, kind in enumerate(types):
        if kind in ("L", "R", "AL"):
            last = kind
        elif kind == "EN" and last == "AL":
            types[i] = "AN"


def _signs_join_numbers(types: list[str]) -> None:
    """A sign written straight before a number is part of it ("−5" reads as one number in any
    text; the plain W-rules would leave it a neutral that a right-to-left sentence moves to
    the number's right-hand side)."""
    for i in range(len(types) - 1):
        if (
            types[i] == "ES"
            and types[i + 1] in ("EN", "AN")
            and (i == 0 or types[i - 1] not in ("EN", "AN"))
        ):
            types[i] = types[i + 1]


def _separators_join_numbers(types: list[str]) -> None:
    """W4: one separator between two numbers of the same kind joins them."""
    for i in range(1, len(types) - 1):
        kind, before, after = types[i], types[i - 1], types[i + 1]
        if kind == "ES" and before == "EN" and after == "EN":
            types[i] = "EN"
        elif kind == "CS" and before == after and before in ("EN", "AN"):
            types[i] = before


def _terminators_join_numbers(types: list[str]) -> None:
    """W5: terminators (%, $, ...) next to European numbers are numbers."""
    n = len(types)
    i = 0
    while i < n:
        if types[i] != "ET":
            i += 1
            continue
        j = i
        while j < n and types[j] == "ET":
            j += 1
        if (i > 0 and types[i - 1] == "EN") or (j < n and types[j] == "EN"):
            types[i:j] = ["EN"] * (j - i)
        i = j


def _numbers_in_left_to_right(types: list[str], sos: str) -> None:
    """W7: European numbers in left-to-right text are left to right."""
    last = sos
    for i, kind in enumerate(types):
        if kind in ("L", "R"):
            last = kind
        elif kind == "EN" and last == "L":
            types[i] = "L"


def _resolve_neutrals(types: list[str], sos: str) -> None:
    """N1, N2: neutrals between two runs of one direction take it, others the paragraph's."""

    def side(kind: str) -> str:
        return "L" if kind == "L" else "R"

    n = len(types)
    i = 0
    while i < n:
        if types[i] not in _NEUTRALS:
            i += 1
            continue
        j = i
        while j < n and types[j] in _NEUTRALS:
            j += 1
        before = sos if i == 0 else side(types[i - 1])
        after = sos if j == n else side(types[j])
        direction = before if before == after else sos
        types[i:j] = [direction] * (j - i)
        i = j


def _line_levels(types: list[str], original: list[str], base: int) -> list[int]:
    """I1, I2: the levels from the resolved types; L1: whitespace at the end of the line goes
    back to the paragraph level."""
    levels = []
    for kind in types:
        if base % 2 == 0:
            levels.append(base + (1 if kind == "R" else 2 if kind in ("AN", "EN") else 0))
        else:
            levels.append(base + (1 if kind in ("L", "EN", "AN") else 0))
    for i in range(len(types) - 1, -1, -1):
        if original[i] in ("WS", "BN", "S", "B"):
            levels[i] = base
        else:
            break
    return levels


def level_runs(text: str, base: int = 0) -> list[tuple[str, int]]:
    """(text, level) runs of one line, in visual order from left to right. Each run's text
    is in logical order: an odd level is shaped right to left."""
    levels = bidi_levels(text, base)
    runs: list[tuple[str, int]] = []
    start = 0
    for i in range(1, len(text) + 1):
        if i == len(text) or levels[i] != levels[start]:
            runs.append((text[start:i], levels[start]))
            start = i
    if not runs:
        return []
    # L2: from the highest level down to the lowest odd one, reverse every sequence of runs at
    # that level or higher
    highest = max(level for _, level in runs)
    lowest_odd = min((level for _, level in runs if level % 2), default=highest + 1)
    for level in range(highest, lowest_odd - 1, -1):
        i = 0
        while i < len(runs):
            if runs[i][1] < level:
                i += 1
                continue
            j = i
            while j < len(runs) and runs[j][1] >= level:
                j += 1
            runs[i:j] = runs[i:j][::-1]
            i = j
    return runs


def visual_text(text: str, base: int = 0) -> str:
    """The characters in the order they appear on screen, left to right (for tests: a run at
    an odd level is reversed here, as HarfBuzz lays it out)."""
    return "".join(run[::-1] if level % 2 else run for run, level in level_runs(text, base))


# -- scripts and fonts -------------------------------------------------------------------------
def char_script(ch: str) -> str | None:
    """Devanagari, Arabic or Latin (any other letter); None for common characters (spaces,
    punctuation, digits, joiners) that take the script of the text around them."""
    o = ord(ch)
    if 0x0900 <= o <= 0x097F or 0xA8E0 <= o <= 0xA8FF or 0x1CD0 <= o <= 0x1CFF:
        return DEVANAGARI
    if (
        0x0600 <= o <= 0x06FF
        or 0x0750 <= o <= 0x077F
        or 0x08A0 <= o <= 0x08FF
        or 0xFB50 <= o <= 0xFDFF
        or 0xFE70 <= o <= 0xFEFF
    ):
        return ARABIC
    if unicodedata.category(ch)[0] == "L":
        return LATIN
    return None


@lru_cache(maxsize=16)
def coverage(path: str) -> frozenset[int]:
    """The code points a TrueType/OpenType font maps to a glyph (its cmap, format 4 or 12)."""
    try:
        data = Path(path).read_bytes()
        count = struct.unpack(">H", data[4:6])[0]
        offsets = {}
        for i in range(count):
            tag, _, offset, _ = struct.unpack(">4sIII", data[12 + 16 * i : 28 + 16 * i])
            offsets[tag] = offset
        base = offsets[b"cmap"]
        tables = struct.unpack(">H", data[base + 2 : base + 4])[0]
        best: tuple[int, int] | None = None
        for i in range(tables):
            platform, encoding, offset = struct.unpack(
                ">HHI", data[base + 4 + 8 * i : base + 12 + 8 * i]
            )
            fmt = struct.unpack(">H", data[base + offset : base + offset + 2])[0]
            unicode = platform == 0 or (platform == 3 and encoding in (1, 10))
            if unicode and fmt == 12:
                best = (12, base + offset)
                break
            if unicode and fmt == 4 and best is None:
                best = (4, base + offset)
        if best is None:
            return frozenset()
        return frozenset(_cmap_points(data, *best))
    except (OSError, KeyError, struct.error):
        return frozenset()


def _cmap_points(data: bytes, fmt: int, at: int) -> set[int]:
    points: set[int] = set()
    if fmt == 12:
        groups = struct.unpack(">I", data[at + 12 : at + 16])[0]
        for k in range(groups):
            start, end, _ = struct.unpack(">III", data[at + 16 + 12 * k : at + 28 + 12 * k])
            points.update(range(start, end + 1))
        return points
    seg2 = struct.unpack(">H", data[at + 6 : at + 8])[0]
    seg = seg2 // 2
    ends = struct.unpack(f">{seg}H", data[at + 14 : at + 14 + seg2])
    starts = struct.unpack(f">{seg}H", data[at + 16 + seg2 : at + 16 + 2 * seg2])
    deltas = struct.unpack(f">{seg}h", data[at + 16 + 2 * seg2 : at + 16 + 3 * seg2])
    ranges_at = at + 16 + 3 * seg2
    range_offsets = struct.unpack(f">{seg}H", data[ranges_at : ranges_at + seg2])
    for k in range(seg):
        for code in range(starts[k], ends[k] + 1):
            if code == 0xFFFF:
                continue
            if range_offsets[k] == 0:
                glyph = (code + deltas[k]) & 0xFFFF
            else:
                where = ranges_at + 2 * k + range_offsets[k] + 2 * (code - starts[k])
                glyph = struct.unpack(">H", data[where : where + 2])[0]
                if glyph:
                    glyph = (glyph + deltas[k]) & 0xFFFF
            if glyph:
                points.add(code)
    return points


@dataclass(frozen=True)
class Piece:
    """A piece of a line: shaped in one font, one script, one direction."""

    text: str
    script: str
    rtl: bool


def font_path(script: str, family: str, bold: bool) -> Path:
    regular, heavy, heading = FONT_FILES[script]
    name = heading if family == "serif" else heavy if bold else regular
    return assets_dir() / "fonts" / name


def missing_fonts() -> list[Path]:
    """The font files the app draws with that are not there (each would fall back to
    pygame's own font, which has no Devanagari, no Arabic script and no card suits)."""
    folder = assets_dir() / "fonts"
    return [
        folder / name
        for name in sorted({name for faces in FONT_FILES.values() for name in faces})
        if not (folder / name).is_file()
    ]


@lru_cache(maxsize=32)
def _points(script: str, family: str, bold: bool) -> frozenset[int]:
    return coverage(str(font_path(script, family, bold)))


def _covered(script: str, ch: str, family: str, bold: bool) -> bool:
    points = _points(script, family, bold)
    return not points or ord(ch) in points


@lru_cache(maxsize=8192)
def itemize(text: str, lang: str, family: str = "sans", bold: bool = False) -> tuple[Piece, ...]:
    """The pieces of one line in visual order, left to right, for a reader of `lang`."""
    primary = LANGUAGE_SCRIPTS.get(lang, LATIN)
    base = 1 if i18n.is_rtl(lang) else 0
    pieces: list[Piece] = []
    for run, level in level_runs(text, base):
        scripts = [char_script(c) for c in run]
        known = next((s for s in scripts if s is not None), None)
        # digits and punctuation alone: in the language's own font where it has them
        current = known or primary
        resolved = []
        for ch, script in zip(run, scripts, strict=True):
            if script is not None:
                current = script
            chosen = current
            if chosen != LATIN and not _covered(chosen, ch, family, bold):
                chosen = LATIN
            resolved.append(chosen)
        rtl = level % 2 == 1
        group: list[Piece] = []
        start = 0
        for i in range(1, len(run) + 1):
            if i == len(run) or resolved[i] != resolved[start]:
                shown = "".join(c for c in run[start:i] if c not in _INVISIBLE)
                if shown:
                    group.append(Piece(shown, resolved[start], rtl))
                start = i
        pieces += group[::-1] if rtl else group
    return tuple(pieces)


# -- fonts -------------------------------------------------------------------------------------
class _ScriptFont:
    def __init__(self, script: str, size: int, bold: bool, family: str) -> None:
        self.script = script
        px = max(6, round(size * SCALES[script]))
        path = font_path(script, family, bold)
        try:
            self.font = pygame.font.Font(str(path), px)
        except (OSError, FileNotFoundError, pygame.error):
            self.font = pygame.font.Font(None, px)  # pygame's own font: never a crash
        top, bottom = TRIMS.get(script, (0.0, 0.0))
        self.trim_top = int(px * top)
        self.trim_bottom = int(px * bottom)
        self.ascent = self.font.get_ascent() - self.trim_top
        self.descent = -self.font.get_descent() - self.trim_bottom

    def prepare(self, rtl: bool) -> pygame.font.Font:
        font = self.font
        font.set_script(self.script)
        font.set_direction(pygame.DIRECTION_RTL if rtl else pygame.DIRECTION_LTR)
        return font

    def width(self, piece: Piece) -> int:
        return self.prepare(piece.rtl).size(piece.text)[0]

    def render(self, piece: Piece, colour: Any) -> pygame.Surface:
        image = self.prepare(piece.rtl).render(piece.text, True, colour)
        if self.trim_top or self.trim_bottom:
            height = image.get_height() - self.trim_top - self.trim_bottom
            image = image.subsurface((0, self.trim_top, image.get_width(), height)).copy()
        return image


_SURFACES: OrderedDict[tuple, pygame.Surface] = OrderedDict()
_SURFACE_LIMIT = 600  # rendered lines kept (a few frames' worth; about 10 MB)


def clear_caches() -> None:
    """Forget rendered text (the language or the digits changed)."""
    _SURFACES.clear()
    itemize.cache_clear()


class TextFont:
    """A font for every script at one size: what `App.font()` hands out. It measures and
    renders like a `pygame.font.Font`, but shaped and in bidi order."""

    def __init__(self, size: int, bold: bool = False, family: str = "sans", lang: str = "en"):
        self.size_px = size
        self.bold = bold
        self.family = family
        self.lang = lang
        self._fonts: dict[str, _ScriptFont] = {}
        self._widths: dict[str, int] = {}
        line = {LATIN, LANGUAGE_SCRIPTS.get(lang, LATIN)}
        self.ascent = max(self.script_font(s).ascent for s in line)
        self.descent = max(self.script_font(s).descent for s in line)

    def script_font(self, script: str) -> _ScriptFont:
        font = self._fonts.get(script)
        if font is None:
            font = self._fonts[script] = _ScriptFont(script, self.size_px, self.bold, self.family)
        return font

    # -- the pygame.font.Font look-alike ---------------------------------------------------------
    def get_height(self) -> int:
        return self.ascent + self.descent

    def get_linesize(self) -> int:
        return self.ascent + self.descent

    def get_ascent(self) -> int:
        return self.ascent

    def get_descent(self) -> int:
        return -self.descent

    def pieces(self, text: str) -> tuple[Piece, ...]:
        return itemize(text, self.lang, self.family, self.bold)

    def size(self, text: str) -> tuple[int, int]:
        width = self._widths.get(text)
        if width is None:
            width = sum(self.script_font(p.script).width(p) for p in self.pieces(text))
            if len(self._widths) > 4000:
                self._widths.clear()
            self._widths[text] = width
        return width, self._height_for(text)

    def _height_for(self, text: str) -> int:
        ascent, descent = self._extent(self.pieces(text))
        return ascent + descent

    def _extent(self, pieces: tuple[Piece, ...]) -> tuple[int, int]:
        ascent, descent = self.ascent, self.descent
        for piece in pieces:
            font = self.script_font(piece.script)
            ascent = max(ascent, font.ascent)
            descent = max(descent, font.descent)
        return ascent, descent

    def render(
        self, text: str, antialias: bool = True, color: Any = (255, 255, 255), background=None
    ) -> pygame.Surface:
        """The line as a new surface (callers may change its alpha)."""
        return self._render(text, color, background).copy()

    def _render(self, text: str, colour: Any, background=None) -> pygame.Surface:
        colour = tuple(pygame.Color(colour))
        key = (self.size_px, self.bold, self.family, self.lang, text, colour, background)
        image = _SURFACES.get(key)
        if image is not None:
            _SURFACES.move_to_end(key)
            return image
        pieces = self.pieces(text)
        ascent, descent = self._extent(pieces)
        images = [
            (self.script_font(p.script), self.script_font(p.script).render(p, colour))
            for p in pieces
        ]
        width = sum(image.get_width() for _, image in images)
        image = pygame.Surface((max(1, width), ascent + descent), pygame.SRCALPHA)
        if background is not None:
            image.fill(background)
        x = 0
        for font, piece_image in images:
            y = ascent - font.ascent
            if background is None:  # pieces do not overlap: copy their pixels as they are
                image.blit(piece_image, (x, y), special_flags=pygame.BLEND_RGBA_MAX)
            else:
                image.blit(piece_image, (x, y))
            x += piece_image.get_width()
        _SURFACES[key] = image
        if len(_SURFACES) > _SURFACE_LIMIT:
            _SURFACES.popitem(last=False)
        return image


# -- what was drawn (for the tests that check nothing overflows) ---------------------------------
@dataclass
class TextDraw:
    text: str
    rect: pygame.Rect  # where it landed on the surface
    natural_width: int  # its width before any shrinking
    limit: int | None  # the width it was allowed
    box: pygame.Rect | None  # the box it must stay inside (a button, a panel), if any
    surface: pygame.Surface
    size_px: int = 0  # the font's size (0: a font that does not say)

    @property
    def scale(self) -> float:
        return self.rect.width / self.natural_width if self.natural_width else 1.0

    @property
    def px(self) -> float:
        """How large the text reads: its font's size, times the shrinking to fit."""
        return self.size_px * self.scale


_listeners: list[Callable[[TextDraw], None]] = []


def listen(callback: Callable[[TextDraw], None]) -> Callable[[], None]:
    """Call `callback` for every text drawn from now on; returns the function that stops it."""
    _listeners.append(callback)
    return lambda: _listeners.remove(callback) if callback in _listeners else None


def record(draw: TextDraw) -> None:
    for callback in list(_listeners):
        callback(draw)


def recording() -> bool:
    return bool(_listeners)
