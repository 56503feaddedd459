"""Polar Pairs's state: drawing, taking, keeping and flipping, rounds and their scores."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from ...cards import ShuffleSource, sort_canonical
from ...clone import slot_copier
from ...core import (
    OPEN,
    Action,
    Card,
    CommonReason,
    Events,
    IllegalAction,
    MovesByRule,
    Outcome,
    Seat,
)
from ...sampling import Place
from .cards import (
    ALL_UP,
    CANONICAL_DECK,
    CANONICAL_INDEX,
    DECIDE_ACTIONS,
    DRAW,
    KEEP,
    NEAR_ROW,
    NO_ACTIONS,
    PARSED,
    SEAT_TUPLES,
    SLOTS,
    TAKE,
    TAKE_ONLY_ACTIONS,
    TURN_ACTIONS,
    VERB_NAMES,
    PolarReason,
    hand_score,
    is_four_of_a_kind,
)
from .events import (
    DiscardStarted,
    Drew,
    Flipped,
    GameOver,
    InstantWin,
    KeptDrawn,
    PolarObservation,
    RoundDealt,
    RoundScored,
    StockRebuilt,
    Took,
)

# `PolarState.play_out_round`'s mover: (face-up mask, slot 0 or None, slot 1 or None, near row,
# the card decided on, holding it drawn, may draw) -> a legal move.
TurnChooser = Callable[[int, Card | None, Card | None, Card, Card, Card, bool, bool], Action]

# --- State -----------------------------------------------------------------------------------


class PolarState(MovesByRule[PolarObservation]):
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

    # `apply` checks the move and collects its events; the search's `advance` does neither
    # (its moves come from the legal list, and nobody reads its events): `MovesByRule`.
    def _move(self, seat: Seat, action: Action, events: Events = None) -> None:
        verb, slot = PARSED[action]
        if verb == DRAW:
            self._draw(seat, events)
        elif verb == TAKE:
            self._take(seat, slot, events)  # each of the three ends the turn
        elif verb == KEEP:
            self._keep(seat, slot, events)
        else:
            self._flip(seat, slot, events)

    # `_move` itself, without events (not a call through `MovesByRule.advance`: the search
    # makes hundreds of thousands of moves per decision).
    advance = _move

    def play_out_round(self, choose: TurnChooser) -> None:
        """The round in play finished with `choose` making every move (the search's playouts:
        the moves of `advance` in one loop, without its calls but the end of each turn, which
        is `_end_turn` as in play). `choose` is given the mover's face-up mask, its slots 0-1
        where face up (else None), its near row, the card it decides on (the drawn card when
        `holding`, else the top discard), `holding`, and whether it may draw; it returns one of
        the mover's legal moves."""
        playing, hands, up = self.round, self.hands, self.up
        while not self.over and self.round == playing:
            seat = self.mover
            base, mask, discard = 4 * seat, up[seat], self.discard
            first = hands[base] if mask & 1 else None
            second = hands[base + 1] if mask & 2 else None
            drawn = self.drawn
            if drawn is None:
                may_draw = bool(self.stock) or len(discard) > 1
                action = choose(
                    mask,
                    first,
                    second,
                    hands[base + 2],
                    hands[base + 3],
                    discard[-1],
                    False,
                    may_draw,
                )
                verb, slot = PARSED[action]
                if verb == DRAW:
                    self._draw(seat, None)
                    continue
                index = base + slot  # take: the top discard face up, the old card onto the pile
                replaced = hands[index]
                hands[index] = discard.pop()
                discard.append(replaced)
            else:
                action = choose(
                    mask, first, second, hands[base + 2], hands[base + 3], drawn, True, False
                )
                verb, slot = PARSED[action]
                if verb == KEEP:
                    index = base + slot
                    discard.append(hands[index])
                    hands[index] = drawn
                else:  # flip: the drawn card onto the pile, the slot turned up
                    discard.append(drawn)
            up[seat] = mask | 1 << slot
            # One end of a turn for play and playouts: the call costs about 0.15-0.2 µs a turn,
            # 1-2% of Polar's search rate (issue 16's session 8, docs/ai.md), where a copy
            # written out here would have to follow every rule change of `_end_turn`.
            self._end_turn(None)

    def is_over(self) -> bool:
        return self.over

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return Outcome(winners=self.winners, scores=tuple(self.totals))

    # The search copies states constantly; everything but the lists and the shuffle source is
    # immutable and shared.
    clone: Callable[[], PolarState] = slot_copier(
        __slots__,
        lists=("discard", "hands", "scores", "stock", "totals", "up"),
        clones=("shuffles",),
    )

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

    def _take(self, seat: Seat, slot: int, events: Events) -> None:
        """Take the top discard face up into a face-down slot; the old card goes face up onto
        the discard pile."""
        discard = self.discard
        taken = discard.pop()
        replaced = self._place_face_up(seat, slot, taken)
        discard.append(replaced)
        if events is not None:
            events.append(Took(seat, slot, taken, replaced))
        self._end_turn(events)

    def _draw(self, seat: Seat, events: Events) -> None:
        """Draw the top card of the stock; it must be decided on (keep or flip) next."""
        if not self.stock:
            self._rebuild_stock(events)
        self.drawn = card = self.stock.pop()
        self._legal = DECIDE_ACTIONS[ALL_UP ^ self.up[seat]]
        if events is not None:
            events.append(Drew(seat, card))

    def _keep(self, seat: Seat, slot: int, events: Events) -> None:
        """The drawn card goes face up into a face-down slot, the old card to the discard pile."""
        card = self.drawn
        assert card is not None
        replaced = self._place_face_up(seat, slot, card)
        self.discard.append(replaced)
        if events is not None:
            events.append(KeptDrawn(seat, slot, card, replaced))
        self._end_turn(events)

    def _flip(self, seat: Seat, slot: int, events: Events) -> None:
        """The drawn card goes to the discard pile and the face-down slot is turned face up."""
        card = self.drawn
        assert card is not None
        self.discard.append(card)
        self.up[seat] |= 1 << slot
        if events is not None:
            events.append(Flipped(seat, slot, card, self.hands[4 * seat + slot]))
        self._end_turn(events)

    def _place_face_up(self, seat: Seat, slot: int, card: Card) -> Card:
        index = 4 * seat + slot
        old = self.hands[index]
        self.hands[index] = card
        self.up[seat] |= 1 << slot
        return old

    def _end_turn(self, events: Events) -> None:
        """Clockwise, dealer last; the round ends after everyone's fourth turn, or the game the
        moment a player's fourth card is face up and all four are alike."""
        self.drawn = None
        self.turn += 1
        seat = self.mover
        if self.up[seat] == ALL_UP and is_four_of_a_kind(self.hands[4 * seat : 4 * seat + 4]):
            # That player wins the game at once: nobody takes another turn, and the round is
            # not scored (the totals stay those of the rounds before).
            if events is not None:
                events.append(InstantWin((seat,)))
            self._finish((seat,), instant=True, events=events)
            return
        if self.turn == SLOTS * self.n_seats:
            self._end_round(events)
            return
        self.mover = mover = (seat + 1) % self.n_seats
        self._to_act = SEAT_TUPLES[mover]
        self._legal = self._turn_actions(mover)

    def _turn_actions(self, seat: Seat) -> tuple[Action, ...]:
        face_down = ALL_UP ^ self.up[seat]
        if self.stock or len(self.discard) > 1:
            return TURN_ACTIONS[face_down]
        return TAKE_ONLY_ACTIONS[face_down]  # nothing left to draw (cannot happen with 53 cards)

    # -- A round, 5. The stock runs out --

    def _rebuild_stock(self, events: Events) -> None:
        """The discard pile except its top card is shuffled into a new stock."""
        top = self.discard.pop()
        cards = sort_canonical(self.discard, CANONICAL_INDEX)
        self.stock = self._shuffle(cards)[::-1]
        self.discard = [top]
        if events is not None:
            events.append(StockRebuilt(len(self.stock)))

    def _shuffle(self, cards: Sequence[Card]) -> list[Card]:
        return self.shuffles.shuffle(cards)

    # -- A round, 1-2. Deal and start the discard pile --

    def _deal_round(self, number: int, dealer: Seat, events: Events) -> None:
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
        if events is not None:
            near = tuple((hands[4 * s + 2], hands[4 * s + 3]) for s in range(n))
            events.append(RoundDealt(number, dealer, near))
            events.append(DiscardStarted(self.discard[-1]))

    # -- A round, 6. End of round; The game --

    def _end_round(self, events: Events) -> None:
        n, hands, totals = self.n_seats, self.hands, self.totals
        scores = tuple([hand_score(hands[4 * s : 4 * s + 4]) for s in range(n)])
        self.scores.append(scores)
        for seat in range(n):
            totals[seat] += scores[seat]
        if events is not None:
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
        for k in range(1, n):
            seat = (self.dealer + k) % n
            if scores[seat] == highest:
                return seat
        return self.dealer  # the dealer's turn comes last clockwise

    def _finish(self, winners: tuple[Seat, ...], instant: bool, events: Events) -> None:
        self.over = True
        self.winners = winners
        self.instant = instant
        self.mover = -1
        self._to_act = ()
        self._legal = NO_ACTIONS
        if events is not None:
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
