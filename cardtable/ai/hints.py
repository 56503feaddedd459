"""Hints: the `normal` agent's recommended move for a seat, with a reason a person understands."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.core import Action
from ..engine.view import View
from .agents import BUDGETS, SearchAgent
from .games import hooks_for


@dataclass(frozen=True)
class Hint:
    action: Action
    reason: str


def hint(view: View, legal: Sequence[Action], rng: random.Random | None = None) -> Hint:
    """Recommend a move for `view.seat` (only from what that seat has seen)."""
    rng = rng or random.Random(len(view.events))
    action = SearchAgent(view.game, BUDGETS["normal"]).choose(view, legal, rng)
    return Hint(action, hooks_for(view.game).explain(view, action))
