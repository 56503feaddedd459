"""A replay's bar under the table: back a part, back a move, play/pause, on a move, on a part,
the scrub slider over the whole game, and Export. Everything follows the reading direction: a
right-to-left reader finds the start on the right, and the arrows point the way they read.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pygame

from ...i18n import tr, trc
from ..core.host import Host
from ..core.widgets import Button, draw_text, follow_reading, rtl


@dataclass(eq=False)
class BarButton(Button):
    key: str = ""  # keeps the focus while the label changes (Play / Pause)


@dataclass(eq=False)
class Scrub(Button):
    """The slider over the game's moves: a click or a drag stands the table at that move;
    the starts of its parts are ticks on it."""

    on_seek: Callable[[int], None] = lambda position: None
    position: int = 0
    total: int = 0
    ticks: Sequence[int] = ()
    caption: str = ""  # where the table stands ("Deal 2 of 5 · Move 14 of 80"), over the track
    key: str = "scrub"
    dragging: bool = False
    focus_on_click = True

    def x_of(self, position: int) -> int:
        track = self.track
        share = position / self.total if self.total else 0.0
        if rtl():
            share = 1.0 - share
        return round(track.left + share * track.width)

    def position_at(self, x: int) -> int:
        track = self.track
        share = (x - track.left) / track.width if track.width else 0.0
        share = min(1.0, max(0.0, 1.0 - share if rtl() else share))
        return round(share * self.total)

    @property
    def track(self) -> pygame.Rect:
        inset = self.rect.height // 2
        top = self.rect.bottom - max(9, self.rect.height // 4) - 3
        return pygame.Rect(self.rect.left + inset, top, self.rect.width - 2 * inset, 6)

    @property
    def caption_box(self) -> pygame.Rect:
        return pygame.Rect(
            self.rect.left, self.rect.top, self.rect.width, self.track.top - 3 - self.rect.top
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.enabled and self.rect.collidepoint(event.pos):
                self.dragging = True
                self.on_seek(self.position_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            if self.dragging:
                self.on_seek(self.position_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface, app: Host, font: Any = None) -> None:
        if self.rect.width <= 0:
            return
        colour = app.assets.colour
        track = self.track
        pygame.draw.rect(surface, colour("button"), track, border_radius=3)
        here = self.x_of(self.position)
        done = pygame.Rect(min(here, self.x_of(0)), track.top, abs(here - self.x_of(0)), 6)
        pygame.draw.rect(surface, colour("accent"), done, border_radius=3)
        for tick in self.ticks:
            x = self.x_of(tick)
            pygame.draw.line(surface, colour("text"), (x, track.top - 5), (x, track.bottom + 4), 2)
        radius = max(6, self.rect.height // 5)
        pygame.draw.circle(surface, colour("accent"), (here, track.centery), radius)
        edge = colour("focus") if self.focused else colour("panel_edge")
        pygame.draw.circle(surface, edge, (here, track.centery), radius, 3 if self.focused else 1)
        if self.caption:
            box = self.caption_box
            font = app.font(max(11, box.height * 3 // 5))
            draw_text(
                surface,
                font,
                self.caption,
                (box.centerx, box.bottom),
                colour("text"),
                "midbottom",
                shadow=False,
                max_width=box.width,
                box=self.rect,
            )
        if self.focused:
            pygame.draw.rect(surface, edge, self.rect, 2, border_radius=self.rect.height // 3)


@dataclass(frozen=True)
class BarActions:
    back_part: Callable[[], None]
    back: Callable[[], None]
    toggle: Callable[[], None]
    forward: Callable[[], None]
    forward_part: Callable[[], None]
    seek: Callable[[int], None]
    export: Callable[[], None]


@dataclass
class Transport:
    """The bar's widgets, laid out for a window; `refresh` sets what they show now."""

    host: Host
    actions: BarActions
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    buttons: list[Button] = field(default_factory=list)
    scrub: Scrub | None = None

    @staticmethod
    def height_for(size: tuple[int, int]) -> int:
        return max(34, size[1] // 20) + 20

    def build(self, size: tuple[int, int]) -> None:
        width, height = size
        strip = self.height_for(size)
        self.rect = pygame.Rect(0, height - strip, width, strip)
        bar = strip - 20
        y = self.rect.top + 10
        a = self.actions
        # in a right-to-left language the typesetter mirrors the arrows: they point the way
        # one reads (back to the start, on the right)
        back, ahead = "‹", "›"
        glyphs = [
            (back * 2, a.back_part, "back-part"),
            (back, a.back, "back"),
            (trc("playback", "Play"), a.toggle, "play"),
            (ahead, a.forward, "forward"),
            (ahead * 2, a.forward_part, "forward-part"),
        ]
        font = self.host.font(max(14, bar * 2 // 5))
        play_w = max(font.size(trc("playback", w))[0] for w in ("Play", "Pause")) + bar
        export_w = font.size(tr("Export"))[0] + bar
        x = 12
        self.buttons = []
        for label, press, key in glyphs:
            w = play_w if key == "play" else bar + bar // 3
            self.buttons.append(BarButton(label, press, pygame.Rect(x, y, w, bar), key=key))
            x += w + 8
        scrub_w = max(60, width - x - export_w - 24)
        whole = pygame.Rect(x, self.rect.top + 3, scrub_w, strip - 6)  # the caption over the track
        self.scrub = Scrub("", lambda: None, whole, on_seek=a.seek)
        export = BarButton(
            tr("Export"),
            a.export,
            pygame.Rect(width - 12 - export_w, y, export_w, bar),
            key="export",
        )
        self.buttons += [self.scrub, export]
        follow_reading([b.rect for b in self.buttons], pygame.Rect(0, 0, width, height))

    def refresh(
        self, position: int, total: int, ticks: Sequence[int], playing: bool, caption: str
    ) -> None:
        for button in self.buttons:
            key = getattr(button, "key", "")
            if key in ("back-part", "back"):
                button.enabled = position > 0
            elif key in ("forward", "forward-part"):
                button.enabled = position < total
            elif key == "play":
                button.label = trc("playback", "Pause") if playing else trc("playback", "Play")
                button.enabled = total > 0
        if self.scrub is not None:
            self.scrub.position, self.scrub.total, self.scrub.ticks = position, total, ticks
            self.scrub.caption = caption
            self.scrub.enabled = total > 0
