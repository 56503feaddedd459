"""The Quattro table: you at the bottom, the opponent at the top, the six virtual players in a
row across the middle, and the stock in the centre while it lasts (layout.py says where).

Each hand keeps its cards in place (hands.py); a revealed card steps forward with a cream edge.
The opponent's hidden cards are backs, except those everybody saw leave a virtual player face
up ("known"). Each virtual player shows its own cards as backs and those given to it face up,
with a tick in each seat's colour once that seat has traded with it. The strip under the
opponent shows the phase and the snake order of turns; the table's strip along the bottom, the
last move. Everything drawn comes from the eyes' observation and the events redacted for them.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import replace

import pygame

from ....engine.core import Action, Event, Seat
from ....engine.games import quattro as rules
from ....engine.games.quattro import QuattroObservation
from ....match import MatchConfig
from ....text.games import quattro_table as words
from ...core.widgets import rtl
from ...table.plates import PlacedPlate
from ...table.protocol import OPEN, GameTable, Moment, TableContext
from ...table.targets import SlotDraw, Target
from . import controls, sections
from .animate import ANIMATIONS, SOUNDS, Story
from .hands import (
    Staging,
    acting,
    open_vps,
    opp_cards,
    own_cards,
    picked_card,
    remember,
)
from .layout import QuattroLayout, compute


class QuattroTable(GameTable[QuattroObservation, QuattroLayout]):
    game = "quattro"
    animations = ANIMATIONS
    sounds = SOUNDS
    last_moves = frozenset(
        {
            rules.MulliganTaken,
            rules.Kept,
            rules.AutoKept,
            rules.RevealChosen,
            rules.CardsRevealed,
            rules.Traded,
            rules.Passed,
            rules.AutoPassed,
            rules.GameOver,
        }
    )
    chapters = (rules.WindowOpened,)  # a replay's parts: the deal, then each trading window
    story: Story  # what the animations of the move being animated share (set by `animate`)

    def __init__(self, table: TableContext) -> None:
        self.staging = Staging()
        super().__init__(table)

    def relayout(self, size: tuple[int, int]) -> QuattroLayout:
        painter, host = self.table.painter, self.table.host

        def line_height(px: int, bold: bool) -> int:
            height: int = host.font(px, bold=bold).get_height()
            return height

        def text_width(text: str, px: int, bold: bool) -> int:
            width: int = host.font(px, bold=bold).size(text)[0]
            return width

        return compute(size, lambda h: painter.size(h)[0], rtl(), line_height, text_width)

    # -- what is drawn -------------------------------------------------------------------------
    def _legal(self) -> Sequence[Action]:
        return self.table.legal()

    def slots(self, obs: QuattroObservation) -> Mapping[Hashable, SlotDraw]:
        host, open_eyes = self.table.host, self.eyes.sees == OPEN
        return sections.slots(obs, self.layout, self.staging, self._legal(), host, open_eyes)

    def draw_static(self, surface: pygame.Surface) -> None:
        sections.draw_static(surface, self.layout, self.colour("accent"))

    def _shown(self, obs: QuattroObservation) -> QuattroObservation:
        """What the plates, the ticks and the strip show: the observation before the move
        while its cards still move."""
        return self.staging.decor or obs

    def draw_sections(self, surface: pygame.Surface, obs: QuattroObservation) -> list[pygame.Rect]:
        """The rail, the stock's depth, the strip of the turns, the plates' panels and the
        final sums; returns what a message could hide of them (the VPs' names, outlines and
        rings, the cards under the stock, the panels, the sums' pills) and the tags standing
        out of the cards at rest, for the messages to keep off."""
        scene = sections.Scene(surface, self.table.host, self.layout)
        shown = self._shown(obs)
        drawn = sections.draw_rail(scene, obs, shown, open_vps(obs, self.staging, self._legal()))
        count = sections.stock_count(obs, self.staging)
        if count > 0:
            drawn += sections.draw_stock_depth(scene, self.painter, count)
        sections.draw_band(scene, shown)  # kept clear altogether (keep_clear)
        drawn += sections.draw_plate_panels(scene, shown)
        if obs.phase == rules.OVER and self.staging.scored:
            drawn += sections.draw_scores(scene, obs)
        return drawn + sections.tag_pills(self.slots(obs))

    def _acting(self, obs: QuattroObservation) -> tuple[Seat, ...]:
        """Who is to act, once the cards have settled."""
        if self.stage.busy:
            return ()
        return acting(obs, self.staging, self.table.may_act())

    def plates(self, obs: QuattroObservation) -> Sequence[PlacedPlate]:
        shown = self._shown(obs)
        return sections.plates(shown, self.layout, self.table.names, self._acting(shown))

    # -- what a person does --------------------------------------------------------------------
    def targets(self, obs: QuattroObservation, legal: Sequence[Action]) -> Sequence[Target]:
        return controls.targets(obs, legal, self.layout, self.staging, self.table.act, self.pick)

    def draw_controls(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        controls.draw_buttons(surface, targets, self.table.host)

    def pick(self, position: int) -> None:
        staging = self.staging
        staging.selected = None if staging.selected == position else position

    def clear_selection(self) -> bool:
        had = self.staging.selected is not None
        self.staging.selected = None
        return had

    def status(self, obs: QuattroObservation) -> str:
        legal = self._legal()
        picked = picked_card(obs, self.staging, legal) if obs.phase == rules.TRADE_PHASE else None
        return words.status(obs, self._acting(obs), picked, "pass" in legal, self.say())

    def keep_clear(self, obs: QuattroObservation) -> Sequence[pygame.Rect]:
        """The strip of the turns."""
        return [self.layout.band_room()]

    # -- words ---------------------------------------------------------------------------------
    def chapter_label(self, number: int, total: int) -> str:
        return words.part_of(number)

    def spot(self, about: Seat | None) -> tuple[int, int]:
        layout = self.layout
        if about is None or about == self.eyes.seat:
            return layout.lane.center
        return layout.opp_side.center

    def seat_at(self, seat: Seat) -> pygame.Rect:
        """The seat's hand: a leader ends there."""
        layout = self.layout
        return layout.own_hand() if seat == self.eyes.seat else layout.opp_hand()

    # -- moves ---------------------------------------------------------------------------------
    def animate(self, moment: Moment) -> None:
        staging, before, after = self.staging, moment.before, moment.after
        own_before = own_cards(before, staging) if before is not None else None
        opp_before = opp_cards(before, staging) if before is not None else None
        self.story = Story(own_before, opp_before)
        remember(after, staging)
        for event in moment.events:
            staging.saw(event)
        if before is not None:
            staging.decor = before  # plates, ticks and the strip change when the cards have moved
        else:
            staging.deciding = after.first if after.mulligans == (0, 0) else None
            self.stage.cue("shuffle")
        super().animate(moment)
        self.stage.call(staging.settle)

    def settle(self, obs: QuattroObservation) -> None:
        self.staging.settle()

    def recall(self, log: Sequence[Event]) -> None:
        """A resumed game: the cards everybody saw a seat take face up, from the log."""
        self.staging.known = {0: Counter(), 1: Counter()}
        for event in log:
            self.staging.saw(event)

    def rematch(self, config: MatchConfig, obs: QuattroObservation) -> MatchConfig:
        """ "Play again": the other seat trades first."""
        fresh = super().rematch(config, obs)
        return replace(fresh, setup={**fresh.setup, "first": 1 - obs.first})


TABLE = QuattroTable
