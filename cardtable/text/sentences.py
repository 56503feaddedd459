"""A table of sentence writers keyed by what they are about (an event class, a reason), filled
by decorating each writer where it is written:

    EVENTS = Sentences()

    @EVENTS.on(rules.Kept)
    def _kept(event: rules.Kept, say: Narrator) -> str:
        return tr("{player} keeps", player=say.player(event.seat))
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterator, Mapping
from typing import Any, Protocol

from ..engine.core import Card, Seat
from .narrator import Narrator

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


class SecretCard(Protocol):
    """An event about a card only some may see: the others' copy has `card` None."""

    @property
    def seat(self) -> Seat: ...

    @property
    def card(self) -> Card | None: ...


def secret_cards(
    table: Sentences,
    messages: Mapping[Hashable, tuple[str, str, str]],
    name: Callable[[Card | None], str],
) -> None:
    """Register the writer of events about a card its player sees and others may not:
    `messages` has, for each event class, (the reader's sentence, another's with {card},
    another's when the card is not seen)."""

    def write(event: SecretCard, say: Narrator) -> str:
        yours, theirs, unseen = messages[type(event)]
        theirs = unseen if event.card is None else theirs
        return say.says(event.seat, yours, theirs, card=name(event.card))

    table.on(*messages)(write)
