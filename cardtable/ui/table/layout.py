"""Layout arithmetic shared by the game tables: pure functions on rects and points, no drawing.

Each game's layout (`ui/games/<g>/layout.py`) is a frozen dataclass computed from the window
size with these, and lists its boxes by name (`boxes()`) so a test can check that nothing
overlaps (`overlapping`). Rows of labels and buttons follow the reading direction with
`widgets.follow_reading`; the seating never does (clockwise play is a rule, not a direction).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from itertools import combinations

import pygame

from ..core.fitting import BUTTON_INSET, button_px

Size = tuple[int, int]
Point = tuple[float, float]


@dataclass(frozen=True)
class TableGeometry:
    """What every table shares: the top bar and the room left under it."""

    size: Size
    bar: int  # height of the top bar's buttons
    hud_height: int  # the top bar with its margins: the table starts below it
    margin: int

    @classmethod
    def of(cls, size: Size) -> TableGeometry:
        width, height = size
        bar = max(34, height // 20)
        return cls(size, bar, bar + 16, max(10, min(width, height) // 50))

    @property
    def safe(self) -> pygame.Rect:
        """The window below the top bar."""
        width, height = self.size
        return pygame.Rect(0, self.hud_height, width, height - self.hud_height)


def strip_height(size: Size) -> int:
    """The height of the strip along the bottom that keeps the last move (a line of 14 px at
    least, with its pill's margins)."""
    return max(14, size[1] // 46) + 14


def board_size(size: Size) -> Size:
    """The room a game's layout has on a table of `size`: all but the last move's strip."""
    return (size[0], size[1] - strip_height(size))


def last_strip(size: Size) -> pygame.Rect:
    """The strip along the bottom of a table of `size` that keeps the last move."""
    height = strip_height(size)
    return pygame.Rect(0, size[1] - height, size[0], height)


def oval_seats(count: int, anchor: int, centre: Point, rx: float, ry: float) -> list[Point]:
    """Where each of `count` seats sits round an oval: `anchor` at the bottom, the others
    following clockwise (seat numbers rise clockwise, to the anchor's left)."""
    points = []
    for seat in range(count):
        angle = 2 * math.pi * ((seat - anchor) % count) / count
        points.append((centre[0] - rx * math.sin(angle), centre[1] + ry * math.cos(angle)))
    return points


def row(count: int, item: Size, gap: int, centre: tuple[int, int]) -> list[pygame.Rect]:
    """`count` rects of size `item`, `gap` apart, the row centred on `centre`."""
    width = count * item[0] + max(0, count - 1) * gap
    left = centre[0] - width // 2
    rects = []
    for index in range(count):
        rect = pygame.Rect(left + index * (item[0] + gap), 0, *item)
        rect.centery = centre[1]
        rects.append(rect)
    return rects


def fan(count: int, item: Size, gap: int, room: int, centre: tuple[int, int]) -> list[pygame.Rect]:
    """A row of cards that overlap when `room` is too narrow for them `gap` apart."""
    if count <= 1:
        return row(count, item, gap, centre)
    step = min(item[0] + gap, (room - item[0]) / (count - 1))
    width = item[0] + step * (count - 1)
    left = centre[0] - width / 2
    rects = []
    for index in range(count):
        rect = pygame.Rect(round(left + index * step), 0, *item)
        rect.centery = centre[1]
        rects.append(rect)
    return rects


def fit_card_height(room: Size, count: int, aspect: float, gap: int, most: int) -> int:
    """The tallest card (width = height × `aspect`) of which `count` fit in a row in `room`,
    `gap` apart; never taller than `most`."""
    across = (room[0] - max(0, count - 1) * gap) / max(1, count) / aspect
    return max(1, int(min(most, room[1], across)))


def overlapping(boxes: Mapping[str, pygame.Rect]) -> list[tuple[str, str]]:
    """The pairs of named boxes that overlap (empty rects never do)."""
    return [
        (a, b)
        for (a, first), (b, second) in combinations(boxes.items(), 2)
        if first.width
        and first.height
        and second.width
        and second.height
        and first.colliderect(second)
    ]


def button_width(
    labels: Iterable[str], height: int, text_width: Callable[[str, int], int], least: int
) -> int:
    """The width of an action button `height` high (a `widgets.Button`) that holds the longest
    of the `labels` it may show at the controls' size (`widgets.button_px`), `least` at least:
    a layout sizes each of its buttons so, for every language, and only where the window has
    no room for that does a button's words shrink."""
    px = button_px(height)
    return max(least, *(text_width(label, px) + 2 * BUTTON_INSET + 8 for label in labels))
