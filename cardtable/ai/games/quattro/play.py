"""Judging a Quattro hand, the rollout policy, the horizon and evaluation, and the easy level."""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

from ....engine.core import Action, Card, Seat, State
from ....engine.games.quattro import (
    KEEP,
    LAST_WINDOW,
    MASK,
    MULLIGAN,
    MULLIGAN_PHASE,
    NUMBER,
    OVER,
    PASS,
    REVEAL_ACTION,
    REVEAL_PHASE,
    TRADE_ACTIONS,
    VP_COUNT,
    VP_PREFERENCE,
    ZERO,
    QuattroObservation,
    QuattroState,
    is_quattro,
    revealed_mask,
    untraded_mask,
)
from ....engine.games.quattro.bits import BitTable
from ....engine.games.quattro.masks import (
    BIT,
    CARD,
    PASS_MOVE,
    SECOND_ZERO,
    Memo,
    bits_of,
    cards_of,
    nth_card,
    nth_trade,
)
from ....engine.view import View
from .ranking import rank, without_each

KEEP_SUM = 12  # a starting hand is kept from this sum (the mean of four cards is about 12.9)
PASS_FROM = 4  # a hand whose weakest hidden card is a plan card worth this much may pass
KEEP_FOR_LATER = (6, 3, 3)  # VPs left untraded for later windows, by window (1 and 2)
ZERO_WORTH = 5.0  # a 0 in a plan scores nothing, but it fits any Quattro: worth keeping
ROLLOUT_NOISE = 0.05  # share of random moves in rollouts (the opponent is not that predictable)
SUM_SPREAD = 3.0  # spread (points) of a final sum, for `evaluate` before the end


# --- Judging a hand -------------------------------------------------------------------------


