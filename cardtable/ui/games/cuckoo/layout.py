"""Where everything is on the Cuckoo table, from the window size alone.

The seats sit round an oval, the bottom one's card larger (the person's own, or the first
person's while nobody in particular looks); the stock and the cards set aside lie in the middle.
Keep and Swap stand either side of the bottom card, in the reading direction (the seats follow
the clockwise rule, not the reading direction).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...core.widgets import follow_reading
from ...table.layout import TableGeometry, oval_seats

ASIDE_SHOWN = 6  # the last cards set aside stay visible, overlapping


@dataclass(frozen=True)
class CuckooLayout:
    size: tuple[int, int]
    anchor: int  # the seat at the bottom
    card_h: int
    labels: int  # room under a card for the seat's name and lives
    centre: tuple[int, int]
    rx: float
    ry: float
    felt: pygame.Rect  # the oval of felt
    seats: tuple[pygame.Rect, ...]  # each seat's card
    stock: pygame.Rect
    aside: pygame.Rect  # the first card set aside; the next ones overlap to its right
    keep: pygame.Rect
    swap: pygame.Rect

    def aside_at(self, index: int) -> pygame.Rect:
        return self.aside.move(index * self.aside.width // 3, 0)

    def plate_point(self, seat: int) -> tuple[int, int]:
        """The top middle of the seat's name, under its card."""
        rect = self.seats[seat]
        return (rect.centerx, rect.bottom + (8 if seat == self.anchor else 6))

    def plate_width(self, seat: int) -> int:
        return max(self.seats[seat].width * 2, 120)

    def near(self, seat: int) -> tuple[int, int]:
        """Where a message about the seat goes: above its card."""
        rect = self.seats[seat]
        return (rect.centerx, rect.top - (50 if seat == self.anchor else 40))

    def boxes(self) -> dict[str, pygame.Rect]:
        """What is drawn, by name: the cards, their plates, the piles, the buttons."""
        found = {"stock": self.stock, "aside": self.aside.union(self.aside_at(ASIDE_SHOWN - 1))}
        for seat, rect in enumerate(self.seats):
            found[f"seat {seat}"] = rect
            width = self.plate_width(seat)
            x, y = self.plate_point(seat)
            found[f"plate {seat}"] = pygame.Rect(x - width // 2, y, width, self.labels - 14)
        found["keep"] = self.keep
        found["swap"] = self.swap
        return found


def compute(
    size: tuple[int, int], seats: int, anchor: int, card_width: Callable[[int], int]
) -> CuckooLayout:
    width, height = size
    top = TableGeometry.of(size).hud_height
    crowd = 1.0 if seats <= 5 else 0.82
    card_h = int(min(height * 0.19 * crowd, width * 0.2))
    own_h = int(card_h * 1.22)
    labels = max(14, height // 44) * 2 + max(12, height // 52) + 14  # name, hearts, margins
    # above the top seat's card, its tags ("dealer", "swapped") clear of the acting mark (an
    # odd number of seats has none at the very top: the two highest sit lower, with room)
    tags = max(12, height // 52) * 2 + 14 if seats % 2 == 0 else 12
    # a short window: cards small enough that the top seat's name and lives clear the stock
    # (the oval's half height holds a card, the plate and a gap)
    card_h = min(card_h, int((height - top - tags - 3 * labels - 28) / 3.11))
    own_h = int(card_h * 1.22)
    # the oval fits between the top seat's tags and the bottom seat's name and lives
    ry = max(40.0, (height - top - tags - card_h / 2 - own_h / 2 - labels - 12) / 2)
    rx = width * 0.36
    centre = (width // 2, int(top + tags + card_h / 2 + ry))
    rects = []
    for seat, (x, y) in enumerate(oval_seats(seats, anchor, centre, rx, ry)):
        h = own_h if seat == anchor else card_h
        rect = pygame.Rect(0, 0, card_width(h), h)
        rect.center = (int(x), int(y))
        rects.append(rect)
    w = card_width(card_h)
    stock = pygame.Rect(0, 0, w, card_h)
    stock.center = (centre[0] - w * 3 // 4, centre[1])
    aside = pygame.Rect(0, 0, w * 3 // 4, card_h * 3 // 4)
    aside.midleft = (centre[0] + w // 3, centre[1])
    felt = pygame.Rect(0, 0, int(rx * 2.5), int(ry * 2.1))  # wide: the side seats' names inside
    felt.center = centre
    return CuckooLayout(
        size,
        anchor,
        card_h,
        labels,
        centre,
        rx,
        ry,
        felt,
        tuple(rects),
        stock,
        aside,
        *_buttons(size, rects[anchor], own_h),
    )


def _buttons(
    size: tuple[int, int], own: pygame.Rect, own_h: int
) -> tuple[pygame.Rect, pygame.Rect]:
    """Keep before the bottom card and Swap after it, in the reading direction."""
    width, height = size
    bw = max(120, own_h * 3 // 4)
    bh = max(38, height // 18)
    keep = pygame.Rect(0, 0, bw, bh)
    swap = pygame.Rect(0, 0, bw, bh)
    keep.midright = (own.left - 20, own.centery)
    swap.midleft = (own.right + 20, own.centery)
    follow_reading([keep, swap], pygame.Rect(0, 0, width, height))
    return keep, swap
