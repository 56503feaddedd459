"""Quattro's hooks for the shared search."""

from __future__ import annotations

from ....engine.core import Card, Seat
from ....engine.games.quattro import QuattroState
from ...hooks import FunctionHooks, SearchLevel, Tuning, heuristic_first, reading_only
from .play import at_horizon, easy, evaluate, heuristic, policy, rollout
from .reasons import explain
from .sampling import Knowledge


def own_hand(state: QuattroState, seat: Seat) -> tuple[Card, ...]:
    """What only `seat` has seen since a search's root: the replies it received, which are
    in its hidden cards (the cards it gave and revealed are public)."""
    return state._hidden[seat]


HOOKS: FunctionHooks[QuattroState] = FunctionHooks(
    Knowledge,
    policy,
    at_horizon,
    reading_only(evaluate),
    easy,
    explain,
    heuristic_first(heuristic),
    # `hard` keys its own nodes by its hand (`own_hand`), so what it plays after a trade
    # depends on the reply it received, and plays its most visited reveal: a reveal changes
    # only the revealer's own replies, so reading it in advance tells the opponent nothing it
    # can use, and drawing one in proportion to the visits played a worse one about half the
    # time (docs/ai.md, "Quattro: hard's own nodes and its reveals")
    Tuning(normal=SearchLevel(600), hard=SearchLevel(1400, private_nodes=True, mixed=False)),
    samples_reused=4,
    fast_rollout=rollout,
    private_key=own_hand,
)
