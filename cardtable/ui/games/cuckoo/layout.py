"""Where everything is on the Cuckoo table, from the window size alone.

The seats sit round an oval, the bottom one's card larger (the person's own, or the first
person's while nobody in particular looks); the stock and the cards set aside lie in the middle.
Keep and Swap stand either side of the bottom card, in the reading direction (the seats follow
the clockwise rule, not the reading direction).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ....engine.games.cuckoo import KEEP, SWAP
from ....text.games import cuckoo as words
from ...core.widgets import follow_reading
from ...table.layout import TableGeometry, button_width, oval_seats, overlapping
from ...table.plates import ACTING_PAD, plate_px

ASIDE_SHOWN = 6  # the last cards set aside stay visible, overlapping
FELT_SHADOW = 6  # the felt's shadow lies this far under it


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
    inline: bool = False  # the lives beside the name, not under it (a crowded or short table)
    tag_h: int = 0  # a line of tags above a card ("dealer", "swapped")
    count_w: int = 0  # the stock's count, beside it
    tags_w: int = 0  # the widest tag ("swapped")

    def aside_at(self, index: int) -> pygame.Rect:
        return self.aside.move(index * self.aside.width // 3, 0)

    def plate_point(self, seat: int) -> tuple[int, int]:
        """The top middle of the seat's name, under its card and the mark round it."""
        rect = self.seats[seat]
        return (rect.centerx, rect.bottom + ACTING_PAD // 2 + 3)

    def plate_width(self, seat: int) -> int:
        return max(self.seats[seat].width * 2, 150 if self.inline else 120)

    def near(self, seat: int) -> tuple[int, int]:
        """Where a message about the seat goes: above its card."""
        rect = self.seats[seat]
        return (rect.centerx, rect.top - (50 if seat == self.anchor else 40))

    def on_edge(self, box: pygame.Rect) -> bool:
        """Whether `box` runs into the felt's edge: its gold line, or the shadow showing under
        its lower half (with a little room round both)."""
        felt = self.felt
        cx, cy = felt.center
        a, b = felt.w / 2, felt.h / 2

        def inside(x: int, y: int, grow: float, drop: int = 0) -> bool:
            return ((x - cx) / (a + grow)) ** 2 + ((y - cy - drop) / (b + grow)) ** 2 <= 1

        for x in range(box.left, box.right + 1, 2):
            for y in range(box.top, box.bottom + 1, 2):
                line = inside(x, y, 2) and not inside(x, y, -5)
                shadow = inside(x, y, 2, FELT_SHADOW) and not inside(x, y, -2)
                if line or shadow:
                    return True
        return False

    def tags_box(self, seat: int) -> pygame.Rect:
        """Where the seat's tags go: above its card, clear of the mark round it (a seat with no
        card has them over its name, inside the card's empty place)."""
        card = self.seats[seat]
        box = pygame.Rect(0, 0, min(self.plate_width(seat), self.tags_w), self.tag_h)
        box.midbottom = (card.centerx, card.top - 14)
        return box

    def boxes(self) -> dict[str, pygame.Rect]:
        """What is drawn, by name: the cards with their tags, their plates, the piles (the
        stock with its thickness and count), the buttons."""
        stock = self.stock.union(self.stock.move(-8, -8))
        count = pygame.Rect(0, 0, self.count_w, self.tag_h)
        count.midright = (self.stock.left - 14, self.stock.centery)
        found = {"stock": stock.union(count) if self.count_w else stock}
        found["aside"] = self.aside.union(self.aside_at(ASIDE_SHOWN - 1))
        for seat, rect in enumerate(self.seats):
            found[f"seat {seat}"] = rect
            if self.tag_h:
                found[f"tags {seat}"] = self.tags_box(seat)
            width = self.plate_width(seat)
            x, y = self.plate_point(seat)
            found[f"plate {seat}"] = pygame.Rect(x - width // 2, y, width, self.labels - 14)
        found["keep"] = self.keep
        found["swap"] = self.swap
        return found

    def fits(self) -> bool:
        """Nothing drawn on anything else, and all of it under the top bar."""
        safe = TableGeometry.of(self.size).safe
        boxes = self.boxes()
        return not overlapping(boxes) and all(safe.contains(box) for box in boxes.values())


def compute(
    size: tuple[int, int],
    seats: int,
    anchor: int,
    card_width: Callable[[int], int],
    text_width: Callable[[str, int], int] = lambda text, px: len(text) * px * 6 // 10,
) -> CuckooLayout:
    """The table as large as the window allows, where that overlaps nothing (`boxes()`); else
    the largest cards at which nothing overlaps, trying a wider oval and the piles moved out of
    the middle column, and, when even small cards leave no room, the lives beside the names."""
    small = plate_px(size[1])[1]
    count_w = text_width(words.stock_count(52), small)
    # the widest single tag (two at once, the dealer's "dealer · kept", are drawn narrower)
    single = [*words.tags(True, True, False, []), *words.tags(False, False, True, [KEEP, SWAP])]
    tags_w = max(text_width(tag, small) for tag in single)
    labels = (words.word("button", "keep"), words.swap_label(True), words.swap_label(False))
    wide = button_width(labels, _button_height(size), text_width, least=BUTTON_W)
    # the buttons as wide as their words where the cards, as large as before, leave the room
    widths = (wide, BUTTON_W) if wide > BUTTON_W else (BUTTON_W,)

    def arrange(card_h: int, **shape: Any) -> CuckooLayout:
        for button_w in widths:
            found = _arrange(size, seats, anchor, card_width, card_h, texts=(count_w, tags_w,
                             button_w), **shape)  # fmt: skip
            if found.fits():
                break
        return found

    first = arrange(_card_height(size, seats, inline=False), inline=False)
    if first.fits():
        return first
    smallest = max(24, size[1] // 20)
    for inline in (False, True):
        card_h = _card_height(size, seats, inline, apart=True)
        while card_h >= smallest:
            for spread, apart in SHAPES:
                found = arrange(card_h, inline=inline, spread=spread, apart=apart)
                if found.fits():
                    return found
            card_h = int(card_h * 0.95)
    return arrange(smallest, inline=True, spread=SHAPES[-1][0], apart=True)


BUTTON_W = 120  # Keep's and Swap's width at least (and where wider ones leave no room)
SHAPES = ((0.36, False), (0.40, False), (0.36, True), (0.40, True))  # the oval's width, piles


def _labels(height: int, inline: bool) -> int:
    """The room under a card: its name and lives (beside or under the name), with margins."""
    name, small = plate_px(height)
    return name * 2 + 14 if inline else name * 2 + small + 14


def _tags(height: int, seats: int) -> int:
    """Above the top seat's card, its tags ("dealer", "swapped") clear of the acting mark (an
    odd number of seats has none at the very top: the two highest sit lower, with room)."""
    small = plate_px(height)[1]
    return small * 2 + 14 if seats % 2 == 0 else 12


def _card_height(size: tuple[int, int], seats: int, inline: bool, apart: bool = False) -> int:
    """The cards as large as the window allows: the oval's half height holds a card, its plate
    and a gap, so the top seat's name and lives clear the stock (unless the piles are apart)."""
    width, height = size
    top = TableGeometry.of(size).hud_height
    crowd = 1.0 if seats <= 5 else 0.82
    card_h = int(min(height * 0.19 * crowd, width * 0.2))
    if apart:
        return card_h
    free = height - top - _tags(height, seats) - 3 * _labels(height, inline) - 28
    return min(card_h, int(free / 3.11))


def _arrange(
    size: tuple[int, int], seats: int, anchor: int, card_width: Callable[[int], int],
    card_h: int, *, inline: bool, texts: tuple[int, int, int], spread: float = 0.36,
    apart: bool = False,
) -> CuckooLayout:  # fmt: skip
    """The seats round an oval `spread` of the width across; the stock and the cards set aside
    in the middle, or `apart`: either side of the column of the top and the bottom seat."""
    width, height = size
    top = TableGeometry.of(size).hud_height
    labels, tags = _labels(height, inline), _tags(height, seats)
    own_h = int(card_h * 1.22)
    tag_h = plate_px(height)[1] * 3 // 2
    for _ in range(2):  # once more if the highest seats' tags would reach into the top bar
        # the oval fits between the top seat's tags and the bottom seat's name and lives
        ry = max(40.0, (height - top - tags - card_h / 2 - own_h / 2 - labels - 12) / 2)
        rx = width * spread
        centre = (width // 2, int(top + tags + card_h / 2 + ry))
        rects = []
        for seat, (x, y) in enumerate(oval_seats(seats, anchor, centre, rx, ry)):
            h = own_h if seat == anchor else card_h
            rect = pygame.Rect(0, 0, card_width(h), h)
            rect.center = (int(x), int(y))
            rects.append(rect)
        short = top - (min(rect.top for rect in rects) - 14 - tag_h)
        if short <= 0:
            break
        tags += short
    w = card_width(card_h)
    stock = pygame.Rect(0, 0, w, card_h)
    stock.center = (centre[0] - w * 3 // 4, centre[1])
    aside = pygame.Rect(0, 0, w * 3 // 4, card_h * 3 // 4)
    aside.midleft = (centre[0] + w // 3, centre[1])
    if apart:  # clear of the names under the top seat and the tags over the bottom one
        column = max(rects[anchor].width * 2, 150 if inline else 120) // 2 + 12
        stock.right, aside.left = centre[0] - column, centre[0] + column
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
        *_buttons(size, rects[anchor], max(texts[2], own_h * 3 // 4)),
        inline=inline,
        tag_h=tag_h,
        count_w=texts[0],
        tags_w=texts[1],
    )


def _button_height(size: tuple[int, int]) -> int:
    return max(38, size[1] // 18)


def _buttons(
    size: tuple[int, int], own: pygame.Rect, button_w: int
) -> tuple[pygame.Rect, pygame.Rect]:
    """Keep before the bottom card and Swap after it, in the reading direction, `button_w`
    wide (the longest label at the controls' size)."""
    width, height = size
    bh = _button_height(size)
    keep = pygame.Rect(0, 0, button_w, bh)
    swap = pygame.Rect(0, 0, button_w, bh)
    keep.midright = (own.left - 20, own.centery)
    swap.midleft = (own.right + 20, own.centery)
    follow_reading([keep, swap], pygame.Rect(0, 0, width, height))
    return keep, swap
