"""Why a Quattro move is refused, as data (cardtable.text words it): a part of the state."""

from __future__ import annotations

from cardtable.engine.core import Card, CommonReason, IllegalAction, Seat

from .cards import MULLIGAN_PHASE, OVER, PARSED, PASS, REVEAL_PHASE, VP_COUNT, QuattroPhase
from .cards import QuattroReason as Why


class Refusals:
    """The refusals of `QuattroState` (its base: it reads the state's fields)."""

    __slots__ = ()

    _deciding: Seat
    _hidden: tuple[tuple[Card, ...], tuple[Card, ...]]
    _pending: tuple[Card | None, Card | None]
    _phase: QuattroPhase
    _revealed: tuple[tuple[Card, ...], tuple[Card, ...]]
    _to_act: tuple[Seat, ...]
    _untraded: tuple[int, int]

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
