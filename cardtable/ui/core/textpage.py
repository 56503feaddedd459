"""A scrolling page of text over the table: the rules, the event log."""

from __future__ import annotations

import pygame

from ...i18n import tr
from .host import Host
from .scene import Scene
from .widgets import Button, dim, draw_text, follow_reading, panel, rtl, wrap


class TextPage(Scene):
    """Lines are wrapped in the reader's direction: a right-to-left page is right-aligned, its
    scroll bar on the left and its Close button at the bottom left."""

    opaque = False

    def __init__(self, app: Host, title: str = "") -> None:
        super().__init__(app)
        self.fixed_title = title
        self.scroll = 0
        self.lines: list[tuple[str, bool]] = []  # (text, is heading)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.close = Button(tr("Close"), self.app.router.pop)
        self.line_h = 20
        self.end_at_bottom = False
        self.blank_between = True  # a blank line after each paragraph

    def paragraphs(self) -> list[tuple[str, bool]]:
        return []

    @property
    def title(self) -> str:
        """The page's title in the current language."""
        return self.page_title()

    def page_title(self) -> str:
        return self.fixed_title

    def enter(self) -> None:
        self.resize(self.app.size)
        if self.end_at_bottom:
            self.scroll = self.max_scroll()

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.box = pygame.Rect(0, 0, min(900, width - 60), height - 80)
        self.box.center = (width // 2, height // 2)
        self.font = self.app.font(max(15, height // 42))
        self.bold = self.app.font(max(17, height // 36), bold=True)
        self.line_h = max(self.font.get_linesize(), self.bold.get_linesize() - 4) + 2
        text_w = self.box.width - 60
        self.lines = []
        for text, heading in self.paragraphs():
            font = self.bold if heading else self.font
            for line in wrap(font, text, text_w):
                self.lines.append((line, heading))
            if self.blank_between and not heading:
                self.lines.append(("", False))
        bar = max(36, height // 18)
        self.close.label = tr("Close")
        label_w = self.app.font(max(14, bar * 2 // 5)).size(self.close.label)[0]
        self.close.rect = pygame.Rect(0, 0, max(140, label_w + bar), bar)
        self.close.rect.bottomright = (self.box.right - 20, self.box.bottom - 14)
        follow_reading([self.close.rect], self.box)
        self.close.focused = True
        # the rows between the title and the Close button (a taller script gets fewer rows)
        self.title_font = self.app.font(max(22, self.box.height // 18), bold=True)
        self.text_top = self.box.y + 30 + self.title_font.get_height()
        self.text_bottom = self.close.rect.top - 8
        self.scroll = min(self.scroll, self.max_scroll())

    def visible_rows(self) -> int:
        return max(1, (self.text_bottom - self.text_top) // self.line_h)

    def max_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible_rows())

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            step = {
                pygame.K_DOWN: 1,
                pygame.K_UP: -1,
                pygame.K_PAGEDOWN: self.visible_rows(),
                pygame.K_PAGEUP: -self.visible_rows(),
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }.get(event.key)
            if step is not None:
                self.scroll = max(0, min(self.max_scroll(), self.scroll + step))
                return True
            if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.app.router.pop()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.max_scroll(), self.scroll - event.y * 3))
            return True
        self.close.handle(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 170)
        panel(surface, self.box, self.app, alpha=245)
        title_font = self.title_font
        draw_text(
            surface,
            title_font,
            self.title,
            (self.box.x + 30, self.box.y + 18),
            self.app.assets.colour("accent"),
            max_width=self.box.width - 60,
            box=self.box,
            mirror=self.box,
        )
        y = self.text_top
        rows = self.lines[self.scroll : self.scroll + self.visible_rows()]
        for text, heading in rows:
            font = self.bold if heading else self.font
            colour = self.app.assets.colour("accent" if heading else "text")
            draw_text(
                surface,
                font,
                text,
                (self.box.x + 30, y),
                colour,
                shadow=False,
                max_width=self.box.width - 60,
                box=self.box,
                mirror=self.box,
            )
            y += self.line_h
        if self.max_scroll():
            x = self.box.left + 8 if rtl() else self.box.right - 14
            track = pygame.Rect(x, self.box.y + 70, 6, self.box.height - 150)
            pygame.draw.rect(surface, (60, 70, 60), track, border_radius=3)
            share = self.visible_rows() / len(self.lines)
            thumb = pygame.Rect(track.x, 0, 6, max(20, int(track.height * share)))
            thumb.y = track.y + int(
                (track.height - thumb.height) * self.scroll / max(1, self.max_scroll())
            )
            pygame.draw.rect(surface, self.app.assets.colour("accent"), thumb, border_radius=3)
        self.close.draw(surface, self.app)
