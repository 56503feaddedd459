"""Each Quattro card's bit, and how a virtual player ranks the cards it may give."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ....engine.core import Card
from ....engine.games.quattro import CANONICAL, DECK, MASK, VP_PREFERENCE, ZERO

# Each card's bit; the two zeros share one (they cannot be told apart).
BIT: dict[Card, int] = {card: 1 << CANONICAL[card] for card in DECK}
DISTINCT_CARDS: tuple[Card, ...] = tuple(dict.fromkeys(DECK))


# --- The virtual players' ranking -------------------------------------------------------------


def rank(card: Card, reveals: int) -> int:
    """How a VP orders its cards for a trader whose revealed cards make the mask `reveals`: a 0
    first, then candidates, then the rest; within each, the higher number, then colour
    priority."""
    if card == ZERO:
        return 1000
    return VP_PREFERENCE[card] + (0 if MASK[card] & reveals else 100)


@lru_cache(maxsize=4096)
def not_below(received: Card, reveals: int) -> int:
    """Bits of the cards a VP could not have kept face down when it gave `received`: every card
    ranked at or above it. A `0` proves nothing about the others (the other 0 may stay)."""
    if received == ZERO:
        return 0
    floor = rank(received, reveals)
    bits = 0
    for card in DISTINCT_CARDS:
        if rank(card, reveals) >= floor:
            bits |= BIT[card]
    return bits


def without_each(cards: list[Card], taken: Sequence[Card]) -> list[Card]:
    for card in taken:
        cards.remove(card)
    return cards
