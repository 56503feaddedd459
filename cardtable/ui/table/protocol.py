"""What a game gives the table, and what the table gives a game.

The table (`scene.TableScene`) runs the turns, the eyes, the curtain, hints, the top bar, the
choreography and the narration for every game. A game's part is a `GameTable`: where things are
(`relayout`, a frozen layout dataclass with `boxes()`), what is drawn (`slots`, `draw_static`,
`draw_sections`, `plates`), what a person can act on (`targets`, `status`), and how each event
moves the cards (`animations`, one entry per event type). A move reaches the game as a `Moment`:
the events as the eyes on the table see them, with the observations before and after.

How a game's package is laid out and the calls its animations make (the porting contract for
the games still on the old table): docs/table.md.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Generic, Protocol, TypeVar

import pygame

from ...engine.core import Action, Event, Seat
from ...i18n import tr
from ...match import SPECTATOR, Match, MatchConfig
from ...text import Narrator, last_move
from ..core.forward import Forward
from .choreography import Choreography
from .layout import board_size, last_strip
from .narration import Narration
from .painter import CardPainter
from .plates import PlacedPlate
from .targets import SlotDraw, Target
from .tones import Tone

OPEN: Seat = -2  # every card face up: the eyes of a replay

ObsT = TypeVar("ObsT")
LayoutT = TypeVar("LayoutT")


@dataclass(frozen=True)
class Eyes:
    seat: Seat  # whose chair is at the bottom of the table
    sees: Seat  # whose observation is drawn: a seat, SPECTATOR or OPEN


@dataclass(frozen=True)
class Moment:
    seat: Seat | None  # who moved (None: the opening)
    events: tuple[Event, ...]  # as the eyes see them
    before: Any  # the observation before the move (None: the opening)
    after: Any

    def index_of(self, event: Event) -> int:
        """Where `event` is in the move (events are compared by identity, not by value)."""
        return next(i for i, e in enumerate(self.events) if e is event)


class AnimatedTable(Protocol):
    """What every game's animations use of its table; a game's own protocol adds its layout,
    its staging and what a move's animations share."""

    @property
    def stage(self) -> Choreography: ...
    @property
    def narration(self) -> Narration: ...
    @property
    def eyes(self) -> Eyes: ...
    def say(self) -> Narrator: ...


# An animation queues what one event does on the table. It takes the game's own table class
# (hence Any: each game's functions are typed with theirs), the event and its move.
Animation = Callable[[Any, Any, Moment], None]


def silent(table: Any, event: Event, moment: Moment) -> None:
    """An event that changes nothing on the table by itself (its move's others show it)."""


SILENT: Animation = silent


def last_word(table: AnimatedTable, text: str, tone: Tone) -> None:
    """The game's final banner (who won), read a moment before the result screen comes."""
    table.stage.step()
    table.narration.say(text, tone=tone, seconds=2.0)
    table.stage.pause(1.2)


@dataclass
class TableContext:
    """What the table lends a game: the app (fonts, colours, settings), the stage, the names."""

    host: Any
    choreography: Choreography
    narration: Narration
    painter: CardPainter
    names: Sequence[str]
    seats: int
    options: Mapping[str, Any]
    act: Callable[[Action], None]  # make a move for the person at the screen
    eyes: Eyes
    # a prompt for the person at the screen, named while the device goes round ("Player 2: ...")
    private: Callable[[str], str] = lambda text: text
    # whether the person at the screen may act now (their turn, nothing moving, no curtain)
    may_act: Callable[[], bool] = lambda: False
    # the person's legal moves while they may act (else none)
    legal: Callable[[], Sequence[Action]] = lambda: ()
    # who reads the table's sentences in the second person ("You keep"): a person's seat or None
    reader: Callable[[], Seat | None] | None = None


