"""Polar Pairs' cards, actions and hand scores, and why a move is refused."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from functools import cache

from ...cards import canonical_index
from ...core import Action, Card, Seat

# --- Cards -----------------------------------------------------------------------------------

MINUS_FIVE: Card = "-5"
WILD: Card = "W"
TENS: tuple[Card, ...] = ("10B", "10O", "10P")  # polar bear, snowy owl, penguin

# Canonical order: -5 -5 -5 -5 1 1 1 1 ... 9 9 9 9 10B x4 10O x4 10P x4 W.
KINDS: tuple[Card, ...] = (MINUS_FIVE, *(str(v) for v in range(1, 10)), *TENS)
CANONICAL_DECK: tuple[Card, ...] = (*(kind for kind in KINDS for _ in range(4)), WILD)
CANONICAL_INDEX: dict[Card, int] = canonical_index(CANONICAL_DECK)

# Points of every kind but the wild, which scores as whatever suits its holder best.
POINTS: dict[Card, int] = {
    MINUS_FIVE: -5,
    **{str(v): v for v in range(1, 10)},
    **dict.fromkeys(TENS, 10),
}

# First dealer: W highest, then the tens (all equal), then 9 down to 1, then -5.
DRAW_RANK: dict[Card, int] = {**POINTS, WILD: 11}

SLOTS = 4
NEAR_ROW = (2, 3)
ALL_UP = 0b1111
ROUNDS = 10
SHORT_ROUNDS = 5

# --- Actions (precomputed: legal actions are looked up, never built) --------------------------

TAKE, DRAW, KEEP, FLIP = range(4)
VERB_NAMES = ("take", "draw", "keep", "flip")
PARSED: dict[Action, tuple[int, int]] = {"draw": (DRAW, -1)}
for _slot in range(SLOTS):
    PARSED[f"take {_slot}"] = (TAKE, _slot)
    PARSED[f"keep {_slot}"] = (KEEP, _slot)
    PARSED[f"flip {_slot}"] = (FLIP, _slot)


def _face_down(mask: int) -> list[int]:
    return [slot for slot in range(SLOTS) if mask >> slot & 1]


# Indexed by the mask of face-down slots (bit i = slot i face down).
TURN_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    (*(f"take {s}" for s in _face_down(m)), "draw") for m in range(16)
)
TAKE_ONLY_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(f"take {s}" for s in _face_down(m)) for m in range(16)
)
DECIDE_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    (*(f"keep {s}" for s in _face_down(m)), *(f"flip {s}" for s in _face_down(m)))
    for m in range(16)
)
NO_ACTIONS: tuple[Action, ...] = ()
SEAT_TUPLES: tuple[tuple[Seat, ...], ...] = tuple((s,) for s in range(6))


# --- Scoring a hand --------------------------------------------------------------------------


def hand_score(hand: Sequence[Card]) -> int:
    """The points of a finished hand ("Scoring a hand")."""
    return _hand_score(tuple(sorted(hand)))


# Remembered by the cards in order (the score does not depend on the slots): the search scores
# every hand at every round's end, and four or fewer of 15 kinds make only about 3,900 hands
# (the AI's estimates score the known cards alone).
@cache
def _hand_score(hand: tuple[Card, ...]) -> int:
    score = 0
    lone_points: list[int] = []
    for kind in set(hand):
        if kind == WILD:
            continue
        count = hand.count(kind)
        if kind == MINUS_FIVE:
            score -= 5 * count  # -5s never cancel; each scores -5
        elif count == 1:
            score += POINTS[kind]
            lone_points.append(POINTS[kind])
        # two or three of a kind cancel (tens only with the same animal: they are kinds apart)
    if WILD in hand:
        # The wild becomes the kind that gives the lowest score: a copy of a lone card cancels
        # it, or it is a -5. Copying a pair or any other kind never does better.
        score += min(-5, -max(lone_points, default=0))
    return score


def is_four_of_a_kind(hand: Sequence[Card]) -> bool:
    """Four identical kinds, no wild (four -5s count)."""
    return hand[0] != WILD and hand.count(hand[0]) == SLOTS


class PolarReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat (details: seat,
    seats), not your turn, not a move)."""

    DECIDE_DRAWN_FIRST = "decide-drawn-first"  # details: seat, card (only the drawer meets it)
    NOTHING_DRAWN = "nothing-drawn"  # details: seat, verb
    DRAW_TAKES_NO_SLOT = "draw-takes-no-slot"
    STOCK_EMPTY = "stock-empty"
    NEEDS_SLOT = "needs-slot"  # details: verb
    SLOT_FACE_UP = "slot-face-up"  # details: seat, slot, verb
    NOT_LEGAL_NOW = "not-legal-now"  # details: action
