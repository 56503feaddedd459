"""What each seat gives up on the true deal: a regret study of `normal`, `hard`, the oracle and
the best honest one-step play (PIMC), on the positions of `normal` against `normal` games.

    python tools/regret_study.py quattro --games 6 --seed 80000 --pimc 40x1000,8x150 --out r.jsonl
    python tools/regret_study.py --summary r.jsonl [more.jsonl ...]

At every decision with at least two legal moves, an oracle search of `--truth` iterations on
the true state (hard's settings, `SeeingHooks`) values every root move: a move's *loss* is the
best value less its own. Then each seat chooses from the same position: `normal` and `hard` at
their own settings and counts, the oracle at hard's (with the arena's random generator), and
`pimcNxM`: N samples from the seat's own honest sampler (the `Knowledge` every level uses),
each searched for M iterations as if that sample were the truth, the move with the best mean
value played (`pimcNxMv`: the most visits summed). PIMC decides from the seat's information
only, so it is honest; it assumes it will see every card after the move, which flatters moves
that pay only with knowledge nobody has. Budgets are iterations, so the rows do not depend on
the machine's load; one row is written as each decision is done (a stopped run keeps its rows).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import time
from collections import defaultdict
from collections.abc import Iterator, Sequence
from dataclasses import replace
from typing import Any

from cardtable.ai.agents import level_budget, make_agent, move_rng
from cardtable.ai.arena import NO_CLOCK
from cardtable.ai.games import hooks_for
from cardtable.ai.hooks import DelegatingHooks, GameHooks, Knowledge
from cardtable.ai.ismcts import Budget, search
from cardtable.ai.oracle import SeeingHooks, SeeingKnowledge
from cardtable.engine.cards import ShuffleSource
from cardtable.engine.core import Action, State
from cardtable.engine.games import get_spec
from cardtable.engine.view import Recall, View

LEVELS = ("normal", "hard")


def budget(level: str, game: str, iterations: int) -> Budget:
    """`level`'s settings in `game` at a fixed count, with no clock."""
    kept = level_budget(level, game)
    return replace(kept, seconds=NO_CLOCK, max_iterations=iterations,
                   min_iterations=min(iterations, kept.min_iterations))  # fmt: skip


class SampleAsTruth(DelegatingHooks):
    """`SeeingHooks` whose truth is one honest sample (the seat's knowledge worked out once)."""

    def __init__(self, base: GameHooks[Any], truth: State[Any], honest: Knowledge[Any]) -> None:
        super().__init__(base)
        self.truth, self.honest = truth, honest

    def knowledge(self, view: View[Any]) -> Knowledge[Any]:
        return SeeingKnowledge(view, self.truth, self.honest)


def pimc(
    game: str, view: View[Any], legal: Sequence[Action], samples: int, iterations: int,
    rng: random.Random,
) -> tuple[Action, Action]:  # fmt: skip
    """PIMC's move by the best mean value over the samples (the heuristic's move on a tie), and
    by the most visits summed."""
    base = hooks_for(game)
    honest = base.knowledge(view)
    each = budget("hard", game, iterations)
    sums: dict[Action, float] = defaultdict(float)
    counts: dict[Action, int] = defaultdict(int)
    visits: dict[Action, int] = defaultdict(int)
    for _ in range(samples):
        sample = honest.sample(rng)
        result = search(view, legal, SampleAsTruth(base, sample, honest), each, rng)
        for action, value in result.values.items():
            sums[action] += value
            counts[action] += 1
        for action, count in result.visits.items():
            visits[action] += count
    mean = {a: sums[a] / counts[a] for a in legal if counts[a]}
    first = base.shortlist(view, legal)[0]
    top = max(mean.values())
    by_mean = first if mean.get(first, -1.0) >= top - 1e-12 else max(mean, key=mean.__getitem__)
    by_visits = max(legal, key=lambda a: (visits[a], a == first))
    return by_mean, by_visits


def positions(game: str, seed: int, games: int) -> Iterator[tuple[int, int, State[Any], View[Any]]]:
    """(seed, move number, true state, the acting seat's view) at every decision with a choice
    of `normal` against `normal` games, played as the arena plays them."""
    spec = get_spec(game)
    for number in range(seed, seed + games):
        options = dict(spec.option_defaults())
        state, opening = spec.new_state(
            spec.default_seats, dict(options), {}, ShuffleSource(number)
        )
        recall = Recall(game, spec.default_seats, options)
        recall.record(opening)
        moves = 0
        while state.to_act():
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            view = recall.view(state, seat)
            if len(legal) >= 2:
                yield number, moves, state, view
            action = make_agent("normal", game).choose(view, legal, move_rng(number, moves, seat))
            recall.record(state.apply(seat, action))
            moves += 1


