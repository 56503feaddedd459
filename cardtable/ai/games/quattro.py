"""AI hooks for Quattro (rules and rulings: docs/rules/quattro.md).

What a seat knows: its own cards; every revealed card; every card given to a virtual player
(VP); the cards the opponent received face up; and, because a VP's reply is deterministic,
facts about the VPs' face-down cards. A VP traded with at most twice (once by each player), and
it always chooses by the same rule, so each reply proves something about the face-down cards it
held at that moment (they only ever leave, so the proof still holds for those left):

- a reply that is not a `0` proves that the VP held no `0`;
- a reply proves that no face-down card ranked above it under the trader's reveals (a
  candidate above a non-candidate, then the higher number, then colour priority; once the
  trader's revealed cards clash there are no candidates, only numbers and colour priority);
- a reply the opponent received face down was the best card of the VP then, and beat every
  face-up card there.

`sample_state` works from the virtual players' deal. The opponent's later plays (gives and
reveals of cards it did not receive face up) each came from its starting hand or from an unseen
reply before that play, from a VP able to give it; a small random search settles which. Then each
VP's face-down cards are filled, the VP with the fewest cards to spare first: for an unseen
trade, the reply (settled, or drawn among the cards that could have been it, weighted by the
ways to fill the rest) and the cards kept below it; for the others, cards that fit the proofs.
The opponent's hand is what it received face up, its unseen replies not played since, and
starting cards. A contradiction restarts the attempt; after a bounded number of attempts a
looser deal keeps only the per-card proofs (about 1 sample in 1000 in random games).

Mulligans: a mulligan deals the top 4 of the stock first and only then shuffles the old cards
into the stock, so the opponent was never dealt a card the seat held. Its hand when the seat's
last hand was dealt excludes every card the seat held; each mulligan the opponent takes after
that deals it 4 cards of the 18 it does not hold, the seat's old cards among them. The sampler
deals the opponent's starting hand by that model (`_StartingHand`): during the mulligans by
playing it out, after them by keeping the seat's old cards out of that hand (no mulligan since)
or by weighting hands by how many of them they hold. The two zeros cannot be told apart: a zero
counts as returned only when the seat certainly held a second physical zero, and the cards seen
since are not matched to copies.

A hand is judged by its *plan*: the revealed cards plus the hidden cards, highest first, that
keep a Quattro possible; the other hidden cards are *spares*, the first to trade away.
"""

from __future__ import annotations

import math
import random
from bisect import bisect_left
from collections.abc import Callable, Sequence
from enum import Enum
from functools import lru_cache
from itertools import pairwise
from typing import Any

from ...engine.core import Action, Card, Seat, State
from ...engine.games.quattro import (
    CANONICAL,
    DECK,
    HAND_SIZE,
    KEEP,
    LAST_WINDOW,
    MASK,
    MULLIGAN,
    MULLIGAN_PHASE,
    NUMBER,
    PARSED,
    PASS,
    REVEAL_ACTION,
    REVEAL_PHASE,
    TRADE_PHASE,
    VP_COUNT,
    VP_PREFERENCE,
    ZERO,
    AutoKept,
    CardsRevealed,
    Dealt,
    Kept,
    MulliganTaken,
    QuattroObservation,
    QuattroResampler,
    QuattroState,
    Traded,
    VPsDealt,
    is_quattro,
    revealed_mask,
    sort_cards,
    vp_gives,
    with_revealed,
)
from ...engine.sampling import Fill
from ...engine.view import View
from ..explain import Explanation

REPLAY_TRIES = 25  # whole replays before falling back to the looser deal
MATCH_NODES = 400  # steps of the search for where the opponent's played cards came from
KEEP_SUM = 12  # a starting hand is kept from this sum (the mean of four cards is about 12.9)
PASS_FROM = 4  # a hand whose weakest hidden card is a plan card worth this much may pass
KEEP_FOR_LATER = (6, 3, 3)  # VPs left untraded for later windows, by window (1 and 2)
ZERO_WORTH = 5.0  # a 0 in a plan scores nothing, but it fits any Quattro: worth keeping
ROLLOUT_NOISE = 0.05  # share of random moves in rollouts (the opponent is not that predictable)
SUM_SPREAD = 3.0  # spread (points) of a final sum, for `evaluate` before the end

