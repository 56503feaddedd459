"""Each game's sentences, one module per game (`cardtable/text/games/<game>.py`, its `TEXT`),
found by the game's id: nothing outside these modules asks which game it is.

A game's `GameText` writes the line of every event (the log and the play-by-play) and the
sentence of every reason a move is refused (`IllegalAction.reason`, with its details)."""

from __future__ import annotations

import importlib
from functools import cache

from ...engine.core import Card, Event, IllegalAction
from ...engine.games import GAME_IDS
from ..cards import card_name
from ..narrator import Narrator
from ..reasons import COMMON
from ..sentences import Sentences


class GameText:
    """The sentences of one game. `events` holds a writer for every event class of the game,
    `reasons` one for every member of its Reason enum (and for each CommonReason the game words
    its own way; the others read as `reasons.COMMON` words them)."""

    events: Sentences
    reasons: Sentences

    def __init__(self, game: str) -> None:
        self.game = game

    def card(self, card: Card | None) -> str:
        return card_name(self.game, card)

    def event(self, event: Event, say: Narrator) -> str:
        """The event's line in the log and in the play-by-play."""
        return self.events[type(event)](event, say)

    def reason(self, error: IllegalAction, say: Narrator) -> str:
        """Why a move was refused, for the person who tried it."""
        writer = self.reasons.get(error.reason) or COMMON[error.reason]
        return writer(say, **error.details)


@cache
def text_for(game: str) -> GameText:
    """The sentences of `game` (KeyError for an unknown id)."""
    if game not in GAME_IDS:
        raise KeyError(game)
    text: GameText = importlib.import_module(f"{__name__}.{game}").TEXT
    return text
