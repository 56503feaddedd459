"""What the Clash table shows while a round is settled on screen, and the moves every step of
it makes: cards leaving the middle, hands closing up, the staged observation settling."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from ....engine.core import Seat
from ....engine.games import clash as rules
from ....engine.games.clash import ClashObservation
from ...table.protocol import GameTable
from .layout import ClashLayout
from .sections import hand_key


@dataclass
class Staging:
    """What the table shows while a round is settled on screen."""

    shown: Any = None  # the observation the animation is building on
    revealed: dict[Seat, str] | None = None  # revealed cards still in the middle
    badge: tuple[Seat, int] | None = None  # a named joker's value, on its card
    resolving: bool = False  # a round is being settled: nobody is choosing
    cards: tuple[str, ...] = ()  # the round's four cards

    def settle(self, revealed: dict[Seat, str] | None) -> None:
        self.revealed = revealed
        if revealed is None:
            self.badge = None


class StagedTable(GameTable[ClashObservation, ClashLayout]):
    """The Clash table as its animations see it (the table class imports this module)."""

    staging: Staging


def drop(table: StagedTable, seats: Sequence[Seat]) -> None:
    """From the start of the current group, `seats`' cards are no longer in the middle (an
    effect draws them)."""

    def drop() -> None:
        if table.staging.revealed is not None:
            for seat in seats:
                table.staging.revealed.pop(seat, None)

    table.stage.also(drop)


def settle_later(table: StagedTable) -> None:
    table.stage.call(lambda: table.staging.settle(None))


def rearrange(
    table: StagedTable,
    old: ClashObservation,
    new: ClashObservation,
    incoming: Mapping[Seat, tuple[str, pygame.Rect]],
    seconds: float,
    delay: float = 0.0,
) -> None:
    """The cards still in hand slide to their new places (in the current group); `incoming`
    cards fly in from a place on the table."""
    layout = table.layout
    for seat in rules.SEATS:
        before, now = old.hands[seat], new.hands[seat]
        before_rects = layout.hand_rects(seat, len(before))
        for card, rect in zip(now, layout.hand_rects(seat, len(now)), strict=True):
            if seat in incoming and incoming[seat][0] == card:
                start = incoming[seat][1]
            elif card in before:
                start = before_rects[before.index(card)]
            else:
                continue
            if start != rect:
                key = hand_key(new, seat, card)
                table.stage.fly(
                    card, start, rect, hide=[key], hide_from="start", seconds=seconds, delay=delay
                )
