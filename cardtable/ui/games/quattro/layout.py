"""Where everything is on the Quattro table, from the window size alone.

Top to bottom: the opponent's hand (its plate on the side the reader starts from, messages
about it on the other side), the strip of the phase and the turn order, the rail of the six
virtual players (three on each side of the stock, which stands in the middle while it lasts,
the old hand of a mulligan put aside beside it), a lane for the table's messages, your hand
(your plate on the side the reader starts from, the buttons on the other) and, along the
bottom, the strip that keeps the last move. The hands and the virtual players do not follow the
reading direction (VP1 is always on the left, as the rules count them); plates and buttons do.
Nothing stands on anything else (`boxes()`).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ...table.layout import TableGeometry

REVEAL_STEP = 0.16  # a revealed card sits this much (of its height) towards the middle
LIFT = 0.27  # a selected card, or the card chosen to reveal, is lifted this much
FAN = 0.6  # a VP's cards overlap: each starts this much of a card width after the last
ASIDE = 0.5  # the old hand of a mulligan lies this much of a card width beside the stock
VPS = 6
DEPTH = 10  # the stock's cards under the top one show this far up and to the left
PILE_ROOM = 12  # room each side of the stock and the hand put aside

CardWidth = Callable[[int], int]
LineHeight = Callable[[int, bool], int]  # how tall a line of type of a size is, bold or not


@dataclass(frozen=True)
class QuattroLayout:
    size: tuple[int, int]
    h_own: int
    h_opp: int
    h_vp: int
    own_x: tuple[int, ...]
    opp_x: tuple[int, ...]
    own_y: int
    opp_y: int
    w_own: int
    w_opp: int
    w_vp: int
    chip_h: int
    band_y: int  # the middle of the strip of the phase and the turns
    vp_label_h: int
    vp_groups: tuple[pygame.Rect, ...]  # each VP's three cards
    tick_y: int
    tick_r: int
    rail: pygame.Rect
    stock: pygame.Rect
    aside: pygame.Rect  # the old hand of a mulligan, on its way back into the stock
    lane: pygame.Rect  # the table's messages, between the rail and your hand
    own_plate: pygame.Rect
    opp_plate: pygame.Rect
    opp_side: pygame.Rect  # beside the opponent's hand: messages about the opponent
    keep: pygame.Rect
    mulligan: pygame.Rect
    pass_: pygame.Rect
    margin: int
    rtl: bool  # the reading direction the layout was made for
    vp_label_px: int = 14  # the VPs' names' type

    # -- cards ---------------------------------------------------------------------------------
    def own_rect(self, i: int, mode: str = "hidden") -> pygame.Rect:
        y = self.own_y
        if mode == "revealed":
            y -= int(self.h_own * REVEAL_STEP)
        elif mode in ("chosen", "selected"):
            y -= int(self.h_own * LIFT)
        return pygame.Rect(self.own_x[i], y, self.w_own, self.h_own)

    def opp_rect(self, i: int, revealed: bool = False) -> pygame.Rect:
        y = self.opp_y + (int(self.h_opp * REVEAL_STEP) if revealed else 0)
        return pygame.Rect(self.opp_x[i], y, self.w_opp, self.h_opp)

    def vp_rect(self, vp: int, j: int) -> pygame.Rect:
        group = self.vp_groups[vp]
        return pygame.Rect(group.x + int(j * FAN * self.w_vp), group.y, self.w_vp, self.h_vp)

    def vp_seat(self, vp: int) -> pygame.Rect:
        """A virtual player's seat on the rail: its name, its cards and its ticks."""
        group = self.vp_groups[vp]
        top = group.top - self.vp_label_h - 2
        bottom = self.tick_y + self.tick_r + 3
        return pygame.Rect(group.x - 4, top, group.w + 8, bottom - top)

    def own_hand(self) -> pygame.Rect:
        """Your four cards wherever they stand (lifted, revealed)."""
        first, last = self.own_rect(0, "selected"), self.own_rect(3)
        return first.union(last)

    def opp_hand(self) -> pygame.Rect:
        return self.opp_rect(0).union(self.opp_rect(3, True))

    def stock_pile(self) -> pygame.Rect:
        """The stock with its depth (the cards under the top one show up and to the left)."""
        return self.stock.union(self.stock.move(-DEPTH, -DEPTH))

    def aside_pile(self) -> pygame.Rect:
        return self.aside.union(self.aside.move(-6, -6))

    def band(self, width: int) -> pygame.Rect:
        """The strip's panel when its content is `width` pixels wide."""
        h = self.chip_h
        box = pygame.Rect(0, 0, width + 2 * h, h * 3 // 2)
        box.center = (self.size[0] // 2, self.band_y)
        return box

    def band_room(self) -> pygame.Rect:
        """The most the strip may take: the width of the table, between the hand and the rail."""
        box = self.band(self.size[0] - 2 * self.margin - 2 * self.chip_h)
        return box

    def boxes(self) -> dict[str, pygame.Rect]:
        """What is drawn, by name: hands, strip, virtual players, stock, plates, buttons, lanes.
        The buttons share a place (keep and mulligan are shown together, pass alone)."""
        found = {
            "own hand": self.own_hand(),
            "opponent's hand": self.opp_hand(),
            "strip": self.band_room(),
            "stock": self.stock_pile().union(self.aside_pile()),
            "lane": self.lane,
            "own plate": self.own_plate,
            "opponent's plate": self.opp_plate,
            "opponent's messages": self.opp_side,
            "keep": self.keep,
            "mulligan": self.mulligan,
        }
        for vp in range(VPS):
            found[f"VP{vp + 1}"] = self.vp_seat(vp)
        return found


def _buttons(right: int, middle: int, width: int, height: int) -> tuple[pygame.Rect, ...]:
    keep = pygame.Rect(right, 0, width, height)
    mulligan = pygame.Rect(right, 0, width, height)
    pass_ = pygame.Rect(right, 0, width, height)
    keep.bottom = middle - 6
    mulligan.top = middle + 6
    pass_.centery = middle
    return keep, mulligan, pass_


def _rail(
    width: int, margin: int, top: int, bottom: int, card_width: CardWidth, labels: tuple[int, int]
) -> tuple[tuple[pygame.Rect, ...], pygame.Rect, pygame.Rect, int]:
    """The six VPs' groups in a row, three each side of a gap for the stock, as large as the
    room allows; with the rail round them, the stock, and the card height."""
    label_h, tick_h = labels
    by_height = (bottom - top - label_h - tick_h) / 1.04
    usable = width - 2 * margin
    aspect = card_width(100) / 100
    # six groups, four gaps between them (at least a fifth of a card) and the stock's gap
    middle = 1 + ASIDE
    room = usable - 2 * PILE_ROOM
    w_vp = min(room / (VPS * (1 + 2 * FAN) + 4 * 0.2 + middle), aspect * by_height)
    h_vp = max(30, int(w_vp / aspect))
    w_vp = card_width(h_vp)
    group_w = int(w_vp * (1 + 2 * FAN))
    stock_gap = int(w_vp * middle) + 2 * PILE_ROOM
    spare = usable - VPS * group_w - stock_gap
    gap = int(min(w_vp * 0.9, max(w_vp * 0.2, spare / 4)))
    row_w = VPS * group_w + 4 * gap + stock_gap
    block = label_h + h_vp + tick_h
    vp_top = top + max(0, (bottom - top - block) // 2) + label_h
    left = (width - row_w) // 2
    groups = []
    for vp in range(VPS):
        x = left + vp * (group_w + gap) + (stock_gap - gap if vp >= VPS // 2 else 0)
        groups.append(pygame.Rect(x, vp_top, group_w, h_vp))
    rail = pygame.Rect(0, 0, row_w + gap, block + 8)
    rail.center = (width // 2, vp_top - label_h + block // 2 + 2)
    stock = pygame.Rect(0, 0, w_vp, h_vp)
    pile_w = int(w_vp * (1 + ASIDE)) + DEPTH
    stock.midleft = ((groups[2].right + groups[3].left - pile_w) // 2 + DEPTH, vp_top + h_vp // 2)
    return tuple(groups), rail, stock, h_vp


def _spread(width: int, card_w: int, gap: int) -> tuple[int, ...]:
    """Where the four cards of a hand start, the hand centred across the window."""
    left = (width - 4 * card_w - 3 * gap) // 2
    return tuple(left + i * (card_w + gap) for i in range(4))


def _beside(
    size: tuple[int, int], own: pygame.Rect, opp: pygame.Rect, plate_h: int, margin: int,
    rtl: bool,
) -> tuple[pygame.Rect, ...]:  # fmt: skip
    """Beside the hands (`own`, `opp`: their rows at rest): the plates on the side the reader
    starts from, your buttons and the messages about the opponent on the other side."""
    width, height = size
    own_plate = pygame.Rect(0, 0, min(300, own.left - 2 * margin), plate_h)
    own_plate.bottomright = (own.left - margin, own.bottom)
    opp_plate = pygame.Rect(0, 0, min(300, opp.left - 2 * margin), plate_h)
    opp_plate.topright = (opp.left - margin, opp.top)
    opp_right = opp.right + margin
    opp_side = pygame.Rect(opp_right, opp.top, width - margin - opp_right, opp.height)
    right = own.right + margin
    buttons = _buttons(right, own.centery, min(230, width - right - margin), max(38, height // 17))
    found = (own_plate, opp_plate, opp_side, *buttons)
    if rtl:
        for rect in found:
            rect.x = width - rect.right
    return found


def compute(
    size: tuple[int, int],
    card_width: CardWidth,
    rtl: bool = False,
    line_height: LineHeight = lambda px, bold: int(px * 1.3),
) -> QuattroLayout:
    width, height = size
    margin = max(14, width // 60)
    top = TableGeometry.of(size).hud_height + 6
    bottom = max(8, height // 80)
    room = height - top - bottom
    message_h = int(max(18, height // 28) * 1.2) + 22  # a message of the narration, with room
    h_own = int(min(room * 0.24, width * 0.17))
    h_opp = int(min(room * 0.175, width * 0.13))
    w_own, w_opp = card_width(h_own), card_width(h_opp)
    own_x = _spread(width, w_own, max(8, w_own // 7))
    opp_x = _spread(width, w_opp, max(6, w_opp // 8))
    own_y, opp_y = height - bottom - h_own, top + 4
    # a plate's name and three lines in the table's plate type (plates.PlateFonts), padded
    plate_h = 20 + line_height(max(14, height // 44), True)
    plate_h += 3 * line_height(max(12, height // 52), False)
    # the strip of the turns under the opponent (and its plate)
    chip_h = max(22, int(room * 0.05))
    opp_bottom = max(opp_y + int(h_opp * (1 + REVEAL_STEP)), opp_y + plate_h)
    band_y = opp_bottom + max(8, room // 40) + chip_h * 3 // 4
    # the lane for messages over your lifted cards, the virtual players between
    gap = max(6, room // 60)
    lane_bottom = own_y - int(h_own * LIFT) - gap
    lane = pygame.Rect(margin, lane_bottom - message_h, width - 2 * margin, message_h)
    zone_top = band_y + chip_h * 3 // 4 + gap
    zone_bottom = lane.top - gap
    # the VPs' names: their type, and a line of it in the language's script (Persian's is tall)
    label_px = max(14, int(room * 0.03) * 4 // 5)
    label_h = max(14, int(room * 0.03), line_height(label_px, True))
    tick_h = max(16, int(room * 0.035))
    groups, rail, stock, h_vp = _rail(
        width, margin, zone_top, zone_bottom, card_width, (label_h, tick_h)
    )
    vp_top = groups[0].top
    tick_y = vp_top + h_vp + tick_h // 2 + 4
    w_vp = card_width(h_vp)
    aside = stock.move(int(w_vp * ASIDE), 0)
    own_row = pygame.Rect(own_x[0], own_y, own_x[3] + w_own - own_x[0], h_own)
    opp_row = pygame.Rect(opp_x[0], opp_y, opp_x[3] + w_opp - opp_x[0], h_opp)
    own_plate, opp_plate, opp_side, keep, mulligan, pass_ = _beside(
        size, own_row, opp_row, plate_h, margin, rtl
    )
    return QuattroLayout(
        size=size,
        h_own=h_own,
        h_opp=h_opp,
        h_vp=h_vp,
        own_x=own_x,
        opp_x=opp_x,
        own_y=own_y,
        opp_y=opp_y,
        w_own=w_own,
        w_opp=w_opp,
        w_vp=w_vp,
        chip_h=chip_h,
        band_y=band_y,
        vp_label_h=label_h,
        vp_label_px=label_px,
        vp_groups=groups,
        tick_y=tick_y,
        tick_r=max(6, tick_h * 2 // 5),
        rail=rail,
        stock=stock,
        aside=aside,
        lane=lane,
        own_plate=own_plate,
        opp_plate=opp_plate,
        opp_side=opp_side,
        keep=keep,
        mulligan=mulligan,
        pass_=pass_,
        margin=margin,
        rtl=rtl,
    )
