"""Polar Pairs: a four-card Golf-family game whose tens carry animal pictures.

Rules and rulings: docs/rules/polar.md (the sections cited in the comments below are the
rules' own).

Seats sit clockwise in increasing order: a player's left is seat + 1, their right seat - 1.
A hand is four slots: 0-1 the far row, 2-3 the near row. Every turn turns exactly one face-down
slot face up, so a round is exactly four turns per player.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any, ClassVar

from ..cards import ShuffleSource, canonical_index, sort_canonical
from ..core import (
    OPEN,
    Action,
    Card,
    CommonReason,
    Event,
    GameSpec,
    IllegalAction,
    OptionSpec,
    Outcome,
    ScenarioError,
    ScoreSense,
    Seat,
    State,
)
from ..sampling import Fill, Hidden, Place, check_fill, check_seen
from ..view import View

# --- Cards -----------------------------------------------------------------------------------

MINUS_FIVE: Card = "-5"
WILD: Card = "W"
TENS: tuple[Card, ...] = ("10B", "10O", "10P")  # polar bear, snowy owl, penguin

# Canonical order: -5 -5 -5 -5 1 1 1 1 ... 9 9 9 9 10B x4 10O x4 10P x4 W.
KINDS: tuple[Card, ...] = (MINUS_FIVE, *(str(v) for v in range(1, 10)), *TENS)
CANONICAL_DECK: tuple[Card, ...] = (*(kind for kind in KINDS for _ in range(4)), WILD)
CANONICAL_INDEX: dict[Card, int] = canonical_index(CANONICAL_DECK)

# Points of every kind but the wild, which scores as whatever suits its holder best.
POINTS: dict[Card, int] = {
    MINUS_FIVE: -5,
    **{str(v): v for v in range(1, 10)},
    **dict.fromkeys(TENS, 10),
}

# First dealer: W highest, then the tens (all equal), then 9 down to 1, then -5.
DRAW_RANK: dict[Card, int] = {**POINTS, WILD: 11}

SLOTS = 4
NEAR_ROW = (2, 3)
ALL_UP = 0b1111
ROUNDS = 10
SHORT_ROUNDS = 5

# --- Actions (precomputed: legal actions are looked up, never built) --------------------------

TAKE, DRAW, KEEP, FLIP = range(4)
VERB_NAMES = ("take", "draw", "keep", "flip")
PARSED: dict[Action, tuple[int, int]] = {"draw": (DRAW, -1)}
for _slot in range(SLOTS):
    PARSED[f"take {_slot}"] = (TAKE, _slot)
    PARSED[f"keep {_slot}"] = (KEEP, _slot)
    PARSED[f"flip {_slot}"] = (FLIP, _slot)


def _face_down(mask: int) -> list[int]:
    return [slot for slot in range(SLOTS) if mask >> slot & 1]


# Indexed by the mask of face-down slots (bit i = slot i face down).
TURN_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    (*(f"take {s}" for s in _face_down(m)), "draw") for m in range(16)
)
TAKE_ONLY_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(f"take {s}" for s in _face_down(m)) for m in range(16)
)
DECIDE_ACTIONS: tuple[tuple[Action, ...], ...] = tuple(
    (*(f"keep {s}" for s in _face_down(m)), *(f"flip {s}" for s in _face_down(m)))
    for m in range(16)
)
NO_ACTIONS: tuple[Action, ...] = ()
SEAT_TUPLES: tuple[tuple[Seat, ...], ...] = tuple((s,) for s in range(6))


# --- Scoring a hand --------------------------------------------------------------------------


def hand_score(hand: Sequence[Card]) -> int:
    """The points of a finished hand ("Scoring a hand")."""
    score = 0
    lone_points: list[int] = []
    for kind in set(hand):
        if kind == WILD:
            continue
        count = hand.count(kind)
        if kind == MINUS_FIVE:
            score -= 5 * count  # -5s never cancel; each scores -5
        elif count == 1:
            score += POINTS[kind]
            lone_points.append(POINTS[kind])
        # two or three of a kind cancel (tens only with the same animal: they are kinds apart)
    if WILD in hand:
        # The wild becomes the kind that gives the lowest score: a copy of a lone card cancels
        # it, or it is a -5. Copying a pair or any other kind never does better.
        score += min(-5, -max(lone_points, default=0))
    return score


def is_four_of_a_kind(hand: Sequence[Card]) -> bool:
    """Four identical kinds, no wild (four -5s count)."""
    return hand[0] != WILD and hand.count(hand[0]) == SLOTS


class PolarReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat (details: seat,
    seats), not your turn, not a move)."""

    DECIDE_DRAWN_FIRST = "decide-drawn-first"  # details: seat, card (only the drawer meets it)
    NOTHING_DRAWN = "nothing-drawn"  # details: seat, verb
    DRAW_TAKES_NO_SLOT = "draw-takes-no-slot"
    STOCK_EMPTY = "stock-empty"
    NEEDS_SLOT = "needs-slot"  # details: verb
    SLOT_FACE_UP = "slot-face-up"  # details: seat, slot, verb
    NOT_LEGAL_NOW = "not-legal-now"  # details: action


