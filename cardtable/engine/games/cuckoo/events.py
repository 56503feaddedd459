"""Cuckoo's events and what a seat observes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ...core import Action, Card, Event, Seat
from .cards import FOOL, DealEnd, LossCause, StockOutcome

# --- Events -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealStarted(Event):
    """A deal begins: its number (skipped deals count), dealer and participants in turn order."""

    starts_chapter: ClassVar[bool] = True
    deal: int
    dealer: Seat
    participants: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class DealSkipped(Event):
    """Rule 1: fewer than two could take part; the resting players return."""

    deal: int
    resting: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class CardDealt(Event):
    """One card face down to `seat` (a Fool is shown face up: rule 4)."""

    seat: Seat
    card: Card | None

    def redact(self, seat: Seat) -> Event:
        if seat == self.seat or self.card == FOOL:
            return self
        return CardDealt(self.seat, None)


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class SwapRequested(Event):
    seat: Seat
    from_stock: bool  # the dealer's swap goes to the stock


@dataclass(frozen=True, slots=True)
class Refused(Event):
    """A matador held by `holder` answers `requester`'s request; it is revealed to everybody.
    `penalty`: the requester loses a life (Dragoon, Cat). A Cuckoo ends the deal."""

    holder: Seat
    requester: Seat
    card: Card
    penalty: bool


@dataclass(frozen=True, slots=True)
class Exchanged(Event):
    """`requester` gave `given` to `target` and received `received`. Both see both cards;
    everybody else sees only a Fool (rule 4)."""

    requester: Seat
    target: Seat
    given: Card | None
    received: Card | None

    def redact(self, seat: Seat) -> Event:
        if seat == self.requester or seat == self.target:
            return self
        given = self.given if self.given == FOOL else None
        received = self.received if self.received == FOOL else None
        if given == self.given and received == self.received:
            return self
        return Exchanged(self.requester, self.target, given, received)


@dataclass(frozen=True, slots=True)
class StockTurned(Event):
    """A matador turned up from the stock for `requester` (public); it is set aside.
    `outcome`: it passes (House/Horse: the next card is turned), or the Dragoon, Cat or Cuckoo
    acts."""

    requester: Seat
    card: Card
    outcome: StockOutcome


@dataclass(frozen=True, slots=True)
class StockExchanged(Event):
    """`requester` takes `new_card` from the stock; `old_card` is set aside face up (public).
    Only the requester sees the new card, unless it is a Fool."""

    requester: Seat
    old_card: Card
    new_card: Card | None

    def redact(self, seat: Seat) -> Event:
        if seat == self.requester or self.new_card == FOOL:
            return self
        return StockExchanged(self.requester, self.old_card, None)


@dataclass(frozen=True, slots=True)
class StockRanOut(Event):
    """Rule 8: "If the stock runs out while redrawing, the requester keeps their card"."""

    requester: Seat


@dataclass(frozen=True, slots=True)
class ExchangesUndone(Event):
    """The Cat: every exchange made earlier in the deal is undone, latest first."""

    count: int


@dataclass(frozen=True, slots=True)
class LifeLost(Event):
    """`reason`: a Dragoon's or Cat's penalty during the deal, or the settlement."""

    seat: Seat
    lives_left: int
    reason: LossCause


@dataclass(frozen=True, slots=True)
class PlayerOut(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class Revealed(Event):
    """The deal's end: every card still in the deal is turned up (None: not in the deal)."""

    cards: tuple[Card | None, ...]


@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    deal: int
    ended_by: DealEnd
    lost: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class Resting(Event):
    """Fool holders still alive rest for the next deal."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class MatchOver(Event):
    winner: Seat | None
    draw: bool


# --- Records and observations -----------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealRecord:
    """One finished deal (FORMAT.md `history`): its dealer (None: skipped), the cards of the
    participants still in it at its end (None for everybody else), the seats penalized by a
    Dragoon/Cat, the seats that lost a life in its settlement, and how it ended."""

    dealer: Seat | None
    cards: tuple[Card | None, ...]
    penalized: tuple[Seat, ...]
    lost: tuple[Seat, ...]
    ended_by: DealEnd

    def as_json(self) -> dict[str, Any]:
        return {
            "dealer": self.dealer,
            "cards": list(self.cards),
            "penalized": list(self.penalized),
            "lost": list(self.lost),
            "ended_by": self.ended_by.value,
        }


@dataclass(frozen=True, slots=True)
class CuckooObservation:
    """What `seat` sees on the table now. Never another seat's hidden card (even one it passed
    on: that is memory, kept in its events)."""

    seat: Seat
    lives: tuple[int, ...]
    dealer: Seat
    deal: int
    resting: tuple[Seat, ...]
    participants: tuple[Seat, ...]  # turn order: left of the dealer first, dealer last
    eliminated: tuple[Seat, ...]  # left this deal at zero lives (sorted)
    turn: Seat | None
    own_card: Card | None  # None when not in the deal
    public_cards: tuple[Card | None, ...]  # face-up cards per seat
    stock_size: int
    set_aside: tuple[Card, ...]  # in the order they were set aside
    turns_taken: tuple[tuple[Seat, Action], ...]  # (seat, "keep"/"swap") in turn order
    last_deal: DealRecord | None