# Each card's bit; the two zeros share one (they cannot be told apart).
BIT: dict[Card, int] = {card: 1 << CANONICAL[card] for card in DECK}
DISTINCT_CARDS: tuple[Card, ...] = tuple(dict.fromkeys(DECK))


# --- The virtual players' ranking -------------------------------------------------------------


def rank(card: Card, reveals: int) -> int:
    """How a VP orders its cards for a trader whose revealed cards make the mask `reveals`: a 0
    first, then candidates, then the rest; within each, the higher number, then colour
    priority."""
    if card == ZERO:
        return 1000
    return VP_PREFERENCE[card] + (0 if MASK[card] & reveals else 100)


@lru_cache(maxsize=4096)
def not_below(received: Card, reveals: int) -> int:
    """Bits of the cards a VP could not have kept face down when it gave `received`: every card
    ranked at or above it. A `0` proves nothing about the others (the other 0 may stay)."""
    if received == ZERO:
        return 0
    floor = rank(received, reveals)
    bits = 0
    for card in DISTINCT_CARDS:
        if rank(card, reveals) >= floor:
            bits |= BIT[card]
    return bits


# --- What the seat remembers --------------------------------------------------------------------

# The opponent's side of the game after the virtual players' deal, step by step.
Rand = Callable[[], float]  # an rng's random()
Step = tuple[int, Any]  # (kind, a card or the index of an unseen trade)
OPPONENT_PLAYS = 0  # (kind, card): the opponent gives or reveals a card of its hand
OPPONENT_GETS = 1  # (kind, card): the opponent receives a card face up
VP_GAVE_UNSEEN = 2  # (kind, index in `_Knowledge.unseen`): the opponent receives a hidden card


@lru_cache(maxsize=256)
def ranks_for(reveals: int) -> dict[Card, int]:
    return {card: rank(card, reveals) for card in DISTINCT_CARDS}


class _Unseen:
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


class _StartingHand:
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
            rest = _less(list(unknown), hand)
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


