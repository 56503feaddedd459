"""Polar Pairs: a four-card Golf-family game whose tens carry animal pictures.

Rules and rulings: docs/rules/polar.md (the sections cited in the comments are the rules'
own).

Seats sit clockwise in increasing order: a player's left is seat + 1, their right seat - 1.
A hand is four slots: 0-1 the far row, 2-3 the near row. Every turn turns exactly one face-down
slot face up, so a round is exactly four turns per player.

The package, from the ground up: `cards` (cards, actions, phases, refusals), `events` (events
and observations), `state` (the rules in play), `resample` (the table as one seat knows it),
`spec` (setup and the spec). Everything is imported from here.
"""

from __future__ import annotations

from .cards import (
    ALL_UP,
    CANONICAL_DECK,
    CANONICAL_INDEX,
    DECIDE_ACTIONS,
    DRAW,
    DRAW_RANK,
    FLIP,
    KEEP,
    KINDS,
    MINUS_FIVE,
    NEAR_ROW,
    NO_ACTIONS,
    PARSED,
    POINTS,
    ROUNDS,
    SEAT_TUPLES,
    SHORT_ROUNDS,
    SLOTS,
    TAKE,
    TAKE_ONLY_ACTIONS,
    TENS,
    TURN_ACTIONS,
    VERB_NAMES,
    WILD,
    PolarReason,
    hand_score,
    is_four_of_a_kind,
)
from .events import (
    DealerChosen,
    DealerDraw,
    DiscardStarted,
    Drew,
    Flipped,
    GameOver,
    InstantWin,
    KeptDrawn,
    PolarObservation,
    RoundDealt,
    RoundScored,
    StockRebuilt,
    Took,
)
from .resample import PolarResampler, RoundStory, round_story
from .spec import SPEC, new_state
from .state import PolarState

__all__ = [
    "ALL_UP",
    "CANONICAL_DECK",
    "CANONICAL_INDEX",
    "DECIDE_ACTIONS",
    "DRAW",
    "DRAW_RANK",
    "FLIP",
    "KEEP",
    "KINDS",
    "MINUS_FIVE",
    "NEAR_ROW",
    "NO_ACTIONS",
    "PARSED",
    "POINTS",
    "ROUNDS",
    "SEAT_TUPLES",
    "SHORT_ROUNDS",
    "SLOTS",
    "SPEC",
    "TAKE",
    "TAKE_ONLY_ACTIONS",
    "TENS",
    "TURN_ACTIONS",
    "VERB_NAMES",
    "WILD",
    "DealerChosen",
    "DealerDraw",
    "DiscardStarted",
    "Drew",
    "Flipped",
    "GameOver",
    "InstantWin",
    "KeptDrawn",
    "PolarObservation",
    "PolarReason",
    "PolarResampler",
    "PolarState",
    "RoundDealt",
    "RoundScored",
    "RoundStory",
    "StockRebuilt",
    "Took",
    "hand_score",
    "is_four_of_a_kind",
    "new_state",
    "round_story",
]
