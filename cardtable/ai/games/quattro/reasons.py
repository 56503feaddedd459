"""Why a Quattro move is good: the reasons a hint gives."""

from __future__ import annotations

import random
from collections.abc import Sequence
from enum import Enum

from ....engine.core import Action, Card
from ....engine.games.quattro import (
    DECK,
    HAND_SIZE,
    KEEP,
    LAST_WINDOW,
    MASK,
    MULLIGAN,
    NUMBER,
    PARSED,
    PASS,
    TRADE_PHASE,
    ZERO,
    QuattroObservation,
    QuattroState,
    is_quattro,
    revealed_mask,
    vp_gives,
)
from ....engine.view import View
from ...explain import Explanation
from .play import plan, worth
from .ranking import without_each
from .sampling import Knowledge

# --- Explaining a hint ------------------------------------------------------------------------

EXPLAIN_SAMPLES = 40


class QuattroWhy(Enum):
    """Why a move is good (details in brackets; cards by id, `vp` the VP's number 1-6)."""

    KEEP_QUATTRO = "keep-quattro"  # [total]
    KEEP_GOOD_START = "keep-good-start"  # [total]
    MULLIGAN_LOW = "mulligan-low"  # [total, average]
    PASS_FITS = "pass-fits"  # no hidden card clashes with another or with a revealed one
    PASS_KEEP_FOR_LATER = "pass-keep-for-later"  # some do: the VPs are kept for later windows
    REVEAL_LAST = "reveal-last"  # [card]
    REVEAL_ZERO = "reveal-zero"
    REVEAL_CLASHES = "reveal-clashes"  # [card]
    REVEAL_FITS = "reveal-fits"  # [card]
    TRADE = "trade"  # [card, vp, why: a TradeWhy, reply: the likely reply or None]
    BEST_FOUND = "best-found"  # [action]


class TradeWhy(Enum):
    """Why the card traded away is the one to give."""

    LAST_REPLY = "last-reply"  # only the last reply of the last window stays
    CLASHES = "clashes"  # [other]: shares a number or colour with `other`, revealed or kept
    WEAKEST = "weakest"  # no hidden card is worth less
    BEST_FOUND = "best-found"  # none of these: the search's judgement alone


def explain(view: View[QuattroObservation], action: Action) -> Explanation:
    """Why `action` is a good move, from what the seat knows."""
    obs = view.observation
    hidden = without_each(list(obs.hand), obs.revealed)
    mask = revealed_mask(obs.revealed)
    verb, card, vp = PARSED.get(action, ("", None, -1))
    total = sum(NUMBER[c] for c in obs.hand)
    if verb == KEEP:
        why = QuattroWhy.KEEP_QUATTRO if is_quattro(hidden) else QuattroWhy.KEEP_GOOD_START
        return Explanation(why, {"total": total})
    if verb == MULLIGAN:
        # The new four come from the stock, which never holds the old four (they go in after):
        # on average four of the 22 cards out of the seat's hand.
        unknown = len(DECK) - HAND_SIZE
        average = round(HAND_SIZE * (sum(NUMBER[c] for c in DECK) - total) / unknown)
        return Explanation(QuattroWhy.MULLIGAN_LOW, {"total": total, "average": average})
    if verb == PASS:
        if plan(mask, hidden)[1]:
            return Explanation(QuattroWhy.PASS_KEEP_FOR_LATER)
        return Explanation(QuattroWhy.PASS_FITS)
    if verb == "reveal":
        assert card is not None
        if len(set(hidden)) == 1:
            return Explanation(QuattroWhy.REVEAL_LAST, {"card": card})
        if card == ZERO:
            return Explanation(QuattroWhy.REVEAL_ZERO)
        if MASK[card] & mask:
            return Explanation(QuattroWhy.REVEAL_CLASHES, {"card": card})
        return Explanation(QuattroWhy.REVEAL_FITS, {"card": card})
    if verb == "trade":
        assert card is not None
        other = _clashes_with(card, obs.revealed, hidden)
        if obs.window == LAST_WINDOW and len(hidden) == 1:
            trade_why = TradeWhy.LAST_REPLY
        elif other is not None:
            trade_why = TradeWhy.CLASHES
        elif worth(card) <= min(worth(c) for c in hidden):
            trade_why = TradeWhy.WEAKEST
        else:
            trade_why = TradeWhy.BEST_FOUND
        reply = _likely_reply(view, vp)
        details = {"card": card, "vp": vp + 1, "why": trade_why, "reply": reply, "other": other}
        return Explanation(QuattroWhy.TRADE, details)
    return Explanation(QuattroWhy.BEST_FOUND, {"action": action})


def _clashes_with(card: Card, revealed: Sequence[Card], hidden: Sequence[Card]) -> Card | None:
    """A card that keeps `card` and itself from one Quattro: a revealed card sharing its number
    or colour, else another hidden one (None: `card` clashes with nothing)."""
    for other in (*revealed, *hidden):
        if other != card and MASK[other] & MASK[card]:
            return other
    return None


def _likely_reply(view: View[QuattroObservation], vp: int) -> Card | None:
    """The card `vp` most often gives the seat in hands consistent with what it has seen."""
    obs: QuattroObservation = view.observation
    if obs.phase != TRADE_PHASE:
        return None
    rng = random.Random(len(view.events))
    mask = revealed_mask(obs.revealed)
    counts: dict[Card, int] = {}
    known = Knowledge(view)
    for _ in range(EXPLAIN_SAMPLES):
        state = known.sample(rng)
        assert isinstance(state, QuattroState)
        reply, _public = vp_gives(state._vp_down[vp], state._vp_up[vp], mask)
        counts[reply] = counts.get(reply, 0) + 1
    return max(counts, key=counts.__getitem__)
