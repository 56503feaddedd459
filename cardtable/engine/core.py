"""The engine's protocols: a game, its state, actions, events, observations and errors.

Shape (docs/engine.md): a `State` says who may act (`to_act`), what they may do
(`legal_actions`), applies one move (`apply`, returning `Event`s), and shows each seat exactly
what that seat may see (`observe`). Everything random goes through the state's `ShuffleSource`,
so (options, setup, seed, shuffles, actions) reproduce a game exactly.

Actions are plain strings in the scenario format without the seat: ``"swap"``,
``"trade R3 vp1"``, ``"take 2"``. They are cheap to compare, print and save.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, ClassVar, Generic, TypeVar

Seat = int
Action = str
Card = str

SPECTATOR: Seat = -1  # `observe(SPECTATOR)`: only what everybody at the table sees
OPEN: Seat = -2  # the seat of `observe_open()`: every card face up (replays)

ObsT = TypeVar("ObsT")


class Code(str, Enum):
    """A coded value of a game (a phase, a cause, how something ended) that is also its plain
    string: JSON, YAML comparisons and `obs.phase == "trade"` keep working."""

    def __str__(self) -> str:
        return str.__str__(self)


class ScoreSense(Code):
    """Which way `Outcome.scores` point."""

    HIGHER = "higher"  # more is better (Quattro's sums, Clash's medals)
    LOWER = "lower"  # fewer points are better (Polar Pairs)


class CommonReason(str, Enum):
    """Why any game may refuse a move; each game adds a Reason enum of its own. The values are
    stable codes (logs, developers); `cardtable.text` words every reason for a person."""

    GAME_OVER = "game-over"
    NO_SUCH_SEAT = "no-such-seat"  # details: seat (a game may add seats, the table's size)
    NOT_YOUR_TURN = "not-your-turn"  # details: seat, turn (the seat whose turn it is)
    NOT_A_MOVE = "not-a-move"  # details: action


class IllegalAction(ValueError):
    """A move that the rules do not allow now, as data: `reason` is a member of CommonReason or
    of the game's own Reason enum, `details` are ids and numbers (seats, card ids, slots, verbs
    of the scenario format), never words. `str()` is a developer's form,
    ``card-not-held (seat=0, card='H7')``; people read `cardtable.text.rejection`."""

    def __init__(self, reason: Enum, /, **details: Any) -> None:
        super().__init__(reason)
        self.reason = reason
        self.details: dict[str, Any] = details

    def __str__(self) -> str:
        code = str(self.reason.value)
        shown = ", ".join(f"{key}={value!r}" for key, value in self.details.items())
        return f"{code} ({shown})" if shown else code


class ScenarioError(ValueError):
    """Malformed input (a scenario, a save, options, a shuffle list). Names the place."""

    def __init__(self, message: str, place: str = "") -> None:
        self.place = place
        super().__init__(f"{place}: {message}" if place else message)


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened. Subclasses are frozen dataclasses.

    `redact(seat)` returns the form of the event that `seat` may see: by default everything
    is public; events carrying hidden cards override it. `starts_chapter` marks the events a
    replay steps to "by deal/round/set".
    """

    starts_chapter: ClassVar[bool] = False

    def redact(self, seat: Seat) -> Event:
        return self


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game. `winners` is empty exactly when `draw` is true
    (and for games that cannot be drawn, never empty)."""

    winners: tuple[Seat, ...]
    draw: bool = False
    scores: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class OptionSpec:
    """A game option: its default and which values are allowed. `seats`: the seat counts at
    which it may differ from its default (None: any)."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str = ""
    seats: tuple[int, ...] | None = None

    def allowed_at(self, seats: int) -> bool:
        return self.seats is None or seats in self.seats


# The shuffles (a cards.ShuffleSource) and the resampler's types live in modules that import
# this one, so they are not named here (no import circle, not even for annotations).
NewState = Callable[[int, dict[str, Any], dict[str, Any], Any], "tuple[State[Any], list[Event]]"]


@dataclass(frozen=True, slots=True)
class Seats:
    """How many may play a game: any number from `least` to `most`, `default` unless told."""

    least: int
    most: int
    default: int

    @classmethod
    def exactly(cls, count: int) -> Seats:
        """A game for `count` players, no more and no fewer."""
        return cls(count, count, count)


