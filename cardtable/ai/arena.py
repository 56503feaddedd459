"""`cardtable arena`: agents play each other and the results come with confidence intervals.

Seating rotates between games so no agent keeps a favourable seat. With fewer agents than
seats they are dealt round the seats in turn; in Clash each agent plays a whole team.
"""

from __future__ import annotations

import math
import statistics
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ..engine.cards import ShuffleSource
from ..engine.games import get_spec
from ..engine.view import Recall
from .agents import make_agent, move_rng


@dataclass
class GameRecord:
    seating: list[str]  # agent name per seat
    winners: list[int]
    draw: bool
    decision_ms: dict[str, list[float]] = field(default_factory=dict)
    actions: int = 0


def seating_for(game: str, agents: Sequence[str], seats: int, index: int) -> list[str]:
    """Agent name per seat for game number `index`."""
    if game == "clash":  # teams sit together: red = seats 0, 1; black = seats 2, 3
        red, black = agents[index % len(agents)], agents[(index + 1) % len(agents)]
        return [red, red, black, black]
    dealt = [agents[s % len(agents)] for s in range(seats)]
    shift = index % seats
    return dealt[-shift:] + dealt[:-shift] if shift else dealt


# No game takes this many actions (a Clash match at most 315, by our replay ruling; a save holds
# at most scenario.MAX_ACTIONS): a game that does is a bug, reported instead of hanging the arena.
ACTION_CAP = 2_000


class EndlessGame(RuntimeError):
    """A game of the arena went past ACTION_CAP actions without ending."""


def play_one(
    game: str, seating: Sequence[str], seed: int, options: dict[str, Any] | None = None
) -> GameRecord:
    spec = get_spec(game)
    options = {**spec.option_defaults(), **(options or {})}
    state, opening = spec.new_state(len(seating), dict(options), {}, ShuffleSource(seed))
    recall = Recall(game, len(seating), options)
    recall.record(opening)
    players = [make_agent(name, game) for name in seating]
    record = GameRecord(list(seating), [], False)
    while True:
        acting = state.to_act()
        if not acting:
            break
        seat = acting[0]
        legal = state.legal_actions(seat)
        began = time.perf_counter()
        rng = move_rng(seed, record.actions, seat)  # per move: no move shifts another's draws
        action = players[seat].choose(recall.view(state, seat), legal, rng)
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


def _play_job(job: tuple[str, list[str], int, dict[str, Any]]) -> GameRecord:
    return play_one(*job)


def run_arena(
    game: str,
    agents: Sequence[str],
    games: int,
    seed: int,
    jobs: int = 1,
    seats: int | None = None,
    options: dict[str, Any] | None = None,
) -> dict[str, Any]:
    spec = get_spec(game)
    seats = seats or spec.default_seats
    work = [
        (game, seating_for(game, agents, seats, i), seed + i, options or {}) for i in range(games)
    ]
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            records = list(pool.map(_play_job, work, chunksize=1))
    else:
        records = [_play_job(job) for job in work]
    return tally(game, agents, records)


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
            "name": name, "games": n, "wins": wins, "draws": draws,
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
    lines = [
        f"{result['game']}: {result['games']} games",
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
    return "\n".join(lines)
