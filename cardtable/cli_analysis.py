"""The command line's analysis commands: arena, review and bench endings (how the AI plays
and how a person played), apart from the app's own commands in cli.py."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from .engine.core import IllegalAction, ScenarioError

if TYPE_CHECKING:
    from .engine.scenario import Scenario


def explain(loaded: Scenario) -> Callable[[IllegalAction], str]:
    """Why a scenario's move was refused, as `cardtable` prints it: seats by number."""
    from .text import Narrator, rejection

    say = Narrator.numbered(loaded.seats)
    return lambda error: rejection(loaded.game, error, say)


def bench_endings(options: argparse.Namespace) -> int:
    """Games between every pair of agents against the rules' bounds; 1 if one went over."""
    from .ai.endings import QUICK_ITERATIONS, all_endings, format_endings

    games = options.games or "50"
    if not games.isdigit() or int(games) < 1:
        print("cardtable bench endings: --games must be a number, at least 1", file=sys.stderr)
        return 2
    options.games = int(games)
    budgets = ", ".join(f"{level} {count}" for level, count in QUICK_ITERATIONS.items())
    if not options.json:
        print(f"Every game ends: {options.games} games per pair, iterations {budgets}")
    rows = []
    for row in all_endings(options.games, options.seed):
        rows.append(row)
        if not options.json:
            print(format_endings(row), flush=True)
    if options.json:
        print(json.dumps([vars(row) for row in rows]))
    return 1 if any(row.over for row in rows) else 0


def arena(options: argparse.Namespace) -> int:
    from .ai.agents import SEARCH_LEVELS
    from .ai.arena import AGENTS, EndlessGame, format_table, run_arena
    from .engine.games import get_spec

    agents = [a.strip() for a in options.agents.split(",") if a.strip()]
    unknown = [a for a in agents if a not in AGENTS]
    if not agents or unknown:
        print(
            f"cardtable arena: unknown agent {', '.join(unknown) or '(none)'}; "
            f"expected levels from: {', '.join(AGENTS)}",
            file=sys.stderr,
        )
        return 2
    iterations = iterations_of(options.iterations, SEARCH_LEVELS)
    if iterations is None:
        print(
            f"cardtable arena: --iterations takes LEVEL=COUNT pairs (levels: "
            f"{', '.join(SEARCH_LEVELS)}; counts at least 1), not {options.iterations!r}",
            file=sys.stderr,
        )
        return 2
    spec = get_spec(options.game)
    if options.seats is not None and options.seats not in spec.allowed_seats():
        print(f"cardtable arena: {spec.title} cannot seat {options.seats}", file=sys.stderr)
        return 2
    if options.games < 1 or options.jobs < 1:
        print("cardtable arena: --games and --jobs must be at least 1", file=sys.stderr)
        return 2
    try:
        result = run_arena(
            options.game,
            agents,
            options.games,
            options.seed,
            options.jobs,
            options.seats,
            iterations=iterations,
        )
    except EndlessGame as endless:
        print(f"cardtable arena: a game did not end: {endless}", file=sys.stderr)
        return 1
    print(json.dumps(result) if options.json else format_table(result))
    return 0


def review(options: argparse.Namespace) -> int:
    from .ai.review import human_seats, iterations_for, review_game
    from .engine import scenario
    from .text import Narrator
    from .text.review import decision_json, review_lines, seen_at_decisions

    if options.lang is not None:
        from .i18n import set_language

        set_language(options.lang)
    try:
        loaded = scenario.load(options.file)
        stop = scenario.replay(loaded).error
    except ScenarioError as err:
        print(f"cardtable review: {err}", file=sys.stderr)
        return 2
    if stop is not None:
        print(
            f"cardtable review: {options.file}: move {stop.step + 1} ({stop.seat} {stop.action})"
            f" is not legal: {explain(loaded)(stop.error)}",
            file=sys.stderr,
        )
        return 2
    if options.seat is not None and not 0 <= options.seat < loaded.seats:
        print(
            f"cardtable review: there is no seat {options.seat} in {options.file}", file=sys.stderr
        )
        return 2
    if not options.budget > 0:
        print("cardtable review: --budget must be more than 0 ms", file=sys.stderr)
        return 2
    seats = human_seats(loaded) if options.seat is None else (options.seat,)
    if not seats:
        print(
            f"cardtable review: no seat of {options.file} is a person's: name one with --seat N",
            file=sys.stderr,
        )
        return 2
    review = review_game(loaded, seats, iterations_for(options.budget), options.seed)
    names = Narrator.numbered(loaded.seats).names
    seen = seen_at_decisions(loaded, review.decisions)
    if options.json:
        for decision in review.decisions:
            say = Narrator(names, viewer=decision.seat)
            row = decision_json(loaded.game, decision, say, seen[decision.step])
            print(json.dumps(row, ensure_ascii=False))
    else:
        for line in review_lines(review, names, seen):
            print(line)
    return 0


def iterations_of(text: str, levels: tuple[str, ...]) -> dict[str, int] | None:
    """`normal=600,hard=2800` as a mapping; None when it is not that."""
    budgets: dict[str, int] = {}
    for item in filter(None, (part.strip() for part in text.split(","))):
        level, _, count = item.partition("=")
        if level not in levels or not count.isdigit() or int(count) < 1:
            return None
        budgets[level] = int(count)
    return budgets
