"""Who the people in a sentence are, and who reads it.

Every sentence about a game names its seats through a `Narrator`, never through a list of names
passed around: the narrator is where the reader is known (`viewer`), so the sentences of the
reader's own moves are written to them ("You keep", "Astrid gives the red 4 to you") while
everyone else is named in the third person ("Astrid keeps"). A sentence whose subject may be the
reader has a sentence of its own for that case (`says`, or `is_viewer` where more differs): a
verb agrees with its subject differently in each language, so "you" is never put into a
third-person sentence as a subject. After a preposition or in a list "you" is a name like any
other (`whom`, `players`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ..engine.core import Seat
from ..i18n import join_and, tr, trc


@dataclass(frozen=True)
class Narrator:
    """`names[seat]` is how a seat is called; `viewer` is the reader's seat (None: an analyst
    or a spectator, who is none of the players, and everyone is named)."""

    names: tuple[str, ...]
    viewer: Seat | None = None

    def __post_init__(self) -> None:
        # a list from a caller is fine; a seat other than the reader's called "You" (the app's
        # name for the person, read by someone else) is quoted, so that its third-person verb
        # reads as a name's: "“You” keeps", not "You keeps"
        names = tuple(
            _quoted(name) if seat != self.viewer and _reads_as_you(name) else name
            for seat, name in enumerate(self.names)
        )
        object.__setattr__(self, "names", names)

    @classmethod
    def numbered(cls, seats: int, viewer: Seat | None = None) -> Narrator:
        """Seats called by number ("seat 0", "seat 1", ...): the play-by-play's and the command
        line's names, where a file has no players' names."""
        return cls(tuple(tr("seat {number}", number=seat) for seat in range(seats)), viewer)

    def is_viewer(self, seat: Seat | None) -> bool:
        """Whether `seat` is the reader (a sentence about them is written to them)."""
        return seat is not None and seat == self.viewer

    def says(self, seat: Seat, yours: str, theirs: str, /, **values: Any) -> str:
        """The sentence whose subject is `seat`, translated: `yours` ("You keep {card}") for the
        reader, else `theirs` with the seat's name as {player} ("{player} keeps {card}")."""
        if self.is_viewer(seat):
            return tr(yours, **values)
        return tr(theirs, player=self.names[seat], **values)

    def player(self, seat: Seat) -> str:
        """The seat's name, in the third person whoever reads (a sentence asks `is_viewer`
        first where its subject may be the reader)."""
        return self.names[seat]

    def whom(self, seat: Seat) -> str:
        """The seat where it is not the subject ("gives it to you", "you 14"): "you" for the
        reader, else the name."""
        if self.is_viewer(seat):
            return trc("the reader, not the subject of a sentence", "you")
        return self.names[seat]

    def players(self, seats: Sequence[Seat]) -> str:
        """Seats in a list joined by the language's "and" ("Astrid, Bjørn and you"; the reader
        last, so a list that starts a sentence starts with a name), or "nobody"."""
        if not seats:
            return tr("nobody")
        ordered = sorted(seats, key=self.is_viewer)
        return join_and([self.whom(seat) for seat in ordered])


def _reads_as_you(name: str) -> bool:
    """Whether a seat's name is the word for the reader ("You", in English or the language
    spoken): in a third-person sentence it would read as a grammar mistake."""
    return name.strip().casefold() in {"you", tr("You").casefold()}


def _quoted(name: str) -> str:
    return trc("a seat's name quoted, so that it reads as a name", "“{name}”", name=name)
