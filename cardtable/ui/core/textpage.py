"""A scrolling page of text over the table: the rules (with pictures of the cards they talk
about), the event log."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ...i18n import tr
from .host import Host
from .scene import Scene
from .widgets import Button, dim, draw_text, follow_reading, panel, rtl, wrap


@dataclass(frozen=True)
class Picture:
    """A row of cards under a paragraph: from text row `row`, `rows` rows high; `cards` with
    their places relative to the row's top-left corner of the text column."""

    row: int
    rows: int
    cards: tuple[tuple[str, pygame.Rect], ...]


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

    def blocks(self) -> list[tuple[str, bool, tuple[str, ...]]]:
        """(text, is heading, the cards it shows) in reading order."""
        return [(text, heading, ()) for text, heading in self.paragraphs()]

    def card_image(self, card: str, height: int) -> pygame.Surface | None:
        """A card's face `height` pixels high (None: this page shows no cards)."""
        return None

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
        self.pictures: list[Picture] = []
        for text, heading, cards in self.blocks():
            font = self.bold if heading else self.font
            for line in wrap(font, text, text_w):
                self.lines.append((line, heading))
            if cards:
                self._add_picture(cards, text_w, height)
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

    def _add_picture(self, cards: tuple[str, ...], text_w: int, height: int) -> None:
        """A row of cards in the reading direction, as high as the window allows and narrow
        enough for the column; blank rows keep its place in the scrolling text."""
        card_h = max(40, height // 7)
        faces = [self.card_image(card, card_h) for card in cards]
        if any(face is None for face in faces):
            return
        width = sum(face.get_width() for face in faces if face is not None)
        gap = max(6, card_h // 10)
        room = text_w - gap * (len(cards) - 1)
        if width > room:  # too wide: smaller cards
            card_h = max(24, card_h * room // width)
        pad = max(4, self.line_h // 3)
        x, placed = 0, []
        for card in cards:
            face = self.card_image(card, card_h)
            assert face is not None
            rect = face.get_rect(topleft=(x, pad))
            placed.append((card, rect))
            x = rect.right + gap
        if rtl():  # the first card on the right
            placed = [(card, r.move(text_w - r.right - r.left, 0)) for card, r in placed]
        rows = math.ceil((card_h + pad) / self.line_h)
        self.pictures.append(Picture(len(self.lines), rows, tuple(placed)))
        self.lines += [("", False)] * rows

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
        self.placed: list[tuple[str, pygame.Rect]] = []  # what is drawn where (for tests)
        for text, heading in rows:
            if text:
                width = (self.bold if heading else self.font).size(text)[0]
                row = pygame.Rect(self.box.x + 30, y, min(width, self.box.width - 60), self.line_h)
                follow_reading([row], self.box)
                self.placed.append(("text", row))
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
        self._draw_pictures(surface)
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

    def _draw_pictures(self, surface: pygame.Surface) -> None:
        """The card rows that show between the title and the Close button (clipped there)."""
        area = pygame.Rect(self.box.x, self.text_top, self.box.width,
                           self.visible_rows() * self.line_h)  # fmt: skip
        previous = surface.get_clip()
        surface.set_clip(area.clip(previous))
        for picture in self.pictures:
            top = self.text_top + (picture.row - self.scroll) * self.line_h
            if top >= area.bottom or top + picture.rows * self.line_h <= area.top:
                continue
            for card, rect in picture.cards:
                face = self.card_image(card, rect.height)
                if face is None:
                    continue
                placed = rect.move(self.box.x + 30, top)
                surface.blit(face, placed)
                if area.contains(placed):
                    self.placed.append((card, placed))
        surface.set_clip(previous)
