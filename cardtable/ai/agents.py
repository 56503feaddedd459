"""Agents by level. An agent is `choose(view, legal_actions, rng) -> action`.

- `random`: uniform legal moves (a baseline for measurement only);
- `easy`: the game's simple heuristic, with human-like mistakes;
- `normal` and `hard`: information-set MCTS with the heuristic as rollout policy; `hard` thinks
  longer (counts of iterations chosen so it never keeps a person waiting more than a second
  on the machine they were calibrated on, docs/ai.md). Each game's hooks say how its search is
  tuned per level (`hooks.Tuning`); this module holds nothing per game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine.core import Action
from ..engine.view import View
from .games import hooks_for
from .ismcts import Budget, SearchResult, search

LEVELS: tuple[str, ...] = ("random", "easy", "normal", "hard")
SEARCH_LEVELS: tuple[str, ...] = ("normal", "hard")
# The safety net only: a search that has used this much CPU time plays its best move so far
# (`SearchResult.capped`), so a much slower machine never keeps a person waiting long. About
# three times what the slowest measured decision costs here (docs/ai.md): it never fires on
# this machine, even when other programs load it.
CAP_SECONDS = {"normal": 1.0, "hard": 3.0}


def exploration(game: str) -> float:
    """UCB1's exploration constant in `game`: the one value play, hints and reviews search with
    (the game's `Tuning.exploration`)."""
    return hooks_for(game).tuning.exploration


def level_budget(level: str, game: str) -> Budget:
    """The search budget of `level` ("normal" or "hard") in `game`, as the game's hooks tune
    it (`GameHooks.tuning`: its iterations, its exploration, and where the level keys its own
    nodes by what it saw or plays unmixed), under the level's time cap."""
    tuning = hooks_for(game).tuning
    settings = tuning.level(level)
    return Budget(
        seconds=CAP_SECONDS[level],
        max_iterations=settings.iterations,
        exploration=tuning.exploration,
        private_nodes=settings.private_nodes,
        mixed=settings.mixed,
    )


def move_rng(seed: int, move: int, seat: int) -> random.Random:
    """The random generator for one AI move: fixed by the game's seed, the number of moves
    made before it and the seat, so a resumed game (or the same game on another machine)
    makes the same choices, and a replay can re-run the AI's thinking for any move."""
    return random.Random(f"{seed}:{move}:{seat}")


class Agent(Protocol):
    name: str

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action: ...


@dataclass
class RandomAgent:
    name: str = "random"

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))


@dataclass
class HeuristicAgent:
    game: str
    name: str = "easy"

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        return hooks_for(self.game).easy(view, legal, rng)


@dataclass
class SearchAgent:
    game: str
    budget: Budget
    name: str = "normal"
    last: SearchResult | None = None

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        self.last = search(view, legal, hooks_for(self.game), self.budget, rng)
        return self.last.action


def make_agent(level: str, game: str) -> Agent:
    if level == "random":
        return RandomAgent()
    if level == "easy":
        return HeuristicAgent(game)
    if level in SEARCH_LEVELS:
        return SearchAgent(game, level_budget(level, game), name=level)
    raise ValueError(f"unknown AI level {level!r}; expected one of {', '.join(LEVELS)}")