class _Knowledge:
    """What the seat's events tell it, worked out once per view (the search samples many times
    from the same view).

    `pool` holds the cards that were out of sight when the VPs were dealt, less those the seat
    later received face down (they were in that VP) and those the opponent later played without
    having received them face up: each of these came from its starting hand
    (`played_from_start`: played before any unseen reply could have brought it) or, for
    `played_open`, from its starting hand or one of the unseen replies in `played_options`; each
    replay decides which."""

    __slots__ = (
        "deciding",
        "face_down",
        "my_hidden",
        "my_public",
        "observation",
        "opponent_chose",
        "opponent_public",
        "played_from_start",
        "played_open",
        "played_options",
        "pool",
        "proofs",
        "resampler",
        "revealed",
        "slack",
        "slack_giving",
        "starting_hand",
        "unseen",
        "unseen_of_vp",
        "vps_dealt",
    )

    def __init__(self, view: View[QuattroObservation]) -> None:
        me, opponent = view.seat, 1 - view.seat
        obs: QuattroObservation = view.observation
        hand: list[Card] = []
        kept: set[Seat] = set()
        revealed: tuple[list[Card], list[Card]] = ([], [])
        masks = [0, 0]
        my_public: list[Card] = []
        face_up: list[list[Card]] = [[] for _ in range(VP_COUNT)]
        my_hidden_reply: list[tuple[int, Card] | None] = [None] * VP_COUNT
        proofs: list[tuple[int, int, int]] = []  # (position, vp, proof bits)
        # (position, vp, mask, face-up cards, step)
        unseen: list[tuple[int, int, int, tuple[Card, ...], int]] = []
        steps: list[Step] = []
        pool: list[Card] = []
        hands: list[list[Card]] = []  # every hand the seat was dealt, in order
        redrew = 0  # the opponent's mulligans since the seat's last hand was dealt
        self.vps_dealt = False
        for position, event in enumerate(view.events):
            if isinstance(event, (Dealt, MulliganTaken)) and event.seat == me:
                hand = list(event.cards or ())
                hands.append(hand)
                redrew = 0
            elif isinstance(event, MulliganTaken):
                redrew += 1
            elif isinstance(event, (Kept, AutoKept)):
                kept.add(event.seat)
            elif isinstance(event, VPsDealt):
                self.vps_dealt = True
                pool = _less(list(DECK), hand)
            elif isinstance(event, CardsRevealed):
                for seat in (0, 1):
                    revealed[seat].append(event.cards[seat])
                    masks[seat] = with_revealed(masks[seat], event.cards[seat])
                if event.cards[me] in my_public:
                    my_public.remove(event.cards[me])
                steps.append((OPPONENT_PLAYS, event.cards[opponent]))
            elif isinstance(event, Traded):
                vp, received = event.vp - 1, event.received
                up = face_up[vp]
                if event.seat == me:
                    assert received is not None
                    if event.given in my_public:
                        my_public.remove(event.given)
                    proofs.append((position, vp, not_below(received, masks[me])))
                    if event.received_public:
                        my_public.append(received)
                    else:  # it was face down in that VP from the deal
                        my_hidden_reply[vp] = (position, received)
                        pool.remove(received)
                else:
                    steps.append((OPPONENT_PLAYS, event.given))
                    if event.received_public:
                        assert received is not None
                        proofs.append((position, vp, not_below(received, masks[opponent])))
                        steps.append((OPPONENT_GETS, received))
                    else:
                        unseen.append((position, vp, masks[opponent], tuple(up), len(steps)))
                        steps.append((VP_GAVE_UNSEEN, len(unseen) - 1))
                if event.received_public:
                    up.remove(received)  # type: ignore[arg-type]
                up.append(event.given)
        played = _played_unexplained(steps)
        for card, _step in played:
            pool.remove(card)
        self.pool = pool
        self.starting_hand = _StartingHand(_returned(hands), redrew)
        self.opponent_public = obs.opponent_public_hidden
        self.unseen = tuple(
            _unseen_trade(*trade, proofs, my_hidden_reply[trade[1]]) for trade in unseen
        )
        # which unseen trade could have given each played card, and how tight that would be
        self.slack_giving: list[dict[Card, int]] = [{} for _ in self.unseen]
        from_start: list[Card] = []
        open_cards: list[Card] = []
        options: list[tuple[int, ...]] = []
        for card, step in played:
            could = []
            for k, trade in enumerate(self.unseen):
                slack = trade.slack_giving(card, pool)
                if trade.step < step and slack >= 0:
                    could.append(k)
                    self.slack_giving[k][card] = slack
            if could:
                open_cards.append(card)
                options.append(tuple(could))
            else:
                from_start.append(card)
        self.played_from_start = tuple(from_start)
        self.played_open = tuple(open_cards)
        self.played_options = tuple(options)
        self.proofs = [0] * VP_COUNT
        for _position, vp, proof in proofs:
            self.proofs[vp] |= proof
        self.face_down = obs.vp_face_down_count
        self.unseen_of_vp = [-1] * VP_COUNT
        for k, trade in enumerate(self.unseen):
            self.unseen_of_vp[trade.vp] = k
        self.slack = [self._slack(vp) for vp in range(VP_COUNT)]
        self.revealed = (tuple(revealed[0]), tuple(revealed[1]))
        self.my_public = sort_cards(my_public)
        first = obs.first
        self.deciding = first if first not in kept else 1 - first
        self.my_hidden = sort_cards(_less(list(obs.hand), obs.revealed))
        self.opponent_chose = obs.opponent_chose_reveal
        self.observation = obs
        self.resampler = QuattroResampler(view)
        if not self.vps_dealt:
            # During the mulligans: the cards out of the seat's hand, dealt by `starting_hand`.
            self.pool = _less(list(DECK), obs.hand)

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> QuattroState:
        """A full state the seat could be at (`check`: the engine verifies it, for tests; a
        `search` state is the same: Quattro is one deal)."""
        return _sample(self, rng, check)

    def may_start_with(self, card: Card) -> bool:
        """Whether `card` can have been in the opponent's starting hand."""
        model = self.starting_hand
        return card == ZERO or not (model.barred and BIT[card] & model.returned_bits)

    def _slack(self, vp: int) -> int:
        """How many cards to spare when filling a VP's face-down cards (fewest first)."""
        k = self.unseen_of_vp[vp]
        if k < 0:
            proof = self.proofs[vp]
            return sum(1 for card in self.pool if not BIT[card] & proof) - self.face_down[vp]
        trade = self.unseen[k]
        replies = sum(1 for card in self.pool if BIT[card] & trade.possible)
        kept = sum(1 for card in self.pool if not BIT[card] & trade.keep_out)
        return min(replies - 1, kept - trade.need)


