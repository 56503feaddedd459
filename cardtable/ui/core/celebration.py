"""A win, celebrated: paper streamers falling over the table for a few seconds, and stars beside
the headline. Under reduced motion nothing moves: only the stars, still. Drawn from the scene's
own clock (`age`), so a frame depends on nothing but the time given to it."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame

FALL_SECONDS = 3.2  # how long the streamers fall
PIECES = 140
COLOURS = ((232, 190, 92), (130, 210, 140), (120, 200, 255), (226, 96, 80), (246, 240, 224))


@dataclass(frozen=True)
class Piece:
    x: float  # where it starts, as a share of the width
    delay: float  # seconds before it starts to fall
    speed: float  # shares of the height per second
    sway: float  # pixels of side-to-side swing
    spin: float  # turns per second
    colour: tuple[int, int, int]
    size: int


class Celebration:
    def __init__(self, still: bool, seed: int = 7) -> None:
        self.still = still  # reduced motion: the flourish only, no motion
        rng = random.Random(seed)  # the same shower every time: a screenshot can be compared
        self.pieces = [
            Piece(
                rng.random(),
                rng.uniform(0, 0.9),
                rng.uniform(0.35, 0.6),
                rng.uniform(8, 30),
                rng.uniform(0.5, 1.6),
                rng.choice(COLOURS),
                rng.randint(8, 14),
            )
            for _ in range(PIECES)
        ]

    def moving(self, age: float) -> bool:
        """Whether the streamers are still falling at `age` seconds."""
        return not self.still and age < FALL_SECONDS + 1.0

    def draw_shower(self, surface: pygame.Surface, age: float) -> None:
        """The falling streamers (nothing under reduced motion or once they have fallen)."""
        if not self.moving(age):
            return
        width, height = surface.get_size()
        fade = max(0.0, min(1.0, (FALL_SECONDS + 1.0 - age)))
        for piece in self.pieces:
            t = age - piece.delay
            if t <= 0:
                continue
            y = -20 + piece.speed * height * t
            if y > height + 20:
                continue
            x = piece.x * width + piece.sway * math.sin(t * 3 + piece.x * 20)
            turn = abs(math.cos(math.pi * piece.spin * t))  # a flat piece of paper turning
            w, h = piece.size, max(2, int(piece.size * 0.7 * (0.25 + turn)))
            colour = tuple(int(c * (0.6 + 0.4 * fade)) for c in piece.colour)
            pygame.draw.rect(surface, colour, pygame.Rect(int(x), int(y), w, h))

    def draw_flourish(
        self, surface: pygame.Surface, headline: pygame.Rect, colour: tuple[int, int, int]
    ) -> None:
        """Three stars on either side of the headline: the still part of the celebration."""
        radius = max(6, headline.height // 3)
        for side in (-1, 1):
            edge = headline.left - radius * 2 if side < 0 else headline.right + radius * 2
            for step, scale in enumerate((1.0, 0.65, 0.45)):
                cx = edge + side * step * radius * 2.2
                cy = headline.centery + (step % 2) * radius * 0.6 - radius * 0.3
                _star(surface, (cx, cy), radius * scale, colour)


def _star(
    surface: pygame.Surface,
    centre: tuple[float, float],
    radius: float,
    colour: tuple[int, int, int],
) -> None:
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append((centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)))
    pygame.draw.polygon(surface, colour, points)
