"""Cuckoo's state: keeping, swapping and refusing, deal by deal."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from ...cards import ShuffleSource
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
    BY_CUCKOO,
    BY_DEALER,
    BY_LAST_PLAYER,
    CAT,
    CLOCKWISE,
    CUCKOO,
    DECK,
    FOOL,
    KEEP,
    MATADORS,
    NO_ACTIONS,
    NOTHING_SHOWN,
    ONE_SEAT,
    PASSES_ON,
    SKIPPED,
    TURN_ACTIONS,
    CuckooReason,
    DealEnd,
    LossCause,
    StockOutcome,
    settlement_losers,
)
from .events import (
    CardDealt,
    CuckooObservation,
    DealEnded,
    DealRecord,
    DealSkipped,
    DealStarted,
    Exchanged,
    ExchangesUndone,
    Kept,
    LifeLost,
    MatchOver,
    PlayerOut,
    Refused,
    Resting,
    Revealed,
    StockExchanged,
    StockRanOut,
    StockTurned,
    SwapRequested,
)

# The events a move builds (None: the search's move, whose events nobody reads).

# --- State ------------------------------------------------------------------------------------


class CuckooState(MovesByRule[CuckooObservation]):
    """A match of Cuckoo. The stock is kept top-last (`stock[-1]` is its top card)."""

    __slots__ = (
        "_cards",
        "_deal",
        "_dealer",
        "_eliminated",
        "_ends_with_deal",
        "_exchanges",
        "_history",
        "_lives",
        "_order",
        "_over",
        "_own_source",
        "_penalized",
        "_resting",
        "_revealed",
        "_set_aside",
        "_shuffles",
        "_stock",
        "_turn",
        "_turns_taken",
        "_winner",
        "n_seats",
    )

    def __init__(self, seats: int, lives: int, dealer: Seat, shuffles: ShuffleSource) -> None:
        self.n_seats = seats
        self._lives = [lives] * seats
        self._deal = 0
        self._dealer = dealer
        self._resting: tuple[Seat, ...] = ()
        self._order: tuple[Seat, ...] = ()
        self._eliminated: tuple[Seat, ...] = ()
        self._turn = 0
        self._cards: list[Card | None] = [None] * seats
        self._stock: list[Card] = []
        self._set_aside: list[Card] = []
        # A refusing matador is revealed: the card each seat showed (public while still held).
        self._revealed: tuple[Card | None, ...] = NOTHING_SHOWN[seats]
        # Exchanges of this deal, for the Cat: (requester, target seat) or, with the stock,
        # (requester, -1 - index of the requester's old card among the set-aside cards).
        self._exchanges: tuple[tuple[Seat, int], ...] = ()
        self._turns_taken: tuple[tuple[Seat, Action], ...] = ()
        self._penalized: tuple[Seat, ...] = ()
        self._history: tuple[DealRecord, ...] = ()
        self._over = False
        self._winner: Seat | None = None
        self._shuffles = shuffles
        self._own_source = True
        self._ends_with_deal = False  # a search's state: no next deal (Resampler.state)

    # --- the protocol -------------------------------------------------------------------------

    def to_act(self) -> tuple[Seat, ...]:
        if self._over or not self._order:
            return ()
        return ONE_SEAT[self._order[self._turn]]

    def legal_actions(self, seat: Seat) -> tuple[Action, ...]:
        # Rule 5: the participant whose turn it is may keep or swap (the dealer with the stock).
        if seat not in self.to_act():
            return NO_ACTIONS
        return TURN_ACTIONS

    def _move(self, seat: Seat, action: Action, events: Events) -> None:
        index = self._turn
        self._turns_taken += ((seat, action),)
        if action == KEEP:
            if events is not None:
                events.append(Kept(seat))
            self._continue_after(index, events)
            return
        to_stock = index == len(self._order) - 1
        if events is not None:
            events.append(SwapRequested(seat, to_stock))
        if to_stock:
            # Rule 8: the dealer may swap with the top of the stock.
            if not self._draw_from_stock(seat, events):
                self._continue_after(index, events)
        else:
            self._ask_the_left(index, events)

    def is_over(self) -> bool:
        return self._over

    def outcome(self) -> Outcome | None:
        if not self._over:
            return None
        winners = () if self._winner is None else (self._winner,)
        return Outcome(winners, draw=self._winner is None, scores=tuple(self._lives))

    # The search copies states constantly; everything but the lists is immutable and shared.
    # The shuffle source is shared until one of the two shuffles (copy on write).
    clone: Callable[[], CuckooState] = slot_copier(
        __slots__, lists=("_cards", "_lives", "_set_aside", "_stock"), disowned=("_own_source",)
    )

    # --- read-only accessors (the AI's rollouts play sampled states with these) ---------------

    @property
    def deal(self) -> int:
        """The deal's number (skipped deals count)."""
        return self._deal

    @property
    def turn_order(self) -> tuple[Seat, ...]:
        """The deal's participants in turn order: left of the dealer first, dealer last."""
        return self._order

    @property
    def turn_index(self) -> int:
        """Whose turn it is, as an index into `turn_order`."""
        return self._turn

    @property
    def turns_taken(self) -> tuple[tuple[Seat, Action], ...]:
        return self._turns_taken

    @property
    def lives(self) -> tuple[int, ...]:
        return tuple(self._lives)

    @property
    def resting(self) -> tuple[Seat, ...]:
        return self._resting

    @property
    def winner(self) -> Seat | None:
        return self._winner

    @property
    def history(self) -> tuple[DealRecord, ...]:
        """Every finished deal, skipped ones included."""
        return self._history

    def card_of(self, seat: Seat) -> Card | None:
        """The card `seat` holds (None: not dealt one this deal)."""
        return self._cards[seat]

    def in_deal(self, seat: Seat) -> bool:
        return self._in_deal(seat)

    def shown(self, seat: Seat) -> Card | None:
        """The card `seat` shows face up (a Fool, a matador it refused with), else None."""
        return self._public_card(seat)

    # --- what each seat sees --------------------------------------------------------------------

    def observe(self, seat: Seat) -> CuckooObservation:
        last_deal = self._history[-1] if self._history else None
        if self._over:
            # The final settlement revealed every card still in the deal.
            public = last_deal.cards if last_deal is not None else (None,) * self.n_seats
            own = public[seat] if seat >= 0 else None
            turn = None
        else:
            public = tuple(self._public_card(s) for s in range(self.n_seats))
            # seat -1 is a spectator (pass-and-play between humans): no own card
            own = self._cards[seat] if seat >= 0 and self._in_deal(seat) else None
            turn = self._order[self._turn]
        return self._observation(seat, own, public, turn, last_deal)

    def observe_open(self) -> CuckooObservation:
        """Every card dealt this deal face up in front of its holder (a player who left the deal
        keeps theirs there, out of play)."""
        last_deal = self._history[-1] if self._history else None
        turn = None if self._over else self._order[self._turn]
        public = tuple(
            card if seat in self._order else None for seat, card in enumerate(self._cards)
        )
        return self._observation(OPEN, None, public, turn, last_deal)

    def _observation(
        self,
        seat: Seat,
        own: Card | None,
        public: tuple[Card | None, ...],
        turn: Seat | None,
        last_deal: DealRecord | None,
    ) -> CuckooObservation:
        return CuckooObservation(
            seat=seat,
            lives=tuple(self._lives),
            dealer=self._dealer,
            deal=self._deal,
            resting=tuple(sorted(self._resting)),
            participants=self._order,
            eliminated=tuple(sorted(self._eliminated)),
            turn=turn,
            own_card=own,
            public_cards=public,
            stock_size=len(self._stock),
            set_aside=tuple(self._set_aside),
            turns_taken=self._turns_taken,
            last_deal=last_deal,
        )

    def summary(self) -> dict[str, Any]:
        if self._over and self._history:
            cards = list(self._history[-1].cards)  # the table as the final deal left it
        else:
            cards = [self._cards[s] if self._in_deal(s) else None for s in range(self.n_seats)]
        data: dict[str, Any] = {
            "lives": list(self._lives),
            "deal": self._deal,
            "dealer": self._dealer,
            "resting": sorted(self._resting),
            "cards": cards,
            "history": [record.as_json() for record in self._history],
        }
        if self._over:
            data["winner"] = self._winner
            data["draw"] = self._winner is None
        return data

    def card_at(self, place: Place) -> Card | None:
        """("hand", s): the card s holds (in the deal or left it); ("stock", i): top-last;
        ("set_aside", i): in the order set aside."""
        match place:
            case ("hand", int(seat)):
                return self._cards[seat]
            case ("stock", int(index)):
                return self._stock[index]
            case ("set_aside", int(index)):
                return self._set_aside[index]
        raise KeyError(place)

    def redeal_hidden(self, seat: Seat, rng: random.Random) -> CuckooState:
        """Permute the cards face down to `seat`: the other participants' cards that are not
        face up and the stock. A face-down place never receives a card that would be face up
        there (a Fool, or the matador that seat showed when refusing)."""
        twin = self.clone()
        holders: list[Seat] = []
        if not self._over:
            holders = [
                s
                for s in self._order
                if s != seat and self._in_deal(s) and self._public_card(s) is None
            ]
        pool = [cast(Card, twin._cards[s]) for s in holders] + twin._stock  # holders hold one
        rng.shuffle(pool)
        for s in holders:
            shown = self._revealed[s]
            i = 0
            while pool[i] == FOOL or pool[i] == shown:
                i += 1
            twin._cards[s] = pool.pop(i)
        twin._stock = pool
        return twin

    def all_cards(self) -> list[Card]:
        """Every card of the deck wherever it is (held, out of play, stock, set aside)."""
        held = [card for card in self._cards if card is not None]
        return held + self._stock + self._set_aside

    # --- what the table shows -----------------------------------------------------------------

    def _in_deal(self, seat: Seat) -> bool:
        """A participant of the current deal who has not left it (rule 9)."""
        return seat in self._order and seat not in self._eliminated

    def _public_card(self, seat: Seat) -> Card | None:
        """Rule 4: a held Fool is face up; rule 6: a refusing matador is revealed (shown while
        the seat that refused with it still holds it)."""
        if not self._in_deal(seat):
            return None
        card = self._cards[seat]
        if card == FOOL or card == self._revealed[seat]:
            return card
        return None

    def _why_illegal(self, seat: Seat, action: Action) -> IllegalAction:
        if self._over:
            return IllegalAction(CommonReason.GAME_OVER)
        if not 0 <= seat < self.n_seats:
            return IllegalAction(CommonReason.NO_SUCH_SEAT, seat=seat)
        if seat != self._order[self._turn]:
            turn = self._order[self._turn]
            return IllegalAction(CommonReason.NOT_YOUR_TURN, seat=seat, turn=turn)
        return IllegalAction(CuckooReason.KEEP_OR_SWAP_ONLY, seat=seat, action=action)

    # --- a turn -------------------------------------------------------------------------------

    def _continue_after(self, index: int, events: Events) -> None:
        """Rule 7: play continues with the next participant left of `index`; once the dealer's
        turn is used (or skipped by a refusal), the deal goes to settlement."""
        order = self._order
        index += 1
        while index < len(order) and order[index] in self._eliminated:
            index += 1  # rule 9: a player who left takes no further turn
        if index == len(order):
            self._end_deal(BY_DEALER, events)
        else:
            self._turn = index

    def _ask_the_left(self, index: int, events: Events) -> None:
        """Rule 6: a non-dealer's request goes to the next participant on the left."""
        order = self._order
        requester = order[index]
        cards = self._cards
        for target_index in range(index + 1, len(order)):
            target = order[target_index]
            if target in self._eliminated:
                continue  # rule 9: a player who left is skipped as a target
            card = cards[target]
            if card not in MATADORS:
                # A number card, 0, Pot, Owl or Fool: the two players exchange cards.
                cards[requester], cards[target] = card, cards[requester]
                self._exchanges += ((requester, target),)
                if events is not None:
                    events.append(Exchanged(requester, target, cards[target], card))
                # Rule 7: after an exchange, play continues left of the requester.
                self._continue_after(index, events)
                return
            self._reveal(target, card)
            if card in PASSES_ON:
                # House or Horse: refuses without penalty; the request passes on.
                if events is not None:
                    events.append(Refused(target, requester, card, False))
                continue
            if card == CUCKOO:
                # The holder reveals it and the deal ends at once: no penalty for asking (the
                # requester keeps its card, which still counts in the settlement).
                if events is not None:
                    events.append(Refused(target, requester, card, False))
                self._end_deal(BY_CUCKOO, events)
                return
            # Dragoon or Cat: the requester loses a life (and the Cat undoes every exchange).
            if events is not None:
                events.append(Refused(target, requester, card, True))
            if not self._penalize(requester, card, events):
                # Rule 7: play continues left of the refusing holder; the Houses/Horses passed
                # on the way, and the holder, lose their turn.
                self._continue_after(target_index, events)
            return
        # "A request that passes the dealer's House/Horse goes to the stock"; play then
        # continues left of that requester (the passed Houses/Horses keep their turns).
        if not self._draw_from_stock(requester, events):
            self._continue_after(index, events)

    def _reveal(self, seat: Seat, card: Card) -> None:
        """ "A refusing matador is revealed to everybody"."""
        if self._revealed[seat] != card:
            revealed = list(self._revealed)
            revealed[seat] = card
            self._revealed = tuple(revealed)

    def _draw_from_stock(self, requester: Seat, events: Events) -> bool:
        """Rule 8: the stock card is turned up. Returns True when the deal ended."""
        stock, set_aside = self._stock, self._set_aside
        while stock:
            card = stock.pop()
            if card not in MATADORS:
                # Any other card replaces the requester's card, which is set aside face up.
                old = cast(Card, self._cards[requester])  # the requester takes part: it holds one
                set_aside.append(old)
                self._cards[requester] = card
                self._exchanges += ((requester, -len(set_aside)),)
                if events is not None:
                    events.append(StockExchanged(requester, old, card))
                return False
            # "Drawn matadors never go to a player": each is set aside face up.
            set_aside.append(card)
            if card in PASSES_ON:
                # House or Horse: set aside, and the next stock card is turned.
                if events is not None:
                    events.append(StockTurned(requester, card, StockOutcome.PASSES))
                continue
            if card == CUCKOO:
                # The deal ends at once; the requester keeps their card, no penalty.
                if events is not None:
                    events.append(StockTurned(requester, card, StockOutcome.CUCKOO))
                self._end_deal(BY_CUCKOO, events)
                return True
            # Dragoon: the requester loses a life; Cat: and every earlier exchange is undone.
            outcome = StockOutcome.CAT if card == CAT else StockOutcome.DRAGOON
            if events is not None:
                events.append(StockTurned(requester, card, outcome))
            return self._penalize(requester, card, events)
        # "If the stock runs out while redrawing, the requester keeps their card."
        if events is not None:
            events.append(StockRanOut(requester))
        return False

    def _penalize(self, requester: Seat, matador: Card, events: Events) -> bool:
        """A Dragoon or Cat refusal: the requester loses a life; a Cat then undoes every
        exchange of the deal. Returns True when that ended the deal (rule 9)."""
        self._lives[requester] -= 1
        left = self._lives[requester]
        self._penalized += (requester,)
        cause = LossCause.CAT if matador == CAT else LossCause.DRAGOON
        if events is not None:
            events.append(LifeLost(requester, left, cause))
        if matador == CAT:
            self._undo_exchanges(events)
        if left > 0:
            return False
        # Rule 9: at zero the player leaves at once; their card is out of play.
        self._eliminated += (requester,)
        if events is not None:
            events.append(PlayerOut(requester))
        if sum(1 for s in self._order if s not in self._eliminated) == 1:
            # "If that leaves one living participant, the deal ends at once with no comparison."
            self._end_deal(BY_LAST_PLAYER, events)
            return True
        return False

    def _undo_exchanges(self, events: Events) -> None:
        """The Cat: "every exchange made earlier in this deal is undone, latest first", so every
        moved card returns to the seat that held it before that exchange."""
        cards, stock, set_aside = self._cards, self._stock, self._set_aside
        for requester, other in reversed(self._exchanges):
            if other >= 0:
                cards[requester], cards[other] = cards[other], cards[requester]
            else:
                # A stock exchange: the drawn card goes back on top of the stock and the
                # requester takes back the card that was set aside.
                stock.append(cast(Card, cards[requester]))  # it took the stock's card
                cards[requester] = set_aside.pop(-1 - other)
        if events is not None:
            events.append(ExchangesUndone(len(self._exchanges)))
        self._exchanges = ()

    # --- the end of a deal --------------------------------------------------------------------

    def _end_deal(self, ended_by: DealEnd, events: Events) -> None:
        """Settlement (or, after rule 9's last player, none), then the next deal."""
        lives = self._lives
        # "Every card is revealed": the cards of the participants still in the deal (a seat
        # outside the deal holds none; one who left it still holds its card, out of play).
        out = self._eliminated
        cards = tuple(None if s in out else c for s, c in enumerate(self._cards)) if out else ()
        cards = cards or tuple(self._cards)
        if events is not None:
            events.append(Revealed(cards))
        lost = () if ended_by == BY_LAST_PLAYER else settlement_losers(cards)
        for seat in lost:
            lives[seat] -= 1
            if events is not None:
                events.append(LifeLost(seat, lives[seat], LossCause.SETTLEMENT))
            if lives[seat] == 0 and events is not None:
                events.append(PlayerOut(seat))  # "Players at zero are out."
        penalized = self._penalized
        if len(penalized) > 1:
            penalized = tuple(sorted(penalized))
        self._history += (DealRecord(self._dealer, cards, penalized, lost, ended_by),)
        if events is not None:
            events.append(DealEnded(self._deal, ended_by, lost))
        alive = [seat for seat, left in enumerate(lives) if left > 0]
        if len(alive) <= 1:
            # "If nobody is left alive ... the match is a draw. If exactly one player is
            # alive, they win."
            self._over = True
            self._winner = alive[0] if alive else None
            if events is not None:
                events.append(MatchOver(self._winner, self._winner is None))
            return
        # "Every Fool holder who is still alive rests for the next deal."
        self._resting = tuple(s for s in alive if cards[s] == FOOL) if FOOL in cards else ()
        if self._resting and events is not None:
            events.append(Resting(self._resting))
        if self._ends_with_deal:  # a search's state: the deal number moves on, no cards
            if len(self._taking_part(self._dealer)) < 2:
                self._resting = ()  # the next deal is skipped: they return (as _start_deal)
            self._deal += 1
            self._order = self._turns_taken = ()
            return
        self._start_deal(events, rotate=True)

    def _start_deal(self, events: Events, rotate: bool) -> None:
        events = [] if events is None else events  # (a search's state never deals one)
        self._deal += 1
        # Rule 1: the participants are every living player who is not resting (listed here
        # clockwise from the seat left of the previous dealer).
        taking_part = self._taking_part(self._dealer)
        if len(taking_part) < 2:
            # "The deal is skipped: no shuffle, no cards, no lives change, resting players
            # return, and the dealer does not move."
            seats = self.n_seats
            self._history += (DealRecord(None, (None,) * seats, (), (), SKIPPED),)
            events.append(DealSkipped(self._deal, self._resting))
            self._resting = ()
            self._deal += 1
            taking_part = self._taking_part(self._dealer)
        if rotate:
            # Rule 2: the next living, non-resting seat clockwise from the previous dealer.
            self._dealer = taking_part[0]
            order = (*taking_part[1:], taking_part[0])
        else:
            order = taking_part
        dealer = self._dealer
        # Rule 3: shuffle all 42 cards; one card to each participant, starting left of the
        # dealer, clockwise, dealer last; the rest is the stock.
        if not self._own_source:
            self._shuffles = self._shuffles.clone()
            self._own_source = True
        deck = self._shuffles.shuffle(DECK)
        cards: list[Card | None] = [None] * self.n_seats
        events.append(DealStarted(self._deal, dealer, order))
        for position, seat in enumerate(order):
            cards[seat] = deck[position]
            events.append(CardDealt(seat, deck[position]))
        stock = deck[len(order) :]
        stock.reverse()  # the top card last, so drawing is a pop
        self._cards = cards
        self._stock = stock
        self._set_aside = []
        self._order = order
        self._turn = 0
        self._eliminated = ()
        self._revealed = NOTHING_SHOWN[self.n_seats]
        self._exchanges = ()
        self._turns_taken = ()
        self._penalized = ()

    def _taking_part(self, dealer: Seat) -> tuple[Seat, ...]:
        """The living, non-resting seats clockwise from the one left of `dealer` (`dealer`
        itself last, if it takes part)."""
        lives, resting = self._lives, self._resting
        clockwise = CLOCKWISE[self.n_seats][dealer]
        if not resting and all(lives):
            return clockwise
        return tuple(seat for seat in clockwise if lives[seat] > 0 and seat not in resting)
