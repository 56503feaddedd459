"""What one seat may know: its recall.

Nothing that decides for a seat (an AI agent, a hint, a review) receives a `State`. It
receives a `View`: the game's public setup, the seat's current observation, and every event
since the game began in the form that seat saw it (perfect recall: how an AI remembers the
Polar peek after the table hides it again). The engine owns this because its resamplers
(`engine/sampling.py`) rebuild a table from a view alone.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .cards import ShuffleSource
from .core import Event, GameSpec, Seat, State

ObsT = TypeVar("ObsT")


@dataclass(frozen=True)
class View(Generic[ObsT]):
    game: str
    seat: Seat
    n_seats: int
    options: Mapping[str, Any]
    observation: ObsT
    events: tuple[Event, ...]


class Recall:
    """Keeps each seat's redacted event history as a game goes on."""

    def __init__(self, game: str, n_seats: int, options: Mapping[str, Any]) -> None:
        self.game = game
        self.n_seats = n_seats
        self.options = dict(options)
        self._events: list[list[Event]] = [[] for _ in range(n_seats)]

    def record(self, events: Iterable[Event]) -> None:
        events = list(events)
        for seat, seen in enumerate(self._events):
            seen.extend(event.redact(seat) for event in events)

    def view(self, state: State[ObsT], seat: Seat) -> View[ObsT]:
        return View(
            self.game,
            seat,
            self.n_seats,
            self.options,
            state.observe(seat),
            tuple(self._events[seat]),
        )

    def play_randomly(self, state: State[Any], rng: random.Random, moves: int) -> None:
        """Plays up to `moves` random moves on `state` (a random seat of those to act, a random
        legal move) and records them: the random positions of benchmarks and tests."""
        for _ in range(moves):
            if state.is_over():
                break
            seat = rng.choice(state.to_act())
            self.record(state.apply(seat, rng.choice(state.legal_actions(seat))))

    def events_of(self, seat: Seat) -> list[Event]:
        return list(self._events[seat])


def random_position(
    spec: GameSpec,
    seats: int,
    options: Mapping[str, Any],
    seed: int,
    rng: random.Random,
    most_moves: int,
) -> tuple[State[Any], Recall]:
    """A new game of `spec` dealt from `seed` and up to `most_moves` random moves on, with its
    recall: the random positions of benchmarks and tests. ScenarioError where `options` do not
    suit `seats`."""
    state, opening = spec.new_state(seats, dict(options), {}, ShuffleSource(seed))
    recall = Recall(spec.id, state.n_seats, options)
    recall.record(opening)
    recall.play_randomly(state, rng, rng.randint(0, most_moves))
    return state, recall
