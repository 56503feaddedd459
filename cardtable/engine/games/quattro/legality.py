"""Which Quattro moves are legal, and why a move is refused (as data: cardtable.text words it):
a part of the state, the one place the rules' legality lives."""

from __future__ import annotations

from cardtable.engine.core import Card, CommonReason, IllegalAction, Seat

from .cards import (
    KEEP,
    LAST_WINDOW,
    MULLIGAN,
    MULLIGAN_PHASE,
    OVER,
    PARSED,
    PASS,
    REVEAL_ACTION,
    REVEAL_PHASE,
    TRADE_ACTIONS,
    TRADE_PHASE,
    VP_COUNT,
    ZERO,
    QuattroPhase,
)
from .cards import QuattroReason as Why
from .masks import Memo

# The trades of a hidden hand with the VPs left, and whether a pass is allowed, remembered (the
# search asks for them constantly), up to MAX_REMEMBERED of them.
MAX_REMEMBERED = 100_000
_TRADES: dict[tuple[tuple[Card, ...], int, bool], tuple[str, ...]] = {}


def _reveals(hidden: tuple[Card, ...]) -> tuple[str, ...]:
    # Choose one unrevealed card of your own hand.
    return tuple(REVEAL_ACTION[card] for card in dict.fromkeys(hidden))


_REVEALS: dict[tuple[Card, ...], tuple[str, ...]] = Memo(_reveals)  # by the hidden cards


class Legality:
    """The legal moves and refusals of `QuattroState` (its base: it reads the state's fields)."""

    __slots__ = ()

    _deciding: Seat
    _hidden: tuple[tuple[Card, ...], tuple[Card, ...]]
    _pending: tuple[Card | None, Card | None]
    _phase: QuattroPhase
    _revealed: tuple[tuple[Card, ...], tuple[Card, ...]]
    _to_act: tuple[Seat, ...]
    _untraded: tuple[int, int]
    _window: int

    def _compute_legal(self, seat: Seat) -> tuple[str, ...]:
        if seat not in self._to_act:
            return ()
        phase = self._phase
        if phase == TRADE_PHASE:
            return self._trade_actions(seat)
        if phase == REVEAL_PHASE:
            return _REVEALS[self._hidden[seat]]
        return (KEEP, MULLIGAN)

    def _trade_actions(self, seat: Seat) -> tuple[str, ...]:
        key = (self._hidden[seat], self._untraded[seat], self._window < LAST_WINDOW)
        actions = _TRADES.get(key)
        if actions is None:
            if len(_TRADES) > MAX_REMEMBERED:
                _TRADES.clear()
            actions = _TRADES[key] = self._list_trades(seat)
        return actions

    def _list_trades(self, seat: Seat) -> tuple[str, ...]:
        # Give one of your unrevealed cards to a VP you have not traded with yet.
        untraded = self._untraded[seat]
        actions: tuple[str, ...] = ()
        previous = None
        for card in self._hidden[seat]:
            if card != previous:  # the two zeros are one choice
                actions += TRADE_ACTIONS[card][untraded]
                previous = card
        # In the window that precedes the fourth reveal a player may not pass while any VP is
        # left untraded (a player with none left has passed automatically).
        if self._window < LAST_WINDOW:
            actions += (PASS,)
        return actions

    def legal_count(self, seat: Seat) -> int:
        """How many moves `legal_actions(seat)` holds, without building them (the rollouts ask
        at every move and build the list only for a random move)."""
        if seat not in self._to_act:
            return 0
        phase = self._phase
        if phase == MULLIGAN_PHASE:
            return 2
        hidden = self._hidden[seat]
        choices = len(hidden)
        if choices > 1 and hidden[-1] == ZERO == hidden[-2]:
            choices -= 1  # the two zeros are one choice (sorted: they come last)
        if phase == REVEAL_PHASE:
            return choices
        return choices * self._untraded[seat].bit_count() + (self._window < LAST_WINDOW)

    def _why_illegal(self, seat: Seat, action: str) -> IllegalAction:
        if seat not in (0, 1):
            return IllegalAction(CommonReason.NO_SUCH_SEAT, seat=seat)
        parsed = PARSED.get(action) if isinstance(action, str) else None
        if parsed is None:
            return IllegalAction(CommonReason.NOT_A_MOVE, action=action)
        verb, card, vp = parsed
        phase = self._phase
        if phase == OVER:
            return IllegalAction(CommonReason.GAME_OVER)
        if phase == MULLIGAN_PHASE:
            if seat != self._deciding:
                return IllegalAction(Why.KEEP_OR_MULLIGAN_TURN, seat=seat, turn=self._deciding)
            return IllegalAction(Why.MUST_KEEP_OR_MULLIGAN, seat=seat)
        if phase == REVEAL_PHASE:
            if self._pending[seat] is not None:
                return IllegalAction(Why.REVEAL_ALREADY_CHOSEN, seat=seat)
            if verb != "reveal":
                return IllegalAction(Why.MUST_REVEAL, seat=seat, verb=verb)
            return self._why_not_held(seat, card, "reveal")  # type: ignore[arg-type]
        if seat != self._to_act[0]:
            return IllegalAction(Why.TRADE_TURN, seat=seat, turn=self._to_act[0])
        if verb == PASS:
            untraded = tuple(v + 1 for v in range(VP_COUNT) if self._untraded[seat] >> v & 1)
            return IllegalAction(Why.LAST_WINDOW_NO_PASS, seat=seat, untraded=untraded)
        if verb != "trade":
            return IllegalAction(Why.TRADE_OR_PASS_ONLY, seat=seat, verb=verb)
        if not self._untraded[seat] >> vp & 1:
            return IllegalAction(Why.VP_ALREADY_TRADED, seat=seat, vp=vp + 1)
        return self._why_not_held(seat, card, "trade")  # type: ignore[arg-type]

    def _why_not_held(self, seat: Seat, card: Card, verb: str) -> IllegalAction:
        if card in self._revealed[seat] and card not in self._hidden[seat]:
            if verb == "trade":
                return IllegalAction(Why.REVEALED_CANNOT_TRADE, seat=seat, card=card)
            return IllegalAction(Why.ALREADY_FACE_UP, seat=seat, card=card)
        return IllegalAction(Why.CARD_NOT_HELD, seat=seat, card=card, verb=verb)
