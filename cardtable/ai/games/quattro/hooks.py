"""Quattro's hooks for the shared search."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ....engine.core import Action, Seat
from ....engine.games.quattro import (
    QuattroObservation,
    QuattroState,
)
from ....engine.view import View
from ...explain import Explanation
from .play import at_horizon, easy, evaluate, heuristic, policy, rollout
from .reasons import explain
from .sampling import Knowledge

# --- The hooks --------------------------------------------------------------------------------


class QuattroHooks:
    search_own_moves_only = False
    samples_reused = 4

    def knowledge(self, view: View[QuattroObservation]) -> Knowledge:
        return Knowledge(view)

    def policy(
        self, state: QuattroState, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return policy(state, seat, legal, rng)

    def at_horizon(self, root: QuattroState, state: QuattroState) -> bool:
        return at_horizon(root, state)

    def rollout(self, start: QuattroState, state: QuattroState, rng: random.Random) -> None:
        rollout(start, state, rng)

    def evaluate(self, state: QuattroState, scratch: bool = False) -> list[float]:
        return evaluate(state)  # it reads the state only

    def easy(
        self, view: View[QuattroObservation], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return easy(view, legal, rng)

    def explain(self, view: View[QuattroObservation], action: Action) -> Explanation:
        return explain(view, action)

    def shortlist(self, view: View[QuattroObservation], legal: Sequence[Action]) -> list[Action]:
        first = heuristic(view, legal)
        return [first, *(action for action in legal if action != first)]


HOOKS = QuattroHooks()
