"""What an agent may know: its seat's recall.

An agent never receives a `State`. It receives a `View`: the game's public setup, the seat's
current observation, and every event since the game began in the form that seat saw it
(perfect recall: how an AI remembers the Polar peek after the table hides it again).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ..engine.core import Event, Seat, State


@dataclass(frozen=True)
class View:
    game: str
    seat: Seat
    n_seats: int
    options: Mapping[str, Any]
    observation: Any
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

    def view(self, state: State, seat: Seat) -> View:
        return View(
            self.game,
            seat,
            self.n_seats,
            self.options,
            state.observe(seat),
            tuple(self._events[seat]),
        )

    def events_of(self, seat: Seat) -> list[Event]:
        return list(self._events[seat])
