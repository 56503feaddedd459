"""AI hooks for Polar Pairs (rules and rulings: docs/rules/polar.md).

What a seat knows in a round: every face-up card; the whole discard pile (every card that went
down was seen, in order); its own near row, peeked at before its first action ("remembering
them is part of the game": the seat's `RoundDealt` keeps its pair); and the card it has drawn.
Everything else (face-down far rows, other seats' face-down cards, a card another seat holds
drawn, the stock) is an even mix of the cards not accounted for.

A hand is judged by its *estimate*: the score of the cards the seat knows, with each unknown
card counted as 5 (about the average card of the deck, whose mean is 5.0). Four alike known
cards are a four of a kind: once all four are face up the game is won at once, so it is worth
more than any score. The search needs no such rule: its playouts run the engine, where a four
of a kind (the seat's or another player's) ends the game there and then.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from enum import Enum
from functools import cache, lru_cache
from itertools import combinations_with_replacement
from typing import Any

from ...engine.core import Action, Card, Seat, State
from ...engine.games.polar import (
    KINDS,
    MINUS_FIVE,
    NEAR_ROW,
    SLOTS,
    WILD,
    PolarObservation,
    PolarResampler,
    PolarState,
    hand_score,
    is_four_of_a_kind,
    round_story,
)
from ...engine.sampling import Fill, Place
from ...engine.view import View
from ..explain import Explanation
from ..hooks import FunctionHooks, SearchLevel, Tuning, heuristic_first

UNKNOWN_POINTS = 5  # an unseen card is worth about the deck's mean (5.0)
TAKE_MARGIN = 2.0  # a draw is worth about 2 points on average, so the discard must beat that
KEEP_MARGIN = 0.0  # a drawn card is kept when it lowers the estimate at all
FOUR_OF_A_KIND_POINTS = -100  # a win outright: lower than any hand could ever score
ROUND_SPREAD = 7.0  # spread (points) of one seat's round score in good play, for `evaluate`
# `evaluate`: mostly the chance to win, and a little the points against the table's mean, so a
# seat that can no longer win still plays for a lower total and a better place (every move would
# tie at 0 otherwise). 0.1 is small enough never to outweigh a real chance to win: a points
# swing of a whole standing (0 to 1) is worth a 10-point change in the chance to win. 25 points
# (about three rounds' scores) is where the standing term levels off. docs/ai.md says why.
WIN_WEIGHT, POINTS_WEIGHT = 0.9, 0.1
POINTS_SCALE = 25.0

TAKE = tuple(f"take {slot}" for slot in range(SLOTS))
KEEP = tuple(f"keep {slot}" for slot in range(SLOTS))
FLIP = tuple(f"flip {slot}" for slot in range(SLOTS))

Known = list[Card | None]  # one hand by slot: the card, or None where the seat cannot know it


# --- Estimating a hand ----------------------------------------------------------------------


def estimate(known: Sequence[Card | None]) -> int:
    """The score of the known cards ("Scoring a hand") plus 5 for each unknown one; a four of
    a kind wins the game instead."""
    return _estimate(tuple(known))


# Remembered by the slots (at most 16^4 of them, a hand's four slots, each one of 15 kinds or
# unknown), then by the known cards in order (the estimate does not depend on their slots: some
# 3,900 hands), so a hand met in a new order costs a sort.
@cache
def _estimate(known: tuple[Card | None, ...]) -> int:
    cards = sorted([card for card in known if card is not None])
    return _estimate_sorted(tuple(cards), len(known) - len(cards))


@cache
def _estimate_sorted(cards: tuple[Card, ...], unknown: int) -> int:
    if len(cards) == SLOTS and is_four_of_a_kind(cards):
        return FOUR_OF_A_KIND_POINTS
    return hand_score(cards) + UNKNOWN_POINTS * unknown


# A hand's estimate by the sum of its cards' codes: 5**k for a card of kind k, 5**14 for an
# unknown one. Four slots hold at most four of a kind, so the sum in base 5 is the hand's cards
# counted by kind: the same for the same cards in any order, and a slot's card is swapped by
# two additions. Every hand of four slots (3,060 of them) is estimated once, by `_estimate`.
CODE: dict[Card | None, int] = {kind: 5**k for k, kind in enumerate((*KINDS, WILD))}
CODE[None] = UNKNOWN = 5 ** len(CODE)
ESTIMATE_BY_CODE: dict[int, int] = {
    sum(CODE[card] for card in hand): _estimate(hand)
    for hand in combinations_with_replacement(CODE, SLOTS)
}


def best_place(
    known: Sequence[Card | None], face_down: Sequence[int], card: Card
) -> tuple[int, float]:
    """The face-down slot where `card` lowers the estimate most, and by how much."""
    codes = [CODE[known_card] for known_card in known]
    whole = sum(codes)
    now, swapped_in = ESTIMATE_BY_CODE[whole], whole + CODE[card]
    best_slot, best_gain = face_down[0], -math.inf
    for slot in face_down:
        gain = now - ESTIMATE_BY_CODE[swapped_in - codes[slot]]
        if gain > best_gain:
            best_slot, best_gain = slot, gain
    return best_slot, best_gain


def flip_choice(known: Sequence[Card | None], face_down: Sequence[int]) -> int:
    """Turn up the slot we least want to replace later: a known low card (it stays anyway),
    then an unknown one; a known high card stays face down as a target for a later turn.

    A slot's worth is what it adds to the estimate compared with an unknown card there; an
    unknown card counts a shade below 5 so that, among equals, the unknown one is turned up
    (it tells us something). The first slot of the least worth is turned."""
    codes = [CODE[known_card] for known_card in known]
    whole = sum(codes)
    now, unknown_in = ESTIMATE_BY_CODE[whole], whole + UNKNOWN
    chosen, least = face_down[0], math.inf
    for slot in face_down:
        if codes[slot] == UNKNOWN:
            worth: float = UNKNOWN_POINTS - 0.1
        else:
            worth = now - ESTIMATE_BY_CODE[unknown_in - codes[slot]] + UNKNOWN_POINTS
        if worth < least:
            chosen, least = slot, worth
    return chosen


def decide(
    known: Sequence[Card | None],
    face_down: Sequence[int],
    card: Card,
    holding: bool,
    legal: Sequence[Action],
    take_margin: float = TAKE_MARGIN,
    keep_margin: float = KEEP_MARGIN,
) -> Action:
    """The greedy choice: `card` is the drawn card when `holding`, else the top discard."""
    slot, gain = best_place(known, face_down, card)
    if holding:
        return KEEP[slot] if gain > keep_margin else FLIP[flip_choice(known, face_down)]
    if gain >= take_margin or "draw" not in legal:
        return TAKE[slot]
    return "draw"


# --- What the seat knows ----------------------------------------------------------------------


class PolarKnowledge:
    """Everything `view.seat` knows now: the table its resampler rebuilds from the view, its
    own near row remembered from the deal, and the other cards for the places it cannot see,
    an even mix."""

    __slots__ = ("_depth", "_other_drawn", "_pool", "_resampler", "_slots", "own_hand")

    def __init__(self, view: View[PolarObservation]) -> None:
        obs = view.observation
        seat, n = view.seat, view.n_seats
        resampler = PolarResampler(view)
        hidden = resampler.hidden
        # The seat remembers its near row (peeked before its first action) while it stays down.
        deal = round_story(view.events).deal
        own_near = deal.near[seat] if deal is not None else None
        remembered: dict[Place, Card] = {}
        if own_near is not None:
            for slot, card in zip(NEAR_ROW, own_near, strict=True):
                remembered[("slot", seat, slot)] = card
        # per hidden slot: the card the seat remembers there, or None
        self._slots = tuple(remembered.get(place) for place in hidden.dealt if place[0] == "slot")
        self._other_drawn = any(place[0] == "drawn" for place in hidden.dealt)
        unaccounted = Counter(hidden.pool)
        unaccounted.subtract(card for card in self._slots if card is not None)
        if min(unaccounted.values(), default=0) < 0:
            raise ValueError(f"seat {seat}'s recall does not match the table")
        self._pool: list[Card] = list(unaccounted.elements())
        unknown = self._slots.count(None) + self._other_drawn
        # Only the cards that can show before the round ends need shuffling: the unknown places,
        # and as many stock cards as turns are left (the next round shuffles all 53 anew).
        self._depth = min(len(self._pool), unknown + SLOTS * n - sum(obs.turns))
        self._resampler = resampler
        # The seat's own hand as it knows it: face-up cards and its remembered near row.
        self.own_hand: Known = [
            card if card is not None else remembered.get(("slot", seat, slot))
            for slot, card in enumerate(obs.slots[seat])
        ]

    def sample(self, rng: random.Random, check: bool = False, search: bool = False) -> PolarState:
        """The unaccounted cards dealt at random into the places the seat cannot see
        (`search`: the state stops once the round in play is scored)."""
        pool = self._pool[:]
        # Fisher-Yates on the top `depth` cards: they fill the holes, then the top of the stock.
        rand = rng.random
        size = len(pool)
        for i in range(size - 1, size - 1 - self._depth, -1):
            j = int(rand() * (i + 1))
            pool[i], pool[j] = pool[j], pool[i]
        dealt = [pool.pop() if card is None else card for card in self._slots]
        if self._other_drawn:
            dealt.append(pool.pop())
        dealt += pool
        return self._resampler.state(Fill(dealt), rng.getrandbits(32), check, search)


def sample_state(view: View[PolarObservation], rng: random.Random) -> PolarState:
    """One state consistent with what `view.seat` knows (the search samples through one
    `PolarKnowledge`, built once per decision)."""
    return PolarKnowledge(view).sample(rng)


def known_hand(view: View[PolarObservation]) -> Known:
    """The seat's own hand as it knows it: face-up cards and its remembered near row."""
    return PolarKnowledge(view).own_hand


