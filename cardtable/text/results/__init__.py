"""The result of a game as one reader saw it end: why it ended the way it did, the final hands
or lives, and the game's score sheet. Built only from the reader's own observation and the
events the reader saw (redacted for them), never from the state: a card the reader never saw
is a face-down card here too.

Each game's result is in `text/results/<game>.py` (its `story(seen, say) -> Story`), found by
the game's id (`story_for`); the result screen draws a `Story` without knowing the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ...engine.core import Card, Event, Outcome
from ..games import of_game
from ..narrator import Narrator


@dataclass(frozen=True)
class Seen:
    """The end of a game from one reader's chair: `obs` is their observation (a spectator's
    in pass-and-play, where everyone reads the same screen), `events` every event they saw,
    redacted for them, `outcome` who won."""

    obs: Any
    events: tuple[Event, ...]
    outcome: Outcome
    names: tuple[str, ...]


@dataclass(frozen=True)
class Hand:
    """One seat's cards at the end (None: a card this reader never saw, drawn face down),
    with a few words about them ("a Quattro, sum 14"). `dim`: cards out of play (burned)."""

    name: str
    cards: tuple[Card | None, ...]
    note: str = ""
    dim: tuple[bool, ...] = ()
    winner: bool = False


@dataclass(frozen=True)
class Hands:
    """The final hands (or the cards of the deciding round), under a title."""

    title: str
    game: str  # whose deck the cards are drawn from
    hands: tuple[Hand, ...]


@dataclass(frozen=True)
class Sheet:
    """A table of words: the score sheet, the lives over the deals, the sets. `rows` are read
    in order; `marked` rows (a total) are drawn apart."""

    title: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    marked: tuple[int, ...] = ()


Section = Hands | Sheet


@dataclass(frozen=True)
class Story:
    """What the result screen says: why (one sentence or a few), then its sections."""

    reason: tuple[str, ...]
    sections: tuple[Section, ...]


StoryWriter = Callable[[Seen, Narrator], Story]


@cache
def story_for(game: str) -> StoryWriter:
    """The result writer of `game` (KeyError for an unknown id)."""
    writer: StoryWriter = of_game(__name__, game, "story")
    return writer


def result_story(game: str, seen: Seen, say: Narrator) -> Story:
    """Why `game` ended as it did, and what the reader may see of its end."""
    return story_for(game)(seen, say)


def last_of(events: Sequence[Event], kind: type[Any]) -> int:
    """The index of the last event of `kind` (-1: none)."""
    for index in range(len(events) - 1, -1, -1):
        if isinstance(events[index], kind):
            return index
    return -1
