"""Agents by level. An agent is `choose(view, legal_actions, rng) -> action`.

- `random`: uniform legal moves (a baseline for measurement only);
- `easy`: the game's simple heuristic, with human-like mistakes;
- `normal` and `hard`: information-set MCTS with the heuristic as rollout policy; `hard` thinks
  longer (counts of iterations chosen so it never keeps a person waiting more than a second
  on the machine they were calibrated on, docs/ai.md).
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
# Iterations per decision by level and game: the move depends on the position and the game's
# seed, never on the machine's speed (see docs/ai.md for how they were chosen).
ITERATIONS: dict[str, dict[str, int]] = {
    "normal": {"quattro": 600, "cuckoo": 1500, "clash": 800, "polar": 700},
    "hard": {"quattro": 1400, "cuckoo": 6000, "clash": 2000, "polar": 2000},
}
# The safety net only: a search that has used this much CPU time plays its best move so far
# (`SearchResult.capped`), so a much slower machine never keeps a person waiting long. About
# three times what the slowest measured decision costs here (docs/ai.md): it never fires on
# this machine, even when other programs load it.
CAP_SECONDS = {"normal": 1.0, "hard": 3.0}
# UCB1's exploration constant where a game's values are not spread like wins and losses: a
# Polar Pairs playout's value (a chance to win estimated from the totals) varies by about 0.1,
# a fifth of a win-or-loss's 0.5, so Budget's 0.7 spread the visits almost evenly over moves
# the search could already tell apart (docs/ai.md, "Polar Pairs: why hard had no edge").
EXPLORATION: dict[str, float] = {"polar": 0.25}


def exploration(game: str) -> float:
    """UCB1's exploration constant in `game`: the one value play, hints and reviews search with
    (EXPLORATION where the game's values need their own, else Budget's)."""
    return EXPLORATION.get(game, Budget.exploration)


# Where `hard` plays its most visited move even at a choice made at the same time as another
# seat's: a Quattro reveal changes only the revealer's own replies, so reading it in advance
# would tell the opponent nothing it can use, and drawing a reveal in proportion to the visits
# played a worse one about half the time (docs/ai.md, "Quattro: hard's own nodes and its
# reveals").
UNMIXED = frozenset({"quattro"})


def level_budget(level: str, game: str) -> Budget:
    """The search budget of `level` ("normal" or "hard") in `game`: `hard` also keys its own
    nodes by what it saw (`Budget.private_nodes`, where the game has anything of the kind)."""
    hard = level == "hard"
    return Budget(
        seconds=CAP_SECONDS[level],
        max_iterations=ITERATIONS[level][game],
        exploration=exploration(game),
        private_nodes=hard,
        mixed=not (hard and game in UNMIXED),
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