def policy(state: State[Any], seat: Seat, legal: Sequence[Action], rng: random.Random) -> Action:
    """Rollouts: take a discard that pairs or is low, else draw; keep a drawn card that lowers
    the hand, else turn up the slot least worth replacing. Uses only what `seat` knows: its
    face-up cards and its near row (remembered), the top discard and its drawn card."""
    assert isinstance(state, PolarState)
    hands, up, base = state.hands, state.up[seat], 4 * seat
    holding = state.drawn is not None
    return _policy_choice(
        up,
        hands[base] if up & 1 else None,
        hands[base + 1] if up & 2 else None,
        hands[base + 2],  # slots 2-3: the peeked near row
        hands[base + 3],
        state.drawn if holding else state.discard[-1],
        holding,
        "draw" in legal,
    )


@lru_cache(maxsize=200_000)
def _policy_choice(
    up: int,
    first: Card | None,
    second: Card | None,
    third: Card,
    fourth: Card,
    card: Card,
    holding: bool,
    may_draw: bool,
) -> Action:
    """The rollout's choice from everything it depends on (remembered: rollouts meet the same
    few hands again and again, and the choice has no randomness). It is `decide` at the
    rollout's margins, written out in one function on the hands' codes (a process meets about
    half its rollout choices for the first time: `tests/engine/test_search_moves.py` compares
    the two)."""
    codes = (CODE[first], CODE[second], CODE[third], CODE[fourth])
    whole = codes[0] + codes[1] + codes[2] + codes[3]
    now, swapped_in = ESTIMATE_BY_CODE[whole], whole + CODE[card]
    face_down = FACE_DOWN[up]
    slot, gain = face_down[0], -math.inf  # `best_place`
    for place in face_down:
        gained = now - ESTIMATE_BY_CODE[swapped_in - codes[place]]
        if gained > gain:
            slot, gain = place, gained
    if not holding:
        return TAKE[slot] if gain >= TAKE_MARGIN or not may_draw else "draw"
    if gain > KEEP_MARGIN:
        return KEEP[slot]
    # `flip_choice`: a slot's worth is what it adds to the estimate over an unknown card there
    unknown_in = whole + UNKNOWN
    chosen, least = face_down[0], math.inf
    for place in face_down:
        code = codes[place]
        if code == UNKNOWN:
            worth: float = UNKNOWN_POINTS - 0.1
        else:
            worth = now - ESTIMATE_BY_CODE[unknown_in - code] + UNKNOWN_POINTS
        if worth < least:
            chosen, least = place, worth
    return FLIP[chosen]


