"""The title screen: the name, a few cards of every deck drifting on the felt, and the menu."""

from __future__ import annotations

import math
import time
from collections.abc import Callable

import pygame

from ...i18n import tr
from ...saves import SavedGame, unfinished_games
from .. import routes
from ..core.host import Host
from ..core.menu import MenuScene
from ..core.widgets import draw_text

MOST_LISTED = 6  # unfinished games offered here (`cardtable saves` lists them all)


SHOWCASE = [
    ("cuckoo", "Cuckoo"),
    ("quattro", "R4"),
    ("polar", "10B"),
    ("clash", "JR"),
    ("cuckoo", "Cat"),
    ("polar", "10P"),
    ("quattro", "G6"),
    ("cuckoo", "Fool"),
    ("clash", "H7"),
]


class TitleScene(MenuScene):
    def __init__(self, app: Host) -> None:
        self.unfinished: list[SavedGame] = []
        super().__init__(app)
        self.began = time.perf_counter()

    def enter(self) -> None:
        self._look_for_saves()
        super().enter()

    def resume(self) -> None:
        self._look_for_saves()
        super().resume()

    def _look_for_saves(self) -> None:
        self.unfinished, messages = unfinished_games()
        for message in messages:
            self.app.notify(message, 12)

    def title(self) -> str:
        return tr("Card Table")

    def entries(self) -> list[tuple[str, Callable[[], None], bool]]:
        items: list[tuple[str, Callable[[], None], bool]] = []
        for saved in self.unfinished[:MOST_LISTED]:
            game, move = tr(saved.title), len(saved.actions)
            if saved.in_use:
                label = tr("{game} (move {move}): open in another window", game=game, move=move)
                # it may only have been another copy's look at it: trying is harmless
                items.append((label, lambda g=saved.game_id: self._resume(g), False))
            else:
                label = tr("Resume {game} (move {move})", game=game, move=move)
                items.append((label, lambda g=saved.game_id: self._resume(g), not items))
        items += [
            (tr("Play"), self._play, not items),
            (tr("Statistics"), self._stats, False),
            (tr("Replays"), self._replays, False),
            (tr("Settings"), self._settings, False),
            (tr("About"), self._about, False),
            (tr("Quit"), self.app.quit, False),
        ]
        return items

    def _resume(self, game_id: str) -> None:
        if not self.app.router.push(routes.Resume(game_id)):
            self.resume()  # the list changed under us: show it as it is now

    def _stats(self) -> None:
        self.app.router.push(routes.Stats())

    def _replays(self) -> None:
        self.app.router.push(routes.Replays())

    def back(self) -> None:
        self.app.quit()

    def _play(self) -> None:
        self.app.router.push(routes.Chooser())

    def _settings(self) -> None:
        self.app.router.push(routes.Settings())

    def _about(self) -> None:
        self.app.router.push(routes.About())

    def is_animating(self) -> bool:
        return not self.app.settings.reduced_motion

    def draw_background(self, surface: pygame.Surface) -> None:
        super().draw_background(surface)
        width, height = surface.get_size()
        t = 0.0 if self.app.settings.reduced_motion else time.perf_counter() - self.began
        card_h = max(60, height // 5)
        big = self.app.font(max(40, height // 9), bold=True, family="serif")
        count = len(SHOWCASE)
        for i, (game, card) in enumerate(SHOWCASE):
            share = (i + 0.5) / count
            x = width * share
            y = height * 0.36 + math.sin(t * 0.8 + i * 0.9) * height * 0.015
            angle = (share - 0.5) * -50 + math.sin(t * 0.5 + i) * 2
            image = self.app.assets.art.face(game, card, card_h)
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            surface.blit(turned, turned.get_rect(center=(x, y + abs(share - 0.5) * height * 0.12)))
        draw_text(
            surface,
            big,
            self.title(),
            (width // 2, height * 0.05),
            self.app.assets.colour("accent"),
            "midtop",
            max_width=width - 40,
        )
        small = self.app.font(max(16, height // 40))
        draw_text(
            surface,
            small,
            tr("Quattro · Cuckoo · Dual Clash Poker · Polar Pairs"),
            (width // 2, height * 0.05 + big.get_height()),
            self.app.assets.colour("text"),
            "midtop",
            max_width=width - 40,
        )
