"""The Cuckoo table: everyone's one card round an oval table, the stock in the middle.

The eyes' seat sits at the bottom; the others follow clockwise to its left (seat numbers rise
clockwise, and "left" is the next seat). Each seat shows its card (a face when the eyes may see
it: their own, a Fool, a refusing matador), its lives, and whether it deals, rests or is out.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

import pygame

from ....engine.core import Action, Seat
from ....engine.games import cuckoo as rules
from ....engine.games.cuckoo import CuckooObservation
from ....text.games import cuckoo as words
from ...table.plates import PlacedPlate, plate_px
from ...table.protocol import GameTable, Moment
from ...table.targets import SlotDraw, Target
from . import controls, sections
from .animate import ANIMATIONS, SOUNDS, ends_a_deal
from .layout import CuckooLayout, compute


class CuckooTable(GameTable[CuckooObservation, CuckooLayout]):
    game = "cuckoo"
    animations = ANIMATIONS
    sounds = SOUNDS
    last_moves = frozenset(
        {
            rules.DealSkipped,
            rules.Kept,
            rules.Refused,
            rules.Exchanged,
            rules.StockTurned,
            rules.StockExchanged,
            rules.ExchangesUndone,
            rules.LifeLost,
            rules.PlayerOut,
        }
    )
    chapters = (rules.DealStarted,)

    def relayout(self, size: tuple[int, int]) -> CuckooLayout:
        painter, host = self.table.painter, self.table.host

        def text_width(text: str, px: int) -> int:
            width: int = host.font(px).size(text)[0]
            return width

        card_width = lambda h: painter.size(h)[0]  # noqa: E731
        return compute(size, self.table.seats, self.eyes.seat, card_width, text_width)

    def slots(self, obs: CuckooObservation) -> Mapping[Hashable, SlotDraw]:
        return sections.slots(obs, self.layout)

    def draw_static(self, surface: pygame.Surface) -> None:
        sections.draw_felt(surface, self.layout)

    def draw_sections(self, surface: pygame.Surface, obs: CuckooObservation) -> list[pygame.Rect]:
        """The stock's thickness and count (no panel of its own: the table draws the plates)."""
        font = self.table.host.font(plate_px(self.layout.size[1])[1])
        sections.draw_stock(surface, obs, self.layout, self.painter, font, self.colour("muted"))
        return []

    def plates(self, obs: CuckooObservation) -> Sequence[PlacedPlate]:
        lives = int(self.table.options["lives"])
        return sections.plates(obs, self.layout, list(self.table.names), lives)

    def targets(self, obs: CuckooObservation, legal: Sequence[Action]) -> Sequence[Target]:
        return controls.targets(obs, legal, self.layout, self.table.act)

    def draw_controls(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        controls.draw_buttons(surface, targets, self.table.host)

    def status(self, obs: CuckooObservation) -> str:
        return controls.status(obs, self.eyes.sees, self.table.names)

    def spot(self, about: Seat | None) -> tuple[int, int]:
        if about is None:
            width, height = self.layout.size
            return (width // 2, height // 2)
        return self.layout.near(about)

    def seat_at(self, seat: Seat) -> pygame.Rect:
        """The seat's card (its empty place when it has none): a leader ends there."""
        return self.layout.seats[seat]

    def animate(self, moment: Moment) -> None:
        ends = ends_a_deal(moment)
        if ends and moment.before is not None:  # the old deal stays until it is revealed
            self.stage.show_now(moment.before)
        super().animate(moment)  # a next deal's start shows the new deal
        if ends and not any(isinstance(e, rules.DealStarted) for e in moment.events):
            self.stage.show_later(moment.after)

    def chapter_label(self, number: int, total: int) -> str:
        return words.deal_of(number, total)


TABLE = CuckooTable
