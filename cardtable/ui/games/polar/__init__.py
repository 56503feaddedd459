"""The Polar Pairs table: every seat's 2x2 grid of cards around an ice floe, the stock and the
discard pile in the middle (the layout's docstring says where everything goes).

The peek (a seat's two near cards before its first action of the round) is drawn face up with
an icy glow and a "Remember these!" note, for the eyes of that seat alone; the cards turn back
down after the first action. A turn is a two-step choice for a person (controls.py); the S key
opens the score sheet.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence

import pygame

from ....engine.core import Action, Seat
from ....engine.games import polar as rules
from ....engine.games.polar import PolarObservation
from ....text.games import polar as words
from ...core.widgets import control_drawn
from ...table.layout import TableGeometry
from ...table.plates import PlacedPlate
from ...table.protocol import GameTable, Moment, TableContext
from ...table.targets import SlotDraw, Target
from . import controls, sections
from .animate import ANIMATIONS, SOUNDS, Story, resumed, story
from .layout import PolarLayout, compute
from .sheet import draw_sheet


class PolarTable(GameTable[PolarObservation, PolarLayout]):
    game = "polar"
    animations = ANIMATIONS
    sounds = SOUNDS
    last_moves = frozenset(
        {
            rules.DealerChosen,
            rules.Took,
            rules.Drew,
            rules.KeptDrawn,
            rules.Flipped,
            rules.RoundScored,
            rules.InstantWin,
            rules.GameOver,
        }
    )
    chapters = (rules.RoundDealt,)
    story: Story  # what the animations of the move being animated share (set by `animate`)

    def __init__(self, table: TableContext) -> None:
        self.staging = sections.Staging()
        self.sheet_drawn: pygame.Rect | None = None  # the sheet over the table, as last drawn
        super().__init__(table)

    def relayout(self, size: tuple[int, int]) -> PolarLayout:
        painter, host = self.table.painter, self.table.host

        def measure(text: str, px: int, bold: bool) -> int:
            width: int = host.font(px, bold=bold).size(text)[0]
            return width

        return compute(
            size, self.table.seats, self.eyes.seat, lambda h: painter.size(h)[0], measure
        )

    # -- what is drawn -------------------------------------------------------------------------
    def slots(self, obs: PolarObservation) -> Mapping[Hashable, SlotDraw]:
        return sections.slots(obs, self.layout, self.staging, self._acting(obs))

    def draw_static(self, surface: pygame.Surface) -> None:
        sections.draw_static(surface, self.layout)

    def draw_sections(self, surface: pygame.Surface, obs: PolarObservation) -> list[pygame.Rect]:
        """The glows, the piles, the corner, the score sheet beside the table, a round's
        badges and the drawn card's note; the corner, the sheet and the badges are returned,
        for the messages."""
        scene = sections.Scene(surface, self.table.host, self.painter, self.layout)
        hidden = self.stage.hidden
        acting = self._acting(obs)
        sections.draw_glows(scene, obs, self.staging, hidden, held_glow=obs.drawer == obs.seat)
        sections.draw_piles(scene, obs, self.staging, hidden)
        drawn = [sections.draw_corner(scene, obs, self.staging, self.name(obs.dealer))]
        if self.staging.sheet_open and not self.layout.sheet_over:
            drawn.append(draw_sheet(scene, obs, self.staging, list(self.table.names)))
        drawn += sections.draw_badges(scene, self.staging)
        if acting and obs.drawer == self.eyes.seat:
            sections.draw_drawn_note(scene, self.staging.selection == "flip")
        return drawn

    def overlay(self) -> pygame.Rect | None:
        """The score sheet, while it is open over the table (no free place holds it): the panel
        as drawn (trimmed to its lines), else the place the layout keeps for it."""
        if not (self.staging.sheet_open and self.layout.sheet_over):
            return None
        drawn, place = self.sheet_drawn, self.layout.sheet
        return drawn if drawn is not None and place.contains(drawn) else place

    def draw_overlay(self, surface: pygame.Surface, obs: PolarObservation) -> None:
        """The sheet over the dimmed table; its switch, which closes it, stays lit."""
        if self.overlay() is None:
            return
        width, height = surface.get_size()
        shade = pygame.Surface((width, height), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        shade.fill((0, 0, 0, 0), self.layout.scores_button)
        top = TableGeometry.of((width, height)).hud_height  # the top bar is drawn later
        surface.blit(shade, (0, top), pygame.Rect(0, top, width, height - top))
        scene = sections.Scene(surface, self.table.host, self.painter, self.layout)
        self.sheet_drawn = draw_sheet(scene, obs, self.staging, list(self.table.names))
        control_drawn(self.sheet_drawn)  # it takes the input: the app's notices keep off it

    def close_overlay(self) -> None:
        self.toggle_sheet()

    def plates(self, obs: PolarObservation) -> Sequence[PlacedPlate]:
        return sections.plates(obs, self.layout, self.table.names, self.staging)

    def _acting(self, obs: PolarObservation) -> bool:
        """The person at the screen may act (their choices dim and lift cards, a note beside the
        drawn card says what it may do), and the sheet over the table does not take the input."""
        return self.table.may_act() and self.overlay() is None

    # -- what a person does --------------------------------------------------------------------
    def targets(self, obs: PolarObservation, legal: Sequence[Action]) -> Sequence[Target]:
        return controls.targets(obs, legal, self.layout, self.staging, self.table.act, self.choose)

    def draw_controls(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        controls.draw_mode_button(surface, targets, self.layout, self.table.host)

    def choose(self, mode: str | None) -> None:
        self.staging.selection = mode

    def clear_selection(self) -> bool:
        had = self.staging.selection is not None
        self.staging.selection = None
        return had

    def status(self, obs: PolarObservation) -> str:
        acting = self.table.may_act()
        if acting and self.overlay() is not None:
            return words.sheet_over_status()
        return words.status(obs, self.eyes.sees, acting, self.staging.selection, self.say())

    def keys(self) -> Mapping[int, Callable[[], None]]:
        return {pygame.K_s: self.toggle_sheet}

    def hinted(self, action: Action) -> Sequence[pygame.Rect]:
        """The slot a hint names ("take 2": the person's own card that the discard replaces)."""
        verb, _, slot = action.partition(" ")
        if verb in ("take", "keep", "flip") and slot.isdigit():
            return (self.layout.slots[self.layout.anchor][int(slot)],)
        return ()

    def keep_clear(self, obs: PolarObservation) -> Sequence[pygame.Rect]:
        """The eyes' own grid and the score sheet's switch; the sheet and the peek's note while
        they show."""
        layout = self.layout
        clear = [layout.zones[layout.anchor], layout.scores_button]
        if self.staging.sheet_open:
            clear.append(self.overlay() or layout.sheet)
        if sections.peeking(obs):
            clear.append(layout.peek)
        return clear

    def click(self, pos: tuple[int, int]) -> bool:
        if self.layout.scores_button.collidepoint(pos):
            self.toggle_sheet()
            return True
        return False

    def toggle_sheet(self) -> None:
        self.staging.sheet_open = not self.staging.sheet_open
        self.sheet_drawn = None

    # -- words ---------------------------------------------------------------------------------
    def private(self, text: str) -> str:
        return self.table.private(text)

    def spot(self, about: Seat | None) -> tuple[int, int]:
        if about is None:
            return self.layout.floe.center
        return self.layout.near(about)

    def seat_at(self, seat: Seat) -> pygame.Rect:
        """The seat's grid of cards: a leader ends there."""
        return self.layout.grids[seat]

    # -- moves ---------------------------------------------------------------------------------
    def animate(self, moment: Moment) -> None:
        if resumed(moment):
            after = moment.after
            self.narration.say(words.round_of(after.round, after.rounds))
            return
        self.story = story(moment)
        if self.story.final is not None:  # the finished round stays until it is scored
            self.stage.show_now(self.story.final)
        if moment.before is None:
            self.staging.stock_extra = float(rules.SLOTS * len(moment.after.slots) + 1)
        super().animate(moment)

    def settle(self, obs: PolarObservation) -> None:
        self.staging.settle()


TABLE = PolarTable