FACE_DOWN = tuple(tuple(i for i in range(SLOTS) if not up >> i & 1) for up in range(1 << SLOTS))


def at_horizon(root: State[Any], state: State[Any]) -> bool:
    """A rollout stops when the round that was running at the root has been scored, or as soon
    as a seat holds a card drawn after the root, the searching seat's own draw included. The
    search keys its tree by moves, not by the card drawn, so a keep-or-flip node below a draw
    would choose blind to the card: one keep or flip for every card (and drawing would look
    worse than it is); there `evaluate` lets the heuristic decide, card in view. (Only a card
    held at the root itself, the searching seat's own keep-or-flip decision, is searched.)"""
    assert isinstance(root, PolarState) and isinstance(state, PolarState)
    if state.over or state.round != root.round:
        return True
    return state.drawn is not None and not (root.drawn is not None and state.turn == root.turn)


def evaluate(state: State[Any], scratch: bool = False) -> list[float]:
    """Each seat's value: 0.9 x its chance to win (`win_chances`) plus 0.1 x its points
    standing (`points_standing`), so a seat that can no longer win still plays for points and
    place. A round in progress is first played out with the rollout policy (on `state` itself
    when it is the search's `scratch` copy, else on a copy)."""
    assert isinstance(state, PolarState)
    if not state.over and (state.turn > 0 or state.drawn is not None):
        state = _play_out_round(state if scratch else state.clone())
    mean = sum(state.totals) / state.n_seats
    return [
        WIN_WEIGHT * chance + POINTS_WEIGHT * points_standing(total, mean)
        for chance, total in zip(win_chances(state), state.totals, strict=True)
    ]


