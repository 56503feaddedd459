"""Cuckoo's cards, actions and phases, why a move is refused, and who loses at the settlement."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from ...core import Action, Card, Code, Seat

# --- Cards ------------------------------------------------------------------------------------
# "42 cards, no suits: two of each of 21 ranks", lowest to highest.
RANKS: tuple[Card, ...] = (
    "Fool", "Owl", "Pot", "0",
    "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII",
    "House", "Horse", "Cat", "Dragoon", "Cuckoo",
)  # fmt: skip
# "Canonical deck order: ranks low to high, each rank twice."
DECK: tuple[Card, ...] = tuple(rank for rank in RANKS for _ in range(2))
RANK: dict[Card, int] = {card: value for value, card in enumerate(RANKS)}

FOOL = "Fool"
HOUSE, HORSE, CAT, DRAGOON, CUCKOO = "House", "Horse", "Cat", "Dragoon", "Cuckoo"
# "The top five (House, Horse, Cat, Dragoon, Cuckoo) are the matadors."
MATADORS = frozenset((HOUSE, HORSE, CAT, DRAGOON, CUCKOO))
PASSES_ON = frozenset((HOUSE, HORSE))  # "refuses without penalty; the request passes on"

# --- Actions and outcomes ---------------------------------------------------------------------
KEEP, SWAP = "keep", "swap"
TURN_ACTIONS: tuple[Action, ...] = (KEEP, SWAP)
NO_ACTIONS: tuple[Action, ...] = ()


class DealEnd(Code):
    """How a deal ended."""

    DEALER = "dealer"  # after the dealer's turn
    CUCKOO = "cuckoo"  # a Cuckoo was shown
    LAST_PLAYER = "last-player"  # a penalty left one player in the deal
    SKIPPED = "skipped"  # fewer than two could take part


BY_DEALER, BY_CUCKOO, BY_LAST_PLAYER = DealEnd.DEALER, DealEnd.CUCKOO, DealEnd.LAST_PLAYER
SKIPPED = DealEnd.SKIPPED


class LossCause(Code):
    """Why a life was lost: a refusal's penalty during the deal, or the settlement."""

    DRAGOON = "dragoon"
    CAT = "cat"
    SETTLEMENT = "settlement"


class StockOutcome(Code):
    """What a matador turned up from the stock does."""

    PASSES = "passes"  # House or Horse: set aside, the next card is turned
    DRAGOON = "dragoon"
    CAT = "cat"
    CUCKOO = "cuckoo"


ONE_SEAT: tuple[tuple[Seat, ...], ...] = tuple((seat,) for seat in range(8))
# CLOCKWISE[n][dealer]: the seats of an n-seat table starting left of `dealer`, dealer last.
CLOCKWISE: tuple[tuple[tuple[Seat, ...], ...], ...] = tuple(
    tuple(tuple((dealer + k) % n for k in range(1, n + 1)) for dealer in range(n)) for n in range(9)
)
NOTHING_SHOWN: tuple[tuple[None, ...], ...] = tuple((None,) * n for n in range(9))


class CuckooReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat, not your turn)."""

    KEEP_OR_SWAP_ONLY = "keep-or-swap-only"  # details: seat, action


def settlement_losers(cards: Sequence[Card | None]) -> tuple[Seat, ...]:
    """Who loses a life in the settlement (sorted), from the participants' revealed cards
    (None: not in the deal). Cards compare by rank only:
    - no Fool: everyone tied for the lowest card;
    - one Fool: its holder, and everyone tied for the lowest card among the others;
    - two Fools: only the two Fool holders."""
    fools: list[Seat] = []
    lowest_others: list[Seat] = []
    lowest = len(RANKS)
    for seat, card in enumerate(cards):
        if card is None:
            continue
        if card == FOOL:
            fools.append(seat)
            continue
        rank = RANK[card]
        if rank < lowest:
            lowest, lowest_others = rank, [seat]
        elif rank == lowest:
            lowest_others.append(seat)
    if len(fools) == 2:
        return tuple(fools)
    return tuple(sorted(fools + lowest_others))
