"""What each move the seat saw proves about the cards it did not see: unseen trades and the
opponent's starting hand."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import Any

from ....engine.core import Card
from ....engine.games.quattro import (
    DECK,
    HAND_SIZE,
    ZERO,
)
from .ranking import BIT, DISTINCT_CARDS, rank, without_each

# --- What the seat remembers --------------------------------------------------------------------

# The opponent's side of the game after the virtual players' deal, step by step.
Rand = Callable[[], float]  # an rng's random()
Step = tuple[int, Any]  # (kind, a card or the index of an unseen trade)
OPPONENT_PLAYS = 0  # (kind, card): the opponent gives or reveals a card of its hand
OPPONENT_GETS = 1  # (kind, card): the opponent receives a card face up
VP_GAVE_UNSEEN = 2  # (kind, index in `Knowledge.unseen`): the opponent receives a hidden card


@lru_cache(maxsize=256)
def ranks_for(reveals: int) -> dict[Card, int]:
    return {card: rank(card, reveals) for card in DISTINCT_CARDS}


class UnseenTrade:
    """A trade in which the opponent received a face-down card the seat did not see."""

    __slots__ = ("keep_out", "need", "possible", "ranks", "step", "vp")

    def __init__(
        self, step: int, vp: int, ranks: dict[Card, int], possible: int, keep_out: int, need: int
    ) -> None:
        self.step = step  # its place among the replay's steps
        self.vp = vp
        self.ranks = ranks  # how the VP ranked its cards for the opponent
        self.possible = possible  # bits of the cards it could have given
        self.keep_out = keep_out  # bits of the cards the replies prove it did not keep
        self.need = need  # its face-down cards then, less one the seat receives from it later

    def slack_giving(self, card: Card, pool: Sequence[Card]) -> int:
        """How many cards of `pool` to spare if the VP gave `card` (keeping `need - 1` of them
        below it); negative if it could not have given it."""
        if not BIT[card] & self.possible:
            return -1
        top, ranks, keep_out = self.ranks[card], self.ranks, self.keep_out
        below = sum(1 for other in pool if ranks[other] < top and not BIT[other] & keep_out)
        return below - (self.need - 1)


class StartingHand:
    """What the mulligans tell about the opponent's hand when the virtual players were dealt.

    `returned` are the seat's old cards (it held them and gave them back: they went into the
    stock after its new hand was dealt), `redrew` the opponent's mulligans since the seat's last
    hand was dealt. With none, the opponent's hand never met the returned cards. With some, each
    dealt it 4 of the 18 cards it did not hold, so a hand with more returned cards is likelier:
    `weights[j]` is the chance of one given hand holding j returned cards, relative to the
    likeliest."""

    __slots__ = ("redrew", "returned", "returned_bits", "weights")

    def __init__(self, returned: Sequence[Card], redrew: int) -> None:
        self.returned = tuple(returned)
        self.redrew = redrew
        self.returned_bits = 0
        for card in returned:
            if card != ZERO:
                self.returned_bits |= BIT[card]
        self.weights = _starting_weights(len(returned), redrew) if redrew and returned else None

    @property
    def barred(self) -> bool:
        """The returned cards cannot be in the opponent's starting hand."""
        return not self.redrew and bool(self.returned)

    def allowed(self, pool: Sequence[Card], before_mulligans: bool = False) -> list[int]:
        """Places of `pool` that can be one of the opponent's starting cards (or, with
        `before_mulligans`, of its hand when the seat's last hand was dealt): all but the
        returned cards while they are barred (a returned zero bars one copy)."""
        allowed = list(range(len(pool)))
        if not (self.barred or before_mulligans):
            return allowed
        zeros = self.returned.count(ZERO)
        kept: list[int] = []
        for i in allowed:
            card = pool[i]
            if card == ZERO and zeros:
                zeros -= 1
            elif card == ZERO or not BIT[card] & self.returned_bits:
                kept.append(i)
        return kept

    def accepts(self, hand: Sequence[Card], rand: Rand) -> bool:
        """Keep a sampled starting hand with the chance its returned cards make it likely."""
        if self.weights is None:
            return True
        held = sum(1 for card in hand if card != ZERO and BIT[card] & self.returned_bits)
        held += min(hand.count(ZERO), self.returned.count(ZERO))
        return bool(rand() < self.weights[held])

    def deal(self, unknown: Sequence[Card], rng: random.Random) -> list[Card]:
        """The opponent's hand now, during the mulligans: dealt from the cards the seat never
        held, then redealt from the other 18 for each mulligan it took since."""
        pool = list(unknown)
        hand = [pool[i] for i in rng.sample(self.allowed(pool, before_mulligans=True), HAND_SIZE)]
        for _ in range(self.redrew):
            rest = without_each(list(unknown), hand)
            hand = rng.sample(rest, HAND_SIZE)
        return hand


