"""Pass-and-play: the table is covered until the next person lifts the curtain, so no hidden
card is ever on screen for the wrong person. Opaque: nothing below it is drawn at all."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import tr
from ..core.host import Host
from ..core.scene import Scene
from ..core.widgets import Button, draw_text


class CurtainScene(Scene):
    opaque = True

    def __init__(self, app: Host, name: str, on_lift: Callable[[], None]) -> None:
        super().__init__(app)
        self.name = name
        self.on_lift = on_lift
        self.button = Button("", self.lift, primary=True)
        self.button.focused = True

    def lift(self) -> None:
        self.app.router.pop()
        self.on_lift()

    def enter(self) -> None:
        self.resize(self.app.size)

    def resize(self, size: tuple[int, int]) -> None:
        width, height = size
        self.button.label = tr("I am {name}: show my cards", name=self.name)
        self.button.rect = pygame.Rect(0, 0, min(520, width * 3 // 4), max(48, height // 12))
        self.button.rect.center = (width // 2, height * 3 // 5)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_RETURN,
            pygame.K_KP_ENTER,
            pygame.K_SPACE,
        ):
            self.lift()
            return True
        self.button.handle(event)
        return True  # the table under the curtain takes no input

    def draw(self, surface: pygame.Surface) -> None:
        width, height = surface.get_size()
        surface.fill((24, 20, 30))
        for i in range(0, width, 36):  # folds of the curtain
            shade = 30 + (i // 36) % 2 * 10
            pygame.draw.rect(surface, (shade + 50, 24, 40), (i, 0, 36, height))
        big = self.app.font(max(28, height // 14), bold=True)
        small = self.app.font(max(16, height // 36))
        draw_text(
            surface,
            big,
            tr("Pass the device to {name}", name=self.name),
            (width // 2, height * 2 // 5),
            self.app.assets.colour("accent"),
            "center",
            max_width=width - 40,
        )
        draw_text(
            surface,
            small,
            tr("Everyone else, please look away."),
            (width // 2, height * 2 // 5 + big.get_height()),
            (235, 225, 235),
            "center",
            max_width=width - 40,
        )
        self.button.draw(surface, self.app)
