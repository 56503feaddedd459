"""Benchmarks: commands that print figures (never timed tests)."""

from __future__ import annotations

import random
import time
from typing import Any

from .ai.agents import BUDGETS, SearchAgent
from .ai.ismcts import Budget
from .engine.cards import ShuffleSource
from .engine.core import State
from .engine.games import all_specs
from .engine.view import Recall


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


AI_POSITIONS = 12  # positions per game, each searched for the normal level's iteration cap


def bench_ai(repeat: int = 3, quiet: bool = False) -> list[dict[str, Any]]:
    """The search's speed per game: iterations per second of the `normal` level's search at
    fixed positions (random legal moves from fixed seeds), with its iteration cap and no clock,
    so every run does the same work; the best of `repeat` runs, in CPU seconds."""
    cap = BUDGETS["normal"].max_iterations
    budget = Budget(seconds=3600.0, max_iterations=cap)
    report = []
    if not quiet:
        print(
            f"{'game':<9} {'iterations/s':>12} {'ms/decision':>12}  ({AI_POSITIONS} positions, "
            f"up to {cap} iterations each, best of {repeat}, CPU time)"
        )
    for spec in all_specs():
        work = _ai_positions(spec)
        best = float("inf")
        iterations = 0
        for _ in range(repeat):
            iterations = 0
            began = time.process_time()  # the CPU time: other programs do not count
            for index, (view, legal) in enumerate(work):
                agent = SearchAgent(spec.id, budget)
                agent.choose(view, legal, random.Random(index))
                assert agent.last is not None
                iterations += agent.last.iterations
            best = min(best, time.process_time() - began)
        row = {
            "game": spec.id,
            "iterations_per_s": iterations / best,
            "ms_per_decision": 1000 * best / len(work),
        }
        report.append(row)
        if not quiet:
            print(f"{spec.id:<9} {row['iterations_per_s']:>12,.0f} {row['ms_per_decision']:>12.1f}")
    return report


def _ai_positions(spec: Any) -> list[tuple[Any, tuple[str, ...]]]:
    """(view, legal) at AI_POSITIONS points of random games where the seat has a choice."""
    rng = random.Random(f"bench:{spec.id}")
    found: list[tuple[Any, tuple[str, ...]]] = []
    seed = 0
    while len(found) < AI_POSITIONS:
        seed += 1
        options = spec.option_defaults()
        state, opening = spec.new_state(spec.default_seats, dict(options), {}, ShuffleSource(seed))
        recall = Recall(spec.id, state.n_seats, options)
        recall.record(opening)
        for _ in range(rng.randint(0, 40)):
            if state.is_over():
                break
            seat = rng.choice(state.to_act())
            recall.record(state.apply(seat, rng.choice(state.legal_actions(seat))))
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
