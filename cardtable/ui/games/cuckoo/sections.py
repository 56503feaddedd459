"""What the Cuckoo table draws besides the cards at rest: the felt oval, the stock's thickness
and count, and each seat's plate (name, lives as hearts, dealer / out / resting / kept)."""

from __future__ import annotations

from collections.abc import Hashable

import pygame

from ....engine.games.cuckoo import CuckooObservation
from ....text.games import cuckoo as words
from ...core.widgets import draw_text
from ...table.painter import CardPainter
from ...table.plates import TAG_LIFT, PlacedPlate, PlateLine, SeatPlate
from ...table.targets import SlotDraw
from ...table.tones import Tone
from .layout import ASIDE_SHOWN, FELT_SHADOW, CuckooLayout

FELT = (26, 92, 62)
FELT_EDGE = (196, 160, 80)


def draw_felt(surface: pygame.Surface, layout: CuckooLayout) -> None:
    oval = layout.felt
    pygame.draw.ellipse(surface, (0, 0, 0), oval.move(0, FELT_SHADOW), 0)
    pygame.draw.ellipse(surface, FELT, oval)
    pygame.draw.ellipse(surface, FELT_EDGE, oval, 3)


def draw_stock(
    surface: pygame.Surface,
    obs: CuckooObservation,
    layout: CuckooLayout,
    painter: CardPainter,
    font: object,
    colour: tuple[int, int, int],
) -> None:
    """The stock's thickness under its top card, and how many cards it holds (beside it, away
    from the cards set aside: under it, the count would meet the bottom seat's tags)."""
    if obs.stock_size > 1:
        for i in range(min(4, obs.stock_size // 8)):
            painter.draw_card(surface, layout.stock.move(-2 * (i + 1), -2 * (i + 1)), None)
    draw_text(
        surface,
        font,
        words.stock_count(obs.stock_size),
        (layout.stock.left - 14, layout.stock.centery),
        colour,
        "midright",
    )


def seat_card(obs: CuckooObservation, seat: int) -> tuple[bool, str | None]:
    """(has a card, the face the eyes may see or None for a back)."""
    if obs.turn is None and obs.last_deal is not None:  # the match is over: all shown
        card = obs.public_cards[seat]
        return card is not None, card
    in_deal = (
        seat in obs.participants
        and seat not in obs.eliminated
        and seat not in obs.resting
        and obs.lives[seat] > 0
    )
    if not in_deal:
        return False, None
    if seat == obs.seat and obs.own_card is not None:
        return True, obs.own_card
    return True, obs.public_cards[seat]


def slots(obs: CuckooObservation, layout: CuckooLayout) -> dict[Hashable, SlotDraw]:
    drawn: dict[Hashable, SlotDraw] = {}
    for seat, rect in enumerate(layout.seats):
        present, face = seat_card(obs, seat)
        if present:
            drawn[("seat", seat)] = SlotDraw(rect, face)
    if obs.stock_size:
        drawn["stock"] = SlotDraw(layout.stock, None)
    for i, card in enumerate(obs.set_aside[-ASIDE_SHOWN:]):
        drawn[("aside", i)] = SlotDraw(layout.aside_at(i), card)
    return drawn


def plates(
    obs: CuckooObservation, layout: CuckooLayout, names: list[str], lives: int
) -> list[PlacedPlate]:
    placed = []
    for seat, rect in enumerate(layout.seats):
        left = obs.lives[seat]
        out = left <= 0
        hearts = "♥" * max(0, left) + "♡" * max(0, lives - left)
        choices = [choice for done, choice in obs.turns_taken if done == seat]
        tags = words.tags(seat == obs.dealer, out, seat in obs.resting, choices)
        plate = SeatPlate(
            names[seat],
            lines=(PlateLine(hearts, Tone.DANGER),),
            tags=tags,
            acting=obs.turn == seat,
            out=out,
        )
        point = layout.plate_point(seat)
        if not seat_card(obs, seat)[0] and not plate.acting:
            rect = _over_the_name(layout, seat, rect, point)
        placed.append(PlacedPlate(plate, rect, point, layout.plate_width(seat), layout.inline))
    return placed


def _over_the_name(
    layout: CuckooLayout, seat: int, card: pygame.Rect, point: tuple[int, int]
) -> pygame.Rect:
    """The anchor of the tags of a seat with no card (out, resting): over its name, not over an
    empty place; higher, into the card's empty place, where the felt's edge runs between the
    card's place and the name (a lower seat: the tag would sit on the gold line)."""
    tag = layout.tags_box(seat)
    for rise in range(0, card.height, 2):
        anchor = pygame.Rect(card.left, point[1] - 2 - rise, card.width, 0)
        tag.midbottom = (card.centerx, anchor.top - TAG_LIFT)
        if not layout.on_edge(tag):
            return anchor
    return pygame.Rect(card.left, point[1] - 2, card.width, 0)
