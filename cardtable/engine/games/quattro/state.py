"""Quattro's state: the deal, mulligans, reveals and trading windows."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

from cardtable.engine.cards import ShuffleSource
from cardtable.engine.clone import slot_copier
from cardtable.engine.core import (
    OPEN,
    Card,
    Event,
    Events,
    GameSpec,
    MovesByRule,
    Outcome,
    Seat,
)
from cardtable.engine.sampling import Place

from .cards import (
    ALL_VPS_MASK,
    DECK,
    HAND_SIZE,
    KEEP,
    MAX_MULLIGANS,
    MULLIGAN_PHASE,
    OVER,
    PARSED,
    PASS,
    REVEAL_PHASE,
    REVEALS,
    TRADE_PHASE,
    VP_COUNT,
    QuattroPhase,
    sort_cards,
    vp_gives,
    with_revealed,
    with_seat,
    without_card,
    without_each,
)
from .events import (
    AutoKept,
    AutoPassed,
    CardsRevealed,
    Dealt,
    GameOver,
    Kept,
    MulliganTaken,
    Passed,
    QuattroObservation,
    RevealChosen,
    Traded,
    VPsDealt,
    WindowEnded,
    WindowOpened,
    score,
)
from .legality import Legality
from .masks import BIT, CARD, CARDS, MASKS, vp_choice
from .masks import with_card as with_bit
from .masks import without_card as without_bit

TURN: tuple[tuple[Seat], tuple[Seat]] = ((0,), (1,))  # who is to act when one seat is
# SLOT_OWNERS[first][slot mod 4]: slot k belongs to P1 when k mod 4 is 0 or 3, else to P2
SLOT_OWNERS: tuple[tuple[Seat, ...], tuple[Seat, ...]] = ((0, 1, 1, 0), (1, 0, 0, 1))
# A move's events are collected in a list; None: a search's move, whose events nobody reads.

# --- State ------------------------------------------------------------------------------------


class QuattroState(Legality, MovesByRule[QuattroObservation]):
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

    def _move(self, seat: Seat, action: str, events: Events) -> None:
        self._legal = [None, None]
        verb, card, vp = PARSED[action]
        if verb == "trade":
            self._trade(seat, card, vp, events)  # type: ignore[arg-type]
        elif verb == "reveal":
            self._choose_reveal(seat, card, events)  # type: ignore[arg-type]
        elif verb == PASS:
            self._pass(seat, events)
        elif verb == KEEP:
            if events is not None:
                events.append(Kept(seat))
            self._keep(seat, events)
        else:
            self._mulligan(seat, events)

    # -- 2. Mulligans --

    def _mulligan(self, seat: Seat, events: Events) -> None:
        # A mulligan exchanges the hand for 4 new cards: the player is dealt the top 4 of the
        # stock, then the 4 old cards go into the stock and the stock is shuffled (its cards
        # passed to the shuffle in canonical order), so the old cards cannot come straight back.
        stock = self._stock
        hand = sort_cards(stock[:HAND_SIZE])
        self._shuffles = self._shuffles.clone()  # clones share the source until one shuffles
        returned = sort_cards(stock[HAND_SIZE:] + self._hidden[seat])
        self._stock = tuple(self._shuffles.shuffle(returned))
        self._hidden = with_seat(self._hidden, seat, hand)
        count = self._mulligans[seat] + 1
        self._mulligans = with_seat(self._mulligans, seat, count)
        if events is not None:
            events.append(MulliganTaken(seat, count, hand))
        # At most twice each; after the second the hand is kept automatically.
        if count == MAX_MULLIGANS:
            if events is not None:
                events.append(AutoKept(seat))
            self._keep(seat, events)

    def _keep(self, seat: Seat, events: Events) -> None:
        # P1 decides first, then P2.
        if seat == self._first:
            self._deciding = 1 - seat
            self._to_act = (self._deciding,)
        else:
            self._deal_virtual_players(events)

    # -- 3. Virtual players --

    def _deal_virtual_players(self, events: Events) -> None:
        # The 18 remaining stock cards are dealt 3 each, top first, to VP1…VP6.
        stock = self._stock
        self._vp_down = tuple(sort_cards(stock[3 * vp : 3 * vp + 3]) for vp in range(VP_COUNT))
        self._stock = ()
        if events is not None:
            events.append(VPsDealt())
        self._start_reveal()

    # -- 4. Reveal --

    def _start_reveal(self) -> None:
        self._phase = REVEAL_PHASE
        self._pending = (None, None)
        self._to_act = (0, 1)

    def _choose_reveal(self, seat: Seat, card: Card, events: Events) -> None:
        # Both players secretly choose one unrevealed card of their own hand ...
        self._pending = pending = with_seat(self._pending, seat, card)
        if events is not None:
            events.append(RevealChosen(seat, card))
        if pending[1 - seat] is None:
            self._to_act = (1 - seat,)
            return
        # ... both choices are then turned face up together.
        self._turn_face_up(pending[0], pending[1])
        reveal = len(self._revealed[0])
        if events is not None:
            events.append(CardsRevealed((pending[0], pending[1]), reveal))
        self._pending = (None, None)
        # 6. After the 4th reveal the game ends; after the others there is a trading window.
        if reveal == REVEALS:
            self._end_game(events)
        else:
            self._open_window(events)

    def _turn_face_up(self, first: Card, second: Card) -> None:
        # A revealed card stays in its owner's hand face up for the rest of the game.
        hidden, public = self._hidden, self._public
        self._hidden = (without_card(hidden[0], first), without_card(hidden[1], second))
        if first in public[0] or second in public[1]:  # a card everyone saw arrive
            self._public = (_less(public[0], first), _less(public[1], second))
        revealed, masks = self._revealed, self._revealed_mask
        self._revealed = ((*revealed[0], first), (*revealed[1], second))
        self._revealed_mask = (with_revealed(masks[0], first), with_revealed(masks[1], second))

    # -- 5. Trading window --

    def _open_window(self, events: Events) -> None:
        self._window += 1
        self._phase = TRADE_PHASE
        if events is not None:
            events.append(WindowOpened(self._window, self._slot))
        # A player who has traded with all six VPs passes automatically.
        passed = (not self._untraded[0], not self._untraded[1])
        self._passed = passed
        if events is not None:
            events += [AutoPassed(seat) for seat in (0, 1) if passed[seat]]
        if passed[0] and passed[1]:
            self._end_window(events)
        else:
            self._skip_passed_slots()

    def _slot_owner(self, slot: int) -> Seat:
        return SLOT_OWNERS[self._first][slot % 4]

    def _skip_passed_slots(self) -> None:
        # A passed player's turns are skipped (their slots are consumed).
        slot, passed, owners = self._slot, self._passed, SLOT_OWNERS[self._first]
        owner = owners[slot % 4]
        while passed[owner]:
            slot += 1
            owner = owners[slot % 4]
        self._slot = slot
        self._to_act = TURN[owner]

    def _next_turn(self, events: Events) -> None:
        # The position in the snake order carries on; the window ends when both have passed.
        self._slot += 1
        if self._passed[0] and self._passed[1]:
            self._end_window(events)
        else:
            self._skip_passed_slots()

    def _end_window(self, events: Events) -> None:
        if events is not None:
            events.append(WindowEnded(self._window))
        self._start_reveal()

    def _trade(self, seat: Seat, given: Card, vp: int, events: Events) -> None:
        down, up = self._vp_down[vp], MASKS[self._vp_up[vp]]
        # The VP chooses before it receives the given card (`vp_gives`, on the cards' masks).
        reply, received_public = vp_choice(MASKS[down], up, self._revealed_mask[seat])
        received = CARD[reply]
        if received_public:
            up = without_bit(up, reply)
        else:
            self._vp_down = _replace_vp(self._vp_down, vp, without_card(down, received))
        # The given card is shown to everybody and joins that VP's hand face up (sorted by the
        # masks: a look-up where a sort took a while).
        self._vp_up = _replace_vp(self._vp_up, vp, CARDS[with_bit(up, BIT[given])])
        hand = with_bit(without_bit(MASKS[self._hidden[seat]], BIT[given]), reply)
        self._hidden = with_seat(self._hidden, seat, CARDS[hand])
        if received_public or self._public[seat]:  # (else nothing anyone saw changes)
            self._note_public_cards(seat, given, received, received_public)
        # Each player trades with each VP exactly once.
        untraded = self._untraded[seat] & ~(1 << vp)
        self._untraded = with_seat(self._untraded, seat, untraded)
        self._traded = with_seat(self._traded, seat, (*self._traded[seat], vp + 1))
        if events is not None:
            events.append(Traded(seat, vp + 1, given, received, received_public))
        # A player who has traded with all six VPs passes automatically.
        if not untraded:
            self._passed = with_seat(self._passed, seat, True)
            if events is not None:
                events.append(AutoPassed(seat))
        self._next_turn(events)

    def _note_public_cards(self, seat: Seat, given: Card, received: Card, public: bool) -> None:
        known = self._public[seat]
        if given in known:  # a known copy leaves first: the player's private card stays private
            known = without_card(known, given)
        if public:  # everyone saw it leave the VP face up
            known = sort_cards((*known, received))
        self._public = with_seat(self._public, seat, known)

    def _pass(self, seat: Seat, events: Events) -> None:
        # Satisfied for this window: that player's turns are skipped until the window ends.
        self._passed = with_seat(self._passed, seat, True)
        if events is not None:
            events.append(Passed(seat))
        self._next_turn(events)

    # -- End and scoring --

    def _end_game(self, events: Events) -> None:
        # When both players have revealed all four cards.
        self._result = score(self._revealed[0], self._revealed[1])
        if events is not None:
            events.append(self._result)
        self._phase = OVER
        self._to_act = ()

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
                return without_each(self._hidden[seat], self._public[seat])[index]
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

    # The search copies states constantly; everything but the cache of legal moves is immutable
    # and shared.
    clone: Callable[[], QuattroState] = slot_copier(__slots__, lists=("_legal",))

    def redeal_hidden(self, seat: Seat, rng: random.Random) -> QuattroState:
        """Permute the cards face down to `seat`: the other player's hidden cards that are not
        public (a spectator's: both players'), every VP's face-down cards and the stock (during
        mulligans)."""
        twin = self.clone()
        twin._legal = [None, None]
        others = (0, 1) if seat < 0 else (1 - seat,)
        privates = {
            other: list(without_each(self._hidden[other], self._public[other])) for other in others
        }
        pool = [card for other in others for card in privates[other]]
        pool += [card for cards in self._vp_down for card in cards] + list(self._stock)
        rng.shuffle(pool)
        for other in others:
            public, private = self._public[other], privates[other]
            new_private, pool = pool[: len(private)], pool[len(private) :]
            twin._hidden = with_seat(twin._hidden, other, sort_cards(public + tuple(new_private)))
            pending = self._pending[other]
            if pending is not None and pending not in public:
                # the chosen card is hidden: whatever lies in its place is the chosen one
                pending = new_private[private.index(pending)]
                twin._pending = with_seat(twin._pending, other, pending)
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


def _less(cards: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """`cards` less one copy of `card` if they hold it."""
    return without_card(cards, card) if card in cards else cards
