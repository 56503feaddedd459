"""AI hooks for Cuckoo (Gnav) (rules and rulings: docs/rules/cuckoo.md).

What a seat knows in a deal. Every exchange is public (who swapped with whom, and the stock's
set-aside cards), so each card of the deal can be followed from where it was dealt to where it
is now, even through the Cat's undo. What is known about each card travels with it:

- the seat's own card, every card it gave or received in an exchange, and every card it drew;
- a Fool is shown whenever a player holds it, so a held card that never showed is no Fool;
- a refusing matador is revealed (and while its holder still holds it, it stays face up);
- a target that exchanged held no House, Horse, Cat, Dragoon or Cuckoo at that moment, and a
  card drawn from the stock into a hand was no matador either;
- every card turned up or set aside from the stock is public.

Only the current deal's hidden cards matter for the future: earlier deals are settled and public.
On top of these facts, the seats' choices are evidence: a player who kept probably holds a good
card, one who asked to swap a poor one. `sample_state` weighs the unknown cards by how likely
each choice was with them (a soft inference, never a certainty), and deals the stock at random.

The search looks to the end of the deal that was running at the root: the seat's one choice of
the deal is searched, the rest of the deal is played out by a threshold player who sees its own
card (see at_horizon), and the lives are then judged by each seat's chance to outlast the
others if every deal cost a random player a life.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from enum import Enum
from typing import Any

from ...engine.core import Action, Card, Seat, State
from ...engine.games.cuckoo import (
    CUCKOO,
    DECK,
    FOOL,
    KEEP,
    MATADORS,
    PASSES_ON,
    RANK,
    RANKS,
    SWAP,
    CardDealt,
    CuckooObservation,
    CuckooResampler,
    CuckooState,
    DealStarted,
    Exchanged,
    ExchangesUndone,
    Kept,
    Refused,
    StockExchanged,
    StockTurned,
    SwapRequested,
)
from ...engine.sampling import Fill
from ...engine.view import View
from ..explain import Explanation
from ..hooks import FunctionHooks, SearchLevel, Tuning, heuristic_first
from ..lives import win_chances

FOOL_RANK = RANK[FOOL]
LOWEST_MATADOR = RANK["House"]  # House, Horse, Cat, Dragoon, Cuckoo rank above every number
NOT_FOOL, NOT_MATADOR = 1, 2  # what a card that was never seen is known not to be

# --- Keep or swap -----------------------------------------------------------------------------
# A card at or above the threshold is kept. The thresholds were found by playing each position
# against the others (best responses): a player's card is final once their turn is over, and a
# swap risks a Dragoon or Cat, so a middling card is worth keeping; the more players, the lower
# the bar. The dealer, who only risks the stock, keeps lower still.
DEALER_DISCOUNT = 1.5
# Each earlier player who kept probably holds a good card, so ours is more likely the lowest.
PER_KEEPER = 0.5


def keep_threshold(participants: int, position: int) -> float:
    """The rank (index into RANKS) from which the player `position`-th in turn order keeps."""
    threshold = 9.5 - participants / 2
    return threshold - DEALER_DISCOUNT if position == participants - 1 else threshold


# The easy player wants a high card: it keeps an X or better, judged by eye (anything from a
# VII to a XII may look good enough, or not), and one time in three it plays a hunch instead.
EASY_THRESHOLD = RANK["X"]
EASY_BELOW, EASY_ABOVE = 3.0, 2.0
EASY_HUNCH = 0.3

# How other players are assumed to choose, for the soft inference. The table seats two kinds of
# player, and a seat cannot tell which sits where, so each choice is judged by an even mixture:
# - a careful one keeps a card with a chance rising around the threshold of its position (a
#   logistic of this spread, in ranks), like the rollout player and the search;
# - a casual one keeps as `easy` does: a matador always, a number from about X up, or either
#   on a hunch; as the dealer it always tries the stock.
# Nobody keeps a Fool or swaps away a matador; the floor leaves room for players who choose
# oddly. Measured on the true hidden cards (docs/ai.md, "Cuckoo: what the seat can infer"), the
# mixture scores like the careful model alone against `normal` and better against `easy`.
CHOICE_SPREAD = 1.2
CHOICE_FLOOR = 0.06
CASUAL_SHARE = 0.5


def _careful_keeps(threshold: float, rank: int) -> float:
    return 1.0 / (1.0 + math.exp((threshold - 0.5 - rank) / CHOICE_SPREAD))


def _casual_keeps(dealer: bool, rank: int) -> float:
    """The chance that `easy` keeps a number card of `rank` (its threshold is even between
    EASY_THRESHOLD - EASY_BELOW and EASY_THRESHOLD + EASY_ABOVE)."""
    if dealer:
        return 0.0
    low = EASY_THRESHOLD - EASY_BELOW
    judged = min(1.0, max(0.0, (rank - low) / (EASY_BELOW + EASY_ABOVE)))
    return EASY_HUNCH / 2 + (1.0 - EASY_HUNCH) * judged


def _keep_chances(threshold: float, dealer: bool) -> tuple[float, ...]:
    chances = []
    for rank in range(len(RANKS)):
        if rank == FOOL_RANK:
            chance = 0.0
        elif rank >= LOWEST_MATADOR:
            chance = 1.0
        else:
            careful = _careful_keeps(threshold, rank)
            chance = CASUAL_SHARE * _casual_keeps(dealer, rank) + (1 - CASUAL_SHARE) * careful
        chances.append(CHOICE_FLOOR + (1.0 - 2.0 * CHOICE_FLOOR) * chance)
    return tuple(chances)


def _keep_table() -> tuple[tuple[tuple[tuple[float, ...], ...], ...], ...]:
    """KEEP_CHANCES[participants][position][kept]: the chance per rank that a player in that
    spot, after `kept` earlier players kept, keeps a card of that rank."""
    return tuple(
        tuple(
            tuple(
                _keep_chances(keep_threshold(n, position) + PER_KEEPER * kept, position == n - 1)
                for kept in range(max(n, 1))
            )
            for position in range(n)
        )
        for n in range(9)
    )


KEEP_CHANCES = _keep_table()


def rollout_choice(state: CuckooState, seat: Seat) -> Action:
    """The rollout player: pass on a Fool, keep a matador, never swap into a Fool shown on the
    left, otherwise keep at the threshold of the position, raised for each earlier keeper."""
    card = state._cards[seat]
    if card == FOOL:
        return SWAP
    rank = RANK[card]  # type: ignore[index]
    if rank >= LOWEST_MATADOR:
        return KEEP
    order = state._order
    position = state._turn
    last = len(order) - 1
    if position < last:
        target = _next_in_deal(state, position)
        if target is not None and state._cards[target] == FOOL:
            return KEEP  # the Fool is face up: swapping would take it
    kept = 0
    for _, action in state._turns_taken:
        if action == KEEP:
            kept += 1
    threshold = keep_threshold(len(order), position) + PER_KEEPER * kept
    return KEEP if rank >= threshold else SWAP


def _next_in_deal(state: CuckooState, position: int) -> Seat | None:
    """The first participant left of `position` still in the deal that is not a House or Horse
    shown face up (the request would pass those)."""
    order, eliminated, cards, revealed = (
        state._order,
        state._eliminated,
        state._cards,
        state._revealed,
    )
    for index in range(position + 1, len(order)):
        seat = order[index]
        if seat in eliminated:
            continue
        card = cards[seat]
        if card in PASSES_ON and card == revealed[seat]:
            continue
        return seat
    return None


# --- What the seat knows ----------------------------------------------------------------------


class _Knowledge:
    """The current deal as `view.seat` can reconstruct it: each card of the deal is a token
    whose path is public; a token's card is known, or only constrained (NOT_FOOL/NOT_MATADOR,
    a matador it cannot be, and how likely the choices made while holding it were)."""

    __slots__ = (
        "constrained",
        "counts",
        "fill",
        "free",
        "over",
        "resampler",
    )

    def __init__(self, view: View[CuckooObservation]) -> None:
        obs = view.observation
        self.resampler = CuckooResampler(view)
        self.over = obs.turn is None
        if self.over:
            return
        events = view.events
        start = len(events) - 1
        while not isinstance(events[start], DealStarted):
            start -= 1
        dealt = events[start]
        assert isinstance(dealt, DealStarted)
        order: tuple[Seat, ...] = dealt.participants
        n = view.n_seats
        total = len(DECK)
        seat_tokens = [-1] * n
        for index, seat in enumerate(order):
            seat_tokens[seat] = index
        # The stock top-last, as the engine keeps it: the first card after the hands is on top.
        stock = list(range(total - 1, len(order) - 1, -1))
        set_aside: list[int] = []
        known: list[Card | None] = [None] * total
        flags = [0] * total
        forbidden: list[int | None] = [None] * total
        chances: list[list[float] | None] = [None] * total
        exchanges: list[tuple[Seat, int]] = []
        revealed: list[Card | None] = [None] * n
        kept = 0
        position = {seat: index for index, seat in enumerate(order)}
        for event in events[start + 1 :]:
            if isinstance(event, CardDealt):
                token = seat_tokens[event.seat]
                if event.card is None:
                    flags[token] |= NOT_FOOL  # a dealt Fool is shown
                else:
                    known[token] = event.card
            elif isinstance(event, (Kept, SwapRequested)):
                token = seat_tokens[event.seat]
                keep = KEEP_CHANCES[len(order)][position[event.seat]][kept]
                if isinstance(event, Kept):
                    likely = keep
                    kept += 1
                else:
                    likely = tuple(1.0 - chance for chance in keep)
                before = chances[token] or [1.0] * len(RANKS)
                chances[token] = [a * b for a, b in zip(before, likely, strict=True)]
            elif isinstance(event, Refused):
                known[seat_tokens[event.holder]] = event.card
                revealed[event.holder] = event.card
            elif isinstance(event, Exchanged):
                mine, theirs = seat_tokens[event.requester], seat_tokens[event.target]
                flags[theirs] |= NOT_FOOL | NOT_MATADOR  # the target did not refuse
                if event.given is not None:
                    known[mine] = event.given
                if event.received is not None:
                    known[theirs] = event.received
                seat_tokens[event.requester], seat_tokens[event.target] = theirs, mine
                exchanges.append((event.requester, event.target))
            elif isinstance(event, StockTurned):
                token = stock.pop()
                known[token] = event.card
                set_aside.append(token)
            elif isinstance(event, StockExchanged):
                token = stock.pop()
                flags[token] |= NOT_FOOL | NOT_MATADOR  # drawn matadors never reach a hand
                if event.new_card is not None:
                    known[token] = event.new_card
                old = seat_tokens[event.requester]
                known[old] = event.old_card  # set aside face up
                set_aside.append(old)
                seat_tokens[event.requester] = token
                exchanges.append((event.requester, -len(set_aside)))
            elif isinstance(event, ExchangesUndone):
                # The Cat: every exchange is undone, latest first, exactly as the engine does.
                for requester, other in reversed(exchanges):
                    if other >= 0:
                        seat_tokens[requester], seat_tokens[other] = (
                            seat_tokens[other],
                            seat_tokens[requester],
                        )
                    else:
                        stock.append(seat_tokens[requester])
                        seat_tokens[requester] = set_aside.pop(-1 - other)
                exchanges.clear()
        # The table now: the seat's own card, and the cards shown face up.
        if obs.own_card is not None:
            known[seat_tokens[view.seat]] = obs.own_card
        eliminated = set(obs.eliminated)
        for seat in order:
            token = seat_tokens[seat]
            shown, refused = obs.public_cards[seat], revealed[seat]
            if shown is not None:
                known[token] = shown
            elif seat not in eliminated and refused is not None:
                forbidden[token] = RANK[refused]  # it would be face up again
        if [known[token] for token in set_aside] != list(obs.set_aside):
            raise ValueError(f"seat {view.seat}'s recall does not match the set-aside cards")
        counts = [2] * len(RANKS)
        for card in known:
            if card is not None:
                counts[RANK[card]] -= 1
        if min(counts) < 0:
            raise ValueError(f"seat {view.seat}'s recall names a card three times")
        self.counts = counts
        # The token behind each hidden place of the resampler: a seat's card or a stock card.
        # A sample writes each token's card straight into its place (`fill`, the known cards
        # already in it); a token at no hidden place goes to the spare last place.
        fill_tokens = [
            seat_tokens[int(place[1])] if place[0] == "hand" else stock[int(place[1])]
            for place in self.resampler.hidden.dealt
        ]
        self.fill = [known[token] for token in fill_tokens] + [None]
        place_of = {token: index for index, token in enumerate(fill_tokens)}
        spare = len(fill_tokens)
        constrained: list[tuple[int, int, tuple[tuple[int, float], ...]]] = []
        free: list[int] = []
        for token in range(total):
            if known[token] is not None:
                continue
            if not flags[token] and chances[token] is None:
                free.append(token)
                continue
            weights = chances[token] or [1.0] * len(RANKS)
            allowed = []
            for rank in range(len(RANKS)):
                if rank == FOOL_RANK and flags[token] & NOT_FOOL:
                    continue
                if rank >= LOWEST_MATADOR and flags[token] & NOT_MATADOR:
                    continue
                if rank == forbidden[token]:
                    continue
                allowed.append((rank, weights[rank]))
            constrained.append((-flags[token], token, tuple(allowed)))
        constrained.sort()  # the most constrained first, so every token can be filled
        self.constrained = tuple(
            (place_of.get(token, spare), allowed) for _, token, allowed in constrained
        )
        self.free = tuple(place_of.get(token, spare) for token in free)

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> CuckooState:
        """A full state the seat could be at (`check`: the engine verifies it, for tests;
        `search`: it stops once the deal in play is settled)."""
        return _sample(self, rng, check, search)


def _shuffled(n: int, rng: random.Random) -> Sequence[int]:
    """A uniformly random order of `n` indices: one random 32-bit key each, sorted (fast, all
    in C)."""
    if n < 2:
        return range(n)
    keys = memoryview(rng.getrandbits(32 * n).to_bytes(4 * n, "little")).cast("I")
    return sorted(range(n), key=keys.__getitem__)


# --- Sampling and the search --------------------------------------------------------------


def sample_state(view: View[CuckooObservation], rng: random.Random) -> CuckooState:
    """One state consistent with what `view.seat` knows (the search samples through one
    `_Knowledge`, built once per decision)."""
    return _Knowledge(view).sample(rng)


def _sample(knowledge: _Knowledge, rng: random.Random, check: bool, search: bool) -> CuckooState:
    """The constrained unknown cards are drawn one by one, weighed by how likely the choices
    made with them were; the rest (mostly the stock) is an even shuffle of the cards left."""
    if knowledge.over:  # every card of the final deal was revealed; nobody sees the rest
        pool = knowledge.resampler.hidden.pool
        return knowledge.resampler.state(Fill(pool), check=check, search=search)
    counts = knowledge.counts[:]
    fill = knowledge.fill[:]
    rand = rng.random
    for place, allowed in knowledge.constrained:
        total = 0.0
        for rank, weight in allowed:
            total += counts[rank] * weight
        if total <= 0.0:
            # The facts leave no card for this token after the ones drawn before it (never seen
            # in play: the most constrained tokens go first); keep the deck whole regardless.
            allowed = tuple((rank, 1.0) for rank in range(len(RANKS)))
            total = float(sum(counts))
        pick = rand() * total
        chosen = -1
        for rank, weight in allowed:
            if counts[rank]:
                chosen = rank
                pick -= counts[rank] * weight
                if pick < 0:
                    break
        counts[chosen] -= 1
        fill[place] = RANKS[chosen]
    rest: list[Card] = []
    for rank, count in enumerate(counts):
        if count:
            rest += (RANKS[rank],) * count
    for place, index in zip(knowledge.free, _shuffled(len(rest), rng), strict=True):
        fill[place] = rest[index]
    del fill[-1]  # the spare place
    dealt = Fill(fill)  # type: ignore[arg-type]
    return knowledge.resampler.state(dealt, rng.getrandbits(32), check, search)


def policy(state: State[Any], seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
    """Rollouts: the threshold player of `rollout_choice` (its own card, its position, who kept
    before it, and a Fool shown on its left: all things `seat` sees)."""
    assert isinstance(state, CuckooState)
    return rollout_choice(state, seat)


def at_horizon(root: State[Any], state: State[Any]) -> bool:
    """The horizon is the end of the deal that was running at the root. Each participant has
    one turn in a deal, so once the seat at the root has made its choice nothing is left for it
    to plan before that horizon: the search stops there, and `evaluate` plays the rest of the
    deal with the rollout player, who sees its own card. (A search tree over the later seats'
    choices could not tell their cards apart, so it would make them choose blind: it measured
    worse.)"""
    assert isinstance(root, CuckooState) and isinstance(state, CuckooState)
    if state._over or state._deal != root._deal:
        return True
    return len(state._turns_taken) > len(root._turns_taken)


def evaluate(state: State[Any], scratch: bool = False) -> list[float]:
    """A finished match: 1 for the winner; in a draw, the seats that went out together share
    it. Otherwise, at the end of the deal (a deal in progress is played out first, see
    at_horizon), each seat's chance to be the last one left, from the lives (win_chances)."""
    assert isinstance(state, CuckooState)
    n = state.n_seats
    if not state._over and state._turns_taken:
        state = finish_deal(state if scratch else state.clone())
    if state._over:
        if state._winner is not None:
            return [1.0 if s == state._winner else 0.0 for s in range(n)]
        last = state._history[-1].lost if state._history else tuple(range(n))
        return [1.0 / len(last) if s in last else 0.0 for s in range(n)]
    return list(win_chances(tuple(state._lives), state._resting))


