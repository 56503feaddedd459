"""Seeded random games, as scenarios: the same moves on every machine and every run, so their
play-by-plays and the rejections met on the way can be kept as golden text."""

from __future__ import annotations

import random
from typing import Any

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import get_spec
from cardtable.engine.scenario import Scenario

# (game, seats, options, seed): every game, a small and a large table, each option value.
TABLES: tuple[tuple[str, int, dict[str, Any], int], ...] = (
    ("quattro", 2, {}, 1),
    ("quattro", 2, {}, 2),
    ("cuckoo", 3, {"lives": 2}, 1),
    ("cuckoo", 6, {"lives": 3}, 2),
    ("clash", 4, {"variant": "advanced"}, 1),
    ("clash", 4, {"variant": "basic"}, 2),
    ("polar", 2, {"short": False}, 1),
    ("polar", 5, {"short": True}, 2),
)
MAX_MOVES = 400


def playout(game: str, seats: int, options: dict[str, Any], seed: int) -> Scenario:
    """A whole game of uniformly random legal moves (seeded), as a scenario to replay."""
    spec = get_spec(game)
    state, _ = spec.new_state(seats, dict(options), {}, ShuffleSource(seed))
    rng = random.Random(seed)
    actions: list[tuple[int, str]] = []
    while not state.is_over() and len(actions) < MAX_MOVES:
        seat = rng.choice(state.to_act())
        action = rng.choice(state.legal_actions(seat))
        state.apply(seat, action)
        actions.append((seat, action))
    return Scenario(game, seats, dict(options), {}, seed, (), tuple(actions))