def _returned(hands: Sequence[Sequence[Card]]) -> list[Card]:
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


def _played_unexplained(steps: Sequence[Step]) -> tuple[tuple[Card, int], ...]:
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


def _unseen_trade(
    position: int,
    vp: int,
    mask: int,
    face_up: tuple[Card, ...],
    step: int,
    proofs: Sequence[tuple[int, int, int]],
    my_hidden_reply: tuple[int, Card] | None,
) -> _Unseen:
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
    return _Unseen(step, vp, ranks, possible, before | after, need)


def _less(cards: list[Card], taken: Sequence[Card]) -> list[Card]:
    for card in taken:
        cards.remove(card)
    return cards


def knowledge(view: View[QuattroObservation]) -> _Knowledge:
    """What `view.seat` knows, worked out once per decision by the caller (nothing is kept)."""
    return _Knowledge(view)


# --- Sampling the hidden cards --------------------------------------------------------------


Deal = tuple[list[Card], list[list[Card]], list[Card], list[Card | None]]


def _replay(known: _Knowledge, rng: random.Random) -> Deal | None:
    """One filling of the unknown cards that fits the whole game, or None if this attempt ran
    into a contradiction: the opponent's hidden cards and each VP's face-down cards now, and the
    story behind them (the opponent's starting hand, each unseen reply)."""
    rand = rng.random
    unseen = known.unseen
    matched = _match_played(known, rand)
    if matched is None:
        return None
    starting, forced = matched
    pool = known.pool[:]
    down: list[list[Card]] = [[] for _ in range(VP_COUNT)]
    # The opponent holds what it received face up, the unseen replies it has not played, and
    # the starting cards it has not played.
    opponent = list(known.opponent_public)
    # Each VP's face-down cards, the VP with fewest cards to spare first (order does not matter
    # otherwise: which reply went where is settled).
    slack = known.slack[:]
    for k, reply in enumerate(forced):
        if reply is not None:
            slack[unseen[k].vp] = known.slack_giving[k][reply]
    # The opponent's starting cards not played since take what is left, unless the seat's
    # returned cards are barred from them: then they are drawn in turn like a VP's cards.
    model = known.starting_hand
    left = HAND_SIZE - len(starting)
    consumers = list(range(VP_COUNT))
    rest: list[Card] = []
    if model.barred:
        slack.append(len(model.allowed(pool)) - left)
        consumers.append(VP_COUNT)
    for vp in sorted(consumers, key=slack.__getitem__):
        if vp == VP_COUNT:
            allowed = model.allowed(pool)
            if len(allowed) < left:
                return None
            rest = _draw(pool, allowed, left, rand) if left else []
            continue
        k = known.unseen_of_vp[vp]
        if k >= 0:
            reply = _unseen_reply(unseen[k], forced[k], pool, down, rand)
            if reply is None:
                return None
            if forced[k] is None:
                opponent.append(reply)
                forced[k] = reply
        else:
            proof, need = known.proofs[vp], known.face_down[vp]
            allowed = [i for i, card in enumerate(pool) if not BIT[card] & proof]
            if len(allowed) < need:
                return None
            down[vp] = _draw(pool, allowed, need, rand) if need else []
    rest += pool
    if len(rest) != left or not model.accepts(starting + rest, rand):
        return None
    opponent += rest
    return opponent, down, starting + rest, forced


