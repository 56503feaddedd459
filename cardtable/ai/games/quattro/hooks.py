"""Quattro's hooks for the shared search."""

from __future__ import annotations

from ....engine.games.quattro import QuattroState
from ...hooks import FunctionHooks, heuristic_first, reading_only
from .play import at_horizon, easy, evaluate, heuristic, policy, rollout
from .reasons import explain
from .sampling import Knowledge

HOOKS: FunctionHooks[QuattroState] = FunctionHooks(
    Knowledge,
    policy,
    at_horizon,
    reading_only(evaluate),
    easy,
    explain,
    heuristic_first(heuristic),
    samples_reused=4,
    fast_rollout=rollout,
)
