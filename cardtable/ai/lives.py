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
        found = _chances_of(lives)
    else:
        total = [0.0] * len(lives)
        for loser in taking_part:
            after = list(lives)
            after[loser] -= 1
            for s, chance in enumerate(_chances_of(tuple(after))):
                total[s] += chance
        found = tuple(t / len(taking_part) for t in total)
    return found


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
        found = tuple(1.0 if s in alive else 0.0 for s in range(n))
    else:
        total = [0.0] * n
        for loser in alive:
            after = list(lives)
            after[loser] -= 1
            for s, chance in enumerate(_chances_of(tuple(after))):
                total[s] += chance
        found = tuple(t / len(alive) for t in total)
    return found