def _match_played(known: _Knowledge, rand: Rand) -> tuple[list[Card], list[Card | None]] | None:
    """Where each card the opponent played came from: its starting hand (four places), or an
    unseen reply before the card was played, from a VP that could have given it (a card played
    before any such reply was a starting card). A random search with backtracking; returns the
    starting cards played and the replies it settled (None where still open)."""
    played, options = known.played_open, known.played_options
    forced: list[Card | None] = [None] * len(known.unseen)
    starting = list(known.played_from_start)
    budget = [MATCH_NODES]

    def place(i: int) -> bool:
        if i == len(played):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            return False
        card = played[i]
        trades = [k for k in options[i] if forced[k] is None]
        slots = HAND_SIZE - len(starting) if known.may_start_with(card) else 0
        # the starting hand is tried first in proportion to its free places
        first = int(rand() * (slots + len(trades)))
        shift = max(0, first - slots)
        ordered = trades[shift:] + trades[:shift]
        tries = ([-1, *ordered] if first < slots else [*ordered, -1]) if slots else ordered
        for k in tries:
            if k < 0:
                starting.append(card)
                if place(i + 1):
                    return True
                starting.pop()
            else:
                forced[k] = card
                if place(i + 1):
                    return True
                forced[k] = None
        return False

    if len(starting) > HAND_SIZE or not all(map(known.may_start_with, starting)):
        return None
    if not place(0):
        return None
    return starting, forced


def _unseen_reply(
    trade: _Unseen,
    forced: Card | None,
    pool: list[Card],
    down: list[list[Card]],
    rand: Rand,
) -> Card | None:
    """Fill the VP's face-down cards for an unseen trade: its reply (`forced`, or drawn among the
    cards it could have given, each weighted by the ways to fill the rest below it) and the
    cards it kept, ranked below the reply and fitting every proof. Returns the reply."""
    ranks, keep_out, extra = trade.ranks, trade.keep_out, trade.need - 1
    if forced is None:
        stay = sorted(ranks[card] for card in pool if not BIT[card] & keep_out)
        options = [i for i, card in enumerate(pool) if BIT[card] & trade.possible]
        if not options:
            return None
        if extra:
            weights = [math.comb(bisect_left(stay, ranks[pool[i]]), extra) for i in options]
            index = _weighted(options, weights, rand)
            if index is None:
                return None
        else:
            index = options[int(rand() * len(options))]
        forced = pool[index]
        pool[index] = pool[-1]
        pool.pop()
    top = ranks[forced]
    below = [i for i, card in enumerate(pool) if ranks[card] < top and not BIT[card] & keep_out]
    if len(below) < extra:
        return None
    down[trade.vp] = _draw(pool, below, extra, rand) if extra else []
    return forced


def _weighted(options: list[int], weights: list[int], rand: Rand) -> int | None:
    total = sum(weights)
    if not total:
        return None
    pick = rand() * total
    for option, weight in zip(options, weights, strict=True):
        pick -= weight
        if pick < 0:
            return option
    return options[-1]


def _draw(pool: list[Card], allowed: list[int], count: int, rand: Rand) -> list[Card]:
    """Take `count` different cards of `pool` at random among the places `allowed` (the pool's
    order is not kept)."""
    if count == 1:
        i = allowed[int(rand() * len(allowed))]
        card = pool[i]
        pool[i] = pool[-1]
        pool.pop()
        return [card]
    picked: list[int] = []
    while len(picked) < count:
        i = allowed[int(rand() * len(allowed))]
        if i not in picked:
            picked.append(i)
    drawn = [pool[i] for i in picked]
    for i in sorted(picked, reverse=True):
        pool[i] = pool[-1]
        pool.pop()
    return drawn


