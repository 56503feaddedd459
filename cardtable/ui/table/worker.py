"""Runs the AI's thinking in a background thread, so the window keeps drawing while it searches:
a seat's move (`AIWorker`) or a hint (`Worker` with the hint call). The AI gets only its seat's
view (built on the UI thread), never the state."""

from __future__ import annotations

import random
import threading
import traceback
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from ...ai.agents import Agent
from ...applog import logger
from ...engine.view import View

T = TypeVar("T")


class Worker(Generic[T]):
    """One job at a time, for one seat; `poll()` hands its result over on the UI thread."""

    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: T | None = None
        self._error: str | None = None
        self.seat: int | None = None
        self.what = "a job"  # for the log, should the job fail

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def run(self, seat: int, job: Callable[[], T], fallback: Callable[[], T | None]) -> None:
        """Start `job` for `seat`; if it raises, the result is `fallback()` (logged)."""
        self.seat = seat
        self._result = None
        self._error = None

        def think() -> None:
            try:
                self._result = job()
            except Exception:  # a bug in the AI must not leave the table stuck
                self._error = traceback.format_exc()
                self._result = fallback()

        self._thread = threading.Thread(target=think, name=f"ai-seat-{seat}", daemon=True)
        self._thread.start()

    def poll(self) -> tuple[int, T | None] | None:
        """(seat, result) once the job is done, else None."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        self._thread = None
        if self._error:
            logger.error(
                "the AI of seat %s failed at %s:\n%s", self.seat, self.what, self._error.rstrip()
            )
        assert self.seat is not None
        return self.seat, self._result

    def wait(self, timeout: float = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)


class AIWorker(Worker[str]):
    """A seat's move; a random legal one should the agent fail."""

    def __init__(self) -> None:
        super().__init__()
        self.what = "its move (a random legal move was played instead)"

    def start(
        self, seat: int, agent: Agent, view: View, legal: Sequence[str], rng: random.Random
    ) -> None:
        choices = list(legal)
        self.run(
            seat,
            lambda: agent.choose(view, legal, rng),
            lambda: random.Random(0).choice(choices),
        )

    def poll(self) -> tuple[int, str] | None:
        polled = super().poll()
        if polled is None:
            return None
        seat, action = polled
        assert action is not None
        return seat, action
