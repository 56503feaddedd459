"""The table's top bar: the game's title, one line of status (whose turn, what is awaited, a
hint, "Astrid is thinking..."; two rows when it is too long for one), and the Menu, Rules, Log
and Hint buttons. The thinking dots
follow the table's clock, so a frame drawn twice at the same moment is the same picture."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ...i18n import tr
from ..core.widgets import Button, draw_text, follow_reading, rtl, wrap
from .layout import TableGeometry


@dataclass(frozen=True)
class HudActions:
    menu: Callable[[], None]
    rules: Callable[[], None]
    log: Callable[[], None]
    hint: Callable[[], None]


def thinking_line(name: str, clock: float) -> str:
    dots = "." * (1 + int(clock * 3) % 3)
    return tr("{name} is thinking", name=name) + dots


class Hud:
    def __init__(self, host: Any, title: str, actions: HudActions) -> None:
        self.host = host
        self.title = title  # untranslated: said in the language of the moment
        self.actions = actions
        self.buttons: list[Button] = []
        self.hint_button: Button | None = None
        self.geometry = TableGeometry.of(host.size)

    def entries(self) -> list[tuple[str, Callable[[], None]]]:
        """The bar's buttons in reading order (words in the language of the moment)."""
        return [
            (tr("Menu"), self.actions.menu),
            (tr("Rules"), self.actions.rules),
            (tr("Log"), self.actions.log),
            (tr("Hint"), self.actions.hint),
        ]

    def build(self, size: tuple[int, int]) -> None:
        self.geometry = TableGeometry.of(size)
        width, height = size
        bar = self.geometry.bar
        font = self.host.font(bar * 2 // 5)
        x = width - 10
        self.buttons = []
        self.hint_button = None
        for label, press in reversed(self.entries()):
            w = font.size(label)[0] + bar
            x -= w
            self.buttons.append(Button(label, press, pygame.Rect(x, 8, w, bar)))
            if press == self.actions.hint:
                self.hint_button = self.buttons[-1]
            x -= 8
        # a right-to-left reader finds the title on the right and the buttons on the left
        follow_reading([b.rect for b in self.buttons], pygame.Rect(0, 0, width, height))

    def heading(self) -> str:
        return tr(self.title)

    @property
    def height(self) -> int:
        return self.geometry.hud_height

    def handle(self, event: pygame.event.Event) -> bool:
        return any(button.handle(event) for button in self.buttons)

    def draw(
        self, surface: pygame.Surface, line: str, hint_enabled: bool, coach: str = ""
    ) -> list[pygame.Rect]:
        """`coach`: the first game's coach, a second line under the status line. Returns where
        the bar's title, buttons and words landed, which the table's messages keep off."""
        width, _ = surface.get_size()
        height = self.height
        font = self.host.font(max(16, height * 9 // 20), bold=True)
        title_rect = draw_text(
            surface,
            font,
            self.heading(),
            (16, height // 2),
            self.host.assets.colour("accent"),
            "midleft",
            mirror=True,
        )
        drawn = [title_rect]
        for button in self.buttons:
            button.enabled = button is not self.hint_button or hint_enabled
            button.draw(surface, self.host)
            drawn.append(button.rect)
        if not line and not coach:
            return drawn
        # in the top bar, between the title and the buttons
        small = self.host.font(max(15, height * 2 // 5) if not coach else max(14, height * 3 // 10))
        if rtl():
            left = max(b.rect.right for b in self.buttons) + 16 if self.buttons else 16
            right = title_rect.left - 24
        else:
            left = title_rect.right + 24
            right = min(b.rect.left for b in self.buttons) - 16 if self.buttons else width - 16
        rows = [(line, "text", height // 2)] if not coach else [
            (line, "text", height * 3 // 10), (coach, "good", height * 7 // 10)]  # fmt: skip
        if not coach and small.size(line)[0] > right - left:  # a long line (a hint): two rows
            small = self.host.font(max(14, height * 3 // 10))
            first, *rest = wrap(small, line, right - left) or [line]
            half = min(small.size(line)[1], height - 4) // 2  # a tall script's rows stay apart
            rows = [
                (first, "text", height // 2 - half),
                (" ".join(rest), "text", height // 2 + half),
            ]
        for text, colour, y in rows:
            if text:
                where = ((left + right) // 2, y)
                tone = self.host.assets.colour(colour)
                drawn.append(
                    draw_text(surface, small, text, where, tone, "center", max_width=right - left)
                )
        return drawn