def _loose_deal(
    known: _Knowledge, obs: QuattroObservation, rng: random.Random
) -> tuple[list[Card], list[list[Card]]]:
    """The fallback: the unknown cards dealt evenly, keeping only the per-card proofs (a card a
    VP's reply ruled out never lies face down there)."""
    proofs = known.proofs
    pool = _unknown_cards(obs)
    opponent_private = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
    for _ in range(REPLAY_TRIES):
        rng.shuffle(pool)
        rest = pool[:]
        down: list[list[Card]] = []
        for vp in range(VP_COUNT):
            cards = [card for card in rest if not BIT[card] & proofs[vp]][
                : obs.vp_face_down_count[vp]
            ]
            if len(cards) < obs.vp_face_down_count[vp]:
                break
            _less(rest, cards)
            down.append(cards)
        else:
            return [*obs.opponent_public_hidden, *rest], down
    # nothing fits (never seen in testing): the plain even deal
    rng.shuffle(pool)
    down = []
    for vp in range(VP_COUNT):
        count = obs.vp_face_down_count[vp]
        down.append(pool[opponent_private : opponent_private + count])
        del pool[opponent_private : opponent_private + count]
    return [*obs.opponent_public_hidden, *pool[:opponent_private]], down


def _unknown_cards(obs: QuattroObservation) -> list[Card]:
    """The cards whose place the seat cannot see."""
    seen = [*obs.hand, *obs.opponent_revealed, *obs.opponent_public_hidden]
    for cards in obs.vp_face_up:
        seen.extend(cards)
    return _less(list(DECK), seen)


def sample_state(view: View[QuattroObservation], rng: random.Random) -> QuattroState:
    """One full state consistent with everything `view.seat` has seen, hidden cards at random
    (the search samples through one `_Knowledge`, built once per decision)."""
    return _Knowledge(view).sample(rng)


def _sample(known: _Knowledge, rng: random.Random, check: bool) -> QuattroState:
    view_obs = known.observation
    stock: list[Card] = []
    if not known.vps_dealt:
        opponent = known.starting_hand.deal(known.pool, rng)
        down: list[list[Card]] = [[] for _ in range(VP_COUNT)]
        stock = _less(known.pool[:], opponent)
        rng.shuffle(stock)
    else:
        for _ in range(REPLAY_TRIES):
            dealt = _replay(known, rng)
            if dealt is not None:
                opponent, down = dealt[0], dealt[1]
                break
        else:
            opponent, down = _loose_deal(known, view_obs, rng)
    # which card it chose is as unknown as its hand
    chosen = [opponent[int(rng.random() * len(opponent))]] if known.opponent_chose else []
    private = _less(list(opponent), view_obs.opponent_public_hidden)
    dealt_cards = [*private, *(card for cards in down for card in cards), *stock]
    return known.resampler.state(Fill(dealt_cards, chosen), rng.getrandbits(32), check)


def _untraded_mask(traded: Sequence[int]) -> int:
    mask = (1 << VP_COUNT) - 1
    for vp in traded:
        mask &= ~(1 << (vp - 1))
    return mask


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
    return _weakest(reveals, tuple(hidden))


# The rollouts judge the same few hands over and over: the judgements below are remembered.
@lru_cache(maxsize=100_000)
def _weakest(reveals: int, hidden: tuple[Card, ...]) -> Card:
    keepers, spares = plan(reveals, hidden)
    if spares:
        return spares[-1]
    return min(keepers, key=worth)


def strongest(reveals: int, hidden: Sequence[Card]) -> Card:
    """The card to reveal: the best plan card (a 0 only when nothing else fits)."""
    return _strongest(reveals, tuple(hidden))


@lru_cache(maxsize=100_000)
def _strongest(reveals: int, hidden: tuple[Card, ...]) -> Card:
    keepers, spares = plan(reveals, hidden)
    return keepers[0] if keepers else spares[0]


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
    choices = _trade_or_pass(window, tuple(hidden), mask, untraded, tuple(map(tuple, vp_up)))
    if choices[0] == PASS:
        return PASS
    return choices[int(rng.random() * len(choices))]  # a tie between VPs: by chance


