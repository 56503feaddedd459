"""Card images and cards at rest, from the theme's art, for one game; and the table's static
layer (the felt and what never moves while the layout stands), drawn once and kept.

The art is looked up on every call: the theme may change while the table is open.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

import pygame

Mark = Callable[[pygame.Surface, pygame.Rect], None]  # drawn over a card (a game's own sign)


class CardPainter:
    def __init__(self, host: Any, game: str) -> None:
        self.host = host
        self.game = game
        self._static: pygame.Surface | None = None
        self._static_key: Hashable = None

    @property
    def art(self) -> Any:
        return self.host.assets.art

    def image(self, card: str | None, height: int) -> pygame.Surface:
        """A face (card id) or the back (None) `height` pixels high."""
        height = max(24, min(1600, int(height)))
        if card is None:
            return self.art.back(self.game, height)
        return self.art.face(self.game, card, height)

    def size(self, height: int) -> tuple[int, int]:
        return self.art.size(self.game, height)

    def draw_card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        card: str | None,
        dim: bool = False,
        lifted: bool = False,
        mark: Mark | None = None,
    ) -> None:
        image = self.image(card, rect.height)
        if image.get_width() != rect.width:
            rect = image.get_rect(center=rect.center)
        if lifted:
            rect = rect.move(0, -rect.height // 8)
        shadow = pygame.Rect(rect.x + 3, rect.y + 5, rect.w, rect.h)
        pygame.draw.rect(surface, (0, 0, 0), shadow, border_radius=max(4, rect.w // 12))
        surface.blit(image, rect)
        if dim:
            veil = pygame.Surface(rect.size, pygame.SRCALPHA)
            veil.fill((0, 0, 0, 110))
            surface.blit(veil, rect)
        if mark is not None:
            mark(surface, rect)

    def static_layer(
        self, size: tuple[int, int], key: Hashable, draw: Callable[[pygame.Surface], None]
    ) -> pygame.Surface:
        """The theme's table at `size` with `draw` drawn over it, redrawn only when `key`, the
        size or the art changes."""
        full_key = (size, key, id(self.art))
        if self._static is None or self._static_key != full_key:
            layer = self.art.table(size).copy()
            draw(layer)
            self._static, self._static_key = layer, full_key
        return self._static
