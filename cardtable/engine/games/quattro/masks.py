"""Quattro's cards as bit masks: a hand is a mask of its cards, so giving a card and receiving
one are two bit operations, and a virtual player's choice is a look-up (a trade's reply and its
sorted hands in `state.py`; the search's playouts in `bits.py` and its judgements).

Bit i is the card of canonical index i (R1…R6 B1…B6 Y1…Y6 G1…G6), so the cards of a mask in
rising bits are in canonical order. The two zeros cannot be told apart: one is `ZERO_BIT`,
a second one `SECOND_ZERO`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from cardtable.engine.core import Card

from .cards import CANONICAL, DECK, LAST_WINDOW, MASK, VP_PREFERENCE, ZERO

ZERO_BIT = 1 << CANONICAL[ZERO]
SECOND_ZERO = ZERO_BIT << 1
ZEROS = ZERO_BIT | SECOND_ZERO
BIT: dict[Card, int] = {card: 1 << CANONICAL[card] for card in DECK}  # a zero: ZERO_BIT
CARD: dict[int, Card] = {bit: card for card, bit in BIT.items()}
MAX_REMEMBERED = 100_000


class Memo(dict[Any, Any]):
    """A dict that works out a value it lacks with `work(key)` and keeps it (up to
    `MAX_REMEMBERED` values, then it starts again): a playout looks up the same few hands over
    and over, and `memo[key]` costs no more than a dict's look-up when the value is there."""

    __slots__ = ("work",)

    def __init__(self, work: Callable[[Any], Any]) -> None:
        super().__init__()
        self.work = work

    def __missing__(self, key: Any) -> Any:
        if len(self) > MAX_REMEMBERED:
            self.clear()
        value = self[key] = self.work(key)
        return value


def _mask_of(cards: tuple[Card, ...]) -> int:
    bits = 0
    for card in cards:
        if card == ZERO:
            bits |= SECOND_ZERO if bits & ZERO_BIT else ZERO_BIT
        else:
            bits |= BIT[card]
    return bits


def _cards_in(bits: int) -> tuple[Card, ...]:
    # rising bits: canonical order
    found = []
    while bits:
        low = bits & -bits
        found.append(ZERO if low == SECOND_ZERO else CARD[low])
        bits ^= low
    return tuple(found)


def _candidates(revealed_mask: int) -> int:
    return sum(BIT[card] for card in DECK[:-2] if not MASK[card] & revealed_mask)


def _best(bits: int) -> int:
    return BIT[max(_cards_in(bits), key=VP_PREFERENCE.__getitem__)]


# the mask of a tuple of cards; the cards of a mask, sorted
MASKS: dict[tuple[Card, ...], int] = Memo(_mask_of)
CARDS: dict[int, tuple[Card, ...]] = Memo(_cards_in)
# a revealed mask's candidates: the cards that differ from the revealed ones in number and colour
CANDIDATES: dict[int, int] = Memo(_candidates)
# the card of a mask (no zero in it) a virtual player gives first
BEST: dict[int, int] = Memo(_best)


def bits_of(cards: Sequence[Card]) -> int:
    """The mask of `cards`."""
    return MASKS[tuple(cards)]


def cards_of(bits: int) -> tuple[Card, ...]:
    """The cards of the mask `bits`, sorted."""
    return CARDS[bits]


def with_card(bits: int, card: int) -> int:
    """`bits` and the card `card` (a second zero goes in `SECOND_ZERO`)."""
    if card == ZERO_BIT and bits & ZERO_BIT:
        return bits | SECOND_ZERO
    return bits | card


def without_card(bits: int, card: int) -> int:
    """`bits` less one copy of the card `card`, which it holds."""
    if card == ZERO_BIT and bits & SECOND_ZERO:
        return bits ^ SECOND_ZERO
    return bits ^ card


def nth_card(bits: int, index: int) -> int:
    """The card of `bits`'s `index`-th bit (from 0, rising)."""
    for _ in range(index):
        bits &= bits - 1
    return bits & -bits


def reveal_count(hidden: int) -> int:
    """How many reveals a seat holding `hidden` may choose from (the two zeros are one)."""
    return (hidden & ~SECOND_ZERO).bit_count()


def trade_count(hidden: int, untraded: int, window: int) -> int:
    """How many moves a seat holding `hidden` has in trading window `window`, with the VPs of
    `untraded` left: a trade of each card with each of them, and a pass before the last
    window."""
    return (hidden & ~SECOND_ZERO).bit_count() * untraded.bit_count() + (window < LAST_WINDOW)


def nth_trade(hidden: int, untraded: int, index: int) -> tuple[int, int]:
    """The `index`-th of those moves in the order of `QuattroState.legal_actions`, as (card,
    VP index); the pass, last, is `PASS_MOVE`."""
    vps = untraded.bit_count()
    cards = hidden & ~SECOND_ZERO
    if index == cards.bit_count() * vps:
        return PASS_MOVE
    card, vp = divmod(index, vps)
    return nth_card(cards, card), nth_card(untraded, vp).bit_length() - 1


PASS_MOVE = (0, -1)  # a trade policy's pass


def vp_choice(down: int, up: int, revealed_mask: int) -> tuple[int, bool]:
    """`vp_gives` on masks: the card a virtual player holding `down` face down and `up` face
    up gives a trader whose revealed cards make `revealed_mask`, and whether it lay face up."""
    held = down | up
    if held & ZEROS:  # a 0 first; a face-up 0 before a face-down one
        return ZERO_BIT, bool(up & ZEROS)
    best = BEST[held & CANDIDATES[revealed_mask] or held]
    return best, bool(up & best)