@lru_cache(maxsize=200_000)
def _trade_or_pass(
    window: int,
    hidden: tuple[Card, ...],
    mask: int,
    untraded: int,
    vp_up: tuple[tuple[Card, ...], ...],
) -> tuple[Action, ...]:
    """PASS alone, or the trades that tie for the best."""
    give = weakest(mask, hidden)
    if window < LAST_WINDOW:
        if untraded.bit_count() <= KEEP_FOR_LATER[window]:
            return (PASS,)
        if not plan(mask, hidden)[1] and worth(give) >= PASS_FROM:
            return (PASS,)  # nothing that clashes, nothing low: content for now
    best_vps: list[int] = []
    best = -math.inf
    last = window == LAST_WINDOW and len(hidden) == 1
    for vp in range(VP_COUNT):
        if untraded >> vp & 1:
            value = reply_worth(visible_reply(vp_up[vp], mask), mask)
            if last:
                value = -value
            if value > best:
                best, best_vps = value, [vp]
            elif value == best:
                best_vps.append(vp)
    return tuple(f"trade {give} vp{vp + 1}" for vp in best_vps)


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
    outcome = state.outcome()
    if outcome is not None:
        if outcome.draw:
            return [0.5, 0.5]
        return [1.0 if seat in outcome.winners else 0.0 for seat in (0, 1)]
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
    hidden = _less(list(obs.hand), obs.revealed)
    mask = revealed_mask(obs.revealed)
    if obs.phase == MULLIGAN_PHASE:
        keep = _opening_worth(hidden) + rng.uniform(-1.5, 1.5) >= KEEP_SUM
        return KEEP if keep else MULLIGAN
    if obs.phase == REVEAL_PHASE:
        return REVEAL_ACTION[strongest(mask, hidden)]
    untraded = _untraded_mask(obs.traded[view.seat])
    return trade_or_pass(obs.window, hidden, mask, untraded, obs.vp_face_up, rng)


def heuristic(view: View[QuattroObservation], legal: Sequence[Action]) -> Action:
    """The rollout rule from the view, without noise (the search's tie-break)."""
    obs: QuattroObservation = view.observation
    hidden = _less(list(obs.hand), obs.revealed)
    mask = revealed_mask(obs.revealed)
    if obs.phase == MULLIGAN_PHASE:
        move = KEEP if _opening_worth(hidden) >= KEEP_SUM else MULLIGAN
    elif obs.phase == REVEAL_PHASE:
        move = REVEAL_ACTION[strongest(mask, hidden)]
    else:
        untraded = _untraded_mask(obs.traded[view.seat])
        # equal VPs: the first (a fixed draw, so the same position gives the same move)
        move = trade_or_pass(obs.window, hidden, mask, untraded, obs.vp_face_up, random.Random(0))
    return move if move in legal else legal[0]


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
    hidden = _less(list(obs.hand), obs.revealed)
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
    known = _Knowledge(view)
    for _ in range(EXPLAIN_SAMPLES):
        state = known.sample(rng)
        assert isinstance(state, QuattroState)
        reply, _public = vp_gives(state._vp_down[vp], state._vp_up[vp], mask)
        counts[reply] = counts.get(reply, 0) + 1
    return max(counts, key=counts.__getitem__)


# --- The hooks --------------------------------------------------------------------------------


class QuattroHooks:
    search_own_moves_only = False
    samples_reused = 4

    def knowledge(self, view: View[QuattroObservation]) -> _Knowledge:
        return _Knowledge(view)

    def policy(
        self, state: QuattroState, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return policy(state, seat, legal, rng)

    def at_horizon(self, root: QuattroState, state: QuattroState) -> bool:
        return at_horizon(root, state)

    def evaluate(self, state: QuattroState, scratch: bool = False) -> list[float]:
        return evaluate(state)  # it reads the state only

    def easy(
        self, view: View[QuattroObservation], legal: Sequence[Action], rng: random.Random
    ) -> Action:
        return easy(view, legal, rng)

    def explain(self, view: View[QuattroObservation], action: Action) -> Explanation:
        return explain(view, action)

    def shortlist(self, view: View[QuattroObservation], legal: Sequence[Action]) -> list[Action]:
        first = heuristic(view, legal)
        return [first, *(action for action in legal if action != first)]


HOOKS = QuattroHooks()
