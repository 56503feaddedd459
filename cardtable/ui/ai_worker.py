"""Runs an agent's decision in a background thread, so the window keeps drawing while the AI
searches. The agent gets only its seat's view (built on the UI thread), never the state."""

from __future__ import annotations

import random
import threading
import time
import traceback
from collections.abc import Sequence

from ..ai.agents import Agent
from ..applog import logger
from ..engine.view import View


class AIWorker:
    def __init__(self) -> None:
        self._thread: threading.Thread | None = None
        self._result: str | None = None
        self._error: str | None = None
        self.seat: int | None = None
        self.started = 0.0

    @property
    def busy(self) -> bool:
        return self._thread is not None

    def start(
        self, seat: int, agent: Agent, view: View, legal: Sequence[str], rng: random.Random
    ) -> None:
        self.seat = seat
        self._result = None
        self._error = None
        self.started = time.perf_counter()

        def think() -> None:
            try:
                self._result = agent.choose(view, legal, rng)
            except Exception:  # a bug in an agent must not leave the table stuck
                self._error = traceback.format_exc()
                self._result = random.Random(0).choice(list(legal))

        self._thread = threading.Thread(target=think, name=f"ai-seat-{seat}", daemon=True)
        self._thread.start()

    def poll(self) -> tuple[int, str] | None:
        """(seat, action) once the decision is made, else None."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        self._thread = None
        if self._error:
            logger.error(
                "the AI of seat %s failed and played a random legal move instead:\n%s",
                self.seat,
                self._error.rstrip(),
            )
        assert self.seat is not None and self._result is not None
        return self.seat, self._result

    def wait(self, timeout: float = 5.0) -> None:
        if self._thread is not None:
            self._thread.join(timeout)
