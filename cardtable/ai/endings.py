"""Every game ends: games between every pair of the arena's agents, at every table a game
allows, against the rules' bounds (engine/bounds.py). `cardtable bench endings` runs it."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.bounds import max_actions
from ..engine.cards import ShuffleSource
from ..engine.core import ScenarioError
from ..engine.games import GAME_IDS, get_spec
from .arena import AGENTS, play_one, seating_for

# the search levels' budgets when the point is how games end, not how well they are played
QUICK_ITERATIONS = {"normal": 8, "hard": 16}


@dataclass
class Endings:
    game: str
    agents: tuple[str, str]
    games: int = 0
    longest: int = 0  # actions of the longest game
    bound: int = 0  # the rules' bound at the table where `longest` was played
    over: int = 0  # games longer than their bound


def tables(game: str) -> list[tuple[int, dict[str, Any]]]:
    """Every seat count with every combination of options that the game allows."""
    spec = get_spec(game)
    found = []
    choices = [[(o.name, value) for value in o.choices] for o in spec.options]
    for seats in spec.allowed_seats():
        for combination in itertools.product(*choices):
            options = {**spec.option_defaults(), **dict(combination)}
            try:
                spec.new_state(seats, dict(options), {}, ShuffleSource(0))
            except ScenarioError:
                continue  # e.g. Polar's short game needs five or six seats
            found.append((seats, options))
    return found


def pairs(agents: Sequence[str] = AGENTS) -> Iterator[tuple[str, str]]:
    """Every pair of agents, each with itself too."""
    yield from itertools.combinations_with_replacement(agents, 2)


def play_endings(
    game: str,
    agents: tuple[str, str],
    games: int,
    seed: int = 0,
    iterations: dict[str, int] | None = None,
) -> Endings:
    """`games` games of `agents` (dealt round the table, rotating) at the game's tables in turn,
    from the `seed`-th table on."""
    row = Endings(game, agents)
    at = tables(game)
    for index in range(games):
        seats, options = at[(seed + index) % len(at)]
        seating = seating_for(game, agents, seats, index)
        record = play_one(game, seating, seed + index, options, iterations or QUICK_ITERATIONS)
        bound = max_actions(game, seats, options)
        row.games += 1
        row.over += record.actions > bound
        if record.actions >= row.longest:
            row.longest, row.bound = record.actions, bound
    return row


def all_endings(
    games: int, seed: int = 0, iterations: dict[str, int] | None = None
) -> Iterator[Endings]:
    """Every game between every pair; each pair starts `games` tables (and seeds) further on."""
    for game in GAME_IDS:
        for number, agents in enumerate(pairs()):
            yield play_endings(game, agents, games, seed + number * games, iterations)


def format_endings(row: Endings) -> str:
    pair = " vs ".join(row.agents)
    verdict = "ok" if not row.over else f"{row.over} OVER THE BOUND"
    return (
        f"{row.game:<8} {pair:<18} {row.games:>6} games, longest {row.longest:>4} actions "
        f"(bound {row.bound}): {verdict}"
    )
