"""What the tie rule is worth: an arena where `untied` is `normal` without it, and how often
the rule changes `normal`'s move.

    python tools/tie_rule.py cuckoo --agents untied,easy,easy,easy --games 150 --seed 8000
    python tools/tie_rule.py polar --decisions 150 --seed 1

`untied` searches exactly as `normal` (same shortlist, same iterations) but where the
heuristic's move was visited at least TIE_VISITS (ai/ismcts.py) as often as the most visited
move, the most visited move is played (a coin among equals), as before issue 16. Compare with
`cardtable arena` on the same seeds with `normal` in its place. Budgets are fixed iterations
(`--iterations`, default normal=600), so the result does not depend on the machine's load.
"""

from __future__ import annotations

import argparse
import itertools
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from cardtable.ai import arena, ismcts
from cardtable.ai.agents import SearchAgent, make_agent
from cardtable.ai.games import hooks_for
from cardtable.ai.ismcts import Budget
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Action
from cardtable.engine.games import get_spec
from cardtable.engine.view import Recall, View

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


def changed_decisions(game: str, count: int, seed: int, iterations: int) -> tuple[int, int, int]:
    """Over `count` searched positions (about one move in four of `easy` self-play, one seat
    to act): (decisions where the rule played the heuristic's move over a more visited one,
    decisions where several moves shared the most visits, so that a coin chose before,
    decisions)."""
    spec = get_spec(game)
    easy = make_agent("easy", game)
    changed = coins = seen = 0
    budget = Budget(arena.NO_CLOCK, iterations)
    for number in itertools.count(seed):
        options = spec.option_defaults()
        state, events = spec.new_state(spec.default_seats, dict(options), {}, ShuffleSource(number))
        recall = Recall(game, spec.default_seats, options)
        recall.record(events)
        rng = random.Random(number)
        while not state.is_over() and seen < count:
            acting = state.to_act()
            seat = acting[0]
            view, legal = recall.view(state, seat), state.legal_actions(seat)
            if len(legal) > 1 and len(acting) == 1 and rng.random() < 0.25:
                result = ismcts.search(view, legal, hooks_for(game), budget, rng)
                best = max(result.visits.values())
                if best:  # searched (not decided by the shortlist alone)
                    seen += 1
                    changed += result.visits[result.action] < best
                    coins += sum(v == best for v in result.visits.values()) > 1
            recall.record(state.apply(seat, easy.choose(view, legal, rng)))
        if seen >= count:
            return changed, coins, seen
    raise AssertionError("unreachable")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--agents", default="")
    parser.add_argument("--decisions", type=int, default=0, help="count changed moves instead")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--iterations", type=int, default=600, help="normal's and untied's")
    options = parser.parse_args()
    if options.decisions:
        changed, coins, seen = changed_decisions(
            options.game, options.decisions, options.seed, options.iterations
        )
        print(
            f"{options.game}: of {seen} decisions of normal ({options.iterations} iterations), "
            f"the rule played the heuristic's move over a more visited one in {changed}; "
            f"several moves shared the most visits in {coins}"
        )
        return 0
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
