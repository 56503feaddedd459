"""A game with every seat's recall, as the arena keeps it, for the per-game AI tests."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.games import get_spec
from cardtable.engine.view import Recall, View


class RecordedTable:
    def __init__(
        self, game: str, seats: int, options: dict[str, Any], setup: dict[str, Any],
        shuffles: ShuffleSource,
    ) -> None:  # fmt: skip
        self.state, opening = get_spec(game).new_state(seats, options, setup, shuffles)
        self.recall = Recall(game, seats, options)
        self.recall.record(opening)

    def play(self, *moves: str) -> None:
        """Moves of the one seat to act, in turn."""
        for move in moves:
            (seat,) = self.state.to_act()
            self.recall.record(self.state.apply(seat, move))

    def view(self, seat: int) -> View:
        return self.recall.view(self.state, seat)


Policy = Callable[[Any, int, Any, random.Random], str]


def played_on(table: RecordedTable, rng: random.Random, policy: Policy) -> Iterator[Any]:
    """Every position of the table's game to its end, half the moves random and half the
    `policy`'s (state, seat, legal, rng), each as (table, rng)."""
    while not table.state.is_over():
        yield table, rng
        (seat,) = table.state.to_act()
        legal = table.state.legal_actions(seat)
        random_move = rng.random() < 0.5
        table.play(rng.choice(legal) if random_move else policy(table.state, seat, legal, rng))
    yield table, rng
