"""The end of a game: who won, the scores, what everyone held; play again or back to the menu."""

from __future__ import annotations

from typing import Any

import pygame

from ...i18n import tr
from ...text import Narrator, headline
from .. import routes
from ..core.host import Host
from ..core.scene import Scene
from ..core.widgets import Button, FocusRing, dim, draw_text, follow_reading, panel


class ResultScene(Scene):
    opaque = False

    def __init__(self, app: Host, table: Any) -> None:
        super().__init__(app)
        self.table = table
        self.match = table.match
        self.ring = FocusRing()
        self.box = pygame.Rect(0, 0, 0, 0)

    def enter(self) -> None:
        self.resize(self.app.size)
        self.ring.move(1)
        outcome = self.match.state.outcome()
        humans = self.match.humans()
        won = outcome is not None and any(s in outcome.winners for s in humans)
        if humans:
            self.app.sound.play(self.app.assets.sound("match_won" if won else "match_lost"))

    def headline(self) -> str:
        outcome = self.match.state.outcome()
        if outcome is None:
            return ""
        humans = self.match.humans()  # one person reads "You win!"; pass-and-play, names
        viewer = humans[0] if len(humans) == 1 else None
        return headline(self.match.config.game, outcome, Narrator(tuple(self.match.names), viewer))

    def details(self) -> list[str]:
        return self.table.result_lines()

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.box = pygame.Rect(0, 0, min(760, width - 60), min(height - 80, height * 3 // 4))
        self.box.center = (width // 2, height // 2)
        bar = max(44, height // 15)
        again = Button(tr("Play again"), self.play_again, primary=True)
        menu = Button(tr("Back to menu"), self.to_menu)
        again.rect = pygame.Rect(0, 0, 220, bar)
        menu.rect = pygame.Rect(0, 0, 220, bar)
        again.rect.bottomright = (self.box.centerx - 10, self.box.bottom - 20)
        menu.rect.bottomleft = (self.box.centerx + 10, self.box.bottom - 20)
        follow_reading([again.rect, menu.rect], self.box)
        self.ring.set([again, menu])

    def play_again(self) -> None:
        self.app.router.reset(routes.Play(self.table.next_game_config()))

    def to_menu(self) -> None:
        self.app.router.reset(routes.Title())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_menu()
            return True
        self.ring.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
        panel(surface, self.box, self.app, alpha=240)
        height = surface.get_height()
        big = self.app.font(max(26, height // 16), bold=True)
        y = self.box.top + 24
        draw_text(
            surface,
            big,
            self.headline(),
            (self.box.centerx, y),
            self.app.assets.colour("accent"),
            "midtop",
            max_width=self.box.width - 40,
            box=self.box,
        )
        y += big.get_height() + 18
        lines = self.details()
        room = self.ring.buttons[0].rect.top - 8 - y
        size = max(15, height // 40)
        font = self.app.font(size)
        while size > 11 and len(lines) * (font.get_linesize() + 4) > room:
            size -= 1  # a long result (six players' hands) gets smaller type, not cut off
            font = self.app.font(size)
        step = font.get_linesize() + (4 if len(lines) * (font.get_linesize() + 4) <= room else 0)
        for line in lines:
            if y + font.get_linesize() > self.ring.buttons[0].rect.top - 4:
                break
            draw_text(
                surface,
                font,
                line,
                (self.box.left + 40, y),
                self.app.assets.colour("text"),
                max_width=self.box.width - 80,
                box=self.box,
                mirror=self.box,
            )
            y += step
        self.ring.draw(surface, self.app)
