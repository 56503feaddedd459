"""The hard level's part of Quattro: playouts that trade as if the sampled table were true.

`normal` plays its playouts with the easy rule, which picks a virtual player by the face-up
cards alone. But each sample the search plays out is a whole table, every VP's face-down
cards included, and a VP's reply is fixed by its cards. So in `hard`'s playouts each seat
trades with the VP whose reply makes the best hand *on that table*: a root move is judged by
what careful trading after it would bring, as in perfect-information Monte Carlo. The seat's
own decision stays honest: it is made from the samples of its knowledge, which never see the
real deal (`tests/ai/test_honesty.py`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ....engine.core import Action, Card, Seat, State
from ....engine.games.quattro import (
    LAST_WINDOW,
    NUMBER,
    PASS,
    TRADE_PHASE,
    VP_COUNT,
    QuattroState,
)
from ...hooks import DelegatingHooks, GameHooks
from .hooks import HOOKS
from .play import KEEP_FOR_LATER, PASS_FROM, ROLLOUT_NOISE, plan, policy, weakest, worth

__all__ = ["LEVEL_HOOKS", "HardHooks", "hand_value", "seeing_policy"]

QUATTRO_BONUS = 6.0  # a hand whose hidden cards all fit a Quattro: about a good card's worth
SPARE_SHARE = 0.3  # a spare still counts a little: the sum decides when nobody has a Quattro


def hand_value(reveals: int, hidden: Sequence[Card]) -> float:
    """How good the hidden cards are with the revealed ones: the plan's worth, a little for
    spares, and a bonus when nothing clashes."""
    keepers, spares = plan(reveals, hidden)
    value = sum(map(worth, keepers)) + SPARE_SHARE * sum(NUMBER[card] for card in spares)
    return value + (QUATTRO_BONUS if not spares else 0.0)


def seeing_policy(
    state: State[Any], seat: Seat, legal: Sequence[Action], rng: random.Random
) -> Action:
    """The playout rule of `hard`: the easy rule, except that a trade goes to the VP whose
    reply (read from the sampled table) makes the best hand, giving the card that hand does
    without."""
    assert isinstance(state, QuattroState)
    if len(legal) == 1 or state._phase != TRADE_PHASE:
        return policy(state, seat, legal, rng)
    if rng.random() < ROLLOUT_NOISE:
        return legal[int(rng.random() * len(legal))]
    untraded = state._untraded[seat]
    replies = tuple(
        (vp, state.vp_reply(vp, seat)[0]) for vp in range(VP_COUNT) if untraded >> vp & 1
    )
    hidden, mask = state._hidden[seat], state._revealed_mask[seat]
    choices = _best_trades(state._window, hidden, mask, untraded, replies)
    move = choices[0] if len(choices) == 1 else choices[int(rng.random() * len(choices))]
    return move if move in legal else policy(state, seat, legal, rng)


@lru_cache(maxsize=200_000)
def _best_trades(
    window: int,
    hidden: tuple[Card, ...],
    mask: int,
    untraded: int,
    replies: tuple[tuple[int, Card], ...],
) -> tuple[Action, ...]:
    """PASS alone (the easy rule's passes: VPs kept for later windows, a hand content for
    now), or the trades that tie for the best hand after the reply. In the last window with
    one hidden card only the last reply stays, so the VP with the best reply is kept for last."""
    if window < LAST_WINDOW:
        if untraded.bit_count() <= KEEP_FOR_LATER[window]:
            return (PASS,)
        if not plan(mask, hidden)[1] and worth(weakest(mask, hidden)) >= PASS_FROM:
            return (PASS,)
    last = window == LAST_WINDOW and len(hidden) == 1
    best, moves = -float("inf"), []
    for vp, reply in replies:
        for given in dict.fromkeys(hidden):
            if last:
                value = -hand_value(mask, (reply,))
            else:
                kept = list(hidden)
                kept.remove(given)
                value = hand_value(mask, (*kept, reply))
            if value > best:
                best, moves = value, [f"trade {given} vp{vp + 1}"]
            elif value == best:
                moves.append(f"trade {given} vp{vp + 1}")
    return tuple(moves)


class HardHooks(DelegatingHooks):
    """Quattro's hooks with the seeing playout rule (everything else as `normal`'s)."""

    def policy(self, state: Any, seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
        return seeing_policy(state, seat, legal, rng)


LEVEL_HOOKS: dict[str, GameHooks[Any]] = {"hard": HardHooks(HOOKS)}
