"""Quattro's cards, actions, phases and refusals, and how a virtual player ranks cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import Enum
from functools import lru_cache
from typing import Any

from cardtable.engine.cards import canonical_index
from cardtable.engine.core import Card, Code, Seat

# --- Cards ------------------------------------------------------------------------------------

# Colour priority: Red > Blue > Yellow > Green.
COLOURS = ("R", "B", "Y", "G")
ZERO: Card = "0"
# Canonical order: R1…R6 B1…B6 Y1…Y6 G1…G6 0 0.
DECK: tuple[Card, ...] = (
    *(f"{colour}{number}" for colour in COLOURS for number in range(1, 7)),
    ZERO,
    ZERO,
)
VP_COUNT = 6
HAND_SIZE = 4
MAX_MULLIGANS = 2
LAST_WINDOW = 3  # the window that precedes the fourth reveal
REVEALS = 4

CANONICAL = canonical_index(DECK)
# A zero is worth 0 points.
NUMBER: dict[Card, int] = {card: (0 if card == ZERO else int(card[1:])) for card in DECK}
# Bits of a card's number and colour; a 0 has none: it differs from every card in both.
MASK: dict[Card, int] = {
    card: 0 if card == ZERO else (1 << NUMBER[card]) | (1 << (8 + COLOURS.index(card[0])))
    for card in DECK
}
# Higher number first; ties between equal numbers go by colour priority.
VP_PREFERENCE: dict[Card, int] = {
    card: 0 if card == ZERO else NUMBER[card] * 4 + (3 - COLOURS.index(card[0])) for card in DECK
}
ALL_VPS_MASK = (1 << VP_COUNT) - 1
# Once two revealed cards share a number or a colour no card can complete a Quattro: the mask
# then holds every number and colour bit, so no card is a candidate for a virtual player.
CLASHED = (1 << 12) - 1

# Every action string, built once.
KEEP, MULLIGAN, PASS = "keep", "mulligan", "pass"
REVEAL_ACTION: dict[Card, str] = {card: f"reveal {card}" for card in DECK}
# TRADE_ACTIONS[card][untraded_mask]: the trades of `card` with each VP still untraded.
TRADE_ACTIONS: dict[Card, tuple[tuple[str, ...], ...]] = {
    card: tuple(
        tuple(f"trade {card} vp{vp + 1}" for vp in range(VP_COUNT) if mask >> vp & 1)
        for mask in range(ALL_VPS_MASK + 1)
    )
    for card in DECK
}
# action -> (verb, card, vp index 0-5)
PARSED: dict[str, tuple[str, Card | None, int]] = {
    KEEP: (KEEP, None, -1),
    MULLIGAN: (MULLIGAN, None, -1),
    PASS: (PASS, None, -1),
    **{REVEAL_ACTION[card]: ("reveal", card, -1) for card in DECK},
    **{f"trade {card} vp{vp + 1}": ("trade", card, vp) for card in DECK for vp in range(VP_COUNT)},
}


class QuattroPhase(Code):
    MULLIGAN = "mulligan"
    REVEAL = "reveal"
    TRADE = "trade"
    OVER = "over"


MULLIGAN_PHASE, REVEAL_PHASE = QuattroPhase.MULLIGAN, QuattroPhase.REVEAL
TRADE_PHASE, OVER = QuattroPhase.TRADE, QuattroPhase.OVER


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=CANONICAL.__getitem__))


def is_quattro(cards: Sequence[Card]) -> bool:
    """Four cards whose non-zero cards have pairwise different numbers and colours (a 0 is
    wild)."""
    seen = 0
    for card in cards:
        mask = MASK[card]
        if seen & mask:
            return False
        seen |= mask
    return len(cards) == HAND_SIZE


def with_revealed(mask: int, card: Card) -> int:
    """The numbers and colours of the trader's revealed cards (`mask`) once `card` is revealed
    too; `CLASHED` as soon as two of them share a number or a colour."""
    bits = MASK[card]
    return CLASHED if mask & bits else mask | bits


def revealed_mask(cards: Sequence[Card]) -> int:
    """The mask of a trader's revealed cards, for the virtual players' choice."""
    mask = 0
    for card in cards:
        mask = with_revealed(mask, card)
    return mask


ZERO_RANK = 1000
CANDIDATE_BONUS = 100  # above every VP_PREFERENCE


def vp_rank(card: Card, revealed_mask: int) -> int:
    """How a virtual player orders its cards for a trader whose revealed cards make
    `revealed_mask` (`revealed_mask()`): the higher, the sooner it gives the card.
    1. A 0 first. 2. Then the candidates, the cards that differ in number and colour from every
    revealed card (none once the revealed cards clash: no card can complete a Quattro then).
    3. Then the rest. Within 2 and 3, the higher number, then colour priority."""
    if card == ZERO:
        return ZERO_RANK
    return VP_PREFERENCE[card] + (0 if MASK[card] & revealed_mask else CANDIDATE_BONUS)


@lru_cache(maxsize=4096)
def vp_ranking(revealed_mask: int) -> Mapping[Card, int]:
    """`vp_rank` of every card for one trader's revealed cards (a pure memo)."""
    return {card: vp_rank(card, revealed_mask) for card in DECK}


def vp_gives(
    face_down: Sequence[Card], face_up: Sequence[Card], revealed_mask: int
) -> tuple[Card, bool]:
    """The card a virtual player gives back (before it receives the given card), and whether it
    was lying face up: its best card by `vp_rank`; of its two zeros, a face-up 0 first
    (everyone saw it there)."""
    ranks = vp_ranking(revealed_mask)
    chosen = max((*face_up, *face_down), key=ranks.__getitem__)  # the first of equals
    return chosen, chosen in face_up


def untraded_mask(traded: Sequence[int]) -> int:
    """The bits of the VP indexes (0-5) not among `traded` (VP numbers 1-6)."""
    mask = ALL_VPS_MASK
    for vp in traded:
        mask &= ~(1 << (vp - 1))
    return mask


def without_card(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """`cards` less one copy of `card`."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def with_seat(pair: tuple[Any, Any], seat: Seat, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


class QuattroReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat, not a move)."""

    KEEP_OR_MULLIGAN_TURN = "keep-or-mulligan-turn"  # details: seat, turn
    MUST_KEEP_OR_MULLIGAN = "must-keep-or-mulligan"  # details: seat
    REVEAL_ALREADY_CHOSEN = "reveal-already-chosen"  # details: seat
    MUST_REVEAL = "must-reveal"  # details: seat, verb
    TRADE_TURN = "trade-turn"  # details: seat, turn
    LAST_WINDOW_NO_PASS = "last-window-no-pass"  # details: seat, untraded (VP numbers 1-6)
    TRADE_OR_PASS_ONLY = "trade-or-pass-only"  # details: seat, verb
    VP_ALREADY_TRADED = "vp-already-traded"  # details: seat, vp (1-6)
    REVEALED_CANNOT_TRADE = "revealed-cannot-trade"  # details: seat, card
    ALREADY_FACE_UP = "already-face-up"  # details: seat, card
    CARD_NOT_HELD = "card-not-held"  # details: seat, card, verb


def without_each(cards: Sequence[Card], taken: Sequence[Card]) -> tuple[Card, ...]:
    """`cards` less one copy of each of `taken`."""
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return tuple(rest)