def rollout(start: CuckooState, state: CuckooState, rng: random.Random) -> None:
    """`play_out` without its generic steps: one seat acts at a time and the policy draws
    nothing, so the moves and the random draws are the same."""
    while not state._over and not at_horizon(start, state):
        seat = state._order[state._turn]
        state.advance(seat, rollout_choice(state, seat))


def finish_deal(state: CuckooState) -> CuckooState:
    """`state` with the current deal played to its end by the rollout player."""
    deal = state._deal
    while not state._over and state._deal == deal:
        seat = state._order[state._turn]
        state.advance(seat, rollout_choice(state, seat))  # a legal move: it has the turn
    return state


# --- The easy level and hints -----------------------------------------------------------------


def easy(view: View[CuckooObservation], legal: Sequence[Action], rng: random.Random) -> Action:
    """A casual player who looks only at its own card: it passes on a Fool and keeps a
    matador; as the dealer it always tries the stock; otherwise it keeps a number card from
    about X up, or follows a hunch. It pays no attention to where it sits, to what the others
    did, to the risk of a Dragoon or Cat, or to a Fool shown on its left (a swap takes it)."""
    obs: CuckooObservation = view.observation
    card = obs.own_card
    if card is None:
        return legal[0]
    if card == FOOL:
        return SWAP
    rank = RANK[card]
    if rank >= LOWEST_MATADOR:
        return KEEP
    if obs.participants[-1] == obs.seat:
        return SWAP  # the dealer always tries the stock: "a free draw"
    if rng.random() < EASY_HUNCH:
        return rng.choice(legal)
    threshold = EASY_THRESHOLD + rng.uniform(-EASY_BELOW, EASY_ABOVE)
    return KEEP if rank >= threshold else SWAP