def win_chances(state: PolarState) -> list[float]:
    """The outcome of a finished game; otherwise each seat's chance to end lowest, estimated
    from the totals by a logistic race whose spread grows with the square root of the rounds
    still to play (a round in progress counts as still to play)."""
    n = state.n_seats
    if state.over:
        share = 1.0 / len(state.winners)
        return [share if s in state.winners else 0.0 for s in range(n)]
    # Gaussian round scores with spread sigma, compared pairwise, are close to a logistic of
    # scale 0.78 * sigma * sqrt(rounds left); the round just dealt is still to play.
    rounds_left = state.rounds_total - state.round + 1
    temperature = 0.78 * ROUND_SPREAD * math.sqrt(rounds_left)
    lowest = min(state.totals)
    weights = [math.exp((lowest - total) / temperature) for total in state.totals]
    whole = sum(weights)
    return [w / whole for w in weights]


def points_standing(total: int, mean: float) -> float:
    """0 to 1: how far below the table's mean a seat's total is (1/2 at the mean)."""
    return 0.5 + 0.5 * math.tanh((mean - total) / POINTS_SCALE)


_playout_rng = random.Random(0)  # the policy makes no random choices; it only needs one


def _play_out_round(state: PolarState) -> PolarState:
    """The round in play finished by the rollout policy (`policy`'s moves: its choices come
    from the legal list, so the engine's playout loop makes them, unchecked and without
    events; it hands the policy what `policy` reads from the state)."""
    state.play_out_round(_policy_choice)
    return state


def rollout(start: PolarState, state: PolarState, rng: random.Random) -> None:
    """`play_out` without its generic steps: one seat acts at a time (the mover) and the
    policy draws nothing, so the moves and the random draws are the same."""
    while not state.over and not at_horizon(start, state):
        seat = state.mover
        state.advance(seat, _rollout_choice(state, seat))


def _rollout_choice(state: PolarState, seat: Seat) -> Action:
    """`policy` for the mover, read straight from the state: whether it may draw is whether
    it holds no card and "draw" is among its legal moves (`policy` reads it from those)."""
    hands, up, base, drawn = state.hands, state.up[seat], 4 * seat, state.drawn
    holding = drawn is not None
    return _policy_choice(
        up,
        hands[base] if up & 1 else None,
        hands[base + 1] if up & 2 else None,
        hands[base + 2],
        hands[base + 3],
        drawn if holding else state.discard[-1],
        holding,
        not holding and "draw" in state.legal_actions(seat),
    )


