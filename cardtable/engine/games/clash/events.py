"""Dual Clash Poker's events and what a seat observes."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import ClassVar

from ...core import Card, Event, Seat
from .cards import ClashPhase, RoundRecord, Team, partner_of

# --- Events ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SetStarted(Event):
    """A set begins: "A new set starts with everyone's full 8 cards"."""

    starts_chapter: ClassVar[bool] = True
    set_number: int


@dataclass(frozen=True, slots=True)
class Committed(Event):
    """`seat` chose its card in secret. Only the seat itself sees the card and, in the basic
    variant, its partner; everyone else sees that a card was committed."""

    seat: Seat
    card: Card | None
    partner_sees: bool = False

    def redact(self, seat: Seat) -> Event:
        if seat == self.seat or (self.partner_sees and seat == partner_of(self.seat)):
            return self
        return dataclasses.replace(self, card=None)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """ "The four cards are turned up together" (cards by seat)."""

    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class JokerNamed(Event):
    seat: Seat
    value: int


@dataclass(frozen=True, slots=True)
class Burned(Event):
    """The cards of `seats` burn (equal values, or two or more jokers)."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class RoundWon(Event):
    """`seat` played the highest remaining card: the round goes to `team`."""

    starts_chapter: ClassVar[bool] = True  # a replay steps round by round
    team: Team
    seat: Seat
    score: tuple[int, int]


@dataclass(frozen=True, slots=True)
class RoundReplayed(Event):
    """No card remains: the four cards go back to their owners and the round is replayed."""

    starts_chapter: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class ReplaysDecided(Event):
    """A round replayed a third time in a row goes to `team`, the last team to win a round of
    the match (Black when none has yet); its four cards are out as in a won round."""

    team: Team
    score: tuple[int, int]
    starts_chapter: ClassVar[bool] = True


@dataclass(frozen=True, slots=True)
class SetWon(Event):
    team: Team
    medals: tuple[int, int]


@dataclass(frozen=True, slots=True)
class MatchWon(Event):
    team: Team


# --- Observation ----------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ClashObservation:
    """What one seat sees (seat -1: a spectator; OPEN: every commit). Hands are public by rule
    ("everyone knows which cards everyone still holds"). Here a committed card is still counted
    in its owner's hand until the reveal, because most seats may not know which card it is (the
    JSON summary lists it in front of its player instead). `commits` shows only the commits this
    seat may see (its own; in basic also its partner's). `leaders` are the seats that commit
    first this round in basic (one per team), empty in advanced."""

    seat: Seat
    variant: str
    phase: ClashPhase
    hands: tuple[tuple[Card, ...], ...]
    committed: tuple[bool, ...]
    commits: tuple[Card | None, ...]
    leaders: tuple[Seat, ...]
    table: tuple[Card, ...] | None
    joker_seat: Seat | None
    score: tuple[int, int]
    medals: tuple[int, int]
    set_number: int
    round_number: int
    rounds: tuple[RoundRecord, ...]
    winner: str | None
