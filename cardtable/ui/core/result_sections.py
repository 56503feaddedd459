"""The sections of a result (`text.results`): hands drawn as cards from the theme, sheets as
tables of words. Each kind of section has its painter in `PAINTERS`, so the result screen draws
any game's result without knowing which game it is. A painter draws inside its rect (mirrored
for a right-to-left reader) and returns the lines of words it drew."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...text.results import Hands, Section, Sheet
from .host import Host
from .widgets import draw_text, follow_reading, mirror_rect, rtl

GAP = 10


def _title(surface: pygame.Surface, host: Host, text: str, rect: pygame.Rect, size: int) -> int:
    """The section's title at the top of `rect`; the height it took."""
    font = host.font(size, bold=True)
    draw_text(
        surface,
        font,
        text,
        (rect.left, rect.top),
        host.assets.colour("accent"),
        max_width=rect.width,
        box=rect,
        mirror=rect,
    )
    return int(font.get_linesize()) + 4


def card_cap(host: Host) -> int:
    """The largest card of a result: an eighth of the window's height."""
    return max(40, host.size[1] // 8)


def _grid(
    count: int, cards: int, area: pygame.Rect, line: int, aspect: float, cap: int
) -> tuple[int, int]:
    """The number of columns of tiles and the card height that make the cards largest (of
    two that do, the one with fewer rows: the panel is shorter)."""
    best = (1, 0)
    for columns in range(1, count + 1):
        rows = math.ceil(count / columns)
        tile_width = (area.width - (columns - 1) * GAP * 2) / columns
        by_height = (area.height - rows * (2 * line + GAP)) / rows
        by_width = (tile_width - (cards - 1) * 4) / cards / aspect
        height = int(min(by_height, by_width, cap))
        if height >= best[1]:
            best = (columns, height)
    return best


def draw_hands(
    surface: pygame.Surface, host: Host, hands: Hands, rect: pygame.Rect, size: int
) -> list[str]:
    top = _title(surface, host, hands.title, rect, size)
    area = pygame.Rect(rect.left, rect.top + top, rect.width, rect.height - top)
    font, bold = host.font(size), host.font(size, bold=True)
    line = int(font.get_linesize())
    art = host.assets.art
    columns, card_height, tile_h = _hands_grid(host, hands, area, size)
    tile_w = (area.width - (columns - 1) * GAP * 2) // columns
    drawn = [hands.title]
    for index, hand in enumerate(hands.hands):
        row, column = divmod(index, columns)
        tile = pygame.Rect(
            area.left + column * (tile_w + GAP * 2), area.top + row * tile_h, tile_w, tile_h
        )
        if rtl():
            tile = mirror_rect(tile, area)
        colour = host.assets.colour("good" if hand.winner else "text")
        draw_text(
            surface,
            bold if hand.winner else font,
            hand.name,
            (tile.left, tile.top),
            colour,
            max_width=tile.width,
            box=tile,
            mirror=tile,
        )
        draw_text(
            surface,
            font,
            hand.note,
            (tile.left, tile.top + line),
            host.assets.colour("muted"),
            max_width=tile.width,
            box=tile,
            mirror=tile,
        )
        drawn += [hand.name, hand.note]
        images = [
            art.face(hands.game, card, card_height) if card else art.back(hands.game, card_height)
            for card in hand.cards
        ]
        cards = [image.get_rect() for image in images]
        x = tile.left
        for place in cards:
            place.topleft = (x, tile.top + 2 * line + 2)
            x = place.right + 4
        follow_reading(cards, tile)
        for position, (image, place) in enumerate(zip(images, cards, strict=True)):
            surface.blit(image, place)
            if position < len(hand.dim) and hand.dim[position]:
                veil = pygame.Surface(place.size, pygame.SRCALPHA)
                veil.fill((0, 0, 0, 120))
                surface.blit(veil, place)
            if hand.winner:
                pygame.draw.rect(surface, colour, place.inflate(4, 4), 2, border_radius=6)
    return drawn


def _fit_rows(sheet: Sheet, room: int) -> list[tuple[str, ...]]:
    """The rows that fit in `room` rows: the first and the last ones, with "…" between."""
    rows = list(sheet.rows)
    if len(rows) <= room or room < 3:
        return rows[: max(room, 0)] if room < 3 else rows
    keep_end = room - 2
    return [rows[0], ("…",) * len(sheet.header), *rows[-keep_end:]]


def draw_sheet(
    surface: pygame.Surface, host: Host, sheet: Sheet, rect: pygame.Rect, size: int
) -> list[str]:
    top = _title(surface, host, sheet.title, rect, size)
    font, bold = host.font(size), host.font(size, bold=True)
    step = int(font.get_linesize()) + 2
    room = (rect.height - top) // step - 1
    rows = _fit_rows(sheet, room)
    first = max(font.size(text)[0] for text in (sheet.header[0], *(r[0] for r in rows))) + GAP
    rest = max(1, len(sheet.header) - 1)
    width = max(1, (rect.width - first) // rest)
    lefts = [rect.left, *(rect.left + first + i * width for i in range(rest))]
    widths = [first - 4, *([width - 6] * rest)]
    y = rect.top + top
    drawn = [sheet.title]
    marked = {sheet.rows[i] for i in sheet.marked}
    for number, row in enumerate([sheet.header, *rows]):
        strong = number == 0 or row in marked
        if row in marked:
            pygame.draw.line(surface, host.assets.colour("muted"), (rect.left, y), (rect.right, y))
        colour = host.assets.colour("accent" if number == 0 else "text")
        for column, text in enumerate(row):
            draw_text(
                surface,
                bold if strong else font,
                text,
                (lefts[column], y),
                colour,
                max_width=widths[column],
                box=rect,
                mirror=rect,
            )
            drawn.append(text)
        y += step
    return drawn


def _tile(host: Host, hands: Hands) -> tuple[int, int]:
    """A hand's tile width and card height at the largest size."""
    card = card_cap(host)
    card_width, _ = host.assets.art.size(hands.game, card)
    most = max((len(hand.cards) for hand in hands.hands), default=1) or 1
    return max(140, most * (card_width + 4) - 4), card


def _hands_grid(host: Host, hands: Hands, area: pygame.Rect, size: int) -> tuple[int, int, int]:
    """The columns, card height and tile height at which the hands' cards are largest in
    `area` (below the title)."""
    line = int(host.font(size).get_linesize())
    width, height = host.assets.art.size(hands.game, 100)
    most = max((len(hand.cards) for hand in hands.hands), default=1) or 1
    columns, card_height = _grid(len(hands.hands), most, area, line, width / height, card_cap(host))
    card_height = max(24, card_height)
    rows = math.ceil(len(hands.hands) / columns)
    return columns, card_height, min(area.height // max(1, rows), 2 * line + card_height + GAP * 2)


def hands_need(host: Host, hands: Hands, width: int, size: int, room: int) -> int:
    """The height the hands take when drawn at `width` in at most `room`: the grid that makes
    the cards largest, and no more (the panel then shrinks round it)."""
    top = int(host.font(size, bold=True).get_linesize()) + 4
    area = pygame.Rect(0, 0, width, max(0, room - top))
    columns, _, tile_h = _hands_grid(host, hands, area, size)
    return top + math.ceil(len(hands.hands) / columns) * tile_h


def hands_width(host: Host, hands: Hands, size: int) -> int:
    """The width the hands would like: up to three tiles side by side."""
    tile, _ = _tile(host, hands)
    columns = min(3, len(hands.hands))
    return columns * tile + (columns - 1) * GAP * 2


def hands_card(host: Host, hands: Hands, width: int, size: int, room: int) -> int:
    """The height of the hands' cards drawn at `width` in at most `room`."""
    top = int(host.font(size, bold=True).get_linesize()) + 4
    area = pygame.Rect(0, 0, width, max(0, room - top))
    return _hands_grid(host, hands, area, size)[1]


def sheet_need(host: Host, sheet: Sheet, width: int, size: int, room: int) -> int:
    """The height of every row of the sheet, its title and its header."""
    return (len(sheet.rows) + 2) * (int(host.font(size).get_linesize()) + 2) + 6


def sheet_width(host: Host, sheet: Sheet, size: int) -> int:
    """The width of the sheet's widest column, once for each column."""
    font = host.font(size, bold=True)
    widest = [
        max(font.size(row[i])[0] for row in (sheet.header, *sheet.rows))
        for i in range(len(sheet.header))
    ]
    return widest[0] + GAP + (len(widest) - 1) * (max(widest[1:], default=0) + GAP)


@dataclass(frozen=True)
class SectionPainter:
    draw: Callable[[pygame.Surface, Host, Any, pygame.Rect, int], list[str]]
    need: Callable[
        [Host, Any, int, int, int], int
    ]  # the height it would like at a width, in a room
    width: Callable[[Host, Any, int], int]  # the width it would like
    flexible: bool  # it can be drawn narrower (cards get smaller; words would be squeezed)
    # how large its cards are at a width, in a room (0: it draws none)
    card: Callable[[Host, Any, int, int, int], int] = lambda *_: 0


PAINTERS: dict[type[Section], SectionPainter] = {
    Hands: SectionPainter(draw_hands, hands_need, hands_width, flexible=True, card=hands_card),
    Sheet: SectionPainter(draw_sheet, sheet_need, sheet_width, flexible=False),
}
