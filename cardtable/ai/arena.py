"""`cardtable arena`: agents play each other and the results come with confidence intervals.

Seating rotates between games so no agent keeps a favourable seat. With fewer agents than
seats they are dealt round the seats in turn; where seats play in teams (Clash) each agent
plays a whole team.

Besides the app's levels the arena seats `oracle` (ai/oracle.py): `hard` seeing every card, a
measuring stick for what honest play could reach. `iterations` fixes the searching levels'
budgets as iteration counts (no clock), so a result does not depend on the machine's load.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.cards import ShuffleSource
from ..engine.games import get_spec
from ..engine.view import Recall
from .agents import LEVELS, SEARCH_LEVELS, Agent, SearchAgent, level_budget, make_agent, move_rng
from .ismcts import Budget
from .oracle import OracleAgent

AGENTS: tuple[str, ...] = (*LEVELS, "oracle")  # the arena's agents: the app's levels and the oracle
# a budget in iterations only: the clock never ends such a search (an hour is no limit here)
NO_CLOCK = 3600.0


@dataclass
class GameRecord:
    seating: list[str]  # agent name per seat
    winners: list[int]
    draw: bool
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    actions: int = 0


def seating_for(game: str, agents: Sequence[str], seats: int, index: int) -> list[str]:
    """Agent name per seat for game number `index`."""
    teams = get_spec(game).teams
    if teams is not None:  # an agent plays a whole team; the teams swap agents between games
        return [agents[(index + teams[seat]) % len(agents)] for seat in range(seats)]
    dealt = [agents[s % len(agents)] for s in range(seats)]
    shift = index % seats
    return dealt[-shift:] + dealt[:-shift] if shift else dealt


# No game takes this many actions (a Clash match at most 315, by our replay ruling; a save holds
# at most scenario.MAX_ACTIONS): a game that does is a bug, reported instead of hanging the arena.
ACTION_CAP = 2_000


class EndlessGame(RuntimeError):
    """A game of the arena went past ACTION_CAP actions without ending."""


def make_arena_agent(
    name: str, game: str, iterations: dict[str, int] | None = None
) -> Agent | OracleAgent:
    """An agent by name (AGENTS); `iterations` (level -> count) fixes search budgets, the
    oracle's being hard's."""
    level = "hard" if name == "oracle" else name
    budget: Budget | None = None
    if iterations and level in iterations and level in SEARCH_LEVELS:
        count = iterations[level]
        budget = level_budget(level, game)  # the level's other settings kept
        budget = replace(budget, seconds=NO_CLOCK, max_iterations=count,
                         min_iterations=min(count, budget.min_iterations))  # fmt: skip
    if name == "oracle":
        return OracleAgent(game, budget or level_budget("hard", game))
    agent = make_agent(name, game)
    if budget is not None and isinstance(agent, SearchAgent):
        agent.budget = budget
    return agent


def play_one(
    game: str,
    seating: Sequence[str],
    seed: int,
    options: dict[str, Any] | None = None,
    iterations: dict[str, int] | None = None,
) -> GameRecord:
    spec = get_spec(game)
    options = {**spec.option_defaults(), **(options or {})}
    state, opening = spec.new_state(len(seating), dict(options), {}, ShuffleSource(seed))
    recall = Recall(game, len(seating), options)
    recall.record(opening)
    players = [make_arena_agent(name, game, iterations) for name in seating]
    record = GameRecord(list(seating), [], False)
    while True:
        acting = state.to_act()
        if not acting:
            break
        seat = acting[0]
        legal = state.legal_actions(seat)
        began = time.perf_counter()
        player, view = players[seat], recall.view(state, seat)
        rng = move_rng(seed, record.actions, seat)  # per move: no move shifts another's draws
        if isinstance(player, OracleAgent):
            action = player.choose_seeing(view, legal, rng, state)
        else:
            action = player.choose(view, legal, rng)
        record.decision_ms.setdefault(seating[seat], []).append(
            (time.perf_counter() - began) * 1000
        )
        recall.record(state.apply(seat, action))
        record.actions += 1
        if record.actions > ACTION_CAP:
            raise EndlessGame(
                f"{game}, seed {seed}, seating {', '.join(seating)}: "
                f"no end after {ACTION_CAP} actions"
            )
    outcome = state.outcome()
    assert outcome is not None  # nobody is to act: the game is over
    record.winners = list(outcome.winners)
    record.draw = outcome.draw
    return record


def _play_job(
    job: tuple[str, list[str], int, dict[str, Any], dict[str, int] | None],
) -> GameRecord:
    return play_one(*job)


def run_arena(
    game: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    seats: int | None = None,
    options: dict[str, Any] | None = None,
    iterations: dict[str, int] | None = None,
) -> dict[str, Any]:
    spec = get_spec(game)
    seats = seats or spec.default_seats
    work = [
        (game, seating_for(game, agents, seats, i), seed + i, options or {}, iterations)
        for i in range(games)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            records = list(pool.map(_play_job, work, chunksize=1))
    else:
        records = [_play_job(job) for job in work]
    result = tally(game, agents, records)
    result["iterations"] = dict(iterations or {})
    return result


def tally(game: str, agents: Sequence[str], records: Sequence[GameRecord]) -> dict[str, Any]:
    rows = []
    for name in dict.fromkeys(agents):
        wins = draws = 0
        times: list[float] = []
        for record in records:
            winners = {record.seating[s] for s in record.winners}
            times.extend(record.decision_ms.get(name, []))
            if record.draw or (name in winners and len(winners) > 1):
                draws += 1  # a drawn game, or a win shared with another agent
            elif winners == {name}:
                wins += 1
        n = len(records)
        rows.append({
            "name": name, "sees_all": name == "oracle", "games": n, "wins": wins, "draws": draws,
            "win_rate": wins / n if n else 0.0, "ci95": list(wilson(wins, n)),
            "decision_ms": {"median": statistics.median(times) if times else 0.0,
                            "max": max(times) if times else 0.0},
        })  # fmt: skip
    return {"game": game, "games": len(records), "agents": rows}


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


def format_table(result: dict[str, Any]) -> str:
    budgets = ", ".join(f"{k} {v} iterations" for k, v in result.get("iterations", {}).items())
    lines = [
        f"{result['game']}: {result['games']} games" + (f" ({budgets})" if budgets else ""),
        f"{'agent':<8} {'games':>6} {'wins':>5} {'draws':>6} {'win rate':>9} "
        f"{'95% CI':>15} {'median ms':>10} {'max ms':>9}",
    ]
    for row in result["agents"]:
        lo, hi = row["ci95"]
        lines.append(
            f"{row['name']:<8} {row['games']:>6} {row['wins']:>5} {row['draws']:>6} "
            f"{row['win_rate']:>9.3f} {f'[{lo:.3f}, {hi:.3f}]':>15} "
            f"{row['decision_ms']['median']:>10.2f} {row['decision_ms']['max']:>9.2f}"
        )
    if any(row.get("sees_all") for row in result["agents"]):
        lines.append("oracle: sees every card (measurement only: hard's search on the true deal)")
    return "\n".join(lines)