def plan(reveals: int, hidden: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    """The hidden cards that keep a Quattro possible with the revealed ones, taken highest
    first (a 0 last: it fits anything but scores nothing), and the spares."""
    keepers: list[Card] = []
    spares: list[Card] = []
    mask = reveals
    for card in sorted(hidden, key=VP_PREFERENCE.__getitem__, reverse=True):
        bits = MASK[card]
        if bits & mask:
            spares.append(card)
        else:
            keepers.append(card)
            mask |= bits
    return keepers, spares


def worth(card: Card) -> float:
    return ZERO_WORTH if card == ZERO else NUMBER[card]


def weakest(reveals: int, hidden: Sequence[Card]) -> Card:
    """The card to give away: the lowest spare, else the plan card worth least."""
    return CARD[weakest_bit(reveals, bits_of(hidden))]


def strongest(reveals: int, hidden: Sequence[Card]) -> Card:
    """The card to reveal: the best plan card (a 0 only when nothing else fits)."""
    return CARD[strongest_bit(reveals, bits_of(hidden))]


# The rollouts judge the same few hands over and over: the judgements are remembered, by the
# hidden cards' mask (`engine.games.quattro.bits`) and the revealed cards' `revealed_mask`
# in one key, `hidden | mask << HAND_BITS`.
HAND_BITS = 26  # a mask of hidden cards or face-up ones is below 1 << HAND_BITS
HAND = (1 << HAND_BITS) - 1


def _judged(key: int) -> tuple[int, int, bool]:
    keepers, spares = plan(key >> HAND_BITS, cards_of(key & HAND))
    weakest = spares[-1] if spares else min(keepers, key=worth)
    strongest = keepers[0] if keepers else spares[0]
    # nothing that clashes, nothing low: content for now
    return BIT[weakest], BIT[strongest], not spares and worth(weakest) >= PASS_FROM


def _promise_of(key: int) -> float:
    mask = key >> HAND_BITS
    return reply_worth(visible_reply(cards_of(key & HAND), mask), mask)


# a hand's weakest card, its strongest, and whether it passes for now (one plan for all three)
JUDGED: dict[int, tuple[int, int, bool]] = Memo(_judged)
WEAKEST, STRONGEST, CONTENT = 0, 1, 2
PROMISE: dict[int, float] = Memo(_promise_of)  # how welcome a VP's reply looks


def weakest_bit(reveals: int, hidden: int) -> int:
    """`weakest` on masks."""
    return JUDGED[hidden | reveals << HAND_BITS][WEAKEST]


def strongest_bit(reveals: int, hidden: int) -> int:
    """`strongest` on masks."""
    return JUDGED[hidden | reveals << HAND_BITS][STRONGEST]


def visible_reply(face_up: Sequence[Card], reveals: int) -> Card | None:
    """The best face-up card a VP holds for this trader: its reply is at least this good."""
    best = None
    for card in face_up:
        if best is None or rank(card, reveals) > rank(best, reveals):
            best = card
    return best


def reply_worth(card: Card | None, reveals: int) -> float:
    """How welcome a reply is: a card that fits the revealed ones scores a bonus."""
    if card is None:
        return 4.0  # an unseen reply: the best of three cards that nobody has picked over
    if card == ZERO:
        return 5.0
    return NUMBER[card] + (0.0 if MASK[card] & reveals else 3.0)


# --- The rollout policy -----------------------------------------------------------------------


def policy(state: State[Any], seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
    """A cheap version of the easy player's rule, from what `seat` sees in `state`."""
    assert isinstance(state, QuattroState)
    if len(legal) == 1:
        return legal[0]
    if rng.random() < ROLLOUT_NOISE:
        return legal[int(rng.random() * len(legal))]
    return _rule(state, seat, rng)


def rollout(start: State[Any], state: State[Any], rng: random.Random) -> None:
    """The search's playout to the end of the game (`hooks.play_out` with `policy`): the same
    moves from the same random draws, but the engine plays each move unchecked and without
    events (`advance`), and from the first reveal on on a `BitTable`, whose hands are bit masks:
    the policy works on the masks, and no list of legal moves is built."""
    assert isinstance(state, QuattroState)
    while state._phase == MULLIGAN_PHASE:  # (two moves: keep or mulligan)
        acting = state._to_act
        seat = acting[0] if len(acting) == 1 else rng.choice(acting)
        if rng.random() < ROLLOUT_NOISE:
            legal = state.legal_actions(seat)
            move = legal[int(rng.random() * len(legal))]
        else:
            move = _rule(state, seat, rng)
        state.advance(seat, move)
    if state._phase == OVER:
        return
    table = BitTable(state)
    table.play_out(_reveal_move, trade_move, rng)
    table.write(state)


def _reveal_move(seat: Seat, hidden: int, mask: int, rng: random.Random) -> int:
    """`policy` at a reveal, on masks (`BitTable.play_out`)."""
    choices = hidden & ~SECOND_ZERO  # the two zeros are one choice
    count = choices.bit_count()
    if count == 1:
        return choices
    if rng.random() < ROLLOUT_NOISE:
        return nth_card(choices, int(rng.random() * count))
    return JUDGED[hidden | mask << HAND_BITS][STRONGEST]


def _rule(state: QuattroState, seat: Seat, rng: random.Random) -> Action:
    """The policy's move when it is not a random one."""
    phase = state._phase
    hidden = state._hidden[seat]
    mask = state._revealed_mask[seat]
    if phase == REVEAL_PHASE:
        return REVEAL_ACTION[strongest(mask, hidden)]
    if phase == MULLIGAN_PHASE:
        return KEEP if _opening_worth(hidden) >= KEEP_SUM else MULLIGAN
    return trade_or_pass(state._window, hidden, mask, state._untraded[seat], state._vp_up, rng)


def trade_or_pass(
    window: int,
    hidden: Sequence[Card],
    mask: int,
    untraded: int,
    vp_up: Sequence[Sequence[Card]],
    rng: random.Random,
) -> Action:
    """Trade the weakest card to the VP whose face-up cards promise the best reply, keeping
    some VPs for later windows (the more cards are revealed, the better their replies fit); in
    the last window, where only the last reply stays, the most promising VP is kept for last."""
    up = [bits_of(cards) for cards in vp_up]
    card, vp = trade_move(-1, window, bits_of(hidden), mask, untraded, up, rng, noise=0.0)
    return PASS if vp < 0 else TRADE_ACTIONS[CARD[card]][1 << vp][0]


def trade_move(
    seat: Seat,
    window: int,
    hidden: int,
    mask: int,
    untraded: int,
    vp_up: Sequence[int],
    rng: random.Random,
    noise: float = ROLLOUT_NOISE,
) -> tuple[int, int]:
    """`policy` in a trading window, on masks (`BitTable.play_out`): the card and the VP index
    to trade with, or PASS_MOVE. With no `noise`, the rule alone (`trade_or_pass`)."""
    if noise:
        count = (hidden & ~SECOND_ZERO).bit_count() * untraded.bit_count() + (window < LAST_WINDOW)
        if count == 1:  # (`trade_count`)
            return nth_trade(hidden, untraded, 0)
        if rng.random() < noise:
            return nth_trade(hidden, untraded, int(rng.random() * count))
    key = mask << HAND_BITS
    if window < LAST_WINDOW and (
        untraded.bit_count() <= KEEP_FOR_LATER[window] or JUDGED[hidden | key][CONTENT]
    ):
        return PASS_MOVE
    last = window == LAST_WINDOW and hidden.bit_count() == 1
    best_vps: list[int] = []
    best = -math.inf
    for vp in UNTRADED_VPS[untraded]:
        value = PROMISE[vp_up[vp] | key]
        if last:
            value = -value
        if value > best:
            best, best_vps = value, [vp]
        elif value == best:
            best_vps.append(vp)
    vp = best_vps[int(rng.random() * len(best_vps))]  # a tie between VPs: by chance
    return JUDGED[hidden | key][WEAKEST], vp


# the VP indexes of each mask of VPs not traded with yet, rising
UNTRADED_VPS = tuple(
    tuple(vp for vp in range(VP_COUNT) if untraded >> vp & 1) for untraded in range(1 << VP_COUNT)
)


def _opening_worth(hand: Sequence[Card]) -> float:
    """A starting hand's sum, with a bonus when it already is (or nearly is) a Quattro."""
    spares = plan(0, hand)[1]
    total = sum(NUMBER[card] for card in hand)
    return total + (3 if not spares else 1 if len(spares) == 1 else 0)


# --- Horizon and evaluation -------------------------------------------------------------------


def at_horizon(root: State[Any], state: State[Any]) -> bool:
    """The game is short: play it out."""
    return state.is_over()


def evaluate(state: State[Any]) -> list[float]:
    """The result once over (win 1, draw 1/2, loss 0); before that, a guess from each hand's
    plan (a possible Quattro counts for a lot, then the sum)."""
    assert isinstance(state, QuattroState)
    result = state._result  # (the search asks at every iteration: no `Outcome` built)
    if result is not None:
        if result.draw:
            return [0.5, 0.5]
        return [1.0, 0.0] if result.winner == 0 else [0.0, 1.0]
    strength = [_hand_strength(state, seat) for seat in (0, 1)]
    chance = 1.0 / (1.0 + math.exp((strength[1] - strength[0]) / SUM_SPREAD))
    return [chance, 1.0 - chance]


def _hand_strength(state: QuattroState, seat: Seat) -> float:
    revealed = state._revealed[seat]
    hand = [*revealed, *state._hidden[seat]]
    total = sum(NUMBER[card] for card in hand)
    if is_quattro(hand):
        return total + 10.0
    spares = plan(revealed_mask(revealed), state._hidden[seat])[1]
    return total + (5.0 if len(spares) == 0 else 0.0)


# --- The easy level -------------------------------------------------------------------------


def easy(view: View[QuattroObservation], legal: Sequence[Action], rng: random.Random) -> Action:
    """Greedy: keep a decent hand, reveal the best card of the plan, give the weakest card to
    the VP whose face-up cards promise the best reply. It does not track what VPs hold."""
    if len(legal) == 1:
        return legal[0]
    obs: QuattroObservation = view.observation
    hidden = without_each(list(obs.hand), obs.revealed)
    mask = revealed_mask(obs.revealed)
    if obs.phase == MULLIGAN_PHASE:
        keep = _opening_worth(hidden) + rng.uniform(-1.5, 1.5) >= KEEP_SUM
        return KEEP if keep else MULLIGAN
    if obs.phase == REVEAL_PHASE:
        return REVEAL_ACTION[strongest(mask, hidden)]
    untraded = untraded_mask(obs.traded[view.seat])
    return trade_or_pass(obs.window, hidden, mask, untraded, obs.vp_face_up, rng)


def heuristic(view: View[QuattroObservation], legal: Sequence[Action]) -> Action:
    """The rollout rule from the view, without noise (the search's tie-break)."""
    obs: QuattroObservation = view.observation
    hidden = without_each(list(obs.hand), obs.revealed)
    mask = revealed_mask(obs.revealed)
    if obs.phase == MULLIGAN_PHASE:
        move = KEEP if _opening_worth(hidden) >= KEEP_SUM else MULLIGAN
    elif obs.phase == REVEAL_PHASE:
        move = REVEAL_ACTION[strongest(mask, hidden)]
    else:
        untraded = untraded_mask(obs.traded[view.seat])
        # equal VPs: the first (a fixed draw, so the same position gives the same move)
        move = trade_or_pass(obs.window, hidden, mask, untraded, obs.vp_face_up, random.Random(0))
    return move if move in legal else legal[0]
