"""Hints at the table: the one hint call (`ai.hints.hint`) run off the UI thread, from the view
of the seat asking, and the line the top bar shows while it thinks and once it has answered."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ...ai.explain import Hint
from ...ai.hints import hint
from ...engine.core import Action, Seat
from ...engine.view import View
from ...i18n import tr
from ...text.hints import hint_text
from ..core.forward import Forward
from .worker import Worker


def hint_words(found: Hint) -> str:
    """The hint as the person reads it."""
    return hint_text(found)


class Hints:
    def __init__(self) -> None:
        self.worker: Worker[Hint] = Worker()
        self.worker.what = "a hint (none is shown)"
        self.hint: Hint | None = None
        self.line = ""  # what the top bar says about the hint

    busy = Forward[bool]("worker")

    def ask(self, view: View, legal: Sequence[Action], rng: random.Random) -> None:
        """Think about a hint for `view.seat` (only from what that seat has seen)."""
        if self.worker.busy:
            return
        self.hint = None
        self.worker.run(view.seat, lambda: hint(view, legal, rng), lambda: None)
        self.line = tr("Thinking about a hint…")

    def poll(self, seat: Seat | None, legal: Sequence[Action]) -> bool:
        """Take the answer if it is ready: kept only if it is for `seat`, the one who may act
        now (None: nobody may), and its move is still legal. True when a hint is now shown."""
        polled = self.worker.poll()
        if polled is None:
            return False
        asked, found = polled
        if found is None or asked != seat or found.action not in legal:
            self.line = ""
            return False
        self.hint = found
        self.line = hint_words(found)
        return True

    def reword(self) -> None:
        """Say the answer again in the current language (the language was changed)."""
        if self.hint is not None:
            self.line = hint_words(self.hint)
        elif self.busy:
            self.line = tr("Thinking about a hint…")

    def forget(self) -> None:
        """A move was made or the eyes changed: the hint no longer applies."""
        self.hint = None
        self.line = ""