def easy(view: View[PolarObservation], legal: Sequence[Action], rng: random.Random) -> Action:
    """A greedy player who only looks at the table: it sees its near row before its first
    action and forgets it after (the table hides it again), and it judges the margins by eye
    (a little noise)."""
    obs = view.observation
    seat = view.seat
    peeking = obs.turns[seat] == 0 and obs.drawer != seat
    known: Known = list(obs.slots[seat])
    face_down = [i for i in range(SLOTS) if known[i] is None or (peeking and i in NEAR_ROW)]
    holding = obs.drawer == seat and obs.drawn is not None
    card = obs.drawn if holding else obs.discard_top
    assert card is not None  # a turn always shows the discard pile's top
    return decide(
        known,
        face_down,
        card,
        holding,
        legal,
        take_margin=TAKE_MARGIN + rng.uniform(-1.5, 1.5),
        keep_margin=KEEP_MARGIN + rng.uniform(-1.0, 1.0),
    )


def heuristic(view: View[PolarObservation], legal: Sequence[Action]) -> Action:
    """The rollout rule from the view, near row remembered (the search's tie-break)."""
    obs = view.observation
    known = known_hand(view)
    face_down = [i for i in range(SLOTS) if obs.slots[view.seat][i] is None]
    holding = obs.drawer == view.seat and obs.drawn is not None
    card = obs.drawn if holding else obs.discard_top
    if card is None or not face_down:
        return legal[0]
    move = decide(known, face_down, card, holding, legal)
    return move if move in legal else legal[0]


class PolarWhy(Enum):
    """Why a move is good (details in brackets; cards by id, slots 0-3)."""

    DRAW_DISCARD_NOT_LOW = "draw-discard-not-low"  # [card]
    FLIP_UNKNOWN = "flip-unknown"  # [slot, card]
    FLIP_LEAST_NEEDED = "flip-least-needed"  # [slot, card, old]
    TAKE_PAIRS = "take-pairs"  # [card, slot, partner: the slot it pairs]
    KEEP_PAIRS = "keep-pairs"  # [card, slot, partner]
    TAKE_REPLACES_UNKNOWN = "take-replaces-unknown"  # [card, slot]
    KEEP_REPLACES_UNKNOWN = "keep-replaces-unknown"  # [card, slot]
    TAKE_REPLACES = "take-replaces"  # [card, old, slot]
    KEEP_REPLACES = "keep-replaces"  # [card, old, slot]


def explain(view: View[PolarObservation], action: Action) -> Explanation:
    """Why `action` is a good move, from what the seat knows."""
    obs = view.observation
    known = known_hand(view)
    holding = obs.drawer == view.seat and obs.drawn is not None
    card = obs.drawn if holding else obs.discard_top
    verb, _, rest = action.partition(" ")
    if verb == "draw":
        return Explanation(PolarWhy.DRAW_DISCARD_NOT_LOW, {"card": card})
    slot = int(rest)
    old = known[slot]
    if verb == "flip":
        if old is None:
            return Explanation(PolarWhy.FLIP_UNKNOWN, {"slot": slot, "card": card})
        return Explanation(PolarWhy.FLIP_LEAST_NEEDED, {"slot": slot, "card": card, "old": old})
    take = verb == "take"
    partner = next((i for i in range(SLOTS) if i != slot and known[i] == card), None)
    if partner is not None and card != MINUS_FIVE and card != WILD:
        why = PolarWhy.TAKE_PAIRS if take else PolarWhy.KEEP_PAIRS
        return Explanation(why, {"card": card, "slot": slot, "partner": partner})
    if old is None:
        why = PolarWhy.TAKE_REPLACES_UNKNOWN if take else PolarWhy.KEEP_REPLACES_UNKNOWN
        return Explanation(why, {"card": card, "slot": slot})
    why = PolarWhy.TAKE_REPLACES if take else PolarWhy.KEEP_REPLACES
    return Explanation(why, {"card": card, "old": old, "slot": slot})


# --- The hooks --------------------------------------------------------------------------------


HOOKS: FunctionHooks[PolarState] = FunctionHooks(
    PolarKnowledge,
    policy,
    at_horizon,
    evaluate,
    easy,
    explain,
    heuristic_first(heuristic),
    # UCB1's exploration constant is 0.25, not the 0.7 of wins and losses: a playout's value
    # (a chance to win estimated from the totals) varies by about 0.1, a fifth of a win-or-
    # loss's 0.5, so 0.7 spread the visits almost evenly over moves the search could already
    # tell apart (docs/ai.md, "Polar Pairs: why hard had no edge")
    Tuning(normal=SearchLevel(700), hard=SearchLevel(2000), exploration=0.25),
    fast_rollout=rollout,
)
