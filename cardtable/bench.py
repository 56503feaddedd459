"""Benchmarks: commands that print figures (never timed tests)."""

from __future__ import annotations

import random
import time
from typing import Any

from .engine.cards import ShuffleSource
from .engine.core import State
from .engine.games import all_specs


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
