"""Where everything is on the Polar Pairs table, from the window size alone.

The eyes' seat sits at the bottom with a large grid; the other seats follow clockwise to its
left (seat numbers rise clockwise, "left" is the next seat), across the top and down the sides.
Every grid is laid out from its own seat's point of view: its near row is the row nearest its
edge of the table, its slot 0 on its own left of the far row. Cards stay upright so they can be
read. The stock and the discard pile lie on an ice floe in the middle; the corner panel (round,
dealer, how hands score, the score sheet's switch) in the bottom-left corner; the score sheet,
when it is open, in the free place either side of the floe that holds the most rounds, or, where
none holds its numbers side by side and a few rounds at 14 px (six seats, a small window), as a
panel over the other seats and the floe that takes the input while it is open (the bottom
seat's cards, its controls and the corner panel stay clear); the drawn card, the "flip
instead" switch and the peek's note to the right of the bottom grid. Nothing stands on anything
else (`boxes()`; the sheet over the table covers what it covers).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....text.games.polar import (
    discard_count,
    mode_label,
    reminders,
    round_of,
    scores_switch,
    signed,
    stock_count,
    word,
)
from ....text.polar_seats import GRID, SEAT_PLACES, turned
from ...table.layout import TableGeometry, button_width
from ...table.plates import plate_px

CardWidth = Callable[[int], int]
Measure = Callable[[str, int, bool], int]  # the width of a text at a type size, bold or not


@dataclass(frozen=True)
class PolarLayout:
    size: tuple[int, int]
    anchor: int  # the seat at the bottom
    card_h: int  # the other seats' cards
    own_h: int  # the bottom seat's
    name_px: int  # the plates' type
    small_px: int  # counts, the corner panel, the score sheet
    margin: int
    slots: tuple[tuple[pygame.Rect, ...], ...]  # per seat, its four cards
    grids: tuple[pygame.Rect, ...]  # per seat, the four cards together
    zones: tuple[pygame.Rect, ...]  # per seat, its grid with a padding (drawn in the static layer)
    sides: tuple[str, ...]  # per seat: "bottom", "top", "left" or "right"
    held: tuple[pygame.Rect, ...]  # per seat, where a drawn card is held
    plates: tuple[pygame.Rect, ...]  # per seat, its name and points
    stock: pygame.Rect
    discard: pygame.Rect
    floe: pygame.Rect
    mode: pygame.Rect  # "Flip a card instead" / "Keep it instead"
    peek: pygame.Rect  # "Remember these!" beside the bottom grid
    info: pygame.Rect  # the corner panel: round, dealer, reminders, the score sheet's switch
    sheet: pygame.Rect  # the score sheet when it is open: the free place holding the most rounds
    # (or its place over the table, `sheet_over`)
    scores_button: pygame.Rect  # at the bottom of the corner panel (and of the sheet)
    reminders: bool  # whether the corner panel has room for how hands score
    # a table too short for the whole corner panel (under a review's chart): only its switch
    # (the round is on the replay's bar, the dealer on its plate)
    compact: bool = False
    sheet_px: int = 14  # the score sheet's type (`_sheet`)
    sheet_over: bool = False  # the sheet is a panel over the table, taking the input while open

    def near(self, seat: int) -> tuple[int, int]:
        """Where a message about the seat goes: over the middle of its grid's near row."""
        grid = self.grids[seat]
        if self.sides[seat] == "bottom":
            return (grid.centerx, grid.top - self.own_h // 5)
        return grid.center

    def plate_point(self, seat: int) -> tuple[int, int]:
        rect = self.plates[seat]
        return (rect.centerx, rect.top)

    def boxes(self) -> dict[str, pygame.Rect]:
        """What is drawn, by name: every card, plate, pile, control and panel."""
        found = {"stock": self.stock, "discard": self.discard, "mode": self.mode}
        found["peek"] = self.peek
        found["corner"] = self.info
        if not self.sheet_over:
            found["sheet"] = self.sheet
        for seat, zone in enumerate(self.zones):
            found[f"zone {seat}"] = zone
            found[f"held {seat}"] = self.held[seat]
            found[f"plate {seat}"] = self.plates[seat]
        return found


def _grid(
    side: str, centre: tuple[int, int], card: tuple[int, int], gap: int
) -> tuple[pygame.Rect, ...]:
    w, h = card
    rects = []
    for x, y in GRID:
        dx, dy = turned(side, x, y)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(centre[0] + dx * (w + gap)), round(centre[1] + dy * (h + gap)))
        rects.append(rect)
    return tuple(rects)


