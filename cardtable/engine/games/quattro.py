"""Quattro: two players trade with six virtual players.

The sections below follow the rules (docs/rules/quattro.md): Cards, Play (deal, mulligans,
virtual players, reveal, trading windows), How a virtual player chooses, End and scoring,
Information. The rulings that settle what the rules leave open are in the same file.

Performance: the AI search clones and plays this state constantly, so the state holds only
immutable tuples (a clone copies references), legal actions are cached per seat until the next
move, and every action string is built once at import time.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any, ClassVar

from cardtable.engine.cards import ShuffleSource, canonical_index
from cardtable.engine.core import (
    OPEN,
    Card,
    Code,
    CommonReason,
    Event,
    GameSpec,
    IllegalAction,
    Outcome,
    ScenarioError,
    ScoreSense,
    Seat,
    State,
)
from cardtable.engine.sampling import Fill, Hidden, IllegalFill, Place, check_fill, check_seen
from cardtable.engine.view import View

# --- Cards ------------------------------------------------------------------------------------

# Colour priority: Red > Blue > Yellow > Green.
COLOURS = ("R", "B", "Y", "G")
ZERO: Card = "0"
# Canonical order: R1…R6 B1…B6 Y1…Y6 G1…G6 0 0.
DECK: tuple[Card, ...] = (
    *(f"{colour}{number}" for colour in COLOURS for number in range(1, 7)),
    ZERO,
    ZERO,
)
VP_COUNT = 6
HAND_SIZE = 4
MAX_MULLIGANS = 2
LAST_WINDOW = 3  # the window that precedes the fourth reveal
REVEALS = 4

CANONICAL = canonical_index(DECK)
# A zero is worth 0 points.
NUMBER: dict[Card, int] = {card: (0 if card == ZERO else int(card[1:])) for card in DECK}
# Bits of a card's number and colour; a 0 has none: it differs from every card in both.
MASK: dict[Card, int] = {
    card: 0 if card == ZERO else (1 << NUMBER[card]) | (1 << (8 + COLOURS.index(card[0])))
    for card in DECK
}
# Higher number first; ties between equal numbers go by colour priority.
VP_PREFERENCE: dict[Card, int] = {
    card: 0 if card == ZERO else NUMBER[card] * 4 + (3 - COLOURS.index(card[0])) for card in DECK
}
ALL_VPS_MASK = (1 << VP_COUNT) - 1
# Once two revealed cards share a number or a colour no card can complete a Quattro: the mask
# then holds every number and colour bit, so no card is a candidate for a virtual player.
CLASHED = (1 << 12) - 1

# Every action string, built once.
KEEP, MULLIGAN, PASS = "keep", "mulligan", "pass"
REVEAL_ACTION: dict[Card, str] = {card: f"reveal {card}" for card in DECK}
# TRADE_ACTIONS[card][untraded_mask]: the trades of `card` with each VP still untraded.
TRADE_ACTIONS: dict[Card, tuple[tuple[str, ...], ...]] = {
    card: tuple(
        tuple(f"trade {card} vp{vp + 1}" for vp in range(VP_COUNT) if mask >> vp & 1)
        for mask in range(ALL_VPS_MASK + 1)
    )
    for card in DECK
}
# action -> (verb, card, vp index 0-5)
PARSED: dict[str, tuple[str, Card | None, int]] = {
    KEEP: (KEEP, None, -1),
    MULLIGAN: (MULLIGAN, None, -1),
    PASS: (PASS, None, -1),
    **{REVEAL_ACTION[card]: ("reveal", card, -1) for card in DECK},
    **{f"trade {card} vp{vp + 1}": ("trade", card, vp) for card in DECK for vp in range(VP_COUNT)},
}


class QuattroPhase(Code):
    MULLIGAN = "mulligan"
    REVEAL = "reveal"
    TRADE = "trade"
    OVER = "over"


MULLIGAN_PHASE, REVEAL_PHASE = QuattroPhase.MULLIGAN, QuattroPhase.REVEAL
TRADE_PHASE, OVER = QuattroPhase.TRADE, QuattroPhase.OVER


def sort_cards(cards: Sequence[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=CANONICAL.__getitem__))


def is_quattro(cards: Sequence[Card]) -> bool:
    """Four cards whose non-zero cards have pairwise different numbers and colours (a 0 is
    wild)."""
    seen = 0
    for card in cards:
        mask = MASK[card]
        if seen & mask:
            return False
        seen |= mask
    return len(cards) == HAND_SIZE


def with_revealed(mask: int, card: Card) -> int:
    """The numbers and colours of the trader's revealed cards (`mask`) once `card` is revealed
    too; `CLASHED` as soon as two of them share a number or a colour."""
    bits = MASK[card]
    return CLASHED if mask & bits else mask | bits


def revealed_mask(cards: Sequence[Card]) -> int:
    """The mask of a trader's revealed cards, for the virtual players' choice."""
    mask = 0
    for card in cards:
        mask = with_revealed(mask, card)
    return mask


ZERO_RANK = 1000
CANDIDATE_BONUS = 100  # above every VP_PREFERENCE


def vp_rank(card: Card, revealed_mask: int) -> int:
    """How a virtual player orders its cards for a trader whose revealed cards make
    `revealed_mask` (`revealed_mask()`): the higher, the sooner it gives the card.
    1. A 0 first. 2. Then the candidates, the cards that differ in number and colour from every
    revealed card (none once the revealed cards clash: no card can complete a Quattro then).
    3. Then the rest. Within 2 and 3, the higher number, then colour priority."""
    if card == ZERO:
        return ZERO_RANK
    return VP_PREFERENCE[card] + (0 if MASK[card] & revealed_mask else CANDIDATE_BONUS)


@lru_cache(maxsize=4096)
def vp_ranking(revealed_mask: int) -> Mapping[Card, int]:
    """`vp_rank` of every card for one trader's revealed cards (a pure memo)."""
    return {card: vp_rank(card, revealed_mask) for card in DECK}


