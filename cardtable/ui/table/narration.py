"""The one narration of a table: short messages over the table as things happen ("Astrid keeps",
"The Cat undoes every exchange of this deal").

A message is said about a seat (drawn near it) or about the table (in its middle); where that
is, the game's table says (`GameTable.spot`). Messages never cover each other nor what they are
told to avoid (the controls a person clicks): one that would is moved down (up when there is no
room below) to the nearest free place, so messages said together read top to bottom, oldest
first. Where it can, a message keeps off the cards on the table and the seats' plates too, at
the nearest place free of them (beside where it was said if need be, just clear of what is
there); where no place is free of the cards, where it covers the least of them. A message about
a seat that had to land away from it is joined to the seat by a thin leader. At most three show at
once; a message may instead replace the one shown at its spot. Messages fade in, stay for
their reading time divided by the speed setting, and go, without holding up the game. The last
move stays in a strip along the bottom (`kept`, worded by `text.last_move` and drawn by
`draw_kept`) until the next one; new eyes forget it, with the messages (either may name the
previous person's private cards).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import islice
from typing import Any, Literal, Protocol

import pygame

from ..core.widgets import draw_text, panel
from .tones import Tone

Point = tuple[int, int]
When = Literal["queued", "now"]
PADDING = (36, 18)  # the pill round the words: width, height
GAP = 8  # between two messages moved apart
MOST_SHOWN = 3
KEPT_PLACES = 64  # the places last found, by what they were found among (a frame asks again)


class Measure(Protocol):
    def __call__(self, text: str) -> tuple[int, int]: ...


@dataclass(eq=False)
class Message:
    text: str
    about: int | None  # the seat it is about (drawn near it), None: the table
    tone: Tone
    life: float  # seconds left on screen
    alpha: float = 0.0


class Narration:
    """`schedule(action)` runs `action` when the animation reaches the point being queued (the
    choreography's `also`); `speed()` is the speed setting now (0: instant)."""

    def __init__(
        self, schedule: Callable[[Callable[[], None]], None], speed: Callable[[], float]
    ) -> None:
        self.messages: list[Message] = []  # on screen, oldest first
        self.kept: str = ""  # the last move, for the strip that keeps it
        self._places: dict[Hashable, pygame.Rect] = {}  # a crowded table's search, done once
        self._schedule = schedule
        self._speed = speed

    def say(
        self,
        text: str,
        *,
        about: int | None = None,
        tone: Tone = Tone.PLAIN,
        seconds: float = 1.6,
        when: When = "queued",
        replaces: bool = False,
    ) -> None:
        """Show `text` near the seat `about` (None: the middle of the table) for `seconds` of
        reading time: when the animation queued so far reaches this point, or `now`. With
        `replaces`, the message shown at that spot goes."""

        def show() -> None:
            speed = self._speed()
            life = seconds / max(0.5, speed or 2.0)
            if replaces:
                self.messages = [m for m in self.messages if m.about != about]
            self.messages = [*self.messages, Message(text, about, tone, life)][-MOST_SHOWN:]

        if when == "now":
            show()
        else:
            self._schedule(show)

    def keep(self, line: str) -> None:
        """The strip shows `line` from when the animation queued so far reaches this point."""
        self._schedule(lambda: setattr(self, "kept", line))

    @property
    def showing(self) -> bool:
        return bool(self.messages)

    def clear(self) -> None:
        """New eyes: a message, and the last move, may name the previous person's cards."""
        self.messages.clear()
        self.kept = ""

    def hush(self) -> None:
        """The messages go; the last move stays in its strip (the table at rest)."""
        self.messages.clear()

    def update(self, dt: float) -> None:
        for message in list(self.messages):
            message.life -= dt
            message.alpha = min(1.0, message.alpha + dt * 6)
            if message.life <= 0:
                self.messages.remove(message)

    # -- where and how -------------------------------------------------------------------------
    def place(
        self,
        area: pygame.Rect,
        spot: Callable[[int | None], Point],
        measure: Measure,
        avoid: Sequence[pygame.Rect] = (),
        spare: Sequence[Sequence[pygame.Rect]] = (),
    ) -> list[tuple[Message, pygame.Rect]]:
        """Each message's box inside `area`, none over another or over an `avoid` rect when
        there is room to move it. `spare` holds what a message keeps off where it can, most
        kept first (the cards on the table, then the seat plates): each is kept off where a
        place is free of it, of all before it and of the controls, so a message covers a plate
        before a card, and either only on a table with no room; a control always wins."""
        placed: list[tuple[Message, pygame.Rect]] = []
        taken = [rect.inflate(GAP, GAP) for rect in avoid]
        kept = [[rect.inflate(GAP, GAP) for rect in kind] for kind in spare]
        for message in self.messages:
            text_w, text_h = measure(message.text)
            box = pygame.Rect(0, 0, min(text_w, area.width - 60) + PADDING[0], text_h + PADDING[1])
            box.center = spot(message.about)
            box = self._clear_of(box, taken, kept, area)
            taken.append(box.inflate(GAP, GAP))
            placed.append((message, box))
        return placed

    def _clear_of(
        self,
        box: pygame.Rect,
        taken: list[pygame.Rect],
        spare: list[list[pygame.Rect]],
        area: pygame.Rect,
    ) -> pygame.Rect:
        """`_clear_of`, searched once for what it is searched among: the table stands still
        for many frames, and a crowded one has many places to weigh."""
        key = (
            tuple(box),
            tuple(map(tuple, taken)),
            tuple(tuple(map(tuple, kind)) for kind in spare),
            tuple(area),
        )
        found = self._places.get(key)
        if found is None:
            if len(self._places) >= KEPT_PLACES:
                self._places.clear()
            found = self._places[key] = _clear_of(box, taken, spare, area)
        return found.copy()

    def draw(
        self,
        surface: pygame.Surface,
        host: Any,
        spot: Callable[[int | None], Point],
        avoid: Sequence[pygame.Rect] = (),
        table_height: int | None = None,
        spare: Sequence[Sequence[pygame.Rect]] = (),
        seat_at: Callable[[int], pygame.Rect | None] = lambda seat: None,
    ) -> None:
        """The messages in type for a table `table_height` high (a review's is shorter than
        the window; the layouts keep room for a message of that type); one that landed away
        from its seat with a leader to it (to `seat_at(seat)`, its cards, where the game
        says; else to the seat's spot)."""
        if not self.messages:
            return
        width, height = surface.get_size()
        font = host.font(max(18, (table_height or height) // 28), bold=True)

        def measure(text: str) -> tuple[int, int]:
            width, height = font.size(text)  # a name in a taller script makes the line taller
            return width, height

        placed = self.place(surface.get_rect(), spot, measure, avoid, spare)
        muted = host.assets.colour("muted")
        for message, box in placed:  # under every message: a leader runs past none
            seat = message.about
            line = None if seat is None else leader(box, spot(seat), seat_at(seat))
            if line is not None:
                draw_leader(surface, line, muted, int(LEADER_ALPHA * message.alpha))
        for message, box in placed:
            panel(surface, box, host, alpha=int(215 * message.alpha))
            draw_text(
                surface,
                font,
                message.text,
                box.center,
                host.assets.colour(message.tone.palette_key),
                "center",
                shadow=False,
                max_width=width - 60,
                box=box,
                alpha=int(255 * message.alpha),
            )


LEADER_ALPHA = 170  # a quiet line: the felt shows through it
LEADER_DOT = 4  # the dot at the seat's end


def leader(
    box: pygame.Rect, spot: Point, seat: pygame.Rect | None = None
) -> tuple[Point, Point] | None:
    """The line that joins a message at `box` to its seat, where the message landed away from
    the seat's `spot` (farther than its own height: a crowded table had no room nearer): from
    the pill's edge to the spot, or to just short of the `seat`'s cards. None for a message
    beside its seat."""
    nearest = (
        min(max(spot[0], box.left), box.right - 1),
        min(max(spot[1], box.top), box.bottom - 1),
    )
    if math.dist(nearest, spot) <= box.height:
        return None
    target = spot if seat is None else seat.center
    inside = box.clipline(box.center, target)  # from the middle to where it leaves the pill
    start = inside[1] if inside else box.center
    end = spot
    if seat is not None:
        reached = seat.inflate(2 * LEADER_DOT + 4, 2 * LEADER_DOT + 4).clipline(start, target)
        end = reached[0] if reached else target  # where it meets the cards
    return (int(start[0]), int(start[1])), (int(end[0]), int(end[1]))


def draw_leader(
    surface: pygame.Surface, line: tuple[Point, Point], colour: tuple[int, int, int], alpha: int
) -> None:
    """A thin line from a message to its seat, ending in a dot, in the muted colour, faded."""
    (x1, y1), (x2, y2) = line
    bounds = pygame.Rect(min(x1, x2), min(y1, y2), abs(x2 - x1), abs(y2 - y1))
    bounds.inflate_ip(4 * LEADER_DOT, 4 * LEADER_DOT)
    layer = pygame.Surface(bounds.size, pygame.SRCALPHA)
    ink = (*colour, max(0, min(255, alpha)))
    start, end = (x1 - bounds.x, y1 - bounds.y), (x2 - bounds.x, y2 - bounds.y)
    pygame.draw.line(layer, ink, start, end, 2)
    pygame.draw.circle(layer, ink, end, LEADER_DOT)
    surface.blit(layer, bounds)


def draw_kept(surface: pygame.Surface, host: Any, rect: pygame.Rect, line: str) -> None:
    """The strip that keeps the last move: a pill along the bottom, as wide as its words."""
    if not line:
        return
    font = host.font(max(14, rect.h - 14))
    text_w, text_h = font.size(line)  # a name in a taller script makes the line taller
    width = min(rect.w - 2 * PADDING[1], text_w + PADDING[0] + 12)
    pill = pygame.Rect(0, 0, width, min(rect.h, max(rect.h - 6, text_h + 2)))
    pill.center = rect.center
    panel(surface, pill, host, alpha=150, radius=pill.h // 2)
    draw_text(surface, font, line, pill.center, host.assets.colour("text"), "center",
              shadow=False, max_width=pill.w - PADDING[0], box=pill)  # fmt: skip


def _clear_of(
    box: pygame.Rect,
    taken: list[pygame.Rect],
    spare: list[list[pygame.Rect]],
    area: pygame.Rect,
) -> pygame.Rect:
    """The nearest place of `box` free of `taken` and of as many of `spare`'s kinds, from the
    first, as a place can be free of. Where no place near is free of the first kind, the one
    free of `taken` that covers the least of it (then of the next kinds: a message over the
    edge of a card rather than over its middle); free of `taken` alone, as `free_place` finds
    it, when no place near is."""
    first = box.clamp(area)
    every = taken + [rect for kind in spare for rect in kind]
    if first.collidelist(every) < 0:
        return first  # where it was said: most often
    places = _nearby(first, every, area)
    for count in range(len(spare), 0, -1):
        keep_off = taken + [rect for kind in spare[:count] for rect in kind]
        free = list(islice((p for p in places if p.collidelist(keep_off) < 0), JOINED_CHOICES))
        if free:
            return _best_joined(free, box.center, every)
    open_places = [place for place in places if place.collidelist(taken) < 0]
    if spare and open_places:  # the nearest of those that cover the least
        return min(open_places, key=lambda place: [_covered(place, kind) for kind in spare])
    return free_place(box, taken, area)


JOINED_CHOICES = 12  # the free places, nearest first, weighed for a message away from its seat


def _best_joined(free: list[pygame.Rect], spot: Point, crossed: list[pygame.Rect]) -> pygame.Rect:
    """The nearest of the `free` places; where it is away from the `spot` (the message will be
    joined to its seat by a leader), the one of those about as near whose leader crosses the
    fewest of what is on the table (`crossed`: a line over another seat's card or name reads
    as pointing there)."""
    nearest = free[0]
    if leader(nearest, spot) is None:
        return nearest
    reach = 1.5 * math.dist(nearest.center, spot)
    about_as_near = [place for place in free if math.dist(place.center, spot) <= reach]

    def crossings(place: pygame.Rect) -> int:
        line = leader(place, spot)
        return 0 if line is None else sum(1 for rect in crossed if rect.clipline(*line))

    return min(about_as_near, key=crossings)  # the nearest of those that cross the fewest


def _covered(box: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """How much of `rects` `box` covers, in pixels (a card's edge less than its face)."""
    return sum(clip.w * clip.h for clip in (box.clip(rect) for rect in rects))


def _nearby(box: pygame.Rect, keep_off: list[pygame.Rect], area: pygame.Rect) -> list[pygame.Rect]:
    """Where `box` may go on a crowded table, nearest first (down before up), inside `area`:
    where it is, or just above, below or beside anything it keeps off, half a box or a box to
    either side; the sides only of what is within reach (two boxes across, four high)."""
    half = box.width // 2
    tops = {box.top, *(rect.bottom for rect in keep_off), *(rect.top - box.h for rect in keep_off)}
    reach = box.inflate(box.width * 4, box.height * 8)
    lefts = {box.left + dx for dx in (0, half, -half, 2 * half, -2 * half)}
    for rect in keep_off:
        if rect.colliderect(reach):
            lefts |= {rect.right, rect.left - box.width}
    shifts = {(left - box.left, top - box.top) for left in lefts for top in tops}
    order = sorted(shifts, key=lambda shift: (shift[0] ** 2 + shift[1] ** 2, shift[1] < 0, shift))
    return [box.move(shift).clamp(area) for shift in order]


def free_place(box: pygame.Rect, taken: Sequence[pygame.Rect], area: pygame.Rect) -> pygame.Rect:
    """`box` kept inside `area` and moved down (then, if there is no room below, up), by whole
    box heights, to the nearest place that covers none of `taken`; where it is if no such place
    exists. Messages said together so read from the top down."""
    first = box.clamp(area)
    step = box.height + GAP
    reach = area.height // max(1, step) + 1
    for shift in [*range(0, reach), *range(-1, -reach, -1)]:
        candidate = first.move(0, shift * step)
        if area.contains(candidate) and candidate.collidelist(list(taken)) < 0:
            return candidate
    return first
