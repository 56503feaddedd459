"""A replay's tape: the `MoveSource` that plays a saved game back on the table.

Nobody acts at a replay. The tape holds the game's moves (the ones the rules accept: a file
whose moves stop being legal plays up to there) and a position on them; the table shows the
position and, while the tape plays, each next move as it was made, paced by the speed setting.

A finished game has no secrets left: the tape's eyes are `OPEN`, every card face up
(`State.observe_open`, events unredacted). A game that did not finish (an imported scenario can
stop anywhere) still has them: its eyes are a spectator's, every card nobody has seen face down.
Which of the two is decided here, from the game's own end, and nowhere else.

The file is read by the caller through the engine's safe loader (`engine.scenario.load`), which
raises `ScenarioError` for anything it cannot use; the seat names and kinds in its `meta` are
checked here (a hostile file gets "Seat 1", never a crash).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ...engine.core import OPEN, CommonReason, Event, IllegalAction, Seat, State
from ...engine.scenario import Scenario, replay, start
from ...i18n import tr
from ...match import HUMAN, SPECTATOR, Match, MatchConfig, SeatConfig
from .flow import AI_PAUSE, FlowTable

NAME_LIMIT = 40  # characters of a seat's name a replay shows


def config_of(scenario: Scenario) -> MatchConfig:
    """The match a scenario describes: its names and kinds from `meta` when they fit the table
    ("Seat 1", "Seat 2"... and no person when they do not)."""
    meta = scenario.meta if isinstance(scenario.meta, dict) else {}
    names, kinds = meta.get("names"), meta.get("kinds")
    seats = scenario.seats
    if not (isinstance(names, list) and len(names) == seats and all(_text(n) for n in names)):
        names = [tr("Seat {number}", number=seat + 1) for seat in range(seats)]
    if not (isinstance(kinds, list) and len(kinds) == seats):
        kinds = ["normal"] * seats
    people = [
        SeatConfig(str(name)[:NAME_LIMIT], HUMAN if kind == HUMAN else "normal")
        for name, kind in zip(names, kinds, strict=True)
    ]
    return MatchConfig(
        scenario.game,
        people,
        dict(scenario.options),
        dict(scenario.setup),
        scenario.seed,
        scenario.shuffles,
    )


def _text(value: Any) -> bool:
    return isinstance(value, str) and value.isprintable()


class Tape:
    """The moves of a saved game and a position on them (0: before the first move)."""

    def __init__(self, scenario: Scenario) -> None:
        result = replay(scenario)  # ScenarioError: a shuffle list that does not fit
        self.scenario = scenario
        self.actions: list[tuple[Seat, str]] = [
            (step.seat, step.action)
            for step in result.steps[1:]
            if step.seat is not None and step.action is not None
        ]
        self.stopped_early = result.error is not None  # a move the rules refused ended it
        # the game as it ended: names, options and the outcome, for the table and its words
        self.match = Match(config_of(scenario), self.actions)
        self.finished = self.match.is_over()
        self.events: list[list[Event]] = [list(step.events) for step in result.steps]
        self._states: list[State[Any]] = self._positions()
        self.position = 0
        self.state: State[Any] = self._states[0].clone()
        self.playing = False
        self.ai_pause = AI_PAUSE  # seconds (at normal speed) between two moves while playing
        self.next_at = 0.0  # on the table's clock
        self.curtain_for: Seat | None = None  # nobody's device is passed at a replay
        self.thinking: Seat | None = None

    def _positions(self) -> list[State[Any]]:
        """The state at every position, so a jump anywhere is one copy."""
        state, _ = start(self.scenario)
        states = [state.clone()]
        for seat, action in self.actions:
            state.apply(seat, action)
            states.append(state.clone())
        return states

    @property
    def total(self) -> int:
        """The number of moves on the tape."""
        return len(self.actions)

    @property
    def at_end(self) -> bool:
        return self.position >= self.total

    def chapters(self, starts: Sequence[type[Event]]) -> list[int]:
        """The positions where a part of the game (a deal, a round, a set) begins: the start,
        and after every move with one of the events `starts`."""
        kinds = tuple(starts)
        found = [0]
        for position in range(1, self.total):  # a part that begins at the end is no part
            if kinds and any(isinstance(e, kinds) for e in self.events[position]):
                found.append(position)
        return found

    # -- the MoveSource ------------------------------------------------------------------------
    def first_viewer(self) -> Seat:
        return OPEN if self.finished else SPECTATOR

    def opening(self) -> Sequence[Event]:
        return self.events[0]

    def observe(self, sees: Seat) -> Any:
        """The table as the tape shows it, whoever asks: every card of a finished game, only
        what everybody saw of an unfinished one (never a seat's own view: a game's spectator
        seat may be a person's)."""
        if self.finished:
            return self.state.observe_open()
        return self.state.observe(SPECTATOR)

    def seen_before(self, position: int, seat: Seat | None = None) -> Any:
        """The table just before move `position` (0 for the first) was made: as `seat` saw it,
        or (None) as the tape shows it. A move's sentence is worded from it."""
        state = self._states[position]
        if seat is not None:
            return state.observe(seat)
        return state.observe_open() if self.finished else state.observe(SPECTATOR)

    def may_act(self, viewer: Seat) -> bool:
        return False

    def legal(self, viewer: Seat) -> tuple[str, ...]:
        return ()

    def play(self, seat: Seat, action: str) -> list[Event]:
        raise IllegalAction(CommonReason.NOT_YOUR_TURN, seat=seat)

    def waiting(self) -> bool:
        """Whether the table waits for the tape: it is playing."""
        return self.playing

    def step(self, table: FlowTable) -> None:
        if not self.playing:
            return
        if self.at_end:
            self.playing = False
            return
        if table.clock < self.next_at:
            return
        seat, events = self.forward()
        table.moved(seat, events)
        self.next_at = table.clock + (self.ai_pause / table.speed if table.speed else 0.0)

    def close(self) -> None:
        self.playing = False

    # -- moving on the tape --------------------------------------------------------------------
    def forward(self) -> tuple[Seat, list[Event]]:
        """Make the next move on the tape's table: who made it and what happened."""
        seat, action = self.actions[self.position]
        events = self.state.apply(seat, action)
        self.position += 1
        return seat, events

    def seek(self, position: int) -> None:
        """Stand at `position` (clamped to the tape)."""
        self.position = max(0, min(self.total, position))
        self.state = self._states[self.position].clone()

    def toggle(self, table_clock: float, restart: Callable[[], None]) -> None:
        """Play or pause; playing from the end starts again (`restart` puts the table at 0)."""
        if not self.playing and self.at_end:
            restart()
        self.playing = not self.playing
        self.next_at = table_clock
