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

import itertools
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from ....text.games.quattro_table import vp_label, word
from ...table.layout import TableGeometry, button_width
from ...table.plates import plate_px

REVEAL_STEP = 0.16  # a revealed card sits this much (of its height) towards the middle
LIFT = 0.27  # a selected card, or the card chosen to reveal, is lifted this much
FAN = 0.6  # a VP's cards overlap: each starts this much of a card width after the last
ASIDE = 0.5  # the old hand of a mulligan lies this much of a card width beside the stock
VPS = 6
DEPTH = 10  # the stock's cards under the top one show this far up and to the left
PILE_ROOM = 12  # room each side of the stock and the hand put aside

CardWidth = Callable[[int], int]
LineHeight = Callable[[int, bool], int]  # how tall a line of type of a size is, bold or not
TextWidth = Callable[[str, int, bool], int]  # how wide a text is in type of a size


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
    tag_h: int = 0  # a card's tag pill ("revealed"), half of it above the card's top
    plate_lines: int = 3  # the lines under a plate's name there is room for
    side_by_side: bool = False  # the short table: the hands beside the rail
    vp_label_w: int = 0  # the widest VP's name

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

    def vp_label_width(self) -> int:
        """The most a VP's name takes: its own width, as far as its neighbours' leave room (a
        name wider than that is drawn narrower)."""
        pitch = min(b.centerx - a.centerx for a, b in itertools.pairwise(self.vp_groups))
        return min(self.vp_label_w, pitch - 8)

    def vp_seat(self, vp: int) -> pygame.Rect:
        """A virtual player's seat on the rail: its name, its cards and its ticks."""
        group = self.vp_groups[vp]
        top = group.top - self.vp_label_h - 2
        bottom = self.tick_y + self.tick_r + 3
        seat = pygame.Rect(0, top, max(group.w + 8, self.vp_label_width()), bottom - top)
        seat.centerx = group.centerx
        return seat

    def own_hand(self) -> pygame.Rect:
        """Your four cards wherever they stand (lifted, revealed), with their tags."""
        first, last = self.own_rect(0, "selected"), self.own_rect(3)
        tagged = self.own_rect(0, "revealed").move(0, -(self.tag_h // 2))
        return first.union(last).union(tagged)

    def opp_hand(self) -> pygame.Rect:
        tagged = self.opp_rect(0, True).move(0, -(self.tag_h // 2))
        return self.opp_rect(0).union(self.opp_rect(3, True)).union(tagged)

    def score_pill(self, row: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where a final hand's sum goes: beside its row on the side the reader starts from;
        on the short table, whose rows have no room beside them, over the row's foot."""
        pill = pygame.Rect((0, 0), size)
        if self.side_by_side:
            pill.midbottom = (row.centerx, row.bottom - 2)
        elif self.rtl:
            pill.midright = (row.left - 24, row.centery)
        else:
            pill.midleft = (row.right + 24, row.centery)
        return pill

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


def button_height(height: int) -> int:
    """Keep's, Mulligan's and Pass's height on a table `height` high."""
    return max(38, height // 17)


def _buttons(right: int, middle: int, width: int, height: int) -> tuple[pygame.Rect, ...]:
    keep = pygame.Rect(right, 0, width, height)
    mulligan = pygame.Rect(right, 0, width, height)
    pass_ = pygame.Rect(right, 0, width, height)
    keep.bottom = middle - 6
    mulligan.top = middle + 6
    pass_.centery = middle
    return keep, mulligan, pass_


def _rail(
    span: tuple[int, int], top: int, bottom: int, card_width: CardWidth,
    labels: tuple[int, int, int],
) -> tuple[tuple[pygame.Rect, ...], pygame.Rect, pygame.Rect, int]:  # fmt: skip
    """The six VPs' groups in a row across `span` (its left and right), three each side of a
    gap for the stock (wide enough that VP3's and VP4's names clear it), as large as the room
    allows; with the rail round them, the stock, and the card height."""
    label_h, tick_h, label_w = labels
    by_height = (bottom - top - label_h - tick_h) / 1.04
    usable = span[1] - span[0]
    aspect = card_width(100) / 100
    # six groups, four gaps between them (at least a fifth of a card) and the stock's gap
    middle = 1 + ASIDE
    room = usable - 2 * PILE_ROOM
    # (the gaps: at least a fifth of a card and 10 px, so no two VPs' seats touch)
    w_vp = min(
        room / (VPS * (1 + 2 * FAN) + 4 * 0.2 + middle),
        (room - 40) / (VPS * (1 + 2 * FAN) + middle),
        aspect * by_height,
    )
    h_vp = max(20, int(w_vp / aspect))
    w_vp = card_width(h_vp)
    group_w = int(w_vp * (1 + 2 * FAN))
    stock_gap = int(w_vp * middle) + 2 * PILE_ROOM
    spare = usable - VPS * group_w - stock_gap
    stock_gap += max(0, min(label_w - group_w - 8, int(spare)))
    spare = usable - VPS * group_w - stock_gap
    gap = int(min(max(w_vp * 0.9, 10), max(w_vp * 0.2, 10, spare / 4)))
    row_w = VPS * group_w + 4 * gap + stock_gap
    block = label_h + h_vp + tick_h
    vp_top = top + max(0, (bottom - top - block) // 2) + label_h
    centre = (span[0] + span[1]) // 2
    left = centre - row_w // 2
    groups = []
    for vp in range(VPS):
        x = left + vp * (group_w + gap) + (stock_gap - gap if vp >= VPS // 2 else 0)
        groups.append(pygame.Rect(x, vp_top, group_w, h_vp))
    rail = pygame.Rect(0, 0, row_w + gap, block + 8)
    rail.center = (centre, vp_top - label_h + block // 2 + 2)
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
    rtl: bool, button_w: int,
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
    room = width - right - margin
    buttons = _buttons(right, own.centery, min(button_w, room), button_height(height))
    found = (own_plate, opp_plate, opp_side, *buttons)
    if rtl:
        for rect in found:
            rect.x = width - rect.right
    return found


@dataclass(frozen=True)
class _Type:
    """The heights of what is written on a table of a height, in the language's script."""

    message_h: int  # a message of the narration, with room
    name_h: int  # a plate's name, and a line under it (plates.PlateFonts)
    line_h: int
    chip_h: int  # the strip's chips
    label_px: int  # the VPs' names
    label_h: int
    tick_h: int
    tag_h: int  # a card's tag pill
    label_w: int  # the widest VP's name
    button_w: int  # Keep, Mulligan and Pass: the longest at the controls' size

    @classmethod
    def of(cls, height: int, room: int, line_height: LineHeight, text_width: TextWidth) -> _Type:
        label_px = max(14, int(room * 0.03) * 4 // 5)
        names = (vp_label(vp) for vp in range(1, VPS + 1))
        return cls(
            label_w=max(text_width(name, label_px, True) for name in names),
            message_h=int(max(18, height // 28) * 1.2) + 22,
            name_h=line_height(plate_px(height)[0], True),
            line_h=line_height(plate_px(height)[1], False),
            chip_h=max(22, int(room * 0.05)),
            label_px=label_px,
            label_h=max(14, int(room * 0.03), line_height(label_px, True)),
            tick_h=max(16, int(room * 0.035)),
            tag_h=line_height(14, True) + 4,
            button_w=button_width(
                (word("button", key) for key in ("keep", "mulligan", "pass")),
                button_height(height),
                lambda text, px: text_width(text, px, False),
                least=230,
            ),
        )

    def plate_h(self, lines: int = 3) -> int:
        return 20 + self.name_h + lines * self.line_h


@dataclass(frozen=True)
class _Room:
    """What both arrangements start from: the table's size, where it starts under the top bar
    and ends above the strip, the type, the cards' shape and the reading direction."""

    size: tuple[int, int]
    top: int
    bottom: int  # the margin over the strip of the last move
    kind: _Type
    card_width: CardWidth
    rtl: bool

    def rail(
        self, span: tuple[int, int], top: int, bottom: int
    ) -> tuple[tuple[pygame.Rect, ...], pygame.Rect, pygame.Rect, int]:
        kind = self.kind
        return _rail(span, top, bottom, self.card_width, (kind.label_h, kind.tick_h, kind.label_w))


@dataclass(frozen=True)
class _Parts:
    """An arrangement's places, for `_layout` to make the layout of."""

    margin: int
    hands: tuple[int, int, tuple[int, ...], tuple[int, ...], int, int]  # heights, xs, ys
    rail: tuple[tuple[pygame.Rect, ...], pygame.Rect, pygame.Rect, int]  # groups, rail, stock, h
    band_y: int
    panels: tuple[pygame.Rect, ...]  # lane, plates, the opponent's messages, buttons
    plate_lines: int = 3
    side_by_side: bool = False


def compute(
    size: tuple[int, int],
    card_width: CardWidth,
    rtl: bool = False,
    line_height: LineHeight = lambda px, bold: int(px * 1.3),
    text_width: TextWidth = lambda text, px, bold: len(text) * px * 6 // 10,
) -> QuattroLayout:
    """The column (opponent, strip, rail, lane, you) where it fits, else the short table."""
    height = size[1]
    top = TableGeometry.of(size).hud_height + 6
    bottom = max(8, height // 80)
    kind = _Type.of(height, height - top - bottom, line_height, text_width)
    room = _Room(size, top, bottom, kind, card_width, rtl)
    stacked = _layout(room, _stacked(room))
    seat = stacked.vp_seat(0)
    rail_fits = stacked.band_room().bottom < seat.top and seat.bottom < stacked.lane.top
    lane_clear = stacked.own_plate.top >= stacked.lane.bottom
    if rail_fits and lane_clear:
        return stacked
    return _layout(room, _side_by_side(room))


def _stacked(room: _Room) -> _Parts:
    (width, height), top, kind = room.size, room.top, room.kind
    margin = max(14, width // 60)
    free = height - top - room.bottom
    h_own = int(min(free * 0.24, width * 0.17))
    h_opp = int(min(free * 0.175, width * 0.13))
    w_own, w_opp = room.card_width(h_own), room.card_width(h_opp)
    own_x = _spread(width, w_own, max(8, w_own // 7))
    opp_x = _spread(width, w_opp, max(6, w_opp // 8))
    own_y, opp_y = height - room.bottom - h_own, top + 4
    plate_h, chip_h = kind.plate_h(), kind.chip_h
    # the strip of the turns under the opponent (and its plate)
    opp_bottom = max(opp_y + int(h_opp * (1 + REVEAL_STEP)), opp_y + plate_h)
    band_y = opp_bottom + max(8, free // 40) + chip_h * 3 // 4
    # the lane for messages over your lifted cards, the virtual players between
    gap = max(6, free // 60)
    lane_bottom = own_y - int(h_own * LIFT) - gap
    lane = pygame.Rect(margin, lane_bottom - kind.message_h, width - 2 * margin, kind.message_h)
    zone_top = band_y + chip_h * 3 // 4 + gap
    rail = room.rail((margin, width - margin), zone_top, lane.top - gap)
    own_row = pygame.Rect(own_x[0], own_y, own_x[3] + w_own - own_x[0], h_own)
    opp_row = pygame.Rect(opp_x[0], opp_y, opp_x[3] + w_opp - opp_x[0], h_opp)
    beside = _beside(room.size, own_row, opp_row, plate_h, margin, room.rtl, kind.button_w)
    return _Parts(margin, (h_own, h_opp, own_x, opp_x, own_y, opp_y), rail, band_y,
                  (lane, *beside))  # fmt: skip


def _side_by_side(room: _Room) -> _Parts:
    """The short table: the strip across the top; under it the hands, the opponent over you
    with the plates beside them, and beside the hands the rail over the lane and the buttons."""
    (width, height), kind = room.size, room.kind
    margin, gap = max(12, width // 64), 6
    band_y = room.top + 4 + kind.chip_h * 3 // 4
    body_top = band_y + kind.chip_h * 3 // 4 + 12  # clear of the mark round the acting cards
    body_bottom = height - room.bottom
    row_h = (body_bottom - body_top - 22) // 2  # the two marks round the hands between them
    half_tag = kind.tag_h // 2
    # both hands alike, as tall as a row holds lifted or revealed with its tags (the
    # opponent's revealed cards step down, within the same room), and the hands' column at
    # most half the width: the rail needs the rest
    plate_w = max(200, min(280, width // 4))
    widest = (width // 2 - plate_w - 2 * margin) / (4 * room.card_width(100) / 100 + 3 / 7)
    h = int(min(row_h / (1 + LIFT), (row_h - half_tag) / (1 + REVEAL_STEP), widest))
    w, spacing = room.card_width(h), max(8, room.card_width(h) // 7)
    hands_w = 4 * w + 3 * spacing
    column = pygame.Rect(margin, body_top, plate_w + margin + hands_w, body_bottom - body_top)
    xs = tuple(x - width // 2 + column.right - hands_w // 2 for x in _spread(width, w, spacing))
    lines = max(1, min(3, (row_h - 20 - kind.name_h) // kind.line_h))
    plate_h = min(row_h, kind.plate_h(lines))
    opp_plate = pygame.Rect(column.left, body_top, plate_w, plate_h)
    own_plate = pygame.Rect(column.left, body_bottom - plate_h, plate_w, plate_h)
    # the other side: the rail, the lane, your buttons in a row
    side = pygame.Rect(column.right + margin, body_top, 0, column.height)
    side.width = width - margin - side.left
    keep, mulligan = (pygame.Rect(0, 0, min(200, (side.w - gap) // 2), max(38, height // 17))
                      for _ in "km")  # fmt: skip
    keep.bottomright = (side.centerx - gap // 2, body_bottom)
    mulligan.bottomleft = (side.centerx + gap // 2 + side.w % 2, body_bottom)
    pass_ = keep.copy()
    pass_.midbottom = (side.centerx, body_bottom)
    lane = pygame.Rect(side.left, keep.top - gap - kind.message_h, side.w, kind.message_h)
    groups, rail, stock, h_vp = room.rail((side.left, side.right), body_top, lane.top - gap)
    if room.rtl:  # the columns, plates and buttons follow the reading direction; a hand's and
        # the rail's order do not (VP1 stays on the left)
        xs = tuple(x + width - hands_w - 2 * xs[0] for x in xs)
        for rect in (own_plate, opp_plate, lane, keep, mulligan, pass_):
            rect.x = width - rect.right
        shift = width - rail.right - rail.left
        groups = tuple(g.move(shift, 0) for g in groups)
        rail, stock = rail.move(shift, 0), stock.move(shift, 0)
    opp_side = pygame.Rect(lane.center, (0, 0))  # messages about the opponent share the lane
    opp_y = body_top + max(0, half_tag - int(h * REVEAL_STEP))
    return _Parts(
        margin, (h, h, xs, xs, body_bottom - h, opp_y), (groups, rail, stock, h_vp), band_y,
        (lane, own_plate, opp_plate, opp_side, keep, mulligan, pass_), lines, side_by_side=True,
    )  # fmt: skip


def _layout(room: _Room, parts: _Parts) -> QuattroLayout:
    h_own, h_opp, own_x, opp_x, own_y, opp_y = parts.hands
    groups, rail_rect, stock, h_vp = parts.rail
    lane, own_plate, opp_plate, opp_side, keep, mulligan, pass_ = parts.panels
    kind, card_width = room.kind, room.card_width
    w_vp = card_width(h_vp)
    return QuattroLayout(
        size=room.size,
        h_own=h_own,
        h_opp=h_opp,
        h_vp=h_vp,
        own_x=own_x,
        opp_x=opp_x,
        own_y=own_y,
        opp_y=opp_y,
        w_own=card_width(h_own),
        w_opp=card_width(h_opp),
        w_vp=w_vp,
        chip_h=kind.chip_h,
        band_y=parts.band_y,
        vp_label_h=kind.label_h,
        vp_label_px=kind.label_px,
        vp_groups=groups,
        tick_y=groups[0].top + h_vp + kind.tick_h // 2 + 4,
        tick_r=max(6, kind.tick_h * 2 // 5),
        rail=rail_rect,
        stock=stock,
        aside=stock.move(int(w_vp * ASIDE), 0),
        lane=lane,
        own_plate=own_plate,
        opp_plate=opp_plate,
        opp_side=opp_side,
        keep=keep,
        mulligan=mulligan,
        pass_=pass_,
        margin=parts.margin,
        rtl=room.rtl,
        tag_h=kind.tag_h,
        plate_lines=parts.plate_lines,
        side_by_side=parts.side_by_side,
        vp_label_w=kind.label_w,
    )
