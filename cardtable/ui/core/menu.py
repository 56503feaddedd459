"""Screens of buttons under one keyboard focus ring (`RingScene`: Escape goes back), and a
column of buttons under a heading (`MenuScene`: the title screen and the pause menu)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from .host import Host
from .scene import Scene
from .widgets import Button, FocusRing, dim, draw_text, panel

Entry = tuple[str, Callable[[], None], bool] | Button


class RingScene(Scene):
    """A screen whose buttons share one focus ring: Escape goes `back` (unless `may_leave` says
    the key is the focused widget's), every other input goes to the ring. The layout is made
    by `resize`, on entering and on coming back to the screen."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.ring = FocusRing()

    def back(self) -> None:
        self.app.router.pop()

    def may_leave(self) -> bool:
        """Whether Escape leaves the screen now (a field being typed in keeps it)."""
        return True

    def enter(self) -> None:
        self.resize(self.app.size)

    def resume(self) -> None:
        self.resize(self.app.size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.may_leave():
            self.back()
            return True
        return self.ring.handle(event)

    def draw_background(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.assets.art.table(surface.get_size()), (0, 0))

    def draw_heading(self, surface: pygame.Surface, font: Any, text: str, top: int) -> None:
        """The screen's heading, centred at `top`, in the accent colour."""
        width = surface.get_width()
        colour = self.app.assets.colour("accent")
        draw_text(surface, font, text, (width // 2, top), colour, "midtop", max_width=width - 40)


class MenuScene(RingScene):
    heading = ""
    overlay = False  # True: drawn over the scene below, dimmed

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.opaque = not self.overlay
        self.box = pygame.Rect(0, 0, 0, 0)

    def entries(self) -> Sequence[Entry]:
        """(label, action, primary) for each button, or a widget of its own (a stepper), top to
        bottom (in the current language: called again at every resize, which is also how a
        change of language shows)."""
        return []

    def title(self) -> str:
        """The heading over the buttons, in the current language."""
        return self.heading

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        entries = self.entries()
        count = max(1, len(entries))
        button_h = max(34, min(height // 15, (height * 2 // 5) // count - 8))
        gap = max(6, button_h // 4)
        button_w = min(420, width * 2 // 3)
        if self.overlay:  # a box with its heading, inside the window however many entries
            heading = self.heading_font(height).get_linesize() + 30
            button_h = max(28, min(button_h, (height - 40 - heading) // count - gap))
            gap = max(6, button_h // 4)
            total = len(entries) * (button_h + gap)
            self.box = pygame.Rect(0, 0, button_w + 80, heading + total + 12)
            self.box.midtop = (width // 2, max(8, (height - self.box.height) // 2))
            top = self.box.top + heading
        else:
            total = len(entries) * (button_h + gap)
            top = min(height * 56 // 100, height - total - 16)
            self.box = pygame.Rect(0, 0, button_w + 80, total + button_h * 3)
            self.box.midbottom = (width // 2, top + total + button_h // 2)
        buttons = []
        for i, entry in enumerate(entries):
            rect = pygame.Rect(0, 0, button_w, button_h)
            rect.midtop = (width // 2, top + i * (button_h + gap))
            if isinstance(entry, Button):
                entry.rect = rect
                buttons.append(entry)
            else:
                label, action, primary = entry
                buttons.append(Button(label, action, rect, primary=primary))
        self.ring.set(buttons, keep=False)

    def heading_font(self, height: int) -> Any:
        return self.app.font(max(24, height // 22), bold=True)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return super().handle_event(event) or self.overlay  # a dialog keeps the input

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        if self.overlay:
            dim(surface)
            panel(surface, self.box, self.app, alpha=255)  # nothing shows through a dialog
            font = self.heading_font(height)
            draw_text(
                surface,
                font,
                self.title(),
                (width // 2, self.box.top + 12 + font.get_linesize() // 2),
                self.app.assets.colour("accent"),
                "center",
                max_width=self.box.width - 30,
                box=self.box,
            )
        else:
            self.draw_background(surface)
        self.ring.draw(surface, self.app)