@lru_cache(maxsize=64)
def _starting_weights(returned: int, redrew: int) -> tuple[float, ...]:
    """Relative chances of one given opponent hand with j = 0..4 of the `returned` cards after
    `redrew` mulligans: each deals 4 of the 18 cards outside the hand (a hypergeometric step on
    j, starting at 0), and the hands with the same j share its chance."""
    unknown = len(DECK) - HAND_SIZE  # the 22 cards out of the seat's hand
    stock = unknown - HAND_SIZE
    chances = [1.0, 0.0, 0.0, 0.0, 0.0]
    for _ in range(redrew):
        step = [0.0] * 5
        for j, chance in enumerate(chances):
            if chance:
                out = returned - j  # returned cards in the stock
                for k in range(min(HAND_SIZE, out) + 1):
                    ways = math.comb(out, k) * math.comb(stock - out, HAND_SIZE - k)
                    step[k] += chance * ways / math.comb(stock, HAND_SIZE)
        chances = step
    per_hand = [
        chances[j] / (math.comb(returned, j) * math.comb(unknown - returned, HAND_SIZE - j))
        if chances[j]
        else 0.0
        for j in range(5)
    ]
    top = max(per_hand)
    return tuple(value / top for value in per_hand)


def returned_cards(hands: Sequence[Sequence[Card]]) -> list[Card]:
    """The cards the seat held in earlier hands and gave back with a mulligan. Two hands in a
    row share no card (the new one is dealt before the old one goes back), so the zeros held for
    certain are the most any two hands in a row held; the zeros of the last hand are not
    returned."""
    if not hands:
        return []
    last = hands[-1]
    returned = sorted({card for hand in hands[:-1] for card in hand if card != ZERO} - set(last))
    zeros = max(
        (a.count(ZERO) + b.count(ZERO) for a, b in pairwise(hands)),
        default=last.count(ZERO),
    )
    return [*returned, *[ZERO] * (zeros - last.count(ZERO))]


def played_unexplained(steps: Sequence[Step]) -> tuple[tuple[Card, int], ...]:
    """The cards the opponent played that it had not received face up, with the step at which
    each was played."""
    received_face_up: list[Card] = []
    played: list[tuple[Card, int]] = []
    for index, step in enumerate(steps):
        if step[0] == OPPONENT_GETS:
            received_face_up.append(step[1])
        elif step[0] == OPPONENT_PLAYS:
            if step[1] in received_face_up:
                received_face_up.remove(step[1])
            else:
                played.append((step[1], index))
    return tuple(played)


def unseen_trade(
    position: int,
    vp: int,
    mask: int,
    face_up: tuple[Card, ...],
    step: int,
    proofs: Sequence[tuple[int, int, int]],
    my_hidden_reply: tuple[int, Card] | None,
) -> UnseenTrade:
    """What an unseen reply to the opponent proves, from everything the seat saw."""
    ranks = ranks_for(mask)
    size = 3  # a VP holds three face-down cards until it gives one
    held = None
    if my_hidden_reply is not None:
        if my_hidden_reply[0] < position:
            size -= 1
        else:
            held = my_hidden_reply[1]  # still there: the seat receives it later
    before = after = 0
    for when, where, proof in proofs:
        if where == vp:
            if when < position:
                before |= proof
            else:
                after |= proof
    # The reply came face down: it beat every face-up card there (a face-up 0 would have gone
    # first) and every card the VP kept, including one the seat receives from it later.
    floor = max((ranks[card] for card in (*face_up, *([held] if held else []))), default=-1)
    possible = 0
    for card in DISTINCT_CARDS:
        beats = ranks[card] > floor or (card == ZERO == held and ZERO not in face_up)
        if beats and not BIT[card] & before:
            possible |= BIT[card]
    need = size - (held is not None)
    return UnseenTrade(step, vp, ranks, possible, before | after, need)