def heuristic(view: View[CuckooObservation], legal: Sequence[Action]) -> Action:
    """`rollout_choice` read from the view (the search's tie-break)."""
    obs: CuckooObservation = view.observation
    card = obs.own_card
    if card is None or card == FOOL:
        move = SWAP
    else:
        keep = card in MATADORS or _fool_on_left(obs) or RANK[card] >= _threshold(obs)
        move = KEEP if keep else SWAP
    return move if move in legal else legal[0]


def _fool_on_left(obs: CuckooObservation) -> bool:
    """A swap would take the Fool shown on the seat's left (never so for the dealer)."""
    target = None if obs.participants[-1] == obs.seat else _visible_target(obs)
    return target is not None and obs.public_cards[target] == FOOL


def _threshold(obs: CuckooObservation) -> float:
    """The rank from which the seat keeps, raised for each player who kept before it."""
    kept = sum(1 for _, taken in obs.turns_taken if taken == KEEP)
    position = obs.participants.index(obs.seat)
    return keep_threshold(len(obs.participants), position) + PER_KEEPER * kept


def _visible_target(obs: CuckooObservation) -> Seat | None:
    """Who the seat's request would reach, as far as the table shows (None: the stock)."""
    order = obs.participants
    position = order.index(obs.seat)
    for seat in order[position + 1 :]:
        if seat in obs.eliminated:
            continue
        if obs.public_cards[seat] in PASSES_ON:
            continue
        return seat
    return None


