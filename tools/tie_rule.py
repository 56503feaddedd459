"""What the tie rule is worth: an arena where `untied` is `normal` without it.

    python tools/tie_rule.py cuckoo --agents untied,easy,easy,easy --games 150 --seed 8000

`untied` searches exactly as `normal` (same shortlist, same iterations) but where the
heuristic's move was visited at least TIE_VISITS (ai/ismcts.py) as often as the most visited
move, the most visited move is played (a coin among equals), as before issue 16. Compare with
`cardtable arena` on the same seeds with `normal` in its place. Budgets are fixed iterations
(`--iterations`, default normal=600), so the result does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.ai import arena, ismcts
from cardtable.ai.agents import SearchAgent
from cardtable.engine.core import Action
from cardtable.engine.view import View

ARENA_AGENT = arena.make_arena_agent


@dataclass
class Untied:
    """`normal` whose ties are broken by visits and a coin, not by the heuristic."""

    inner: SearchAgent
    name: str = "untied"

    def choose(self, view: View[Any], legal: Sequence[Action], rng: random.Random) -> Action:
        kept = ismcts.TIE_VISITS
        ismcts.TIE_VISITS = float("inf")  # the heuristic's move never counts as tied
        try:
            return self.inner.choose(view, legal, rng)
        finally:
            ismcts.TIE_VISITS = kept


def make(name: str, game: str, iterations: dict[str, int] | None = None) -> Any:
    if name != "untied":
        return ARENA_AGENT(name, game, iterations)
    inner = ARENA_AGENT("normal", game, iterations)
    assert isinstance(inner, SearchAgent)
    return Untied(inner)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--agents", required=True)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=600, help="normal's and untied's")
    options = parser.parse_args()
    arena.make_arena_agent = make  # play_one seats agents through it (one process: no jobs)
    result = arena.run_arena(
        options.game,
        options.agents.split(","),
        options.games,
        options.seed,
        iterations={"normal": options.iterations},
    )
    print(arena.format_table(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
