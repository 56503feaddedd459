"""The one place a sentence about a game is written: what happened (events), why a move was
refused, moves, standings, results, seat and option labels, the rules pages and the
play-by-play. The engine says what happened as data; this layer words it in the reader's
language, from what the reader may see (a redacted event names no card the reader has not
seen), through a `Narrator` that knows who reads.

The calls the UI and the command line make are here; each game's sentences are in
`text/games/<game>.py`, found by the game's id (`text_for`).
"""

from __future__ import annotations

from typing import Any

from ..engine.core import Action, Event, IllegalAction, Outcome, Seat
from ..i18n import join_list, tr
from .cards import card_list, card_name
from .games import GameText, text_for
from .narrator import Narrator

__all__ = [
    "GameText",
    "Narrator",
    "action_text",
    "card_list",
    "card_name",
    "describe",
    "headline",
    "last_move",
    "rejection",
    "scores",
    "text_for",
]


def describe(game: str, event: Event, say: Narrator) -> str:
    """The event's line in the log and in the play-by-play (give it the reader's redacted
    event: the sentence names every card the event carries)."""
    return text_for(game).event(event, say)


def last_move(game: str, event: Event, say: Narrator) -> str:
    """The table's strip that keeps the last move made, from the event as the reader saw it."""
    return tr("Last move: {move}", move=describe(game, event, say))


def rejection(game: str, error: IllegalAction, say: Narrator) -> str:
    """Why the rules refused a move, in the reader's language."""
    return text_for(game).reason(error, say)


def action_text(
    game: str, seat: Seat, action: Action, say: Narrator, view: Any, secret: bool = False
) -> str:
    """A move of a replay as a sentence in the reader's language. `view`: the table as the
    reader saw it just before the move (what the move means can depend on it: Cuckoo's dealer
    swaps with the stock). `secret`: the game is not over, and a card chosen in secret
    (Quattro's reveal, Clash's commit) is not named."""
    return text_for(game).action(seat, action, say, view, secret)


def headline(game: str, outcome: Outcome, say: Narrator) -> str:
    """Who won, as the result screen's title."""
    return text_for(game).headline(outcome, say)


def scores(outcome: Outcome, say: Narrator) -> str:
    """The final scores, every seat's ("Astrid 3, you 1"); empty for a game without them."""
    if outcome.scores is None:
        return ""
    return join_list(
        tr("{player} {score}", player=say.whom(seat), score=score)
        for seat, score in enumerate(outcome.scores)
    )
