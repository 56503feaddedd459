"""Each game's sentences, one module per game (`cardtable/text/games/<game>.py`, its `TEXT`),
found by the game's id: nothing outside these modules asks which game it is.

A game's `GameText` writes the line of every event (the log and the play-by-play) and the
sentence of every reason a move is refused (`IllegalAction.reason`, with its details)."""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from ...engine.core import Action, Card, Event, IllegalAction, Outcome, Seat
from ...engine.games import GAME_IDS
from ...i18n import join_list, tr
from ..cards import card_name
from ..narrator import Narrator
from ..reasons import COMMON
from ..sentences import Sentences


class Words:
    """A table's fixed words, by what they are (a plate's line, a button, a banner, ...) and
    what they name: each a catalogue message marked with N_(), said in the reader's language."""

    def __init__(self, table: Mapping[str, Mapping[str, str]]) -> None:
        self._table = table

    def __call__(self, what: str, key: str) -> str:
        return tr(self._table[what][key])


class GameText:
    """The sentences of one game. `events` holds a writer for every event class of the game,
    `reasons` one for every member of its Reason enum (and for each CommonReason the game words
    its own way; the others read as `reasons.COMMON` words them)."""

    def __init__(self, game: str, events: Sentences, reasons: Sentences) -> None:
        self.game = game
        self.events = events
        self.reasons = reasons

    def card(self, card: Card | None) -> str:
        return card_name(self.game, card)

    def event(self, event: Event, say: Narrator) -> str:
        """The event's line in the log and in the play-by-play."""
        return self.events[type(event)](event, say)

    def reason(self, error: IllegalAction, say: Narrator) -> str:
        """Why a move was refused, for the person who tried it."""
        writer = self.reasons.get(error.reason) or COMMON[error.reason]
        return writer(say, **error.details)

    def action(
        self, seat: Seat, action: Action, say: Narrator, view: Any, secret: bool = False
    ) -> str:
        """A move of a replay as a sentence. `view`: the table as the reader saw it just before
        the move (a seat's observation, or a replay's eyes): a move may mean what the position
        makes it (Cuckoo's dealer swaps with the stock). `secret`: the game is not over, so a
        card chosen in secret (Quattro's reveal, Clash's commit) is not named. A game words its
        own verbs (`move`); what it does not know reads as the move itself."""
        verb, _, rest = action.partition(" ")
        said = self.move(seat, verb, rest.split(), say, secret, view)
        if said is None:
            return tr("{player}: {action}", player=say.player(seat), action=action)
        return said

    def move(
        self, seat: Seat, verb: str, words: list[str], say: Narrator, secret: bool, view: Any
    ) -> str | None:
        """A move of the game's own (`verb` and the words after it), made from `view`, as a
        sentence; None for one the game does not word."""
        return None

    def standings(
        self, before: Mapping[str, Any], after: Mapping[str, Any], say: Narrator
    ) -> str | None:
        """The lives or scores once a deal, round or set is over (`summary()` before and after
        a move); None while nothing was settled."""
        return None

    def seat_label(self, seat: Seat) -> str:
        """A seat on the setup screen, counted from 1."""
        return tr("Seat {number}", number=seat + 1)

    def headline(self, outcome: Outcome, say: Narrator) -> str:
        """The result screen's title: who won."""
        if outcome.draw or not outcome.winners:
            return tr("A draw!")
        if len(outcome.winners) == 1:
            if say.is_viewer(outcome.winners[0]):
                return tr("You win!")
            return tr("{name} wins!", name=say.player(outcome.winners[0]))
        return tr("Shared win: {names}", names=say.players(outcome.winners))


def listing(say: Narrator, values: Sequence[Any]) -> str:
    """Every seat with its number ("Astrid 3, you 2")."""
    return join_list(
        tr("{player} {value}", player=say.whom(seat), value=value)
        for seat, value in enumerate(values)
    )


def of_game(package: str, game: str, name: str) -> Any:
    """`name` of the module `<package>.<game>`, the part of a registry by game id that is
    `game`'s (KeyError for an unknown id)."""
    if game not in GAME_IDS:
        raise KeyError(game)
    return getattr(importlib.import_module(f"{package}.{game}"), name)


@cache
def text_for(game: str) -> GameText:
    """The sentences of `game` (KeyError for an unknown id)."""
    text: GameText = of_game(__name__, game, "TEXT")
    return text
