"""Benchmarks: commands that print figures (never timed tests)."""

from __future__ import annotations

import random
import statistics
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from .ai.agents import SearchAgent, level_budget
from .engine.cards import ShuffleSource
from .engine.core import State
from .engine.games import all_specs
from .engine.view import Recall, random_position


def random_playout(state: State, rng: random.Random) -> int:
    """Play uniformly random legal actions to the end; return the number of actions."""
    actions = 0
    while True:
        seats = state.to_act()
        if not seats:
            return actions
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        actions += 1


def bench_engine(seconds: float = 2.0, quiet: bool = False) -> list[dict[str, Any]]:
    """Random-playout throughput and clone cost per game, on one core."""
    report = []
    if not quiet:
        print(
            f"{'game':<9} {'games/s':>9} {'actions/s':>11} {'clone µs':>9}  (random legal actions,"
            f" fixed seed, {seconds:g} s per game)"
        )
    for spec in all_specs():
        rng = random.Random(1)
        games = actions = 0
        midgame: list[State] = []
        began = time.perf_counter()
        deadline = began + seconds
        while time.perf_counter() < deadline:
            state, _ = spec.new_state(
                spec.default_seats, spec.option_defaults(), {}, ShuffleSource(games)
            )
            actions += random_playout(state, rng)
            games += 1
            if len(midgame) < 50:
                midgame.append(_midgame(spec, games, rng))
        elapsed = time.perf_counter() - began
        clone_us = _clone_cost(midgame)
        row = {
            "game": spec.id,
            "games_per_s": games / elapsed,
            "actions_per_s": actions / elapsed,
            "clone_us": clone_us,
        }
        report.append(row)
        if not quiet:
            print(
                f"{spec.id:<9} {row['games_per_s']:>9.1f} {row['actions_per_s']:>11,.0f}"
                f" {clone_us:>9.2f}"
            )
    return report


