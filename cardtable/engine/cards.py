"""Decks, canonical order, and the one source of everything random.

A game asks its `ShuffleSource` to shuffle a list of cards given in the game's canonical order.
The n-th shuffle takes the n-th stacked list of a scenario (its cards on top in the order given,
the rest in canonical order); once the lists run out, shuffles come from the seed. Each
shuffle gets its own pseudo-random order derived from (seed, n), so a source is cloned by copying
two numbers, and the outcome of shuffle n never depends on how earlier shuffles were made.
"""

from __future__ import annotations

import hashlib
import random
from collections import Counter
from collections.abc import Iterable, Sequence

from .core import Card, ScenarioError


def canonical_index(deck: Sequence[Card]) -> dict[Card, int]:
    """Card id -> position of its first copy in the canonical deck (for sorting)."""
    index: dict[Card, int] = {}
    for position, card in enumerate(deck):
        index.setdefault(card, position)
    return index


def sort_canonical(cards: Iterable[Card], index: dict[Card, int]) -> list[Card]:
    return sorted(cards, key=index.__getitem__)


class ShuffleSource:
    """Seeded, stackable shuffles. Shared by a state and its clones until one of them shuffles
    (shuffling advances `used`, which is copied, so clones stay independent)."""

    __slots__ = ("seed", "stacked", "used")

    def __init__(self, seed: int = 0, stacked: Sequence[Sequence[Card]] = ()) -> None:
        self.seed = int(seed)
        self.stacked: tuple[tuple[Card, ...], ...] = tuple(tuple(s) for s in stacked)
        self.used = 0

    def clone(self) -> ShuffleSource:
        twin = ShuffleSource.__new__(ShuffleSource)
        twin.seed = self.seed
        twin.stacked = self.stacked
        twin.used = self.used
        return twin

    def reseeded(self, seed: int) -> ShuffleSource:
        """A source for imagined futures (AI search): no stacked lists, a new seed."""
        twin = ShuffleSource(seed)
        twin.used = self.used
        return twin

    def shuffle(self, cards: Sequence[Card]) -> list[Card]:
        """Return `cards` (given in canonical order) shuffled; index 0 is the top."""
        n = self.used
        self.used += 1
        if n < len(self.stacked):
            return _stack(self.stacked[n], cards, n)
        return _random_order(cards, b"%d:%d" % (self.seed, n))

    def choose_seat(self, seats: int, purpose: int = 0) -> int:
        """A setup choice the scenario left open (who deals, who trades first). Drawn from its
        own stream so it never shifts the shuffles."""
        return random.Random(f"{self.seed}:setup:{purpose}").randrange(seats)


def _random_order(cards: Sequence[Card], key: bytes) -> list[Card]:
    """A uniformly random order fixed by `key`: one pseudo-random 32-bit sort key per card from
    SHAKE-128 (all in C: several times faster than seeding a generator and random.shuffle,
    which matters because the AI's search deals thousands of imagined hands)."""
    n = len(cards)
    keys = memoryview(hashlib.shake_128(key).digest(4 * n)).cast("I")
    return [cards[i] for i in sorted(range(n), key=keys.__getitem__)]


def _stack(top: Sequence[Card], cards: Sequence[Card], n: int) -> list[Card]:
    remaining = Counter(cards)
    for i, card in enumerate(top):
        if remaining[card] <= 0:
            why = "named too often" if card in remaining else "not among the cards shuffled"
            raise ScenarioError(
                f"{card!r} is {why} in shuffle {n + 1} (it shuffles {len(cards)} cards: "
                f"{' '.join(dict.fromkeys(cards))})",
                place=f"shuffles[{n}][{i}]",
            )
        remaining[card] -= 1
    rest: list[Card] = []
    for card in cards:  # canonical order; skip the copies already placed on top
        if remaining[card] > 0:
            remaining[card] -= 1
            rest.append(card)
    return list(top) + rest
