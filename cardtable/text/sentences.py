"""A table of sentence writers keyed by what they are about (an event class, a reason), filled
by decorating each writer where it is written:

    EVENTS = Sentences()

    @EVENTS.on(rules.Kept)
    def _kept(event: rules.Kept, say: Narrator) -> str:
        return tr("{player} keeps", player=say.player(event.seat))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator
from typing import Any

Writer = Callable[..., str]


class Sentences:
    def __init__(self) -> None:
        self._writers: dict[Hashable, Writer] = {}

    def on(self, *keys: Hashable) -> Callable[[Writer], Writer]:
        """Register the decorated writer for every key (one writer may serve several)."""

        def register(writer: Writer) -> Writer:
            for key in keys:
                if key in self._writers:
                    raise ValueError(f"two sentences for {key!r}")
                self._writers[key] = writer
            return writer

        return register

    def get(self, key: Hashable) -> Writer | None:
        return self._writers.get(key)

    def __getitem__(self, key: Hashable) -> Writer:
        return self._writers[key]

    def __contains__(self, key: Any) -> bool:
        return key in self._writers

    def __iter__(self) -> Iterator[Hashable]:
        return iter(self._writers)
