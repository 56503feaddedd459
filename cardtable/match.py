"""A game at the table: who sits where (people or AI levels), the engine state, each seat's
recall, and the move list that makes it a scenario (a saved game, a replay).

Shared by the window, the headless player and the tests; it knows nothing of pixels.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .ai.agents import move_rng
from .engine.cards import ShuffleSource
from .engine.core import Event, Seat, State
from .engine.games import get_spec
from .engine.scenario import Scenario
from .engine.view import Recall, View

HUMAN = "human"
SPECTATOR: Seat = -1  # nobody's eyes in particular: only what everybody at the table saw


@dataclass(frozen=True)
class SeatConfig:
    name: str
    kind: str = HUMAN  # "human" or an AI level: easy, normal, hard (random for measurements)

    @property
    def is_human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class MatchConfig:
    game: str
    seats: list[SeatConfig]
    options: dict[str, Any] = field(default_factory=dict)
    setup: dict[str, int] = field(default_factory=dict)
    seed: int = 0
    shuffles: tuple[tuple[str, ...], ...] = ()  # stacked shuffles of an imported scenario

    def scenario(self, actions: Sequence[tuple[Seat, str]] = ()) -> Scenario:
        spec = get_spec(self.game)
        meta = {"names": [s.name for s in self.seats], "kinds": [s.kind for s in self.seats]}
        return Scenario(
            self.game,
            len(self.seats),
            {**spec.option_defaults(), **self.options},
            dict(self.setup),
            self.seed,
            self.shuffles,
            tuple(actions),
            None,
            meta,
        )


class Match:
    """The engine state plus everything around it. `listeners` hear every applied move."""

    def __init__(self, config: MatchConfig, actions: Sequence[tuple[Seat, str]] = ()) -> None:
        self.config = config
        spec = get_spec(config.game)
        self.spec = spec
        options = {**spec.option_defaults(), **config.options}
        self.options = options
        self.state: State
        self.state, self.opening = spec.new_state(
            len(config.seats),
            dict(options),
            dict(config.setup),
            ShuffleSource(config.seed, config.shuffles),
        )
        self.recall = Recall(config.game, len(config.seats), options)
        self.recall.record(self.opening)
        # what a spectator saw happen: the opening deals face down like every later move
        self.public_log: list[tuple[Seat | None, Event]] = [
            (None, event.redact(SPECTATOR)) for event in self.opening
        ]
        self.actions: list[tuple[Seat, str]] = []
        self.listeners: list[Callable[[Seat, str, list[Event]], None]] = []
        for seat, action in actions:  # resuming: the same moves give the same table
            self.apply(seat, action, quiet=True)

    # -- who is who ----------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.config.seats]

    @property
    def seats(self) -> list[SeatConfig]:
        return self.config.seats

    def humans(self) -> list[Seat]:
        return [i for i, seat in enumerate(self.config.seats) if seat.is_human]

    def reader(self, viewer: Seat) -> Seat | None:
        """Whom sentences seen with `viewer`'s eyes are written to ("You keep"): the viewer when
        a person sits there; nobody at an all-AI table (watched from seat 0's chair) or for a
        spectator, who read everybody's names."""
        seats = self.config.seats
        return viewer if 0 <= viewer < len(seats) and seats[viewer].is_human else None

    def is_pass_and_play(self) -> bool:
        return len(self.humans()) >= 2

    def acting(self) -> tuple[Seat, ...]:
        return self.state.to_act()

    def acting_humans(self) -> list[Seat]:
        return [s for s in self.state.to_act() if self.config.seats[s].is_human]

    def acting_ais(self) -> list[Seat]:
        return [s for s in self.state.to_act() if not self.config.seats[s].is_human]

    # -- moves ---------------------------------------------------------------------------------
    def apply(self, seat: Seat, action: str, quiet: bool = False) -> list[Event]:
        """Make a move (IllegalAction propagates, and changes nothing)."""
        events = self.state.apply(seat, action)
        self.actions.append((seat, action))
        self.recall.record(events)
        self.public_log.extend((seat, event.redact(SPECTATOR)) for event in events)
        if not quiet:
            for listener in self.listeners:
                listener(seat, action, events)
        return events

    def log_for(self, seat: Seat) -> list[Event]:
        """The play-by-play as `seat` saw it (its own cards named, everyone else's face down);
        a spectator's when `seat` is SPECTATOR."""
        if seat == SPECTATOR:
            return [event for _, event in self.public_log]
        return self.recall.events_of(seat)

    def view(self, seat: Seat) -> View:
        return self.recall.view(self.state, seat)

    def agent_rng(self, seat: Seat) -> random.Random:
        """The AI's random choices are fixed by the game and the move number, so a resumed
        game continues with the same choices."""
        return move_rng(self.config.seed, len(self.actions), seat)

    def scenario(self) -> Scenario:
        return self.config.scenario(self.actions)

    def is_over(self) -> bool:
        return self.state.is_over()
