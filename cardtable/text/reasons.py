"""The sentences of the reasons every game may give for refusing a move (CommonReason), and the
writers most reasons of every game share. A game that words a CommonReason its own way
registers it in its own table (text/games/<game>.py).

Most refusals are one sentence whose fields are the refusal's details in words: the seat that
tried the move by name ({player}), the seat whose turn it is ({turn}), the move ({action}), its
verb ({verb}), a card by its name ({card}). A game lists such sentences by the details they take
(`worded(REASONS, of_seat, {...})`); each sentence stays a literal message (`N_`), and each
reason gets a writer whose parameters are the details it takes."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping

from ..engine.core import Action, CommonReason, Seat
from ..i18n import N_, tr
from .cards import card_name
from .narrator import Narrator
from .sentences import Sentences, Writer

COMMON = Sentences()


def worded(
    table: Sentences, writer: Callable[[str], Writer], messages: Mapping[Hashable, str]
) -> None:
    """Register a writer made by `writer` for each reason's message."""
    for reason, message in messages.items():
        table.on(reason)(writer(message))


def plain(message: str) -> Writer:
    """A sentence without details."""

    def write(say: Narrator) -> str:
        return tr(message)

    return write


def of_action(message: str) -> Writer:
    """A sentence about the move as it was typed ({action})."""

    def write(say: Narrator, action: Action) -> str:
        return tr(message, action=action)

    return write


def of_seat_number(message: str) -> Writer:
    """A sentence about a seat the table does not have ({seat}, a number)."""

    def write(say: Narrator, seat: Seat) -> str:
        return tr(message, seat=seat)

    return write


def of_seat(message: str) -> Writer:
    """A sentence about the player who tried the move ({player})."""

    def write(say: Narrator, seat: Seat) -> str:
        return tr(message, player=say.player(seat))

    return write


def of_turn(message: str) -> Writer:
    """A move out of turn: {player} tried it, it is {turn}'s turn."""

    def write(say: Narrator, seat: Seat, turn: Seat) -> str:
        return tr(message, player=say.player(seat), turn=say.player(turn))

    return write


def of_verb(message: str) -> Writer:
    """{player} may not make a move of this kind ({verb}) now."""

    def write(say: Narrator, seat: Seat, verb: str) -> str:
        return tr(message, player=say.player(seat), verb=verb)

    return write


def of_card(game: str) -> Callable[[str], Writer]:
    """Sentences of `game` about {player} and one of its cards ({card}, by its name)."""

    def writer(message: str) -> Writer:
        def write(say: Narrator, seat: Seat, card: str) -> str:
            return tr(message, player=say.player(seat), card=card_name(game, card))

        return write

    return writer


worded(COMMON, plain, {CommonReason.GAME_OVER: N_("The game is over")})
worded(
    COMMON, of_seat_number, {CommonReason.NO_SUCH_SEAT: N_("There is no seat {seat} at this table")}
)
worded(COMMON, of_turn, {CommonReason.NOT_YOUR_TURN: N_("It is {turn}'s turn, not {player}'s")})
worded(COMMON, of_action, {CommonReason.NOT_A_MOVE: N_("'{action}' is not a move")})
