"""The one narration of a table: short messages over the table as things happen ("Astrid keeps",
"The Cat undoes every exchange of this deal").

A message is said about a seat (drawn near it) or about the table (in its middle); where that
is, the game's table says (`GameTable.spot`). Messages never cover each other nor what they are
told to avoid (the controls a person clicks): one that would is moved down (up when there is no
room below) to the nearest free place, so messages said together read top to bottom, oldest
first. Where it can, a message keeps off the cards on the table and the seats' plates too, at
the nearest place free of them (beside where it was said if need be). At most three show at
once; a message may instead replace the one shown at its spot. Messages fade in, stay for
their reading time divided by the speed setting, and go, without holding up the game. The last
move stays in a strip along the bottom (`kept`, worded by `text.last_move` and drawn by
`draw_kept`) until the next one; new eyes forget it, with the messages (either may name the
previous person's private cards).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import pygame

from ..core.widgets import draw_text, panel
from .tones import Tone

Point = tuple[int, int]
When = Literal["queued", "now"]
PADDING = (36, 18)  # the pill round the words: width, height
GAP = 8  # between two messages moved apart
MOST_SHOWN = 3


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
            box = _clear_of(box, taken, kept, area)
            taken.append(box.inflate(GAP, GAP))
            placed.append((message, box))
        return placed

    def draw(
        self,
        surface: pygame.Surface,
        host: Any,
        spot: Callable[[int | None], Point],
        avoid: Sequence[pygame.Rect] = (),
        table_height: int | None = None,
        spare: Sequence[Sequence[pygame.Rect]] = (),
    ) -> None:
        """The messages in type for a table `table_height` high (a review's is shorter than
        the window; the layouts keep room for a message of that type)."""
        if not self.messages:
            return
        width, height = surface.get_size()
        font = host.font(max(18, (table_height or height) // 28), bold=True)

        def measure(text: str) -> tuple[int, int]:
            width, height = font.size(text)  # a name in a taller script makes the line taller
            return width, height

        for message, box in self.place(surface.get_rect(), spot, measure, avoid, spare):
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
    first, as a place can be free of; free of `taken` alone, as `free_place` finds it, when
    none is."""
    first = box.clamp(area)
    every = taken + [rect for kind in spare for rect in kind]
    if first.collidelist(every) < 0:
        return first  # where it was said: most often
    places = _nearby(first, every, area)
    for count in range(len(spare), 0, -1):
        keep_off = taken + [rect for kind in spare[:count] for rect in kind]
        for place in places:
            if place.collidelist(keep_off) < 0:
                return place
    return free_place(box, taken, area)


def _nearby(box: pygame.Rect, keep_off: list[pygame.Rect], area: pygame.Rect) -> list[pygame.Rect]:
    """Where `box` may go on a crowded table, nearest first (down before up), inside `area`:
    where it is, or just above or below anything it keeps off, and so half a box or a box to
    either side."""
    half = box.width // 2
    tops = {box.top, *(rect.bottom for rect in keep_off), *(rect.top - box.h for rect in keep_off)}
    shifts = [(dx, top - box.top) for dx in (0, half, -half, 2 * half, -2 * half) for top in tops]
    shifts.sort(key=lambda shift: (shift[0] ** 2 + shift[1] ** 2, shift[1] < 0))
    return [box.move(shift).clamp(area) for shift in shifts]


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