def study_row(
    game: str, number: int, moves: int, state: State[Any], view: View[Any],
    sizes: Sequence[tuple[int, int]], truth_iterations: int,
) -> dict[str, Any]:  # fmt: skip
    began = time.process_time()
    legal = state.legal_actions(view.seat)
    base = hooks_for(game)
    truth = search(view, legal, SeeingHooks(base, state), budget("hard", game, truth_iterations),
                   random.Random(f"truth:{number}:{moves}"))  # fmt: skip
    row: dict[str, Any] = {
        "seed": number, "move": moves, "seat": view.seat, "kind": legal[0].split()[0],
        "window": getattr(state, "window", None), "legal": len(legal), "pass": "pass" in legal,
        "simultaneous": len(state.to_act()) > 1, "true": truth.values,
    }  # fmt: skip
    for level in LEVELS:  # at the levels' own counts in this game (its hooks' tuning)
        count = base.tuning.level(level).iterations
        result = search(view, legal, base, budget(level, game, count),
                        random.Random(f"{level}:{number}:{moves}"))  # fmt: skip
        row[level] = result.action
    hard = budget("hard", game, base.tuning.hard.iterations)
    oracle = search(view, legal, SeeingHooks(base, state), hard, move_rng(number, moves, view.seat))
    row["oracle"] = oracle.action
    for samples, iterations in sizes:
        name = f"pimc{samples}x{iterations}"
        rng = random.Random(f"{name}:{number}:{moves}")
        row[name], row[name + "v"] = pimc(game, view, legal, samples, iterations, rng)
    row["cpu"] = time.process_time() - began
    return row


def pimc_size(text: str) -> tuple[int, int]:
    """`40x1000`: (samples, iterations each)."""
    samples, iterations = text.split("x")
    return int(samples), int(iterations)


def mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    mean = sum(values) / n
    spread = math.sqrt(sum((v - mean) ** 2 for v in values) / (n - 1)) if n > 1 else 0.0
    return mean, spread / math.sqrt(n)


def summary(rows: Sequence[dict[str, Any]]) -> str:
    """Each seat's loss a decision (± its standard error), paired with `hard`'s, and how often
    it chose as `hard` and the truth's best, over all decisions and by kind (and window)."""
    fixed = {"seed", "move", "seat", "kind", "window", "legal", "pass", "simultaneous", "true"}
    seats = [key for key, value in rows[0].items() if key not in fixed and isinstance(value, str)]

    def loss(row: dict[str, Any], seat: str) -> float:
        return float(max(row["true"].values()) - row["true"][row[seat]])

    groups: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        groups["all"].append(row)
        groups[row["kind"]].append(row)
        if row["window"] is not None:
            groups[f"{row['kind']}, window {row['window']}"].append(row)
    lines = [f"{len(rows)} decisions of {len({r['seed'] for r in rows})} games"]
    for name, members in groups.items():
        lines.append(f"\n{name}: {len(members)} decisions")
        for seat in seats:
            mean, se = mean_se([loss(r, seat) for r in members])
            line = f"  {seat:>14}  loss {mean:.4f} ± {se:.4f}"
            if seat != "hard" and len(members) > 1:
                diff, dse = mean_se([loss(r, seat) - loss(r, "hard") for r in members])
                line += f"   less hard's {diff:+.4f} ± {dse:.4f}"
            same = sum(r[seat] == r["hard"] for r in members)
            best = sum(loss(r, seat) == 0 for r in members)
            lines.append(line + f"   as hard {same}, the truth's best {best}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", nargs="?", default="quattro")
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=80000)
    parser.add_argument("--pimc", default="40x1000,12x300,8x150", help="SAMPLESxITERATIONS,...")
    parser.add_argument("--truth", type=int, default=4000, help="the true deal's iterations")
    parser.add_argument("--out", help="rows, one JSON line a decision (appended)")
    parser.add_argument("--summary", nargs="+", metavar="ROWS", help="summarise these rows")
    options = parser.parse_args()
    if options.summary:
        rows: list[dict[str, Any]] = []
        for path in options.summary:
            with open(path) as lines:
                rows.extend(json.loads(line) for line in lines)
        print(summary(rows))
        return 0
    if not options.out:
        parser.error("--out ROWS is needed to run the study (or --summary ROWS to read one)")
    sizes = [pimc_size(size) for size in options.pimc.split(",") if size]
    with open(options.out, "a") as out:
        for number, moves, state, view in positions(options.game, options.seed, options.games):
            row = study_row(options.game, number, moves, state, view, sizes, options.truth)
            out.write(json.dumps(row) + "\n")
            out.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