@dataclass(frozen=True)
class GameSpec:
    """What a game is: its id, seats, options, setup keys, deck and verbs.

    `verbs` maps each verb to the kinds of its arguments: ``"card"`` (a card id of this game),
    ``"int"`` (a whole number, e.g. a slot or a joker value) or ``"vp"`` (``vp1`` … ``vp6``).
    `new_state(seats, options, setup, shuffles)` deals a game and returns it with its opening
    events. `teams`: the team of each seat where seats play in teams (None: every seat for
    itself). `score_sense` says what `Outcome.scores` are: points where higher or lower is
    better, or None when they are no score a person would call one (Cuckoo's lives left).
    `resampler(view)`: the game's honest sample-state constructor (engine/sampling.py).
    """

    id: str
    title: str
    seats: Seats
    options: tuple[OptionSpec, ...]
    setup_keys: tuple[str, ...]
    deck: tuple[Card, ...]
    verbs: Mapping[str, tuple[str, ...]]
    new_state: NewState = field(repr=False, compare=False)
    teams: tuple[int, ...] | None = None
    score_sense: ScoreSense | None = None
    resampler: Callable[[Any], Any] | None = field(  # view.View -> sampling.Resampler
        default=None, repr=False, compare=False
    )

    @property
    def card_ids(self) -> frozenset[Card]:
        return frozenset(self.deck)

    @property
    def default_seats(self) -> int:
        return self.seats.default

    def allowed_seats(self) -> tuple[int, ...]:
        return tuple(range(self.seats.least, self.seats.most + 1))

    def option_defaults(self) -> dict[str, Any]:
        return {o.name: o.default for o in self.options}


class State(ABC, Generic[ObsT]):
    """One game in progress, observed as `ObsT`. Subclasses keep their data in ``__slots__``;
    `clone` copies them (engine/clone.py: the AI's search clones states constantly)."""

    spec: ClassVar[GameSpec]
    n_seats: int

    @abstractmethod
    def to_act(self) -> tuple[Seat, ...]:
        """Seats that may act now: one, several for simultaneous choices, none when over."""

    @abstractmethod
    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        """Every move `seat` may make now (empty when it may not act)."""

    @abstractmethod
    def apply(self, seat: Seat, action: Action) -> list[Event]:
        """Validate and make a move; raise `IllegalAction` saying why not."""

    def advance(self, seat: Seat, action: Action) -> None:
        """The search's move: `action` is one of `legal_actions(seat)`, and nobody reads the
        events. A game may make it faster (no second check, no events) with the same rules;
        by default it is `apply`."""
        self.apply(seat, action)

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once over, else None."""

    @abstractmethod
    def clone(self) -> State[ObsT]: ...

    @abstractmethod
    def observe(self, seat: Seat) -> ObsT:
        """A frozen dataclass with exactly what `seat` may see now (SPECTATOR: what everybody
        sees)."""

    @abstractmethod
    def observe_open(self) -> ObsT:
        """The table as a replay shows it: every card face up, in the game's own observation
        type (its `seat` is OPEN where the type allows; the stock stays a pile)."""

    @abstractmethod
    def card_at(self, place: tuple[str | int, ...]) -> Card | None:
        """The card at a place as the game's resampler names it (engine/sampling.py), seen by
        nobody in particular: for tests, which compare a resampled state with the real one."""

    @abstractmethod
    def summary(self) -> dict[str, Any]:
        """The game's keys of the `cardtable replay --json` object (FORMAT.md), omniscient."""

    @abstractmethod
    def redeal_hidden(self, seat: Seat, rng: random.Random) -> State[ObsT]:
        """A copy in which the cards `seat` cannot see now are shuffled among the places it
        cannot see (respecting only what is on the table, not what could be inferred).
        Used to prove that observations leak nothing."""

    @abstractmethod
    def all_cards(self) -> list[Card]:
        """Every card of the game wherever it is (for the conservation property test)."""

    def public_events(self, events: Sequence[Event]) -> list[Event]:
        """The form of `events` that a spectator (no seat) may see."""
        return [e.redact(-1) for e in events]


Events = list[Event] | None
"""Where a move writes what happened: None for the search's move, whose events nobody reads."""


class MovesByRule(State[ObsT]):
    """A game whose moves are all made by one `_move` that writes events only when given a
    list: `apply` checks the move and collects its events, the search's `advance` does neither
    (its moves come from `legal_actions`), so both run the same rules."""

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if action not in self.legal_actions(seat):
            raise self._why_illegal(seat, action)
        events: list[Event] = []
        self._move(seat, action, events)
        return events

    def advance(self, seat: Seat, action: Action) -> None:
        self._move(seat, action, None)

    @abstractmethod
    def _move(self, seat: Seat, action: Action, events: Events) -> None: ...

    @abstractmethod
    def _why_illegal(self, seat: Seat, action: Action) -> IllegalAction:
        """Why `action` is not a legal move of `seat` now."""
