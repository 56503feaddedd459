"""Chances to outlast the others from the lives alone (Cuckoo's evaluation at the end of a
deal): every deal is taken to cost one random participant a life."""

from __future__ import annotations

from functools import cache

from ..engine.core import Seat


@cache  # a pure memo: the same lives come back in every rollout
def win_chances(lives: tuple[int, ...], resting: tuple[Seat, ...] = ()) -> tuple[float, ...]:
    """Each seat's chance to be the last one left if every deal cost one random participant a
    life. A resting seat cannot lose in the next deal."""
    alive = [s for s, left in enumerate(lives) if left > 0]
    taking_part = [s for s in alive if s not in resting]
    if len(alive) <= 1 or len(taking_part) < 2:
        return _chances_of(lives)
    return _after_a_loss(lives, taking_part)


def _after_a_loss(lives: tuple[int, ...], losers: list[Seat]) -> tuple[float, ...]:
    """The chances when one of `losers`, each as likely, loses the next life."""
    total = [0.0] * len(lives)
    for loser in losers:
        after = list(lives)
        after[loser] -= 1
        for s, chance in enumerate(_chances_of(tuple(after))):
            total[s] += chance
    return tuple(t / len(losers) for t in total)


def _chances_of(lives: tuple[int, ...]) -> tuple[float, ...]:
    order = sorted(range(len(lives)), key=lambda s: -lives[s])
    ranked = _chances_sorted(tuple(lives[s] for s in order))
    result = [0.0] * len(lives)
    for place, s in enumerate(order):
        result[s] = ranked[place]
    return tuple(result)


@cache
def _chances_sorted(lives: tuple[int, ...]) -> tuple[float, ...]:
    n = len(lives)
    alive = [s for s in range(n) if lives[s] > 0]
    if len(alive) <= 1:
        return tuple(1.0 if s in alive else 0.0 for s in range(n))
    return _after_a_loss(lives, alive)
