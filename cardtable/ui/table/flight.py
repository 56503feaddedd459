"""What moves over the table: a card flying (and turning over on the way), or an effect a game
paints itself (a burn, a glow, a medal). Both are timed by the choreography's timeline through
their `t` (0 → 1); drawing them changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from .painter import CardPainter


class Flight:
    """A card moving from `start` to `end` in an arc; with `flip`, it turns over half-way from
    `card` to `flip_to` (a face, or None for its back)."""

    def __init__(
        self,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect,
        flip_to: str | None = None,
        flip: bool = False,
    ) -> None:
        self.card = card
        self.start = start
        self.end = end
        self.flip = flip
        self.flip_to = flip_to
        self.t = 0.0
        self.active = False

    def rect_now(self) -> pygame.Rect:
        t = self.t
        x = self.start.x + (self.end.x - self.start.x) * t
        y = self.start.y + (self.end.y - self.start.y) * t
        w = self.start.w + (self.end.w - self.start.w) * t
        h = self.start.h + (self.end.h - self.start.h) * t
        lift = 4 * t * (1 - t) * min(40, h * 0.18)  # an arc: cards are lifted, not dragged
        return pygame.Rect(round(x), round(y - lift), max(1, round(w)), max(1, round(h)))

    def face_now(self) -> str | None:
        return self.flip_to if self.flip and self.t >= 0.5 else self.card


class Effect(Flight):
    """An effect of kind `kind` on a card, painted by the painter a game registered for that
    kind in `EFFECTS`; `params` are that painter's own (a colour, a distance, a badge)."""

    def __init__(
        self,
        kind: str,
        card: str | None,
        start: pygame.Rect,
        end: pygame.Rect | None = None,
        **params: Any,
    ) -> None:
        super().__init__(card, start, end if end is not None else start)
        self.kind = kind
        self.params = params


EffectPainter = Callable[[pygame.Surface, Effect, "CardPainter"], None]

# kind → painter; a game's table module registers its own kinds when it is imported
EFFECTS: dict[str, EffectPainter] = {}


def paint_flight(surface: pygame.Surface, flight: Flight, painter: CardPainter) -> None:
    """Draw a flight (or an effect, by its registered painter) where it is now."""
    if isinstance(flight, Effect):
        EFFECTS[flight.kind](surface, flight, painter)
        return
    rect = flight.rect_now()
    # cards in flight are scaled from the landing size: rasterising every height they pass
    # through would cost a whole card's SVG work per frame
    image = painter.image(flight.face_now(), flight.end.height)
    width = image.get_width() * rect.height // max(1, image.get_height())
    if flight.flip:  # turn over: squash the old side to nothing, then grow the new side
        width = int(width * abs(1 - 2 * flight.t))
    if (max(1, width), rect.height) != image.get_size():
        image = pygame.transform.smoothscale(image, (max(1, width), max(1, rect.height)))
    placed = image.get_rect(center=rect.center)
    shadow = placed.move(6, 10)
    pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(4, placed.w // 12))
    surface.blit(image, placed)