def vp_gives(
    face_down: Sequence[Card], face_up: Sequence[Card], revealed_mask: int
) -> tuple[Card, bool]:
    """The card a virtual player gives back (before it receives the given card), and whether it
    was lying face up: its best card by `vp_rank`; of its two zeros, a face-up 0 first
    (everyone saw it there)."""
    ranks = vp_ranking(revealed_mask)
    chosen = max((*face_up, *face_down), key=ranks.__getitem__)  # the first of equals
    return chosen, chosen in face_up


def untraded_mask(traded: Sequence[int]) -> int:
    """The bits of the VP indexes (0-5) not among `traded` (VP numbers 1-6)."""
    mask = ALL_VPS_MASK
    for vp in traded:
        mask &= ~(1 << (vp - 1))
    return mask


def _without(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """`cards` less one copy of `card`."""
    i = cards.index(card)
    return cards[:i] + cards[i + 1 :]


def _with_seat(pair: tuple[Any, Any], seat: Seat, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


class QuattroReason(str, Enum):
    """Why a move is refused (besides CommonReason's game over, no such seat, not a move)."""

    KEEP_OR_MULLIGAN_TURN = "keep-or-mulligan-turn"  # details: seat, turn
    MUST_KEEP_OR_MULLIGAN = "must-keep-or-mulligan"  # details: seat
    REVEAL_ALREADY_CHOSEN = "reveal-already-chosen"  # details: seat
    MUST_REVEAL = "must-reveal"  # details: seat, verb
    TRADE_TURN = "trade-turn"  # details: seat, turn
    LAST_WINDOW_NO_PASS = "last-window-no-pass"  # details: seat, untraded (VP numbers 1-6)
    TRADE_OR_PASS_ONLY = "trade-or-pass-only"  # details: seat, verb
    VP_ALREADY_TRADED = "vp-already-traded"  # details: seat, vp (1-6)
    REVEALED_CANNOT_TRADE = "revealed-cannot-trade"  # details: seat, card
    ALREADY_FACE_UP = "already-face-up"  # details: seat, card
    CARD_NOT_HELD = "card-not-held"  # details: seat, card, verb


# --- Events -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dealt(Event):
    """A player is dealt four cards (only the owner sees them)."""

    seat: Seat
    cards: tuple[Card, ...] | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else Dealt(self.seat, None)


@dataclass(frozen=True, slots=True)
class MulliganTaken(Event):
    """Everybody sees how many mulligans were taken; only the owner sees the new hand."""

    seat: Seat
    count: int
    cards: tuple[Card, ...] | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else MulliganTaken(self.seat, self.count, None)


@dataclass(frozen=True, slots=True)
class Kept(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class AutoKept(Event):
    """After a second mulligan the hand is kept automatically."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class VPsDealt(Event):
    """The 18 remaining cards go three each to vp1…vp6, hidden from both players."""


@dataclass(frozen=True, slots=True)
class RevealChosen(Event):
    """A player secretly chooses the card to reveal (the other seat sees only that it chose)."""

    seat: Seat
    card: Card | None

    def redact(self, seat: Seat) -> Event:
        return self if seat == self.seat else RevealChosen(self.seat, None)


@dataclass(frozen=True, slots=True)
class CardsRevealed(Event):
    """Both choices are turned face up together."""

    starts_chapter: ClassVar[bool] = True
    cards: tuple[Card, Card]
    reveal: int


@dataclass(frozen=True, slots=True)
class WindowOpened(Event):
    starts_chapter: ClassVar[bool] = True
    window: int
    slot: int


@dataclass(frozen=True, slots=True)
class Traded(Event):
    """The given card is shown to everybody; the card given back only to the receiver (unless it
    was lying face up in the VP's hand)."""

    seat: Seat
    vp: int  # 1-6
    given: Card
    received: Card | None
    received_public: bool

    def redact(self, seat: Seat) -> Event:
        if seat == self.seat or self.received_public:
            return self
        return Traded(self.seat, self.vp, self.given, None, False)


@dataclass(frozen=True, slots=True)
class Passed(Event):
    seat: Seat


@dataclass(frozen=True, slots=True)
class AutoPassed(Event):
    """A player who has traded with all six VPs passes automatically."""

    seat: Seat


@dataclass(frozen=True, slots=True)
class WindowEnded(Event):
    window: int


@dataclass(frozen=True, slots=True)
class GameOver(Event):
    quattro: tuple[bool, bool]
    sums: tuple[int, int]
    winner: Seat | None
    draw: bool


# --- End and scoring --------------------------------------------------------------------------


def score(first_hand: Sequence[Card], second_hand: Sequence[Card]) -> GameOver:
    """The result for the final hands of seat 0 and seat 1."""
    hands = (first_hand, second_hand)
    quattro = (is_quattro(first_hand), is_quattro(second_hand))
    sums = (sum(NUMBER[c] for c in first_hand), sum(NUMBER[c] for c in second_hand))
    winner: Seat | None
    if quattro[0] != quattro[1]:
        # If exactly one player has a Quattro, that player wins.
        winner = 0 if quattro[0] else 1
    else:
        # Otherwise (both or neither) the higher sum wins; on equal sums compare the numbers
        # sorted high to low, first difference wins; if all are equal the game is a draw.
        strength = [
            (sums[seat], sorted((NUMBER[c] for c in hands[seat]), reverse=True)) for seat in (0, 1)
        ]
        winner = None if strength[0] == strength[1] else int(strength[1] > strength[0])
    return GameOver(quattro, sums, winner, winner is None)


# --- Observation ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class QuattroObservation:
    """What `seat` sees on the table. Never a VP's face-down card or the opponent's private
    card, nor the opponent's pending reveal.

    Eyes that belong to no seat see seat 0 as the near player ("own") and seat 1 as the
    opponent: a spectator (seat -1) sees of seat 0 only what everybody does (`hand` holds its
    revealed cards and those everyone saw it receive face up; the rest of its four cards are
    face down); OPEN eyes (replays) see every card, the VPs' face-down ones in
    `vp_face_down`, and the opponent's whole hand in `opponent_public_hidden`."""

    seat: Seat
    phase: QuattroPhase
    first: Seat  # P1, who trades first
    hand: tuple[Card, ...]  # own cards, sorted, revealed included
    revealed: tuple[Card, ...]  # own face-up cards, sorted
    pending_reveal: Card | None  # own chosen, not yet turned up
    opponent_revealed: tuple[Card, ...]
    opponent_hidden_count: int
    opponent_public_hidden: tuple[Card, ...]  # hidden cards everyone saw leave a VP face up
    opponent_chose_reveal: bool
    vp_face_up: tuple[tuple[Card, ...], ...]  # the cards given to each VP, sorted
    vp_face_down_count: tuple[int, ...]
    mulligans: tuple[int, int]
    traded: tuple[tuple[int, ...], tuple[int, ...]]
    passed: tuple[bool, bool]
    snake_slot: int
    stock_size: int
    window: int  # trading windows opened so far (0 before the first)
    vp_face_down: tuple[tuple[Card, ...], ...] = ()  # OPEN eyes only


# --- State ------------------------------------------------------------------------------------


class QuattroState(State[QuattroObservation]):
    spec: ClassVar[GameSpec]
    n_seats = 2

    __slots__ = (
        "_deciding",  # the seat deciding keep/mulligan
        "_first",  # P1
        "_hidden",  # per seat: unrevealed cards, sorted
        "_legal",  # per seat: cached legal actions (None until asked)
        "_mulligans",
        "_passed",
        "_pending",  # per seat: the chosen reveal not yet turned up
        "_phase",
        "_public",  # per seat: hidden cards everyone saw leave a VP face up
        "_result",  # GameOver once over
        "_revealed",  # per seat: face-up cards in reveal order
        "_revealed_mask",  # per seat: numbers and colours of the revealed cards
        "_shuffles",
        "_slot",  # position in the snake order
        "_stock",  # top first
        "_to_act",
        "_traded",  # per seat: VP numbers (1-6) in trade order
        "_untraded",  # per seat: bit mask of VP indexes not yet traded with
        "_vp_down",  # per VP: its own cards still face down
        "_vp_up",  # per VP: the cards given to it, face up
        "_window",
    )

    _deciding: Seat
    _first: Seat
    _hidden: tuple[tuple[Card, ...], tuple[Card, ...]]
    _legal: list[tuple[str, ...] | None]
    _mulligans: tuple[int, int]
    _passed: tuple[bool, bool]
    _pending: tuple[Card | None, Card | None]
    _phase: QuattroPhase
    _public: tuple[tuple[Card, ...], tuple[Card, ...]]
    _result: GameOver | None
    _revealed: tuple[tuple[Card, ...], tuple[Card, ...]]
    _revealed_mask: tuple[int, int]
    _shuffles: ShuffleSource
    _slot: int
    _stock: tuple[Card, ...]
    _to_act: tuple[Seat, ...]
    _traded: tuple[tuple[int, ...], tuple[int, ...]]
    _untraded: tuple[int, int]
    _vp_down: tuple[tuple[Card, ...], ...]
    _vp_up: tuple[tuple[Card, ...], ...]
    _window: int

    # -- setup --

    def _setup(self, first: Seat, shuffles: ShuffleSource) -> list[Event]:
        self._first = first
        self._shuffles = shuffles
        self._revealed = ((), ())
        self._revealed_mask = (0, 0)
        self._public = ((), ())
        self._pending = (None, None)
        self._vp_down = ((),) * VP_COUNT
        self._vp_up = ((),) * VP_COUNT
        self._mulligans = (0, 0)
        self._traded = ((), ())
        self._untraded = (ALL_VPS_MASK, ALL_VPS_MASK)
        self._passed = (False, False)
        self._slot = 0
        self._window = 0
        self._result = None
        self._legal = [None, None]
        # 1. Deal: shuffle the 26 cards; P1 gets the top 4, P2 the next 4; the rest is the stock.
        deck = shuffles.shuffle(DECK)
        second = 1 - first
        hands: list[tuple[Card, ...]] = [(), ()]
        hands[first] = sort_cards(deck[:HAND_SIZE])
        hands[second] = sort_cards(deck[HAND_SIZE : 2 * HAND_SIZE])
        self._hidden = (hands[0], hands[1])
        self._stock = tuple(deck[2 * HAND_SIZE :])
        # 2. Mulligans: P1 decides first.
        self._phase = MULLIGAN_PHASE
        self._deciding = first
        self._to_act = (first,)
        return [Dealt(first, hands[first]), Dealt(second, hands[second])]

    # -- the State protocol --

    def to_act(self) -> tuple[Seat, ...]:
        return self._to_act

    def is_over(self) -> bool:
        return self._phase == OVER

    def outcome(self) -> Outcome | None:
        result = self._result
        if result is None:
            return None
        winners = () if result.winner is None else (result.winner,)
        return Outcome(winners, result.draw, result.sums)

    def legal_actions(self, seat: Seat) -> tuple[str, ...]:
        if seat != 0 and seat != 1:
            return ()
        cached = self._legal[seat]
        if cached is None:
            cached = self._legal[seat] = self._compute_legal(seat)
        return cached

    def _compute_legal(self, seat: Seat) -> tuple[str, ...]:
        if seat not in self._to_act:
            return ()
        phase = self._phase
        if phase == TRADE_PHASE:
            return self._trade_actions(seat)
        if phase == REVEAL_PHASE:
            # Choose one unrevealed card of your own hand.
            return tuple(REVEAL_ACTION[card] for card in dict.fromkeys(self._hidden[seat]))
        return (KEEP, MULLIGAN)

    def _trade_actions(self, seat: Seat) -> tuple[str, ...]:
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

    def apply(self, seat: Seat, action: str) -> list[Event]:
        if action not in self.legal_actions(seat):
            raise self._why_illegal(seat, action)
        self._legal = [None, None]
        verb, card, vp = PARSED[action]
        if verb == "trade":
            return self._trade(seat, card, vp)  # type: ignore[arg-type]
        if verb == "reveal":
            return self._choose_reveal(seat, card)  # type: ignore[arg-type]
        if verb == PASS:
            return self._pass(seat)
        if verb == KEEP:
            return self._keep(seat, [Kept(seat)])
        return self._mulligan(seat)

    # -- 2. Mulligans --

    def _mulligan(self, seat: Seat) -> list[Event]:
        # A mulligan exchanges the hand for 4 new cards: the player is dealt the top 4 of the
        # stock, then the 4 old cards go into the stock and the stock is shuffled (its cards
        # passed to the shuffle in canonical order), so the old cards cannot come straight back.
        stock = self._stock
        hand = sort_cards(stock[:HAND_SIZE])
        self._shuffles = self._shuffles.clone()  # clones share the source until one shuffles
        returned = sort_cards(stock[HAND_SIZE:] + self._hidden[seat])
        self._stock = tuple(self._shuffles.shuffle(returned))
        self._hidden = _with_seat(self._hidden, seat, hand)
        count = self._mulligans[seat] + 1
        self._mulligans = _with_seat(self._mulligans, seat, count)
        events: list[Event] = [MulliganTaken(seat, count, hand)]
        # At most twice each; after the second the hand is kept automatically.
        if count == MAX_MULLIGANS:
            return self._keep(seat, [*events, AutoKept(seat)])
        return events

    def _keep(self, seat: Seat, events: list[Event]) -> list[Event]:
        # P1 decides first, then P2.
        if seat == self._first:
            self._deciding = 1 - seat
            self._to_act = (self._deciding,)
            return events
        self._deal_virtual_players(events)
        return events

    # -- 3. Virtual players --

    def _deal_virtual_players(self, events: list[Event]) -> None:
        # The 18 remaining stock cards are dealt 3 each, top first, to VP1…VP6.
        stock = self._stock
        self._vp_down = tuple(sort_cards(stock[3 * vp : 3 * vp + 3]) for vp in range(VP_COUNT))
        self._stock = ()
        events.append(VPsDealt())
        self._start_reveal()

    # -- 4. Reveal --

    def _start_reveal(self) -> None:
        self._phase = REVEAL_PHASE
        self._pending = (None, None)
        self._to_act = (0, 1)

    def _choose_reveal(self, seat: Seat, card: Card) -> list[Event]:
        # Both players secretly choose one unrevealed card of their own hand ...
        self._pending = pending = _with_seat(self._pending, seat, card)
        events: list[Event] = [RevealChosen(seat, card)]
        if pending[1 - seat] is None:
            self._to_act = (1 - seat,)
            return events
        # ... both choices are then turned face up together.
        for owner in (0, 1):
            self._turn_face_up(owner, pending[owner])
        reveal = len(self._revealed[0])
        events.append(CardsRevealed((pending[0], pending[1]), reveal))
        self._pending = (None, None)
        # 6. After the 4th reveal the game ends; after the others there is a trading window.
        if reveal == REVEALS:
            self._end_game(events)
        else:
            self._open_window(events)
        return events

    def _turn_face_up(self, seat: Seat, card: Card) -> None:
        # A revealed card stays in its owner's hand face up for the rest of the game.
        self._hidden = _with_seat(self._hidden, seat, _without(self._hidden[seat], card))
        if card in self._public[seat]:
            self._public = _with_seat(self._public, seat, _without(self._public[seat], card))
        self._revealed = _with_seat(self._revealed, seat, (*self._revealed[seat], card))
        mask = with_revealed(self._revealed_mask[seat], card)
        self._revealed_mask = _with_seat(self._revealed_mask, seat, mask)

    # -- 5. Trading window --

    def _open_window(self, events: list[Event]) -> None:
        self._window += 1
        self._phase = TRADE_PHASE
        events.append(WindowOpened(self._window, self._slot))
        # A player who has traded with all six VPs passes automatically.
        passed = (not self._untraded[0], not self._untraded[1])
        self._passed = passed
        for seat in (0, 1):
            if passed[seat]:
                events.append(AutoPassed(seat))
        if passed[0] and passed[1]:
            self._end_window(events)
        else:
            self._skip_passed_slots()

    def _slot_owner(self, slot: int) -> Seat:
        # Slot k belongs to P1 when k mod 4 is 0 or 3, else to P2.
        return self._first if slot % 4 in (0, 3) else 1 - self._first

    def _skip_passed_slots(self) -> None:
        # A passed player's turns are skipped (their slots are consumed).
        slot = self._slot
        while self._passed[self._slot_owner(slot)]:
            slot += 1
        self._slot = slot
        self._to_act = (self._slot_owner(slot),)

    def _next_turn(self, events: list[Event]) -> list[Event]:
        # The position in the snake order carries on; the window ends when both have passed.
        self._slot += 1
        if self._passed[0] and self._passed[1]:
            self._end_window(events)
        else:
            self._skip_passed_slots()
        return events

    def _end_window(self, events: list[Event]) -> None:
        events.append(WindowEnded(self._window))
        self._start_reveal()

    def _trade(self, seat: Seat, given: Card, vp: int) -> list[Event]:
        down, up = self._vp_down[vp], self._vp_up[vp]
        # The VP chooses before it receives the given card.
        received, received_public = vp_gives(down, up, self._revealed_mask[seat])
        if received_public:
            up = _without(up, received)
        else:
            down = _without(down, received)
        # The given card is shown to everybody and joins that VP's hand face up.
        self._vp_down = _replace_vp(self._vp_down, vp, down)
        self._vp_up = _replace_vp(self._vp_up, vp, sort_cards((*up, given)))
        hand = sort_cards((*_without(self._hidden[seat], given), received))
        self._hidden = _with_seat(self._hidden, seat, hand)
        self._note_public_cards(seat, given, received, received_public)
        # Each player trades with each VP exactly once.
        untraded = self._untraded[seat] & ~(1 << vp)
        self._untraded = _with_seat(self._untraded, seat, untraded)
        self._traded = _with_seat(self._traded, seat, (*self._traded[seat], vp + 1))
        events: list[Event] = [Traded(seat, vp + 1, given, received, received_public)]
        # A player who has traded with all six VPs passes automatically.
        if not untraded:
            self._passed = _with_seat(self._passed, seat, True)
            events.append(AutoPassed(seat))
        return self._next_turn(events)

    def _note_public_cards(self, seat: Seat, given: Card, received: Card, public: bool) -> None:
        known = self._public[seat]
        if given in known:  # a known copy leaves first: the player's private card stays private
            known = _without(known, given)
        if public:  # everyone saw it leave the VP face up
            known = sort_cards((*known, received))
        self._public = _with_seat(self._public, seat, known)

    def _pass(self, seat: Seat) -> list[Event]:
        # Satisfied for this window: that player's turns are skipped until the window ends.
        self._passed = _with_seat(self._passed, seat, True)
        return self._next_turn([Passed(seat)])

    # -- End and scoring --

    def _end_game(self, events: list[Event]) -> None:
        # When both players have revealed all four cards.
        self._result = score(self._revealed[0], self._revealed[1])
        events.append(self._result)
        self._phase = OVER
        self._to_act = ()

    # -- illegal moves, explained (as data: cardtable.text words them) --

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
                return IllegalAction(
                    QuattroReason.KEEP_OR_MULLIGAN_TURN, seat=seat, turn=self._deciding
                )
            return IllegalAction(QuattroReason.MUST_KEEP_OR_MULLIGAN, seat=seat)
        if phase == REVEAL_PHASE:
            if self._pending[seat] is not None:
                return IllegalAction(QuattroReason.REVEAL_ALREADY_CHOSEN, seat=seat)
            if verb != "reveal":
                return IllegalAction(QuattroReason.MUST_REVEAL, seat=seat, verb=verb)
            return self._why_not_held(seat, card, "reveal")  # type: ignore[arg-type]
        if seat != self._to_act[0]:
            return IllegalAction(QuattroReason.TRADE_TURN, seat=seat, turn=self._to_act[0])
        if verb == PASS:
            untraded = tuple(v + 1 for v in range(VP_COUNT) if self._untraded[seat] >> v & 1)
            return IllegalAction(QuattroReason.LAST_WINDOW_NO_PASS, seat=seat, untraded=untraded)
        if verb != "trade":
            return IllegalAction(QuattroReason.TRADE_OR_PASS_ONLY, seat=seat, verb=verb)
        if not self._untraded[seat] >> vp & 1:
            return IllegalAction(QuattroReason.VP_ALREADY_TRADED, seat=seat, vp=vp + 1)
        return self._why_not_held(seat, card, "trade")  # type: ignore[arg-type]

    def _why_not_held(self, seat: Seat, card: Card, verb: str) -> IllegalAction:
        if card in self._revealed[seat] and card not in self._hidden[seat]:
            if verb == "trade":
                return IllegalAction(QuattroReason.REVEALED_CANNOT_TRADE, seat=seat, card=card)
            return IllegalAction(QuattroReason.ALREADY_FACE_UP, seat=seat, card=card)
        return IllegalAction(QuattroReason.CARD_NOT_HELD, seat=seat, card=card, verb=verb)

    # -- read-only accessors (the AI's rollouts play sampled states with these) --

    @property
    def phase(self) -> QuattroPhase:
        return self._phase

    @property
    def window(self) -> int:
        """Trading windows opened so far (0 before the first)."""
        return self._window

    @property
    def vp_face_up(self) -> tuple[tuple[Card, ...], ...]:
        """The cards given to each VP, face up."""
        return self._vp_up

    def hidden_of(self, seat: Seat) -> tuple[Card, ...]:
        """`seat`'s unrevealed cards, sorted."""
        return self._hidden[seat]

    def revealed_of(self, seat: Seat) -> tuple[Card, ...]:
        """`seat`'s face-up cards in the order revealed."""
        return self._revealed[seat]

    def revealed_mask_of(self, seat: Seat) -> int:
        """The numbers and colours of `seat`'s revealed cards (`revealed_mask()`)."""
        return self._revealed_mask[seat]

    def untraded_of(self, seat: Seat) -> int:
        """Bits of the VP indexes (0-5) `seat` has not traded with."""
        return self._untraded[seat]

    def vp_reply(self, vp: int, trader: Seat) -> tuple[Card, bool]:
        """What VP index `vp` would give `trader` now, and whether it lies face up."""
        return vp_gives(self._vp_down[vp], self._vp_up[vp], self._revealed_mask[trader])

    # -- views --

    def observe(self, seat: Seat) -> QuattroObservation:
        if seat >= 0:
            return self._observation(seat, seat, 1 - seat, open_eyes=False)
        return self._observation(seat, 0, 1, open_eyes=False)

    def observe_open(self) -> QuattroObservation:
        return self._observation(OPEN, 0, 1, open_eyes=True)

    def _observation(
        self, seat: Seat, near: Seat, far: Seat, open_eyes: bool
    ) -> QuattroObservation:
        """The table seen from `near`'s chair: its own cards if `seat` is near (or the eyes are
        open), else only what everybody sees of them."""
        hidden, revealed = self._hidden, self._revealed
        sees_near = open_eyes or seat == near
        near_cards = hidden[near] if sees_near else self._public[near]
        return QuattroObservation(
            seat=seat,
            phase=self._phase,
            first=self._first,
            hand=sort_cards(near_cards + revealed[near]),
            revealed=sort_cards(revealed[near]),
            pending_reveal=self._pending[near] if sees_near else None,
            opponent_revealed=sort_cards(revealed[far]),
            opponent_hidden_count=len(hidden[far]),
            opponent_public_hidden=hidden[far] if open_eyes else self._public[far],
            opponent_chose_reveal=self._pending[far] is not None,
            vp_face_up=self._vp_up,
            vp_face_down_count=tuple(len(cards) for cards in self._vp_down),
            mulligans=self._mulligans,
            traded=self._traded,
            passed=self._passed,
            snake_slot=self._slot,
            stock_size=len(self._stock),
            window=self._window,
            vp_face_down=self._vp_down if open_eyes else (),
        )

    def card_at(self, place: Place) -> Card | None:
        """("hand", s, i): the i-th of s's private cards (the hidden ones nobody else saw
        arrive, sorted); ("vp", v, i): VP index v's i-th face-down card; ("stock", i): top
        first; ("reveal", s): s's chosen card not yet turned up."""
        match place:
            case ("hand", int(seat), int(index)):
                return _less(self._hidden[seat], self._public[seat])[index]
            case ("vp", int(vp), int(index)):
                return self._vp_down[vp][index]
            case ("stock", int(index)):
                return self._stock[index]
            case ("reveal", int(seat)):
                return self._pending[seat]
        raise KeyError(place)

    def summary(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "hands": [list(sort_cards(self._hidden[s] + self._revealed[s])) for s in (0, 1)],
            "revealed": [list(sort_cards(self._revealed[s])) for s in (0, 1)],
            "vps": [list(sort_cards(self._vp_down[v] + self._vp_up[v])) for v in range(VP_COUNT)],
            "mulligans": list(self._mulligans),
            "traded": [list(self._traded[s]) for s in (0, 1)],
        }
        result = self._result
        if result is not None:
            data["quattro"] = list(result.quattro)
            data["sums"] = list(result.sums)
            data["winner"] = result.winner
            data["draw"] = result.draw
        return data

    def all_cards(self) -> list[Card]:
        """Every card of the game wherever it is (hands, the VPs' hands, the stock)."""
        cards = [*self._hidden[0], *self._hidden[1], *self._revealed[0], *self._revealed[1]]
        for vp in range(VP_COUNT):
            cards += self._vp_down[vp] + self._vp_up[vp]
        return cards + list(self._stock)

    def clone(self) -> QuattroState:
        twin = object.__new__(QuattroState)
        twin._first = self._first
        twin._phase = self._phase
        twin._deciding = self._deciding
        twin._hidden = self._hidden
        twin._revealed = self._revealed
        twin._revealed_mask = self._revealed_mask
        twin._public = self._public
        twin._pending = self._pending
        twin._stock = self._stock
        twin._vp_down = self._vp_down
        twin._vp_up = self._vp_up
        twin._mulligans = self._mulligans
        twin._traded = self._traded
        twin._untraded = self._untraded
        twin._passed = self._passed
        twin._slot = self._slot
        twin._window = self._window
        twin._shuffles = self._shuffles
        twin._to_act = self._to_act
        twin._legal = self._legal[:]
        twin._result = self._result
        return twin

    def redeal_hidden(self, seat: Seat, rng: random.Random) -> QuattroState:
        """Permute the cards face down to `seat`: the other player's hidden cards that are not
        public (a spectator's: both players'), every VP's face-down cards and the stock (during
        mulligans)."""
        twin = self.clone()
        twin._legal = [None, None]
        others = (0, 1) if seat < 0 else (1 - seat,)
        privates = {
            other: list(_less(self._hidden[other], self._public[other])) for other in others
        }
        pool = [card for other in others for card in privates[other]]
        pool += [card for cards in self._vp_down for card in cards] + list(self._stock)
        rng.shuffle(pool)
        for other in others:
            public, private = self._public[other], privates[other]
            new_private, pool = pool[: len(private)], pool[len(private) :]
            twin._hidden = _with_seat(twin._hidden, other, sort_cards(public + tuple(new_private)))
            pending = self._pending[other]
            if pending is not None and pending not in public:
                # the chosen card is hidden: whatever lies in its place is the chosen one
                pending = new_private[private.index(pending)]
                twin._pending = _with_seat(twin._pending, other, pending)
        vp_down = []
        for cards in self._vp_down:
            vp_down.append(sort_cards(pool[: len(cards)]))
            pool = pool[len(cards) :]
        twin._vp_down = tuple(vp_down)
        twin._stock = tuple(pool)
        return twin


def _replace_vp(
    hands: tuple[tuple[Card, ...], ...], vp: int, cards: tuple[Card, ...]
) -> tuple[tuple[Card, ...], ...]:
    return (*hands[:vp], cards, *hands[vp + 1 :])


# --- Resampling ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class RevealStory:
    """What a seat's events tell that its observation does not: both players' revealed cards
    in the order they were turned up, its own hidden cards everyone saw it receive face up, and
    who decides keep or mulligan."""

    revealed: tuple[tuple[Card, ...], tuple[Card, ...]]
    own_public: tuple[Card, ...]
    deciding: Seat


def reveal_story(view: View[QuattroObservation]) -> RevealStory:
    revealed: tuple[list[Card], list[Card]] = ([], [])
    own_public: list[Card] = []
    kept: set[Seat] = set()
    for event in view.events:
        match event:
            case Kept(seat=seat) | AutoKept(seat=seat):
                kept.add(seat)
            case CardsRevealed(cards=cards):
                for seat in (0, 1):
                    revealed[seat].append(cards[seat])
                if cards[view.seat] in own_public:
                    own_public.remove(cards[view.seat])
            case Traded(seat=seat, given=given, received=received, received_public=public):
                if seat == view.seat:
                    if given in own_public:
                        own_public.remove(given)
                    if public and received is not None:
                        own_public.append(received)
    first = view.observation.first
    deciding = first if first not in kept else 1 - first
    return RevealStory((tuple(revealed[0]), tuple(revealed[1])), sort_cards(own_public), deciding)


class QuattroResampler:
    """The table as one seat knows it. Hidden (`dealt` from the cards it sees nowhere): the
    opponent's private cards ("hand", opponent, i), the VPs' face-down cards ("vp", v, i) and,
    during the mulligans, the stock ("stock", i), top first; `chosen`: the opponent's reveal
    ("reveal", opponent) once it chose one. A VP's face-down cards are kept in the order
    filled (nothing depends on it)."""

    __slots__ = ("_mine", "_private", "_template", "_view", "_vp_counts", "hidden")

    def __init__(self, view: View[QuattroObservation]) -> None:
        obs = view.observation
        me, opponent = view.seat, 1 - view.seat
        story = reveal_story(view)
        state = object.__new__(QuattroState)
        public: list[tuple[Card, ...]] = [(), ()]
        public[me], public[opponent] = story.own_public, obs.opponent_public_hidden
        pending: list[Card | None] = [None, None]
        pending[me] = obs.pending_reveal
        state._first = obs.first
        state._phase = QuattroPhase(obs.phase)
        state._deciding = story.deciding
        self._mine = sort_cards(_less(obs.hand, obs.revealed))
        state._hidden = (self._mine, ()) if me == 0 else ((), self._mine)
        state._revealed = story.revealed
        state._revealed_mask = (revealed_mask(story.revealed[0]), revealed_mask(story.revealed[1]))
        state._public = (public[0], public[1])
        state._pending = (pending[0], pending[1])
        state._stock = ()
        state._vp_down = ((),) * VP_COUNT
        state._vp_up = obs.vp_face_up
        state._mulligans = obs.mulligans
        state._traded = obs.traded
        state._untraded = (untraded_mask(obs.traded[0]), untraded_mask(obs.traded[1]))
        state._passed = obs.passed
        state._slot = obs.snake_slot
        state._window = obs.window
        state._shuffles = ShuffleSource(0)
        state._legal = [None, None]
        state._result = None
        if state._phase == MULLIGAN_PHASE:
            state._to_act = (story.deciding,)
        elif state._phase == REVEAL_PHASE:
            state._to_act = tuple(seat for seat in (0, 1) if state._pending[seat] is None)
            if obs.opponent_chose_reveal:
                state._to_act = tuple(seat for seat in state._to_act if seat != opponent)
        elif state._phase == TRADE_PHASE:
            state._to_act = (state._slot_owner(obs.snake_slot),)
        else:
            state._to_act = ()
            state._result = score(story.revealed[0], story.revealed[1])
        self._template = state
        self._view = view
        self._private = obs.opponent_hidden_count - len(obs.opponent_public_hidden)
        self._vp_counts = obs.vp_face_down_count
        seen = [*obs.hand, *obs.opponent_revealed, *obs.opponent_public_hidden]
        for cards in obs.vp_face_up:
            seen += cards
        self.hidden = Hidden(
            (
                *(("hand", opponent, i) for i in range(self._private)),
                *(("vp", vp, i) for vp, count in enumerate(self._vp_counts) for i in range(count)),
                *(("stock", i) for i in range(obs.stock_size)),
            ),
            _less(DECK, seen),
            (("reveal", opponent),) if obs.opponent_chose_reveal else (),
        )

    def state(
        self, fill: Fill, seed: int = 0, check: bool = False, search: bool = False
    ) -> QuattroState:  # (`search` changes nothing: no deal follows the one in play)
        if check:
            check_fill(self.hidden, fill)
        state = self._template.clone()
        dealt = fill.dealt
        me, opponent = self._view.seat, 1 - self._view.seat
        private = self._private
        theirs = sort_cards((*state._public[opponent], *dealt[:private]))
        state._hidden = (self._mine, theirs) if me == 0 else (theirs, self._mine)
        vp_down: list[tuple[Card, ...]] = []
        start = private
        for count in self._vp_counts:
            vp_down.append(tuple(dealt[start : start + count]))
            start += count
        state._vp_down = tuple(vp_down)
        state._stock = tuple(dealt[start:])
        if fill.chosen:
            state._pending = _with_seat(state._pending, opponent, fill.chosen[0])
        state._shuffles = ShuffleSource(seed)
        if check:
            if fill.chosen and fill.chosen[0] not in theirs:
                raise IllegalFill(f"seat {opponent} cannot have chosen {fill.chosen[0]}: not held")
            check_seen(state, self._view)
        return state


def _less(cards: Sequence[Card], taken: Sequence[Card]) -> tuple[Card, ...]:
    """`cards` less one copy of each of `taken`."""
    rest = list(cards)
    for card in taken:
        rest.remove(card)
    return tuple(rest)


def new_state(
    seats: int, options: dict[str, Any], setup: dict[str, Any], shuffles: ShuffleSource
) -> tuple[QuattroState, list[Event]]:
    """Deal the hands; the first decision is P1's keep or mulligan."""
    if seats != 2:
        raise ScenarioError(f"Quattro is played by 2 seats, not {seats}", "seats")
    first = setup.get("first")
    if first is None:
        first = shuffles.choose_seat(2)
    state = object.__new__(QuattroState)
    events = state._setup(first, shuffles)
    return state, events


SPEC = GameSpec(
    id="quattro",
    title="Quattro",
    min_seats=2,
    max_seats=2,
    default_seats=2,
    options=(),
    setup_keys=("first",),
    deck=DECK,
    verbs={"keep": (), "mulligan": (), "reveal": ("card",), "trade": ("card", "vp"), "pass": ()},
    new_state=new_state,
    score_sense=ScoreSense.HIGHER,
    resampler=QuattroResampler,
)
QuattroState.spec = SPEC
