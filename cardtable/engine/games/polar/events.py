"""Polar Pairs's events and what a seat observes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core import Card, Event, Seat

# --- Events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealerDraw(Event):
    """One draw for first dealer: the card each drawer turned up (None for seats not drawing)."""

    cards: tuple[Card | None, ...]
    drawers: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    seat: Seat
    highest: Seat  # who drew the highest card; the dealer sits to their right


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    """Four cards face down to each seat. `near` holds each seat's near row (slots 2, 3), which
    only that seat may peek at: redacted, a seat keeps only its own pair."""

    starts_chapter: ClassVar[bool] = True
    round: int
    dealer: Seat
    near: tuple[tuple[Card, Card] | None, ...]

    def redact(self, seat: Seat) -> Event:
        near = tuple(pair if s == seat else None for s, pair in enumerate(self.near))
        return RoundDealt(self.round, self.dealer, near)


@dataclass(frozen=True, slots=True)
class DiscardStarted(Event):
    card: Card


@dataclass(frozen=True, slots=True)
class Took(Event):
    seat: Seat
    slot: int
    taken: Card
    replaced: Card


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A card drawn from the stock: only the drawer sees it until it is kept or discarded."""

    seat: Seat
    card: Card | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else Drew(self.seat, None)


@dataclass(frozen=True, slots=True)
class KeptDrawn(Event):
    seat: Seat
    slot: int
    card: Card
    replaced: Card


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    seat: Seat
    slot: int
    discarded: Card
    revealed: Card


@dataclass(frozen=True, slots=True)
class StockRebuilt(Event):
    size: int


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    round: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class InstantWin(Event):
    """A four of a kind ended the game; `seats` is its holder (only one can complete it)."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[Seat, ...]
    totals: tuple[int, ...]


# --- Observation -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PolarObservation:
    seat: Seat  # -1 for a spectator, OPEN for every card face up
    round: int
    rounds: int
    dealer: Seat
    slots: tuple[tuple[Card | None, ...], ...]  # per seat, per slot: the card if face up
    discard_top: Card | None
    discard_size: int
    stock_size: int
    drawer: Seat | None  # the seat holding a drawn card not yet decided on
    drawn: Card | None  # that card, shown to the drawer only
    mover: Seat | None  # whose turn it is (None once the game is over)
    turns: tuple[int, ...]  # turns taken this round, per seat
    scores: tuple[tuple[int, ...], ...]  # one tuple per finished round
    totals: tuple[int, ...]
