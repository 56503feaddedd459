"""An event's line as the log and the play-by-play print it, for the rules tests that check a
move's words beside its effect."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from cardtable.engine.core import Event
from cardtable.text import Narrator, describe


def said_in(game: str) -> Callable[[Event, Sequence[str]], str]:
    """`said(event, names)` for `game`: the event's line with the seats called by `names`."""

    def said(event: Event, names: Sequence[str]) -> str:
        return describe(game, event, Narrator(tuple(names)))

    return said