@dataclass
class _Seats:
    """The seats' rects as they are placed, by seat."""

    slots: dict[int, tuple[pygame.Rect, ...]]
    sides: dict[int, str]
    held: dict[int, pygame.Rect]
    plates: dict[int, pygame.Rect]

    def place(self, seat: int, side: str, rects: tuple[pygame.Rect, ...]) -> pygame.Rect:
        self.slots[seat], self.sides[seat] = rects, side
        return rects[0].unionall(rects[1:])

    def grids_and_zones(
        self, seats: int
    ) -> tuple[tuple[pygame.Rect, ...], tuple[pygame.Rect, ...]]:
        """Each seat's four cards together, and with a padding of 1/14 card all round."""
        grids = tuple(self.slots[s][0].unionall(self.slots[s][1:]) for s in range(seats))
        pads = [self.slots[s][0].height // 14 for s in range(seats)]
        return grids, tuple(g.inflate(2 * pad, 2 * pad) for g, pad in zip(grids, pads, strict=True))


def _mode_height(height: int) -> int:
    return max(30, height // 22)


def _place_own(
    placed: _Seats,
    anchor: int,
    size: tuple[int, int],
    own_w: int,
    own_h: int,
    plate_h: int,
    margin: int,
    mode_w: int,
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The eyes' seat: a big grid at the bottom, centred, a margin above the window's edge; the
    drawn card to its right with the "flip instead" switch under it; the plate to its left.
    Returns the grid, the switch and the plate."""
    width, height = size
    own_gap, own_pad = max(6, own_h // 12), own_h // 14
    own_grid = pygame.Rect(0, 0, 2 * own_w + own_gap, 2 * own_h + own_gap)
    own_grid.midbottom = (width // 2, height - own_pad - margin)
    placed.place(anchor, "bottom", _grid("bottom", own_grid.center, (own_w, own_h), own_gap))
    held = pygame.Rect(own_grid.right + own_pad + own_gap * 3, own_grid.top + own_gap, own_w, own_h)
    placed.held[anchor] = held
    bh = _mode_height(height)
    mode_w = max(held.width + 60, bh * 5, mode_w)  # "Flip a card instead" at the controls' size
    mode = pygame.Rect(held.left, held.bottom + own_gap * 2, mode_w, bh)
    plate = pygame.Rect(0, 0, max(own_w * 2, 140), plate_h)
    plate.midright = (own_grid.left - own_h // 5, own_grid.top + own_h // 2)
    placed.plates[anchor] = plate
    return own_grid, mode, plate


def _place_other(
    placed: _Seats,
    seat: int,
    side: str,
    centre: tuple[int, int],
    card: tuple[int, int],
    plate_h: int,
    size: tuple[int, int],
) -> None:
    """A seat across the table or at a side: its grid, its held card beside it (towards the
    middle), its plate under it."""
    w, h = card
    gap, pad = max(4, h // 12), h // 14
    grid = placed.place(seat, side, _grid(side, centre, card, gap))
    hold = pygame.Rect(0, 0, w, h)
    if side == "right":
        hold.midright = (grid.left - gap * 3, grid.centery)
    else:
        hold.midleft = (grid.right + gap * 3, grid.centery)
    placed.held[seat] = hold
    plate = pygame.Rect(0, 0, max(grid.width + 2 * gap, 120), plate_h)
    plate.midtop = (grid.centerx, grid.bottom + pad + 4)
    placed.plates[seat] = plate.clamp(pygame.Rect((0, 0), size))


def compute(
    size: tuple[int, int], seats: int, anchor: int, card_width: CardWidth, measure: Measure
) -> PolarLayout:
    width, height = size
    geometry = TableGeometry.of(size)
    top = geometry.hud_height + max(6, height // 80)
    margin = max(10, height // 60)
    spacing = max(8, height // 70)
    name_px, small_px = plate_px(height)
    # the name, the points, the dealer, in lines with room for the tallest scripts (Persian)
    plate_h = (name_px + 2 * small_px) * 8 // 5 + 10
    label_h = small_px + 10  # the piles' counts
    fixed = plate_h + 6 + label_h + 2 * spacing + 2 + margin
    # a seat's zone is its grid and a padding of 1/14 card all round; from the top: the zones
    # of the seats across the table and their plates, the piles (1.1x), the eyes' zone (1.45x)
    zone = 2 + 1 / 12 + 1 / 7
    small = (height - top - fixed) / (zone + 1.1 + 1.45 * zone)
    card_h = int(min(small, width / (11 if seats >= 5 else 9)))
    own_h, pile_h = int(card_h * 1.45), int(card_h * 1.1)
    placed = _Seats({}, {}, {}, {})

    modes = (mode_label(False), mode_label(True))
    mode_w = button_width(modes, _mode_height(height), lambda text, px: measure(text, px, False), 0)
    own_grid, mode, own_plate = _place_own(placed, anchor, size, card_width(own_h), own_h,
                                           plate_h, margin, mode_w)  # fmt: skip

    # the others
    w, gap, pad = card_width(card_h), max(4, card_h // 12), card_h // 14
    gw, gh = 2 * w + gap, 2 * card_h + gap
    top_bottom = top + 2 * pad + gh + plate_h + 6
    own_top = own_grid.top - own_h // 14
    centre_y = (top_bottom + own_top) // 2 - label_h // 2
    for k, (side, share) in enumerate(SEAT_PLACES[seats], start=1):
        if side == "top":
            centre = (int(width * share), top + pad + gh // 2)
        elif side == "left":
            centre = (margin + pad + gw // 2, centre_y)
        else:
            centre = (width - margin - pad - gw // 2, centre_y)
        _place_other(placed, (anchor + k) % seats, side, centre, (w, card_h), plate_h, size)

    counts = max(measure(words(88), small_px, False) for words in (stock_count, discard_count))
    stock, discard, floe = _piles(
        width, card_width(pile_h), pile_h, centre_y, (top_bottom, own_top), counts
    )

    order = range(seats)
    grids, zones = placed.grids_and_zones(seats)
    info, button, show, plain_h = _corner(
        size, margin, name_px, small_px, measure, (own_grid, own_plate)
    )
    drawn = [r for s in order for r in (zones[s], placed.plates[s], placed.held[s])]
    peek = _peek(size, margin, mode, (own_grid, own_h), (name_px, small_px), measure, drawn)
    info, show, compact = _fit_corner(info, button, show, plain_h, drawn)
    obstacles = [*drawn, stock, discard, floe, mode, peek, info]
    # what a sheet over the table leaves clear: the bottom seat's cards, its controls, the corner
    mine = [zones[anchor], placed.held[anchor], own_plate, mode, peek, info]
    sheet, sheet_type, over = _sheet(size, margin, seats, floe, (obstacles, mine), measure,
                                     small_px)  # fmt: skip
    slots, sides = tuple(placed.slots[s] for s in order), tuple(placed.sides[s] for s in order)
    held, plates = tuple(placed.held[s] for s in order), tuple(placed.plates[s] for s in order)
    return PolarLayout(size, anchor, card_h, own_h, name_px, small_px, margin, slots, grids,
                       zones, sides, held, plates, stock, discard, floe, mode, peek, info, sheet,
                       button, show, compact, sheet_type, over)  # fmt: skip


def _piles(
    width: int, pw: int, pile_h: int, centre_y: int, band: tuple[int, int], counts: int = 0
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """The stock and the discard pile side by side on the ice floe, in the `band` between the
    seats across the table and the eyes' grid; far enough apart that their counts (`counts`
    wide) do not run into each other under small cards (a short table, as under a review)."""
    half = max(pw * 3 // 4, (counts + 16) // 2)  # from the middle to each pile's centre
    stock = pygame.Rect(0, 0, pw, pile_h)
    discard = pygame.Rect(0, 0, pw, pile_h)
    stock.center = (width // 2 - half, centre_y)
    discard.center = (width // 2 + half, centre_y)
    floe_w = max(int(pw * 4.6), 2 * half + 2 * pw)
    floe = pygame.Rect(0, 0, floe_w, min(int(pile_h * 1.6), band[1] - band[0]))
    floe.center = (width // 2, (band[0] + band[1]) // 2)
    return stock, discard, floe


def _peek(
    size: tuple[int, int],
    margin: int,
    mode: pygame.Rect,
    own: tuple[pygame.Rect, int],
    type_px: tuple[int, int],
    measure: Measure,
    drawn: list[pygame.Rect],
) -> pygame.Rect:
    """The peek's note: beside the bottom grid's near row, past the drawn card's column (the two
    never show together, but neither may stand on the other), and short of a side seat's plate
    that reaches down beside it (a short table, under a review's chart)."""
    own_grid, own_h = own
    name_px, small_px = type_px
    left = max(own_grid.right + own_h // 5, mode.right + margin)
    room = max(80, size[0] - left - margin)
    wanted = max(
        measure(word("peek", "title"), name_px, True) + 50,
        measure(word("peek", "note"), small_px, False),
    )
    box = pygame.Rect(0, 0, min(room, wanted + 20), (name_px + small_px) * 8 // 5 + 18)
    box.midleft = (left, own_grid.bottom - own_h // 2)
    for rect in drawn:
        if box.colliderect(rect) and rect.left > box.left:
            box.width = max(80, rect.left - margin - box.left)
    return box


def _corner(
    size: tuple[int, int],
    margin: int,
    name_px: int,
    small_px: int,
    measure: Measure,
    own: tuple[pygame.Rect, pygame.Rect],
) -> tuple[pygame.Rect, pygame.Rect, bool, int]:
    """The corner panel at the bottom left (under the bottom seat's plate it may reach to the
    bottom grid), its switch for the score sheet, whether it has room for the reminders, and
    its height without them."""
    height = size[1]
    own_grid, own_plate = own
    lines = reminders()
    text_w = max(measure(line, small_px, False) for line in lines)
    button_h = max(26, height // 26)
    line = small_px * 9 // 5  # the type's line height, with room for the tallest scripts
    title_h = (name_px + 2) * 9 // 5 + 2  # the round's line, in its larger bold type
    full_h = title_h + 8 + (1 + len(lines)) * (line + 1) + button_h + 16
    below_plate = height - margin - full_h >= own_plate.bottom + margin // 2
    right = (own_grid.left if below_plate else own_plate.left) - margin
    show = height >= 600 and margin + text_w + 24 <= right
    switch_px = max(14, button_h * 2 // 5)
    switch_w = max(measure(scores_switch(o), switch_px, False) for o in (False, True)) + 40
    info_w = max(measure(round_of(10, 10), name_px + 2, True), text_w, switch_w) + 24
    info_w = min(info_w, right - margin)
    info_h = title_h + 8 + (1 + (len(lines) if show else 0)) * (line + 1) + button_h + 16
    info = pygame.Rect(margin, height - margin - info_h, info_w, info_h)
    button = pygame.Rect(0, 0, info_w - 24, button_h)
    button.midbottom = (info.centerx, info.bottom - 8)
    plain_h = title_h + 8 + line + 1 + button_h + 16  # the round and the dealer only
    return info, button, show, plain_h


def _fit_corner(
    info: pygame.Rect, button: pygame.Rect, show: bool, plain_h: int, drawn: list[pygame.Rect]
) -> tuple[pygame.Rect, bool, bool]:
    """The corner panel where it covers no seat: whole, else without the reminders (a side
    seat's plate reaches down to it), else only its switch (a table too short for it, under a
    review's chart): the panel, its reminders, whether compact."""
    if info.collidelist(drawn) < 0:
        return info, show, False
    plain = pygame.Rect(info.left, info.bottom - plain_h, info.width, plain_h)
    if show and plain.collidelist(drawn) < 0:
        return plain, False, False
    return (
        pygame.Rect(info.left, button.top - 8, info.width, info.bottom - button.top + 8),
        False,
        True,
    )


def _free(region: pygame.Rect, obstacles: list[pygame.Rect], margin: int) -> list[pygame.Rect]:
    """The largest parts of `region` clear of every obstacle (a margin round each): each
    obstacle cuts a part it stands in into what is left on its four sides; the roomiest few
    are kept at each step (cutting greedily by one order loses a corner that is roomy enough)."""
    parts = [region]
    for obstacle in obstacles:
        block = obstacle.inflate(2 * margin, 2 * margin)
        cut: list[pygame.Rect] = []
        for part in parts:
            if not part.colliderect(block):
                cut.append(part)
                continue
            cut += [
                pygame.Rect(part.left, part.top, block.left - part.left, part.height),
                pygame.Rect(block.right, part.top, part.right - block.right, part.height),
                pygame.Rect(part.left, part.top, part.width, block.top - part.top),
                pygame.Rect(part.left, block.bottom, part.width, part.bottom - block.bottom),
            ]
        kept = {tuple(r) for r in cut if r.width > 0 and r.height > 0}
        parts = sorted((pygame.Rect(r) for r in kept), key=lambda r: -r.width * r.height)[:24]
    return parts


# The most rounds a game plays: the sheet is placed to hold them all where there is room (where
# there is not, it folds the earliest rounds into one line of "…").
SHEET_ROUNDS = 10


def sheet_px(small_px: int) -> int:
    """The score sheet's largest type: a size over the corner panel's, never under 14 px."""
    return max(14, small_px + 1)


def sheet_line(px: int) -> int:
    """A line of the sheet at `px`, with room for the tallest scripts (Persian's)."""
    return px * 9 // 5 + 2


def sheet_height(rows: int, line: int) -> int:
    """The sheet's height for `rows` rounds: the title, the header, the rounds, the totals."""
    return 25 + (rows + 3) * line


# A free place that holds fewer rounds than this at 14 px is not used: the sheet opens over the
# table instead (the sheet's type would otherwise shrink under 14 px, `sheet._type`).
READABLE_ROUNDS = 3


def _sheet(
    size: tuple[int, int],
    margin: int,
    seats: int,
    floe: pygame.Rect,
    obstacles: tuple[list[pygame.Rect], list[pygame.Rect]],
    measure: Measure,
    small_px: int,
) -> tuple[pygame.Rect, int, bool]:
    """Where the score sheet opens, its type and whether it is over the table: the free place
    either side of the ice floe that holds the most rounds at the largest type, trimmed to what
    the sheet needs; where that place does not hold the seats' numbers side by side and a few
    rounds, a panel over the table clear of `obstacles[1]` (the bottom seat's cards, controls
    and corner panel): over the floe where a few rounds fit there, else where the most fit."""
    everything, mine = obstacles
    width, height = size
    top = TableGeometry.of(size).hud_height + margin
    sides = [
        pygame.Rect(margin, top, floe.left - 2 * margin, height - top - margin),
        pygame.Rect(floe.right + margin, top, width - floe.right - 2 * margin, height - top),
    ]
    free = [part for side in sides for part in _free(side, everything, margin)]
    best, px = _roomiest(free, seats, measure, small_px)
    over = _fit(best, px, seats, measure)[0] < READABLE_ROUNDS
    if over:  # over the middle of the table where that holds a few rounds, else the roomiest
        table = pygame.Rect(margin, top, width - 2 * margin, height - top - margin)
        places = _free(table, mine, margin)
        middle = [part for part in places if part.collidepoint(floe.center)]
        best, px = _roomiest(middle or places, seats, measure, small_px)
        if _fit(best, px, seats, measure)[0] < READABLE_ROUNDS:
            best, px = _roomiest(places, seats, measure, small_px)
    wide = _sheet_width(px, seats, measure, 2)  # columns twice as wide as the numbers need
    sheet = pygame.Rect(
        0, 0, min(best.width, wide), min(best.height, sheet_height(SHEET_ROUNDS, sheet_line(px)))
    )
    if over:  # over the floe's middle where the place allows, as high as it allows
        sheet.midtop = (floe.centerx, best.top)
    else:  # beside the floe, level with it where the free place allows
        sheet.centery = floe.centery
        if best.right <= floe.left:
            sheet.right = best.right
        else:
            sheet.left = best.left
    return sheet.clamp(best), px, over


def _fit(rect: pygame.Rect, px: int, seats: int, measure: Measure) -> tuple[int, int, int, int]:
    """How well the sheet sits in `rect` at `px`: the rounds it holds (-1: the seats' numbers
    do not fit side by side), the type, what type it allows otherwise, its room."""
    line = sheet_line(px)
    rounds = min(SHEET_ROUNDS, (rect.height - sheet_height(0, line)) // line)
    narrow = rect.width < _sheet_width(px, seats, measure, 1)
    room = int(min(rect.height / 14, rect.width / (3 * (seats + 1.5))))
    return (-1 if narrow else rounds, px, room, rect.width * rect.height)


def _roomiest(
    places: list[pygame.Rect], seats: int, measure: Measure, small_px: int
) -> tuple[pygame.Rect, int]:
    """The place and type for the most rounds, then the largest type (from the sheet's own down
    to 14 px), then the most room."""
    choices = [(r, px) for r in places for px in range(sheet_px(small_px), 13, -1)]
    return max(choices, key=lambda choice: _fit(choice[0], choice[1], seats, measure))


def _sheet_width(px: int, seats: int, measure: Measure, room: int) -> int:
    """The sheet's width at `px`: the rounds' column and a column per seat `room` times as wide
    as its numbers need (longer names are cut short)."""
    column = measure(signed(-88), px, True) + 8
    return 24 + measure(word("sheet", "round"), px, True) + 16 + room * seats * column
