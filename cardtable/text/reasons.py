"""The sentences of the reasons every game may give for refusing a move (CommonReason). A game
that words one of them its own way registers it in its own table (text/games/<game>.py)."""

from __future__ import annotations

from ..engine.core import Action, CommonReason, Seat
from ..i18n import tr
from .narrator import Narrator
from .sentences import Sentences

COMMON = Sentences()


@COMMON.on(CommonReason.GAME_OVER)
def _game_over(say: Narrator) -> str:
    return tr("The game is over")


@COMMON.on(CommonReason.NO_SUCH_SEAT)
def _no_such_seat(say: Narrator, seat: Seat) -> str:
    return tr("There is no seat {seat} at this table", seat=seat)


@COMMON.on(CommonReason.NOT_YOUR_TURN)
def _not_your_turn(say: Narrator, seat: Seat, turn: Seat) -> str:
    return tr("It is {turn}'s turn, not {player}'s", turn=say.player(turn), player=say.player(seat))


@COMMON.on(CommonReason.NOT_A_MOVE)
def _not_a_move(say: Narrator, action: Action) -> str:
    return tr("'{action}' is not a move", action=action)
