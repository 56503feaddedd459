"""Cuckoo (Gnav) (rules and rulings: docs/rules/cuckoo.md).

Each deal every participant holds one card and, in turn, keeps it or asks to swap it with the
next player on the left (the dealer swaps with the stock). Matadors refuse: a House or Horse
passes the request on, a Dragoon costs the requester a life, a Cat costs a life and undoes every
exchange of the deal, a Cuckoo ends the deal. At the settlement the lowest card loses a life (a
Fool is lower than everything); the last player with lives left wins.

The package, from the ground up: `cards` (cards, actions, phases, refusals), `events` (events
and observations), `state` (the rules in play), `resample` (the table as one seat knows it),
`spec` (setup and the spec). Everything is imported from here.
"""

from __future__ import annotations

from .cards import (
    BY_CUCKOO,
    BY_DEALER,
    BY_LAST_PLAYER,
    CAT,
    CLOCKWISE,
    CUCKOO,
    DECK,
    DRAGOON,
    FOOL,
    HORSE,
    HOUSE,
    KEEP,
    MATADORS,
    NO_ACTIONS,
    NOTHING_SHOWN,
    ONE_SEAT,
    PASSES_ON,
    RANK,
    RANKS,
    SKIPPED,
    SWAP,
    TURN_ACTIONS,
    CuckooReason,
    DealEnd,
    LossCause,
    StockOutcome,
    settlement_losers,
)
from .events import (
    CardDealt,
    CuckooObservation,
    DealEnded,
    DealRecord,
    DealSkipped,
    DealStarted,
    Exchanged,
    ExchangesUndone,
    Kept,
    LifeLost,
    MatchOver,
    PlayerOut,
    Refused,
    Resting,
    Revealed,
    StockExchanged,
    StockRanOut,
    StockTurned,
    SwapRequested,
)
from .resample import CuckooResampler, DealStory, deal_story
from .spec import SPEC, new_state
from .state import CuckooState

__all__ = [
    "BY_CUCKOO",
    "BY_DEALER",
    "BY_LAST_PLAYER",
    "CAT",
    "CLOCKWISE",
    "CUCKOO",
    "DECK",
    "DRAGOON",
    "FOOL",
    "HORSE",
    "HOUSE",
    "KEEP",
    "MATADORS",
    "NOTHING_SHOWN",
    "NO_ACTIONS",
    "ONE_SEAT",
    "PASSES_ON",
    "RANK",
    "RANKS",
    "SKIPPED",
    "SPEC",
    "SWAP",
    "TURN_ACTIONS",
    "CardDealt",
    "CuckooObservation",
    "CuckooReason",
    "CuckooResampler",
    "CuckooState",
    "DealEnd",
    "DealEnded",
    "DealRecord",
    "DealSkipped",
    "DealStarted",
    "DealStory",
    "Exchanged",
    "ExchangesUndone",
    "Kept",
    "LifeLost",
    "LossCause",
    "MatchOver",
    "PlayerOut",
    "Refused",
    "Resting",
    "Revealed",
    "StockExchanged",
    "StockOutcome",
    "StockRanOut",
    "StockTurned",
    "SwapRequested",
    "deal_story",
    "new_state",
    "settlement_losers",
]