# --- Events ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DealerDraw(Event):
    """One draw for first dealer: the card each drawer turned up (None for seats not drawing)."""

    cards: tuple[Card | None, ...]
    drawers: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class DealerChosen(Event):
    seat: Seat
    highest: Seat  # who drew the highest card; the dealer sits to their right


@dataclass(frozen=True, slots=True)
class RoundDealt(Event):
    """Four cards face down to each seat. `near` holds each seat's near row (slots 2, 3), which
    only that seat may peek at: redacted, a seat keeps only its own pair."""

    starts_chapter: ClassVar[bool] = True
    round: int
    dealer: Seat
    near: tuple[tuple[Card, Card] | None, ...]

    def redact(self, seat: Seat) -> Event:
        near = tuple(pair if s == seat else None for s, pair in enumerate(self.near))
        return RoundDealt(self.round, self.dealer, near)


@dataclass(frozen=True, slots=True)
class DiscardStarted(Event):
    card: Card


@dataclass(frozen=True, slots=True)
class Took(Event):
    seat: Seat
    slot: int
    taken: Card
    replaced: Card


@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A card drawn from the stock: only the drawer sees it until it is kept or discarded."""

    seat: Seat
    card: Card | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else Drew(self.seat, None)


@dataclass(frozen=True, slots=True)
class KeptDrawn(Event):
    seat: Seat
    slot: int
    card: Card
    replaced: Card


@dataclass(frozen=True, slots=True)
class Flipped(Event):
    seat: Seat
    slot: int
    discarded: Card
    revealed: Card


@dataclass(frozen=True, slots=True)
class StockRebuilt(Event):
    size: int


@dataclass(frozen=True, slots=True)
class RoundScored(Event):
    round: int
    scores: tuple[int, ...]
    totals: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class InstantWin(Event):
    """A four of a kind ended the game; `seats` is its holder (only one can complete it)."""

    seats: tuple[Seat, ...]


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    winners: tuple[Seat, ...]
    totals: tuple[int, ...]


# --- Observation -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class PolarObservation:
    seat: Seat  # -1 for a spectator, OPEN for every card face up
    round: int
    rounds: int
    dealer: Seat
    slots: tuple[tuple[Card | None, ...], ...]  # per seat, per slot: the card if face up
    discard_top: Card | None
    discard_size: int
    stock_size: int
    drawer: Seat | None  # the seat holding a drawn card not yet decided on
    drawn: Card | None  # that card, shown to the drawer only
    mover: Seat | None  # whose turn it is (None once the game is over)
    turns: tuple[int, ...]  # turns taken this round, per seat
    scores: tuple[tuple[int, ...], ...]  # one tuple per finished round
    totals: tuple[int, ...]


# --- State -----------------------------------------------------------------------------------


class PolarState(State[PolarObservation]):
    __slots__ = (
        "_legal",
        "_to_act",
        "dealer",
        "discard",
        "drawn",
        "ends_with_round",
        "hands",
        "instant",
        "mover",
        "n_seats",
        "over",
        "round",
        "rounds_total",
        "scores",
        "shuffles",
        "stock",
        "totals",
        "turn",
        "up",
        "winners",
    )

    # hands: flat list, seat s slot i at 4*s + i. up: per seat, a mask of face-up slots.
    # stock and discard: lists whose top card is the last element. turn: turns finished this
    # round (the mover is the seat of turn number `turn`); drawn: the card the mover has drawn.

    n_seats: int
    rounds_total: int
    round: int
    dealer: Seat
    hands: list[Card]
    up: list[int]
    stock: list[Card]
    discard: list[Card]
    drawn: Card | None
    turn: int
    mover: Seat
    scores: list[tuple[int, ...]]
    totals: list[int]
    over: bool
    winners: tuple[Seat, ...]
    instant: bool
    shuffles: ShuffleSource
    _legal: tuple[Action, ...]
    _to_act: tuple[Seat, ...]
    # A search's state (sampling.Resampler.state(search=True)): the round in progress is
    # scored but the next one is not dealt; nobody is to act then (the search's horizon).
    ends_with_round: bool

    # -- the protocol --

    def to_act(self) -> tuple[Seat, ...]:
        return self._to_act

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        return self._legal if seat == self.mover else NO_ACTIONS

    def apply(self, seat: Seat, action: Action) -> list[Event]:
        if seat != self.mover or action not in self._legal:
            raise self._why_illegal(seat, action)
        verb, slot = PARSED[action]
        if verb == DRAW:
            return self._draw(seat)
        if verb == TAKE:
            events: list[Event] = [self._take(seat, slot)]
        elif verb == KEEP:
            events = [self._keep(seat, slot)]
        else:
            events = [self._flip(seat, slot)]
        self._end_turn(events)
        return events

    def is_over(self) -> bool:
        return self.over

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(winners=self.winners, scores=tuple(self.totals))

    def clone(self) -> PolarState:
        twin = object.__new__(PolarState)
        twin.n_seats = self.n_seats
        twin.rounds_total = self.rounds_total
        twin.round = self.round
        twin.dealer = self.dealer
        twin.hands = self.hands[:]
        twin.up = self.up[:]
        twin.stock = self.stock[:]
        twin.discard = self.discard[:]
        twin.drawn = self.drawn
        twin.turn = self.turn
        twin.mover = self.mover
        twin.scores = self.scores[:]
        twin.totals = self.totals[:]
        twin.over = self.over
        twin.winners = self.winners
        twin.instant = self.instant
        twin.shuffles = self.shuffles.clone()
        twin._legal = self._legal
        twin._to_act = self._to_act
        twin.ends_with_round = self.ends_with_round
        return twin

    def observe(self, seat: Seat) -> PolarObservation:
        hands, up = self.hands, self.up
        peeking = self._may_peek(seat)
        slots = tuple(
            tuple(
                hands[4 * s + i]
                if up[s] >> i & 1 or (s == seat and peeking and i in NEAR_ROW)
                else None
                for i in range(SLOTS)
            )
            for s in range(self.n_seats)
        )
        return self._observation(seat, slots, self.drawn if seat == self.mover else None)

    def observe_open(self) -> PolarObservation:
        """Every slot face up, and a card held drawn."""
        n = self.n_seats
        slots = tuple(tuple(self.hands[4 * s : 4 * s + 4]) for s in range(n))
        return self._observation(OPEN, slots, self.drawn)

    def _observation(
        self, seat: Seat, slots: tuple[tuple[Card | None, ...], ...], drawn: Card | None
    ) -> PolarObservation:
        holding = self.drawn is not None
        return PolarObservation(
            seat=seat,
            round=self.round,
            rounds=self.rounds_total,
            dealer=self.dealer,
            slots=slots,
            discard_top=self.discard[-1] if self.discard else None,
            discard_size=len(self.discard),
            stock_size=len(self.stock),
            drawer=self.mover if holding else None,
            drawn=drawn if holding else None,
            mover=None if self.over else self.mover,
            turns=tuple(self.turns_taken(s) for s in range(self.n_seats)),
            scores=tuple(self.scores),
            totals=tuple(self.totals),
        )

    def summary(self) -> dict[str, Any]:
        n = self.n_seats
        result: dict[str, Any] = {
            "round": self.round,
            "dealer": self.dealer,
            "hands": [self.hands[4 * s : 4 * s + 4] for s in range(n)],
            "up": [[bool(self.up[s] >> i & 1) for i in range(SLOTS)] for s in range(n)],
            "discard_top": self.discard[-1] if self.discard else None,
            "scores": [list(round_scores) for round_scores in self.scores],
            "totals": list(self.totals),
        }
        if self.over:
            result["winners"] = list(self.winners)
            result["instant"] = self.instant
        return result

    def card_at(self, place: Place) -> Card | None:
        """("slot", s, i); ("drawn", s): the card s holds drawn; ("stock", i) and
        ("discard", i): top-last."""
        match place:
            case ("slot", int(seat), int(slot)):
                return self.hands[4 * seat + slot]
            case ("drawn", int(seat)):
                return self.drawn if seat == self.mover else None
            case ("stock", int(index)):
                return self.stock[index]
            case ("discard", int(index)):
                return self.discard[index]
        raise KeyError(place)

    def redeal_hidden(self, seat: Seat, rng: random.Random) -> PolarState:
        """Permute the cards face down to `seat`: face-down slots (but its own near row while it
        may still peek), the stock, and a card another seat has drawn. The discard pile is
        public: everyone saw its cards go down."""
        twin = self.clone()
        peeking = self._may_peek(seat)
        places = [
            4 * s + i
            for s in range(self.n_seats)
            for i in range(SLOTS)
            if not self.up[s] >> i & 1 and not (s == seat and peeking and i in NEAR_ROW)
        ]
        hidden = [twin.hands[p] for p in places] + twin.stock
        other_holds_drawn = twin.drawn is not None and twin.mover != seat
        if twin.drawn is not None and other_holds_drawn:
            hidden.append(twin.drawn)
        rng.shuffle(hidden)
        for p in places:
            twin.hands[p] = hidden.pop()
        if other_holds_drawn:
            twin.drawn = hidden.pop()
        twin.stock = hidden
        return twin

    # -- public helpers --

    def turns_taken(self, seat: Seat) -> int:
        """Turns `seat` has finished this round (turn order starts left of the dealer)."""
        n = self.n_seats
        position = (seat - self.dealer - 1) % n
        return self.turn // n + (1 if position < self.turn % n else 0)

    def hand(self, seat: Seat) -> list[Card]:
        return self.hands[4 * seat : 4 * seat + 4]

    def all_cards(self) -> list[Card]:
        """Every card of the game wherever it is (hands, stock, discard pile, a drawn card)."""
        drawn = [self.drawn] if self.drawn is not None else []
        return self.hands + self.stock + self.discard + drawn

    # -- A round, 4. Turns --

    def _take(self, seat: Seat, slot: int) -> Event:
        """Take the top discard face up into a face-down slot; the old card goes face up onto
        the discard pile."""
        taken = self.discard.pop()
        replaced = self._place_face_up(seat, slot, taken)
        self.discard.append(replaced)
        return Took(seat, slot, taken, replaced)

    def _draw(self, seat: Seat) -> list[Event]:
        """Draw the top card of the stock; it must be decided on (keep or flip) next."""
        events: list[Event] = []
        if not self.stock:
            events.append(self._rebuild_stock())
        self.drawn = card = self.stock.pop()
        self._legal = DECIDE_ACTIONS[ALL_UP ^ self.up[seat]]
        events.append(Drew(seat, card))
        return events

    def _keep(self, seat: Seat, slot: int) -> Event:
        """The drawn card goes face up into a face-down slot, the old card to the discard pile."""
        card = self.drawn
        assert card is not None
        replaced = self._place_face_up(seat, slot, card)
        self.discard.append(replaced)
        return KeptDrawn(seat, slot, card, replaced)

    def _flip(self, seat: Seat, slot: int) -> Event:
        """The drawn card goes to the discard pile and the face-down slot is turned face up."""
        card = self.drawn
        assert card is not None
        self.discard.append(card)
        self.up[seat] |= 1 << slot
        return Flipped(seat, slot, card, self.hands[4 * seat + slot])

    def _place_face_up(self, seat: Seat, slot: int, card: Card) -> Card:
        index = 4 * seat + slot
        old = self.hands[index]
        self.hands[index] = card
        self.up[seat] |= 1 << slot
        return old

    def _end_turn(self, events: list[Event]) -> None:
        """Clockwise, dealer last; the round ends after everyone's fourth turn, or the game the
        moment a player's fourth card is face up and all four are alike."""
        self.drawn = None
        self.turn += 1
        seat = self.mover
        if self.up[seat] == ALL_UP and is_four_of_a_kind(self.hand(seat)):
            # That player wins the game at once: nobody takes another turn, and the round is
            # not scored (the totals stay those of the rounds before).
            events.append(InstantWin((seat,)))
            self._finish((seat,), instant=True, events=events)
            return
        if self.turn == SLOTS * self.n_seats:
            self._end_round(events)
            return
        self.mover = mover = (self.mover + 1) % self.n_seats
        self._to_act = SEAT_TUPLES[mover]
        self._legal = self._turn_actions(mover)

    def _turn_actions(self, seat: Seat) -> tuple[Action, ...]:
        face_down = ALL_UP ^ self.up[seat]
        if self.stock or len(self.discard) > 1:
            return TURN_ACTIONS[face_down]
        return TAKE_ONLY_ACTIONS[face_down]  # nothing left to draw (cannot happen with 53 cards)

    # -- A round, 5. The stock runs out --

    def _rebuild_stock(self) -> Event:
        """The discard pile except its top card is shuffled into a new stock."""
        top = self.discard.pop()
        cards = sort_canonical(self.discard, CANONICAL_INDEX)
        self.stock = self._shuffle(cards)[::-1]
        self.discard = [top]
        return StockRebuilt(len(self.stock))

    def _shuffle(self, cards: Sequence[Card]) -> list[Card]:
        return self.shuffles.shuffle(cards)

    # -- A round, 1-2. Deal and start the discard pile --

    def _deal_round(self, number: int, dealer: Seat, events: list[Event]) -> None:
        n = self.n_seats
        deck = self._shuffle(CANONICAL_DECK)
        # One card at a time, clockwise from the dealer's left, dealer last; slots 0-3 in the
        # order received, all face down.
        hands: list[Card] = [""] * (SLOTS * n)
        for i in range(SLOTS * n):
            seat = (dealer + 1 + i) % n
            hands[4 * seat + i // n] = deck[i]
        self.round = number
        self.dealer = dealer
        self.hands = hands
        self.up = [0] * n
        # The dealer turns the top card of the stock face up to start the discard pile.
        self.discard = [deck[SLOTS * n]]
        self.stock = deck[SLOTS * n + 1 :][::-1]
        self.drawn = None
        self.turn = 0
        self.mover = first = (dealer + 1) % n
        self._to_act = SEAT_TUPLES[first]
        self._legal = self._turn_actions(first)
        near = tuple((hands[4 * s + 2], hands[4 * s + 3]) for s in range(n))
        events.append(RoundDealt(number, dealer, near))
        events.append(DiscardStarted(self.discard[-1]))

    # -- A round, 6. End of round; The game --

    def _end_round(self, events: list[Event]) -> None:
        n = self.n_seats
        hands = [self.hands[4 * s : 4 * s + 4] for s in range(n)]
        scores = tuple(hand_score(hand) for hand in hands)
        self.scores.append(scores)
        for seat, score in enumerate(scores):
            self.totals[seat] += score
        events.append(RoundScored(self.round, scores, tuple(self.totals)))
        # (A four of a kind never reaches this point: it ended the game as its fourth card
        # turned up.)
        if self.round == self.rounds_total:
            # Lowest total after the last round wins; equal lowest totals share the win.
            lowest = min(self.totals)
            self._finish(tuple(s for s in range(n) if self.totals[s] == lowest), False, events)
        elif self.ends_with_round:  # a search's state: the round number moves on, no cards
            self.round += 1
            self.dealer = self._next_dealer(scores)
            self.turn = 0
            self.drawn = None
            self._to_act, self._legal = (), NO_ACTIONS
        else:
            self._deal_round(self.round + 1, self._next_dealer(scores), events)

    def _next_dealer(self, scores: Sequence[int]) -> Seat:
        """The highest score deals next; ties go to the first of them clockwise from the
        current dealer's left."""
        n = self.n_seats
        highest = max(scores)
        clockwise = ((self.dealer + k) % n for k in range(1, n + 1))
        return next(s for s in clockwise if scores[s] == highest)

    def _finish(self, winners: tuple[Seat, ...], instant: bool, events: list[Event]) -> None:
        self.over = True
        self.winners = winners
        self.instant = instant
        self.mover = -1
        self._to_act = ()
        self._legal = NO_ACTIONS
        events.append(GameOver(winners, tuple(self.totals)))

    # -- A round, 3. Peek --

    def _may_peek(self, seat: Seat) -> bool:
        """A player may look at their near row before their first action of the round."""
        if seat < 0 or self.over:
            return False
        acted = self.turns_taken(seat) > 0 or (self.drawn is not None and self.mover == seat)
        return not acted

    # -- Why a move is refused (as data: cardtable.text words it) --

    def _why_illegal(self, seat: Seat, action: Action) -> IllegalAction:
        if self.over:
            return IllegalAction(CommonReason.GAME_OVER)
        if not 0 <= seat < self.n_seats:
            return IllegalAction(CommonReason.NO_SUCH_SEAT, seat=seat, seats=self.n_seats)
        if seat != self.mover:
            return IllegalAction(CommonReason.NOT_YOUR_TURN, seat=seat, turn=self.mover)
        words = action.split()
        verb = words[0] if words else ""
        if verb not in VERB_NAMES:
            return IllegalAction(CommonReason.NOT_A_MOVE, action=action)
        if self.drawn is not None and verb in ("take", "draw"):
            return IllegalAction(PolarReason.DECIDE_DRAWN_FIRST, seat=seat, card=self.drawn)
        if self.drawn is None and verb in ("keep", "flip"):
            return IllegalAction(PolarReason.NOTHING_DRAWN, seat=seat, verb=verb)
        if verb == "draw":
            if len(words) != 1:
                return IllegalAction(PolarReason.DRAW_TAKES_NO_SLOT)
            return IllegalAction(PolarReason.STOCK_EMPTY)
        if len(words) != 2 or words[1] not in ("0", "1", "2", "3"):
            return IllegalAction(PolarReason.NEEDS_SLOT, verb=verb)
        slot = int(words[1])
        if self.up[seat] >> slot & 1:
            return IllegalAction(PolarReason.SLOT_FACE_UP, seat=seat, slot=slot, verb=verb)
        return IllegalAction(PolarReason.NOT_LEGAL_NOW, action=action)


# --- Resampling -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RoundStory:
    """What everybody saw of the round so far (events since its deal): the deal itself, the
    discard pile in order, and how the game ended if it did."""

    deal: RoundDealt | None
    discard: tuple[Card, ...]
    over: bool
    winners: tuple[Seat, ...]
    instant: bool


def round_story(events: Sequence[Event]) -> RoundStory:
    start = len(events) - 1
    while start >= 0 and not isinstance(events[start], RoundDealt):
        start -= 1
    deal = events[start] if start >= 0 else None
    discard: list[Card] = []
    over, instant = False, False
    winners: tuple[Seat, ...] = ()
    for event in events[start + 1 :]:
        match event:
            case Took(replaced=replaced):  # the taken card leaves the top; the old one goes on
                discard[-1] = replaced
            case KeptDrawn(replaced=replaced):
                discard.append(replaced)
            case Flipped(discarded=discarded):
                discard.append(discarded)
            case DiscardStarted(card=card):
                discard = [card]
            case StockRebuilt():  # the pile but its top became the new stock
                discard = discard[-1:]
            case InstantWin():
                instant = True
            case GameOver(winners=won):
                over, winners = True, won
    assert deal is None or isinstance(deal, RoundDealt)
    return RoundStory(deal, tuple(discard), over, winners, instant)


class PolarResampler:
    """The table as one seat knows it: every face-up card, the discard pile in order (everyone
    saw each card go down), its near row while it may still peek, and the card it drew. Hidden
    (`dealt` from the cards it sees nowhere): every other face-down slot ("slot", s, i), its
    own near row once the peek is over included (remembering it is the player's business), a
    card another seat holds drawn ("drawn", s), and the stock ("stock", i), top-last."""

    __slots__ = ("_drawn", "_slots", "_template", "_view", "hidden")

    def __init__(self, view: View[PolarObservation]) -> None:
        obs = view.observation
        n = view.n_seats
        story = round_story(view.events)
        state = object.__new__(PolarState)
        state.n_seats = n
        state.rounds_total = obs.rounds
        state.round = obs.round
        state.dealer = obs.dealer
        state.scores = list(obs.scores)
        state.totals = list(obs.totals)
        state.over = story.over
        state.winners = story.winners
        state.instant = story.instant
        state.ends_with_round = False
        state.shuffles = ShuffleSource(0)
        state.discard = list(story.discard)
        state.turn = sum(obs.turns)
        state.mover = -1 if obs.mover is None else obs.mover
        state.drawn = obs.drawn
        state.up = [
            sum(1 << i for i, card in enumerate(row) if card is not None) for row in obs.slots
        ]
        state.hands = [card or "" for row in obs.slots for card in row]
        if state._may_peek(view.seat):  # seen, but still face down
            state.up[view.seat] = 0
        hidden_slots = [place for place, card in enumerate(state.hands) if not card]
        pool = Counter(CANONICAL_DECK)
        pool.subtract(card for card in state.hands if card)
        pool.subtract(story.discard)
        if obs.drawn is not None:
            pool[obs.drawn] -= 1
        self._slots = tuple(hidden_slots)
        self._drawn = obs.drawer is not None and obs.drawn is None
        state.stock = [""] * obs.stock_size
        if story.over:
            state._to_act, state._legal = (), NO_ACTIONS
        else:
            state._to_act = SEAT_TUPLES[state.mover]
            face_down = ALL_UP ^ state.up[state.mover]
            held = obs.drawer is not None
            state._legal = DECIDE_ACTIONS[face_down] if held else state._turn_actions(state.mover)
        self._template = state
        self._view = view
        drawn: tuple[Place, ...] = (("drawn", state.mover),) if self._drawn else ()
        self.hidden = Hidden(
            (
                *(("slot", place // SLOTS, place % SLOTS) for place in hidden_slots),
                *drawn,
                *(("stock", i) for i in range(obs.stock_size)),
            ),
            tuple(pool.elements()),
        )

    def state(
        self, fill: Fill, seed: int = 0, check: bool = False, search: bool = False
    ) -> PolarState:
        if check:
            check_fill(self.hidden, fill)
        state = self._template.clone()
        state.ends_with_round = search
        dealt = fill.dealt
        hands = state.hands
        for place, card in zip(self._slots, dealt, strict=False):
            hands[place] = card
        first_stock = len(self._slots)
        if self._drawn:
            state.drawn = dealt[first_stock]
            first_stock += 1
        state.stock = list(dealt[first_stock:])
        state.shuffles = ShuffleSource(seed)
        if check:
            check_seen(state, self._view)
        return state


# --- Setting up ------------------------------------------------------------------------------


def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: ShuffleSource
) -> tuple[PolarState, list[Event]]:
    """Draw for first dealer (unless setup names one), deal round 1 and start its discard pile."""
    if not SPEC.min_seats <= seats <= SPEC.max_seats:
        raise ScenarioError(f"Polar Pairs needs 2 to 6 seats, not {seats}", place="seats")
    short = bool(options.get("short", False))
    if short and seats <= 4:
        # "with more than 4 players the short option plays 5 rounds"
        raise ScenarioError("option short needs 5 or 6 seats", place="options.short")
    state = object.__new__(PolarState)
    state.n_seats = seats
    state.rounds_total = SHORT_ROUNDS if short else ROUNDS
    state.scores = []
    state.totals = [0] * seats
    state.over = False
    state.winners = ()
    state.instant = False
    state.ends_with_round = False
    state.shuffles = shuffles
    events: list[Event] = []
    if "dealer" in setup:
        dealer = setup["dealer"]
        if not isinstance(dealer, int) or not 0 <= dealer < seats:
            raise ScenarioError(
                f"dealer must be a seat from 0 to {seats - 1}", place="setup.dealer"
            )
    else:
        dealer = _draw_for_first_dealer(seats, shuffles, events)
    state._deal_round(1, dealer, events)
    return state, events


def _draw_for_first_dealer(seats: int, shuffles: ShuffleSource, events: list[Event]) -> Seat:
    """Shuffle; every drawer from seat 0 upwards takes the next card face up. Several sharing
    the highest card draw again, only they, from a fresh shuffle. The player to the right of
    the highest card deals."""
    drawers = tuple(range(seats))
    while True:
        deck = shuffles.shuffle(CANONICAL_DECK)
        cards: list[Card | None] = [None] * seats
        for position, seat in enumerate(drawers):
            cards[seat] = deck[position]
        events.append(DealerDraw(tuple(cards), drawers))
        best = max(DRAW_RANK[cards[s]] for s in drawers)  # type: ignore[index]
        drawers = tuple(s for s in drawers if DRAW_RANK[cards[s]] == best)  # type: ignore[index]
        if len(drawers) == 1:
            highest = drawers[0]
            dealer = (highest - 1) % seats
            events.append(DealerChosen(dealer, highest))
            return dealer


SPEC = GameSpec(
    id="polar",
    title="Polar Pairs",
    min_seats=2,
    max_seats=6,
    default_seats=4,
    options=(
        OptionSpec(
            "short",
            False,
            (False, True),
            help="play 5 rounds instead of 10 (only with 5 or 6 players)",
            seats=(5, 6),
        ),
    ),
    setup_keys=("dealer",),
    deck=CANONICAL_DECK,
    verbs={"take": ("int",), "draw": (), "keep": ("int",), "flip": ("int",)},
    new_state=new_state,
    score_sense=ScoreSense.LOWER,
    resampler=PolarResampler,
)
PolarState.spec = SPEC
