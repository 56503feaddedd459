"""Hints: the `normal` agent's recommended move for a seat, with its reason as data."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.core import Action
from ..engine.view import View
from .agents import SearchAgent, level_budget
from .explain import Hint
from .games import hooks_for


def hint(view: View[Any], legal: Sequence[Action], rng: random.Random | None = None) -> Hint:
    """Recommend a move for `view.seat` (only from what that seat has seen), and say why."""
    rng = rng or random.Random(len(view.events))
    action = SearchAgent(view.game, level_budget("normal", view.game)).choose(view, legal, rng)
    return Hint(action, hooks_for(view.game).explain(view, action))


@dataclass
class HintAgent:
    """`hint` in the shape of an agent, for a worker thread that runs agents: `choose` returns
    the recommended move and keeps the whole hint in `last`."""

    name: str = "hint"
    last: Hint | None = None

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        self.last = hint(view, legal, rng)
        return self.last.action
