"""Who the people in a sentence are, and who reads it.

Every sentence about a game names its seats through a `Narrator`, never through a list of names
passed around: the narrator is where the reader is known (`viewer`), so the sentences of the
reader's own moves can be written to them ("You keep" rather than "Astrid keeps", issue 15)
without any game's sentences learning who reads them. Today every seat is named in the third
person, whoever reads.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.core import Seat
from ..i18n import join_list, tr


@dataclass(frozen=True)
class Narrator:
    """`names[seat]` is how a seat is called; `viewer` is the reader's seat (None: an analyst
    or a spectator, who is none of the players)."""

    names: tuple[str, ...]
    viewer: Seat | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "names", tuple(self.names))  # a list from a caller is fine

    @classmethod
    def numbered(cls, seats: int, viewer: Seat | None = None) -> Narrator:
        """Seats called by number ("seat 0", "seat 1", ...): the play-by-play's and the command
        line's names, where a file has no players' names."""
        return cls(tuple(tr("seat {number}", number=seat) for seat in range(seats)), viewer)

    def player(self, seat: Seat) -> str:
        return self.names[seat]

    def players(self, seats: Sequence[Seat]) -> str:
        """Seats in a list ("seat 0, seat 2"), or "nobody"."""
        return join_list(self.names[seat] for seat in seats) if seats else tr("nobody")
