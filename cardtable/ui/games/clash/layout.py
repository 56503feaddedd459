"""Where everything is on the Dual Clash Poker table, from the window size alone.

The two teams face each other as at a bridge table: the anchor (the viewer, or the first
person's chair) at the bottom, the partner opposite (top), the opponents left and right (seats
0, 2, 1, 3 clockwise). The anchor's eight cards lie large in a row at the bottom, the others
smaller; the middle holds the four committed positions in a cross, one in front of each seat.
The team panels sit in the top corners (the anchor's team where the reader starts), the band
above the anchor's hand holds its plate, the joker value buttons and the set/round plaque.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....engine.core import Seat
from ....engine.games import clash as rules
from ...core.widgets import follow_reading, mirror_x
from ...table.layout import TableGeometry

SEAT_ORDER = (0, 2, 1, 3)  # clockwise round the table: partners sit opposite each other
BOTTOM, LEFT, TOP, RIGHT = range(4)
HAND = 8  # cards in a full hand


@dataclass(frozen=True)
class ClashLayout:
    size: tuple[int, int]
    anchor: Seat  # the seat at the bottom
    rtl: bool  # the reading direction the layout was made for
    top: int  # the table starts here, under the top bar
    cx: int
    cy: int
    own: tuple[int, int, int]  # the anchor's cards: width, height, gap
    small: tuple[int, int, int]  # the other seats' cards: width, height, gap
    hand_top: int
    plate_h: int
    panels: tuple[pygame.Rect, pygame.Rect]  # left, right
    partner_cards_y: int
    band: pygame.Rect  # above the anchor's hand: its plate, the joker buttons, the plaque
    table_h: int
    centres: tuple[pygame.Rect, ...]  # the committed positions, by position round the table
    felt: pygame.Rect
    deck: pygame.Rect  # where cards are gathered and dealt from
    side_grids: tuple[pygame.Rect, pygame.Rect]  # the left and right seats' 4 × 2 grids
    jokers: tuple[pygame.Rect, ...]  # the value buttons 1 to 7, as read

    # -- seats ----------------------------------------------------------------------------------
    def position(self, seat: Seat) -> int:
        """BOTTOM, LEFT, TOP or RIGHT for `seat`, seen from the anchor's chair."""
        return (SEAT_ORDER.index(seat) - SEAT_ORDER.index(self.anchor)) % 4

    def seat_at(self, position: int) -> Seat:
        return SEAT_ORDER[(SEAT_ORDER.index(self.anchor) + position) % 4]

    def panel_team(self, side: int) -> int:
        """The team of the first (0) or second (1) panel: the anchor's team first, where the
        reader starts (the panels were put in reading order)."""
        mine = rules.TEAM_OF[self.anchor]
        return mine if side == 0 else 1 - mine

    def panel_of(self, team: int) -> pygame.Rect:
        return self.panels[0] if self.panel_team(0) == team else self.panels[1]

    # -- cards ----------------------------------------------------------------------------------
    def hand_rects(self, seat: Seat, count: int) -> list[pygame.Rect]:
        """Where `seat`'s `count` cards lie (in hand order)."""
        position = self.position(seat)
        if position == BOTTOM:
            w, h, gap = self.own
            step = w + gap
            x0 = self.cx - (w + (count - 1) * step) // 2
            rects = []
            for i in range(count):
                off = (i - (count - 1) / 2) / 4
                arc = int(off * off * h * 0.05)  # a gentle fan
                rects.append(pygame.Rect(x0 + i * step, self.hand_top + arc, w, h))
            return rects
        w, h, gap = self.small
        if position == TOP:
            x0 = self.cx - (w + (count - 1) * (w + gap)) // 2
            return [
                pygame.Rect(x0 + i * (w + gap), self.partner_cards_y, w, h) for i in range(count)
            ]
        grid = self.side_grids[0 if position == LEFT else 1]
        return [
            pygame.Rect(grid.x + col * (w + gap), grid.y + row * (h + gap), w, h)
            for row, col in (divmod(i, 4) for i in range(count))
        ]

    def hand_box(self, seat: Seat) -> pygame.Rect:
        """The area of `seat`'s full hand (where a hidden commit leaves from)."""
        rects = self.hand_rects(seat, HAND)
        return rects[0].unionall(rects[1:])

    def centre_rect(self, seat: Seat) -> pygame.Rect:
        return self.centres[self.position(seat)]

    def away(self, seat: Seat) -> tuple[int, int]:
        """Which way a burned card slides off: out of the middle, away from the others."""
        span = self.table_h
        return (
            (0, span),
            (-span, span // 3),
            (0, -span),
            (span, span // 3),
        )[self.position(seat)]

    # -- plates, panels -------------------------------------------------------------------------
    def plate_anchor(self, seat: Seat) -> tuple[str, tuple[int, int]]:
        """Where a seat's name plate goes (anchor name, point)."""
        position = self.position(seat)
        if position == BOTTOM:
            rects = self.hand_rects(seat, HAND)
            if self.rtl:
                return "bottomright", (rects[-1].right, self.band.bottom)
            return "bottomleft", (rects[0].left, self.band.bottom)
        if position == TOP:
            return "midtop", (self.cx, self.top)
        grid = self.side_grids[0 if position == LEFT else 1]
        if self.rtl:
            return "bottomright", (grid.right, grid.top - 6)
        return "bottomleft", (grid.left, grid.top - 6)

    def panel_unit(self) -> float:
        """The size of the pips and medals: four pips and two medals fit across a panel."""
        box = self.panels[0]
        return max(5.0, min(box.height / 10, (box.width - 32) / 20))

    def pip_radius(self) -> int:
        return int(self.panel_unit())

    def medal_radius(self) -> int:
        return int(self.panel_unit() * 1.4)

    def panel_row_y(self, box: pygame.Rect) -> int:
        header = int(box.height * 0.36)
        return box.top + header + (box.height - header) * 9 // 20

    def pip_centre(self, team: int, index: int) -> tuple[int, int]:
        box = self.panel_of(team)
        r = self.pip_radius()
        x = box.left + 16 + r + index * (3 * r)
        return (int(mirror_x(x, box)) if self.rtl else x, self.panel_row_y(box))

    def medal_centre(self, team: int, index: int) -> tuple[int, int]:
        box = self.panel_of(team)
        r = self.medal_radius()
        x = box.right - 16 - r - (1 - index) * (3 * r)
        return (int(mirror_x(x, box)) if self.rtl else x, self.panel_row_y(box))

    def message_spot(self) -> tuple[int, int]:
        """Where the table's messages go: just under the middle, so its cards stay in view."""
        return (self.cx, (self.felt.bottom + self.band.top) // 2 + 4)

    def boxes(self) -> dict[str, pygame.Rect]:
        """What is drawn, by name: the hands, the middle, the panels, the joker buttons."""
        found = {f"hand {seat}": self.hand_box(seat) for seat in rules.SEATS}
        found["middle"] = self.centres[0].unionall(list(self.centres[1:]))
        found["left panel"], found["right panel"] = self.panels
        found["joker buttons"] = self.jokers[0].unionall(list(self.jokers[1:]))
        return found


def compute(
    size: tuple[int, int], anchor: Seat, card_width: Callable[[int], int], rtl: bool
) -> ClashLayout:
    width, height = size
    top = TableGeometry.of(size).hud_height + max(8, height // 70)
    margin = max(12, width // 80)
    cx = width // 2
    aspect = card_width(1000) / 1000
    # the anchor's hand: eight large cards in a row at the bottom, never overlapping
    own_h = int(min(height * 0.19, (width - 2 * margin) / (HAND * 1.12 * aspect + 0.2)))
    small_h = int(min(height * 0.115, width * 0.075))
    plate_h = max(22, height // 30)
    partner_cards_y = top + plate_h + 6
    area_top = partner_cards_y + small_h + max(10, height // 60)
    own_h, band_h = _squeeze(height, area_top, own_h, int(max(56, height * 0.1)))
    own_w = card_width(own_h)
    hand_top = height - max(12, height // 60) - own_h
    small_w = card_width(small_h)
    small_gap = max(4, small_w // 10)
    panel_w = int(min(width * 0.21, 320))
    panel_h = int(max(92, min(height * 0.14, panel_w * 0.45)))  # room for its captions (14 px)
    panels = (
        pygame.Rect(margin, top, panel_w, panel_h),
        pygame.Rect(width - margin - panel_w, top, panel_w, panel_h),
    )
    follow_reading(panels, pygame.Rect(0, 0, width, height))
    band_bottom = hand_top - max(6, height // 100)
    band = pygame.Rect(margin, band_bottom - band_h, width - 2 * margin, band_h)
    # the middle: four committed positions in a cross
    area = (area_top, band.top - 4)
    table_h, cy, centres, felt = _middle(size, area, card_width)
    deck = centres[0].copy()
    deck.center = (cx, cy)
    # the side seats: a 4 × 2 grid of small cards, name plate above, centred on the middle
    grid_w = 4 * small_w + 3 * small_gap
    grid_h = 2 * small_h + small_gap
    side_top = max(panels[0].bottom + 10, cy - (plate_h + 6 + grid_h) // 2)
    side_x = margin + max(0, (panel_w - grid_w) // 2)
    grids = (
        pygame.Rect(side_x, side_top + plate_h + 6, grid_w, grid_h),
        pygame.Rect(width - side_x - grid_w, side_top + plate_h + 6, grid_w, grid_h),
    )
    return ClashLayout(
        size,
        anchor,
        rtl,
        top,
        cx,
        cy,
        (own_w, own_h, max(6, own_w // 9)),
        (small_w, small_h, small_gap),
        hand_top,
        plate_h,
        panels,
        partner_cards_y,
        band,
        table_h,
        centres,
        felt,
        deck,
        grids,
        _joker_buttons(size, band),
    )


def _squeeze(height: int, area_top: int, own_h: int, band_h: int) -> tuple[int, int]:
    """The hand's card height and the band's: on a short table (under a review's chart) both
    give up room, the band first, until the middle holds its cross of cards at a size that
    can be read."""
    gap = max(6, height // 100)
    middle = 2 * max(24, height // 10) + 3 * gap
    free = height - max(12, height // 60) - own_h - gap - band_h - 4 - area_top
    short = middle - free
    if short <= 0:
        return own_h, band_h
    band_cut = max(0, min(short // 2, band_h - 36))
    return max(own_h * 3 // 5, own_h - (short - band_cut)), band_h - band_cut


def _middle(
    size: tuple[int, int], area: tuple[int, int], card_width: Callable[[int], int]
) -> tuple[int, int, tuple[pygame.Rect, ...], pygame.Rect]:
    """The committed positions' card height, the middle's centre line, the four positions (by
    position round the table) and the felt under them, between `area`'s top and bottom."""
    cx, height = size[0] // 2, size[1]
    area_top, area_bottom = area
    gap = max(6, height // 100)
    table_h = int(min(height * 0.15, (area_bottom - area_top - 3 * gap) / 2))
    table_w = card_width(table_h)
    cy = (area_top + area_bottom) // 2
    dx = int(table_w * 1.3) + gap
    centres = []
    for x, y in (
        (cx, cy + table_h // 2 + gap // 2),  # BOTTOM
        (cx - dx, cy),  # LEFT
        (cx, cy - table_h // 2 - gap // 2),  # TOP
        (cx + dx, cy),  # RIGHT
    ):
        rect = pygame.Rect(0, 0, table_w, table_h)
        rect.center = (x, y)
        centres.append(rect)
    felt_h = min(2 * table_h + 3 * gap + 30, area_bottom - area_top + 6)
    felt = pygame.Rect(0, 0, 2 * dx + table_w * 2, felt_h)
    felt.center = (cx, cy)
    return table_h, cy, tuple(centres), felt


def _joker_buttons(size: tuple[int, int], band: pygame.Rect) -> tuple[pygame.Rect, ...]:
    """The seven value buttons in the band under the middle, 1 to 7 as read."""
    joker_h = max(30, int(band.height * 0.8))
    joker_w = int(joker_h * 0.95)
    gap = max(6, joker_h // 4)
    row_w = 7 * joker_w + 6 * gap
    left = size[0] // 2 - row_w // 2
    rects = [pygame.Rect(left + i * (joker_w + gap), band.top, joker_w, joker_h) for i in range(7)]
    follow_reading(rects, pygame.Rect(0, 0, *size))
    return tuple(rects)
