"""Quattro's events, the end and scoring, and what a seat observes."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from cardtable.engine.core import Card, Event, Seat

from .cards import NUMBER, QuattroPhase, is_quattro

# --- Events -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A player is dealt four cards (only the owner sees them)."""

    seat: Seat
    cards: tuple[Card, ...] | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else Dealt(self.seat, None)


@dataclass(frozen=True, slots=True)
class MulliganTaken(Event):
    """Everybody sees how many mulligans were taken; only the owner sees the new hand."""

    seat: Seat
    count: int
    cards: tuple[Card, ...] | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else MulliganTaken(self.seat, self.count, None)


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class AutoKept(Event):
    """After a second mulligan the hand is kept automatically."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class VPsDealt(Event):
    """The 18 remaining cards go three each to vp1…vp6, hidden from both players."""


@dataclass(frozen=True, slots=True)
class RevealChosen(Event):
    """A player secretly chooses the card to reveal (the other seat sees only that it chose)."""

    seat: Seat
    card: Card | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else RevealChosen(self.seat, None)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Both choices are turned face up together."""

    starts_chapter: ClassVar[bool] = True
    cards: tuple[Card, Card]
    reveal: int


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    starts_chapter: ClassVar[bool] = True
    window: int
    slot: int


@dataclass(frozen=True, slots=True)
class Traded(Event):
    """The given card is shown to everybody; the card given back only to the receiver (unless it
    was lying face up in the VP's hand)."""

    seat: Seat
    vp: int  # 1-6
    given: Card
    received: Card | None
    received_public: bool

    def redact(self, seat: Seat) -> Event:
        if seat == self.seat or self.received_public:
            return self
        return Traded(self.seat, self.vp, self.given, None, False)


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class AutoPassed(Event):
    """A player who has traded with all six VPs passes automatically."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class WindowEnded(Event):
    window: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    quattro: tuple[bool, bool]
    sums: tuple[int, int]
    winner: Seat | None
    draw: bool


# --- End and scoring --------------------------------------------------------------------------


def score(first_hand: Sequence[Card], second_hand: Sequence[Card]) -> GameOver:
    """The result for the final hands of seat 0 and seat 1."""
    quattro = (is_quattro(first_hand), is_quattro(second_hand))
    numbers = ([NUMBER[c] for c in first_hand], [NUMBER[c] for c in second_hand])
    sums = (sum(numbers[0]), sum(numbers[1]))
    winner: Seat | None
    if quattro[0] != quattro[1]:
        # If exactly one player has a Quattro, that player wins.
        winner = 0 if quattro[0] else 1
    elif sums[0] != sums[1]:
        # Otherwise (both or neither) the higher sum wins; ...
        winner = 0 if sums[0] > sums[1] else 1
    else:
        # ... on equal sums compare the numbers sorted high to low, first difference wins; if
        # all are equal the game is a draw.
        high = (sorted(numbers[0], reverse=True), sorted(numbers[1], reverse=True))
        winner = None if high[0] == high[1] else int(high[1] > high[0])
    return GameOver(quattro, sums, winner, winner is None)


# --- Observation ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QuattroObservation:
    """What `seat` sees on the table. Never a VP's face-down card or the opponent's private
    card, nor the opponent's pending reveal.

    Eyes that belong to no seat see seat 0 as the near player ("own") and seat 1 as the
    opponent: a spectator (seat -1) sees of seat 0 only what everybody does (`hand` holds its
    revealed cards and those everyone saw it receive face up; the rest of its four cards are
    face down); OPEN eyes (replays) see every card, the VPs' face-down ones in
    `vp_face_down`, and the opponent's whole hand in `opponent_public_hidden`."""

    seat: Seat
    phase: QuattroPhase
    first: Seat  # P1, who trades first
    hand: tuple[Card, ...]  # own cards, sorted, revealed included
    revealed: tuple[Card, ...]  # own face-up cards, sorted
    pending_reveal: Card | None  # own chosen, not yet turned up
    opponent_revealed: tuple[Card, ...]
    opponent_hidden_count: int
    opponent_public_hidden: tuple[Card, ...]  # hidden cards everyone saw leave a VP face up
    opponent_chose_reveal: bool
    vp_face_up: tuple[tuple[Card, ...], ...]  # the cards given to each VP, sorted
    vp_face_down_count: tuple[int, ...]
    mulligans: tuple[int, int]
    traded: tuple[tuple[int, ...], tuple[int, ...]]
    passed: tuple[bool, bool]
    snake_slot: int
    stock_size: int
    window: int  # trading windows opened so far (0 before the first)
    vp_face_down: tuple[tuple[Card, ...], ...] = ()  # OPEN eyes only