class CuckooWhy(Enum):
    """Why a move is good (details in brackets; cards by id, `to`: "stock" or "left")."""

    NO_CARD = "no-card"
    SWAP_FOOL = "swap-fool"
    KEEP_FOOL = "keep-fool"
    KEEP_CUCKOO = "keep-cuckoo"
    KEEP_MATADOR = "keep-matador"  # [card]
    SWAP_MATADOR = "swap-matador"  # [card]
    KEEP_FOOL_ON_LEFT = "keep-fool-on-left"
    SWAP_INTO_FOOL = "swap-into-fool"
    KEEP_GOOD_AFTER_KEEPERS = "keep-good-after-keepers"  # [card, kept]
    KEEP_GOOD = "keep-good"  # [card]
    KEEP_LOW_RISKY = "keep-low-risky"  # [card]
    SWAP_TRY = "swap-try"  # [card, to]
    SWAP_LOWEST = "swap-lowest"  # [card, to]


def explain(view: View[CuckooObservation], action: Action) -> Explanation:
    """Why `action` is a good move, from what the seat knows."""
    obs = view.observation
    card = obs.own_card
    if card is None:
        return Explanation(CuckooWhy.NO_CARD)
    dealer = obs.participants[-1] == obs.seat
    kept = sum(1 for _, taken in obs.turns_taken if taken == KEEP)
    if card == FOOL:
        return Explanation(CuckooWhy.SWAP_FOOL if action == SWAP else CuckooWhy.KEEP_FOOL)
    if card in MATADORS:
        if action == KEEP:
            if card == CUCKOO:
                return Explanation(CuckooWhy.KEEP_CUCKOO)
            return Explanation(CuckooWhy.KEEP_MATADOR, {"card": card})
        return Explanation(CuckooWhy.SWAP_MATADOR, {"card": card})
    if _fool_on_left(obs):
        if action == KEEP:
            return Explanation(CuckooWhy.KEEP_FOOL_ON_LEFT)
        return Explanation(CuckooWhy.SWAP_INTO_FOOL)
    good = RANK[card] >= _threshold(obs)
    if action == KEEP:
        if good and kept:
            return Explanation(CuckooWhy.KEEP_GOOD_AFTER_KEEPERS, {"card": card, "kept": kept})
        if good:
            return Explanation(CuckooWhy.KEEP_GOOD, {"card": card})
        return Explanation(CuckooWhy.KEEP_LOW_RISKY, {"card": card})
    details = {"card": card, "to": "stock" if dealer else "left"}
    return Explanation(CuckooWhy.SWAP_TRY if good else CuckooWhy.SWAP_LOWEST, details)


# --- The hooks --------------------------------------------------------------------------------


HOOKS: FunctionHooks[CuckooState] = FunctionHooks(
    _Knowledge,
    policy,
    at_horizon,
    evaluate,
    easy,
    explain,
    heuristic_first(heuristic),
    Tuning(normal=SearchLevel(1500), hard=SearchLevel(6000)),
    samples_reused=2,
    fast_rollout=rollout,
)
