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
        self.fan: list[pygame.Rect] = []  # where the fan's cards were drawn last
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
        """The name, the four games under it, and under them a fan of cards as large as fits
        between the words and the menu (in any script: a Persian line is taller)."""
        super().draw_background(surface)
        width, height = surface.get_size()
        t = 0.0 if self.app.settings.reduced_motion else time.perf_counter() - self.began
        big = self.app.font(max(40, height // 9), bold=True, family="serif")
        heading = draw_text(
            surface,
            big,
            self.title(),
            (width // 2, height * 0.05),
            self.app.assets.colour("accent"),
            "midtop",
            max_width=width - 40,
        )
        small = self.app.font(max(16, height // 40))
        subtitle = draw_text(
            surface,
            small,
            tr("Quattro · Cuckoo · Dual Clash Poker · Polar Pairs"),
            (width // 2, heading.bottom),
            self.app.assets.colour("text"),
            "midtop",
            max_width=width - 40,
        )
        self.fan = []
        for game, card, card_h, angle, centre in self.fan_layout((width, height), subtitle, t):
            image = self.app.assets.art.face(game, card, card_h)
            turned = pygame.transform.rotozoom(image, angle, 1.0)
            self.fan.append(surface.blit(turned, turned.get_rect(center=centre)))

    def fan_layout(
        self, size: tuple[int, int], words: pygame.Rect, t: float
    ) -> list[tuple[str, str, int, float, tuple[float, float]]]:
        """(game, card, height, angle, centre) of each card of the fan: the largest cards whose
        fan, swaying at any moment, stays under `words` and off every button, set in the middle
        of the room it has."""
        height = size[1]
        top = words.bottom + 10
        buttons = [b.rect.inflate(0, 16) for b in self.ring.buttons]
        for card_h in range(max(60, height // 5), 35, -4):
            boxes = [self._card_box(size, i, card_h, top, None) for i in range(len(SHOWCASE))]
            if all(box.collidelist(buttons) < 0 and box.bottom <= height for box in boxes):
                break

        def room_under(box: pygame.Rect) -> int:  # down to the button under it, or the edge
            under = [b.top for b in buttons if b.left < box.right and box.left < b.right]
            return min([height, *(y for y in under if y >= box.top)]) - box.bottom

        drop = max(0, min(room_under(box) for box in boxes)) // 2
        layout = []
        for i, (game, card) in enumerate(SHOWCASE):
            angle = self._angle(i, t)
            centre = self._card_box(size, i, card_h, top + drop, t).center
            layout.append((game, card, card_h, angle, centre))
        return layout

    def _angle(self, index: int, t: float | None) -> float:
        """The card's tilt; `t` None: the largest it reaches while swaying."""
        lean = ((index + 0.5) / len(SHOWCASE) - 0.5) * -50
        if t is None:
            return lean + math.copysign(2, lean or 1)
        return lean + math.sin(t * 0.5 + index) * 2

    def _card_box(
        self, size: tuple[int, int], index: int, card_h: int, top: int, t: float | None
    ) -> pygame.Rect:
        """The box a card of the fan covers (`t` None: all it covers while swaying)."""
        game, card = SHOWCASE[index]
        face = self.app.assets.art.face(game, card, card_h)
        turn = math.radians(self._angle(index, t))
        cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
        w, h = face.get_width(), face.get_height()
        box = pygame.Rect(0, 0, math.ceil(w * cos + h * sin), math.ceil(w * sin + h * cos))
        share = (index + 0.5) / len(SHOWCASE)
        sway = card_h * 0.05
        bob = sway if t is None else math.sin(t * 0.8 + index * 0.9) * sway
        # the middle card's top a sway under `top`; the others lower, along an arc
        box.center = (
            round(size[0] * share),
            round(top + sway + card_h / 2 + abs(share - 0.5) * card_h * 0.6 + bob),
        )
        return box.inflate(0, round(2 * sway)) if t is None else box
