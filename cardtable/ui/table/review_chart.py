"""The chart of a game review: each reviewed seat's estimated chance to win over the game (the
move played's chance at every decision, a line in the seat's colour), the marked decisions as
points on it (a circle for an inaccuracy, a square for a mistake, a triangle for a blunder, each
in its own colour), and a legend that names the seats and the marks. Time runs the reading way:
from the right in a right-to-left language. The points are buttons: a click or Enter on the
focused one presses it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...ai.review import DecisionReview, Mark, Review
from ...engine.core import Seat
from ...i18n import number
from ...text.review import mark_text
from ..core.host import Host
from ..core.widgets import Button, draw_text, follow_reading, rtl

# No seat has a colour of its own elsewhere: these are told apart by most colour-blind eyes.
SEAT_COLOURS = ((86, 180, 233), (240, 228, 66), (204, 121, 167), (0, 158, 115))
MARK_COLOURS = {
    Mark.INACCURACY: (250, 220, 120),
    Mark.MISTAKE: (240, 150, 60),
    Mark.BLUNDER: (230, 60, 50),
}
MARKS_IN_ORDER = (Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER)


def seat_colour(seat: Seat) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def draw_mark(surface: pygame.Surface, mark: Mark, centre: tuple[int, int], r: int) -> None:
    """The mark's shape, in its colour with a dark edge (read on any line's colour)."""
    x, y = centre
    colour = MARK_COLOURS[mark]
    if mark is Mark.INACCURACY:
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, (20, 20, 20), centre, r, 2)
    elif mark is Mark.MISTAKE:
        square = pygame.Rect(x - r, y - r, 2 * r, 2 * r)
        pygame.draw.rect(surface, colour, square)
        pygame.draw.rect(surface, (20, 20, 20), square, 2)
    else:
        corners = [(x, y - r - 2), (x - r - 2, y + r), (x + r + 2, y + r)]
        pygame.draw.polygon(surface, colour, corners)
        pygame.draw.polygon(surface, (20, 20, 20), corners, 2)


@dataclass(eq=False)
class MarkPoint(Button):
    """A marked decision on the chart."""

    decision: DecisionReview | None = None
    centre: tuple[int, int] = (0, 0)

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        if self.decision is None or self.decision.mark is None:
            return
        r = self.rect.width // 2 - 3
        if self.focused or self.selected:
            pygame.draw.circle(surface, app.assets.colour("focus"), self.centre, r + 5, 3)
        draw_mark(surface, self.decision.mark, self.centre, r)


@dataclass
class ReviewChart:
    """Where the chart stands and what it shows; `build` places the lines and the points."""

    review: Review
    names: tuple[str, ...]
    total: int  # the moves of the game: the time axis runs from 0 to here
    on_point: Callable[[DecisionReview], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    plot: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    lines: dict[Seat, list[tuple[int, int]]] = field(default_factory=dict)
    points: list[MarkPoint] = field(default_factory=list)
    legend: list[tuple[pygame.Rect, str, Any]] = field(default_factory=list)

    def x_of(self, step: int) -> int:
        share = step / max(1, self.total)
        if rtl():
            return round(self.plot.right - share * self.plot.width)
        return round(self.plot.left + share * self.plot.width)

    def y_of(self, chance: float) -> int:
        return round(self.plot.bottom - chance * self.plot.height)

    def build(self, rect: pygame.Rect, font: Any) -> None:
        self.rect = rect
        legend_h = font.get_linesize() + 6
        half = font.get_linesize() // 2 + 2  # the axis' labels stand half over the plot's edges
        self.plot = pygame.Rect(
            rect.left + 44,
            rect.top + legend_h + 4 + half,
            rect.width - 60,
            rect.height - legend_h - 6 - 2 * half,
        )
        if rtl():
            self.plot.x = rect.left + 16
        self.lines = {
            seat: [(self.x_of(d.step), self.y_of(d.played.chance)) for d in mine]
            for seat in self.review.seats
            if (mine := self.review.of_seat(seat))
        }
        size = max(12, self.plot.height // 9)
        self.points = []
        for decision in self.review.decisions:
            if decision.mark is None:
                continue
            centre = (self.x_of(decision.step), self.y_of(decision.played.chance))
            hit = pygame.Rect(0, 0, size + 6, size + 6)
            hit.center = centre
            press = self._press(decision)
            label = mark_text(decision.mark)
            self.points.append(MarkPoint(label, press, hit, decision=decision, centre=centre))
        self._place_legend(font, legend_h)

    def _press(self, decision: DecisionReview) -> Callable[[], None]:
        return lambda: self.on_point(decision)

    def _place_legend(self, font: Any, height: int) -> None:
        """The seats' names, then the marks' shapes with their words, in reading order."""
        entries: list[tuple[str, Any]] = [
            (self.names[seat], seat_colour(seat)) for seat in self.review.seats
        ]
        entries += [(mark_text(mark), mark) for mark in MARKS_IN_ORDER]
        x, rects = self.rect.left + 8, []
        for text, _ in entries:
            width = 26 + font.size(text)[0]
            rects.append(pygame.Rect(x, self.rect.top + 4, width, height))
            x += width + 14
        follow_reading(rects, self.rect)
        self.legend = [(r, text, key) for r, (text, key) in zip(rects, entries, strict=True)]

    def draw(self, surface: pygame.Surface, app: Host, font: Any) -> None:
        muted = app.assets.colour("muted")
        pygame.draw.rect(surface, muted, self.plot, 1)
        for chance in (0.0, 0.5, 1.0):
            y = self.y_of(chance)
            pygame.draw.line(surface, (80, 96, 88), (self.plot.left, y), (self.plot.right, y))
            label = number(chance, ".0%")
            side = (self.plot.right + 4, y) if rtl() else (self.plot.left - 4, y)
            draw_text(surface, font, label, side, muted, "midright" if not rtl() else "midleft")
        for seat, line in self.lines.items():
            if len(line) > 1:
                pygame.draw.lines(surface, seat_colour(seat), False, line, 3)
            for point in line:
                pygame.draw.circle(surface, seat_colour(seat), point, 3)
        for point in self.points:
            point.draw(surface, app)
        self._draw_legend(surface, app, font)

    def _draw_legend(self, surface: pygame.Surface, app: Host, font: Any) -> None:
        for rect, text, key in self.legend:
            swatch = pygame.Rect(0, 0, 18, rect.height)
            words = pygame.Rect(rect.left + 24, rect.top, rect.width - 24, rect.height)
            if rtl():
                swatch.right, words.right = rect.right, rect.right - 24
            else:
                swatch.left = rect.left
            swatch.top = rect.top
            if isinstance(key, Mark):
                draw_mark(surface, key, swatch.center, 6)
            else:
                y = swatch.centery
                pygame.draw.line(surface, key, (swatch.left, y), (swatch.right, y), 4)
            anchor = "midright" if rtl() else "midleft"
            where = (words.right, words.centery) if rtl() else (words.left, words.centery)
            draw_text(surface, font, text, where, app.assets.colour("text"), anchor)


def marks_of(points: Sequence[MarkPoint]) -> list[DecisionReview]:
    return [p.decision for p in points if p.decision is not None]
