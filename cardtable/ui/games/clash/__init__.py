"""The Dual Clash Poker table: two teams face each other as at a bridge table.

Every hand is public by rule, so every seat's remaining cards are drawn face up. The middle has
the four committed positions: a back appears when a seat commits (a face for the eyes' own
commit and, in the basic variant, for the partner's), the four turn up together at the reveal,
burned cards burn and slide off, the winner's card glows and goes to its team's panel, where it
lights a round pip; medals are won in the team panels.

The plates are the game's own (team-coloured pills with the seat's suit and what it is doing,
drawn with the sections), so `plates()` gives the table none to draw.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

import pygame

from ....engine.core import Action, Seat
from ....engine.games import clash as rules
from ....engine.games.clash import ClashObservation
from ....text.games import clash as words
from ...core.widgets import rtl
from ...table.plates import PlacedPlate
from ...table.protocol import Moment, TableContext
from ...table.targets import SlotDraw, Target
from . import controls, sections
from .animate import ANIMATIONS, SOUNDS
from .layout import ClashLayout, compute
from .staging import StagedTable, Staging


class ClashTable(StagedTable):
    game = "clash"
    animations = ANIMATIONS
    sounds = SOUNDS
    last_moves = frozenset(
        {
            rules.Committed,
            rules.CardsRevealed,
            rules.JokerNamed,
            rules.Burned,
            rules.RoundWon,
            rules.RoundReplayed,
            rules.ReplaysDecided,
            rules.SetWon,
            rules.MatchWon,
        }
    )
    chapters = (rules.SetStarted,)

    def __init__(self, table: TableContext) -> None:
        self.staging = Staging()
        self._drawn: ClashObservation | None = None  # the observation of the frame being drawn
        super().__init__(table)

    def relayout(self, size: tuple[int, int]) -> ClashLayout:
        painter = self.table.painter
        return compute(size, self.eyes.seat, lambda h: painter.size(h)[0], rtl())

    def settle(self, obs: ClashObservation) -> None:
        self.staging = Staging()

    # -- what is drawn ------------------------------------------------------------------------
    def slots(self, obs: ClashObservation) -> Mapping[Hashable, SlotDraw]:
        drawn = sections.slots(obs, self.layout, self.staging.revealed)
        for seat in self._badged(obs):  # drawn with their badge by the sections
            drawn.pop(("centre", seat), None)
        return drawn

    def _badged(self, obs: ClashObservation) -> dict[Seat, str]:
        return sections.badged(obs, self.staging.revealed, self.staging.badge)

    def draw_static(self, surface: pygame.Surface) -> None:
        sections.draw_felt(surface, self.layout, self.table.host)

    def draw_sections(self, surface: pygame.Surface, obs: ClashObservation) -> list[pygame.Rect]:
        """The team panels, the seats' pills, the plaque and the jokers drawn with their badge,
        each returned for the messages to keep off."""
        self._drawn = obs
        host, layout = self.table.host, self.layout
        drawn: list[pygame.Rect] = []
        for side in (0, 1):
            team = layout.panel_team(side)
            drawn.append(
                sections.draw_team_panel(surface, obs, layout, team, self.table.names, host)
            )
        plaque = sections.plaque_box(obs, layout, host)
        for seat in rules.SEATS:
            state = sections.seat_state(obs, seat, self.staging.resolving)
            # the status line says what the eyes' own seat is to do
            chip = seat != self.eyes.sees or state == "ready"
            drawn += sections.draw_plate(
                surface, layout, seat, self.name(seat), state, chip, host, plaque
            )
        drawn.append(sections.draw_plaque(surface, obs, layout, host))
        staging = self.staging
        drawn += sections.draw_badged_jokers(
            surface, obs, layout, self.painter, staging.revealed, staging.badge, self.stage.hidden
        )
        return drawn

    def plates(self, obs: ClashObservation) -> Sequence[PlacedPlate]:
        return ()  # each seat's pill is drawn with the sections (its team's colours)

    def acting_cards(self, obs: ClashObservation) -> Sequence[pygame.Rect]:
        """The hands of the seats still to choose a card or name their joker."""
        found = []
        for seat in rules.SEATS:
            count = len(obs.hands[seat])
            if count and sections.seat_state(obs, seat, self.staging.resolving) in (
                "choosing",
                "joker",
            ):
                rects = self.layout.hand_rects(seat, count)
                found.append(rects[0].unionall(rects[1:]))
        return found

    # -- acting -------------------------------------------------------------------------------
    def targets(self, obs: ClashObservation, legal: Sequence[Action]) -> Sequence[Target]:
        return controls.targets(obs, legal, self.layout, self.eyes.sees, self.table.act)

    def draw_controls(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        if self._drawn is not None:  # the value buttons say what they do on the drawn table
            host = self.table.host
            controls.draw_joker_buttons(surface, self._drawn, self.eyes.sees, targets, host)

    def status(self, obs: ClashObservation) -> str:
        sees = self.eyes.sees
        acting = sees >= 0 and sections.seat_state(obs, sees, False) == "choosing"
        return controls.status(obs, sees, self.table.names, acting)

    def spot(self, about: Seat | None) -> tuple[int, int]:
        return self.layout.message_spot()

    # -- moves --------------------------------------------------------------------------------
    def animate(self, moment: Moment) -> None:
        resolves = any(
            isinstance(e, (rules.CardsRevealed, rules.JokerNamed)) for e in moment.events
        )
        staging = self.staging
        if resolves:  # the round is settled on screen from the table as it was
            staging.resolving = True
            staging.shown = moment.before
            self.stage.show_now(moment.before)
        super().animate(moment)
        if resolves:
            self.stage.call(lambda: staging.settle(None))
            self.stage.show_later(moment.after)
            self.stage.call(lambda: setattr(staging, "resolving", False))

    def chapter_label(self, number: int, total: int) -> str:
        return words.set_of(number, total)


TABLE = ClashTable
