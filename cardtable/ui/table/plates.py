"""Seat plates: who sits where, and what the table says about them (lives, dealer, out), drawn
the same way for every game. The seat that acts now is marked round its cards.

A game says what each plate holds (`SeatPlate`) and where it goes (`PlacedPlate`); this module
draws it: the name under the seat's cards, its lines under the name, its tags above the cards.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ..core.fitting import cut_short
from ..core.widgets import draw_text, rtl
from .tones import Tone


@dataclass(frozen=True)
class PlateLine:
    text: str
    tone: Tone = Tone.MUTED


@dataclass(frozen=True)
class SeatPlate:
    name: str
    lines: tuple[PlateLine, ...] = ()  # under the name (lives, a score)
    tags: tuple[str, ...] = ()  # above the seat's cards ("dealer", "out", "kept")
    acting: bool = False  # this seat is to act: the table marks round its cards
    out: bool = False  # out of the game: the name in the danger colour


@dataclass(frozen=True)
class PlacedPlate:
    plate: SeatPlate
    anchor: pygame.Rect  # the seat's cards: the acting mark goes round it, the tags above it
    point: tuple[int, int]  # the middle of the name's top edge
    max_width: int
    inline: bool = False  # the lines beside the name, on its row (a crowded or short table)


ROOMY = 480  # a table this high keeps room for lines of 14 px (a review's at 1280x800: 494)


def plate_px(height: int) -> tuple[int, int]:
    """The plates' type for a table `height` high: the name's size and its lines' (the layouts
    keep room for them, the tags and the piles' counts are in the lines' size). The lines are
    14 px at least, as on a live table at 1280x800, where the table has the room; 12 px on a
    shorter one."""
    return max(14, height // 44), max(14 if height >= ROOMY else 12, height // 52)


@dataclass(frozen=True)
class PlateFonts:
    name: Any
    small: Any

    @classmethod
    def for_height(cls, host: Any, height: int) -> PlateFonts:
        """The plate's type for a window `height` pixels high."""
        name, small = plate_px(height)
        return cls(host.font(name, bold=True), host.font(small))


TAG_LIFT = 6  # a tag's foot stands this far over its seat's cards (more round the acting mark)
ACTING_PAD = 18  # the mark stands this far round the acting seat's cards (both sides together)


def acting_rect(anchor: pygame.Rect) -> pygame.Rect:
    return anchor.inflate(ACTING_PAD, ACTING_PAD)


def draw_acting(surface: pygame.Surface, anchor: pygame.Rect, colour: tuple[int, int, int]) -> None:
    """The mark round the cards of the seat that acts now."""
    pygame.draw.rect(surface, colour, acting_rect(anchor), 4, border_radius=14)


def draw_plate(
    surface: pygame.Surface, placed: PlacedPlate, host: Any, fonts: PlateFonts
) -> list[pygame.Rect]:
    """The plate, and where its words landed (the messages keep off them where they can)."""
    if placed.inline:
        drawn = _draw_inline(surface, placed, host, fonts)
    else:
        drawn = _draw_stacked(surface, placed, host, fonts)
    return [*drawn, *_draw_tags(surface, placed, host, fonts)]


def _draw_inline(
    surface: pygame.Surface, placed: PlacedPlate, host: Any, fonts: PlateFonts
) -> list[pygame.Rect]:
    """The name and its lines on one row, centred together, the name first in reading order."""
    colour = host.assets.colour
    plate, gap = placed.plate, 8
    widths = [fonts.small.size(line.text)[0] for line in plate.lines]
    rest = sum(widths) + gap * len(widths)
    room = max(1, placed.max_width - rest)
    name = cut_short(fonts.name, plate.name, room, least=14)  # as on a stacked plate
    name_w = max(1, min(fonts.name.size(name)[0], room))
    x = placed.point[0] - (name_w + rest) // 2
    middle = placed.point[1] + fonts.name.get_linesize() // 2
    pieces = [(name, fonts.name, "danger" if plate.out else "text", name_w)]
    pieces += [(line.text, fonts.small, line.tone.palette_key, w)
               for line, w in zip(plate.lines, widths, strict=True)]  # fmt: skip
    if rtl():
        pieces.reverse()
    drawn = []
    for text, font, tone, width in pieces:
        shadow = font is fonts.name
        drawn.append(draw_text(surface, font, text, (x, middle), colour(tone), "midleft",
                               shadow=shadow, max_width=width))  # fmt: skip
        x += width + gap
    return drawn


def _draw_stacked(
    surface: pygame.Surface, placed: PlacedPlate, host: Any, fonts: PlateFonts
) -> list[pygame.Rect]:
    colour = host.assets.colour
    plate = placed.plate
    name = draw_text(
        surface,
        fonts.name,
        cut_short(fonts.name, plate.name, placed.max_width, least=14),  # never a smudge
        placed.point,
        colour("danger") if plate.out else colour("text"),
        "midtop",
        max_width=placed.max_width,
    )
    drawn = [name]
    y = name.bottom + 2
    for line in plate.lines:
        line_drawn = draw_text(
            surface,
            fonts.small,
            line.text,
            (placed.point[0], y),
            colour(line.tone.palette_key),
            "midtop",
            shadow=False,
            max_width=placed.max_width,
        )
        drawn.append(line_drawn)
        y = line_drawn.bottom
    return drawn


def _draw_tags(
    surface: pygame.Surface, placed: PlacedPlate, host: Any, fonts: PlateFonts
) -> list[pygame.Rect]:
    colour = host.assets.colour
    plate = placed.plate
    if not plate.tags:
        return []
    lift = 14 if plate.acting else TAG_LIFT  # clear of the mark round the cards
    return [
        draw_text(
            surface,
            fonts.small,
            " · ".join(plate.tags),
            (placed.anchor.centerx, placed.anchor.top - lift),
            colour("muted"),
            "midbottom",
            max_width=max(placed.anchor.width * 2, placed.max_width),  # small cards: the name's
        )
    ]
