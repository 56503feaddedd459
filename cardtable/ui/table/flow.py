"""The turns at a table: who moves next and whose eyes are on the screen.

A `MoveSource` feeds the table its moves. `LiveGame` is a game being played: people move through
the table's targets, the AI seats through a worker thread, each AI move paced by the speed
setting on the table's own clock (not the wall clock: a headless run is the same every time).
Between several people the device is passed behind a curtain: at the start, on resuming, and
before any person's private view, each time naming the person it goes to. A replay's tape
(`tape.Tape`) is the other source: every card open, no person acting.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Protocol

from ...ai.agents import make_agent
from ...engine.core import Action, Event, Seat
from ...match import SPECTATOR, Match
from .worker import AIWorker

AI_PAUSE = 0.55  # seconds (at normal speed) between an AI's move and its next one


class FlowTable(Protocol):
    """What a move source needs of the table it feeds."""

    clock: float  # seconds the table has run
    viewer: Seat  # whose eyes are on the screen (SPECTATOR: nobody's in particular)

    @property
    def speed(self) -> float: ...  # the animation speed setting (0: instant)

    def look_from(self, seat: Seat) -> None: ...

    def pass_device(self, name: str, on_lift: Callable[[], None]) -> None: ...

    def moved(self, seat: Seat, events: Sequence[Event]) -> None: ...

    def game_over(self) -> None: ...


class MoveSource(Protocol):
    ai_pause: float  # seconds (at normal speed) between two moves nobody at the screen makes
    curtain_for: Seat | None  # the person the device is being passed to (None: not passed)

    @property
    def thinking(self) -> Seat | None: ...  # the seat whose move is being thought about

    def first_viewer(self) -> Seat: ...

    def opening(self) -> Sequence[Event]: ...

    def observe(self, sees: Seat) -> Any: ...

    def may_act(self, viewer: Seat) -> bool: ...

    def legal(self, viewer: Seat) -> tuple[Action, ...]: ...

    def play(self, seat: Seat, action: Action) -> list[Event]: ...

    def waiting(self) -> bool: ...  # the table waits for the source, not for a person

    def step(self, table: FlowTable) -> None:
        """The table is idle (nothing animating): let the next thing happen."""

    def close(self) -> None: ...


class LiveGame:
    def __init__(self, match: Match) -> None:
        self.match = match
        self.agents = {
            s: make_agent(c.kind, match.config.game)
            for s, c in enumerate(match.seats)
            if not c.is_human
        }
        self.worker = AIWorker()
        self.ai_pause = AI_PAUSE
        self.next_ai_at = 0.0  # on the table's clock
        self.curtain_for: Seat | None = None
        self.over_told = False

    # -- eyes ----------------------------------------------------------------------------------
    def first_viewer(self) -> Seat:
        """Whose eyes the table opens with. Between several people nobody's: the first frame
        of a new or resumed game shows no private card, and the first person to act gets the
        device behind a curtain like everyone after them."""
        humans = self.match.humans()
        if len(humans) == 1:
            return humans[0]
        if not humans:
            return 0  # an all-AI table is watched from seat 0's chair
        return SPECTATOR

    def opening(self) -> Sequence[Event]:
        return self.match.opening

    def observe(self, sees: Seat) -> Any:
        return self.match.state.observe(sees)

    def may_act(self, viewer: Seat) -> bool:
        return viewer in self.match.acting_humans() and self.curtain_for is None

    def legal(self, viewer: Seat) -> tuple[Action, ...]:
        return tuple(self.match.state.legal_actions(viewer)) if self.may_act(viewer) else ()

    @property
    def thinking(self) -> Seat | None:
        """The AI seat whose move is being thought about."""
        return self.worker.seat if self.worker.busy else None

    def waiting(self) -> bool:
        """Whether the table is waiting for something of its own (the AI), not a person."""
        return self.worker.busy or (bool(self.match.acting_ais()) and not self.match.is_over())

    # -- the turns -----------------------------------------------------------------------------
    def step(self, table: FlowTable) -> None:
        match = self.match
        if match.is_over():
            if not self.over_told:
                self.over_told = True
                table.game_over()
            return
        polled = self.worker.poll()
        if polled is not None:
            seat, action = polled
            table.moved(seat, match.apply(seat, action))
            self.next_ai_at = table.clock + (self.ai_pause / table.speed if table.speed else 0.0)
            return
        if self.worker.busy:
            return
        humans = match.acting_humans()
        if humans and table.viewer not in humans:
            self._hand_over(table, humans[0])
            return
        ais = match.acting_ais()
        # an AI's simultaneous choice is made while the person chooses theirs
        if ais and table.clock >= self.next_ai_at:
            self._think(table, ais[0])

    def play(self, seat: Seat, action: Action) -> list[Event]:
        """A person's move (IllegalAction propagates and changes nothing)."""
        return self.match.apply(seat, action)

    def _think(self, table: FlowTable, seat: Seat) -> None:
        match = self.match
        if match.is_pass_and_play() and table.viewer != SPECTATOR and not match.acting_humans():
            table.look_from(SPECTATOR)  # nobody's cards while the AI plays between two people
        self.worker.start(
            seat,
            self.agents[seat],
            match.view(seat),
            match.state.legal_actions(seat),
            match.agent_rng(seat),
        )

    def _hand_over(self, table: FlowTable, seat: Seat) -> None:
        """The next person to act is not the one looking: with one person at the table this is
        just a change of eyes; with several, the device is passed behind a curtain."""
        if not self.match.is_pass_and_play():
            table.look_from(seat)
            return
        if self.curtain_for is not None:
            return
        self.curtain_for = seat
        table.look_from(SPECTATOR)

        def lift() -> None:
            self.curtain_for = None
            table.look_from(seat)

        table.pass_device(self.match.names[seat], lift)

    def close(self) -> None:
        self.worker.wait(2.0)