class GameTable(ABC, Generic[ObsT, LayoutT]):
    """One game's part of the table: where things are, what is drawn, what moves."""

    game: ClassVar[str]
    animations: ClassVar[Mapping[type[Event], Animation]]  # every event type of the game
    sounds: ClassVar[Mapping[type[Event], str]] = {}  # played as the move is made
    # the events the strip along the bottom keeps as the last move (a seat's move, what it did)
    last_moves: ClassVar[frozenset[type[Event]]] = frozenset()
    # a move with one of these events leaves the table at the start of a new part of the game
    # (a deal, a round, a set): where a replay's "previous part" and "next part" land
    chapters: ClassVar[tuple[type[Event], ...]] = ()

    def __init__(self, table: TableContext) -> None:
        self.table = table
        self.size: tuple[int, int] = table.host.size
        self.layout: LayoutT = self.relayout(board_size(self.size))

    # -- what the game provides ----------------------------------------------------------------
    @abstractmethod
    def relayout(self, size: tuple[int, int]) -> LayoutT:
        """The layout for `size`, the table's room above the last move's strip (seen from
        `self.table.eyes.seat`)."""

    @abstractmethod
    def slots(self, obs: ObsT) -> Mapping[Hashable, SlotDraw]:
        """The cards at rest, by slot (a slot a card is flying to is not drawn)."""

    def draw_static(self, surface: pygame.Surface) -> None:
        """What does not change while the layout stands (drawn once into the table's layer)."""

    @abstractmethod
    def draw_sections(self, surface: pygame.Surface, obs: ObsT) -> Sequence[pygame.Rect]:
        """Everything at rest but the cards and the table's plates: piles, counts, zones, and
        the panels of the game's own (its plates, a team's or the round's panel, a score
        sheet beside the table, a card it draws itself); returns those panels as drawn, which
        the messages keep off as they keep off the table's plates."""

    @abstractmethod
    def plates(self, obs: ObsT) -> Sequence[PlacedPlate]:
        """Every seat's plate."""

    @abstractmethod
    def targets(self, obs: ObsT, legal: Sequence[Action]) -> Sequence[Target]:
        """What the person at the screen can act on now (only asked when they may act)."""

    def draw_controls(self, surface: pygame.Surface, targets: Sequence[Target]) -> None:
        """The faces of targets that are buttons of the game's own (the table rings them)."""

    @abstractmethod
    def status(self, obs: ObsT) -> str:
        """One line for the top bar: whose turn it is, what the game waits for."""

    @abstractmethod
    def spot(self, about: Seat | None) -> tuple[int, int]:
        """Where a message about `about` goes (None: the table itself)."""

    def seat_at(self, seat: Seat) -> pygame.Rect | None:
        """Where the seat's cards are, for the leader that joins a message about the seat to
        it where the message had to land away from its `spot` (None: the leader ends at the
        spot)."""
        return None

    def animate(self, moment: Moment) -> None:
        """Queue what the move does on the table: each event's animation in turn; the strip
        keeps the last move from when its animation has been queued."""
        for event in moment.events:
            self.animations[type(event)](self, event, moment)
            if type(event) in self.last_moves:
                self.narration.keep(last_move(self.game, event, self.say()))

    def settle(self, obs: ObsT) -> None:
        """Forget what was staged for the animation (new eyes, a jump in a replay)."""

    def recall(self, log: Sequence[Event]) -> None:
        """The eyes' log of the moves made before the table opened (a resumed game, new eyes
        at a pass-and-play table): for what a game keeps from events (Quattro's known cards)."""

    def clear_selection(self) -> bool:
        """Drop a half-made choice; True if there was one."""
        return False

    def keys(self) -> Mapping[int, Callable[[], None]]:
        """The game's own keys (besides Esc, H, L, R and F1)."""
        return {}

    def acting_cards(self, obs: ObsT) -> Sequence[pygame.Rect]:
        """The cards of each seat to act now, which the table marks round (`draw_acting`):
        by default those of the plates that say `acting`."""
        return [placed.anchor for placed in self.plates(obs) if placed.plate.acting]

    def overlay(self) -> pygame.Rect | None:
        """The panel the person opened over the table, while it is open (Polar's score sheet
        where no free place holds it): drawn over the cards (`draw_overlay`), it takes the
        input - nothing under it can be acted on; Esc or a click outside closes it."""
        return None

    def draw_overlay(self, surface: pygame.Surface, obs: ObsT) -> None:
        """The open `overlay`, over the cards and the targets, under the top bar and messages."""

    def close_overlay(self) -> None:
        """Close the open `overlay`."""

    def keep_clear(self, obs: ObsT) -> Sequence[pygame.Rect]:
        """What the narration must not cover besides the targets and the top bar (the cards
        that matter now, a panel a person opened)."""
        return ()

    def hinted(self, action: Action) -> Sequence[pygame.Rect]:
        """The cards a hint for `action` names, ringed with its target (Polar's "your top-left
        card", while the hint's button is only the step that leads there)."""
        return ()

    def click(self, pos: tuple[int, int]) -> bool:
        """A left click on no target (a switch of the game's own that is there whoever acts);
        True if it was the game's."""
        return False

    def chapter_label(self, number: int, total: int) -> str:
        """Which part of the game a replay stands in (the game's word: a deal, a round)."""
        return tr("Round {number} of {total}", number=number, total=total)

    def spectator_seat(self, match: Match) -> Seat:
        """Whose observation is drawn while nobody in particular looks."""
        return SPECTATOR

    def rematch(self, config: MatchConfig, obs: ObsT) -> MatchConfig:
        """ "Play again": the same people and options, a fresh shuffle."""
        return replace(config, seed=random.randrange(2**31), setup=dict(config.setup))

    # -- what the game may use -----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        """A table of `size`: the game's layout above the strip that keeps the last move."""
        self.size = size
        self.layout = self.relayout(board_size(size))

    @property
    def layout_height(self) -> int:
        """The height the layout was made for (a replay's and a review's table is shorter than
        the window): the plates' type follows it, as the layouts' room for them does."""
        return board_size(self.size)[1]

    @property
    def strip(self) -> pygame.Rect:
        """The strip along the bottom that keeps the last move (no layout box may cover it)."""
        return last_strip(self.size)

    def say(self) -> Narrator:
        """Who reads: the person whose eyes these are reads "you" (the table says who: not an
        AI seat an all-AI table is watched from); a spectator, everybody's names."""
        if self.table.reader is not None:
            return Narrator(tuple(self.table.names), self.table.reader())
        sees = self.eyes.sees
        return Narrator(tuple(self.table.names), sees if sees >= 0 else None)

    stage = Forward[Choreography]("table", "choreography")
    narration = Forward[Narration]("table")
    painter = Forward[CardPainter]("table")
    eyes = Forward[Eyes]("table")

    def name(self, seat: Seat) -> str:
        return self.table.names[seat]

    def colour(self, key: str) -> tuple[int, int, int]:
        return self.table.host.assets.colour(key)
