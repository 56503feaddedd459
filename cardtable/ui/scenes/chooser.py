"""Choose a game: four tiles, each with a few of its cards, its name and one line about it."""

from __future__ import annotations

import pygame

from ...engine.games import GAME_IDS, get_spec
from ...i18n import tr
from ...text.rules import blurb
from .. import routes
from ..core.host import Host
from ..core.menu import RingScene
from ..core.widgets import Button, draw_lines, draw_text, follow_reading, panel, wrap

FANS = {
    "quattro": ("R6", "B5", "Y4", "0"),
    "cuckoo": ("Fool", "VII", "Dragoon", "Cuckoo"),
    "clash": ("H7", "S5", "D2", "JB"),
    "polar": ("-5", "10B", "10O", "W"),
}


class ChooserScene(RingScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.tiles: dict[str, pygame.Rect] = {}
        self.back_button = Button(tr("Back"), self.app.router.pop)

    def enter(self) -> None:
        super().enter()
        self.ring.move(1)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        margin = max(20, width // 40)
        top = height // 6
        columns = 4 if width >= 1000 else 2
        rows = 4 // columns
        tile_w = (width - margin * (columns + 1)) // columns
        tile_h = min(
            (height - top - margin * (rows + 1) - height // 10) // rows, int(tile_w * 1.25)
        )
        buttons = []
        for i, game in enumerate(GAME_IDS):
            col, row = i % columns, i // columns
            rect = pygame.Rect(
                margin + col * (tile_w + margin), top + row * (tile_h + margin), tile_w, tile_h
            )
            self.tiles[game] = rect
            button = Button(tr(get_spec(game).title), lambda g=game: self.choose(g), rect)
            buttons.append(button)
        bar = max(40, height // 16)
        self.back_button.label = tr("Back")
        self.back_button.rect = pygame.Rect(margin, height - bar - margin // 2, 160, bar)
        # a right-to-left reader starts from the right: the first game, and Back, are there
        follow_reading([*self.tiles.values(), self.back_button.rect], pygame.Rect(0, 0, *size))
        self.ring.set([*buttons, self.back_button])

    def choose(self, game: str) -> None:
        self.app.router.push(routes.Setup(game))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        height = surface.get_height()
        heading = self.app.font(max(28, height // 16), bold=True, family="serif")
        self.draw_heading(surface, heading, tr("Choose a game"), height // 24)
        title_font = self.app.font(max(18, height // 30), bold=True)
        text_font = self.app.font(max(14, height // 48))
        for button, game in zip(self.ring.buttons, GAME_IDS, strict=False):
            rect = self.tiles[game]
            hot = button.focused or button.hovered
            panel(
                self.app.window if surface is None else surface,
                rect,
                self.app,
                alpha=235 if hot else 200,
            )
            if hot:
                pygame.draw.rect(
                    surface, self.app.assets.colour("focus"), rect, 3, border_radius=14
                )
            cards = FANS[game]
            spread = rect.width * 0.13
            aspect = self.app.assets.art.size(game, 100)[0] / 100
            room = rect.width - 50 - spread * (len(cards) - 1)
            lines = wrap(text_font, blurb(game), rect.width - 30)
            words_h = title_font.get_linesize() + 6 + len(lines) * text_font.get_linesize() + 12
            # the fan gives way to the words (a longer blurb, a taller script)
            fan_room = (rect.height - words_h - 10) / 1.25
            card_h = int(min(rect.height * 0.48, room / aspect, fan_room))
            for i, card in enumerate(cards):
                image = self.app.assets.art.face(game, card, card_h)
                angle = (i - (len(cards) - 1) / 2) * -10
                turned = pygame.transform.rotozoom(image, angle, 1.0)
                cx = rect.centerx + (i - (len(cards) - 1) / 2) * spread
                cy = rect.top + 16 + card_h * 0.55 + abs(i - (len(cards) - 1) / 2) * 5
                surface.blit(turned, turned.get_rect(center=(cx, cy)))
            y = rect.top + card_h + card_h // 4 + 10
            draw_text(
                surface,
                title_font,
                tr(get_spec(game).title),
                (rect.centerx, y),
                self.app.assets.colour("accent"),
                "midtop",
                max_width=rect.width - 20,
                box=rect,
            )
            y += title_font.get_linesize() + 6
            text = self.app.assets.colour("text")
            draw_lines(
                surface,
                text_font,
                lines,
                (rect.centerx, y),
                text,
                "midtop",
                shadow=False,
                max_width=rect.width - 20,
                box=rect,
            )
        self.back_button.draw(surface, self.app)
