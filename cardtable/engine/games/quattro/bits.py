"""Quattro's table as bit masks: the search's playouts of the reveals and trading windows.

A playout makes a dozen moves, and `QuattroState` rebuilds a handful of tuples for each trade
(so that every copy of a state can share them). A `BitTable` is one
playout's own table: each hand is a bit mask of its cards, so giving a card and receiving one
are two bit operations, and a virtual player's choice is a look-up. It plays the rules of
`state.py` from the first reveal on (the mulligans shuffle: a playout plays them on the state),
and `write` puts the table back into the state it was read from, as those rules would have
left it (tests/engine/test_search_moves.py plays both side by side).

The masks and what is worked out on them are in `masks`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from cardtable.engine.core import Seat

from .cards import (
    OVER,
    REVEAL_PHASE,
    REVEALS,
    TRADE_PHASE,
    QuattroPhase,
    with_revealed,
)
from .events import GameOver, score
from .masks import (
    BIT,
    CARD,
    CARDS,
    MASKS,
    ZEROS,
    vp_choice,
    with_card,
    without_card,
)
from .state import SLOT_OWNERS, TURN, QuattroState

# A playout's policy for the seat to act, on masks: `RevealPolicy(seat, hidden, revealed_mask,
# rng)` -> the card to reveal; `TradePolicy(seat, window, hidden, revealed_mask, untraded,
# vp_face_up, rng)` -> (card, VP index) or PASS_MOVE.
RevealPolicy = Callable[[Seat, int, int, random.Random], int]
TradePolicy = Callable[[Seat, int, int, int, int, Sequence[int], random.Random], tuple[int, int]]


class BitTable:
    """One playout's table, read from a `QuattroState` in the reveals or a trading window:
    per seat (a list by seat) the hidden cards, those of them everyone saw arrive face up and
    the chosen reveal as masks, the revealed cards in order and their `revealed_mask`, the
    VPs traded with, left to trade with, and whether the seat passed; per VP its cards face down
    and face up as masks; the phase, the window, the slot in the snake order, who is to act."""

    __slots__ = (
        "down",
        "first",
        "hidden",
        "passed",
        "pending",
        "phase",
        "public",
        "result",
        "revealed",
        "revealed_mask",
        "slot",
        "to_act",
        "traded",
        "untraded",
        "up",
        "window",
    )

    def __init__(self, state: QuattroState) -> None:
        if state._phase is not REVEAL_PHASE and state._phase is not TRADE_PHASE:
            raise ValueError(f"a BitTable plays the reveals and trades, not {state._phase}")
        masks = MASKS.__getitem__
        hidden, public = state._hidden, state._public
        self.first = state._first
        self.hidden = [masks(hidden[0]), masks(hidden[1])]
        self.public = [masks(public[0]), masks(public[1])]
        self.pending = [0 if card is None else BIT[card] for card in state._pending]
        self.revealed = list(state._revealed)
        self.revealed_mask = list(state._revealed_mask)
        self.down = list(map(masks, state._vp_down))
        self.up = list(map(masks, state._vp_up))
        self.traded = list(state._traded)
        self.untraded = list(state._untraded)
        self.passed = list(state._passed)
        self.phase: QuattroPhase = state._phase
        self.window = state._window
        self.slot = state._slot
        self.to_act: tuple[Seat, ...] = state._to_act
        self.result: GameOver | None = None

    def write(self, state: QuattroState) -> None:
        """Put the table into `state` (the one it was read from), as the rules leave it."""
        cards = CARDS.__getitem__
        state._hidden = (cards(self.hidden[0]), cards(self.hidden[1]))
        state._public = (cards(self.public[0]), cards(self.public[1]))
        state._pending = (CARD.get(self.pending[0]), CARD.get(self.pending[1]))
        state._revealed = (self.revealed[0], self.revealed[1])
        state._revealed_mask = (self.revealed_mask[0], self.revealed_mask[1])
        state._vp_down = tuple(map(cards, self.down))
        state._vp_up = tuple(map(cards, self.up))
        state._traded = (self.traded[0], self.traded[1])
        state._untraded = (self.untraded[0], self.untraded[1])
        state._passed = (self.passed[0], self.passed[1])
        state._phase = self.phase
        state._window = self.window
        state._slot = self.slot
        state._to_act = self.to_act
        state._result = self.result
        state._legal = [None, None]

    def play_out(self, reveal: RevealPolicy, trade: TradePolicy, rng: random.Random) -> None:
        """Play the game to its end by the rules of `state.py`, each move the policy's for the
        seat to act (where both choose a reveal, the one drawn by `rng.choice`, as the search's
        playouts do). One loop over local names: this is the search's innermost work."""
        hidden, public, pending, revealed = self.hidden, self.public, self.pending, self.revealed
        masks, down, up = self.revealed_mask, self.down, self.up
        traded, untraded, passed = self.traded, self.untraded, self.passed
        owners = SLOT_OWNERS[self.first]
        phase, window, slot, to_act = self.phase, self.window, self.slot, self.to_act
        while True:
            if phase is REVEAL_PHASE:
                # 4. Both players secretly choose one unrevealed card ...
                seat = to_act[0] if len(to_act) == 1 else rng.choice(to_act)
                pending[seat] = reveal(seat, hidden[seat], masks[seat], rng)
                if not pending[1 - seat]:
                    to_act = TURN[1 - seat]
                    continue
                # ... both are then turned face up together.
                for owner in (0, 1):
                    card = pending[owner]
                    held = hidden[owner]
                    hidden[owner] = without_card(held, card) if card & ZEROS else held ^ card
                    if public[owner] & card:
                        public[owner] = without_card(public[owner], card)
                    shown = CARD[card]
                    revealed[owner] += (shown,)
                    masks[owner] = with_revealed(masks[owner], shown)
                pending[0] = pending[1] = 0
                if len(revealed[0]) == REVEALS:  # 6. the game ends
                    self.result = score(revealed[0], revealed[1])
                    phase, to_act = OVER, ()
                    break
                # 5. A trading window: a player who has traded with all six VPs passes.
                window += 1
                phase = TRADE_PHASE
                passed[0], passed[1] = not untraded[0], not untraded[1]
            else:
                seat = to_act[0]
                given, vp = trade(seat, window, hidden[seat], masks[seat], untraded[seat], up, rng)
                if vp < 0:
                    passed[seat] = True  # satisfied for this window
                else:
                    # The VP chooses before it receives the given card, shown to everybody.
                    received, face_up = vp_choice(down[vp], up[vp], masks[seat])
                    if (given | received) & ZEROS:
                        if face_up:
                            up[vp] = without_card(up[vp], received)
                        else:
                            down[vp] = without_card(down[vp], received)
                        up[vp] = with_card(up[vp], given)
                        hidden[seat] = with_card(without_card(hidden[seat], given), received)
                    else:  # (no zero: one bit per card)
                        up[vp] = (up[vp] ^ received if face_up else up[vp]) | given
                        down[vp] ^= 0 if face_up else received
                        hidden[seat] = hidden[seat] ^ given | received
                    known = public[seat]
                    if known & given or face_up:
                        if known & given:  # a known copy leaves first
                            known = without_card(known, given)
                        if face_up:  # everyone saw it leave the VP face up
                            known = with_card(known, received)
                        public[seat] = known
                    # Each player trades with each VP exactly once; with none left, it passes.
                    untraded[seat] &= ~(1 << vp)
                    traded[seat] += (vp + 1,)
                    if not untraded[seat]:
                        passed[seat] = True
                slot += 1
            if passed[0] and passed[1]:  # the window ends: the next reveal
                phase, to_act = REVEAL_PHASE, BOTH
                continue
            # The snake order carries on; a passed player's turns are skipped.
            owner = owners[slot & 3]
            while passed[owner]:
                slot += 1
                owner = owners[slot & 3]
            to_act = TURN[owner]
        self.phase, self.window, self.slot, self.to_act = phase, window, slot, to_act


BOTH: tuple[Seat, Seat] = (0, 1)