def _midgame(spec, seed: int, rng: random.Random) -> State:
    """A state part-way through a random game (a third of a typical game's actions in)."""
    state, _ = spec.new_state(spec.default_seats, spec.option_defaults(), {}, ShuffleSource(seed))
    trail = state.clone()
    length = random_playout(trail, random.Random(seed))
    for _ in range(length // 3):
        seats = state.to_act()
        seat = seats[0] if len(seats) == 1 else rng.choice(seats)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


def _clone_cost(states: list[State], repeat: int = 2000) -> float:
    best = float("inf")
    for _ in range(5):
        began = time.perf_counter()
        for _ in range(repeat // len(states) + 1):
            for state in states:
                state.clone()
        per = (time.perf_counter() - began) / ((repeat // len(states) + 1) * len(states))
        best = min(best, per)
    return best * 1e6


AI_POSITIONS = 12  # positions per game (random legal moves from fixed seeds)
FRAME_SECONDS = 1 / 60  # the table's frame rate while an AI thinks


def bench_ai(
    repeat: int = 3,
    quiet: bool = False,
    levels: Sequence[str] = ("normal", "hard"),
    games: Sequence[str] | None = None,
    frame: Callable[[], None] | None = None,
) -> list[dict[str, Any]]:
    """The search's speed per game and level at fixed positions, each searched for the level's
    iteration count (no clock involved, so every run does the same work).

    Iterations per second are CPU time, the least of `repeat` runs per position (fair on a
    shared machine). The decision times are one more pass as a person waits: wall-clock, the
    search on a worker thread as in the app, and with `frame` (one frame of the table drawn)
    called at 60 frames a second on this thread meanwhile."""
    report = []
    if not quiet:
        print(
            f"{'game':<9} {'level':<7} {'iterations':>10} {'iterations/s':>12} "
            f"{'CPU ms':>13} {'wall ms':>13} {'idle ms':>13}  ({AI_POSITIONS} positions; CPU: "
            f"the best of {repeat} runs; wall: as a person waits"
            f"{', while the table draws' if frame else ''}; idle: the search's CPU time and the "
            f"drawing's share of the interpreter, the wait on an idle machine; median / max)"
        )
    for spec in all_specs():
        if games is not None and spec.id not in games:
            continue
        work = _ai_positions(spec)
        for level in levels:
            row = _bench_level(spec.id, level, work, repeat, frame)
            report.append(row)
            if not quiet:
                print(
                    f"{spec.id:<9} {level:<7} {row['iterations']:>10,} "
                    f"{row['iterations_per_s']:>12,.0f} "
                    f"{row['cpu_ms_median']:>6.0f} /{row['cpu_ms_max']:>5.0f} "
                    f"{row['decision_ms_median']:>6.0f} /{row['decision_ms_max']:>5.0f} "
                    f"{row['idle_ms_median']:>6.0f} /{row['idle_ms_max']:>5.0f}",
                    flush=True,
                )
    return report


def _bench_level(
    game: str,
    level: str,
    work: list[tuple[Any, tuple[str, ...]]],
    repeat: int,
    frame: Callable[[], None] | None,
) -> dict[str, Any]:
    budget = level_budget(level, game)
    fixed = replace(budget, seconds=3600.0)  # the iteration count alone
    iterations = 0
    costs = []  # CPU seconds per decision
    for index, (view, legal) in enumerate(work):
        best = float("inf")
        for _ in range(repeat):
            agent = SearchAgent(game, fixed)
            began = time.process_time()  # the CPU time: other programs do not count
            agent.choose(view, legal, random.Random(index))
            best = min(best, time.process_time() - began)
        assert agent.last is not None
        iterations += agent.last.iterations
        costs.append(best)
    timed = [_decision_wall(SearchAgent(game, budget), view, legal, index, frame)
             for index, (view, legal) in enumerate(work)]  # fmt: skip
    waits = [wall for wall, _, _, _ in timed]
    # The wait on an otherwise idle machine: the two threads share one interpreter lock, so
    # the search gets what drawing 60 frames a second leaves of it (at most that: drawing that
    # releases the lock overlaps the search). The drawing's share from all frames of the pass.
    frames = sum(count for _, _, _, count in timed)
    drawing = sum(ms for _, _, ms, _ in timed) / 1000
    share = min(0.9, drawing / frames / FRAME_SECONDS) if frames else 0.0
    bound = [cpu / (1 - share) for _, cpu, _, _ in timed]
    return {
        "game": game,
        "level": level,
        "iterations": budget.max_iterations,
        "iterations_per_s": iterations / sum(costs),
        "cpu_ms_median": 1000 * statistics.median(costs),
        "cpu_ms_max": 1000 * max(costs),
        "decision_ms_median": statistics.median(waits),
        "decision_ms_max": max(waits),
        "idle_ms_median": statistics.median(bound),
        "idle_ms_max": max(bound),
        "table_drawing": frame is not None,
    }


def _decision_wall(
    agent: SearchAgent,
    view: Any,
    legal: tuple[str, ...],
    index: int,
    frame: Callable[[], None] | None,
) -> tuple[float, float, float, int]:
    """Milliseconds from asking to the answer, the search on its own thread; the search's CPU
    milliseconds; the drawing's CPU milliseconds and frames meanwhile."""
    used = [0.0]

    def think() -> None:
        began = time.thread_time()
        agent.choose(view, legal, random.Random(index))
        used[0] = time.thread_time() - began

    drawing = 0.0
    frames = 0
    began = time.perf_counter()
    thread = threading.Thread(target=think)
    thread.start()
    while thread.is_alive():
        if frame is None:
            thread.join()
            break
        drawn, drawn_cpu = time.perf_counter(), time.thread_time()
        frame()
        drawing += time.thread_time() - drawn_cpu
        frames += 1
        thread.join(max(0.0, FRAME_SECONDS - (time.perf_counter() - drawn)))
    return (time.perf_counter() - began) * 1000, used[0] * 1000, drawing * 1000, frames


def _ai_positions(spec: Any) -> list[tuple[Any, tuple[str, ...]]]:
    """(view, legal) at AI_POSITIONS points of random games where the seat has a choice."""
    rng = random.Random(f"bench:{spec.id}")
    found: list[tuple[Any, tuple[str, ...]]] = []
    seed = 0
    while len(found) < AI_POSITIONS:
        seed += 1
        options = spec.option_defaults()
        state, recall = random_position(spec, spec.default_seats, options, seed, rng, 40)
        if state.is_over():
            continue
        seat = rng.choice(state.to_act())
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            found.append((recall.view(state, seat), legal))
    return found


def _self_play(game: str, seats: int, seed: int) -> Any:
    """A whole game of the easy level as a scenario (fast, and the same every time)."""
    from .ai.agents import HeuristicAgent
    from .engine.scenario import Scenario

    spec = next(s for s in all_specs() if s.id == game)
    base = Scenario(game, seats, spec.option_defaults(), {}, seed)
    from .engine.scenario import start

    state, opening = start(base)
    recall = Recall(game, seats, base.options)
    recall.record(opening)
    agent, rng, actions = HeuristicAgent(game), random.Random(seed), []
    while not state.is_over():
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        action = agent.choose(recall.view(state, seat), legal, rng)
        actions.append((seat, action))
        recall.record(state.apply(seat, action))
    return base.with_actions(actions)


def bench_review(quiet: bool = False) -> list[dict[str, Any]]:
    """A review of seat 0 of a whole 4-seat Polar Pairs game and of a Quattro game at the
    default budget, run as the app runs it (a ReviewJob on its own thread), with its progress."""
    import os

    from .ai.review import DEFAULT_BUDGET_MS, ReviewJob, iterations_for

    report = []
    for game, seats in (("polar", 4), ("quattro", 2)):
        game_scenario = _self_play(game, seats, seed=2026)
        job = ReviewJob(game_scenario, seats=[0], iterations=iterations_for(DEFAULT_BUDGET_MS))
        load_before = os.getloadavg()[0]
        began, cpu_began = time.perf_counter(), time.process_time()
        job.start()
        shown = -1
        while job.running:
            job.join(0.5)
            done, total = job.progress()
            if not quiet and done != shown and (done % 10 == 0 or done == total):
                print(f"  {game}: {done}/{total} decisions, {time.perf_counter() - began:.1f} s")
                shown = done
        seconds = time.perf_counter() - began
        cpu = time.process_time() - cpu_began
        review = job.result()
        assert review is not None, job.error
        decisions = len(review.decisions)
        row = {
            "game": game,
            "seats": seats,
            "decisions": decisions,
            "iterations": job.iterations,
            "seconds": round(seconds, 2),
            "per_decision_ms": round(1000 * seconds / max(1, decisions), 1),
            "cpu_seconds": round(cpu, 2),
            "marks": sum(1 for d in review.decisions if d.mark is not None),
            "load_average": [round(load_before, 2), round(os.getloadavg()[0], 2)],
        }
        report.append(row)
        if not quiet:
            print(
                f"{game}: {decisions} decisions of seat 0 reviewed in {seconds:.1f} s "
                f"({row['per_decision_ms']:.0f} ms each, {job.iterations} iterations), "
                f"{row['marks']} marked; {cpu:.1f} s of CPU time (what it takes on a core of its "
                f"own); load average {load_before:.1f} -> {os.getloadavg()[0]:.1f} on "
                f"{os.cpu_count()} cores"
            )
    return report
